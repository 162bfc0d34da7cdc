// The run engine: every tagged run of every formatted text is made here, one way for
// every path (single units, decimals, usages, custom units, ranges, mixed units):
//
// - painted from ICU's fields (paintRuns, paintedRuns): each byte takes the innermost field
//   that covers it, and text no field covers is whitespace or literal, character by
//   character;
// - for a number formatter's texts, the runs it kept for the text's shape (numberRuns,
//   Layouts.cpp): the runs painting would give, without reading ICU's fields;
// - joined from pieces already tagged (joinRuns): ranges measfmt joins itself, a mixed
//   unit's components in ICU's list (mf_list_format_runs), the repair of a dropped number,
//   the numbers of another locale;
// - with the unit replaced (replaceUnit): a custom unit's symbol in a built-in unit's
//   pattern, in place of the unit or after it.
//
// It runs once per formatted value, so it is written to be small as well as quick: in a
// loop that formats, ICU's own code and this share the processor's instruction cache,
// and every line of code here pushes out a line of ICU's.
#include "BridgeInternals.h"

#include <unicode/dcfmtsym.h>
#include <unicode/locid.h>
#include <unicode/numsys.h>
#include <unicode/uchar.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace measfmt_bridge {
namespace {

// The run tags' codes, as the public header declares them.
constexpr uint8_t partValue = MF_PART_VALUE;
constexpr uint8_t partUnit = MF_PART_UNIT;
constexpr uint8_t partWhitespace = MF_PART_WHITESPACE;
constexpr uint8_t partLiteral = MF_PART_LITERAL;
constexpr uint8_t none = MF_TAG_NONE;

// What is painted on a byte, in one word: the field (bits 0–7: an MF_FIELD_* code,
// unknownField for another number field, none where no span covers the byte), the
// range side (bits 8–15, none where none) and the length of the span that painted the
// field (bits 32–63).
constexpr uint64_t unpainted = 0xFFFF'FFFF'0000'FFFFull;
constexpr uint64_t sourceMask = 0xFF00;
constexpr uint64_t tagsMask = 0xFFFF;
constexpr uint8_t unknownField = MF_FIELD_APPROXIMATELY_SIGN + 1;
// The classes of bytes no span covers.
constexpr uint8_t whitespaceClass = 0xFE;
constexpr uint8_t literalClass = 0xFD;

// The scalar at i of UTF-8 text and its length in bytes; a malformed sequence is one
// byte of U+FFFD.
UChar32 decode(const uint8_t *text, int32_t n, int32_t i, int32_t *length) {
  uint32_t b0 = text[i];
  *length = 1;
  if (b0 < 0x80) return static_cast<UChar32>(b0);
  uint32_t value = 0xFFFD;
  if (b0 >= 0xF0 && i + 3 < n) {
    *length = 4;
    value = (b0 & 0x07) << 18 | (text[i + 1] & 0x3Fu) << 12 | (text[i + 2] & 0x3Fu) << 6 |
            (text[i + 3] & 0x3Fu);
  } else if (b0 >= 0xE0 && i + 2 < n) {
    *length = 3;
    value = (b0 & 0x0F) << 12 | (text[i + 1] & 0x3Fu) << 6 | (text[i + 2] & 0x3Fu);
  } else if (b0 >= 0xC0 && i + 1 < n) {
    *length = 2;
    value = (b0 & 0x1F) << 6 | (text[i + 1] & 0x3Fu);
  }
  if (value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) value = 0xFFFD;
  return static_cast<UChar32>(value);
}

// Unicode White_Space, with the spaces CLDR patterns use answered without a property
// lookup.
bool isWhitespace(UChar32 c) {
  switch (c) {
    case 0x20: case 0xA0: case 0x202F: case 0x2009: case 0x200A: case 0x3000:
      return true;
    case 0x200E: case 0x200F: case 0x061C:
      return false;
    default:
      if (c >= 0x09 && c <= 0x0D) return true;
      if (c >= 0x2002 && c <= 0x2008) return true;
      if (c < 0x80) return false;
      return u_hasBinaryProperty(c, UCHAR_WHITE_SPACE);
  }
}

// The class of the uncovered character at i; *end is set past it.
uint8_t uncoveredClass(const uint8_t *text, int32_t n, int32_t i, int32_t *end) {
  int32_t length = 1;
  UChar32 c = decode(text, n, i, &length);
  *end = i + length < n ? i + length : n;
  return isWhitespace(c) ? whitespaceClass : literalClass;
}

// Whether a digit-less integer field is an infinity symbol of some locale ICU has:
// "∞" almost everywhere, en_US_POSIX's "INF", dz's "གྲངས་མེད" (ICU 72). ICU puts the
// infinity and NaN symbols alike in the integer field, and a run knows neither its
// value nor its locale; no locale's NaN symbol is another's infinity symbol. The set is
// read from ICU's own data once, the first time a number without digits is tagged.
bool isInfinitySymbol(const uint8_t *bytes, int32_t n) {
  static const std::vector<std::string> symbols = [] {
    std::vector<std::string> found;
    int32_t count = 0;
    const icu::Locale *locales = icu::Locale::getAvailableLocales(count);
    for (int32_t i = -1; i < count; i++) {
      UErrorCode ec = U_ZERO_ERROR;
      icu::DecimalFormatSymbols dfs(i < 0 ? icu::Locale("en_US_POSIX") : locales[i], ec);
      if (U_FAILURE(ec)) continue;
      std::string utf8;
      dfs.getConstSymbol(icu::DecimalFormatSymbols::kInfinitySymbol).toUTF8String(utf8);
      if (!utf8.empty() && std::find(found.begin(), found.end(), utf8) == found.end()) {
        found.push_back(utf8);
      }
    }
    return found;
  }();
  for (const std::string &symbol : symbols) {
    if (symbol.size() == static_cast<size_t>(n) && std::memcmp(symbol.data(), bytes, n) == 0) {
      return true;
    }
  }
  return false;
}

// Whether c is a digit of a numbering system ICU has whose digits Unicode gives no
// decimal digit value: hanidec's 〇一二三四五六七八九 (numerals with numeric values, but
// not Nd). Read from ICU's own list once, the first time such a character is met.
bool isOtherSystemDigit(UChar32 c) {
  static const std::vector<UChar32> digits = [] {
    std::vector<UChar32> found;
    UErrorCode ec = U_ZERO_ERROR;
    std::unique_ptr<icu::StringEnumeration> names(icu::NumberingSystem::getAvailableNames(ec));
    if (U_FAILURE(ec) || !names) return found;
    while (const char *name = names->next(nullptr, ec)) {
      if (U_FAILURE(ec)) break;
      std::unique_ptr<icu::NumberingSystem> system(
          icu::NumberingSystem::createInstanceByName(name, ec));
      if (U_FAILURE(ec) || !system || system->isAlgorithmic()) {
        ec = U_ZERO_ERROR;
        continue;
      }
      icu::UnicodeString description = system->getDescription();
      for (int32_t i = 0; i < description.length(); i = description.moveIndex32(i, 1)) {
        UChar32 digit = description.char32At(i);
        if (u_getIntPropertyValue(digit, UCHAR_NUMERIC_TYPE) != U_NT_DECIMAL &&
            std::find(found.begin(), found.end(), digit) == found.end()) {
          found.push_back(digit);
        }
      }
    }
    return found;
  }();
  return std::find(digits.begin(), digits.end(), c) != digits.end();
}

// ICU puts "∞" and "NaN" in the integer field; ECMA-402 calls them infinity and nan.
// Digits of every numbering system make an integer.
uint8_t integerKind(const uint8_t *bytes, int32_t n) {
  int32_t i = 0;
  while (i < n) {
    uint8_t b = bytes[i];
    if (b >= '0' && b <= '9') return MF_NUMBER_PART_INTEGER;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    int32_t length = 1;
    UChar32 c = decode(bytes, n, i, &length);
    if (c == 0x221E) return MF_NUMBER_PART_INFINITY;
    if (u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE) == U_NT_DECIMAL ||
        isOtherSystemDigit(c)) {
      return MF_NUMBER_PART_INTEGER;
    }
    i += length;
  }
  return isInfinitySymbol(bytes, n) ? MF_NUMBER_PART_INFINITY : MF_NUMBER_PART_NAN;
}

