// Known shapes written without ICU: a number formatter that has formatted a text of some
// shape writes the next text of that shape itself, with the value's digits in the
// places of the kept text's digits (what ICU4X's fixed-decimal formatter does, here for
// the shapes ICU has shown).
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
// Which formatters write (DigitPlan::read, DigitWriter::make): standard notation, no
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

// MARK: Decimals

// ICU's rounding modes (UNumberFormatRoundingMode) that measfmt's skeletons use.
enum class Rounding : uint8_t { ceiling, floor, down, up, halfEven, halfDown, halfUp };

// A finite decimal: value = ±0.d₁d₂…dₙ × 10^point, its digits without trailing zeros; no
// digits for zero.
struct Decimal {
  uint8_t digits[24];
  int32_t count;
  int32_t point;
  bool negative;

  int32_t magnitude() const { return count == 0 ? 0 : point - 1; }
  int32_t integerDigits() const { return count == 0 || point < 1 ? 1 : point; }
  int32_t fractionDigits() const { return count > point ? count - point : 0; }

  // The digit of magnitude m (10^m).
  uint8_t digit(int32_t m) const {
    int32_t index = point - 1 - m;
    return index >= 0 && index < count ? digits[index] : 0;
  }
  void trim() {
    while (count > 0 && digits[count - 1] == 0) count--;
    if (count == 0) point = 1;
  }
  // The digits of `v` (> 0), `fraction` of them after the point.
  void set(uint64_t v, int32_t fraction) {
    uint8_t reversed[20];
    int32_t n = 0;
    while (v > 0) {
      reversed[n++] = static_cast<uint8_t>(v % 10);
      v /= 10;
    }
    for (int32_t i = 0; i < n; i++) digits[i] = reversed[n - 1 - i];
    count = n;
    point = n - fraction;
    trim();
  }
};

namespace {

// The shortest decimal that reads back as `x` (finite, |x| < 2^53): an integer as it is,
// anything else by std::to_chars, whose shortest round trip is double-conversion's.
bool readDouble(double x, Decimal *d) {
  d->negative = std::signbit(x);
  double m = std::fabs(x);
  d->count = 0;
  d->point = 1;
  if (m == 0) return true;
  if (static_cast<double>(static_cast<uint64_t>(m)) == m) {  // an integer (m < 2^53)
    d->set(static_cast<uint64_t>(m), 0);
    return true;
  }
  // Most values have a few fraction digits: the fewest k (at most 8) for which some
  // integer N gives N / 10^k == m, the nearer of the two candidates first, is the shortest
  // decimal (a shorter one would have fewer fraction digits; the decimals that read back
  // as m lie within half a unit in its last place, so they share its integer digits), and
  // one IEEE division is exact enough to decide it (N < 2^53). A tie between the two
  // candidates goes to std::to_chars.
  static const double powers[9] = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8};
  for (int32_t k = 1; k <= 8; k++) {
    double scaled = m * powers[k];
    if (!(scaled < 9007199254740992.0)) break;
    double down = static_cast<double>(static_cast<uint64_t>(scaled));
    double gap = scaled - down;
    if (gap == 0.5) break;
    double nearer = gap < 0.5 ? down : down + 1;
    double farther = gap < 0.5 ? down + 1 : down;
    double found = nearer / powers[k] == m ? nearer : farther / powers[k] == m ? farther : -1;
    if (found < 0) continue;
    d->set(static_cast<uint64_t>(found), k);
    return true;
  }
  char buffer[40];
  std::to_chars_result r = std::to_chars(buffer, buffer + sizeof buffer, m,
                                         std::chars_format::scientific);
  if (r.ec != std::errc()) return false;
  const char *p = buffer;
  int32_t n = 0;
  for (; p < r.ptr && *p != 'e'; p++) {
    if (*p == '.') continue;
    if (n >= 24) return false;
    d->digits[n++] = static_cast<uint8_t>(*p - '0');
  }
  if (p >= r.ptr) return false;
  p++;
  bool negativeExponent = *p == '-';
  if (*p == '-' || *p == '+') p++;
  int32_t exponent = 0;
  for (; p < r.ptr; p++) exponent = exponent * 10 + (*p - '0');
  d->count = n;
  d->point = (negativeExponent ? -exponent : exponent) + 1;
  d->trim();
  return true;
}

