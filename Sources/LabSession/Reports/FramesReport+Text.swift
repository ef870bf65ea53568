import LabEngine

/// Text rendering of a frames report: the trace (proposal → size) and the frames.
extension FramesReport {
  public func renderText() -> String {
    let f = Format.self
    var out = "layout frames · \(window.title) · points, "
      + "rounded to \(NumberFormat.decimals) decimals\n"
    let table = TextTable(
      header: ["view", "proposal", "size", "in parent (x, y)", "global (x, y, w, h)"],
      rows: rows.map { row in
        let indent = String(repeating: "  ", count: row.depth)
        let folded = row.neutralModifiers.isEmpty ? "" : " " + row.neutralModifiers.joined(separator: " ")
        return [
          indent + row.name + folded, row.proposal.description, f.size(row.size),
          f.point(row.inParent.origin), f.rect(row.global),
        ]
      })
    out += table.render()
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
