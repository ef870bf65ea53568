/// A coordinate space a frame can be asked in (`CoordinateSpace`): the view's own, the
/// window's, a named one (`.coordinateSpace(name:)`), the nearest scroll view's, or the local
/// space of another view (what `:convert` uses).
///
///     CoordinateSpace.named("stack")
public enum CoordinateSpace: Hashable, Sendable, CustomStringConvertible {
  case local
  case global
  case named(String)
  /// The nearest enclosing ScrollView (`.scrollView`).
  case scrollView
  /// The nearest enclosing ScrollView that scrolls along the axis (`.scrollView(axis:)`, iOS 17).
  case scrollViewAlong(Axis)
  case view(ViewTree.NodeID)

  public var description: String {
    switch self {
    case .local: return ".local"
    case .global: return ".global"
    case .named(let n): return ".named(\"\(n)\")"
    case .scrollView: return ".scrollView"
    case .scrollViewAlong(let axis): return ".scrollView(axis: .\(axis == .horizontal ? "horizontal" : "vertical"))"
    case .view(let n): return "view \(n)"
    }
  }
}

/// Effect-aware geometry over a layout (docs/semantics.md §4.2): each node's chain from local to
/// window coordinates (translations by layout origins, and the matrices of the geometry effects
/// above it), and frames converted between spaces by mapping the four corners and taking their
/// bounding box.
///
///     let g = SpaceGeometry(layout: layout)
///     g.frame(of: reader, in: .global)   // 463.38 wide under a 10° rotation of 400×400
public struct SpaceGeometry: Sendable {
  public let layout: Layout
  /// Local → window, per node.
  public private(set) var toGlobal: [ProjectionTransform]
  /// Local → the parent's local space, per node (identity for the root).
  public private(set) var toParent: [ProjectionTransform]
  /// Whether ignored-by-layout effects count (the shown layer) or not (the layout layer).
  public let includesIgnoredEffects: Bool
  /// The moment's animated effect parameters (`.model`: the model's).
  public let parameters: EffectParameters

  public init(
    layout: Layout, includesIgnoredEffects: Bool = false, parameters: EffectParameters = .model
  ) {
    self.layout = layout
    self.includesIgnoredEffects = includesIgnoredEffects
    self.parameters = parameters
    let tree = layout.tree
    var chain = [ProjectionTransform](repeating: .identity, count: tree.count)
    var up = [ProjectionTransform](repeating: .identity, count: tree.count)
    // Pre-order: a parent's chain is ready before its children's.
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      var o = layout.origins[i]
      if let p = tree.parent(n), !parameters.offsets.isEmpty, let d = parameters.offsets[p] {
        // An offset animating: its content is where the offset is at this moment.
        // (Right-to-left, an offset to the right moves the content left: docs/semantics.md §3.1.)
        o = Point(x: layout.isRightToLeft(n) ? o.x - d.dx : o.x + d.dx, y: o.y + d.dy)
      }
      var local = AffineTransform2D(translationX: o.x, y: o.y).projection
      if let p = tree.parent(n) {
        if case .effect(let effect, let affectsLayout) = tree.kind(p),
          affectsLayout || includesIgnoredEffects
        {
          // A singular matrix is ignored (docs/semantics.md §4.1).
          let m = parameters.effect(p, effect).matrix(for: layout.sizes[Int(p)], rightToLeft: layout.isRightToLeft(p))
          if m.inverted != nil { local = local.concatenating(m) }
        }
        up[i] = local
        local = local.concatenating(chain[Int(p)])
      }
      chain[i] = local
    }
    toGlobal = chain
    toParent = up
  }

  /// The node whose local space is `space`, as seen from `n`; nil means the window. `missing`
  /// is set when a named space was not found above `n` (SwiftUI then uses global).
  public func spaceNode(_ space: CoordinateSpace, from n: ViewTree.NodeID) -> (node: ViewTree.NodeID?, missing: Bool) {
    let tree = layout.tree
    switch space {
    case .global: return (nil, false)
    case .local: return (n, false)
    case .view(let v): return (v, false)
    case .named(let name):
      var node: ViewTree.NodeID? = n
      while let cur = node {
        if case .coordinateSpace(let s) = tree.kind(cur), s == name { return (cur, false) }
        node = tree.parent(cur)
      }
      return (nil, true)
    case .scrollView:
      var node = tree.parent(n)
      while let cur = node {
        if case .scrollView = tree.kind(cur) { return (cur, false) }
        node = tree.parent(cur)
      }
      return (nil, true)
    case .scrollViewAlong(let axis):
      var node = tree.parent(n)
      while let cur = node {
        if case .scrollView(let axes) = tree.kind(cur), axes.contains(axis) { return (cur, false) }
        node = tree.parent(cur)
      }
      return (nil, true)
    }
  }

  /// The matrix from `n`'s local space to `space`.
  public func transform(from n: ViewTree.NodeID, to space: CoordinateSpace) -> ProjectionTransform? {
    let target = spaceNode(space, from: n).node
    guard let target else { return toGlobal[Int(n)] }
    if target == n { return .identity }
    // An ancestor's space: walk up to it (docs/semantics.md §4.2), so that transforms above it (a
    // rotation of the whole named space) never enter the result, not even as rounding.
    var walked = ProjectionTransform.identity
    var node = n
    while let p = layout.tree.parent(node) {
      walked = walked.concatenating(toParent[Int(node)])
      if p == target { return walked }
      node = p
    }
    guard let back = toGlobal[Int(target)].inverted else { return nil }
    return toGlobal[Int(n)].concatenating(back)
  }

  /// The view's bounds mapped into `space`: four corners, or nil when a corner falls at or
  /// behind the eye plane (w ≤ 0) or the space's transform is singular.
  public func quad(of n: ViewTree.NodeID, in space: CoordinateSpace) -> Quad? {
    guard let t = transform(from: n, to: space) else { return nil }
    return Rect(size: layout.sizes[Int(n)]).corners.applying(t)
  }

  /// `frame(in:)`: the bounding box of the mapped corners; nil as for `quad`.
  public func frame(of n: ViewTree.NodeID, in space: CoordinateSpace) -> Rect? {
    quad(of: n, in: space)?.boundingBox
  }

  /// A rectangle given in `from`'s space, converted to `to`'s space through the four corners.
  public func convert(_ rect: Rect, from: ViewTree.NodeID, to space: CoordinateSpace) -> Quad? {
    guard let t = transform(from: from, to: space) else { return nil }
    return rect.corners.applying(t)
  }
}

extension ViewTree {
  /// The names declared with `.coordinateSpace(name:)`, in tree order, each once.
  public var coordinateSpaceNames: [String] {
    var names: [String] = []
    for kind in kinds {
      if case .coordinateSpace(let name) = kind, !names.contains(name) { names.append(name) }
    }
    return names
  }
}