// Whether ICU's magnitude of the double is the decimal's. ICU takes the magnitude of a
// significant-digits rounding from its first approximation of the double (an integer of
// 15 to 17 digits, within 2 units of the decimal's digits there:
// DecimalQuantity::_setToDoubleFast), which has another magnitude only for a value within
// that of a power of ten; with 15 digits or fewer, or 17 digits at least 1000 units from
// one, it has the decimal's.
bool magnitudeIsICUs(const Decimal &d) {
  if (d.count <= 15) return true;
  uint64_t digits = 0;
  for (int32_t i = 0; i < 17; i++) digits = digits * 10 + (i < d.count ? d.digits[i] : 0);
  return digits >= 10000000000001000ull && digits <= 99999999999999000ull;
}

// Whether a rounding goes away from zero: ICU's roundingutils::getRoundingDirection for
// an exact decimal (section: -1 below the midpoint, 0 at it, 1 above; a remainder is
// never zero here).
bool roundsUp(Rounding mode, int section, bool trailingOdd, bool negative) {
  switch (mode) {
    case Rounding::up: return true;
    case Rounding::down: return false;
    case Rounding::ceiling: return !negative;
    case Rounding::floor: return negative;
    case Rounding::halfUp: return section >= 0;
    case Rounding::halfDown: return section > 0;
    case Rounding::halfEven: return section > 0 || (section == 0 && trailingOdd);
  }
  return false;
}

// Rounds to magnitude r (keeps the digits of 10^r and up), as ICU's
// DecimalQuantity::roundToMagnitude rounds an exact decimal.
void roundAt(Decimal *d, int32_t r, Rounding mode) {
  if (d->count == 0) return;  // ICU: no rounding for zero
  int32_t keep = d->point - r;
  if (keep >= d->count) return;  // nothing below r
  int section;
  if (keep < 0) {
    section = -1;  // the first digit dropped is a 0 and the rest is not zero
  } else {
    uint8_t lead = d->digits[keep];
    bool more = keep + 1 < d->count;
    section = lead > 5 || (lead == 5 && more) ? 1 : lead == 5 ? 0 : -1;
  }
  bool trailingOdd = keep > 0 && (d->digits[keep - 1] & 1) != 0;
  if (!roundsUp(mode, section, trailingOdd, d->negative)) {
    d->count = keep > 0 ? keep : 0;
    d->trim();
    return;
  }
  if (keep <= 0) {
    d->digits[0] = 1;
    d->count = 1;
    d->point = r + 1;
    return;
  }
  int32_t i = keep - 1;
  while (i >= 0 && d->digits[i] == 9) i--;
  if (i < 0) {
    d->digits[0] = 1;
    d->count = 1;
    d->point += 1;
  } else {
    d->digits[i] += 1;
    d->count = i + 1;
  }
}

// The Doubles nearest 10^-31 … 10^23 (10^j at index j + 31).
const double powersOfTen[] = {1e-31, 1e-30, 1e-29, 1e-28, 1e-27, 1e-26, 1e-25, 1e-24, 1e-23, 1e-22, 1e-21, 1e-20, 1e-19, 1e-18, 1e-17, 1e-16, 1e-15, 1e-14, 1e-13, 1e-12, 1e-11, 1e-10, 1e-9, 1e-8, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23};
inline double powerOfTen(int32_t j) { return powersOfTen[j + 31]; }

// The magnitude of the decimal a positive Double stands for (1e-30 ≤ m < 2^53): the
// largest j with m at least the Double nearest 10^j — the shortest decimal of a Double
// is at least 10^j exactly then (10^j reads back as that Double, and a larger Double's
// decimals are larger).
int32_t magnitudeOf(double m) {
  uint64_t bits;
  std::memcpy(&bits, &m, sizeof bits);
  // ⌊e·log10(2)⌋ of the binary exponent e (78913 / 2^18 ≈ log10(2)): j or j − 1.
  auto e2 = static_cast<int32_t>((bits >> 52) & 0x7FF) - 1023;
  int32_t j = (e2 * 78913) >> 18;
  if (j < -31) j = -31;
  while (j + 1 <= 22 && m >= powerOfTen(j + 1)) j++;
  while (j > -31 && m < powerOfTen(j)) j--;
  return j;
}

