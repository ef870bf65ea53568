/// ViewThatFits (docs/semantics.md §2.6): the first child whose ideal size fits the proposal on the
/// constrained axes, else the last child. Only the chosen child is laid out.
extension LayoutEngine {
  mutating func viewThatFitsChoice(_ n: NodeID, axes: AxisSet, _ p: ProposedSize) -> NodeID? {
    let children = tree.children(of: n)
    for c in children {
      // The ideal size on the constrained axes, the real proposal on the others.
      let probe = ProposedSize(
        width: axes.contains(.horizontal) ? nil : p.width,
        height: axes.contains(.vertical) ? nil : p.height)
      let ideal = sizeThatFits(c, probe)
      let fitsH = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 } ?? true
      let fitsV = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 } ?? true
      if fitsH && fitsV { return c }
    }
    return children.last
  }
}
