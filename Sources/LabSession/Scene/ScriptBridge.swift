import LabEngine
import LabScript

/// The session's Swift front door: input is evaluated in the scene's `ScriptContext`, a view
/// result becomes an `Update` of the scene (Sources/LabSession/Update), and the outcome is
/// printed: the root summary, what the code printed, its diagnostics, a bare value.
///
///     let bridge = ScriptBridge(scene: scene); session.evaluator = bridge.evaluate
public final class ScriptBridge {
  /// The interpreter's state: declarations and `@State`. `reset()` replaces it.
  public var context: ScriptContext { scene.context }
  public let scene: Scene
  private var inputCount = 0
  /// The input that produced the current root, for leading-dot continuations.
  private var lastRootInput: String?
  /// The lines of its script file before `lastRootInput` (0 outside a script).
  private var lastRootLineOffset = 0
  /// The warnings shown since the current scene began: an update of the scene does not repeat
  /// them (a `LazyVStack` note at every state change is noise).
  private var warned: Set<String> = []

  public init(scene: Scene, context: ScriptContext? = nil) {
    self.scene = scene
    if let context { scene.context = context }
  }

  /// Evaluates one input of the REPL, a transcript, or a script file (`origin`: where in the
  /// file it starts, so that its diagnostics point at the file's lines).
  public func evaluate(_ input: String, origin: InputOrigin? = nil) -> Output {
    evaluate(input, file: nil, origin: origin)
  }

  /// Evaluates the text of a file as one input (`:load`): diagnostics point at `file:line:col`,
  /// and a leading `.` does not continue the previous root.
  public func evaluate(_ text: String, file: String) -> Output {
    evaluate(text, file: Optional(file), origin: nil)
  }

  private func evaluate(_ input: String, file: String?, origin: InputOrigin?) -> Output {
    inputCount += 1
    // A line that starts with `.` continues the view expression before it, as when code like
    // `VStack { … }` and `.padding()` on the next line is pasted: the first part was already
    // complete, so it ran; the modifier now applies to it.
    var text = input
    let continuesRoot = file == nil && input.drop { $0.isWhitespace }.first == "."
    // A script's input starts at its line of the file, so that its positions are the file's;
    // a continued root starts where its first part did, with the lines between the parts.
    var lineOffset = origin.map { $0.line - 1 } ?? 0
    if continuesRoot, let previous = lastRootInput {
      let previousLines = previous.utf8.count { $0 == UInt8(ascii: "\n") } + 1
      let gap = lineOffset - (lastRootLineOffset + previousLines)
      text = previous + String(repeating: "\n", count: max(1, gap + 1)) + input
      lineOffset = lastRootLineOffset
    }
    context.geometryProvider = .zero
    // With the playhead in the past, a change starts from the state shown there.
    if scene.timeline.eventsAfterPlayhead > 0, let state = scene.timeline.current?.state {
      context.restoreState(state)
    }
    let result = context.evaluate(
      text, file: file ?? origin?.file ?? "<input-\(inputCount)>", lineOffset: lineOffset)
    if result.root != nil && !result.hasErrors {
      lastRootInput = text
      lastRootLineOffset = lineOffset
    } else if !continuesRoot && result.stateChanges.isEmpty {
      lastRootInput = nil
    }
    return present(result, label: input)
  }

  /// `:preview [View]`: the view built as a preview (ScriptContext.preview), shown as an input
  /// is, after a line with the call the lab made and the arguments it made up.
  public func preview(_ name: String?) -> Output {
    inputCount += 1
    context.geometryProvider = .zero
    if scene.timeline.eventsAfterPlayhead > 0, let state = scene.timeline.current?.state {
      context.restoreState(state)
    }
    let (call, result) = context.preview(name)
    guard let call else { return Output(text: result.renderedDiagnostics, status: .error) }
    lastRootInput = result.root != nil && !result.hasErrors ? call.expression : nil
    lastRootLineOffset = 0
    var head = "preview \(call.expression)"
    if !call.madeUp.isEmpty {
      head += "\n  sample arguments made up by the lab: " + call.madeUp.joined(separator: ", ")
        + " (a #Preview chooses its own)"
    }
    var output = present(result, label: ":preview")
    output.text = head + (output.text.isEmpty ? "" : "\n" + output.text)
    if let split = output.split { output.split = (head + "\n" + split.output, split.diagnostics) }
    return output
  }

  /// Sets one `@State` variable to the value of `expression` and rebuilds the root (`:state`);
  /// prints what `evaluate` prints for the rebuilt root.
  public func setState(_ key: StateKey, expression: String) -> Output {
    context.geometryProvider = .zero
    return present(context.setState(key, expression: expression))
  }

