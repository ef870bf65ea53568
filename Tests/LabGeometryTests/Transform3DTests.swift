import LabGeometry
import Testing

// Transform3D is Core Animation's row-vector 4×4 (docs/semantics.md §4.1, rotation3DEffect):
// M4 = T(−a)·Rot(θ, axis)·P·T(a) with P = I except m34 = −1/d, d = max(w, h) / perspective,
// and SwiftUI keeps rows/columns 1, 2 and 4 as a ProjectionTransform.

/// rotation3DEffect's matrix for a view of size (w, h), anchor .center, anchorZ 0.
private func rotation3D(
  _ degrees: Double, axis: (Double, Double, Double), width w: Double, height h: Double,
  perspective: Double = 1
) -> ProjectionTransform {
  let (ax, ay) = (w / 2, h / 2)
  var p = Transform3D.identity
  p.m34 = -1 / (max(w, h) / perspective)
  return Transform3D(translationX: -ax, y: -ay, z: 0)
    .concatenating(Transform3D(rotation: degrees * .pi / 180, x: axis.0, y: axis.1, z: axis.2))
    .concatenating(p)
    .concatenating(Transform3D(translationX: ax, y: ay, z: 0))
    .projection
}

@Test func rotationAboutYForeshortensWithPerspective() throws {
  // 200×100 view, 60° about y, perspective 1 → d = 200, anchor a = (100, 50).
  // By hand, for a point (x, y, 0): X = x − 100, Y = y − 50.
  //   Rot_y (CA rows: m11 = c, m13 = −s, m31 = s, m33 = c): x1 = X·c, y1 = Y, z1 = −X·s.
  //   P: w = 1 − z1/d = 1 + X·s/d.   T(a) adds a·w.   Projected: x' = X·c/w + 100, y' = Y/w + 50.
  let m = rotation3D(60, axis: (0, 1, 0), width: 200, height: 100)
  let (c, s, d) = (0.5, 3.0.squareRoot() / 2, 200.0)
  func expected(_ x: Double, _ y: Double) -> Point {
    let (bigX, bigY) = (x - 100, y - 50)
    let w = 1 + bigX * s / d
    return Point(x: bigX * c / w + 100, y: bigY / w + 50)
  }
  let corners = Rect(x: 0, y: 0, width: 200, height: 100).corners
  let q = try #require(corners.applying(m))
  #expect(isClose(q.topLeading, expected(0, 0), within: 1e-9))
  #expect(isClose(q.topTrailing, expected(200, 0), within: 1e-9))
  #expect(isClose(q.bottomTrailing, expected(200, 100), within: 1e-9))
  #expect(isClose(q.bottomLeading, expected(0, 100), within: 1e-9))
  // Worked numbers: leading edge w = 1 − 0.4330 = 0.5670, so (0, 0) → (11.81, −38.19);
  // trailing edge w = 1.4330, so (200, 0) → (134.89, 15.11).
  #expect(isClose(q.topLeading, Point(x: 11.81, y: -38.19), within: 0.01))
  #expect(isClose(q.topTrailing, Point(x: 134.89, y: 15.11), within: 0.01))
  // Foreshortening: the receding trailing edge shrinks to 100/1.433 ≈ 69.78, the approaching
  // leading edge grows to 100/0.567 ≈ 176.37; the anchor does not move.
  let trailing = q.bottomTrailing.y - q.topTrailing.y
  let leading = q.bottomLeading.y - q.topLeading.y
  #expect(isClose(trailing, 69.78, within: 0.01))
  #expect(isClose(leading, 176.37, within: 0.01))
  #expect(isClose(try #require(m.map(Point(x: 100, y: 50))), Point(x: 100, y: 50)))
}

@Test func strongPerspectivePutsACornerBehindTheEye() {
  // perspective 4 → d = 50; at 90° the leading edge has X = −100, s = 1: w = 1 − 100/50 = −1.
  let m = rotation3D(90, axis: (0, 1, 0), width: 200, height: 100, perspective: 4)
  #expect(m.map(.zero) == nil)
  #expect(Rect(x: 0, y: 0, width: 200, height: 100).corners.applying(m) == nil)
}

@Test func rotationAboutZMatchesTheAffineRotation() {
  let r3 = Transform3D(rotation: 30 * .pi / 180, x: 0, y: 0, z: 1).projection
  let r2 = AffineTransform2D(rotation: .degrees(30)).projection
  #expect(isClose(r3, r2, within: 1e-12))
}

@Test func zeroOrNonFiniteAxisGivesIdentity() {
  #expect(Transform3D(rotation: 1, x: 0, y: 0, z: 0) == .identity)
  #expect(Transform3D(rotation: 1, x: .nan, y: 0, z: 1) == .identity)
}

@Test func rowsRoundTripAndMissingValuesComeFromIdentity() {
  let rows: [[Double]] = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
  #expect(Transform3D(rows: rows).rows == rows)
  #expect(Transform3D(rows: []) == .identity)
  let partial = Transform3D(rows: [[2]])
  #expect(partial.m11 == 2 && partial.m22 == 1 && partial.m12 == 0 && partial.m44 == 1)
}

@Test func concatenationAppliesTheReceiverFirst() {
  // Translate x by 10, then scale by 2: the translation is scaled too (m41 = 20).
  let t = Transform3D(translationX: 10, y: 0, z: 0)
  let s = Transform3D(scaleX: 2, y: 2, z: 2)
  #expect(t.concatenating(s).m41 == 20)
  #expect(s.concatenating(t).m41 == 10)
}

@Test func projectionKeepsRowsAndColumnsOneTwoFour() {
  let rows: [[Double]] = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
  let p = Transform3D(rows: rows).projection
  #expect([p.m11, p.m12, p.m13] == [1, 2, 4])
  #expect([p.m21, p.m22, p.m23] == [5, 6, 8])
  #expect([p.m31, p.m32, p.m33] == [13, 14, 16])
}
