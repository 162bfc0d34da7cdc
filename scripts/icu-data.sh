#!/usr/bin/env bash
# Builds ICU's data filtered to what measfmt uses (packaging/icu/filters.json): the data
# the fully static binary links (scripts/build-static.sh), and a libicudata.so of the
# same data that the tests run on (scripts/static-check.sh), so that the tests check
# the static binary's data.
#
#   scripts/icu-data.sh             # prints the directory: icudtNNl.dat, libicudata.a,
#                                   # libicudata.so.NN, contents.txt (sizes by tree) and
#                                   # ICU-LICENSE (ICU's licence, from the source package)
#   scripts/icu-data.sh --verify    # also rebuilds the kept trees unfiltered and checks
#                                   # that each bundle reads back as the original
#
# The data is ICU's own, from Debian's `icu` source package of the installed libicu-dev
# (the same version as the static libraries linked): `apt-get source` through a deb-src
# list of its own, made from this machine's Debian sources (nothing is added to the
# system's apt sources), unpacked with dpkg-source (dpkg-dev). That package carries ICU's
# prebuilt data (source/data/in/icudtNNl.dat) and ICU's data build tool
# (source/python/icutools), but not the data's text sources. So the text sources of the
# trees kept are written back from the prebuilt data with ICU's derb, built from the same
# package with packaging/icu/derb.patch (derb as released loses text; see the patch),
# and ICU's data build tool (genrb, icupkg of icu-devtools) builds the filtered data from
# them. --verify shows that this round trip is lossless for every bundle of the trees
# kept (about 2,000).
#
# Needs: dpkg-dev, icu-devtools (with libicu-dev), python3, a C++ compiler (the Swift
# toolchain's clang and clang++ will do), binutils. Output in .build/icu-data (made again when
# this script, packaging/icu/ or the ICU version changes; about 30 s).
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."

verify=0
case "${1:-}" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
  --verify) verify=1 ;;
  "") ;;
  *) echo "icu-data.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac
fail() { echo "icu-data.sh: $*" >&2; exit 1; }
for tool in dpkg-source genrb icupkg genccode python3 ar; do
  command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] \
    || fail "needs $tool (apt-get install dpkg-dev icu-devtools python3 binutils)"
done
cxx=$(command -v clang++ || command -v c++) || fail "needs a C++ compiler (clang++ or c++)"
cc=$(command -v clang || command -v cc) || fail "needs a C compiler (clang or cc)"

deb_version=$(dpkg-query -W -f '${Version}' libicu-dev 2>/dev/null) \
  || fail "libicu-dev is not installed (apt-get install libicu-dev)"
source_package=$(dpkg-query -W -f '${source:Package}' libicu-dev)
icu=$(pkg-config --modversion icu-uc)
major=${icu%%.*}
name=icudt${major}l

out=.build/icu-data
key=$(cat "$self" packaging/icu/filters.json packaging/icu/derb.patch \
  <(echo "$source_package $deb_version") | sha256sum | cut -c1-16)
if ((!verify)) && [ "$(cat "$out/key" 2>/dev/null)" = "$key" ] && [ -f "$out/ICU-LICENSE" ]; then
  echo "$PWD/$out"
  exit 0
fi
rm -rf "$out"
mkdir -p "$out"
work=$PWD/$out/work
mkdir -p "$work"

# 1. Debian's source package, by a deb-src list made from this machine's Debian sources
# (one-line and deb822 forms), in a private apt state directory.
apt_dir=$work/apt
mkdir -p "$apt_dir/lists/partial" "$apt_dir/sources.list.d" "$work/download"
# Both forms of apt's sources (one-line and deb822): the Debian archive's entries only.
python3 - "$apt_dir/sources.list.d" <<'EOF'
import glob, re, sys
debian = re.compile(r"^\S+/debian(-security)?/?$")
lines, stanzas = [], []
for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
    try:
        text = open(path).read()
    except OSError:
        continue
    for line in text.splitlines():
        words = line.split()
        if len(words) >= 3 and words[0] == "deb":
            uri = next(w for w in words[1:] if not w.startswith("["))
            if debian.match(uri):
                lines.append("deb-src" + line.strip()[3:])
for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
    for stanza in re.split(r"\n\s*\n", open(path).read()):
        fields = dict(re.findall(r"^([A-Za-z-]+):[ \t]*(.*)$", stanza, re.M))
        if fields.get("Types", "").split() == ["deb"] and any(
                debian.match(u) for u in fields.get("URIs", "").split()):
            stanzas.append(re.sub(r"^Types:.*$", "Types: deb-src", stanza.strip(), flags=re.M))
open(sys.argv[1] + "/debian-src.list", "w").write("".join(l + "\n" for l in lines))
open(sys.argv[1] + "/debian-src.sources", "w").write("".join(s + "\n\n" for s in stanzas))
EOF
apt_options=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$apt_dir/sources.list.d"
  -o Dir::State::Lists="$apt_dir/lists" -o APT::Sandbox::User=root)
