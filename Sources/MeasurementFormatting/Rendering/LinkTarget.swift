import Foundation

/// The text of a link as a renderer may write it, or nil when it must not be written.
///
/// Only `http`, `https`, `mailto`, `ftp` and `file` links pass (a `javascript:` or
/// `data:` URL never reaches a page or a terminal), and relative links in HTML. Every
/// byte outside printable ASCII — controls, spaces, non-ASCII — is percent-encoded, so
/// the text can end neither an OSC 8 sequence nor an HTML attribute.
enum LinkTarget {
  static let allowedSchemes: Set<String> = ["http", "https", "mailto", "ftp", "file"]

  static func safeText(_ url: URL, allowRelative: Bool) -> String? {
    let text = url.absoluteString
    if let scheme = url.scheme?.lowercased() {
      guard allowedSchemes.contains(scheme) else { return nil }
    } else {
      guard allowRelative, !text.isEmpty else { return nil }
      // "javascript:…" that URL did not parse as having a scheme.
      let head = text.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
      guard !head.contains(":") else { return nil }
    }
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for b in text.utf8 {
      switch b {
      case 0x21...0x7E
      where b != 0x22 && b != 0x27 && b != 0x3C && b != 0x3E && b != 0x5C
        && b != 0x60:
        bytes.append(b)
      default:
        bytes.append(0x25)
        bytes.append(hex[Int(b >> 4)])
        bytes.append(hex[Int(b & 15)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
