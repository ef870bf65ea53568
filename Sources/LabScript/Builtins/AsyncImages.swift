import LabEngine
import SwiftSyntax

/// `AsyncImage` (iOS 15): an image loaded from a URL. The lab loads nothing, so an AsyncImage
/// shows what it shows before its image arrives (docs/semantics.md §2.13): its placeholder —
/// the one given, or Apple's "standard placeholder that fills the available space" — or its
/// content closure called with the phase `.empty`. Said once per view, never silently.
///
///     AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in … }
enum AsyncImages {
  static func view(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["url", "scale", "transaction", "content", "placeholder"])
    let interp = c.interpreter
    guard c.has("url") else { throw c.fail("`AsyncImage` needs `url:`", kind: .argument) }
    if let scale = try c.double("scale"), !(scale > 0 && scale.isFinite) {
      throw c.fail("`scale:` must be a positive number", kind: .argument)
    }
    interp.warn(
      "the lab loads no images: this AsyncImage shows what it shows before its image arrives "
        + "(its placeholder, or the phase `.empty`)", at: c.node)
    let placeholder = c.closure("placeholder")
    let content = c.closure("content") ?? c.firstUnlabelledClosure
    let view: Value
    if let placeholder {
      guard content != nil else {
        throw c.fail("`AsyncImage(url:content:placeholder:)` needs its content closure too", kind: .argument)
      }
      view = try interp.call(placeholder, [Value](), node: c.node, viewContext: true)
    } else if let content {
      if case .user(let user) = content.body, user.parameters.count != 1 && !user.usesShorthand {
        throw c.fail("an AsyncImage's content closure takes the phase: `{ phase in … }`", kind: .argument)
      }
      view = try interp.call(content, [phase(interp)], node: c.node, viewContext: true)
    } else {
      // Apple: "a standard placeholder that fills the available space"; its colour is not
      // published, so it is drawn hatched.
      view = .view(ViewDescription(.color(ColorValue("AsyncImage placeholder", rgba: nil)), source: c.nameLocation))
    }
    let views = try interp.viewList(view, at: c.node)
    try interp.countView(at: c.node)
    let body = views.count == 1 ? views[0] : ViewDescription(.group, views, source: nil)
    return .view(body.modified(.drawing(DrawingModifier("asyncImage", detail: c.argumentText)), source: c.nameLocation))
  }

  /// `AsyncImagePhase.empty`, as a value of the enum SwiftUI declares (`empty`,
  /// `success(Image)`, `failure(Error)`), made once per interpreter.
  static func phase(_ interp: Interpreter) -> Value {
    let type = interp.builtinEnum(
      "AsyncImagePhase", cases: [("empty", []), ("success", ["Image"]), ("failure", ["Error"])])
    return .enumCase(EnumCaseValue(type: type, name: "empty"))
  }
}

extension Interpreter {
  /// An enum SwiftUI declares, as the program's own enums are kept (so `switch` and `case`
  /// patterns match its values), declared once per interpreter: its cases with the types of
  /// their unlabelled associated values.
  ///
  ///     interp.builtinEnum("AsyncImagePhase", cases: [("empty", []), ("success", ["Image"])])
  func builtinEnum(_ name: String, cases: [(name: String, associated: [String])]) -> EnumType {
    if case .type(.userEnum(let t))? = globals.values[name] { return t }
    let type = EnumType(name: name, conformances: [], environment: globals)
    type.cases = cases.map { ($0.name, nil, $0.associated.count) }
    for c in cases where !c.associated.isEmpty {
      type.associatedTypes[c.name] = c.associated
      type.associatedLabels[c.name] = c.associated.map { _ in nil }
    }
    globals.define(name, .type(.userEnum(type)), constant: true)
    return type
  }
}
