/// `matchedGeometryEffect` in layout (docs/semantics.md §6): once everything is placed, each group's
/// followers take the source's frame. `.size` re-proposes the source's size to the follower's
/// content, which keeps its layout origin; `.position` moves the content so that its anchor
/// lands on the source's anchor point (both in window coordinates). The modifier node itself keeps its own frame, so the
/// parent's layout — the follower's slot — does not change.
extension LayoutEngine {
  mutating func placeMatchedFollowers() {
    guard tree.hasMatchedGeometry else { return }
    let (tree, unplaced) = (self.tree, self.unplaced)
    let groups = MatchedGroups(tree) { Layout.isPlaced($0, in: tree, unplaced: unplaced) }
    for key in groups.members.keys.sorted() {
      guard let source = groups.source[key], let members = groups.members[key],
        case .matchedGeometry(let s) = tree.kind(source)
      else { continue }
      let shared = Rect(origin: globalOrigins[Int(source)], size: sizes[Int(source)])
      let sharedAnchor = mirrored(s.anchor, isRightToLeft(source)).in(shared.size)
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
        // Without `.position` the content keeps its layout origin (it grows to the bottom
        // right, as seed 001 observes); with it, its anchor lands on the source's.
        let own = globalOrigins[Int(m)]
        var global = own
        if g.properties.contains(.position) {
          let contentAnchor = mirrored(g.anchor, isRightToLeft(m)).in(size)
          global = Point(
            x: shared.minX + sharedAnchor.x - contentAnchor.x,
            y: shared.minY + sharedAnchor.y - contentAnchor.y)
        }
        var origin = Point(x: global.x - own.x, y: global.y - own.y)
        if g.properties.contains(.position), isRightToLeft(content) {
          // `place` mirrors the content within the member; the frame found is already where
          // it goes, so mirror it first. (Without `.position` it keeps its layout origin,
          // mirrored as any view's: it grows to the bottom left.)
          origin.x = sizes[Int(m)].width - origin.x - size.width
        }
        place(content, proposal, origin: origin, global: Point(x: own.x + origin.x, y: global.y))
      }
    }
  }
}

/// Right-to-left an anchor's leading side is the right (docs/semantics.md §3.1).
private func mirrored(_ u: UnitPoint, _ rightToLeft: Bool) -> UnitPoint {
  rightToLeft ? UnitPoint(x: 1 - u.x, y: u.y) : u
}
