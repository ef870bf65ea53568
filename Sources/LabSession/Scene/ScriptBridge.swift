import LabEngine
import LabScript

/// Connects the Swift front end to a session's scene: Swift input is evaluated, a view result
/// becomes the scene's root, and GeometryReader proxies are fed from layout.
///
/// A reader's closure runs while the tree is built, before layout; but a reader's own size never
/// depends on its content (it takes the proposal). So the bridge lays out, hands every reader
/// its laid-out geometry (and every anchor its global value), rebuilds, and repeats until the
/// tree stops changing — the same fixed point SwiftUI reaches by updating after layout. Once
/// geometry is stable, `onPreferenceChange` closures run (after the update, SEMANTICS §5); if
/// they change state the loop goes on. `maxGeometryPasses` caps it, with a cycle warning.
///
///     let bridge = ScriptBridge(scene: scene); session.evaluator = bridge.evaluate
public final class ScriptBridge {
  /// The interpreter's state: declarations and `@State`. `reset()` replaces it.
  public private(set) var context: ScriptContext
  public let scene: Scene
  public static let maxGeometryPasses = 8
  private var inputCount = 0
  /// The input that produced the current root, for leading-dot continuations.
  private var lastRootInput: String?
  /// The warnings shown since the current scene began: an update of the scene does not repeat
  /// them (a `LazyVStack` note at every state change is noise).
  private var warned: Set<String> = []

  public init(scene: Scene, context: ScriptContext = ScriptContext()) {
    self.scene = scene
    self.context = context
    scene.restoreState = { [weak self] in self?.context.restoreState($0) }
    scene.settleMoment = { [weak self] in self?.settleMoment($0, $1, $2, at: $3) }
  }

  /// The root rebuilt for the playhead's moment: GeometryReaders and anchors see geometry
  /// effects at their animated values (DESIGN.md §3). Nothing is recorded, no preference
  /// closure runs and what the readers print is dropped: this is a frame being drawn, not an
  /// update. Nil when the tree has nothing that reads geometry.
  func settleMoment(
    _ root: ViewDescription, _ layout: Layout, _ presentation: Presentation, at t: Double
  ) -> ViewDescription? {
    let parameters: (Layout) -> EffectParameters = { presentation.effectParameters($0, at: t) }
    let modifierData = parameters(layout).modifierData
    var start = root
    var rebuilt = false
    defer {
      context.geometryProvider = .zero
      _ = context.takeLateWarnings()
    }
    if !modifierData.isEmpty {
      // Animatable modifiers' bodies run again with the moment's data.
      var provider = GeometryProvider.zero
      provider.modifierData = modifierData
      context.geometryProvider = provider
      let result = context.rebuildRoot()
      guard !result.hasErrors, let next = result.root else { return nil }
      start = next
      rebuilt = true
    }
    let result = settleLoop(
      start, rebuilt: &rebuilt, parameters: parameters, modifierData: modifierData,
      runsPreferenceChanges: false)
    return rebuilt ? result.root : nil
  }

  /// The continuation rule: only input that is merely unfinished asks for more lines.
  public func isComplete(_ text: String) -> Bool {
    ScriptContext.completeness(of: text) != .incomplete
  }

  public func evaluate(_ input: String) -> Output {
    evaluate(input, file: nil)
  }

  /// Evaluates the text of a file as one input (`:load`): diagnostics point at `file:line:col`,
  /// and a leading `.` does not continue the previous root.
  public func evaluate(_ text: String, file: String) -> Output {
    evaluate(text, file: Optional(file))
  }

  private func evaluate(_ input: String, file: String?) -> Output {
    inputCount += 1
    // A line that starts with `.` continues the view expression before it, as when code like
    // `VStack { … }` and `.padding()` on the next line is pasted: the first part was already
    // complete, so it ran; the modifier now applies to it.
    var text = input
    let continuesRoot = file == nil && input.drop { $0.isWhitespace }.first == "."
    if continuesRoot, let previous = lastRootInput { text = previous + "\n" + input }
    context.geometryProvider = .zero
    // With the playhead in the past, a change starts from the state shown there.
    if scene.timeline.eventsAfterPlayhead > 0, let state = scene.timeline.current?.state {
      context.restoreState(state)
    }
    let result = context.evaluate(text, file: file ?? "<input-\(inputCount)>")
    if result.root != nil && !result.hasErrors {
      lastRootInput = text
    } else if !continuesRoot && result.stateChanges.isEmpty {
      lastRootInput = nil
    }
    return present(result, label: input)
  }

  /// Sets one `@State` variable to the value of `expression` and rebuilds the root (`:state`);
  /// prints what `evaluate` prints for the rebuilt root.
  public func setState(_ key: StateKey, expression: String) -> Output {
    context.geometryProvider = .zero
    return present(context.setState(key, expression: expression))
  }

