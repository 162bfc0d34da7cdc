# Shared by scripts/install.sh and scripts/coldstart.sh (sourced, not run): the one
# build of the binary they install and time.

# Builds measfmt in release with Swift's runtime linked statically, into .build/static
# (run from the repository root); prints the binary's path. On failure, the build's
# last lines go to stderr and the status is 1.
build_static_measfmt() {
  local log
  log=$(mktemp)
  if ! swift build -c release --product measfmt --static-swift-stdlib \
    --scratch-path .build/static >"$log" 2>&1; then
    tail -20 "$log" >&2
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
  echo "$PWD/.build/static/release/measfmt"
}
