/// How much colour a terminal shows, from none (no escape sequences at all) to 24-bit.
///
/// ```swift
/// let env = ["TERM": "xterm-256color"]
/// ColorSupport.detect(environment: env, isTerminal: true)                      // .palette256
/// ColorSupport.detect(environment: ["NO_COLOR": "1"], isTerminal: true)        // .none
/// ColorSupport.detect(environment: ["COLORTERM": "truecolor"], isTerminal: true) // .trueColor
/// ```
public struct ColorSupport: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// 0 none, 1 basic, 2 palette256, 3 trueColor.
  let level: UInt8

  init(level: UInt8) { self.level = level }

  /// No escape sequences: plain text, control characters neutralised.
  public static let none = ColorSupport(level: 0)
  /// SGR attributes and the 16 named colours (SGR 30–37, 90–97, 40–47, 100–107).
  public static let basic = ColorSupport(level: 1)
  /// Also the 256-colour palette (SGR 38;5;n) and coloured underlines (SGR 58).
  public static let palette256 = ColorSupport(level: 2)
  /// Also 24-bit colour (SGR 38;2;r;g;b).
  public static let trueColor = ColorSupport(level: 3)

  static let names = ["none", "basic", "palette256", "trueColor"]

  /// `none`, `basic`, `palette256` or `trueColor`.
  public var name: String { Self.names[Int(level)] }
  /// The name, as ``name``.
  public var description: String { name }

  /// Whether `lhs` shows fewer colours than `rhs`: ``none`` < ``basic`` < ``palette256`` <
  /// ``trueColor``.
  public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.level < rhs.level }

  /// The colour support of a terminal from its environment.
  ///
  /// `NO_COLOR` set to anything but the empty string turns colour off
  /// (https://no-color.org), as do output that is not a terminal and `TERM=dumb`.
  /// `COLORTERM=truecolor` or `24bit` gives ``trueColor``; a `TERM` ending in
  /// `256color` (or kitty, WezTerm, Alacritty, …) gives ``palette256``; any other
  /// terminal ``basic``.
  /// - Parameters:
  ///   - environment: the process environment.
  ///   - isTerminal: whether the output is a terminal (`isatty(STDOUT_FILENO) != 0`).
  public static func detect(environment: [String: String], isTerminal: Bool) -> ColorSupport {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    guard isTerminal else { return .none }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.hasSuffix("256color") || term.hasSuffix("-direct") || term.contains("kitty")
      || term.contains("wezterm") || term.contains("alacritty") || term.contains("ghostty")
    {
      return .palette256
    }
    return .basic
  }
}
