import LabEngine
import LabScript

/// Connects the Swift front end to a session's scene: Swift input is evaluated, a view result
/// becomes the scene's root, and GeometryReader proxies are fed from layout.
///
/// A reader's closure runs while the tree is built, before layout; but a reader's own size never
/// depends on its content (it takes the proposal). So the bridge lays out, hands every reader
/// its laid-out geometry, rebuilds, and repeats until the tree stops changing (at most
/// `maxGeometryPasses`) — the same fixed point SwiftUI reaches by updating after layout.
///
///     let bridge = ScriptBridge(scene: scene); session.evaluator = bridge.evaluate
public final class ScriptBridge {
  /// The interpreter's state: declarations and `@State`. `reset()` replaces it.
  public private(set) var context: ScriptContext
  public let scene: Scene
  public static let maxGeometryPasses = 4
  private var inputCount = 0
  /// The input that produced the current root, for leading-dot continuations.
  private var lastRootInput: String?

  public init(scene: Scene, context: ScriptContext = ScriptContext()) {
    self.scene = scene
    self.context = context
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
    let result = context.evaluate(text, file: file ?? "<input-\(inputCount)>")
    if result.root != nil && !result.hasErrors {
      lastRootInput = text
    } else if !continuesRoot && result.stateChanges.isEmpty {
      lastRootInput = nil
    }
    return present(result)
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
    scene.root = nil
    scene.window = .standard
    scene.layoutOptions = LayoutOptions()
  }

  /// Shows the outcome of an input or a fired action: a new root is settled, its lifecycle
  /// closures run (which may update it again), and the root summary, prints, diagnostics and
  /// value follow.
  func present(_ evaluated: EvaluationResult) -> Output {
    var result = evaluated
    var parts: [String] = []
    if let root = result.root {
      let settled = settle(root)
      for d in settled.diagnostics where !result.diagnostics.contains(d) {
        result.diagnostics.append(d)
      }
      scene.root = settled.root
      if !result.hasErrors {
        let moments = runLifecycle()
        result.output += moments.output
        result.diagnostics += moments.diagnostics
      }
      if result.diagnostics.count != evaluated.diagnostics.count {
        result.renderedDiagnostics = context.render(result.diagnostics)
      }
    }
    if result.root != nil, !result.hasErrors, let layout = scene.layout, let names = scene.names {
      parts.append(Self.rootSummary(layout, names))
      for warning in layout.tree.warnings { parts.append(warning.description) }
      // User GeometryEffects run at layout time; run them now (both layers) so that their
      // errors are reported with the input that caused them.
      _ = SpaceGeometry(layout: layout, includesIgnoredEffects: true)
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

  /// Rebuilds the root with readers fed from the previous layout until it stops changing.
  /// Returns the warnings of the last rebuild (what the readers' closures said with real
  /// geometry), or the errors of a failed one.
  func settle(_ first: ViewDescription)
    -> (root: ViewDescription, diagnostics: [LabEngine.Diagnostic])
  {
    var root = first
    var previous = ""
    var warnings: [LabEngine.Diagnostic] = []
    defer { context.geometryProvider = .zero }
    for _ in 0..<ScriptBridge.maxGeometryPasses {
      let tree = ViewTree(root)
      let readers = (0..<tree.count).filter {
        if case .geometryReader = tree.kinds[$0] { return true }
        return false
      }
      guard !readers.isEmpty else { break }
      let layout = Layout(tree: tree, window: scene.window, options: scene.layoutOptions)
      let spaces = SpaceGeometry(layout: layout)
      let fingerprint = Self.fingerprint(spaces, readers)
      if fingerprint == previous { break }
      previous = fingerprint
      context.geometryProvider = Self.provider(spaces, readers: readers)
      let rebuilt = context.rebuildRoot()
      if rebuilt.hasErrors { return (root, rebuilt.diagnostics) }
      guard let next = rebuilt.root else { break }
      root = next
      warnings = rebuilt.diagnostics
    }
    return (root, warnings)
  }

  /// Each reader's size and frames, by its ordinal among readers in tree order (the order in
  /// which the interpreter meets them).
  static func provider(_ spaces: SpaceGeometry, readers: [Int]) -> GeometryProvider {
    let layout = spaces.layout
    var readings: [Int: GeometryReading] = [:]
    var names: [String] = []
    for kind in layout.tree.kinds {
      if case .coordinateSpace(let name) = kind, !names.contains(name) { names.append(name) }
    }
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
        size: layout.sizes[r], frames: frames, unmappable: unmappable)
    }
    let table = readings
    return GeometryProvider { id in table[id.ordinal] ?? GeometryReading(size: .zero) }
  }

  /// What the readers see: their sizes and effect-aware global frames (SEMANTICS §4.2), so a
  /// rotation above a reader counts as a change.
  static func fingerprint(_ spaces: SpaceGeometry, _ readers: [Int]) -> String {
    readers.map {
      let n = ViewTree.NodeID($0)
      return "\(spaces.layout.sizes[$0])\(spaces.frame(of: n, in: .global).map { "\($0)" } ?? "-")"
    }.joined(separator: ";")
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var s = self
    while s.hasSuffix("\n") { s.removeLast() }
    return s
  }
}
