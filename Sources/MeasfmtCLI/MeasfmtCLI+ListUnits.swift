@_spi(MeasfmtCLI) import MeasurementFormattingCore

extension MeasfmtCLI {
  static func listUnits(_ options: Options, out: OutputStream, err: OutputStream)
    -> Int32
  {
    guard options.positionals.count <= 1 else {
      return fail(
        UsageError(
          "'--list-units' takes one FILTER at most, not "
            + options.positionals.map { "'\(Quoted.text($0))'" }.joined(separator: " ") + "."),
        err)
    }
    let filter = options.positionals.first
    let rows = UnitList.rows(matching: filter)
    guard !rows.isEmpty else {
      let suggestions = UnitResolver.suggestions(for: filter ?? "")
      err.write(
        "measfmt: no unit matches '\(Quoted.text(filter ?? ""))'."
          + UnitResolver.didYouMean(suggestions) + "\n")
      return ExitStatus.badInput
    }
    var names: [String: String]? = nil
    if let locale = options.locale {
      // The names in that locale, at the width asked for.
      let format: MeasurementFormat
      do {
        format = try MeasurementFormat(width: options.width, locale: locale)
      } catch {
        return fail(UsageError("invalid value for '--locale': \(error)."), err)
      }
      var found: [String: String] = [:]
      for row in rows {
        if let unit = try? MeasureUnit(row.id) { found[row.id] = format.unitName(unit) }
      }
      names = found
    }
    out.write(UnitList.render(rows, names: names))
    return ExitStatus.success
  }
}
