// The number range formatter (unumrf_*).
#include "BridgeInternals.h"

using namespace measfmt_bridge;

struct MFRangeFormatter {
  icu::LocalUNumberRangeFormatterPointer c;
};

extern "C" {

MFRangeFormatter *mf_range_formatter_open(const char *skeleton, const char *localeID,
                                          int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::UnicodeString skel = fromUTF8(skeleton);
  icu::LocalUNumberRangeFormatterPointer c(unumrf_openForSkeletonWithCollapseAndIdentityFallback(
      skel.getBuffer(), skel.length(), UNUM_RANGE_COLLAPSE_AUTO,
      UNUM_IDENTITY_FALLBACK_APPROXIMATELY, localeID, nullptr, &ec));
  return newHandle<MFRangeFormatter>(ec, status, std::move(c));
}

void mf_range_formatter_close(MFRangeFormatter *formatter) { delete formatter; }

void mf_range_format_double(const MFRangeFormatter *formatter, double low, double high,
                            MFOutput *output, int32_t *identity, int32_t *status) {
  formatToOutput(
      unumrf_resultAsValue,
      [&](UFormattedNumberRange *result, UErrorCode &ec) {
        unumrf_formatDoubleRange(formatter->c.getAlias(), low, high, result, &ec);
        if (U_SUCCESS(ec)) {
          *identity = static_cast<int32_t>(unumrf_resultGetIdentityResult(result, &ec));
        }
      },
      output, status);
}

}  // extern "C"
