import FuzzSupport
import MeasurementFormatting

// Reading measurements back: `MeasurementFormat.parse` over any text, in a few locales
// (digits, separators, scripts, plural forms, number-less forms, list separators).
// Byte 0 picks the locale and whether a quantity narrows the choice; the rest is the
// text. Whatever the bytes, parse returns a measurement or throws parseFailure,
// unknownUnit or ambiguousUnit with a printable, bounded message; a measurement it
// returns formats, and its formatted text reads back as the same unit (or as an
// ambiguity that lists it) — units ICU composes and mixed units as well as built-in ones.

private let locales = [
  "en", "de", "fr", "ar", "ar-EG-u-nu-arab", "hi-u-nu-deva", "ru", "ja", "he", "de-CH",
]
private let formats = locales.map { try! MeasurementFormat(locale: $0) }
private let quantities: [String?] = [nil, "length", "duration", "mass", "speed"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count >= 1 else { return 0 }
  let bytes = UnsafeRawBufferPointer(start: data, count: count)
  let format = formats[Int(bytes[0]) % formats.count]
  let quantity = quantities[Int(bytes[0] / 16) % quantities.count]
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let parsed: ParsedMeasurement
  do {
    parsed = try format.parse(text, quantity: quantity)
  } catch {
    guard [.parseFailure, .unknownUnit, .ambiguousUnit].contains(error.code) else {
      Invariants.fail("parse(\(Invariants.debug(text))) threw \(error.code): \(error)")
    }
    let message = error.description
    guard !message.isEmpty, message.unicodeScalars.count < 600,
      !message.unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
      })
    else { Invariants.fail("unprintable message for \(Invariants.debug(text)): \(message)") }
    if error.code == .ambiguousUnit && error.candidates.count < 2 {
      Invariants.fail("ambiguity without candidates for \(Invariants.debug(text)): \(error)")
    }
    return 0
  }
  if let quantity, !parsed.unit.isMixed, parsed.unit.quantity != nil,
    parsed.unit.quantity != quantity
  {
    Invariants.fail("\(Invariants.debug(text)) read as \(parsed) outside \(quantity)")
  }
  guard !parsed.components.isEmpty,
    parsed.unit.isMixed == (parsed.components.count > 1)
  else { Invariants.fail("components of \(parsed) for \(Invariants.debug(text))") }
  let shown = format.format(parsed.value, unit: parsed.unit)
  Invariants.check(shown, "\(format.localeIdentifier) \(parsed)")
  guard parsed.value.isFinite else { return 0 }
  do {
    let again = try format.parse(shown.string, quantity: quantity)
    guard again.unit == parsed.unit else {
      Invariants.fail("'\(shown.string)' (from \(Invariants.debug(text))) read as \(again)")
    }
  } catch  where error.code == .ambiguousUnit && error.candidates.contains(parsed.unit.identifier) {
  } catch {
    Invariants.fail(
      "'\(shown.string)' (from \(Invariants.debug(text))) does not read back: \(error)")
  }
  return 0
}
