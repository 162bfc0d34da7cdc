// Which formatters write known shapes (Digits.cpp says why a text of a shape is ICU's):
// the plan a skeleton asks for (DigitPlan::read), and the probes of a formatter when its
// writer is made (DigitWriter::make): its numbering system's digits, and its text around
// the number the same in every plural form.
#include "BridgeInternals.h"

#include <unicode/numsys.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/upluralrules.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace measfmt_bridge {

namespace {

// A skeleton's token at the start of `s` up to a space: its length.
size_t tokenLength(const char *s) {
  size_t n = 0;
  while (s[n] != 0 && s[n] != ' ') n++;
  return n;
}

bool tokenIs(const char *s, size_t n, const char *token) {
  return std::strlen(token) == n && std::memcmp(s, token, n) == 0;
}

bool startsWith(const char *s, size_t n, const char *prefix) {
  size_t p = std::strlen(prefix);
  return n >= p && std::memcmp(s, prefix, p) == 0;
}

}  // namespace

// MARK: The plan of a skeleton

DigitPlan DigitPlan::read(const char *skeleton) {
  DigitPlan plan;
  plan.writes = true;
  const char *s = skeleton;
  bool precisionSet = false;
  while (*s != 0) {
    if (*s == ' ') {
      s++;
      continue;
    }
    size_t n = tokenLength(s);
    if (startsWith(s, n, "unit/") || startsWith(s, n, "measure-unit/") ||
        startsWith(s, n, "unit-width-") || startsWith(s, n, "group-") ||
        tokenIs(s, n, "sign-auto") || tokenIs(s, n, "sign-always") ||
        tokenIs(s, n, "sign-never") || tokenIs(s, n, "sign-except-zero") ||
        tokenIs(s, n, "sign-negative")) {
      // The unit, width, grouping and sign show in the kept text itself.
    } else if (startsWith(s, n, "rounding-mode-")) {
      const char *mode = s + std::strlen("rounding-mode-");
      size_t m = n - std::strlen("rounding-mode-");
      if (tokenIs(mode, m, "ceiling")) plan.rounding = static_cast<uint8_t>(Rounding::ceiling);
      else if (tokenIs(mode, m, "floor")) plan.rounding = static_cast<uint8_t>(Rounding::floor);
      else if (tokenIs(mode, m, "down")) plan.rounding = static_cast<uint8_t>(Rounding::down);
      else if (tokenIs(mode, m, "up")) plan.rounding = static_cast<uint8_t>(Rounding::up);
      else if (tokenIs(mode, m, "half-even")) plan.rounding = static_cast<uint8_t>(Rounding::halfEven);
      else if (tokenIs(mode, m, "half-down")) plan.rounding = static_cast<uint8_t>(Rounding::halfDown);
      else if (tokenIs(mode, m, "half-up")) plan.rounding = static_cast<uint8_t>(Rounding::halfUp);
      else plan.writes = false;
    } else if (!precisionSet && tokenIs(s, n, "precision-integer")) {
      precisionSet = true;
      plan.precision = fraction;
      plan.minimum = 0;
      plan.maximum = 0;
    } else if (!precisionSet && tokenIs(s, n, "precision-integer/@@*")) {
      precisionSet = true;
      plan.precision = integerOrTwoSignificant;
    } else if (!precisionSet && n >= 1 && (s[0] == '.' || s[0] == '@')) {
      // ".00##": 2 to 4 fraction digits; "@@##": 2 to 4 significant digits.
      precisionSet = true;
      char required = s[0] == '.' ? '0' : '@';
      size_t i = s[0] == '.' ? 1 : 0;
      int32_t minimum = 0;
      int32_t optional = 0;
      while (i < n && s[i] == required) {
        minimum++;
        i++;
      }
      while (i < n && s[i] == '#') {
        optional++;
        i++;
      }
      // Nothing else in the token: a wildcard ("@@*", ".0*") is another precision.
      if (i != n || (s[0] == '@' && minimum == 0) || minimum + optional > 999) {
        plan.writes = false;
      }
      plan.precision = s[0] == '.' ? fraction : significant;
      plan.minimum = static_cast<int16_t>(minimum);
      plan.maximum = static_cast<int16_t>(minimum + optional);
    } else {
      // Notation, usage, scale, integer width, numbering system, another precision: ICU's.
      plan.writes = false;
    }
    s += n;
  }
  return plan;
}


// MARK: The probes of a new writer

