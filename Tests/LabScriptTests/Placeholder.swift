import Testing
@testable import LabScript
@Test func scriptModuleLinks() { #expect(Bool(true)) }
