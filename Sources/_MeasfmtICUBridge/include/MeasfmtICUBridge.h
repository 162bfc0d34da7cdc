// A stable C interface to the parts of ICU that measfmt uses.
//
// This header must include no ICU header: Swift's Foundation on Linux carries its
// own private ICU as a clang module, and a second definition of ICU's types in the
// same build fails ("'UErrorCode' has different definitions in different modules").
// Everything here is plain C: opaque handles, int32_t status codes (ICU's
// UErrorCode values; failure is status > 0, warnings are negative), UTF-8 text.
//
// Private to the measfmt package: no stable API.
#ifndef MEASFMT_ICU_BRIDGE_H
#define MEASFMT_ICU_BRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#pragma clang assume_nonnull begin

/// Mirrors of ICU's UNumberFormatFields (unum.h); checked by static_assert in the
/// implementation.
enum {
  MF_FIELD_INTEGER = 0,
  MF_FIELD_FRACTION = 1,
  MF_FIELD_DECIMAL_SEPARATOR = 2,
  MF_FIELD_EXPONENT_SYMBOL = 3,
  MF_FIELD_EXPONENT_SIGN = 4,
  MF_FIELD_EXPONENT = 5,
  MF_FIELD_GROUPING_SEPARATOR = 6,
  MF_FIELD_CURRENCY = 7,
  MF_FIELD_PERCENT = 8,
  MF_FIELD_PERMILL = 9,
  MF_FIELD_SIGN = 10,
  MF_FIELD_MEASURE_UNIT = 11,
  MF_FIELD_COMPACT = 12,
  MF_FIELD_APPROXIMATELY_SIGN = 13,
  /// A span of a range format: field = MF_SPAN_RANGE + 0 (first) or + 1 (second).
  MF_SPAN_RANGE = 0x100,
  /// A list element: field = MF_SPAN_LIST_ELEMENT + index of the input string.
  MF_SPAN_LIST_ELEMENT = 0x200,
  /// ICU's U_BUFFER_OVERFLOW_ERROR: the output did not fit; sizes say what is needed.
  MF_STATUS_BUFFER_OVERFLOW = 15,
  /// ICU's U_ILLEGAL_ARGUMENT_ERROR.
  MF_STATUS_ILLEGAL_ARGUMENT = 1,
};

/// The tags of a run (`MFRun`), declared here once: what the run engine (Runs.cpp) writes
/// and every other spelling of them follows from or is checked against. Each list gives a
/// kind's codes in order (0, 1, ...) and its stable names (ECMA-402's for number parts).
/// Swift's `FormattedMeasurement.Part`, `.NumberPart` and `.RangeSource` take their names
/// from here (`mf_run_tag_name`); `RunTagTests` check their options against these codes
/// and names, and the JSON renderer's keys against the names.
#define MF_PARTS(X) \
  X(VALUE, "value") X(UNIT, "unit") X(WHITESPACE, "whitespace") X(LITERAL, "literal")
#define MF_NUMBER_PARTS(X)                                                                     \
  X(INTEGER, "integer") X(GROUP, "group") X(DECIMAL, "decimal") X(FRACTION, "fraction")       \
  X(PLUS_SIGN, "plusSign") X(MINUS_SIGN, "minusSign") X(PERCENT_SIGN, "percentSign")          \
  X(COMPACT, "compact") X(EXPONENT_SEPARATOR, "exponentSeparator")                            \
  X(EXPONENT_MINUS_SIGN, "exponentMinusSign") X(EXPONENT_INTEGER, "exponentInteger")          \
  X(NAN, "nan") X(INFINITY, "infinity") X(APPROXIMATELY_SIGN, "approximatelySign")
#define MF_SOURCES(X) X(START_RANGE, "startRange") X(END_RANGE, "endRange") X(SHARED, "shared")

