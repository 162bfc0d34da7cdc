/// Reads one measurement as a locale writes it and as people type it, with the locale's
/// ``ParseTable``. Never a guess: a text that two readings fit is an error listing both,
/// and a number not written as the locale writes numbers is an error, not a value.
///
/// The strategies, in the order they are tried, each in a file of its own:
/// 1. Prepare (this file): the text's scalars without bidi controls, its compatibility
///    characters folded (`１０ｋｍ`, `㎞`, `℃`), white space around it left out.
/// 2. No number (`+Numberless`): a form that says its value ("ساعتان", two hours).
/// 3. A size suffix (`+SizeSuffix`): "1.5G", "512Mi", as numfmt writes sizes.
/// 4. About (`+Approximate`): a sign or word before the number ("~5 km", "約5 km",
///    "ca. 5 km"), left out and noted.
/// 5. A range (`+Range`): two numbers with the locale's range separator, a dash or a
///    word between them ("3–5 km", "3 - 5 km", "-3 - -1 °C", "3 km – 5 km").
/// 6. One number and its unit (`+Single`): the unit by the reading ladder (``Rung``,
///    `+Lookup`: ICU's forms at five rungs of loosening, the language's spellings, the
///    symbols of ``MeasureUnit/init(symbol:)``, false friends first and regional units
///    withheld), a word for a power of ten before it (`+Scale`: "5 tys. km"), units ICU
///    composes (`+Composed`: "5 МДж", "5 Gio/s").
/// 7. A mixed unit (`+Mixed`): numbers each with a unit, as the locale lists them, as
///    people type them ("5 ft, 11 in", "5'11\"", "1h30") or joined by a word for "and".
///
/// Numbers are read by ``NumberReader`` (`+Numbers` finds them).
struct MeasurementReader {
  let table: ParseTable
  /// How a number with a size suffix glued to it ("1.5G") is read.
  var suffixes: SizeSuffixPolicy = .library
  /// Whether a range is a reading; otherwise a range is an error that says so.
  var allowsRange = false

  /// Which units the caller will take.
  enum Filter {
    case any
    case quantity(String)
    case units([MeasureUnit])

    func accepts(_ unit: MeasureUnit) -> Bool {
      switch self {
      case .any: true
      case .quantity(let quantity): unit.quantity == quantity
      case .units(let units): units.contains(unit)
      }
    }

    /// Why a unit was refused: "a mass, not a length".
    func refusal(_ text: String, _ unit: MeasureUnit) -> String {
      let quoted = "'\(MeasurementFormatError.printable(text))'"
      switch self {
      case .any:
        return "\(quoted) is not a unit"
      case .quantity(let quantity):
        let its = unit.quantity.map { " (\($0))" } ?? ""
        return "\(quoted)\(its) is not a unit of \(MeasurementFormatError.printable(quantity))"
      case .units(let units):
        let listed = units.map(\.identifier).joined(separator: ", ")
        return "\(quoted) is not a unit listed: \(MeasurementFormatError.printable(listed))"
      }
    }
  }

  /// The longest text read, in Unicode scalars: a measurement is short, and a bound
  /// keeps a hostile input from costing more.
  static let maximumLength = 1000
  /// The most components of a mixed unit.
  static let maximumComponents = 8

  typealias Text = ArraySlice<Unicode.Scalar>

  /// A measurement read: ``ParsedMeasurement`` without the list of one component, which
  /// costs an allocation that the CLI's batch lines do without.
  struct Reading: CustomStringConvertible {
    var value: Double
    var unit: MeasureUnit
    /// The components of a mixed unit; nil for one unit.
    var components: [FormattedMeasurement.Component]? = nil
    /// The end of a range ("3–5 km": 5), or nil.
    var end: Double? = nil
    /// Whether the text says "about" ("~5 km").
    var isApproximate = false
    /// For a unit ICU composes, how closely ICU's text matched (0 as written … 4 loose).
    var composedLevel = 0

    var parsed: ParsedMeasurement {
      ParsedMeasurement(
        value: value, unit: unit, components: components, endValue: end,
        isApproximate: isApproximate)
    }

    var description: String {
      "\(isApproximate ? "~" : "")\(value)\(end.map { "...\($0)" } ?? "") \(unit)"
    }
  }

