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

  /// Runs one complete input read from a file at `origin`, so that its diagnostics point at the
  /// file's lines. Handlers that do not place inputs run it as `handle(input)`.
  func handle(_ input: String, origin: InputOrigin?) -> Output
}

extension InputHandler {
  public func handle(_ input: String, origin: InputOrigin?) -> Output { handle(input) }
}

/// Where an input starts in the file a script was read from (`geolab run script.geo`).
public struct InputOrigin: Hashable, Sendable {
  /// The file's name as the user gave it.
  public var file: String
  /// The input's first line in that file, from 1.
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
