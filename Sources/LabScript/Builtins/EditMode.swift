import LabEngine
import SwiftSyntax

/// Edit mode (docs/semantics.md §2.15): the hosting view of a screen keeps one, `.inactive`
/// until something changes it, which `@Environment(\.editMode)` reads as a binding and
/// `EditButton()` toggles; `.environment(\.editMode, binding)` gives the views below another.
/// Its values are `EditMode`s: `.inactive`, `.transient`, `.active` (`isEditing` unless
/// inactive).
///
///     @Environment(\.editMode) var editMode
///     if editMode?.wrappedValue == .active { … }
enum EditMode {
  static let cases = ["inactive", "transient", "active"]

  /// Where the screen's edit mode lives: state of the hosting view, gone with its root.
  static let scopeKey = StateKey(owner: "hosting view", name: "editMode")

  static func value(_ name: String) -> Value { .opaque(OpaqueValue(kind: "EditMode", text: name)) }

  /// An `EditMode` from `.active` and the like; anything else is an error at `node`.
  static func mode(_ v: Value, _ interp: Interpreter, at node: Syntax) throws -> Value {
    switch v {
    case .opaque(let o) where o.kind == "EditMode": return v
    case .implicitMember(let m) where m.arguments == nil && cases.contains(m.name): return value(m.name)
    default:
      throw interp.error(
        "an `EditMode` is `.inactive`, `.transient` or `.active`; got \(v.debugText)", at: node,
        kind: .typeMismatch)
    }
  }

  /// `@Environment(\.editMode)` where no `.environment(\.editMode, …)` is above: a binding to
  /// the hosting view's mode.
  static var scopeBinding: BindingRef {
    let get = FunctionValue(name: "get") { c in c.interpreter.state[scopeKey] ?? value("inactive") }
    let set = FunctionValue(name: "set") { c in
      guard let new = c.arguments.first?.value else { return .void }
      c.interpreter.writeState(scopeKey, try mode(new, c.interpreter, at: c.node))
      return .void
    }
    return .computed(get: get, set: set)
  }

  /// Whether the edit mode in the environment here is editing.
  static func isEditing(at node: Syntax, _ interp: Interpreter) throws -> Bool {
    guard case .binding(let b) = try interp.environmentValue("editMode", at: node),
      case .opaque(let o) = try interp.read(b, at: node)
    else { return false }
    return o.text != "inactive"
  }

  /// `EditButton()`: "Edit", or "Done" in bold while the mode is active; a tap toggles the
  /// mode in the environment with the default animation [ART Apple's sample code that rebuilds
  /// the button: `withAnimation`, `Text("Done").bold()`].
  static func editButton(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([])
    let mode = try interp.environmentValue("editMode", at: c.node)
    let editing = try isEditing(at: c.node, interp)
    var title = TextContent(editing ? "Done" : "Edit")
    if editing { title.weight = .bold }
    let toggle = FunctionValue(name: "toggle") { c in
      guard case .binding(let b) = mode else { return .void }
      let interp = c.interpreter
      try interp.inTransaction(Transaction(animation: .default, animationText: ".default", origin: .withAnimation)) {
        try interp.write(b, value(editing ? "inactive" : "active"), at: c.node)
      }
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: toggle))
    try interp.countView(at: c.node)
    let label = ViewDescription(.text(title), source: c.nameLocation)
    return .view(
      label.modified(
        .action(ActionHandler(.button, token: token, name: "editButton", detail: title.string)),
        source: c.nameLocation))
  }
}
