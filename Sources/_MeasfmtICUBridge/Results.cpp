// ICU's results read into caller-owned buffers: the per-thread result objects, and a
// formatted value's text (UTF-16 → UTF-8) and fields (UTF-16 → UTF-8 offsets).
#include "BridgeInternals.h"

#include <unicode/unum.h>

#include <pthread.h>

#include <memory>

namespace measfmt_bridge {
namespace {

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
    char *__restrict out = output->text;
    int32_t *__restrict map = this->map;
    const int32_t capacity = output->textCapacity;
    int32_t o = 0;
    int32_t i = 0;
    while (i < length) {
      // ASCII, most of every formatted text (digits, separators, Latin units): a short
      // loop while it fits.
      while (i < length && o < capacity && s[i] < 0x80) {
        map[i] = o;
        out[o] = static_cast<char>(s[i]);
        i += 1;
        o += 1;
      }
      if (i >= length) break;
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
  // A number's result has fields of the number category only: the position is
  // constrained to it, and the category is not asked for each field.
  bool numberFieldsOnly;
  UConstrainedFieldPosition *position = nullptr;

  const UChar *text(int32_t *length, UErrorCode &ec) {
    return ufmtval_getString(value, length, &ec);
  }
  bool startFields(int32_t *status, UErrorCode &ec) {
    position = threadResult<UConstrainedFieldPosition>(status);
    if (position == nullptr) return false;
    ucfpos_reset(position, &ec);
    if (numberFieldsOnly) ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, &ec);
    return true;
  }
  bool nextField(UErrorCode &ec) { return ufmtval_nextPosition(value, position, &ec); }
  int32_t category(UErrorCode &ec) {
    return numberFieldsOnly ? UFIELD_CATEGORY_NUMBER : ucfpos_getCategory(position, &ec);
  }
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
  if (output->spanCapacity < 0) return;  // text only
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

}  // namespace

bool transcodeText(const UChar *s, int32_t length, MFOutput *output, int32_t *status) {
  Transcoder transcoder;
  return transcoder.run(s, length, output, status);
}

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
template <>
UConstrainedFieldPosition *threadResult<UConstrainedFieldPosition>(int32_t *status) {
  return threadObject<UConstrainedFieldPosition, &ThreadObjects::position, ucfpos_open>(status);
}

void readValue(const UFormattedValue *value, MFOutput *output, int32_t *status,
               bool numberFieldsOnly) {
  CValue reader{value, numberFieldsOnly};
  readFields(reader, output, status);
}

void readValue(const icu::FormattedValue &value, MFOutput *output, int32_t *status) {
  CxxValue reader{value, {}, {}};
  readFields(reader, output, status);
}

}  // namespace measfmt_bridge
