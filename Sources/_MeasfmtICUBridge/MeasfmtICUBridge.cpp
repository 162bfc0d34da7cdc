// The only code in measfmt that calls ICU. ICU is called by its plain names; the
// preprocessor (unicode/urename.h) adds the version suffix (_72 on Debian 12), so
// the same source builds against any ICU from 69 up (scripts/icu-compat.sh checks).
#include "MeasfmtICUBridge.h"

#include <unicode/uversion.h>

// ICU 69 added the fields that tell a range's two sides apart
// (UFIELD_CATEGORY_NUMBER_RANGE_SPAN); ICU 68 the C range API and the output unit of
// a usage format. Say so, rather than fail on a missing header or name.
#if U_ICU_VERSION_MAJOR_NUM < 69
#error "measfmt needs ICU 69 or newer (older ICU lacks the range span fields and the C range API)"
#else

#include <unicode/formattedvalue.h>
#include <unicode/listformatter.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

#include <pthread.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

static_assert(MF_FIELD_INTEGER == UNUM_INTEGER_FIELD, "field mirror");
static_assert(MF_FIELD_FRACTION == UNUM_FRACTION_FIELD, "field mirror");
static_assert(MF_FIELD_DECIMAL_SEPARATOR == UNUM_DECIMAL_SEPARATOR_FIELD, "field mirror");
static_assert(MF_FIELD_EXPONENT_SYMBOL == UNUM_EXPONENT_SYMBOL_FIELD, "field mirror");
static_assert(MF_FIELD_EXPONENT_SIGN == UNUM_EXPONENT_SIGN_FIELD, "field mirror");
static_assert(MF_FIELD_EXPONENT == UNUM_EXPONENT_FIELD, "field mirror");
static_assert(MF_FIELD_GROUPING_SEPARATOR == UNUM_GROUPING_SEPARATOR_FIELD, "field mirror");
static_assert(MF_FIELD_CURRENCY == UNUM_CURRENCY_FIELD, "field mirror");
static_assert(MF_FIELD_PERCENT == UNUM_PERCENT_FIELD, "field mirror");
static_assert(MF_FIELD_PERMILL == UNUM_PERMILL_FIELD, "field mirror");
static_assert(MF_FIELD_SIGN == UNUM_SIGN_FIELD, "field mirror");
static_assert(MF_FIELD_MEASURE_UNIT == UNUM_MEASURE_UNIT_FIELD, "field mirror");
static_assert(MF_FIELD_COMPACT == UNUM_COMPACT_FIELD, "field mirror");
#if U_ICU_VERSION_MAJOR_NUM >= 71
static_assert(MF_FIELD_APPROXIMATELY_SIGN == UNUM_APPROXIMATELY_SIGN_FIELD, "field mirror");
#endif  // Before ICU 71 the "~" of an approximate range has no field of its own.
static_assert(MF_STATUS_BUFFER_OVERFLOW == U_BUFFER_OVERFLOW_ERROR, "status mirror");
static_assert(MF_STATUS_ILLEGAL_ARGUMENT == U_ILLEGAL_ARGUMENT_ERROR, "status mirror");
static_assert(ULISTFMT_WIDTH_WIDE == 0 && ULISTFMT_WIDTH_SHORT == 1 && ULISTFMT_WIDTH_NARROW == 2,
              "list width mirror");
static_assert(UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING == 0 &&
                  UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING == 1 &&
                  UNUM_IDENTITY_RESULT_NOT_EQUAL == 2,
              "identity mirror");

