import LabEngine
import SwiftSyntax

/// Something callable: a user function, method or closure, or a built-in.
///
///     FunctionValue(name: "abs", builtin: { call in … })
public final class FunctionValue {
  enum Body {
    case user(UserFunction)
    case builtin((inout CallContext) throws -> Value)
  }

  let name: String
  let body: Body
  /// The receiver of a method (`self`), bound when the method is looked up on a value.
  var boundSelf: Value?

  init(name: String, user: UserFunction, boundSelf: Value? = nil) {
    self.name = name
    self.body = .user(user)
    self.boundSelf = boundSelf
  }

  init(name: String, builtin: @escaping (inout CallContext) throws -> Value) {
    self.name = name
    self.body = .builtin(builtin)
  }

  func bound(to value: Value) -> FunctionValue {
    switch body {
    case .user(let user): return FunctionValue(name: name, user: user, boundSelf: value)
    case .builtin: return self
    }
  }

  var isClosure: Bool {
    if case .user(let user) = body { return user.isClosure }
    return false
  }
}

/// A function, method or closure written in user code, with its defining environment.
struct UserFunction {
  enum Code {
    case block(CodeBlockItemListSyntax)
    /// `var x: Int { get { … } }` and friends also end up here.
    case empty
  }

  var parameters: [Parameter]
  var code: Code
  var closure: Environment
  var returnType: String?
  var isMutating = false
  var isClosure = false
  /// `$0`, `$1` … for closures without a signature.
  var usesShorthand = false
  var node: Syntax
}

/// One declared parameter: `label name: Type = default`.
struct Parameter {
  var label: String?
  var name: String
  var type: String?
  var defaultValue: ExprSyntax?
  var isVariadic = false
  var isInout = false
}

/// A call's argument after evaluation, with the syntax it came from for diagnostics.
public struct Argument {
  public var label: String?
  public var value: Value
  var node: Syntax
}

/// What a built-in receives: the interpreter, the arguments, the call's syntax and receiver.
struct CallContext {
  let interpreter: Interpreter
  var arguments: [Argument]
  let node: Syntax
  let receiver: Value?
  let name: String
}
