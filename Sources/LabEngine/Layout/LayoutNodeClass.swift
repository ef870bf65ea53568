/// What the backward sweep that makes a tree's `LayoutNodeTable` needs of a node's kind: its
/// case, read in place, so that only the few kinds whose payloads the pass needs are read
/// further.
///
///     LayoutNodeClass(kinds.baseAddress! + i)   // .hstack, for an HStack
enum LayoutNodeClass: UInt8 {
  /// A view that is none of the below (ZStack, Grid, Image, Circle, Divider, EmptyView, …).
  case view
  /// Color and the shapes that take the proposal.
  case fill
  case text
  /// GeometryReader and ScrollView: explicit guides do not leave them.
  case reader
  case spacer
  case hstack
  case vstack
  /// `.frame(width:height:)` with both lengths given.
  case fixedFrame
  /// Any other `.frame(width:height:)`.
  case frame
  /// `.frame(min…max…)`, `.position`, `.aspectRatio`: sized from the proposal, priority 0.
  case flexible
  case padding
  case fixedSize
  case offset
  case layoutPriority
  case alignmentGuide
  /// The modifiers known to lay out as their content (its size for the same proposal, at
  /// the modifier's origin): `place` and `computeSize` skip reading their kind.
  case modifier
  /// A layout in user code: explicit guides when its code aligns it (docs/semantics.md §9).
  case customLayout
  /// Any other modifier (one added later included): the content's size and priority for
  /// the flags, and the general path, which reads the kind.
  case otherModifier

  init(_ kind: UnsafePointer<ViewKind>) {
    // Patterns on the case alone, through a pointer: a nested pattern (`.shape(.filling(…))`)
    // or a kind passed on by value made Swift copy the whole kind (and retain its payload);
    // the shape's and the frame's payloads are read apart, in place, for those nodes only.
    switch kind.pointee {
    case .color: self = .fill
    case .shape: self = LayoutNodeClass(shapeOf: kind)
    case .text: self = .text
    case .customLayout: self = .customLayout
    case .geometryReader, .scrollView, .list: self = .reader
    case .spacer: self = .spacer
    case .hstack: self = .hstack
    case .vstack: self = .vstack
    case .frame: self = LayoutNodeClass(frameOf: kind)
    case .flexFrame, .position, .aspectRatio: self = .flexible
    case .padding: self = .padding
    case .fixedSize: self = .fixedSize
    case .offset: self = .offset
    case .layoutPriority: self = .layoutPriority
    case .alignmentGuide: self = .alignmentGuide
    case .overlay, .background, .zIndex, .font, .layoutDirection, .fontWeight, .imageScale, .lineLimit, .textOption, .gridCell,
      .contentMargins, .identifier, .element, .custom, .coordinateSpace, .animation,
      .transition, .geometryGroup, .effect, .drawing, .action, .preference, .layoutValue,
      .listOption, .textCase:
      // Overlay and background pass through only without secondary views (one child).
      self = .modifier
    default: self = kind.pointee.isModifier ? .otherModifier : .view
    }
  }

  /// `.frame(width:height:)`: fixed when both lengths are given.
  @inline(never)
  private init(frameOf kind: UnsafePointer<ViewKind>) {
    if case .frame(.some, .some, _) = kind.pointee {
      self = .fixedFrame
    } else {
      self = .frame
    }
  }

  /// A node's class and, for a fixed frame, its size, read in one pass over its kind: most
  /// nodes of a large tree are fixed frames and what they frame, and reading a frame's kind
  /// once rather than twice is a fifth of the table's time.
  @inline(__always)
  static func classify(_ kind: UnsafePointer<ViewKind>) -> (LayoutNodeClass, Size?) {
    if case .color = kind.pointee { return (.fill, nil) }
    if case .frame = kind.pointee { return fixedFrame(kind) }
    return (LayoutNodeClass(kind), nil)
  }

  @inline(never)
  private static func fixedFrame(_ kind: UnsafePointer<ViewKind>) -> (LayoutNodeClass, Size?) {
    if case .frame(let w?, let h?, _) = kind.pointee { return (.fixedFrame, Size(width: w, height: h)) }
    return (.frame, nil)
  }

  /// A shape's class: most take the proposal; a transformed one is sized as its base (a
  /// Circle's min-square included) and a user Shape with its own `sizeThatFits` asks its code,
  /// both on the general path.
  @inline(never)
  private init(shapeOf kind: UnsafePointer<ViewKind>) {
    guard case .shape(let shape) = kind.pointee else {
      self = .view
      return
    }
    switch shape {
    case .transformed: self = .view
    case .filling(_, _, _, let source?) where source.hasSizing: self = .view
    case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .capsule, .ellipse, .path, .filling:
      self = .fill
    default: self = .view
    }
  }
}

