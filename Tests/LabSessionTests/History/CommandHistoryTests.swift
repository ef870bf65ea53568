import Testing

@testable import LabSession

@Suite struct CommandHistoryTests {
  @Test func trimsTheSpaceCompletionAppendsAndSkipsRepeats() {
    var history = CommandHistory()
    let added = [":help ", ":help", "   ", "VStack {\n}\n"].map { history.add($0) }
    #expect(added == [true, false, false, true])
    #expect(history.entries == [":help", "VStack {\n}"])
  }

  @Test func keepsTheNewestEntries() {
    var history = CommandHistory(limit: 2)
    for entry in ["a", "b", "c"] { history.add(entry) }
    #expect(history.entries == ["b", "c"])
  }
}
