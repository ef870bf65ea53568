import LabGeometry
import Testing

@Test func unitPointsScaleBySize() {
  let size = Size(width: 200, height: 100)
  #expect(UnitPoint.topLeading.in(size) == .zero)
  #expect(UnitPoint.center.in(size) == Point(x: 100, y: 50))
  #expect(UnitPoint.bottomTrailing.in(size) == Point(x: 200, y: 100))
  #expect(UnitPoint.trailing.in(size) == Point(x: 200, y: 50))
  #expect(UnitPoint(x: 0.25, y: 2).in(size) == Point(x: 50, y: 200))
}

@Test func namedPresetsAreDistinctExceptZero() {
  let names = UnitPoint.named.map(\.name)
  #expect(Set(names).count == names.count)
  // `.zero` and `.topLeading` are the same point under two names, as in SwiftUI.
  #expect(UnitPoint.zero == .topLeading)
  #expect(UnitPoint.named.first { $0.name == "bottom" }?.point == UnitPoint(x: 0.5, y: 1))
}
