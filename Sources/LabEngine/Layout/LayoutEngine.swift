/// One layout pass over a `ViewTree` (docs/semantics.md §1–3). `sizeThatFits` is memoised per
/// (node, proposal) within the pass, because stacks probe each child with several proposals
/// and nested stacks would otherwise cost 3^depth (docs/architecture.md §8). Placement then walks the
/// tree once, re-proposing what each container decided, and records the trace.
struct LayoutEngine {
  typealias NodeID = ViewTree.NodeID

  let tree: ViewTree
  let window: Window
  let options: LayoutOptions
  /// Each scroll container's place among them, when the options move any (`scrollOffset`).
  var scrollOrdinals: [NodeID: Int] = [:]
  /// Whether any node is placed right-to-left (the window's direction, or an
  /// `.environment(\.layoutDirection, _)` in the tree): only then does `place` look.
  let mirrors: Bool

  /// Whether node `n` is placed right-to-left: its x mirrored within its parent.
  func isRightToLeft(_ n: NodeID) -> Bool {
    mirrors && tree.layoutDirection(of: n, base: window.layoutDirection) == .rightToLeft
  }

  /// How much of a top bar lies in the safe-area inset above: the window's overlap for a stack
  /// at the top of the safe area — the root, or inside modifiers that move nothing — else 0.
  func barOverlap(_ n: NodeID) -> Double { Self.barOverlap(n, tree: tree, window: window) }

  static func barOverlap(_ n: NodeID, tree: ViewTree, window: Window) -> Double {
    guard window.navigationBarOverlap > 0, case .barred(_, let top, _) = tree.kinds[Int(n)], top > 0 else { return 0 }
    var up = tree.parent(n)
    while let p = up {
      switch tree.kinds[Int(p)] {
      case .barred(_, 0, _): break  // a tab view: its pages start at its top
      case let kind where kind.isLayoutNeutral: break
      default: return 0
      }
      up = tree.parent(p)
    }
    return window.navigationBarOverlap
  }

  /// The content offset of scroll container `n`.
  func scrollOffset(_ n: NodeID) -> Vector {
    guard let k = scrollOrdinals[n] else { return .zero }
    return options.scrollOffsets[k] ?? .zero
  }

  /// The pass's per-node memory (see `LayoutBuffers`); the pointers below point into it.
  let buffers: LayoutBuffers
  /// The outputs: the `Layout`'s arrays while it runs the pass (`useOutputs`), else buffers of
  /// the engine's own.
  private(set) var proposals: UnsafeMutablePointer<ProposedSize>
  private(set) var sizes: UnsafeMutablePointer<Size>
  private(set) var origins: UnsafeMutablePointer<Point>
  private(set) var globalOrigins: UnsafeMutablePointer<Point>
  var measurements = 0
  /// Children a ViewThatFits did not choose: they and their subtrees are not on screen.
  var unplaced: Set<NodeID> = []
  /// The first error user layout code made in this pass (docs/semantics.md §9); after it no
  /// user code runs.
  var customFailure: Diagnostic?
  /// Each custom layout's subviews in this pass (made with its cache, on its first call).
  var customAccess: [NodeID: LayoutSubviewsAccess] = [:]
  /// What those subviews need of the pass: the engine while user code runs.
  let customPass = LayoutPassHandle()
  /// What custom layouts asked of and told each subview, for `:explain`.
  var customLayoutCalls: [NodeID: [CustomLayoutCall]] = [:]

  /// Three memo slots per node: proposal (nil encoded as −1) → size. Slot 0 of every node is
  /// in `memo0Keys`/`memo0Sizes`; slots 1 and 2 in `memoMoreKeys`/`memoMoreSizes`, which most
  /// nodes never touch (so most of their memory is never even faulted in).
  static let memoSlots = 3
  let memo0Keys: UnsafeMutablePointer<Double>
  let memo0Sizes: UnsafeMutablePointer<Size>
  let memoMoreKeys: UnsafeMutablePointer<Double>
  let memoMoreSizes: UnsafeMutablePointer<Size>
  /// Further proposals for nodes that were asked more than `memoSlots` distinct ones.
  var memoOverflow: [MemoKey: Size] = [:]

