import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Layout: terminal cells, alignment, wrapping")
struct LayoutTests {
  static let en = try! MeasurementFormat(locale: "en")
  static let none = ANSIRenderer(colors: .none)

  @Test(
    "Display width in cells",
    arguments: [
      ("5 km", 4),
      ("5 公里", 6),
      ("５", 2),
      ("시속 100킬로미터", 16),
      ("e\u{301}", 1),
      ("\u{200E}-40°C", 5),
      ("\u{061C}-٣٫٢ متر", 8),
      ("\u{1B}[2mkm\u{1B}[0m", 2),
      ("\u{1B}[38;2;1;2;3mx\u{1B}[0m", 1),
      ("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", 4),
      ("\u{1B}]8;;https://example.com\u{07}link\u{1B}]8;;\u{07}", 4),
      ("\u{9B}31mred", 3),
      ("👍", 2),
      ("a\u{200B}b", 2),
      ("", 0),
    ])
  func width(text: String, cells: Int) {
    #expect(TerminalWidth.of(text) == cells)
  }

  @Test("Display width of formatted measurements in wide locales")
  func measurementWidths() throws {
    let ja = try MeasurementFormat(width: .wide, locale: "ja").format(5, unit: .kilometer)
    #expect(ja.string == "5 キロメートル")
    #expect(ja.styled().displayWidth == 14)
    let zh = try MeasurementFormat(width: .wide, locale: "zh").format(100, unit: .kilometerPerHour)
    #expect(zh.string == "每小时100公里")
    #expect(zh.styled().displayWidth == 13)
    // A neutralised control shows as one cell.
    let hostile = Self.en.format(5, unit: MeasureUnit(customSymbol: "\u{1B}x")).styled()
    #expect(hostile.displayWidth == 4)
    #expect(TerminalWidth.of(Self.none.render(hostile)) == 4)
  }

  @Test(
    "Decimal column: where the decimal separator is or would be",
    arguments: [
      (1234.5, "en", 5), (5, "en", 1), (-0.25, "de", 2), (-40, "en", 3), (1e6, "fr", 9),
    ])
  func decimalColumn(value: Double, locale: String, column: Int) throws {
    let f = try MeasurementFormat(locale: locale).format(value, unit: .meter)
    #expect(f.styled().decimalColumn == column)
  }

