/// HStack and VStack (docs/semantics.md §2.1–2.3): default spacing, flexibility/priority distribution
/// along the major axis, alignment along the minor axis.
extension LayoutEngine {
  /// What one stack sizing leaves for its placement: how each child was proposed and where it
  /// sits across the stack, in as little memory as the stack allows (stacks are sized several
  /// times per pass). Children alike in priority, flexibility and minimum (the usual case) and
  /// ideal mode need nothing per child: their proposals follow from `available` as they did
  /// in `distribute`, and their sizes are the memo's. Otherwise each child's major proposal
  /// is kept; each child's minor origin is kept only when some guide is not the default.
  final class StackSizing {
    enum Mode { case ideal, uniform, stored }

    let count: Int
    let axis: Axis
    /// The stack's spacing; nil: `gaps` (before each child, index 0 unused).
    let spacing: Double?
    var gaps: [Double] = []
    var mode = Mode.ideal
    /// What every child is proposed across the stack.
    var minorProposal: Double?
    /// `distribute`'s starting length (uniform mode).
    var available = 0.0
    /// Each child's major proposal (stored mode).
    var majorProposals: UnsafeMutablePointer<Double>?
    /// Each child's minor origin, when some child's guide is not `fraction × length`.
    var minorOrigins: UnsafeMutablePointer<Double>?
    /// The lowest guide-aligned minor edge: a child's origin across is `y − lower`.
    var lower = 0.0

    init(count: Int, axis: Axis, spacing: Double?) {
      self.count = count
      self.axis = axis
      self.spacing = spacing
    }

    deinit {
      majorProposals?.deallocate()
      minorOrigins?.deallocate()
    }

    func gap(_ k: Int) -> Double { spacing ?? gaps[k] }
  }

  /// Walks a sized stack's children in order, giving each child's proposal and size again
  /// (what it needs of the sizing, copied out of it).
  struct StackWalk {
    var k = 0
    var available: Double
    let count: Int
    let major: Axis
    let mode: StackSizing.Mode
    let minorProposal: Double?
    let majorProposals: UnsafeMutablePointer<Double>?

    init(_ s: StackSizing) {
      available = s.available
      count = s.count
      major = s.axis
      mode = s.mode
      minorProposal = s.minorProposal
      majorProposals = s.majorProposals
    }
  }

  /// The proposal and (memoised) size of the next child of a sized stack.
  @inline(__always)
  mutating func next(_ c: NodeID, _ walk: inout StackWalk) -> (ProposedSize, Size) {
    let major = walk.major
    let cp: ProposedSize
    switch walk.mode {
    case .ideal:
      cp = ProposedSize(nil, walk.minorProposal, major: major)
    case .uniform:
      let remaining = Double(walk.count - walk.k)
      cp = ProposedSize(max(walk.available / remaining, 0), walk.minorProposal, major: major)
    case .stored:
      cp = ProposedSize(walk.majorProposals![walk.k], walk.minorProposal, major: major)
    }
    let size = sizeThatFits(c, cp)
    if walk.mode == .uniform { walk.available -= size[major] }
    walk.k += 1
    return (cp, size)
  }

