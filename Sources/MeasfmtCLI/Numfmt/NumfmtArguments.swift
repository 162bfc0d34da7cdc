/// Reads numfmt's command line as GNU numfmt does (getopt_long): options anywhere
/// among the numbers until `--`, long options by any unambiguous prefix (`--ro` for
/// `--round`), a required value after `=` or as the next argument whatever it is,
/// `--header[=N]`'s only after `=`, short options clustered (`-zd,`); values checked as
/// numfmt checks them, with its messages. measfmt's `-l`/`--locale` and `--numfmt[=VERSION]`
/// are read beside them.
enum NumfmtArguments {
  enum Takes { case none, required, optional }

  /// One option of numfmt mode: its long name, short letter, value and help.
  struct Option {
    let name: String
    var short: Character? = nil
    let takes: Takes
    var value = ""
    let help: String
  }

  /// numfmt's long options in its order (which ambiguity messages list), then measfmt's.
  static let options: [Option] = [
    Option(
      name: "from", takes: .required, value: "UNIT",
      help: "read suffixes: none (the default), auto, si, iec or iec-i"),
    Option(
      name: "from-unit", takes: .required, value: "N",
      help: "the size of an input unit (default 1; K = 1000, Ki = 1024)"),
    Option(
      name: "to", takes: .required, value: "UNIT",
      help: "scale numbers: none (the default), si, iec or iec-i"),
    Option(
      name: "to-unit", takes: .required, value: "N", help: "the size of an output unit (default 1)"),
    Option(
      name: "round", takes: .required, value: "METHOD",
      help: "up, down, from-zero (the default), towards-zero or nearest"),
    Option(
      name: "padding", takes: .required, value: "N",
      help: "pad numbers to N characters (on the right when N < 0)"),
    Option(
      name: "suffix", takes: .required, value: "SUFFIX",
      help: "write SUFFIX after each number; take it off the numbers read"),
    Option(
      name: "unit-separator", takes: .required, value: "SEP",
      help: "between a number and its scale's suffix, read and written"),
    Option(
      name: "grouping", takes: .none, help: "group digits as the locale does (no groups in C)"),
    Option(
      name: "delimiter", short: "d", takes: .required, value: "X",
      help: "fields are separated by X, not by blanks"),
    Option(
      name: "field", takes: .required, value: "FIELDS",
      help: "convert these fields (default 1): N, N-, N-M, -M, - (all)"),
    Option(name: "debug", takes: .none, help: "warn about input that is not converted"),
    Option(name: "-debug", takes: .none, help: "show how each number is read"),
    Option(
      name: "header", takes: .optional, value: "N",
      help: "write the first N lines (default 1) unchanged"),
    Option(
      name: "format", takes: .required, value: "FORMAT",
      help: "printf's %f with ' (grouping), 0, a width and a precision"),
    Option(
      name: "invalid", takes: .required, value: "MODE",
      help: "abort (the default), fail, warn or ignore"),
    Option(
      name: "zero-terminated", short: "z", takes: .none, help: "lines end with NUL, not a newline"),
    Option(name: "help", takes: .none, help: "show this help and exit"),
    Option(name: "version", takes: .none, help: "show the version and exit"),
    Option(
      name: "locale", short: "l", takes: .required, value: "ID",
      help: "the locale of decimal points and group separators (default: LC_ALL, LC_NUMERIC, LANG)"),
    Option(
      name: "numfmt", takes: .optional, value: "VERSION",
      help: "9.10 (the default) or 9.1: follow that numfmt where numfmt changed"),
  ]

  /// The options of a dialect: 9.1 has no `--unit-separator`.
  static func options(_ dialect: NumfmtOptions.Dialect) -> [Option] {
    dialect == .v9_1 ? options.filter { $0.name != "unit-separator" } : options
  }

