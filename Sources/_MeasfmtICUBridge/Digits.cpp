// Known shapes written without ICU: a number formatter that has formatted a text of some
// shape writes the next text of that shape itself, with the value's digits in the
// places of the kept text's digits (what ICU4X's fixed-decimal formatter does, here for
// the shapes ICU has shown). The decimals it rounds are in DigitDecimal.h.
//
// Why a text of a shape is ICU's text. Within one formatter ICU writes a number as
// (ICU 72–78, number_formatimpl.cpp and number_decimalquantity.cpp):
//   1. the double as a decimal: its shortest round-trip digits (an integer below 2^53 as
//      it is; otherwise digits that ICU rounds as the shortest ones, converting to them
//      whenever the rounding is near a boundary: convertToAccurateDouble);
//   2. rounded by the precision and rounding mode of the skeleton (below);
//   3. the rounded decimal's digits in the numbering system's digits, grouped where the
//      grouping strategy says for a number of that many integer digits, with the decimal
//      separator when there are fraction digits to show, the sign by the sign display
//      for a negative or positive, zero or nonzero value;
//   4. inside the unit's pattern for the plural form of the rounded decimal.
// So two values whose rounded decimals have the same sign class (negative or not, zero
// or not), the same number of integer and of fraction digits and the same plural form
// have texts that differ in the digits alone. The plural form is taken out of the key by
// qualifying only formatters whose text around the number is the same in every plural
// form of the locale (probed once per formatter, each category seen through ICU's own
// plural rules on ICU's own formatted values: uplrules_selectFormatted); the rest never
// write. Step 1 and 2 are redone here: the digits come from std::to_chars (shortest
// round trip, as ICU's double-conversion), rounded as DecimalQuantity::roundToMagnitude
// does an exact decimal, with the precision's magnitudes as RoundingImpl::apply computes
// them.
//
// Which formatters write (DigitPlan::read, DigitWriter::make, in DigitPlan.cpp): standard notation, no
// usage, no scale; a precision of fraction digits (".00##",
// "precision-integer", ICU's default of at most 6), of significant digits ("@@##") or
// ICU's usage precision ("precision-integer/@@*"); the seven rounding modes measfmt has;
// any grouping; the sign displays auto, always, never, except-zero and negative; a
// numbering system of ten digits of one UTF-8 length; the number shown in every plural
// form (a unit ICU composes from parts, ar "كغرام⋅أمتار" for kilogram-meter, can show
// none in any form; ICU picks the form's pattern, built-in or composed, by the plural
// form alone, so the probe of every form sees it). Which values (DigitWriter::shape): finite, zero or from 1e-30 up to 2^53 in
// magnitude, at most 16 integer and 31 fraction digits shown; for significant digits, not
// within 1e-14 of a power of ten when it has more than 15 significant digits
// (magnitudeIsICUs). Everything else, and every shape not yet seen, is ICU's.
//
// A template is kept only when ICU's text has the digits this model says, at the places
// its runs say: a text that disagrees turns the formatter's writing off for good (and
// the test hooks count it). The sweeps (DigitWriterSweepTests) compare every written text
// and its runs with ICU's on ICU 72, 76 and 78. Templates follow the publication rules
// (MeasurementFormattingCore/Concurrency/Published.swift).
#include "BridgeInternals.h"
#include "DigitDecimal.h"

#include <unicode/numsys.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/upluralrules.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

namespace measfmt_bridge {

// MARK: Templates

// A text kept with the places of its digits: the key it was kept for, the text's byte
// offsets of its integer then fraction digits, its runs, its UTF-8 text, in one block
// (made with placement new, rule 1).
struct DigitTemplate {
  uint32_t key;
  int16_t textLength;
  uint8_t runCount;
  uint8_t slotCount;

