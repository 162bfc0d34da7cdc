import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

private func options(
  precision: NumberOptions.Precision? = nil,
  rounding: NumberOptions.RoundingMode? = nil, grouping: NumberOptions.Grouping? = nil,
  sign: NumberOptions.SignDisplay? = nil, notation: NumberOptions.Notation? = nil
) -> NumberOptions {
  NumberOptions(
    precision: precision, roundingMode: rounding, grouping: grouping, signDisplay: sign,
    notation: notation)
}

/// The ICU number skeletons of every path and option, checked as text: nothing here
/// calls ICU (what ICU makes of them is what the formatting tests check).
@Suite("ICU skeletons")
struct SkeletonTests {
  static let defaults = MeasurementFormat.Configuration(
    width: .abbreviated, number: NumberOptions())

  @Test(
    "A single unit at each width",
    arguments: [
      (UnitWidth.narrow, "unit/kilometer unit-width-narrow"),
      (.abbreviated, "unit/kilometer unit-width-short"),
      (.wide, "unit/kilometer unit-width-full-name"),
    ])
  func widths(width: UnitWidth, expected: String) {
    #expect(
      MeasurementFormat.Configuration(width: width, number: NumberOptions()).singleSkeleton(
        unit: "kilometer") == expected)
  }

  @Test("The number alone: the number options only")
  func numberAlone() {
    #expect(Self.defaults.singleSkeleton(unit: nil) == "")
    let options = options(precision: .fractionDigits(2...2), grouping: .never)
    #expect(
      MeasurementFormat.Configuration(width: .wide, number: options).singleSkeleton(unit: nil)
        == ".00 group-off")
  }

  @Test(
    "Fraction and significant digits",
    arguments: [
      (options(precision: .fractionDigits(0...0)), "precision-integer"),
      (options(precision: .fractionDigits(2...2)), ".00"),
      (options(precision: .fractionDigits(0...2)), ".##"),
      (options(precision: .fractionDigits(1...3)), ".0##"),
      (options(precision: .significantDigits(3...3)), "@@@"),
      (options(precision: .significantDigits(2...4)), "@@##"),
      (options(precision: .significantDigits(1...1)), "@"),
      // Out-of-range counts are clamped by the precision, once: ICU gets its limits.
      (options(precision: .fractionDigits(-3)), "precision-integer"),
      (
        options(precision: .fractionDigits(998...1200)),
        "." + String(repeating: "0", count: 998) + "#"
      ),
      (options(precision: .significantDigits(0)), "@"),
      (options(precision: .significantDigits(-5...2)), "@#"),
    ])
  func digits(options: NumberOptions, expected: String) {
    let skeletons = MeasurementFormat.Configuration(width: .abbreviated, number: options)
    #expect(skeletons.numberSkeleton == expected)
    #expect(skeletons.singleSkeleton(unit: "meter") == expected + " unit/meter unit-width-short")
  }

  @Test(
    "Rounding modes",
    arguments: [
      (NumberOptions.RoundingMode.halfEven, "rounding-mode-half-even"),
      (.halfUp, "rounding-mode-half-up"), (.halfDown, "rounding-mode-half-down"),
      (.up, "rounding-mode-up"), (.down, "rounding-mode-down"),
      (.ceiling, "rounding-mode-ceiling"), (.floor, "rounding-mode-floor"),
    ])
  func rounding(mode: NumberOptions.RoundingMode, expected: String) {
    #expect(
      MeasurementFormat.Configuration(width: .narrow, number: options(rounding: mode))
        .numberSkeleton == expected)
  }

  @Test(
    "Grouping",
    arguments: [
      (NumberOptions.Grouping.automatic, "group-auto"), (.always, "group-on-aligned"),
      (.never, "group-off"), (.min2, "group-min2"),
    ])
  func grouping(grouping: NumberOptions.Grouping, expected: String) {
    #expect(
      MeasurementFormat.Configuration(width: .narrow, number: options(grouping: grouping))
        .numberSkeleton
        == expected)
  }

  @Test(
    "Sign display",
    arguments: [
      (NumberOptions.SignDisplay.automatic, "sign-auto"), (.always, "sign-always"),
      (.never, "sign-never"), (.exceptZero, "sign-except-zero"), (.negative, "sign-negative"),
    ])
  func sign(sign: NumberOptions.SignDisplay, expected: String) {
    #expect(
      MeasurementFormat.Configuration(width: .narrow, number: options(sign: sign)).numberSkeleton
        == expected)
  }

  @Test(
    "Notation (standard has no token)",
    arguments: [
      (NumberOptions.Notation.standard, ""), (.scientific, "scientific"),
      (.engineering, "engineering"), (.compactShort, "compact-short"),
      (.compactLong, "compact-long"),
    ])
  func notation(notation: NumberOptions.Notation, expected: String) {
    #expect(
      MeasurementFormat.Configuration(width: .narrow, number: options(notation: notation))
        .numberSkeleton
        == expected)
  }

  @Test("Every option at once, in ICU's order")
  func allOptions() {
    let options = options(
      precision: .fractionDigits(1...2), rounding: .halfUp, grouping: .min2, sign: .always,
      notation: .compactShort)
    #expect(
      MeasurementFormat.Configuration(width: .wide, number: options).singleSkeleton(
        unit: "kilometer-per-hour")
        == ".0# rounding-mode-half-up group-min2 sign-always compact-short"
        + " unit/kilometer-per-hour unit-width-full-name")
  }

  @Test(
    "Usage: ICU's eight-letter keys for visibility and barometric",
    arguments: [
      (Usage.road, "unit/meter unit-width-short usage/road"),
      (.personHeight, "unit/meter unit-width-short usage/person-height"),
      (.general, "unit/meter unit-width-short usage/default"),
      (.visibility, "unit/meter unit-width-short usage/visiblty"),
      (.barometric, "unit/meter unit-width-short usage/baromtrc"),
      (.asProvided, "unit/meter unit-width-short"),
    ])
  func usage(usage: Usage, expected: String) {
    let skeletons = MeasurementFormat.Configuration(
      width: .abbreviated, number: NumberOptions(), usage: usage)
    #expect(skeletons.usageSkeleton(unit: "meter") == expected)
    // A single unit never carries the usage.
    #expect(skeletons.singleSkeleton(unit: "meter") == "unit/meter unit-width-short")
  }

  @Test("Usage with number options")
  func usageWithOptions() {
    let skeletons = MeasurementFormat.Configuration(
      width: .narrow, number: options(precision: .fractionDigits(1...1), sign: .exceptZero),
      usage: .weather)
    #expect(
      skeletons.usageSkeleton(unit: "celsius")
        == ".0 sign-except-zero unit/celsius unit-width-narrow usage/weather")
  }

  @Test("Mixed-unit components: a sign on the first only, whole numbers above the smallest")
  func mixedComponents() {
    let d = Self.defaults
    #expect(
      d.mixedSkeleton(unit: "foot", position: .first)
        == "precision-integer rounding-mode-down unit/foot unit-width-short")
    #expect(
      d.mixedSkeleton(unit: "foot", position: .middle)
        == "precision-integer rounding-mode-down sign-never unit/foot unit-width-short")
    #expect(
      d.mixedSkeleton(unit: "inch", position: .smallest) == "sign-never unit/inch unit-width-short")
    #expect(d.mixedSkeleton(unit: "inch", position: .smallestFirst) == "unit/inch unit-width-short")

    let options = options(
      precision: .fractionDigits(1...2), rounding: .halfUp, grouping: .never, sign: .always,
      notation: .scientific)
    let s = MeasurementFormat.Configuration(width: .narrow, number: options)
    #expect(
      s.mixedSkeleton(unit: "pound", position: .first)
        == "precision-integer rounding-mode-down group-off sign-always unit/pound unit-width-narrow"
    )
    #expect(
      s.mixedSkeleton(unit: "stone", position: .middle)
        == "precision-integer rounding-mode-down group-off sign-never unit/stone unit-width-narrow")
    #expect(
      s.mixedSkeleton(unit: "ounce", position: .smallest)
        == ".0# rounding-mode-half-up group-off sign-never scientific unit/ounce unit-width-narrow")
    #expect(
      s.mixedSkeleton(unit: "ounce", position: .smallestFirst)
        == ".0# rounding-mode-half-up group-off sign-always scientific unit/ounce unit-width-narrow"
    )
    // How ICU rounds the smallest before it carries: no notation, no sign, no grouping.
    #expect(
      s.mixedRoundingSkeleton(unit: "ounce")
        == ".0# rounding-mode-half-up unit/ounce unit-width-narrow")
    let compact = MeasurementFormat.Configuration(
      width: .abbreviated, number: NumberOptions(notation: .compactShort))
    #expect(
      compact.mixedRoundingSkeleton(unit: "pound")
        == "precision-integer/@@* unit/pound unit-width-short")
  }

  @Test(
    "Mixed-unit components with a usage: ICU's usage precision on the last, unless digits are set")
  func mixedComponentsWithUsage() {
    let usage = MeasurementFormat.Configuration(
      width: .abbreviated, number: NumberOptions(), usage: .personHeight)
    #expect(
      usage.mixedSkeleton(unit: "foot", position: .first)
        == "precision-integer rounding-mode-down unit/foot unit-width-short")
    #expect(
      usage.mixedSkeleton(unit: "inch", position: .smallest)
        == "sign-never precision-integer/@@* unit/inch unit-width-short")
    let digits = MeasurementFormat.Configuration(
      width: .abbreviated, number: options(precision: .significantDigits(2...2)),
      usage: .personHeight)
    #expect(
      digits.mixedSkeleton(unit: "inch", position: .smallest)
        == "@@ sign-never unit/inch unit-width-short")
  }

  @Test("Ranges: the number options, and ICU's usage precision with a usage")
  func ranges() {
    #expect(Self.defaults.rangeSkeleton(unit: "kilometer") == "unit/kilometer unit-width-short")
    let signed = options(sign: .always)
    #expect(
      MeasurementFormat.Configuration(width: .wide, number: signed).rangeSkeleton(unit: "kilometer")
        == "sign-always unit/kilometer unit-width-full-name")
    #expect(
      MeasurementFormat.Configuration(width: .wide, number: signed, usage: .road).rangeSkeleton(
        unit: "mile")
        == "sign-always precision-integer/@@* unit/mile unit-width-full-name")
    #expect(
      MeasurementFormat.Configuration(width: .narrow, number: NumberOptions(), usage: .road)
        .rangeSkeleton(unit: "mile")
        == "precision-integer/@@* unit/mile unit-width-narrow")
    #expect(
      MeasurementFormat.Configuration(
        width: .narrow, number: options(precision: .fractionDigits(1...1)), usage: .road
      )
      .rangeSkeleton(unit: "mile") == ".0 unit/mile unit-width-narrow")
  }

  @Test("Fixed skeletons and the list width of mixed units")
  func fixed() {
    #expect(Skeleton.plainNumbers == "")
    #expect(Skeleton.probe == "unit/meter")
    #expect(Skeleton.usagePrecision == "precision-integer/@@*")
    #expect(UnitWidth.wide.icuListWidth.rawValue == 0)
    #expect(UnitWidth.abbreviated.icuListWidth.rawValue == 1)
    #expect(UnitWidth.narrow.icuListWidth.rawValue == 2)
  }
}
