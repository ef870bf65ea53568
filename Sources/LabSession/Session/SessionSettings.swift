/// Settings changed with `:set`.
///
///     var settings = SessionSettings(color: false)   // `:set color off`
public struct SessionSettings: Equatable, Sendable {
  /// Colour in output (and in the REPL's prompt). Off for pipes, `--no-color` and `NO_COLOR`.
  public var color: Bool

  public init(color: Bool = false) {
    self.color = color
  }
}
