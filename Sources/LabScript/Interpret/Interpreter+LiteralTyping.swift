import Foundation
import LabEngine
import SwiftSyntax

/// What a context says about the type of the expression flowing into it, as far as numeric
/// literals care: Swift gives a literal its type from context (a declared type, a parameter, the
/// other operand, a collection's element type), defaulting to `Int` or `Double` only where
/// nothing else decides (docs/architecture.md §6.1).
///
///     let b: Double = 7 / 2     // Swift: 3.5, both literals are Double
///     let c = 7 / 2             // Swift: 3, both literals default to Int
indirect enum TypeHint: Equatable {
  case int
  /// `Double`, `CGFloat` (a Double on 64-bit platforms), `TimeInterval`.
  case double
  /// `Float`: literals are single precision, and so is arithmetic on them.
  case float
  case array(TypeHint)
  case dictionary(TypeHint)
  /// A tuple type's elements (nil where an element says nothing about numbers).
  case tuple([TypeHint?])
  /// `Range<Double>`, `ClosedRange<CGFloat>`, …: a range of floating-point bounds, whose literal
  /// bounds take that type (`let unit: ClosedRange<Double> = 0...1`).
  case range(TypeHint)
  /// A parameter of type `Any` (`print`'s items): each branch of a ternary becomes `Any` on its
  /// own, so `print(c ? x : 7)` prints 7 as an Int even when x is a Double.
  case any

  /// The hint a declared type gives, if it concerns numbers.
  init?(typeName: String?) {
    guard var name = typeName?.trimmingCharacters(in: .whitespaces) else { return nil }
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
      name = String(name.dropFirst("Optional<".count).dropLast())
    }
    switch name {
    case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
      self = .int
    case "Double", "CGFloat", "TimeInterval", "Float64": self = .double
    case "Float", "Float32": self = .float
    case "Any": self = .any
    default:
      if name.hasPrefix("["), name.hasSuffix("]") {
        let inner = String(name.dropFirst().dropLast())
        if let colon = Value.topLevelColon(inner) {
          guard let value = TypeHint(typeName: String(inner[inner.index(after: colon)...]))
          else { return nil }
          self = .dictionary(value)
        } else {
          guard let element = TypeHint(typeName: inner) else { return nil }
          self = .array(element)
        }
      } else if name.hasPrefix("("), name.hasSuffix(")"), !name.contains("->") {
        let parts = Value.topLevelParts(String(name.dropFirst().dropLast()))
        guard parts.count > 1 else { return nil }
        let hints = parts.map { part -> TypeHint? in
          let type = Value.topLevelColon(part).map { String(part[part.index(after: $0)...]) }
          return TypeHint(typeName: type ?? part)
        }
        guard hints.contains(where: { $0 != nil }) else { return nil }
        self = .tuple(hints)
      } else if let bound = Self.rangeBound(name), let hint = TypeHint(typeName: bound), hint == .double || hint == .float {
        self = .range(hint)
      } else if name.hasPrefix("Array<"), name.hasSuffix(">"),
        let element = TypeHint(typeName: String(name.dropFirst(6).dropLast()))
      {
        self = .array(element)
      } else {
        return nil
      }
    }
  }

  /// The bound type of `Range<T>` or `ClosedRange<T>`, or nil.
  static func rangeBound(_ name: String) -> String? {
    let name = Interpreter.withoutModules(name)
    for prefix in ["Range<", "ClosedRange<"] where name.hasPrefix(prefix) && name.hasSuffix(">") {
      return String(name.dropFirst(prefix.count).dropLast())
    }
    return nil
  }

  /// The hint for a number itself (nil for a collection).
  var numeric: TypeHint? { self == .int || self == .double || self == .float ? self : nil }
  /// The hint for a number or a range of numbers (nil for a collection).
  var scalar: TypeHint? { isRange ? self : numeric }
  var isRange: Bool {
    if case .range = self { return true }
    return false
  }
}

/// How an expression made only of literals would be typed if nothing else decided: `Int`
/// unless a floating-point literal is among them.
enum LiteralKind {
  case integer
  case floating

