import LabGeometry
import Testing

@Test func edgesCentreAndSize() {
  let r = Rect(x: 10, y: 20, width: 30, height: 40)
  #expect(r.minX == 10 && r.maxX == 40 && r.midX == 25)
  #expect(r.minY == 20 && r.maxY == 60 && r.midY == 40)
  #expect(r.width == 30 && r.height == 40)
  #expect(r.center == Point(x: 25, y: 40))
  #expect(Rect(size: Size(width: 5, height: 6)) == Rect(x: 0, y: 0, width: 5, height: 6))
  #expect(Rect.zero.size == .zero)
}

@Test func negativeSizesAreStandardisedLikeCGRect() {
  // CGRect(x: 10, y: 10, width: −4, height: −6) spans x 6…10 and y 4…10.
  let r = Rect(x: 10, y: 10, width: -4, height: -6)
  #expect(r.minX == 6 && r.maxX == 10 && r.minY == 4 && r.maxY == 10)
  #expect(r.width == 4 && r.height == 6)
  #expect(r.center == Point(x: 8, y: 7))
  #expect(r.corners.topLeading == Point(x: 6, y: 4))
}

@Test func pointAtUnitPosition() {
  let r = Rect(x: 100, y: 50, width: 200, height: 80)
  #expect(r.point(at: .topLeading) == Point(x: 100, y: 50))
  #expect(r.point(at: .center) == Point(x: 200, y: 90))
  #expect(r.point(at: .bottomTrailing) == Point(x: 300, y: 130))
  #expect(r.point(at: UnitPoint(x: 0.25, y: 1)) == Point(x: 150, y: 130))
}

@Test func offsetInsetAndOutset() {
  let r = Rect(x: 0, y: 0, width: 100, height: 50)
  #expect(r.offsetBy(dx: 20, dy: -5) == Rect(x: 20, y: -5, width: 100, height: 50))
  // .padding(16)'s geometry: 16 more on every edge.
  #expect(r.outset(by: EdgeInsets(all: 16)) == Rect(x: -16, y: -16, width: 132, height: 82))
  let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
  #expect(r.inset(by: insets) == Rect(x: 2, y: 1, width: 94, height: 46))
  #expect(r.inset(by: insets).outset(by: insets) == r)
}

@Test func containsIsHalfOpenLikeCGRect() {
  // CGRect.contains counts the min edges and not the max edges.
  let r = Rect(x: 0, y: 0, width: 10, height: 10)
  #expect(r.contains(Point(x: 5, y: 5)))
  #expect(r.contains(Point(x: 0, y: 0)))
  #expect(!r.contains(Point(x: 10, y: 5)))
  #expect(!r.contains(Point(x: 5, y: 10)))
  #expect(!r.contains(Point(x: 5, y: -0.1)))
  // Two rects sharing an edge: the edge belongs to exactly one of them.
  let right = Rect(x: 10, y: 0, width: 10, height: 10)
  #expect(right.contains(Point(x: 10, y: 5)))
  // An empty rect contains nothing, not even its origin; NaN is never inside.
  #expect(!Rect(x: 3, y: 3, width: 0, height: 5).contains(Point(x: 3, y: 4)))
  #expect(!r.contains(Point(x: .nan, y: 5)))
}

@Test func unionIsTheSmallestEnclosingRect() {
  let a = Rect(x: 0, y: 0, width: 10, height: 10)
  let b = Rect(x: 20, y: -5, width: 5, height: 5)
  #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
  #expect(b.union(a) == a.union(b))
}

@Test func finiteness() {
  #expect(Rect(x: 0, y: 0, width: 1, height: 1).isFinite)
  #expect(!Rect(x: .infinity, y: 0, width: 1, height: 1).isFinite)
  #expect(!Rect(x: 0, y: 0, width: .nan, height: 1).isFinite)
}
