import LabGeometry
import Testing

// ProjectionTransform is SwiftUI's 3×3 row-vector matrix (docs/semantics.md §4.1):
// w = m13·x + m23·y + m33, x' = (m11·x + m21·y + m31)/w, y' = (m12·x + m22·y + m32)/w.

private let samplePoints = [
  Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 37.5, y: -12),
  Point(x: -400, y: 250),
]

@Test func projectionFromAffineMatchesTheAffine() {
  let m = AffineTransform2D(rotation: .degrees(25))
    .concatenating(AffineTransform2D(scaleX: 1.5, y: 0.5))
    .concatenating(AffineTransform2D(translationX: 7, y: -3))
  let p = ProjectionTransform(m)
  #expect(p.isAffine)
  #expect(p.affine == m)
  #expect(m.projection == p)
  #expect(isClose(p.determinant, m.determinant, within: 1e-12))
  for q in samplePoints {
    #expect(isClose(p.apply(to: q), m.apply(to: q), within: 1e-9))
  }
  // The translation sits in the third row, as in SwiftUI.
  let t = ProjectionTransform(AffineTransform2D(translationX: 5, y: 6))
  #expect(t.m31 == 5 && t.m32 == 6 && t.m33 == 1)
}

@Test func concatenationMatchesAffineConcatenation() {
  let a = AffineTransform2D(translationX: 10, y: 0)
  let b = AffineTransform2D(scaleX: 2, y: 2)
  #expect(a.projection.concatenating(b.projection) == a.concatenating(b).projection)
  // Translate then scale: (1, 1) → (11, 1) → (22, 2).
  #expect(
    a.projection.concatenating(b.projection).apply(to: Point(x: 1, y: 1))
      == Point(x: 22, y: 2))
}

@Test func projectiveDivisionByW() {
  // w = −0.01·x + 1: at x = 50, w = 0.5, so (50, 20) → (100, 40).
  let p = ProjectionTransform(m13: -0.01)
  #expect(!p.isAffine && p.affine == nil)
  #expect(p.map(Point(x: 50, y: 20)) == Point(x: 100, y: 40))
}

@Test func pointsOnOrBehindTheEyePlane() {
  // Same w = −0.01·x + 1: w = 0 at x = 100 and w = −1 at x = 200.
  let p = ProjectionTransform(m13: -0.01)
  #expect(p.map(Point(x: 100, y: 0)) == nil)
  #expect(p.map(Point(x: 200, y: 5)) == nil)
  let inf = Point(x: .infinity, y: .infinity)
  #expect(p.apply(to: Point(x: 100, y: 0)) == inf)
  #expect(p.apply(to: Point(x: 200, y: 5)) == inf)
  // A NaN input gives a NaN w, which is not > 0.
  #expect(p.map(Point(x: .nan, y: 0)) == nil)
}

@Test func projectiveInverseRoundTrips() throws {
  let p = ProjectionTransform(
    m11: 2, m12: 0.5, m13: 0.001, m21: -0.25, m22: 1.5, m23: 0.002, m31: 10, m32: -4, m33: 1)
  let inv = try #require(p.inverted)
  #expect(isClose(p.concatenating(inv), .identity, within: 1e-12))
  #expect(isClose(inv.concatenating(p), .identity, within: 1e-12))
  let q = Point(x: 30, y: 40)
  let image = try #require(p.map(q))
  let back = try #require(inv.map(image))
  #expect(isClose(back, q, within: 1e-9))
}

@Test func singularProjectionHasNoInverse() {
  // Third column all zero: det = 0.
  #expect(ProjectionTransform(m33: 0).inverted == nil)
  // Second row twice the first: det = 0.
  let rows = ProjectionTransform(m11: 1, m12: 2, m13: 3, m21: 2, m22: 4, m23: 6)
  #expect(rows.determinant == 0)
  #expect(rows.inverted == nil)
  #expect(ProjectionTransform(m31: .infinity).inverted == nil)
  #expect(ProjectionTransform.identity.inverted == .identity)
}

@Test func identityFlags() {
  #expect(ProjectionTransform.identity.isIdentity)
  #expect(ProjectionTransform.identity.isAffine)
  #expect(!ProjectionTransform(m23: 0.1).isIdentity)
}