  func combined(with other: LiteralKind) -> LiteralKind {
    self == .floating || other == .floating ? .floating : .integer
  }
}

extension Interpreter {
  /// Operators whose operands and result share one type (`T op T -> T`).
  static let sameTypeOperators: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*"]
  /// Operators whose two operands share one type and whose result is a `Bool`.
  static let comparisonOperators: Set<String> = ["<", ">", "<=", ">=", "==", "!="]


  /// Evaluates an expression that flows into a declared type, then converts it as Swift would
  /// (`let b: Double = 7 / 2` is 3.5).
  func evaluate(_ expr: ExprSyntax, in env: Environment, as type: String?) throws -> Value {
    // The type as written goes to `coerce`, which resolves it itself: an alias there
    // (`let b: Budget = .placeholder()`) chooses among its type's extensions.
    let written = scopedTypeName(type, in: env)
    let type = written.map(resolvedTypeName)
    if let type, let call = Self.resultCall(expr) {
      // Inside a generic function, `return load(name)` passes on the type its own `T` stands for.
      if case .type(.genericParameter(_, let bound))? = env.lookup(type)?.0 {
        if let bound { pass.contextTypes[call.id] = bound }
      } else {
        pass.contextTypes[call.id] = type
      }
    }
    return try coerce(
      evaluate(expr, in: env, hint: TypeHint(typeName: type)), toType: written, at: expr)
  }

