import LabEngine
import SwiftSyntax

/// Swift's error handling (docs/semantics.md §16): `throw`, `do`/`catch` with its patterns,
/// `try?` and `try!`. A thrown error is a `RuntimeError` of kind `.thrown` carrying the value;
/// what catches it binds that value. An API the lab runs that throws in Swift (`Data(contentsOf:)`
/// of a missing file, a `decode` that fails) throws one too, with an opaque `Error` whose text
/// Swift prints differently (an `NSError`, a `DecodingError`): printing that one is refused.
///
///     do { try load() } catch MyError.missing { … } catch { print(error) }
extension Interpreter {
  /// Whether a value can be thrown: a value of a type that conforms to `Error` (directly, by
  /// `LocalizedError`, or by a protocol of the program's that refines it), or an API's error.
  func isErrorValue(_ value: Value) -> Bool {
    let conformances: [String]
    switch value {
    case .enumCase(let e): conformances = e.type.conformances
    case .instance(let i): conformances = i.type.conformances
    case .opaque(let o): return o.kind == "Error"
    default: return false
    }
    return conformances.contains { $0.hasSuffix("Error") || refinesError($0) }
  }

  /// Whether the program's protocol `name` refines `Error` (`protocol AppError: Error`).
  private func refinesError(_ name: String) -> Bool {
    guard let inherited = protocolInheritance[name] else { return false }
    return inherited.contains { $0.hasSuffix("Error") || refinesError($0) }
  }

  /// The error `value` thrown at `node`: what stops the program if nothing catches it.
  func thrownError(_ value: Value, at node: some SyntaxProtocol) -> RuntimeError {
    var e = error(
      "an error was thrown and not caught: `\(value.debugText)`; Swift stops the program here "
        + "(\"Error raised at top level\")", at: node, kind: .thrown)
    e.thrown = value
    return e
  }

  /// An error an API throws in Swift, with the lab's account of it as the message a program
  /// that does not catch it stops with.
  func apiError(_ message: String, at node: some SyntaxProtocol) -> RuntimeError {
    var e = error(message, at: node, kind: .thrown)
    e.thrown = .opaque(OpaqueValue(kind: "Error", text: message))
    return e
  }

  /// `throw expression`.
  func executeThrow(_ t: ThrowStmtSyntax, in env: Environment) throws -> Never {
    let value = try evaluate(t.expression, in: env)
    guard isErrorValue(value) else {
      throw error(
        "thrown expression type `\(value.typeName)` does not conform to `Error`", at: t.expression,
        kind: .invalidSwift)
    }
    throw thrownError(value, at: t)
  }

  /// `try? e` (nil when it throws), `try! e` (a trap when it throws), `try e`.
  func evaluateTry(_ t: TryExprSyntax, in env: Environment) throws -> Value {
    switch t.questionOrExclamationMark?.tokenKind {
    case .postfixQuestionMark?:
      do { return try evaluate(t.expression, in: env) } catch let e as RuntimeError where e.kind == .thrown {
        return .null
      }
    case .exclamationMark?:
      do { return try evaluate(t.expression, in: env) } catch let e as RuntimeError where e.kind == .thrown {
        let what = e.thrown.map { if case .opaque = $0 { e.diagnostic.message } else { "`\($0.debugText)`" } } ?? ""
        throw error("'try!' expression unexpectedly raised an error: \(what)", at: t, kind: .trap)
      }
    default:
      return try evaluate(t.expression, in: env)
    }
  }

  /// `do { … } catch pattern where condition { … } catch { … }`: the first clause whose pattern
  /// matches the thrown value runs (a clause without one binds it to `error`); with none, the
  /// error goes on up.
  func executeDo(_ d: DoStmtSyntax, in env: Environment, collector: ViewCollector?) throws {
    do {
      try executeItems(d.body.statements, in: Environment(enclosing: env), collector: collector)
    } catch let e as RuntimeError where e.kind == .thrown && !d.catchClauses.isEmpty {
      guard let (clause, scope) = try catchClause(of: d, for: e, in: env) else { throw e }
      try executeItems(clause.body.statements, in: scope, collector: collector)
    }
  }

  /// The first catch clause of `d` that takes the error, with the scope its body runs in
  /// (the pattern's names bound, or `error`); nil when none does.
  func catchClause(of d: DoStmtSyntax, for e: RuntimeError, in env: Environment) throws
    -> (CatchClauseSyntax, Environment)?
  {
    let value = e.thrown ?? .null
    for clause in d.catchClauses {
      let scope = Environment(enclosing: env)
      var caught = clause.catchItems.isEmpty
      if caught { scope.define("error", value) }
      for item in clause.catchItems where !caught {
        let attempt = Environment(enclosing: env)
        guard let pattern = item.pattern else { continue }
        guard try match(pattern, value, in: attempt) else { continue }
        if let condition = item.whereClause?.condition, try !truth(evaluate(condition, in: attempt), condition) {
          continue
        }
        for (name, v) in attempt.values { scope.define(name, v) }
        caught = true
      }
      if caught { return (clause, scope) }
    }
    return nil
  }

  /// `error.localizedDescription`: a `LocalizedError`'s `errorDescription`; otherwise Swift
  /// writes a sentence with the module's name and a code, which the lab does not imitate.
  func localizedDescription(of value: Value, at node: Syntax) throws -> Value {
    if case .opaque = value {
      throw error(
        "the text of an error an API throws (an `NSError`, a `DecodingError`) is not imitated by the lab",
        at: node, kind: .notSupported)
    }
    if let described = try member(of: value, named: "errorDescription", node: node) {
      if case .null = described {} else { return described }
    }
    throw error(
      "`localizedDescription` of `\(value.typeName)` is Swift's sentence naming the module and the "
        + "error's code, which the lab does not imitate; give the type `LocalizedError`'s `errorDescription`",
      at: node, kind: .notSupported)
  }
}
