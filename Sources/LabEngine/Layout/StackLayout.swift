/// HStack and VStack (SEMANTICS §2.1–2.3): default spacing, flexibility/priority distribution
/// along the major axis, alignment along the minor axis.
extension LayoutEngine {
  /// The working memory of one stack sizing, one allocation per sizing (stacks are sized
  /// several times per pass, for several proposals), 24 bytes a child: for each child its
  /// proposal along the major axis (across, every child is proposed the stack's
  /// `minorProposal`; in ideal mode the major proposal is nil for all), its major length and
  /// its minor-axis origin; and the gaps, when the stack's spacing is not given.
  struct StackScratch {
    let count: Int
    private let base: UnsafeMutableRawPointer
    private let header: UnsafeMutablePointer<Header>
    let majorProposals: UnsafeMutablePointer<Double>
    let majorLengths: UnsafeMutablePointer<Double>
    let minorOrigins: UnsafeMutablePointer<Double>
    /// The gap before each child (index 0 unused) when there is no uniform `spacing`.
    private let gaps: UnsafeMutablePointer<Double>?

    struct Header {
      var axis: Axis
      var ideal: Bool
      var minorProposal: Double?
      var spacing: Double?
    }

    init(count: Int, axis: Axis, spacing: Double?) {
      self.count = count
      let d = MemoryLayout<Double>.stride
      let headerBytes = (MemoryLayout<Header>.stride + 15) / 16 * 16
      let runs = spacing == nil ? 4 : 3
      let raw = UnsafeMutableRawPointer.allocate(
        byteCount: headerBytes + count * runs * d, alignment: 16)
      base = raw
      header = raw.bindMemory(to: Header.self, capacity: 1)
      header.initialize(to: Header(axis: axis, ideal: false, minorProposal: nil, spacing: spacing))
      let run = (raw + headerBytes).bindMemory(to: Double.self, capacity: count * runs)
      majorProposals = run
      majorLengths = run + count
      minorOrigins = run + 2 * count
      gaps = spacing == nil ? run + 3 * count : nil
    }

    func deallocate() { base.deallocate() }

    var axis: Axis { header.pointee.axis }
    var ideal: Bool {
      get { header.pointee.ideal }
      nonmutating set { header.pointee.ideal = newValue }
    }
    var minorProposal: Double? {
      get { header.pointee.minorProposal }
      nonmutating set { header.pointee.minorProposal = newValue }
    }

    /// The proposal child `k` was sized with.
    @inline(__always)
    func proposal(_ k: Int) -> ProposedSize {
      ProposedSize(ideal ? nil : majorProposals[k], minorProposal, major: axis)
    }

    /// The gap before child `k` (k ≥ 1).
    @inline(__always)
    func gap(_ k: Int) -> Double { gaps?[k] ?? header.pointee.spacing ?? 0 }

    func setGap(_ k: Int, _ value: Double) { gaps?[k] = value }
  }

