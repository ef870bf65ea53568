/// A `:`-command as a value: its names, the help text `:help` is generated from, and what it does.
/// Other modules add theirs with `session.register(_:)` (`:tree`, `:state`, `:frames`, …).
///
///     Command(name: "quit", aliases: ["q"], summary: "Leave geolab.", example: ":quit") { _ in
///       .quit() }
public struct Command {
  /// The canonical name, without the colon: `help`.
  public var name: String
  /// Other names that run it: `["h", "?"]`.
  public var aliases: [String]
  /// The heading `:help` lists it under, in order of first registration: `Session`, `Inspect`, ….
  public var group: String
  /// One line for the command list.
  public var summary: String
  /// The arguments after the name, in usage notation: `[topic]`, `color on|off`.
  public var arguments: String
  /// Paragraphs shown by `:help <name>` after the summary; may be empty.
  public var details: String
  /// One input that uses the command, shown by `:help <name>`.
  public var example: String
  /// Tab completion of the argument being typed, given the complete arguments before it.
  public var completeArgument: ((Session, [String]) -> [String])?
  /// Does the work. Throw `CommandError` for user-facing failures.
  public var run: (CommandInvocation) throws -> Output

  public init(
    name: String, aliases: [String] = [], group: String = "Session", summary: String,
    arguments: String = "", details: String = "", example: String,
    completeArgument: ((Session, [String]) -> [String])? = nil,
    run: @escaping (CommandInvocation) throws -> Output
  ) {
    self.name = name
    self.aliases = aliases
    self.group = group
    self.summary = summary
    self.arguments = arguments
    self.details = details
    self.example = example
    self.completeArgument = completeArgument
    self.run = run
  }

  /// `:set color on|off`
  public var usage: String {
    arguments.isEmpty ? ":\(name)" : ":\(name) \(arguments)"
  }

  /// Every name the command answers to, canonical first.
  public var names: [String] { [name] + aliases }
}
