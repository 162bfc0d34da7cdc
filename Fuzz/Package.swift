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
    // MeasurementFormat.parse: any text, in a few locales, with or without a quantity.
    .executableTarget(name: "fuzz-parse", dependencies: [library, "FuzzSupport"]),
    // The CLI's sources, compiled here (the main package exports no CLI library):
    // Sources/MeasfmtCLIUnderFuzz is a symbolic link to ../../Sources/MeasfmtCLI.
    // Compiled for testing, so that a harness can reach the batch line parser.
    .target(
      name: "MeasfmtCLIUnderFuzz", dependencies: [library], exclude: ["README.md"],
      swiftSettings: [.unsafeFlags(["-enable-testing"])]),
    // What the command promises (exit statuses, messages, records, escapes, usage errors
    // and the combinations of options it refuses), read from the CLI's own option table;
    // checked against the CLI by a self-check before any input is fuzzed.
    .target(name: "CLIContract", dependencies: ["MeasfmtCLIUnderFuzz", "FuzzSupport"]),
    // The argument parser: any command line, any of a few environments.
    .executableTarget(
      name: "fuzz-cli-args", dependencies: ["MeasfmtCLIUnderFuzz", "FuzzSupport", "CLIContract"]),
    // Batch mode and its line parser: any standard input, cut into reads of any size.
    .executableTarget(
      name: "fuzz-batch-line",
      dependencies: ["MeasfmtCLIUnderFuzz", "FuzzSupport", "CLIContract"]),
    // Field mode (--field, -d, --csv, --header): any records, cut into reads of any size.
    .executableTarget(
      name: "fuzz-field", dependencies: ["MeasfmtCLIUnderFuzz", "FuzzSupport", "CLIContract"]),
    // Apple's API on Linux: MeasurementFormatter and Measurement.FormatStyle with random
    // settings of their own and of their number formatters.
    .executableTarget(
      name: "fuzz-apple",
      dependencies: [
        .product(name: "MeasurementFormatStyle", package: "measfmt"), library, "FuzzSupport",
      ]),
    // Not a fuzzer: resident memory while formatting millions of measurements, for
    // ../scripts/resources.sh. Built on its own, without sanitizers.
    .executableTarget(name: "measfmt-memory", dependencies: [library]),
  ],
  swiftLanguageModes: [.v6]
)
