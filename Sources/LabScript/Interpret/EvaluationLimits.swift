/// Resource limits of one evaluation (docs/architecture.md §7, issue 3 "Bad input"): exceeding one is a
/// diagnostic naming the limit, never a hang or a crash.
///
///     EvaluationLimits(maxSteps: 100_000)
public struct EvaluationLimits: Sendable, Equatable {
  /// Expressions and statements evaluated per input (or per body rebuild). A million: a loop
  /// that never ends reaches it within about a second in the `make run` build and half of one in
  /// release (Benchmarks/limits.sh, issue 20); `:set limit steps` raises it.
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
    maxSteps: Int = 1_000_000, maxCallDepth: Int = 200, maxCollectionSize: Int = 100_000,
    maxViews: Int = 50_000, maxNestingDepth: Int = 500
  ) {
    self.maxSteps = maxSteps
    self.maxCallDepth = maxCallDepth
    self.maxCollectionSize = maxCollectionSize
    self.maxViews = maxViews
    self.maxNestingDepth = maxNestingDepth
  }

  public static let standard = EvaluationLimits()

  /// The names `:set limit` takes, each with the field it sets, in display order.
  /// `most`: how high it may go — recursion uses the evaluation thread's stack (1 GB) and the
  /// others memory, so each stops well short of a crash.
  public static let settingNames:
    [(name: String, field: WritableKeyPath<EvaluationLimits, Int>, most: Int, meaning: String)] = [
      ("steps", \.maxSteps, 100_000_000, "expressions and statements evaluated per input"),
      ("depth", \.maxCallDepth, 2_000, "nested calls and view bodies"),
      ("collection", \.maxCollectionSize, 10_000_000, "elements of one array, set, dictionary or string"),
      ("views", \.maxViews, 1_000_000, "views and modifiers in one view tree"),
      ("nesting", \.maxNestingDepth, 5_000, "levels of one view tree"),
    ]

  /// The `:set limit` name of a limit field (`maxSteps` → `steps`).
  public static func settingName(of field: String) -> String {
    switch field {
    case "maxSteps": return "steps"
    case "maxCallDepth": return "depth"
    case "maxCollectionSize": return "collection"
    case "maxViews": return "views"
    default: return "nesting"
    }
  }
}
