extension Layout {
  /// `.ignoresSafeArea` is modelled on the root's modifier chain only (docs/semantics.md §1.4):
  /// below the root SwiftUI would extend the view into the insets it touches, which the lab
  /// does not do yet. Where the window has insets on an edge the modifier names, that frame
  /// would differ, so it is said rather than printed as if right.
  public var safeAreaWarnings: [LayoutWarning] {
    let insets = window.safeAreaInsets
    guard insets != .zero else { return [] }
    var onRootChain = Set<ViewTree.NodeID>()
    var n = ViewTree.root
    while tree.count > 0 {
      onRootChain.insert(n)
      guard tree.kind(n).isModifier, tree.childCount(of: n) > 0 else { break }
      n = tree.content(of: n)
    }
    var warnings: [LayoutWarning] = []
    for i in 0..<tree.count {
      let node = ViewTree.NodeID(i)
      guard case .ignoresSafeArea(let edges) = tree.kinds[i], !onRootChain.contains(node) else {
        continue
      }
      let affected =
        (edges.contains(.top) && insets.top > 0) || (edges.contains(.bottom) && insets.bottom > 0)
        || (edges.contains(.leading) && insets.leading > 0)
        || (edges.contains(.trailing) && insets.trailing > 0)
      guard affected else { continue }
      warnings.append(
        LayoutWarning(
          message: "`.ignoresSafeArea` is modelled only on the root view so far: this view is laid "
            + "out inside the safe area, where SwiftUI would extend it into the insets it touches",
          source: tree.sources[i], node: node))
    }
    return warnings
  }
}
