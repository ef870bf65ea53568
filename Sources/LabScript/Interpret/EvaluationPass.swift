import LabEngine
import SwiftSyntax

/// What one run of user code counts and produces, apart from the program it runs in: the
/// budgets' counters, the ordinals that give readers, anchors, animatable modifiers and view
/// owners their identity across rebuilds (reset for every build of the root), and what the run
/// printed, warned and changed (kept for the whole entry, across its rebuilds).
/// `ScriptContext.runPass` starts one for every entry into user code.
///
///     interp.pass = EvaluationPass(); try interp.run(parsed); interp.pass.output.joined()
struct EvaluationPass {
  /// Set just before a `.task` closure (or an `async` function a task awaits) runs: the task
  /// it is part of, which the body takes (`runBody`) so that a `Task.sleep` in it can wait on
  /// the clock (`Interpreter+Tasks.swift`).
  var taskBodyNext: TaskStart?
  /// Set while a task's statement awaits an `async` function of the program's: the call
  /// that, reaching that function, runs its body as part of the task.
  var taskCallNext: TaskStart?
  /// What an awaited call returned or threw, by the call's syntax, for the statement that
  /// awaited it to finish with when its task goes on after a wait.
  var awaitResults: [SyntaxIdentifier: Result<Value, RuntimeError>] = [:]
  // Budgets (docs/architecture.md §7), checked as the code runs.
  var steps = 0
  var callDepth = 0
  var viewCount = 0
  // Identity across rebuilds, counted in build order.
  var readerOrdinal = 0
  var visualEffectOrdinal = 0
  /// `hashValue` was read in this pass, and said so once.
  var hashValueWarned = false
  /// A TimelineView's date came: the root is built again even though no state changed.
  var timelineDue = false
  /// `.tag(_)` and `ForEach` id values met while building, by identity text: a Picker writes
  /// the one its selected option carries.
  var tagValues: [String: Value] = [:]
  /// The `role:` of each Button built (`cancel`, `destructive`), by its action token: an alert
  /// lays its buttons out by role.
  var buttonRoles: [Int: String] = [:]
  /// `.id(_)` and `ForEach` id values met while building, by identity text:
  /// `.scrollPosition(id:)` writes the one of the view scrolled to the top.
  var identityValues: [String: Value] = [:]
  /// Anchors made by `.anchorPreference` in this build.
  var anchorOrdinal = 0
  /// User ViewModifiers with `animatableData` met in this build.
  var modifierOrdinal = 0
  var ownerOrdinals: [String: Int] = [:]
  /// The user views being built, outermost first, to name a cycle.
  var viewPath: [String] = []
  /// The declared return types of the functions and getters running, innermost last: the
  /// context that types the literals of a `return` (`-> Double { 7 / 2 }` is 3.5).
  var returnTypes: [String?] = []
  /// The declared type a call's result flows into (`let xs: [Item] = load("items.json")`),
  /// by the call's syntax: a generic function whose result is a generic parameter takes it.
  var contextTypes: [SyntaxIdentifier: String] = [:]
  /// The built-in types whose extension initializers are running, innermost last: their
  /// `self.init(…)` is the type's own initializer.
  var builtinInits: [String] = []
  /// Objects whose initializer is running: their writes (even to `let` properties) are not
  /// state changes.
  var objectsUnderConstruction: Set<String> = []
  /// Properties whose `willSet`/`didSet` is running (`Type.name`, `Object.name`): an
  /// assignment to the property inside its own observer does not call the observer again.
  var observing: Set<String> = []
  /// The values of the bases written before a postfix `#if` (`Text("a") #if os(iOS) .bold()
  /// #endif`), by the innermost member access of the active clause's chain.
  var postfixBases: [SyntaxIdentifier: Value] = [:]
  // What the entry produced.
  var output: [String] = []
  /// Inside a GeometryReader's content closure: what it prints goes to `readerOutput`. SwiftUI
  /// runs that closure after layout, with the reader's size; the lab's first build runs it
  /// before, with size zero, so only the settled build's printing is shown (ReaderSettling).
  var readerDepth = 0
  var readerOutput: [String] = []
  /// While an input's view expression is first evaluated (`run`), what it prints outside the
  /// objects it makes: the root is built again from it, and SwiftUI builds it once, so this is
  /// dropped when the expression becomes the root (objects are made once: their `init` output
  /// stays).
  var provisionalOutput: [String]?
  var warnings: [Diagnostic] = []
  /// The warnings of the pass's last root build (`ScriptContext.buildRoot`), also in `warnings`.
  var rootBuildWarnings: [Diagnostic] = []
  var stateChanges: [StateChange] = []
  /// Warnings for writes SwiftUI does not see (a property of an `ObservableObject` that is not
  /// `@Published`), given only when the entry changes no state at all.
  var unseenWrites: [Diagnostic] = []
  var unseenWriteKeys: Set<StateKey> = []
  /// Errors of an input's declarations after its first one (all are reported).
  var laterErrors: [RuntimeError] = []
  /// Traps in the content of GeometryReaders no layout had sized yet, which the build left
  /// empty: SwiftUI never runs that content with the lab's provisional size zero, so they are
  /// errors only if this build is the one that stays (ReaderSettling; docs/semantics.md §4.2).
  var unmeasuredReaderErrors: [RuntimeError] = []
  /// While the root's own expression runs (outside every view's body): the objects, UUIDs,
  /// random numbers and dates it makes are the root's, made once (`Interpreter.onceForRoot`).
  var rootObjects: RootObjects?
  var rootObjectOrdinal = 0
  /// Objects the input's last expression made, which become the root's if it is a view.
  var pendingRootObjects: [RootValue] = []

  enum RootObjects {
    /// The input's last expression: record what it makes.
    case record
    /// A rebuild of the root: the n-th object made is the one the root made first.
    case reuse
  }

  /// Starts another build of the root within the same entry: counters and ordinals start
  /// again; output, warnings and state changes carry on.
  mutating func beginBuild() {
    self = EvaluationPass(
      output: output, warnings: warnings, stateChanges: stateChanges, unseenWrites: unseenWrites,
      unseenWriteKeys: unseenWriteKeys, laterErrors: laterErrors,
      pendingRootObjects: pendingRootObjects)
  }
}
