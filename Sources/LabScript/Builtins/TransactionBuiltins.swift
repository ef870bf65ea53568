import LabEngine
import SwiftSyntax

/// `Transaction(animation:)`, its members, `withTransaction(_:_:)` and the `.transaction { }`
/// modifier.
///
///     withTransaction(Transaction(animation: .easeIn)) { on.toggle() }
enum TransactionBuiltins {
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["animation"])
    var t = Transaction(origin: .value)
    if let arg = c.argument("animation") {
      try set(&t, "animation", arg.value, c.interpreter, arg.node)
    }
    return .transaction(t)
  }

  static func member(_ t: Transaction, _ name: String) -> Value? {
    switch name {
    case "animation": return t.animation.map(Value.animation) ?? .null
    case "disablesAnimations": return .bool(t.disablesAnimations)
    default: return nil
    }
  }

  /// `t.animation = …`, `t.disablesAnimations = …`.
  static func set(
    _ t: inout Transaction, _ name: String, _ value: Value, _ interp: Interpreter,
    _ node: Syntax
  ) throws {
    switch name {
    case "animation":
      let arg = Argument(label: nil, value: value, node: node)
      t.animation = try AnimationBuiltins.transactionAnimation(arg, interp)
      // As written when it is an argument (`Transaction(animation: .linear)`), else as the
      // animation prints.
      let written = node.as(LabeledExprSyntax.self)?.expression.trimmedDescription
      t.animationText = t.animation.map { written ?? $0.description } ?? "nil"
    case "disablesAnimations":
      guard case .bool(let b) = value else {
        throw interp.error("`disablesAnimations` needs a `Bool`", at: node, kind: .argument)
      }
      t.disablesAnimations = b
    default:
      throw interp.unknown(
        "value of type `Transaction` has no member", name, at: node,
        candidates: ["animation", "disablesAnimations"])
    }
  }

  /// The transaction `withTransaction` runs its body in: `withTransaction(t) { }` or
  /// `withTransaction(\.disablesAnimations, true) { }` (on an empty transaction).
  static func transaction(for c: CallContext) throws -> Transaction {
    let values = c.arguments.filter { if case .function = $0.value { false } else { true } }
    if let first = values.first, case .transaction(let t) = first.value { return t }
    if values.count == 2, case .keyPath(let path) = values[0].value, path.count == 1 {
      var t = Transaction(origin: .value)
      try set(&t, path[0], values[1].value, c.interpreter, values[1].node)
      return t
    }
    throw c.fail("`withTransaction` needs a `Transaction` (or a key path and a value) first", kind: .argument)
  }

  /// `.transaction { t in t.animation = … }`: runs the closure on the update's transaction.
  /// At build time the closure sees an empty transaction; an animation it sets applies to every
  /// change below, as `.animation(_:)` without `value:` does.
  static func modifier(_ c: inout CallContext) throws -> Transaction {
    guard let fn = c.closure, case .user(let user) = fn.body else {
      throw c.fail("`transaction` needs a closure `{ t in … }`", kind: .argument)
    }
    let name = user.usesShorthand ? "$0" : user.parameters.first?.name ?? "$0"
    var after: Value?
    _ = try c.interpreter.callUser(
      fn, args: [Argument(label: nil, value: .transaction(Transaction(origin: .value)), node: c.node)],
      node: c.node, receiver: nil, finished: { env in after = env.values[name] })
    guard case .transaction(let t)? = after else { return Transaction(origin: .value) }
    return t
  }
}
