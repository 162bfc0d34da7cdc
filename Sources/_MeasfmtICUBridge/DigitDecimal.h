// The decimals of the digit writer (Digits.cpp, the one file that includes this): a
// Double's shortest decimal, rounded as ICU rounds an exact decimal, and the rounding a
// Double decides by itself. In a header of their own so that the writer stays a file a
// reader can hold, and inline there, as they were, on the path of every written text.
#pragma once

#include "BridgeInternals.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace measfmt_bridge {

// MARK: Decimals

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
  // The digits of `v`, `fraction` of them after the point (none for 0).
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

// Only Digits.cpp includes this file: these are its own.
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
  d->set(n, -r);
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

}  // namespace

}  // namespace measfmt_bridge
