import CEditLine
import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// Facts about the process's terminal and environment that decide between the libedit REPL and
/// plain line reading, and whether to colour.
///
///     if Terminal.isInteractive { /* libedit */ }
enum Terminal {
  /// Both standard input and standard output are terminals (docs/architecture.md §10: libedit only then).
  static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Colour is allowed: output is a terminal, `--no-color` was not given, `NO_COLOR` is unset or
  /// empty (no-color.org), and the terminal is not `dumb`.
  static func allowsColor(noColorFlag: Bool) -> Bool {
    guard !noColorFlag, isatty(1) == 1 else { return false }
    if let value = environment("NO_COLOR"), !value.isEmpty { return false }
    return environment("TERM") != "dumb"
  }

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Takes the user's locale (so libedit accepts non-ASCII keystrokes); if that is not UTF-8,
  /// tries C.UTF-8 for the character type. Returns whether the user's own locale was UTF-8 —
  /// whether their terminal can be expected to show braille and box drawing.
  @discardableResult
  static func setUpLocale() -> Bool {
    setlocale(LC_ALL, "")
    if geolab_locale_is_utf8() == 0 {
      setlocale(LC_CTYPE, "C.UTF-8")
      return false
    }
    return true
  }

  /// Writes to standard error (warnings that are not session output).
  static func warn(_ message: String) {
    fputs("geolab: \(message)\n", stderr)
    fflush(stderr)
  }

  static var columns: Int {
    let columns = Int(geolab_terminal_columns(1))
    return columns > 0 ? columns : 80
  }

  /// Fits pictures to this terminal: its width (within what `:set columns` accepts) and
  /// whether its locale is UTF-8. Only for a terminal: pipes keep the defaults, so their output
  /// is the same on every machine.
  static func fitPictures(_ settings: inout SessionSettings, utf8: Bool) {
    let range = SessionSettings.columnRange
    settings.columns = min(max(columns, range.lowerBound), range.upperBound)
    settings.unicode = utf8
  }
}
