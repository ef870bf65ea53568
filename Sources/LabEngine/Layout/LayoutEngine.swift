/// One layout pass over a `ViewTree` (SEMANTICS §1–3). `sizeThatFits` is memoised per
/// (node, proposal) within the pass, because stacks probe each child with several proposals
/// and nested stacks would otherwise cost 3^depth (DESIGN.md §8). Placement then walks the
/// tree once, re-proposing what each container decided, and records the trace.
struct LayoutEngine {
  typealias NodeID = ViewTree.NodeID

  let tree: ViewTree
  let window: Window
  let options: LayoutOptions

  var proposals: [ProposedSize]
  var sizes: [Size]
  var origins: [Point]
  var globalOrigins: [Point]
  var measurements = 0
  /// Children a ViewThatFits did not choose: they and their subtrees are not on screen.
  var unplaced: Set<NodeID> = []

  /// Three memo slots per node: proposal (nil encoded as −1) → size.
  static let memoSlots = 3
  var memoKeys: [Double]
  var memoSizes: [Size]
  var memoCount: [UInt8]
  /// Further proposals for nodes that were asked more than `memoSlots` distinct ones.
  var memoOverflow: [MemoKey: Size] = [:]

  /// The stack sizing computed last, by node and proposal. Placement re-runs a stack's sizing
  /// with its final proposal; for the stack measured last (the root, in a pass that starts
  /// by measuring it) that is the sizing just computed, children's proposals and all.
  var lastStackSizing: (node: NodeID, proposal: ProposedSize, sizing: StackSizing, minorOrigins: [Double])?

  struct MemoKey: Hashable {
    var node: NodeID
    var proposal: ProposedSize
  }
  /// Whether a node or something it propagates from has an explicit alignment guide.
  let mayHaveExplicitGuides: [Bool]
  /// Whether a node's size cannot depend on the proposal (a `.frame` fixed on both axes, or
  /// stacks and size-preserving modifiers over such views only). Such a node is measured once
  /// and its one size answers every proposal: nested stacks of fixed views ask each node for
  /// many distinct proposals, which would otherwise each be measured and stored.
  let sizeIgnoresProposal: [Bool]
  /// `kind.isModifier` and `layoutPriority(_:)` per node, read once here: the hot paths ask
  /// them for every node, and reading a `ViewKind` copies a large enum.
  let isModifierNode: [Bool]
  let layoutPriorities: [Double]
  /// `.frame(width:height:)` with both lengths given, per node (see `place`).
  let isFixedFrame: [Bool]
  /// No custom alignment has a user default, so every guide a frame and its content are
  /// aligned by is `fraction × length` on both sides.
  let guidesAreFractions: Bool
  /// Every alignment key that can be asked of a view in this tree.
  let knownKeys: [AlignmentKey]

  init(tree: ViewTree, window: Window, options: LayoutOptions) {
    self.tree = tree
    self.window = window
    self.options = options
    let n = tree.count
    proposals = Array(repeating: .unspecified, count: n)
    sizes = Array(repeating: .zero, count: n)
    origins = Array(repeating: .zero, count: n)
    globalOrigins = Array(repeating: .zero, count: n)
    // Memo slots are read only once `memoCount` says they were written, so they need no
    // initial value: skipping the zero fill saves ~96 bytes of writes per node and pass.
    memoKeys = Array(unsafeUninitializedCapacity: n * LayoutEngine.memoSlots * 2) { _, count in
      count = n * LayoutEngine.memoSlots * 2
    }
    memoSizes = Array(unsafeUninitializedCapacity: n * LayoutEngine.memoSlots) { _, count in
      count = n * LayoutEngine.memoSlots
    }
    memoCount = Array(repeating: 0, count: n)
    var explicit = Array(repeating: false, count: n)
    var rigid = Array(repeating: false, count: n)
    var modifiers = Array(repeating: false, count: n)
    var priorities = Array(repeating: 0.0, count: n)
    var fixedFrames = Array(repeating: false, count: n)
    var keys: [AlignmentKey] = [
      .leading, .hCenter, .trailing, .top, .vCenter, .bottom, .firstTextBaseline,
      .lastTextBaseline,
    ]
    // Pre-order ids: every child has a larger id than its parent, so one backward sweep
    // sees children before parents.
    for i in stride(from: n - 1, through: 0, by: -1) {
      let id = NodeID(i)
      let kind = tree.kind(id)  // one copy of the (large) enum per node
      switch kind {
      case .alignmentGuide(let key, _):
        explicit[i] = true
        if !keys.contains(key) { keys.append(key) }
      case .text:
        explicit[i] = true
      case .geometryReader, .scrollView:
        explicit[i] = false
      case .frame(let w, let h, _):
        fixedFrames[i] = w != nil && h != nil
        explicit[i] = tree.children(of: id).contains { explicit[Int($0)] }
      default:
        explicit[i] = tree.children(of: id).contains { explicit[Int($0)] }
      }
      rigid[i] = LayoutEngine.sizeIgnoresProposal(id, kind, in: tree, rigid: rigid, explicit: explicit)
      modifiers[i] = kind.isModifier
      let content = tree.childCount(of: id) > 0 ? Int(tree.content(of: id)) : nil
      priorities[i] = LayoutEngine.layoutPriority(kind, contentPriority: content.map { priorities[$0] })
    }
    isModifierNode = modifiers
    isFixedFrame = fixedFrames
    guidesAreFractions = options.customAlignmentDefaults.isEmpty
    layoutPriorities = priorities
    mayHaveExplicitGuides = explicit
    sizeIgnoresProposal = rigid
    knownKeys = keys
  }

