// swift-tools-version:6.0
import PackageDescription

// Where measfmt formats with the system ICU and gives Foundation's measurement API itself:
// every platform but Apple's. On Apple platforms MeasurementFormatStyle depends on none of
// the ICU targets and only re-exports Foundation, which has that API (docs/apple.md).
let icuPlatforms: [Platform] = [.linux, .android, .windows, .wasi, .openbsd]

let package = Package(
  name: "measfmt",
  // No minimum OS: a package of any deployment target can depend on MeasurementFormatStyle
  // (SwiftPM checks a product's minimum against its client's on Apple platforms even when
  // the client uses it only on Linux). The ICU products on Apple platforms would need ICU's
  // headers, which no Apple SDK has, and macOS 15, iOS 18, tvOS 18, watchOS 11 or visionOS 2
  // (Synchronization's Mutex and Atomic): never built there.
  products: [
    .library(name: "MeasurementFormatting", targets: ["MeasurementFormatting"]),
    .library(name: "MeasurementFormatStyle", targets: ["MeasurementFormatStyle"]),
    .executable(name: "measfmt", targets: ["measfmt"]),
  ],
  targets: [
    // Link-only: its module map exposes no ICU header (see Sources/CICU/README.md).
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev"])]
    ),
    // The only code that calls ICU. Private: no stable API.
    .target(
      name: "_MeasfmtICUBridge",
      dependencies: ["CICU"],
      exclude: ["README.md"],
      // The test hooks (checking kept layouts against ICU's fields) only in debug builds:
      // a release build reads nothing of them on its hot path.
      cxxSettings: [.define("MEASFMT_TEST_HOOKS", to: "1", .when(configuration: .debug))]
    ),
    // Everything that does not need Foundation: formatting, runs, styling, renderers. The
    // CLI links only this (and the system ICU), so it starts without loading Foundation.
    .target(
      name: "MeasurementFormattingCore",
      dependencies: ["_MeasfmtICUBridge"],
      exclude: ["README.md", "Parsing/README.md"]
    ),
    // The library people import: the core, re-exported, plus its Foundation layer
    // (Measurement, Dimension, Locale, URL, AttributedString, FormatStyle).
    .target(
      name: "MeasurementFormatting",
      dependencies: ["MeasurementFormattingCore"],
      exclude: ["README.md"]
    ),
    // Apple's Measurement.FormatStyle API on Linux, over the library (re-exported); on Apple
    // platforms Foundation's own, re-exported. The core is named too: the documentation
    // (scripts/docs.sh, the Swift Package Index) resolves links only into the archives of a
    // target's direct dependencies.
    .target(
      name: "MeasurementFormatStyle",
      dependencies: [
        .target(name: "MeasurementFormatting", condition: .when(platforms: icuPlatforms)),
        .target(name: "MeasurementFormattingCore", condition: .when(platforms: icuPlatforms)),
      ],
      exclude: ["README.md"]
    ),
    .target(
      name: "MeasfmtCLI",
      dependencies: ["MeasurementFormattingCore"],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "measfmt",
      dependencies: ["MeasfmtCLI"]
    ),
    // The benchmark: `swift run -c release measfmt-bench` (see README, "Performance").
    .target(
      name: "_BenchICUBaseline",
      dependencies: ["CICU"],
      path: "Benchmarks/Sources/ICUBaseline"
    ),
    .executableTarget(
      name: "measfmt-bench",
      dependencies: ["MeasurementFormatting", "MeasurementFormatStyle", "_BenchICUBaseline"],
      path: "Benchmarks/Sources/measfmt-bench"
    ),
    // Plain ICU without measfmt's repairs, run by the tests that show per ICU whether a
    // repair is still needed. Test-only.
    .executableTarget(
      name: "measfmt-icu-probe",
      dependencies: ["CICU"],
      path: "Tests/ICUProbe"
    ),
    // Apple-platform code that uses Foundation's measurement API (Examples/AppleStyle, also a
    // package of its own); run by MeasurementFormatStyleTests.
    .executableTarget(
      name: "apple-style-example",
      dependencies: ["MeasurementFormatStyle"],
      path: "Examples/AppleStyle/Sources/AppleStyle"
    ),
    // What both test targets share: the ICU/CLDR in use and per-version expectations.
    .target(
      name: "MeasfmtTestSupport",
      dependencies: ["MeasurementFormatting"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "MeasurementFormattingTests",
      dependencies: ["MeasurementFormatting", "MeasurementFormattingCore", "MeasfmtTestSupport"],
      // CLDR's test data, read through #filePath.
      exclude: ["Units/CLDRData"]
    ),
    .testTarget(
      name: "MeasurementFormatStyleTests",
      dependencies: ["MeasurementFormatStyle", "MeasfmtTestSupport"]
    ),
    // A stand-in for a Foundation that declares the generic format-style interpolation of
    // plain strings: FoundationStandInTests shows calls are not ambiguous. Test-only.
    .target(
      name: "_FoundationStandIn",
      path: "Tests/FoundationStandIn"
    ),
    .testTarget(
      name: "FoundationStandInTests",
      dependencies: ["MeasurementFormatStyle", "_FoundationStandIn"]
    ),
    .testTarget(
      name: "MeasfmtCLITests",
      dependencies: ["MeasfmtCLI", "MeasurementFormatting", "MeasfmtTestSupport"]
    ),
  ],
  // No `cxxLanguageStandard`: SwiftPM would also hand it to the benchmark's C target when
  // extracting symbol graphs (`swift package dump-symbol-graph`, DocC), and clang refuses
  // `-std=c++17` for C. The bridge and the probe need C++17, which is clang's default
  // (gnu++17) in every Swift 6 toolchain.
  swiftLanguageModes: [.v6]
)
