// measfmt-icu-probe: plain ICU, with none of measfmt's repairs, for the tests that show
// per ICU version whether a repair is still needed (Tests/MeasurementFormattingTests/
// ICUWorkaroundTests.swift). Test-only; never installed.
//
//   measfmt-icu-probe format SKELETON LOCALE VALUE
//   measfmt-icu-probe range SKELETON LOCALE LOW HIGH [COLLAPSE [IDENTITY]]
//   measfmt-icu-probe numeric < LINES
//   measfmt-icu-probe batch < LINES
//
// COLLAPSE is auto (the default), none, unit or all; IDENTITY (what a range whose ends
// read the same becomes) approximately (the default), approximately-or-single-value,
// single-value or range.
//
// batch reads lines of the arguments of format or range, tab-separated ("format<TAB>
// unit/meter<TAB>en<TAB>5"), and "name<TAB>UNIT<TAB>LOCALE<TAB>WIDTH" (a unit's display
// name; WIDTH 0 wide, 1 short, 2 narrow) and "case<TAB>SKELETON<TAB>LOCALE<TAB>VALUE<TAB>
// CASE" (units in a grammatical case), and writes one line for each: the formatted
// string, or "!" and what ended it ("!SIGABRT", "!U_ILLEGAL_ARGUMENT_ERROR"). A range of
// a mixed unit or of person heights runs in a child process (ICU aborts on some).
//
// numeric reads lines "LOCALE<TAB>HOURS<TAB>MINUTES<TAB>SECONDS" (a field "_" left out)
// and writes for each the duration as ICU's MeasureFormat writes it at its numeric width
// ("1:30:00"), one line each (ICU's error name instead, after "!").
//
// format and range print the formatted string on the first line, then one line per field: its name and
// its text, tab-separated ("integer\t5", "unit\tkm"), or where it lies when ICU reports
// a position past its text ("unit\t(past the text: 12..20 of 15)"). Exit 1 with the ICU error name on
// stderr when ICU reports an error; a crash inside ICU ends the process by its signal.
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/numberformatter.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/ustring.h>

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string utf8(const UChar *text, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t needed = 0;
  u_strToUTF8(nullptr, 0, &needed, text, length, &status);
  std::string out(static_cast<size_t>(needed), '\0');
  status = U_ZERO_ERROR;
  u_strToUTF8(out.data(), needed, nullptr, text, length, &status);
  return out;
}

const char *fieldName(int32_t category, int32_t field) {
  if (category == UFIELD_CATEGORY_NUMBER_RANGE_SPAN) return field == 0 ? "start" : "end";
  if (category != UFIELD_CATEGORY_NUMBER) return "other";
  switch (field) {
    case UNUM_INTEGER_FIELD: return "integer";
    case UNUM_FRACTION_FIELD: return "fraction";
    case UNUM_DECIMAL_SEPARATOR_FIELD: return "decimal";
    case UNUM_GROUPING_SEPARATOR_FIELD: return "group";
    case UNUM_SIGN_FIELD: return "sign";
    case UNUM_MEASURE_UNIT_FIELD: return "unit";
    default: return "other";
  }
}

int print(const UFormattedValue *value, UErrorCode &status) {
  int32_t length = 0;
  const UChar *text = ufmtval_getString(value, &length, &status);
  if (U_FAILURE(status)) return 0;
  std::printf("%s\n", utf8(text, length).c_str());
  UConstrainedFieldPosition *position = ucfpos_open(&status);
  while (U_SUCCESS(status) && ufmtval_nextPosition(value, position, &status)) {
    int32_t begin = 0, end = 0;
    ucfpos_getIndexes(position, &begin, &end, &status);
    const char *name =
        fieldName(ucfpos_getCategory(position, &status), ucfpos_getField(position, &status));
    if (begin < 0 || end > length || begin > end) {
      std::printf("%s\t(past the text: %d..%d of %d)\n", name, begin, end, length);
    } else {
      std::printf("%s\t%s\n", name, utf8(text + begin, end - begin).c_str());
    }
  }
  ucfpos_close(position);
  return 0;
}

int fail(const char *what, UErrorCode status) {
  std::fprintf(stderr, "%s: %s\n", what, u_errorName(status));
  return 1;
}

