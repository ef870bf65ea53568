/// How matched geometry animates across an update (docs/semantics.md §6): when a group's source
/// changes in an animated update — one view removed and another inserted with the same id —
/// the shared frame moves from the old source to the new one. The inserted views' leaves start
/// from the old source's frame instead of appearing in place, and the removed views' leaves
/// move toward the new source while they fade: a cross-fade plus a morph. Each leaf keeps its
/// place within its member (a leaf filling the member fills the shared frame all the way).
struct MatchedTransition {
  /// The old source of each group, as drawn just before the update.
  private var oldSources: [MatchedGeometry.Key: (identity: UInt64, box: Rect)] = [:]
  /// The new source of each group and where it is drawn in the window at rest.
  private var newSources: [MatchedGeometry.Key: (identity: UInt64, box: Rect)] = [:]
  /// The nearest matched member at or above each node of the new layout.
  private var memberOf: [ViewTree.NodeID?] = []
  private var layout: Layout?

  init() {}

  init(from previous: Layout?, shown: ShownFrames?, to layout: Layout) {
    let tree = layout.tree
    let now = MatchedGroups(tree, isPlaced: layout.isPlaced)
    guard !now.isEmpty else { return }
    self.layout = layout
    // Where each new source will be drawn once the update settles: its frame through the
    // effects above it at their model values.
    let drawn = SpaceGeometry(layout: layout, includesIgnoredEffects: true)
    for (key, s) in now.source {
      newSources[key] = (
        tree.identities[Int(s)], drawn.frame(of: s, in: .global) ?? layout.globalFrame(s)
      )
    }
    memberOf = MatchedTransition.members(tree)
    guard let previous, let shown else { return }
    for (key, s) in MatchedGroups(previous.tree, isPlaced: previous.isPlaced).source {
      guard let quad = shown.quads[Int(s)] else { continue }
      oldSources[key] = (previous.tree.identities[Int(s)], quad.boundingBox)
    }
  }

  var isEmpty: Bool { newSources.isEmpty }

  /// The nearest `.matchedGeometry` node at or above each node.
  static func members(_ tree: ViewTree) -> [ViewTree.NodeID?] {
    var result = [ViewTree.NodeID?](repeating: nil, count: tree.count)
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      if case .matchedGeometry = tree.kinds[i] {
        result[i] = n
      } else if let p = tree.parent(n) {
        result[i] = result[Int(p)]
      }
    }
    return result
  }

  /// Where an inserted view `n` starts, in window coordinates: its target frame carried from
  /// its member's frame to the group's old source, when the source changed; nil otherwise.
  func startFrame(of n: ViewTree.NodeID) -> Rect? {
    guard let layout, let m = memberOf[Int(n)], case .matchedGeometry(let g) = layout.tree.kind(m),
      let old = oldSources[g.key], old.identity != layout.tree.identities[Int(m)]
    else { return nil }
    return layout.globalFrame(n).mapped(from: layout.globalFrame(m), to: old.box)
  }

  /// Where a removed leaf of `previous` heads while it fades: from its member's old frame to
  /// the group's new source; nil when its group has no new source or the source is the same.
  func morph(of i: Int, in previous: Layout, shown: ShownFrames, members: [ViewTree.NodeID?])
    -> Departure.Morph?
  {
    guard let m = members[i], case .matchedGeometry(let g) = previous.tree.kinds[Int(m)],
      let target = newSources[g.key], target.identity != previous.tree.identities[Int(m)],
      let from = shown.quads[Int(m)]?.boundingBox
    else { return nil }
    return Departure.Morph(from: from, to: target.box)
  }

  typealias Departure = Presentation.Departure
}

extension Rect {
  /// This rectangle carried by the map that takes `from` onto `to` (scale and move); itself
  /// when `from` is empty.
  func mapped(from: Rect, to: Rect) -> Rect {
    guard from.width > 0, from.height > 0 else { return self }
    let sx = to.width / from.width
    let sy = to.height / from.height
    return Rect(
      x: to.minX + (minX - from.minX) * sx, y: to.minY + (minY - from.minY) * sy,
      width: width * sx, height: height * sy)
  }
}
