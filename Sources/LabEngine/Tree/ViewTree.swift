/// The flattened, layout-ready form of a `ViewDescription`: one slot per node in flat arrays
/// indexed by node id (pre-order), so passes are loops over arrays rather than walks over a
/// graph of objects (docs/architecture.md §8).
///
/// Building resolves what the description leaves implicit: `Group`/`ForEach` children join
/// their container, a modifier on a group applies to each member, `EmptyView` drops out, Text
/// takes the environment's font and line limit, and Spacer/Divider learn their stack's axis.
///
///     let tree = ViewTree(ViewDescription(.color("red")).frame(width: 10, height: 10))
///     tree.count  // 2
public struct ViewTree: Sendable {
  public typealias NodeID = Int32

  public private(set) var kinds: [ViewKind] = []
  /// What passes over this tree derive from its kinds once and reuse (the layout's node
  /// classes); the tree keeps them without knowing what they are.
  let memo = TreeMemo()
  public private(set) var parents: [NodeID] = []
  /// Whether any node is a `.matchedGeometryEffect`: noted while building, so that a layout
  /// pass or an update without one never scans the tree for it.
  public private(set) var hasMatchedGeometry = false
  /// `children(of:)` reads `childList[childStart[n] ..< childStart[n] + childCount[n]]`.
  /// Internal for the layout engine's per-pass sweep; everything else goes through
  /// `children(of:)`, `childCount(of:)` and `content(of:)`.
  private(set) var childStart: [Int32] = []
  private(set) var childCount: [Int32] = []
  private(set) var childList: [NodeID] = []
  /// The axis of the stack a node sits in (through unary modifiers), for Spacer and Divider.
  public private(set) var stackAxes: [Axis?] = []
  public private(set) var sources: [SourceLocation?] = []
  /// The node's structural slot among its parent's children (its identity, docs/architecture.md §4).
  public private(set) var slots: [Int32] = []
  /// Each node's identity (docs/architecture.md §4): its parent's identity combined with its structural
  /// key — the child position in the builder, through every `Group`, `if` branch and
  /// `ForEach` (which uses the element's id), or an explicit `.id`. Two trees' nodes with the
  /// same identity are the same view at two moments: what changed animates; a new identity
  /// transitions in. A stable FNV-1a hash, the same in every process.
  public private(set) var identities: [UInt64] = []
  /// `.contentMargins` in effect at each ScrollView.
  public private(set) var scrollMargins: [NodeID: EdgeInsets] = [:]
  /// Corrections made to invalid numbers while building (SwiftUI's console warnings).
  public private(set) var warnings: [LayoutWarning] = []

  public var count: Int { kinds.count }
  public static let root: NodeID = 0

  public init(_ description: ViewDescription) {
    var roots = ViewTree.expand(description, key: 0)
    if roots.count != 1 {
      // Several views at the root stack vertically, as in a window's content.
      roots = [(ViewDescription(.vstack(alignment: .hCenter, spacing: nil), roots.map(\.view)), 0)]
    }
    reserve(ViewTree.estimateCount(roots[0].view))
    _ = add(
      roots[0].view, parent: -1, slot: 0, key: roots[0].key, environment: Environment(),
      stackAxis: nil)
  }

  public func children(of n: NodeID) -> ArraySlice<NodeID> {
    let s = Int(childStart[Int(n)])
    return childList[s..<(s + Int(childCount[Int(n)]))]
  }

  public func childCount(of n: NodeID) -> Int { Int(childCount[Int(n)]) }

  /// The first child of a modifier node (the modified view).
  public func content(of n: NodeID) -> NodeID { childList[Int(childStart[Int(n)])] }

  public func kind(_ n: NodeID) -> ViewKind { kinds[Int(n)] }
  public func parent(_ n: NodeID) -> NodeID? {
    let p = parents[Int(n)]
    return p < 0 ? nil : p
  }

  // MARK: - Building

  /// What the environment carries down to leaves while flattening.
  private struct Environment {
    var font: Font = .body
    var lineLimit: Int? = nil
    var contentMargins = EdgeInsets.zero
  }

  private mutating func reserve(_ n: Int) {
    kinds.reserveCapacity(n)
    parents.reserveCapacity(n)
    childStart.reserveCapacity(n)
    childCount.reserveCapacity(n)
    childList.reserveCapacity(n)
    stackAxes.reserveCapacity(n)
    sources.reserveCapacity(n)
    slots.reserveCapacity(n)
    identities.reserveCapacity(n)
  }

  private static func estimateCount(_ d: ViewDescription) -> Int {
    var total = 1
    for c in d.children { total += estimateCount(c) }
    return total
  }