  /// Starts afresh (`:reset`): a new script context with the same settings, no root, the
  /// default window and layout options.
  public func reset() {
    let fresh = ScriptContext(limits: context.limits)
    fresh.colorize = context.colorize
    fresh.stackSize = context.stackSize
    fresh.isInterrupted = context.isInterrupted
    context = fresh
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
    var result = evaluated
    var parts: [String] = []
    if let root = result.root {
      let settled = settlePasses(root)
      if settled.rebuilt {
        // The first build saw zero-size readers (`side - 4` < 0 …); its warnings are stale.
        result.diagnostics.removeAll { $0.severity != .error }
      }
      for d in settled.diagnostics where !result.diagnostics.contains(d) {
        result.diagnostics.append(d)
      }
      result.output += settled.output
      // A fresh view expression starts a new scene; a state change is an update on the
      // timeline, animated by the transaction that made it.
      let discarded = scene.commit(
        settled.root, animation: ScriptBridge.animation(of: result.stateChanges),
        label: label.split(separator: "\n").first.map(String.init) ?? "",
        newScene: result.stateChanges.isEmpty, state: context.stateSnapshot(),
        disablesAnimations: result.stateChanges.contains { $0.disablesAnimations })
      if discarded > 0 {
        parts.append(
          "the playhead was at \(NumberFormat.format(scene.timeline.playhead)) s: "
            + "\(discarded) later update\(discarded == 1 ? "" : "s") discarded")
      }
      if !result.hasErrors {
        let moments = runLifecycle()
        result.output += moments.output
        result.diagnostics += moments.diagnostics
      }
      // A state change rebuilds the same scene: warnings it already showed are not repeated.
      let isUpdate = !result.stateChanges.isEmpty
      if !isUpdate { warned = [] }
      result.diagnostics.removeAll { !$0.isError && !warned.insert($0.description).inserted }
      if result.diagnostics.map(\.message) != evaluated.diagnostics.map(\.message) {
        result.renderedDiagnostics = context.render(result.diagnostics)
      }
    }
    if result.root != nil, !result.hasErrors, let layout = scene.layout, let names = scene.names {
      parts.append(Self.rootSummary(layout, names))
      let matched = MatchedGroups(layout.tree, isPlaced: layout.isPlaced).warnings(layout.tree)
      for warning in layout.tree.warnings + matched
      where warned.insert(warning.description).inserted {
        parts.append(warning.description)
      }
    }
    let late = context.takeLateWarnings()
    if !late.isEmpty { parts.append(context.render(late).trimmingTrailingNewlines()) }
    if !result.output.isEmpty {
      parts.append(result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output)
    }
    if !result.renderedDiagnostics.isEmpty {
      parts.append(result.renderedDiagnostics.trimmingTrailingNewlines())
    }
    if let value = result.value, !result.hasErrors {
      parts.append(value.description)
    }
    let printed = parts.joined(separator: "\n")
    return result.hasErrors ? .failure(printed) : .text(printed)
  }

  /// One line after the root changes: what it is, how many views, where it landed.
  static func rootSummary(_ layout: Layout, _ names: ViewNames) -> String {
    let root = ViewTree.root
    let views = FramesReport(layout: layout, names: names).rows.count
    return "root \(names.name(of: root)) · \(views) view\(views == 1 ? "" : "s") · "
      + "\(Format.size(layout.sizes[0])) at \(Format.point(layout.globalOrigins[0]))"
  }

  /// Rebuilds the root with readers and anchors fed from the previous layout until it stops
  /// changing, running `onPreferenceChange` closures whenever geometry is stable. Returns the
  /// warnings of the last rebuild (what the readers' closures said with real geometry), or the
  /// errors of a failed one, and what the preference closures printed.
  func settle(_ first: ViewDescription)
    -> (root: ViewDescription, diagnostics: [LabEngine.Diagnostic], output: String)
  {
    let result = settlePasses(first)
    return (result.root, result.diagnostics, result.output)
  }

  /// `settle`, also saying whether the tree was rebuilt with real geometry: then warnings from
  /// the first build, which ran with the zero-size stand-in geometry, no longer apply.
  func settlePasses(_ first: ViewDescription)
    -> (root: ViewDescription, diagnostics: [LabEngine.Diagnostic], output: String, rebuilt: Bool)
  {
    var rebuiltOnce = false
    let result = settleLoop(first, rebuilt: &rebuiltOnce)
    return (result.root, result.diagnostics, result.output, rebuiltOnce)
  }

