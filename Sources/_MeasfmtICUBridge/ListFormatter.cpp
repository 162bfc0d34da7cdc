// The list formatter (ulistfmt_*, type units).
#include "BridgeInternals.h"

#include <algorithm>
#include <vector>

using namespace measfmt_bridge;

struct MFListFormatter {
  icu::LocalUListFormatterPointer c;
};

extern "C" {

MFListFormatter *mf_list_formatter_open(const char *localeID, int32_t width, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::LocalUListFormatterPointer c(ulistfmt_openForType(
      localeID, ULISTFMT_TYPE_UNITS, static_cast<UListFormatterWidth>(width), &ec));
  return newHandle<MFListFormatter>(ec, status, std::move(c));
}

void mf_list_formatter_close(MFListFormatter *formatter) { delete formatter; }

void mf_list_format(const MFListFormatter *formatter, const char *const *items,
                    const int32_t *lengths, int32_t count, MFOutput *output, int32_t *status) {
  std::vector<icu::UnicodeString> strings;
  strings.reserve(static_cast<size_t>(count));
  std::vector<const UChar *> pointers;
  std::vector<int32_t> sizes;
  for (int32_t i = 0; i < count; i++) {
    strings.push_back(icu::UnicodeString::fromUTF8(icu::StringPiece(items[i], lengths[i])));
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

void mf_list_format_runs(const MFListFormatter *formatter, const MFPiece *pieces, int32_t count,
                         MFRunOutput *output, int32_t *status) {
  *status = U_ZERO_ERROR;
  std::vector<icu::UnicodeString> strings;
  strings.reserve(static_cast<size_t>(count));
  std::vector<const UChar *> pointers;
  std::vector<int32_t> sizes;
  for (int32_t i = 0; i < count; i++) {
    const MFPiece &piece = pieces[i];
    strings.push_back(icu::UnicodeString::fromUTF8(
        icu::StringPiece(piece.text + piece.start, piece.end - piece.start)));
  }
  for (auto &s : strings) {
    pointers.push_back(s.getBuffer());
    sizes.push_back(s.length());
  }
  // ICU's list: its text and where each element is.
  std::vector<char> text(256);
  std::vector<MFSpan> spans(static_cast<size_t>(count) + 4);
  MFOutput list{};
  for (int attempt = 0; attempt < 2; attempt++) {
    list = MFOutput{text.data(), static_cast<int32_t>(text.size()), 0, spans.data(),
                    static_cast<int32_t>(spans.size()), 0};
    formatToOutput(
        ulistfmt_resultAsValue,
        [&](UFormattedList *result, UErrorCode &ec) {
          ulistfmt_formatStringsToResult(formatter->c.getAlias(), pointers.data(), sizes.data(),
                                         count, result, &ec);
        },
        &list, status);
    if (*status != U_BUFFER_OVERFLOW_ERROR) break;
    text.resize(static_cast<size_t>(list.textLength) + 1);
    spans.resize(static_cast<size_t>(list.spanCount) + 1);
  }
  if (U_FAILURE(static_cast<UErrorCode>(*status))) return;
  // The elements in text order, each its piece with its runs, the text between them
  // painted.
  std::vector<MFSpan> elements;
  for (int32_t k = 0; k < list.spanCount; k++) {
    int32_t index = list.spans[k].field - MF_SPAN_LIST_ELEMENT;
    if (index >= 0 && index < count) elements.push_back(list.spans[k]);
  }
  std::sort(elements.begin(), elements.end(),
            [](const MFSpan &a, const MFSpan &b) { return a.begin < b.begin; });
  std::vector<MFPiece> joined;
  joined.reserve(2 * elements.size() + 1);
  int32_t cursor = 0;
  const uint8_t none = MF_TAG_NONE;
  for (const MFSpan &element : elements) {
    if (element.begin < cursor) continue;  // overlapping: not ICU's way
    int32_t index = element.field - MF_SPAN_LIST_ELEMENT;
    joined.push_back(
        MFPiece{list.text, cursor, element.begin, nullptr, 0, none, none, none, none});
    MFPiece piece = pieces[index];
    piece.component = static_cast<uint8_t>(index);
    joined.push_back(piece);
    cursor = element.end;
  }
  joined.push_back(
      MFPiece{list.text, cursor, list.textLength, nullptr, 0, none, none, none, none});
  joinRuns(joined.data(), static_cast<int32_t>(joined.size()), output, status);
}

}  // extern "C"
