/// numfmt's `--format`: printf's `%f` with a subset of its flags — `'` (grouping), `0`
/// (zero padding), a width (`-` to pad on the right), a precision — and text before and
/// after it (`%%` for a percent sign, kept doubled as numfmt keeps it).
extension NumfmtOptions {
  mutating func readFormat(_ f: [UInt8], _ m: NumfmtMessages) throws(NumfmtUsageError) {
    let format = f
    func at(_ i: Int) -> UInt8 { i < f.count ? f[i] : 0 }
    var i = 0
    var prefixLength = 0
    // The first "%" not followed by "%"; "%%" counts as one byte of the prefix.
    while !(at(i) == UInt8(ascii: "%") && at(i + 1) != UInt8(ascii: "%")) {
      if at(i) == 0 { throw .fatal("format \(m.quote(format)) has no % directive", m) }
      prefixLength += 1
      i += at(i) == UInt8(ascii: "%") ? 2 : 1
    }
    i += 1
    var zero = false
    while true {
      var skipped = 0
      while at(i) == 0x20 {
        i += 1
        skipped += 1
      }
      if at(i) == UInt8(ascii: "'") {
        grouping = true
        i += 1
      } else if at(i) == UInt8(ascii: "0") {
        zero = true
        i += 1
      } else if skipped == 0 {
        break
      }
    }
    // strtol: blanks, a sign, digits.
    var j = i
    while NumfmtArguments.isSpace(at(j)) { j += 1 }
    var negative = false
    if at(j) == UInt8(ascii: "-") || at(j) == UInt8(ascii: "+") {
      negative = at(j) == UInt8(ascii: "-")
      j += 1
    }
    let digitsStart = j
    while at(j) >= 0x30 && at(j) <= 0x39 { j += 1 }
    if j > digitsStart {
      let digits = String(decoding: f[digitsStart..<j], as: UTF8.self)
      guard var pad = Int(digits) else {
        throw .fatal("invalid format \(m.quote(format)) (width overflow)", m)
      }
      if negative { pad = -pad }
      if pad != 0 {
        if debug && padding != 0 && !(zero && pad > 0) {
          debugMessages.append("--format padding overriding --padding")
        }
        if pad < 0 {
          padsLeft = true
          padding = -pad
        } else if zero {
          zeroPadding = pad
        } else {
          padding = pad
        }
      }
      i = j
    }
    if at(i) == 0 { throw .fatal("format \(m.quote(format)) ends in %", m) }
    if at(i) == UInt8(ascii: ".") {
      i += 1
      var k = i
      while at(k) >= 0x30 && at(k) <= 0x39 { k += 1 }
      // strtol's "-0" is 0; any other sign, a blank or an overflow is refused.
      var negativeZero = false
      if at(i) == UInt8(ascii: "-") {
        var z = i + 1
        while at(z) == UInt8(ascii: "0") { z += 1 }
        negativeZero = z > i + 1 && !(at(z) >= 0x30 && at(z) <= 0x39)
        if negativeZero { k = z }
      }
      let refused =
        !negativeZero
        && (NumfmtArguments.isSpace(at(i)) || at(i) == UInt8(ascii: "+")
          || at(i) == UInt8(ascii: "-"))
      let digits = negativeZero ? 0 : k > i ? Int(String(decoding: f[i..<k], as: UTF8.self)) : 0
      guard !refused, let digits else {
        throw .fatal("invalid precision in format \(m.quote(format))", m)
      }
      precision = digits
      i = k
    }
    guard at(i) == UInt8(ascii: "f") else {
      throw .fatal(
        "invalid format \(m.quote(format)), directive must be %[0]['][-][N][.][N]f", m)
    }
    i += 1
    let suffixStart = i
    while i < f.count {
      if f[i] == UInt8(ascii: "%") && at(i + 1) != UInt8(ascii: "%") {
        throw .fatal("format \(m.quote(format)) has too many % directives", m)
      }
      i += f[i] == UInt8(ascii: "%") ? 2 : 1
    }
    formatPrefix = Array(f[..<prefixLength])
    formatSuffix = Array(f[suffixStart...])
  }
}
