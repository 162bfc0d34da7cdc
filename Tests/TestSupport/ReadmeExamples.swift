import Foundation
import Testing

/// The examples of the repository's README.md, read through #filePath, so that each is run
/// by a test: the `console` blocks' `$ measfmt …` lines with the output written under them,
/// and the `swift` blocks, which the tests contain with their written results as
/// expectations.
public enum Readme {
  /// The repository's root folder.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md's text.
  public static let text: String =
    (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  /// One fenced block: its language, the README line its first line is on, and its lines.
  public struct Block: Sendable, CustomTestStringConvertible {
    public var language: String
    public var line: Int
    public var lines: [String]

    public var testDescription: String { "README.md:\(line) (\(language))" }
  }

  /// Every fenced block of the README, in order.
  public static let blocks: [Block] = {
    var blocks: [Block] = []
    var current: Block?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = Block(language: String(line.dropFirst(3)), line: index + 2, lines: [])
        }
      } else {
        current?.lines.append(String(line))
      }
    }
    return blocks
  }()

  /// One `$ …` line of a `console` block and the output written under it.
  public struct Command: Sendable, CustomTestStringConvertible {
    public var line: Int
    public var command: String
    public var output: [String]

    public var testDescription: String { "README.md:\(line): \(command)" }
  }

  /// Every command of the README's `console` blocks.
  public static let commands: [Command] = blocks.filter { $0.language == "console" }.flatMap {
    block in
    var commands: [Command] = []
    for (offset, line) in block.lines.enumerated() {
      if line.hasPrefix("$ ") {
        commands.append(
          Command(line: block.line + offset, command: String(line.dropFirst(2)), output: []))
      } else if !commands.isEmpty {
        commands[commands.count - 1].output.append(line)
      }
    }
    return commands
  }

  /// The README's Swift examples: its `swift` blocks but the package manifest's.
  public static let swiftExamples: [Block] = blocks.filter {
    $0.language == "swift" && $0.lines.first != "// Package.swift"
  }

  /// A Swift example as a test holds it, whitespace removed: `import` lines dropped (a
  /// test file has them at its top), and each line `EXPRESSION  // RESULT` — a comment that
  /// is a Swift literal: a string, an array, a number, `true`, `false` — written as
  /// `#expect(EXPRESSION == RESULT)`, the README's written result being the expectation.
  public static func testForm(of block: Block) -> String {
    block.lines.filter { !$0.hasPrefix("import ") }.map { line -> String in
      guard let (expression, result) = expectation(in: line) else { return line }
      return "#expect(\(expression) == \(result))"
    }.joined(separator: "\n").withoutWhitespace
  }

  /// The expression and the written result of a line `EXPRESSION  // RESULT`.
  public static func expectation(in line: String) -> (expression: String, result: String)? {
    guard let marker = line.range(of: "  // ") else { return nil }
    let expression = line[..<marker.lowerBound].trimmingCharacters(in: .whitespaces)
    let result = line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
    guard !expression.isEmpty, let first = result.first else { return nil }
    let literal =
      first == "\"" || first == "[" || first == "#" || first.isNumber
      || (first == "-" && result.dropFirst().first?.isNumber == true)
      || result == "true" || result == "false"
    return literal ? (expression, result) : nil
  }

  /// The text of every Swift file under Tests/, whitespace and `// swift-format-ignore`
  /// lines (for an expectation too long to break) removed, by path.
  public static let testSources: [(path: String, text: String)] = {
    let tests = root.appendingPathComponent("Tests")
    let paths =
      FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
      guard
        let text = try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
      else { return nil }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("// swift-format-ignore")
      }
      return ("Tests/" + path, lines.joined(separator: "\n").withoutWhitespace)
    }
  }()
}

extension String {
  /// The string without spaces, tabs and line breaks.
  public var withoutWhitespace: String {
    String(unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
  }
}
