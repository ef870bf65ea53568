import LabGeometry
import Testing

@Test func sizeAlongAnAxis() {
  var s = Size(width: 100, height: 50)
  #expect(s[.horizontal] == 100 && s[.vertical] == 50)
  s[.vertical] = 7
  #expect(s == Size(width: 100, height: 7))
  // A VStack gives sizes as (major = height, minor = width).
  #expect(Size(30, 10, major: .vertical) == Size(width: 10, height: 30))
  #expect(Size(30, 10, major: .horizontal) == Size(width: 30, height: 10))
}

@Test func sizeFiniteness() {
  #expect(Size.zero.isFinite)
  #expect(!Size(width: .infinity, height: 0).isFinite)
  #expect(!Size(width: 0, height: .nan).isFinite)
}
