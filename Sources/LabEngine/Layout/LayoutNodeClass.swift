/// What the layout pass's backward sweep needs of a node's kind, one byte per node, so that
/// the sweep does not read every 112-byte `ViewKind` (`LayoutNodeTable` holds them, with the
/// few payloads the hot paths need).
///
///     LayoutNodeClass(.hstack(alignment: .center, spacing: nil))   // .hstack
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

  init(_ kind: ViewKind) {
    // Patterns on the case alone: a nested pattern (`.shape(.filling(…))`) here made Swift
    // copy the whole kind for every node, whatever its case; the shape's and the frame's
    // payloads are read apart, for those nodes only.
    switch kind {
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
    case .overlay, .background, .zIndex, .ignoresSafeArea, .font, .fontWeight, .imageScale, .lineLimit, .gridCell,
      .contentMargins, .identifier, .element, .custom, .coordinateSpace, .animation,
      .transition, .geometryGroup, .effect, .drawing, .action, .preference, .layoutValue,
      .listOption, .textCase:
      // Overlay and background pass through only without secondary views (one child).
      self = .modifier
    default: self = kind.isModifier ? .otherModifier : .view
    }
  }

  /// `.frame(width:height:)`: fixed when both lengths are given.
  @inline(never)
  private init(frameOf kind: ViewKind) {
    if case .frame(.some, .some, _) = kind {
      self = .fixedFrame
    } else {
      self = .frame
    }
  }

  /// A shape's class: most take the proposal; a transformed one is sized as its base (a
  /// Circle's min-square included) and a user Shape with its own `sizeThatFits` asks its code,
  /// both on the general path.
  @inline(never)
  private init(shapeOf kind: ViewKind) {
    guard case .shape(let shape) = kind else {
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
/// `LayoutNodeTable.alignments`, 0). Reading them instead of the 112-byte `ViewKind` keeps the
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
/// and kept in the tree's memo (`ViewTree.memo`) for every later pass over the same tree: each
/// node's class, and the parameters of the kinds above, in plain memory read through pointers.
///
///     let table = LayoutNodeTable.of(tree)
///     table.classes[0]   // .hstack
final class LayoutNodeTable: @unchecked Sendable {
  let classes: [LayoutNodeClass]
  /// Per node: its parameters' place in `params`, or −1.
  let paramIndex: UnsafeMutablePointer<Int32>
  let params: UnsafeMutablePointer<LayoutNodeParams>
  /// The stacks' alignments, each once.
  let alignments: [AlignmentKey]

  init(_ tree: ViewTree) {
    let n = tree.count
    var classes: [LayoutNodeClass] = []
    classes.reserveCapacity(n)
    var alignments: [AlignmentKey] = []
    var found: [LayoutNodeParams] = []
    let paramIndex = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(n, 1))
    func alignmentIndex(_ key: AlignmentKey) -> Int {
      if let k = alignments.firstIndex(of: key) { return k }
      alignments.append(key)
      return alignments.count - 1
    }
    // Each kind passed in place to the functions that read it: a copy of a `ViewKind` is 112
    // bytes and retains its payload, and was most of this loop's time.
    tree.kinds.withUnsafeBufferPointer { kinds in
      for i in 0..<n {
        let (cls, p) = LayoutNodeTable.entry(kinds[i], alignmentIndex: alignmentIndex)
        classes.append(cls)
        if let p {
          paramIndex[i] = Int32(found.count)
          found.append(p)
        } else {
          paramIndex[i] = -1
        }
      }
    }
    self.paramIndex = paramIndex
    params = .allocate(capacity: Swift.max(found.count, 1))
    params.initialize(from: found, count: found.count)
    self.classes = classes
    self.alignments = alignments
  }

  /// A node's class and, for a fixed frame, padding or stack, its parameters: the commonest
  /// kinds in one switch (each switch over a kind costs a copy of it).
  private static func entry(_ kind: ViewKind, alignmentIndex: (AlignmentKey) -> Int)
    -> (LayoutNodeClass, LayoutNodeParams?)
  {
    switch kind {
    case .color:
      return (.fill, nil)
    case .frame(let w?, let h?, _):
      return (.fixedFrame, LayoutNodeParams(size: Size(width: w, height: h)))
    case .padding(let e):
      return (.padding, LayoutNodeParams(insets: e))
    case .hstack(let alignment, let spacing):
      return (.hstack, LayoutNodeParams(spacing: spacing, alignment: alignmentIndex(alignment)))
    case .vstack(let alignment, let spacing):
      return (.vstack, LayoutNodeParams(spacing: spacing, alignment: alignmentIndex(alignment)))
    default:
      return (LayoutNodeClass(kind), nil)
    }
  }

  deinit {
    paramIndex.deallocate()
    params.deallocate()
  }

  /// The tree's table, made on its first layout and shared by later ones.
  static func of(_ tree: ViewTree) -> LayoutNodeTable {
    tree.memo.value(for: ObjectIdentifier(LayoutNodeTable.self)) { LayoutNodeTable(tree) }
  }
}
