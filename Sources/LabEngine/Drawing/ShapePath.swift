import LabGeometry

extension ShapeKind {
  /// The outline SwiftUI's shape draws in `rect` (its `path(in:)`; a user `Shape`'s own, run by
  /// the interpreter), or nil when that fails (docs/semantics.md §14.3). Closed outlines run
  /// clockwise on screen; a circle and an ellipse start at their trailing point, as
  /// CoreGraphics draws them, so `trim` cuts where SwiftUI does.
  ///
  ///     ShapeKind.circle.path(in: Rect(x: 0, y: 0, width: 100, height: 50))  // ⌀ 50, centred
  public func path(in rect: Rect) -> Path? {
    var path = Path()
    switch self {
    case .rectangle:
      path.addRect(rect)
    case .roundedRectangle(let radius):
      path.addRoundedRect(rect, radius: radius)
    case .unevenRoundedRectangle(let radii):
      path.addRoundedRect(rect, radii: radii)
    case .capsule:
      path.addRoundedRect(rect, radius: min(rect.width, rect.height) / 2)
    case .ellipse:
      path.addEllipse(in: rect)
    case .circle:
      let side = min(rect.width, rect.height)
      path.addEllipse(
        in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    case .path(let own):
      return own
    case .transformed(let base, let transform, _):
      return base.path(in: rect)?.applying(transform.affine(in: rect))
    case .filling(_, _, let paint, let source):
      if let source { return source.path(in: rect) }
      guard paint != nil else { return nil }
      path.addRect(rect)
    }
    return path
  }
}

/// A user `Shape`'s `path(in:)`, run by the interpreter when a picture asks for the path in a
/// rect; equal when the shape's values are (`key`, the instance as written), so trees compare
/// as before.
///
///     ShapeSource(key: "Wave(amplitude: 10.0)") { rect in … }.path(in: rect)
public struct ShapeSource: Hashable, Sendable {
  public let key: String
  let make: @Sendable (Rect) -> Path?
  /// The shape's own `sizeThatFits(_:)` (iOS 16), when it declares one: layout asks it instead
  /// of taking the proposal (docs/semantics.md §9). It throws `CustomLayoutFailure`.
  let sizing: (@Sendable (ProposedSize) throws -> Size)?

  public init(
    key: String, sizing: (@Sendable (ProposedSize) throws -> Size)? = nil,
    _ make: @escaping @Sendable (Rect) -> Path?
  ) {
    self.key = key
    self.make = make
    self.sizing = sizing
  }

  public var hasSizing: Bool { sizing != nil }

  /// Its outline in `rect`, or nil when the user's code failed (said as a warning there).
  public func path(in rect: Rect) -> Path? { make(rect) }

  public static func == (a: ShapeSource, b: ShapeSource) -> Bool { a.key == b.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension Path {
  /// A rectangle with circular corners of `radius`, clamped to half the shorter side (as
  /// `RoundedRectangle` clamps it), clockwise from the end of the top-leading corner.
  public mutating func addRoundedRect(_ rect: Rect, radius: Double) {
    addRoundedRect(rect, radii: CornerRadii(all: radius))
  }

  /// Each corner with its own radius, clamped to half the shorter side; a corner of radius 0
  /// is square.
  public mutating func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
    func clamp(_ r: Double) -> Double { max(0, min(r, rect.width / 2, rect.height / 2)) }
    let (tl, bl, br, tr) = (
      clamp(radii.topLeading), clamp(radii.bottomLeading), clamp(radii.bottomTrailing),
      clamp(radii.topTrailing)
    )
    guard tl > 0 || bl > 0 || br > 0 || tr > 0 else {
      addRect(rect)
      return
    }
    // The control-point distance that makes a cubic best fit a quarter circle, per radius.
    func k(_ r: Double) -> Double { r * 4 * (2.0.squareRoot() - 1) / 3 }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    move(to: p(x0 + tl, y0))
    addLine(to: p(x1 - tr, y0))
    if tr > 0 { addCurve(to: p(x1, y0 + tr), control1: p(x1 - tr + k(tr), y0), control2: p(x1, y0 + tr - k(tr))) }
    addLine(to: p(x1, y1 - br))
    if br > 0 { addCurve(to: p(x1 - br, y1), control1: p(x1, y1 - br + k(br)), control2: p(x1 - br + k(br), y1)) }
    addLine(to: p(x0 + bl, y1))
    if bl > 0 { addCurve(to: p(x0, y1 - bl), control1: p(x0 + bl - k(bl), y1), control2: p(x0, y1 - bl + k(bl))) }
    addLine(to: p(x0, y0 + tl))
    if tl > 0 { addCurve(to: p(x0 + tl, y0), control1: p(x0, y0 + tl - k(tl)), control2: p(x0 + tl - k(tl), y0)) }
    closeSubpath()
  }
}
