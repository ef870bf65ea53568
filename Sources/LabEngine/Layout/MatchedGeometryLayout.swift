/// `matchedGeometryEffect` in layout (SEMANTICS §6): once everything is placed, each group's
/// followers take the source's frame. `.size` re-proposes the source's size to the follower's
/// content; `.position` moves the content so that its anchor lands on the source's anchor
/// point (both in window coordinates). The modifier node itself keeps its own frame, so the
/// parent's layout — the follower's slot — does not change.
extension LayoutEngine {
  mutating func placeMatchedFollowers() {
    guard tree.kinds.contains(where: { if case .matchedGeometry = $0 { true } else { false } })
    else { return }
    let unplaced = self.unplaced
    let groups = MatchedGroups(tree) { n in
      guard !unplaced.isEmpty else { return true }
      var node: ViewTree.NodeID? = n
      while let cur = node {
        if unplaced.contains(cur) { return false }
        node = tree.parent(cur)
      }
      return true
    }
    for key in groups.members.keys.sorted() {
      guard let source = groups.source[key], let members = groups.members[key],
        case .matchedGeometry(let s) = tree.kind(source)
      else { continue }
      let shared = Rect(origin: globalOrigins[Int(source)], size: sizes[Int(source)])
      let sharedAnchor = s.anchor.in(shared.size)
      for m in members where m != source {
        guard case .matchedGeometry(let g) = tree.kind(m), tree.childCount(of: m) > 0 else {
          continue
        }
        let content = tree.content(of: m)
        var proposal = proposals[Int(content)]
        var size = sizes[Int(content)]
        if g.properties.contains(.size) {
          proposal = ProposedSize(shared.size)
          size = sizeThatFits(content, proposal)
        }
        let own = globalOrigins[Int(m)]
        let ownAnchor = g.anchor.in(sizes[Int(m)])
        let anchor =
          g.properties.contains(.position)
          ? Point(x: shared.minX + sharedAnchor.x, y: shared.minY + sharedAnchor.y)
          : Point(x: own.x + ownAnchor.x, y: own.y + ownAnchor.y)
        let contentAnchor = g.anchor.in(size)
        let global = Point(x: anchor.x - contentAnchor.x, y: anchor.y - contentAnchor.y)
        place(content, proposal, origin: Point(x: global.x - own.x, y: global.y - own.y), global: global)
      }
    }
  }
}