/// The numbers the pass's hot paths need of a node's kind, for the kinds most nodes of a real
/// tree are: a fixed frame's (width, height, 0, 0); padding's insets (top, leading, bottom,
/// trailing); a stack's (spacing or 0, 1 when the spacing is nil, its alignment's place in
/// `LayoutNodeTable.alignments`, 0). Reading them instead of the `ViewKind`s keeps the
/// pass out of the kinds array, whose copies (and the retains of their payloads) were most of
/// a large pass's time.
struct LayoutNodeParams {
  private var a = 0.0
  private var b = 0.0
  private var c = 0.0
  private var d = 0.0

  init(size: Size) { (a, b) = (size.width, size.height) }
  init(insets e: EdgeInsets) { (a, b, c, d) = (e.top, e.leading, e.bottom, e.trailing) }
  init(spacing: Double?, alignment: Int) {
    (a, b, c) = (spacing ?? 0, spacing == nil ? 1 : 0, Double(alignment))
  }

  /// A fixed frame's size.
  var size: Size { Size(width: a, height: b) }
  /// Padding's insets.
  var insets: EdgeInsets { EdgeInsets(top: a, leading: b, bottom: c, trailing: d) }
  /// A stack's spacing (nil: the default gaps) and its alignment's place in the table.
  var spacing: Double? { b != 0 ? nil : a }
  var alignment: Int { Int(c) }
}

/// What the layout pass needs of a tree's kinds, worked out once per tree, on its first layout,
/// in one backward sweep, and kept in the tree's memo (`ViewTree.memo`) for every later pass
/// over the same tree: the parameters of the kinds above, and each node's `NodeMeta` (its
/// flags and the op its hot paths take), which every pass copies and then writes to, its
/// layout priority, and the alignment keys the tree can be asked for; in plain memory read
/// through pointers. (The classes themselves are needed only while sweeping.)
///
///     let table = LayoutNodeTable.of(tree)
///     table.meta[0].op   // .hstack, for an HStack at the root
final class LayoutNodeTable: @unchecked Sendable {
  typealias Flag = LayoutEngine.Flag

  /// Per node: its parameters' place in `params`, or −1.
  let paramIndex: UnsafeMutablePointer<Int32>
  let params: UnsafeMutablePointer<LayoutNodeParams>
  /// The stacks' alignments, each once.
  let alignments: [AlignmentKey]
  /// Per node: the flags and op a pass starts from.
  let meta: UnsafeMutablePointer<LayoutEngine.NodeMeta>
  /// Per node flagged `hasPriority`: its `layoutPriority` (the other slots are never written).
  let priorities: UnsafeMutablePointer<Double>
  /// Every alignment key that can be asked of a view in this tree.
  let keys: [AlignmentKey]

