/// A unit CLDR defines as a scale over its base unit rather than a multiple of it
/// (`<convertUnit source="beaufort" baseUnit="meter-per-second" special="beaufort"/>`,
/// CLDR 46 and newer).
enum SpecialScale: Sendable {
  /// The Beaufort wind force scale: force n is the band of wind speeds from
  /// `beaufortBands[n]` up to `beaufortBands[n + 1]` m/s (WMO's bands, extended to force
  /// 17 with an end value, as ICU has them). A force converts to the middle of its band
  /// (rounded to a whole force first: 17 and more is 58.6 m/s, as CLDR's unitsTest.txt
  /// has it); a speed converts to the whole force whose band holds it.
  case beaufort

  init?(name: String) {
    guard name == "beaufort" else { return nil }
    self = .beaufort
  }

  static let beaufortBands: [Double] = [
    0, 0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7, 36.9, 41.4, 46.1,
    51.1, 55.8, 61.4,
  ]

  /// The highest force: the last band has an end value only to give it a middle.
  static var maximumForce: Int { beaufortBands.count - 2 }

  /// The middle of each force's band, from the bands' decimals exactly (58.6 m/s for
  /// force 17, where (55.8 + 61.4) / 2 in Doubles is 58.599999999999994).
  static let beaufortMiddles: [Double] = zip(beaufortBands, beaufortBands.dropFirst()).map {
    let sum = DecimalReading.rational(of: $0) + DecimalReading.rational(of: $1)
    return (sum * Rational(BigUInt.one, BigUInt(2))).doubleValue
  }

  func toBase(_ force: Double) -> Double {
    guard !force.isNaN else { return .nan }
    let rounded = min((abs(force) + 0.5).rounded(.down), Double(Self.maximumForce))
    return Self.beaufortMiddles[Int(rounded)]
  }

  func fromBase(_ speed: Double) -> Double {
    guard !speed.isNaN else { return .nan }
    let magnitude = abs(speed)
    let band = Self.beaufortBands[...Self.maximumForce].lastIndex { $0 <= magnitude } ?? 0
    return Double(band)
  }
}
