/// A 3×3 projective transform in SwiftUI's row-vector convention (`ProjectionTransform`):
/// `w = m13·x + m23·y + m33`, `x' = (m11·x + m21·y + m31)/w`, `y' = (m12·x + m22·y + m32)/w`.
///
///     ProjectionTransform(AffineTransform2D(translationX: 5, y: 0)).m31  // 5
public struct ProjectionTransform: Hashable, Sendable {
  public var m11, m12, m13: Double
  public var m21, m22, m23: Double
  public var m31, m32, m33: Double

  public init(
    m11: Double = 1, m12: Double = 0, m13: Double = 0,
    m21: Double = 0, m22: Double = 1, m23: Double = 0,
    m31: Double = 0, m32: Double = 0, m33: Double = 1
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  public static let identity = ProjectionTransform()

  public init(_ t: AffineTransform2D) {
    self.init(m11: t.a, m12: t.b, m21: t.c, m22: t.d, m31: t.tx, m32: t.ty)
  }

  public var isIdentity: Bool { self == .identity }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part, when the transform has no perspective row.
  public var affine: AffineTransform2D? {
    isAffine ? AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) : nil
  }

  public var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31)
      + m13 * (m21 * m32 - m22 * m31)
  }

  /// The transform seen in a mirrored space: `F · self · F`, where F takes x to `width − x` in a
  /// space `width` wide. A right-to-left view's effects are mirrored so (OpenSwiftUI
  /// GeometryEffect.swift): a turn to the right becomes one to the left about the mirrored anchor.
  public func mirroredHorizontally(width: Double) -> ProjectionTransform {
    let flip = ProjectionTransform(m11: -1, m31: width)
    return flip.concatenating(self).concatenating(flip)
  }

  /// `self` first, then `next` (row vectors: the matrix product self · next).
  public func concatenating(_ n: ProjectionTransform) -> ProjectionTransform {
    ProjectionTransform(
      m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31,
      m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
      m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
      m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31,
      m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32,
      m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
      m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31,
      m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32,
      m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
  }

  /// The inverse (adjugate over determinant), or nil when singular or not finite.
  public var inverted: ProjectionTransform? {
    // Check the entries themselves rather than rely on ∞·0 turning the determinant into NaN.
    let entries = [m11, m12, m13, m21, m22, m23, m31, m32, m33]
    guard entries.allSatisfy(\.isFinite) else { return nil }
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let r = 1 / det
    return ProjectionTransform(
      m11: (m22 * m33 - m23 * m32) * r, m12: (m13 * m32 - m12 * m33) * r,
      m13: (m12 * m23 - m13 * m22) * r,
      m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r,
      m23: (m13 * m21 - m11 * m23) * r,
      m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r,
      m33: (m11 * m22 - m12 * m21) * r)
  }

  /// The image of `p`, or nil when it lies on or behind the eye plane (w ≤ 0): SwiftUI sends such
  /// points to infinity, and the lab reports them instead of printing `inf`.
  public func map(_ p: Point) -> Point? {
    let w = m13 * p.x + m23 * p.y + m33
    guard w > 0, w.isFinite else { return nil }
    return Point(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
  }

  /// SwiftUI's own mapping: a point with w ≤ 0 becomes (∞, ∞).
  public func apply(to p: Point) -> Point {
    map(p) ?? Point(x: .infinity, y: .infinity)
  }
}
