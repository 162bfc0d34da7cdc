// Turns a tmux capture (`tmux capture-pane -e -p`) into an HTML page that looks like
// the terminal: xterm's default palette, SGR 1/2/3/4/9 and their resets, 16/256/RGB
// colours and the SGR 58 underline colour. Run with the toolchain's interpreter:
//   swift scripts/gallery/ansi-to-html.swift < pane.ansi > pane.html
import Foundation

let basic: [String] = [
  "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
  "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
]

func palette(_ n: Int) -> String {
  if n < 16 { return basic[n] }
  if n < 232 {
    let levels = [0, 95, 135, 175, 215, 255]
    let i = n - 16
    return hex(levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
  }
  let level = 8 + 10 * (n - 232)
  return hex(level, level, level)
}

func hex(_ r: Int, _ g: Int, _ b: Int) -> String {
  "#" + [r, g, b].map { String(format: "%02x", max(0, min(255, $0))) }.joined()
}

struct State: Equatable {
  var bold = false, faint = false, italic = false, underline = false, strike = false
  var fg: String? = nil, bg: String? = nil, ul: String? = nil

  var css: String {
    var parts: [String] = []
    if bold { parts.append("font-weight:bold") }
    if faint { parts.append("opacity:0.55") }
    if italic { parts.append("font-style:italic") }
    var lines: [String] = []
    if underline { lines.append("underline") }
    if strike { lines.append("line-through") }
    if !lines.isEmpty { parts.append("text-decoration:" + lines.joined(separator: " ")) }
    if let ul, underline { parts.append("text-decoration-color:" + ul) }
    if let fg { parts.append("color:" + fg) }
    if let bg { parts.append("background:" + bg) }
    return parts.joined(separator: ";")
  }
}

func apply(_ params: [Int], to state: inout State) {
  var i = 0
  func color(_ i: inout Int) -> String? {
    guard i + 1 < params.count else { return nil }
    if params[i + 1] == 5, i + 2 < params.count {
      defer { i += 2 }
      return palette(params[i + 2])
    }
    if params[i + 1] == 2, i + 4 < params.count {
      defer { i += 4 }
      return hex(params[i + 2], params[i + 3], params[i + 4])
    }
    return nil
  }
  let codes = params.isEmpty ? [0] : params
  while i < codes.count {
    let p = codes[i]
    switch p {
    case 0: state = State()
    case 1: state.bold = true
    case 2: state.faint = true
    case 3: state.italic = true
    case 4: state.underline = true
    case 9: state.strike = true
    case 22:
      state.bold = false
      state.faint = false
    case 23: state.italic = false
    case 24: state.underline = false
    case 29: state.strike = false
    case 30...37: state.fg = basic[p - 30]
    case 90...97: state.fg = basic[p - 90 + 8]
    case 39: state.fg = nil
    case 40...47: state.bg = basic[p - 40]
    case 100...107: state.bg = basic[p - 100 + 8]
    case 49: state.bg = nil
    case 38: state.fg = color(&i)
    case 48: state.bg = color(&i)
    case 58: state.ul = color(&i)
    case 59: state.ul = nil
    default: break
    }
    i += 1
  }
}

func escape(_ s: String) -> String {
  s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;")
}

let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
var html = ""
var state = State()
var open = false
var text = ""
func flush() {
  guard !text.isEmpty else { return }
  let css = state.css
  html += css.isEmpty ? escape(text) : "<span style=\"\(css)\">\(escape(text))</span>"
  text = ""
}
var scalars = Array(input.unicodeScalars)
var k = 0
while k < scalars.count {
  let c = scalars[k]
  if c == "\u{1B}", k + 1 < scalars.count, scalars[k + 1] == "[" {
    var j = k + 2
    var body = ""
    while j < scalars.count, !(0x40...0x7E).contains(scalars[j].value) {
      body.unicodeScalars.append(scalars[j])
      j += 1
    }
    if j < scalars.count, scalars[j] == "m" {
      flush()
      apply(
        body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 },
        to: &state)
    }
    k = j + 1
    continue
  }
  text.unicodeScalars.append(c)
  k += 1
}
flush()

let title = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "measfmt — terminal"
print(
  """
  <!DOCTYPE html>
  <html><head><meta charset="utf-8"><title>\(escape(title))</title><style>
  body { margin: 0; background: #1e1e1e; }
  .window { margin: 16px; border-radius: 8px; overflow: hidden; box-shadow: 0 4px 16px #0006; display: inline-block; }
  .bar { background: #3a3a3a; color: #bbb; font: 12px sans-serif; padding: 6px 12px; }
  /* A terminal shows characters in the order they come (no bidi reordering): so does this. */
  pre { unicode-bidi: bidi-override; direction: ltr;
        margin: 0; padding: 12px 16px; background: #101010; color: #e5e5e5;
        font: 15px/1.35 "DejaVu Sans Mono", "Noto Sans Mono CJK JP", monospace; }
  </style></head><body><div class="window"><div class="bar">\(escape(title))</div><pre>\(html)</pre></div></body></html>
  """)
