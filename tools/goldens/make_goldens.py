#!/usr/bin/env python3
"""Generate the golden test data in Locales/cldr-<NN>/<locale>.json.

Dev-time only (never needed to build or test the Swift package).

One golden set per CLDR version (VERSIONS below: CLDR 42 = ICU 72, Debian 12;
CLDR 46 = ICU 76, Debian 13; CLDR 48 = ICU 78, Debian testing "forky"). Each
set's expectations come from that CLDR version *independently of ICU*:

* a Python Babel whose bundled CLDR is exactly that version (Babel 2.12.1 =
  CLDR 42, Babel 2.17.0 = CLDR 46; Babel names it in its source distribution:
  scripts/download_import_cldr.py downloads cldr-common-NN.0.zip.  CLDR 48:
  Debian forky's python3-babel 2.18.0, which Debian builds from its
  unicode-cldr-core 48.2 and whose get_cldr_version() says 48; PyPI's 2.18.0
  is CLDR 47, and is refused) provides the unit patterns
  (unitLength long/short/narrow with every plural count, after Babel's merge of
  the locale's parent chain down to root), the plural rules, the standard
  decimal pattern (grouping sizes) and the latn number symbols (decimal, group,
  minusSign).
* Where Babel falls short, the CLDR data of the same version is applied by this
  script (the facts are written down in VERSIONS[..]["fills"] below, each
  checked by hand against that version's CLDR XML, see Locales/README.md):
    1. the locale's own minusSign symbol is used.  Babel's format_decimal()
       always prints U+002D although its CLDR data has e.g. sv U+2212 and
       he U+200E U+002D.  A bidi mark inside the symbol is tagged as its own
       literal run before the minusSign run (rule: bidi marks are literal);
    2. minimumGroupingDigits (CLDR 42: es, pl = 2; CLDR 46 and 48: es, it,
       pl = 2), which Babel ignores;
    3. the default numbering system: CLDR 42 ar.xml and ar_EG.xml both say
       <defaultNumberingSystem>arab</defaultNumberingSystem>; Babel 2.12.1
       only knows latn, so the arab symbols are filled in from ar.xml
       <symbols numberSystem="arab">.  (CLDR 46 and 48: ar says latn, ar_EG
       arab; Babel 2.17.0 and 2.18.0 know the default numbering system and
       its symbols.)
       Babel never prints other digits than 0-9: the digits come from
       supplemental/numberingSystems.xml;
    4. CLDR's fallback when a width or a plural form is missing: root.xml
       aliases unitLength narrow and long to short, so a missing narrow (or
       long) pattern resolves to the short one; a plural count that is still
       missing falls back laterally to count="other" (TR35 part 1,
       "Lateral Inheritance").  Babel 2.12.1 instead prints
       "<number> <unit id>".

No ICU output is used here.  tools/goldens/compare_icu.py compares the result
with the ICU of the same CLDR version afterwards.

Usage (with the Babel of that version installed, tools/goldens/requirements-cldrNN.txt):
    python3 tools/goldens/make_goldens.py --cldr 46           # (re)write Locales/cldr-46/
    python3 tools/goldens/make_goldens.py --cldr 46 --check   # exit 1 if files differ
    # CLDR 48, in a Debian forky root with python3-babel:
    python3 tools/goldens/make_goldens.py --cldr 48
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from decimal import Decimal

import babel
import babel.core
from babel import Locale

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

LOCALES = [
    "en", "en-GB", "de", "de-CH", "fr", "fr-CA", "es", "it", "pt-BR", "ru",
    "pl", "sv", "ar", "ar-EG", "he", "hi", "ja", "zh", "ko", "tr",
]

# (value, core unit id); every entry is formatted in the three widths.
MATRIX = [
    ("5", "kilometer"),
    ("1234.5", "kilometer"),
    ("-3.2", "meter"),
    ("0", "centimeter"),
    ("12", "mile"),
    ("1", "foot"),
    ("2.5", "kilogram"),
    ("1", "gram"),
    ("160", "pound"),
    ("-40", "celsius"),
    ("98.6", "fahrenheit"),
    ("100", "kilometer-per-hour"),
    ("3", "meter-per-second"),
    ("1.5", "liter"),
    ("250", "milliliter"),
    ("2", "gallon"),
    ("1000000", "square-meter"),
    ("3.5", "hectare"),
    ("90", "minute"),
    ("1", "hour"),
    ("0.5", "second"),
    ("512", "megabyte"),
    ("2", "gigabyte"),
    ("1013.25", "hectopascal"),
    ("250", "kilocalorie"),
    ("3.6", "kilowatt-hour"),
    ("9.81", "meter-per-square-second"),
    ("987654321", "meter"),
]

# core unit id -> CLDR unit key (type-subtype) as used in <unit type="...">.
UNIT_KEYS = {
    "kilometer": "length-kilometer",
    "meter": "length-meter",
    "centimeter": "length-centimeter",
    "mile": "length-mile",
    "foot": "length-foot",
    "kilogram": "mass-kilogram",
    "gram": "mass-gram",
    "pound": "mass-pound",
    "celsius": "temperature-celsius",
    "fahrenheit": "temperature-fahrenheit",
    "kilometer-per-hour": "speed-kilometer-per-hour",
    "meter-per-second": "speed-meter-per-second",
    "liter": "volume-liter",
    "milliliter": "volume-milliliter",
    "gallon": "volume-gallon",
    "square-meter": "area-square-meter",
    "hectare": "area-hectare",
    "minute": "duration-minute",
    "hour": "duration-hour",
    "second": "duration-second",
    "megabyte": "digital-megabyte",
    "gigabyte": "digital-gigabyte",
    "hectopascal": "pressure-hectopascal",
    "kilocalorie": "energy-kilocalorie",
    "kilowatt-hour": "energy-kilowatt-hour",
    "meter-per-square-second": "acceleration-meter-per-square-second",
}

# our width name -> CLDR unitLength type
WIDTHS = [("narrow", "narrow"), ("abbreviated", "short"), ("wide", "long")]

# ---------------------------------------------------------------------------
# CLDR facts that Babel does not apply, per CLDR version (checked by hand, see
# Locales/README.md for the sources).
# ---------------------------------------------------------------------------

# supplemental/numberingSystems.xml (the same in every CLDR version)
NUMBERING_SYSTEM_DIGITS = {
    "latn": "0123456789",
    "arab": "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669",
}

# CLDR 42 common/main/ar.xml <symbols numberSystem="arab"> (ar_EG inherits them).
# Babel 2.12.1 keeps only the latn symbols, so they are written out here.
ARAB_SYMBOLS_42 = {
    "decimal": "\u066B",          # ARABIC DECIMAL SEPARATOR
    "group": "\u066C",            # ARABIC THOUSANDS SEPARATOR
    "minusSign": "\u061C-",       # ARABIC LETTER MARK + HYPHEN-MINUS
    "plusSign": "\u061C+",        # ARABIC LETTER MARK + PLUS SIGN
}

VERSIONS = {
    "42": {
        "babel": "2.12.1",
        "icu": "72.1",
        "fills": {
            # <defaultNumberingSystem>arab</defaultNumberingSystem> in ar.xml (and
            # explicitly again in ar_EG.xml).  The arab <decimalFormats> pattern in
            # ar.xml is "#,##0.###", the same as the latn one Babel reports.
            "ar": {"numbering_system": "arab", "symbols": ARAB_SYMBOLS_42},
            "ar-EG": {"numbering_system": "arab", "symbols": ARAB_SYMBOLS_42},
            # <minimumGroupingDigits>2</minimumGroupingDigits> in es.xml and pl.xml;
            # every other locale here resolves to 1.
            "es": {"minimum_grouping_digits": 2},
            "pl": {"minimum_grouping_digits": 2},
        },
    },
    "46": {
        "babel": "2.17.0",
        "icu": "76.1",
        "fills": {
            # <minimumGroupingDigits>2</minimumGroupingDigits> in es.xml, it.xml and
            # pl.xml (it.xml is new in CLDR 46: "1234,5 km"); every other locale here
            # resolves to root's 1.  The numbering system (ar.xml: latn, ar_EG.xml:
            # arab) and its symbols come from Babel 2.17.0 itself.
            "es": {"minimum_grouping_digits": 2},
            "it": {"minimum_grouping_digits": 2},
            "pl": {"minimum_grouping_digits": 2},
        },
    },
    "48": {
        # No PyPI release has CLDR 48 (2.18.0 there is CLDR 47): this is Debian forky's
        # python3-babel 2.18.0+git…, built from Debian's unicode-cldr-core 48.2, so the
        # version string alone does not tell; get_cldr_version() must say 48 too.
        "babel": "2.18.0",
        "babel_cldr": "48",
        "babel_origin": "of Debian forky's python3-babel",
        "icu": "78.3",
        "data": "CLDR 48.2 data",
        "fills": {
            # CLDR 48.2 common/main: <minimumGroupingDigits>2</minimumGroupingDigits>
            # in es.xml, it.xml and pl.xml, as in CLDR 46; every other locale here
            # (and each parent: en_001, pt) resolves to root's 1.  The numbering
            # system (ar.xml: latn, ar_EG.xml: arab) and its symbols come from Babel,
            # checked against the XML: minusSign sv U+2212, he and ar U+200E U+002D,
            # ar-EG U+061C U+002D (root.xml <symbols numberSystem="arab">), de-CH's
            # group U+0027 (was U+2019).  The digits of arab: numberingSystems.xml.
            "es": {"minimum_grouping_digits": 2},
            "it": {"minimum_grouping_digits": 2},
            "pl": {"minimum_grouping_digits": 2},
        },
    },
}

BIDI_CONTROLS = set("\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069")
WHITE_SPACE = set(
    "\u0009\u000A\u000B\u000C\u000D\u0020\u0085\u00A0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A"
    "\u2028\u2029\u202F\u205F\u3000"
)


def sign_parts(sign_type: str, symbol: str) -> list[tuple[str, str]]:
    """Split a CLDR minusSign/plusSign symbol into (type, text) runs.

    Rule: bidi controls are literal.  A bidi mark that is part of the sign
    symbol (he U+200E U+002D, ar/ar-EG U+061C U+002D, ar plusSign U+061C U+002B)
    is its own "literal" run directly before the sign run; the sign run
    (minusSign / plusSign) holds only the visible sign.  This is what ECMA-402
    formatToParts and ICU's UNUM_SIGN_FIELD report.
    """
    lead = len(symbol) - len(symbol.lstrip("".join(BIDI_CONTROLS)))
    mark, visible = symbol[:lead], symbol[lead:]
    # Only leading marks occur in CLDR 42, 46 and 48 for these locales; refuse anything else
    # so that a data change cannot slip through silently.
    assert visible and not any(c in BIDI_CONTROLS for c in visible), (sign_type, symbol)
    return ([("literal", mark)] if mark else []) + [(sign_type, visible)]


def babel_id(bcp47: str) -> str:
    return bcp47.replace("-", "_")


# ---------------------------------------------------------------------------
# Number formatting (CLDR standard decimal pattern, default ICU precision)
# ---------------------------------------------------------------------------

def babel_numbering_system(loc: Locale) -> str:
    """The locale's default numbering system, where Babel knows it (2.14 and newer)."""
    return getattr(loc, "default_numbering_system", "latn")


