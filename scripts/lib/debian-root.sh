# Shared by scripts/icu-matrix.sh and scripts/check-deb.sh (sourced, not run): the Debian
# mirror this machine's apt uses, debootstrap installed when it is missing, and a root
# made (once per package list).

# Prints the mirror named in this machine's apt sources (deb822 "URIs:" or one-line
# "deb URI suite"), without a final slash; deb.debian.org when there is none.
debian_mirror() {
  local mirror
  mirror=$(
    { cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
      /etc/apt/sources.list.d/*.sources 2>/dev/null || true; } | awk '
        /^URIs:/ && $2 ~ /\/debian\/?$/ { print $2; exit }
        /^deb / && $2 ~ /\/debian\/?$/ { print $2; exit }'
  )
  mirror=${mirror:-http://deb.debian.org/debian}
  echo "${mirror%/}"
}

# Installs debootstrap with apt-get when it is not on PATH.
need_debootstrap() {
  command -v debootstrap >/dev/null && return 0
  echo "installing: debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap \
    >/dev/null 2>&1 || {
    apt-get update -qq >/dev/null 2>&1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap \
      >/dev/null
  }
}

# make_root SUITE ROOT LOG [PACKAGES] [SCRIPT]: makes ROOT with `debootstrap
# --variant=minbase` (PACKAGES, comma-separated, added with --include; SCRIPT, the
# debootstrap script when the suite has none of its own), its output in LOG, unless ROOT
# is already made with these packages: the marker ROOT/.measfmt-ready holds the list it
# was made with, so a root made with another list is made again. Fails with LOG's last
# lines when debootstrap does.
make_root() {
  local suite=$1 root=$2 log=$3 packages=${4:-} script=${5:-}
  [ -f "$root/.measfmt-ready" ] && [ "$(cat "$root/.measfmt-ready")" = "$packages" ] && return 0
  echo "$suite: debootstrap from $mirror"
  rm -rf "$root"
  if ! debootstrap --variant=minbase ${packages:+--include="$packages"} "$suite" "$root" \
    "$mirror" $script >"$log" 2>&1; then
    tail -5 "$log"
    echo "$suite: FAILED: debootstrap (log: $log)"
    return 1
  fi
  echo "$packages" >"$root/.measfmt-ready"
}
