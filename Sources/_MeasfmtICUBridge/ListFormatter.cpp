// The list formatter (ulistfmt_*, type units).
#include "BridgeInternals.h"

#include <vector>

using namespace measfmt_bridge;

struct MFListFormatter {
  icu::LocalUListFormatterPointer c;
};

extern "C" {

MFListFormatter *mf_list_formatter_open(const char *localeID, int32_t width, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::LocalUListFormatterPointer c(ulistfmt_openForType(
      localeID, ULISTFMT_TYPE_UNITS, static_cast<UListFormatterWidth>(width), &ec));
  return newHandle<MFListFormatter>(ec, status, std::move(c));
}

void mf_list_formatter_close(MFListFormatter *formatter) { delete formatter; }

void mf_list_format(const MFListFormatter *formatter, const char *const *items,
                    const int32_t *lengths, int32_t count, MFOutput *output, int32_t *status) {
  std::vector<icu::UnicodeString> strings;
  strings.reserve(static_cast<size_t>(count));
  std::vector<const UChar *> pointers;
  std::vector<int32_t> sizes;
  for (int32_t i = 0; i < count; i++) {
    strings.push_back(icu::UnicodeString::fromUTF8(icu::StringPiece(items[i], lengths[i])));
  }
  for (auto &s : strings) {
    pointers.push_back(s.getBuffer());
    sizes.push_back(s.length());
  }
  formatToOutput(
      ulistfmt_resultAsValue,
      [&](UFormattedList *result, UErrorCode &ec) {
        ulistfmt_formatStringsToResult(formatter->c.getAlias(), pointers.data(), sizes.data(),
                                       count, result, &ec);
      },
      output, status);
}

}  // extern "C"
