/// ZStack (docs/semantics.md §2.4), also the implicit stack of several overlay/background views.
extension LayoutEngine {
  /// The component-wise maximum over the children with the highest layout priority.
  mutating func zstackSize(_ children: ArraySlice<NodeID>, alignment: Alignment, _ p: ProposedSize)
    -> Size
  {
    guard !children.isEmpty else { return .zero }
    let top = children.map(layoutPriority).max() ?? 0
    var size = Size.zero
    for c in children where layoutPriority(c) == top {
      let s = sizeThatFits(c, p)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
    }
    return size
  }

  /// Every child is proposed the stack's final size; `A` is the largest alignment value among
  /// the top-priority children and each child sits at `A − child[alignment]`.
  mutating func zstackPlacements(_ children: [NodeID], alignment: Alignment, in size: Size)
    -> [Placement]
  {
    let cp = ProposedSize(size)
    let top = children.map(layoutPriority).max() ?? 0
    var ax = -Double.infinity
    var ay = -Double.infinity
    var guides: [(Double, Double)] = []
    for c in children {
      let s = sizeThatFits(c, cp)
      let g = (guide(c, alignment.horizontal, cp, s), guide(c, alignment.vertical, cp, s))
      guides.append(g)
      if layoutPriority(c) == top {
        ax = max(ax, g.0)
        ay = max(ay, g.1)
      }
    }
    if !ax.isFinite { ax = 0 }
    if !ay.isFinite { ay = 0 }
    return children.enumerated().map { k, c in
      Placement(child: c, proposal: cp, origin: Point(x: ax - guides[k].0, y: ay - guides[k].1))
    }
  }
}
