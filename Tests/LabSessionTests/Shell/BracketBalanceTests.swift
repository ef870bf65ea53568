import Testing

@testable import LabSession

@Suite struct BracketBalanceTests {
  @Test(arguments: [
    "VStack {", "Color.red.frame(", "[1, 2,", "Text(\"\"\"\nabc", "/* comment", "f(\"a\", {",
  ])
  func incomplete(_ buffer: String) {
    #expect(!BracketBalance.isComplete(buffer))
  }

  @Test(arguments: [
    "", "Text(\"a\")", "VStack {\n}", "Text(\"{\")", "Text(\"\\(x) {\")", "x // {", "a)",
    "Text(\"unterminated", "/* { */ x", "Text(\"\"\"\n{\n\"\"\")",
  ])
  func complete(_ buffer: String) {
    #expect(BracketBalance.isComplete(buffer))
  }
}
