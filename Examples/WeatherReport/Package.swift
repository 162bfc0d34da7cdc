// swift-tools-version:6.0
// A cross-platform package that writes weather reports (wind, visibility, temperature,
// pressure, cloud heights, as a METAR formatter does) and depends on measfmt as the README
// says: one dependency, one import, no condition. On Apple platforms the same import gives
// Foundation's own measurement API. scripts/apple-packages.sh builds and tests it as a user
// gets measfmt: the URL below mirrored to this repository, tagged with the release.
import PackageDescription

let package = Package(
  name: "WeatherReport",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    .package(url: "https://example.com/measfmt.git", from: "0.1.0")
  ],
  targets: [
    .target(
      name: "WeatherReport",
      dependencies: [.product(name: "MeasurementFormatStyle", package: "measfmt")]
    ),
    .executableTarget(name: "weather-report", dependencies: ["WeatherReport"]),
    .testTarget(name: "WeatherReportTests", dependencies: ["WeatherReport"]),
  ]
)
