import LabEngine
import LabScript

/// One update of the view graph, the way SwiftUI runs one after a state change, in one place:
///
/// 1. evaluate — the input ran in `ScriptContext` and produced a root (the caller's step);
/// 2. settle — GeometryReaders, anchors and preference closures (`ReaderSettling`);
/// 3. lay out — the settled root's tree and layout, taken from the last settling pass when it
///    computed them, so nothing is laid out twice;
/// 4. record — an event on the timeline under the update's `Transaction`, with the SHOWN
///    layer carried forward (`Timeline.presentation(after:)`); while effects animate, the
///    update heads for the root rebuilt for its first moment, which the scene then shows;
/// 5. lifecycle — `onAppear`, `onChange`, `task` … and the GeometryEffects drawn with them;
///    each round that changes state is an update of its own (steps 2–4 again);
/// 6. present — the outcome goes back to the caller (`ScriptBridge`) to print.
///
///     let outcome = Update(scene: scene, transaction: t, label: "on.toggle()", isNewScene: false)
///       .run(root, runsLifecycle: true)
struct Update {
  let scene: Scene
  /// The transaction of the changes that caused the update.
  let transaction: Transaction
  /// The input that caused it, as `:timeline` lists it.
  let label: String
  /// A fresh view expression: the timeline starts afresh at time 0.
  let isNewScene: Bool

  /// What an update leaves for the session to print.
  struct Outcome {
    var root: ViewDescription
    /// The settle step's warnings (or errors) and the lifecycle closures'.
    var diagnostics: [LabEngine.Diagnostic] = []
    var lifecycleDiagnostics: [LabEngine.Diagnostic] = []
    /// What preference and lifecycle closures printed.
    var output = ""
    var lifecycleOutput = ""
    /// The tree was rebuilt with real geometry: the first build's warnings are stale.
    var rebuilt = false
    /// Later events dropped because the playhead was in the past.
    var discarded = 0
  }

  /// Lifecycle rounds in a row that closures may cause before the lab stops them (SwiftUI
  /// warns about an `onChange` that updates "multiple times per frame").
  static let maxLifecycleRounds = 4

  /// Steps 2–5 for `root`, evaluated by the caller. Lifecycle closures run only when neither
  /// the evaluation (`runsLifecycle` false) nor the settle step had an error.
  func run(_ root: ViewDescription, runsLifecycle: Bool) -> Outcome {
    let settled = ReaderSettling(scene).settle(root)
    var outcome = Outcome(root: settled.root)
    outcome.diagnostics = settled.diagnostics
    outcome.output = settled.output
    outcome.rebuilt = settled.rebuilt
    outcome.discarded = record(settled)
    if runsLifecycle && !settled.diagnostics.contains(where: { $0.severity == .error }) {
      (outcome.lifecycleOutput, outcome.lifecycleDiagnostics) = lifecycle()
    }
    return outcome
  }

  /// Step 4: makes the settled root the model at the playhead and records it. Returns how
  /// many later events were discarded (an update made with the playhead in the past).
  @discardableResult
  func record(_ settled: Settled) -> Int {
    let timeline = scene.timeline
    if isNewScene { timeline.reset() }
    // What is laid out at the playhead — the moment's root while readers run again for it, or
    // the settled root at rest, which may differ from the layout the last update animated
    // towards: the update starts from what was drawn.
    let drawn = isNewScene ? nil : scene.layout
    let laidOut = settled.laidOut(in: scene)
    scene.show(settled.root, laidOut: laidOut, isMoment: false)
    let discarded = timeline.discardFuture()
    var presentation = timeline.presentation(
      after: laidOut.layout, transaction: transaction, drawn: drawn)
    // While effects animate, readers see them at their values of the moment, so what the
    // update itself changes is the model as laid out at its start; what readers change later,
    // as the effects move, jumps (`Presentation.shown`) and is not animated a second time.
    var start: Settled?
    if presentation.parametersAnimate(at: timeline.playhead),
      let moment = ReaderSettling(scene).moment(
        settled.root, laidOut.layout, presentation, at: timeline.playhead)
    {
      let startLaidOut = moment.laidOut(in: scene)
      start = Settled(root: moment.root, laidOut: startLaidOut)
      presentation = timeline.presentation(
        after: startLaidOut.layout, transaction: transaction, drawn: drawn)
    }
    timeline.append(
      settled.root, layout: laidOut.layout, transaction: transaction, label: label,
      presentation: presentation, state: scene.context.stateSnapshot())
    if let start {
      scene.show(start.root, laidOut: start.laidOut, isMoment: true)
    } else {
      scene.showMoment()
    }
    return discarded
  }

  /// Step 5: runs `onDisappear`/`onAppear`/`onChange`/`task` for the scene's root; when they
  /// change state, the root is rebuilt and settled, and its moments run in turn.
  func lifecycle() -> (output: String, diagnostics: [LabEngine.Diagnostic]) {
    var output = ""
    var diagnostics: [LabEngine.Diagnostic] = []
    for round in 1...Update.maxLifecycleRounds {
      guard let root = scene.root else { break }
      // Drawing comes before the moments: user GeometryEffects run now (both layers), so
      // that `DispatchQueue.main.async` work they queue (seed 002's flip) runs with them.
      drawEffects()
      let moments = scene.context.runLifecycle(root)
      output += moments.output
      diagnostics += moments.diagnostics
      guard !moments.hasErrors, let rebuilt = moments.root else { break }
      let settled = ReaderSettling(scene).settle(rebuilt)
      diagnostics += settled.diagnostics
      output += settled.output
      // Lifecycle work is a new update, animated only by a transaction its closures opened
      // (`withAnimation` in `onAppear`, as seed 002 starts its endless nudge).
      Update(
        scene: scene, transaction: Transaction(combining: moments.stateChanges.map(\.transaction)),
        label: "(lifecycle)", isNewScene: false
      ).record(settled)
      if round == Update.maxLifecycleRounds {
        drawEffects()  // the last rebuilt root is drawn too
        diagnostics.append(
          .warning(
            "lifecycle closures changed state in \(round) updates in a row; the lab stopped "
              + "running them (does an `onChange` change the value it watches?)"))
      }
    }
    return (output, diagnostics)
  }

  /// Runs the scene's user GeometryEffects at layout time, in both layers, so that their
  /// errors and queued work belong to the update that drew them.
  func drawEffects() {
    if let layout = scene.layout { _ = SpaceGeometry(layout: layout, includesIgnoredEffects: true) }
  }
}
