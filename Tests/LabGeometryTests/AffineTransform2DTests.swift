import LabGeometry
import Testing

// AffineTransform2D uses CGAffineTransform's row-vector convention (docs/semantics.md §4.1):
// x' = a·x + c·y + tx, y' = b·x + d·y + ty, and `a.concatenating(b)` applies a first.
// (No `import Foundation` here: its own `AffineTransform2D` would make the name ambiguous.)

// Trigonometric values written out, so that expectations do not reuse the code's sin/cos.
private let cos10 = 0.984807753012208  // cos 10°
private let sin10 = 0.17364817766693033  // sin 10°
private let cos30 = 3.0.squareRoot() / 2

/// `T(−a)·M·T(a)`: the docs/semantics.md §4.1 recipe for an effect about an anchor point.
private func about(_ anchor: Point, _ m: AffineTransform2D) -> AffineTransform2D {
  AffineTransform2D(translationX: -anchor.x, y: -anchor.y)
    .concatenating(m)
    .concatenating(AffineTransform2D(translationX: anchor.x, y: anchor.y))
}

@Test func positiveRotationIsClockwiseOnScreen() {
  // y points down, so turning +x by 90° lands on +y (down), and +y lands on −x.
  let r = AffineTransform2D(rotation: .degrees(90))
  #expect(isClose(r.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), within: 1e-12))
  #expect(isClose(r.apply(to: Point(x: 0, y: 1)), Point(x: -1, y: 0), within: 1e-12))
  // CGAffineTransform's fields for a rotation: a = cos, b = sin, c = −sin, d = cos.
  let t = AffineTransform2D(rotation: .degrees(30))
  #expect(isClose(t.a, cos30) && isClose(t.b, 0.5) && isClose(t.c, -0.5))
}

@Test func rotationAboutCentreInflatesBoundingBox() {
  // docs/semantics.md §10 vector 7 / §4.2: a 400×400 view rotated 10° about its centre reports a
  // 463.38 square frame, 400·(cos 10° + sin 10°), with the same centre and origin −31.69.
  let rect = Rect(x: 0, y: 0, width: 400, height: 400)
  let m = about(rect.center, AffineTransform2D(rotation: .degrees(10)))
  let box = rect.corners.applying(m).boundingBox
  // 400 · (0.98481 + 0.17365) = 463.38; half of it about the centre 200 puts minX at −31.69.
  let side = 400 * (cos10 + sin10)
  #expect(isClose(box.width, side) && isClose(box.height, side))
  #expect(isClose(box.width, 463.38, within: 0.005))
  #expect(isClose(box.minX, -31.69, within: 0.005) && isClose(box.minY, -31.69, within: 0.005))
  #expect(isClose(box.center, Point(x: 200, y: 200), within: 1e-9))
}

@Test func scaleAboutCentreAndTopLeading() {
  // docs/semantics.md §10 vector 8: scaleEffect(2) on 100×100 at (0, 0).
  let rect = Rect(x: 0, y: 0, width: 100, height: 100)
  let s = AffineTransform2D(scaleX: 2, y: 2)
  let aboutCentre = rect.corners.applying(about(rect.center, s)).boundingBox
  #expect(isClose(aboutCentre, Rect(x: -50, y: -50, width: 200, height: 200)))
  let topLeading = rect.point(at: .topLeading)
  let aboutTopLeading = rect.corners.applying(about(topLeading, s)).boundingBox
  #expect(isClose(aboutTopLeading, Rect(x: 0, y: 0, width: 200, height: 200)))
}

@Test func concatenatingAppliesTheReceiverFirst() {
  let t = AffineTransform2D(translationX: 10, y: 0)
  let s = AffineTransform2D(scaleX: 2, y: 2)
  let p = Point(x: 1, y: 1)
  // Translate then scale: (1, 1) → (11, 1) → (22, 2).
  #expect(t.concatenating(s).apply(to: p) == Point(x: 22, y: 2))
  // Scale then translate: (1, 1) → (2, 2) → (12, 2).
  #expect(s.concatenating(t).apply(to: p) == Point(x: 12, y: 2))
  // Concatenation agrees with applying one after the other.
  let r = AffineTransform2D(rotation: .degrees(33))
  let q = Point(x: 3, y: -7)
  #expect(isClose(r.concatenating(t).apply(to: q), t.apply(to: r.apply(to: q))))
}

@Test func builderMethodsPrependLikeCoreGraphics() {
  // CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0) moves 10 in the scaled space,
  // so the origin lands at (20, 0).
  let s = AffineTransform2D(scaleX: 2, y: 2)
  #expect(s.translatedBy(x: 10, y: 0).apply(to: .zero) == Point(x: 20, y: 0))
  // Scaling a translation scales before translating: (1, 0) → (3, 0) → (8, 0).
  let t = AffineTransform2D(translationX: 5, y: 0)
  #expect(t.scaledBy(x: 3, y: 1).apply(to: Point(x: 1, y: 0)) == Point(x: 8, y: 0))
  // Rotating a translation rotates first: (1, 0) → (0, 1) → (5, 1).
  let moved = t.rotated(by: .degrees(90)).apply(to: Point(x: 1, y: 0))
  #expect(isClose(moved, Point(x: 5, y: 1), within: 1e-12))
}

@Test func inverseRoundTrips() throws {
  // det = 2·3 − 1·(−1) = 7.
  let m = AffineTransform2D(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
  #expect(m.determinant == 7)
  let inv = try #require(m.inverted)
  #expect(isClose(m.concatenating(inv), .identity, within: 1e-12))
  #expect(isClose(inv.concatenating(m), .identity, within: 1e-12))
  let p = Point(x: 12.5, y: -3)
  #expect(isClose(inv.apply(to: m.apply(to: p)), p, within: 1e-12))
  #expect(AffineTransform2D.identity.inverted == .identity)
}

@Test func singularOrNonFiniteTransformsHaveNoInverse() {
  #expect(AffineTransform2D(scaleX: 0, y: 1).inverted == nil)
  // Rows proportional: det = 1·4 − 2·2 = 0.
  #expect(AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3).inverted == nil)
  #expect(AffineTransform2D(translationX: .infinity, y: 0).inverted == nil)
  #expect(AffineTransform2D(translationX: 0, y: .nan).inverted == nil)
  #expect(AffineTransform2D(scaleX: .infinity, y: 1).inverted == nil)
}

@Test func scaleOfZeroStandInIsInvertible() {
  // docs/semantics.md §4.1: scaleEffect(0) uses ≈1.5e−154, whose square (the determinant) is still a
  // normal Double, so the effect stays invertible.
  let tiny = AffineTransform2D(scaleX: 1.5e-154, y: 1.5e-154)
  #expect(tiny.inverted != nil)
}

@Test func identityAndDeterminant() {
  #expect(AffineTransform2D.identity.isIdentity)
  #expect(!AffineTransform2D(translationX: 1, y: 0).isIdentity)
  #expect(AffineTransform2D(scaleX: 2, y: 3).determinant == 6)
  #expect(isClose(AffineTransform2D(rotation: .degrees(37)).determinant, 1))
}
