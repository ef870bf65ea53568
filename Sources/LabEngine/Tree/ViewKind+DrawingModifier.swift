// What a drawing-only modifier carries: payloads of `ViewKind`, grouped by family.

/// A drawing-only modifier, kept for output (`clipped`, `hidden`, `border(width:)`, `fill`, …).
public struct DrawingModifier: Hashable, Sendable {
  public var name: String
  /// The argument text as the user wrote it, for listing.
  public var detail: String

  public init(_ name: String, detail: String = "") {
    self.name = name
    self.detail = detail
  }
}