  /// Reads the arguments as bytes: numfmt passes them on as they came (a suffix or a
  /// number that is not UTF-8 is written back unchanged).
  static func parse(
    _ arguments: [[UInt8]], dialect: NumfmtOptions.Dialect, environment: [String: String],
    _ m: NumfmtMessages
  ) throws(NumfmtUsageError) -> NumfmtOptions {
    var o = NumfmtOptions()
    o.dialect = dialect
    var fieldsGiven = false
    var index = 0
    let permutes = environment["POSIXLY_CORRECT"] == nil
    var rest = false
    let dash = UInt8(ascii: "-")
    func text(_ bytes: some Sequence<UInt8>) -> String {
      String(decoding: Array(bytes), as: UTF8.self)
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if rest || argument.count < 2 || argument[0] != dash {
        o.numbers.append(argument)
        if !permutes { rest = true }
        continue
      }
      if argument == [dash, dash] {
        rest = true
        continue
      }
      if argument[1] == dash {
        let body = argument[2...]
        let equals = body.firstIndex(of: UInt8(ascii: "="))
        let name = text(body[..<(equals ?? body.endIndex)])
        let inline = equals.map { Array(body[($0 + 1)...]) }
        let option = try match(name, whole: text(body), options(o.dialect), m)
        switch option.takes {
        case .none:
          if inline != nil {
            throw .usage("option '--\(option.name)' doesn't allow an argument", m)
          }
          try apply(option.name, nil, &o, &fieldsGiven, m)
        case .optional:
          try apply(option.name, inline, &o, &fieldsGiven, m)
        case .required:
          var value = inline
          if value == nil {
            guard index < arguments.count else {
              throw .usage("option '--\(option.name)' requires an argument", m)
            }
            value = arguments[index]
            index += 1
          }
          try apply(option.name, value, &o, &fieldsGiven, m)
        }
        continue
      }
      // A cluster of short options: -z, -d X, -dX, -l ID.
      var at = 1
      while at < argument.count {
        let letter = argument[at]
        at += 1
        switch letter {
        case UInt8(ascii: "z"): o.lineDelimiter = 0
        case UInt8(ascii: "d"), UInt8(ascii: "l"):
          let value: [UInt8]
          if at < argument.count {
            value = Array(argument[at...])
            at = argument.count
          } else if index < arguments.count {
            value = arguments[index]
            index += 1
          } else {
            throw .usage("option requires an argument -- '\(text([letter]))'", m)
          }
          let name = letter == UInt8(ascii: "d") ? "delimiter" : "locale"
          try apply(name, value, &o, &fieldsGiven, m)
        default:
          throw .usage("invalid option -- '\(text([letter]))'", m)
        }
      }
    }
    return o
  }

  /// The option `name` is, exactly or as the one option it abbreviates.
  private static func match(
    _ name: String, whole: String, _ long: [Option], _ m: NumfmtMessages
  ) throws(NumfmtUsageError) -> Option {
    if let exact = long.first(where: { $0.name == name }) { return exact }
    let candidates = name.isEmpty ? [] : long.filter { $0.name.hasPrefix(name) }
    if candidates.count == 1 { return candidates[0] }
    if candidates.isEmpty { throw .usage("unrecognized option '--\(whole)'", m) }
    let list = candidates.map { " '--\($0.name)'" }.joined()
    throw NumfmtUsageError(
      text: m.line("option '--\(whole)' is ambiguous; possibilities:\(list)") + m.tryHelp)
  }

