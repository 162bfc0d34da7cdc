import MeasurementFormatting

public enum MeasfmtCLI {
  public static func main() {
    let args = CommandLine.arguments.dropFirst()
    let a = Array(args)
    do {
      let f = try MeasurementFormat(width: UnitWidth(name: a[2])!, locale: a[3])
      let r = try f.format(Double(a[0])!, unit: a[1])
      print(
        r.string,
        r.parts.map { "[\($0.text)|\($0.run.part)\($0.run.numberPart.map { "/\($0)" } ?? "")]" }
          .joined())
    } catch { print("error: \(error)") }
  }
}
