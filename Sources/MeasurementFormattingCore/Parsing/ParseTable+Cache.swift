extension ParseTable {
  /// The tables of the locales read lately, shared by every thread: one is built in
  /// tens of milliseconds (hundreds of units × 3 widths × each plural form), so it is
  /// built once, outside the lock, and the oldest of more than eight dropped.
  static let cache = BoundedCache<String, ParseTable>(capacity: 8)

  /// The table of `localeID`, from ``cache`` or built.
  static func table(for localeID: String) -> ParseTable {
    cache.value(for: localeID) { ParseTable(localeID: $0) }
  }
}