namespace {

using icu::UnicodeString;

// ICU's C result holders are reusable, and opening one costs a malloc, so each thread
// keeps one of each kind: every kind is pooled the same way. The struct is trivially destructible: C++ runs no destructor for
// it, and it stays usable to the very end of a thread or of the process (an atexit
// handler may still format). The objects are closed through a pthread key when their
// thread ends; glibc runs key destructors again when one sets a key anew, so a
// destructor of the program's own that formats late gets its objects closed too.
struct ThreadObjects {
  UFormattedNumber *number;
  UFormattedNumberRange *range;
  UFormattedList *list;
  UConstrainedFieldPosition *position;
};
thread_local ThreadObjects threadObjects = {nullptr, nullptr, nullptr, nullptr};

void closeThreadObjects(void *pointer) {
  auto *objects = static_cast<ThreadObjects *>(pointer);
  if (objects->number != nullptr) unumf_closeResult(objects->number);
  if (objects->range != nullptr) unumrf_closeResult(objects->range);
  if (objects->list != nullptr) ulistfmt_closeResult(objects->list);
  if (objects->position != nullptr) ucfpos_close(objects->position);
  *objects = {nullptr, nullptr, nullptr, nullptr};
}

// Asks for this thread's objects to be closed when it ends. (Should the process be out
// of pthread keys, they are left to the end of the process instead.)
void closeAtThreadExit(ThreadObjects *objects) {
  struct Key {
    pthread_key_t key;
    bool created;
  };
  static const Key key = [] {
    Key k{};
    k.created = pthread_key_create(&k.key, closeThreadObjects) == 0;
    return k;
  }();
  if (key.created) pthread_setspecific(key.key, objects);
}

// This thread's object, opened on first use; null (and the status set) if ICU
// cannot open one.
template <typename T, T *ThreadObjects::*Member, T *(*Open)(UErrorCode *)>
T *threadObject(int32_t *status) {
  ThreadObjects &objects = threadObjects;
  T *object = objects.*Member;
  if (object != nullptr) return object;
  UErrorCode ec = U_ZERO_ERROR;
  object = Open(&ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return nullptr;
  }
  objects.*Member = object;
  closeAtThreadExit(&objects);
  return object;
}

// This thread's result of one kind (UFormattedNumber, UFormattedNumberRange,
// UFormattedList).
template <typename Result>
Result *threadResult(int32_t *status);
template <>
UFormattedNumber *threadResult<UFormattedNumber>(int32_t *status) {
  return threadObject<UFormattedNumber, &ThreadObjects::number, unumf_openResult>(status);
}
template <>
UFormattedNumberRange *threadResult<UFormattedNumberRange>(int32_t *status) {
  return threadObject<UFormattedNumberRange, &ThreadObjects::range, unumrf_openResult>(status);
}
template <>
UFormattedList *threadResult<UFormattedList>(int32_t *status) {
  return threadObject<UFormattedList, &ThreadObjects::list, ulistfmt_openResult>(status);
}
UConstrainedFieldPosition *threadFieldPosition(int32_t *status) {
  return threadObject<UConstrainedFieldPosition, &ThreadObjects::position, ucfpos_open>(status);
}

void copyCString(const char *source, char *buffer, int32_t capacity) {
  if (capacity <= 0) return;
  size_t n = std::strlen(source);
  if (n >= static_cast<size_t>(capacity)) n = static_cast<size_t>(capacity) - 1;
  std::memcpy(buffer, source, n);
  buffer[n] = 0;
}

// Converts UTF-16 to UTF-8 into output->text and records, for every UTF-16 index
// 0...length, the UTF-8 offset it maps to, so that ICU's UTF-16 field positions
// become UTF-8 offsets. Unpaired surrogates become U+FFFD.
struct Transcoder {
  int32_t stackMap[256];
  std::unique_ptr<int32_t[]> heapMap;
  int32_t *map = stackMap;

  bool run(const UChar *s, int32_t length, MFOutput *output, int32_t *status) {
    if (length + 1 > 256) {
      heapMap.reset(new (std::nothrow) int32_t[length + 1]);
      if (!heapMap) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return false;
      }
      map = heapMap.get();
    }
    char *out = output->text;
    const int32_t capacity = output->textCapacity;
    int32_t o = 0;
    int32_t i = 0;
    while (i < length) {
      map[i] = o;
      uint32_t c = s[i];
      int32_t units = 1;
      if (c >= 0xD800 && c <= 0xDBFF && i + 1 < length && s[i + 1] >= 0xDC00 &&
          s[i + 1] <= 0xDFFF) {
        c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00);
        units = 2;
        map[i + 1] = o;
      } else if (c >= 0xD800 && c <= 0xDFFF) {
        c = 0xFFFD;
      }
      if (c < 0x80) {
        if (o < capacity) out[o] = static_cast<char>(c);
        o += 1;
      } else if (c < 0x800) {
        if (o + 1 < capacity) {
          out[o] = static_cast<char>(0xC0 | (c >> 6));
          out[o + 1] = static_cast<char>(0x80 | (c & 0x3F));
        }
        o += 2;
      } else if (c < 0x10000) {
        if (o + 2 < capacity) {
          out[o] = static_cast<char>(0xE0 | (c >> 12));
          out[o + 1] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
          out[o + 2] = static_cast<char>(0x80 | (c & 0x3F));
        }
        o += 3;
      } else {
        if (o + 3 < capacity) {
          out[o] = static_cast<char>(0xF0 | (c >> 18));
          out[o + 1] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
          out[o + 2] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
          out[o + 3] = static_cast<char>(0x80 | (c & 0x3F));
        }
        o += 4;
      }
      i += units;
    }
    map[length] = o;
    output->textLength = o;
    if (o > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return true;
  }
};

