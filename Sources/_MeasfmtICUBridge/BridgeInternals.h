// What the bridge's implementation files share. Private to the target: it is not in
// include/, so SwiftPM's module map for _MeasfmtICUBridge does not expose it, and it
// may include ICU's headers (only .cpp files include it; see include/MeasfmtICUBridge.h
// for why no header a module exposes may).
//
// ICU is called by its plain names; the preprocessor (unicode/urename.h) adds the
// version suffix (_72 on Debian 12), so the same source builds against any ICU from 69
// up (scripts/icu-compat.sh checks).
//
// The implementation, by concern: Mirrors.cpp (checks of the constants the public
// header mirrors; the run tags' names), Results.cpp (the per-thread result objects; a
// formatted value's text as UTF-8 and its fields as UTF-8 spans), Locales.cpp (ICU/CLDR
// versions, locale ids), Units.cpp (unit identifiers, built-in units, CLDR's unit data),
// the run engine: Runs.cpp (runs painted from fields; what the engine is), Joins.cpp
// (runs joined from pieces, the unit replaced), Layouts.cpp (the runs a number formatter
// keeps by the shape of their text); NumberFormatter.cpp, RangeFormatter.cpp,
// ListFormatter.cpp (each format's runs), NumberParser.cpp (numbers read back, plural
// categories).
#ifndef MEASFMT_ICU_BRIDGE_INTERNALS_H
#define MEASFMT_ICU_BRIDGE_INTERNALS_H

#include "MeasfmtICUBridge.h"
#include "MeasfmtICUBridgeTestHooks.h"

#include <unicode/uversion.h>

// ICU 69 added the fields that tell a range's two sides apart
// (UFIELD_CATEGORY_NUMBER_RANGE_SPAN); ICU 68 the C range API and the output unit of
// a usage format. Say so, rather than fail on a missing header or name.
#if U_ICU_VERSION_MAJOR_NUM < 69
#error "measfmt needs ICU 69 or newer (older ICU lacks the range span fields and the C range API)"
#endif

#include <unicode/formattedvalue.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/unistr.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>

#include <atomic>
#include <cstring>
#include <new>
#include <utility>