// ICU reports plus and minus signs as one SIGN field.
bool isPlus(const uint8_t *bytes, int32_t n) {
  int32_t i = 0;
  while (i < n) {
    int32_t length = 1;
    UChar32 c = decode(bytes, n, i, &length);
    if (c == '+' || c == 0xFF0B || c == 0xFB29 || c == 0x207A || c == 0x208A) return true;
    i += length;
  }
  return false;
}

// A run's part and number part, from what painted it.
void tag(uint8_t field, const uint8_t *bytes, int32_t n, bool percentIsUnit, MFRun *run) {
  run->numberPart = none;
  uint8_t number = none;
  switch (field) {
    case whitespaceClass: run->part = partWhitespace; return;
    case MF_FIELD_INTEGER:
      number = (n > 0 && bytes[0] >= '0' && bytes[0] <= '9') ? MF_NUMBER_PART_INTEGER
                                                             : integerKind(bytes, n);
      break;
    case MF_FIELD_FRACTION: number = MF_NUMBER_PART_FRACTION; break;
    case MF_FIELD_DECIMAL_SEPARATOR: number = MF_NUMBER_PART_DECIMAL; break;
    case MF_FIELD_GROUPING_SEPARATOR: number = MF_NUMBER_PART_GROUP; break;
    case MF_FIELD_EXPONENT_SYMBOL: number = MF_NUMBER_PART_EXPONENT_SEPARATOR; break;
    case MF_FIELD_EXPONENT_SIGN: number = MF_NUMBER_PART_EXPONENT_MINUS_SIGN; break;
    case MF_FIELD_EXPONENT: number = MF_NUMBER_PART_EXPONENT_INTEGER; break;
    case MF_FIELD_SIGN:
      number = isPlus(bytes, n) ? MF_NUMBER_PART_PLUS_SIGN : MF_NUMBER_PART_MINUS_SIGN;
      break;
    case MF_FIELD_COMPACT: number = MF_NUMBER_PART_COMPACT; break;
    case MF_FIELD_APPROXIMATELY_SIGN: number = MF_NUMBER_PART_APPROXIMATELY_SIGN; break;
    case MF_FIELD_PERCENT:
    case MF_FIELD_PERMILL:
      if (percentIsUnit) {
        run->part = partUnit;
        return;
      }
      number = MF_NUMBER_PART_PERCENT_SIGN;
      break;
    case MF_FIELD_MEASURE_UNIT: run->part = partUnit; return;
    default: run->part = partLiteral; return;  // currency, unknown, literal text
  }
  run->part = partValue;
  run->numberPart = number;
}