// ICU (72 and 76) can report positions past the end of its text (an ar compound-unit range
// whose numbers it dropped, found by fuzzing): such spans are clamped or skipped.
void addSpan(MFOutput *output, const int32_t *map, int32_t length, int32_t field, int32_t begin,
             int32_t end) {
  if (begin < 0) begin = 0;
  if (end > length) end = length;
  if (begin >= end) return;
  int32_t index = output->spanCount++;
  if (index < output->spanCapacity) {
    output->spans[index] = MFSpan{field, map[begin], map[end]};
  }
}

// Maps a (category, field) pair of a formatted value to our span field, or -1.
int32_t spanField(int32_t category, int32_t field) {
  switch (category) {
    case UFIELD_CATEGORY_NUMBER:
      return field;
    case UFIELD_CATEGORY_NUMBER_RANGE_SPAN:
      return MF_SPAN_RANGE + field;
    case UFIELD_CATEGORY_LIST_SPAN:
      return MF_SPAN_LIST_ELEMENT + field;
    default:
      return -1;
  }
}

// ICU's two ways to read a formatted value, behind the interface readFields uses.
// The C one (UFormattedValue) walks its fields with this thread's field position.
struct CValue {
  const UFormattedValue *value;
  UConstrainedFieldPosition *position = nullptr;

  const UChar *text(int32_t *length, UErrorCode &ec) {
    return ufmtval_getString(value, length, &ec);
  }
  bool startFields(int32_t *status, UErrorCode &ec) {
    position = threadFieldPosition(status);
    if (position == nullptr) return false;
    ucfpos_reset(position, &ec);
    return true;
  }
  bool nextField(UErrorCode &ec) { return ufmtval_nextPosition(value, position, &ec); }
  int32_t category(UErrorCode &ec) { return ucfpos_getCategory(position, &ec); }
  int32_t field(UErrorCode &ec) { return ucfpos_getField(position, &ec); }
  void indexes(int32_t *begin, int32_t *end, UErrorCode &ec) {
    ucfpos_getIndexes(position, begin, end, &ec);
  }
};

// The C++ one (icu::FormattedValue, such as a FormattedNumber), for what only the C++
// API can report (the output unit of a usage format).
struct CxxValue {
  const icu::FormattedValue &value;
  icu::UnicodeString string;
  icu::ConstrainedFieldPosition position;

  const UChar *text(int32_t *length, UErrorCode &ec) {
    string = value.toTempString(ec);
    *length = string.length();
    return string.getBuffer();
  }
  bool startFields(int32_t *, UErrorCode &) { return true; }
  bool nextField(UErrorCode &ec) { return value.nextPosition(position, ec); }
  int32_t category(UErrorCode &) { return position.getCategory(); }
  int32_t field(UErrorCode &) { return position.getField(); }
  void indexes(int32_t *begin, int32_t *end, UErrorCode &) {
    *begin = position.getStart();
    *end = position.getLimit();
  }
};

