import LabGeometry

/// Which view a touch at a point of the window lands on, as SwiftUI hit-tests
/// (docs/semantics.md §12.1): the views that draw, front to back in the order they are drawn,
/// each on its SHOWN geometry (offsets and rotations move where it takes touches; clipping does
/// not), a shape on its own outline (a stroke on the line it draws), a text, image or colour on
/// its frame; a `contentShape` takes touches anywhere in its shape below its content and keeps
/// its content from taking them outside it. `.allowsHitTesting(false)`, a clear colour, opacity
/// 0 and a scroll view's bounds let a touch pass on. A point on an outline, or on a view that is
/// moving, is not decided: the candidate says so and the touch goes no further.
///
///     let test = HitTest(at: Point(x: 10, y: 10), layout: layout, spaces: spaces, shown: shown)
///     test.hit?.node   // the Rectangle behind a Circle whose corner was touched
public struct HitTest: Sendable {
  public enum Outcome: Sendable, Equatable {
    /// The view takes the touch.
    case takes
    /// In its frame but outside what it takes touches on (a Circle's corner, inside a stroke).
    case outsideShape
    /// Within `Path.edgeTolerance` of its outline: not decided.
    case onEdge
    /// A clear colour or fill: draws nothing there, so takes nothing.
    case clear
    /// Drawn at opacity 0.
    case invisible
    /// `.allowsHitTesting(false)` at this node, at or above the view.
    case passesThrough(ViewTree.NodeID)
    /// Outside the bounds of this scroll view or list, which the view is inside.
    case clippedBy(ViewTree.NodeID)
    /// Outside the `contentShape` at this node, which the view is inside.
    case outsideContentShape(ViewTree.NodeID)
    /// The lab cannot say (why, in words); the touch goes no further.
    case undecided(String)
  }

  public struct Candidate: Sendable {
    public var node: ViewTree.NodeID
    public var outcome: Outcome
    /// What the view takes touches on, in words: "its frame", "its path", "its line".
    public var region: String
    /// The candidate is a `contentShape` (its empty space), not something drawn.
    public var isContentShape: Bool
  }

  public let point: Point
  /// Every view whose region is at the point (or, for a shape, whose frame is), front to back.
  public private(set) var candidates: [Candidate] = []

  /// The first candidate that decides the touch: one that takes it, or one that cannot say.
  private var decisive: Candidate? {
    candidates.first {
      switch $0.outcome {
      case .takes, .onEdge, .undecided: return true
      default: return false
      }
    }
  }

  /// The view that takes the touch: the first candidate that takes it, unless one before it
  /// is undecided.
  public var hit: Candidate? { decisive.flatMap { $0.outcome == .takes ? $0 : nil } }

  /// The undecided candidate that stops the touch, if any.
  public var undecided: Candidate? { decisive.flatMap { $0.outcome == .takes ? nil : $0 } }

  let layout: Layout
  let spaces: SpaceGeometry

  /// `spaces` must be the SHOWN layer's (`includesIgnoredEffects`, the moment's parameters);
  /// `shown` gives opacities, which views are moving and which removed views are still drawn.
  public init(at point: Point, layout: Layout, spaces: SpaceGeometry, shown: ShownFrames?) {
    self.point = point
    self.layout = layout
    self.spaces = spaces
    let tree = layout.tree
    guard tree.count > 0 else { return }
    if let ghost = shown?.departed.first(where: { $0.quad.holds(point) }) {
      candidates.append(
        Candidate(
          node: ViewTree.root, outcome: .undecided("\(ghost.name), removed, is still leaving there"),
          region: "", isContentShape: false))
      return
    }
    let looks = Looks(tree)
    var shapes = looks.contentShapes[...]
    func testShapes(at index: Int) {
      // The content shapes whose content starts above this look, innermost first.
      while let last = shapes.last, last.at >= index {
        shapes.removeLast()
        if let c = contentShapeCandidate(last.node, last.shape, last.evenOdd, shown) { candidates.append(c) }
      }
    }
    testShapes(at: looks.looks.count)
    for (index, look) in looks.looks.enumerated().reversed() {
      if let c = lookCandidate(look, shown) { candidates.append(c) }
      testShapes(at: index)
    }
  }

  /// The point in `n`'s own space (its frame's top-leading corner at the origin), or nil.
  func local(_ n: ViewTree.NodeID) -> Point? {
    guard layout.isPlaced(n) else { return nil }
    return spaces.toGlobal[Int(n)].inverted?.map(point)
  }

  func frame(_ n: ViewTree.NodeID) -> Rect {
    Rect(origin: .zero, size: layout.sizes[Int(n)])
  }

