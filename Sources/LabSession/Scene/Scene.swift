import LabEngine
import LabScript

/// What a session is looking at: the root view the user's code produced, the window it lives
/// in, and the layout of the two, computed when first asked for and kept until either changes.
///
///     scene.root = ViewDescription.color("red"); scene.layout?.sizes.first
public final class Scene {
  public var window: Window = .standard {
    didSet { restart() }
  }
  /// The live root; nil until user code produces a view.
  public var root: ViewDescription? {
    didSet { cache = nil }
  }
  public var layoutOptions = LayoutOptions() {
    didSet { restart() }
  }

  private var cache: (tree: ViewTree, layout: Layout, names: ViewNames)?

  /// The clock and the updates recorded on it.
  public let timeline = Timeline()

  /// Makes `root` the model at the playhead: a new scene (a new view expression) starts the
  /// timeline afresh; a state change is an update under `animation`. Returns how many later
  /// events were discarded (an update made with the playhead in the past).
  @discardableResult
  public func commit(
    _ root: ViewDescription, animation: Animation?, label: String, newScene: Bool,
    state: StateSnapshot? = nil, disablesAnimations: Bool = false
  ) -> Int {
    if newScene { timeline.reset() }
    // What is laid out at the playhead — the moment's root while readers run again for it, or
    // the settled root at rest, which may differ from the layout the last update animated
    // towards: the update starts from what was drawn.
    let drawn = newScene ? nil : layout
    self.root = root
    rootIsMoment = false
    guard let layout else { return 0 }
    // While effects animate, the update heads for the root rebuilt for its first moment, which
    // is also what the scene shows now.
    var start: (root: ViewDescription, tree: ViewTree, layout: Layout)?
    let discarded = timeline.record(
      root, layout: layout, animation: animation, label: label, state: state,
      disablesAnimations: disablesAnimations, drawn: drawn,
      startOfMotion: { [self] presentation in
        guard let settle = settleMoment,
          let rebuilt = settle(root, layout, presentation, timeline.playhead)
        else { return nil }
        let tree = ViewTree(rebuilt)
        start = (rebuilt, tree, Layout(tree: tree, window: window, options: layoutOptions))
        return start?.layout
      })
    if let start {
      self.root = start.root
      rootIsMoment = true
      cache = (start.tree, start.layout, ViewNames(start.tree))
    } else {
      showMoment()
    }
    return discarded
  }

  /// A new window or scroll offset changes every recorded layout: the timeline starts afresh
  /// from the current model.
  private func restart() {
    cache = nil
    guard let root, !timeline.events.isEmpty else { return }
    commit(root, animation: nil, label: "(window or scroll changed)", newScene: true)
  }

  /// Puts the script's `@State` back to an update's values when the playhead moves to it.
  public var restoreState: ((StateSnapshot) -> Void)?

  /// Rebuilds a root (laid out as the layout given) for a moment: GeometryReaders and anchors
  /// fed with the geometry effects as the presentation has them at that time (set by the
  /// script bridge; nil: no rebuild, nothing there reads geometry).
  public var settleMoment: ((ViewDescription, Layout, Presentation, Double) -> ViewDescription?)?
  /// Whether `root` was rebuilt for the playhead's moment rather than taken from an update.
  private var rootIsMoment = false

  /// Moves the playhead; the model — the tree and the `@State` values — is the last update at
  /// or before it. While an effect animates, readers see it move: the root is rebuilt for the
  /// moment (DESIGN.md §3), without recording an update.
  public func movePlayhead(to t: Double) {
    let before = timeline.current.map { ($0.time, $0.label) }
    timeline.scrub(to: t)
    guard let event = timeline.current else { return }
    let changed = before.map { $0 != (event.time, event.label) } ?? true
    if changed, let state = event.state { restoreState?(state) }
    let moment = event.presentation.parametersAnimate(at: timeline.playhead)
    guard changed || moment || rootIsMoment else { return }
    rootIsMoment = false
    root = event.root
    showMoment()
  }

  /// Runs `body`, which may move the playhead anywhere, then puts the playhead, the model and
  /// the `@State` values back: `:draw --at t` and `:export html` see exactly what `:scrub t`
  /// then `:frames` would show, GeometryReaders re-run for the moment included.
  public func restoringPlayhead<T>(_ body: () throws -> T) rethrows -> T {
    let saved = timeline.playhead
    defer { if timeline.playhead != saved { movePlayhead(to: saved) } }
    return try body()
  }

  /// While an effect or animatable modifier animates at the playhead, shows the root rebuilt
  /// for that moment.
  private func showMoment() {
    guard let event = timeline.current, event.presentation.parametersAnimate(at: timeline.playhead),
      let settle = settleMoment,
      let rebuilt = settle(event.root, event.layout, event.presentation, timeline.playhead)
    else { return }
    root = rebuilt
    rootIsMoment = true
  }

  /// What is drawn at the playhead, for the scene's current layout.
  public func shown() -> ShownFrames? { timeline.shown(layout) }

  public init() {}

  private func compute() -> (tree: ViewTree, layout: Layout, names: ViewNames)? {
    if let cache { return cache }
    guard let root else { return nil }
    let tree = ViewTree(root)
    let layout = Layout(tree: tree, window: window, options: layoutOptions)
    cache = (tree, layout, ViewNames(tree))
    return cache
  }

  public var layout: Layout? { compute()?.layout }

  /// The LAYOUT layer's geometry at the playhead: `layout`'s frames with every geometry
  /// effect that is not `ignoredByLayout()` at its animated value (DESIGN.md §3). What
  /// `:frames --space`, `:convert` and `:anchor` measure with.
  public func spaces(_ layout: Layout) -> SpaceGeometry {
    SpaceGeometry(layout: layout, parameters: timeline.effectParameters())
  }
  public var names: ViewNames? { compute()?.names }

  /// The layout, or the error a command should show when there is no view yet.
  public func requireLayout() throws -> (layout: Layout, names: ViewNames) {
    guard let c = compute() else {
      throw CommandError(
        "no view yet", notes: ["type a view expression, e.g. Color.red.frame(width: 100, height: 50)"])
    }
    return (c.layout, c.names)
  }

  /// Resolves a view name typed by the user, or explains why it does not resolve.
  public func resolve(_ text: String) throws -> ViewTree.NodeID {
    let (_, names) = try requireLayout()
    switch names.resolve(text) {
    case .success(let n): return n
    case .failure(let f):
      let hint = f.suggestions.isEmpty ? [] : ["did you mean " + orList(f.suggestions) + "?"]
      throw CommandError(f.message, notes: hint)
    }
  }
}
