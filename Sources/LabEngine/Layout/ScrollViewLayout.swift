/// ScrollView: its content is proposed nil along the scroll axes (so it takes its ideal length)
/// and the viewport, less the content margins, across them. The scroll view itself takes the
/// proposal (nil → the content's length plus margins). Content starts at the leading/top margin
/// along the scroll axes, moved by the session's content offset, and is centred across them.
extension LayoutEngine {
  struct ScrollViewLayout {
    var size: Size
    var placements: [Placement]
  }

  mutating func scrollViewLayout(_ n: NodeID, axes: AxisSet, _ p: ProposedSize) -> ScrollViewLayout {
    let margins = tree.scrollMargins[n] ?? .zero
    let inner = p.inset(by: margins)
    let cp = ProposedSize(
      width: axes.contains(.horizontal) ? nil : inner.width,
      height: axes.contains(.vertical) ? nil : inner.height)
    guard let content = tree.children(of: n).first else {
      return ScrollViewLayout(size: p.replacingUnspecifiedDimensions(by: 0), placements: [])
    }
    let c = sizeThatFits(content, cp)
    let size = Size(
      width: p.width ?? c.width + margins.total(.horizontal),
      height: p.height ?? c.height + margins.total(.vertical))
    let offset = scrollOffset(n)
    func origin(_ axis: Axis) -> Double {
      let lead = axis == .horizontal ? margins.leading : margins.top
      if axes.contains(axis) {
        // Content shorter than the viewport sits where `.defaultScrollAnchor`'s alignment puts it.
        var shift = 0.0
        if let a = tree.scrollAnchors[n]?.alignment {
          shift = Swift.max(0, size[axis] - margins.total(axis) - c[axis]) * (axis == .horizontal ? a.x : a.y)
        }
        return lead + shift - (axis == .horizontal ? offset.dx : offset.dy)
      }
      return lead + (size[axis] - margins.total(axis) - c[axis]) / 2
    }
    return ScrollViewLayout(
      size: size,
      placements: [
        Placement(child: content, proposal: cp, origin: Point(x: origin(.horizontal), y: origin(.vertical)))
      ])
  }
}