// ICU objects closed on every path (LeakSanitizer runs this probe too).
template <typename T, void (*Close)(T *)>
struct Closer {
  void operator()(T *object) const {
    if (object) Close(object);
  }
};
using NumberFormatter = std::unique_ptr<UNumberFormatter, Closer<UNumberFormatter, unumf_close>>;
using NumberResult = std::unique_ptr<UFormattedNumber, Closer<UFormattedNumber, unumf_closeResult>>;
using RangeFormatter =
    std::unique_ptr<UNumberRangeFormatter, Closer<UNumberRangeFormatter, unumrf_close>>;
using RangeResult =
    std::unique_ptr<UFormattedNumberRange, Closer<UFormattedNumberRange, unumrf_closeResult>>;

}  // namespace

// ICU's name of a collapse or identity fallback, as the options are spelled; -1 if none.
int named(const char *name, const char *const *names, int count) {
  for (int i = 0; i < count; i++) {
    if (std::strcmp(name, names[i]) == 0) return i;
  }
  return -1;
}

// ICU's MeasureFormat at its numeric width, for each line of standard input.
int numeric() {
  std::string line;
  static const char *const ids[] = {"hour", "minute", "second"};
  while (std::getline(std::cin, line)) {
    std::vector<std::string> fields;
    std::stringstream stream(line);
    std::string field;
    while (std::getline(stream, field, '\t')) fields.push_back(field);
    if (fields.size() != 4) {
      std::printf("!bad line\n");
      continue;
    }
    UErrorCode status = U_ZERO_ERROR;
    icu::MeasureFormat format(icu::Locale(fields[0].c_str()), UMEASFMT_WIDTH_NUMERIC, status);
    std::vector<icu::Measure> measures;
    for (int i = 0; i < 3 && U_SUCCESS(status); i++) {
      if (fields[1 + i] == "_") continue;
      icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(ids[i], status);
      measures.emplace_back(icu::Formattable(std::strtod(fields[1 + i].c_str(), nullptr)),
                            unit.clone(), status);
    }
    icu::UnicodeString text;
    icu::FieldPosition position(icu::FieldPosition::DONT_CARE);
    if (U_SUCCESS(status)) {
      format.formatMeasures(measures.data(), static_cast<int32_t>(measures.size()), text,
                            position, status);
    }
    if (U_FAILURE(status)) {
      std::printf("!%s\n", u_errorName(status));
      continue;
    }
    std::string out;
    text.toUTF8String(out);
    std::printf("%s\n", out.c_str());
  }
  return 0;
}

int once(int argc, char **argv);

// A format's text, or "!" and ICU's error name.
std::string formatText(const std::string &skeletonText, const char *locale, double value) {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString skeleton = icu::UnicodeString::fromUTF8(skeletonText);
  NumberFormatter formatter(
      unumf_openForSkeletonAndLocale(skeleton.getBuffer(), skeleton.length(), locale, &status));
  NumberResult result(unumf_openResult(&status));
  unumf_formatDouble(formatter.get(), value, result.get(), &status);
  int32_t length = 0;
  const UChar *text = U_SUCCESS(status)
                          ? ufmtval_getString(unumf_resultAsValue(result.get(), &status), &length,
                                              &status)
                          : nullptr;
  if (U_FAILURE(status)) return std::string("!") + u_errorName(status);
  return utf8(text, length);
}

// A range's text, or "!" and ICU's error name.
std::string rangeText(const std::string &skeletonText, const char *locale, double low,
                      double high, int collapse, int identity) {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString skeleton = icu::UnicodeString::fromUTF8(skeletonText);
  UParseError parseError;
  RangeFormatter formatter(unumrf_openForSkeletonWithCollapseAndIdentityFallback(
      skeleton.getBuffer(), skeleton.length(), static_cast<UNumberRangeCollapse>(collapse),
      static_cast<UNumberRangeIdentityFallback>(identity), locale, &parseError, &status));
  RangeResult result(unumrf_openResult(&status));
  unumrf_formatDoubleRange(formatter.get(), low, high, result.get(), &status);
  int32_t length = 0;
  const UChar *text = U_SUCCESS(status)
                          ? ufmtval_getString(unumrf_resultAsValue(result.get(), &status),
                                              &length, &status)
                          : nullptr;
  if (U_FAILURE(status)) return std::string("!") + u_errorName(status);
  return utf8(text, length);
}

