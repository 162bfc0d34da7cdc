extension ParseText {
  /// Whether `s` is a compatibility character the reader folds (`ｋ`, `㎞`, `℃`, `µ`):
  /// ASCII and most letters are not, so most texts are read as they are.
  @inline(__always)
  static func isFoldable(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0xB5, 0x2100...0x214F, 0x3300...0x33FF, 0xFE50...0xFE6F, 0xFF01...0xFFEE:
      compatibilityTable[s.value] != nil
    default: false
    }
  }

  /// `scalars` with every compatibility character in its NFKC form ("１０ｋｍ" → "10km",
  /// "㎞" → "km", "℃" → "°C"); nil when there is nothing to fold.
  static func folded(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar]? {
    guard scalars.contains(where: isFoldable) else { return nil }
    var text: [Unicode.Scalar] = []
    text.reserveCapacity(scalars.count + 4)
    for s in scalars {
      if isFoldable(s), let replacement = compatibilityTable[s.value] {
        text += replacement.unicodeScalars
      } else {
        text.append(s)
      }
    }
    return text
  }

  /// Cyrillic letters that look like Latin ones, typed in either script ("Мбит/c"):
  /// scalar value → the Latin letter.
  static let latinLookalikes: [UInt32: Unicode.Scalar] = Dictionary(
    uniqueKeysWithValues: zip(
      "АЕКМОРСТХаекморстух".unicodeScalars.map(\.value), "AEKMOPCTXaekmopctyx".unicodeScalars))

  /// A key at each rung of ``Rung`` that looks a text up (exact … looseFolded), for a
  /// text ICU writes: the rungs' keys without the condition on case.
  static func levels(_ key: String) -> [String] {
    let bare = spaceless(key)
    return [key, bare, loose(key, keepingCase: true), bare.lowercased(), loose(key)]
  }

  /// Whether the case of every word of `key` is uniform (``Swift/String/hasUniformCase``).
  static func hasUniformCase(_ key: String) -> Bool { key.hasUniformCase }

  /// The loosest key of a text: case folded, letters without their diacritics and
  /// combining marks ("quilômetros" → "quilometros", "ё" → "е"), without periods ("dk."
  /// → "dk"), carets and spaces, with the ASCII stand-ins people type for the
  /// characters a locale writes: `'` for ′ and the Hebrew geresh ׳, `"` for ″ and the
  /// gershayim ״, `°` for `º` and `˚`, `2` and `3` for `²` and `³` ("m^2", "m2" for m²),
  /// and Latin letters for the Cyrillic ones that look alike ("Мбит/c" typed with a
  /// Latin c).
  ///
  /// A space before an ASCII digit stays (as one U+0020): `2` stands for `²` only glued to
  /// the unit it raises ("m2", "ft3"), never across a space ("6 ft 2" is six foot two,
  /// "5 in 3" no cubic inches).
  static func loose(_ key: String, keepingCase: Bool = false) -> String {
    var out = String.UnicodeScalarView()
    let bare = spaceless(key)
    for s in (keepingCase ? bare : bare.lowercased()).unicodeScalars {
      switch s.value {
      case 0x2E, 0x5E: continue  // . ^
      case 0x2032, 0x05F3, 0x2018, 0x2019, 0x02BC, 0x00B4: out.append("'")
      case 0x2033, 0x05F4, 0x201C, 0x201D, 0x02BA: out.append("\"")
      case 0x00BA, 0x02DA: out.append("°")
      case 0x00B2: out.append("2")
      case 0x00B3: out.append("3")
      default:
        if let latin = latinLookalikes[s.value] {
          out.append(latin)
        } else if let base = accentTable[s.value], let scalar = Unicode.Scalar(base) {
          out.append(scalar)
        } else if s.value >= 0x300, s.properties.generalCategory == .nonspacingMark {
          continue
        } else {
          out.append(s)
        }
      }
    }
    return String(out)
  }

}
