/// A half-open stretch of user source, from `start` up to (not including) `end`. Columns count
/// UTF-8 bytes, as the Swift compiler's do.
///
///     SourceRange(SourceLocation(file: "<input>", line: 1, column: 9), length: 6)
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// A range on one line, `length` columns long.
  public init(_ start: SourceLocation, length: Int) {
    self.start = start
    self.end = SourceLocation(file: start.file, line: start.line, column: start.column + length)
  }

  /// An empty range at one location (a caret with no highlight).
  public init(at location: SourceLocation) {
    self.init(start: location, end: location)
  }

  public var description: String { start.description }
}
