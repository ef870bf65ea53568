import Testing

@testable import LabSession

@Suite struct SaveCommandTests {
  @Test func aSavedSessionReplaysAndPasses() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let s = Lab.makeSession()
    s.settings.allowOutside = true
    let inputs = [
      ":window 200 100", ScriptCommandsTests.lamp, "Lamp()", ":state isOn = true", ":frames",
      ":state nope = 1", "HStack {\n  Text(\"a\")\n  Spacer()\n}", "  .padding(4)", ":reset",
      ":help frame", "Color.red.frame(width: -1)",
    ]
    for input in inputs { _ = s.handle(input) }
    let out = s.handle(":save \(dir.file("session.md"))")
    #expect(out.text == "saved \(inputs.count) inputs to \(dir.file("session.md"))")
    let text = try #require(dir.read("session.md"))
    #expect(text.hasPrefix("# A geolab session\n"))
    #expect(text.contains("```geolab\ngeo> :window 200 100\ncanvas 200×100"))
    let check = TranscriptCheck.run(
      Transcript(text: text, file: "session.md"), handler: Lab.makeSession())
    #expect(check.blocks.count == 1)
    #expect(check.passed, "\(check.failureReport())")
    #expect(dir.entries() == ["session.md"])
  }

  @Test func savingOutsideTheWorkingDirectoryIsRefusedUnlessAllowed() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let s = Lab.makeSession()
    let refused = s.handle(":save \(dir.file("x.md"))")
    #expect(refused.status == .error)
    #expect(refused.text.contains("outside the working directory"))
    #expect(refused.text.contains("--allow-outside"))
    #expect(dir.entries().isEmpty)
    #expect(s.handle(":save").status == .error)
    #expect(s.handle(":save \(dir.file("no/such/dir.md"))").status == .error)
  }
}