// Reads the text and fields of a formatted value into output: one implementation for
// ICU's C values and its C++ ones.
template <typename Value>
void readFields(Value &value, MFOutput *output, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t length = 0;
  const UChar *s = value.text(&length, ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  Transcoder transcoder;
  output->spanCount = 0;
  if (!transcoder.run(s, length, output, status)) return;
  if (!value.startFields(status, ec)) return;
  while (value.nextField(ec) && U_SUCCESS(ec)) {
    int32_t f = spanField(value.category(ec), value.field(ec));
    if (f < 0) continue;
    int32_t begin = 0, end = 0;
    value.indexes(&begin, &end, ec);
    addSpan(output, transcoder.map, length, f, begin, end);
  }
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  if (output->spanCount > output->spanCapacity) *status = U_BUFFER_OVERFLOW_ERROR;
}

void readValue(const UFormattedValue *value, MFOutput *output, int32_t *status) {
  CValue reader{value};
  readFields(reader, output, status);
}

void readValue(const icu::FormattedValue &value, MFOutput *output, int32_t *status) {
  CxxValue reader{value, {}, {}};
  readFields(reader, output, status);
}

// Formats into this thread's result: `format(result, ec)` runs the ICU format call,
// `asValue` is the kind's *_resultAsValue. Then reads the text and fields (or ICU's
// error) into output.
template <typename Result, typename Format>
void formatToOutput(const UFormattedValue *(*asValue)(const Result *, UErrorCode *), Format format,
                    MFOutput *output, int32_t *status) {
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
  readValue(value, output, status);
}

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

// Copies as much of `text` as fits (no terminator); returns the length needed.
int32_t copyText(const std::string &text, char *buffer, int32_t capacity) {
  if (buffer != nullptr && capacity > 0) {
    size_t n = text.size() < static_cast<size_t>(capacity) ? text.size()
                                                           : static_cast<size_t>(capacity);
    std::memcpy(buffer, text.data(), n);
  }
  return static_cast<int32_t>(text.size());
}

UnicodeString fromUTF8(const char *s) { return UnicodeString::fromUTF8(icu::StringPiece(s)); }

}  // namespace

struct MFNumberFormatter {
  icu::LocalUNumberFormatterPointer c;
  // Only for usage formats: the C API cannot report the output unit in ICU 72.
  std::unique_ptr<icu::number::LocalizedNumberFormatter> cxx;
};

struct MFRangeFormatter {
  icu::LocalUNumberRangeFormatterPointer c;
};

struct MFListFormatter {
  icu::LocalUListFormatterPointer c;
};

extern "C" {

void mf_icu_version(char *buffer, int32_t capacity) {
  UVersionInfo info;
  u_getVersion(info);
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(info, text);
  copyCString(text, buffer, capacity);
}

void mf_cldr_version(char *buffer, int32_t capacity) {
  UVersionInfo info;
  UErrorCode ec = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(info, &ec);
  char text[U_MAX_VERSION_STRING_LENGTH] = "";
  if (U_SUCCESS(ec)) u_versionToString(info, text);
  copyCString(text, buffer, capacity);
}

int32_t mf_locale_for_language_tag(const char *tag, char *buffer, int32_t capacity,
                                   int32_t *parsedLength, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = uloc_forLanguageTag(tag, buffer, capacity, parsedLength, &ec);
  *status = ec;
  return n;
}

int32_t mf_locale_canonicalize(const char *localeID, char *buffer, int32_t capacity,
                               int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = uloc_canonicalize(localeID, buffer, capacity, &ec);
  *status = ec;
  return n;
}

int32_t mf_locale_to_language_tag(const char *localeID, char *buffer, int32_t capacity,
                                  int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = uloc_toLanguageTag(localeID, buffer, capacity, false, &ec);
  *status = ec;
  return n;
}

int32_t mf_locale_is_right_to_left(const char *localeID) {
  return uloc_isRightToLeft(localeID) ? 1 : 0;
}

int32_t mf_locale_has_data(const char *localeID) {
  char language[ULOC_LANG_CAPACITY] = "";
  UErrorCode ec = U_ZERO_ERROR;
  uloc_getLanguage(localeID, language, sizeof language, &ec);
  if (U_FAILURE(ec) || language[0] == 0) return 0;
  ec = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(nullptr, language, &ec);
  bool found = U_SUCCESS(ec) && ec != U_USING_DEFAULT_WARNING;
  if (bundle) ures_close(bundle);
  return found ? 1 : 0;
}

int32_t mf_locale_available_count(void) { return uloc_countAvailable(); }

void mf_locale_available_at(int32_t index, char *buffer, int32_t capacity) {
  const char *id = index >= 0 && index < uloc_countAvailable() ? uloc_getAvailable(index) : "";
  copyCString(id ? id : "", buffer, capacity);
}

int32_t mf_unit_canonical(const char *identifier, char *buffer, int32_t capacity,
                          int32_t *complexity, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(identifier, ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return 0;
  }
  *complexity = static_cast<int32_t>(unit.getComplexity(ec));
  const char *canonical = unit.getIdentifier();
  int32_t n = static_cast<int32_t>(std::strlen(canonical));
  copyCString(canonical, buffer, capacity);
  *status = n >= capacity ? U_BUFFER_OVERFLOW_ERROR : ec;
  return n;
}

int32_t mf_units_available(char *buffer, int32_t capacity) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t count = icu::MeasureUnit::getAvailable(nullptr, 0, ec);
  if (count <= 0) return 0;
  std::vector<icu::MeasureUnit> units(static_cast<size_t>(count));
  ec = U_ZERO_ERROR;
  icu::MeasureUnit::getAvailable(units.data(), count, ec);
  if (U_FAILURE(ec)) return 0;
  std::string out;
  for (const icu::MeasureUnit &unit : units) {
    out += unit.getType();
    out += '\t';
    out += unit.getSubtype();
    out += '\n';
  }
  return copyText(out, buffer, capacity);
}