  func parse(_ input: String, filter: Filter, defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> Reading
  {
    var input = input
    return try input.withUTF8 { bytes in
      Result { () throws(MeasurementFormatError) in
        try parse(utf8: bytes, filter: filter, defaultUnit: defaultUnit)
      }
    }.get()
  }

  /// ``parse(_:filter:defaultUnit:)`` of a text's UTF-8 (invalid bytes read as U+FFFD,
  /// as `String(decoding:as:)` reads them): the CLI's batch lines, without a `String`
  /// made for each. Bidi controls are left out; past ``maximumLength`` scalars it stops.
  func parse(utf8 input: UnsafeBufferPointer<UInt8>, filter: Filter, defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> Reading
  {
    // The ASCII bytes first, in one go (most texts are only those).
    let limit = min(input.count, Self.maximumLength + 1)
    var i = 0
    while i < limit, input[i] < 0x80 { i += 1 }
    var scalars = input[..<i].map { Unicode.Scalar($0) }
    // Whether a compatibility character is there to fold (never an ASCII one).
    var foldable = false
    if i < input.count, scalars.count <= Self.maximumLength {
      scalars.reserveCapacity(limit)
      var bytes = input[i...].makeIterator()
      var decoder = UTF8()
      decoding: while scalars.count <= Self.maximumLength {
        switch decoder.decode(&bytes) {
        case .scalarValue(let s):
          guard !ParseText.isBidiControl(s) else { continue }
          foldable = foldable || ParseText.isFoldable(s)
          scalars.append(s)
        case .error: scalars.append("\u{FFFD}")
        case .emptyInput: break decoding
        }
      }
    }
    if scalars.count > Self.maximumLength {
      throw .parseFailure(
        "the text is too long to be a measurement (more than \(Self.maximumLength) characters)",
        input: String(decoding: input, as: UTF8.self))
    }
    if foldable, let folded = ParseText.folded(scalars) { scalars = folded }
    return try read(scalars[...], filter: filter, defaultUnit: defaultUnit)
  }

  /// The strategies in their order (see the type's documentation).
  func read(_ scalars: Text, filter: Filter, defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> Reading
  {
    var text = Self.trimmed(scalars)
    guard !text.isEmpty else { throw .parseFailure("no measurement in ''", input: "") }
    if let zero = withZeroWord(text) { text = zero }
    var spans = numberSpans(text)
    guard !spans.isEmpty else { return try numberless(text, filter) }
    if let sized = try sizeSuffixed(text, spans, filter, defaultUnit) { return sized }
    try refuseMinusOrApproximately(text)
    var isApproximate = false
    if let rest = withoutApproximatelySign(text, spans[0]) {
      text = rest
      spans = numberSpans(text)
      isApproximate = true
    }
    // A number the region writes two ways is refused whatever reading the text has, so
    // that its error names the number ("2,000" in "1,234.5-2,000%" in es-419), not a unit
    // the range's other readings could not find.
    for span in spans {
      if let problem = eitherMarkProblem(text[span]) { throw problem }
    }
    var reading: Reading
    if spans.count >= 2, let range = try range(text, spans, filter, defaultUnit) {
      guard allowsRange else {
        throw .parseFailure(
          "'\(MeasurementFormatError.printable(string(text)))' is a range, not one measurement",
          input: string(text))
      }
      reading = range
    } else {
      reading = try single(text, spans, filter, defaultUnit)
    }
    reading.isApproximate = reading.isApproximate || isApproximate
    try refuseWhatNoOneMeans(reading, text)
    return reading
  }

  /// Refuses a reading that the text gives two ways (a number of a region that writes
  /// either decimal mark is refused before, in ``read(_:filter:defaultUnit:)``): a calendar
  /// year written as a number of years ("2020年", "2024 г.", "2010-2015年": the year 2024,
  /// not a duration of 2,024 years); a day of the month in Chinese, Japanese and Korean
  /// ("3日": the 3rd, or three days); a time of day written as hours where the language
  /// writes one so ("14h" in French: two o'clock, or fourteen hours); feet with inches
  /// after the decimal mark where people write a height so ("5.8 ft" in en-IN).
  private func refuseWhatNoOneMeans(_ reading: Reading, _ text: Text)
    throws(MeasurementFormatError)
  {
    let spans = numberSpans(text)
    guard reading.components == nil, let span = spans.first else { return }
    // A height or a room's side: one number of feet from 1 to under 100.
    if reading.unit == .foot, table.feetPointInches, reading.end == nil, spans.count == 1,
      (1..<100).contains(reading.value),
      let inches = inchesAfterDecimalMark(text[span], value: reading.value)
    {
      let feet = Int(reading.value.rounded(.towardZero))
      throw .ambiguousUnit(string(text), meanings: ["foot", "\(feet) ft \(inches) in"])
    }
    let digits = text[span].drop { Self.isSign($0) }
    guard digits.allSatisfy(isDigit), let whole = number(digits) else { return }
    let shown = string(text)
    let glued = span.upperBound < text.endIndex && !ParseText.isSpace(text[span.upperBound])
    switch reading.unit {
    case .year, .yearPerson:
      for span in spans {
        let digits = text[span].drop { Self.isSign($0) }
        guard digits.count == 4, digits.allSatisfy(isDigit), let year = number(digits),
          (1000...2999).contains(year)
        else { continue }
        throw .parseFailure(
          "'\(MeasurementFormatError.printable(shown))' names a calendar year "
            + "(\(Int(year))), not a number of years", input: shown)
      }
    case .day where glued && (1...31).contains(whole) && Self.writesDatesWithDay(table.localeID):
      throw .ambiguousUnit(
        shown, meanings: ["day", "a day of the month (\(MeasurementFormatError.printable(shown)))"])
    case .hour where glued && table.timeWithH && (0...23).contains(whole) && reading.end == nil:
      throw .ambiguousUnit(
        shown, meanings: ["hour", "a time of day (\(MeasurementFormatError.printable(shown)))"])
    default: return
    }
  }

  /// The inches a number of feet may say after its decimal mark ("5.8": 8, "5.11": 11):
  /// one digit 1–9, or "10" or "11", after one of the locale's decimal separators; nil for
  /// any other number ("5.25", "5.0", "5", "5 1/2", "1.5e-1"). `value` is the number read:
  /// one written with a decimal mark has a fraction.
  private func inchesAfterDecimalMark(_ number: Text, value: Double) -> Int? {
    guard value != value.rounded(.towardZero),
      let mark = number.lastIndex(where: { !isDigit($0) }), mark > number.startIndex
    else { return nil }
    let after = number[(mark + 1)...]
    let marks = table.numbers.systems.map(\.decimal)
    guard marks.contains(where: { $0 == [number[mark]] }),
      number[..<mark].allSatisfy(isDigit), let inches = self.number(after)
    else { return nil }
    switch after.count {
    case 1 where (1...9).contains(inches): return Int(inches)
    case 2 where inches == 10 || inches == 11: return Int(inches)
    default: return nil
    }
  }

  /// Whether the locale's language writes a date's day as a number of days glued to the
  /// word for day (zh, ja "3日", ko "3일").
  static func writesDatesWithDay(_ localeID: String) -> Bool {
    ["zh", "ja", "ko", "yue"].contains(ReaderData.language(of: localeID))
  }

  /// Refuses a text that begins with a sign that the locale writes both for minus and for
  /// approximately (``ParseTable/approximatelyMinus``) followed by a digit: two readings.
  private func refuseMinusOrApproximately(_ text: Text) throws(MeasurementFormatError) {
    guard let sign = table.approximatelyMinus, text.count > sign.count,
      text.prefix(sign.count).elementsEqual(sign),
      ParseText.isDigit(text[text.startIndex + sign.count])
    else { return }
    let about = string(text.dropFirst(sign.count))
    throw .parseFailure(
      "'\(MeasurementFormatError.printable(string(text)))' has two readings in \(localeName), "
        + "which writes '\(String(String.UnicodeScalarView(sign)))' for minus and for "
        + "approximately: minus \(MeasurementFormatError.printable(about)), or about "
        + "\(MeasurementFormatError.printable(about))",
      input: string(text))
  }

  /// "Zero KB" as "0 KB" (``ReaderData/words``); nil when the text does not begin so.
  private func withZeroWord(_ text: Text) -> Text? {
    guard let word = table.zeroWord, text.count > word.length,
      ParseText.isSpace(text[text.startIndex + word.length]),
      ParseText.string(text.prefix(word.length)).lowercased() == word.text
    else { return nil }
    return (["0"] + text.dropFirst(word.length))[...]
  }

  /// `text` without the white space around it.
  static func trimmed(_ text: Text) -> Text {
    var start = text.startIndex
    var end = text.endIndex
    while start < end && ParseText.isSpace(text[start]) { start += 1 }
    while end > start && ParseText.isSpace(text[end - 1]) { end -= 1 }
    return text[start..<end]
  }

  func string(_ text: Text) -> String { ParseText.string(text) }

  var localeName: String {
    table.localeID.isEmpty ? "the root locale" : "'\(table.localeID)'"
  }
}
