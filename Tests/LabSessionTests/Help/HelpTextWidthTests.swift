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

  /// Every command's and topic's own page wraps its prose at 100 columns too, keeping its words
  /// (the example after it is code to paste, left as written).
  @Test func everyTopicFitsInAHundredColumns() throws {
    let session = Lab.makeSession()
    let names = session.registry.commands.map(\.name) + session.helpTopics.map(\.name)
    #expect(names.count > 20)
    for name in names {
      let page = session.handle(":help \(name)").text
      let text = page.components(separatedBy: "\nexample:")[0]
      let long = text.split(separator: "\n").filter { $0.count > 100 }
      #expect(long.isEmpty, "\(name): \(long)")
    }
    let draw = session.handle(":help draw").text
    let words = { (s: String) in s.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
    let command = try #require(session.registry.lookup("draw"))
    #expect(words(draw).joined(separator: " ").contains(words(command.details).joined(separator: " ")))
  }
}