// Paints every span: number fields and range sides. Each byte gets the field of the innermost span that covers it.
// ICU's spans nest (a grouping separator inside an integer), so the innermost is the
// shortest: spans are painted in ICU's order, each over the bytes no shorter span has
// painted (of two spans alike, the later). No sort: ICU's order does not matter.
void paint(const MFSpan *spans, int32_t count, bool isRange, uint64_t *cells, int32_t n) {
  bool hasRange = false;
  for (int32_t k = 0; k < count; k++) {
    const MFSpan &span = spans[k];
    int32_t begin = span.begin > 0 ? span.begin : 0;
    int32_t end = span.end < n ? span.end : n;
    if (begin >= end) continue;
    if (span.field >= 0 && span.field < MF_SPAN_RANGE) {
      uint8_t field = span.field <= MF_FIELD_APPROXIMATELY_SIGN
                          ? static_cast<uint8_t>(span.field)
                          : unknownField;
      uint64_t length = static_cast<uint64_t>(end - begin);
      uint64_t painted = length << 32 | field;
      for (int32_t b = begin; b < end; b++) {
        if (length <= cells[b] >> 32) cells[b] = painted | (cells[b] & sourceMask);
      }
    } else if (span.field == MF_SPAN_RANGE || span.field == MF_SPAN_RANGE + 1) {
      hasRange = true;
      uint64_t source =
          span.field == MF_SPAN_RANGE ? MF_SOURCE_START_RANGE : MF_SOURCE_END_RANGE;
      for (int32_t b = begin; b < end; b++) cells[b] = (cells[b] & ~sourceMask) | source << 8;
    }
    // List elements and other spans paint nothing.
  }
  // Bytes outside both sides of a range are shared; where ICU marks no side (both ends
  // read the same, "~5 km"), every byte is.
  if (!hasRange && !isRange) return;
  for (int32_t b = 0; b < n; b++) {
    if ((cells[b] & sourceMask) == sourceMask) {
      cells[b] = (cells[b] & ~sourceMask) | static_cast<uint64_t>(MF_SOURCE_SHARED) << 8;
    }
  }
}

// Whether a decimal digit (Unicode's Nd) is among the `count` scalars of text that end
// at `end` (going back) or start at `start` (going on).
bool digitAround(const uint8_t *text, int32_t n, int32_t start, int32_t end, int32_t count) {
  int32_t i = start;
  for (int32_t k = 0; k < count && i < n; k++) {
    int32_t length = 1;
    if (u_charDigitValue(decode(text, n, i, &length)) >= 0) return true;
    i += length;
  }
  i = end;
  for (int32_t k = 0; k < count && i > 0; k++) {
    int32_t lead = i - 1;
    while (lead > 0 && i - lead < 4 && (text[lead] & 0xC0) == 0x80) lead--;
    int32_t length = 1;
    if (u_charDigitValue(decode(text, n, lead, &length)) >= 0) return true;
    i = lead;
  }
  return false;
}

}  // namespace

