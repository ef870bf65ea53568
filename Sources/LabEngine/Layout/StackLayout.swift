/// HStack and VStack (SEMANTICS §2.1–2.3): default spacing, flexibility/priority distribution
/// along the major axis, alignment along the minor axis.
extension LayoutEngine {
  /// The working memory of one stack sizing, one allocation per sizing (stacks are sized
  /// several times per pass, for several proposals): for each child the proposal and size it
  /// got, the gap before it (0 before the first) and its minor-axis origin, plus three runs
  /// for `distribute`.
  struct StackScratch {
    let count: Int
    private let base: UnsafeMutableRawPointer
    let proposals: UnsafeMutablePointer<ProposedSize>
    let sizes: UnsafeMutablePointer<Size>
    let gaps: UnsafeMutablePointer<Double>
    let minorOrigins: UnsafeMutablePointer<Double>
    /// mins, flexibilities, priorities (`distribute`).
    let work: UnsafeMutablePointer<Double>

    init(count: Int) {
      self.count = count
      let p = MemoryLayout<ProposedSize>.stride
      let z = MemoryLayout<Size>.stride
      let d = MemoryLayout<Double>.stride
      let bytes = Swift.max(count * (p + z + 5 * d), 1)
      let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
      base = raw
      var offset = 0
      func take<T>(_ type: T.Type, _ n: Int) -> UnsafeMutablePointer<T> {
        let pointer = (raw + offset).bindMemory(to: T.self, capacity: n)
        offset += n * MemoryLayout<T>.stride
        return pointer
      }
      proposals = take(ProposedSize.self, count)
      sizes = take(Size.self, count)
      gaps = take(Double.self, count)
      minorOrigins = take(Double.self, count)
      work = take(Double.self, 3 * count)
    }

    func deallocate() { base.deallocate() }
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
    let scratch = StackScratch(count: tree.childCount(of: n))
    let size = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, p, into: scratch)
    buffers.keepStack(n, p, scratch)
    return size
  }

  /// SEMANTICS §2.2: size the children (ideal mode or `distribute`), then line their alignment
  /// guides up on the minor axis. Returns the stack's size; the children's proposals, sizes,
  /// gaps and minor-axis origins are left in `s`.
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
    if count > 0 { s.gaps[0] = 0 }
    if count > 1 {
      if let spacing {
        for k in 1..<count {
          s.gaps[k] = spacing
          internalSpacing += spacing
        }
      } else {
        for (k, gap) in stackGaps(children, spacing: nil).enumerated() {
          s.gaps[k + 1] = gap
          internalSpacing += gap
        }
      }
    }
    if p[major] == nil {
      // Ideal mode: every child is asked for its ideal major length.
      let cp = ProposedSize(nil, p[minor], major: major)
      var k = 0
      for c in children {
        s.proposals[k] = cp
        s.sizes[k] = sizeThatFits(c, cp)
        k += 1
      }
    } else {
      distribute(
        children, major: major, available: (p[major] ?? 0) - internalSpacing,
        minorProposal: p[minor], into: s)
    }
    // Minor axis: y_i = −child[alignment]; the stack spans [0,0] ∪ ⋃ [y_i, y_i + size_i].
    var lower = 0.0
    var upper = 0.0
    var majorTotal = internalSpacing
    // A child without explicit guides has the default guide (`guide` without the lookups).
    let builtIn = alignment.isBuiltIn
    var k = 0
    for c in children {
      let childSize = s.sizes[k]
      let y =
        builtIn && !mayHaveExplicitGuides(c)
        ? -alignment.defaultValue(in: childSize)
        : -guide(c, alignment, s.proposals[k], childSize)
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
  /// flexibility, each offered an equal share of what is left.
  private mutating func distribute(
    _ children: ArraySlice<NodeID>, major: Axis, available: Double, minorProposal: Double?,
    into s: StackScratch
  ) {
    let count = children.count
    guard count > 0 else { return }
    let mins = s.work
    let flex = s.work + count
    let priority = s.work + 2 * count
    let zero = ProposedSize(0, minorProposal, major: major)
    let infinite = ProposedSize(.infinity, minorProposal, major: major)
    var uniform = true
    var k = 0
    for c in children {
      let lo = sizeThatFits(c, zero)[major]
      // A node that ignores proposals answers ∞ as it answered 0.
      let hi = flags[Int(c)] & Flag.ignoresProposal != 0 ? lo : sizeThatFits(c, infinite)[major]
      mins[k] = lo
      flex[k] = hi - lo
      priority[k] = layoutPriority(c)
      if uniform && k > 0 {
        uniform = priority[k] == priority[0] && flex[k] == flex[0] && mins[k] == mins[0]
      }
      k += 1
    }
    // Stable order: priority descending, flexibility ascending, on equal flexibility the larger
    // minimum first. Children alike in all three keep their order (no sort, no order array).
    var order: [Int] = []
    if !uniform {
      order = Array(0..<count)
      order.sort { a, b in
        if priority[a] != priority[b] { return priority[a] > priority[b] }
        if flex[a] != flex[b] { return flex[a] < flex[b] }
        if mins[a] != mins[b] { return mins[a] > mins[b] }
        return a < b
      }
    }
    @inline(__always) func ordered(_ j: Int) -> Int { uniform ? j : order[j] }
    let top = priority[ordered(0)]
    var avail = available
    for i in 0..<count where priority[i] != top { avail -= mins[i] }
    var start = 0
    while start < count {
      var end = start
      let groupPriority = priority[ordered(start)]
      while end < count && priority[ordered(end)] == groupPriority { end += 1 }
      if start > 0 {
        for j in start..<end { avail += mins[ordered(j)] }
      }
      for j in start..<end {
        let idx = ordered(j)
        let remaining = Double(end - j)
        let cp = ProposedSize(max(avail / remaining, 0), minorProposal, major: major)
        let child = children[children.startIndex + idx]
        let size = sizeThatFits(child, cp)
        s.proposals[idx] = cp
        s.sizes[idx] = size
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
  func layoutPriority(_ n: NodeID) -> Double { layoutPriorities[Int(n)] }

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
    let s = StackScratch(count: tree.childCount(of: n))
    defer { s.deallocate() }
    _ = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, q, into: s)
    var result: [Placement] = []
    result.reserveCapacity(s.count)
    var cursor = 0.0
    for (k, c) in tree.children(of: n).enumerated() {
      if k > 0 { cursor += s.gaps[k] }
      let origin =
        axis == .horizontal
        ? Point(x: cursor, y: s.minorOrigins[k]) : Point(x: s.minorOrigins[k], y: cursor)
      result.append(Placement(child: c, proposal: s.proposals[k], origin: origin))
      cursor += s.sizes[k][axis]
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
      s = StackScratch(count: tree.childCount(of: n))
      _ = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, q, into: s)
    }
    defer { s.deallocate() }
    var cursor = 0.0
    var k = 0
    for c in tree.children(of: n) {
      if k > 0 { cursor += s.gaps[k] }
      let origin =
        axis == .horizontal
        ? Point(x: cursor, y: s.minorOrigins[k]) : Point(x: s.minorOrigins[k], y: cursor)
      place(
        c, s.proposals[k], origin: origin,
        global: Point(x: global.x + origin.x, y: global.y + origin.y))
      cursor += s.sizes[k][axis]
      k += 1
    }
  }
}