  struct MemoKey: Hashable {
    var node: NodeID
    var proposal: ProposedSize
  }

  /// What the hot paths do with a node, read once per pass (reading a `ViewKind` by value copies
  /// it and may retain its payload). `general` reads the kind.
  enum Op: UInt8 {
    case general
    /// Color and the shapes that take the proposal (nil → 10).
    case fill
    /// `.frame(width:height:)` with both lengths: its size is in memo slot 0 from the start.
    case fixedFrame
    /// A modifier with one child that takes its content's size for the same proposal and puts
    /// it at its own origin (no layout effect, or one drawn afterwards).
    case passThrough
    case hstack
    case vstack
    /// `.padding(_:)`: its insets are in `params`.
    case padding
  }

  /// Per node, side by side: its `Flag`s, its `Op` and how many memo slots it filled.
  struct NodeMeta {
    var flags: UInt8
    var op: Op
    var memoCount: UInt8
  }
  let meta: UnsafeMutablePointer<NodeMeta>

  enum Flag {
    /// The node or something it propagates from has an explicit alignment guide.
    static let explicitGuides: UInt8 = 1
    /// The node's size cannot depend on the proposal (a `.frame` fixed on both axes, or stacks
    /// and size-preserving modifiers over such views only). Such a node is measured once and
    /// its one size answers every proposal: nested stacks of fixed views ask each node for
    /// many distinct proposals, which would otherwise each be measured and stored.
    static let ignoresProposal: UInt8 = 2
    /// `kind.isModifier`.
    static let modifier: UInt8 = 4
    /// `.frame(width:height:)` with both lengths given (see `place`).
    static let fixedFrame: UInt8 = 8
    /// While the flags are built: some child has explicit guides / every child ignores the
    /// proposal.
    static let anyChildExplicit: UInt8 = 16
    static let allChildrenIgnoreProposal: UInt8 = 32
    /// `layoutPriorities` holds the node's priority; without this flag it is 0.
    static let hasPriority: UInt8 = 64
    /// The node was placed in this pass (its outputs are written).
    static let placed: UInt8 = 128
  }
  /// `layoutPriority(_:)` of the nodes flagged `hasPriority` (the others' slots are never
  /// written).
  let layoutPriorities: UnsafeMutablePointer<Double>
  /// No custom alignment has a user default, so every guide a frame and its content are
  /// aligned by is `fraction × length` on both sides.
  let guidesAreFractions: Bool
  /// Every alignment key that can be asked of a view in this tree.
  let knownKeys: [AlignmentKey]
  /// The tree's classes and hot parameters (kept alive for the pointers below).
  let nodeTable: LayoutNodeTable
  let paramIndex: UnsafeMutablePointer<Int32>
  let params: UnsafeMutablePointer<LayoutNodeParams>

  /// Node `i`'s parameters (it has some: a fixed frame, padding or stack).
  @inline(__always)
  func params(_ i: Int) -> LayoutNodeParams { params[Int(paramIndex[i])] }

  /// An HStack's or VStack's alignment and spacing, from the table.
  @inline(__always)
  func stackParams(_ n: NodeID) -> (alignment: AlignmentKey, spacing: Double?) {
    let p = params(Int(n))
    return (nodeTable.alignments[p.alignment], p.spacing)
  }

  /// Points the outputs at `tree.count` uninitialised elements each: `place` writes every
  /// node it places, and `finishOutputs` the others, once the pass is over (so the outputs
  /// are written once, not initialised and then overwritten).
  mutating func useOutputs(
    proposals: UnsafeMutablePointer<ProposedSize>, sizes: UnsafeMutablePointer<Size>,
    origins: UnsafeMutablePointer<Point>, globalOrigins: UnsafeMutablePointer<Point>
  ) {
    (self.proposals, self.sizes, self.origins, self.globalOrigins) =
      (proposals, sizes, origins, globalOrigins)
  }

  /// The values a node the pass did not place keeps (a `ViewThatFits` child not chosen).
  func finishOutputs() {
    for i in 0..<tree.count where meta[i].flags & Flag.placed == 0 {
      proposals[i] = .unspecified
      sizes[i] = .zero
      origins[i] = .zero
      globalOrigins[i] = .zero
    }
  }