  /// One backward sweep: pre-order ids, so every child has a larger id than its parent, and a
  /// node's first child (a modifier's content) is the next id. Children push what their parent
  /// needs (explicit guides below, all children rigid) into the parent's flags.
  init(_ tree: ViewTree) {
    let n = tree.count
    let c = Swift.max(n, 1)
    var alignments: [AlignmentKey] = []
    func alignmentIndex(_ key: AlignmentKey) -> Int {
      if let k = alignments.firstIndex(of: key) { return k }
      alignments.append(key)
      return alignments.count - 1
    }
    var keys: [AlignmentKey] = [
      .leading, .hCenter, .trailing, .top, .vCenter, .bottom, .firstTextBaseline,
      .lastTextBaseline,
    ]
    let paramIndex = UnsafeMutablePointer<Int32>.allocate(capacity: c)
    // The parameters, in the order found: at most one per node, so a buffer of one per node
    // never grows. (It was grown by doubling from a quarter, which every workload of
    // Benchmarks/ outgrew twice, paying two copies and two blocks for the same final size.)
    let params = UnsafeMutablePointer<LayoutNodeParams>.allocate(capacity: c)
    var found = 0
    let meta = UnsafeMutablePointer<LayoutEngine.NodeMeta>.allocate(capacity: c)
    meta.initialize(
      repeating: LayoutEngine.NodeMeta(flags: Flag.allChildrenIgnoreProposal, op: .general, memoCount: 0),
      count: n)
    let priorities = UnsafeMutablePointer<Double>.allocate(capacity: c)
    // Each kind read in place, through a pointer: a copy of a `ViewKind` is 72 bytes and
    // retains its payload, and was most of this loop's time.
    tree.kinds.withUnsafeBufferPointer { kinds in
      tree.parents.withUnsafeBufferPointer { parents in
        tree.childCount.withUnsafeBufferPointer { childCounts in
          for i in stride(from: n - 1, through: 0, by: -1) {
            let kind = kinds.baseAddress! + i
            let (cls, fixedSize) = LayoutNodeClass.classify(kind)
            switch cls {
            case .fixedFrame, .padding, .hstack, .vstack:
              (params + found).initialize(
                to: fixedSize.map { LayoutNodeParams(size: $0) }
                  ?? LayoutNodeTable.params(kind, alignmentIndex: alignmentIndex))
              paramIndex[i] = Int32(found)
              found += 1
            default:
              paramIndex[i] = -1
            }
            let accumulated = meta[i].flags
            let childCount = childCounts[i]
            assert(childCount == 0 || tree.content(of: ViewTree.NodeID(i)) == ViewTree.NodeID(i + 1))
            let contentFlags = childCount > 0 ? meta[i + 1].flags : 0
            let contentRigid = contentFlags & Flag.ignoresProposal != 0
            // The content's priority, for modifiers that keep it.
            var contentPriority: Double {
              contentFlags & Flag.hasPriority != 0 ? priorities[i + 1] : 0
            }
            var flags = accumulated & Flag.anyChildExplicit != 0 ? Flag.explicitGuides : 0
            var op = LayoutEngine.Op.general
            var rigid = false
            var modifier = true
            var priority = 0.0
            switch cls {
            case .view:
              modifier = false
            case .customLayout:
              modifier = false
              if case .customLayout(let l) = kind.pointee, l.implementation.hasExplicitAlignment {
                flags |= Flag.explicitGuides
              }
            case .fill:
              op = .fill
              modifier = false
            case .text:
              flags |= Flag.explicitGuides
              modifier = false
            case .reader:
              flags &= ~Flag.explicitGuides
              modifier = false
            case .spacer:
              modifier = false
              priority = -.infinity
            case .hstack, .vstack:
              op = cls == .hstack ? .hstack : .vstack
              modifier = false
              rigid =
                flags & Flag.explicitGuides == 0
                && accumulated & Flag.allChildrenIgnoreProposal != 0
            case .fixedFrame:
              // Its size is in `params`, written to memo slot 0 when it is first measured.
              op = .fixedFrame
              flags |= Flag.fixedFrame
              rigid = true
            case .frame:
              rigid = contentRigid
            case .flexible:
              break
            case .padding:
              rigid = contentRigid
              if childCount == 1 { op = .padding }
            case .fixedSize:
              priority = contentPriority
            case .offset:
              rigid = contentRigid
              priority = contentPriority
            case .layoutPriority:
              if case .layoutPriority(let value) = kind.pointee { priority = value }
              rigid = contentRigid
              if childCount == 1 { op = .passThrough }
            case .alignmentGuide:
              if case .alignmentGuide(let key, _) = kind.pointee, !keys.contains(key) {
                keys.append(key)
              }
              flags |= Flag.explicitGuides
              rigid = contentRigid
              priority = contentPriority
            case .modifier:
              rigid = contentRigid
              priority = contentPriority
              if childCount == 1 { op = .passThrough }
            case .otherModifier:
              rigid = contentRigid
              priority = contentPriority
            }
            if rigid { flags |= Flag.ignoresProposal }
            if modifier { flags |= Flag.modifier }
            if priority.bitPattern != 0 {
              flags |= Flag.hasPriority
              priorities[i] = priority
            }
            meta[i] = LayoutEngine.NodeMeta(flags: flags, op: op, memoCount: 0)
            let p = Int(parents[i])
            if p >= 0 {
              if flags & Flag.explicitGuides != 0 { meta[p].flags |= Flag.anyChildExplicit }
              if !rigid { meta[p].flags &= ~Flag.allChildrenIgnoreProposal }
            }
          }
        }
      }
    }
    self.paramIndex = paramIndex
    self.params = params
    self.alignments = alignments
    self.meta = meta
    self.priorities = priorities
    self.keys = keys
  }

  /// The parameters of padding or a stack, read in place (a `switch` on the kind by value
  /// copies all of it); a fixed frame's come with its class (`classify`).
  @inline(never)
  private static func params(
    _ kind: UnsafePointer<ViewKind>, alignmentIndex: (AlignmentKey) -> Int
  ) -> LayoutNodeParams {
    switch kind.pointee {
    case .padding(let e):
      return LayoutNodeParams(insets: e)
    case .hstack(let alignment, let spacing):
      return LayoutNodeParams(spacing: spacing, alignment: alignmentIndex(alignment))
    case .vstack(let alignment, let spacing):
      return LayoutNodeParams(spacing: spacing, alignment: alignmentIndex(alignment))
    default:
      return LayoutNodeParams(size: Size(width: 0, height: 0))
    }
  }

  deinit {
    paramIndex.deallocate()
    params.deallocate()
    meta.deallocate()
    priorities.deallocate()
  }

  /// The tree's table, made on its first layout and shared by later ones.
  static func of(_ tree: ViewTree) -> LayoutNodeTable {
    tree.memo.value(for: ObjectIdentifier(LayoutNodeTable.self)) { LayoutNodeTable(tree) }
  }
}