  /// The frame holds the point, at most `Path.edgeTolerance` outside it included.
  func near(_ p: Point, _ rect: Rect, grownBy d: Double = 0) -> Bool {
    let t = Path.edgeTolerance + d
    return p.x >= rect.minX - t && p.x <= rect.maxX + t && p.y >= rect.minY - t && p.y <= rect.maxY + t
  }

  /// A region in words and the outcome of testing it, or nil when the point is nowhere near.
  private func lookCandidate(_ look: Look, _ shown: ShownFrames?) -> Candidate? {
    let n = look.node
    guard let p = local(n) else { return nil }
    let rect = frame(n)
    var region = "its frame"
    var outcome: Outcome
    switch look.content {
    case .separator, .bars:
      // Not views: a list's separators and the navigation bars are left to the named commands.
      return nil
    case .text, .image, .divider:
      guard near(p, rect) else { return nil }
      outcome = Self.rectOutcome(p, rect)
    case .color, .frame:
      if let stroke = look.stroke {
        // `.border`: a line inside the frame.
        region = "its line"
        guard near(p, rect) else { return nil }
        outcome = bandOutcome(p, shape: .rectangle, rect, stroke)
        if outcome == .takes, Self.isClear(stroke.paint) { outcome = .clear }
      } else {
        guard near(p, rect) else { return nil }
        outcome = Self.isClear(look.fill) ? .clear : Self.rectOutcome(p, rect)
      }
    case .shape(let shape):
      let inset = look.inset
      let box = rect.inset(by: EdgeInsets(all: inset))
      let grow = look.stroke.map { $0.inside ? 0 : $0.width / 2 } ?? 0
      guard near(p, rect, grownBy: grow) else { return nil }
      if look.trim.map({ $0 != 0...1 }) == true {
        outcome = .undecided("a trimmed shape's outline is not hit-tested by the lab yet")
        region = "its trimmed outline"
        break
      }
      guard let path = shape.path(in: box) else {
        outcome = .undecided("its path could not be made")
        break
      }
      var fill = Outcome.outsideShape
      if let paint = look.fill, !Self.isClear(paint) {
        region = "its path"
        fill = Self.pathOutcome(p, path, evenOdd: look.evenOdd)
      }
      if fill == .takes || fill == .onEdge || look.stroke == nil {
        outcome = fill
        if look.stroke == nil, let paint = look.fill, Self.isClear(paint) {
          outcome = near(p, rect) && path.contains(p) ? .clear : .outsideShape
        }
        break
      }
      let stroke = look.stroke!
      region = look.fill == nil ? "its line" : "its path and line"
      let band = bandOutcome(p, shape: shape, box, stroke)
      outcome = band == .takes && Self.isClear(stroke.paint) ? .clear : band
    }
    if outcome == .outsideShape, !near(p, rect) { return nil }
    if outcome == .takes || outcome == .onEdge || outcome == .clear {
      if let reason = passage(from: n, shown) { outcome = reason }
    }
    return Candidate(node: n, outcome: outcome, region: region, isContentShape: false)
  }

  private func contentShapeCandidate(
    _ n: ViewTree.NodeID, _ shape: ShapeKind?, _ evenOdd: Bool, _ shown: ShownFrames?
  ) -> Candidate? {
    guard let p = local(n) else { return nil }
    let rect = frame(n)
    guard let path = shape?.path(in: rect) else {
      guard near(p, rect) else { return nil }
      return Candidate(
        node: n, outcome: .undecided("its content shape is not a shape the lab can read"),
        region: "its content shape", isContentShape: true)
    }
    var outcome = Self.pathOutcome(p, path, evenOdd: evenOdd)
    if outcome == .outsideShape, !near(p, rect) { return nil }
    if outcome == .takes || outcome == .onEdge, let reason = passage(from: n, shown, includingSelf: false) {
      outcome = reason
    }
    return Candidate(node: n, outcome: outcome, region: "its content shape", isContentShape: true)
  }

  /// Why a view whose region holds the point still lets the touch on (or cannot say), from the
  /// view up to the root: `.allowsHitTesting(false)`, a scroll view's bounds, an outer content
  /// shape, opacity 0, or motion.
  private func passage(from n: ViewTree.NodeID, _ shown: ShownFrames?, includingSelf: Bool = true) -> Outcome? {
    let tree = layout.tree
    if let shown, Int(n) < shown.animating.count, shown.animating[Int(n)] {
      return .undecided("it is moving: an animation is in flight at this moment")
    }
    if let shown, Int(n) < shown.opacities.count, shown.opacities[Int(n)] <= 0 { return .invisible }
    var node: ViewTree.NodeID? = includingSelf ? n : tree.parent(n)
    while let cur = node {
      switch tree.kind(cur) {
      case .drawing(let m) where m.name == "allowsHitTesting" && m.value == "false":
        return .passesThrough(cur)
      case .drawing(let m) where m.name == "contentShape" && cur != n:
        guard let style = m.style else { break }  // a kind other than `.interaction`
        guard let p = local(cur), let path = style.shape?.path(in: frame(cur)) else {
          return .undecided("the content shape around it is not a shape the lab can read")
        }
        switch Self.pathOutcome(p, path, evenOdd: style.evenOdd ?? false) {
        case .takes: break
        case .onEdge: return .onEdge
        default: return .outsideContentShape(cur)
        }
      case .scrollView, .list:
        if cur != n, let p = local(cur), !Self.strictlyInside(p, frame(cur)) {
          if Self.rectOutcome(p, frame(cur)) == .onEdge { return .onEdge }
          return .clippedBy(cur)
        }
      default: break
      }
      node = tree.parent(cur)
    }
    return nil
  }

