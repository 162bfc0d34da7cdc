import _MeasfmtICUBridge

/// Swift wrappers around the C bridge: every call into `_MeasfmtICUBridge` goes
/// through this file. Text comes back as UTF-8 (building a `String` from UTF-8 is
/// much cheaper than from UTF-16) and field spans as UTF-8 byte offsets.
enum ICU {
  static let bufferOverflow: Int32 = Int32(MF_STATUS_BUFFER_OVERFLOW)

  /// ICU's version, e.g. "72.1" (`u_getVersion`).
  static let version: String = readCString(capacity: 32) { mf_icu_version($0, $1) }
  /// The CLDR version of ICU's data, e.g. "42.0" (`ulocdata_getCLDRVersion`).
  static let cldrVersion: String = readCString(capacity: 32) { mf_cldr_version($0, $1) }

  /// The locales ICU has data for, as ICU ids ("ar_SA"), in ICU's order
  /// (`uloc_countAvailable`, `uloc_getAvailable`).
  static let availableLocaleIDs: [String] = (0..<mf_locale_available_count()).map { index in
    readCString(capacity: 160) { mf_locale_available_at(index, $0, $1) }
  }

  /// ICU's name for a status code (`u_errorName`): "U_ILLEGAL_ARGUMENT_ERROR".
  static func errorName(_ status: Int32) -> String {
    readCString(capacity: 64) { mf_error_name(status, $0, $1) }
  }

