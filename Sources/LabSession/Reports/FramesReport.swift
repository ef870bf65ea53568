import LabEngine

/// What `:frames` and `:tree` show: one row per view in tree order, with its layout trace and
/// its frame in each space. A value — renderers turn it into a table or JSON (docs/architecture.md §1).
///
///     FramesReport(layout: layout).rows.first?.name  // "VStack#1"
public struct FramesReport: Sendable {
  /// One listed view. Modifiers without a layout effect (`.id`, `.border`, `.font`, …) are not
  /// rows of their own; they are listed on the row of the view they modify.
  public struct Row: Sendable {
    public var node: ViewTree.NodeID
    public var depth: Int
    /// The name to type back: `#id` or `Type#n`.
    public var name: String
    public var summary: String
    /// Modifiers folded onto this row, outermost first.
    public var neutralModifiers: [String]
    public var proposal: ProposedSize
    public var size: Size
    /// The frame in the coordinate space of the row's parent row (the root's: the window):
    /// the bounding box of the view's corners there.
    public var inParent: Rect?
    /// `frame(in: .global)`: the bounding box of the corners in window coordinates; nil when a
    /// corner falls behind the eye plane of a perspective effect.
    public var global: Rect?
    /// The four corners in window coordinates, when an effect rotates, skews or projects them
    /// (the global frame is then their bounding box, larger than the view).
    public var globalQuad: Quad?
    /// `frame(in: .named(name))` for each named space of the tree, in `spaceNames` order.
    public var named: [Rect?]
    /// Where the view is drawn at the playhead (the SHOWN layer), when known.
    public var shown: Quad?
    public var shownOpacity: Double?
  }

  /// The playhead's time, when the report includes the SHOWN layer.
  public var time: Double?
  /// Views still leaving at the playhead (every row of a removed subtree), by the names they keep.
  public var departed: [ShownFrames.Ghost] = []
  /// The rows `:why` names an anomaly for, and which (`Anomaly.flagged`).
  public var anomalies: [ViewTree.NodeID: [Anomaly.Rule]] = [:]

  /// The coordinate-space names declared in the tree, in tree order.
  public var spaceNames: [String] = []

  public var window: Window
  public var rows: [Row]
  public var warnings: [LayoutWarning]

  public init(
    layout: Layout, names: ViewNames? = nil, only: Set<ViewTree.NodeID>? = nil,
    shown: ShownFrames? = nil
  ) {
    // Effects animate in the LAYOUT layer too: frames at the SHOWN layer's moment.
    let spaces = SpaceGeometry(layout: layout, parameters: shown?.parameters ?? .model)
    let tree = layout.tree
    let names = names ?? ViewNames(tree)
    window = layout.window
    warnings = tree.warnings
    time = shown?.time
    departed = shown?.leaving ?? []
    rows = []
    guard tree.count > 0 else { return }
    spaceNames = tree.coordinateSpaceNames
    // Depth-first in tree order; layout-neutral modifiers fold into the row below them.
    // A folded modifier asked for by name (`:frames .picker#1`) prints the row it folds into.
    var stack:
      [(node: ViewTree.NodeID, depth: Int, parentRow: ViewTree.NodeID?, folded: [String], foldedNodes: [ViewTree.NodeID])] = [
        (ViewTree.root, 0, nil, [], [])
      ]
    while let (node, depth, parentRow, folded, foldedNodes) = stack.popLast() {
      let kind = tree.kind(node)
      if kind.foldsIntoRow, tree.childCount(of: node) == 1 {
        stack.append((tree.content(of: node), depth, parentRow, folded + [kind.summary], foldedNodes + [node]))
        continue
      }
      if only == nil || only?.contains(node) == true || foldedNodes.contains(where: { only?.contains($0) == true }) {
        let quad = spaces.quad(of: node, in: .global)
        let parentSpace: CoordinateSpace = parentRow.map { .view($0) } ?? .global
        rows.append(
          Row(
            node: node, depth: depth, name: names.name(of: node), summary: kind.summary,
            neutralModifiers: folded, proposal: layout.proposals[Int(node)],
            size: layout.sizes[Int(node)],
            inParent: spaces.frame(of: node, in: parentSpace), global: quad?.boundingBox,
            globalQuad: quad?.isAxisAligned == false ? quad : nil,
            named: spaceNames.map { spaces.frame(of: node, in: .named($0)) },
            shown: shown?.quads[Int(node)] ?? nil, shownOpacity: shown?.opacities[Int(node)]))
      }
      for child in tree.children(of: node).reversed() {
        stack.append((child, depth + 1, node, [], []))
      }
    }
  }
}
