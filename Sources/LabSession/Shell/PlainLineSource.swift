/// Lines read without any editing: standard input when it is not a terminal, a script file, or
/// the inputs of a transcript. A trailing carriage return (CRLF files) is dropped.
///
///     let source = PlainLineSource(text: ":set color off\n:quit\n")
public final class PlainLineSource: LineSource {
  private let next: () -> String?
  public let fileName: String?

  /// Reads from `next` until it returns nil.
  public init(next: @escaping () -> String?, fileName: String? = nil) {
    self.next = next
    self.fileName = fileName
  }

  /// Serves the given lines in order.
  public convenience init(lines: [String], fileName: String? = nil) {
    var iterator = lines.makeIterator()
    self.init(next: { iterator.next() }, fileName: fileName)
  }

  /// Serves the lines of `text`; a final newline does not add an empty line. `fileName` names
  /// the file the text was read from, for diagnostics at its lines.
  public convenience init(text: String, fileName: String? = nil) {
    // Split on Character newlines: in Swift "\r\n" is one Character, not "\r" then "\n".
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.init(lines: lines, fileName: fileName)
  }

  /// Standard input, line by line.
  public static func standardInput() -> PlainLineSource {
    PlainLineSource(next: { Swift.readLine(strippingNewline: true) })
  }

  public var isInteractive: Bool { false }

  public func readLine(continuation: Bool) -> LineEvent {
    guard var line = next() else { return .end }
    if line.hasSuffix("\r") { line.removeLast() }
    return .line(line)
  }

  public func record(_ entry: String) {}
}
