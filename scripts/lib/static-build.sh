# Shared by scripts/install.sh, scripts/coldstart.sh and scripts/build-static.sh
# (sourced, not run): the build of the binary they install and time, and the flags that
# make a build the same from one clean build to the next.

# The C++ bridge's compiler and the linker get Debian's hardening flags
# (`DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags`: stack protector, format
# checks, _FORTIFY_SOURCE, full RELRO with immediate binding), read from dpkg-buildflags
# where it is installed and written out below where it is not; -g and -O2 are left out
# (the release build picks its own optimisation, and the installed binary is stripped).
# -ffile-prefix-map keeps the checkout's path out of the binary.
# The linker: Swift's default, gold, where it is installed; else the toolchain's lld. GNU
# ld (bfd), which Swift falls back to without gold (Debian 13 installs no gold), writes
# no RELRO segment for a program with Swift's runtime linked in (`swiftc
# -static-stdlib`, with or without `-z relro`; gold and lld write it).
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
  command -v ld.gold >/dev/null 2>&1 || printf '%s\n' -Xswiftc -use-ld=lld
}

# What makes two clean builds of the same commit write the same bytes (run from the
# repository root):
# - The compiler's hashes of its LLVM modules (.swift_modhash, a cache key for
#   incremental code generation) differ between two clean builds while the code does
#   not: no incremental code generation.
# - The compiler orders some of its work by where its data lands in memory: with
#   address-space randomisation, the same frontend command on the same sources writes
#   JSONRenderer.swift.o in one of several instruction orders (Swift 6.3.1; one run to
#   the next, not fixed by one thread, SWIFT_DETERMINISTIC_HASHING or without LLVM's
#   function merging), and the code after it moves. Without it (setarch -R, below, for
#   the build's processes) two runs write the same objects, and two clean builds in the
#   same directory the same program (a checkout elsewhere still gets other code there).
# - The checkout's path is mapped to "." (Swift; the C++ flags map it too).
# - The linker computes the build ID over what it writes: the program, stripped as it
#   is linked (a symbol table is not the same from two builds), so stripping it again
#   leaves the ID as it is.
reproducible_flags() {
  printf '%s\n' -Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen \
    -Xswiftc -file-prefix-map -Xswiftc "$PWD=." -Xlinker --strip-all
}

# Runs a build command without address-space randomisation (see above) where setarch
# (util-linux) can turn it off, else as it is.
without_aslr() {
  if setarch "$(uname -m)" -R true 2>/dev/null; then
    setarch "$(uname -m)" -R "$@"
  else
    "$@"
  fi
}

# Builds measfmt in release with Swift's runtime linked statically, into .build/static
# (run from the repository root); prints the binary's path. On failure, the build's
# last lines go to stderr and the status is 1.
build_static_measfmt() {
  local log flags=()
  log=$(mktemp)
  mapfile -t flags < <(hardening_flags; reproducible_flags)
  if ! without_aslr swift build -c release --product measfmt --static-swift-stdlib \
    --scratch-path .build/static "${flags[@]}" >"$log" 2>&1; then
    tail -20 "$log" >&2
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
  echo "$PWD/.build/static/release/measfmt"
}
