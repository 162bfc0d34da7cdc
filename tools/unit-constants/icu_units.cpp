// Dev-time only: prints what tools/unit-constants/generate.py needs from the system ICU —
// its version and CLDR version, every built-in unit (MeasureUnit::getAvailable) with its
// canonical id and English formats of 5, and CLDR's conversion targets (the "units"
// resource's convertUnits), from which the generator tells units from factors such as
// "ofhg". Never built by the package.
//
//   c++ -std=c++17 -o /tmp/icu_units tools/unit-constants/icu_units.cpp \
//       $(pkg-config --cflags --libs icu-i18n icu-uc)
//   /tmp/icu_units > /tmp/icu-units.tsv
//
// Output, tab-separated, one record a line:
//   version  <ICU version>  <CLDR version>
//   unit     <type>  <subtype>  <canonical id>  <en short "5 …">  <en long "5 …">
//   convert  <simple unit>  <target base unit>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/ulocdata.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>
#include <unicode/uversion.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

std::string format(const icu::MeasureUnit &unit, UNumberUnitWidth width) {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString text = icu::number::NumberFormatter::withLocale("en")
                                .unit(unit)
                                .unitWidth(width)
                                .formatDouble(5, status)
                                .toString(status);
  if (U_FAILURE(status)) return std::string("!") + u_errorName(status);
  std::string out;
  text.toUTF8String(out);
  return out;
}

}  // namespace

int main() {
  UVersionInfo version;
  char icu[U_MAX_VERSION_STRING_LENGTH], cldr[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, icu);
  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(version, &status);
  u_versionToString(version, cldr);
  std::printf("version\t%s\t%s\n", icu, cldr);

  status = U_ZERO_ERROR;
  int32_t count = icu::MeasureUnit::getAvailable(nullptr, 0, status);
  std::vector<icu::MeasureUnit> units(static_cast<size_t>(count));
  status = U_ZERO_ERROR;
  icu::MeasureUnit::getAvailable(units.data(), count, status);
  for (const icu::MeasureUnit &listed : units) {
    if (!std::strcmp(listed.getType(), "currency") || !std::strcmp(listed.getType(), "none")) {
      continue;
    }
    status = U_ZERO_ERROR;
    icu::MeasureUnit parsed = icu::MeasureUnit::forIdentifier(listed.getSubtype(), status);
    if (U_FAILURE(status)) continue;  // temperature "generic": ICU's parser refuses it
    std::printf("unit\t%s\t%s\t%s\t%s\t%s\n", listed.getType(), listed.getSubtype(),
                parsed.getIdentifier(), format(parsed, UNUM_UNIT_WIDTH_SHORT).c_str(),
                format(parsed, UNUM_UNIT_WIDTH_FULL_NAME).c_str());
  }

  status = U_ZERO_ERROR;
  UResourceBundle *data = ures_openDirect(nullptr, "units", &status);
  UResourceBundle *convert = ures_getByKey(data, "convertUnits", nullptr, &status);
  for (int32_t i = 0; U_SUCCESS(status) && i < ures_getSize(convert); i++) {
    UErrorCode entryStatus = U_ZERO_ERROR;
    UResourceBundle *entry = ures_getByIndex(convert, i, nullptr, &entryStatus);
    int32_t length = 0;
    const UChar *target = ures_getStringByKey(entry, "target", &length, &entryStatus);
    if (U_SUCCESS(entryStatus)) {
      std::string utf8;
      icu::UnicodeString(false, target, length).toUTF8String(utf8);
      std::printf("convert\t%s\t%s\n", ures_getKey(entry), utf8.c_str());
    }
    ures_close(entry);
  }
  ures_close(convert);
  ures_close(data);
  return 0;
}