  private static func apply(
    _ name: String, _ value: [UInt8]?, _ o: inout NumfmtOptions, _ fieldsGiven: inout Bool,
    _ m: NumfmtMessages
  ) throws(NumfmtUsageError) {
    let bytes = value ?? []
    let v = String(decoding: bytes, as: UTF8.self)
    switch name {
    case "from":
      o.from = try argument(bytes, "--from", [.none, .auto, .si, .iec, .iecI], m)
    case "to": o.to = try argument(bytes, "--to", [.none, .si, .iec, .iecI], m)
    case "from-unit": o.fromUnit = try unitSize(bytes, o.dialect, m)
    case "to-unit": o.toUnit = try unitSize(bytes, o.dialect, m)
    case "round":
      o.round = try argument(
        bytes, "--round", [.up, .down, .fromZero, .towardsZero, .nearest], m)
    case "invalid":
      o.invalid = try argument(bytes, "--invalid", [.abort, .fail, .warn, .ignore], m)
    case "padding":
      guard let n = signedInteger(bytes), n != 0, n != Int.min else {
        throw .fatal("invalid padding value \(m.quote(bytes))", m)
      }
      o.padding = abs(n)
      o.padsLeft = n < 0
    case "suffix": o.suffix = bytes
    case "unit-separator": o.unitSeparator = bytes
    case "grouping": o.grouping = true
    case "delimiter":
      // 9.1 takes one byte; later versions one character of the locale (in UTF-8 one
      // sequence), or one byte whatever it is. -d '' is NUL: the whole line is a field.
      let text = String(decoding: bytes, as: UTF8.self)
      let single =
        bytes.count <= 1
        || (o.dialect != .v9_1 && m.utf8 && text.unicodeScalars.count == 1
          && !text.contains("\u{FFFD}"))
      guard single else { throw .fatal("the delimiter must be a single character", m) }
      o.delimiter = bytes.isEmpty ? [0] : bytes
    case "field":
      if fieldsGiven { throw .fatal("multiple field specifications", m) }
      fieldsGiven = true
      o.fields = try fieldList(bytes, m)
    case "debug": o.debug = true
    case "-debug":
      o.debug = true
      o.developerDebug = true
    case "header":
      guard let value else {
        o.header = 1
        return
      }
      guard let n = unsignedInteger(value), n > 0 else {
        throw .fatal("invalid header value \(m.quote(value))", m)
      }
      o.header = n
    case "format": o.format = bytes
    case "zero-terminated": o.lineDelimiter = 0
    case "help": o.showsHelp = true
    case "version": o.showsVersion = true
    case "locale": o.locale = v
    case "numfmt":
      guard value != nil else { return }
      guard let dialect = NumfmtOptions.Dialect(rawValue: v) else {
        let valid = NumfmtOptions.Dialect.allCases.map { m.quote($0.rawValue) }
        throw .usage(
          "invalid argument \(m.quote(bytes)) for \(m.quote("--numfmt")); expected "
            + valid.joined(separator: " or "), m)
      }
      o.dialect = dialect
    default: break
    }
  }

  /// A value of a fixed list, by name or any unambiguous prefix (argmatch).
  private static func argument<T: RawRepresentable>(
    _ bytes: [UInt8], _ option: String, _ choices: [T], _ m: NumfmtMessages
  ) throws(NumfmtUsageError) -> T where T.RawValue == String {
    let value = String(decoding: bytes, as: UTF8.self)
    if let exact = choices.first(where: { $0.rawValue == value }) { return exact }
    let prefixed = value.isEmpty ? [] : choices.filter { $0.rawValue.hasPrefix(value) }
    if prefixed.count == 1 { return prefixed[0] }
    let problem = prefixed.isEmpty ? "invalid" : "ambiguous"
    var text = m.line("\(problem) argument \(m.quote(bytes)) for \(m.quote(option))")
    text += "Valid arguments are:"
    for choice in choices { text += "\n  - \(m.quote(choice.rawValue))" }
    throw NumfmtUsageError(text: text + "\n" + m.tryHelp)
  }

  /// strtol's reading, base 10, nothing after the digits (xstrtol with no suffixes).
  static func signedInteger(_ text: [UInt8]) -> Int? {
    var bytes = text.drop(while: { isSpace($0) })
    var negative = false
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      negative = sign == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    var n = 0
    for b in bytes {
      let (times, o1) = n.multipliedReportingOverflow(by: 10)
      let (plus, o2) = times.addingReportingOverflow(Int(b - 0x30))
      guard !o1, !o2 else { return nil }
      n = plus
    }
    return negative ? -n : n
  }

  /// strtoumax's reading, base 10, no sign "-", nothing after the digits.
  static func unsignedInteger(_ text: some Collection<UInt8>) -> UInt64? {
    var bytes = text.drop(while: { isSpace($0) })
    if bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
    guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    var n: UInt64 = 0
    for b in bytes {
      let (times, o1) = n.multipliedReportingOverflow(by: 10)
      let (plus, o2) = times.addingReportingOverflow(UInt64(b - 0x30))
      guard !o1, !o2 else { return nil }
      n = plus
    }
    return n
  }

