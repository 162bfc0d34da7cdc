import Testing

@testable import MeasfmtCLI

/// `--fit COLUMNS` (issue 48): each measurement in the widest form that fits, counted in
/// terminal columns (the columns of each expected text counted by hand).
@Suite("Command line: fitting a width")
struct FitOutputTests {
  @Test(
    "The widest form that fits, from the full name down",
    arguments: [
      (30, "1,234.56 kilometers\n"), (11, "1,234.56 km\n"), (9, "1,234.6km\n"),
      (7, "1,235km\n"), (6, "1.2Kkm\n"), (4, "1Kkm\n"), (2, "1Kkm\n"),
    ])
  func ladder(_ columns: Int, _ stdout: String) {
    #expect(measfmt("1234.56", "km", "-l", "en", "--fit", "\(columns)") == success(stdout))
  }

  @Test("--width is the widest form tried")
  func width() {
    #expect(measfmt("5", "km", "-l", "en", "--fit", "30", "-w", "abbreviated") == success("5 km\n"))
    #expect(measfmt("5", "km", "-l", "en", "--fit", "30") == success("5 kilometers\n"))
  }

  @Test("Wide characters take two columns, combining and bidi marks none")
  func scripts() {
    #expect(measfmt("1234.56", "km", "-l", "ja", "--fit", "20") == success("1,234.56 km\n"))
    #expect(measfmt("1234.56", "km", "-l", "ko", "--fit", "16") == success("1,234.56킬로미터\n"))
    #expect(measfmt("1234.56", "km", "-l", "hi", "--fit", "17") == success("1,234.56 किलोमीटर\n"))
    #expect(measfmt("1234.56", "km", "-l", "he", "--fit", "9") == success("1,235 ק״מ\n"))
  }

  @Test("Batch mode with --align: each value fits, the column lined up")
  func table() {
    #expect(
      measfmt("-l", "en", "--fit", "8", "--align", "right", stdin: "5 km\n1234.56 km\n12 km\n")
        == success("   5 km\n1,235km\n  12 km\n"))
    #expect(
      measfmt("-l", "en", "--fit", "9", "--field", "2:km", stdin: "a 1234.56 b\n")
        == success("a 1,234.6km b\n"))
    #expect(
      measfmt("-l", "en", "--fit", "6", "--json", "3...5", "km").stdout.hasPrefix(
        #"{"string":"3–5 km","#))
  }

  @Test("A value that is not a number of columns is a usage error")
  func errors() {
    for value in ["0", "-3", "x", "1234567"] {
      #expect(
        measfmt("5", "km", "--fit", value)
          == usageError(
            "invalid value '\(value)' for '--fit'; expected a number of terminal columns, e.g. --fit 8."
          ))
    }
  }
}
