// ICU's and CLDR's versions, ICU's error names, and locale ids (uloc_*).
#include "BridgeInternals.h"

#include <unicode/ucurr.h>
#include <unicode/udata.h>
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

int32_t mf_locale_region_currency_symbols(const char *localeID, char *buffer, int32_t capacity,
                                          int32_t *status) {
  *status = U_ZERO_ERROR;
  UErrorCode ec = U_ZERO_ERROR;
  char base[ULOC_FULLNAME_CAPACITY] = "";
  uloc_getBaseName(localeID, base, sizeof base, &ec);
  char likely[ULOC_FULLNAME_CAPACITY] = "";
  uloc_addLikelySubtags(base, likely, sizeof likely, &ec);
  char country[ULOC_COUNTRY_CAPACITY] = "";
  uloc_getCountry(likely, country, sizeof country, &ec);
  if (U_FAILURE(ec) || ec == U_STRING_NOT_TERMINATED_WARNING || country[0] == 0) return 0;
  // The region's currencies in CLDR's currency map (supplementalData/CurrencyMap): each
  // legal tender in use since 2000, so that one replaced lately (Croatia's kuna, 2023)
  // still counts — prices are written so for years. Read from the map itself:
  // ucurr_countCurrencies crashes on ICU 72 for the US, whose map lists currencies
  // without a start date.
  const double since2000 = 946684800000.0;
  std::string lines;
  icu::LocalUResourceBundlePointer map(
      ures_openDirect(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "curr", "supplementalData", &ec));
  map.adoptInstead(ures_getByKey(map.getAlias(), "CurrencyMap", nullptr, &ec));
  map.adoptInstead(ures_getByKey(map.getAlias(), country, nullptr, &ec));
  for (int32_t i = 0; U_SUCCESS(ec) && i < ures_getSize(map.getAlias()); i++) {
    UErrorCode entryStatus = U_ZERO_ERROR;
    icu::LocalUResourceBundlePointer entry(
        ures_getByIndex(map.getAlias(), i, nullptr, &entryStatus));
    if (U_FAILURE(entryStatus)) continue;
    UErrorCode tenderStatus = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *tender =
        ures_getStringByKey(entry.getAlias(), "tender", &length, &tenderStatus);
    if (U_SUCCESS(tenderStatus) && icu::UnicodeString(tender, length) == u"false") continue;
    UErrorCode toStatus = U_ZERO_ERROR;
    icu::LocalUResourceBundlePointer until(
        ures_getByKey(entry.getAlias(), "to", nullptr, &toStatus));
    const int32_t *to = ures_getIntVector(until.getAlias(), &length, &toStatus);
    if (U_SUCCESS(toStatus) && to != nullptr && length == 2) {
      double ended = static_cast<double>((static_cast<int64_t>(to[0]) << 32) |
                                         static_cast<uint32_t>(to[1]));
      if (ended < since2000) continue;
    }
    UErrorCode idStatus = U_ZERO_ERROR;
    const UChar *id = ures_getStringByKey(entry.getAlias(), "id", &length, &idStatus);
    if (U_FAILURE(idStatus) || length != 3) continue;
    UChar iso[4] = {id[0], id[1], id[2], 0};
    std::string code;
    icu::UnicodeString(iso, 3).toUTF8String(code);
    for (UCurrNameStyle style : {UCURR_SYMBOL_NAME, UCURR_NARROW_SYMBOL_NAME}) {
      UErrorCode named = U_ZERO_ERROR;
      UBool choice = false;
      int32_t nameLength = 0;
      const UChar *name = ucurr_getName(iso, likely, style, &choice, &nameLength, &named);
      if (U_FAILURE(named) || name == nullptr || nameLength == 0) continue;
      std::string symbol;
      icu::UnicodeString(name, nameLength).toUTF8String(symbol);
      if (symbol == code) continue;
      lines += symbol + "\t" + code + "\n";
    }
  }
  int32_t n = static_cast<int32_t>(lines.size());
  if (buffer != nullptr && capacity > 0) {
    std::memcpy(buffer, lines.data(), static_cast<size_t>(n < capacity ? n : capacity));
  }
  *status = n > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
  return n;
}

}  // extern "C"
