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
    /// When its parent is a custom layout (docs/semantics.md §9): what the layout's code asked
    /// of it and where it placed it, in order.
    public var layoutCalls: [CustomLayoutCall] = []
    public var layoutName: String = ""
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
      var step = Step(
        node: c, name: names.name(of: c), code: layout.tree.kind(c).summary,
        proposal: layout.proposals[Int(c)], size: layout.sizes[Int(c)],
        origin: layout.origins[Int(c)], global: layout.globalFrame(c))
      if let p = layout.tree.parent(c), case .customLayout(let l) = layout.tree.kind(p) {
        step.layoutCalls = layout.customLayoutCalls[c] ?? []
        step.layoutName = l.name
      }
      return step
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
      lines += Self.callLines(s, indent: indent + "  ")
    }
    return lines.joined(separator: "\n")
  }

  /// The calls a custom layout made about the step's view, repeated ones counted.
  static func callLines(_ s: Step, indent: String) -> [String] {
    guard !s.layoutCalls.isEmpty else { return [] }
    func unit(_ u: UnitPoint) -> String {
      UnitPoint.named.first { $0.point == u && $0.name != "zero" }.map { "." + $0.name } ?? "UnitPoint(x: \(NumberFormat.format(u.x)), y: \(NumberFormat.format(u.y)))"
    }
    var texts: [String] = []
    var counts: [Int] = []
    for call in s.layoutCalls {
      let text: String
      switch call {
      case .sizeThatFits(let p, let size):
        text = "sizeThatFits(\(p)) → \(Format.size(size))"
      case .place(let at, let anchor, let p, let bounds):
        text =
          "place(at: \(Format.point(at)), anchor: \(unit(anchor)), proposal: \(p)) "
          + "in bounds \(Format.rect(bounds))"
      case .centred(let p):
        text = "never placed: centred in the layout, proposed \(p) (the layout's own proposal)"
      }
      if let k = texts.firstIndex(of: text) {
        counts[k] += 1
      } else {
        texts.append(text)
        counts.append(1)
      }
    }
    var lines = ["\(indent)\(s.layoutName)'s code asked and placed it:"]
    for (text, count) in zip(texts, counts) {
      lines.append("\(indent)  \(text)\(count > 1 ? " (\(count) times)" : "")")
    }
    return lines
  }
}
