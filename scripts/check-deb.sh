#!/usr/bin/env bash
# The check a user would make of the Debian package: in a clean root of this machine's
# Debian release without Swift (debootstrap --variant=minbase, from the mirror in this
# machine's apt sources), `apt-get install ./measfmt_*.deb` must pull only Debian
# packages, and then measfmt must run, `man measfmt` must show the page, and bash,
# zsh and fish must complete `measfmt --width <Tab>` from the installed scripts; and
# lintian must find nothing to say about the package.
#
#   scripts/check-deb.sh                    # builds the .deb (scripts/package-deb.sh)
#   scripts/check-deb.sh path/to/measfmt_0.1.0+deb12_amd64.deb
#   MEASFMT_DEB_SUITE=trixie scripts/check-deb.sh measfmt_0.1.0+deb13_amd64.deb  # built there
#   scripts/check-deb.sh --prepare          # only make the bare root (CI, in advance)
#
# The bare root is made once (about 1 minute) in ${MEASFMT_ROOTS:-/var/tmp/measfmt-roots}
# and copied afresh for every check. Needs root. Prints one line per check; exits 1 if
# any fails.
set -euo pipefail
self=$(readlink -f "$0")
deb=${1:-}
if [ -n "$deb" ] && [ "${deb#-}" = "$deb" ]; then deb=$(readlink -f "$deb"); fi
cd "$(dirname "$self")/.."

prepare=0
case "${1:-}" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
  --prepare) prepare=1 deb= ;;
esac
if [ "$(id -u)" != 0 ]; then echo "check-deb.sh: needs root" >&2; exit 1; fi

. /etc/os-release
# The release the package was built for: this machine's, or MEASFMT_DEB_SUITE (a package
# built in a Debian 13 root is checked with MEASFMT_DEB_SUITE=trixie).
suite=${MEASFMT_DEB_SUITE:-$VERSION_CODENAME}
roots=${MEASFMT_ROOTS:-/var/tmp/measfmt-roots}
base=$roots/$suite-bare
root=$roots/$suite-deb-check
mkdir -p "$roots"
. scripts/lib/debian-root.sh
mirror=$(debian_mirror)
need_debootstrap
make_root "$suite" "$base" "$roots/$suite-bare.log" || exit 1
if ((prepare)); then echo "$suite: bare root ready"; exit 0; fi
if [ -z "$deb" ]; then deb=$(scripts/package-deb.sh | tail -1); fi
[ -f "$deb" ] || { echo "check-deb.sh: no package at '$deb'" >&2; exit 1; }
deb=$(readlink -f "$deb")
rm -rf "$root"
cp -a "$base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
cp "$deb" "$root/tmp/"
name=$(basename "$deb")

failed=0
checks=0
check() { # check NAME: runs stdin as a bash script in the root
  local what=$1 log
  checks=$((checks + 1))
  log="$roots/$suite-deb-check-$checks.log"
  if unshare -m --propagation private sh -c '
      root=$1; shift
      mount -t proc proc "$root/proc"
      mount --rbind /dev "$root/dev"
      exec chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 TERM=xterm-256color DEBIAN_FRONTEND=noninteractive bash -euo pipefail -s
    ' sh "$root" >"$log" 2>&1; then
    echo "ok: $what$(grep -m1 '^> ' "$log" | sed 's/^>/:/' || true)"
  else
    echo "FAILED: $what (log: $log)"
    tail -15 "$log"
    failed=1
  fi
}

check "apt-get install ./$name pulls only Debian packages" <<EOF
if command -v swift; then echo "swift is installed: not a root without Swift"; exit 1; fi
apt-get update -qq
apt-get install -y --no-install-recommends ./tmp/$name man-db bash-completion zsh fish tmux \
  >/tmp/apt.log
grep -E '^(Get|Inst)' /tmp/apt.log || true
# Every package came from the Debian archive, measfmt from the file.
dpkg-query -W -f '\${Status}\n' measfmt | grep -x 'install ok installed'
# The installed version (the "***" line of apt-cache policy) is offered by the archive.
for package in \$(dpkg-query -W -f '\${Package}\n' | grep -v '^measfmt\$'); do
  apt-cache policy "\$package" | awk -v mirror='$mirror' '
    /^ \*\*\* / { installed = 1; next }
    installed && /^     [^ ]/ { exit }
    installed && index(\$0, mirror) { found = 1 }
    END { exit !found }' || { echo "not from the Debian archive: \$package"; exit 1; }
