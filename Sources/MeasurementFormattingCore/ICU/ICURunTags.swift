import _MeasfmtICUBridge

/// The tags of a run, as the bridge's header declares them, once (`MF_PARTS`,
/// `MF_NUMBER_PARTS`, `MF_SOURCES`): their codes are what the run engine writes, and
/// `FormattedMeasurement`'s `Part`, `NumberPart` and `RangeSource` take their names from
/// here (`RunTagTests` check their options against the codes and names).
enum ICURunTags {
  /// A kind of tag.
  enum Kind: Sendable {
    case part, numberPart, source
  }

  /// The names of a kind's tags, indexed by code (`mf_run_tag_name`): ["value", "unit",
  /// "whitespace", "literal"] for parts.
  static func names(_ kind: Kind) -> [String] {
    let (code, count): (Int32, Int32) =
      switch kind {
      case .part: (Int32(MF_TAG_KIND_PART), Int32(MF_PART_COUNT))
      case .numberPart: (Int32(MF_TAG_KIND_NUMBER_PART), Int32(MF_NUMBER_PART_COUNT))
      case .source: (Int32(MF_TAG_KIND_SOURCE), Int32(MF_SOURCE_COUNT))
      }
    return (0..<count).map { String(cString: mf_run_tag_name(code, $0)) }
  }

  /// The code of no tag (`MF_TAG_NONE`).
  static let none = UInt8(MF_TAG_NONE)
}
