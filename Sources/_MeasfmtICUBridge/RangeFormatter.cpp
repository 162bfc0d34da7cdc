// The number range formatter (unumrf_*).
#include "BridgeInternals.h"

using namespace measfmt_bridge;

struct MFRangeFormatter {
  icu::LocalUNumberRangeFormatterPointer c;
};

extern "C" {

MFRangeFormatter *mf_range_formatter_open(const char *skeleton, const char *localeID,
                                          int32_t collapse, int32_t identityFallback,
                                          int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  if (collapse < 0 || collapse > 3 || identityFallback < 0 || identityFallback > 3) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  icu::UnicodeString skel = fromUTF8(skeleton);
  icu::LocalUNumberRangeFormatterPointer c(unumrf_openForSkeletonWithCollapseAndIdentityFallback(
      skel.getBuffer(), skel.length(), static_cast<UNumberRangeCollapse>(collapse),
      static_cast<UNumberRangeIdentityFallback>(identityFallback), localeID, nullptr, &ec));
  return newHandle<MFRangeFormatter>(ec, status, std::move(c));
}

void mf_range_formatter_close(MFRangeFormatter *formatter) { delete formatter; }

void mf_range_format_runs(const MFRangeFormatter *formatter, double low, double high,
                          int32_t percentIsUnit, MFRunOutput *output, int32_t *identity,
                          int32_t *status) {
  *status = U_ZERO_ERROR;
  UFormattedNumberRange *result = threadResult<UFormattedNumberRange>(status);
  if (result == nullptr) return;
  UErrorCode ec = U_ZERO_ERROR;
  unumrf_formatDoubleRange(formatter->c.getAlias(), low, high, result, &ec);
  if (U_SUCCESS(ec)) *identity = static_cast<int32_t>(unumrf_resultGetIdentityResult(result, &ec));
  const UFormattedValue *formatted = unumrf_resultAsValue(result, &ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  paintedRuns(formatted, false, RunTagging{percentIsUnit != 0, true}, output, status);
}

}  // extern "C"
