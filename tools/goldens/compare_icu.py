#!/usr/bin/env python3
"""Compare a golden set, Locales/cldr-NN/*.json (made from CLDR NN by
make_goldens.py), with the ICU of that CLDR version (CLDR 42: ICU 72, CLDR 46: ICU 76,
CLDR 48: ICU 78).

Dev-time cross-check only; nothing here writes into Locales/.

Needs the C helper built against the system ICU:
    cc -O1 -o /tmp/icu_check tools/goldens/icu_check.c \
        $(pkg-config --cflags --libs icu-i18n icu-uc)
    python3 tools/goldens/compare_icu.py --cldr 42 [--icu-check /tmp/icu_check] [-v]
    python3 tools/goldens/compare_icu.py --cldr 48 --skeleton unit   # ICU 78: see --help
(Babel is not needed here; the golden set is chosen by --cldr.)

ICU's field positions (UNUM_*_FIELD from ufmtval_nextPosition) are turned into
parts the same way the library does it:
  integer field minus nested grouping-separator fields -> integer runs,
  grouping separator -> group, decimal separator -> decimal,
  fraction -> fraction, sign -> minusSign/plusSign,
  measure-unit field -> unit,
  characters in no field -> whitespace (Unicode White_Space) or literal.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_goldens import LOCALES, ROOT, UNIT_KEYS, VERSIONS, WHITE_SPACE  # noqa: E402

ICU_WIDTH = {"narrow": "narrow", "abbreviated": "short", "wide": "full-name"}
FIELDS = {0: "integer", 1: "fraction", 2: "decimal", 6: "group", 10: "sign", 11: "unit"}
PRIORITY = {"group": 3, "decimal": 3, "sign": 3, "fraction": 2, "integer": 1, "unit": 1}


def icu_locale(bcp47: str) -> str:
    return bcp47.replace("-", "_")


def run_icu(exe: str, requests: list[tuple[str, str, str, str]]) -> list[tuple[str, str, list]]:
    inp = "".join("\t".join(r) + "\n" for r in requests)
    out = subprocess.run([exe], input=inp.encode(), capture_output=True, check=True).stdout.decode()
    res = []
    for line in out.splitlines():
        status, hexs, fields = (line.split("\t") + ["", ""])[:3]
        s = bytes.fromhex(hexs).decode("utf-8")
        fl = []
        for f in filter(None, fields.split(",")):
            fid, a, b = (int(x) for x in f.split(":"))
            fl.append((fid, a, b))
        res.append((status, s, fl))
    return res


def utf16_to_index(s: str) -> list[int]:
    """map UTF-16 offset -> Python index"""
    m, u = {}, 0
    for i, ch in enumerate(s):
        m[u] = i
        u += 2 if ord(ch) > 0xFFFF else 1
    m[u] = len(s)
    return m


def icu_parts(s: str, fields: list) -> list[dict]:
    m = utf16_to_index(s)
    label = [None] * len(s)
    for fid, a, b in fields:
        name = FIELDS.get(fid, f"field{fid}")
        for i in range(m[a], m[b]):
            if label[i] is None or PRIORITY.get(name, 0) > PRIORITY.get(label[i], 0):
                label[i] = name
    runs = []
    for i, ch in enumerate(s):
        lab = label[i]
        if lab is None:
            lab = "whitespace" if ch in WHITE_SPACE else "literal"
        # grouping separators split integer runs; everything else merges
        if runs and runs[-1][1] == lab and lab not in ("group",):
            runs[-1][0] += ch
        else:
            runs.append([ch, lab])
    out = []
    for t, lab in runs:
        if lab in ("integer", "fraction", "decimal", "group"):
            out.append({"text": t, "part": "value", "type": lab})
        elif lab == "sign":
            out.append({"text": t, "part": "value", "type": "plusSign" if "+" in t else "minusSign"})
        elif lab == "unit":
            out.append({"text": t, "part": "unit", "type": "unit"})
        elif lab == "whitespace":
            out.append({"text": t, "part": "whitespace", "type": "literal"})
        else:
            out.append({"text": t, "part": "literal", "type": "literal"})
    return out


def show(parts: list[dict]) -> str:
    return " | ".join(f"{p['text']!a}:{p['type']}" for p in parts)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cldr", choices=sorted(VERSIONS), required=True,
                    help="the golden set, Locales/cldr-NN")
    ap.add_argument("--icu-check", default="/tmp/icu_check")
    ap.add_argument("--skeleton", choices=["measure-unit", "unit"], default="measure-unit",
                    help="the unit stem: measure-unit/<type>-<subtype> (default) or unit/<core id>; "
                    "ICU 78 refuses measure-unit/volume-* (U_INTERNAL_PROGRAM_ERROR, "
                    "see Locales/README.md), unit/ is what measfmt uses")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--json", help="write the disagreements to this file")
    ap.add_argument("locales", nargs="*", default=LOCALES)
    args = ap.parse_args()
    total = agree = str_agree = 0
    disagreements = []
    for bcp47 in args.locales:
        path = os.path.join(ROOT, "Locales", f"cldr-{args.cldr}", f"{bcp47}.json")
        doc = json.load(open(path, encoding="utf-8"))
        cases = doc["cases"]
        stem = ((lambda u: "measure-unit/" + UNIT_KEYS[u]) if args.skeleton == "measure-unit"
                else (lambda u: "unit/" + u))
        reqs = [(icu_locale(bcp47), c["value"], stem(c["unit"]), ICU_WIDTH[c["width"]])
                for c in cases]
        results = run_icu(args.icu_check, reqs)
        n_ok = 0
        for c, (status, s, fl) in zip(cases, results):
            total += 1
            ip = icu_parts(s, fl)
            same_str = s == c["string"]
            same_parts = ip == c["parts"]
            str_agree += same_str
            if same_str and same_parts:
                agree += 1
                n_ok += 1
                continue
            d = {"locale": bcp47, "value": c["value"], "unit": c["unit"], "width": c["width"],
                 "cldr": c["string"], "icu": s, "string_equal": same_str,
                 "cldr_parts": show(c["parts"]), "icu_parts": show(ip)}
            disagreements.append(d)
            if args.verbose:
                print(f"  {bcp47} {c['value']} {c['unit']} {c['width']}: "
                      f"CLDR {c['string']!a} ICU {s!a}" + ("" if same_str else "  [STRING]")
                      + ("" if s else f"  [{status}]"))
                if same_str:
                    print(f"      cldr: {show(c['parts'])}\n      icu : {show(ip)}")
        print(f"{bcp47}: {n_ok}/{len(cases)} agree with ICU")
    print(f"TOTAL: {agree}/{total} agree byte-for-byte incl. parts; {str_agree}/{total} strings agree")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(disagreements, f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
