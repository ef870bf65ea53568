/// A tiny JSON writer with keys in the order given (never a Dictionary's order) and numbers
/// from the one formatter, so JSON output is byte-for-byte deterministic. Non-finite numbers
/// become `null`, as JSON has no infinity.
///
///     JSON.object([("x", .number(1.5))]).render()  // {"x":1.5}
public indirect enum JSON: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  public func render() -> String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let d): return d.isFinite ? NumberFormat.format(d) : "null"
    case .string(let s): return JSON.quote(s)
    case .array(let items): return "[" + items.map { $0.render() }.joined(separator: ",") + "]"
    case .object(let fields):
      return "{" + fields.map { JSON.quote($0.0) + ":" + $0.1.render() }.joined(separator: ",") + "}"
    }
  }

  static func quote(_ s: String) -> String {
    let body = s.replacingScalars { scalar in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: return nil
      }
    }
    return "\"" + body + "\""
  }

  public static func rect(_ r: Rect) -> JSON {
    .object([
      ("x", .number(r.origin.x)), ("y", .number(r.origin.y)), ("width", .number(r.size.width)),
      ("height", .number(r.size.height)),
    ])
  }

  public static func size(_ s: Size) -> JSON {
    .object([("width", .number(s.width)), ("height", .number(s.height))])
  }

  public static func proposal(_ p: ProposedSize) -> JSON {
    .object([
      ("width", p.width.map { .number($0) } ?? .null),
      ("height", p.height.map { .number($0) } ?? .null),
    ])
  }
}

extension FramesReport {
  /// The versioned schema of `:frames --json`, documented in docs/json.md.
  public static let jsonSchema = "geolab.frames/1"

  public func renderJSON(names: ViewNames) -> String {
    let windowJSON = JSON.object([
      ("name", .string(window.name)), ("size", JSON.size(window.size)),
      ("safeArea", JSON.rect(window.safeArea)), ("displayScale", .number(window.displayScale)),
    ])
    let views: [JSON] = rows.map { viewJSON($0, names: names) } + departed.map(leavingJSON)
    let fields: [(String, JSON)] = [
      ("schema", .string(FramesReport.jsonSchema)),
      ("time", .number(time ?? 0)),
      ("decimals", .number(Double(NumberFormat.decimals))),
      ("window", windowJSON),
      ("views", .array(views)),
      ("warnings", .array(warnings.map { .string($0.description) })),
    ]
    return JSON.object(fields).render()
  }

  /// A view leaving at the playhead: its name in the tree it left, its layout as last laid
  /// out, where it is drawn, frozen, while its removal transition plays.
  private func leavingJSON(_ ghost: ShownFrames.Ghost) -> JSON {
    .object([
      ("name", .string(ghost.name)),
      ("code", .string(ghost.summary)),
      ("leaving", .bool(true)),
      ("draws", .bool(ghost.draws)),
      ("frames", .object([("global", JSON.rect(ghost.layoutFrame))])),
      ("shown", JSON.rect(ghost.quad.boundingBox)),
      ("shownQuad", JSON.quad(ghost.quad)),
      ("opacity", .number(ghost.opacity)),
      ("transition", .string(ghost.transition.description)),
      ("removedAt", .number(ghost.removedAt)),
      ("endsAt", ghost.ends.map { .number($0) } ?? .null),
    ])
  }

  private func viewJSON(_ row: Row, names: ViewNames) -> JSON {
    var frames: [(String, JSON)] = [
      ("local", JSON.rect(Rect(size: row.size))),
      ("parent", row.inParent.map(JSON.rect) ?? .null),
      ("global", row.global.map(JSON.rect) ?? .null),
    ]
    for (name, rect) in zip(spaceNames, row.named) {
      frames.append(("named:" + name, rect.map(JSON.rect) ?? .null))
    }
    var fields: [(String, JSON)] = [
      ("name", .string(row.name)),
      ("type", .string(names.tree.kind(row.node).typeName)),
      ("code", .string(row.summary)),
      ("path", .string(names.path(of: row.node))),
      ("depth", .number(Double(row.depth))),
      ("modifiers", .array(row.neutralModifiers.map { .string($0) })),
      ("proposal", JSON.proposal(row.proposal)),
      ("size", JSON.size(row.size)),
      ("frames", .object(frames)),
      ("globalQuad", row.globalQuad.map(JSON.quad) ?? .null),
      ("shown", row.shown.map { JSON.rect($0.boundingBox) } ?? .null),
      ("shownQuad", row.shown.map(JSON.quad) ?? .null),
      ("opacity", row.shownOpacity.map { .number($0) } ?? .null),
    ]
    if let rules = anomalies[row.node] {
      fields.append(("anomalies", .array(rules.map { .string($0.rawValue) })))
    }
    return .object(fields)
  }
}

extension JSON {
  static func quad(_ q: Quad) -> JSON {
    .array(q.points.map { .array([.number($0.x), .number($0.y)]) })
  }
}
