@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// The checked options: a formatter, a conversion target and a line renderer.
struct Configuration {
  var format: MeasurementFormat
  /// `--input-locale`: the locale input is read in; nil: C syntax.
  var inputFormat: MeasurementFormat?
  var target: MeasureUnit?
  /// `--to si|iec|iec-i|natural`: scale instead of converting to one unit.
  var scale: Scale?
  /// ``format`` without the natural scale, for `--to iec` and `iec-i`: what bytes below
  /// 1024 are written in (iec writes no decimal prefix).
  var unscaled: MeasurementFormat?
  /// The scale's plan for the unit (as typed) of the last value scaled (see ``Scale/Plan``).
  var scalePlan: (text: String, plan: Result<Scale.Plan, Problem>)?
  /// The format of numbers when they come from another locale than unit names
  /// (`LC_NUMERIC`); nil when they are the same.
  var numbers: MeasurementFormat?
  /// `--from`: how size suffixes are read; nil: a suffix is an error that says why.
  var suffixes: SizeSuffixes?
  var renderer: LineRenderer
  var align: ColumnAlignment?
  var resolver = UnitResolver()
  /// What a value that cannot be formatted does (the default already chosen).
  var invalid: Options.InvalidMode
  /// Lines written unchanged before batch mode starts formatting.
  var header: Int
  /// `--unit`: the unit of bare numbers in batch mode, as typed and resolved.
  var defaultUnit: (text: String, unit: MeasureUnit)?
  /// Batch mode over fields, or nil for whole lines.
  var fields: FieldPlan?
  /// `--fit`: the columns each measurement must fit; nil: the width asked for.
  var fit: FitWidth?

  /// What the process is writing to and reading from, as far as defaults depend on it.
  struct Context {
    var environment: [String: String]
    var stdoutIsTerminal: Bool
  }