  static func readCString(
    capacity: Int, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Void
  ) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
      buffer.initialize(repeating: 0)
      body(buffer.baseAddress!, Int32(capacity))
      return String(cString: buffer.baseAddress!)
    }
  }

  /// Calls a bridge function that writes a C string and returns its length,
  /// retrying with a larger buffer when it did not fit (bounded as
  /// ``withOutput(textOnly:_:_:)`` is).
  static func readString(
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
  ) throws(ICUError) -> String {
    var capacity = 128
    for _ in 0..<maximumAttempts {
      var status: Int32 = 0
      let (text, length): (String, Int32) = withUnsafeTemporaryAllocation(
        of: CChar.self, capacity: capacity
      ) { buffer in
        buffer.initialize(repeating: 0)
        let n = body(buffer.baseAddress!, Int32(capacity), &status)
        let length = min(Int(max(n, 0)), capacity - 1)
        let text = String(
          decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: length)
            .bindMemory(to: UInt8.self), as: UTF8.self)
        return (text, n)
      }
      if status == bufferOverflow || Int(length) >= capacity {
        if Int(length) >= maximumOutputSize { throw .bufferOverflow }
        capacity = Int(length) + 1
        continue
      }
      if let error = ICUError(status: status) { throw error }
      return text
    }
    throw .bufferOverflow
  }

  /// `uloc_forLanguageTag`: the ICU id and how many bytes of the tag were parsed.
  static func localeID(forLanguageTag tag: String) throws(ICUError) -> (id: String, parsed: Int) {
    var parsed: Int32 = 0
    let id = try readString { buffer, capacity, status in
      mf_locale_for_language_tag(tag, buffer, capacity, &parsed, &status)
    }
    return (id, Int(parsed))
  }

  /// `uloc_canonicalize`.
  static func canonicalize(localeID: String) throws(ICUError) -> String {
    try readString { mf_locale_canonicalize(localeID, $0, $1, &$2) }
  }

  /// `uloc_toLanguageTag`.
  static func languageTag(localeID: String) throws(ICUError) -> String {
    try readString { mf_locale_to_language_tag(localeID, $0, $1, &$2) }
  }

  /// `uloc_addLikelySubtags`: "en" → "en_Latn_US".
  static func withLikelySubtags(localeID: String) throws(ICUError) -> String {
    try readString { mf_locale_add_likely_subtags(localeID, $0, $1, &$2) }
  }

  /// `uloc_isRightToLeft`.
  static func isRightToLeft(localeID: String) -> Bool {
    mf_locale_is_right_to_left(localeID) != 0
  }

  /// Whether ICU has data for the locale's language (`ures_open` without fallback to root).
  static func hasData(localeID: String) -> Bool {
    mf_locale_has_data(localeID) != 0
  }

  /// The values of a grammatical feature ("case", "gender") CLDR lists for units in the
  /// locale's language, in CLDR's order; empty when it lists none
  /// (`mf_locale_grammatical_feature`).
  static func grammaticalFeature(_ feature: String, localeID: String) -> [String] {
    let names =
      (try? readString { buffer, capacity, status in
        mf_locale_grammatical_feature(localeID, feature, buffer, capacity, &status)
      }) ?? ""
    return names.split(separator: " ").map(String.init)
  }

  /// The digit grouping of the locale's decimal format: the group next to the decimal
  /// separator and the others' (3 and 2 in India's "3,84,400"), or nil when ICU has none
  /// (`mf_locale_decimal_grouping`).
  static func decimalGrouping(localeID: String) -> (primary: Int, secondary: Int)? {
    var primary: Int32 = 0
    var secondary: Int32 = 0
    var status: Int32 = 0
    mf_locale_decimal_grouping(localeID, &primary, &secondary, &status)
    guard ICUError(status: status) == nil, primary > 0 else { return nil }
    return (Int(primary), Int(secondary))
  }

  /// `MeasureUnit::forIdentifier`: the canonical identifier and complexity
  /// (0 single, 1 compound, 2 mixed), or nil when ICU does not know the unit.
  static func canonicalUnit(_ identifier: String) -> (id: String, complexity: Int)? {
    var complexity: Int32 = 0
    guard
      let id = try? readString({ buffer, capacity, status in
        mf_unit_canonical(identifier, buffer, capacity, &complexity, &status)
      }), !id.isEmpty
    else { return nil }
    return (id, Int(complexity))
  }

  /// Whether ICU has the unit built in, with display data of its own (`kilometer`,
  /// `kilometer-per-hour`), rather than composing it from parts (`kilogram-meter`).
  static func isBuiltInUnit(_ identifier: String) -> Bool {
    mf_unit_is_built_in(identifier) == 1
  }

  /// A built-in unit's name without a number (`MeasureFormat::getUnitDisplayName`,
  /// `mf_unit_display_name`): width 0 wide, 1 short, 2 narrow; nil when ICU has none
  /// (a unit it composes from parts).
  static func unitDisplayName(_ identifier: String, localeID: String, width: Int32) -> String? {
    guard
      let name = try? readString({ buffer, capacity, status in
        mf_unit_display_name(localeID, identifier, width, buffer, capacity, &status)
      }), !name.isEmpty
    else { return nil }
    return name
  }

  /// CLDR's pattern of a duration as a clock ("h:mm:ss", fi "h.mm.ss"; `kind` "hm", "ms"
  /// or "hms"), or nil when ICU has none (`mf_duration_pattern`).
  static func durationPattern(_ kind: String, localeID: String) -> String? {
    guard
      let pattern = try? readString({ buffer, capacity, status in
        mf_duration_pattern(localeID, kind, buffer, capacity, &status)
      }), !pattern.isEmpty
    else { return nil }
    return pattern
  }

  /// The first of `candidates` in the locale's plural category "other"
  /// (`mf_plural_other_index`), or nil when none is.
  static func pluralOther(localeID: String, candidates: [Double]) -> Double? {
    var status: Int32 = 0
    let index = candidates.withUnsafeBufferPointer {
      mf_plural_other_index(localeID, $0.baseAddress!, Int32($0.count), &status)
    }
    guard ICUError(status: status) == nil, index >= 0, Int(index) < candidates.count else {
      return nil
    }
    return candidates[Int(index)]
  }

  /// ICU's copy of CLDR's supplemental unit data, as (path, value) pairs: see
  /// `mf_units_data`. Read once.
  static let unitsData: [(path: Substring, value: Substring)] = tabSeparatedLines(mf_units_data)

  /// `MeasureUnit::getAvailable`: every built-in unit as (type, subtype), in one call
  /// (`mf_units_available`).
  static func availableUnits() -> [(type: String, subtype: String)] {
    tabSeparatedLines(mf_units_available).map { (String($0), String($1)) }
  }

  /// Reads the "key<TAB>value<LF>" lines a bridge function writes when asked with a
  /// buffer of the length it returned for none.
  private static func tabSeparatedLines(
    _ write: (UnsafeMutablePointer<CChar>?, Int32) -> Int32
  ) -> [(Substring, Substring)] {
    let needed = Int(write(nil, 0))
    guard needed > 0 else { return [] }
    let text = String(unsafeUninitializedCapacity: needed) { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        Int(write(chars.baseAddress!, Int32(needed)))
      }
    }
    return text.split(separator: "\n").compactMap { line in
      guard let tab = line.firstIndex(of: "\t") else { return nil }
      return (line[..<tab], line[line.index(after: tab)...])
    }
  }
}

