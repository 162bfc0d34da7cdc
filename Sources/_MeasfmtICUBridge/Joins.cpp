// Runs joined from pieces already tagged (joinRuns) and a unit replaced (replaceUnit): the
// run engine's way of making the runs of texts measfmt puts together (Runs.cpp says the
// whole of it).
#include "BridgeInternals.h"

#include <memory>

namespace measfmt_bridge {

void joinRuns(const MFPiece *pieces, int32_t count, MFRunOutput *output, int32_t *status) {
  // Room: every piece's bytes, and its runs (at most one per byte of a piece without).
  int32_t needed = 0;
  int32_t runsNeeded = 0;
  for (int32_t k = 0; k < count; k++) {
    const MFPiece &piece = pieces[k];
    int32_t length = piece.end > piece.start ? piece.end - piece.start : 0;
    needed += length;
    runsNeeded += piece.runs != nullptr ? piece.runCount : length;
  }
  output->textLength = needed;
  output->runCount = runsNeeded;
  if (needed > output->textCapacity || runsNeeded > output->runCapacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return;
  }
  auto *text = reinterpret_cast<uint8_t *>(output->text);
  int32_t length = 0;
  int32_t kept = 0;
  for (int32_t k = 0; k < count; k++) {
    const MFPiece &piece = pieces[k];
    if (piece.end <= piece.start) continue;
    const int32_t n = piece.end - piece.start;
    const auto *bytes = reinterpret_cast<const uint8_t *>(piece.text) + piece.start;
    std::memcpy(text + length, bytes, static_cast<size_t>(n));
    if (piece.runs != nullptr) {
      for (int32_t i = 0; i < piece.runCount; i++) {
        MFRun run = piece.runs[i];
        int32_t start = run.start > piece.start ? run.start : piece.start;
        int32_t end = run.end < piece.end ? run.end : piece.end;
        if (start >= end) continue;  // empty, or outside the piece
        run.start = start - piece.start + length;
        run.end = end - piece.start + length;
        if (piece.source != MF_TAG_NONE) run.source = piece.source;
        if (piece.component != MF_TAG_NONE) run.component = piece.component;
        output->runs[kept++] = run;
      }
    } else if (piece.part != MF_TAG_NONE) {
      // One run of the part given over the whole piece.
      MFRun &run = output->runs[kept++];
      run.start = length;
      run.end = length + n;
      run.part = piece.part;
      run.numberPart = piece.numberPart;
      run.source = piece.source;
      run.component = piece.component;
    } else {
      // Text no field covers, character by character, as painting classifies it.
      int32_t painted = paintRuns(reinterpret_cast<const char *>(bytes), n, nullptr, 0,
                                  RunTagging{}, output->runs + kept);
      if (painted < 0) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return;
      }
      for (int32_t i = kept; i < kept + painted; i++) {
        MFRun &run = output->runs[i];
        run.start += length;
        run.end += length;
        if (run.part == MF_PART_LITERAL && piece.numberPart != MF_TAG_NONE) {
          run.part = MF_PART_VALUE;
          run.numberPart = piece.numberPart;
        }
        run.source = piece.source;
        run.component = piece.component;
      }
      kept += painted;
    }
    length += n;
  }
  output->textLength = length;
  output->runCount = kept;
}

void replaceUnit(MFRunOutput *output, const char *symbol, int32_t symbolLength,
                 int32_t *status) {
  const int32_t n = output->textLength;
  const int32_t count = output->runCount;
  MFRun *runs = output->runs;
  int32_t needed = 0;
  bool hasUnit = false;
  for (int32_t i = 0; i < count; i++) {
    if (runs[i].part != MF_PART_UNIT) {
      needed += runs[i].end - runs[i].start;
    } else if (!hasUnit) {
      needed += symbolLength;
      hasUnit = true;
    }
  }
  if (!hasUnit) needed += 1 + symbolLength;
  // Room for the text, and for the two runs a text without a unit run gains.
  if (needed > output->textCapacity || count + 2 > output->runCapacity) {
    output->textLength = needed;
    output->runCount = count + 2;
    *status = U_BUFFER_OVERFLOW_ERROR;
    return;
  }
  char stackCopy[256];
  std::unique_ptr<char[]> heapCopy;
  char *original = stackCopy;
  if (n > 256) {
    heapCopy.reset(new (std::nothrow) char[n]);
    if (!heapCopy) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return;
    }
    original = heapCopy.get();
  }
  std::memcpy(original, output->text, static_cast<size_t>(n));
  char *text = output->text;
  int32_t length = 0;
  int32_t kept = 0;
  bool unitDone = false;
  for (int32_t i = 0; i < count; i++) {
    MFRun run = runs[i];
    int32_t start = length;
    if (run.part == MF_PART_UNIT) {
      if (unitDone) continue;
      unitDone = true;
      if (symbolLength > 0) std::memcpy(text + length, symbol, static_cast<size_t>(symbolLength));
      length += symbolLength;
    } else {
      std::memcpy(text + length, original + run.start, static_cast<size_t>(run.end - run.start));
      length += run.end - run.start;
    }
    if (length == start) continue;  // an empty symbol: no run
    run.start = start;
    run.end = length;
    runs[kept++] = run;
  }
  if (!unitDone) {
    text[length] = ' ';
    runs[kept++] =
        MFRun{length, length + 1, MF_PART_WHITESPACE, MF_TAG_NONE, MF_TAG_NONE, MF_TAG_NONE};
    length += 1;
    if (symbolLength > 0) {
      std::memcpy(text + length, symbol, static_cast<size_t>(symbolLength));
      runs[kept++] = MFRun{length,      length + symbolLength, MF_PART_UNIT,
                           MF_TAG_NONE, MF_TAG_NONE,           MF_TAG_NONE};
      length += symbolLength;
    }
  }
  output->textLength = length;
  output->runCount = kept;
}

}  // namespace measfmt_bridge

using namespace measfmt_bridge;

extern "C" void mf_join_runs(const MFPiece *pieces, int32_t count, const char *unitSymbol,
                             int32_t unitSymbolLength, MFRunOutput *output, int32_t *status) {
  *status = U_ZERO_ERROR;
  joinRuns(pieces, count, output, status);
  if (unitSymbol != nullptr && U_SUCCESS(static_cast<UErrorCode>(*status))) {
    replaceUnit(output, unitSymbol, unitSymbolLength, status);
  }
}
