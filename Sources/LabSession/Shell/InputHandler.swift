/// The line protocol between a shell (the REPL, `geolab run`, transcript replay) and a session:
/// the shell collects lines until `isComplete` says the buffer is a whole input, then hands it
/// over.
///
///     handler.isComplete("VStack {")   // false: the shell asks for a `...> ` line
public protocol InputHandler: AnyObject {
  /// Whether `buffer` (the lines typed so far, joined with "\n") is a whole input. Incomplete means
  /// "more lines would help"; invalid input is complete and gets its diagnostic from `handle`.
  func isComplete(_ buffer: String) -> Bool

  /// Runs one complete input and returns what to print.
  func handle(_ input: String) -> Output
}