bool digitNearNumber(const char *chars, int32_t length, const MFRun *runs, int32_t count) {
  const auto *text = reinterpret_cast<const uint8_t *>(chars);
  int32_t first = -1, last = -1;
  for (int32_t i = 0; i < count; i++) {
    if (runs[i].part != partValue) continue;
    if (first < 0) first = i;
    last = i;
  }
  if (first < 0) return digitAround(text, length, 0, 0, length);
  return digitAround(text, length, runs[last].end, runs[first].start, 2);
}


int32_t paintRuns(const char *chars, int32_t n, const MFSpan *spans, int32_t spanCount,
                  RunTagging tagging, MFRun *runs) {
  if (n <= 0) return 0;
  const auto *text = reinterpret_cast<const uint8_t *>(chars);
  uint64_t stackCells[256];
  std::unique_ptr<uint64_t[]> heapCells;
  uint64_t *cells = stackCells;
  if (n > 256) {
    heapCells.reset(new (std::nothrow) uint64_t[n]);
    if (!heapCells) return -1;
    cells = heapCells.get();
  }
  for (int32_t b = 0; b < n; b++) cells[b] = unpainted;
  paint(spans, spanCount, tagging.isRange, cells, n);

  // One run per stretch of bytes with the same field and range side; bytes no field
  // covers are classified per character, whitespace or literal.
  int32_t count = 0;
  int32_t start = 0;
  while (start < n) {
    uint64_t tags = cells[start] & tagsMask;
    uint8_t field = static_cast<uint8_t>(tags);
    int32_t end = start + 1;
    if (field == none) {
      field = uncoveredClass(text, n, start, &end);
      while (end < n && (cells[end] & tagsMask) == tags) {
        int32_t next = end;
        if (uncoveredClass(text, n, end, &next) != field) break;
        end = next;
      }
    } else {
      while (end < n && (cells[end] & tagsMask) == tags) end++;
    }
    MFRun &run = runs[count++];
    tag(field, text + start, end - start, tagging.percentIsUnit, &run);
    run.start = start;
    run.end = end;
    // Without range sides, the source byte is none.
    run.source = static_cast<uint8_t>(tags >> 8);
    run.component = none;
    start = end;
  }
  return count;
}

namespace {

// The runs of the text and fields `read` writes into an MFOutput (a formatted value's),
// painted into output.
template <typename Read>
void paintRead(Read read, RunTagging tagging, MFRunOutput *output, int32_t *status) {
  MFSpan stackSpans[64];
  std::unique_ptr<MFSpan[]> heapSpans;
  MFOutput fields{output->text, output->textCapacity, 0, stackSpans, 64, 0};
  read(&fields, status);
  output->textLength = fields.textLength;
  if (*status == U_BUFFER_OVERFLOW_ERROR && fields.textLength <= output->textCapacity) {
    // The text fit and the fields did not: read them again into room enough.
    heapSpans.reset(new (std::nothrow) MFSpan[fields.spanCount]);
    if (!heapSpans) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return;
    }
    fields = MFOutput{output->text, output->textCapacity, 0, heapSpans.get(), fields.spanCount, 0};
    *status = U_ZERO_ERROR;
    read(&fields, status);
  }
  if (U_FAILURE(static_cast<UErrorCode>(*status))) return;
  // At most one run per byte, painted here and copied where they fit.
  MFRun stackRuns[128];
  std::unique_ptr<MFRun[]> heapRuns;
  MFRun *runs = stackRuns;
  if (fields.textLength > 128) {
    heapRuns.reset(new (std::nothrow) MFRun[fields.textLength]);
    if (!heapRuns) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return;
    }
    runs = heapRuns.get();
  }
  int32_t count =
      paintRuns(output->text, fields.textLength, fields.spans, fields.spanCount, tagging, runs);
  output->runCount = count;
  if (count < 0) {
    *status = U_MEMORY_ALLOCATION_ERROR;
  } else if (count > output->runCapacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
  } else {
    std::memcpy(output->runs, runs, sizeof(MFRun) * static_cast<size_t>(count));
  }
}

}  // namespace

void paintedRuns(const UFormattedValue *value, bool numberFieldsOnly, RunTagging tagging,
                 MFRunOutput *output, int32_t *status) {
  paintRead(
      [&](MFOutput *fields, int32_t *s) { readValue(value, fields, s, numberFieldsOnly); },
      tagging, output, status);
}

void paintedRuns(const icu::FormattedValue &value, RunTagging tagging, MFRunOutput *output,
                 int32_t *status) {
  paintRead([&](MFOutput *fields, int32_t *s) { readValue(value, fields, s); }, tagging, output,
            status);
}

}  // namespace measfmt_bridge