#define MF_TAG_CODE(name, text) MF_PART_##name,
enum { MF_PARTS(MF_TAG_CODE) MF_PART_COUNT };
#undef MF_TAG_CODE
#define MF_TAG_CODE(name, text) MF_NUMBER_PART_##name,
enum { MF_NUMBER_PARTS(MF_TAG_CODE) MF_NUMBER_PART_COUNT };
#undef MF_TAG_CODE
#define MF_TAG_CODE(name, text) MF_SOURCE_##name,
enum { MF_SOURCES(MF_TAG_CODE) MF_SOURCE_COUNT };
#undef MF_TAG_CODE

enum {
  /// No tag: a run outside a value has no number part, outside a range no source, outside
  /// a mixed unit no component.
  MF_TAG_NONE = 0xFF,
  /// The kinds `mf_run_tag_name` knows.
  MF_TAG_KIND_PART = 0,
  MF_TAG_KIND_NUMBER_PART = 1,
  MF_TAG_KIND_SOURCE = 2,
};

/// The name of tag `code` of a kind (MF_TAG_KIND_*): "value", "minusSign", "startRange";
/// "" for a code past the kind's last.
const char *mf_run_tag_name(int32_t kind, int32_t code);

/// One field of a formatted value, in UTF-8 byte offsets of the output text.
typedef struct MFSpan {
  int32_t field;
  int32_t begin;
  int32_t end;
} MFSpan;

/// A tagged run of a formatted text, laid out as `FormattedMeasurement.Run` (UTF-8 byte
/// offsets; an MF_PART_*, an MF_NUMBER_PART_*, an MF_SOURCE_* and the component index,
/// MF_TAG_NONE for none): the bridge writes runs straight into a Swift run buffer.
typedef struct MFRun {
  int32_t start;
  int32_t end;
  uint8_t part;
  uint8_t numberPart;
  uint8_t source;
  uint8_t component;
} MFRun;

/// Caller-owned output buffers. On MF_STATUS_BUFFER_OVERFLOW, `textLength` and
/// `spanCount` hold the sizes needed; call again with buffers at least that large.
/// A negative `spanCapacity` asks for the text only: no field is read (`spans` is not
/// touched, `spanCount` is 0). Reading fields has a price of its own: ICU trims each
/// field with Unicode sets it builds on the first read in a process (millions of
/// instructions: see the README's cold start figures), and walks the fields on every call.
typedef struct MFOutput {
  char *text;
  int32_t textCapacity;
  int32_t textLength;
  MFSpan *spans;
  int32_t spanCapacity;
  int32_t spanCount;
} MFOutput;

/// Caller-owned buffers of a format that returns tagged runs. On
/// MF_STATUS_BUFFER_OVERFLOW, `textLength` and `runCount` hold the sizes needed (the
/// one that fitted, its own); call again with buffers at least that large.
typedef struct MFRunOutput {
  char *text;
  int32_t textCapacity;
  int32_t textLength;
  MFRun *runs;
  int32_t runCapacity;
  int32_t runCount;
} MFRunOutput;

/// A piece of a text to join (mf_join_runs, mf_list_format_runs): the bytes
/// text[start..<end] and the runs over them, in `text`'s offsets; or, with no runs, text
/// no field covers, each character whitespace or literal; or, with no runs and a `part`,
/// one run of that part over the whole piece (a unit's name, a number ICU did not write).
typedef struct MFPiece {
  const char *text;
  int32_t start;
  int32_t end;
  const MFRun *_Nullable runs;
  int32_t runCount;
  /// Given to every run of the piece unless MF_TAG_NONE: a range's side, a mixed unit's
  /// component index.
  uint8_t source;
  uint8_t component;
  /// For a piece without runs, the number part its literal runs take as value runs (the
  /// approximately sign of a range whose ends read the same); MF_TAG_NONE: they stay
  /// literal.
  uint8_t numberPart;
  /// For a piece without runs, MF_TAG_NONE: painted as text no field covers; an
  /// MF_PART_* code: one run of that part (and `numberPart`) over the whole piece.
  uint8_t part;
} MFPiece;

