/// Settings changed with `:set`, and the ones only the command line sets.
///
///     var settings = SessionSettings(color: false)   // `:set color off`
public struct SessionSettings: Equatable, Sendable {
  /// Colour in output (and in the REPL's prompt). Off for pipes, `--no-color` and `NO_COLOR`.
  public var color: Bool
  /// Whether `:save` may write outside the current working directory (`--allow-outside`).
  /// Deliberately not a `:set` setting: a transcript or script must not be able to turn it on.
  public var allowOutside: Bool
  /// Whether `:load` may read files outside the working directory: yes for what a person types
  /// or a script they run; no while `geolab check`/`replay` run a transcript, which may come from
  /// a stranger (`:load ~/.ssh/id_rsa` would print the file in its diagnostics).
  public var loadsOutside: Bool

  public init(color: Bool = false, allowOutside: Bool = false, loadsOutside: Bool = true) {
    self.color = color
    self.allowOutside = allowOutside
    self.loadsOutside = loadsOutside
  }
}
