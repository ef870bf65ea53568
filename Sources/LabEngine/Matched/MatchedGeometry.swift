/// One `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` (docs/semantics.md §6). Views with
/// the same id in the same namespace form a group; the group's source (the first member with
/// `isSource` that is not being removed) gives the shared frame — its anchor point in the
/// window and its size — and every other member takes it: `.size` re-proposes the shared size
/// to its content (which keeps its layout origin), `.position` moves the content so that its
/// anchor lands on the shared point.
/// The modifier reports its content's own layout upwards, so the parent's layout is unchanged.
///
///     MatchedGeometry(id: "ID", namespace: "Sample.ns", properties: .size, isSource: false)
public struct MatchedGeometry: Hashable, Sendable {
  public struct Properties: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = Properties(rawValue: 1)
    public static let size = Properties(rawValue: 2)
    public static let frame: Properties = [.position, .size]
  }

  /// The id as code prints it (`"ID"`, `3`, `option`'s value).
  public var id: String
  /// The namespace: the owning view and property (`Sample#2.ns`).
  public var namespace: String
  public var properties: Properties
  public var anchor: UnitPoint
  public var isSource: Bool

  public init(
    id: String, namespace: String, properties: Properties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) {
    self.id = id
    self.namespace = namespace
    self.properties = properties
    self.anchor = anchor
    self.isSource = isSource
  }

  /// What groups members: the id within the namespace.
  public var key: Key { Key(id: id, namespace: namespace) }

  public struct Key: Hashable, Sendable, Comparable {
    public var id: String
    public var namespace: String
    public static func < (a: Key, b: Key) -> Bool { (a.namespace, a.id) < (b.namespace, b.id) }
  }

  /// How output shows it.
  public var summary: String {
    var parts = ["id: \(id)", "in: \(namespace)"]
    if properties != .frame { parts.append("properties: .\(properties == .size ? "size" : "position")") }
    if anchor != .center {
      let named = UnitPoint.named.first { $0.point == anchor }?.name
      parts.append(
        "anchor: " + (named.map { "." + $0 }
          ?? "UnitPoint(x: \(NumberFormat.format(anchor.x)), y: \(NumberFormat.format(anchor.y)))"))
    }
    if !isSource { parts.append("isSource: false") }
    return ".matchedGeometryEffect(" + parts.joined(separator: ", ") + ")"
  }
}

/// The matched-geometry groups of one tree, in tree order (docs/semantics.md §6).
///
///     let groups = MatchedGroups(tree); groups.source[key]
public struct MatchedGroups: Sendable {
  /// Each group's members (the modifier nodes), in tree order.
  public private(set) var members: [MatchedGeometry.Key: [ViewTree.NodeID]] = [:]
  /// Each group's source: the first member with `isSource` (nil: no source, nothing to match).
  public private(set) var source: [MatchedGeometry.Key: ViewTree.NodeID] = [:]
  /// Groups with more than one source: SwiftUI calls the result undefined; the first wins here.
  public private(set) var contested: [MatchedGeometry.Key] = []

  /// The groups of `tree`, leaving out members `isPlaced` says are not on screen.
  public init(_ tree: ViewTree, isPlaced: (ViewTree.NodeID) -> Bool = { _ in true }) {
    guard tree.hasMatchedGeometry else { return }
    for i in 0..<tree.count {
      guard case .matchedGeometry(let m) = tree.kinds[i] else { continue }
      let n = ViewTree.NodeID(i)
      guard isPlaced(n) else { continue }
      members[m.key, default: []].append(n)
      guard m.isSource else { continue }
      if source[m.key] == nil {
        source[m.key] = n
      } else if !contested.contains(m.key) {
        contested.append(m.key)
      }
    }
  }

  public var isEmpty: Bool { members.isEmpty }

  /// For a view `n` of `layout` inside a matched member: the member, and the view that was its
  /// group's source in `previous` when that was another view (the one it grows out of).
  public static func replacedSource(
    of n: ViewTree.NodeID, in layout: Layout, previous: Layout
  ) -> (member: MatchedGeometry, oldSource: ViewTree.NodeID)? {
    guard let m = MatchedTransition.members(layout.tree)[Int(n)],
      case .matchedGeometry(let g) = layout.tree.kind(m),
      let old = MatchedGroups(previous.tree, isPlaced: previous.isPlaced).source[g.key],
      previous.tree.identities[Int(old)] != layout.tree.identities[Int(m)]
    else { return nil }
    return (g, old)
  }

  /// SwiftUI's console message for a group with several sources, pointing at the second.
  public func warnings(_ tree: ViewTree) -> [LayoutWarning] {
    contested.compactMap { key in
      guard let members = self.members[key] else { return nil }
      let sources = members.filter {
        if case .matchedGeometry(let m) = tree.kind($0) { return m.isSource }
        return false
      }
      guard sources.count > 1 else { return nil }
      return LayoutWarning(
        message: "Multiple inserted views in matched geometry group (id: \(key.id), in: "
          + "\(key.namespace)) have `isSource: true`, results are undefined; the first in "
          + "tree order is the source here. Pass `isSource: false` to the others.",
        source: tree.sources[Int(sources[1])], node: sources[1])
    }
  }
}