  /// One step of the backward sweep behind `sizeIgnoresProposal`, given the flags of the
  /// node's children. Follows `computeSize` and `modifierSize`: a fixed frame returns (W, H);
  /// padding and the modifiers that take their content's size keep the content's flag; a
  /// stack of such children sizes them to the same values whatever it is proposed, unless an
  /// explicit guide (which may read the proposal) moves them on the minor axis.
  private static func sizeIgnoresProposal(
    _ id: NodeID, _ kind: ViewKind, in tree: ViewTree, rigid: [Bool], explicit: [Bool]
  ) -> Bool {
    switch kind {
    case .frame(let w, let h, _):
      return (w != nil && h != nil) || rigid[Int(tree.content(of: id))]
    case .hstack, .vstack:
      return !explicit[Int(id)] && tree.children(of: id).allSatisfy { rigid[Int($0)] }
    case .flexFrame, .position, .fixedSize, .aspectRatio:
      return false
    default:
      guard kind.isModifier, tree.childCount(of: id) > 0 else { return false }
      return rigid[Int(tree.content(of: id))]
    }
  }

  // MARK: - The pass

  /// SEMANTICS: the root proposes the window minus the safe area (or the whole window on the
  /// edges the root ignores) and centres the content in that region.
  mutating func run() {
    guard tree.count > 0 else { return }
    let root = ViewTree.root
    let region = window.bounds.inset(by: rootInsets())
    let p = ProposedSize(region.size)
    let size = sizeThatFits(root, p)
    let origin = Point(
      x: region.minX + (region.width - size.width) / 2,
      y: region.minY + (region.height - size.height) / 2)
    place(root, p, origin: origin, global: origin)
    placeMatchedFollowers()
  }

  /// The safe-area insets the root respects: `.ignoresSafeArea` on the root's modifier chain
  /// removes them on its edges.
  func rootInsets() -> EdgeInsets {
    var insets = window.safeAreaInsets
    var n = ViewTree.root
    while tree.kind(n).isModifier, tree.childCount(of: n) > 0 {
      if case .ignoresSafeArea(let edges) = tree.kind(n) {
        if edges.contains(.top) { insets.top = 0 }
        if edges.contains(.leading) { insets.leading = 0 }
        if edges.contains(.bottom) { insets.bottom = 0 }
        if edges.contains(.trailing) { insets.trailing = 0 }
      }
      n = tree.content(of: n)
    }
    return insets
  }

  // MARK: - sizeThatFits, memoised

  mutating func sizeThatFits(_ n: NodeID, _ p: ProposedSize) -> Size {
    let i = Int(n)
    if sizeIgnoresProposal[i] {
      if memoCount[i] > 0 { return memoSizes[i * LayoutEngine.memoSlots] }
      measurements += 1
      let size = computeSize(n, p)
      memoSizes[i * LayoutEngine.memoSlots] = size
      memoCount[i] = 1
      return size
    }
    let kw = p.width ?? -1
    let kh = p.height ?? -1
    let filled = Int(memoCount[i])
    let base = i * LayoutEngine.memoSlots
    for s in 0..<filled where memoKeys[(base + s) * 2] == kw && memoKeys[(base + s) * 2 + 1] == kh {
      return memoSizes[base + s]
    }
    if memoCount[i] == UInt8(LayoutEngine.memoSlots), let size = memoOverflow[MemoKey(node: n, proposal: p)] {
      return size
    }
    measurements += 1
    let size = computeSize(n, p)
    if Int(memoCount[i]) >= LayoutEngine.memoSlots {
      // Alternating nested stacks ask a node for many distinct proposals (each level probes
      // with 0, ∞ and a share); keeping them all keeps the pass linear.
      memoOverflow[MemoKey(node: n, proposal: p)] = size
      return size
    }
    let slot = base + Int(memoCount[i]) % LayoutEngine.memoSlots
    memoKeys[slot * 2] = kw
    memoKeys[slot * 2 + 1] = kh
    memoSizes[slot] = size
    memoCount[i] += 1
    return size
  }