  private func settleLoop(
    _ first: ViewDescription, rebuilt rebuiltOnce: inout Bool,
    parameters: (Layout) -> EffectParameters = { _ in .model },
    modifierData: [Int: [Double]] = [:], runsPreferenceChanges: Bool = true
  ) -> (root: ViewDescription, diagnostics: [LabEngine.Diagnostic], output: String) {
    var root = first
    var previous = ""
    var warnings: [LabEngine.Diagnostic] = []
    var output = ""
    var watchedKeys: [String] = []
    defer { context.geometryProvider = .zero }
    for _ in 0..<ScriptBridge.maxGeometryPasses {
      let tree = ViewTree(root)
      var readers: [Int] = []
      var anchors: [Int] = []
      watchedKeys = []
      for i in 0..<tree.count {
        switch tree.kinds[i] {
        case .geometryReader: readers.append(i)
        case .preference(let m):
          if case .anchor = m.role { anchors.append(i) }
          if case .onChange = m.role, !watchedKeys.contains(m.key) { watchedKeys.append(m.key) }
        default: break
        }
      }
      guard !readers.isEmpty || !anchors.isEmpty || !watchedKeys.isEmpty else {
        return (root, warnings, output)
      }
      let layout = Layout(tree: tree, window: scene.window, options: scene.layoutOptions)
      let spaces = SpaceGeometry(layout: layout, parameters: parameters(layout))
      let fingerprint = Self.fingerprint(spaces, readers, anchors)
      if fingerprint != previous && !(readers.isEmpty && anchors.isEmpty) {
        previous = fingerprint
        var provider = Self.provider(spaces, readers: readers, anchors: anchors)
        provider.modifierData = modifierData
        context.geometryProvider = provider
        let rebuilt = context.rebuildRoot()
        rebuiltOnce = true
        if rebuilt.hasErrors { return (root, rebuilt.diagnostics, output) }
        guard let next = rebuilt.root else { return (root, warnings, output) }
        root = next
        warnings = rebuilt.diagnostics
        continue
      }
      // Geometry is stable: this is the update SwiftUI would finish, so its preference
      // closures run now (SEMANTICS §5).
      guard !watchedKeys.isEmpty, runsPreferenceChanges else { return (root, warnings, output) }
      let changes = context.runPreferenceChanges(tree)
      output += changes.output
      if changes.hasErrors { return (root, warnings + changes.diagnostics, output) }
      warnings += changes.diagnostics.filter { !warnings.contains($0) }
      guard let next = changes.root else { return (root, warnings, output) }
      root = next
    }
    // SwiftUI's cycle detector: a value that changes on every update is reported, not chased.
    let keys = watchedKeys.isEmpty ? "GeometryReader content" : watchedKeys.map { "`\($0)`" }
      .joined(separator: ", ")
    warnings.append(
      .warning(
        "geometry and preferences did not settle after \(ScriptBridge.maxGeometryPasses) "
          + "passes (\(keys) kept changing: a cycle?); showing the last pass"))
    return (root, warnings, output)
  }

  /// Each reader's size and frames, by its ordinal among readers in tree order (the order in
  /// which the interpreter meets them).
  static func provider(_ spaces: SpaceGeometry, readers: [Int], anchors: [Int] = [])
    -> GeometryProvider
  {
    let layout = spaces.layout
    var readings: [Int: GeometryReading] = [:]
    let names = layout.tree.coordinateSpaceNames
    for (k, r) in readers.enumerated() {
      let n = ViewTree.NodeID(r)
      var frames: [CoordinateSpaceName: Rect] = [:]
      var unmappable: Set<CoordinateSpaceName> = []
      // Every name declared anywhere; one that is not above this reader falls back to global.
      let asked: [(CoordinateSpaceName, CoordinateSpace)] =
        [(.local, .local), (.global, .global)] + names.map { (.named($0), .named($0)) }
      for (name, space) in asked {
        if let frame = spaces.frame(of: n, in: space) {
          frames[name] = frame
        } else {
          unmappable.insert(name)
        }
      }
      readings[k + 1] = GeometryReading(
        size: layout.sizes[r], frames: frames, unmappable: unmappable,
        globalToLocal: spaces.toGlobal[r].inverted)
    }
    let table = readings
    return GeometryProvider(anchors: Self.anchorValues(spaces, anchors)) { id in
      table[id.ordinal] ?? GeometryReading(size: .zero)
    }
  }

  /// Each anchor's stored global value (SEMANTICS §4.3), by its ordinal in the build.
  static func anchorValues(_ spaces: SpaceGeometry, _ anchors: [Int]) -> [Int: AnchorValue] {
    var values: [Int: AnchorValue] = [:]
    for a in anchors {
      guard case .preference(let m) = spaces.layout.tree.kinds[a],
        case .anchor(let source) = m.role
      else { continue }
      values[m.token] = spaces.anchor(source, at: ViewTree.NodeID(a))
    }
    return values
  }

  /// What the readers see: their sizes and effect-aware global frames (SEMANTICS §4.2), so a
  /// rotation above a reader counts as a change.
  static func fingerprint(_ spaces: SpaceGeometry, _ readers: [Int], _ anchors: [Int] = [])
    -> String
  {
    readers.map {
      let n = ViewTree.NodeID($0)
      return "\(spaces.layout.sizes[$0])\(spaces.frame(of: n, in: .global).map { "\($0)" } ?? "-")"
    }.joined(separator: ";") + "|"
      + anchorValues(spaces, anchors).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
      .joined(separator: ";")
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var s = self
    while s.hasSuffix("\n") { s.removeLast() }
    return s
  }
}