// A unit's display name (MeasureFormat::getUnitDisplayName) at a width: 0 wide, 1 short,
// 2 narrow; "!" and ICU's error name when it has none.
std::string nameText(const char *unitID, const char *locale, int width) {
  UErrorCode status = U_ZERO_ERROR;
  icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(unitID, status);
  icu::MeasureFormat format(icu::Locale(locale), static_cast<UMeasureFormatWidth>(width), status);
  icu::UnicodeString name = U_SUCCESS(status) ? format.getUnitDisplayName(unit, status)
                                              : icu::UnicodeString();
  if (U_FAILURE(status)) return std::string("!") + u_errorName(status);
  std::string text;
  name.toUTF8String(text);
  return text;
}

// A format with units in a grammatical case (ICU's C++ formatter, unitDisplayCase).
std::string caseText(const std::string &skeleton, const char *locale, double value,
                     const char *grammaticalCase) {
  UErrorCode status = U_ZERO_ERROR;
  icu::number::FormattedNumber formatted =
      icu::number::NumberFormatter::forSkeleton(icu::UnicodeString::fromUTF8(skeleton), status)
          .unitDisplayCase(grammaticalCase)
          .locale(icu::Locale(locale))
          .formatDouble(value, status);
  icu::UnicodeString text = formatted.toString(status);
  if (U_FAILURE(status)) return std::string("!") + u_errorName(status);
  std::string out;
  text.toUTF8String(out);
  return out;
}

