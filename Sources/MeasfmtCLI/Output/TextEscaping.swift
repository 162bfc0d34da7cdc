@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// How text that is not a measurement — the other fields of a line, header lines — is
/// written (each ``OutputFormat`` says which): as it is (plain, json), neutralised for a
/// terminal (ansi) or escaped (html), by the
/// library's rules for the text of a run. Tabs stay tabs in every format: they lay out
/// columns and move no cursor anywhere else. Invalid UTF-8 stays as it is in plain text
/// and becomes U+FFFD otherwise.
enum TextEscaping {
  case none
  case terminal
  case html

  /// Appends `text` as this format writes it.
  func append(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    switch self {
    case .none:
      bytes.append(contentsOf: text)
    case .terminal, .html:
      if isSafe(text) {
        bytes.append(contentsOf: text)
        return
      }
      var start = 0
      for i in 0...text.count where i == text.count || text[i] == 0x09 {
        if i > start {
          let piece = String(
            decoding: UnsafeBufferPointer(rebasing: text[start..<i]), as: UTF8.self)
          let escaped =
            self == .terminal ? ANSIRenderer.neutralize(piece) : HTMLRenderer.escape(piece)
          bytes.append(contentsOf: escaped.utf8)
        }
        if i < text.count { bytes.append(0x09) }
        start = i + 1
      }
    }
  }

  /// Writes `text` as this format writes it.
  @inline(__always)
  func write(_ text: UnsafeBufferPointer<UInt8>, to out: OutputStream) {
    if self == .none || isSafe(text) {
      out.write(UnsafeRawBufferPointer(text))
      return
    }
    var bytes: [UInt8] = []
    append(text, to: &bytes)
    bytes.withUnsafeBytes { out.write($0) }
  }

  /// Whether every byte is printable ASCII or a tab that the format writes as it is.
  @inline(__always)
  private func isSafe(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    for b in text {
      if b == 0x09 { continue }
      if b < 0x20 || b >= 0x7F { return false }
      if self == .html
        && (b == UInt8(ascii: "&") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">")
          || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'"))
      {
        return false
      }
    }
    return true
  }
}
