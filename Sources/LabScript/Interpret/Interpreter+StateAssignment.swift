import LabEngine
import SwiftSyntax

extension Interpreter {
  /// Checks a value for `:state key = value` against the variable's current value and declared
  /// type, as Swift's type checker would for `key = value`: an `Int` literal may become a
  /// `Double`, `.case` resolves against the enum, `nil` needs an optional. Throws at `node`.
  ///
  ///     :state count = "a"   // cannot assign a value of type `String` to `Counter.count` (Int)
  func checkedStateValue(_ value: Value, for key: StateKey, at node: Syntax) throws -> Value {
    let old = state[key] ?? .null
    let declared = declaredStateType(key)
    let optional = declared.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? true
    var value = value
    // `:set scale 3` of a `Double` (declared, or inferred from `= 1.0`): the literal is typed by
    // the variable, as `scale = 3` in code is.
    if case .int(let i) = value, TypeHint(typeName: declared)?.numeric == .double,
      case .expr(let expr)? = node.as(CodeBlockItemSyntax.self)?.item, literalKind(of: expr, in: globals) != nil
    {
      value = .double(Double(i))
    }
    var new = try coerce(value, toType: declared, at: node)
    if case .implicitMember(let m) = new { new = try resolveImplicit(m, like: old, at: node) }
    switch (old, new) {
    case (_, .null):
      if optional { return new }
      throw error(
        "`nil` cannot be assigned to `\(key)`: its type `\(declared ?? old.typeName)` is not "
          + "optional", at: node, kind: .typeMismatch)
    case (.null, _): return new
    case (.double, .int(let i)): return .double(Double(i))
    case (.enumCase(let a), .enumCase(let b)) where a.type === b.type: return new
    case (.instance(let a), .instance(let b)) where a.type === b.type: return new
    case (.enumCase, _), (.instance, _): break
    default:
      if old.typeName == new.typeName { return new }
    }
    let type = declared ?? old.typeName
    throw error(
      "cannot assign a value of type `\(new.typeName)` to `\(key)` of type `\(type)`; "
        + "it keeps \(old.debugText)", at: node, kind: .typeMismatch)
  }

  /// The type written on the `@State` declaration, when there is one (`var n: Int? = nil`).
  private func declaredStateType(_ key: StateKey) -> String? {
    let typeName = key.owner.split(separator: "#").first.map(String.init) ?? key.owner
    guard case .type(.userStruct(let type))? = globals.values[typeName] else { return nil }
    return type.property(key.name)?.type
  }
}
