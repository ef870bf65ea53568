import LabEngine
import SwiftSyntax

/// iOS 18's `ScrollPosition` (docs/semantics.md §2.14): a value kept in `@State` and bound with
/// `.scrollPosition($position)`. Made (`ScrollPosition(idType:)`, `(edge:)`, `(id:anchor:)`,
/// `(point:)`, `(x:)`, `(y:)`) or changed (`scrollTo(id:anchor:)`, `scrollTo(edge:)`,
/// `scrollTo(point:)`, `scrollTo(x:y:)`) by the program, it asks the ScrollView to go there; when
/// the ScrollView scrolls by other means, it holds the top-most target's id and
/// `isPositionedByUser` is true.
///
///     @State private var position = ScrollPosition(idType: Int.self)
///     position.scrollTo(edge: .bottom)
///     position.viewID(type: Int.self)   // the id of the row at the top, once scrolled
enum ScrollPositionValues {
  static let typeNames = ["ScrollPosition"]
  static let nominal = "ScrollPosition"
  /// What the value asks of the ScrollView: `target` is "id", "edge", "point" or "" (nothing).
  private static let labels = ["viewID", "edge", "point", "x", "y", "anchor", "isPositionedByUser", "target"]

  static func make(
    target: String = "", viewID: Value = .null, edge: Value = .null, x: Value = .null, y: Value = .null,
    anchor: Value = .null, byUser: Bool = false
  ) -> Value {
    var point = Value.null
    if case .double(let px) = x, case .double(let py) = y { point = .point(Point(x: px, y: py)) }
    return .tuple(
      TupleValue(
        labels: labels, elements: [viewID, edge, point, x, y, anchor, .bool(byUser), .string(target)],
        nominal: nominal))
  }

  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["idType", "edge", "id", "anchor", "point", "x", "y"])
    if let id = c.argument("id") {
      return make(target: "id", viewID: id.value, anchor: try anchor(&c))
    }
    if c.has("edge") { return make(target: "edge", edge: try edge(&c)) }
    if c.has("point") || c.has("x") || c.has("y") { return try pointTarget(&c, from: nil) }
    return make()
  }

  /// `position.scrollTo(…)`: the position with a new request.
  static func scrollTo(_ t: TupleValue, _ c: inout CallContext) throws -> Value {
    try c.checkLabels(["id", "anchor", "edge", "point", "x", "y"])
    if let id = c.argument("id") { return make(target: "id", viewID: id.value, anchor: try anchor(&c)) }
    if c.has("edge") { return make(target: "edge", viewID: t["viewID"] ?? .null, edge: try edge(&c)) }
    if c.has("point") || c.has("x") || c.has("y") { return try pointTarget(&c, from: t) }
    throw c.fail("`scrollTo` needs `id:`, `edge:`, `point:` or `x:`/`y:`", kind: .argument)
  }

  /// `position.viewID(type: T.self)`: the id, when it is a `T`.
  static func viewID(_ t: TupleValue, _ c: inout CallContext) throws -> Value {
    try c.checkLabels(["type"])
    guard case .type(let type)? = c.argument("type")?.value else {
      throw c.fail("`viewID(type:)` takes a type, such as `String.self`", kind: .argument)
    }
    let id = t["viewID"] ?? .null
    if case .null = id { return .null }
    return c.interpreter.matchesType(id, type.name) ? id : .null
  }

  private static func anchor(_ c: inout CallContext) throws -> Value {
    switch try c.resolved("anchor", as: .unitPoint) {
    case nil, .null?: return .null
    case .unitPoint(let u)?: return .unitPoint(u)
    default: throw c.fail("`anchor:` takes a `UnitPoint`, such as `.top`", kind: .typeMismatch)
    }
  }

  private static func edge(_ c: inout CallContext) throws -> Value {
    guard case .edge(let e)? = try c.resolved("edge", as: .edge) else {
      throw c.fail("`edge:` takes an `Edge`: `.top`, `.bottom`, `.leading` or `.trailing`", kind: .typeMismatch)
    }
    return .edge(e)
  }

  /// `point:`, or `x:` and `y:` (either alone keeps the other axis where it is).
  private static func pointTarget(_ c: inout CallContext, from t: TupleValue?) throws -> Value {
    var x = Value.null
    var y = Value.null
    if c.has("point") {
      guard case .point(let p)? = c.argument("point")?.value else {
        throw c.fail("`point:` takes a `CGPoint`", kind: .typeMismatch)
      }
      (x, y) = (.double(p.x), .double(p.y))
    }
    if let v = try c.double("x") { x = .double(v) }
    if let v = try c.double("y") { y = .double(v) }
    return make(target: "point", viewID: t?["viewID"] ?? .null, x: x, y: y)
  }

  /// How `:state` lists a position: what it asks for, or the id a scroll left in it.
  static func summary(_ t: TupleValue) -> String {
    func text(_ v: Value?) -> String { v.map { $0.describe(quoted: true) } ?? "nil" }
    var anchor = ""
    if case .unitPoint(let u)? = t["anchor"] {
      anchor = ", anchor: " + (UnitPoint.named.first { $0.point == u }.map { "." + $0.name } ?? "UnitPoint(x: \(u.x), y: \(u.y))")
    }
    switch request(.tuple(t)) {
    case .id(let v, _): return "ScrollPosition(id: \(v.describe(quoted: true))\(anchor))"
    case .edge(let e): return "ScrollPosition(edge: .\(e))"
    case .point(let x, let y):
      return "ScrollPosition(" + [x.map { "x: \(Value.double($0).describe(quoted: true))" }, y.map { "y: \(Value.double($0).describe(quoted: true))" }]
        .compactMap { $0 }.joined(separator: ", ") + ")"
    case .none:
      if case .bool(true)? = t["isPositionedByUser"] { return "ScrollPosition(viewID: \(text(t["viewID"])), positioned by the user)" }
      return "ScrollPosition()"
    }
  }

  /// The position a scroll by other means leaves: the top-most target's id, by the user.
  static func scrolled(to id: Value) -> Value { make(viewID: id, byUser: true) }

  /// What the position asks of its ScrollView.
  enum Request {
    case none
    case id(Value, UnitPoint?)
    case edge(Edge)
    case point(x: Double?, y: Double?)
  }

  static func request(_ value: Value) -> Request {
    guard case .tuple(let t) = value, t.nominal == nominal, case .string(let target)? = t["target"] else { return .none }
    switch target {
    case "id":
      var anchor: UnitPoint?
      if case .unitPoint(let u)? = t["anchor"] { anchor = u }
      return .id(t["viewID"] ?? .null, anchor)
    case "edge":
      if case .edge(let e)? = t["edge"] { return .edge(e) }
      return .none
    case "point":
      func number(_ v: Value?) -> Double? { if case .double(let d)? = v { d } else { nil } }
      return .point(x: number(t["x"]), y: number(t["y"]))
    default: return .none
    }
  }
}
