import _MeasfmtICUBridge

/// An opened ICU decimal parser for one locale (`NumberFormat::parse`, lenient).
///
/// `@unchecked Sendable`: ICU's `parse` is a const method and builds the parser it uses
/// behind an atomic pointer, so an opened parser reads numbers on many threads at once.
final class ICUNumberParser: @unchecked Sendable {
  let handle: OpaquePointer

  /// `NumberFormat::createInstance(locale, UNUM_DECIMAL)`.
  init(localeID: String) throws(ICUError) {
    handle = try ICU.open { mf_number_parser_open(localeID, &$0) }
  }

  deinit { mf_number_parser_close(handle) }

  /// The number the whole of `text` is, as the locale writes numbers; nil when ICU reads
  /// it only in part or not at all.
  ///
  /// A plain number (ASCII digits, the locale's minus sign, grouping and decimal
  /// separators, at most 15 digits) is read without ICU's parser, to the value ICU reads.
  func parse(_ text: Substring) -> Double? { parse(text, withICUOnly: false) }

  /// `parse(_:)` always through ICU's parser (`mf_number_parse_with_icu`): what the
  /// plain numbers are checked against.
  func parse(_ text: Substring, withICUOnly icuOnly: Bool) -> Double? {
    var text = text
    return text.withUTF8 { parse($0, withICUOnly: icuOnly) }
  }

  /// `parse(_:)` of a text's UTF-8; with `withICUOnly`, always through ICU's parser.
  func parse(_ utf8: UnsafeBufferPointer<UInt8>, withICUOnly icuOnly: Bool = false) -> Double? {
    utf8.withMemoryRebound(to: CChar.self) { chars -> Double? in
      guard let base = chars.baseAddress else { return nil }
      var value = 0.0
      var status: Int32 = 0
      let whole =
        icuOnly
        ? mf_number_parse_with_icu(handle, base, Int32(chars.count), &value, &status)
        : mf_number_parse(handle, base, Int32(chars.count), &value, &status)
      return whole == 1 && ICUError(status: status) == nil ? value : nil
    }
  }
}

extension ICU {
  /// One value per plural category of the locale (`PluralRules::select` over
  /// `candidates`, else `PluralRules::getSamples`): formatting each shows every plural
  /// form the locale has.
  static func pluralRepresentatives(localeID: String, candidates: [Double]) -> [Double] {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 8) { buffer in
      var status: Int32 = 0
      let n = mf_plural_representatives(
        localeID, candidates, Int32(candidates.count), buffer.baseAddress!, 8, &status)
      guard ICUError(status: status) == nil else { return candidates }
      return Array(buffer.prefix(Int(n)))
    }
  }
}
