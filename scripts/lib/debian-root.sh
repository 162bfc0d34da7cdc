# Shared by scripts/icu-matrix.sh and scripts/check-deb.sh (sourced, not run): the Debian
# mirror this machine's apt uses, and debootstrap installed when it is missing.

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
