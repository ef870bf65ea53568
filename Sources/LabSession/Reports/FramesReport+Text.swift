import LabEngine

/// Text rendering of a frames report: the trace (proposal → size) and the frames.
extension FramesReport {
  /// Which layers `:frames` shows.
  public enum Layers: String, Sendable {
    case both, layout, shown
  }

  /// A column of frames in one space the user asked for (`:frames --space …`), by row.
  public struct SpaceColumn: Sendable {
    public var title: String
    public var frames: [Rect?]
    public var note: String?
    public init(title: String, frames: [Rect?], note: String? = nil) {
      self.title = title
      self.frames = frames
      self.note = note
    }
  }

  public func renderText(layers: Layers = .both, space: SpaceColumn? = nil) -> String {
    let f = Format.self
    let showLayout = layers != .shown
    let showShown = layers != .layout && time != nil
    var title = "frames"
    if let time { title += " at t = \(NumberFormat.format(time)) s" }
    var out = "\(title) · \(window.title) · points, rounded to \(NumberFormat.decimals) decimals\n"
    var header = ["view", "proposal", "size"]
    if let space {
      header += [space.title]
    } else if showLayout {
      header += ["in parent (x, y)", "layout, global (x, y, w, h)"] + spaceNames.map { "in \"\($0)\"" }
    }
    if showShown { header += ["shown (x, y, w, h)"] }
    let table = TextTable(
      header: header,
      rows: rows.enumerated().map { k, row in
        let indent = String(repeating: "  ", count: row.depth)
        let folded = row.neutralModifiers.isEmpty ? "" : " " + row.neutralModifiers.joined(separator: " ")
        let flag = anomalies[row.node] == nil ? "" : " !"
        var cells = [indent + row.name + folded + flag, row.proposal.description, f.size(row.size)]
        if let space {
          cells.append(space.frames[k].map(f.rect) ?? "—")
        } else if showLayout {
          let mark = row.globalQuad == nil ? "" : " ◇"
          cells += [
            row.inParent.map { f.point($0.origin) } ?? "—", (row.global.map(f.rect) ?? "—") + mark,
          ] + row.named.map { $0.map(f.rect) ?? "—" }
        }
        if showShown {
          var cell = row.shown.map { f.rect($0.boundingBox) + ($0.isAxisAligned ? "" : " ◇") } ?? "—"
          if let o = row.shownOpacity, o < 1 { cell += " opacity \(NumberFormat.format(o))" }
          cells.append(cell)
        }
        return cells
      } + departed.map { ghost in
        // Still addressable by its name while it leaves: its layout as last laid out, drawn
        // frozen (docs/semantics.md §8.6).
        [ghost.name + " (leaving)", "", ""]
          + (space != nil
            ? ["—"]
            : showLayout ? ["—", f.rect(ghost.layoutFrame)] + spaceNames.map { _ in "—" } : [])
          + (showShown
            ? [f.rect(ghost.quad.boundingBox) + " opacity \(NumberFormat.format(ghost.opacity))"]
            : [])
      })
    out += table.render()
    if showLayout && rows.contains(where: { $0.globalQuad != nil }) {
      out += "\n◇ rotated, skewed or projected: the frame is the bounding box of its corners"
    }
    if rows.contains(where: { $0.global == nil }) {
      out += "\n— a corner lies behind the eye plane of a perspective effect (w ≤ 0): no finite frame"
    }
    if !anomalies.isEmpty && rows.contains(where: { anomalies[$0.node] != nil }) {
      out += "\n! :why <view> names an anomaly in how this view moves or measures"
    }
    if let note = space?.note { out += "\n" + note }
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
