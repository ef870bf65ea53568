/// What one complete input produced: the text to show, whether it failed, and whether the session
/// should end.
///
///     Output.text("color on")   // `:set color on` → prints "color on"
public struct Output: Equatable, Sendable {
  /// Whether the input succeeded; `geolab run` exits 1 when any input ended in `.error`.
  public enum Status: Equatable, Sendable {
    case ok
    case error
  }

  /// What the shell does after printing the text.
  public enum Control: Equatable, Sendable {
    case proceed
    case quit
  }

  /// Text to print, without a trailing newline; may hold ANSI colour codes only when the session's
  /// colour setting is on.
  public var text: String
  public var status: Status
  public var control: Control
  /// `text` taken apart, when it holds diagnostics among other output: what goes to standard
  /// output and what goes to standard error when a front end separates them (`geolab run`).
  /// Nil when `text` is all of one kind (then a failure's text is all diagnostics).
  public var split: (output: String, diagnostics: String)?

  public static func == (a: Output, b: Output) -> Bool {
    a.text == b.text && a.status == b.status && a.control == b.control
      && a.split?.output == b.split?.output && a.split?.diagnostics == b.split?.diagnostics
  }

  public init(text: String, status: Status = .ok, control: Control = .proceed) {
    self.text = text
    self.status = status
    self.control = control
  }

  /// Nothing to print, success.
  public static let empty = Output(text: "")

  /// Successful output.
  public static func text(_ text: String) -> Output { Output(text: text) }

  /// A failed input; `text` is already rendered (for example `error: unknown command ':hepl'`).
  public static func failure(_ text: String) -> Output { Output(text: text, status: .error) }

  /// This output, or "no state changed" when an action printed nothing at all.
  func orNoStateChange() -> Output { text.isEmpty ? .text("no state changed") : self }

  /// `line`, then this output: a command's own line before what the update it caused printed.
  public func prefixed(_ line: String) -> Output {
    var out = self
    out.text = line + "\n" + text
    if let split { out.split = (line + (split.output.isEmpty ? "" : "\n" + split.output), split.diagnostics) }
    return out
  }

  /// End the session after printing `text`.
  public static func quit(_ text: String = "") -> Output {
    Output(text: text, control: .quit)
  }
}
