// The public header mirrors ICU's constants (it may include no ICU header); these
// checks keep the mirrors true for the ICU being built against.
#include "BridgeInternals.h"

#include <unicode/ulistformatter.h>
#include <unicode/unum.h>
#include <unicode/unumberrangeformatter.h>

// MF_FIELD_X must equal UNUM_X_FIELD (UNumberFormatFields).
#define CHECK_FIELD_MIRROR(name) \
  static_assert(MF_FIELD_##name == UNUM_##name##_FIELD, "field mirror: " #name)

CHECK_FIELD_MIRROR(INTEGER);
CHECK_FIELD_MIRROR(FRACTION);
CHECK_FIELD_MIRROR(DECIMAL_SEPARATOR);
CHECK_FIELD_MIRROR(EXPONENT_SYMBOL);
CHECK_FIELD_MIRROR(EXPONENT_SIGN);
CHECK_FIELD_MIRROR(EXPONENT);
CHECK_FIELD_MIRROR(GROUPING_SEPARATOR);
CHECK_FIELD_MIRROR(CURRENCY);
CHECK_FIELD_MIRROR(PERCENT);
CHECK_FIELD_MIRROR(PERMILL);
CHECK_FIELD_MIRROR(SIGN);
CHECK_FIELD_MIRROR(MEASURE_UNIT);
CHECK_FIELD_MIRROR(COMPACT);
#if U_ICU_VERSION_MAJOR_NUM >= 71
CHECK_FIELD_MIRROR(APPROXIMATELY_SIGN);
#endif  // Before ICU 71 the "~" of an approximate range has no field of its own.
static_assert(MF_STATUS_BUFFER_OVERFLOW == U_BUFFER_OVERFLOW_ERROR, "status mirror");
static_assert(MF_STATUS_ILLEGAL_ARGUMENT == U_ILLEGAL_ARGUMENT_ERROR, "status mirror");
static_assert(ULISTFMT_WIDTH_WIDE == 0 && ULISTFMT_WIDTH_SHORT == 1 && ULISTFMT_WIDTH_NARROW == 2,
              "list width mirror");
static_assert(UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING == 0 &&
                  UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING == 1 &&
                  UNUM_IDENTITY_RESULT_NOT_EQUAL == 2,
              "identity mirror");
static_assert(UNUM_RANGE_COLLAPSE_AUTO == 0 && UNUM_RANGE_COLLAPSE_NONE == 1 &&
                  UNUM_RANGE_COLLAPSE_UNIT == 2 && UNUM_RANGE_COLLAPSE_ALL == 3,
              "range collapse mirror");
static_assert(UNUM_IDENTITY_FALLBACK_SINGLE_VALUE == 0 &&
                  UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE == 1 &&
                  UNUM_IDENTITY_FALLBACK_APPROXIMATELY == 2 && UNUM_IDENTITY_FALLBACK_RANGE == 3,
              "identity fallback mirror");

// The names of the run tags, from the header's one list of each kind.
extern "C" const char *mf_run_tag_name(int32_t kind, int32_t code) {
#define MF_TAG_NAME(name, text) text,
  static const char *const parts[] = {MF_PARTS(MF_TAG_NAME)};
  static const char *const numberParts[] = {MF_NUMBER_PARTS(MF_TAG_NAME)};
  static const char *const sources[] = {MF_SOURCES(MF_TAG_NAME)};
#undef MF_TAG_NAME
  switch (kind) {
    case MF_TAG_KIND_PART: return code >= 0 && code < MF_PART_COUNT ? parts[code] : "";
    case MF_TAG_KIND_NUMBER_PART:
      return code >= 0 && code < MF_NUMBER_PART_COUNT ? numberParts[code] : "";
    case MF_TAG_KIND_SOURCE: return code >= 0 && code < MF_SOURCE_COUNT ? sources[code] : "";
    default: return "";
  }
}
static_assert(MF_NUMBER_PART_COUNT < MF_TAG_NONE && MF_PART_COUNT < MF_TAG_NONE,
              "a tag's codes fit in a byte beside MF_TAG_NONE");