  init(_ options: Options, context: Context) throws(UsageError) {
    // A locale from the environment is one the library can use (else "en").
    var localeID: String
    var numbersID: String?
    if let locale = options.locale {
      localeID = LocaleEnvironment.identifier(locale)
    } else {
      let environment = context.environment
      localeID = LocaleEnvironment.language(environment)
      numbersID = LocaleEnvironment.numbers(environment)
      // One locale for both (LANG alone, the usual case): no second format, before the
      // keywords below make the two ids differ and every line would be formatted twice.
      if numbersID == localeID { numbersID = nil }
      if options.usage != .asProvided {
        // The units --usage picks follow the language's region (or LC_MEASUREMENT), also
        // for the numbers' locale, so that both convert to the same unit.
        let ms = LocaleEnvironment.measurementSystem(environment).map { "ms-" + $0 }
        let rg = LocaleEnvironment.region(localeID).map { "rg-" + $0.lowercased() + "zzzz" }
        localeID = LocaleEnvironment.withKeywords(localeID, ms.map { [$0] } ?? [])
        numbersID = numbersID.map {
          LocaleEnvironment.withKeywords($0, [ms, rg].compactMap { $0 })
        }
      }
    }
    scale = options.target.flatMap(Scale.init(rawValue:))
    suffixes = options.from
    let number = try Self.numberOptions(options, scaling: scale != nil && scale != .natural)
    fit = options.fit.map(FitWidth.columns)
    // With --fit and no --width, the ladder starts from the full name.
    let width = options.fit != nil && !options.widthGiven ? UnitWidth.wide : options.width
    do {
      format = try MeasurementFormat(
        width: width, locale: localeID, number: number, usage: options.usage,
        unitOptions: scale == nil ? [] : .naturalScale)
      format.range = options.range
      if let numbersID {
        var numbers = try MeasurementFormat(
          width: width, locale: numbersID, number: number, usage: options.usage,
          unitOptions: scale == nil ? [] : .naturalScale)
        numbers.range = options.range
        numbers.grammaticalCase = options.grammaticalCase
        if numbers.localeIdentifier != format.localeIdentifier { self.numbers = numbers }
      }
    } catch {
      throw UsageError(Self.sentence("invalid value for '--locale': \(error)"))
    }
    // As the library: a case the locale has no forms of writes the nominative, as ICU
    // does (a script over many locales needs no list of which have which).
    format.grammaticalCase = options.grammaticalCase
    if let input = options.inputLocale {
      do {
        inputFormat = try MeasurementFormat(locale: input)
      } catch {
        throw UsageError(Self.sentence("invalid value for '--input-locale': \(error)"))
      }
    }

    if let text = options.target {
      guard options.usage == .asProvided else {
        throw UsageError("'--to' and '--usage' cannot be used together.")
      }
      if scale != nil {
      } else {
        switch resolver.resolve(text) {
        case .success(let unit): target = unit
        case .failure(let failure):
          throw UsageError("invalid value for '--to': " + failure.message)
        }
      }
    }

    let outputFormat = Self.outputFormat(options, context: context)
    let format = outputFormat.init(options, context: context)
    if options.align != nil, !format.traits.aligns {
      throw UsageError(
        "'--align' lines up text in a terminal; it does not apply to --format \(outputFormat.name)."
      )
    }
    align = options.align
    let speaks =
      options.spoken == .always || (options.spoken == .auto && format.traits.speaksByDefault)
    if speaks {
      if options.align != nil, !format.traits.showsSpokenForm {
        throw UsageError("'--align' lines up values; with '--spoken' the lines are words.")
      }
      self.format.includesSpokenForm = true
      numbers?.includesSpokenForm = true
    }

    let batch = options.positionals.isEmpty
    invalid = options.invalid ?? (batch ? .fail : .abort)
    header = options.header ?? 0
    try Self.checkBatchOnly(options)
    if let text = options.unit {
      switch resolver.resolve(text) {
      case .success(let unit): defaultUnit = (text, unit)
      case .failure(let failure):
        throw UsageError("invalid value for '--unit': " + failure.message)
      }
    }
    if defaultUnit == nil, let from = options.from, from != .none {
      // Numbers read with size suffixes count bytes unless --unit says otherwise.
      defaultUnit = ("byte", Scale.byte)
    }
    fields = try FieldPlan(
      options, defaultUnit: defaultUnit, format: format, resolver: &resolver)

    // Styles are checked whatever the format. Plain text has none; JSON carries the
    // styles asked for by name (a "style" key), not the default dim unit, so that
    // `--json` alone prints exactly the contract's objects.
    var unitStyle = try Self.style(options.unitStyle ?? "dim", option: "unit-style")
    var valueStyle = try Self.style(options.valueStyle ?? "", option: "value-style")
    if !format.traits.showsStyles {
      unitStyle = TextStyle()
      valueStyle = TextStyle()
    } else if !format.traits.takesDefaultStyles, options.unitStyle == nil {
      unitStyle = TextStyle()
    }
    renderer = LineRenderer(
      format: format, unitStyle: unitStyle, valueStyle: valueStyle,
      whitespace: options.whitespace, speaks: speaks)
    if scale == .iec || scale == .iecI {
      var bytes = self.format
      bytes.unitOptions = []
      unscaled = bytes
    }
  }

