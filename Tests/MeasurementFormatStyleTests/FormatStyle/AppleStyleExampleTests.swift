import Foundation
import MeasfmtTestSupport
import Testing

/// `Examples/AppleStyle`: code written for Apple platforms, only `import Foundation` (and
/// `MeasurementFormatStyle` where it exists), built and run as a program.
@Suite("Apple's API: an Apple-platform program, unchanged")
struct AppleStyleExampleTests {
  @Test("It prints what Apple's Foundation prints for en_US (Apple's documented values)")
  func enUS() throws {
    let program = try #require(
      Subprocess.builtProgram("apple-style-example"), "apple-style-example not built")
    let run = try Subprocess.run(program, [], environment: ["LANG": "en_US.UTF-8"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        98°F
        36.8°C
        100 degrees Fahrenheit
        100°F
        100°
        90°
        9.9 miles
        5 ft, 11 in
        154 lb
        100.0 km/h
        100 Kilometer pro Stunde
        5 -
        km https://example.com/km
        3.107 mi
        67.73°F
        72°
        12 kilometers
        100.2 kilometers per hour
        millimeters
        1 kB
        mi

        """)
  }

  @Test("The current locale is the environment's: de_DE gives German, the same program")
  func environment() throws {
    let program = try #require(Subprocess.builtProgram("apple-style-example"))
    let run = try Subprocess.run(program, [], environment: ["LC_ALL": "de_DE.UTF-8"])
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // Converted to Celsius, rounded as usage output is (as 36.8 °C is "98°F" in en_US).
    #expect(lines.prefix(4) == ["37 °C", "36,8 °C", "38 Grad Celsius", "38 °C"])
  }
}
