/// Glyph metrics behind a protocol so a better model can replace the default.
///
///     SFProMetrics().width(of: "Hello world", font: .body)  // ≈ 85.17
public protocol TextMetrics: Sendable {
  /// Advance width of a string on one line, in points, unrounded.
  func width(of text: Substring, font: Font) -> Double
  /// Distance between baselines (one line's height), unrounded.
  func lineHeight(font: Font) -> Double
  /// Baseline distance from the top of the line.
  func ascent(font: Font) -> Double
}
