import Testing

@testable import LabSession

@Suite struct HelpTextWidthTests {
  @Test func theOverviewFitsInAHundredColumns() {
    let session = Lab.makeSession()
    let text = session.handle(":help").text
    let long = text.split(separator: "\n").filter { $0.count > 100 }
    #expect(long.isEmpty, "\(long)")
    // Every command is still listed, with its summary's first words.
    #expect(text.contains(":convert <rect|point|bounds>"))
    #expect(text.contains("Convert a rect or point"))
  }
}
