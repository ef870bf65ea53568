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
    var settled = ReaderSettling(scene).settle(root)
    var outcome = Outcome(root: settled.root)
    outcome.diagnostics = settled.diagnostics
    outcome.output = settled.output + settled.readerOutput
    outcome.rebuilt = settled.rebuilt
    let laidOut = settled.laidOut(in: scene)
    if let failure = laidOut.layout.failure {
      // User layout code failed (docs/semantics.md §9): its sizes are not SwiftUI's, so the
      // update is refused and the scene stays as it was.
      if !outcome.diagnostics.contains(failure) { outcome.diagnostics.append(failure) }
      return outcome
    }
    settled.laidOut = laidOut
    let before = isNewScene ? nil : scene.layout
    outcome.discarded = record(settled)
    if let before, let event = scene.timeline.events.last,
      let warning = Self.listRowAnimationWarning(from: before, to: laidOut.layout, event.presentation)
    {
      outcome.diagnostics.append(warning)
    }
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
      presentation: presentation, state: scene.context.stateSnapshot(),
      measured: settled.unmeasured.map { Self.measuredFrames(from: $0, to: laidOut.layout) } ?? [:])
    if let start {
      scene.show(start.root, laidOut: start.laidOut, isMoment: true)
    } else {
      scene.showMoment()
    }
    return discarded
  }

  /// A List row whose height changes in an update that animates it: on a device the row jumps
  /// to its new height while its content animates (docs/semantics.md §2.10), which the SHOWN
  /// layer does not model, so its frames in flight are said not to be a device's.
  static func listRowAnimationWarning(from before: Layout, to after: Layout, _ presentation: Presentation)
    -> LabEngine.Diagnostic?
  {
    guard before.tree.hasLists, after.tree.hasLists else { return nil }
    var heights: [UInt64: Double] = [:]
    for i in 0..<before.tree.count {
      if case .listRow = before.tree.kinds[i] { heights[before.tree.identities[i]] = before.sizes[i].height }
    }
    guard !heights.isEmpty else { return nil }
    for i in 0..<after.tree.count {
      guard case .listRow = after.tree.kinds[i] else { continue }
      let id = after.tree.identities[i]
      guard let old = heights[id], old != after.sizes[i].height else { continue }
      let settles = presentation.settleTime(of: id)
      guard settles == nil || settles! > presentation.time else { continue }
      return .warning(
        "a List row changes height in an animated update: on a device the row jumps to its new "
          + "height while its content animates; the lab animates the row, so its frames in flight "
          + "are not a device's")
    }
    return nil
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
      guard !moments.hasErrors, let rebuilt = moments.root else {
        diagnostics += moments.diagnostics
        break
      }
      let settled = ReaderSettling(scene).settle(rebuilt)
      // Built again with measured geometry, the root's first build (readers of size zero)
      // is stale, and so are its warnings; the closures' own stand.
      diagnostics += moments.diagnostics.filter {
        !(settled.rebuilt && $0.severity != .error && moments.rootBuildWarnings.contains($0))
      }
      diagnostics += settled.diagnostics
      output += settled.output + settled.readerOutput
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

  /// The frames (`.frame`, flexible or fixed) whose size changed between the first pass of the
  /// settle step and the settled layout — sized from what a reader measured — and whose
  /// neighbours in the nearest container with several children moved with them.
  static func measuredFrames(from first: Layout, to settled: Layout) -> [UInt64: Rect] {
    let tree = settled.tree
    var before: [UInt64: ViewTree.NodeID] = [:]
    for i in 0..<first.tree.count { before[first.tree.identities[i]] = ViewTree.NodeID(i) }
    var result: [UInt64: Rect] = [:]
    for i in 0..<tree.count {
      switch tree.kinds[i] {
      case .frame, .flexFrame: break
      default: continue
      }
      let n = ViewTree.NodeID(i)
      guard let old = before[tree.identities[i]], first.sizes[Int(old)] != settled.sizes[i]
      else { continue }
      // Content sized from its own reader's proxy is what a GeometryReader is for; a frame
      // outside any reader got its size from elsewhere (state or a preference).
      var inReader = false
      var up = tree.parent(n)
      while let a = up, !inReader {
        if case .geometryReader = tree.kind(a) { inReader = true }
        up = tree.parent(a)
      }
      guard !inReader else { continue }
      // The slot: the nearest ancestor with more than one child, and the other children in it.
      var slot = n
      while let p = tree.parent(slot), tree.childCount(of: p) == 1 { slot = p }
      guard let container = tree.parent(slot) else { continue }
      let moved = tree.children(of: container).contains { sibling in
        guard sibling != slot, let was = before[tree.identities[Int(sibling)]] else { return false }
        return first.globalFrame(was) != settled.globalFrame(sibling)
      }
      if moved { result[tree.identities[i]] = first.globalFrame(old) }
    }
    return result
  }
}