def babel_symbols(loc: Locale, numbering_system: str) -> dict:
    """Babel's number symbols of a numbering system (Babel 2.14 and newer key them by
    numbering system; older releases keep only latn)."""
    syms = loc.number_symbols
    if numbering_system in syms or "latn" in syms:
        return dict(syms[numbering_system])
    assert numbering_system == "latn", numbering_system
    return dict(syms)


class NumberData:
    def __init__(self, bcp47: str, fills: dict):
        loc = Locale.parse(babel_id(bcp47))
        self.locale = loc
        self.pattern = loc.decimal_formats[None]
        self.numbering_system = fills.get("numbering_system", babel_numbering_system(loc))
        syms = babel_symbols(loc, self.numbering_system) if "symbols" not in fills else {
            **babel_symbols(loc, "latn"), **fills["symbols"]}
        self.decimal = syms["decimal"]
        self.group = syms["group"]
        self.minus = syms["minusSign"]
        self.plus = syms["plusSign"]
        self.digits = NUMBERING_SYSTEM_DIGITS[self.numbering_system]
        self.min_grouping = fills.get("minimum_grouping_digits", 1)
        self.primary, self.secondary = self.pattern.grouping
        self.max_frac = self.pattern.frac_prec[1]
        # The negative subpattern is implicit ("-" prefix) for every locale
        # in the set; assert it so that a data change cannot slip through.
        assert self.pattern.prefix == ("", "-") and self.pattern.suffix == ("", ""), (
            bcp47, self.pattern.prefix, self.pattern.suffix)

    def to_digits(self, s: str) -> str:
        return "".join(self.digits[int(c)] for c in s)

    def parts(self, value: str) -> list[dict]:
        """ECMA-402-style parts of the formatted number."""
        d = Decimal(value)
        sign, body = d < 0, format(abs(d), "f")
        if "." in body:
            int_s, frac_s = body.split(".")
            frac_s = frac_s.rstrip("0")
        else:
            int_s, frac_s = body, ""
        assert len(frac_s) <= self.max_frac, value
        out = []
        if sign:
            out.extend(sign_parts("minusSign", self.minus))
        # grouping: only when the integer has at least
        # primary + minimumGroupingDigits digits (CLDR TR35 numbers).
        groups = []
        if len(int_s) >= self.primary + self.min_grouping:
            groups.insert(0, int_s[-self.primary:])
            rest = int_s[:-self.primary]
            while len(rest) > self.secondary:
                groups.insert(0, rest[-self.secondary:])
                rest = rest[:-self.secondary]
            groups.insert(0, rest)
        else:
            groups = [int_s]
        for i, g in enumerate(groups):
            if i:
                out.append(("group", self.group))
            out.append(("integer", self.to_digits(g)))
        if frac_s:
            out.append(("decimal", self.decimal))
            out.append(("fraction", self.to_digits(frac_s)))
        return [{"text": t, "part": "literal", "type": "literal"} if ty == "literal"
                else {"text": t, "part": "value", "type": ty} for ty, t in out]

    def plural(self, value: str) -> str:
        # Operands of the formatted number: the value strings carry exactly
        # the digits the default precision prints (no trailing zeros).
        return self.locale.plural_form(abs(Decimal(value)))


