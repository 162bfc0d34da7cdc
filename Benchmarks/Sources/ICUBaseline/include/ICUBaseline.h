// Plain ICU in C: the baseline the benchmark compares measfmt against. Its header
// includes no ICU header (see STYLE.md: ICU's types must not reach a clang module
// next to Foundation's private ICU).
#ifndef MEASFMT_BENCH_ICU_BASELINE_H
#define MEASFMT_BENCH_ICU_BASELINE_H

#include <stdint.h>

#pragma clang assume_nonnull begin

typedef struct BaselineFormatter BaselineFormatter;

/// unumf_openForSkeletonAndLocale; NULL on failure.
BaselineFormatter *_Nullable baseline_open(const char *skeleton, const char *locale);
void baseline_close(BaselineFormatter *_Nullable formatter);

/// Formats with a cached formatter and a reused result, iterates every field
/// position, converts the text to UTF-8. Returns the UTF-8 length; *fields gets
/// the number of fields seen.
int32_t baseline_format(BaselineFormatter *formatter, double value, char *utf8,
                        int32_t capacity, int32_t *fields);

/// The same, opening and closing a new formatter for the call (no cache).
int32_t baseline_format_uncached(const char *skeleton, const char *locale, double value,
                                 char *utf8, int32_t capacity, int32_t *fields);

#pragma clang assume_nonnull end

#endif