// MARK: The run engine
//
// Every formatted text's runs are made by the bridge, one way for every path: painted
// from ICU's fields (each byte takes the innermost field that covers it; text no field
// covers is whitespace or literal, character by character), taken from the runs a
// number formatter keeps by shape (mf_number_format_runs), or joined from pieces already
// tagged (mf_join_runs, mf_list_format_runs); a custom unit's symbol replaces the unit
// (mf_number_format_runs, mf_join_runs). Every call writes an MFRunOutput.

/// Joins pieces: their bytes one after the other, each piece's runs moved with them (and
/// given its source and component), a piece without runs painted as text no field
/// covers; empty runs are dropped. With a `unitSymbol` (UTF-8), the unit is then replaced
/// as mf_number_format_runs replaces it.
void mf_join_runs(const MFPiece *pieces, int32_t count, const char *_Nullable unitSymbol,
                  int32_t unitSymbolLength, MFRunOutput *output, int32_t *status);

/// ICU's version ("72.1") and the CLDR version of its data ("42.0").
void mf_icu_version(char *buffer, int32_t capacity);
void mf_cldr_version(char *buffer, int32_t capacity);
/// ICU's name for a status code ("U_ILLEGAL_ARGUMENT_ERROR"; u_errorName).
void mf_error_name(int32_t status, char *buffer, int32_t capacity);

/// Converts a BCP 47 tag to an ICU locale id (uloc_forLanguageTag). Returns the
/// length written; sets *parsedLength to how much of the tag was understood.
int32_t mf_locale_for_language_tag(const char *tag, char *buffer, int32_t capacity,
                                   int32_t *parsedLength, int32_t *status);
/// Canonicalizes an ICU/POSIX locale id (uloc_canonicalize).
int32_t mf_locale_canonicalize(const char *localeID, char *buffer, int32_t capacity,
                               int32_t *status);
/// The BCP 47 form of an ICU locale id (uloc_toLanguageTag).
int32_t mf_locale_to_language_tag(const char *localeID, char *buffer, int32_t capacity,
                                  int32_t *status);
/// The locale id with its likely script and region added (uloc_addLikelySubtags):
/// "en" → "en_Latn_US".
int32_t mf_locale_add_likely_subtags(const char *localeID, char *buffer, int32_t capacity,
                                     int32_t *status);
/// 1 when the locale's script is written right to left (uloc_isRightToLeft).
int32_t mf_locale_is_right_to_left(const char *localeID);
/// 1 when ICU has data for the locale's language (not just root).
int32_t mf_locale_has_data(const char *localeID);
/// The digit grouping of the locale's decimal format (unum_getAttribute of UNUM_DECIMAL):
/// *primary the group next to the decimal separator (3), *secondary the others' (2 in
/// India's "3,84,400"; the primary size when they are alike).
void mf_locale_decimal_grouping(const char *localeID, int32_t *primary, int32_t *secondary,
                                int32_t *status);
/// The values of a grammatical feature ("case", "gender") CLDR lists for units in the
/// locale's language and for its nouns (none where it says units take none: Arabic's
/// cases), space-separated, UTF-8, not terminated; returns the length.
int32_t mf_locale_grammatical_feature(const char *localeID, const char *feature, char *buffer,
                                      int32_t capacity, int32_t *status);
/// The number of locales ICU has data for (uloc_countAvailable).
int32_t mf_locale_available_count(void);
/// The ICU id of available locale `index` ("ar_SA"), or "" past the end (uloc_getAvailable).
void mf_locale_available_at(int32_t index, char *buffer, int32_t capacity);

/// Parses a CLDR unit identifier (MeasureUnit::forIdentifier). Writes its
/// canonical identifier; *complexity is 0 single, 1 compound, 2 mixed.
int32_t mf_unit_canonical(const char *identifier, char *buffer, int32_t capacity,
                          int32_t *complexity, int32_t *status);
