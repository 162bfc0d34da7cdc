// Units: CLDR unit identifiers, ICU's built-in units, and ICU's copy of CLDR's
// supplemental unit data.
#include "BridgeInternals.h"

#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/plurrule.h>
#include <unicode/ures.h>

#include <memory>
#include <string>
#include <vector>

using namespace measfmt_bridge;

// ICU's lookup of a resource path through the locale's parents, as ICU's own formatters
// read their data (uresimp.h: exported by every ICU, renamed per version by urename.h,
// but not among the installed headers).
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *resource,
                                                           const char *path,
                                                           UResourceBundle *fillIn,
                                                           UErrorCode *status);

namespace {

// Copies as much of `text` as fits (no terminator); returns the length needed.
int32_t copyText(const std::string &text, char *buffer, int32_t capacity) {
  if (buffer != nullptr && capacity > 0) {
    size_t n = text.size() < static_cast<size_t>(capacity) ? text.size()
                                                           : static_cast<size_t>(capacity);
    std::memcpy(buffer, text.data(), n);
  }
  return static_cast<int32_t>(text.size());
}

void flattenUnits(UResourceBundle *bundle, std::string &path, std::string &out) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t size = ures_getSize(bundle);
  for (int32_t i = 0; i < size; i++) {
    ec = U_ZERO_ERROR;
    UResourceBundle *child = ures_getByIndex(bundle, i, nullptr, &ec);
    if (U_FAILURE(ec)) continue;
    const char *key = ures_getKey(child);
    size_t mark = path.size();
    if (!path.empty()) path += '/';
    path += (key != nullptr && ures_getType(bundle) == URES_TABLE) ? std::string(key)
                                                                   : std::to_string(i);
    if (ures_getType(child) == URES_STRING) {
      int32_t length = 0;
      const UChar *s = ures_getString(child, &length, &ec);
      std::string value;
      icu::UnicodeString(false, s, length).toUTF8String(value);
      out += path;
      out += '\t';
      out += value;
      out += '\n';
    } else if (ures_getType(child) == URES_TABLE || ures_getType(child) == URES_ARRAY) {
      flattenUnits(child, path, out);
    }
    path.resize(mark);
    ures_close(child);
  }
}

}  // namespace

extern "C" {

int32_t mf_unit_canonical(const char *identifier, char *buffer, int32_t capacity,
                          int32_t *complexity, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(identifier, ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return 0;
  }
  *complexity = static_cast<int32_t>(unit.getComplexity(ec));
  const char *canonical = unit.getIdentifier();
  int32_t n = static_cast<int32_t>(std::strlen(canonical));
  copyCString(canonical, buffer, capacity);
  *status = n >= capacity ? U_BUFFER_OVERFLOW_ERROR : ec;
  return n;
}

int32_t mf_unit_is_built_in(const char *identifier) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(identifier, ec);
  // A built-in unit has a type ("length"); one ICU builds from parts has none.
  return U_SUCCESS(ec) && unit.getType()[0] != '\0' ? 1 : 0;
}

int32_t mf_units_available(char *buffer, int32_t capacity) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t count = icu::MeasureUnit::getAvailable(nullptr, 0, ec);
  if (count <= 0) return 0;
  std::vector<icu::MeasureUnit> units(static_cast<size_t>(count));
  ec = U_ZERO_ERROR;
  icu::MeasureUnit::getAvailable(units.data(), count, ec);
  if (U_FAILURE(ec)) return 0;
  std::string out;
  for (const icu::MeasureUnit &unit : units) {
    out += unit.getType();
    out += '\t';
    out += unit.getSubtype();
    out += '\n';
  }
  return copyText(out, buffer, capacity);
}

int32_t mf_units_data(char *buffer, int32_t capacity) {
  UErrorCode ec = U_ZERO_ERROR;
  UResourceBundle *units = ures_openDirect(nullptr, "units", &ec);
  if (U_FAILURE(ec)) return 0;
  std::string path, out;
  flattenUnits(units, path, out);
  ures_close(units);
  return copyText(out, buffer, capacity);
}

int32_t mf_unit_display_name(const char *localeID, const char *identifier, int32_t width,
                             char *buffer, int32_t capacity, int32_t *status) {
  static_assert(UMEASFMT_WIDTH_WIDE == 0 && UMEASFMT_WIDTH_SHORT == 1 &&
                    UMEASFMT_WIDTH_NARROW == 2,
                "mf_unit_display_name's widths are ICU's UMeasureFormatWidth");
  UErrorCode ec = U_ZERO_ERROR;
  icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(identifier, ec);
  icu::MeasureFormat format(icu::Locale(localeID), static_cast<UMeasureFormatWidth>(width), ec);
  icu::UnicodeString name = U_SUCCESS(ec) ? format.getUnitDisplayName(unit, ec)
                                          : icu::UnicodeString();
  if (U_FAILURE(ec)) {
    *status = ec;
    return 0;
  }
  std::string text;
  name.toUTF8String(text);
  int32_t n = copyText(text, buffer, capacity);
  *status = n >= capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
  return n;
}

int32_t mf_duration_pattern(const char *localeID, const char *kind, char *buffer,
                            int32_t capacity, int32_t *status) {
  *status = U_ZERO_ERROR;
  UErrorCode ec = U_ZERO_ERROR;
  // ICU's unit tree ("icudt72l-unit"), where ICU's MeasureFormat finds durationUnits, read
  // as it reads them: each pattern through the locale's parents (es_CL has "ms" and
  // "hms" of its own, "hm" from es; ha only "ms").
  icu::LocalUResourceBundlePointer units(ures_open(U_ICUDATA_NAME "-unit", localeID, &ec));
  std::string path = std::string("durationUnits/") + kind;
  icu::LocalUResourceBundlePointer found(
      ures_getByKeyWithFallback(units.getAlias(), path.c_str(), nullptr, &ec));
  int32_t length = 0;
  const UChar *pattern = ures_getString(found.getAlias(), &length, &ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return 0;
  }
  std::string text;
  icu::UnicodeString(pattern, length).toUTF8String(text);
  int32_t n = copyText(text, buffer, capacity);
  *status = n >= capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
  return n;
}

int32_t mf_plural_other_index(const char *localeID, const double *candidates, int32_t count,
                              int32_t *status) {
  *status = U_ZERO_ERROR;
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(icu::Locale(localeID), ec));
  if (U_FAILURE(ec) || !rules) {
    *status = U_FAILURE(ec) ? ec : U_MEMORY_ALLOCATION_ERROR;
    return -1;
  }
  for (int32_t i = 0; i < count; i++) {
    if (rules->select(candidates[i]) == UNICODE_STRING_SIMPLE("other")) return i;
  }
  return -1;
}

}  // extern "C"
