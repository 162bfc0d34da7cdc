// ICU's and CLDR's versions, ICU's error names, and locale ids (uloc_*).
#include "BridgeInternals.h"

#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>

#include <string>

using namespace measfmt_bridge;

extern "C" {

void mf_icu_version(char *buffer, int32_t capacity) {
  UVersionInfo info;
  u_getVersion(info);
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(info, text);
  copyCString(text, buffer, capacity);
}

void mf_cldr_version(char *buffer, int32_t capacity) {
  UVersionInfo info;
  UErrorCode ec = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(info, &ec);
  char text[U_MAX_VERSION_STRING_LENGTH] = "";
  if (U_SUCCESS(ec)) u_versionToString(info, text);
  copyCString(text, buffer, capacity);
}

void mf_error_name(int32_t status, char *buffer, int32_t capacity) {
  copyCString(u_errorName(static_cast<UErrorCode>(status)), buffer, capacity);
}

int32_t mf_locale_for_language_tag(const char *tag, char *buffer, int32_t capacity,
                                   int32_t *parsedLength, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = uloc_forLanguageTag(tag, buffer, capacity, parsedLength, &ec);
  *status = ec;
  return n;
}

int32_t mf_locale_canonicalize(const char *localeID, char *buffer, int32_t capacity,
                               int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = uloc_canonicalize(localeID, buffer, capacity, &ec);
  *status = ec;
  return n;
}

int32_t mf_locale_to_language_tag(const char *localeID, char *buffer, int32_t capacity,
                                  int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = uloc_toLanguageTag(localeID, buffer, capacity, false, &ec);
  *status = ec;
  return n;
}

int32_t mf_locale_add_likely_subtags(const char *localeID, char *buffer, int32_t capacity,
                                     int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = uloc_addLikelySubtags(localeID, buffer, capacity, &ec);
  *status = ec;
  return n;
}

int32_t mf_locale_is_right_to_left(const char *localeID) {
  return uloc_isRightToLeft(localeID) ? 1 : 0;
}

int32_t mf_locale_has_data(const char *localeID) {
  char language[ULOC_LANG_CAPACITY] = "";
  UErrorCode ec = U_ZERO_ERROR;
  uloc_getLanguage(localeID, language, sizeof language, &ec);
  if (U_FAILURE(ec) || language[0] == 0) return 0;
  ec = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(nullptr, language, &ec);
  bool found = U_SUCCESS(ec) && ec != U_USING_DEFAULT_WARNING;
  if (bundle) ures_close(bundle);
  return found ? 1 : 0;
}

void mf_locale_decimal_grouping(const char *localeID, int32_t *primary, int32_t *secondary,
                                int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::LocalUNumberFormatPointer format(unum_open(UNUM_DECIMAL, nullptr, 0, localeID, nullptr, &ec));
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  *primary = unum_getAttribute(format.getAlias(), UNUM_GROUPING_SIZE);
  int32_t second = unum_getAttribute(format.getAlias(), UNUM_SECONDARY_GROUPING_SIZE);
  *secondary = second > 0 ? second : *primary;
  *status = U_ZERO_ERROR;
}

int32_t mf_locale_grammatical_feature(const char *localeID, const char *feature, char *buffer,
                                      int32_t capacity, int32_t *status) {
  *status = U_ZERO_ERROR;
  char language[ULOC_LANG_CAPACITY] = "";
  UErrorCode ec = U_ZERO_ERROR;
  uloc_getLanguage(localeID, language, sizeof language, &ec);
  std::string names;
  icu::LocalUResourceBundlePointer data(ures_openDirect(nullptr, "grammaticalFeatures", &ec));
  icu::LocalUResourceBundlePointer values(
      ures_getByKey(data.getAlias(), "grammaticalData", nullptr, &ec));
  values.adoptInstead(ures_getByKey(values.getAlias(), "features", nullptr, &ec));
  values.adoptInstead(ures_getByKey(values.getAlias(), language, nullptr, &ec));
  values.adoptInstead(ures_getByKey(values.getAlias(), "nominal", nullptr, &ec));
  values.adoptInstead(ures_getByKey(values.getAlias(), feature, nullptr, &ec));
  // The language's list ("_"), and CLDR's list for units where it has one: none when
  // that is empty (Arabic's cases), else both (Polish units have their locative too).
  auto append = [&](const char *scope, bool &emptyList) {
    UErrorCode scoped = U_ZERO_ERROR;
    icu::LocalUResourceBundlePointer list(ures_getByKey(values.getAlias(), scope, nullptr, &scoped));
    if (U_FAILURE(scoped)) return;
    if (ures_getType(list.getAlias()) != URES_ARRAY) {
      emptyList = true;  // "" where units take none of the language's values
      return;
    }
    for (int32_t i = 0; i < ures_getSize(list.getAlias()); i++) {
      int32_t length = 0;
      const UChar *name = ures_getStringByIndex(list.getAlias(), i, &length, &scoped);
      if (U_FAILURE(scoped)) break;
      std::string text;
      icu::UnicodeString(name, length).toUTF8String(text);
      if ((" " + names + " ").find(" " + text + " ") != std::string::npos) continue;
      if (!names.empty()) names += " ";
      names += text;
    }
  };
  if (U_SUCCESS(ec)) {
    bool none = false;
    append("units", none);
    if (none) {
      names.clear();
    } else {
      append("_", none);
    }
  }
  // No data for the language: no feature (not an error).
  int32_t n = static_cast<int32_t>(names.size());
  if (buffer != nullptr && capacity > 0) {
    std::memcpy(buffer, names.data(), static_cast<size_t>(n < capacity ? n : capacity));
  }
  *status = n > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
  return n;
}

int32_t mf_locale_available_count(void) { return uloc_countAvailable(); }

void mf_locale_available_at(int32_t index, char *buffer, int32_t capacity) {
  const char *id = index >= 0 && index < uloc_countAvailable() ? uloc_getAvailable(index) : "";
  copyCString(id ? id : "", buffer, capacity);
}

}  // extern "C"