def babel_cross_check(nd: NumberData, value: str, text: str) -> None:
    """Our number string must equal Babel's, modulo the CLDR fills."""
    from babel.numbers import format_decimal
    b = format_decimal(Decimal(value), locale=nd.locale)
    if b.startswith("-"):
        b = nd.minus + b[1:]
    ours = text
    # undo the fills that Babel does not know about, then compare
    if nd.numbering_system != "latn":
        latn_syms = babel_symbols(nd.locale, "latn")
        tr = {nd.digits[i]: str(i) for i in range(10)}
        tr[nd.decimal] = latn_syms["decimal"]
        tr[nd.group] = latn_syms["group"]
        ours = ours.replace(nd.minus, "\x00")
        ours = "".join(tr.get(c, c) for c in ours).replace("\x00", latn_syms["minusSign"])
        b = b.replace(nd.minus, latn_syms["minusSign"])
    if "'" in nd.group:
        # Babel's NumberPattern.apply() undoes the pattern's quoting ('x' -> x) on its
        # finished output, number included, so an apostrophe group separator (de-CH in
        # CLDR 48: U+0027) vanishes in pairs: "1'000'000" -> "1000000", while "1'234.5"
        # survives.  Do the same to ours before comparing.
        ours = re.sub(r"'([^']*)'", lambda m: m.group(1) if m.group(1) else "'", ours)
    if nd.min_grouping > 1:
        b_digits = b.replace(nd.group, "")
        ours_digits = ours.replace(nd.group, "")
        assert b_digits == ours_digits, (value, b, ours)
        return
    assert b == ours, (nd.locale, value, b, ours)


