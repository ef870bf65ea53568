/// What a `LineSource` produced when asked for the next line.
///
///     .line("VStack {")   // one line, without its newline
public enum LineEvent: Equatable, Sendable {
  /// One line of input, without the line terminator.
  case line(String)
  /// The user pressed Ctrl-C: abandon whatever has been typed so far.
  case interrupted
  /// No more input (end of file, or Ctrl-D on an empty line).
  case end
}