done
echo "> Depends: \$(dpkg-query -W -f '\${Depends}' measfmt)"
EOF

check "measfmt 5 km --width narrow --ansi" <<'EOF'
out=$(measfmt 5 km --width narrow --ansi | od -An -c | tr -s ' ')
test "$out" = " 5 033 [ 2 m k m 033 [ 0 m \n"
measfmt 1234.5 km -l de | grep -qx '1.234,5 km'
printf '5 km\n7 mi\n' | measfmt --width wide -l en | paste -sd '|' | grep -qx '5 kilometers|7 miles'
ldd /usr/bin/measfmt
if ldd /usr/bin/measfmt | grep -E 'swift|Foundation|not found'; then exit 1; fi
echo "> $(measfmt 5 km --width narrow --ansi | od -An -c | tr -s ' ')"
EOF

check "man measfmt" <<'EOF'
MANPAGER=cat MANWIDTH=80 man measfmt >/tmp/man.txt
grep -E 'measfmt +- +format +measurements +for +people' /tmp/man.txt
grep -q -- '--generate-completion-script SHELL' /tmp/man.txt
# The page's footer names the version measfmt --version reports.
tail -1 /tmp/man.txt | grep -q "measfmt $(measfmt --version | cut -d' ' -f2)"
echo "> $(wc -l </tmp/man.txt) lines"
EOF

check "bash completes measfmt --width <Tab>" <<'EOF'
set +u  # bash-completion is not written for set -u
source /usr/share/bash-completion/bash_completion
# The loader finds /usr/share/bash-completion/completions/measfmt (status 124: "retry").
_completion_loader measfmt || test $? = 124
complete -p measfmt
COMP_WORDS=(measfmt 5 km/); COMP_CWORD=2; _measfmt
test "${COMPREPLY[*]}" = "km/h km/hr"
COMP_WORDS=(measfmt --width ""); COMP_CWORD=2; _measfmt
test "${COMPREPLY[*]}" = "narrow abbreviated wide numeric"
echo "> ${COMPREPLY[*]}"
EOF

check "fish completes measfmt --width <Tab>" <<'EOF'
out=$(fish -c "complete -C 'measfmt --width '" | cut -f1 | paste -sd ' ')
test "$out" = "abbreviated narrow numeric wide"
echo "> $out"
EOF

# zsh completes only at an interactive prompt: a real terminal (tmux) in the root.
check "zsh completes measfmt --width <Tab>" <<'EOF'
printf 'autoload -U compinit && compinit -u\nPS1="%% "\n' >/root/.zshrc
zsh -ic 'print -r -- $_comps[measfmt]' | grep -qx _measfmt
tmux new-session -d -s z -x 100 -y 20 zsh
sleep 1
tmux send-keys -t z 'measfmt --width ' Tab
sleep 1
tmux send-keys -t z Tab
sleep 1
tmux capture-pane -p -t z >/tmp/pane.txt
tmux kill-server
cat /tmp/pane.txt
# The first Tab lists the four widths under the prompt, the second inserts one.
grep -E '^abbreviated +narrow +numeric +wide *$' /tmp/pane.txt
echo "> $(grep -E '^abbreviated +narrow +numeric +wide' /tmp/pane.txt | tr -s ' ')"
EOF

# lintian (this Debian release's, --pedantic, every tag level): nothing but what the
# package overrides (the Swift runtime's two infos, packaging/deb/lintian-overrides),
# and /usr/share/doc/measfmt with its copyright file and changelog.
check "lintian --pedantic finds nothing" <<EOF
test -s /usr/share/doc/measfmt/copyright
zcat /usr/share/doc/measfmt/changelog.gz | sed -n 1p | grep -q '^measfmt ('
apt-get install -y -qq --no-install-recommends lintian >/tmp/apt-lintian.log
lintian --pedantic -I -E /tmp/$name >/tmp/lintian.txt 2>&1 \
  || { cat /tmp/lintian.txt; exit 1; }
cat /tmp/lintian.txt
if grep -E '^[EWIPX]:' /tmp/lintian.txt; then exit 1; fi
echo "> lintian \$(dpkg-query -W -f '\${Version}' lintian): no error, warning or info"
EOF

exit $failed
