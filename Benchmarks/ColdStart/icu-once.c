// The floor of a formatting command's cold start: open one ICU number formatter for
// "5 km" (en, abbreviated), format once, print the text.
#include <stdio.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

int main(void) {
  UErrorCode status = U_ZERO_ERROR;
  UChar skeleton[64];
  u_uastrcpy(skeleton, "measure-unit/length-kilometer unit-width-short");
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, "en", &status);
  UFormattedNumber *result = unumf_openResult(&status);
  unumf_formatDouble(formatter, 5.0, result, &status);
  UChar text[64];
  int32_t length = unumf_resultToString(result, text, 64, &status);
  char utf8[256];
  u_strToUTF8(utf8, sizeof utf8, NULL, text, length, &status);
  if (U_FAILURE(status)) {
    fprintf(stderr, "icu-once: %s\n", u_errorName(status));
    return 1;
  }
  puts(utf8);
  unumf_closeResult(result);
  unumf_close(formatter);
  return 0;
}
