import LabEngine

/// What a session is looking at: the root view the user's code produced, the window it lives
/// in, and the layout of the two, computed when first asked for and kept until either changes.
///
///     scene.root = ViewDescription.color("red"); scene.layout?.sizes.first
public final class Scene {
  public var window: Window = .standard {
    didSet { cache = nil }
  }
  /// The live root; nil until user code produces a view.
  public var root: ViewDescription? {
    didSet { cache = nil }
  }
  public var layoutOptions = LayoutOptions() {
    didSet { cache = nil }
  }

  private var cache: (tree: ViewTree, layout: Layout, names: ViewNames)?

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