/// 1 when the identifier names one of ICU's built-in units (a type and subtype of
/// MeasureUnit::getAvailable, with CLDR display data of its own: "kilometer",
/// "kilometer-per-hour"); 0 for a unit ICU composes ("kilogram-meter") or refuses.
int32_t mf_unit_is_built_in(const char *identifier);
/// A built-in unit's name without a number, in a locale, at a width: 0 wide
/// ("kilometers"), 1 short ("km"), 2 narrow (MeasureFormat::getUnitDisplayName,
/// ICU's UMeasureFormatWidth). Writes UTF-8 (not terminated) and returns its length;
/// *status is ICU's for a unit without display data (a composed one).
int32_t mf_unit_display_name(const char *localeID, const char *identifier, int32_t width,
                             char *buffer, int32_t capacity, int32_t *status);
/// CLDR's clock pattern of a duration (`durationUnits`, as ICU's MeasureFormat reads it):
/// `kind` "hm", "ms" or "hms" ("h:mm:ss"); UTF-8, not terminated; returns the length.
int32_t mf_duration_pattern(const char *localeID, const char *kind, char *buffer,
                            int32_t capacity, int32_t *status);
/// The index of the first of `candidates` whose cardinal plural category in the locale is
/// "other" (PluralRules::select), or -1 when none is.
int32_t mf_plural_other_index(const char *localeID, const double *candidates, int32_t count,
                              int32_t *status);
/// Every built-in unit (MeasureUnit::getAvailable), in ICU's order, as lines
/// "type<TAB>subtype<LF>" ("length\tkilometer\n"). Returns the length needed; writes
/// at most `capacity` bytes.
int32_t mf_units_available(char *_Nullable buffer, int32_t capacity);

/// ICU's copy of CLDR's supplemental unit data (the "units" resource: convertUnits,
/// unitConstants, unitPreferenceData, unitQuantities), flattened to lines
/// "path<TAB>value<LF>" with "/" between keys and array indexes as numbers. Returns
/// the length needed; writes at most `capacity` bytes.
int32_t mf_units_data(char *_Nullable buffer, int32_t capacity);

// MARK: Number formatter (unumf_* / LocalizedNumberFormatter)

typedef struct MFNumberFormatter MFNumberFormatter;

/// Opens a formatter for a number skeleton (UTF-8) and an ICU locale id.
/// `wantsOutputUnit` keeps a C++ formatter so that the output unit of a `usage`
/// format can be read; otherwise the faster C API is used. `grammaticalCase` (CLDR's
/// name, "dative"; "" for none) writes units in that case: every text then comes from
/// ICU's C++ formatter (ICU's unitDisplayCase).
MFNumberFormatter *_Nullable mf_number_formatter_open(const char *skeleton,
                                                      const char *localeID,
                                                      int32_t wantsOutputUnit,
                                                      const char *grammaticalCase,
                                                      int32_t *status);
void mf_number_formatter_close(MFNumberFormatter *_Nullable formatter);

/// Formats a double: UTF-8 text and its number fields (for readers of ICU's fields; the
/// run engine's calls are the *_runs ones). For the text only (a negative spanCapacity), a
/// text of a shape the formatter knows is written without ICU, as mf_number_format_runs
/// writes it (the formatter is not `const`).
void mf_number_format_double(MFNumberFormatter *formatter, double value, MFOutput *output,
                             int32_t *status);