apt-get "${apt_options[@]}" update -qq >"$work/apt.log" 2>&1 \
  || { cat "$work/apt.log" >&2; fail "apt-get update (deb-src) failed"; }
(cd "$work/download" && apt-get "${apt_options[@]}" source --download-only \
  "$source_package=$deb_version") >>"$work/apt.log" 2>&1 \
  || { tail -5 "$work/apt.log" >&2; fail "apt-get source $source_package=$deb_version failed"; }
dpkg-source -x "$work/download/${source_package}_${deb_version#*:}.dsc" "$work/icu" \
  >>"$work/apt.log" 2>&1 || { tail -5 "$work/apt.log" >&2; fail "dpkg-source -x failed"; }
src=$work/icu/source
prebuilt=$src/data/in/$name.dat
[ -f "$prebuilt" ] || fail "no $name.dat in the source package"

# 2. The tools: icu-devtools' (genrb, icupkg, …) and derb with packaging/icu/derb.patch.
tools=$work/tools
mkdir -p "$tools"
for tool in $(dpkg-query -L icu-devtools | grep -E '/s?bin/'); do ln -sf "$tool" "$tools/"; done
(cd "$work/icu" && patch -s -p1 <"$OLDPWD/packaging/icu/derb.patch")
# shellcheck disable=SC2046  # pkg-config's flags are separate words
"$cxx" -O1 -o "$tools/derb" "$src/tools/genrb/derb.cpp" -I"$src/tools/toolutil" -I"$src/common" \
  $(pkg-config --cflags --libs icu-io icu-i18n icu-uc) -licutu

