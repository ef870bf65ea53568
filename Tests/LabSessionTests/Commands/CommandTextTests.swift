import Testing

@testable import LabSession

@Suite struct CommandTextTests {
  @Test func splitsNameAndArguments() throws {
    let text = try CommandText.parse("  :set   color off  ")
    #expect(
      text == CommandText(name: "set", arguments: ["color", "off"], rawArguments: "color off"))
  }

  @Test func quotesGroupWords() throws {
    let text = try CommandText.parse(#":load "my scene.swift" 'a b' "e\"f" g'h i'"#)
    #expect(text.arguments == ["my scene.swift", "a b", #"e"f"#, "gh i"])
  }

  @Test func emptyQuotesAreAnArgument() throws {
    #expect(try CommandText.parse(#":tap """#).arguments == [""])
  }

  @Test func unterminatedQuoteIsAnError() {
    #expect(throws: CommandError("unterminated \" quote")) {
      try CommandText.parse(#":load "abc"#)
    }
  }

  @Test func missingNameIsAnError() {
    #expect(throws: CommandError.self) { try CommandText.parse(": help") }
  }

  @Test func recognisesCommands() {
    #expect(CommandText.isCommand("  :tree"))
    #expect(!CommandText.isCommand("Text(\":\")"))
    #expect(!CommandText.isCommand(""))
  }
}
