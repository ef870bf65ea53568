/// A view as user code describes it: a value tree, rebuilt on every update (SwiftUI's `body`).
/// Modifiers are nodes with their modified view as `children[0]`; `.overlay` and `.background`
/// keep their secondary views after it. The interpreter builds these; the engine flattens them
/// into a `ViewTree` and lays that out.
///
///     ViewDescription(.hstack(alignment: .vCenter, spacing: 0), [
///       ViewDescription(.color("red")).frame(width: 50, height: 50),
///     ])
public struct ViewDescription: Sendable {
  public var kind: ViewKind
  public var children: [ViewDescription]
  /// Where user code wrote this view or modifier, for diagnostics and `:explain`.
  public var source: SourceLocation?

  public init(_ kind: ViewKind, _ children: [ViewDescription] = [], source: SourceLocation? = nil) {
    self.kind = kind
    self.children = children
    self.source = source
  }

  /// Wraps `self` in a modifier node.
  public func modified(_ kind: ViewKind, secondaries: [ViewDescription] = [], source: SourceLocation? = nil)
    -> ViewDescription
  {
    ViewDescription(kind, [self] + secondaries, source: source)
  }
}

/// A position in user source: the file (or `<input>`), a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }
}