namespace measfmt_bridge {

// Copies a C string, cut to fit and always terminated (nothing when capacity <= 0).
inline void copyCString(const char *source, char *buffer, int32_t capacity) {
  if (capacity <= 0) return;
  size_t n = std::strlen(source);
  if (n >= static_cast<size_t>(capacity)) n = static_cast<size_t>(capacity) - 1;
  std::memcpy(buffer, source, n);
  buffer[n] = 0;
}

inline icu::UnicodeString fromUTF8(const char *s) {
  return icu::UnicodeString::fromUTF8(icu::StringPiece(s));
}

// MARK: Results (Results.cpp)

// This thread's reusable ICU result of one kind (UFormattedNumber,
// UFormattedNumberRange, UFormattedList), opened on first use and closed when the
// thread ends; null, with the status set, if ICU cannot open one. Opening one costs a
// malloc, so every kind is pooled the same way: one per thread.
template <typename Result>
Result *threadResult(int32_t *status);
template <>
UFormattedNumber *threadResult<UFormattedNumber>(int32_t *status);
template <>
UFormattedNumberRange *threadResult<UFormattedNumberRange>(int32_t *status);
template <>
UFormattedList *threadResult<UFormattedList>(int32_t *status);
template <>
UConstrainedFieldPosition *threadResult<UConstrainedFieldPosition>(int32_t *status);

// Writes the text of a formatted value as UTF-8 into output->text and its fields as
// spans in UTF-8 offsets (number fields, the sides of a range, list elements). Sets
// *status to U_BUFFER_OVERFLOW_ERROR when the output did not fit; output's lengths then
// say what is needed. One implementation for ICU's C values and its C++ ones.
// `numberFieldsOnly`: the value is a number's (UFormattedNumber), whose fields are all
// of the number category.
void readValue(const UFormattedValue *value, MFOutput *output, int32_t *status,
               bool numberFieldsOnly = false);
void readValue(const icu::FormattedValue &value, MFOutput *output, int32_t *status);
// Writes UTF-16 text as UTF-8 into output->text (unpaired surrogates become U+FFFD); false
// when there is no memory for a long text's offsets. Sets *status to
// U_BUFFER_OVERFLOW_ERROR when it did not fit (output->textLength then says what is
// needed).
bool transcodeText(const UChar *s, int32_t length, MFOutput *output, int32_t *status);

// Formats into this thread's result: `format(result, ec)` runs the ICU format call,
// `asValue` is the kind's *_resultAsValue. Then reads the text and fields (or ICU's
// error) into output.
template <typename Result, typename Format>
void formatToOutput(const UFormattedValue *(*asValue)(const Result *, UErrorCode *), Format format,
                    MFOutput *output, int32_t *status, bool numberFieldsOnly = false) {
  *status = U_ZERO_ERROR;
  Result *result = threadResult<Result>(status);
  if (result == nullptr) return;
  UErrorCode ec = U_ZERO_ERROR;
  format(result, ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  const UFormattedValue *value = asValue(result, &ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  readValue(value, output, status, numberFieldsOnly);
}

// MARK: The run engine (Runs.cpp, Joins.cpp, Layouts.cpp)

// How a text's fields become tags: whether ICU's percent sign is the unit (`percent`,
// `permille`, as ECMA-402 tags it for `style: "unit"`) rather than a number's percent
// sign, and whether the text is a range's (whose bytes outside both sides are shared,
// and all of them where ICU marks no side).
struct RunTagging {
  bool percentIsUnit = false;
  bool isRange = false;
};

// Paints the contiguous runs of UTF-8 text from its field spans (nested, in any order):
// each byte takes the innermost field that covers it, and text no field covers is
// whitespace (Unicode White_Space) or literal, character by character. `runs` has room
// for `length` runs (at most one per byte). Returns the number of runs, or -1 when a text
// past 256 bytes finds no memory for its cells.
int32_t paintRuns(const char *text, int32_t length, const MFSpan *spans, int32_t spanCount,
                  RunTagging tagging, MFRun *runs);
// A formatted value's text and runs, painted from its fields (every field read), into
// output. U_BUFFER_OVERFLOW_ERROR when they do not fit: output's lengths then say what is
// needed. `numberFieldsOnly`: the value is a number's (see readValue).
void paintedRuns(const UFormattedValue *value, bool numberFieldsOnly, RunTagging tagging,
                 MFRunOutput *output, int32_t *status);
void paintedRuns(const icu::FormattedValue &value, RunTagging tagging, MFRunOutput *output,
                 int32_t *status);
// A number formatter's text and runs: the runs kept for the text's shape in `cache`, else
// painted from ICU's fields (and kept). As paintedRuns on overflow.
class LayoutCache;
void numberRuns(const UFormattedValue *value, bool percentIsUnit, LayoutCache &cache,
                MFRunOutput *output, int32_t *status);
// Joins pieces (mf_join_runs) into output: their bytes one after the other, each piece's
// runs moved with them (and given its source and component), a piece without runs
// painted as text no field covers. As paintedRuns on overflow.
void joinRuns(const MFPiece *pieces, int32_t count, MFRunOutput *output, int32_t *status);
// Replaces the text of the first unit run of output by `symbol` and drops any later unit
// run; without a unit run, appends a space and the symbol (a custom unit in the
// pattern of a built-in one). U_BUFFER_OVERFLOW_ERROR when it does not fit: the size
// needed is then in output->textLength.
void replaceUnit(MFRunOutput *output, const char *symbol, int32_t symbolLength,
                 int32_t *status);

// MARK: Layouts (Layouts.cpp)

// The shape of a formatted text, by which its runs are kept (see mf_number_format_runs
// in the public header): the UTF-16 text with each decimal digit replaced by the zero
// of its script (so that every character keeps its UTF-8 length), and how the percent
// sign is tagged.
struct LayoutKey {
  static constexpr int32_t maximumLength = 64;
  uint32_t hash;
  int32_t length;
  bool percentIsUnit;
  char16_t folded[maximumLength];

  // The key of text `s` of `length` UTF-16 units; false (and no key) for a text too
  // long to keep.
  bool make(const UChar *s, int32_t length, bool percentIsUnit);
};

// Runs kept for a shape, and where ICU's integer field was in the text they were built
// from (UTF-16 offsets; -1...-1 without one). `guarded`: that text has a digit within two
// characters of its number (zh-Hant's decades "{0}0 年", ru "{0} 10-летий"), so a text of
// the shape takes the runs only where ICU puts its integer field at the same place.
struct KeptLayout {
  const MFRun *runs;
  int32_t count;
  int32_t integerStart;
  int32_t integerEnd;
  bool guarded;
};

// Whether a decimal digit of a text's unit or literal runs is within two characters of
// its number (its value runs); for a text without a number, whether it has a digit.
bool digitNearNumber(const char *text, int32_t length, const MFRun *runs, int32_t count);

struct LayoutEntry;

// The runs a number formatter has built, by shape: at most maximumEntries, kept for the
// formatter's life, shared by every thread that formats with it. Lookups take no lock;
// keeping follows the publication rules (written once, in
// MeasurementFormattingCore/Concurrency/Published.swift): built with placement new,
// published by compare-and-exchange, never changed, freed with the cache, and at most
// maximumEntries, whatever the threads do.
class LayoutCache {
 public:
  static constexpr int32_t maximumEntries = 32;
  static constexpr int32_t maximumRuns = 32;

  LayoutCache() = default;
  LayoutCache(const LayoutCache &) = delete;
  LayoutCache &operator=(const LayoutCache &) = delete;
  ~LayoutCache();

  // The runs kept for `key`, if any (false when none).
  bool find(const LayoutKey &key, KeptLayout *found) const;
  // Keeps `count` runs for `key`, built from a text whose integer field is at
  // integerStart..<integerEnd, unless the cache is full or holds the key already.
  void keep(const LayoutKey &key, const MFRun *runs, int32_t count, int32_t integerStart,
            int32_t integerEnd, bool guarded);
  // How many shapes are kept.
  int32_t count() const { return count_.load(std::memory_order_acquire); }
  // Whether a shape may still be kept (a text-only caller paints runs only for that).
  bool canLearn() const { return count() < maximumEntries; }

 private:
  static constexpr int32_t slotCount = 2 * maximumEntries;
  // The slots, made on the first keep and published as an entry is (rule 1).
  std::atomic<std::atomic<LayoutEntry *> *> slots_{nullptr};
  // Places reserved or taken (rule 4): never above maximumEntries.
  std::atomic<int32_t> count_{0};
};

// The test hooks (mf_layout_cache_set_verifying): compiled into debug builds only
// (MEASFMT_TEST_HOOKS, Package.swift), so that a release build reads nothing of them on a
// hot path. With them, while the calling thread verifies, every text that finds kept runs
// is painted from ICU's fields too, and the two compared.
#if MEASFMT_TEST_HOOKS
bool verifyingKeptLayouts();
void countVerified(bool agreed);
#else
constexpr bool verifyingKeptLayouts() { return false; }
inline void countVerified(bool) {}
#endif

// MARK: Known shapes written without ICU (Digits.cpp)

// ICU's rounding modes (UNumberFormatRoundingMode) that measfmt's skeletons use.
enum class Rounding : uint8_t { ceiling, floor, down, up, halfEven, halfDown, halfUp };

// What a number skeleton asks of the digits, when the formatter can write its numbers
// itself (see Digits.cpp for which skeletons and why): the precision and rounding mode.
struct DigitPlan {
  enum Precision : uint8_t {
    // minimum...maximum fraction digits (ICU's default: 0...6).
    fraction,
    // minimum...maximum significant digits.
    significant,
    // "precision-integer/@@*": whole numbers, at least two significant digits.
    integerOrTwoSignificant,
  };
  bool writes = false;
  Precision precision = fraction;
  // ICU's default rounding, half-even (Rounding).
  uint8_t rounding = 4;
  int16_t minimum = 0;
  int16_t maximum = 6;

  // The plan of a skeleton measfmt made; `writes` false for any token it does not know.
  static DigitPlan read(const char *skeleton);
};

struct DigitTemplate;
struct Decimal;

// The texts of one formatter's shapes, each kept with the places of its digits, and the
// digits of its numbering system: a value whose shape is kept is written without ICU.
// Made once per formatter (DigitWriterSlot), when the formatter qualifies.
class DigitWriter {
 public:
  static constexpr int32_t maximumEntries = 128;

  // A value as the formatter shows it: its shape's key, and its digits (integer, then
  // fraction) as the numbering system's digit indexes.
  struct Shown {
    uint32_t key;
    int32_t integerDigits;
    int32_t fractionDigits;
    uint8_t digits[48];
  };

  DigitWriter() = default;
  DigitWriter(const DigitWriter &) = delete;
  DigitWriter &operator=(const DigitWriter &) = delete;
  ~DigitWriter();

  // A writer for a formatter of this plan and locale, or null when it does not qualify
  // (its numbering system, or a unit pattern that differs between plural forms).
  static DigitWriter *make(const DigitPlan &plan, const UNumberFormatter *formatter,
                           const char *localeID);
  // The shape and digits of `value` as this formatter shows it; false for a value this
  // writer leaves to ICU.
  bool shape(double value, bool percentIsUnit, Shown *shown) const;
  // Writes the text (and runs, unless `textOnly`) of a kept shape; false when the shape is
  // not kept or the output is too small (ICU then writes it).
  bool write(const Shown &shown, MFRunOutput *output, bool textOnly) const;
  // Keeps ICU's text and runs of `shown` as its shape's template, when they have the
  // digits the model says (else the writer stops writing).
  void learn(const Shown &shown, const MFRunOutput *output);
  // How many shapes are kept.
  int32_t count() const { return count_.load(std::memory_order_acquire); }
  // Whether a shape may still be kept (a text-only caller paints runs only for that).
  bool canLearn() const { return count() < maximumEntries; }

 private:
  static constexpr int32_t slotCount = 2 * maximumEntries;
  const DigitTemplate *find(uint32_t key) const;
  // The shape of a rounded decimal shown with at least `minimumFraction` digits.
  static bool shaped(const Decimal &d, int32_t minimumFraction, bool percentIsUnit,
                     Shown *shown);
  void refuse();

  DigitPlan plan_;
  char digits_[10][4] = {};
  uint8_t digitLength_ = 1;
  std::atomic<bool> enabled_{true};
  std::atomic<int32_t> count_{0};
  std::atomic<DigitTemplate *> slots_[slotCount] = {};
};

// A formatter's writer, made on its warmUp-th use (a formatter used once does not pay
// for the probes) and published once; freed with the formatter.
class DigitWriterSlot {
 public:
  static constexpr int32_t warmUp = 16;
  DigitWriterSlot() = default;
  DigitWriterSlot(const DigitWriterSlot &) = delete;
  DigitWriterSlot &operator=(const DigitWriterSlot &) = delete;
  ~DigitWriterSlot();
  // The writer, or null (not qualified, not yet warm).
  DigitWriter *get(const DigitPlan &plan, const UNumberFormatter *formatter,
                   const char *localeID);
  // How many shapes the writer keeps (0 without one).
  int32_t count() const;

 private:
  static DigitWriter *unqualified();
  std::atomic<DigitWriter *> writer_{nullptr};
  std::atomic<int32_t> uses_{0};
};

#if MEASFMT_TEST_HOOKS
void countWrittenVerified(bool agreed);
#else
inline void countWrittenVerified(bool) {}
#endif

// MARK: Formatter handles

// Allocates a bridge handle (MFNumberFormatter, ...) from the ICU objects just opened,
// which it then owns; or reports ICU's error `ec`, or that there was no memory (the
// objects are then closed by their owners going out of scope).
template <typename Handle, typename... Parts>
Handle *newHandle(UErrorCode ec, int32_t *status, Parts &&...parts) {
  if (U_FAILURE(ec)) {
    *status = ec;
    return nullptr;
  }
  Handle *handle = new (std::nothrow) Handle{std::forward<Parts>(parts)...};
  if (handle == nullptr) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  *status = U_ZERO_ERROR;
  return handle;
}

}  // namespace measfmt_bridge

#endif
