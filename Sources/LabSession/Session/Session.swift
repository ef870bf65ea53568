import LabEngine
import LabScript

/// One GeometryLab session: the command registry, settings, and the hooks the script and engine
/// layers fill in. Every front end (REPL, `geolab run`, replay) drives it through `InputHandler`
/// via a `Shell`, so they behave the same.
///
///     let session = Session(); session.handle(":set color off").text   // "color off"
///
/// Extension points for other modules:
/// - `register(_:)` adds commands (`:tree`, `:state`, `:frames`, `:tick`, …) and help topics;
/// - `evaluator` runs Swift input (anything that is not a `:`-command);
/// - `stateNames` / `viewNames` feed Tab completion; `vocabulary` lists SwiftUI names;
/// - long-running work calls `checkInterrupt()` so Ctrl-C stops it.
public final class Session: InputHandler, CompletionProvider {
  public var settings: SessionSettings {
    didSet { if settings != oldValue { settingsChanged?(settings) } }
  }
  /// Told when `:set` (or a front end) changes a setting, so that the parts that depend on one
  /// follow it (the random seed of user code).
  public var settingsChanged: ((SessionSettings) -> Void)?
  /// The evaluation limits of user code (`:set limit steps 2000000`); nil until the script
  /// layer is connected.
  public var evaluationLimits: (get: () -> EvaluationLimits, set: (EvaluationLimits) -> Void)?
  /// Gives a control a value from the prompt (`:set #field "text"`, `:set #slider 0.3`): the
  /// view's name and the value as typed; nil until the scene is connected.
  public var viewInput: ((String, String) throws -> Output)?
  /// The app's layout direction (`:set direction rtl`): read, and set — which builds the
  /// scene again in it and returns what that printed; nil until the scene is connected.
  public var layoutDirection: (get: () -> LayoutDirection, set: (LayoutDirection) -> String)?
  public private(set) var registry = CommandRegistry()
  public private(set) var helpTopics: [HelpTopic] = []
  /// Raised by Ctrl-C; poll it in long loops (`checkInterrupt()`).
  public let interrupt: InterruptFlag
  /// Every input handled so far with its output, for `:save`.
  public private(set) var record = SessionRecord()

  /// Runs Swift input; nil until the script layer is connected.
  public var evaluator: ((String, InputOrigin?) -> Output)?
  /// The scene the REPL starts on.
  public var demoScene: String = DemoScene.source
  /// Names of `@State` properties in scope, for completion.
  public var stateNames: () -> [String] = { [] }
  /// Names of views (`#name`), for completion.
  public var viewNames: () -> [String] = { [] }
  /// SwiftUI names for completion.
  public var vocabulary: SwiftUIVocabulary = .standard

  public init(settings: SessionSettings = SessionSettings(), interrupt: InterruptFlag = .shared) {
    self.settings = settings
    self.interrupt = interrupt
    for command in BuiltinCommands.all { register(command) }
    for topic in BuiltinCommands.topics { register(topic) }
  }

  /// Styling for output, following the colour setting.
  public var style: TextStyle { TextStyle(enabled: settings.color) }

  /// Adds a command, replacing one with the same name.
  public func register(_ command: Command) {
    registry.register(command)
  }

  /// Adds a help topic, replacing one with the same name.
  public func register(_ topic: HelpTopic) {
    if let index = helpTopics.firstIndex(where: { $0.name == topic.name }) {
      helpTopics[index] = topic
    } else {
      helpTopics.append(topic)
    }
  }

  // MARK: InputHandler

  /// Commands are always one line; Swift input is complete unless its syntax tree says it is
  /// merely unfinished (docs/architecture.md §10: only a missing closer asks for more lines).
  public func isComplete(_ buffer: String) -> Bool {
    if CommandText.isCommand(buffer) { return true }
    if buffer.allSatisfy(\.isWhitespace) { return true }
    return InputCompleteness.classify(buffer) != .incomplete
  }

  /// Runs one complete input and records it with its output (for `:save`); an input that Ctrl-C
  /// interrupted is left out of the record, since replaying it would not stop at the same place.
  public func handle(_ input: String) -> Output {
    handle(input, origin: nil)
  }

  /// Runs one input read from a script file at `origin` (its diagnostics at the file's lines).
  public func handle(_ input: String, origin: InputOrigin?) -> Output {
    let output = respond(to: input, origin: origin)
    if !interrupt.isRaised { record.append(input: input, output: output.text) }
    return output
  }

  private func respond(to input: String, origin: InputOrigin?) -> Output {
    if input.allSatisfy(\.isWhitespace) { return .empty }
    if CommandText.isCommand(input) { return runCommand(input) }
    guard let evaluator else {
      return failure(
        CommandError(
          "Swift input cannot be evaluated yet: the interpreter is not connected",
          notes: ["commands work: try :help"]))
    }
    return evaluator(input, origin)
  }

  /// Parses and runs one `:`-command.
  public func runCommand(_ input: String) -> Output {
    do {
      let text = try CommandText.parse(input)
      guard let command = registry.lookup(text.name) else {
        throw unknownCommand(text.name)
      }
      return try command.run(CommandInvocation(session: self, command: command, text: text))
    } catch let error as CommandError {
      return failure(error)
    } catch {
      return failure(CommandError("\(error)"))
    }
  }

  /// Evaluates the demo scene (silently, unless it fails); nothing happens without an evaluator.
  /// It runs through `Shell` line by line, as if typed, so the record (and a `:save`d
  /// transcript) replays it exactly.
  public func loadDemoScene() -> Output {
    guard evaluator != nil else { return .empty }
    let sink = StringSink()
    let summary = Shell(handler: self, sink: sink, interrupt: interrupt)
      .run(PlainLineSource(text: demoScene))
    return summary.errors > 0 ? .failure(sink.text.trimmingTrailingNewlines()) : .empty
  }

  // MARK: Errors and interruption

  /// Renders `error` as `error: message`, with its notes on the following lines.
  public func failure(_ error: CommandError) -> Output {
    let lines = [style.error("error:") + " " + error.message] + error.notes
    return .failure(lines.joined(separator: "\n"))
  }

  /// Throws `CommandError.interrupted` if Ctrl-C was pressed while the input runs.
  public func checkInterrupt() throws {
    if interrupt.isRaised { throw CommandError.interrupted }
  }

  func unknownCommand(_ name: String) -> CommandError {
    let suggestions = registry.suggestions(for: name).map { "':\($0)'" }
    if suggestions.isEmpty {
      return CommandError("unknown command ':\(name)'; type :help for the list")
    }
    return CommandError("unknown command ':\(name)'; did you mean \(orList(suggestions))?")
  }

  // MARK: CompletionProvider

  public func complete(_ linePrefix: String) -> Completion {
    let completer = StandardCompleter(
      commands: registry.commands, vocabulary: vocabulary, stateNames: stateNames(),
      viewNames: viewNames(),
      completeArgument: { [unowned self] command, words in
        command.completeArgument?(self, words) ?? []
      })
    return completer.complete(linePrefix)
  }
}

/// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
func orList(_ items: [String]) -> String {
  guard items.count > 1, let last = items.last else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " or " + last
}