// The rounding of a positive Double `m` (of sign `negative`) where it is decided by the
// Double itself, without its digits: its value in units of 10^r (y = m × 10^−r) lies more
// than the error of that product (plus the distance between the Double and its shortest
// decimal: together under y × 2^−51) away from every integer and, for the modes that
// round at the midpoint, from every half. Then the shortest decimal rounds as y does:
// down to ⌊y⌋ or up to ⌊y⌋ + 1. Anything near a boundary (or a value that needs no
// rounding: y an integer) is left to the exact path. For significant digits the
// magnitude (and with it r) is the decimal's (magnitudeOf), and a value within 1e-13 of a
// power of ten is left to the exact path too (ICU's magnitude, a carry into the next).
bool roundQuickly(double m, bool negative, const DigitPlan &plan, Decimal *d,
                  int32_t *minimumFraction) {
  int32_t r;
  if (plan.precision == DigitPlan::fraction) {
    r = -plan.maximum;
  } else {
    int32_t magnitude = magnitudeOf(m);
    if (magnitude >= 22 || m < powerOfTen(magnitude) * (1 + 1e-13) ||
        m > powerOfTen(magnitude + 1) * (1 - 1e-13)) {
      return false;
    }
    r = plan.precision == DigitPlan::significant ? magnitude - plan.maximum + 1
                                                 : std::min(0, magnitude - 1);
  }
  if (r > 0 || r < -22) return false;
  double y = m * powerOfTen(-r);
  if (!(y < 0x1p50)) return false;
  auto truncated = static_cast<uint64_t>(y);  // ⌊y⌋: y is positive and below 2^50
  double whole = static_cast<double>(truncated);
  double fraction = y - whole;
  double margin = y * 0x1p-50 + 0x1p-60;
  if (fraction < margin || fraction > 1 - margin) return false;
  int section = fraction > 0.5 + margin ? 1 : fraction < 0.5 - margin ? -1 : 0;
  if (section == 0) return false;
  uint64_t n = truncated +
           (roundsUp(static_cast<Rounding>(plan.rounding), section, false, negative) ? 1 : 0);
  d->negative = negative;
  uint8_t reversed[20];
  int32_t count = 0;
  while (n > 0) {
    reversed[count++] = static_cast<uint8_t>(n % 10);
    n /= 10;
  }
  for (int32_t i = 0; i < count; i++) d->digits[i] = reversed[count - 1 - i];
  d->count = count;
  d->point = count + r;
  d->trim();
  switch (plan.precision) {
    case DigitPlan::fraction: *minimumFraction = plan.minimum; break;
    case DigitPlan::significant:
      *minimumFraction = std::max(0, -(d->magnitude() - plan.minimum + 1));
      break;
    case DigitPlan::integerOrTwoSignificant:
      *minimumFraction = std::max(0, -d->magnitude());
      break;
  }
  return true;
}

// A skeleton's token at the start of `s` up to a space: its length.
size_t tokenLength(const char *s) {
  size_t n = 0;
  while (s[n] != 0 && s[n] != ' ') n++;
  return n;
}

bool tokenIs(const char *s, size_t n, const char *token) {
  return std::strlen(token) == n && std::memcmp(s, token, n) == 0;
}

bool startsWith(const char *s, size_t n, const char *prefix) {
  size_t p = std::strlen(prefix);
  return n >= p && std::memcmp(s, prefix, p) == 0;
}

}  // namespace

// MARK: The plan of a skeleton

