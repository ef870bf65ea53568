import Testing
@testable import LabGeometry
@Test func placeholder() { #expect(Point.zero.x == 0) }
