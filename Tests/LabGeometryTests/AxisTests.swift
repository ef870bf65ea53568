import LabGeometry
import Testing

@Test func otherAxis() {
  #expect(Axis.horizontal.other == .vertical)
  #expect(Axis.vertical.other == .horizontal)
  #expect(Axis.allCases.count == 2)
}