  @inline(__always)
  func mayHaveExplicitGuides(_ n: NodeID) -> Bool {
    meta[Int(n)].flags & Flag.explicitGuides != 0
  }

  /// `ownsOutputs` false: the caller gives the output arrays with `useOutputs` before `run`.
  init(tree: ViewTree, window: Window, options: LayoutOptions, ownsOutputs: Bool = true) {
    self.tree = tree
    self.window = window
    self.options = options
    mirrors = tree.setsLayoutDirection || window.layoutDirection == .rightToLeft
    if !options.scrollOffsets.isEmpty {
      for (k, node) in tree.scrollContainers.enumerated() { scrollOrdinals[node] = k }
    }
    let n = tree.count
    // The tree's node classes first: made on its first layout, before this pass's buffers, so
    // the buffers of every pass are allocated alike (made between them, the classes doubled
    // the page faults of later passes: +30 % on a 222k-node tree).
    let table = LayoutNodeTable.of(tree)
    nodeTable = table
    (paramIndex, params) = (table.paramIndex, table.params)
    let b = LayoutBuffers(
      count: n, memoSlots: LayoutEngine.memoSlots, outputs: ownsOutputs, meta: table.meta)
    buffers = b
    (proposals, sizes, origins, globalOrigins) = (b.proposals, b.sizes, b.origins, b.globalOrigins)
    (memo0Keys, memo0Sizes) = (b.memo0Keys, b.memo0Sizes)
    (memoMoreKeys, memoMoreSizes) = (b.memoMoreKeys, b.memoMoreSizes)
    meta = b.meta
    layoutPriorities = table.priorities
    guidesAreFractions = options.customAlignmentDefaults.isEmpty
    knownKeys = table.keys
  }

  // MARK: - The pass

