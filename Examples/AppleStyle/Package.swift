// swift-tools-version:6.0
// Apple-platform code using Foundation's measurement API, as a package of its own that
// depends on measfmt: on Linux it builds with MeasurementFormatStyle, on Apple platforms
// with Foundation alone.
//
//   cd Examples/AppleStyle && swift run      # LANG=en_US.UTF-8 for Apple's en_US examples
import PackageDescription

let package = Package(
  name: "AppleStyle",
  // measfmt's (Synchronization's Mutex and Atomic).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    // A path dependency is identified by its folder's name ("measfmt" when cloned as
    // such); `name:` fixes it whatever the folder is called.
    .package(name: "measfmt", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppleStyle",
      dependencies: [.product(name: "MeasurementFormatStyle", package: "measfmt")]
    )
  ]
)