  /// Starts afresh (`:reset`): a new script context with the same settings, no root, the
  /// default window and layout options.
  /// The seed of user code's random numbers (`:set seed`); kept by `reset()`. Setting it starts
  /// the sequence again.
  public var randomSeed: UInt64 = 0 {
    didSet { context.seedRandom(randomSeed) }
  }

  public func reset() {
    let fresh = ScriptContext(limits: context.limits)
    fresh.seedRandom(randomSeed)
    fresh.colorize = context.colorize
    fresh.stackSize = context.stackSize
    fresh.isInterrupted = context.isInterrupted
    scene.context = fresh
    inputCount = 0
    lastRootInput = nil
    warned = []
    scene.root = nil
    scene.timeline.reset()
    scene.window = .standard
    scene.layoutOptions = LayoutOptions()
  }

  /// Shows the outcome of an input or a fired action: a new root is settled, its lifecycle
  /// closures run (which may update it again), and the root summary, prints, diagnostics and
  /// value follow.
  func present(_ evaluated: EvaluationResult, label: String = "") -> Output {
    present(evaluated, label: label, into: nil)
  }

  /// `present`, for one update of a batch (`UpdateBatch`): the scene's summary line is left
  /// out of the output and handed to the batch, which shows only the last one.
  func present(_ evaluated: EvaluationResult, label: String, into batch: UpdateBatch?) -> Output {
    var result = evaluated
    var parts: [String] = []
    if let root = result.root {
      // A fresh view expression starts a new scene; a state change is an update on the
      // timeline, in the transaction that made it.
      let outcome = Update(
        scene: scene, transaction: Transaction(combining: result.stateChanges.map(\.transaction)),
        label: label.split(separator: "\n").first.map(String.init) ?? "",
        isNewScene: !result.isUpdate
      ).run(root, runsLifecycle: !result.hasErrors)
      if outcome.rebuilt {
        // The first build saw zero-size readers (`side - 4` < 0 …); its warnings are stale.
        // The input's others (a declaration's, a closure's) stand.
        result.diagnostics.removeAll { $0.severity != .error && evaluated.rootBuildWarnings.contains($0) }
      }
      for d in outcome.diagnostics where !result.diagnostics.contains(d) {
        result.diagnostics.append(d)
      }
      result.output += outcome.output
      if outcome.discarded > 0 {
        parts.append(
          "the playhead was at \(NumberFormat.format(scene.timeline.playhead)) s: "
            + "\(outcome.discarded) later update\(outcome.discarded == 1 ? "" : "s") discarded")
      }
      result.output += outcome.lifecycleOutput
      result.diagnostics += outcome.lifecycleDiagnostics
      // A state change rebuilds the same scene: warnings it already showed are not repeated.
      let isUpdate = result.isUpdate
      if !isUpdate { warned = [] }
      result.diagnostics.removeAll { !$0.isError && !warned.insert($0.description).inserted }
      if result.diagnostics.map(\.message) != evaluated.diagnostics.map(\.message) {
        result.renderedDiagnostics = context.render(result.diagnostics)
      }
    }
    batch?.summary = nil
    if result.root != nil, !result.hasErrors, let layout = scene.layout, let names = scene.names {
      if let batch {
        // Where the line would go: after the lines of the parts before it.
        let linesBefore = parts.reduce(0) { $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count }
        batch.summary = (Self.rootSummary(layout, names), linesBefore)
      } else {
        parts.append(Self.rootSummary(layout, names))
      }
      let matched = MatchedGroups(layout.tree, isPlaced: layout.isPlaced).warnings(layout.tree)
      for warning in layout.tree.warnings + matched + layout.lazyGridWarnings
      where warned.insert(warning.description).inserted {
        parts.append(warning.description)
      }
    }
    // Diagnostics are marked, so that a front end can send them to standard error.
    var diagnostics: Set<Int> = []
    let late = context.takeLateWarnings()
    if !late.isEmpty {
      diagnostics.insert(parts.count)
      parts.append(context.render(late).trimmingTrailingNewlines())
    }
    if !result.output.isEmpty {
      parts.append(result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output)
    }
    if !result.renderedDiagnostics.isEmpty {
      diagnostics.insert(parts.count)
      parts.append(result.renderedDiagnostics.trimmingTrailingNewlines())
    }
    if let value = result.value, !result.hasErrors {
      parts.append(result.valueText ?? value.description)
    }
    let printed = parts.joined(separator: "\n")
    var output: Output = result.hasErrors ? .failure(printed) : .text(printed)
    if !diagnostics.isEmpty {
      output.split = (
        parts.indices.filter { !diagnostics.contains($0) }.map { parts[$0] }.joined(separator: "\n"),
        parts.indices.filter { diagnostics.contains($0) }.map { parts[$0] }.joined(separator: "\n")
      )
    }
    return output
  }

