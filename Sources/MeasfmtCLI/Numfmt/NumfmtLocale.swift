@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// What numfmt takes from the locale of numbers: its decimal point, its thousands
/// separator and group sizes (for `--grouping` and `%'f`), and whether its characters
/// are UTF-8 (blanks beyond ASCII, quoting). numfmt asks the C library (`LC_NUMERIC`);
/// measfmt asks ICU, for the locale of `-l` or of `LC_ALL`, `LC_NUMERIC`, `LANG`, so
/// that `--numfmt -l de` writes `1,5K` with no system locale installed. Digits are
/// ASCII, as printf writes them. C and POSIX have "." and no separator.
struct NumfmtLocale {
  var decimalPoint: [UInt8] = [UInt8(ascii: ".")]
  var thousandsSeparator: [UInt8] = []
  /// The group next to the decimal point, then the others (3 and 2 in India's).
  var grouping: (primary: Int, secondary: Int) = (3, 3)
  var utf8 = false

  static let c = NumfmtLocale()

  /// The locale `id` (a POSIX or BCP 47 id, as `LocaleEnvironment` makes it) as ICU
  /// writes numbers; nil when ICU cannot use it.
  init?(id: String, utf8: Bool) {
    self.utf8 = utf8
    if id == "C" { return }
    guard let format = try? MeasurementFormat(locale: id, number: NumberOptions(grouping: .always))
    else { return nil }
    let sample = format.format(1_234_567.5, unit: .byte)
    var string = sample.string
    let bytes = string.withUTF8 { Array($0) }
    for run in sample.runs {
      if run.numberPart == .decimal { decimalPoint = Array(bytes[run.utf8Range]) }
      if run.numberPart == .group { thousandsSeparator = Array(bytes[run.utf8Range]) }
    }
    if let sizes = format.decimalGrouping {
      grouping = (sizes.primary, sizes.secondary > 0 ? sizes.secondary : sizes.primary)
    }
  }

  private init() {}

  /// The locale numfmt reads numbers in: `-l ID`, else `LC_ALL`, `LC_NUMERIC`, `LANG`.
  static func from(_ option: String?, environment: [String: String]) -> NumfmtLocale? {
    let utf8 = isUTF8(environment)
    if let option {
      return NumfmtLocale(id: LocaleEnvironment.identifier(option), utf8: utf8)
    }
    guard let id = LocaleEnvironment.numbers(environment) else {
      var c = NumfmtLocale.c
      c.utf8 = utf8
      return c
    }
    return NumfmtLocale(id: id, utf8: utf8) ?? .c
  }

  /// Whether `LC_ALL`, `LC_CTYPE` or `LANG` (the first set) names UTF-8.
  static func isUTF8(_ environment: [String: String]) -> Bool {
    guard let ctype = LocaleEnvironment.first(["LC_ALL", "LC_CTYPE", "LANG"], in: environment)
    else { return false }
    let lower = ctype.lowercased()
    return lower.contains("utf-8") || lower.contains("utf8")
  }

  /// The length of the blank at `i` (space, tab; in UTF-8 also Unicode's blanks and,
  /// when `nbsp`, its no-break spaces), or 0.
  @inline(__always)
  func blankLength(_ text: UnsafeBufferPointer<UInt8>, _ i: Int, nbsp: Bool) -> Int {
    guard i < text.count else { return 0 }
    let b = text[i]
    if b == 0x20 || b == 0x09 { return 1 }
    guard utf8, b >= 0xC2 else { return 0 }
    return Self.unicodeBlankLength(text, i, nbsp: nbsp)
  }

  private static func unicodeBlankLength(
    _ text: UnsafeBufferPointer<UInt8>, _ i: Int, nbsp: Bool
  ) -> Int {
    let b = text[i]
    if b == 0xC2, i + 1 < text.count, text[i + 1] == 0xA0 { return nbsp ? 2 : 0 }
    guard i + 2 < text.count else { return 0 }
    let scalar =
      (UInt32(b & 0x0F) << 12) | (UInt32(text[i + 1] & 0x3F) << 6)
      | UInt32(text[i + 2] & 0x3F)
    guard b >= 0xE0, b < 0xF0, text[i + 1] & 0xC0 == 0x80, text[i + 2] & 0xC0 == 0x80 else {
      return 0
    }
    switch scalar {
    case 0x2007, 0x202F, 0x2060: return nbsp ? 3 : 0
    case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return 3
    default: return 0
    }
  }

  /// Past the blanks and newlines at `i` (numfmt 9.2 on: no-break spaces are no blanks
  /// here).
  @inline(__always)
  func skipBlanks(_ text: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    var i = i
    while i < text.count {
      if text[i] == 0x0A {
        i += 1
        continue
      }
      let length = blankLength(text, i, nbsp: false)
      if length == 0 { break }
      i += length
    }
    return i
  }
}