  /// The call whose result an expression is, through `try` and `await`.
  static func resultCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
    if let t = expr.as(TryExprSyntax.self) { return resultCall(t.expression) }
    if let a = expr.as(AwaitExprSyntax.self) { return resultCall(a.expression) }
    return expr.as(FunctionCallExprSyntax.self)
  }

  /// A type written inside a type's code, with the names of the types nested there (or in a
  /// type around it) qualified: inside `FileRow`, `Model` and `[Model]` are `FileRow.Model` and
  /// `[FileRow.Model]`, whatever top-level type or other type's nested `Model` there is. Type
  /// names written as text are otherwise resolved at the top level.
  func scopedTypeName(_ type: String?, in scope: Environment) -> String? {
    guard let type, scope !== globals, type.contains(where: \.isUppercase) else { return type }
    var out = ""
    var i = type.startIndex
    while i < type.endIndex {
      let c = type[i]
      guard c.isLetter || c == "_" else {
        out.append(c)
        i = type.index(after: i)
        continue
      }
      var j = i
      while j < type.endIndex, type[j].isLetter || type[j].isNumber || type[j] == "_" { j = type.index(after: j) }
      let word = String(type[i..<j])
      out += out.last == "." ? word : nestedTypeName(word, in: scope) ?? word
      i = j
    }
    return out
  }

  /// `word`'s qualified name when it names a nested type in `scope` below the top level.
  private func nestedTypeName(_ word: String, in scope: Environment) -> String? {
    var env: Environment? = scope
    while let current = env, current !== globals {
      if let value = current.values[word] {
        switch value {
        case .type(.userStruct(let t)) where t.debugName != word: return t.debugName
        case .type(.userEnum(let t)) where t.debugName != word: return t.debugName
        default: return nil
        }
      }
      env = current.enclosing
    }
    return nil
  }

  /// A declared type with the user's type aliases replaced (`Length?` → `CGFloat?`), and
  /// without the modules the lab's built-in types are qualified with (`SwiftUI.Color`).
  func resolvedTypeName(_ type: String) -> String {
    let type = type.contains(".") ? Self.withoutModules(type) : type
    guard !typeAliases.isEmpty else { return type }
    var base = type
    var suffix = ""
    while base.hasSuffix("?") || base.hasSuffix("!") {
      suffix = String(base.removeLast()) + suffix
    }
    if let target = typeAliases[base] { return target + suffix }
    if base.hasPrefix("["), base.hasSuffix("]"), !base.contains(":") {
      return "[" + resolvedTypeName(String(base.dropFirst().dropLast())) + "]" + suffix
    }
    return type
  }

  /// `SwiftUI.Color` → `Color`, `[Swift.Int]` → `[Int]`: a module name before a type name
  /// (at the start, or after `[`, `<`, `(`, `,`, `:` or a space) is dropped.
  static func withoutModules(_ type: String) -> String {
    var out = ""
    var i = type.startIndex
    var atStart = true
    while i < type.endIndex {
      if atStart, let module = Builtins.moduleNames.first(where: { type[i...].hasPrefix($0 + ".") }) {
        i = type.index(i, offsetBy: module.count + 1)
        atStart = false
        continue
      }
      let c = type[i]
      out.append(c)
      atStart = "[<(,: ".contains(c)
      i = type.index(after: i)
    }
    return out
  }

  /// Whether an expression is made of numeric literals only (through parentheses, signs,
  /// arithmetic, ternaries and `min`/`max`/`abs`), so that its type is whatever its context
  /// says; and which literal default applies when the context says nothing.
  func literalKind(of expr: ExprSyntax, in env: Environment) -> LiteralKind? {
    switch expr.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr: return .integer
    case .floatLiteralExpr: return .floating
    case .tupleExpr(let t):
      guard t.elements.count == 1, let only = t.elements.first, only.label == nil else {
        return nil
      }
      return literalKind(of: only.expression, in: env)
    case .prefixOperatorExpr(let p):
      guard p.operator.text == "-" || p.operator.text == "+" else { return nil }
      return literalKind(of: p.expression, in: env)
    case .ternaryExpr(let t):
      // `c ? 50 : nil` for a `CGFloat?` parameter: the `nil` branch takes any type.
      if t.elseExpression.is(NilLiteralExprSyntax.self) { return literalKind(of: t.thenExpression, in: env) }
      if t.thenExpression.is(NilLiteralExprSyntax.self) { return literalKind(of: t.elseExpression, in: env) }
      guard let a = literalKind(of: t.thenExpression, in: env),
        let b = literalKind(of: t.elseExpression, in: env)
      else { return nil }
      return a.combined(with: b)
    case .sequenceExpr(let seq):
      var index = 0
      guard let folded = try? fold(Array(seq.elements), &index, minPrecedence: 0, node: seq)
      else { return nil }
      return literalKind(of: folded, in: env)
    case .infixOperatorExpr(let infix):
      guard Self.sameTypeOperators.contains(infix.operator.trimmedDescription),
        let a = literalKind(of: infix.leftOperand, in: env),
        let b = literalKind(of: infix.rightOperand, in: env)
      else { return nil }
      return a.combined(with: b)
    case .functionCallExpr(let call):
      guard isGenericNumericCall(call, in: env) else { return nil }
      var kind = LiteralKind.integer
      for arg in call.arguments {
        guard let k = literalKind(of: arg.expression, in: env) else { return nil }
        kind = kind.combined(with: k)
      }
      return kind
    default: return nil
    }
  }

  func literalKind(of folded: FoldedExpr, in env: Environment) -> LiteralKind? {
    switch folded {
    case .operand(let e): return literalKind(of: e, in: env)
    case .binary(let op, let l, let r, _) where Self.sameTypeOperators.contains(op):
      guard let a = literalKind(of: l, in: env), let b = literalKind(of: r, in: env) else {
        return nil
      }
      return a.combined(with: b)
    case .ternary(_, let then, let otherwise, _):
      if case .operand(let e) = otherwise, e.is(NilLiteralExprSyntax.self) {
        return literalKind(of: .operand(then), in: env)
      }
      if then.is(NilLiteralExprSyntax.self) { return literalKind(of: otherwise, in: env) }
      guard let a = literalKind(of: then, in: env), let b = literalKind(of: otherwise, in: env)
      else { return nil }
      return a.combined(with: b)
    default: return nil
    }
  }

  /// `min(_:_:)`, `max(_:_:)` and `abs(_:)` from the standard library (not a user's function
  /// of that name): their arguments and result share one type, like an operator's.
  func isGenericNumericCall(_ call: FunctionCallExprSyntax, in env: Environment) -> Bool {
    genericNumericName(call, in: env) != nil
  }

  /// `min`, `max` or `abs` when `call` is one of those generic functions, written alone or
  /// qualified with its module (`Swift.min(a, b)`).
  func genericNumericName(_ call: FunctionCallExprSyntax, in env: Environment) -> String? {
    let ref: DeclReferenceExprSyntax
    if let plain = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      guard env.lookup(plain.baseName.identifierText) == nil else { return nil }
      ref = plain
    } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      let module = access.base?.as(DeclReferenceExprSyntax.self),
      Builtins.moduleNames.contains(module.baseName.text), env.lookup(module.baseName.text) == nil
    {
      ref = access.declName
    } else {
      return nil
    }
    let name = ref.baseName.identifierText
    guard ["min", "max", "abs"].contains(name), call.trailingClosure == nil,
      !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label == nil })
    else { return nil }
    return name != "abs" || call.arguments.count == 1 ? name : nil
  }

  /// Evaluates operands joined by same-type operators (and the two sides of a comparison) as
  /// one group, the way Swift's type checker solves them: the operands that have a type of
  /// their own are evaluated first, left to right; the group takes the first one's numeric type,
  /// else the context's, else `Double` if a floating-point literal is among the literals, else
  /// `Int`; then the literal operands are evaluated as that type.
  ///
  ///     x * (1 / 2)        // x: Double — the group is Double: x * 0.5
  ///     7 / 2 * 1.5        // no typed operand, a float literal: Double, 5.25
  func evaluateGroup(
    _ roots: [FoldedExpr], hint: TypeHint?, in env: Environment,
    combine: ([Value]) throws -> Value
  ) throws -> Value {
    var typed: [SyntaxIdentifier: Value] = [:]
    var kind: LiteralKind = .integer
    var decided: TypeHint?
    // An operand of a narrower integer type (`UInt8`): the group's arithmetic is that type's,
    // and traps outside its range, as Swift's does.
    var narrow: (name: String, range: ClosedRange<Int>)?
    func noteWidth(_ e: ExprSyntax, _ value: Value) {
      guard narrowIntegersSeen, narrow == nil, case .int = value,
        let type = staticType(of: e, in: env).map(resolvedTypeName), let range = Self.integerRanges[type]
      else { return }
      narrow = (type, range)
    }
    func scan(_ f: FoldedExpr) throws {
      switch f {
      case .binary(let op, let l, let r, _) where Self.sameTypeOperators.contains(op):
        try scan(l)
        try scan(r)
      case .operand(let e):
        if let k = literalKind(of: e, in: env) {
          kind = kind.combined(with: k)
        } else {
          let value = try evaluate(e, in: env)
          typed[e.id] = value
          if decided == nil { decided = numericType(of: value) }
          noteWidth(e, value)
        }
      default:
        if let k = literalKind(of: f, in: env) {
          kind = kind.combined(with: k)
        } else if let id = f.id {
          let value = try evaluate(f, in: env, hint: nil)
          typed[id] = value
          if decided == nil { decided = numericType(of: value) }
        }
      }
    }
    for root in roots { try scan(root) }
    // A `Float` and another number that is not a literal do not mix in Swift's arithmetic.
    let types = typed.values.compactMap(numericType(of:))
    if types.contains(.float), let other = types.first(where: { $0 != .float }), let root = roots.first {
      let node: Syntax
      switch root {
      case .binary(_, _, _, let n), .assign(_, _, _, let n), .ternary(_, _, _, let n), .cast(_, _, _, _, let n): node = n
      case .operand(let e): node = Syntax(e)
      }
      throw error(
        "binary operator cannot be applied to a `Float` and \(other == .int ? "an `Int`" : "a `Double`"): "
          + "write `Float(…)` or `Double(…)` around one of them", at: node, kind: .typeMismatch)
    }
    let type = decided ?? hint?.numeric ?? (kind == .floating ? .double : .int)
    func value(_ f: FoldedExpr) throws -> Value {
      switch f {
      case .binary(let op, let l, let r, let node) where Self.sameTypeOperators.contains(op):
        let a = try value(l)
        let b = try value(r)
        if !operatorImplementations.isEmpty, let implementations = operatorImplementations[op] {
          // A user operator's parameter types the integer literals among its operands
          // (`point * 2` with `static func * (CGPoint, CGFloat)`).
          func argument(_ f: FoldedExpr, _ v: Value) -> Argument {
            var floating: Value?
            if case .int(let i) = v, literalKind(of: f, in: env) == .integer { floating = .double(Double(i)) }
            return Argument(label: nil, value: v, node: node, floating: floating)
          }
          if let result = try userOperator(implementations, argument(l, a), argument(r, b), node: node) {
            return result
          }
        }
        let result = try arithmetic(op, a, b, node: node)
        if let narrow, case .int(let n) = result, !narrow.range.contains(n) {
          throw error(
            "arithmetic overflow: \(n) does not fit in `\(narrow.name)` (\(narrow.range.lowerBound)…"
              + "\(narrow.range.upperBound)): Swift traps here", at: node, kind: .arithmetic)
        }
        return result
      case .operand(let e):
        if let v = typed[e.id] { return v }
        return try evaluate(e, in: env, hint: type)
      default:
        if let id = f.id, let v = typed[id] { return v }
        return try evaluate(f, in: env, hint: type)
      }
    }
    return try combine(roots.map(value))
  }

  func numericType(of value: Value) -> TypeHint? {
    switch value {
    case .int: return .int
    case .double: return .double
    case .float: return .float
    default: return nil
    }
  }

  /// The arguments of `min`/`max`/`abs`, typed as one group.
  func genericNumericArguments(
    _ call: FunctionCallExprSyntax, hint: TypeHint?, in env: Environment
  ) throws -> [Argument] {
    let exprs = call.arguments.map(\.expression)
    var result: [Argument] = []
    _ = try evaluateGroup(exprs.map { .operand($0) }, hint: hint, in: env) { values in
      result = zip(values, call.arguments).map {
        Argument(label: nil, value: $0, node: Syntax($1))
      }
      return .void
    }
    return result
  }
}