  /// docs/semantics.md §1.4: the root proposes the window minus the safe area (or the whole window on the
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
    finishCustomLayouts()
  }

  /// `.ignoresSafeArea(edges:)` below the root (docs/semantics.md §1.4): on each edge it names
  /// where its frame abuts the safe area (reaches its boundary, within half a pixel), its
  /// content is proposed the modifier's own proposal grown out to the window's edge, and placed
  /// from its top-leading corner moved out as far; other edges stay. The modifier keeps the
  /// frame its parent gave it, so nothing around it moves.
  mutating func placeIgnoringSafeArea(
    _ n: NodeID, _ edges: Edge.Set, _ p: ProposedSize, _ size: Size, global: Point
  ) {
    let contact = window.safeAreaContact(
      of: Rect(origin: global, size: size), rightToLeft: isRightToLeft(tree.content(of: n)))
    var grow = contact.growth
    if !edges.contains(.top) { grow.top = 0 }
    if !edges.contains(.bottom) { grow.bottom = 0 }
    if !edges.contains(.leading) { grow.leading = 0 }
    if !edges.contains(.trailing) { grow.trailing = 0 }
    let content = tree.content(of: n)
    guard grow != .zero else {
      place(content, p, origin: .zero, global: global)
      return
    }
    let proposal = ProposedSize(
      width: p.width.map { $0 + grow.leading + grow.trailing },
      height: p.height.map { $0 + grow.top + grow.bottom })
    let origin = Point(x: -grow.leading, y: -grow.top)
    place(content, proposal, origin: origin, global: Point(x: global.x + origin.x, y: global.y + origin.y))
  }

  /// The safe-area insets the root respects: `.ignoresSafeArea` on the root's modifier chain
  /// removes them on its edges.
  func rootInsets() -> EdgeInsets {
    var insets = window.safeAreaInsets
    if isRightToLeft(ViewTree.root) {
      // Right-to-left the root is laid out as if mirrored, then mirrored into the window: its
      // leading inset is the window's right one (OpenSwiftUI ViewGraph, `xFlipIfRightToLeft`).
      swap(&insets.leading, &insets.trailing)
    }
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

  /// The memo's common answers inline (a node that ignores proposals, or the proposal in its
  /// first slot); anything else in `measure`.
  @inline(__always)
  mutating func sizeThatFits(_ n: NodeID, _ p: ProposedSize) -> Size {
    let i = Int(n)
    let m = meta[i]
    if m.memoCount > 0 {
      if m.flags & Flag.ignoresProposal != 0 { return memo0Sizes[i] }
      if memo0Keys[i * 2] == (p.width ?? -1) && memo0Keys[i * 2 + 1] == (p.height ?? -1) {
        return memo0Sizes[i]
      }
    } else if m.op == .fixedFrame {
      // `measure` of a fixed frame, inline: its size is its parameters.
      measurements += 1
      meta[i].memoCount = 1
      let size = params(i).size
      memo0Sizes[i] = size
      return size
    }
    return measure(n, p)
  }

  /// `sizeThatFits` in full: the memo's other slots and overflow, else `computeSize`.
  @inline(never)
  mutating func measure(_ n: NodeID, _ p: ProposedSize) -> Size {
    let i = Int(n)
    let filled = Int(meta[i].memoCount)
    if meta[i].flags & Flag.ignoresProposal != 0 {
      if filled > 0 { return memo0Sizes[i] }
      measurements += 1
      let size = computeSize(n, p)
      memo0Sizes[i] = size
      meta[i].memoCount = 1
      return size
    }
    let kw = p.width ?? -1
    let kh = p.height ?? -1
    let more = LayoutEngine.memoSlots - 1
    for s in 0..<filled {
      if s == 0 {
        if memo0Keys[i * 2] == kw && memo0Keys[i * 2 + 1] == kh { return memo0Sizes[i] }
      } else {
        let k = i * more + s - 1
        if memoMoreKeys[k * 2] == kw && memoMoreKeys[k * 2 + 1] == kh { return memoMoreSizes[k] }
      }
    }
    if filled == LayoutEngine.memoSlots, let size = memoOverflow[MemoKey(node: n, proposal: p)] {
      return size
    }
    measurements += 1
    let size = computeSize(n, p)
    // `computeSize` may have filled slots of this node meanwhile (it cannot for a proper
    // tree, but read the count again rather than assume it).
    let now = Int(meta[i].memoCount)
    if now >= LayoutEngine.memoSlots {
      // Alternating nested stacks ask a node for many distinct proposals (each level probes
      // with 0, ∞ and a share); keeping them all keeps the pass linear.
      memoOverflow[MemoKey(node: n, proposal: p)] = size
      return size
    }
    if now == 0 {
      memo0Keys[i * 2] = kw
      memo0Keys[i * 2 + 1] = kh
      memo0Sizes[i] = size
    } else {
      let k = i * more + now - 1
      memoMoreKeys[k * 2] = kw
      memoMoreKeys[k * 2 + 1] = kh
      memoMoreSizes[k] = size
    }
    meta[i].memoCount = UInt8(now + 1)
    return size
  }

  private mutating func computeSize(_ n: NodeID, _ p: ProposedSize) -> Size {
    let i = Int(n)
    switch meta[i].op {
    case .fill: return p.replacingUnspecifiedDimensions()
    case .fixedFrame:
      return params(i).size
    case .passThrough: return sizeThatFits(NodeID(i + 1), p)
    case .padding:
      let insets = params(i).insets
      let c = sizeThatFits(NodeID(i + 1), p.inset(by: insets))
      return Size(
        width: c.width + insets.total(.horizontal), height: c.height + insets.total(.vertical))
    case .hstack: return stackSize(n, axis: .horizontal, spacing: stackParams(n).spacing, p)
    case .vstack: return stackSize(n, axis: .vertical, spacing: stackParams(n).spacing, p)
    case .general: return computeSizeFromKind(n, p)
    }
  }

  @inline(never)
  private mutating func computeSizeFromKind(_ n: NodeID, _ p: ProposedSize) -> Size {
    switch tree.kind(n) {
    case .color, .shape, .spacer, .divider, .text, .image, .empty:
      return leafSize(n, p)
    case .hstack(_, let spacing):
      return stackSize(n, axis: .horizontal, spacing: spacing, p)
    case .vstack(_, let spacing):
      return stackSize(n, axis: .vertical, spacing: spacing, p)
    case .gridRow:
      // Inside a Grid a row takes what the grid gives it; alone it is an HStack.
      if let g = tree.parent(n), case .grid = tree.kind(g) {
        return p.replacingUnspecifiedDimensions(by: 0)
      }
      return stackSize(n, axis: .horizontal, spacing: nil, p)
    case .zstack(let alignment):
      return zstackSize(tree.children(of: n), alignment: alignment, p)
    case .group:
      return zstackSize(tree.children(of: n), alignment: .center, p)
    case .geometryReader:
      // docs/semantics.md §1.2: the whole proposal, nil → 0.
      return p.replacingUnspecifiedDimensions(by: 0)
    case .grid:
      return gridLayout(n, p).size
    case .lazyGrid:
      return lazyGridLayout(n, p).size
    case .barred(_, let top, let bottom):
      // The whole proposal; the content gets what is between the bars.
      let bars = top - barOverlap(n) + bottom
      var content = Size.zero
      for c in tree.children(of: n) {
        let s = sizeThatFits(c, ProposedSize(width: p.width, height: p.height.map { max($0 - bars, 0) }))
        content = Size(width: max(content.width, s.width), height: max(content.height, s.height))
      }
      return Size(width: p.width ?? content.width, height: p.height ?? content.height + bars)
    case .viewThatFits(let axes):
      guard let chosen = viewThatFitsChoice(n, axes: axes, p) else { return .zero }
      return sizeThatFits(chosen, p)
    case .scrollView(let axes):
      return scrollViewLayout(n, axes: axes, p).size
    case .list(let spec):
      return listLayout(n, spec, p).size
    case .listSection(let spec):
      return sectionLayout(n, spec, p).size
    case .customLayout(let layout):
      return customLayoutSize(n, layout, p)
    default:
      return modifierSize(n, p)
    }
  }

  // MARK: - Placement

  /// Records the node's proposal, size and origins, then places its children.
  mutating func place(_ n: NodeID, _ p: ProposedSize, origin: Point, global: Point) {
    if _slowPath(mirrors) {
      placeMirrored(n, p, origin: origin, global: global)
    } else {
      placeInDirection(n, p, origin: origin, global: global)
    }
  }

  /// docs/semantics.md §3.1: right-to-left, a view's x is mirrored within its parent (the
  /// window, for the root): it keeps its distance from the parent's other edge. (Apart from
  /// `place`, so that a pass with nothing right-to-left pays one test per node.)
  @inline(never)
  mutating func placeMirrored(_ n: NodeID, _ p: ProposedSize, origin: Point, global: Point) {
    guard isRightToLeft(n) else {
      placeInDirection(n, p, origin: origin, global: global)
      return
    }
    let size = sizeThatFits(n, p)
    let parentWidth = tree.parent(n).map { sizes[Int($0)].width } ?? window.size.width
    let x = parentWidth - origin.x - size.width
    placeInDirection(
      n, p, origin: Point(x: x, y: origin.y), global: Point(x: global.x + x - origin.x, y: global.y))
  }

  /// `place` with the origins as the node takes them.
  @inline(__always)
  mutating func placeInDirection(_ n: NodeID, _ p: ProposedSize, origin: Point, global: Point) {
    let i = Int(n)
    let size = sizeThatFits(n, p)
    proposals[i] = p
    sizes[i] = size
    origins[i] = origin
    globalOrigins[i] = global
    meta[i].flags |= Flag.placed
    switch meta[i].op {
    case .fill:
      // A leaf: no subviews to place.
      return
    case .passThrough:
      place(NodeID(i + 1), p, origin: .zero, global: Point(x: global.x + 0, y: global.y + 0))
    case .hstack, .vstack:
      placeStack(n, p, size, global: global)
    case .padding:
      let insets = params(i).insets
      let origin = Point(x: insets.leading, y: insets.top)
      place(
        NodeID(i + 1), p.inset(by: insets), origin: origin,
        global: Point(x: global.x + origin.x, y: global.y + origin.y))
    case .fixedFrame:
      if guidesAreFractions {
        // A fixed frame proposes its own size (W, H) to its content. Content that takes
        // exactly that size and has no explicit guides sits at the frame's origin whatever the
        // alignment: frameGuide − child[guide] = f·W − f·W = 0 (docs/semantics.md §3).
        let content = NodeID(i + 1)
        let c = i + 1
        let cp = ProposedSize(size)
        if meta[c].op == .fill && meta[c].memoCount == 0 && !mayHaveExplicitGuides(content) {
          // The commonest leaf, `Color.frame(width:height:)`: a fill takes the proposal
          // (W, H) itself. What `sizeThatFits` and `place` would do for it, inline — except
          // keeping the size in the memo: nothing asks a fixed frame's content again once it
          // is placed (the frame is measured without it, and has no explicit guides).
          measurements += 1
          meta[c].flags |= Flag.placed
          proposals[c] = cp
          sizes[c] = size
          origins[c] = .zero
          globalOrigins[c] = global
          return
        }
        if !mayHaveExplicitGuides(content) && sizeThatFits(content, cp) == size {
          place(content, cp, origin: .zero, global: global)
          return
        }
      }
      placeFromKind(n, p, size, global: global)
    case .general:
      placeFromKind(n, p, size, global: global)
    }
  }

  /// `place` for the nodes without a fast path: where the kind says the children go.
  @inline(never)
  mutating func placeFromKind(_ n: NodeID, _ p: ProposedSize, _ size: Size, global: Point) {
    if case .ignoresSafeArea(let edges) = tree.kind(n), tree.childCount(of: n) == 1 {
      placeIgnoringSafeArea(n, edges, p, size, global: global)
      return
    }
    if case .presentation(let spec) = tree.kind(n), tree.childCount(of: n) == 2 {
      // The presenting view where the modifier is; the presented content in its area of the
      // window, whatever the presenter's place (docs/semantics.md §2.12).
      let kids = tree.children(of: n)
      place(kids[kids.startIndex], p, origin: .zero, global: global)
      let area = spec.area(in: window)
      let origin = Point(x: area.minX - global.x, y: area.minY - global.y)
      let cp = ProposedSize(area.size)
      let content = kids[kids.startIndex + 1]
      let s = sizeThatFits(content, cp)
      // Centred in its area, as a root is in the window.
      let centred = Point(x: origin.x + (area.width - s.width) / 2, y: origin.y + (area.height - s.height) / 2)
      place(content, cp, origin: centred, global: Point(x: global.x + centred.x, y: global.y + centred.y))
      return
    }
    if meta[Int(n)].flags & Flag.modifier != 0 {
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
    let placements: [Placement]
    if case .customLayout(let layout) = tree.kind(n) {
      placements = customLayoutPlacements(n, layout, p, size, boundsOrigin: boundsOrigin(of: n))
    } else {
      placements = containerPlacements(n, p, size)
    }
    for c in placements {
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
    case .lazyGrid(let spec):
      let placements = lazyGridLayout(n, p).placements
      guard spec.pinsHeaders || spec.pinsFooters, !spec.sections.isEmpty else { return placements }
      return pinnedPlacements(n, spec, placements)
    case .barred(_, let fullTop, let bottom):
      // Each content view is centred in the area between the bars.
      let top = fullTop - barOverlap(n)
      let area = Size(width: size.width, height: max(size.height - top - bottom, 0))
      let cp = ProposedSize(width: p.width, height: p.height.map { max($0 - top - bottom, 0) })
      return tree.children(of: n).map { c in
        let s = sizeThatFits(c, cp)
        return Placement(
          child: c, proposal: cp,
          origin: Point(x: (area.width - s.width) / 2, y: top + (area.height - s.height) / 2))
      }
    case .viewThatFits(let axes):
      let chosen = viewThatFitsChoice(n, axes: axes, p)
      for c in tree.children(of: n) where c != chosen { unplaced.insert(c) }
      guard let chosen else { return [] }
      return [Placement(child: chosen, proposal: p, origin: .zero)]
    case .scrollView(let axes):
      return scrollViewLayout(n, axes: axes, p).placements
    case .list(let spec):
      return listLayout(n, spec, p).placements
    case .listSection(let spec):
      return sectionLayout(n, spec, p).placements
    case .customLayout(let layout):
      return customLayoutPlacements(n, layout, p, size, boundsOrigin: .zero)
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