  /// One line after the root changes: what it is, how many views, where it landed.
  static func rootSummary(_ layout: Layout, _ names: ViewNames) -> String {
    let root = ViewTree.root
    let views = FramesReport(layout: layout, names: names).rows.count
    return "root \(names.name(of: root)) · \(views) view\(views == 1 ? "" : "s") · "
      + "\(Format.size(layout.sizes[0])) at \(Format.point(layout.globalOrigins[0]))"
  }

  /// Delivers one drag event (`:drag`) as one update of `batch`.
  public func drag(
    token: Int, location: Point, start: Point, motion: DragMotion? = nil, began: Bool = false, ended: Bool,
    label: String, into batch: UpdateBatch
  ) -> Output {
    let output = present(
      context.fireDrag(token: token, location: location, start: start, motion: motion, began: began, ended: ended),
      label: label, into: batch)
    batch.add(output)
    return output
  }

  /// Most pieces of scheduled work one move of the playhead runs (a timer every 0.1 s for a
  /// minute and a half): past it, the move stops there with a message; each run is an update,
  /// a few milliseconds each in the debug build.
  public static let maxWorkPerMove = 1_000

  /// Moves the playhead forward to `t`, running on the way the work scheduled on the clock
  /// (`asyncAfter`, timers, `.onReceive`): the playhead stops at each piece's time, the work
  /// runs as an update there, and the move goes on. Recorded updates ahead of the playhead are
  /// replayed, not run again; only work due after the last update runs. Returns what the
  /// work printed (and the scene's summary once, when it changed), or nil when nothing ran.
  public func advance(to t: Double) -> Output? {
    let batch = UpdateBatch()
    var ran = 0
    while true {
      let last = scene.timeline.events.last?.time ?? 0
      if scene.timeline.playhead < last {
        scene.movePlayhead(to: min(t, last))
        if t <= last { break }
      }
      guard let next = context.nextWorkTime, next <= t else { break }
      if ran >= Self.maxWorkPerMove {
        batch.note(
          "stopped at t = \(NumberFormat.format(scene.timeline.playhead)) s: scheduled work ran "
            + "\(ran) times in this move; move on with :tick or :scrub")
        return .text(batch.text)
      }
      ran += 1
      scene.movePlayhead(to: next)
      let label = context.nextWorkLabel ?? "(timer)"
      let output = present(context.runWork(at: next), label: label, into: batch)
      batch.add(output)
      if output.status != .ok {
        // The work failed: the move stops there, so the error is seen once, at its time.
        batch.note("stopped at t = \(NumberFormat.format(next)) s, where scheduled work failed")
        return .failure(batch.text)
      }
    }
    scene.movePlayhead(to: t)
    guard ran > 0 else { return nil }
    return .text(batch.text)
  }

  /// One step of a pinch or a rotation (`:pinch`, `:rotate`), an update of a batch.
  public func twoFinger(token: Int, amount: Double, ended: Bool, label: String, into batch: UpdateBatch) -> Output {
    let output = present(context.fireTwoFinger(token: token, amount: amount, ended: ended), label: label, into: batch)
    batch.add(output)
    return output
  }

  /// Gives a control a value (`:set <view> <value>`) and shows the updated scene.
  public func input(token: Int, value: InputValue, label: String) -> Output {
    let output = present(context.fireInput(token: token, value: value), label: label)
    return output.orNoStateChange()
  }

  /// Scrolls a scroll container (`:scroll`): an update at the playhead.
  public func scroll(container k: Int, to offset: Vector, label: String) -> Output {
    let result = context.scroll(container: k, to: offset)
    // A root the script did not build (set on the scene directly) is laid out again here.
    if result.root == nil { scene.layoutChanged() }
    return present(result, label: label)
  }

  /// Fires the gesture action with this token (`:tap`) and shows the updated scene; `label`
  /// names the update on the timeline.
  public func fire(token: Int, label: String = ":tap") -> Output {
    let output = present(context.fire(token: token), label: label)
    return output.orNoStateChange()
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var s = self
    while s.hasSuffix("\n") { s.removeLast() }
    return s
  }
}
