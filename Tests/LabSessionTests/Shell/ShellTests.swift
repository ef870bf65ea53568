import LabScript
import Testing

@testable import LabSession

/// Records what the shell hands over, with the tree's continuation rule.
private final class RecordingHandler: InputHandler {
  var inputs: [String] = []
  /// How many lines of buffer the tree rule was asked to parse, in all.
  var linesParsed = 0

  func isComplete(_ buffer: String) -> Bool {
    linesParsed += buffer.split(separator: "\n", omittingEmptySubsequences: false).count
    return InputCompleteness.classify(buffer) != .incomplete
  }

  func handle(_ input: String) -> Output {
    inputs.append(input)
    if input.isEmpty { return .empty }
    if input == "quit" { return .quit("bye") }
    if input.hasPrefix("bad") { return .failure("error: bad") }
    return .text("ok \(inputs.count)")
  }
}

/// A source that records history and can pretend to be a terminal.
private final class ScriptedSource: LineSource {
  var events: [LineEvent]
  var recorded: [String] = []
  let isInteractive: Bool

  init(_ events: [LineEvent], interactive: Bool) {
    self.events = events
    self.isInteractive = interactive
  }

  func readLine(continuation: Bool) -> LineEvent {
    events.isEmpty ? .end : events.removeFirst()
  }

  func record(_ entry: String) { recorded.append(entry) }
}

