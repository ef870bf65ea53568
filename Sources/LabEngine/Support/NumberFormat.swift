import Foundation

/// The one number formatter for everything the lab prints (docs/architecture.md §6): at most two decimals,
/// rounded half away from zero, trailing zeros dropped, `-0` printed as `0`, no locale, `∞` for
/// infinity and `nan` spelled out so that a caller can attach a note.
///
///     NumberFormat.format(463.3802)  // "463.38"
public enum NumberFormat {
  /// Digits after the decimal point, stated in report headers.
  public static let decimals = 2

  public static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    // Huge but finite (1e308): scaling by 100 below would overflow to ∞.
    if abs(value) >= 1e15 { return String(format: "%.6g", value) }
    let scale = 100.0
    var rounded = (abs(value) * scale).rounded(.toNearestOrAwayFromZero) / scale
    if value < 0 { rounded = -rounded }
    if rounded == 0 { return "0" }
    // Integral part and two-digit fraction by integer arithmetic: no locale, no exponent.
    let negative = rounded < 0
    let cents = (abs(rounded) * scale).rounded()
    guard cents < 9e15 else { return String(format: "%.0f", rounded) }
    let total = Int64(cents)
    let whole = total / 100
    let frac = total % 100
    var s = negative ? "-" : ""
    s += String(whole)
    if frac != 0 {
      s += "."
      s += frac % 10 == 0 ? String(frac / 10) : (frac < 10 ? "0" + String(frac) : String(frac))
    }
    return s
  }
}
