import LabScript

/// The one loop every front end shares: it reads lines from a `LineSource`, joins continuation
/// lines until the `InputHandler` calls the buffer complete, runs it and prints the output. The
/// REPL (libedit), `geolab run <file>`, piped standard input and transcript replay differ only in
/// their source and in `echo`.
///
///     Shell(handler: session, sink: StandardOutputSink(), echo: true).run(source)
public final class Shell {
  /// Printed before a first input line when echoing (and by the REPL's editor as its prompt).
  public static let primaryPrompt = "geo> "
  /// Printed before each continuation line when echoing.
  public static let continuationPrompt = "...> "

  private let handler: InputHandler
  private let sink: TextSink
  private let errorSink: TextSink?
  private let echo: Bool
  private let interrupt: InterruptFlag

  /// - Parameter echo: print each line read, after its prompt, the way a terminal shows it; this
  ///   is how piped input and replay produce transcript-shaped output.
  /// - Parameter errorSink: where diagnostics go (`geolab run`: standard error); nil keeps them
  ///   in place among the output, as the REPL and transcripts show them.
  public init(
    handler: InputHandler, sink: TextSink, errorSink: TextSink? = nil, echo: Bool = false,
    interrupt: InterruptFlag = .shared
  ) {
    self.handler = handler
    self.sink = sink
    self.errorSink = errorSink
    self.echo = echo
    self.interrupt = interrupt
  }

  /// Runs until the source ends or an input asks to quit.
  @discardableResult
  public func run(_ source: LineSource) -> ShellSummary {
    var summary = ShellSummary()
    var pending = PendingInput()
    // The number of lines read, and where the pending input started (for a script's positions).
    var linesRead = 0
    var firstLine = 1
    func origin() -> InputOrigin? { source.fileName.map { InputOrigin(file: $0, line: firstLine) } }
    while true {
      let continuing = !pending.isEmpty
      interrupt.clear()
      switch source.readLine(continuation: continuing) {
      case .line(let line):
        if echo {
          let prompt = continuing ? Shell.continuationPrompt : Shell.primaryPrompt
          sink.write(prompt + line + "\n")
        }
        linesRead += 1
        if pending.isEmpty { firstLine = linesRead }
        pending.add(line)
        guard !pending.waitsForCloser, handler.isComplete(pending.text) else { continue }
        let input = pending.text
        pending = PendingInput()
        if !input.allSatisfy(\.isWhitespace) {
          source.record(input)
        }
        let output = run(
          input, origin: origin(), summary: &summary, interactive: source.isInteractive)
        if output.control == .quit {
          summary.quit = true
          return summary
        }
      case .interrupted:
        pending = PendingInput()
      case .end:
        if !pending.isEmpty && source.isInteractive {
          // Ctrl-D at `...> ` drops the unfinished input; a second Ctrl-D leaves.
          pending = PendingInput()
          continue
        }
        if pending.waitsForCloser && handler.isComplete(pending.text) {
          // The scan was wrong (a construct it reads differently from Swift): the tree decides.
          let output = run(pending.text, origin: origin(), summary: &summary, interactive: false)
          summary.quit = output.control == .quit
          return summary
        }
        if !pending.isEmpty {
          // A script that stops inside `VStack {` is an error, not a silent no-op.
          summary.errors += 1
          (errorSink ?? sink).write("error: input ended inside an unfinished entry\n")
        }
        return summary
      }
    }
  }

  private func run(
    _ input: String, origin: InputOrigin?, summary: inout ShellSummary, interactive: Bool
  ) -> Output {
    interrupt.clear()
    let output = handler.handle(input, origin: origin)
    // The terminal echoed Ctrl-C as `^C` with no newline: start the output on a fresh line.
    if interactive && interrupt.isRaised { sink.write("\n") }
    summary.inputs += 1
    if output.status == .error { summary.errors += 1 }
    if let errorSink, let split = output.split {
      write(split.output, to: sink)
      write(split.diagnostics, to: errorSink)
    } else if let errorSink, output.status == .error {
      write(output.text, to: errorSink)
    } else {
      write(output.text, to: sink)
    }
    return output
  }

  private func write(_ text: String, to sink: TextSink) {
    if !text.isEmpty { sink.write(text.hasSuffix("\n") ? text : text + "\n") }
  }
}

/// The lines of an input read so far, joined, and whether the tree rule may wait: a buffer of
/// `treeRuleLines` lines or more whose brackets the lexical scan sees still open is not parsed
/// again until they close (docs/architecture.md §10), so a long paste is parsed about once,
/// not once per line. Shorter buffers, what a person types, are decided by the tree at every
/// line, as before.
struct PendingInput {
  /// Below this many lines the tree decides every line: what a person types, who sees an
  /// error at the line that makes it. Asking the tree costs about 16 µs per buffered line in
  /// `make run`'s binary, so a 2,000-line block pasted took 33 s when it was asked at every
  /// line (0.15 s now).
  static let treeRuleLines = 16

  private(set) var text = ""
  private(set) var lines = 0
  private var brackets = OpenBrackets()

  var isEmpty: Bool { lines == 0 }

  mutating func add(_ line: String) {
    if lines > 0 { text += "\n" }
    text += line
    lines += 1
    brackets.add(line: line)
  }

  /// True when the tree need not be asked yet: the buffer is long and still open.
  var waitsForCloser: Bool { lines >= PendingInput.treeRuleLines && brackets.isOpen }
}
