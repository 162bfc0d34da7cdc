// The runs a number formatter has built, kept by the shape of their text (see
// mf_number_format_runs in the public header for why a shape has one layout).
#include "BridgeInternals.h"

#include <unicode/uchar.h>

#include <cstdlib>

namespace measfmt_bridge {

// A kept layout: the key it was kept for, then its runs, then the folded text, in one
// allocation.
struct LayoutEntry {
  uint32_t hash;
  int16_t length;
  int16_t integerStart;
  int16_t integerEnd;
  uint8_t percentIsUnit;
  uint8_t runCount;
  uint8_t guarded;
  uint8_t reserved[3];

  const MFRun *runs() const { return reinterpret_cast<const MFRun *>(this + 1); }
  MFRun *runs() { return reinterpret_cast<MFRun *>(this + 1); }
  const char16_t *folded() const {
    return reinterpret_cast<const char16_t *>(runs() + runCount);
  }

  bool matches(const LayoutKey &key) const {
    return hash == key.hash && length == key.length && (percentIsUnit != 0) == key.percentIsUnit &&
           std::memcmp(folded(), key.folded, sizeof(char16_t) * key.length) == 0;
  }
};
static_assert(sizeof(LayoutEntry) % alignof(MFRun) == 0, "runs follow the entry aligned");
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

// Per thread, so that a test's verifying touches no other test's formatting.
thread_local bool verifyingKept = false;
thread_local int64_t verifiedCount = 0;
thread_local int64_t mismatchCount = 0;

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

LayoutCache::~LayoutCache() {
  std::atomic<LayoutEntry *> *slots = slots_.load(std::memory_order_acquire);
  if (slots == nullptr) return;
  for (int32_t i = 0; i < slotCount; i++) std::free(slots[i].load(std::memory_order_relaxed));
  delete[] slots;
}

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
                       int32_t integerStart, int32_t integerEnd, bool guarded) const {
  if (count > maximumRuns || count_.load(std::memory_order_relaxed) >= maximumEntries) return;
  std::atomic<LayoutEntry *> *slots = slots_.load(std::memory_order_acquire);
  if (slots == nullptr) {
    auto *made = new (std::nothrow) std::atomic<LayoutEntry *>[slotCount];
    if (made == nullptr) return;
    for (int32_t i = 0; i < slotCount; i++) made[i].store(nullptr, std::memory_order_relaxed);
    if (slots_.compare_exchange_strong(slots, made, std::memory_order_acq_rel)) {
      slots = made;
    } else {
      delete[] made;  // another thread's table is in place (`slots` now points to it)
    }
  }
  size_t size = sizeof(LayoutEntry) + sizeof(MFRun) * static_cast<size_t>(count) +
                sizeof(char16_t) * static_cast<size_t>(key.length);
  auto *entry = static_cast<LayoutEntry *>(std::malloc(size));
  if (entry == nullptr) return;
  entry->hash = key.hash;
  entry->length = static_cast<int16_t>(key.length);
  entry->integerStart = static_cast<int16_t>(integerStart);
  entry->integerEnd = static_cast<int16_t>(integerEnd);
  entry->percentIsUnit = key.percentIsUnit ? 1 : 0;
  entry->runCount = static_cast<uint8_t>(count);
  entry->guarded = guarded ? 1 : 0;
  std::memcpy(entry->runs(), runs, sizeof(MFRun) * static_cast<size_t>(count));
  std::memcpy(const_cast<char16_t *>(entry->folded()), key.folded,
              sizeof(char16_t) * static_cast<size_t>(key.length));
  for (int32_t probe = 0; probe < slotCount; probe++) {
    std::atomic<LayoutEntry *> &slot = slots[(key.hash + static_cast<uint32_t>(probe)) % slotCount];
    LayoutEntry *present = slot.load(std::memory_order_acquire);
    if (present == nullptr &&
        slot.compare_exchange_strong(present, entry, std::memory_order_acq_rel)) {
      count_.fetch_add(1, std::memory_order_relaxed);
      return;
    }
    // Taken, perhaps just now by another thread (`present` is what is there).
    if (present->matches(key)) break;
  }
  std::free(entry);
}

bool LayoutCache::verifying() { return verifyingKept; }

void LayoutCache::countVerified(bool agreed) {
  verifiedCount += 1;
  if (!agreed) mismatchCount += 1;
}

}  // namespace measfmt_bridge

using namespace measfmt_bridge;

extern "C" void mf_layout_cache_set_verifying(int32_t on) { verifyingKept = on != 0; }

extern "C" void mf_layout_cache_verified(int64_t *verified, int64_t *mismatches) {
  *verified = verifiedCount;
  *mismatches = mismatchCount;
}
