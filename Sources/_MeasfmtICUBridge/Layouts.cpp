// The runs a number formatter has built, kept by the shape of their text (see
// mf_number_format_runs in the public header for why a shape has one layout), and shared
// between threads by the publication rules (MeasurementFormattingCore/Concurrency/
// Published.swift, the one place they are written; the rule numbers below are theirs).
#include "BridgeInternals.h"

#include <unicode/uchar.h>
#include <unicode/unum.h>

#include <memory>
#include <new>

namespace measfmt_bridge {

// A kept layout: the key it was kept for, then its runs, then the folded text, in one
// block of storage (LayoutEntry::make constructs all three in it).
struct LayoutEntry {
  uint32_t hash;
  int16_t length;
  int16_t integerStart;
  int16_t integerEnd;
  uint8_t percentIsUnit;
  uint8_t runCount;
  uint8_t guarded;
  uint8_t reserved[3];

  // An entry for `key` and its runs, constructed with placement new in storage of its
  // own (rule 1); null when there is no memory.
  static LayoutEntry *make(const LayoutKey &key, const MFRun *runs, int32_t count,
                           int32_t integerStart, int32_t integerEnd, bool guarded) {
    size_t size = sizeof(LayoutEntry) + sizeof(MFRun) * static_cast<size_t>(count) +
                  sizeof(char16_t) * static_cast<size_t>(key.length);
    void *storage = ::operator new(size, std::nothrow);
    if (storage == nullptr) return nullptr;
    auto *entry = new (storage) LayoutEntry{key.hash,
                                            static_cast<int16_t>(key.length),
                                            static_cast<int16_t>(integerStart),
                                            static_cast<int16_t>(integerEnd),
                                            static_cast<uint8_t>(key.percentIsUnit ? 1 : 0),
                                            static_cast<uint8_t>(count),
                                            static_cast<uint8_t>(guarded ? 1 : 0),
                                            {0, 0, 0}};
    std::uninitialized_copy_n(runs, count, entry->runsStorage());
    std::uninitialized_copy_n(key.folded, key.length, entry->foldedStorage());
    return entry;
  }

  static void destroy(LayoutEntry *entry) {
    if (entry == nullptr) return;
    entry->~LayoutEntry();  // its runs and text are trivially destructible
    ::operator delete(entry);
  }

  const MFRun *runs() const { return reinterpret_cast<const MFRun *>(this + 1); }
  const char16_t *folded() const {
    return reinterpret_cast<const char16_t *>(runs() + runCount);
  }

  bool matches(const LayoutKey &key) const {
    return hash == key.hash && length == key.length && (percentIsUnit != 0) == key.percentIsUnit &&
           std::memcmp(folded(), key.folded, sizeof(char16_t) * key.length) == 0;
  }

