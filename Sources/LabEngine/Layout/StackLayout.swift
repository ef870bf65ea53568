/// HStack and VStack (SEMANTICS §2.1–2.3): default spacing, flexibility/priority distribution
/// along the major axis, alignment along the minor axis.
extension LayoutEngine {
  /// The sizes a stack gives its children for one proposal, and the gaps between them.
  struct StackSizing {
    var size: Size
    var childProposals: [ProposedSize]
    var childSizes: [Size]
    var gaps: [Double]
  }

  mutating func stackSize(_ n: NodeID, axis: Axis, spacing: Double?, _ p: ProposedSize)
    -> StackSizing
  {
    let alignment: AlignmentKey
    switch tree.kind(n) {
    case .hstack(let a, _): alignment = a
    case .vstack(let a, _): alignment = a
    case .gridRow(let a): alignment = a ?? .vCenter
    default: alignment = axis == .horizontal ? .vCenter : .hCenter
    }
    return stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, p).sizing
  }

  /// SEMANTICS §2.2: size the children (ideal mode or `distribute`), then line their alignment
  /// guides up on the minor axis. Returns the minor-axis origin of each child too.
  mutating func stackSizing(
    _ n: NodeID, axis: Axis, alignment: AlignmentKey, spacing: Double?, _ p: ProposedSize
  ) -> (sizing: StackSizing, minorOrigins: [Double]) {
    if let last = lastStackSizing, last.node == n, last.proposal == p {
      return (last.sizing, last.minorOrigins)
    }
    let children = tree.children(of: n)
    let count = children.count
    let major = axis
    let minor = axis.other
    let gaps = stackGaps(children, spacing: spacing)
    let internalSpacing = gaps.reduce(0, +)
    var proposalsOut = [ProposedSize](repeating: .unspecified, count: count)
    var sizesOut = [Size](repeating: .zero, count: count)
    if p[major] == nil {
      // Ideal mode: every child is asked for its ideal major length.
      for (k, c) in children.enumerated() {
        let cp = ProposedSize(nil, p[minor], major: major)
        proposalsOut[k] = cp
        sizesOut[k] = sizeThatFits(c, cp)
      }
    } else {
      distribute(children, major: major, available: (p[major] ?? 0) - internalSpacing,
        minorProposal: p[minor], proposals: &proposalsOut, sizes: &sizesOut)
    }
    // Minor axis: y_i = −child[alignment]; the stack spans [0,0] ∪ ⋃ [y_i, y_i + size_i].
    var lower = 0.0
    var upper = 0.0
    var ys = [Double](repeating: 0, count: count)
    var majorTotal = internalSpacing
    for (k, c) in children.enumerated() {
      let y = -guide(c, alignment, proposalsOut[k], sizesOut[k])
      ys[k] = y
      lower = min(lower, y)
      upper = max(upper, y + sizesOut[k][minor])
      majorTotal += sizesOut[k][major]
    }
    let minorOrigins = ys.map { $0 - lower }
    let size = Size(majorTotal, upper - lower, major: major)
    let sizing = StackSizing(
      size: size, childProposals: proposalsOut, childSizes: sizesOut, gaps: gaps)
    lastStackSizing = (n, p, sizing, minorOrigins)
    return (sizing, minorOrigins)
  }

  /// SEMANTICS §2.3 `distribute`: children are sized in order of priority, then of
  /// flexibility, each offered an equal share of what is left.
  private mutating func distribute(
    _ children: ArraySlice<NodeID>, major: Axis, available: Double, minorProposal: Double?,
    proposals: inout [ProposedSize], sizes: inout [Size]
  ) {
    let count = children.count
    var mins = [Double](repeating: 0, count: count)
    var flex = [Double](repeating: 0, count: count)
    var priority = [Double](repeating: 0, count: count)
    var k = 0
    for c in children {
      let lo = sizeThatFits(c, ProposedSize(0, minorProposal, major: major))[major]
      let hi = sizeThatFits(c, ProposedSize(.infinity, minorProposal, major: major))[major]
      mins[k] = lo
      flex[k] = hi - lo
      priority[k] = layoutPriority(c)
      k += 1
    }
    // Stable order: priority descending, flexibility ascending, on equal flexibility the larger
    // minimum first.
    var order = Array(0..<count)
    let uniform = priority.allSatisfy { $0 == priority.first } && flex.allSatisfy { $0 == flex.first }
      && mins.allSatisfy { $0 == mins.first }
    if !uniform {
      order.sort { a, b in
        if priority[a] != priority[b] { return priority[a] > priority[b] }
        if flex[a] != flex[b] { return flex[a] < flex[b] }
        if mins[a] != mins[b] { return mins[a] > mins[b] }
        return a < b
      }
    }
    let top = count > 0 ? priority[order[0]] : 0
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
        let s = sizeThatFits(child, cp)
        proposals[idx] = cp
        sizes[idx] = s
        avail -= s[major]
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
    let (sizing, minorOrigins) = stackSizing(n, axis: axis, alignment: alignment, spacing: spacing, q)
    var result: [Placement] = []
    result.reserveCapacity(sizing.childSizes.count)
    var cursor = 0.0
    for (k, c) in tree.children(of: n).enumerated() {
      if k > 0 { cursor += sizing.gaps[k - 1] }
      let origin =
        axis == .horizontal
        ? Point(x: cursor, y: minorOrigins[k]) : Point(x: minorOrigins[k], y: cursor)
      result.append(Placement(child: c, proposal: sizing.childProposals[k], origin: origin))
      cursor += sizing.childSizes[k][axis]
    }
    return result
  }
}
