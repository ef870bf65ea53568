/// What a `Shell` run did, for the exit code: `geolab run` exits 1 when `errors > 0`.
///
///     ShellSummary(inputs: 3, errors: 1, quit: false)
public struct ShellSummary: Equatable, Sendable {
  /// Complete inputs handled.
  public var inputs: Int
  /// Inputs that failed, plus an unfinished input at the end of a script.
  public var errors: Int
  /// Whether the session ended through `:quit` rather than the end of input.
  public var quit: Bool

  public init(inputs: Int = 0, errors: Int = 0, quit: Bool = false) {
    self.inputs = inputs
    self.errors = errors
    self.quit = quit
  }
}
