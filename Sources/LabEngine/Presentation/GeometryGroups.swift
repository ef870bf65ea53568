/// Which views own an animatable frame, and what they animate relative to (docs/semantics.md §7,
/// docs/architecture.md §3): leaves (the views that draw) and geometry groups — the root,
/// `.geometryGroup()`, and every GeometryEffect (`.transformEffect(.identity)` included;
/// `.offset` is a layout modifier here and does not isolate). An owner's frame is kept relative
/// to its nearest enclosing group, so a group's children move with it as one.
///
///     let groups = GeometryGroups(layout.tree)
///     groups.group[Int(leaf)]  // the nearest enclosing group, or nil for the root
public struct GeometryGroups: Sendable {
  /// The nearest enclosing group of each node (nil: the window).
  public let group: [ViewTree.NodeID?]
  /// Whether each node owns an animatable frame.
  public let isOwner: [Bool]

  public init(_ tree: ViewTree) {
    var group = [ViewTree.NodeID?](repeating: nil, count: tree.count)
    var owner = [Bool](repeating: false, count: tree.count)
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      if let p = tree.parent(n) {
        group[i] = GeometryGroups.isGroup(tree.kind(p)) ? p : group[Int(p)]
      }
      owner[i] = tree.childCount(of: n) == 0 || GeometryGroups.isGroup(tree.kind(n))
    }
    self.group = group
    isOwner = owner
  }

  /// Views that draw something: the leaves a removal leaves behind while it transitions.
  /// (An empty stack, a Spacer or an EmptyView has no children but draws nothing.)
  public static func draws(_ kind: ViewKind) -> Bool {
    switch kind {
    case .color, .shape, .text, .image, .divider: return true
    default: return false
    }
  }

  public static func isGroup(_ kind: ViewKind) -> Bool {
    switch kind {
    case .geometryGroup, .effect: return true
    default: return false
    }
  }
}
