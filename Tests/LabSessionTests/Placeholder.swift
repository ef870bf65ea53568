import Testing
@testable import LabSession
@Test func sessionModuleLinks() { #expect(Bool(true)) }
