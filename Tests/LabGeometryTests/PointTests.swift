import LabGeometry
import Testing

@Test func pointsAndVectors() {
  let p = Point(x: 10, y: 20)
  // .offset(x: 20) moves a view by a vector without changing its size (docs/semantics.md §10 vector 9).
  #expect(p.offset(by: Vector(dx: 20, dy: 0)) == Point(x: 30, y: 20))
  #expect(p.vector(from: Point(x: 4, y: 25)) == Vector(dx: 6, dy: -5))
  #expect(Point(x: 4, y: 25).offset(by: p.vector(from: Point(x: 4, y: 25))) == p)
}

@Test func pointAlongAnAxis() {
  var p = Point(x: 1, y: 2)
  #expect(p[.horizontal] == 1 && p[.vertical] == 2)
  p[.horizontal] = 9
  #expect(p == Point(x: 9, y: 2))
}

@Test func pointFiniteness() {
  #expect(Point.zero.isFinite)
  #expect(!Point(x: .infinity, y: 0).isFinite)
  #expect(!Point(x: 0, y: .nan).isFinite)
}