namespace {

// A number formatted by ICU with its runs, for the probes of a new writer.
struct Scratch {
  char text[256];
  MFRun runs[32];
  MFRunOutput output{text, sizeof text, 0, runs, 32, 0};
};

bool formatScratch(const UNumberFormatter *formatter, double value, UFormattedNumber *result,
                   Scratch *scratch) {
  UErrorCode ec = U_ZERO_ERROR;
  unumf_formatDouble(formatter, value, result, &ec);
  const UFormattedValue *formatted = unumf_resultAsValue(result, &ec);
  if (U_FAILURE(ec)) return false;
  int32_t status = U_ZERO_ERROR;
  scratch->output = MFRunOutput{scratch->text, sizeof scratch->text, 0, scratch->runs, 32, 0};
  paintedRuns(formatted, true, RunTagging{}, &scratch->output, &status);
  return U_SUCCESS(static_cast<UErrorCode>(status));
}

// The text around a number: every byte outside its value runs, each value's place one
// mark (the same for every plural form when the unit's patterns are).
std::string around(const Scratch &scratch) {
  std::string s;
  bool inValue = false;
  for (int32_t i = 0; i < scratch.output.runCount; i++) {
    const MFRun &run = scratch.runs[i];
    if (run.part == MF_PART_VALUE) {
      if (!inValue) s.push_back('\x01');
      inValue = true;
      continue;
    }
    inValue = false;
    s.append(scratch.text + run.start, static_cast<size_t>(run.end - run.start));
  }
  return s;
}

// Whether the formatter writes the same text around its numbers in every plural form
// of the locale's cardinal rules: one value of each form seen, formatted by the
// formatter itself (its rounding decides the form) and its form asked of ICU.
bool samePatternsInEveryForm(const UNumberFormatter *formatter, const char *localeID) {
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(icu::Locale(localeID), ec));
  icu::LocalUPluralRulesPointer selector(uplrules_open(localeID, &ec));
  if (U_FAILURE(ec) || !rules) return false;
  std::unique_ptr<icu::StringEnumeration> keywords(rules->getKeywords(ec));
  if (U_FAILURE(ec) || !keywords) return false;
  std::vector<icu::UnicodeString> forms;
  std::vector<double> candidates = {0,   1,   2,   3,   4,   5,   6,   7,   8,   10,  11,
                                    12,  14,  15,  20,  21,  22,  100, 101, 102, 1e6, 0.5,
                                    1.5, 2.5, 0.1, 1.1, 0.2, 3.5, 10.5, 100.5};
  while (const icu::UnicodeString *keyword = keywords->snext(ec)) {
    if (U_FAILURE(ec)) return false;
    forms.push_back(*keyword);
    double samples[16];
    UErrorCode sampleStatus = U_ZERO_ERROR;
    int32_t n = rules->getSamples(*keyword, samples, 16, sampleStatus);
    if (U_SUCCESS(sampleStatus)) candidates.insert(candidates.end(), samples, samples + n);
  }
  if (forms.size() <= 1) return true;
  icu::LocalUFormattedNumberPointer result(unumf_openResult(&ec));
  if (U_FAILURE(ec)) return false;
  std::vector<bool> seen(forms.size(), false);
  size_t seenCount = 0;
  std::string first;
  Scratch scratch;
  for (double candidate : candidates) {
    if (!(candidate >= 0) || !std::isfinite(candidate)) continue;
    if (!formatScratch(formatter, candidate, result.getAlias(), &scratch)) return false;
    UChar form[32];
    UErrorCode formStatus = U_ZERO_ERROR;
    int32_t length = uplrules_selectFormatted(selector.getAlias(), result.getAlias(), form, 32,
                                              &formStatus);
    if (U_FAILURE(formStatus)) return false;
    icu::UnicodeString name(form, length);
    for (size_t k = 0; k < forms.size(); k++) {
      if (seen[k] || forms[k] != name) continue;
      std::string text = around(scratch);
      // A form without the number (CLDR's "an hour") is repaired above the bridge, from
      // ICU's own text: such a formatter never writes.
      if (std::count(text.begin(), text.end(), '\x01') != 1) return false;
      if (seenCount == 0) {
        first = text;
      } else if (text != first) {
        return false;
      }
      seen[k] = true;
      seenCount++;
    }
    if (seenCount == forms.size()) return true;
  }
  return false;  // a form not seen: its text is unknown
}

// The UTF-8 of the numbering system's ten digits, each of the same length; false when the
// system is algorithmic (hanidays, roman) or its digits differ in length.
bool numberingDigits(const char *localeID, char digits[10][4], uint8_t *length) {
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::NumberingSystem> system(
      icu::NumberingSystem::createInstance(icu::Locale(localeID), ec));
  if (U_FAILURE(ec) || !system || system->isAlgorithmic() || system->getRadix() != 10) {
    return false;
  }
  icu::UnicodeString description = system->getDescription();
  if (description.countChar32() != 10) return false;
  int32_t offset = 0;
  for (int d = 0; d < 10; d++) {
    UChar32 c = description.char32At(offset);
    offset += U16_LENGTH(c);
    uint8_t n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (d == 0) *length = n;
    if (n != *length) return false;
    char *out = digits[d];
    if (n == 1) {
      out[0] = static_cast<char>(c);
    } else if (n == 2) {
      out[0] = static_cast<char>(0xC0 | (c >> 6));
      out[1] = static_cast<char>(0x80 | (c & 0x3F));
    } else if (n == 3) {
      out[0] = static_cast<char>(0xE0 | (c >> 12));
      out[1] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out[2] = static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out[0] = static_cast<char>(0xF0 | (c >> 18));
      out[1] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out[2] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out[3] = static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return true;
}

}  // namespace

DigitWriter *DigitWriter::make(const DigitPlan &plan, const UNumberFormatter *formatter,
                               const char *localeID) {
  if (!plan.writes) return nullptr;
  auto *writer = new (std::nothrow) DigitWriter();
  if (writer == nullptr) return nullptr;
  writer->plan_ = plan;
  if (!numberingDigits(localeID, writer->digits_, &writer->digitLength_) ||
      !samePatternsInEveryForm(formatter, localeID)) {
    delete writer;
    return nullptr;
  }
  return writer;
}

}  // namespace measfmt_bridge