  static func strictlyInside(_ p: Point, _ r: Rect) -> Bool {
    let t = Path.edgeTolerance
    return p.x > r.minX + t && p.x < r.maxX - t && p.y > r.minY + t && p.y < r.maxY - t
  }

  static func rectOutcome(_ p: Point, _ r: Rect) -> Outcome {
    if strictlyInside(p, r) { return .takes }
    let t = Path.edgeTolerance
    let outside = p.x < r.minX - t || p.x > r.maxX + t || p.y < r.minY - t || p.y > r.maxY + t
    return outside ? .outsideShape : .onEdge
  }

  static func pathOutcome(_ p: Point, _ path: Path, evenOdd: Bool = false) -> Outcome {
    let (distance, inside) = path.locate(p, evenOdd: evenOdd)
    if distance <= Path.edgeTolerance { return .onEdge }
    return inside ? .takes : .outsideShape
  }

  /// A stroke's line: `stroke` centred on the outline, `strokeBorder` (and `border`) inside it.
  /// The line of a smooth convex outline is every point within its width of it (on its side);
  /// a rectangle's corners are mitred, so its outer edge is the rectangle grown by half the
  /// width. Other outlines with corners are not decided.
  private func bandOutcome(_ p: Point, shape: ShapeKind, _ box: Rect, _ stroke: Look.Stroke) -> Outcome {
    let w = stroke.width
    guard w > 0 else { return .outsideShape }
    switch shape {
    case .rectangle, .roundedRectangle(0):
      let outer = stroke.inside ? box : box.outset(by: EdgeInsets(all: w / 2))
      let a = Self.rectOutcome(p, outer)
      guard a == .takes else { return a }
      let d = stroke.inside ? w : w / 2
      // The line fills the whole shape when it is wider than the shape.
      if 2 * d >= box.width || 2 * d >= box.height { return .takes }
      let inner = box.inset(by: EdgeInsets(all: d))
      switch Self.rectOutcome(p, inner) {
      case .takes: return .outsideShape
      case .onEdge: return .onEdge
      default: return .takes
      }
    case .circle, .ellipse, .capsule, .roundedRectangle:
      guard let path = shape.path(in: box) else { return .undecided("its path could not be made") }
      let (d, inside) = path.locate(p)
      if stroke.inside {
        if abs(d) <= Path.edgeTolerance || abs(d - w) <= Path.edgeTolerance { return .onEdge }
        return inside && d < w ? .takes : .outsideShape
      }
      if abs(d - w / 2) <= Path.edgeTolerance { return .onEdge }
      return d < w / 2 ? .takes : .outsideShape
    default:
      return .undecided("the line of a stroked path or custom shape is not hit-tested by the lab yet")
    }
  }

  static func isClear(_ paint: Paint?) -> Bool {
    if case .color(let c)? = paint { return c.opacity <= 0 }
    return false
  }

  /// The innermost views whose SHOWN frames hold the point: where a touch that nothing takes
  /// landed.
  public func framesAt() -> [ViewTree.NodeID] {
    let tree = layout.tree
    var found: [ViewTree.NodeID] = []
    func walk(_ n: ViewTree.NodeID) -> Bool {
      guard let p = local(n), Self.strictlyInside(p, frame(n)) else {
        // A child can be drawn outside its parent: look inside all the same.
        var any = false
        for c in tree.children(of: n) where walk(c) { any = true }
        return any
      }
      var inner = false
      for c in tree.children(of: n) where walk(c) { inner = true }
      if !inner { found.append(n) }
      return true
    }
    _ = walk(ViewTree.root)
    return found
  }
}

extension Quad {
  /// Whether the quad (a parallelogram or any convex quad) holds the point.
  func holds(_ p: Point) -> Bool {
    let pts = points
    var sign = 0.0
    for k in 0..<4 {
      let (a, b) = (pts[k], pts[(k + 1) % 4])
      let c = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
      if c != 0 {
        if sign == 0 { sign = c } else if (c > 0) != (sign > 0) { return false }
      }
    }
    return true
  }
}
