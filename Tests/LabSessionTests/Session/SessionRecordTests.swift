import Testing

@testable import LabSession

@Suite struct SessionRecordTests {
  @Test func blockLinesLookLikeAnEchoedSession() {
    var record = SessionRecord()
    record.append(input: ":set color", output: "color off")
    record.append(input: "   ", output: "")
    record.append(input: "VStack {\n  Text(\"a\")\n}", output: "root VStack#1  \n")
    record.append(input: ":quiet", output: "")
    #expect(
      record.blockLines == [
        "geo> :set color", "color off", "geo> VStack {", "...>   Text(\"a\")", "...> }",
        "root VStack#1", "geo> :quiet",
      ])
  }

  @Test func colourIsRemoved() {
    #expect(SessionRecord.removingColor("\u{1B}[1;31merror:\u{1B}[0m no") == "error: no")
  }

  @Test func sessionRecordsWhatItHandles() {
    let s = Session()
    _ = s.handle(":set color")
    _ = s.handle(":hepl")
    #expect(s.record.entries.map(\.input) == [":set color", ":hepl"])
    #expect(s.record.entries[1].output.hasPrefix("error: unknown command"))
  }

  @Test func theDemoSceneIsRecordedAsTyped() {
    let s = Lab.makeSession()
    #expect(s.loadDemoScene() == .empty)
    let replay = TranscriptCheck.run(
      Transcript(text: s.record.transcript(title: "demo"), file: "demo.md"),
      handler: Lab.makeSession())
    #expect(replay.passed, "\(replay.failureReport())")
  }
}
