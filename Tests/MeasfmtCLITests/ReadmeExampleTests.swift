import Foundation
import MeasfmtTestSupport
import Testing

/// Each `$ measfmt …` line of README.md's `console` blocks, run in-process with the
/// environment the README states (`LANG=en_US.UTF-8`), prints the output written under it.
@Suite("README examples: the command")
struct ReadmeCommandTests {
  /// The environment the README's examples run in.
  static let environment = ["LANG": "en_US.UTF-8"]

  @Test("The README has command examples, each of a form this test runs")
  func everyCommandIsRun() {
    #expect(Readme.commands.count >= 8)
    for command in Readme.commands where ShellCommand(command.command) == nil {
      Issue.record("README.md:\(command.line): cannot run '\(command.command)'")
    }
  }

  @Test("A README command prints what the README says", arguments: Readme.commands)
  func command(_ example: Readme.Command) throws {
    guard let shell = ShellCommand(example.command) else { return }
    // `swift test` is the run this test is part of.
    if shell.isTestRun { return }
    let result = measfmt(
      shell.arguments, environment: Self.environment.merging(shell.environment) { $1 },
      bytes: Array(shell.stdin.utf8))
    let ansi = shell.arguments.contains("--ansi") || shell.arguments.contains("ansi")
    let stdout = ansi ? withoutSGR(result.stdout) : result.stdout
    #expect(stdout == example.output.map { $0 + "\n" }.joined(), "README.md:\(example.line)")
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test("The quick start's first command dims the unit")
  func quickStartDimsTheUnit() {
    #expect(Readme.commands.first?.command == "swift run measfmt 5 km --width narrow --ansi")
    #expect(
      measfmt("5", "km", "--width", "narrow", "--ansi", environment: Self.environment)
        == success("5\u{1B}[2mkm\u{1B}[0m\n"))
  }

  @Test("The quick start's second command is the test run")
  func quickStartRunsTheTests() throws {
    let test = try #require(Readme.commands.dropFirst().first)
    #expect(test.command == "swift test")
    #expect(test.output == ["✔ Test run with … tests in … suites passed after … seconds."])
  }

  @Test("The README's package dependency names the version the command reports")
  func dependencyVersion() throws {
    let manifest = try #require(
      Readme.blocks.first { $0.language == "swift" && $0.lines.first == "// Package.swift" })
    let version = measfmt("--version").stdout.split(separator: " ").dropFirst().first ?? ""
    #expect(!version.isEmpty)
    #expect(manifest.lines.contains { $0.contains("from: \"\(version)\"") })
  }

  /// The text with SGR escape sequences removed: what a terminal shows of it.
  func withoutSGR(_ text: String) -> String {
    var out = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        while let next = scalars.next(), next != "m" {}
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// The one shell form of the README's commands: `[printf 'INPUT' |] [NAME=VALUE …]
/// [swift run] measfmt ARGUMENTS [< FILE]`, arguments quoted with '…' or "…".
struct ShellCommand {
  var environment: [String: String] = [:]
  var arguments: [String] = []
  var stdin = ""
  var isSwiftRun = false
  var isTestRun = false

  init?(_ command: String) {
    if command == "swift test" {
      isTestRun = true
      return
    }
    guard var words = Self.words(command) else { return nil }
    if words.first == "printf" {
      guard words.count > 3, words[2] == "|" else { return nil }
      stdin = Self.printf(words[1])
      words.removeFirst(3)
    }
    while let first = words.first, let equals = first.firstIndex(of: "="), first != "measfmt" {
      environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
      words.removeFirst()
    }
    if words.starts(with: ["swift", "run"]) {
      isSwiftRun = true
      words.removeFirst(2)
    }
    guard words.first == "measfmt" else { return nil }
    words.removeFirst()
    if let redirect = words.firstIndex(of: "<") {
      guard redirect == words.count - 2,
        let input = try? String(
          contentsOf: Readme.root.appendingPathComponent(words[redirect + 1]), encoding: .utf8)
      else { return nil }
      stdin = input
      words.removeLast(2)
    }
    arguments = words
  }

  /// The words of a command line: split at spaces, quotes removed.
  static func words(_ line: String) -> [String]? {
    var words: [String] = []
    var word: String?
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word!.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == " " {
        if let done = word { words.append(done) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    guard quote == nil else { return nil }
    if let done = word { words.append(done) }
    return words
  }

  /// What `printf FORMAT` writes, for a format with only `\n` and `\t` escapes.
  static func printf(_ format: String) -> String {
    format.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
  }
}
