/*
 * Dev-time cross-check only: formats measurements with the system ICU
 * (NumberFormatter C API) and prints the string plus its field positions,
 * so that tools/goldens/compare_icu.py can diff them against the goldens.
 * Its output is never written into Locales/.
 *
 * Build (in the root of the ICU to compare, e.g. Debian 13 for CLDR 46): cc -O1 -o /tmp/icu_check tools/goldens/icu_check.c $(pkg-config --cflags --libs icu-i18n icu-uc)
 * Input (stdin), one request per line, tab separated:
 *     <icu locale id>\t<decimal value>\t<skeleton unit, e.g. measure-unit/length-meter or unit/meter>\t<narrow|short|full-name>
 * Output, one line per request, tab separated:
 *     <status>\t<hex UTF-8 of result>\t<field:start:limit,...>   (UTF-16 offsets)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/uchar.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        UVersionInfo v; char buf[U_MAX_VERSION_STRING_LENGTH];
        u_getVersion(v); u_versionToString(v, buf); printf("icu %s\n", buf);
        u_getUnicodeVersion(v); u_versionToString(v, buf); printf("unicode %s\n", buf);
        return 0;
    }
    char line[1024];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        char *loc = strtok(line, "\t"), *val = strtok(NULL, "\t");
        char *unit = strtok(NULL, "\t"), *width = strtok(NULL, "\t");
        if (!loc || !val || !unit || !width) { printf("BADINPUT\t\t\n"); continue; }
        char skel8[256];
        snprintf(skel8, sizeof skel8, "%s unit-width-%s", unit, width);
        UChar skel[256]; int32_t skelLen;
        UErrorCode st = U_ZERO_ERROR;
        u_strFromUTF8(skel, 256, &skelLen, skel8, -1, &st);
        UNumberFormatter *f = unumf_openForSkeletonAndLocale(skel, skelLen, loc, &st);
        UFormattedNumber *r = unumf_openResult(&st);
        unumf_formatDecimal(f, val, -1, r, &st);
        if (U_FAILURE(st)) { printf("%s\t\t\n", u_errorName(st)); goto done; }
        const UFormattedValue *fv = unumf_resultAsValue(r, &st);
        int32_t len; const UChar *s = ufmtval_getString(fv, &len, &st);
        char out8[2048]; int32_t out8len;
        u_strToUTF8(out8, sizeof out8, &out8len, s, len, &st);
        printf("%s\t", u_errorName(st));
        for (int i = 0; i < out8len; i++) printf("%02x", (unsigned char)out8[i]);
        printf("\t");
        UConstrainedFieldPosition *cfp = ucfpos_open(&st);
        ucfpos_constrainCategory(cfp, UFIELD_CATEGORY_NUMBER, &st);
        int first = 1;
        while (ufmtval_nextPosition(fv, cfp, &st) && U_SUCCESS(st)) {
            int32_t a, b; ucfpos_getIndexes(cfp, &a, &b, &st);
            printf("%s%d:%d:%d", first ? "" : ",", ucfpos_getField(cfp, &st), a, b);
            first = 0;
        }
        printf("\n");
        ucfpos_close(cfp);
    done:
        unumf_closeResult(r);
        unumf_close(f);
    }
    return 0;
}
