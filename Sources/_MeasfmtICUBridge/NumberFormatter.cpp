// The number formatter (unumf_* / LocalizedNumberFormatter).
#include "BridgeInternals.h"

#include <unicode/locid.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>

#include <memory>
#include <string>
#include <vector>

using namespace measfmt_bridge;

struct MFNumberFormatter {
  icu::LocalUNumberFormatterPointer c;
  // Only for usage formats (the C API cannot report the output unit in ICU 72) and
  // inflected ones (the C API has no grammatical case).
  std::unique_ptr<icu::number::LocalizedNumberFormatter> cxx;
  // What its skeleton asks of the digits, and its locale: for writing known shapes.
  DigitPlan plan;
  std::string localeID;
  // The runs of the texts it has formatted, by shape (mf_number_format_runs).
  LayoutCache layouts;
  // Whether units are written in a grammatical case: every text then comes from `cxx`
  // (`c` still rounds, which the case does not change), never from the digit writer.
  bool inflected = false;
  // The texts of its shapes with the places of their digits (Digits.cpp).
  DigitWriterSlot digits;

  DigitWriter *writer() {
    return inflected ? nullptr : digits.get(plan, c.getAlias(), localeID.c_str());
  }
};

namespace {

// ICU's text and runs of a value (the kept layouts', else painted from its fields).
void formatWithICU(MFNumberFormatter *formatter, double value, bool percentIsUnit,
                   MFRunOutput *output, int32_t *status) {
  UFormattedNumber *result = threadResult<UFormattedNumber>(status);
  if (result == nullptr) return;
  UErrorCode ec = U_ZERO_ERROR;
  unumf_formatDouble(formatter->c.getAlias(), value, result, &ec);
  const UFormattedValue *formatted = unumf_resultAsValue(result, &ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  numberRuns(formatted, percentIsUnit, formatter->layouts, output, status);
}

#if MEASFMT_TEST_HOOKS
// The test hook: a text written without ICU is formatted by ICU too (its runs painted
// from the fields) and the two compared; ICU's is the one returned.
void verifyWritten(MFNumberFormatter *formatter, double value, bool percentIsUnit,
                   bool textOnly, MFRunOutput *output) {
  if (!verifyingKeptLayouts()) return;
  std::vector<char> text(1024);
  std::vector<MFRun> runs(256);
  MFRunOutput icu{text.data(), 1024, 0, runs.data(), 256, 0};
  int32_t status = U_ZERO_ERROR;
  formatWithICU(formatter, value, percentIsUnit, &icu, &status);
  if (U_FAILURE(static_cast<UErrorCode>(status))) return;
  bool agreed = icu.textLength == output->textLength &&
                std::memcmp(icu.text, output->text, static_cast<size_t>(icu.textLength)) == 0 &&
                (textOnly || (icu.runCount == output->runCount &&
                              std::memcmp(icu.runs, output->runs,
                                          sizeof(MFRun) * static_cast<size_t>(icu.runCount)) == 0));
  countWrittenVerified(agreed);
  if (!agreed && icu.textLength <= output->textCapacity &&
      (textOnly || icu.runCount <= output->runCapacity)) {
    std::memcpy(output->text, icu.text, static_cast<size_t>(icu.textLength));
    output->textLength = icu.textLength;
    if (!textOnly) {
      std::memcpy(output->runs, icu.runs, sizeof(MFRun) * static_cast<size_t>(icu.runCount));
      output->runCount = icu.runCount;
    }
  }
}
#else
inline void verifyWritten(MFNumberFormatter *, double, bool, bool, MFRunOutput *) {}
#endif

}  // namespace

extern "C" {

MFNumberFormatter *mf_number_formatter_open(const char *skeleton, const char *localeID,
                                            int32_t wantsOutputUnit,
                                            const char *grammaticalCase, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::UnicodeString skel = fromUTF8(skeleton);
  icu::LocalUNumberFormatterPointer c(
      unumf_openForSkeletonAndLocale(skel.getBuffer(), skel.length(), localeID, &ec));
  std::unique_ptr<icu::number::LocalizedNumberFormatter> cxx;
  bool inflected = grammaticalCase[0] != 0;
  if (U_SUCCESS(ec) && (wantsOutputUnit || inflected)) {
    icu::number::LocalizedNumberFormatter lnf =
        icu::number::NumberFormatter::forSkeleton(skel, ec).locale(icu::Locale(localeID));
    // CLDR's case names, every one ICU's data has (Finnish illative too; the typed
    // DisplayOptions of ICU 72 name fewer): ICU's unitDisplayCase, in ICU 69 and newer.
    if (inflected) lnf = std::move(lnf).unitDisplayCase(grammaticalCase);
    if (U_SUCCESS(ec)) {
      // ICU's objects have their own operator new, which returns null rather than throw.
      cxx.reset(new icu::number::LocalizedNumberFormatter(std::move(lnf)));
      if (!cxx) ec = U_MEMORY_ALLOCATION_ERROR;
    }
  }
  MFNumberFormatter *handle =
      newHandle<MFNumberFormatter>(ec, status, std::move(c), std::move(cxx),
                                   DigitPlan::read(skeleton), std::string(localeID));
  if (handle != nullptr) handle->inflected = inflected;
  return handle;
}

void mf_number_formatter_close(MFNumberFormatter *formatter) { delete formatter; }

// The result holders are per thread (see threadResult); an opened UNumberFormatter is
// immutable and safe to share, and its kept layouts follow the publication rules
// (Layouts.cpp).

void mf_number_format_double(MFNumberFormatter *formatter, double value, MFOutput *output,
                             int32_t *status) {
  if (formatter->inflected) {
    UErrorCode ec = U_ZERO_ERROR;
    icu::number::FormattedNumber formatted = formatter->cxx->formatDouble(value, ec);
    if (U_FAILURE(ec)) {
      *status = ec;
      return;
    }
    *status = U_ZERO_ERROR;
    readValue(formatted, output, status);
    return;
  }
  if (output->spanCapacity < 0) {
    // The text only: a known shape is written without ICU; the first text of a shape is
    // formatted with its runs, which the writer keeps.
    DigitWriter *writer = formatter->writer();
    DigitWriter::Shown shown;
    bool shaped = writer != nullptr && writer->shape(value, false, &shown);
    if (shaped) {
      MFRunOutput text{output->text, output->textCapacity, 0, nullptr, 0, 0};
      *status = U_ZERO_ERROR;
      output->spanCount = 0;
      if (writer->write(shown, &text, true)) {
        verifyWritten(formatter, value, false, true, &text);
        output->textLength = text.textLength;
        return;
      }
    }
    // A shape not kept yet: formatted with its runs for the writer to keep, while it can.
    if (shaped && writer->canLearn()) {
      char buffer[256];
      MFRun runs[32];
      MFRunOutput made{buffer, sizeof buffer, 0, runs, 32, 0};
      int32_t madeStatus = U_ZERO_ERROR;
      formatWithICU(formatter, value, false, &made, &madeStatus);
      if (U_SUCCESS(static_cast<UErrorCode>(madeStatus))) {
        writer->learn(shown, &made);
        output->textLength = made.textLength;
        if (made.textLength > output->textCapacity) {
          *status = U_BUFFER_OVERFLOW_ERROR;
        } else {
          std::memcpy(output->text, made.text, static_cast<size_t>(made.textLength));
        }
        return;
      }
    }
  }
  formatToOutput(
      unumf_resultAsValue,
      [&](UFormattedNumber *result, UErrorCode &ec) {
        unumf_formatDouble(formatter->c.getAlias(), value, result, &ec);
      },
      output, status, true);
}

void mf_number_format_runs(MFNumberFormatter *formatter, double value,
                           int32_t percentIsUnit, const char *unitSymbol,
                           int32_t unitSymbolLength, MFRunOutput *output, int32_t *status) {
  *status = U_ZERO_ERROR;
  if (formatter->inflected) {
    // ICU's C++ result, painted (a case's texts keep no layouts: they are few).
    UErrorCode ec = U_ZERO_ERROR;
    icu::number::FormattedNumber formatted = formatter->cxx->formatDouble(value, ec);
    if (U_FAILURE(ec)) {
      *status = ec;
      return;
    }
    paintedRuns(formatted, RunTagging{percentIsUnit != 0, false}, output, status);
    if (unitSymbol != nullptr && U_SUCCESS(static_cast<UErrorCode>(*status))) {
      replaceUnit(output, unitSymbol, unitSymbolLength, status);
    }
    return;
  }
  // A known shape is written without ICU (Digits.cpp); the first text of a shape is ICU's,
  // and kept.
  DigitWriter *writer = formatter->writer();
  DigitWriter::Shown shown;
  bool shaped = writer != nullptr && writer->shape(value, percentIsUnit != 0, &shown);
  if (shaped && writer->write(shown, output, false)) {
    verifyWritten(formatter, value, percentIsUnit != 0, false, output);
  } else {
    formatWithICU(formatter, value, percentIsUnit != 0, output, status);
    if (shaped && U_SUCCESS(static_cast<UErrorCode>(*status))) writer->learn(shown, output);
  }
  if (unitSymbol != nullptr && U_SUCCESS(static_cast<UErrorCode>(*status))) {
    replaceUnit(output, unitSymbol, unitSymbolLength, status);
  }
}

void mf_number_format_decimal_runs(MFNumberFormatter *formatter, const char *decimal,
                                   int32_t length, int32_t percentIsUnit, MFRunOutput *output,
                                   int32_t *status) {
  *status = U_ZERO_ERROR;
  if (formatter->inflected) {
    UErrorCode ec = U_ZERO_ERROR;
    icu::number::FormattedNumber formatted =
        formatter->cxx->formatDecimal(icu::StringPiece(decimal, length), ec);
    if (U_FAILURE(ec)) {
      *status = ec;
      return;
    }
    paintedRuns(formatted, RunTagging{percentIsUnit != 0, false}, output, status);
    return;
  }
  UFormattedNumber *result = threadResult<UFormattedNumber>(status);
  if (result == nullptr) return;
  UErrorCode ec = U_ZERO_ERROR;
  unumf_formatDecimal(formatter->c.getAlias(), decimal, length, result, &ec);
  const UFormattedValue *formatted = unumf_resultAsValue(result, &ec);
  if (U_FAILURE(ec)) {
    *status = ec;
    return;
  }
  numberRuns(formatted, percentIsUnit != 0, formatter->layouts, output, status);
}

void mf_number_format_usage_runs(const MFNumberFormatter *formatter, double value,
                                 MFRunOutput *output, char *unit, int32_t unitCapacity,
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
  bool percentIsUnit = false;
  if (U_SUCCESS(ec)) {
    const char *id = outputUnit.getIdentifier();
    copyCString(id, unit, unitCapacity);
    percentIsUnit = std::strcmp(id, "percent") == 0 || std::strcmp(id, "permille") == 0;
  }
  *status = U_ZERO_ERROR;
  paintedRuns(formatted, RunTagging{percentIsUnit, false}, output, status);
}

int32_t mf_number_formatter_kept_layouts(const MFNumberFormatter *formatter) {
  return formatter->layouts.count();
}

int32_t mf_number_formatter_written_shapes(MFNumberFormatter *formatter) {
  return formatter->digits.count();
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

}  // extern "C"