# 3. Text sources of the trees and the misc bundles kept, written back from the prebuilt
# data. The tree of locales' own bundles ("locales") is the top level of the data; every
# other top-level bundle but the pool and the index is a misc one.
items=$work/items
mkdir -p "$items"
icupkg -x '*' -d "$items" "$prebuilt"
data=$work/data
mkdir -p "$data"
cp "$src/data/BUILDRULES.py" "$data/"
mkdir -p "$data/in"
for file in "$src"/data/in/*; do [ "$file" = "$prebuilt" ] || cp -r "$file" "$data/in/"; done
derb() { # derb DIR OUT BUNDLES...: each DIR/BUNDLE.res as OUT/BUNDLE.txt
  local dir=$1 to=$2
  shift 2
  mkdir -p "$to"
  (($#)) || return 0
  "$tools/derb" -A -e UTF-8 -s "$dir" -d "$to/" "$@" 2>"$work/derb.log"
  [ ! -s "$work/derb.log" ] || { cat "$work/derb.log" >&2; fail "derb failed in $dir"; }
}
# The trees the filter keeps besides the locales' own (featureFilters' X_tree entries
# not excluded).
read -ra kept < <(python3 - packaging/icu/filters.json <<'EOF'
import json, sys
text = "".join(l for l in open(sys.argv[1]) if not l.startswith("//"))
features = json.loads(text).get("featureFilters", {})
print(" ".join(k[:-5] for k, v in features.items() if k.endswith("_tree") and k != "locales_tree" and v != "exclude"))
EOF
)
index_locales() { # the locales (installed, then alias) of a tree's res_index
  "$tools/derb" -A -c -s "$1" res_index.res | awk '
    /^    "(InstalledLocales|AliasLocales)"\{/ { on = $1; next }
    /^    \}/ { on = "" }
    on && /^        "/ { gsub(/"/, "", $1); print (on ~ /Alias/ ? "alias " : "installed ") $1 }'
}
deps() { # deps DIR TREE: LOCALE_DEPS.json (alias locales, CLDR version) for a tree
  local aliases
  aliases=$(index_locales "$1" | awk '$1 == "alias" { printf "%s\"%s\": \"\"", n++ ? ", " : "", $2 }')
  printf '{"cldrVersion": "%s", "aliases": {%s}, "parents": {}}\n' "$cldr" "$aliases" \
    >"$data/$2/LOCALE_DEPS.json"
}
cldr=$("$tools/derb" -A -c -s "$items" res_index.res | sed -n 's/.*"CLDRVersion" { "\(.*\)" }/\1/p')
[ -n "$cldr" ] || fail "no CLDR version in the data's res_index"
mapfile -t main_locales < <(index_locales "$items" | awk '{ print $2 ".res" }'; echo root.res)
mapfile -t misc < <(cd "$items" && ls *.res | grep -vxF -f <(printf '%s\n' "${main_locales[@]}" pool.res res_index.res))
derb "$items" "$data/locales" "${main_locales[@]}"
derb "$items" "$data/misc" "${misc[@]}"
deps "$items" locales
for tree in curr lang region zone unit coll brkitr rbnf; do
  mkdir -p "$data/$tree"
  if [[ " ${kept[*]} " == *" $tree "* ]]; then
    mapfile -t bundles < <(cd "$items/$tree" && ls *.res | grep -vxE 'pool.res|res_index.res')
    derb "$items/$tree" "$data/$tree" "${bundles[@]}"
    deps "$items/$tree" "$tree"
  else
    echo '{"aliases": {}, "parents": {}}' >"$data/$tree/LOCALE_DEPS.json"
  fi
done
# BUILDRULES names two files of its own in these trees, kept or not.
[ -f "$data/curr/supplementalData.txt" ] || echo 'supplementalData{}' >"$data/curr/supplementalData.txt"
[ -f "$data/zone/tzdbNames.txt" ] || echo 'tzdbNames{}' >"$data/zone/tzdbNames.txt"

# 4. ICU's data build tool, with the filter, then icupkg packs what it built.
build() { # build FILTER OUT: the data the filter gives, in OUT/$name.dat
  local filter=$1 to=$2
  rm -rf "$to"
  mkdir -p "$to"
  PYTHONPATH=$src/python python3 -B -m icutools.databuilder --mode unix-exec \
    --src_dir "$data" --filter_file "$filter" --tool_dir "$tools" \
    --out_dir "$to/out" --tmp_dir "$to/tmp" >"$to/build.log" 2>&1 \
    || { tail -20 "$to/build.log" >&2; fail "ICU's data build tool failed"; }
  icupkg -tl -s "$to/out" -a "$to/tmp/icudata.lst" new "$to/$name.dat" >>"$to/build.log" 2>&1 \
    || { tail -5 "$to/build.log" >&2; fail "icupkg failed"; }
}
build "$PWD/packaging/icu/filters.json" "$work/filtered"
cp "$work/filtered/$name.dat" "$out/"
# ICU's licence (with CLDR's data and the third-party terms of ICU's code): the
# static binary's notices carry it.
cp "$work/icu/LICENSE" "$out/ICU-LICENSE"

if ((verify)); then
  # The same trees and misc bundles, unfiltered: each bundle must read back (derb) as
  # the original reads.
  printf '{"strategy": "additive", "featureFilters": {%s, "misc": "include"}}\n' \
    "$(printf '"%s_tree": "include", ' locales "${kept[@]}" | sed 's/, $//')" >"$work/all.json"
  build "$work/all.json" "$work/all"
  checked=0
  for dir in . "${kept[@]}"; do
    original=$items/$dir rebuilt=$work/all/out/$dir
    for res in "$rebuilt"/*.res; do
      bundle=$(basename "$res")
      [ "$bundle" != pool.res ] || continue
      for side in original rebuilt; do
        "$tools/derb" -A -c -s "${!side}" "$bundle" 2>"$work/derb.log" | tail -n +4 >"$work/$side.txt"
        [ ! -s "$work/derb.log" ] || { cat "$work/derb.log" >&2; fail "--verify: derb cannot read the $side $dir/$bundle"; }
      done
      cmp -s "$work/original.txt" "$work/rebuilt.txt" \
        || fail "--verify: $dir/$bundle differs from the original"
      checked=$((checked + 1))
    done
  done
  echo "verified: $checked bundles rebuilt from the text sources read back as the originals" >&2
fi

# 5. The data as a static library and as a shared one in libicudata's place: one
# symbol, icudtNN_dat, holding the whole package.
genccode -e "icudt$major" -a gcc -d "$work" "$out/$name.dat" >/dev/null
"$cc" -c -o "$work/${name}_dat.o" "$work/${name}_dat.S"
ar rcD "$out/libicudata.a" "$work/${name}_dat.o"
"$cc" -shared -nostdlib -Wl,-soname,libicudata.so.$major -Wl,-z,noexecstack \
  -o "$out/libicudata.so.$major" "$work/${name}_dat.o"

# What the data holds: items by size, and a total per tree.
icupkg -l "$out/$name.dat" >"$work/items.txt"
{
  echo "ICU $icu data (Debian $source_package $deb_version, CLDR $cldr), filtered by packaging/icu/filters.json"
  echo "$(stat -c %s "$out/$name.dat") bytes, $(wc -l <"$work/items.txt") items (the full data: $(stat -c %s "$prebuilt") bytes)"
  (cd "$work/filtered/out" && find . -name '*.res' -o -name '*.icu' -o -name '*.nrm' -o -name '*.cfu' \
    | sed 's|^\./||' | while read -r f; do
      d=$(dirname "$f")
      [ "$d" = . ] && d=locales+misc
      echo "$d $(stat -c %s "$f")"
    done | awk '{ s[$1] += $2; n[$1]++ } END { for (d in s) printf "%10d bytes %5d items  %s\n", s[d], n[d], d }' | sort -rn)
} >"$out/contents.txt"
echo "$key" >"$out/key"
[ -n "${MEASFMT_KEEP_WORK:-}" ] || rm -rf "$work"
echo "$PWD/$out"
