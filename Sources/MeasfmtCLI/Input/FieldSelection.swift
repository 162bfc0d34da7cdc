/// The fields `--field LIST` chooses, in GNU numfmt's (and cut's) syntax, each with an
/// optional unit for the bare numbers it holds: `2`, `2,4`, `3-`, `-2`, `2-4`, `-`
/// (every field), `2:megabyte,3:km/h`, `2-4:MB`.
///
/// Fields are numbered from 1. A field named twice is chosen once; two units for one
/// field are a mistake that ``Configuration`` reports once the units are known.
struct FieldSelection: Equatable {
  /// One item of the list: fields `first` through `last` (nil: to the end of the line).
  struct Item: Equatable {
    var first: Int
    var last: Int?
    /// The unit as typed after ":", or nil.
    var unit: String?
  }

  var items: [Item]

  /// The largest field number accepted, as numfmt's is bounded by its integer type.
  static let maximumField = Int(Int32.max)

  /// Field 1: what `-d` or `--csv` without `--field` formats, as numfmt does.
  static let first = FieldSelection(items: [Item(first: 1, last: 1)])

  /// Parses `LIST`. The messages name the option and say what is wrong.
  static func parse(_ text: String) throws(UsageError) -> FieldSelection {
    func bad(_ why: String) -> UsageError {
      UsageError("invalid value '\(Quoted.text(text))' for '--field'; \(why)")
    }
    let expected =
      "expected fields such as 2, 2,4, 2-4, 3- or -2, each with an optional :UNIT (2:MB)."
    guard !text.isEmpty else { throw bad(expected) }
    var items: [Item] = []
    for piece in pieces(text) {
      var range = piece
      var unit: String?
      if let colon = piece.firstIndex(of: ":") {
        range = piece[..<colon]
        let typed = piece[piece.index(after: colon)...].trimmingBlanks()
        guard !typed.isEmpty else { throw bad("a unit must follow ':' (2:MB).") }
        unit = String(typed)
      }
      guard !range.isEmpty else { throw bad(expected) }
      func number(_ digits: Substring) throws(UsageError) -> Int {
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
          throw bad(expected)
        }
        guard digits.utf8.count <= 10, let n = Int(digits), n <= maximumField else {
          throw bad("field numbers go up to \(maximumField).")
        }
        guard n >= 1 else { throw bad("fields are numbered from 1.") }
        return n
      }
      let item: Item
      if let dash = range.firstIndex(of: "-") {
        let low = range[..<dash]
        let high = range[range.index(after: dash)...]
        let first = low.isEmpty ? 1 : try number(low)
        let last = high.isEmpty ? nil : try number(high)
        if let last, last < first {
          throw bad("a range must not decrease (\(first)-\(last)).")
        }
        item = Item(first: first, last: last, unit: unit)
      } else {
        let n = try number(range)
        item = Item(first: n, last: n, unit: unit)
      }
      items.append(item)
    }
    return FieldSelection(items: items)
  }

  /// The items of a list: separated by commas, or by blanks before a field number (as
  /// numfmt and cut take `1,2 4`); a blank inside a unit (`2:fl oz`) belongs to it.
  private static func pieces(_ text: String) -> [Substring] {
    var pieces: [Substring] = []
    var start = text.startIndex
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      if c == "," {
        pieces.append(text[start..<i])
        start = text.index(after: i)
      } else if c == " " || c == "\t" {
        var next = text.index(after: i)
        while next < text.endIndex, text[next] == " " || text[next] == "\t" {
          next = text.index(after: next)
        }
        if next < text.endIndex, text[next].isASCII, text[next].isNumber || text[next] == "-" {
          pieces.append(text[start..<i])
          start = next
          i = next
          continue
        }
      }
      i = text.index(after: i)
    }
    pieces.append(text[start...])
    return pieces
  }

  /// Whether field `n` (from 1) is chosen.
  func contains(_ n: Int) -> Bool {
    items.contains { $0.first <= n && ($0.last ?? .max) >= n }
  }

  /// The highest field chosen, or nil when a range runs to the end of the line.
  var lastField: Int? {
    var highest = 0
    for item in items {
      guard let last = item.last else { return nil }
      highest = max(highest, last)
    }
    return highest
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  func trimmingBlanks() -> Substring {
    var text = self
    while let c = text.first, c == " " || c == "\t" { text = text.dropFirst() }
    while let c = text.last, c == " " || c == "\t" { text = text.dropLast() }
    return text
  }
}