/// Formats a double: UTF-8 text and its tagged runs (`percentIsUnit`: ICU's percent sign is
/// the unit, `percent` or `permille`, as ECMA-402 tags it for `style: "unit"`). With a
/// `unitSymbol` (UTF-8, a custom unit's), the text of the first unit run is replaced by it
/// and any later unit run dropped; without a unit run, a space and the symbol follow.
///
/// Reading ICU's fields costs about half of ICU's formatting (ICU trims each field with
/// Unicode sets), so the formatter keeps the runs of each text's shape: its UTF-16 text
/// with every decimal digit replaced by the zero of its script. A later text of the same
/// shape takes the kept runs without reading a field. Within one formatter, texts of one
/// shape have one layout: the text around the number comes from the formatter's patterns,
/// the same text for the same plural form and sign, and the number's fields follow from
/// where its digits, separators and sign are. Where a unit's text has a digit within two
/// characters of the number (zh-Hant's decades "{0}0 年", ru "{0} 10-летий"), ICU is
/// asked for its integer field too, which must be where the kept text had it. At most 32
/// shapes are kept per formatter, about 4 KB at most (a text past 64 UTF-16 units or 32
/// runs is not kept), shared by the threads that format with it by the publication rules
/// (MeasurementFormattingCore/Concurrency/Published.swift): the formatter is not `const`.
///
/// Known shapes are written without ICU (Digits.cpp): once a formatter has been used a few
/// times, and when its skeleton, numbering system and plural forms qualify, it keeps each
/// shape's text (sign, number of integer and fraction digits) with the places of its
/// digits, and writes a later value of that shape itself: its digits rounded as ICU rounds
/// them, put in those places. At most 32 shapes per formatter; every other text is ICU's.
void mf_number_format_runs(MFNumberFormatter *formatter, double value,
                           int32_t percentIsUnit, const char *_Nullable unitSymbol,
                           int32_t unitSymbolLength, MFRunOutput *output, int32_t *status);
/// Formats a decimal number given as ASCII text ("1.5e400", 1000 digits, ...): its text
/// and runs, as mf_number_format_runs makes them (the same kept shapes).
void mf_number_format_decimal_runs(MFNumberFormatter *formatter, const char *decimal,
                                   int32_t length, int32_t percentIsUnit, MFRunOutput *output,
                                   int32_t *status);
/// Formats a double through ICU's C++ API and writes the output unit identifier of a
/// `usage` format into `unit`; its runs are painted from its fields, ICU's percent sign
/// the unit when the output unit is `percent` or `permille`. Requires wantsOutputUnit at
/// open.
void mf_number_format_usage_runs(const MFNumberFormatter *formatter, double value,
                                 MFRunOutput *output, char *unit, int32_t unitCapacity,
                                 int32_t *status);

/// Formats a double and writes the rounded number ICU displays, as a decimal
/// string ("10.87", "1.2E+3") (unumf_resultToDecimalNumber). Returns its length.
int32_t mf_number_rounded(const MFNumberFormatter *formatter, double value, char *buffer,
                          int32_t capacity, int32_t *status);

// MARK: Number range formatter (unumrf_*)

typedef struct MFRangeFormatter MFRangeFormatter;

/// Opens a range formatter. collapse: ICU's UNumberRangeCollapse (0 auto, 1 none, 2 unit,
/// 3 all); identityFallback: ICU's UNumberRangeIdentityFallback (0 single value,
/// 1 approximately or single value, 2 approximately, 3 range). Others: illegal argument.
/// `grammaticalCase` as in mf_number_formatter_open ("" for none).
MFRangeFormatter *_Nullable mf_range_formatter_open(const char *skeleton,
                                                    const char *localeID, int32_t collapse,
                                                    int32_t identityFallback,
                                                    const char *grammaticalCase,
                                                    int32_t *status);
void mf_range_formatter_close(MFRangeFormatter *_Nullable formatter);
/// Formats low...high: its text and runs, each tagged with its side (MF_SOURCE_*: bytes
/// outside both sides, and every byte where both ends read the same, "~5 km", are
/// shared); `percentIsUnit` as mf_number_format_runs. *identity is ICU's
/// UNumberRangeIdentityResult (0 equal before rounding, 1 equal after rounding, 2 not
/// equal).
void mf_range_format_runs(const MFRangeFormatter *formatter, double low, double high,
                          int32_t percentIsUnit, MFRunOutput *output, int32_t *identity,
                          int32_t *status);

