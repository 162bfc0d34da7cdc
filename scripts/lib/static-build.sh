# Shared by scripts/install.sh and scripts/coldstart.sh (sourced, not run): the one
# build of the binary they install and time.

# The C++ bridge's compiler and the linker get Debian's hardening flags
# (`DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags`: stack protector, format
# checks, _FORTIFY_SOURCE, full RELRO with immediate binding), read from dpkg-buildflags
# where it is installed and written out below where it is not; -g and -O2 are left out
# (the release build picks its own optimisation, and the installed binary is stripped).
# -ffile-prefix-map keeps the checkout's path out of the binary.
hardening_flags() {
  local cxxflags cppflags ldflags flag
  if command -v dpkg-buildflags >/dev/null 2>&1; then
    cxxflags=$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get CXXFLAGS)
    cppflags=$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get CPPFLAGS)
    ldflags=$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get LDFLAGS)
  else
    cxxflags="-ffile-prefix-map=$PWD=. -fstack-protector-strong -Wformat -Werror=format-security"
    cppflags="-Wdate-time -D_FORTIFY_SOURCE=2"
    ldflags="-Wl,-z,relro -Wl,-z,now"
  fi
  for flag in $cxxflags $cppflags; do
    case "$flag" in -g | -O[0-9s]) ;; *) printf '%s\n' -Xcxx "$flag" ;; esac
  done
  for flag in $ldflags; do
    # -Wl,-z,relro → -Xlinker -z -Xlinker relro
    case "$flag" in
      -Wl,*) IFS=, read -ra parts <<<"${flag#-Wl,}"
        for part in "${parts[@]}"; do printf '%s\n' -Xlinker "$part"; done ;;
      *) printf '%s\n' -Xlinker "$flag" ;;
    esac
  done
}

# Builds measfmt in release with Swift's runtime linked statically, into .build/static
# (run from the repository root); prints the binary's path. On failure, the build's
# last lines go to stderr and the status is 1.
build_static_measfmt() {
  local log flags=()
  log=$(mktemp)
  mapfile -t flags < <(hardening_flags)
  # The compiler's hashes of its LLVM modules (.swift_modhash, a cache key for
  # incremental code generation) differ between two clean builds of the same sources
  # while the code does not; without incremental code generation they are the same, and
  # so the same commit builds the same binary (scripts/package-deb.sh, which also
  # recomputes the build ID).
  flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen)
  if ! swift build -c release --product measfmt --static-swift-stdlib \
    --scratch-path .build/static "${flags[@]}" >"$log" 2>&1; then
    tail -20 "$log" >&2
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
  echo "$PWD/.build/static/release/measfmt"
}