# ---------------------------------------------------------------------------
# Unit patterns
# ---------------------------------------------------------------------------

def unit_pattern(loc: Locale, unit_key: str, length: str, count: str) -> tuple[str, list[str]]:
    """Resolve a unit pattern the CLDR way; return (pattern, notes)."""
    patterns = loc._data["unit_patterns"].get(unit_key)
    if patterns is None:
        raise SystemExit(f"{loc}: no unit data for {unit_key} even in root")
    notes = []
    # root.xml: unitLength long and narrow are aliases to short.
    chain = [length] if length == "short" else [length, "short"]
    for c in ([count] if count == "other" else [count, "other"]):
        for ln in chain:
            p = patterns.get(ln, {}).get(c)
            if p is not None:
                if ln != length:
                    notes.append(f"width {length}->{ln}")
                if c != count:
                    notes.append(f"plural {count}->{c}")
                return p, notes
    raise SystemExit(f"{loc}: no pattern for {unit_key}/{length}/{count}")


def classify(ch: str) -> str:
    if ch in WHITE_SPACE:
        return "whitespace"
    if ch in BIDI_CONTROLS:
        return "literal"
    if unicodedata.category(ch) == "Cf":  # other invisible format controls
        return "literal"
    return "unit"


def affix_parts(text: str) -> list[dict]:
    """Split pattern text outside {0} into unit / whitespace / literal runs."""
    if not text:
        return []
    cls = [classify(c) for c in text]
    unit_idx = [i for i, c in enumerate(cls) if c == "unit"]
    if unit_idx:
        a, b = unit_idx[0], unit_idx[-1]
        for i in range(a, b + 1):
            cls[i] = "unit"
    runs = []
    for ch, c in zip(text, cls):
        if runs and runs[-1][1] == c:
            runs[-1][0] += ch
        else:
            runs.append([ch, c])
    out = []
    for t, c in runs:
        if c == "unit":
            out.append({"text": t, "part": "unit", "type": "unit"})
        elif c == "whitespace":
            out.append({"text": t, "part": "whitespace", "type": "literal"})
        else:
            out.append({"text": t, "part": "literal", "type": "literal"})
    return out


