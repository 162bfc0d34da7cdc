import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormattingCore

/// The reader's data (`tools/reader-data/*.tsv`) and the Swift generated from it
/// (`Parsing/ReaderData+Tables.swift`, by `tools/reader-data/generate.py`): the same rows,
/// each with a source, each unit one that ICU knows.
@Suite("The reader's data and its sources")
struct ReaderDataTests {
  /// The rows of a data file: its non-comment lines, split at tabs.
  static func rows(_ name: String) -> [[String]] {
    let url = Readme.root.appendingPathComponent("tools/reader-data/" + name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// A language's rows before those of every language, as the generator orders them.
  static func ordered(_ rows: [[String]]) -> [[String]] {
    func general(_ row: [String]) -> Bool { row[0] == "*" || row[0].hasPrefix("!") }
    return rows.filter { !general($0) } + rows.filter(general)
  }

  @Test("The generated tables are the data files, row for row (run generate.py after editing)")
  func generated() {
    let spellings = Self.ordered(Self.rows("spellings.tsv"))
    #expect(spellings.count == ReaderData.spellings.count)
    for (row, spelling) in zip(spellings, ReaderData.spellings) {
      #expect(row[0] == spelling.language && row[2] == spelling.text && row[4] == spelling.seen)
      #expect(row[3].split(separator: " ").map(String.init) == spelling.units)
    }
    let falseFriends = Self.ordered(Self.rows("false-friends.tsv"))
    #expect(falseFriends.count == ReaderData.falseFriends.count)
    for (row, friend) in zip(falseFriends, ReaderData.falseFriends) {
      #expect(row[0] == friend.language && row[2] == friend.text && row[5] == friend.seen)
      #expect((row[3] == "any") == friend.anyCase)
      #expect(ReaderData.Verdict(row[4]) == friend.verdict)
    }
    let regional = Self.ordered(Self.rows("regional.tsv"))
    #expect(regional.count == ReaderData.regional.count)
    for (row, entry) in zip(regional, ReaderData.regional) {
      #expect(row[0] == entry.language && row[2] == entry.unit && row[4] == entry.seen)
      #expect(ReaderData.Verdict(row[3]) == entry.verdict)
    }
    let words = Self.ordered(Self.rows("words.tsv"))
    #expect(words.count == ReaderData.words.count)
    for (row, word) in zip(words, ReaderData.words) {
      #expect(row[0] == word.language && row[2] == word.word && row[3] == word.seen)
    }
  }

  @Test("Every row says where it is seen, and names units ICU knows")
  func sourcesAndUnits() {
    for spelling in ReaderData.spellings {
      #expect(spelling.seen.count >= 10, "\(spelling.text)")
      for id in spelling.units {
        // "osaji|tablespoon": the last alternative is in every ICU measfmt takes.
        let last = String(id.split(separator: "|").last!)
        #expect((try? MeasureUnit(last)) != nil, "\(spelling.text): \(id)")
      }
    }
    for friend in ReaderData.falseFriends {
      #expect(friend.seen.count >= 10, "\(friend.text)")
      if case .ambiguous(let meanings) = friend.verdict {
        for meaning in meanings where meaning.quantity == nil {
          #expect(meaning.unit != nil, "\(friend.text): \(meaning.name)")
        }
      }
    }
    for entry in ReaderData.regional {
      #expect(entry.seen.count >= 10)
      #expect((try? MeasureUnit(entry.unit)) != nil, "\(entry.unit)")
    }
  }

  @Test("Verdicts read as the data writes them")
  func verdicts() {
    #expect(ReaderData.Verdict("= gram") == .read(["gram"]))
    #expect(ReaderData.Verdict("= decibel|bel") == .read(["decibel", "bel"]))
    #expect(
      ReaderData.Verdict("? cup; pint-imperial@volume")
        == .ambiguous([.init("cup"), .init("pint-imperial@volume")]))
    #expect(ReaderData.Meaning("pint-imperial@volume").quantity == "volume")
    #expect(ReaderData.Meaning("pint-imperial@volume").name == "pint-imperial")
    #expect(ReaderData.Verdict("! no unit") == .refused("no unit"))
  }
}
