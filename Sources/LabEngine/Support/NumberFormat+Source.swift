extension NumberFormat {
  /// A number as Swift source would spell it, for descriptions of values written in code
  /// (`.spring(response: 0.5, dampingFraction: 0.825)`): shortest round-trip digits after
  /// rounding to nine decimals (so 1 − 0.15 reads 0.85), no `.0` on whole numbers.
  ///
  ///     NumberFormat.source(0.35)  // "0.35"
  public static func source(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
    var rounded = (value * 1e9).rounded() / 1e9
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }
}
