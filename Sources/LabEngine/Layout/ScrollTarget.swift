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
      let room = scrollRoom(of: s)
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
        let inside = Swift.min(Swift.max(wanted, 0), room[axis])
        if Swift.abs(inside - wanted) > 1e-9 { clamped = true }
        if axis == .horizontal { offset.dx = inside } else { offset.dy = inside }
      }
      return ScrollTarget(container: k, offset: offset, clamped: clamped)
    }
    return nil
  }

  /// How far a scroll container can scroll on each axis it scrolls (its content's length less
  /// its viewport's, at least 0; 0 on an axis it does not scroll): the offsets run from 0 to this.
  public func scrollRoom(of s: ViewTree.NodeID) -> Size {
    let viewport = globalFrame(s).size
    let extent = contentExtent(of: s, offset: scrollOffset(of: s))
    var axes = AxisSet.vertical
    if case .scrollView(let a) = tree.kinds[Int(s)] { axes = a }
    return Size(
      width: axes.contains(.horizontal) ? Swift.max(0, extent.width - viewport.width) : 0,
      height: axes.contains(.vertical) ? Swift.max(0, extent.height - viewport.height) : 0)
  }

  /// The offset that shows a ScrollView's `edge`: its start (0) or its end (`scrollRoom`) on that
  /// edge's axis, the other axis where it is (iOS 18's `ScrollPosition.scrollTo(edge:)`).
  public func scrollOffset(of s: ViewTree.NodeID, showing edge: Edge) -> Vector {
    let room = scrollRoom(of: s)
    var moved = scrollOffset(of: s)
    switch edge {
    case .top: moved.dy = 0
    case .bottom: moved.dy = room.height
    case .leading: moved.dx = 0
    case .trailing: moved.dx = room.width
    }
    return moved
  }

  /// The offset of a point (an axis not given kept where it is), brought inside the content;
  /// and whether it had to be.
  public func scrollOffset(of s: ViewTree.NodeID, x: Double?, y: Double?) -> (offset: Vector, clamped: Bool) {
    let room = scrollRoom(of: s)
    let current = scrollOffset(of: s)
    let wanted = Vector(dx: x ?? current.dx, dy: y ?? current.dy)
    let moved = Vector(
      dx: Swift.min(Swift.max(wanted.dx, 0), room.width), dy: Swift.min(Swift.max(wanted.dy, 0), room.height))
    return (moved, moved != wanted)
  }

  /// How long a scroll container's content is along each axis, margins included: a ScrollView's
  /// content view, a List's sections down to the end of the last one and its bottom gap.
  public func contentExtent(of s: ViewTree.NodeID, offset: Vector) -> Size {
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

/// `.scrollPosition(id:anchor:)` read from a layout (docs/semantics.md §2.14): the scroll view
/// it watches, the views of that scroll view's scroll target layout, and which of them is the
/// top-most (leading-most) one in the visible region.
///
///     layout.scrollPositionContainer(at: n)            // the ScrollView at or below n
///     layout.topMostScrollTarget(in: s)                // "5", the first row still in view
extension Layout {
  /// The first ScrollView at or below `n`, in tree order (the one the modifier watches).
  public func scrollPositionContainer(at n: ViewTree.NodeID) -> ViewTree.NodeID? {
    var stack = [n]
    while let m = stack.popLast() {
      if case .scrollView = tree.kinds[Int(m)] { return m }
      stack.append(contentsOf: tree.children(of: m).reversed())
    }
    return nil
  }

  /// The views of the scroll target layout inside the scroll view `s` (the children of the
  /// layout `.scrollTargetLayout()` marks, the first such layout in tree order), each with the
  /// identity it has: its `ForEach` id or `.id(_)`, the outermost one on its modifier chain.
  /// Nil when no layout inside is marked.
  public func scrollTargets(in s: ViewTree.NodeID) -> [(node: ViewTree.NodeID, identity: String?)]? {
    var stack = Array(tree.children(of: s).reversed())
    while let m = stack.popLast() {
      if case .drawing(let d) = tree.kinds[Int(m)], d.name == "scrollTargetLayout", d.value != "false" {
        // The marker's content is the layout; a modifier chain between them is walked down.
        var layout = tree.content(of: m)
        while tree.kinds[Int(layout)].isModifier, tree.childCount(of: layout) > 0 {
          layout = tree.content(of: layout)
        }
        return tree.children(of: layout).map { c in (c, identity(along: c)) }
      }
      if case .scrollView = tree.kinds[Int(m)] { continue }  // a nested scroll view's targets are its own
      stack.append(contentsOf: tree.children(of: m).reversed())
    }
    return nil
  }

  /// The first `ForEach` id or `.id(_)` on the modifier chain that starts at `n`.
  func identity(along n: ViewTree.NodeID) -> String? {
    var m = n
    while true {
      switch tree.kinds[Int(m)] {
      case .element(let id), .identifier(let id): return id
      default: break
      }
      guard tree.kinds[Int(m)].isModifier, tree.childCount(of: m) > 0 else { return nil }
      m = tree.content(of: m)
    }
  }

  /// The identity of the first target, in layout order, that reaches into the scroll view's
  /// visible region along its scrolling axis (vertical, or horizontal for a horizontal-only
  /// scroll view): Apple's "top-most view scrolled within the visible region". Nil when no
  /// target with an identity is in view.
  public func topMostScrollTarget(in s: ViewTree.NodeID) -> String? {
    guard let targets = scrollTargets(in: s) else { return nil }
    var axis = Axis.vertical
    if case .scrollView(let axes) = tree.kinds[Int(s)], !axes.contains(.vertical) { axis = .horizontal }
    let viewport = globalFrame(s)
    let start = viewport.origin[axis]
    let end = start + viewport.size[axis]
    for (node, identity) in targets where isPlaced(node) {
      let frame = globalFrame(node)
      let lo = frame.origin[axis]
      let hi = lo + frame.size[axis]
      // Reaching in: some of its length lies between the viewport's edges.
      if hi > start + 1e-9 && lo < end - 1e-9, let identity { return identity }
    }
    return nil
  }
}
