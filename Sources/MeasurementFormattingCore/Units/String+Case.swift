extension String {
  /// Whether the case of every word is uniform: all capitals, all small letters, or one
  /// capital and small letters ("KM", "km", "Km", "Mbit"; not "mM", "MBit", "KWh"). A text
  /// in uniform case may be read in another case (caps lock and sentence case lose
  /// nothing); one in mixed case writes case on purpose, as SI symbols do (m milli,
  /// M mega; b bit, B byte), and is read only as written.
  var hasUniformCase: Bool {
    // 0: no cased letter yet in the word; 1: small letters; 2: one capital; 3: capitals;
    // 4: a capital and small letters.
    var state = 0
    for s in unicodeScalars {
      let p = s.properties
      guard p.isCased else {
        if !p.isAlphabetic { state = 0 }
        continue
      }
      switch (state, p.isUppercase) {
      case (0, false): state = 1
      case (0, true): state = 2
      case (1, false), (4, false): break
      case (2, true), (3, true): state = 3
      case (2, false): state = 4
      default: return false
      }
    }
    return true
  }
}
