import LabScript
import Testing

@testable import LabSession

/// Records what the shell hands over, with a scripted continuation rule.
private final class RecordingHandler: InputHandler {
  var inputs: [String] = []

  func isComplete(_ buffer: String) -> Bool { InputCompleteness.classify(buffer) != .incomplete }

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
}
