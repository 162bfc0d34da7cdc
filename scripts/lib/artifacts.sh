# Sourced by scripts/release.sh (not run): the release's files.
#
# tarball BINARY DIR VERSION: writes DIR/measfmt-VERSION-x86_64-linux.tar.gz and its
# .sha256 from the static BINARY (scripts/build-static.sh), the man page, the
# completions the binary writes, measfmt's LICENSE and the notices of what the binary
# carries (THIRD-PARTY-NOTICES and licenses/). The archive is the same bytes for the same
# inputs: files in name order, owned by root, mode 644 or 755, dated SOURCE_DATE_EPOCH,
# GNU tar format (no atime or ctime), gzip without a name or time.
#
# deb_in_root SUITE DIR: builds the .deb of a Debian release in that release's root
# (scripts/icu-matrix.sh makes it; this toolchain bound in read-only, as there) with
# scripts/package-deb.sh, into DIR.

tarball() {
  local binary=$1 dir=$2 version=$3 name stage top license swift_license
  name=measfmt-$version-x86_64-linux
  stage=$(mktemp -d)
  top=$stage/$name
  "$binary" --version | grep -q "^measfmt $version (.*built in)\$" \
    || fail "$binary is not the static measfmt $version ($("$binary" --version | head -1))"
  install -d "$top/bin" "$top/share/man/man1" "$top/share/bash-completion/completions" \
    "$top/share/zsh/site-functions" "$top/share/fish/vendor_completions.d" "$top/licenses"
  install -m 755 "$binary" "$top/bin/measfmt"
  install -m 755 scripts/install.sh "$top/install.sh"
  sed "1s/\"measfmt\"/\"measfmt $version\"/" measfmt.1 >"$top/share/man/man1/measfmt.1"
  "$binary" --generate-completion-script bash >"$top/share/bash-completion/completions/measfmt"
  "$binary" --generate-completion-script zsh >"$top/share/zsh/site-functions/_measfmt"
  "$binary" --generate-completion-script fish >"$top/share/fish/vendor_completions.d/measfmt.fish"
  cp LICENSE "$top/LICENSE"
  # The licences of what is linked in, as this machine's packages and toolchain carry
  # them (Debian's copyright files name each file's licence; the common licences are
  # Debian's texts of them).
  swift_license=$(dirname "$(readlink -f "$(command -v swift)")")/../share/swift/LICENSE.txt
  cp "$(scripts/icu-data.sh)/ICU-LICENSE" "$top/licenses/ICU-LICENSE"
  for license in "libc6:glibc.copyright" "gcc-12-base:gcc-runtime.copyright"; do
    [ -f "/usr/share/doc/${license%%:*}/copyright" ] \
      || fail "no /usr/share/doc/${license%%:*}/copyright (the notices of what the binary carries)"
    cp "/usr/share/doc/${license%%:*}/copyright" "$top/licenses/${license#*:}"
  done
  cp /usr/share/common-licenses/LGPL-2.1 /usr/share/common-licenses/GPL-3 "$top/licenses/"
  [ -f "$swift_license" ] || fail "no $swift_license (the Swift runtime's licence)"
  cp "$swift_license" "$top/licenses/swift.LICENSE.txt"
  notices >"$top/THIRD-PARTY-NOTICES"
  readme "$version" >"$top/README"
  find "$top" -type d -exec chmod 755 {} + -o -type f -exec chmod 644 {} +
  chmod 755 "$top/bin/measfmt" "$top/install.sh"
  mkdir -p "$dir"
  tar --format=gnu --sort=name --owner=0 --group=0 --numeric-owner \
    --mtime="@$SOURCE_DATE_EPOCH" -C "$stage" -cf - "$name" | gzip -9n >"$dir/$name.tar.gz"
  (cd "$dir" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
  rm -rf "$stage"
}

# What the static binary carries, under which licence, and where its source is.
notices() {
  local glibc gcc icu swift
  glibc=$(dpkg-query -W -f '${Version}' libc6)
  gcc=$(dpkg-query -W -f '${Version}' gcc-12-base)
  icu=$(dpkg-query -W -f '${Version}' libicu-dev)
  swift=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([^ ]*\).*/\1/p' | head -1)
  cat <<EOF
measfmt's static binary (bin/measfmt) is measfmt (LICENSE: Apache License 2.0) linked
with the libraries below, each under its own licence; their texts are in licenses/.

ICU $(pkg-config --modversion icu-uc), with its data filtered to what measfmt uses
  Debian's libicu-dev $icu (static libraries) and the data of Debian's icu source
  package $icu (packaging/icu/filters.json in measfmt's source says what is kept).
  Licence: the Unicode License, with CLDR's data and the third-party terms of parts
  of ICU's code (double-conversion among them): licenses/ICU-LICENSE, ICU's LICENSE.

The GNU C Library (glibc) $glibc
  Debian's libc6-dev $glibc, linked statically. Licence: GNU Lesser General Public
  License 2.1 or later (licenses/LGPL-2.1), parts under the terms listed in
  licenses/glibc.copyright. Its source: Debian's glibc source package $glibc
  (apt-get source glibc=$glibc). To link measfmt with another glibc, build it from its
  source (Apache License 2.0) with scripts/build-static.sh, which links the glibc of
  the machine it runs on.

The GNU C++ library (libstdc++) and GCC's runtime (libgcc) $gcc
  Debian's GCC 12 $gcc, linked statically. Licence: GNU General Public License 3
  (licenses/GPL-3) with the GCC Runtime Library Exception 3.1, which allows this
  (licenses/gcc-runtime.copyright has its text).

The Swift standard library and runtime, Swift $swift
  The Swift toolchain's static libraries. Licence: Apache License 2.0 with the Runtime
  Library Exception (licenses/swift.LICENSE.txt).
EOF
}

# The README of the tarball: what it is and how to install it.
readme() {
  cat <<EOF
measfmt $1 for x86_64 Linux

One static program: it formats measurements for any locale ("5 km", "1.234,5 km",
"5 ft, 11 in"), with ICU $(pkg-config --modversion icu-uc) and its CLDR data built in
(\`measfmt --version\`). It needs no library of the system it runs on: any x86_64 Linux
kernel 3.2 or newer, with /proc mounted.

  bin/measfmt 1234.5 km -l ar-EG -w wide     # run it where it is
  ./install.sh                                # or install it into /usr/local
  PREFIX=\$HOME/.local ./install.sh            # or into ~/.local, without root
  ./install.sh --uninstall                    # (same PREFIX) removes it again

install.sh copies bin/measfmt, the man page (man measfmt) and the completions for bash,
zsh and fish (share/). LICENSE is measfmt's licence; THIRD-PARTY-NOTICES and licenses/
are those of the libraries built into the program.
EOF
}

deb_in_root() {
  local suite=$1 dir=$2 root toolchain work
  root=${MEASFMT_ROOTS:-/var/tmp/measfmt-roots}/$suite
  [ "$(id -u)" = 0 ] || fail "the Debian $suite package is built in a root: needs root"
  scripts/icu-matrix.sh --prepare "$suite" >/dev/null || fail "making the $suite root failed"
  toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
  work=/src/release-$(basename "$PWD")
  rm -rf "${root:?}$work"
  mkdir -p "$root$work" "$root$toolchain"
  git archive HEAD | tar -C "$root$work" -xf -
  # scripts/package-deb.sh needs dpkg-dev (dpkg-shlibdeps, dpkg-buildflags), which the
  # test root lacks: installed into it once.
  if [ ! -x "$root/usr/bin/dpkg-shlibdeps" ]; then
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    chroot "$root" sh -c 'DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends dpkg-dev' \
      >"$dir/.deb-$suite.log" 2>&1 || { tail -5 "$dir/.deb-$suite.log" >&2; fail "dpkg-dev in the $suite root"; }
  fi
  unshare -m --propagation private sh -c '
    set -e
    root=$1 toolchain=$2 work=$3 epoch=$4
    mount --bind "$toolchain" "$root$toolchain"
    mount -o remount,bind,ro "$root$toolchain"
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    exec chroot "$root" /usr/bin/env -i HOME=/root PATH="$toolchain/usr/bin:/usr/bin:/bin" \
      LD_LIBRARY_PATH=/opt/measfmt-host-libs LANG=C.UTF-8 SOURCE_DATE_EPOCH="$epoch" \
      sh -c "cd \"\$0\" && scripts/package-deb.sh" "$work"
  ' sh "$root" "$toolchain" "$work" "$SOURCE_DATE_EPOCH" >"$dir/.deb-$suite.log" 2>&1 \
    || { tail -20 "$dir/.deb-$suite.log" >&2; fail "the Debian $suite package failed"; }
  cp "$root$work"/.build/deb/measfmt_*.deb "$dir/"
  rm -rf "${root:?}$work" "$dir/.deb-$suite.log"
}