  static DigitTemplate *make(uint32_t key, const char *text, int32_t length, const MFRun *runs,
                             int32_t runCount, const int16_t *slots, int32_t slotCount) {
    size_t size = sizeof(DigitTemplate) + sizeof(MFRun) * static_cast<size_t>(runCount) +
                  sizeof(int16_t) * static_cast<size_t>(slotCount) +
                  static_cast<size_t>(length);
    void *storage = ::operator new(size, std::nothrow);
    if (storage == nullptr) return nullptr;
    auto *made = new (storage) DigitTemplate{key, static_cast<int16_t>(length),
                                             static_cast<uint8_t>(runCount),
                                             static_cast<uint8_t>(slotCount)};
    std::memcpy(made->runsStorage(), runs, sizeof(MFRun) * static_cast<size_t>(runCount));
    std::memcpy(made->slotsStorage(), slots, sizeof(int16_t) * static_cast<size_t>(slotCount));
    std::memcpy(made->textStorage(), text, static_cast<size_t>(length));
    return made;
  }

  static void destroy(DigitTemplate *entry) {
    if (entry == nullptr) return;
    entry->~DigitTemplate();
    ::operator delete(entry);
  }

  const MFRun *runs() const { return reinterpret_cast<const MFRun *>(this + 1); }
  const int16_t *slots() const { return reinterpret_cast<const int16_t *>(runs() + runCount); }
  const char *text() const { return reinterpret_cast<const char *>(slots() + slotCount); }

