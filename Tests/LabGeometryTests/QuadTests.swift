import LabGeometry
import Testing

@Test func cornersOfARectInClockwiseOrder() {
  let q = Rect(x: 10, y: 20, width: 30, height: 40).corners
  #expect(q.topLeading == Point(x: 10, y: 20))
  #expect(q.topTrailing == Point(x: 40, y: 20))
  #expect(q.bottomTrailing == Point(x: 40, y: 60))
  #expect(q.bottomLeading == Point(x: 10, y: 60))
  #expect(q.points == [q.topLeading, q.topTrailing, q.bottomTrailing, q.bottomLeading])
  #expect(q.isAxisAligned)
  #expect(q.boundingBox == Rect(x: 10, y: 20, width: 30, height: 40))
}

@Test func boundingBoxOfARotatedSquare() {
  // A unit diamond: corners at the four compass points around (0, 0).
  let q = Quad(Point(x: 0, y: -1), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0))
  #expect(!q.isAxisAligned)
  #expect(q.boundingBox == Rect(x: -1, y: -1, width: 2, height: 2))
}

@Test func rotationBy90DegreesKeepsAQuadAxisAlignedUpToRounding() {
  // Rotating 10×20 by 90° about the origin: (10, 0) → (0, 10), (0, 20) → (−20, 0).
  let q = Rect(x: 0, y: 0, width: 10, height: 20).corners
    .applying(AffineTransform2D(rotation: .degrees(90)))
  #expect(isClose(q.boundingBox, Rect(x: -20, y: 0, width: 20, height: 10), within: 1e-12))
}

@Test func projectedQuadIsNilWhenACornerIsBehindTheEye() {
  // w = −0.01·x + 1 is 0 at x = 100, so a 100-wide rect loses its trailing corners.
  let p = ProjectionTransform(m13: -0.01)
  #expect(Rect(x: 0, y: 0, width: 100, height: 10).corners.applying(p) == nil)
  // A 50-wide rect stays in front: (50, 10) → (100, 20) because w = 0.5.
  let q = Rect(x: 0, y: 0, width: 50, height: 10).corners.applying(p)
  #expect(q?.bottomTrailing == Point(x: 100, y: 20))
  #expect(q?.topLeading == .zero)
}

@Test func affineAndProjectiveApplicationAgree() {
  let m = AffineTransform2D(rotation: .degrees(10)).concatenating(
    AffineTransform2D(translationX: 3, y: 4))
  let rect = Rect(x: 0, y: 0, width: 400, height: 400)
  let viaAffine = rect.corners.applying(m)
  let viaProjection = rect.corners.applying(m.projection)
  #expect(viaProjection.map { isClose($0.boundingBox, viaAffine.boundingBox) } == true)
}

@Suite struct QuadAxisAlignmentTests {
  @Test func aQuarterTurnIsStillAxisAligned() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
    let turned = r.corners.applying(
      AffineTransform2D(rotation: .degrees(90)).concatenating(
        AffineTransform2D(translationX: 300, y: 0)))
    #expect(turned.isAxisAligned)
    #expect(!r.corners.applying(AffineTransform2D(rotation: .degrees(10))).isAxisAligned)
    // A shear keeps two sides horizontal but tilts the others.
    let sheared = r.corners.applying(AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
    #expect(!sheared.isAxisAligned)
  }
}
