/// `ScrollViewProxy.scrollTo(_:anchor:)` worked out on a layout (docs/semantics.md §2.14): the
/// scroll container around the view with an identity, and the content offset that shows it.
///
/// Apple: with an anchor, the anchor's point in the view is put on the same point of the
/// scroll view; without one, the container scrolls "the minimum amount to make the identified
/// view wholly visible". The offset stays within the content (0 to content − viewport) as a
/// scroll view's does [INF].
///
///     layout.scrollTarget(identity: "8", anchor: .top)   // (container: 0, offset: (0, 1480))
public struct ScrollTarget: Hashable, Sendable {
  /// The container's place among the tree's scroll containers (`ViewTree.scrollContainers`).
  public var container: Int
  public var offset: Vector
  /// The offset asked for lay outside the content, and was brought back inside it.
  public var clamped: Bool
}

extension Layout {
  /// The first placed view (in tree order) whose identity — `.id(_)` or a `ForEach` element's id —
  /// prints as `identity`, inside a ScrollView or List.
  public func scrollTarget(identity: String, anchor: UnitPoint?) -> ScrollTarget? {
    for i in tree.kinds.indices {
      let n = ViewTree.NodeID(i)
      switch tree.kinds[i] {
      case .identifier(let id) where id == identity, .element(let id) where id == identity:
        guard isPlaced(n), let target = scrollTarget(for: n, anchor: anchor) else { continue }
        return target
      default: continue
      }
    }
    return nil
  }

  /// The offset of the scroll container nearest above `n` that shows `n` as `anchor` asks.
  public func scrollTarget(for n: ViewTree.NodeID, anchor: UnitPoint?) -> ScrollTarget? {
    var node = tree.parent(n)
    while let s = node {
      let axes: AxisSet
      switch tree.kinds[Int(s)] {
      case .scrollView(let a): axes = a
      case .list: axes = .vertical
      default:
        node = tree.parent(s)
        continue
      }
      guard let k = tree.scrollContainers.firstIndex(of: s) else { return nil }
      let current = scrollOffset(of: s)
      let viewport = globalFrame(s)
      // In a List the identity is the row's: its whole cell is what is shown.
      var shown = n
      if case .list = tree.kinds[Int(s)] {
        var cur: ViewTree.NodeID? = n
        while let c = cur, c != s {
          if case .listRow = tree.kinds[Int(c)] { shown = c }
          cur = tree.parent(c)
        }
      }
      let view = globalFrame(shown)
      let extent = contentExtent(of: s, offset: current)
      var offset = current
      var clamped = false
      for axis in [Axis.horizontal, .vertical] where axes.contains(axis) {
        let now = axis == .horizontal ? current.dx : current.dy
        // Where the view is in the content, from the scroll view's edge at offset 0.
        let start = view.origin[axis] - viewport.origin[axis] + now
        let length = view.size[axis]
        let visible = viewport.size[axis]
        var wanted: Double
        if let anchor {
          let u = axis == .horizontal ? anchor.x : anchor.y
          wanted = start + u * length - u * visible
        } else if start < now || length > visible {
          wanted = start
        } else if start + length > now + visible {
          wanted = start + length - visible
        } else {
          wanted = now
        }
        let limit = Swift.max(0, extent[axis] - visible)
        let inside = Swift.min(Swift.max(wanted, 0), limit)
        if Swift.abs(inside - wanted) > 1e-9 { clamped = true }
        if axis == .horizontal { offset.dx = inside } else { offset.dy = inside }
      }
      return ScrollTarget(container: k, offset: offset, clamped: clamped)
    }
    return nil
  }

  /// How long a scroll container's content is along each axis, margins included: a ScrollView's
  /// content view, a List's sections down to the end of the last one and its bottom gap.
  func contentExtent(of s: ViewTree.NodeID, offset: Vector) -> Size {
    let origin = globalFrame(s).origin
    var width = 0.0
    var height = 0.0
    for c in tree.children(of: s) {
      let f = globalFrame(c)
      width = Swift.max(width, f.maxX - origin.x + offset.dx)
      height = Swift.max(height, f.maxY - origin.y + offset.dy)
    }
    switch tree.kinds[Int(s)] {
    case .scrollView:
      let margins = tree.scrollMargins[s] ?? .zero
      width += margins.trailing
      height += margins.bottom
    case .list(let spec):
      height += ListMetrics(style: spec.style, windowWidth: window.size.width).bottomGap
    default: break
    }
    return Size(width: width, height: height)
  }
}
