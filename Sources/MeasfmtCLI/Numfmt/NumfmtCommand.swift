#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `measfmt --numfmt …`, and measfmt run under the name `numfmt`: GNU numfmt's options
/// and output, byte for byte (``NumfmtRunner``), with the locale of numbers from ICU
/// (measfmt's `-l`, or `LC_ALL`, `LC_NUMERIC`, `LANG`). `--numfmt=9.1` follows coreutils
/// 9.1 (Debian 12's numfmt) where later versions changed.
enum NumfmtCommand {
  /// Whether the command line asks for numfmt: the program's name is `numfmt`, or
  /// `--numfmt` comes before any `--`.
  static func applies(_ arguments: [String], programName: String) -> Bool {
    if programName == "numfmt" { return true }
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "--numfmt" || argument.hasPrefix("--numfmt=") { return true }
    }
    return false
  }

  /// - Parameter arguments: the arguments as bytes (`argv`), or as the strings given.
  static func run<Source: ByteSource>(
    _ arguments: [[UInt8]], programName: String, environment: [String: String],
    source: inout Source, out: OutputStream, err: OutputStream
  ) -> Int32 {
    let m = NumfmtMessages(
      program: programName == "numfmt" ? "numfmt" : "measfmt",
      utf8: NumfmtLocale.isUTF8(environment))
    var options: NumfmtOptions
    do {
      options = try NumfmtArguments.parse(
        arguments, dialect: dialect(arguments), environment: environment, m)
    } catch {
      err.write(error.text)
      return 1
    }
    if options.showsHelp {
      out.write(NumfmtHelp.text(program: m.program))
      return 0
    }
    if options.showsVersion {
      out.write(HelpText.versionLine)
      return 0
    }
    guard let locale = NumfmtLocale.from(options.locale, environment: environment) else {
      err.write(m.line("invalid locale \(m.quote(options.locale ?? ""))") + m.tryHelp)
      return 1
    }
    do {
      try check(&options, locale: locale, m, err: err)
    } catch {
      err.write(error.text)
      return 1
    }
    if options.lineDelimiter == 0 { out.lineEnd = 0 }
    var runner = NumfmtRunner(options: options, locale: locale, messages: m, out: out, err: err)
    var valid = true
    do throws(NumfmtRunner.Stop) {
      if !options.numbers.isEmpty {
        if options.debug && options.header > 0 {
          runner.report("--header ignored with command-line input")
        }
        for number in options.numbers {
          let result = number.withUnsafeBufferPointer { bytes -> Result<Bool, NumfmtRunner.Stop> in
            do throws(NumfmtRunner.Stop) {
              return .success(try runner.line(bytes, newline: true))
            } catch {
              return .failure(error)
            }
          }
          valid = try result.get() && valid
        }
      } else {
        let reader = NumfmtLineReader(delimiter: options.lineDelimiter)
        var header = options.header
        while let (line, newline) = reader.next(&source) {
          if header > 0 {
            header -= 1
            out.write(UnsafeRawBufferPointer(line))
            if newline { out.write(byte: options.lineDelimiter) }
            continue
          }
          let ok = try runner.line(line, newline: newline)
          valid = valid && ok
          if !out.isHealthy { break }
        }
        if let failure = reader.failure {
          runner.report("error reading input: \(POSIX.describe(failure))")
        }
      }
    } catch {
      out.flush()
      return error.status
    }
    if options.debug && !valid { runner.report("failed to convert some of the input numbers") }
    out.flush()
    return !valid && (options.invalid == .abort || options.invalid == .fail) ? 2 : 0
  }

  /// `--numfmt=VERSION` (the last before `--`), which says how other options read.
  private static func dialect(_ arguments: [[UInt8]]) -> NumfmtOptions.Dialect {
    var dialect = NumfmtOptions.Dialect.newest
    for argument in arguments.map({ String(decoding: $0, as: UTF8.self) }) {
      if argument == "--" { break }
      if argument.hasPrefix("--numfmt="),
        let named = NumfmtOptions.Dialect(rawValue: String(argument.dropFirst(9)))
      {
        dialect = named
      }
    }
    return dialect
  }

  /// numfmt's checks after reading the options, and `--debug`'s warnings, in its order.
  private static func check(
    _ o: inout NumfmtOptions, locale: NumfmtLocale, _ m: NumfmtMessages, err: OutputStream
  ) throws(NumfmtUsageError) {
    if o.format != nil && o.grouping {
      throw .fatal("--grouping cannot be combined with --format", m)
    }
    if o.debug && o.from == .none && o.to == .none && !o.grouping && o.padding == 0
      && o.format == nil
    {
      err.write(m.line("no conversion option specified"))
    }
    if let format = o.format {
      try o.readFormat(format, m)
      for message in o.debugMessages { err.write(m.line(message)) }
    }
    if o.grouping {
      if o.to != .none { throw .fatal("grouping cannot be combined with --to", m) }
      if o.debug && locale.thousandsSeparator.isEmpty {
        err.write(m.line("grouping has no effect in this locale"))
      }
    }
  }
}

/// Lines of standard input, each ending in `delimiter` (the last perhaps not), of any
/// length, read 256 KiB at a time.
final class NumfmtLineReader {
  let delimiter: UInt8
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity = 1 << 19
  private var count = 0
  private var start = 0
  private var scanned = 0
  private var ended = false
  private(set) var failure: Int32?
  private static let chunk = 1 << 18

  init(delimiter: UInt8) {
    self.delimiter = delimiter
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  /// The next line, without its delimiter, and whether it had one; nil at the end. The
  /// bytes are valid until the next call.
  func next<Source: ByteSource>(_ source: inout Source) -> (UnsafeBufferPointer<UInt8>, Bool)? {
    while true {
      if scanned < count, let hit = memchr(base + scanned, Int32(delimiter), count - scanned) {
        let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        let line = UnsafeBufferPointer(start: base + start, count: at - start)
        start = at + 1
        scanned = start
        return (line, true)
      }
      scanned = count
      if ended {
        guard start < count else { return nil }
        let line = UnsafeBufferPointer(start: base + start, count: count - start)
        start = count
        return (line, false)
      }
      // Keep the unfinished line at the front, then read more after it.
      if start > 0 {
        (base).update(from: base + start, count: count - start)
        count -= start
        scanned -= start
        start = 0
      }
      if count + Self.chunk > capacity {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
      }
      let n = source.read(
        into: UnsafeMutableRawBufferPointer(start: base + count, count: Self.chunk))
      if n < 0 { failure = Int32(-n) }
      if n <= 0 {
        ended = true
      } else {
        count += n
      }
    }
  }
}
