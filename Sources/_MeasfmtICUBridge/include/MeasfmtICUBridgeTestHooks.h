// What tests read of the bridge: how many layouts and shapes a number formatter keeps,
// and the test hooks compiled into debug builds (MEASFMT_TEST_HOOKS). Plain C, as the
// bridge's header, which it extends.
#ifndef MEASFMT_ICU_BRIDGE_TEST_HOOKS_H
#define MEASFMT_ICU_BRIDGE_TEST_HOOKS_H

#include "MeasfmtICUBridge.h"

#ifdef __cplusplus
extern "C" {
#endif

#pragma clang assume_nonnull begin

/// How many text shapes the formatter keeps runs for (at most 32).
int32_t mf_number_formatter_kept_layouts(const MFNumberFormatter *formatter);
/// How many shapes the formatter writes without ICU (at most 128; 0 before it has a
/// writer, and when it does not qualify).
int32_t mf_number_formatter_written_shapes(MFNumberFormatter *formatter);

/// 1 when the test hooks are compiled in (MEASFMT_TEST_HOOKS: debug builds), else 0.
int32_t mf_test_hooks(void);
/// For tests, with the test hooks: while `on` is nonzero, every text the calling thread
/// formats whose runs were kept is also painted from ICU's fields, and the two are
/// compared; the painted runs are used. Without the hooks it does nothing.
void mf_layout_cache_set_verifying(int32_t on);
/// For tests: how many texts the calling thread found kept runs for while verifying, and
/// how many of those disagreed with ICU's fields (0 and 0 without the hooks).
void mf_layout_cache_verified(int64_t *verified, int64_t *mismatches);

/// For tests, with the test hooks: how many texts the calling thread wrote without ICU
/// while verifying (mf_layout_cache_set_verifying also compares each with ICU's text and
/// runs) and how many of those disagreed; how many texts ICU wrote with other digits than
/// the writer's model (each turned a formatter's writing off), and how many formatters
/// were found to qualify and not to. All 0 without the hooks.
void mf_digit_writer_counts(int64_t *written, int64_t *mismatches, int64_t *refused,
                            int64_t *qualified, int64_t *unqualified);

#pragma clang assume_nonnull end

#ifdef __cplusplus
}
#endif

#endif
