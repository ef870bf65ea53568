// TEMPORARY stand-in until the text-metrics work lands (same API); deleted at that merge.
public protocol TextMetrics: Sendable {
  func width(of text: Substring, font: Font) -> Double
  func lineHeight(font: Font) -> Double
  func ascent(font: Font) -> Double
}
public struct SFProMetrics: TextMetrics {
  public init() {}
  public func width(of text: Substring, font: Font) -> Double { Double(text.count) * 0.55 * font.size }
  public func lineHeight(font: Font) -> Double { 1.1934 * font.size }
  public func ascent(font: Font) -> Double { 0.952 * font.size }
}
public struct TextMeasurement: Hashable, Sendable {
  public var size: Size
  public var lines: [String]
  public var isTruncated: Bool
  public var firstBaseline: Double
  public var lastBaseline: Double
}
public enum TextLayout {
  public static func measure(
    _ string: String, font: Font, lineLimit: Int?, proposal: ProposedSize,
    metrics: any TextMetrics, displayScale: Double
  ) -> TextMeasurement {
    let w = metrics.width(of: string[...], font: font)
    let h = metrics.lineHeight(font: font)
    return TextMeasurement(
      size: Size(width: min(w, proposal.width ?? w), height: h), lines: [string],
      isTruncated: false, firstBaseline: metrics.ascent(font: font),
      lastBaseline: metrics.ascent(font: font))
  }
}