  @Test("Align right, left and at the decimal separator")
  func align() throws {
    let items = [1.5, 123.25, 42].map { Self.en.format($0, unit: .kilometer).styled() }
    #expect(
      TerminalLayout.align(items, .right, renderer: Self.none) == [
        "   1.5 km", "123.25 km", "    42 km",
      ])
    #expect(
      TerminalLayout.align(items, .left, renderer: Self.none) == [
        "1.5 km   ", "123.25 km", "42 km    ",
      ])
    #expect(
      TerminalLayout.align(items, .decimal, renderer: Self.none) == [
        "  1.5 km ", "123.25 km", " 42 km   ",
      ])
    #expect(
      TerminalLayout.align(items, .right, renderer: Self.none, minimumWidth: 11) == [
        "     1.5 km", "  123.25 km", "      42 km",
      ])
  }

  @Test("A column grows as items come; padding fills it on both sides")
  func column() throws {
    let de = try MeasurementFormat(locale: "de")
    let five = de.format(5, unit: .meter).styled()  // "5 m"
    let big = de.format(1234.5, unit: .meter).styled()  // "1.234,5 m"
    var column = TerminalLayout.Column(.decimal)
    let first = column.extent(of: five)
    #expect(first == (1, 2))
    column.include(first)
    #expect(column.padding(for: first) == (0, 0))
    let second = column.extent(of: big)
    #expect(second == (5, 4))
    column.include(second)
    #expect(column.padding(for: first) == (4, 2))
    #expect(column.padding(for: second) == (0, 0))
    column.widen(toAtLeast: 12)
    #expect((column.lead, column.trail) == (8, 4))

    var left = TerminalLayout.Column(.left)
    left.include(left.extent(of: big))
    left.widen(toAtLeast: 12)
    #expect(left.padding(for: left.extent(of: five)) == (0, 9))
    var right = TerminalLayout.Column(.right)
    right.include(right.extent(of: big))
    #expect(right.padding(for: right.extent(of: five)) == (6, 0))
  }

  @Test("Decimal alignment across locales and widths of unit")
  func alignDecimalGerman() throws {
    let de = try MeasurementFormat(locale: "de")
    let items = [5, 1234.5, -0.25].map { de.format($0, unit: .meter).styled() }
    #expect(
      TerminalLayout.align(items, .decimal, renderer: Self.none) == [
        "    5 m   ", "1.234,5 m ", "   -0,25 m",
      ])
  }

  @Test("Alignment keeps styles intact: padding stays outside the escape sequences")
  func alignStyled() throws {
    let items = [1.5, 10].map {
      Self.en.format($0, unit: .kilometer).styled().restyling(.unit, with: .dim)
    }
    #expect(
      TerminalLayout.align(items, .decimal, renderer: ANSIRenderer(colors: .basic)) == [
        " 1.5 \u{1B}[2mkm\u{1B}[0m", "10 \u{1B}[2mkm\u{1B}[0m  ",
      ])
    #expect(
      TerminalLayout.pad("5 \u{1B}[2mkm\u{1B}[0m", toWidth: 6, alignment: .right)
        == "  5 \u{1B}[2mkm\u{1B}[0m")
    #expect(
      TerminalLayout.pad("5 \u{1B}[2mkm\u{1B}[0m", toWidth: 6, alignment: .left)
        == "5 \u{1B}[2mkm\u{1B}[0m  ")
    #expect(TerminalLayout.pad("12345", toWidth: 3, alignment: .right) == "12345")
  }

  @Test("Wide characters are padded by cells, not characters")
  func alignWide() throws {
    let ja = try MeasurementFormat(width: .wide, locale: "ja")
    let items = [5, 12.5].map { ja.format($0, unit: .kilometer).styled() }
    #expect(
      TerminalLayout.align(items, .right, renderer: Self.none) == [
        "   5 キロメートル", "12.5 キロメートル",
      ])
  }

  @Test("Wrap: never inside a measurement")
  func wrap() {
    let items = [5, 10, 15, 1_234_567].map { Self.en.format(Double($0), unit: .kilometer).styled() }
    #expect(
      TerminalLayout.wrap(items, width: 12, renderer: Self.none) == [
        "5 km  10 km", "15 km", "1,234,567 km",
      ])
    #expect(
      TerminalLayout.wrap(items, width: 30, separator: " · ", renderer: Self.none) == [
        "5 km · 10 km · 15 km", "1,234,567 km",
      ])
    // Narrower than one measurement: each on its own line, unbroken.
    #expect(
      TerminalLayout.wrap(items, width: 1, renderer: Self.none) == [
        "5 km", "10 km", "15 km", "1,234,567 km",
      ])
    #expect(TerminalLayout.wrap([], width: 10, renderer: Self.none) == [])
    let styled = items.prefix(2).map { $0.restyling(.unit, with: .dim) }
    #expect(
      TerminalLayout.wrap(Array(styled), width: 11, renderer: ANSIRenderer(colors: .basic)) == [
        "5 \u{1B}[2mkm\u{1B}[0m  10 \u{1B}[2mkm\u{1B}[0m"
      ])
  }

  @Test("Column alignment names for the CLI")
  func names() {
    #expect(ColumnAlignment.names == ["left", "right", "decimal"])
    #expect(ColumnAlignment(name: "decimal") == .decimal)
    #expect(WhitespacePolicy.names == ["keep", "remove", "nbsp", "thin"])
  }
}
