#!/usr/bin/env python3
"""Writes MeasureUnit's unit constants from ICU's unit list: one constant per unit ICU has
built in, in Sources/MeasurementFormattingCore/Units/Constants/MeasureUnit+<Type>.swift,
the list of them all for the tests (Units/MeasureUnit+Constants.swift) and the topics of
Sources/MeasurementFormattingCore/MeasurementFormattingCore.docc/Extensions/MeasureUnit.md. Dev-time only; run it with the newest ICU measfmt supports, so that a new
ICU's units get their constants by a re-run:

    c++ -std=c++17 -o /tmp/icu_units tools/unit-constants/icu_units.cpp \\
        $(pkg-config --cflags --libs icu-i18n icu-uc)      # in that ICU's root
    /tmp/icu_units > /tmp/icu-units.tsv
    python3 tools/unit-constants/generate.py /tmp/icu-units.tsv [--check]

What is written by hand stays: the doc comment of every constant that exists (its
summary, notes and example), constants ICU does not list (`footAndInch`), and the
deprecated constants of renamed units. A unit new to the sources gets a constant with a
summary to rewrite by hand (the generator prints which), the note that it needs this ICU's
data, and ICU's English text as its example. A unit CLDR renamed (UnitRenames.swift's
table, read from there) gets its new constant with the old one's doc comment, and the old
constant stays as a deprecated alias. Constants are never removed.

Left out, as MeasureUnit.builtIn leaves them out (UnitCatalog.factorsOnly; the tests check
that both agree): ids ICU lists that are factors of another listed id and convert to no
other listed unit (CLDR 48's `ofhg`, `ofglucose`).

--check writes nothing and exits 1 when a file would change.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONSTANTS = os.path.join(ROOT, "Sources/MeasurementFormattingCore/Units/Constants")
RENAMES = os.path.join(ROOT, "Sources/MeasurementFormattingCore/Units/UnitRenames.swift")
TABLE = os.path.join(ROOT, "Sources/MeasurementFormattingCore/Units/MeasureUnit+Constants.swift")
TOPICS = os.path.join(
    ROOT, "Sources/MeasurementFormattingCore/MeasurementFormattingCore.docc/Extensions/MeasureUnit.md")
LINE = 100
PREFIXES = ("quecto ronto yocto zepto atto femto pico nano micro milli centi deci deka hecto "
            "kilo mega giga tera peta exa zetta yotta ronna quetta kibi mebi gibi tebi pebi "
            "exbi zebi yobi").split()


# MARK: - ICU's data


def read_icu(path):
    version, units, targets = None, [], {}
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if fields[0] == "version":
            version = (fields[1], fields[2])
        elif fields[0] == "unit":
            units.append({"type": fields[1], "id": fields[3], "short": fields[4]})
        elif fields[0] == "convert":
            targets[fields[1]] = fields[2]
    if version is None or not units:
        sys.exit(f"{path}: no output of icu_units")
    return version, units, targets


def dimensions(uid, targets, depth=0):
    """CLDR base dimensions of a unit id, as UnitConversion computes them; None if unknown."""
    simple = sorted(targets, key=lambda s: (-len(s), s))
    result = collections.Counter()
    sign, rest = 1, uid
    while rest:
        if rest.startswith("per-"):
            sign, rest = -1, rest[4:]
            continue
        power = 1
        match = re.match(r"(square|cubic|pow(\d+))-", rest)
        if match:
            power = {"square": 2, "cubic": 3}.get(match.group(1)) or int(match.group(2))
            rest = rest[match.end():]
        found = None
        for prefix in [""] + PREFIXES:
            if not rest.startswith(prefix):
                continue
            tail = rest[len(prefix):]
            for s in simple:
                if tail.startswith(s) and (len(tail) == len(s) or tail[len(s)] == "-"):
                    found = (s, len(prefix) + len(s))
                    break
            if found:
                break
        constant = re.match(r"1e\d+", rest)
        if found is None and constant:
            rest = rest[constant.end():].lstrip("-")
            continue
        if found is None:
            return None
        unit, length = found
        rest = rest[length:].lstrip("-")
        target = targets[unit]
        if target == unit:
            base = {unit: 1}
        elif depth < 4:
            base = dimensions(target, targets, depth + 1)
            if base is None:
                return None
        else:
            return None
        for key, exponent in dict(base).items():
            result[key] += exponent * power * sign
    return frozenset((k, v) for k, v in result.items() if v)


def factors_only(units, targets):
    """UnitCatalog.factorsOnly: a factor of another listed id that converts to no other."""
    ids = list(dict.fromkeys(u["id"] for u in units))
    words = {i: i.split("-") for i in ids}
    dims = {u["id"]: dimensions(u["icu"], targets) for u in units}
    out = set()
    for i in ids:
        w = words[i]
        is_factor = any(
            j != i and any(words[j][k:k + len(w)] == w for k in range(len(words[j]) - len(w) + 1))
            for j in ids)
        own = dims[i]
        if not is_factor or own is None:
            continue
        inverse = frozenset((k, -v) for k, v in own)
        if not any(j != i and dims[j] in (own, inverse) for j in ids):
            out.add(i)
    return out


def renames():
    """UnitRenames.aliases, old → new, read from the Swift source."""
    text = open(RENAMES, encoding="utf-8").read()
    table = text[text.index("static let aliases"):]
    table = table[:table.index("]\n")]
    return dict(re.findall(r'\("([a-z0-9-]+)", "([a-z0-9-]+)"\)', table))


# MARK: - The Swift sources


def camel(uid):
    words = uid.split("-")
    return words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])


class Member:
    def __init__(self, lines):
        self.lines = lines
        decl = " ".join(l.strip() for l in lines if not l.strip().startswith(("///", "@")))
        self.name = re.search(r"static (?:let|var) (\w+)", decl).group(1)
        canonical = re.search(r'canonical: "([^"]+)"', decl)
        self.id = canonical.group(1) if canonical else None
        self.mixed = "isMixed: true" in decl
        self.deprecated = any("@available(" in l and "deprecated" in l for l in lines)
        self.doc = [l for l in lines if l.strip().startswith("///")]


def read_file(path):
    """(type, members, marks) of one constants file."""
    text = open(path, encoding="utf-8").read()
    unit_type = re.search(r"CLDR type `([a-z-]+)`", text).group(1)
    body = text[text.index("extension MeasureUnit {") + len("extension MeasureUnit {"):]
    body = body[:body.rindex("}")]
    members, pending, depth = [], [], 0
    for line in body.split("\n"):
        stripped = line.strip()
        if not pending and (not stripped or stripped.startswith("// MARK")):
            continue
        pending.append(line)
        if stripped.startswith(("///", "@")) and depth == 0 and "static" not in stripped:
            continue
        depth += line.count("(") - line.count(")") + line.count("{") - line.count("}")
        if depth == 0:
            members.append(Member(pending))
            pending = []
    return unit_type, members


def declaration(name, uid):
    line = f'  public static let {name} = MeasureUnit(canonical: "{uid}")'
    if len(line) <= LINE:
        return [line]
    return [f"  public static let {name} = MeasureUnit(", f'    canonical: "{uid}")']


def example(name, text, suffix=""):
    call = f'  /// try MeasurementFormat(locale: "en").format(5, unit: .{name})'
    line = f'{call}.string  // "{text}"{suffix}'
    if len(line) <= LINE:
        return [line]
    return [call, f'  ///   .string  // "{text}"{suffix}']


def new_member(unit, version):
    icu, cldr = version
    cldr_major = cldr.split(".")[0]
    icu_major = icu.split(".")[0]
    name, uid = camel(unit["id"]), unit["id"]
    # Whether an older ICU parses the id depends on its conversion data (ICU 76 parses most
    # of CLDR 48's new units, ICU 72 none): the note says so, without a list.
    note = (f"Needs ICU {icu_major} data (CLDR {cldr_major}): on older ICUs it formats as the"
            f' number and the identifier ("5 {uid}"), and `MeasureUnit("{uid}")` parses only'
            " where that ICU knows the id.")
    lines = [
        f"  /// The {uid.replace('-', ' ')}. TODO: say what it measures.",
        "  ///",
        *("  /// " + l.replace("\u00a0", " ")
          for l in textwrap.wrap(note.replace('"5 ', '"5\u00a0'), LINE - len("  /// "),
                                 break_on_hyphens=False)),
        "  ///",
        "  /// ```swift",
        *example(name, unit["short"], f" (CLDR {cldr_major})"),
        "  /// ```",
        *declaration(name, uid),
    ]
    return Member(lines)


def renamed_member(old, unit):
    """The constant of a renamed unit, with the old constant's doc comment."""
    name = camel(unit["id"])
    doc = [l.replace(f".{old.name})", f".{name})") for l in old.doc]
    return Member(doc + declaration(name, unit["id"]))


