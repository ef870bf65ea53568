/// What the layout pass's backward sweep needs of a node's kind, one byte per node, so that
/// the sweep does not read every 112-byte `ViewKind` (`LayoutNodeTable` holds them, with the
/// few payloads the hot paths need).
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
    case .overlay, .background, .zIndex, .ignoresSafeArea, .font, .fontWeight, .imageScale, .lineLimit, .gridCell,
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
    var alignments: [AlignmentKey] = []
    func alignmentIndex(_ key: AlignmentKey) -> Int {
      if let k = alignments.firstIndex(of: key) { return k }
      alignments.append(key)
      return alignments.count - 1
    }
    let paramIndex = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(n, 1))
    // The parameters in a buffer grown by doubling, which becomes the table's as it is.
    var capacity = Swift.max(16, n / 4)
    var params = UnsafeMutablePointer<LayoutNodeParams>.allocate(capacity: capacity)
    var found = 0
    // Each kind read in place by the functions that need it: a copy of a `ViewKind` is 112
    // bytes and retains its payload, and was most of this loop's time.
    let classes = [LayoutNodeClass](unsafeUninitializedCapacity: n) { classes, initialized in
      tree.kinds.withUnsafeBufferPointer { kinds in
        for i in 0..<n {
          let kind = kinds.baseAddress! + i
          let cls = LayoutNodeClass(kind)
          classes[i] = cls
          switch cls {
          case .fixedFrame, .padding, .hstack, .vstack:
            if found == capacity {
              let grown = UnsafeMutablePointer<LayoutNodeParams>.allocate(capacity: capacity * 2)
              grown.moveInitialize(from: params, count: found)
              params.deallocate()
              (params, capacity) = (grown, capacity * 2)
            }
            (params + found).initialize(to: LayoutNodeTable.params(kind, alignmentIndex: alignmentIndex))
            paramIndex[i] = Int32(found)
            found += 1
          default:
            paramIndex[i] = -1
          }
        }
      }
      initialized = n
    }
    self.paramIndex = paramIndex
    self.params = params
    self.classes = classes
    self.alignments = alignments
  }

  /// The parameters of a fixed frame, padding or stack, read in place (a `switch` on the
  /// kind by value copies all 112 bytes of it).
  @inline(never)
  private static func params(
    _ kind: UnsafePointer<ViewKind>, alignmentIndex: (AlignmentKey) -> Int
  ) -> LayoutNodeParams {
    switch kind.pointee {
    case .frame(let w?, let h?, _):
      return LayoutNodeParams(size: Size(width: w, height: h))
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
  }

  /// The tree's table, made on its first layout and shared by later ones.
  static func of(_ tree: ViewTree) -> LayoutNodeTable {
    tree.memo.value(for: ObjectIdentifier(LayoutNodeTable.self)) { LayoutNodeTable(tree) }
  }
}
