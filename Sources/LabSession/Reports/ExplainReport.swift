import LabEngine

/// What `:explain` shows: the chain from the root to one view, each step with the proposal the
/// parent made, the size the child chose, and where the parent put it — the layout negotiation
/// that produced the view's frame (docs/semantics.md §1–3).
///
///     ExplainReport(layout: layout, names: names, node: n).renderText()
public struct ExplainReport: Sendable {
  public struct Step: Sendable {
    public var node: ViewTree.NodeID
    public var name: String
    public var code: String
    public var proposal: ProposedSize
    public var size: Size
    public var origin: Point
    public var global: Rect
  }

  public var steps: [Step]
  public var window: Window

  public init(layout: Layout, names: ViewNames, node: ViewTree.NodeID) {
    var chain: [ViewTree.NodeID] = []
    var n: ViewTree.NodeID? = node
    while let cur = n {
      chain.append(cur)
      n = layout.tree.parent(cur)
    }
    window = layout.window
    steps = chain.reversed().map { c in
      Step(
        node: c, name: names.name(of: c), code: layout.tree.kind(c).summary,
        proposal: layout.proposals[Int(c)], size: layout.sizes[Int(c)],
        origin: layout.origins[Int(c)], global: layout.globalFrame(c))
    }
  }

  public func renderText() -> String {
    var lines: [String] = []
    let safe = window.safeArea
    lines.append(
      "window \(window.title) proposes its safe area \(Format.size(safe.size)) at \(Format.point(safe.origin))")
    for (k, s) in steps.enumerated() {
      let indent = String(repeating: "  ", count: k)
      let placed = k == 0 ? "centred at" : "placed at"
      lines.append(
        "\(indent)\(s.name)  \(s.code)")
      lines.append(
        "\(indent)  proposed \(s.proposal) → chose \(Format.size(s.size)), \(placed) "
          + "\(Format.point(s.origin)) in its parent → global \(Format.rect(s.global))")
    }
    return lines.joined(separator: "\n")
  }
}