def make_case(nd: NumberData, value: str, unit: str, width: str, length: str, log: list) -> dict:
    count = nd.plural(value)
    pattern, notes = unit_pattern(nd.locale, UNIT_KEYS[unit], length, count)
    assert pattern.count("{0}") <= 1, pattern
    num_parts = nd.parts(value)
    num_text = "".join(p["text"] for p in num_parts)
    babel_cross_check(nd, value, num_text)
    if "{0}" in pattern:
        before, after = pattern.split("{0}")
    else:
        # CLDR allows a pattern without the placeholder (e.g. Arabic
        # count="one"/"two": the unit word alone expresses the number).
        before, after, num_parts, num_text = pattern, "", [], ""
        log.append(f"{value} {unit} {width}: pattern without {{0}}: {pattern!r}")
    pre, post = affix_parts(before), affix_parts(after)
    if any(p["part"] == "unit" for p in pre) and any(p["part"] == "unit" for p in post):
        log.append(f"unit text on both sides of {{0}}: {pattern!r}")
    parts = pre + num_parts + post
    string = before + num_text + after
    assert "".join(p["text"] for p in parts) == string
    for n in notes:
        log.append(f"{value} {unit} {width}: {n} (count {count})")
    return {"value": value, "unit": unit, "width": width, "string": string, "parts": parts}


