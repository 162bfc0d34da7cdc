// swift-tools-version:6.0
// Apple-platform code using Foundation's measurement API, as a package of its own that
// depends on measfmt as the README says: on Linux it builds with MeasurementFormatStyle, on
// Apple platforms with Foundation alone. scripts/apple-packages.sh builds and runs it as a
// user gets measfmt (the URL below mirrored to this repository, tagged with the release);
// in this repository the main package builds its sources too (`apple-style-example`).
import PackageDescription

let package = Package(
  name: "AppleStyle",
  // What its code needs: Foundation's byte-count style and Unit…(forLocale:usage:).
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    .package(url: "https://example.com/measfmt.git", from: "0.1.0")
  ],
  targets: [
    .executableTarget(
      name: "AppleStyle",
      dependencies: [.product(name: "MeasurementFormatStyle", package: "measfmt")]
    )
  ]
)