DigitPlan DigitPlan::read(const char *skeleton) {
  DigitPlan plan;
  plan.writes = true;
  const char *s = skeleton;
  bool precisionSet = false;
  while (*s != 0) {
    if (*s == ' ') {
      s++;
      continue;
    }
    size_t n = tokenLength(s);
    if (startsWith(s, n, "unit/") || startsWith(s, n, "measure-unit/") ||
        startsWith(s, n, "unit-width-") || startsWith(s, n, "group-") ||
        tokenIs(s, n, "sign-auto") || tokenIs(s, n, "sign-always") ||
        tokenIs(s, n, "sign-never") || tokenIs(s, n, "sign-except-zero") ||
        tokenIs(s, n, "sign-negative")) {
      // The unit, width, grouping and sign show in the kept text itself.
    } else if (startsWith(s, n, "rounding-mode-")) {
      const char *mode = s + std::strlen("rounding-mode-");
      size_t m = n - std::strlen("rounding-mode-");
      if (tokenIs(mode, m, "ceiling")) plan.rounding = static_cast<uint8_t>(Rounding::ceiling);
      else if (tokenIs(mode, m, "floor")) plan.rounding = static_cast<uint8_t>(Rounding::floor);
      else if (tokenIs(mode, m, "down")) plan.rounding = static_cast<uint8_t>(Rounding::down);
      else if (tokenIs(mode, m, "up")) plan.rounding = static_cast<uint8_t>(Rounding::up);
      else if (tokenIs(mode, m, "half-even")) plan.rounding = static_cast<uint8_t>(Rounding::halfEven);
      else if (tokenIs(mode, m, "half-down")) plan.rounding = static_cast<uint8_t>(Rounding::halfDown);
      else if (tokenIs(mode, m, "half-up")) plan.rounding = static_cast<uint8_t>(Rounding::halfUp);
      else plan.writes = false;
    } else if (!precisionSet && tokenIs(s, n, "precision-integer")) {
      precisionSet = true;
      plan.precision = fraction;
      plan.minimum = 0;
      plan.maximum = 0;
    } else if (!precisionSet && tokenIs(s, n, "precision-integer/@@*")) {
      precisionSet = true;
      plan.precision = integerOrTwoSignificant;
    } else if (!precisionSet && n >= 1 && (s[0] == '.' || s[0] == '@')) {
      // ".00##": 2 to 4 fraction digits; "@@##": 2 to 4 significant digits.
      precisionSet = true;
      char required = s[0] == '.' ? '0' : '@';
      size_t i = s[0] == '.' ? 1 : 0;
      int32_t minimum = 0;
      int32_t optional = 0;
      while (i < n && s[i] == required) {
        minimum++;
        i++;
      }
      while (i < n && s[i] == '#') {
        optional++;
        i++;
      }
      // Nothing else in the token: a wildcard ("@@*", ".0*") is another precision.
      if (i != n || (s[0] == '@' && minimum == 0) || minimum + optional > 999) {
        plan.writes = false;
      }
      plan.precision = s[0] == '.' ? fraction : significant;
      plan.minimum = static_cast<int16_t>(minimum);
      plan.maximum = static_cast<int16_t>(minimum + optional);
    } else {
      // Notation, usage, scale, integer width, numbering system, another precision: ICU's.
      plan.writes = false;
    }
    s += n;
  }
  return plan;
}

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

// A number formatted by ICU with its runs, for the probes of a new writer.
struct Scratch {
  char text[256];
  MFRun runs[32];
  MFRunOutput output{text, sizeof text, 0, runs, 32, 0};
};

bool formatScratch(const UNumberFormatter *formatter, double value, UFormattedNumber *result,
                   Scratch *scratch) {
  UErrorCode ec = U_ZERO_ERROR;
  unumf_formatDouble(formatter, value, result, &ec);
  const UFormattedValue *formatted = unumf_resultAsValue(result, &ec);
  if (U_FAILURE(ec)) return false;
  int32_t status = U_ZERO_ERROR;
  scratch->output = MFRunOutput{scratch->text, sizeof scratch->text, 0, scratch->runs, 32, 0};
  paintedRuns(formatted, true, RunTagging{}, &scratch->output, &status);
  return U_SUCCESS(static_cast<UErrorCode>(status));
}

// The text around a number: every byte outside its value runs, each value's place one
// mark (the same for every plural form when the unit's patterns are).
std::string around(const Scratch &scratch) {
  std::string s;
  bool inValue = false;
  for (int32_t i = 0; i < scratch.output.runCount; i++) {
    const MFRun &run = scratch.runs[i];
    if (run.part == MF_PART_VALUE) {
      if (!inValue) s.push_back('\x01');
      inValue = true;
      continue;
    }
    inValue = false;
    s.append(scratch.text + run.start, static_cast<size_t>(run.end - run.start));
  }
  return s;
}

