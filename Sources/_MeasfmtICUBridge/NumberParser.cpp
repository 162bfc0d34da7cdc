// Reading numbers as a locale writes them (NumberFormat::parse), and which plural
// categories a locale's numbers fall into (PluralRules).
#include "BridgeInternals.h"

#include <unicode/dcfmtsym.h>
#include <unicode/decimfmt.h>
#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/numfmt.h>
#include <unicode/parsepos.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>

#include <memory>
#include <string>

using namespace measfmt_bridge;

namespace {

// What the locale writes in a plain number, as ICU's symbols for it say, for reading
// such a number without ICU's parser: ASCII digits, the locale's own minus sign, its
// grouping separator between groups of the locale's sizes and its decimal separator,
// at most 15 digits. For such a text ICU's lenient parse gives the digits' decimal
// value correctly rounded; with 15 digits or fewer the integer of the digits and the
// power of ten are exact doubles, so one IEEE division rounds the same way (Clinger's
// fast path). Anything else (other digits, another minus or space, more digits, an
// exponent, a misplaced separator) goes to ICU.
struct PlainNumbers {
  bool enabled = false;
  std::string minus, group, decimal;
  int32_t primary = 0, secondary = 0;
  bool grouping = false;

  static std::string utf8(const icu::UnicodeString &s) {
    std::string out;
    s.toUTF8String(out);
    return out;
  }

  explicit PlainNumbers(const icu::NumberFormat &format) {
    if (format.getDynamicClassID() != icu::DecimalFormat::getStaticClassID()) return;
    const auto &decimalFormat = static_cast<const icu::DecimalFormat &>(format);
    const icu::DecimalFormatSymbols *symbols = decimalFormat.getDecimalFormatSymbols();
    if (symbols == nullptr) return;
    using S = icu::DecimalFormatSymbols;
    if (symbols->getSymbol(S::kZeroDigitSymbol) != icu::UnicodeString(u"0")) return;
    minus = utf8(symbols->getSymbol(S::kMinusSignSymbol));
    group = utf8(symbols->getSymbol(S::kGroupingSeparatorSymbol));
    decimal = utf8(symbols->getSymbol(S::kDecimalSeparatorSymbol));
    primary = decimalFormat.getGroupingSize();
    secondary = decimalFormat.getSecondaryGroupingSize();
    if (secondary <= 0) secondary = primary;
    grouping = decimalFormat.isGroupingUsed() && primary > 0 && !group.empty();
    // A separator with a digit in it, or one the other begins with, is not read here.
    auto plain = [](const std::string &symbol) {
      for (char c : symbol) {
        if (c >= '0' && c <= '9') return false;
      }
      return true;
    };
    enabled = !minus.empty() && !decimal.empty() && plain(minus) && plain(group) &&
              plain(decimal) && group != decimal && decimal.rfind(group, 0) != 0 &&
              group.rfind(decimal, 0) != 0;
  }

