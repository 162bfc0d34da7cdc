/// The text of a link as a renderer may write it, or nil when it must not be written.
///
/// Only `http`, `https`, `mailto`, `ftp` and `file` links pass (a `javascript:` or
/// `data:` URL never reaches a page or a terminal), and relative links in HTML. Every
/// byte outside printable ASCII — controls, spaces, non-ASCII — is percent-encoded, so
/// the text can end neither an OSC 8 sequence nor an HTML attribute; so are the
/// characters RFC 3986 does not allow in a URL (`"`, `'`, `<`, `>`, `\`, `` ` ``, `^`, `{`,
/// `|`, `}`, and `[`, `]` outside an IPv6 host), as Foundation's `URL` encodes them.
enum LinkTarget {
  static let allowedSchemes: Set<String> = ["http", "https", "mailto", "ftp", "file"]

  /// The scheme of a URL given as text, lowercased (RFC 3986: a letter, then letters,
  /// digits, "+", "-" or ".", then ":"), or nil for a relative reference.
  ///
  /// ```swift
  /// LinkTarget.scheme(of: "HTTPS://example.com")  // "https"
  /// LinkTarget.scheme(of: "/units/km")            // nil
  /// ```
  static func scheme(of text: String) -> String? {
    guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let head = text.utf8[..<colon]
    guard let first = head.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A,
      head.allSatisfy({ b in
        let lower = b | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2B
          || b == 0x2D || b == 0x2E
      })
    else { return nil }
    return String(decoding: head, as: UTF8.self).lowercased()
  }

  static func safeText(_ text: String, allowRelative: Bool) -> String? {
    if let scheme = scheme(of: text) {
      guard allowedSchemes.contains(scheme) else { return nil }
    } else {
      guard allowRelative, !text.isEmpty else { return nil }
      // A colon before the first "/", "?" or "#" that is not a valid scheme's
      // ("java script:…", "1x:…"): neither a scheme nor a safe relative path.
      let head = text.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
      guard !head.contains(":") else { return nil }
    }
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    // "[" and "]" stay only in the authority ("http://[::1]:8080/").
    var inAuthority = false
    var slashes = 0
    var seenScheme = false
    for b in text.utf8 {
      if !seenScheme, b == 0x3A {
        seenScheme = true
      } else if seenScheme, !inAuthority, slashes < 2 {
        slashes = b == 0x2F ? slashes + 1 : 2
        inAuthority = slashes == 2 && b == 0x2F
      } else if inAuthority, b == 0x2F || b == 0x3F || b == 0x23 {
        inAuthority = false
      }
      switch b {
      case 0x5B where inAuthority, 0x5D where inAuthority:
        bytes.append(b)
      case 0x21...0x7E
      where b != 0x22 && b != 0x27 && b != 0x3C && b != 0x3E && b != 0x5C && b != 0x60
        && b != 0x5E && b != 0x7B && b != 0x7C && b != 0x7D && b != 0x5B && b != 0x5D:
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