def deprecated_alias(old, new_name, cldr):
    return Member([
        f"  /// ``{new_name}`` under its name before CLDR {cldr}.",
        f'  @available(*, deprecated, renamed: "{new_name}")',
        f"  public static var {old.name}: MeasureUnit {{ {new_name} }}",
    ])


HEADER = """\
// The built-in units of CLDR type `{type}`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.
"""


def render(unit_type, members, aliases):
    blocks = ["\n".join(m.lines) for m in members]
    out = HEADER.format(type=unit_type) + "\nextension MeasureUnit {\n" + "\n\n".join(blocks)
    if aliases:
        out += "\n\n  // MARK: - Renamed\n\n" + "\n\n".join("\n".join(m.lines) for m in aliases)
    return out + "\n}\n"


TABLE_HEADER = """\
// Every unit constant by name and CLDR type, for the tests. Written by
// tools/unit-constants/generate.py with the constants; not edited by hand.

extension MeasureUnit {
  /// Every unit constant but the deprecated names of renamed units: its name, the CLDR
  /// type of its file and the unit, in the order of the files.
  package static let constants: [(name: String, type: String, unit: MeasureUnit)] = [
"""


def render_table(sections, by_name):
    rows = [f'    ("{name}", "{unit_type}", .{name}),'
            for unit_type, names in sections for name in names]
    return TABLE_HEADER + "\n".join(rows) + "\n  ]\n}\n"


