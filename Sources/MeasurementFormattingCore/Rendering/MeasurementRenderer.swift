/// Turns a styled measurement into an output: text for a terminal, an HTML fragment, a
/// line of JSON, plain text, an `AttributedString`.
///
/// Every renderer has one shape: a value (its options are its properties) whose
/// ``render(_:)-(StyledMeasurement)`` takes a ``StyledMeasurement``, and whose
/// ``render(_:)-(FormattedMeasurement)`` renders a measurement without styles — by default
/// as `render(measurement.styled())`, which a renderer may do in fewer steps (JSON and plain
/// text write the text without making a styled measurement). So code can take any
/// renderer:
///
/// ```swift
/// func lines<R: MeasurementRenderer>(_ values: [Double], with renderer: R) throws -> [R.Output] {
///   let format = try MeasurementFormat(locale: "en")
///   return values.map { renderer.render(format.format($0, unit: .kilometer)) }
/// }
/// try lines([5, 12.5], with: PlainRenderer())                 // ["5 km", "12.5 km"]
/// try lines([5], with: HTMLRenderer(inlineCSS: false)).first
/// // <span class="mf" lang="en"><span class="mf-value mf-integer">5</span>…</span>
/// ```
///
/// The renderers: ``ANSIRenderer``, ``HTMLRenderer``, ``JSONRenderer``, ``PlainRenderer``,
/// and with Foundation (`import MeasurementFormatting`) `AttributedStringRenderer`.
/// Each neutralises what could inject anything from the text (control characters, bidi
/// overrides) and writes through a buffer that grows: any measurement renders.
public protocol MeasurementRenderer: Sendable {
  /// What the renderer makes: `String` for text, `AttributedString`, ….
  associatedtype Output

  /// The measurement with its styles.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
  /// ANSIRenderer(colors: .basic).render(km.styled().restyling(.unit, with: .dim))
  /// // "5 \u{1B}[2mkm\u{1B}[0m"
  /// ```
  /// - Parameter measurement: A styled measurement.
  /// - Returns: The rendered output.
  func render(_ measurement: StyledMeasurement) -> Output

  /// The measurement without styles: the same as rendering `measurement.styled()`.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
  /// ANSIRenderer(colors: .basic).render(km)  // "5 km"
  /// JSONRenderer().render(km)
  /// // {"string":"5 km","locale":"en","unit":"kilometer","output":[…],"parts":[…]}
  /// ```
  /// - Parameter measurement: A formatted measurement.
  /// - Returns: The rendered output.
  func render(_ measurement: FormattedMeasurement) -> Output
}

extension MeasurementRenderer {
  /// The measurement without styles: `render(measurement.styled())`.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
  /// ANSIRenderer(colors: .basic).render(km)  // "5 km"
  /// ```
  /// - Parameter measurement: A formatted measurement.
  /// - Returns: The rendered output.
  public func render(_ measurement: FormattedMeasurement) -> Output {
    render(measurement.styled())
  }
}
