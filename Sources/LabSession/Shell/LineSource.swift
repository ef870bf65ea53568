/// Where a `Shell` gets its lines: the libedit editor in the REPL, standard input, a script file,
/// or the inputs of a transcript.
///
///     let source = PlainLineSource(lines: [":help", ":quit"])
public protocol LineSource: AnyObject {
  /// True for a person at a terminal; decides what happens to unfinished input at the end.
  var isInteractive: Bool { get }

  /// Reads the next line. `continuation` is true while an unfinished input waits for more lines,
  /// so an interactive source shows `...> ` instead of `geo> `.
  func readLine(continuation: Bool) -> LineEvent

  /// Called with every complete input before it runs, so an editor can add it to its history.
  func record(_ entry: String)

  /// The file the lines come from, when they are a script's (`geolab run script.geo`): its
  /// inputs' diagnostics then point at `script.geo:line:column`. Nil for a person's typing and
  /// for transcripts, whose inputs are `<input-N>`.
  var fileName: String? { get }
}

extension LineSource {
  public var isInteractive: Bool { false }
  public var fileName: String? { nil }
  public func record(_ entry: String) {}
}