# MARK: - DocC topics


def topics(sections, titles):
    """The "### <Quantity> units" sections of MeasureUnit.md."""
    out = []
    for unit_type, names in sections:
        title = titles.get(unit_type, unit_type.replace("-", " ").capitalize() + " units")
        out.append(f"### {title}\n\nThe built-in units of CLDR type `{unit_type}`.\n\n"
                   + "".join(f"- ``{n}``\n" for n in names))
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("icu_units", help="the output of icu_units")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 on changes")
    args = parser.parse_args()

    version, listed, targets = read_icu(args.icu_units)
    cldr_major = version[1].split(".")[0]
    old_to_new = renames()
    # An older ICU lists a renamed unit under its old name.
    for unit in listed:
        unit["icu"] = unit["id"]
        unit["id"] = old_to_new.get(unit["id"], unit["id"])
    left_out = factors_only(listed, targets)
    units, seen = [], set()
    for unit in listed:
        if unit["id"] not in left_out and unit["id"] not in seen:
            seen.add(unit["id"])
            units.append(unit)

    files, existing = {}, {}
    for entry in sorted(os.listdir(CONSTANTS)):
        path = os.path.join(CONSTANTS, entry)
        unit_type, members = read_file(path)
        files[unit_type] = (path, members)
        for m in members:
            if m.id and not m.deprecated:
                existing[m.id] = m

    # Constants of units CLDR renamed: the new id's constant takes the old one's doc
    # comment (unless it has one), the old one stays as a deprecated alias.
    renamed = {}  # old id → new id
    for old_id in existing:
        new_id = old_to_new.get(old_id)
        if new_id in seen and old_id not in seen:
            renamed[old_id] = new_id

    by_type = {t: [] for t in sorted({u["type"] for u in units} | set(files))}
    aliases = collections.defaultdict(list)
    todo = []
    for unit in units:
        old = next((existing[o] for o, n in renamed.items() if n == unit["id"]), None)
        if unit["id"] in existing:
            member = existing[unit["id"]]
        elif old is not None:
            member = renamed_member(old, unit)
        else:
            member = new_member(unit, version)
            todo.append(member.name)
        by_type[unit["type"]].append((unit["id"], member))
        for old_id, new_id in renamed.items():
            if new_id == unit["id"]:
                aliases[unit["type"]].append(deprecated_alias(existing[old_id], member.name, cldr_major))

    changed, sections, by_name = [], [], {}
    for unit_type, entries in by_type.items():
        path, old_members = files.get(unit_type, (None, []))
        if path is None:
            path = os.path.join(CONSTANTS, f"MeasureUnit+{unit_type.capitalize()}.swift")
        placed = {id(m) for _, m in entries}
        # Constants ICU does not list (footAndInch; units of data newer than this ICU's)
        # stay in their file, after ICU's.
        extras = [m for m in old_members
                  if id(m) not in placed and not m.deprecated and m.id not in renamed]
        kept = [m for m in old_members if m.deprecated]
        members = [m for _, m in sorted(entries, key=lambda e: e[0])] + extras
        renames_here = kept + [a for a in aliases[unit_type] if a.name not in {k.name for k in kept}]
        if not members and not renames_here:
            continue
        text = render(unit_type, members, renames_here)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if text != old:
            changed.append(path)
            if not args.check:
                open(path, "w", encoding="utf-8").write(text)
        sections.append((unit_type, [m.name for m in members]))
        by_name.update({m.name: m for m in members})

    table = render_table(sections, by_name)
    old = open(TABLE, encoding="utf-8").read() if os.path.exists(TABLE) else None
    if table != old:
        changed.append(TABLE)
        if not args.check:
            open(TABLE, "w", encoding="utf-8").write(table)

    md = open(TOPICS, encoding="utf-8").read()
    first = re.search(r"^### .*\n\nThe built-in units of CLDR type", md, re.M).start()
    end = md.index("### Encoding and decoding")
    titles = {t: h for h, t in re.findall(
        r"^### (.*)\n\nThe built-in units of CLDR type `([a-z-]+)`", md, re.M)}
    new_md = md[:first] + topics(sections, titles) + "\n" + md[end:]
    if new_md != md:
        changed.append(TOPICS)
        if not args.check:
            open(TOPICS, "w", encoding="utf-8").write(new_md)

    print(f"ICU {version[0]} (CLDR {version[1]}): {len(units)} units"
          f" ({', '.join(sorted(left_out)) or 'none'} left out as factors)")
    for path in changed:
        print(("would change " if args.check else "wrote ") + os.path.relpath(path, ROOT))
    for name in todo:
        print(f"new constant .{name}: write its summary (the line marked TODO)")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
