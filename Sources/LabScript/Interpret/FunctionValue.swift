import LabEngine
import SwiftSyntax

/// Something callable: a user function, method or closure, or a built-in.
///
///     FunctionValue(name: "abs", builtin: { call in … })
public final class FunctionValue {
  enum Body {
    case user(UserFunction)
    case builtin((inout CallContext) throws -> Value)
    /// Functions or methods of one name: the call's labels and argument types choose one.
    case overloads([FunctionValue])
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

  init(name: String, overloads: [FunctionValue]) {
    self.name = name
    self.body = .overloads(overloads)
  }

  func bound(to value: Value) -> FunctionValue {
    switch body {
    case .user(let user): return FunctionValue(name: name, user: user, boundSelf: value)
    case .builtin: return self
    case .overloads(let list):
      return FunctionValue(name: name, overloads: list.map { $0.bound(to: value) })
    }
  }

  /// The parameter labels and types, which tell overloads apart (`f(_: Int)`, `f(_: Double)`).
  var signature: [String]? {
    guard case .user(let user) = body, !user.isClosure else { return nil }
    return user.parameters.map { "\($0.label ?? "_"):\($0.type ?? "_")" }
  }

  /// A closure that flows into a declared function type (`let f: (CGFloat) -> CGFloat = { … }`)
  /// takes its parameter and result types from it, as Swift infers them.
  func typed(parameters: [String], returnType: String?) -> FunctionValue {
    guard case .user(var user) = body, user.isClosure else { return self }
    if user.usesShorthand {
      user.shorthandTypes = parameters
    } else {
      for (i, type) in parameters.enumerated() where i < user.parameters.count {
        if user.parameters[i].type == nil { user.parameters[i].type = type }
      }
    }
    if user.returnType == nil, let returnType, returnType != "Void", returnType != "()" {
      user.returnType = returnType
    }
    return FunctionValue(name: name, user: user, boundSelf: boundSelf)
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
  /// The types of `$0`, `$1` … when the closure flows into a declared function type.
  var shorthandTypes: [String?] = []
  /// Its generic parameters (`func load<T: Decodable>`), bound in each call: from the call's
  /// context when the result is one of them (`let xs: [Item] = load(…)` binds `T` to `[Item]`).
  var genericNames: [String] = []
  /// The attributes that may name a result builder (`@Lines func poem()`), and the builder
  /// found for a closure passed to a builder parameter: the body is then built, not run.
  var builderAttributes: [String] = []
  var builder: Value?
}

/// One declared parameter: `label name: Type = default`.
struct Parameter {
  var label: String?
  var name: String
  var type: String?
  var defaultValue: ExprSyntax?
  var isVariadic = false
  var isInout = false
  /// `@autoclosure`: refused where an argument meets it (the lab evaluates arguments first).
  var isAutoclosure = false
  /// The parameter's own attributes (`@Lines content: () -> String`): a closure passed to it
  /// is built by the result builder one of them names.
  var attributes: [String] = []
}

/// A call's argument after evaluation, with the syntax it came from for diagnostics.
public struct Argument {
  public var label: String?
  public var value: Value
  var node: Syntax
  /// For an argument made of integer literals only (`2/8 * 400`, whose `value` is the Int
  /// default, 0): the same expression typed as `Double` (100), for a parameter of a floating
  /// type. Swift types the literals from the parameter; the callee knows the parameter.
  var floating: Value?
  /// The type its expression was declared with, where known (`print` shows a `Double?`
  /// holding 3 as `Optional(3.0)`).
  var staticType: String?
  /// For a collection or tuple literal (`[1 / 2]`): the same expression evaluated under a
  /// parameter's type, which types its literals (`[0.5]` for a `[Double]`).
  var retype: ((TypeHint) throws -> Value)?
  /// For `&x`: stores the parameter's final value back into `x` when the call returns.
  var writeBack: ((Value) throws -> Void)?

  init(label: String?, value: Value, node: Syntax, floating: Value? = nil) {
    self.label = label
    self.value = value
    self.node = node
    self.floating = floating
  }

  /// The value for a parameter of a floating-point type.
  var floatingValue: Value { floating ?? value }
}

/// What a built-in receives: the interpreter, the arguments, the call's syntax and receiver.
struct CallContext {
  let interpreter: Interpreter
  var arguments: [Argument]
  let node: Syntax
  let receiver: Value?
  let name: String
}
