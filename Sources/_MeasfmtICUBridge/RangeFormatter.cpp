// The number range formatter (unumrf_*).
#include "BridgeInternals.h"

#include <unicode/numberrangeformatter.h>

#include <memory>

using namespace measfmt_bridge;

struct MFRangeFormatter {
  icu::LocalUNumberRangeFormatterPointer c;
  // Only for inflected formats (the C API has no grammatical case).
  std::unique_ptr<icu::number::LocalizedNumberRangeFormatter> cxx;
};

extern "C" {

MFRangeFormatter *mf_range_formatter_open(const char *skeleton, const char *localeID,
                                          int32_t collapse, int32_t identityFallback,
                                          const char *grammaticalCase, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  if (collapse < 0 || collapse > 3 || identityFallback < 0 || identityFallback > 3) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  icu::UnicodeString skel = fromUTF8(skeleton);
  if (grammaticalCase[0] != 0) {
    // Both ends in the case (ICU's unitDisplayCase, as mf_number_formatter_open).
    icu::number::LocalizedNumberRangeFormatter lnrf =
        icu::number::NumberRangeFormatter::withLocale(icu::Locale(localeID))
            .numberFormatterBoth(
                icu::number::NumberFormatter::forSkeleton(skel, ec).unitDisplayCase(
                    grammaticalCase))
            .collapse(static_cast<UNumberRangeCollapse>(collapse))
            .identityFallback(static_cast<UNumberRangeIdentityFallback>(identityFallback));
    std::unique_ptr<icu::number::LocalizedNumberRangeFormatter> cxx;
    if (U_SUCCESS(ec)) {
      // ICU's objects have their own operator new, which returns null rather than throw.
      cxx.reset(new icu::number::LocalizedNumberRangeFormatter(std::move(lnrf)));
      if (!cxx) ec = U_MEMORY_ALLOCATION_ERROR;
    }
    return newHandle<MFRangeFormatter>(ec, status, icu::LocalUNumberRangeFormatterPointer(),
                                       std::move(cxx));
  }
  icu::LocalUNumberRangeFormatterPointer c(unumrf_openForSkeletonWithCollapseAndIdentityFallback(
      skel.getBuffer(), skel.length(), static_cast<UNumberRangeCollapse>(collapse),
      static_cast<UNumberRangeIdentityFallback>(identityFallback), localeID, nullptr, &ec));
  return newHandle<MFRangeFormatter>(ec, status, std::move(c),
                                     std::unique_ptr<icu::number::LocalizedNumberRangeFormatter>());
}

void mf_range_formatter_close(MFRangeFormatter *formatter) { delete formatter; }

void mf_range_format_runs(const MFRangeFormatter *formatter, double low, double high,
                          int32_t percentIsUnit, MFRunOutput *output, int32_t *identity,
                          int32_t *status) {
  *status = U_ZERO_ERROR;
  if (formatter->cxx) {
    UErrorCode ec = U_ZERO_ERROR;
    icu::number::FormattedNumberRange formatted = formatter->cxx->formatFormattableRange(
        icu::Formattable(low), icu::Formattable(high), ec);
    if (U_SUCCESS(ec)) *identity = static_cast<int32_t>(formatted.getIdentityResult(ec));
    if (U_FAILURE(ec)) {
      *status = ec;
      return;
    }
    paintedRuns(formatted, RunTagging{percentIsUnit != 0, true}, output, status);
    return;
  }
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
