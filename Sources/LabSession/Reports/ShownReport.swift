import LabEngine

/// The SHOWN layer as a table: where each drawn view is drawn at the playhead, its opacity, and
/// whether it is still moving; then the removed views still fading out (docs/architecture.md §3).
public enum ShownReport {
  /// The views that draw: leaves on screen (not in a subtree a ViewThatFits left out).
  public static func drawnNodes(_ layout: Layout) -> [ViewTree.NodeID] {
    (0..<layout.tree.count).map(ViewTree.NodeID.init).filter {
      GeometryGroups.draws(layout.tree.kind($0)) && layout.isPlaced($0)
    }
  }

  public static func rows(
    layout: Layout, names: ViewNames, shown: ShownFrames, nodes: [ViewTree.NodeID]
  ) -> String {
    var rows: [[String]] = []
    for n in nodes {
      let quad = shown.quads[Int(n)]
      let frame = quad.map { Format.rect($0.boundingBox) + ($0.isAxisAligned ? "" : " ◇") } ?? "—"
      rows.append([
        "  " + names.name(of: n), frame, "opacity " + NumberFormat.format(shown.opacities[Int(n)]),
        shown.animating[Int(n)] ? "moving" : "",
      ])
    }
    for ghost in shown.departed {
      rows.append([
        "  " + ghost.name, Format.rect(ghost.quad.boundingBox),
        "opacity " + NumberFormat.format(ghost.opacity), "leaving",
      ])
    }
    return TextTable(header: ["  view", "shown (x, y, w, h)", "", ""], rows: rows).render()
  }
}