def build_locale(bcp47: str, cldr: str) -> tuple[dict, list]:
    version = VERSIONS[cldr]
    fills = version["fills"].get(bcp47, {})
    nd = NumberData(bcp47, fills)
    log: list[str] = []
    cases = []
    for value, unit in MATRIX:
        for width, length in WIDTHS:
            cases.append(make_case(nd, value, unit, width, length, log))
    filled = []
    if "symbols" in fills:
        filled.append(f"default numbering system {nd.numbering_system} and its symbols")
    if nd.numbering_system != "latn":
        filled.append(f"the {nd.numbering_system} digits")
    if nd.minus != "-":
        filled.append(f"minusSign {' '.join('U+%04X' % ord(c) for c in nd.minus)}")
    if nd.min_grouping != 1:
        filled.append(f"minimumGroupingDigits {nd.min_grouping}")
    if any("width" in l for l in log):
        filled.append("width fallback to short (root alias)")
    if any("plural" in l for l in log):
        filled.append("plural fallback to other")
    source = (f"tools/goldens/make_goldens.py: Babel {babel.__version__}"
              + (f" {version['babel_origin']}" if "babel_origin" in version else "")
              + f" (CLDR {cldr})"
              + (f" + {version.get('data', f'CLDR {cldr} data')} for " + ", ".join(filled)
                 if filled else ""))
    doc = {
        "locale": bcp47,
        "cldr": cldr,
        "icu": version["icu"],
        "source": source,
        "cases": cases,
    }
    return doc, log


def installed_babel_cldr() -> str | None:
    """The CLDR version the installed Babel says it holds (Babel 2.18.0 and newer)."""
    get = getattr(babel.core, "get_cldr_version", None)
    return str(get()) if get else None


def dump(doc: dict) -> str:
    def j(x):
        return json.dumps(x, ensure_ascii=False, separators=(",", ":"))
    lines = ["{"]
    for k in ("locale", "cldr", "icu", "source"):
        lines.append(f"  {j(k)}: {j(doc[k])},")
    lines.append('  "cases": [')
    for i, c in enumerate(doc["cases"]):
        body = ", ".join(f"{j(k)}: {j(v)}" for k, v in c.items())
        lines.append("    {" + body + "}" + ("," if i < len(doc["cases"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cldr", choices=sorted(VERSIONS), help="the CLDR version (default: the "
                    "one whose Babel release is installed)")
    ap.add_argument("--check", action="store_true", help="only compare with the files on disk")
    ap.add_argument("--verbose", "-v", action="store_true", help="print every fallback applied")
    ap.add_argument("locales", nargs="*", default=LOCALES)
    args = ap.parse_args()
    by_babel = {v["babel"]: k for k, v in VERSIONS.items()}
    cldr = args.cldr or by_babel.get(babel.__version__)
    if cldr is None or VERSIONS[cldr]["babel"] != babel.__version__:
        wanted = VERSIONS[cldr]["babel"] if cldr else " or ".join(sorted(by_babel))
        print(f"need babel=={wanted} (see tools/goldens/requirements-cldr*.txt), "
              f"found {babel.__version__}", file=sys.stderr)
        return 2
    # One Babel version string can carry different CLDR data (PyPI's 2.18.0 is CLDR 47,
    # Debian forky's 2.18.0 is CLDR 48): where Babel can say its CLDR, it must match.
    wanted_cldr = VERSIONS[cldr].get("babel_cldr")
    if wanted_cldr is not None and installed_babel_cldr() != wanted_cldr:
        print(f"need a Babel {babel.__version__} with CLDR {wanted_cldr} "
              f"(see tools/goldens/requirements-cldr{cldr}.txt), found one with CLDR "
              f"{installed_babel_cldr()}", file=sys.stderr)
        return 2
    out_dir = os.path.join(ROOT, "Locales", f"cldr-{cldr}")
    os.makedirs(out_dir, exist_ok=True)
    stale = 0
    for bcp47 in args.locales:
        doc, log = build_locale(bcp47, cldr)
        text = dump(doc)
        json.loads(text)  # well-formed
        path = os.path.join(out_dir, f"{bcp47}.json")
        if args.check:
            old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if old != text:
                print(f"stale: {path}")
                stale += 1
        else:
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
        print(f"{bcp47}: {len(doc['cases'])} cases, {len(log)} fallbacks")
        if args.verbose:
            for l in log:
                print("   ", l)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
