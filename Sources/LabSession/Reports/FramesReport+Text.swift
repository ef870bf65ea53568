import LabEngine

/// Text rendering of a frames report: the trace (proposal → size) and the frames.
extension FramesReport {
  public func renderText() -> String {
    let f = Format.self
    var out = "layout frames · \(window.title) · points, "
      + "rounded to \(NumberFormat.decimals) decimals\n"
    let table = TextTable(
      header: ["view", "proposal", "size", "in parent (x, y)", "global (x, y, w, h)"]
        + spaceNames.map { "in \"\($0)\"" },
      rows: rows.map { row in
        let indent = String(repeating: "  ", count: row.depth)
        let folded = row.neutralModifiers.isEmpty ? "" : " " + row.neutralModifiers.joined(separator: " ")
        let mark = row.globalQuad == nil ? "" : " ◇"
        return [
          indent + row.name + folded, row.proposal.description, f.size(row.size),
          row.inParent.map { f.point($0.origin) } ?? "—", (row.global.map(f.rect) ?? "—") + mark,
        ] + row.named.map { $0.map(f.rect) ?? "—" }
      })
    out += table.render()
    if rows.contains(where: { $0.globalQuad != nil }) {
      out += "\n◇ rotated, skewed or projected: the global frame is the bounding box of its corners"
    }
    if rows.contains(where: { $0.global == nil }) {
      out += "\n— a corner lies behind the eye plane of a perspective effect (w ≤ 0): no finite frame"
    }
    for w in warnings { out += "\n" + w.description }
    return out
  }

  /// The tree with each view's code, as `:tree` prints it.
  public func renderTree() -> String {
    rows.map { row in
      let indent = String(repeating: "  ", count: row.depth)
      let folded = row.neutralModifiers.isEmpty ? "" : " " + row.neutralModifiers.joined(separator: " ")
      return indent + row.name + "  " + row.summary + folded
    }.joined(separator: "\n")
  }
}

/// Formats geometry values with the one number formatter.
public enum Format {
  public static func size(_ s: Size) -> String {
    "\(NumberFormat.format(s.width))×\(NumberFormat.format(s.height))"
  }
  public static func point(_ p: Point) -> String {
    "(\(NumberFormat.format(p.x)), \(NumberFormat.format(p.y)))"
  }
  public static func rect(_ r: Rect) -> String {
    "(\(NumberFormat.format(r.origin.x)), \(NumberFormat.format(r.origin.y)), "
      + "\(NumberFormat.format(r.size.width)), \(NumberFormat.format(r.size.height)))"
  }
}