  private mutating func computeSize(_ n: NodeID, _ p: ProposedSize) -> Size {
    switch tree.kind(n) {
    case .color, .shape, .spacer, .divider, .text, .image, .empty:
      return leafSize(n, p)
    case .hstack(_, let spacing):
      return stackSize(n, axis: .horizontal, spacing: spacing, p).size
    case .vstack(_, let spacing):
      return stackSize(n, axis: .vertical, spacing: spacing, p).size
    case .gridRow:
      // Inside a Grid a row takes what the grid gives it; alone it is an HStack.
      if let g = tree.parent(n), case .grid = tree.kind(g) {
        return p.replacingUnspecifiedDimensions(by: 0)
      }
      return stackSize(n, axis: .horizontal, spacing: nil, p).size
    case .zstack(let alignment):
      return zstackSize(tree.children(of: n), alignment: alignment, p)
    case .group:
      return zstackSize(tree.children(of: n), alignment: .center, p)
    case .geometryReader:
      // SEMANTICS §1.2: the whole proposal, nil → 0.
      return p.replacingUnspecifiedDimensions(by: 0)
    case .grid:
      return gridLayout(n, p).size
    case .viewThatFits(let axes):
      guard let chosen = viewThatFitsChoice(n, axes: axes, p) else { return .zero }
      return sizeThatFits(chosen, p)
    case .scrollView(let axes):
      return scrollViewLayout(n, axes: axes, p).size
    default:
      return modifierSize(n, p)
    }
  }

  // MARK: - Placement

  /// Records the node's proposal, size and origins, then places its children.
  mutating func place(_ n: NodeID, _ p: ProposedSize, origin: Point, global: Point) {
    let i = Int(n)
    let size = sizeThatFits(n, p)
    proposals[i] = p
    sizes[i] = size
    origins[i] = origin
    globalOrigins[i] = global
    if isFixedFrame[i] && guidesAreFractions {
      // A fixed frame proposes its own size (W, H) to its content. Content that takes exactly
      // that size and has no explicit guides sits at the frame's origin whatever the
      // alignment: frameGuide − child[guide] = f·W − f·W = 0 (SEMANTICS §3).
      let content = tree.content(of: n)
      let cp = ProposedSize(size)
      if !mayHaveExplicitGuides[Int(content)] && sizeThatFits(content, cp) == size {
        place(content, cp, origin: .zero, global: global)
        return
      }
    }
    if isModifierNode[i] {
      if tree.childCount(of: n) == 1 {
        let c = contentPlacement(n, p, size)
        place(
          c.child, c.proposal, origin: c.origin,
          global: Point(x: global.x + c.origin.x, y: global.y + c.origin.y))
        return
      }
      for c in modifierPlacements(n, p, size) {
        place(
          c.child, c.proposal, origin: c.origin,
          global: Point(x: global.x + c.origin.x, y: global.y + c.origin.y))
      }
      return
    }
    // A view with no subviews places nothing (and need not read its kind to know that).
    guard tree.childCount(of: n) > 0 else { return }
    for c in containerPlacements(n, p, size) {
      place(
        c.child, c.proposal, origin: c.origin,
        global: Point(x: global.x + c.origin.x, y: global.y + c.origin.y))
    }
  }

  /// Where a container puts its children, for a proposal and the size it chose.
  mutating func containerPlacements(_ n: NodeID, _ p: ProposedSize, _ size: Size) -> [Placement] {
    switch tree.kind(n) {
    case .hstack(let alignment, let spacing):
      return stackPlacements(n, axis: .horizontal, alignment: alignment, spacing: spacing, p, size)
    case .vstack(let alignment, let spacing):
      return stackPlacements(n, axis: .vertical, alignment: alignment, spacing: spacing, p, size)
    case .gridRow(let alignment):
      if let g = tree.parent(n), case .grid = tree.kind(g) { return gridRowPlacements(n, grid: g) }
      return stackPlacements(
        n, axis: .horizontal, alignment: alignment ?? .vCenter, spacing: nil, p, size)
    case .zstack(let alignment):
      return zstackPlacements(Array(tree.children(of: n)), alignment: alignment, in: size)
    case .group:
      return zstackPlacements(Array(tree.children(of: n)), alignment: .center, in: size)
    case .geometryReader:
      // Each child is proposed the reader's size and sits at its top-leading corner.
      return tree.children(of: n).map {
        Placement(child: $0, proposal: ProposedSize(size), origin: .zero)
      }
    case .grid:
      return gridLayout(n, p).placements
    case .viewThatFits(let axes):
      let chosen = viewThatFitsChoice(n, axes: axes, p)
      for c in tree.children(of: n) where c != chosen { unplaced.insert(c) }
      guard let chosen else { return [] }
      return [Placement(child: chosen, proposal: p, origin: .zero)]
    case .scrollView(let axes):
      return scrollViewLayout(n, axes: axes, p).placements
    default:
      return []
    }
  }
}

/// Where a parent puts one child: the proposal it places it with and the origin in the
/// parent's space.
struct Placement {
  var child: ViewTree.NodeID
  var proposal: ProposedSize
  var origin: Point
}
