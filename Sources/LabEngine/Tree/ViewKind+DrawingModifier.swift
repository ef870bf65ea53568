import LabGeometry

// What a drawing-only modifier carries: payloads of `ViewKind`, grouped by family.

/// A drawing-only modifier, kept for output (`clipped`, `hidden`, `border(width:)`, `fill`, …) and,
/// evaluated, for pictures (`style`).
public struct DrawingModifier: Hashable, Sendable {
  public var name: String
  /// The argument text as the user wrote it, for listing.
  public var detail: String
  /// Its evaluated arguments, where pictures draw them (docs/semantics.md §14.3); nil for a
  /// modifier that pictures do not draw.
  public var style: DrawStyle?
  /// For `.tag(_)`: the tag's value as identities print it, which a Picker compares with its
  /// selection; for `.disabled(_)` and `.allowsHitTesting(_)`, the flag (`true`, `false`).
  public var value: String?

  public init(_ name: String, detail: String = "", style: DrawStyle? = nil, value: String? = nil) {
    self.name = name
    self.detail = detail
    self.style = style
    self.value = value
  }
}

/// The evaluated arguments of a drawing modifier or style value, as pictures use them: a paint
/// (`fill`, `stroke`, `foregroundStyle`, `border`, `shadow`), a width, a radius, an offset, a
/// shape (`clipShape`, `mask`, `contentShape`), trim fractions, an inset.
///
///     DrawStyle(paint: .color(RGBA(255, 59, 48)), lineWidth: 4)   // .stroke(.red, lineWidth: 4)
public struct DrawStyle: Hashable, Sendable {
  public var paint: Paint?
  public var lineWidth: Double?
  public var radius: Double?
  public var offset: Vector?
  public var shape: ShapeKind?
  public var trim: ClosedRange<Double>?
  public var inset: Double?
  /// `contentShape(_:eoFill:)`: the shape is filled by the even-odd rule.
  public var evenOdd: Bool?

  public init(
    paint: Paint? = nil, lineWidth: Double? = nil, radius: Double? = nil, offset: Vector? = nil,
    shape: ShapeKind? = nil, trim: ClosedRange<Double>? = nil, inset: Double? = nil, evenOdd: Bool? = nil
  ) {
    self.evenOdd = evenOdd
    self.paint = paint
    self.lineWidth = lineWidth
    self.radius = radius
    self.offset = offset
    self.shape = shape
    self.trim = trim
    self.inset = inset
  }
}