  /// The size an HStack or VStack (or a GridRow outside a Grid) chooses for `p`.
  mutating func stackSize(_ n: NodeID, axis: Axis, spacing: Double?, _ p: ProposedSize) -> Size {
    let alignment: AlignmentKey
    switch tree.kind(n) {
    case .hstack(let a, _): alignment = a
    case .vstack(let a, _): alignment = a
    case .gridRow(let a): alignment = a ?? .vCenter
    default: alignment = axis == .horizontal ? .vCenter : .hCenter
    }
    let scratch = StackScratch(count: tree.childCount(of: n), axis: axis, spacing: spacing)
    let size = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, p, into: scratch)
    buffers.keepStack(n, p, scratch)
    return size
  }

  /// SEMANTICS §2.2: size the children (ideal mode or `distribute`), then line their alignment
  /// guides up on the minor axis. Returns the stack's size; what placement needs of each child
  /// (its proposal, major length, minor origin, the gap before it) is left in `s`, which was
  /// made for this stack's axis and spacing.
  mutating func stackSizing(
    _ n: NodeID, axis: Axis, alignment: AlignmentKey, spacing: Double?, _ p: ProposedSize,
    into s: StackScratch
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
        for (k, gap) in stackGaps(children, spacing: nil).enumerated() {
          s.setGap(k + 1, gap)
          internalSpacing += gap
        }
      }
    }
    s.minorProposal = p[minor]
    if p[major] == nil {
      // Ideal mode: every child is asked for its ideal major length.
      s.ideal = true
      let cp = ProposedSize(nil, p[minor], major: major)
      var k = 0
      for c in children {
        s.majorLengths[k] = sizeThatFits(c, cp)[major]
        k += 1
      }
    } else {
      s.ideal = false
      distribute(
        children, major: major, available: (p[major] ?? 0) - internalSpacing,
        minorProposal: p[minor], into: s)
    }
    // Minor axis: y_i = −child[alignment]; the stack spans [0,0] ∪ ⋃ [y_i, y_i + size_i].
    // (Each child's size is the memo's answer for the proposal it was just sized with.)
    var lower = 0.0
    var upper = 0.0
    var majorTotal = internalSpacing
    // A child without explicit guides has the default guide (`guide` without the lookups).
    let builtIn = alignment.isBuiltIn
    var k = 0
    for c in children {
      let cp = s.proposal(k)
      let childSize = sizeThatFits(c, cp)
      let y =
        builtIn && !mayHaveExplicitGuides(c)
        ? -alignment.defaultValue(in: childSize)
        : -guide(c, alignment, cp, childSize)
      s.minorOrigins[k] = y
      lower = min(lower, y)
      upper = max(upper, y + childSize[minor])
      majorTotal += childSize[major]
      k += 1
    }
    for k in 0..<count { s.minorOrigins[k] = s.minorOrigins[k] - lower }
    return Size(majorTotal, upper - lower, major: major)
  }

  /// SEMANTICS §2.3 `distribute`: children are sized in order of priority, then of
  /// flexibility, each offered an equal share of what is left. Children alike in priority,
  /// flexibility and minimum (the usual case) are sized in their order, with no tables.
  private mutating func distribute(
    _ children: ArraySlice<NodeID>, major: Axis, available: Double, minorProposal: Double?,
    into s: StackScratch
  ) {
    let count = children.count
    guard count > 0 else { return }
    let zero = ProposedSize(0, minorProposal, major: major)
    let infinite = ProposedSize(.infinity, minorProposal, major: major)
    /// A child's minimum and flexibility along the major axis.
    func probe(_ c: NodeID) -> (min: Double, flex: Double) {
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
      // One group of equal priority, in child order.
      var avail = available
      var j = 0
      for child in children {
        let remaining = Double(count - j)
        let cp = ProposedSize(max(avail / remaining, 0), minorProposal, major: major)
        let size = sizeThatFits(child, cp)
        s.majorProposals[j] = cp[major]!
        s.majorLengths[j] = size[major]
        avail -= size[major]
        j += 1
      }
      return
    }
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
        s.majorProposals[idx] = cp[major]!
        s.majorLengths[idx] = size[major]
        avail -= size[major]
      }
      start = end
    }
  }

  /// The gap before each child after the first (SEMANTICS §2.1): the given spacing, or 0 next
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
  /// and a Spacer has −∞ (SEMANTICS §2.3). Read from the table built when the pass starts.
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
    let s = StackScratch(count: tree.childCount(of: n), axis: axis, spacing: spacing)
    defer { s.deallocate() }
    _ = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, q, into: s)
    var result: [Placement] = []
    result.reserveCapacity(s.count)
    var cursor = 0.0
    for (k, c) in tree.children(of: n).enumerated() {
      if k > 0 { cursor += s.gap(k) }
      let origin =
        axis == .horizontal
        ? Point(x: cursor, y: s.minorOrigins[k]) : Point(x: s.minorOrigins[k], y: cursor)
      result.append(Placement(child: c, proposal: s.proposal(k), origin: origin))
      cursor += s.majorLengths[k]
    }
    return result
  }

  /// `place` for an HStack or VStack: the placements of `stackPlacements`, each placed as it
  /// is worked out (no array of placements).
  @inline(never)
  mutating func placeStack(_ n: NodeID, _ p: ProposedSize, _ size: Size, global: Point) {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?
    switch tree.kind(n) {
    case .hstack(let a, let s): (axis, alignment, spacing) = (.horizontal, a, s)
    case .vstack(let a, let s): (axis, alignment, spacing) = (.vertical, a, s)
    default: preconditionFailure("placeStack on a node that is not a stack")
    }
    var q = p
    q[axis.other] = p[axis.other] ?? size[axis.other]
    let s: StackScratch
    if let kept = buffers.takeStack(n, q) {
      s = kept
    } else {
      s = StackScratch(count: tree.childCount(of: n), axis: axis, spacing: spacing)
      _ = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, q, into: s)
    }
    defer { s.deallocate() }
    var cursor = 0.0
    var k = 0
    for c in tree.children(of: n) {
      if k > 0 { cursor += s.gap(k) }
      let origin =
        axis == .horizontal
        ? Point(x: cursor, y: s.minorOrigins[k]) : Point(x: s.minorOrigins[k], y: cursor)
      place(
        c, s.proposal(k), origin: origin,
        global: Point(x: global.x + origin.x, y: global.y + origin.y))
      cursor += s.majorLengths[k]
      k += 1
    }
  }
}
