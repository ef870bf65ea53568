import Foundation

/// Names for the nodes of a tree that users can type back (docs/architecture.md §4): `#box` for a view
/// with `.id("box")` or `.accessibilityIdentifier("box")`, `Circle#2` for the second Circle in
/// tree order, `.frame#1` for a modifier, and the structural path `/0/1` (child slots from the
/// root) for anything.
///
///     let names = ViewNames(tree)
///     names.resolve("Color#1")  // .success(2)
public struct ViewNames: Sendable {
  public let tree: ViewTree
  /// `Type#n`, by node.
  public private(set) var ordinalNames: [String]
  /// The user's identifier for the view a `.id`/`.accessibilityIdentifier` modifies.
  public private(set) var identifiers: [ViewTree.NodeID: String] = [:]

  public init(_ tree: ViewTree) {
    self.tree = tree
    var counts: [String: Int] = [:]
    ordinalNames = []
    ordinalNames.reserveCapacity(tree.count)
    for i in 0..<tree.count {
      let type = tree.kinds[i].typeName
      let k = (counts[type] ?? 0) + 1
      counts[type] = k
      ordinalNames.append("\(type)#\(k)")
    }
    // An identifier names the view it modifies, seen through other neutral modifiers, so that
    // `Color.red.id("a")` and `Color.red.border(.blue).id("a")` both name the Color's line.
    for i in 0..<tree.count {
      guard case .identifier(let name) = tree.kinds[i] else { continue }
      var n = ViewTree.NodeID(i)
      while tree.kinds[Int(n)].foldsIntoRow, tree.childCount(of: n) > 0 {
        n = tree.content(of: n)
      }
      if identifiers[n] == nil { identifiers[n] = name }
    }
  }

  /// The name output uses: `#id` when the user gave one, else `Type#n`.
  public func name(of n: ViewTree.NodeID) -> String {
    if let id = identifiers[n] { return "#" + id }
    return ordinalNames[Int(n)]
  }

  /// The node whose row lists `n`: a drawing modifier is listed on the row of the view below
  /// it, as `:tree` and `:frames` print it.
  public func row(of n: ViewTree.NodeID) -> ViewTree.NodeID {
    var node = n
    while tree.kinds[Int(node)].foldsIntoRow, tree.childCount(of: node) == 1 { node = tree.content(of: node) }
    return node
  }

  /// The structural path: the child slot at each level below the root, e.g. `/0/2`.
  public func path(of n: ViewTree.NodeID) -> String {
    var slots: [Int32] = []
    var node = n
    while let p = tree.parent(node) {
      slots.append(tree.slots[Int(node)])
      node = p
    }
    return "/" + slots.reversed().map(String.init).joined(separator: "/")
  }

  /// Why a name did not resolve, with the closest names for a suggestion.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
    public var suggestions: [String]
  }

  /// Finds a node by `#id`, `Type#n`, a unique `Type`, or a path.
  public func resolve(_ text: String) -> Result<ViewTree.NodeID, Failure> {
    let t = text.trimmingCharacters(in: .whitespaces)
    if t.hasPrefix("#") {
      let id = String(t.dropFirst())
      if let hit = identifiers.filter({ $0.value == id }).map(\.key).min() { return .success(hit) }
      return .failure(failure("no view has the id \"\(id)\"", t, identifiers.values.map { "#" + $0 }))
    }
    if t.hasPrefix("/") {
      var node = ViewTree.root
      for part in t.split(separator: "/") {
        guard let slot = Int(part), slot >= 0, slot < tree.childCount(of: node) else {
          return .failure(Failure(message: "no view at path \(t)", suggestions: []))
        }
        node = tree.children(of: node)[tree.children(of: node).startIndex + slot]
      }
      return .success(node)
    }
    if let i = ordinalNames.firstIndex(of: t) { return .success(ViewTree.NodeID(i)) }
    let ofType = ordinalNames.indices.filter { tree.kinds[$0].typeName == t }
    if ofType.count == 1 { return .success(ViewTree.NodeID(ofType[0])) }
    if ofType.count > 1 {
      let choices = ofType.prefix(5).map { ordinalNames[$0] }
      return .failure(
        Failure(
          message: "\(t) names \(ofType.count) views; say which", suggestions: Array(choices)))
    }
    return .failure(failure("no view named \(t)", t, ordinalNames + identifiers.values.map { "#" + $0 }))
  }

  private func failure(_ message: String, _ text: String, _ candidates: [String]) -> Failure {
    Failure(message: message, suggestions: EditDistance.suggestions(for: text, among: candidates))
  }
}
