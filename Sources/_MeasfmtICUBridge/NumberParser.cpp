// Reading numbers as a locale writes them (NumberFormat::parse), and which plural
// categories a locale's numbers fall into (PluralRules).
#include "BridgeInternals.h"

#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/numfmt.h>
#include <unicode/parsepos.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>

#include <memory>

using namespace measfmt_bridge;

struct MFNumberParser {
  std::unique_ptr<icu::NumberFormat> format;
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
  return newHandle<MFNumberParser>(ec, status, std::move(format));
}

void mf_number_parser_close(MFNumberParser *parser) { delete parser; }

// parse() is const, and ICU creates the parser it uses behind an atomic pointer: an
// opened NumberFormat can parse on many threads at once.
int32_t mf_number_parse(const MFNumberParser *parser, const char *text, int32_t length,
                        double *value, int32_t *status) {
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