// Whether the formatter writes the same text around its numbers in every plural form
// of the locale's cardinal rules: one value of each form seen, formatted by the
// formatter itself (its rounding decides the form) and its form asked of ICU.
bool samePatternsInEveryForm(const UNumberFormatter *formatter, const char *localeID) {
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(icu::Locale(localeID), ec));
  icu::LocalUPluralRulesPointer selector(uplrules_open(localeID, &ec));
  if (U_FAILURE(ec) || !rules) return false;
  std::unique_ptr<icu::StringEnumeration> keywords(rules->getKeywords(ec));
  if (U_FAILURE(ec) || !keywords) return false;
  std::vector<icu::UnicodeString> forms;
  std::vector<double> candidates = {0,   1,   2,   3,   4,   5,   6,   7,   8,   10,  11,
                                    12,  14,  15,  20,  21,  22,  100, 101, 102, 1e6, 0.5,
                                    1.5, 2.5, 0.1, 1.1, 0.2, 3.5, 10.5, 100.5};
  while (const icu::UnicodeString *keyword = keywords->snext(ec)) {
    if (U_FAILURE(ec)) return false;
    forms.push_back(*keyword);
    double samples[16];
    UErrorCode sampleStatus = U_ZERO_ERROR;
    int32_t n = rules->getSamples(*keyword, samples, 16, sampleStatus);
    if (U_SUCCESS(sampleStatus)) candidates.insert(candidates.end(), samples, samples + n);
  }
  if (forms.size() <= 1) return true;
  icu::LocalUFormattedNumberPointer result(unumf_openResult(&ec));
  if (U_FAILURE(ec)) return false;
  std::vector<bool> seen(forms.size(), false);
  size_t seenCount = 0;
  std::string first;
  Scratch scratch;
  for (double candidate : candidates) {
    if (!(candidate >= 0) || !std::isfinite(candidate)) continue;
    if (!formatScratch(formatter, candidate, result.getAlias(), &scratch)) return false;
    UChar form[32];
    UErrorCode formStatus = U_ZERO_ERROR;
    int32_t length = uplrules_selectFormatted(selector.getAlias(), result.getAlias(), form, 32,
                                              &formStatus);
    if (U_FAILURE(formStatus)) return false;
    icu::UnicodeString name(form, length);
    for (size_t k = 0; k < forms.size(); k++) {
      if (seen[k] || forms[k] != name) continue;
      std::string text = around(scratch);
      // A form without the number (CLDR's "an hour") is repaired above the bridge, from
      // ICU's own text: such a formatter never writes.
      if (std::count(text.begin(), text.end(), '\x01') != 1) return false;
      if (seenCount == 0) {
        first = text;
      } else if (text != first) {
        return false;
      }
      seen[k] = true;
      seenCount++;
    }
    if (seenCount == forms.size()) return true;
  }
  return false;  // a form not seen: its text is unknown
}

// The UTF-8 of the numbering system's ten digits, each of the same length; false when the
// system is algorithmic (hanidays, roman) or its digits differ in length.
bool numberingDigits(const char *localeID, char digits[10][4], uint8_t *length) {
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<icu::NumberingSystem> system(
      icu::NumberingSystem::createInstance(icu::Locale(localeID), ec));
  if (U_FAILURE(ec) || !system || system->isAlgorithmic() || system->getRadix() != 10) {
    return false;
  }
  icu::UnicodeString description = system->getDescription();
  if (description.countChar32() != 10) return false;
  int32_t offset = 0;
  for (int d = 0; d < 10; d++) {
    UChar32 c = description.char32At(offset);
    offset += U16_LENGTH(c);
    uint8_t n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (d == 0) *length = n;
    if (n != *length) return false;
    char *out = digits[d];
    if (n == 1) {
      out[0] = static_cast<char>(c);
    } else if (n == 2) {
      out[0] = static_cast<char>(0xC0 | (c >> 6));
      out[1] = static_cast<char>(0x80 | (c & 0x3F));
    } else if (n == 3) {
      out[0] = static_cast<char>(0xE0 | (c >> 12));
      out[1] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out[2] = static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out[0] = static_cast<char>(0xF0 | (c >> 18));
      out[1] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out[2] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out[3] = static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return true;
}

}  // namespace

DigitWriter *DigitWriter::make(const DigitPlan &plan, const UNumberFormatter *formatter,
                               const char *localeID) {
  if (!plan.writes) return nullptr;
  auto *writer = new (std::nothrow) DigitWriter();
  if (writer == nullptr) return nullptr;
  writer->plan_ = plan;
  if (!numberingDigits(localeID, writer->digits_, &writer->digitLength_) ||
      !samePatternsInEveryForm(formatter, localeID)) {
    delete writer;
    return nullptr;
  }
  return writer;
}

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