extension ICU {
  /// Opens an ICU object through a bridge `*_open` call: its handle, or the error ICU
  /// reported (a null handle without a status is an illegal argument).
  static func open(_ body: (inout Int32) -> OpaquePointer?) throws(ICUError) -> OpaquePointer {
    var status: Int32 = 0
    let handle = body(&status)
    if let error = ICUError(status: status) { throw error }
    guard let handle else { throw .illegalArgument }
    return handle
  }

  /// How many times ``withOutput(textOnly:_:_:)`` and ``readString(_:)`` call ICU
  /// before output that still does not fit is an error: the first call with small
  /// buffers, then with the sizes ICU reported (a call's output is the same each time, so
  /// the second fits; the third is for an output that grew in between).
  static let maximumAttempts = 3

  /// The largest output read, in bytes or spans (a decimal of 100,000 digits, the
  /// longest measfmt formats, is about 130,000 bytes).
  static let maximumOutputSize = 1 << 24

  /// Runs a bridge format call with stack buffers first (256 bytes, 32 spans), and
  /// buffers of the reported size when that was not enough, at most
  /// ``maximumAttempts`` times; then, or for output past ``maximumOutputSize``, it fails
  /// with ICU's `U_BUFFER_OVERFLOW_ERROR`. `textOnly` asks the bridge not to read ICU's
  /// fields (`read` then gets no spans).
  @inline(__always)
  static func withOutput<R>(
    textOnly: Bool = false,
    _ call: (inout MFOutput, inout Int32) -> Void,
    _ read: (UnsafeBufferPointer<UInt8>, ICUSpans) -> R
  ) -> Result<R, ICUError> {
    withGrowingBuffers(of: MFSpan.self) { text, spans in
      var output = MFOutput(
        text: UnsafeMutableRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self),
        textCapacity: Int32(text.count), textLength: 0,
        spans: spans.baseAddress!, spanCapacity: textOnly ? -1 : Int32(spans.count),
        spanCount: 0)
      var status: Int32 = 0
      call(&output, &status)
      if status == bufferOverflow {
        return .grow(text: Int(output.textLength), items: Int(output.spanCount))
      }
      if let error = ICUError(status: status) { return .done(.failure(error)) }
      return .done(
        .success(
          read(
            UnsafeBufferPointer(start: text.baseAddress!, count: Int(output.textLength)),
            ICUSpans(
              UnsafeBufferPointer(start: spans.baseAddress!, count: Int(output.spanCount))))))
    }
  }

  /// What one call with a pair of buffers came to: a result, or the sizes it needs.
  enum Attempt<R> {
    case done(Result<R, ICUError>)
    case grow(text: Int, items: Int)
  }

  /// The buffers of ``withOutput(textOnly:_:_:)`` and `withRunOutput(_:_:)`: a text
  /// buffer and one of spans or runs, 256 bytes and 32 items on the stack first, then of
  /// the sizes the call asked for, at most ``maximumAttempts`` times and at most
  /// ``maximumOutputSize`` each; then `U_BUFFER_OVERFLOW_ERROR`.
  @inline(__always)
  static func withGrowingBuffers<Item, R>(
    of item: Item.Type,
    _ attempt: (UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<Item>) -> Attempt<R>
  ) -> Result<R, ICUError> {
    var textCapacity = 256
    var itemCapacity = 32
    for _ in 0..<maximumAttempts {
      let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: textCapacity) {
        text in
        withUnsafeTemporaryAllocation(of: Item.self, capacity: itemCapacity) { items in
          attempt(text, items)
        }
      }
      switch outcome {
      case .done(let result): return result
      case .grow(let text, let items):
        guard text < maximumOutputSize, items < maximumOutputSize else {
          return .failure(.bufferOverflow)
        }
        textCapacity = max(textCapacity, text + 1)
        itemCapacity = max(itemCapacity, items + 2)
      }
    }
    return .failure(.bufferOverflow)
  }
}
