/// Why a command could not do what was asked; the session prints it as `error: <message>`.
///
///     throw CommandError.usage("expected on or off", usage: ":set color on|off")
public struct CommandError: Error, Equatable, CustomStringConvertible {
  public var message: String
  /// Extra lines printed under the message (usage, suggestions).
  public var notes: [String]

  public init(_ message: String, notes: [String] = []) {
    self.message = message
    self.notes = notes
  }

  /// Wrong arguments; the note repeats the command's usage.
  public static func usage(_ message: String, usage: String) -> CommandError {
    CommandError(message, notes: ["usage: \(usage)"])
  }

  /// Ctrl-C stopped the command (see `Session.checkInterrupt()`).
  public static let interrupted = CommandError("interrupted")

  public var description: String {
    ([message] + notes).joined(separator: "\n")
  }
}