  static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

  /// `--from-unit`, `--to-unit`: digits with an optional suffix, K = 1000, Ki = 1024.
  static func unitSize(_ text: [UInt8], _ dialect: NumfmtOptions.Dialect, _ m: NumfmtMessages)
    throws(NumfmtUsageError) -> UInt64
  {
    let bad = NumfmtUsageError.fatal("invalid unit size: \(m.quote(text))", m)
    var bytes = Array(text.drop(while: { isSpace($0) }))
    if bytes.first == UInt8(ascii: "-") { throw bad }
    if bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
    var digits = 0
    while digits < bytes.count, bytes[digits] >= 0x30, bytes[digits] <= 0x39 { digits += 1 }
    var n: UInt64 = 1
    if digits > 0 {
      guard let parsed = unsignedInteger(bytes[..<digits])
      else { throw bad }
      n = parsed
    }
    let suffix = Array(bytes[digits...])
    if suffix.isEmpty {
      guard digits > 0, n > 0 else { throw bad }
      return n
    }
    // One letter (K: 1000), or a letter and "i" (Ki: 1024).
    guard suffix.count <= 2, let power = NumfmtNumber.power(of: suffix[0], dialect),
      suffix.count == 1 || suffix[1] == UInt8(ascii: "i")
    else { throw bad }
    let base: UInt64 = suffix.count == 2 ? 1024 : 1000
    for _ in 0..<power {
      let (times, overflow) = n.multipliedReportingOverflow(by: base)
      guard !overflow else { throw bad }
      n = times
    }
    guard n > 0 else { throw bad }
    return n
  }

  /// `--field`: cut's list (N, N-, N-M, -M, and `-` for all), separated by commas or
  /// blanks; overlapping ranges merged.
  static func fieldList(_ bytes: [UInt8], _ m: NumfmtMessages) throws(NumfmtUsageError)
    -> [ClosedRange<UInt64>]
  {
    var ranges: [ClosedRange<UInt64>] = []
    var i = 0
    var initial: UInt64 = 1
    var value: UInt64 = 0
    var lhs = false
    var rhs = false
    var dash = false
    var numberStart = 0
    var inDigits = false
    if bytes == [UInt8(ascii: "-")] {
      value = 1
      lhs = true
      dash = true
      i = 1
    }
    while true {
      let c: UInt8 = i < bytes.count ? bytes[i] : 0
      if c == UInt8(ascii: "-") {
        inDigits = false
        if dash { throw .usage("invalid field range", m) }
        dash = true
        i += 1
        if lhs && value == 0 { throw .usage("fields are numbered from 1", m) }
        initial = lhs ? value : 1
        value = 0
      } else if c == UInt8(ascii: ",") || c == 0x20 || c == 0x09 || c == 0 {
        inDigits = false
        if dash {
          dash = false
          if !lhs && !rhs { initial = 1 }
          if !rhs {
            ranges.append(initial...UInt64.max)
          } else {
            if value < initial { throw .usage("invalid decreasing range", m) }
            ranges.append(initial...value)
          }
          value = 0
        } else {
          if value == 0 { throw .usage("fields are numbered from 1", m) }
          ranges.append(value...value)
          value = 0
        }
        if c == 0 { break }
        i += 1
        lhs = false
        rhs = false
      } else if c >= 0x30 && c <= 0x39 {
        if !inDigits { numberStart = i }
        inDigits = true
        if dash { rhs = true } else { lhs = true }
        let (times, o1) = value.multipliedReportingOverflow(by: 10)
        let (plus, o2) = times.addingReportingOverflow(UInt64(c - 0x30))
        if o1 || o2 || plus == .max {
          var end = numberStart
          while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
          throw .usage("field number \(m.quote(bytes[numberStart..<end])) is too large", m)
        }
        value = plus
        i += 1
      } else {
        throw .usage("invalid field value \(m.quote(bytes[i...]))", m)
      }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<UInt64>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }
}
