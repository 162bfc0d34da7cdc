// Spelled-out numbers (ICU's rule-based number format, URBNF_SPELLOUT) and the
// grammatical gender of a unit (FormattedNumber::getNounClass from ICU 72 on, getGender
// before), which picks the rule set a number agrees with ("ein Kilometer", "eine Meile").
#include "BridgeInternals.h"

#include <unicode/locid.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/rbnf.h>
#if U_ICU_VERSION_MAJOR_NUM >= 72
#include <unicode/udisplayoptions.h>
#endif

#include <memory>
#include <mutex>
#include <string>

using namespace measfmt_bridge;

// ICU's formatters are not to be used by two threads at once: one lock per formatter
// (spelling out is no hot path).
struct MFSpellOutFormatter {
  std::unique_ptr<icu::RuleBasedNumberFormat> rbnf;
  std::mutex lock;
};

namespace {

int32_t copyUTF8(const icu::UnicodeString &text, char *buffer, int32_t capacity,
                 int32_t *status) {
  std::string utf8;
  text.toUTF8String(utf8);
  int32_t n = static_cast<int32_t>(utf8.size());
  if (buffer != nullptr && capacity > 0) {
    std::memcpy(buffer, utf8.data(), static_cast<size_t>(n < capacity ? n : capacity));
  }
  *status = n > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
  return n;
}

bool hasRuleSet(const icu::RuleBasedNumberFormat &rbnf, const icu::UnicodeString &name) {
  for (int32_t i = 0; i < rbnf.getNumberOfRuleSetNames(); i++) {
    if (rbnf.getRuleSetName(i) == name) return true;
  }
  return false;
}

}  // namespace

extern "C" {

MFSpellOutFormatter *mf_spellout_open(const char *localeID, const char *gender,
                                      int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::RuleBasedNumberFormat> rbnf(
      // ICU's objects allocate with ICU's own operator new (null when out of memory).
      new icu::RuleBasedNumberFormat(icu::URBNF_SPELLOUT, icu::Locale(localeID), ec));
  if (!rbnf && U_SUCCESS(ec)) ec = U_MEMORY_ALLOCATION_ERROR;
  if (U_SUCCESS(ec)) {
    // The cardinal numbers of the unit's gender, else the plain cardinal ones, else the
    // locale's default (counting) rules.
    icu::UnicodeString gendered = icu::UnicodeString("%spellout-cardinal-") + fromUTF8(gender);
    icu::UnicodeString cardinal("%spellout-cardinal");
    UErrorCode set = U_ZERO_ERROR;
    // CLDR names Swedish's rules of the common gender (en, tjugoen) "reale" ("ett" is
    // the neuter's, and the plain cardinal ones), where CLDR's grammar says "common".
    icu::UnicodeString reale("%spellout-cardinal-reale");
    bool common = std::string(gender) == "common";
    if (gender[0] != 0 && hasRuleSet(*rbnf, gendered)) {
      rbnf->setDefaultRuleSet(gendered, set);
    } else if (common && hasRuleSet(*rbnf, reale)) {
      rbnf->setDefaultRuleSet(reale, set);
    } else if (hasRuleSet(*rbnf, cardinal)) {
      rbnf->setDefaultRuleSet(cardinal, set);
    }
  }
  if (U_FAILURE(ec)) {
    *status = ec;
    return nullptr;
  }
  auto *handle = new (std::nothrow) MFSpellOutFormatter();
  if (handle == nullptr) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  handle->rbnf = std::move(rbnf);
  *status = U_ZERO_ERROR;
  return handle;
}

void mf_spellout_close(MFSpellOutFormatter *formatter) { delete formatter; }

int32_t mf_spellout_format(MFSpellOutFormatter *formatter, double value, char *buffer,
                           int32_t capacity, int32_t *status) {
  icu::UnicodeString text;
  {
    std::lock_guard<std::mutex> guard(formatter->lock);
    formatter->rbnf->format(value, text);
  }
  return copyUTF8(text, buffer, capacity, status);
}

int32_t mf_unit_gender(const char *localeID, const char *identifier, char *buffer,
                       int32_t capacity, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(identifier, ec);
  const char *gender = "";
  if (U_SUCCESS(ec)) {
    icu::number::FormattedNumber formatted =
        icu::number::NumberFormatter::withLocale(icu::Locale(localeID))
            .unit(unit)
            .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
            .formatDouble(1, ec);
#if U_ICU_VERSION_MAJOR_NUM >= 72
    if (U_SUCCESS(ec)) {
      UDisplayOptionsNounClass nounClass = formatted.getNounClass(ec);
      gender = nounClass == UDISPOPT_NOUN_CLASS_UNDEFINED
                   ? ""
                   : udispopt_getNounClassIdentifier(nounClass);
    }
#else
    if (U_SUCCESS(ec)) gender = formatted.getGender(ec);
#endif
  }
  if (U_FAILURE(ec) || gender == nullptr) {
    *status = U_FAILURE(ec) ? ec : U_ZERO_ERROR;
    return 0;
  }
  return copyUTF8(icu::UnicodeString(gender), buffer, capacity, status);
}

}  // extern "C"