  // 1 and the value when the whole text is such a number, else 0.
  int read(const char *text, int32_t length, double *value) const {
    if (!enabled) return 0;
    const char *p = text;
    const char *end = text + length;
    auto at = [&](const std::string &symbol) {
      return static_cast<size_t>(end - p) >= symbol.size() &&
             symbol.compare(0, symbol.size(), p, symbol.size()) == 0;
    };
    bool negative = false;
    if (at(minus)) {
      negative = true;
      p += minus.size();
    }
    uint64_t digits = 0;
    int32_t count = 0;        // digits read
    int32_t groupDigits = 0;  // digits since the start or the last grouping separator
    int32_t groups = 0;       // grouping separators read
    auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    if (p == end || !isDigit(*p)) return 0;
    while (p < end) {
      if (isDigit(*p)) {
        if (++count > 15) return 0;
        digits = digits * 10 + static_cast<uint64_t>(*p - '0');
        groupDigits++;
        p++;
      } else if (grouping && at(group)) {
        // Groups of the secondary size between separators, of at most that size first.
        if (groups == 0 ? groupDigits > secondary : groupDigits != secondary) return 0;
        groups++;
        groupDigits = 0;
        p += group.size();
        if (p == end || !isDigit(*p)) return 0;
      } else {
        break;
      }
    }
    // The last group before the decimal separator (or the end) has the primary size.
    if (groups > 0 && groupDigits != primary) return 0;
    int32_t fraction = 0;
    if (p < end) {
      if (!at(decimal)) return 0;
      p += decimal.size();
      if (p == end) return 0;
      while (p < end) {
        if (!isDigit(*p) || ++count > 15) return 0;
        digits = digits * 10 + static_cast<uint64_t>(*p - '0');
        fraction++;
        p++;
      }
    }
    static const double powers[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6, 1e7,
                                    1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    double result = static_cast<double>(digits) / powers[fraction];
    *value = negative ? -result : result;
    return 1;
  }
};

}  // namespace

struct MFNumberParser {
  std::unique_ptr<icu::NumberFormat> format;
  PlainNumbers plain;
};

extern "C" {

MFNumberParser *mf_number_parser_open(const char *localeID, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::NumberFormat> format(
      icu::NumberFormat::createInstance(icu::Locale(localeID), UNUM_DECIMAL, ec));
  if (U_SUCCESS(ec) && !format) ec = U_MEMORY_ALLOCATION_ERROR;
  if (U_SUCCESS(ec)) {
    // Lenient: the group separator may be left out or misplaced ("1234,5" in de) and
    // any of the locale's minus and space variants is read; the caller hands over only
    // the characters of one number, so leniency cannot swallow a unit.
    format->setLenient(true);
  }
  if (U_FAILURE(ec)) {
    *status = ec;
    return nullptr;
  }
  PlainNumbers plain(*format);
  return newHandle<MFNumberParser>(ec, status, std::move(format), std::move(plain));
}

void mf_number_parser_close(MFNumberParser *parser) { delete parser; }

// parse() is const, and ICU creates the parser it uses behind an atomic pointer: an
// opened NumberFormat can parse on many threads at once.
int32_t mf_number_parse(const MFNumberParser *parser, const char *text, int32_t length,
                        double *value, int32_t *status) {
  *status = U_ZERO_ERROR;
  *value = 0;
  if (parser->plain.read(text, length, value)) return 1;
  return mf_number_parse_with_icu(parser, text, length, value, status);
}

int32_t mf_number_parse_with_icu(const MFNumberParser *parser, const char *text,
                                 int32_t length, double *value, int32_t *status) {
  *status = U_ZERO_ERROR;
  *value = 0;
  icu::UnicodeString string = icu::UnicodeString::fromUTF8(icu::StringPiece(text, length));
  icu::Formattable result;
  icu::ParsePosition position(0);
  parser->format->parse(string, result, position);
  if (position.getIndex() == 0 || position.getErrorIndex() >= 0) return 0;
  UErrorCode ec = U_ZERO_ERROR;
  double parsed = result.getDouble(ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return 0;
  }
  *value = parsed;
  return position.getIndex() == string.length() ? 1 : 0;
}

int32_t mf_plural_representatives(const char *localeID, const double *candidates,
                                  int32_t count, double *representatives, int32_t capacity,
                                  int32_t *status) {
  *status = U_ZERO_ERROR;
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(
      icu::PluralRules::forLocale(icu::Locale(localeID), ec));
  if (U_FAILURE(ec) || !rules) {
    *status = U_FAILURE(ec) ? ec : U_MEMORY_ALLOCATION_ERROR;
    return 0;
  }
  std::unique_ptr<icu::StringEnumeration> keywords(rules->getKeywords(ec));
  if (U_FAILURE(ec) || !keywords) {
    *status = U_FAILURE(ec) ? ec : U_MEMORY_ALLOCATION_ERROR;
    return 0;
  }
  int32_t written = 0;
  while (const icu::UnicodeString *keyword = keywords->snext(ec)) {
    if (U_FAILURE(ec)) break;
    bool found = false;
    double chosen = 0;
    for (int32_t i = 0; i < count && !found; i++) {
      if (rules->select(candidates[i]) == *keyword) {
        chosen = candidates[i];
        found = true;
      }
    }
    if (!found) {
      double sample = 0;
      UErrorCode sampleStatus = U_ZERO_ERROR;
      if (rules->getSamples(*keyword, &sample, 1, sampleStatus) > 0 &&
          U_SUCCESS(sampleStatus)) {
        chosen = sample;
        found = true;
      }
    }
    if (found && written < capacity) representatives[written++] = chosen;
  }
  if (U_FAILURE(ec)) *status = ec;
  return written;
}

}  // extern "C"
