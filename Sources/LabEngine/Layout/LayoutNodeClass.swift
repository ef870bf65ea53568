/// What the layout pass's backward sweep needs of a node's kind, one byte per node, so that
/// the sweep does not read every 112-byte `ViewKind` and reads the kind only for the few
/// payloads it needs. Worked out once per tree, on its first layout, and kept in the tree's
/// memo (`ViewTree.memo`) for every later pass over the same tree.
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
    switch kind {
    case .shape(.transformed):
      // Sized as its base (a Circle's min-square included): the general path.
      self = .view
    case .shape(.filling(_, _, _, let source?)) where source.hasSizing:
      // A user Shape with its own `sizeThatFits`: the general path asks its code.
      self = .view
    case .color, .shape(.rectangle), .shape(.roundedRectangle), .shape(.unevenRoundedRectangle), .shape(.capsule),
      .shape(.ellipse), .shape(.path), .shape(.filling):
      self = .fill
    case .text: self = .text
    case .customLayout: self = .customLayout
    case .geometryReader, .scrollView, .list: self = .reader
    case .spacer: self = .spacer
    case .hstack: self = .hstack
    case .vstack: self = .vstack
    case .frame(let w, let h, _): self = w != nil && h != nil ? .fixedFrame : .frame
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

  /// Each node's class, computed on the tree's first layout and shared by later ones.
  static func classes(of tree: ViewTree) -> [LayoutNodeClass] {
    tree.memo.value(for: ObjectIdentifier(LayoutNodeClass.self)) {
      tree.kinds.map(LayoutNodeClass.init)
    }
  }
}