  /// The size an HStack or VStack (or a GridRow outside a Grid) chooses for `p`.
  mutating func stackSize(_ n: NodeID, axis: Axis, spacing: Double?, _ p: ProposedSize) -> Size {
    let alignment: AlignmentKey
    switch meta[Int(n)].op {
    case .hstack, .vstack: alignment = stackParams(n).alignment
    default:
      if case .gridRow(let a) = tree.kind(n) {
        alignment = a ?? .vCenter
      } else {
        alignment = axis == .horizontal ? .vCenter : .hCenter
      }
    }
    let sizing = StackSizing(count: tree.childCount(of: n), axis: axis, spacing: spacing)
    let size = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, p, into: sizing)
    buffers.keepStack(n, p, sizing)
    return size
  }

  /// docs/semantics.md §2.2: size the children (ideal mode or `distribute`), then line their alignment
  /// guides up on the minor axis. Returns the stack's size; `s` (made for this stack's axis
  /// and spacing) keeps what placement needs.
  mutating func stackSizing(
    _ n: NodeID, axis: Axis, alignment: AlignmentKey, spacing: Double?, _ p: ProposedSize,
    into s: StackSizing
  ) -> Size {
    let children = tree.children(of: n)
    let count = children.count
    let major = axis
    let minor = axis.other
    // Gaps, summed in order from 0 (as `reduce(0, +)` over the gaps after the first child).
    var internalSpacing = 0.0
    if count > 1 {
      if let spacing {
        for _ in 1..<count { internalSpacing += spacing }
      } else {
        s.gaps = [0] + stackGaps(children, spacing: nil)
        for k in 1..<count { internalSpacing += s.gaps[k] }
      }
    }
    s.minorProposal = p[minor]
    let builtIn = alignment.isBuiltIn
    if p[major] != nil && builtIn && meta[Int(n)].flags & Flag.ignoresProposal != 0 {
      return rigidStackSizing(
        children, major: major, alignment: alignment,
        available: (p[major] ?? 0) - internalSpacing, internalSpacing: internalSpacing, into: s)
    }
    if p[major] == nil {
      // Ideal mode: every child is asked for its ideal major length.
      s.mode = .ideal
      let cp = ProposedSize(nil, p[minor], major: major)
      for c in children { _ = sizeThatFits(c, cp) }
    } else {
      distribute(
        children, major: major, available: (p[major] ?? 0) - internalSpacing,
        minorProposal: p[minor], into: s)
    }
    // Minor axis: y_i = −child[alignment]; the stack spans [0,0] ∪ ⋃ [y_i, y_i + size_i].
    // A child without explicit guides has the default guide (`guide` without the lookups),
    // which placement works out again; any other is kept.
    if !builtIn || children.contains(where: { mayHaveExplicitGuides($0) }) {
      s.minorOrigins = .allocate(capacity: count)
    }
    var lower = 0.0
    var upper = 0.0
    var majorTotal = internalSpacing
    var walk = StackWalk(s)
    for c in children {
      let k = walk.k
      let (cp, childSize) = next(c, &walk)
      let y =
        builtIn && !mayHaveExplicitGuides(c)
        ? -alignment.defaultValue(in: childSize)
        : -guide(c, alignment, cp, childSize)
      s.minorOrigins?[k] = y
      lower = min(lower, y)
      upper = max(upper, y + childSize[minor])
      majorTotal += childSize[major]
    }
    s.lower = lower
    if let ys = s.minorOrigins {
      for k in 0..<count { ys[k] = ys[k] - lower }
    }
    return Size(majorTotal, upper - lower, major: major)
  }

  /// `stackSizing` of a stack none of whose children takes its proposal into account or has
  /// explicit guides (`Flag.ignoresProposal` on the stack): each child's size is the one it
  /// gives for the first proposal `distribute` makes, so the walk over the children that lines
  /// them up across the stack is made in `distribute`'s first loop, and nothing is asked twice.
  /// The same proposals are made in the same order as on the general path (every later one is
  /// answered from the memo), so `measurements` and the memo are as they would have been.
  private mutating func rigidStackSizing(
    _ children: ArraySlice<NodeID>, major: Axis, alignment: AlignmentKey, available: Double,
    internalSpacing: Double, into s: StackSizing
  ) -> Size {
    let minor = major.other
    let zero = ProposedSize(0, s.minorProposal, major: major)
    var uniform = true
    var first = (min: 0.0, flex: 0.0, priority: 0.0)
    var lower = 0.0
    var upper = 0.0
    var majorTotal = internalSpacing
    var k = 0
    for c in children {
      let size = sizeThatFits(c, zero)
      let lo = size[major]
      // What `distribute` works out for a node that ignores proposals (∞ answered as 0).
      let flex = lo - lo
      let priority = layoutPriority(c)
      if k == 0 { first = (lo, flex, priority) }
      if uniform {
        uniform = priority == first.priority && flex == first.flex && lo == first.min
      }
      let y = -alignment.defaultValue(in: size)
      lower = min(lower, y)
      upper = max(upper, y + size[minor])
      majorTotal += lo
      k += 1
    }
    if uniform {
      s.mode = .uniform
      s.available = available
    } else {
      // Unlike children: `distribute` orders them (its probes now come from the memo).
      distribute(
        children, major: major, available: available, minorProposal: s.minorProposal, into: s)
    }
    s.lower = lower
    return Size(majorTotal, upper - lower, major: major)
  }

  /// docs/semantics.md §2.3 `distribute`: children are sized in order of priority, then of
  /// flexibility, each offered an equal share of what is left. Children alike in priority,
  /// flexibility and minimum (the usual case) are sized in their order, with no tables.
  private mutating func distribute(
    _ children: ArraySlice<NodeID>, major: Axis, available: Double, minorProposal: Double?,
    into s: StackSizing
  ) {
    let count = children.count
    guard count > 0 else { return }
    let zero = ProposedSize(0, minorProposal, major: major)
    let infinite = ProposedSize(.infinity, minorProposal, major: major)
    /// A child's minimum and flexibility along the major axis.
    @inline(__always) func probe(_ c: NodeID) -> (min: Double, flex: Double) {
      let lo = sizeThatFits(c, zero)[major]
      // A node that ignores proposals answers ∞ as it answered 0.
      let hi =
        meta[Int(c)].flags & Flag.ignoresProposal != 0 ? lo : sizeThatFits(c, infinite)[major]
      return (lo, hi - lo)
    }
    // Alike: every child's priority, flexibility and minimum equal the first child's (`==`,
    // so a NaN anywhere, the first child's included, makes them not alike).
    var uniform = true
    var first = (min: 0.0, flex: 0.0, priority: 0.0)
    var k = 0
    for c in children {
      let (lo, flex) = probe(c)
      let priority = layoutPriority(c)
      if k == 0 { first = (lo, flex, priority) }
      if uniform {
        uniform = priority == first.priority && flex == first.flex && lo == first.min
      }
      k += 1
    }
    if uniform {
      // One group of equal priority, in child order: each child is offered an equal share of
      // what the ones before it left. `stackSizing`'s next walk (`next`) makes those
      // proposals, in that order, and nothing is asked in between, so they are not made here.
      s.mode = .uniform
      s.available = available
      return
    }
    s.mode = .stored
    let majorProposals = UnsafeMutablePointer<Double>.allocate(capacity: count)
    s.majorProposals = majorProposals
    let work = UnsafeMutablePointer<Double>.allocate(capacity: 3 * count)
    defer { work.deallocate() }
    let mins = work
    let flex = work + count
    let priority = work + 2 * count
    k = 0
    for c in children {
      (mins[k], flex[k]) = probe(c)
      priority[k] = layoutPriority(c)
      k += 1
    }
    // Stable order: priority descending, flexibility ascending, on equal flexibility the larger
    // minimum first.
    var order = Array(0..<count)
    order.sort { a, b in
      if priority[a] != priority[b] { return priority[a] > priority[b] }
      if flex[a] != flex[b] { return flex[a] < flex[b] }
      if mins[a] != mins[b] { return mins[a] > mins[b] }
      return a < b
    }
    let top = priority[order[0]]
    var avail = available
    for i in 0..<count where priority[i] != top { avail -= mins[i] }
    var start = 0
    while start < count {
      var end = start
      let groupPriority = priority[order[start]]
      while end < count && priority[order[end]] == groupPriority { end += 1 }
      if start > 0 {
        for j in start..<end { avail += mins[order[j]] }
      }
      for j in start..<end {
        let idx = order[j]
        let remaining = Double(end - j)
        let cp = ProposedSize(max(avail / remaining, 0), minorProposal, major: major)
        let child = children[children.startIndex + idx]
        let size = sizeThatFits(child, cp)
        majorProposals[idx] = cp[major]!
        avail -= size[major]
      }
      start = end
    }
  }

  /// The gap before each child after the first (docs/semantics.md §2.1): the given spacing, or 0 next
  /// to a Spacer and 8 elsewhere.
  func stackGaps(_ children: ArraySlice<NodeID>, spacing: Double?) -> [Double] {
    guard children.count > 1 else { return [] }
    if let spacing { return [Double](repeating: spacing, count: children.count - 1) }
    var gaps: [Double] = []
    gaps.reserveCapacity(children.count - 1)
    var previousIsSpacer = isSpacer(children[children.startIndex])
    for c in children.dropFirst() {
      let current = isSpacer(c)
      gaps.append(previousIsSpacer || current ? 0 : 8)
      previousIsSpacer = current
    }
    return gaps
  }

  /// A Spacer, seen through modifiers that keep its spacing (frame and padding reset it).
  func isSpacer(_ n: NodeID) -> Bool {
    var node = n
    while true {
      switch tree.kind(node) {
      case .spacer: return true
      case .frame, .flexFrame, .padding, .position, .aspectRatio: return false
      case let k where k.isModifier && tree.childCount(of: node) > 0: node = tree.content(of: node)
      default: return false
      }
    }
  }

  /// `layoutPriority`, seen through modifiers; frame, padding and other layouts reset it to 0,
  /// and a Spacer has −∞ (docs/semantics.md §2.3). Read from the table built when the pass starts.
  @inline(__always)
  func layoutPriority(_ n: NodeID) -> Double {
    meta[Int(n)].flags & Flag.hasPriority != 0 ? layoutPriorities[Int(n)] : 0
  }

  /// One node's `layoutPriority`, given its content's (nil when it has no content).
  static func layoutPriority(_ kind: ViewKind, contentPriority: Double?) -> Double {
    switch kind {
    case .layoutPriority(let value): return value
    case .spacer: return -.infinity
    case .frame, .flexFrame, .padding, .position, .aspectRatio: return 0
    case let k where k.isModifier: return contentPriority ?? 0
    default: return 0
    }
  }

  /// Placement re-runs the sizing with `(p[M], p[m] ?? size.m)` and lays the children out from
  /// the leading (top) edge.
  mutating func stackPlacements(
    _ n: NodeID, axis: Axis, alignment: AlignmentKey, spacing: Double?, _ p: ProposedSize,
    _ size: Size
  ) -> [Placement] {
    var q = p
    q[axis.other] = p[axis.other] ?? size[axis.other]
    let s = StackSizing(count: tree.childCount(of: n), axis: axis, spacing: spacing)
    _ = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, q, into: s)
    var result: [Placement] = []
    result.reserveCapacity(s.count)
    var cursor = 0.0
    var walk = StackWalk(s)
    for c in tree.children(of: n) {
      let k = walk.k
      if k > 0 { cursor += s.gap(k) }
      let (cp, childSize) = next(c, &walk)
      let y = minorOrigin(k, childSize, alignment, s)
      let origin = axis == .horizontal ? Point(x: cursor, y: y) : Point(x: y, y: cursor)
      result.append(Placement(child: c, proposal: cp, origin: origin))
      cursor += childSize[axis]
    }
    return result
  }

  /// A sized stack's child `k`'s origin across the stack: kept, or its default guide again.
  @inline(__always)
  func minorOrigin(_ k: Int, _ childSize: Size, _ alignment: AlignmentKey, _ s: StackSizing)
    -> Double
  {
    if let ys = s.minorOrigins { return ys[k] }
    return -alignment.defaultValue(in: childSize) - s.lower
  }

  /// `place` for an HStack or VStack: the placements of `stackPlacements`, each placed as it
  /// is worked out (no array of placements).
  @inline(never)
  mutating func placeStack(_ n: NodeID, _ p: ProposedSize, _ size: Size, global: Point) {
    let axis: Axis
    switch meta[Int(n)].op {
    case .hstack: axis = .horizontal
    case .vstack: axis = .vertical
    default: return  // only stacks come here; anything else has nothing to place this way
    }
    let (alignment, spacing) = stackParams(n)
    var q = p
    q[axis.other] = p[axis.other] ?? size[axis.other]
    let s: StackSizing
    if let kept = buffers.takeStack(n, q) {
      s = kept
    } else {
      s = StackSizing(count: tree.childCount(of: n), axis: axis, spacing: spacing)
      _ = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, q, into: s)
    }
    var cursor = 0.0
    var walk = StackWalk(s)
    for c in tree.children(of: n) {
      let k = walk.k
      if k > 0 { cursor += s.gap(k) }
      let (cp, childSize) = next(c, &walk)
      let y = minorOrigin(k, childSize, alignment, s)
      let origin = axis == .horizontal ? Point(x: cursor, y: y) : Point(x: y, y: cursor)
      place(c, cp, origin: origin, global: Point(x: global.x + origin.x, y: global.y + origin.y))
      cursor += childSize[axis]
    }
  }
}
