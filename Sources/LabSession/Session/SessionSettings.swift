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
  /// How many terminal columns pictures (`:draw`) may use. The REPL takes the terminal's width;
  /// pipes, scripts and transcripts keep 80, so their output is the same on every machine.
  public var columns: Int
  /// Whether pictures may use Unicode (braille dots, box drawing); off in the REPL when the
  /// locale is not UTF-8, and then `:draw` falls back to plain ASCII.
  public var unicode: Bool
  /// Where the random numbers of user code start (`Int.random(in:)`, `shuffled()` …): the same
  /// seed gives the same numbers on every machine and run (`:set seed 7`).
  public var seed: UInt64 = 0

  /// The narrowest and widest `columns` accepted: a picture needs room for its legend.
  public static let columnRange = 40...400

  public init(
    color: Bool = false, allowOutside: Bool = false, loadsOutside: Bool = true,
    columns: Int = 80, unicode: Bool = true
  ) {
    self.color = color
    self.allowOutside = allowOutside
    self.loadsOutside = loadsOutside
    self.columns = columns
    self.unicode = unicode
  }
}
