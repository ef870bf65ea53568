/// Combines one preference key's values over a subtree (docs/semantics.md §5, PreferenceCombiner): in
/// tree order, the first contributing child's value seeds the result and each later
/// contributor is folded in with the key's `reduce`; views that write nothing are skipped
/// (no `defaultValue` is folded in). `.preference` replaces what its subtree had;
/// `.transformPreference` edits it, seeded with `defaultValue` when the subtree had none.
///
/// The values are the front end's (`Value` in LabScript, `Double` in tests), so the combiner
/// is generic and its closures may throw (user code runs in `reduce`).
///
///     let sum = PreferenceCombiner<Double>(key: "K", defaultValue: { 0 }, reduce: { $0 += $1 },
///       written: { m, _ in Double(m.token) }, transform: { _, _ in })
///     try sum.value(in: tree, at: ViewTree.root)   // nil when nothing writes K
public struct PreferenceCombiner<Value> {
  public var key: String
  public var defaultValue: () throws -> Value
  /// `reduce(value: &value, nextValue: { next })`.
  public var reduce: (inout Value, Value) throws -> Void
  /// The value a `.write` or `.anchor` modifier contributes (the anchor node is passed so
  /// that the front end can find its measured anchor).
  public var written: (PreferenceModifier, ViewTree.NodeID) throws -> Value
  /// Runs a `.transformPreference` closure on the subtree's value.
  public var transform: (PreferenceModifier, inout Value) throws -> Void

  public init(
    key: String, defaultValue: @escaping () throws -> Value,
    reduce: @escaping (inout Value, Value) throws -> Void,
    written: @escaping (PreferenceModifier, ViewTree.NodeID) throws -> Value,
    transform: @escaping (PreferenceModifier, inout Value) throws -> Void
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.reduce = reduce
    self.written = written
    self.transform = transform
  }

  /// The key's combined value for the subtree rooted at `n`, or nil when nothing in it
  /// contributes (the reader then sees `defaultValue`).
  public func value(in tree: ViewTree, at n: ViewTree.NodeID) throws -> Value? {
    var values: [ViewTree.NodeID: Value] = [:]
    // Pre-order ids make a subtree one contiguous run; sweeping it backwards sees every
    // child before its parent, so no recursion is needed however deep the tree is.
    for i in stride(from: Int(tree.subtreeEnd(of: n)) - 1, through: Int(n), by: -1) {
      let node = ViewTree.NodeID(i)
      if let v = try combine(node, in: tree, values: &values) { values[node] = v }
      for child in tree.children(of: node) { values[child] = nil }
    }
    return values[n]
  }

  /// The writers (`.preference`, `.anchorPreference`, `.transformPreference`) whose
  /// contribution reaches `n`, in tree order: a writer under another `.preference` of the same
  /// key is replaced and does not count.
  public func contributors(in tree: ViewTree, at n: ViewTree.NodeID) -> [ViewTree.NodeID] {
    var found: [ViewTree.NodeID] = []
    var stack: [ViewTree.NodeID] = [n]
    while let node = stack.popLast() {
      if case .preference(let m) = tree.kind(node), m.key == key {
        switch m.role {
        case .write, .anchor:
          found.append(node)
          continue  // it replaces everything below it
        case .transform: found.append(node)
        case .onChange: break
        }
      }
      stack.append(contentsOf: tree.children(of: node).reversed())
    }
    return found
  }

  /// One node's value from its children's (already in `values`).
  private func combine(
    _ node: ViewTree.NodeID, in tree: ViewTree, values: inout [ViewTree.NodeID: Value]
  ) throws -> Value? {
    if case .preference(let m) = tree.kind(node), m.key == key {
      switch m.role {
      case .write, .anchor:
        return try written(m, node)
      case .transform:
        var v = try folded(tree.children(of: node), values) ?? defaultValue()
        try transform(m, &v)
        return v
      case .onChange:
        break
      }
    }
    return try folded(tree.children(of: node), values)
  }

  /// The first contributor seeds, later ones fold in with `reduce` (docs/semantics.md §5).
  private func folded(_ children: ArraySlice<ViewTree.NodeID>, _ values: [ViewTree.NodeID: Value])
    throws -> Value?
  {
    var result: Value?
    for child in children {
      guard let v = values[child] else { continue }
      if result == nil {
        result = v
      } else if var acc = result {
        try reduce(&acc, v)
        result = acc
      }
    }
    return result
  }
}

extension ViewTree {
  /// One past the last node of `n`'s subtree (pre-order ids make it contiguous).
  public func subtreeEnd(of n: NodeID) -> NodeID {
    var last = n
    while let child = children(of: last).last { last = child }
    return last + 1
  }

  /// Every preference key written or watched in the tree, in order of first appearance.
  public var preferenceKeys: [String] {
    var keys: [String] = []
    for kind in kinds {
      if case .preference(let m) = kind, !keys.contains(m.key) { keys.append(m.key) }
    }
    return keys
  }
}
