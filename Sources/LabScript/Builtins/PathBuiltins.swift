import LabEngine
import SwiftSyntax

/// `Path` in view code: built with `Path { p in p.move(to: …); p.addLine(to: …) }` or by
/// mutating a `var`, queried with `trimmedPath(from:to:)`, `currentPoint`, `boundingRect`, and
/// drawn as a shape that takes the whole proposal, like `Rectangle`.
///
///     Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 30, y: 40)) }.boundingRect
enum PathBuiltins {
  static let mutatingNames: Set<String> = [
    "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addEllipse", "addRect",
    "closeSubpath", "addArc", "addRelativeArc", "addRoundedRect", "addPath",
  ]

  /// `Path()`, `Path { p in … }`, `Path(rect)`, `Path(ellipseIn: rect)`.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil, "roundedRect", "cornerRadius", "cornerSize", "style", "ellipseIn"])
    var path = Path()
    if let rect = c.argument(nil), case .rect(let r) = rect.value {
      path.addRect(r)
    } else if case .rect(let r)? = try c.resolved("roundedRect", as: .rect) {
      path.addRoundedRect(r, radius: try cornerRadius(c))
    } else if case .rect(let r)? = try c.resolved("ellipseIn", as: .rect) {
      path.addEllipse(in: r)
    } else if let build = c.closure {
      // The closure receives the path `inout`; read it back from its parameter afterwards.
      guard case .user(let user) = build.body else { throw c.fail("`Path` needs a closure", kind: .argument) }
      let name = user.usesShorthand ? "$0" : user.parameters.first?.name ?? "$0"
      var built: Value?
      _ = try c.interpreter.callUser(
        build, args: [Argument(label: nil, value: .path(path), node: c.node)], node: c.node,
        receiver: nil, finished: { env in built = env.values[name] })
      guard case .path(let p)? = built else { throw c.fail("`Path { }` lost its path", kind: .argument) }
      path = p
    } else if !c.arguments.isEmpty {
      throw c.fail(
        "`Path` supports `Path()`, `Path { path in … }`, `Path(_: CGRect)`, "
          + "`Path(roundedRect:cornerRadius:)` and `Path(ellipseIn:)`", kind: .notSupported)
    }
    return .path(path)
  }

  /// `cornerRadius:` or `cornerSize:` (its width; the lab's rounded corners are circular, drawn
  /// only: a rounded rectangle's bounds are its rectangle either way).
  static func cornerRadius(_ c: CallContext) throws -> Double {
    if let r = try c.double("cornerRadius") { return r }
    if case .size(let s)? = try c.resolved("cornerSize", as: .size) { return s.width }
    throw c.fail("a rounded rectangle needs `cornerRadius:` or `cornerSize:`", kind: .argument)
  }

  /// A mutating method on a path: the new path and the call's result; nil if not one.
  static func mutatingCall(
    _ path: Path, _ name: String, _ args: [Argument], interpreter: Interpreter, node: Syntax
  ) throws -> (Value, Value)? {
    guard mutatingNames.contains(name) else { return nil }
    let c = CallContext(
      interpreter: interpreter, arguments: args, node: node, receiver: .path(path), name: name)
    func point(_ label: String) throws -> Point {
      guard case .point(let p)? = try c.resolved(label, as: .point) else {
        throw c.fail("`\(name)` needs `\(label):` (a CGPoint)", kind: .argument)
      }
      return p
    }
    func rect(_ label: String?) throws -> Rect {
      guard case .rect(let r)? = try c.resolved(label, as: .rect) else {
        throw c.fail("`\(name)` needs \(label.map { "`\($0):`" } ?? "a") CGRect", kind: .argument)
      }
      return r
    }
    var p = path
    switch name {
    case "move": p.move(to: try point("to"))
    case "addLine": p.addLine(to: try point("to"))
    case "addQuadCurve": p.addQuadCurve(to: try point("to"), control: try point("control"))
    case "addCurve":
      p.addCurve(
        to: try point("to"), control1: try point("control1"), control2: try point("control2"))
    case "addEllipse": p.addEllipse(in: try rect("in"))
    case "addRect": p.addRect(try rect(nil))
    case "addRoundedRect": p.addRoundedRect(try rect("in"), radius: try cornerRadius(c))
    case "addPath":
      guard case .path(let other)? = c.argument(nil)?.value else {
        throw c.fail("`addPath` needs a `Path`", kind: .argument)
      }
      p.addPath(other)
    case "addArc" where c.has("tangent1End"):
      guard let r = try c.double("radius") else { throw c.fail("`addArc` needs `radius:`", kind: .argument) }
      p.addArc(tangent1End: try point("tangent1End"), tangent2End: try point("tangent2End"), radius: r)
    case "addArc", "addRelativeArc":
      guard let r = try c.double("radius") else { throw c.fail("`\(name)` needs `radius:`", kind: .argument) }
      func angle(_ label: String) throws -> Double {
        guard case .angle(let a)? = try c.resolved(label, as: .angle) else {
          throw c.fail("`\(name)` needs `\(label):` (an Angle, such as `.degrees(90)`)", kind: .argument)
        }
        return a.radians
      }
      if c.has("transform") {
        throw c.fail("`\(name)(…, transform:)` is not supported yet; apply the transform with `applying(_:)`", kind: .notSupported)
      }
      if name == "addRelativeArc" {
        p.addRelativeArc(center: try point("center"), radius: r, startAngle: try angle("startAngle"), delta: try angle("delta"))
      } else {
        guard let clockwise = try c.bool("clockwise") else { throw c.fail("`addArc` needs `clockwise:`", kind: .argument) }
        p.addArc(
          center: try point("center"), radius: r, startAngle: try angle("startAngle"),
          endAngle: try angle("endAngle"), clockwise: clockwise)
      }
    case "addLines":
      guard let list = c.arguments.first else { throw c.fail("`addLines` needs points", kind: .argument) }
      let points = try interpreter.elements(of: list.value, at: list.node).map { v in
        guard case .point(let pt) = v else { throw c.fail("`addLines` needs CGPoints", kind: .argument) }
        return pt
      }
      try interpreter.checkCollection(p.elements.count + points.count, at: node)
      p.addLines(points)
    default: p.closeSubpath()
    }
    try interpreter.checkCollection(p.elements.count, at: node)
    return (.path(p), .void)
  }

  /// Properties and query methods of a path value.
  static func member(_ path: Path, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    if path.hasArcs, ["boundingRect", "boundingBox", "boundingBoxOfPath", "currentPoint"].contains(name) {
      // docs/semantics.md §14.3: an arc's Béziers are CoreGraphics' own, whose segments the
      // lab cannot reproduce to the last digit; a bound off by a hundredth is refused.
      throw interpreter.error(
        "`\(name)` of a path with arcs is not supported yet: CoreGraphics computes arcs in a way "
          + "the lab cannot match to the last digit (its Bézier segments), so the value could be off "
          + "in the last digits; the path draws", at: node, kind: .notSupported)
    }
    switch name {
    case "currentPoint": return path.currentPoint.map(Value.point) ?? .null
    case "boundingRect": return .rect(path.boundingRect)
    case "applying":
      return .function(
        FunctionValue(name: name) { c in
          guard case .affine(let t)? = c.argument(nil)?.value else {
            throw c.fail("`applying(_:)` takes a `CGAffineTransform`", kind: .argument)
          }
          return .path(path.applying(t))
        })
    case "offsetBy":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["dx", "dy"])
          return .path(path.applying(AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: try c.double("dx") ?? 0, ty: try c.double("dy") ?? 0)))
        })
    case "boundingBox", "boundingBoxOfPath":
      // On `cgPath`, `boundingBox` includes control points; `boundingBoxOfPath` does not.
      return .rect(name == "boundingBox" ? path.boundingBox : path.boundingRect)
    case "isEmpty": return .bool(path.isEmpty)
    case "cgPath": return .path(path)
    case "trimmedPath":
      return .function(
        FunctionValue(name: name) { c in
          .path(path.trimmedPath(from: try c.double("from") ?? 0, to: try c.double("to") ?? 1))
        })
    default: return nil
    }
  }

  static let memberNames =
    [
      "currentPoint", "boundingRect", "isEmpty", "cgPath", "trimmedPath", "applying", "offsetBy",
    ] + mutatingNames.sorted()
}
