import Testing

@testable import MeasfmtCLI

/// The locale categories as Unix tools read them (LC_ALL, LC_NUMERIC, LC_MESSAGES,
/// LC_MEASUREMENT, LANG), POSIX modifiers, and C.
@Suite("Locale categories from the environment")
struct LocaleEnvironmentTests {
  @Test("One locale for names and numbers makes one format, with --usage too")
  func oneFormat() throws {
    let context = Configuration.Context(
      environment: ["LANG": "de_DE.UTF-8"], stdoutIsTerminal: false)
    for arguments in [["5", "km"], ["5", "km", "--usage", "road"]] {
      let configuration = try Configuration(ArgumentParser.parse(arguments), context: context)
      #expect(configuration.numbers == nil, "\(arguments)")
    }
    let split = Configuration.Context(
      environment: ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "en_US.UTF-8"], stdoutIsTerminal: false)
    let configuration = try Configuration(
      ArgumentParser.parse(["5", "km", "--usage", "road"]), context: split)
    #expect(configuration.numbers != nil)
  }

  @Test("Numbers from LC_ALL, else LC_NUMERIC, else LANG; unit names as before")
  func numbers() {
    let split = ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "en_US.UTF-8"]
    #expect(measfmt("1234.5", "km", environment: split) == success("1,234.5 km\n"))
    #expect(
      measfmt("1234.5", "km", "-w", "wide", environment: split) == success("1,234.5 Kilometer\n"))
    #expect(
      measfmt("1234.5...2000", "km", "-w", "wide", environment: split)
        == success("1,234.5–2,000 Kilometer\n"))
    #expect(
      measfmt("1234.5", "km", environment: ["LANG": "de_DE.UTF-8"]) == success("1.234,5 km\n"))
    #expect(
      measfmt("1234.5", "km", environment: split.merging(["LC_ALL": "fr_FR.UTF-8"]) { $1 })
        == success("1\u{202F}234,5\u{202F}km\n"))
    // -l names one locale for everything.
    #expect(measfmt("1234.5", "km", "-l", "de", environment: split) == success("1.234,5 km\n"))
    // The JSON parts are those of the text written.
    #expect(
      measfmt("5.5", "km", "--json", environment: split).stdout
        == #"{"string":"5.5 km","locale":"de-DE","unit":"kilometer","output":[{"unit":"kilometer","value":5.5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"decimal","value":".","part":"value"},{"type":"fraction","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
        + "\n")
  }

  @Test("The measurement system of --usage from LC_MEASUREMENT when set")
  func measurement() {
    #expect(
      measfmt(
        "1.8", "m", "--usage", "person-height",
        environment: ["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"])
        == success("180 cm\n"))
    #expect(
      measfmt("1.8", "m", "--usage", "person-height", environment: ["LANG": "en_US.UTF-8"])
        == success("5 ft, 11 in\n"))
    #expect(
      measfmt(
        "100", "km", "--usage", "road",
        environment: ["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"])
        == success("62 mi\n"))
    // Numbers from another locale than the language: the units are the language's.
    #expect(
      measfmt(
        "100", "km", "--usage", "road",
        environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"])
        == success("62 mi\n"))
    #expect(
      measfmt(
        "1000", "km", "--usage", "road",
        environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"])
        == success("621 mi\n"))
    // LC_ALL overrides every category.
    #expect(
      measfmt(
        "1.8", "m", "--usage", "person-height",
        environment: [
          "LC_ALL": "en_US.UTF-8", "LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8",
        ]) == success("5 ft, 11 in\n"))
  }

  @Test(
    "POSIX modifiers: script and variant kept, others ignored without error",
    arguments: [
      ("sr_RS@latin", "5 kilometara\n"),
      ("sr_RS.UTF-8@latin", "5 kilometara\n"),
      ("sr_RS", "5 километара\n"),
      ("uz_UZ@cyrillic", "5 км\n"),
      ("uz_UZ", "5 kilometr\n"),
      ("ca_ES@valencia", "5 quilòmetres\n"),
      ("de_DE@euro", "5 Kilometer\n"),
    ])
  func modifiers(id: String, expected: String) {
    #expect(measfmt("5", "km", "-w", "wide", environment: ["LANG": id]) == success(expected))
    #expect(measfmt("5", "km", "-w", "wide", "-l", id) == success(expected))
  }

  @Test("C and POSIX mean the same through -l and the environment")
  func posixLocale() {
    for id in ["C", "POSIX", "C.UTF-8"] {
      #expect(measfmt("1234.5", "km", "-l", id) == success("1234.5 km\n"), "\(id)")
      #expect(measfmt("1234.5", "km", environment: ["LANG": id]) == success("1234.5 km\n"), "\(id)")
    }
    // Nothing set is still en.
    #expect(measfmt("1234.5", "km") == success("1,234.5 km\n"))
  }

  @Test("The identifiers, as BCP 47")
  func identifiers() {
    #expect(LocaleEnvironment.identifier("sr_RS@latin") == "sr-Latn-RS")
    #expect(LocaleEnvironment.identifier("uz_UZ@cyrillic") == "uz-Cyrl-UZ")
    #expect(LocaleEnvironment.identifier("ca_ES@valencia") == "ca-ES-valencia")
    #expect(LocaleEnvironment.identifier("de_DE@euro") == "de-DE")
    #expect(LocaleEnvironment.identifier("de_CH@numbers=arab") == "de_CH@numbers=arab")
    #expect(LocaleEnvironment.identifier("POSIX") == "C")
  }
}
