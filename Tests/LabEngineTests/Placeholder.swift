import Testing
@testable import LabEngine
@Test func placeholder() { #expect(Size.zero.width == 0) }
