/// The result of laying out one `Text` for one proposal (docs/semantics.md §1.2).
///
///     TextLayout.measure("Hi there", font: .body, lineLimit: 1, proposal: ProposedSize(
///       width: 30, height: nil), metrics: SFProMetrics(), displayScale: 3).lines  // ["Hi…"]
public struct TextMeasurement: Hashable, Sendable {
  /// Rounded up to the pixel grid of the display scale, as SwiftUI does: 17 pt body
  /// "Hello world" is 85.33 × 20.33 at scale 3.
  public var size: Size
  /// The lines as drawn, with "…" where truncated.
  public var lines: [String]
  public var isTruncated: Bool
  /// Distance from the top to the first line's baseline (unrounded).
  public var firstBaseline: Double
  /// Distance from the top to the last line's baseline (unrounded).
  public var lastBaseline: Double
  /// Each line's baseline from the top, when the lines are not all as high (a part of the Text
  /// in a larger font); empty when every line is one line height below the one before.
  public var baselines: [Double]
  /// For a Text with runs in fonts of their own: the offset in its string of each line's first
  /// character (to draw each run in its font).
  public var lineStarts: [Int]
  /// The fraction of its font's size the Text is drawn in: below 1 when `minimumScaleFactor`
  /// let it shrink to fit.
  public var scale = 1.0

  public init(
    size: Size, lines: [String], isTruncated: Bool, firstBaseline: Double, lastBaseline: Double,
    baselines: [Double] = [], lineStarts: [Int] = []
  ) {
    self.baselines = baselines
    self.lineStarts = lineStarts
    self.size = size
    self.lines = lines
    self.isTruncated = isTruncated
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }

  /// What an empty string measures: no lines, zero size, baselines at the top [INF: an empty
  /// string draws nothing, as an empty label's intrinsic size is zero].
  public static let empty = TextMeasurement(
    size: .zero, lines: [], isTruncated: false, firstBaseline: 0, lastBaseline: 0)
}
