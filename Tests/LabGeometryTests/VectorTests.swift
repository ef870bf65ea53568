import LabGeometry
import Testing

@Test func vectorArithmetic() {
  let v = Vector(dx: 3, dy: 4)
  #expect(v.length == 5)
  #expect(v + Vector(dx: 1, dy: 1) == Vector(dx: 4, dy: 5))
  #expect(v - Vector(dx: 1, dy: 1) == Vector(dx: 2, dy: 3))
  #expect(v * 2 == Vector(dx: 6, dy: 8))
  #expect(-v == Vector(dx: -3, dy: -4))
  #expect(Vector.zero.length == 0)
}