@Suite struct ShellTests {
  @Test func echoShowsPromptsTheWayATranscriptDoes() {
    let handler = RecordingHandler()
    let sink = StringSink()
    let source = PlainLineSource(text: "VStack {\n  Text(\"a\")\n}\n\nbad\n")
    let summary = Shell(handler: handler, sink: sink, echo: true, interrupt: InterruptFlag())
      .run(source)
    #expect(
      sink.text == """
        geo> VStack {
        ...>   Text("a")
        ...> }
        ok 1
        geo> 
        geo> bad
        error: bad

        """)
    #expect(handler.inputs == ["VStack {\n  Text(\"a\")\n}", "", "bad"])
    #expect(summary == ShellSummary(inputs: 3, errors: 1, quit: false))
  }

  @Test func withoutEchoOnlyOutputsArePrinted() {
    let sink = StringSink()
    Shell(handler: RecordingHandler(), sink: sink, interrupt: InterruptFlag())
      .run(PlainLineSource(lines: ["a", "b"]))
    #expect(sink.text == "ok 1\nok 2\n")
  }

  @Test func quitStopsReading() {
    let handler = RecordingHandler()
    let sink = StringSink()
    let summary = Shell(handler: handler, sink: sink, interrupt: InterruptFlag())
      .run(PlainLineSource(lines: ["quit", "a"]))
    #expect(summary.quit)
    #expect(handler.inputs == ["quit"])
    #expect(sink.text == "bye\n")
  }

  @Test func unfinishedInputAtTheEndOfAScriptIsAnError() {
    let sink = StringSink()
    let summary = Shell(handler: RecordingHandler(), sink: sink, interrupt: InterruptFlag())
      .run(PlainLineSource(lines: ["VStack {"]))
    #expect(summary.errors == 1)
    #expect(sink.text == "error: input ended inside an unfinished entry\n")
  }

  @Test func interruptAbandonsThePartialInput() {
    let handler = RecordingHandler()
    let source = ScriptedSource(
      [.line("VStack {"), .interrupted, .line("a"), .line("VStack {"), .end, .line("b")],
      interactive: true)
    let summary = Shell(handler: handler, sink: StringSink(), interrupt: InterruptFlag())
      .run(source)
    // Ctrl-D at `...> ` drops the unfinished input; the next Ctrl-D (end) leaves.
    #expect(handler.inputs == ["a", "b"])
    #expect(source.recorded == ["a", "b"])
    #expect(summary.errors == 0)
  }

  @Test func multiLineInputIsRecordedAsOneEntry() {
    let source = ScriptedSource([.line("HStack {"), .line("}"), .line("   ")], interactive: true)
    Shell(handler: RecordingHandler(), sink: StringSink(), interrupt: InterruptFlag()).run(source)
    #expect(source.recorded == ["HStack {\n}"])
  }

  @Test func crlfLinesAreAccepted() {
    let handler = RecordingHandler()
    Shell(handler: handler, sink: StringSink(), interrupt: InterruptFlag())
      .run(PlainLineSource(text: "a\r\nb\r\n"))
    #expect(handler.inputs == ["a", "b"])
  }

  @Test func sessionThroughTheShell() {
    let sink = StringSink()
    let session = Session(interrupt: InterruptFlag())
    let summary = Shell(handler: session, sink: sink, echo: true, interrupt: InterruptFlag())
      .run(PlainLineSource(lines: [":set color", ":hepl", ":quit", ":help"]))
    #expect(
      sink.text == """
        geo> :set color
        color off
        geo> :hepl
        error: unknown command ':hepl'; did you mean ':help'?
        geo> :quit

        """)
    #expect(summary == ShellSummary(inputs: 3, errors: 1, quit: true))
  }

  /// A long block pasted line by line is parsed about once, not once per line (the tree rule
  /// is asked at every line while the buffer is short, then when its brackets close), and runs
  /// as the same one input.
  @Test func aLongPastedBlockIsNotParsedAtEveryLine() {
    let body = (0..<1_000).map { "  Color.red.frame(width: \($0), height: 2) // ) {" }
    let lines = ["VStack {"] + body + ["}", "Text(\"after\")"]
    let handler = RecordingHandler()
    Shell(handler: handler, sink: StringSink(), interrupt: InterruptFlag())
      .run(PlainLineSource(lines: lines))
    #expect(handler.inputs == [lines.dropLast().joined(separator: "\n"), "Text(\"after\")"])
    // 1 + 2 + … + (n − 1) lines while short, then the whole 1,002-line block once, then one.
    let n = PendingInput.treeRuleLines
    #expect(handler.linesParsed == (n - 1) * n / 2 + 1_002 + 1)
  }

  /// An error inside a long open block is reported when the block closes, with the block as
  /// one input (a short buffer reports it at its line, as before).
  @Test func anErrorInALongOpenBlockWaitsForItsCloser() {
    let body = (0..<100).map { "  Color.red.frame(width: \($0))" }
    let lines = ["VStack {"] + body + ["  Color.red.frame(width: = 1)"] + body + ["}"]
    let handler = RecordingHandler()
    Shell(handler: handler, sink: StringSink(), interrupt: InterruptFlag())
      .run(PlainLineSource(lines: lines))
    #expect(handler.inputs == [lines.joined(separator: "\n")])
    let short = RecordingHandler()
    Shell(handler: short, sink: StringSink(), interrupt: InterruptFlag())
      .run(PlainLineSource(lines: ["VStack {", "  Color.red.frame(width: = 1)", "}"]))
    #expect(short.inputs.first == "VStack {\n  Color.red.frame(width: = 1)")
  }

  /// Where the scan reads a construct differently from Swift and still sees a bracket open at
  /// the end of a script, the tree decides: a complete input runs.
  @Test func theTreeDecidesAtTheEndWhenTheScanStillSeesABracketOpen() {
    // Swift's bare regex literal `/{/` opens nothing; the scan counts its `{`.
    let lines = ["func f() {", "  let r = /{/"] + Array(repeating: "  _ = 1", count: 70) + ["}"]
    #expect(InputCompleteness.classify(lines.joined(separator: "\n")) == .complete)
    let handler = RecordingHandler()
    let summary = Shell(handler: handler, sink: StringSink(), interrupt: InterruptFlag())
      .run(PlainLineSource(lines: lines))
    #expect(handler.inputs == [lines.joined(separator: "\n")])
    #expect(summary.errors == 0)
  }
}
