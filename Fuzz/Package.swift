// swift-tools-version:6.0
// libFuzzer harnesses for measfmt. Not part of the library: build and run them with
// ../scripts/fuzz.sh (see README.md). Every harness is built with
// `-sanitize=fuzzer,address`, and so is the measfmt code it calls.
import PackageDescription

let library: Target.Dependency = .product(name: "MeasurementFormatting", package: "measfmt")

let package = Package(
  name: "measfmt-fuzz",
  dependencies: [
    .package(name: "measfmt", path: "..")
  ],
  targets: [
    // Reads typed values out of the fuzzer's bytes; checks the invariants every
    // formatted measurement and every rendering must hold.
    .target(name: "FuzzSupport", dependencies: [library]),
    // MeasureUnit("…"): the unit-id parser (ours, then ICU's).
    .executableTarget(name: "fuzz-unit-id", dependencies: [library, "FuzzSupport"]),
    // A random value, unit id, locale and options through every format entry point
    // and every renderer.
    .executableTarget(name: "fuzz-format", dependencies: [library, "FuzzSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