static void flattenUnits(UResourceBundle *bundle, std::string &path, std::string &out) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t size = ures_getSize(bundle);
  for (int32_t i = 0; i < size; i++) {
    ec = U_ZERO_ERROR;
    UResourceBundle *child = ures_getByIndex(bundle, i, nullptr, &ec);
    if (U_FAILURE(ec)) continue;
    const char *key = ures_getKey(child);
    size_t mark = path.size();
    if (!path.empty()) path += '/';
    path += (key != nullptr && ures_getType(bundle) == URES_TABLE) ? std::string(key)
                                                                   : std::to_string(i);
    if (ures_getType(child) == URES_STRING) {
      int32_t length = 0;
      const UChar *s = ures_getString(child, &length, &ec);
      std::string value;
      UnicodeString(false, s, length).toUTF8String(value);
      out += path;
      out += '\t';
      out += value;
      out += '\n';
    } else if (ures_getType(child) == URES_TABLE || ures_getType(child) == URES_ARRAY) {
      flattenUnits(child, path, out);
    }
    path.resize(mark);
    ures_close(child);
  }
}

int32_t mf_units_data(char *buffer, int32_t capacity) {
  UErrorCode ec = U_ZERO_ERROR;
  UResourceBundle *units = ures_openDirect(nullptr, "units", &ec);
  if (U_FAILURE(ec)) return 0;
  std::string path, out;
  flattenUnits(units, path, out);
  ures_close(units);
  return copyText(out, buffer, capacity);
}

MFNumberFormatter *mf_number_formatter_open(const char *skeleton, const char *localeID,
                                            int32_t wantsOutputUnit, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UnicodeString skel = fromUTF8(skeleton);
  icu::LocalUNumberFormatterPointer c(
      unumf_openForSkeletonAndLocale(skel.getBuffer(), skel.length(), localeID, &ec));
  std::unique_ptr<icu::number::LocalizedNumberFormatter> cxx;
  if (U_SUCCESS(ec) && wantsOutputUnit) {
    icu::number::LocalizedNumberFormatter lnf =
        icu::number::NumberFormatter::forSkeleton(skel, ec).locale(icu::Locale(localeID));
    if (U_SUCCESS(ec)) {
      // ICU's objects have their own operator new, which returns null rather than throw.
      cxx.reset(new icu::number::LocalizedNumberFormatter(std::move(lnf)));
      if (!cxx) ec = U_MEMORY_ALLOCATION_ERROR;
    }
  }
  return newHandle<MFNumberFormatter>(ec, status, std::move(c), std::move(cxx));
}

void mf_number_formatter_close(MFNumberFormatter *formatter) { delete formatter; }

// The result holders are per thread (see ThreadObjects); an opened UNumberFormatter is
// immutable and safe to share.

void mf_number_format_double(const MFNumberFormatter *formatter, double value,
                             MFOutput *output, int32_t *status) {
  formatToOutput(
      unumf_resultAsValue,
      [&](UFormattedNumber *result, UErrorCode &ec) {
        unumf_formatDouble(formatter->c.getAlias(), value, result, &ec);
      },
      output, status);
}