  /// Appends `d` and its subtree; children occupy a contiguous run of `childList`.
  private mutating func add(
    _ d: ViewDescription, parent: NodeID, slot: Int, key: UInt64, environment: Environment,
    stackAxis: Axis?
  ) -> NodeID {
    let id = NodeID(kinds.count)
    var (kind, notes) = d.kind.sanitized()
    for note in notes { warnings.append(LayoutWarning(message: note, source: d.source, node: id)) }
    var env = environment
    switch kind {
    case .font(let f): env.font = f
    case .lineLimit(let l): env.lineLimit = l
    case .contentMargins(let m): env.contentMargins = m
    case .matchedGeometry: hasMatchedGeometry = true
    case .scrollView: scrollMargins[id] = env.contentMargins
    case .text(var content):
      content.font = content.font ?? env.font
      if content.lineLimit == nil { content.lineLimit = .some(env.lineLimit) }
      kind = .text(content)
    default: break
    }
    kinds.append(kind)
    parents.append(parent)
    childStart.append(0)
    childCount.append(0)
    stackAxes.append(stackAxis)
    sources.append(d.source)
    slots.append(Int32(truncatingIfNeeded: slot))
    var identity = Identity.combine(parent < 0 ? Identity.seed : identities[Int(parent)], key)
    if case .identifier(let name) = kind { identity = Identity.combine(identity, "id", name) }
    identities.append(identity)

    let kids: [Keyed]
    let childAxis: (Int) -> Axis?
    switch kind {
    case .hstack:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in .horizontal }
    case .vstack:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in .vertical }
    case .gridRow:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in .horizontal }
    case .customLayout(let layout):
      kids = ViewTree.expandChildren(d.children)
      let axis = layout.stackOrientation
      childAxis = { _ in axis }
    case .zstack, .geometryReader, .grid, .viewThatFits, .scrollView, .group, .lazyGrid,
      .navigationStack:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in nil }
    case .overlay, .background:
      // The primary keeps the stack context; secondaries form their own implicit ZStack.
      let primary = d.children.first.map { ViewTree.single(ViewTree.expand($0, key: 0)) } ?? []
      kids = primary + ViewTree.expandChildren(Array(d.children.dropFirst()), firstKey: 1)
      childAxis = { $0 == 0 ? stackAxis : nil }
    default:
      if d.children.isEmpty {
        kids = []
      } else {
        kids = ViewTree.single(ViewTree.expand(d.children[0], key: 0))
      }
      childAxis = { _ in stackAxis }
    }
    // Children first (each subtree contiguous in pre-order), then record their ids as a run.
    var ids: [NodeID] = []
    ids.reserveCapacity(kids.count)
    for (i, k) in kids.enumerated() {
      ids.append(
        add(k.view, parent: id, slot: i, key: k.key, environment: env, stackAxis: childAxis(i)))
    }
    childStart[Int(id)] = Int32(truncatingIfNeeded: childList.count)
    childCount[Int(id)] = Int32(truncatingIfNeeded: ids.count)
    childList.append(contentsOf: ids)
    return id
  }

  /// A view in a container's child list with its structural key.
  typealias Keyed = (view: ViewDescription, key: UInt64)

  /// The children of a container, expanded, keyed by their position in the builder.
  static func expandChildren(_ children: [ViewDescription], firstKey: Int = 0) -> [Keyed] {
    var result: [Keyed] = []
    for (i, c) in children.enumerated() { result += expand(c, key: UInt64(firstKey + i)) }
    return result
  }

  /// The layout children a description contributes to its container: groups dissolve,
  /// `EmptyView` vanishes, and a modifier on several views applies to each of them. Each keeps
  /// the path of builder positions it came through (a `ForEach` element: its id) as its key.
  static func expand(_ d: ViewDescription, key: UInt64) -> [Keyed] {
    switch d.kind {
    case .empty:
      return []
    case .group:
      var result: [Keyed] = []
      for (i, c) in d.children.enumerated() {
        let k: UInt64
        if case .element(let id) = c.kind {
          k = Identity.combine(key, "element", id)
        } else {
          k = Identity.combine(key, UInt64(i))
        }
        result += expand(c, key: k)
      }
      return result
    case .custom:
      // A body of several views (a TupleView) joins the parent view by view: there is no one
      // view to name, so the marker goes rather than repeating on each member.
      guard let content = d.children.first else { return [] }
      let members = expand(content, key: key)
      return members.count == 1 ? [(d, key)] : members
    case .overlay, .background:
      guard let primary = d.children.first else { return [] }
      let members = expand(primary, key: key)
      if members.count == 1 { return [(d, key)] }
      return members.map {
        (ViewDescription(d.kind, [$0.view] + d.children.dropFirst(), source: d.source), $0.key)
      }
    default:
      guard d.kind.isModifier, let content = d.children.first else { return [(d, key)] }
      let members = expand(content, key: key)
      if members.count == 1 { return [(d, key)] }
      return members.map { (ViewDescription(d.kind, [$0.view], source: d.source), $0.key) }
    }
  }

  /// A modifier's content: exactly one view; a modified `EmptyView` lays out as an empty leaf.
  private static func single(_ members: [Keyed]) -> [Keyed] {
    switch members.count {
    case 0: return [(ViewDescription(.empty), 0)]
    case 1: return members
    default:
      return [(ViewDescription(.vstack(alignment: .hCenter, spacing: nil), members.map(\.view)), 0)]
    }
  }
}

extension ViewKind {
  /// True for modifiers: nodes whose first child is the view they modify.
  public var isModifier: Bool {
    switch self {
    case .color, .shape, .spacer, .divider, .text, .image, .empty, .group, .hstack, .vstack,
      .zstack, .geometryReader, .grid, .gridRow, .viewThatFits, .scrollView, .lazyGrid,
      .navigationStack, .customLayout:
      return false
    default:
      return true
    }
  }
}