// MARK: Spelled-out numbers (RuleBasedNumberFormat) and units' grammatical gender

typedef struct MFSpellOutFormatter MFSpellOutFormatter;

/// Opens a spell-out formatter (URBNF_SPELLOUT) whose numbers agree with `gender` ("" for
/// none): "%spellout-cardinal-GENDER", else "%spellout-cardinal", else the default rules.
/// Safe to use from many threads (one lock per formatter).
MFSpellOutFormatter *_Nullable mf_spellout_open(const char *localeID, const char *gender,
                                                int32_t *status);
void mf_spellout_close(MFSpellOutFormatter *_Nullable formatter);
/// A number spelled out ("one hundred twenty-three"). Writes UTF-8 (not terminated) and
/// returns its length.
int32_t mf_spellout_format(MFSpellOutFormatter *formatter, double value, char *buffer,
                           int32_t capacity, int32_t *status);
/// A unit's grammatical gender in a locale ("masculine", …; ICU's noun class), "" for
/// none; UTF-8, not terminated; returns the length.
int32_t mf_unit_gender(const char *localeID, const char *identifier, char *buffer,
                       int32_t capacity, int32_t *status);

// MARK: List formatter (ulistfmt_*, type units)

typedef struct MFListFormatter MFListFormatter;

/// width: 0 wide, 1 short, 2 narrow (ICU's UListFormatterWidth).
MFListFormatter *_Nullable mf_list_formatter_open(const char *localeID, int32_t width,
                                                  int32_t *status);
void mf_list_formatter_close(MFListFormatter *_Nullable formatter);
/// Joins UTF-8 strings; spans are MF_SPAN_LIST_ELEMENT + index for each element (for
/// readers of ICU's fields).
void mf_list_format(const MFListFormatter *formatter, const char *_Nonnull const *_Nonnull items,
                    const int32_t *lengths, int32_t count, MFOutput *output,
                    int32_t *status);
/// Joins pieces (a mixed unit's components, each with its runs) in ICU's list: each
/// piece's runs given the piece's index as their component, the text between them painted
/// as text no field covers.
void mf_list_format_runs(const MFListFormatter *formatter, const MFPiece *pieces,
                         int32_t count, MFRunOutput *output, int32_t *status);

// MARK: Number parser (NumberFormat::parse) and plural categories (PluralRules)

typedef struct MFNumberParser MFNumberParser;

/// Opens a lenient decimal parser for an ICU locale id.
MFNumberParser *_Nullable mf_number_parser_open(const char *localeID, int32_t *status);
void mf_number_parser_close(MFNumberParser *_Nullable parser);
/// Parses UTF-8 text as the locale writes a number. Returns 1 when the whole text is one
/// number (its value in *value), 0 otherwise.
/// Plain numbers (ASCII digits, the locale's minus sign, grouping and decimal separators,
/// at most 15 digits) are read without ICU's parser, to the same value.
int32_t mf_number_parse(const MFNumberParser *parser, const char *text, int32_t length,
                        double *value, int32_t *status);
/// As mf_number_parse, always through ICU's parser (for tests of the plain numbers).
int32_t mf_number_parse_with_icu(const MFNumberParser *parser, const char *text,
                                 int32_t length, double *value, int32_t *status);
/// One value per plural category of the locale's cardinal rules: the first of
/// `candidates` in that category, else ICU's first sample of it. Returns how many were
/// written (at most `capacity`).
int32_t mf_plural_representatives(const char *localeID, const double *candidates,
                                  int32_t count, double *representatives, int32_t capacity,
                                  int32_t *status);

#pragma clang assume_nonnull end

#ifdef __cplusplus
}
#endif

#endif
