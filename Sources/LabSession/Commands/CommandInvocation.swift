/// One run of a command: the session it runs in and the arguments it was given.
///
///     // `:set color off` → invocation.arguments == ["color", "off"]
public struct CommandInvocation {
  public let session: Session
  public let command: Command
  /// The parsed text, including the name as typed (possibly an alias).
  public let text: CommandText

  public init(session: Session, command: Command, text: CommandText) {
    self.session = session
    self.command = command
    self.text = text
  }

  public var arguments: [String] { text.arguments }
  public var rawArguments: String { text.rawArguments }

  /// A usage error for this command.
  public func usageError(_ message: String) -> CommandError {
    .usage(message, usage: command.usage)
  }
}
