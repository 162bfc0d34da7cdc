/// GNU numfmt's size suffixes, glued to a number as `du -h`, `ls -lh`, `free -h` and
/// `kubectl` write sizes ("1.5G", "4.0K", "512Mi", "2k"), with numfmt's names for the
/// ways to read them (`--from`). The suffix scales the number in a base unit: bytes, or
/// the unit the caller names.
///
/// SPI for the command (`--from`); the library reads a suffix as ``SizeSuffixPolicy``
/// says.
@_spi(MeasfmtCLI)
public enum SizeSuffixes: String, CaseIterable, Sendable {
  /// No suffixes: "1.5G" is a value and a unit symbol (g-force), as without numfmt.
  case none
  /// K, M, G, … are powers of 1000.
  case si
  /// K, M, G, … are powers of 1024.
  case iec
  /// Ki, Mi, Gi, … are powers of 1024 (the "i" is required).
  case iecI = "iec-i"
  /// K, M, G, … are powers of 1000; Ki, Mi, Gi, … powers of 1024.
  case auto

  /// The prefix letters, in order of power: K is 1000¹ (or 1024¹), Y 1000⁸, R 1000⁹, Q
  /// 1000¹⁰ (numfmt reads R and Q from coreutils 9.2 on).
  public static let letters: [UInt8] = Array("KMGTPEZYRQ".utf8)

  /// A suffix found at the end of a word: its power (K = 1), whether it ends in "i", and
  /// where the number before it ends.
  public struct Found: Equatable, Sendable {
    public var power: Int
    public var binary: Bool
    public var numberEnd: Int

    public init(power: Int, binary: Bool, numberEnd: Int) {
      self.power = power
      self.binary = binary
      self.numberEnd = numberEnd
    }
  }

  /// The suffix of a unit text: "G" → power 3, "Mi" → power 2 binary, "k" → power 1;
  /// nil when it is none.
  static func suffix(_ text: ArraySlice<Unicode.Scalar>) -> Found? {
    guard text.count == 1 || (text.count == 2 && text.last == "i") else { return nil }
    var letter = text.first!
    if letter == "k" { letter = "K" }
    guard letter.isASCII, let index = letters.firstIndex(of: UInt8(letter.value)) else {
      return nil
    }
    return Found(power: index + 1, binary: text.count == 2, numberEnd: 0)
  }

  /// The factor of a suffix as this reading takes it, or nil when this reading refuses
  /// it (iec-i without "i", si and iec with it).
  public func factor(_ found: Found) -> Double? {
    let base: Double
    switch self {
    case .none: return nil
    case .si: base = found.binary ? 0 : 1000
    case .iec: base = found.binary ? 0 : 1024
    case .iecI: base = found.binary ? 1024 : 0
    case .auto: base = found.binary ? 1024 : 1000
    }
    guard base > 0 else { return nil }
    var factor = 1.0
    for _ in 0..<found.power { factor *= base }
    return factor
  }

  /// The readings that take a suffix, for messages: "--from=iec" for "G", "--from=iec-i"
  /// for "Gi".
  public static func readings(for found: Found) -> [SizeSuffixes] {
    found.binary ? [.iecI, .auto] : [.iec, .si, .auto]
  }

  /// "1.5 × 1024³".
  public static func product(_ number: String, _ base: Int, _ power: Int) -> String {
    let superscripts = ["", "", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹", "¹⁰"]
    return "\(number) × \(base)\(superscripts[power])"
  }

  /// What "1.5G" could mean, and how to say each: the command's message where `--from`
  /// is missing. `unitReading` is the unit the suffix is as a symbol, if any.
  public static func ambiguity(
    _ word: String, _ number: String, _ suffix: String, _ found: Found, unit: String,
    unitReading: String?
  ) -> String {
    let plural = unit == "byte" ? "bytes" : unit
    var message = "'\(word)' has a size suffix, as du -h writes: "
    if found.binary {
      message += "with --from=iec-i it is \(product(number, 1024, found.power)) \(plural)"
    } else {
      message +=
        "with --from=iec it is \(product(number, 1024, found.power)) \(plural), "
        + "with --from=si \(product(number, 1000, found.power))"
    }
    if let unitReading {
      message +=
        "; for '\(suffix)' as a unit (\(unitReading)) write '\(number) \(suffix)' with a space"
    } else {
      message += "; '\(suffix)' is no unit measfmt knows"
    }
    return message
  }

  /// The command's message where `--from` does not read a suffix ("--from=iec-i" and
  /// "4.0K").
  public func refusal(_ word: String, _ suffix: String, _ found: Found) -> String {
    let others = Self.readings(for: found).map { "--from=\($0.rawValue)" }
    return "'\(word)': --from=\(rawValue) does not read the suffix '\(suffix)'; "
      + others.joined(separator: " or ") + " does"
  }

  /// The unit a binary suffix names when nothing else is written so: "Gi" is gibibytes.
  public static func binaryByte(_ power: Int) -> MeasureUnit? {
    let names = ["kibi", "mebi", "gibi", "tebi", "pebi", "exbi", "zebi", "yobi"]
    guard power >= 1, power <= names.count else { return nil }
    return try? MeasureUnit(names[power - 1] + "byte")
  }

  /// The decimal unit a suffix names: "G" is gigabytes with --from=si.
  static func decimalByte(_ power: Int) -> MeasureUnit? {
    let names = [
      "kilo", "mega", "giga", "tera", "peta", "exa", "zetta", "yotta", "ronna", "quetta",
    ]
    guard power >= 1, power <= names.count else { return nil }
    return try? MeasureUnit(names[power - 1] + "byte")
  }
}

/// How the reader takes a number with a size suffix glued to it ("1.5G", "15Gi").
///
/// Wherever only one reading fits — a binary suffix no unit of the locale is written as
/// ("15Gi", "1.5Ki") — it is that many bytes. Elsewhere ("1.5G": g-force, or 1.5 × 1000³
/// or 1024³ bytes; "4.0K": kelvins or kilobytes; "512Mi": miles or mebibytes) the caller
/// must say: the library's error lists the units, the command's names `--from`.
@_spi(MeasfmtCLI)
public enum SizeSuffixPolicy: Sendable {
  /// The library's: an ambiguity error listing the units the text may mean.
  case library
  /// The command's without `--from`: an error that names the way to each reading.
  /// `base` is the unit a suffix scales (nil: bytes).
  case ask(base: MeasureUnit?)
  /// The command's `--from`: the suffix scales the number in `base` (nil: bytes).
  case read(SizeSuffixes, base: MeasureUnit?)
}