 private:
  MFRun *runsStorage() { return reinterpret_cast<MFRun *>(this + 1); }
  int16_t *slotsStorage() { return reinterpret_cast<int16_t *>(runsStorage() + runCount); }
  char *textStorage() { return reinterpret_cast<char *>(slotsStorage() + slotCount); }
};
static_assert(sizeof(DigitTemplate) % alignof(MFRun) == 0, "runs follow the header aligned");

DigitWriter::~DigitWriter() {
  for (auto &slot : slots_) DigitTemplate::destroy(slot.load(std::memory_order_acquire));
}

namespace {

#if MEASFMT_TEST_HOOKS
thread_local int64_t writtenCount = 0;
thread_local int64_t writtenMismatches = 0;
std::atomic<int64_t> refusedCount{0};
std::atomic<int64_t> qualifiedCount{0};
std::atomic<int64_t> unqualifiedCount{0};
#endif

void countRefused() {
#if MEASFMT_TEST_HOOKS
  refusedCount.fetch_add(1, std::memory_order_relaxed);
#endif
}

}  // namespace

bool DigitWriter::shape(double value, bool percentIsUnit, Shown *shown) const {
  if (!enabled_.load(std::memory_order_relaxed)) return false;
  double magnitude = std::fabs(value);
  if (!(magnitude < 9007199254740992.0) || (magnitude != 0 && magnitude < 1e-30)) return false;
  Decimal d;
  int32_t minimumFraction = 0;
  if (magnitude != 0 &&
      roundQuickly(magnitude, std::signbit(value), plan_, &d, &minimumFraction)) {
    return shaped(d, minimumFraction, percentIsUnit, shown);
  }
  if (!readDouble(value, &d)) return false;
  Rounding mode = static_cast<Rounding>(plan_.rounding);
  switch (plan_.precision) {
    case DigitPlan::fraction:
      roundAt(&d, -plan_.maximum, mode);
      minimumFraction = plan_.minimum;
      break;
    case DigitPlan::significant:
      if (!magnitudeIsICUs(d)) return false;
      roundAt(&d, d.magnitude() - plan_.maximum + 1, mode);
      minimumFraction = std::max(0, -(d.magnitude() - plan_.minimum + 1));
      break;
    case DigitPlan::integerOrTwoSignificant:
      if (!magnitudeIsICUs(d)) return false;
      // RoundingImpl::apply, RND_FRACTION_SIGNIFICANT for withMinDigits(2) on an integer
      // precision: the less rounding of the two, shown to the rounded value's magnitude.
      if (d.count != 0) roundAt(&d, std::min(0, d.magnitude() - 1), mode);
      minimumFraction = std::max(0, -d.magnitude());
      break;
  }
  return shaped(d, minimumFraction, percentIsUnit, shown);
}

bool DigitWriter::shaped(const Decimal &d, int32_t minimumFraction, bool percentIsUnit,
                         Shown *shown) {
  int32_t integerDigits = d.integerDigits();
  int32_t fractionDigits = std::max(minimumFraction, d.fractionDigits());
  if (integerDigits > 16 || fractionDigits > 31) return false;
  uint32_t signClass = (d.negative ? 1u : 0u) | (d.count == 0 ? 2u : 0u);
  shown->key = 1u | signClass << 1 | static_cast<uint32_t>(integerDigits) << 3 |
               static_cast<uint32_t>(fractionDigits) << 8 | (percentIsUnit ? 1u << 13 : 0u);
  shown->integerDigits = integerDigits;
  shown->fractionDigits = fractionDigits;
  int32_t k = 0;
  for (int32_t m = integerDigits - 1; m >= 0; m--) shown->digits[k++] = d.digit(m);
  for (int32_t m = -1; m >= -fractionDigits; m--) shown->digits[k++] = d.digit(m);
  return true;
}

namespace {

// A key's bits spread over the slots (the low bits of a key are its sign and integer
// digits only).
inline uint32_t mixed(uint32_t key) {
  uint32_t h = key * 0x9E3779B1u;
  return h ^ (h >> 15);
}

}  // namespace

const DigitTemplate *DigitWriter::find(uint32_t key) const {
  for (int32_t probe = 0; probe < slotCount; probe++) {
    const DigitTemplate *entry =
        slots_[(mixed(key) + static_cast<uint32_t>(probe)) % slotCount].load(
            std::memory_order_acquire);
    if (entry == nullptr) return nullptr;
    if (entry->key == key) return entry;
  }
  return nullptr;
}

bool DigitWriter::write(const Shown &shown, MFRunOutput *output, bool textOnly) const {
  const DigitTemplate *entry = find(shown.key);
  if (entry == nullptr) return false;
  if (entry->textLength > output->textCapacity) return false;
  if (!textOnly && entry->runCount > output->runCapacity) return false;
  std::memcpy(output->text, entry->text(), static_cast<size_t>(entry->textLength));
  const int16_t *slots = entry->slots();
  for (int32_t i = 0; i < entry->slotCount; i++) {
    std::memcpy(output->text + slots[i], digits_[shown.digits[i]], digitLength_);
  }
  output->textLength = entry->textLength;
  if (!textOnly) {
    std::memcpy(output->runs, entry->runs(), sizeof(MFRun) * entry->runCount);
    output->runCount = entry->runCount;
  }
  return true;
}

void DigitWriter::learn(const Shown &shown, const MFRunOutput *output) {
  if (find(shown.key) != nullptr || count_.load(std::memory_order_acquire) >= maximumEntries) {
    return;
  }
  if (output->textLength > 255 || output->runCount > 32) return;
  // The places of the digits, checked against the model: ICU's integer and fraction runs
  // are digits only, as many as the shape has, and each is the digit the model says.
  int16_t places[47];
  int32_t integerSeen = 0;
  int32_t fractionSeen = 0;
  for (int32_t r = 0; r < output->runCount; r++) {
    const MFRun &run = output->runs[r];
    bool integer = run.part == MF_PART_VALUE && run.numberPart == MF_NUMBER_PART_INTEGER;
    bool fraction = run.part == MF_PART_VALUE && run.numberPart == MF_NUMBER_PART_FRACTION;
    if (!integer && !fraction) continue;
    if (integer && fractionSeen > 0) return refuse();
    for (int32_t at = run.start; at < run.end; at += digitLength_) {
      int32_t index = integer ? integerSeen : shown.integerDigits + fractionSeen;
      if (integer ? integerSeen >= shown.integerDigits : fractionSeen >= shown.fractionDigits) {
        return refuse();
      }
      if (at + digitLength_ > run.end ||
          std::memcmp(output->text + at, digits_[shown.digits[index]], digitLength_) != 0) {
        return refuse();
      }
      places[index] = static_cast<int16_t>(at);
      (integer ? integerSeen : fractionSeen)++;
    }
  }
  if (integerSeen == 0) {
    // ICU dropped the number (a form without one): not a shape to write; nor is any other
    // text of this formatter, which the repairs need to see as ICU writes it.
    enabled_.store(false, std::memory_order_relaxed);
    return;
  }
  if (integerSeen != shown.integerDigits || fractionSeen != shown.fractionDigits) {
    return refuse();
  }
  // Rule 4: a place first; none left, nothing kept.
  if (count_.fetch_add(1, std::memory_order_acq_rel) >= maximumEntries) {
    count_.fetch_sub(1, std::memory_order_acq_rel);
    return;
  }
  DigitTemplate *made =
      DigitTemplate::make(shown.key, output->text, output->textLength, output->runs,
                          output->runCount, places, shown.integerDigits + shown.fractionDigits);
  if (made != nullptr) {
    for (int32_t probe = 0; probe < slotCount; probe++) {
      std::atomic<DigitTemplate *> &slot =
          slots_[(mixed(shown.key) + static_cast<uint32_t>(probe)) % slotCount];
      DigitTemplate *present = nullptr;
      if (slot.compare_exchange_strong(present, made, std::memory_order_acq_rel)) return;
      if (present->key == shown.key) break;  // rule 5
    }
    DigitTemplate::destroy(made);
  }
  count_.fetch_sub(1, std::memory_order_acq_rel);
}

void DigitWriter::refuse() {
  // ICU wrote other digits than the model: this formatter writes no more.
  enabled_.store(false, std::memory_order_relaxed);
  countRefused();
}

// MARK: The writer of a formatter, made after its first uses

DigitWriterSlot::~DigitWriterSlot() {
  DigitWriter *writer = writer_.load(std::memory_order_acquire);
  if (writer != unqualified()) delete writer;
}

int32_t DigitWriterSlot::count() const {
  DigitWriter *writer = writer_.load(std::memory_order_acquire);
  return writer == nullptr ? 0 : writer->count();
}

DigitWriter *DigitWriterSlot::unqualified() {
  static DigitWriter none;
  return &none;
}

DigitWriter *DigitWriterSlot::get(const DigitPlan &plan, const UNumberFormatter *formatter,
                                  const char *localeID) {
  DigitWriter *writer = writer_.load(std::memory_order_acquire);
  if (writer != nullptr) return writer == unqualified() ? nullptr : writer;
  if (!plan.writes) return nullptr;
  // Not before the formatter has been used a few times: the probes cost a few dozen
  // formats, which a formatter used once should not pay.
  // One thread probes, the one that makes the warmUp-th use; the others leave their
  // values to ICU until its writer is published.
  if (uses_.fetch_add(1, std::memory_order_relaxed) + 1 != warmUp) return nullptr;
  DigitWriter *made = DigitWriter::make(plan, formatter, localeID);
#if MEASFMT_TEST_HOOKS
  (made != nullptr ? qualifiedCount : unqualifiedCount).fetch_add(1, std::memory_order_relaxed);
#endif
  DigitWriter *desired = made != nullptr ? made : unqualified();
  DigitWriter *present = nullptr;
  if (!writer_.compare_exchange_strong(present, desired, std::memory_order_acq_rel)) {
    if (made != nullptr) delete made;  // another thread's is in place
    return present == unqualified() ? nullptr : present;
  }
  return made;
}

#if MEASFMT_TEST_HOOKS
void countWrittenVerified(bool agreed) {
  writtenCount += 1;
  if (!agreed) writtenMismatches += 1;
}
#endif

}  // namespace measfmt_bridge

using namespace measfmt_bridge;

extern "C" void mf_digit_writer_counts(int64_t *written, int64_t *mismatches, int64_t *refused,
                                       int64_t *qualified, int64_t *unqualified) {
#if MEASFMT_TEST_HOOKS
  *written = writtenCount;
  *mismatches = writtenMismatches;
  *refused = refusedCount.load(std::memory_order_relaxed);
  *qualified = qualifiedCount.load(std::memory_order_relaxed);
  *unqualified = unqualifiedCount.load(std::memory_order_relaxed);
#else
  *written = *mismatches = *refused = *qualified = *unqualified = 0;
#endif
}
