import LabEngine
import SwiftSyntax

/// `AnyTransition` values in view code (docs/semantics.md §8.6): `.opacity`, `.scale`,
/// `.scale(scale:anchor:)`, `.slide`, `.move(edge:)`, `.offset(x:y:)`, `.push(from:)`,
/// `.asymmetric(insertion:removal:)`, `.identity`, and `a.combined(with: b)`.
///
///     TransitionBuiltins.transition(value, interpreter: interp, at: node)
enum TransitionBuiltins {
  static let names = [
    "opacity", "scale", "slide", "move", "offset", "push", "asymmetric", "identity",
  ]

  /// The transition a value stands for, or an error at `node` naming what was expected.
  static func transition(_ value: Value, interpreter: Interpreter, at node: Syntax) throws
    -> Transition
  {
    switch value {
    case .implicitMember(let m):
      return try member(m.name, m.arguments ?? [], interpreter: interpreter, at: node)
    default:
      throw interpreter.error(
        "`.transition` needs a transition such as `.opacity`, `.scale` or `.move(edge: .bottom)`,"
          + " got `\(value.typeName)`", at: node, kind: .typeMismatch)
    }
  }

  static func member(_ name: String, _ args: [Argument], interpreter: Interpreter, at node: Syntax)
    throws -> Transition
  {
    func arg(_ label: String?) -> Argument? { args.first { $0.label == label } }
    func number(_ label: String?) throws -> Double? {
      guard let a = arg(label) else { return nil }
      switch a.floatingValue {
      case .int(let i): return Double(i)
      case .double(let d):
        guard d.isFinite else { throw interpreter.error("expected a finite number", at: a.node, kind: .argument) }
        return d
      default: throw interpreter.error("expected a number, got `\(a.value.typeName)`", at: a.node, kind: .typeMismatch)
      }
    }
    func edge(_ label: String) throws -> Edge {
      guard let a = arg(label), case .implicitMember(let m) = a.value, let e = Edge(rawValue: m.name)
      else { throw interpreter.error("`\(name)` needs `\(label): .top`, `.bottom`, `.leading` or `.trailing`", at: node, kind: .argument) }
      return e
    }
    func nested(_ label: String) throws -> Transition {
      guard let a = arg(label) else { throw interpreter.error("`\(name)` needs `\(label):`", at: node, kind: .argument) }
      return try transition(a.value, interpreter: interpreter, at: a.node)
    }
    switch name {
    case "opacity": return .opacity
    case "slide": return .slide
    case "identity": return .identity
    case "scale":
      var anchor = UnitPoint.center
      if let a = arg("anchor") {
        guard case .implicitMember(let m) = a.value,
          let named = UnitPoint.named.first(where: { $0.name == m.name })
        else { throw interpreter.error("expected a unit point such as `.topLeading`", at: a.node, kind: .typeMismatch) }
        anchor = named.point
      }
      let s = try number("scale") ?? number(nil)
      if s == nil && arg("anchor") == nil { return .scale }
      return .scale(s ?? 1e-5, anchor: anchor)
    case "move": return .move(edge: try edge("edge"))
    case "push": return .push(from: try edge("from"))
    case "offset":
      return .offset(Vector(dx: try number("x") ?? 0, dy: try number("y") ?? 0))
    case "asymmetric":
      return .asymmetric(insertion: try nested("insertion"), removal: try nested("removal"))
    case "combined":
      return .combined(try nested("base"), try nested("with"))
    default:
      // A transition the user's `extension AnyTransition` declares (`static var moveAndFade`,
      // `static func slideIn(delay:)`): its value, read as any transition is.
      // Only the user's: SwiftUI's own names are the cases above, and any other name read
      // through `AnyTransition`'s members comes back as itself.
      if interpreter.declaresStaticMember(name, inExtensionOf: "AnyTransition"),
        let found = try interpreter.member(of: .type(.builtin("AnyTransition")), named: name, node: node)
      {
        let value = if case .function = found { try interpreter.callValue(found, args, node: node) } else { found }
        return try transition(value, interpreter: interpreter, at: node)
      }
      let declared = (interpreter.builtinExtensionProperties["AnyTransition"] ?? [:]).keys.sorted()
        + (interpreter.builtinExtensions["AnyTransition"] ?? [:]).keys.sorted()
      let near = EditDistance.suggestions(for: name, among: names + declared)
      throw interpreter.error(
        "unknown transition `.\(name)`"
          + (near.isEmpty ? "" : "; did you mean " + near.map { "`.\($0)`" }.joined(separator: " or ") + "?"),
        at: node, kind: .unknownName)
    }
  }
}
