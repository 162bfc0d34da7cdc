import FuzzSupport
import MeasurementFormatting

// The unit-id parser: `MeasureUnit("…")` checks the characters itself, then asks
// ICU's `MeasureUnit::forIdentifier`, then tries a type prefix ("length-kilometer").
// Whatever the bytes, it returns a unit or throws `unknownUnit` with a printable
// message; a unit it returns formats, converts to itself, and parses back to itself.

private let english = try! MeasurementFormat(locale: "en")
private let wide = try! MeasurementFormat(width: .wide, locale: "ar")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUnitID(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
  let unit: MeasureUnit
  do {
    unit = try MeasureUnit(text)
  } catch {
    if error.code == .incompatibleUnits {
      // A mixed unit of different quantities ("meter-and-kilogram").
      guard text.contains("-and-"), !error.description.isEmpty else {
        Invariants.fail("MeasureUnit(\(Invariants.debug(text))) threw \(error)")
      }
      return 0
    }
    let suggestions = error.candidates
    guard error.code == .unknownUnit, error.input == text else {
      Invariants.fail("MeasureUnit(\(Invariants.debug(text))) threw \(error)")
    }
    let message = error.description
    guard message.utf8.starts(with: "unknown unit '".utf8), message.unicodeScalars.count < 400,
      !message.unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      })
    else { Invariants.fail("unprintable message for \(Invariants.debug(text)): \(message)") }
    for suggestion in suggestions {
      guard (try? MeasureUnit(suggestion)) != nil else {
        Invariants.fail("suggestion '\(suggestion)' for \(Invariants.debug(text)) is not a unit")
      }
    }
    return 0
  }
  let id = unit.identifier
  guard !id.isEmpty, !unit.isCustom else { Invariants.fail("empty unit for \(text)") }
  // The canonical id is itself a valid id for the same unit.
  guard let again = try? MeasureUnit(id), again == unit else {
    Invariants.fail("canonical id '\(id)' of \(Invariants.debug(text)) does not parse back")
  }
  guard unit.components.count >= 1, unit.isMixed == (unit.components.count > 1) else {
    Invariants.fail("components of '\(id)': \(unit.components)")
  }
  for value in [1.5, -0.0, .nan, 1e300] {
    Invariants.check(english.format(value, unit: unit), "en \(value) \(id)")
    Invariants.check(wide.format(value, unit: unit), "ar wide \(value) \(id)")
  }
  Invariants.check(english.formatRange(1, 2, unit: unit), "en 1...2 \(id)")
  // A unit converts to itself (when CLDR has conversion data for it at all).
  if let same = try? unit.convert(8, to: unit), !same.isNaN, abs(same - 8) > 1e-9 {
    Invariants.fail("'\(id)' converts 8 to itself as \(same)")
  }
  return 0
}