// Each line's format or range, in this process; a range of a mixed unit or of person
// heights, on which ICU aborts, in a child process. Its text, or why it ended.
int batch() {
  std::string line;
  while (std::getline(std::cin, line)) {
    std::vector<std::string> fields{"measfmt-icu-probe"};
    std::stringstream stream(line);
    std::string field;
    while (std::getline(stream, field, '\t')) fields.push_back(field);
    if (fields.size() == 5 && fields[1] == "format") {
      std::printf("%s\n",
                  formatText(fields[2], fields[3].c_str(), std::strtod(fields[4].c_str(), nullptr))
                      .c_str());
      continue;
    }
    if (fields.size() == 5 && fields[1] == "name") {
      std::printf("%s\n", nameText(fields[2].c_str(), fields[3].c_str(),
                                   std::atoi(fields[4].c_str()))
                              .c_str());
      continue;
    }
    if (fields.size() == 6 && fields[1] == "case") {
      std::printf("%s\n", caseText(fields[2], fields[3].c_str(),
                                   std::strtod(fields[4].c_str(), nullptr), fields[5].c_str())
                              .c_str());
      continue;
    }
    static const char *const collapses[] = {"auto", "none", "unit", "all"};
    static const char *const identities[] = {"single-value", "approximately-or-single-value",
                                             "approximately", "range"};
    if (fields.size() == 8 && fields[1] == "range" &&
        fields[2].find("-and-") == std::string::npos &&
        fields[2].find("person-height") == std::string::npos) {
      int collapse = named(fields[6].c_str(), collapses, 4);
      int identity = named(fields[7].c_str(), identities, 4);
      std::printf("%s\n", collapse < 0 || identity < 0
                              ? "!bad line"
                              : rangeText(fields[2], fields[3].c_str(),
                                          std::strtod(fields[4].c_str(), nullptr),
                                          std::strtod(fields[5].c_str(), nullptr), collapse,
                                          identity)
                                    .c_str());
      continue;
    }
    int output[2];
    int errors[2];
    if (pipe(output) != 0 || pipe(errors) != 0) return 1;
    std::fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
      // ICU's abort ends the child, and nothing else: not the Swift runtime's backtracer,
      // which a crashed process starts with the child's pipes open (under
      // AddressSanitizer it outlived the child, holding them, and the parent waited for
      // their end for good), nor a sanitizer's report.
      for (int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP}) {
        std::signal(signal, SIG_DFL);
      }
      dup2(output[1], 1);
      dup2(errors[1], 2);
      close(output[0]);
      close(errors[0]);
      std::vector<char *> argv;
      for (auto &f : fields) argv.push_back(f.data());
      argv.push_back(nullptr);
      int status = once(static_cast<int>(fields.size()), argv.data());
      std::fflush(stdout);
      std::fflush(stderr);
      _exit(status);
    }
    close(output[1]);
    close(errors[1]);
    std::string text;
    std::string message;
    char buffer[4096];
    ssize_t n;
    while ((n = read(output[0], buffer, sizeof buffer)) > 0) text.append(buffer, static_cast<size_t>(n));
    while ((n = read(errors[0], buffer, sizeof buffer)) > 0) {
      message.append(buffer, static_cast<size_t>(n));
    }
    close(output[0]);
    close(errors[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (WIFSIGNALED(status)) {
      std::printf("!%s\n", WTERMSIG(status) == SIGABRT ? "SIGABRT" : "signal");
    } else if (WEXITSTATUS(status) != 0) {
      // "format: U_ILLEGAL_ARGUMENT_ERROR" → the error's name.
      size_t colon = message.find(": ");
      std::string name = colon == std::string::npos ? message : message.substr(colon + 2);
      while (!name.empty() && name.back() == '\n') name.pop_back();
      std::printf("!%s\n", name.c_str());
    } else {
      std::printf("%s\n", text.substr(0, text.find('\n')).c_str());
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && std::strcmp(argv[1], "numeric") == 0) return numeric();
  if (argc == 2 && std::strcmp(argv[1], "batch") == 0) return batch();
  return once(argc, argv);
}

int once(int argc, char **argv) {
  bool isRange = argc >= 6 && argc <= 8 && std::strcmp(argv[1], "range") == 0;
  if (!isRange && !(argc == 5 && std::strcmp(argv[1], "format") == 0)) {
    std::fprintf(stderr,
                 "usage: measfmt-icu-probe format|range SKELETON LOCALE VALUE [HIGH [COLLAPSE "
                 "[IDENTITY]]]\n");
    return 2;
  }
  // In the order of ICU's enums (UNUM_RANGE_COLLAPSE_AUTO = 0, UNUM_IDENTITY_FALLBACK_SINGLE_VALUE = 0).
  static const char *const collapses[] = {"auto", "none", "unit", "all"};
  static const char *const identities[] = {"single-value", "approximately-or-single-value",
                                           "approximately", "range"};
  int collapse = argc >= 7 ? named(argv[6], collapses, 4) : 0;
  int identity = argc >= 8 ? named(argv[7], identities, 4) : 2;
  if (collapse < 0 || identity < 0) {
    std::fprintf(stderr, "unknown collapse or identity fallback\n");
    return 2;
  }
  UErrorCode status = U_ZERO_ERROR;
  UChar skeleton[512];
  int32_t skeletonLength = 0;
  u_strFromUTF8(skeleton, 512, &skeletonLength, argv[2], -1, &status);
  if (U_FAILURE(status)) return fail("skeleton", status);
  if (!isRange) {
    NumberFormatter formatter(
        unumf_openForSkeletonAndLocale(skeleton, skeletonLength, argv[3], &status));
    NumberResult result(unumf_openResult(&status));
    if (U_FAILURE(status)) return fail("open", status);
    unumf_formatDouble(formatter.get(), std::strtod(argv[4], nullptr), result.get(), &status);
    if (U_FAILURE(status)) return fail("format", status);
    print(unumf_resultAsValue(result.get(), &status), status);
  } else {
    UParseError parseError;
    RangeFormatter formatter(unumrf_openForSkeletonWithCollapseAndIdentityFallback(
        skeleton, skeletonLength, static_cast<UNumberRangeCollapse>(collapse),
        static_cast<UNumberRangeIdentityFallback>(identity), argv[3], &parseError, &status));
    RangeResult result(unumrf_openResult(&status));
    if (U_FAILURE(status)) return fail("open", status);
    unumrf_formatDoubleRange(formatter.get(), std::strtod(argv[4], nullptr),
                             std::strtod(argv[5], nullptr), result.get(), &status);
    if (U_FAILURE(status)) return fail("format", status);
    print(unumrf_resultAsValue(result.get(), &status), status);
  }
  return U_FAILURE(status) ? fail("fields", status) : 0;
}
