import LabEngine
import LabScript

/// The view graph a session looks at: the interpreter's state (declarations and `@State`), the
/// root view the user's code produced, the window it lives in, the layout of the two (computed
/// when first asked for and kept until either changes) and the timeline of updates. An
/// `Update` (Sources/LabSession/Update) is the only thing that records on the timeline; moving
/// the playhead is the only other way the model changes.
///
///     scene.root = ViewDescription.color("red"); scene.layout?.sizes.first
public final class Scene {
  public var window: Window = .standard {
    didSet {
      context.screen = window
      restart()
    }
  }
  /// The live root; nil until user code produces a view.
  public var root: ViewDescription? {
    didSet { cache = nil }
  }
  public var layoutOptions = LayoutOptions() {
    didSet { restart() }
  }
  /// The options every layout of the scene uses: `layoutOptions` with the defaults of the
  /// custom alignment guides user code declared (`VerticalAlignment(MyGuide.self)`).
  var effectiveLayoutOptions: LayoutOptions {
    var options = layoutOptions
    options.customAlignmentDefaults.merge(context.customAlignmentDefaults) { _, new in new }
    options.scrollOffsets = context.scrollOffsets
    return options
  }
  /// The interpreter's state: declarations and `@State`. `ScriptBridge.reset()` replaces it.
  public internal(set) var context: ScriptContext {
    didSet { context.screen = window }
  }

  private var cache: LaidOut?

  /// The clock and the updates recorded on it.
  public let timeline = Timeline()

  /// Whether `root` was rebuilt for the playhead's moment rather than taken from an update.
  var rootIsMoment = false

  public init(context: ScriptContext = ScriptContext()) {
    self.context = context
    context.screen = window
  }

  /// The layout inputs changed outside an update (a scroll of a root the script did not
  /// build): laid out again when next asked.
  func layoutChanged() { cache = nil }

  /// Shows `root` with the tree and layout already computed for it (nil: computed when first
  /// asked for), as taken from an update or rebuilt for the playhead's moment.
  func show(_ root: ViewDescription, laidOut: LaidOut?, isMoment: Bool) {
    self.root = root
    rootIsMoment = isMoment
    cache = laidOut.map { LaidOut(tree: $0.tree, layout: $0.layout, names: $0.names) }
  }

  /// A new window changes every recorded layout: the timeline starts afresh from the current
  /// model, built again (bodies read the window: `UIScreen.main.bounds`, the layout direction
  /// in the environment) and settled again, since GeometryReaders, anchors and preference
  /// closures see the new geometry (SwiftUI updates them on a resize). A scroll is an update of
  /// the model instead (`:scroll`, `ScrollViewProxy.scrollTo`).
  private func restart() {
    cache = nil
    guard var root, !timeline.events.isEmpty else { return }
    var rebuildNotes = ""
    if context.hasRoot {
      let rebuilt = context.rebuildRoot()
      if let next = rebuilt.root, !rebuilt.hasErrors {
        root = next
      } else {
        // The model stays as it was; what stopped the build is said.
        rebuildNotes = context.render(rebuilt.diagnostics)
      }
    }
    let settled = ReaderSettling(self).settle(root)
    Update(scene: self, transaction: .none, label: "(window changed)", isNewScene: true)
      .record(settled)
    let printed = settled.output + settled.readerOutput
    let notes = settled.diagnostics.isEmpty ? "" : context.render(settled.diagnostics)
    restartReport = [printed, rebuildNotes, notes].map { $0.trimmingTrailingNewlines() }.filter { !$0.isEmpty }
      .joined(separator: "\n")
  }

  /// What settling again after the last window change printed and warned, for the command
  /// that changed it to show; empty when nothing was said.
  var restartReport = ""

  /// `text`, followed by what the restart it caused printed, once.
  func withRestartReport(_ text: String) -> String {
    defer { restartReport = "" }
    return restartReport.isEmpty ? text : text + "\n" + restartReport
  }