void mf_number_format_decimal(const MFNumberFormatter *formatter, const char *decimal,
                              int32_t length, MFOutput *output, int32_t *status) {
  formatToOutput(
      unumf_resultAsValue,
      [&](UFormattedNumber *result, UErrorCode &ec) {
        unumf_formatDecimal(formatter->c.getAlias(), decimal, length, result, &ec);
      },
      output, status);
}

void mf_number_format_double_with_unit(const MFNumberFormatter *formatter, double value,
                                       MFOutput *output, char *unit, int32_t unitCapacity,
                                       int32_t *status) {
  copyCString("", unit, unitCapacity);
  if (!formatter->cxx) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return;
  }
  UErrorCode ec = U_ZERO_ERROR;
  icu::number::FormattedNumber formatted = formatter->cxx->formatDouble(value, ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  icu::MeasureUnit outputUnit = formatted.getOutputUnit(ec);
  if (U_SUCCESS(ec)) copyCString(outputUnit.getIdentifier(), unit, unitCapacity);
  *status = U_ZERO_ERROR;
  readValue(formatted, output, status);
}

int32_t mf_number_rounded(const MFNumberFormatter *formatter, double value, char *buffer,
                          int32_t capacity, int32_t *status) {
  *status = U_ZERO_ERROR;
  UFormattedNumber *result = threadResult<UFormattedNumber>(status);
  if (!result) return 0;
  UErrorCode ec = U_ZERO_ERROR;
  unumf_formatDouble(formatter->c.getAlias(), value, result, &ec);
  int32_t n = unumf_resultToDecimalNumber(result, buffer, capacity, &ec);
  *status = ec;
  return n;
}

MFRangeFormatter *mf_range_formatter_open(const char *skeleton, const char *localeID,
                                          int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UnicodeString skel = fromUTF8(skeleton);
  icu::LocalUNumberRangeFormatterPointer c(unumrf_openForSkeletonWithCollapseAndIdentityFallback(
      skel.getBuffer(), skel.length(), UNUM_RANGE_COLLAPSE_AUTO,
      UNUM_IDENTITY_FALLBACK_APPROXIMATELY, localeID, nullptr, &ec));
  return newHandle<MFRangeFormatter>(ec, status, std::move(c));
}

void mf_range_formatter_close(MFRangeFormatter *formatter) { delete formatter; }

void mf_range_format_double(const MFRangeFormatter *formatter, double low, double high,
                            MFOutput *output, int32_t *identity, int32_t *status) {
  formatToOutput(
      unumrf_resultAsValue,
      [&](UFormattedNumberRange *result, UErrorCode &ec) {
        unumrf_formatDoubleRange(formatter->c.getAlias(), low, high, result, &ec);
        if (U_SUCCESS(ec)) {
          *identity = static_cast<int32_t>(unumrf_resultGetIdentityResult(result, &ec));
        }
      },
      output, status);
}

MFListFormatter *mf_list_formatter_open(const char *localeID, int32_t width, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::LocalUListFormatterPointer c(ulistfmt_openForType(
      localeID, ULISTFMT_TYPE_UNITS, static_cast<UListFormatterWidth>(width), &ec));
  return newHandle<MFListFormatter>(ec, status, std::move(c));
}

void mf_list_formatter_close(MFListFormatter *formatter) { delete formatter; }

void mf_list_format(const MFListFormatter *formatter, const char *const *items,
                    const int32_t *lengths, int32_t count, MFOutput *output, int32_t *status) {
  std::vector<UnicodeString> strings;
  strings.reserve(static_cast<size_t>(count));
  std::vector<const UChar *> pointers;
  std::vector<int32_t> sizes;
  for (int32_t i = 0; i < count; i++) {
    strings.push_back(UnicodeString::fromUTF8(icu::StringPiece(items[i], lengths[i])));
  }
  for (auto &s : strings) {
    pointers.push_back(s.getBuffer());
    sizes.push_back(s.length());
  }
  formatToOutput(
      ulistfmt_resultAsValue,
      [&](UFormattedList *result, UErrorCode &ec) {
        ulistfmt_formatStringsToResult(formatter->c.getAlias(), pointers.data(), sizes.data(),
                                       count, result, &ec);
      },
      output, status);
}

}  // extern "C"

#endif  // U_ICU_VERSION_MAJOR_NUM >= 69