 private:
  MFRun *runsStorage() { return reinterpret_cast<MFRun *>(this + 1); }
  char16_t *foldedStorage() { return reinterpret_cast<char16_t *>(runsStorage() + runCount); }
};
static_assert(sizeof(LayoutEntry) % alignof(MFRun) == 0, "runs follow the entry aligned");
static_assert(alignof(MFRun) % alignof(char16_t) == 0, "the text follows the runs aligned");
static_assert(LayoutKey::maximumLength < INT16_MAX && LayoutCache::maximumRuns < UINT8_MAX,
              "entry fields hold the limits");

namespace {

// A decimal digit as the zero of its script ('7' → '0', '٧' → '٠'); anything else as
// it is. Unicode encodes each script's decimal digits 0 to 9 in a row, so the zero is
// the digit less its value, and it has the digit's UTF-8 length.
inline char16_t fold(char16_t c) {
  if (c < 0x80) return c >= u'0' && c <= u'9' ? u'0' : c;
  if (c < 0x660) return c;  // no decimal digit below U+0660 but ASCII's
  int32_t value = u_charDigitValue(c);
  return value > 0 ? static_cast<char16_t>(c - value) : c;
}

#if MEASFMT_TEST_HOOKS
// Per thread, so that a test's verifying touches no other test's formatting.
thread_local bool verifyingKept = false;
thread_local int64_t verifiedCount = 0;
thread_local int64_t mismatchCount = 0;
#endif

}  // namespace

bool LayoutKey::make(const UChar *s, int32_t n, bool percent) {
  if (n > maximumLength) return false;
  uint32_t h = 2166136261u;  // FNV-1a
  for (int32_t i = 0; i < n; i++) {
    char16_t c = fold(s[i]);
    folded[i] = c;
    h = (h ^ c) * 16777619u;
  }
  hash = h ^ (percent ? 1u : 0u);
  length = n;
  percentIsUnit = percent;
  return true;
}

// Rule 3: entries are freed with the cache, when no thread can use its formatter.
LayoutCache::~LayoutCache() {
  std::atomic<LayoutEntry *> *slots = slots_.load(std::memory_order_acquire);
  if (slots == nullptr) return;
  for (int32_t i = 0; i < slotCount; i++) {
    LayoutEntry::destroy(slots[i].load(std::memory_order_acquire));
  }
  delete[] slots;
}

// Rule 6: acquire loads and comparisons only.
bool LayoutCache::find(const LayoutKey &key, KeptLayout *found) const {
  std::atomic<LayoutEntry *> *slots = slots_.load(std::memory_order_acquire);
  if (slots == nullptr) return false;
  for (int32_t probe = 0; probe < slotCount; probe++) {
    const LayoutEntry *entry =
        slots[(key.hash + static_cast<uint32_t>(probe)) % slotCount].load(
            std::memory_order_acquire);
    if (entry == nullptr) return false;
    if (entry->matches(key)) {
      *found = KeptLayout{entry->runs(), entry->runCount, entry->integerStart, entry->integerEnd,
                          entry->guarded != 0};
      return true;
    }
  }
  return false;
}

void LayoutCache::keep(const LayoutKey &key, const MFRun *runs, int32_t count,
                       int32_t integerStart, int32_t integerEnd, bool guarded) {
  if (count > maximumRuns) return;
  // Rule 4: a place first; none left, nothing kept.
  if (count_.fetch_add(1, std::memory_order_acq_rel) >= maximumEntries) {
    count_.fetch_sub(1, std::memory_order_acq_rel);
    return;
  }
  std::atomic<LayoutEntry *> *slots = slots_.load(std::memory_order_acquire);
  if (slots == nullptr) {
    // Rule 1 and 5 for the slots themselves.
    auto *made = new (std::nothrow) std::atomic<LayoutEntry *>[slotCount];
    if (made == nullptr) {
      count_.fetch_sub(1, std::memory_order_acq_rel);
      return;
    }
    for (int32_t i = 0; i < slotCount; i++) made[i].store(nullptr, std::memory_order_relaxed);
    if (slots_.compare_exchange_strong(slots, made, std::memory_order_acq_rel)) {
      slots = made;
    } else {
      delete[] made;  // another thread's slots are in place (`slots` now points to them)
    }
  }
  LayoutEntry *entry = LayoutEntry::make(key, runs, count, integerStart, integerEnd, guarded);
  if (entry != nullptr) {
    // Rule 4 leaves an empty slot on the way: at most half of them are ever taken.
    for (int32_t probe = 0; probe < slotCount; probe++) {
      std::atomic<LayoutEntry *> &slot =
          slots[(key.hash + static_cast<uint32_t>(probe)) % slotCount];
      LayoutEntry *present = nullptr;
      if (slot.compare_exchange_strong(present, entry, std::memory_order_acq_rel)) return;
      // Rule 5: taken (perhaps just now) for this key: ours is not needed; for another, on.
      if (present->matches(key)) break;
    }
    LayoutEntry::destroy(entry);
  }
  count_.fetch_sub(1, std::memory_order_acq_rel);
}

namespace {

// Where ICU's integer field is in a number's text (UTF-16 offsets), -1...-1 without one.
// Unlike the other fields, ICU reports it without trimming it. With `endBefore` (> 0),
// ICU's walk resumes one character before that offset (ucfpos_setState is the iteration
// state that nextPosition continues from), so that it reports an integer field ending
// there after a character or two (ICU then walks back over the integer's digits), or
// whatever integer field comes after; with 0 it walks from the start.
bool integerField(const UFormattedValue *value, int32_t endBefore, int32_t *start,
                  int32_t *end, int32_t *status) {
  UConstrainedFieldPosition *position = threadResult<UConstrainedFieldPosition>(status);
  if (position == nullptr) return false;
  UErrorCode ec = U_ZERO_ERROR;
  ucfpos_reset(position, &ec);
  ucfpos_constrainField(position, UFIELD_CATEGORY_NUMBER, UNUM_INTEGER_FIELD, &ec);
  if (endBefore > 0) {
    ucfpos_setState(position, UFIELD_CATEGORY_NUMBER, UNUM_INTEGER_FIELD, endBefore - 1,
                    endBefore - 1, &ec);
  }
  *start = *end = -1;
  if (ufmtval_nextPosition(value, position, &ec)) ucfpos_getIndexes(position, start, end, &ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return false;
  }
  return true;
}

}  // namespace

void numberRuns(const UFormattedValue *value, bool percentIsUnit, LayoutCache &cache,
                MFRunOutput *output, int32_t *status) {
  output->textLength = 0;
  output->runCount = 0;
  UErrorCode ec = U_ZERO_ERROR;
  int32_t length = 0;
  const UChar *s = ufmtval_getString(value, &length, &ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  // A text of a shape kept before takes its runs; where the kept text has a digit near
  // its number, only once ICU's integer field is found where the kept text had it (a
  // digit of the unit next to the number, as zh-Hant's decades "{0}0 年", is then never
  // taken for the number's).
  LayoutKey key;
  bool keepable = key.make(s, length, percentIsUnit);
  KeptLayout kept{};
  bool found = keepable && cache.find(key, &kept);
  if (found && kept.guarded) {
    // Asking is part of choosing the runs, not of the format: should ICU fail to answer,
    // the runs are read from its fields.
    int32_t start = -1, end = -1, asked = U_ZERO_ERROR;
    found = integerField(value, kept.integerEnd, &start, &end, &asked) &&
            start == kept.integerStart && end == kept.integerEnd;
    keepable = false;  // the shape is kept already
  }
  if (found && !verifyingKeptLayouts()) {
    MFOutput text{output->text, output->textCapacity, 0, nullptr, -1, 0};
    if (!transcodeText(s, length, &text, status)) return;
    output->textLength = text.textLength;
    output->runCount = kept.count;
    if (kept.count > output->runCapacity) *status = U_BUFFER_OVERFLOW_ERROR;
    if (U_FAILURE(static_cast<UErrorCode>(*status))) return;
    std::memcpy(output->runs, kept.runs, sizeof(MFRun) * static_cast<size_t>(kept.count));
    return;
  }
  paintedRuns(value, true, RunTagging{percentIsUnit, false}, output, status);
  if (U_FAILURE(static_cast<UErrorCode>(*status))) return;
  if (found) {
    countVerified(
        kept.count == output->runCount &&
        std::memcmp(kept.runs, output->runs, sizeof(MFRun) * static_cast<size_t>(kept.count)) ==
            0);
  } else if (keepable) {
    int32_t start = -1, end = -1, asked = U_ZERO_ERROR;
    if (integerField(value, 0, &start, &end, &asked)) {
      cache.keep(key, output->runs, output->runCount, start, end,
                 digitNearNumber(output->text, output->textLength, output->runs,
                                 output->runCount));
    }
  }
}

#if MEASFMT_TEST_HOOKS
bool verifyingKeptLayouts() { return verifyingKept; }

void countVerified(bool agreed) {
  verifiedCount += 1;
  if (!agreed) mismatchCount += 1;
}
#endif

}  // namespace measfmt_bridge

using namespace measfmt_bridge;

extern "C" int32_t mf_test_hooks(void) {
#if MEASFMT_TEST_HOOKS
  return 1;
#else
  return 0;
#endif
}

extern "C" void mf_layout_cache_set_verifying(int32_t on) {
#if MEASFMT_TEST_HOOKS
  verifyingKept = on != 0;
#else
  (void)on;
#endif
}

extern "C" void mf_layout_cache_verified(int64_t *verified, int64_t *mismatches) {
#if MEASFMT_TEST_HOOKS
  *verified = verifiedCount;
  *mismatches = mismatchCount;
#else
  *verified = 0;
  *mismatches = 0;
#endif
}
