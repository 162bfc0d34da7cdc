#include "ICUBaseline.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

struct BaselineFormatter {
  UNumberFormatter *formatter;
  UFormattedNumber *result;
  UConstrainedFieldPosition *position;
};

BaselineFormatter *baseline_open(const char *skeleton, const char *locale) {
  UErrorCode ec = U_ZERO_ERROR;
  UChar skel[512];
  int32_t length = 0;
  u_strFromUTF8(skel, 512, &length, skeleton, -1, &ec);
  if (U_FAILURE(ec)) return NULL;
  BaselineFormatter *f = calloc(1, sizeof *f);
  if (!f) return NULL;
  f->formatter = unumf_openForSkeletonAndLocale(skel, length, locale, &ec);
  f->result = unumf_openResult(&ec);
  f->position = ucfpos_open(&ec);
  if (U_FAILURE(ec)) {
    baseline_close(f);
    return NULL;
  }
  return f;
}

void baseline_close(BaselineFormatter *f) {
  if (!f) return;
  if (f->formatter) unumf_close(f->formatter);
  if (f->result) unumf_closeResult(f->result);
  if (f->position) ucfpos_close(f->position);
  free(f);
}

int32_t baseline_format(BaselineFormatter *f, double value, char *utf8, int32_t capacity,
                        int32_t *fields) {
  UErrorCode ec = U_ZERO_ERROR;
  unumf_formatDouble(f->formatter, value, f->result, &ec);
  const UFormattedValue *v = unumf_resultAsValue(f->result, &ec);
  int32_t length = 0;
  const UChar *s = ufmtval_getString(v, &length, &ec);
  ucfpos_reset(f->position, &ec);
  int32_t count = 0;
  int32_t sum = 0;
  while (ufmtval_nextPosition(v, f->position, &ec)) {
    int32_t begin = 0, end = 0;
    ucfpos_getIndexes(f->position, &begin, &end, &ec);
    sum += ucfpos_getField(f->position, &ec) + begin + end;
    count++;
  }
  *fields = count + (sum & 0);
  int32_t out = 0;
  u_strToUTF8(utf8, capacity, &out, s, length, &ec);
  return U_FAILURE(ec) ? -1 : out;
}

int32_t baseline_format_uncached(const char *skeleton, const char *locale, double value,
                                 char *utf8, int32_t capacity, int32_t *fields) {
  BaselineFormatter *f = baseline_open(skeleton, locale);
  if (!f) return -1;
  int32_t n = baseline_format(f, value, utf8, capacity, fields);
  baseline_close(f);
  return n;
}