  /// Moves the playhead; the model — the tree and the `@State` values — is the last update at
  /// or before it. While an effect animates, readers see it move: the root is rebuilt for the
  /// moment (docs/architecture.md §3), without recording an update.
  public func movePlayhead(to t: Double) {
    let before = timeline.current.map { ($0.time, $0.label) }
    timeline.scrub(to: t)
    context.now = timeline.playhead
    guard let event = timeline.current else { return }
    let changed = before.map { $0 != (event.time, event.label) } ?? true
    if changed, let state = event.state { context.restoreState(state) }
    let moment = event.presentation.parametersAnimate(at: timeline.playhead)
    guard changed || moment || rootIsMoment else { return }
    // The event's layout is its root's: nothing to lay out again.
    show(event.root, laidOut: LaidOut(tree: event.layout.tree, layout: event.layout), isMoment: false)
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
  func showMoment() {
    guard let event = timeline.current,
      event.presentation.parametersAnimate(at: timeline.playhead),
      let rebuilt = ReaderSettling(self).moment(
        event.root, event.layout, event.presentation, at: timeline.playhead)
    else { return }
    show(rebuilt.root, laidOut: rebuilt.laidOut, isMoment: true)
  }

  /// What is drawn at the playhead, for the scene's current layout.
  public func shown() -> ShownFrames? { timeline.shown(layout) }

  /// A root's tree, layout and names, computed together.
  struct LaidOut {
    var tree: ViewTree
    var layout: Layout
    var names: ViewNames

    init(tree: ViewTree, layout: Layout, names: ViewNames? = nil) {
      self.tree = tree
      self.layout = layout
      self.names = names ?? ViewNames(tree)
    }
  }

  /// Lays out `root` (whose tree may be built already) in this scene's window.
  func layOut(_ root: ViewDescription, tree: ViewTree? = nil) -> LaidOut {
    let tree = tree ?? ViewTree(root)
    return LaidOut(tree: tree, layout: Layout(tree: tree, window: window, options: effectiveLayoutOptions))
  }

  private func compute() -> LaidOut? {
    if let cache { return cache }
    guard let root else { return nil }
    cache = layOut(root)
    return cache
  }

  public var layout: Layout? { compute()?.layout }

  /// The LAYOUT layer's geometry at the playhead: `layout`'s frames with every geometry
  /// effect that is not `ignoredByLayout()` at its animated value (docs/architecture.md §3).
  /// What `:frames --space`, `:convert` and `:anchor` measure with.
  public func spaces(_ layout: Layout) -> SpaceGeometry {
    SpaceGeometry(layout: layout, parameters: timeline.effectParameters())
  }
  /// Where a finger finds things: the geometry as drawn, with every geometry effect at the
  /// playhead, including those ignored by layout (`:drag`).
  public func gestureSpaces(_ layout: Layout) -> SpaceGeometry {
    SpaceGeometry(layout: layout, includesIgnoredEffects: true, parameters: timeline.effectParameters())
  }
  public var names: ViewNames? { compute()?.names }

  /// The layout, or the error a command should show when there is no view yet.
  public func requireLayout() throws -> (layout: Layout, names: ViewNames) {
    guard let c = compute() else {
      throw CommandError(
        "no view yet", notes: ["a view expression makes one, e.g. Color.red.frame(width: 100, height: 50)"])
    }
    if let failure = c.layout.failure {
      // docs/semantics.md §9: a custom layout whose code failed has no frames to show.
      throw CommandError(
        "the layout failed: \(failure.message)",
        notes: ["fix the layout's code and paste it again; the lab shows no frames it cannot trust"])
    }
    return (c.layout, c.names)
  }

  /// The view leaving at the playhead under this name (`#g`, `Color#2`: its name in the tree
  /// it left), unless the current tree has a view of that name.
  public func leaving(_ text: String) -> ShownFrames.Ghost? {
    if let names, case .success = names.resolve(text) { return nil }
    return shown()?.leaving.first { $0.name == text }
  }

  /// Resolves a view name typed by the user, or explains why it does not resolve.
  public func resolve(_ text: String) throws -> ViewTree.NodeID {
    let (_, names) = try requireLayout()
    switch names.resolve(text) {
    case .success(let n): return n
    case .failure(let f):
      if let ghost = leaving(text) {
        throw CommandError(
          "\(text) is leaving: the update at \(NumberFormat.format(ghost.removedAt)) s removed it, "
            + "so it is no longer laid out",
          notes: [":frames \(text) and :explain \(text) show it until its transition ends"])
      }
      let hint = f.suggestions.isEmpty ? [] : ["did you mean " + orList(f.suggestions) + "?"]
      throw CommandError(f.message, notes: hint)
    }
  }
}
