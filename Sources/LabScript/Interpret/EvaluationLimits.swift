/// Resource limits of one evaluation (docs/architecture.md §7, issue 3 "Bad input"): exceeding one is a
/// diagnostic naming the limit, never a hang or a crash.
///
///     EvaluationLimits(maxSteps: 100_000)
public struct EvaluationLimits: Sendable {
  /// Expressions and statements evaluated per input (or per body rebuild).
  public var maxSteps: Int
  /// Nested calls: functions, closures, view bodies.
  public var maxCallDepth: Int
  /// Elements of one array, dictionary, string (in characters) or `ForEach`.
  public var maxCollectionSize: Int
  /// Views and modifiers in one description tree.
  public var maxViews: Int
  /// Levels of one description tree, modifiers included: layout and the reports walk the tree
  /// recursively on the caller's stack, so a view wrapped in a loop must stop here.
  public var maxNestingDepth: Int

  public init(
    maxSteps: Int = 2_000_000, maxCallDepth: Int = 200, maxCollectionSize: Int = 100_000,
    maxViews: Int = 50_000, maxNestingDepth: Int = 500
  ) {
    self.maxSteps = maxSteps
    self.maxCallDepth = maxCallDepth
    self.maxCollectionSize = maxCollectionSize
    self.maxViews = maxViews
    self.maxNestingDepth = maxNestingDepth
  }

  public static let standard = EvaluationLimits()
}