extension FoldedExpr {
  /// The syntax node that identifies this part of a folded expression.
  var id: SyntaxIdentifier? {
    switch self {
    case .operand(let e): return e.id
    case .binary(_, _, _, let node), .assign(_, _, _, let node), .ternary(_, _, _, let node),
      .cast(_, _, _, _, let node):
      return node.id
    }
  }
}

extension Interpreter {
  /// `isExploded ? Double.random(in: -1...1) * 500 : 0` passed where a `CGFloat` goes: the
  /// branch taken is an integer literal, which Swift types by the parameter as the other
  /// branch's type allows; its floating reading goes along (as a literal argument's does). Nil
  /// unless the expression is a ternary with a condition that has no effects and the branch it
  /// takes is made of integer literals.
  @inline(never)
  func takenLiteralBranch(_ expr: ExprSyntax, in env: Environment) throws -> Value? {
    var inner = expr
    while let t = inner.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
      inner = only.expression
    }
    let condition: ExprSyntax
    let thenBranch: ExprSyntax
    let elseBranch: ExprSyntax
    if let t = inner.as(TernaryExprSyntax.self) {
      (condition, thenBranch, elseBranch) = (t.condition, t.thenExpression, t.elseExpression)
    } else if let seq = inner.as(SequenceExprSyntax.self),
      seq.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
    {
      // (Only a sequence with a ternary in it is folded: this runs for every argument that is
      // an `Int`.)
      var index = 0
      guard let folded = try? fold(Array(seq.elements), &index, minPrecedence: 0, node: seq),
        case .ternary(.operand(let c), let a, .operand(let b), _) = folded
      else { return nil }
      (condition, thenBranch, elseBranch) = (c, a, b)
    } else {
      return nil
    }
    guard isPure(condition), case .bool(let taken) = try evaluate(condition, in: env) else { return nil }
    let branch = taken ? thenBranch : elseBranch
    guard literalKind(of: branch, in: env) == .integer else { return nil }
    return valueForType(of: branch, in: env, hint: .double)
  }
}