  /// `--field` and the options that go with it read lines from standard input: with
  /// VALUE UNIT arguments they are a mistake, not silently ignored.
  private static func checkBatchOnly(_ options: Options) throws(UsageError) {
    guard let first = options.positionals.first else { return }
    let given: [(Bool, String)] = [
      (options.fields != nil, "--field"), (options.delimiter != nil, "--delimiter"),
      (options.csv, "--csv"), (options.header != nil, "--header"), (options.unit != nil, "--unit"),
    ]
    guard let name = given.first(where: \.0)?.1 else { return }
    var message =
      "'\(name)' applies to lines read from standard input, not to VALUE UNIT arguments."
    if name == "--header", first.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
      message += " To pass \(first) lines through, write --header=\(first)."
    }
    throw UsageError(message)
  }

  /// `scaling`: `--to si|iec|iec-i`, whose rounding defaults to numfmt's (from-zero).
  static func numberOptions(_ options: Options, scaling: Bool = false) throws(UsageError)
    -> NumberOptions
  {
    if options.rounding != nil && options.round != nil {
      throw UsageError(
        "'--round' and '--rounding' cannot be used together; --round is numfmt's name for the same thing."
      )
    }
    // The library clamps digit counts; the command line refuses them, in the option's words.
    if let f = options.fractionDigits, !contains(NumberOptions.Precision.fractionDigitLimits, f) {
      throw UsageError(
        "invalid value '\(describe(f))' for '--fraction-digits'; digits must be from 0 to 999.")
    }
    if let s = options.significantDigits,
      !contains(NumberOptions.Precision.significantDigitLimits, s)
    {
      throw UsageError(
        "invalid value '\(describe(s))' for '--significant-digits'; digits must be from 1 to 999."
      )
    }
    // Significant digits win over fraction digits when both are given.
    let precision =
      options.significantDigits.map(NumberOptions.Precision.significantDigits)
      ?? options.fractionDigits.map(NumberOptions.Precision.fractionDigits)
    return NumberOptions(
      precision: precision,
      roundingMode: options.rounding ?? options.round?.mode ?? (scaling ? .up : nil),
      grouping: options.grouping,
      signDisplay: options.sign, notation: options.notation)
  }

  private static func contains(_ limits: ClosedRange<Int>, _ range: ClosedRange<Int>) -> Bool {
    limits.contains(range.lowerBound) && limits.contains(range.upperBound)
  }

  private static func describe(_ range: ClosedRange<Int>) -> String {
    range.lowerBound == range.upperBound
      ? "\(range.lowerBound)" : "\(range.lowerBound)...\(range.upperBound)"
  }

  /// The format asked for, or the default: ansi on a terminal (and with `--color always`),
  /// plain otherwise.
  static func outputFormat(_ options: Options, context: Context) -> any OutputFormat.Type {
    if let format = options.format { return format }
    if options.color == .always { return ANSIFormat.self }
    return context.stdoutIsTerminal ? ANSIFormat.self : PlainFormat.self
  }

  /// The NO_COLOR convention: NO_COLOR and a pipe change only the default. `--ansi` or
  /// `--color always` colour even into a pipe; `--color never` always wins.
  static func colors(_ options: Options, context: Context) -> ColorSupport {
    switch options.color {
    case .never: return .none
    case .always:
      return max(
        .basic, ColorSupport.detect(environment: without("NO_COLOR", context), isTerminal: true))
    case .auto:
      if options.format == ANSIFormat.self {
        // Asked for by name: colour, at the depth the terminal (if any) supports.
        return max(
          .basic, ColorSupport.detect(environment: without("NO_COLOR", context), isTerminal: true))
      }
      return ColorSupport.detect(
        environment: context.environment, isTerminal: context.stdoutIsTerminal)
    }
  }

  private static func without(_ key: String, _ context: Context) -> [String: String] {
    var environment = context.environment
    environment[key] = nil
    if environment["TERM"] == "dumb" { environment["TERM"] = nil }
    return environment
  }

  static func style(_ spec: String, option: String) throws(UsageError) -> TextStyle {
    if spec == "none" || spec.isEmpty { return TextStyle() }
    do {
      return try TextStyle(spec: spec)
    } catch {
      throw UsageError(
        sentence("invalid value '\(Quoted.text(spec))' for '--\(option)': \(error)"))
    }
  }

  /// Ends a message with a full stop unless it ends with one already (or "?").
  static func sentence(_ text: String) -> String {
    guard let last = text.last else { return text }
    return last == "." || last == "?" || last == "!" ? text : text + "."
  }
}
