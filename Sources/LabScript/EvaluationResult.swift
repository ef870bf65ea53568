import LabEngine

/// What one input (or one rebuild) produced: diagnostics (also rendered compiler-style),
/// `print` output, the root view when it changed, a REPL value, and the state changes.
///
///     let result = context.evaluate("VStack { Color.red }")
///     result.root  // ViewDescription(.vstack(…), [color red])
public struct EvaluationResult {
  /// Whether the input parsed: `.incomplete` means the REPL should ask for another line (the
  /// diagnostics then describe what is missing).
  public var completeness: InputCompleteness = .complete
  public var diagnostics: [LabEngine.Diagnostic] = []
  /// The warnings among `diagnostics` that building the root gave: a build with the lab's
  /// provisional geometry (GeometryReaders of size zero) is stale once the settle step builds
  /// again with measured geometry, and so are its warnings.
  public var rootBuildWarnings: [LabEngine.Diagnostic] = []
  /// The diagnostics drawn with source lines and carets.
  public var renderedDiagnostics: String = ""
  /// What `print(…)` wrote, in order.
  public var output: String = ""
  /// What GeometryReader content printed in this build: shown only for the build whose
  /// geometry settled (docs/semantics.md §4.2, reading geometry).
  public var readerOutput: String = ""
  /// The root view's description when this input set or changed it.
  public var root: ViewDescription?
  /// The value of a bare non-view expression (`1 + 2`), for the REPL to echo.
  public var value: Value?
  /// How the REPL echoes `value` when that differs from its description: an optional's
  /// `Optional(…)`.
  public var valueText: String?
  /// `@State` changes in order, with the animation of their `withAnimation`.
  public var stateChanges: [StateChange] = []
  /// A TimelineView's date came and the root was built again with no state change: an update
  /// of the same scene, not a new one.
  public var isTimelineUpdate = false
  /// An update of the scene on screen (a state change or a TimelineView's date), rather than a
  /// new scene.
  public var isUpdate: Bool { !stateChanges.isEmpty || isTimelineUpdate }
  /// The kinds of the runtime errors among `diagnostics`, in order.
  public var errorKinds: [RuntimeErrorKind] = []

  public init() {}

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// One `@State` variable as a session lists it.
///
///     StateVariable(key: StateKey(owner: "ContentView", name: "toggle"), value: .bool(false))
public struct StateVariable {
  public var key: StateKey
  public var value: Value

  public init(key: StateKey, value: Value) {
    self.key = key
    self.value = value
  }
}
