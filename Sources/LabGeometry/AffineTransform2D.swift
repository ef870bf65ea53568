import Foundation

/// A 2D affine transform with `CGAffineTransform`'s fields and row-vector convention:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
///     AffineTransform2D(rotation: .degrees(90)).apply(to: Point(x: 1, y: 0))  // (0, 1)
public struct AffineTransform2D: Hashable, Sendable {
  public var a, b, c, d, tx, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation about the origin; positive angles turn clockwise on screen (y down).
  public init(rotation angle: Angle) {
    let (s, c) = (sin(angle.radians), cos(angle.radians))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  public var determinant: Double { a * d - b * c }

  /// `self` first, then `next` (CGAffineTransform's `concatenating`).
  public func concatenating(_ next: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * next.a + b * next.c, b: a * next.b + b * next.d,
      c: c * next.a + d * next.c, d: c * next.b + d * next.d,
      tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
  }

  /// A translation applied before this transform.
  public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(translationX: x, y: y).concatenating(self)
  }
  public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(scaleX: x, y: y).concatenating(self)
  }
  public func rotated(by angle: Angle) -> AffineTransform2D {
    AffineTransform2D(rotation: angle).concatenating(self)
  }

  /// The inverse, or nil when the transform is singular (or not finite).
  public var inverted: AffineTransform2D? {
    // A finite determinant does not imply finite entries: an infinite translation would give
    // an inverse full of ∞ and NaN, so every field is checked.
    guard [a, b, c, d, tx, ty].allSatisfy(\.isFinite) else { return nil }
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform2D(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  public func apply(to p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The same map as a 3×3 projection.
  public var projection: ProjectionTransform { ProjectionTransform(self) }
}
