import Foundation
import LabEngine
import SwiftSyntax

/// A `SequenceExprSyntax` folded by Swift's standard precedence groups (the parser leaves
/// operator sequences flat; we fold them here rather than depend on SwiftOperators).
indirect enum FoldedExpr {
  case operand(ExprSyntax)
  case binary(String, FoldedExpr, FoldedExpr, Syntax)
  case assign(String, FoldedExpr, FoldedExpr, Syntax)
  case ternary(FoldedExpr, ExprSyntax, FoldedExpr, Syntax)
  case cast(FoldedExpr, TypeSyntax, isCheck: Bool, optional: Bool, Syntax)
}

extension Interpreter {
  /// Precedence and right-associativity of the operators view code uses.
  static func precedence(of op: String) -> (Int, Bool)? {
    switch op {
    case "=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=": return (1, true)
    case "?:": return (2, true)
    case "||": return (3, false)
    case "&&": return (4, false)
    case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (5, false)
    case "??": return (6, true)
    case "is", "as": return (7, false)
    case "..<", "...": return (8, false)
    case "+", "-", "&+", "&-", "|", "^": return (9, false)
    case "*", "/", "%", "&*", "&": return (10, false)
    case "<<", ">>": return (11, false)
    default: return nil
    }
  }

  func evaluateSequence(_ seq: SequenceExprSyntax, in env: Environment, hint: TypeHint? = nil)
    throws -> Value
  {
    let elements = Array(seq.elements)
    var index = 0
    let folded = try fold(elements, &index, minPrecedence: 0, node: seq)
    return try evaluate(folded, in: env, hint: hint)
  }

  private func operatorInfo(_ e: ExprSyntax) -> (String, Int, Bool)? {
    if let bin = e.as(BinaryOperatorExprSyntax.self) {
      let op = bin.operator.text
      guard let (p, r) = Interpreter.precedence(of: op) else { return (op, 9, false) }
      return (op, p, r)
    }
    if e.is(AssignmentExprSyntax.self) { return ("=", 1, true) }
    if e.is(UnresolvedTernaryExprSyntax.self) { return ("?:", 2, true) }
    if e.is(UnresolvedIsExprSyntax.self) { return ("is", 7, false) }
    if e.is(UnresolvedAsExprSyntax.self) { return ("as", 7, false) }
    return nil
  }

  func fold(
    _ elements: [ExprSyntax], _ index: inout Int, minPrecedence: Int, node: SequenceExprSyntax
  ) throws -> FoldedExpr {
    guard index < elements.count else { throw error("expected an operand", at: node, kind: .invalidSwift) }
    var lhs = FoldedExpr.operand(elements[index])
    index += 1
    while index < elements.count, let (op, prec, rightAssoc) = operatorInfo(elements[index]),
      prec >= minPrecedence
    {
      let opExpr = elements[index]
      index += 1
      if op == "is" || op == "as" {
        guard index < elements.count, let typeExpr = elements[index].as(TypeExprSyntax.self) else {
          throw error("expected a type after `\(op)`", at: opExpr, kind: .invalidSwift)
        }
        index += 1
        let optional =
          opExpr.as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind
          == .postfixQuestionMark
        lhs = .cast(lhs, typeExpr.type, isCheck: op == "is", optional: optional, Syntax(opExpr))
        continue
      }
      if op == "?:", let ternary = opExpr.as(UnresolvedTernaryExprSyntax.self) {
        let rhs = try fold(elements, &index, minPrecedence: prec, node: node)
        lhs = .ternary(lhs, ternary.thenExpression, rhs, Syntax(opExpr))
        continue
      }
      let rhs = try fold(
        elements, &index, minPrecedence: rightAssoc ? prec : prec + 1, node: node)
      if prec == 1 {
        lhs = .assign(op, lhs, rhs, Syntax(opExpr))
      } else {
        lhs = .binary(op, lhs, rhs, Syntax(opExpr))
      }
    }
    return lhs
  }

  /// A folded cast or `is` (`x as? T ?? d`), apart from `evaluate(_:in:hint:)`, whose frame
  /// every nested operand pays for.
  @inline(never)
  private func evaluateCast(
    _ inner: FoldedExpr, to type: TypeSyntax, isCheck: Bool, optional: Bool, in env: Environment, at node: Syntax
  ) throws -> Value {
    let name = try castTypeName(type.trimmedDescription, in: env, at: Syntax(type))
    let value = try evaluate(inner, in: env, hint: isCheck ? nil : TypeHint(typeName: name))
    if isCheck { return .bool(matchesType(value, name)) }
    return try cast(value, toTypeNamed: name, optional: optional, at: node)
  }

  func evaluate(_ folded: FoldedExpr, in env: Environment, hint: TypeHint? = nil) throws
    -> Value
  {
    switch folded {
    case .operand(let e): return try evaluate(e, in: env, hint: hint)
    case .ternary(let cond, let then, let otherwise, let node):
      return try condition(cond, of: node, in: env)
        ? evaluateBranch(.operand(then), other: otherwise, in: env, hint: hint)
        : evaluateBranch(otherwise, other: .operand(then), in: env, hint: hint)
    case .cast(let inner, let type, let isCheck, let optional, let node):
      return try evaluateCast(inner, to: type, isCheck: isCheck, optional: optional, in: env, at: node)
    case .assign(let op, let target, let valueExpr, let node):
      guard case .operand(let targetExpr) = target else {
        throw error("cannot assign to this expression", at: node, kind: .invalidSwift)
      }
      if op == "=", try assignPropertyWrapper(targetExpr, valueExpr, in: env, node: node) {
        return .void
      }
      // The target's type is the value's context (`x = 7 / 2` with `x: Double` is 3.5).
      var value: Value
      // The target's declared (or inferred) type, asked once: after a compound assignment has
      // read the target (what it read may be optional), else before the value is evaluated.
      let targetType: String?
      if op != "=" {
        let current = try evaluate(targetExpr, in: env)
        targetType = staticType(of: targetExpr, in: env)
        let binOp = String(op.dropLast())
        let rhs = try evaluate(valueExpr, in: env, hint: compoundAssignmentHint(targetType, current))
        value = try arithmetic(binOp, current, rhs, node: node)
      } else {
        targetType = staticType(of: targetExpr, in: env)
        var hint: TypeHint?
        // (A computed property's getter is not run for it: Swift runs only its setter.)
        if literalKind(of: valueExpr, in: env) != nil, isPlainReference(targetExpr) {
          hint =
            valueForType(of: targetExpr, in: env).flatMap(numericType(of:))
            ?? TypeHint(typeName: targetType)?.numeric
        } else if let sub = targetExpr.as(SubscriptCallExprSyntax.self) {
          hint = subscriptElementHint(sub, in: env)
        } else {
          // `rating = try c.decodeIfPresent(Double.self, forKey: .rating) ?? 0`: the literals
          // in the value take the target's declared type, as in a declaration.
          hint = TypeHint(typeName: targetType)?.scalar
        }
        value = try evaluate(valueExpr, in: env, hint: hint)
      }
      // The target's type takes the value as a declaration would: an `Int` variable never
      // holds a `Double`.
      if let type = targetType {
        if case .operand(let valueSyntax) = valueExpr {
          value = try coerce(value, toType: type, at: valueSyntax)
        } else {
          value = try coerce(value, toType: type, at: node)
        }
      }
      if case .implicitMember(let m) = value, isPlainReference(targetExpr),
        let current = valueForType(of: targetExpr, in: env)
      {
        // `offset = .zero` where `offset`'s type was inferred (`var offset = CGSize.zero`):
        // the member of the type the variable holds.
        switch current {
        case .null, .implicitMember: break
        default: value = try resolveImplicit(m, like: current, at: node)
        }
      }
      try assign(value, to: targetExpr, in: env, node: node)
      return .void
    case .binary(let op, let lhs, let rhs, let node):
      if op == "&+" || op == "&-" || op == "&*" {
        // Wrapping arithmetic wraps at the operand type's bounds, which for the other integer
        // widths are not `Int`'s the lab computes in: refused rather than printed as if right.
        for side in [lhs, rhs] {
          if case .operand(let e) = side, let ref = e.as(DeclReferenceExprSyntax.self),
            let declared = env.declaredType(of: ref.baseName.identifierText),
            Self.integerRanges[declared] != nil
          {
            throw error(
              "`\(op)` on a `\(declared)` wraps at that type's bounds, which the lab (computing in `Int`) "
                + "does not model", at: node, kind: .notSupported)
          }
        }
      }
      switch op {
      case "&&":
        guard try truth(evaluate(lhs, in: env), node) else { return .bool(false) }
        return .bool(try truth(evaluate(rhs, in: env), node))
      case "||":
        if try truth(evaluate(lhs, in: env), node) { return .bool(true) }
        return .bool(try truth(evaluate(rhs, in: env), node))
      case "??":
        let left = try evaluate(lhs, in: env, hint: hint)
        guard case .null = left else { return left }
        // The right side has the left side's wrapped type (`w ?? 0` with `w: CGFloat?` is 0.0).
        var rhsHint = hint
        if case .operand(let l) = lhs { rhsHint = coalescingHint(l, in: env) ?? hint }
        // `x as? TimeInterval ?? 30`: the cast names the type (30.0).
        if case .cast(_, let type, false, true, _) = lhs { rhsHint = TypeHint(typeName: type.trimmedDescription) ?? hint }
        return try evaluate(rhs, in: env, hint: rhsHint)
      case _ where Self.sameTypeOperators.contains(op):
        return try evaluateGroup([folded], hint: hint, in: env) { $0[0] }
      case _ where Self.comparisonOperators.contains(op):
        return try evaluateGroup([lhs, rhs], hint: nil, in: env) {
          try self.arithmetic(op, $0[0], $0[1], node: node)
        }
      case "..<", "...":
        // Both bounds have one type: a literal bound takes the other's (`0...size.width`), or
        // the bound type of the range the context wants (`let unit: ClosedRange<Double> = 0...1`).
        var boundHint: TypeHint? = nil
        if case .range(let bound)? = hint { boundHint = bound }
        return try evaluateGroup([lhs, rhs], hint: boundHint, in: env) {
          try self.arithmetic(op, $0[0], $0[1], node: node)
        }
      default:
        let left = try evaluate(lhs, in: env)
        let right = try evaluate(rhs, in: env)
        return try arithmetic(op, left, right, node: node)
      }
    }
  }

  /// `c ? a : b` from its syntax (the parser's folded form).
  func ternary(
    _ cond: ExprSyntax, _ then: FoldedExpr, _ otherwise: FoldedExpr, node: Syntax,
    in env: Environment, hint: TypeHint?
  ) throws -> Value {
    try condition(.operand(cond), of: node, in: env)
      ? evaluateBranch(then, other: otherwise, in: env, hint: hint)
      : evaluateBranch(otherwise, other: then, in: env, hint: hint)
  }

  /// A ternary's condition. One that ran user code (`flip() ? 1 : 2`) is not run again when
  /// the ternary is read again for a type (`valueForType(of:in:)`, as `7 / 2` is 3 where an Int
  /// is wanted and 3.5 where a Double is): the read takes the branch it chose.
  private func condition(_ cond: FoldedExpr, of node: Syntax, in env: Environment) throws -> Bool {
    if readingForType, let chosen = ternaryChoices[node.id] { return chosen }
    let entries = userCodeEntries
    let chosen = try truth(evaluate(cond, in: env), node)
    if userCodeEntries != entries, !readingForType { ternaryChoices[node.id] = chosen }
    return chosen
  }

  /// One branch of a ternary: both branches have one type, so a branch of literals takes the
  /// other branch's type when the context gives none (`go ? 12 : v` with `v: Double` is 12.0).
  /// The other branch is not run: its type comes from what it names.
  private func evaluateBranch(
    _ branch: FoldedExpr, other: FoldedExpr, in env: Environment, hint: TypeHint?
  ) throws -> Value {
    var hint = hint
    // Under `Any` each branch becomes `Any` on its own, and so do the branches of a ternary
    // nested in it: `print(c ? (d ? 0.1 : 6) : 5.5)` prints 6.
    if hint == .any { return try evaluate(branch, in: env, hint: .any) }
    if hint == nil, let kind = literalKind(of: branch, in: env) {
      if let otherKind = literalKind(of: other, in: env) {
        // Both branches literals: a floating-point literal in either makes both Double.
        hint = kind.combined(with: otherKind) == .floating ? .double : nil
      } else {
        hint = typeWithoutRunning(other, in: env)
      }
    }
    return try evaluate(branch, in: env, hint: hint)
  }

  /// The numeric type of an expression that reading cannot change (names, member chains,
  /// literals, arithmetic, conversions and `min`/`max`/`abs`/`rounded`), found by evaluating
  /// it; nil for anything that calls user code.
  func typeWithoutRunning(_ f: FoldedExpr, in env: Environment) -> TypeHint? {
    switch f {
    case .operand(let e):
      if literalKind(of: e, in: env) != nil { return nil }
      if let declared = staticType(of: e, in: env) { return TypeHint(typeName: declared) }
      if let seq = e.as(SequenceExprSyntax.self) {
        // `a / 2` written as a ternary's branch: folded, then typed as any other.
        var index = 0
        guard let folded = try? fold(Array(seq.elements), &index, minPrecedence: 0, node: seq) else { return nil }
        return typeWithoutRunning(folded, in: env)
      }
      // `-x` has `x`'s type; a property of `self` its declared one, even when computed.
      if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        return typeWithoutRunning(.operand(prefix.expression), in: env)
      }
      if let declared = selfPropertyType(e, in: env) { return TypeHint(typeName: declared) }
      guard isPure(e) else { return nil }
      return valueForType(of: e, in: env).flatMap(numericType(of:))
    case .binary(let op, let l, let r, _) where Self.sameTypeOperators.contains(op):
      return typeWithoutRunning(l, in: env) ?? typeWithoutRunning(r, in: env)
    case .ternary(_, let a, let b, _):
      return typeWithoutRunning(.operand(a), in: env) ?? typeWithoutRunning(b, in: env)
    default: return nil
    }
  }

  /// The declared numeric type of `name` or `self.name` when it is a property of the `self` in
  /// scope (a computed one included, which reading would run).
  private func selfPropertyType(_ e: ExprSyntax, in env: Environment) -> String? {
    var name: String
    if let ref = e.as(DeclReferenceExprSyntax.self) {
      name = ref.baseName.identifierText
      if env.lookup(name) != nil { return nil }  // a local or parameter shadows the property
    } else if let access = e.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
      name = access.declName.baseName.identifierText
    } else {
      return nil
    }
    guard case .instance(let inst)? = env.lookup("self")?.0,
      let type = inst.type.properties.first(where: { $0.name == name })?.type,
      ["CGFloat", "Double", "Float", "Int"].contains(type)
    else { return nil }
    return type
  }

  /// Whether evaluating the expression only reads (no user function, closure or assignment).
  func isPure(_ e: ExprSyntax) -> Bool {
    switch e.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr,
      .nilLiteralExpr, .simpleStringLiteralExpr:
      return true
    case .stringLiteralExpr(let s): return s.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    case .arrayExpr(let a): return a.elements.allSatisfy { isPure($0.expression) }
    case .dictionaryExpr(let d):
      guard case .elements(let elements) = d.content else { return true }
      return elements.allSatisfy { isPure($0.key) && isPure($0.value) }
    case .memberAccessExpr(let m): return m.base.map(isPure) ?? true
    case .tupleExpr(let t): return t.elements.allSatisfy { isPure($0.expression) }
    case .prefixOperatorExpr(let p): return isPure(p.expression)
    case .sequenceExpr(let s):
      return s.elements.allSatisfy { el in
        el.is(BinaryOperatorExprSyntax.self) || el.is(UnresolvedTernaryExprSyntax.self)
          && isPure(el.cast(UnresolvedTernaryExprSyntax.self).thenExpression)
          || isPure(el)
      }
    case .functionCallExpr(let call):
      let callee = call.calledExpression
      let pureNames: Set = ["min", "max", "abs", "Int", "Double", "CGFloat", "rounded", "squareRoot"]
      let name =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.identifierText
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierText
      // A GeometryProxy's `frame(in:)` and `bounds(of:)` only read the layout.
      let labels = call.arguments.map { $0.label?.text }
      let readsLayout = (name == "frame" && labels == ["in"]) || (name == "bounds" && labels == ["of"])
      guard let name, pureNames.contains(name) || readsLayout, call.trailingClosure == nil else { return false }
      if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base, !isPure(base) {
        return false
      }
      return call.arguments.allSatisfy { isPure($0.expression) }
    default: return false
    }
  }

  /// A name or a chain of member names (`x`, `self.size.width`): reading it has no effect.
  func isPlainReference(_ expr: ExprSyntax) -> Bool {
    if expr.is(DeclReferenceExprSyntax.self) { return true }
    if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
      return isPlainReference(base)
    }
    return false
  }

  func truth(_ value: Value, _ node: some SyntaxProtocol) throws -> Bool {
    guard case .bool(let b) = value else {
      throw error("expected a `Bool`, got a value of type `\(value.typeName)`", at: node, kind: .typeMismatch)
    }
    return b
  }

  func prefixOperator(_ pre: PrefixOperatorExprSyntax, in env: Environment, hint: TypeHint? = nil)
    throws -> Value
  {
    let signed = pre.operator.text == "-" || pre.operator.text == "+"
    // A sign needs a number: print's `Any` does not reach through it (`-(c ? 7 : v)` is one type).
    let operandHint = hint == .any ? nil : hint
    let value = try evaluate(pre.expression, in: env, hint: signed ? operandHint : nil)
    switch (pre.operator.text, value) {
    case ("!", .bool(let b)): return .bool(!b)
    case ("-", .int(let i)):
      let (r, o) = Int(0).subtractingReportingOverflow(i)
      if o { throw error("arithmetic overflow negating \(i)", at: pre, kind: .arithmetic) }
      return .int(r)
    case ("-", .double(let d)): return .double(-d)
    case ("-", .float(let f)):
      // `-0` is one integer literal, zero without a sign: +0.0 as a `Float` too.
      if f == 0, pre.expression.is(IntegerLiteralExprSyntax.self) { return .float(0) }
      return .float(-f)
    case ("+", .float): return value
    case ("-", .angle(let a)): return .angle(-a)
    case ("-", .size(let s)): return .size(Size(width: -s.width, height: -s.height))
    case ("-", .implicitMember(let m)) where m.name == "infinity": return .double(-.infinity)
    case ("+", .int), ("+", .double): return value
    case ("~", .int(let i)): return .int(~i)
    case ("...", .int(let i)):
      // A range without a lower bound, as Swift prints it; `.lineLimit(...2)` reads its bound.
      return .opaque(OpaqueValue(kind: "PartialRangeThrough<Int>", text: "PartialRangeThrough<Int>(upperBound: \(i))"))
    case ("..<", .int(let i)):
      return .opaque(OpaqueValue(kind: "PartialRangeUpTo<Int>", text: "PartialRangeUpTo<Int>(upperBound: \(i))"))
    case ("...", .date(let d)):
      return .opaque(OpaqueValue(kind: "PartialRangeThrough<Date>", text: String(d)))
    case ("..<", .date(let d)):
      return .opaque(OpaqueValue(kind: "PartialRangeUpTo<Date>", text: String(d)))
    case ("..<", .opaque), ("...", .opaque):
      guard let i = StringIndices.offset(value) else { fallthrough }
      return StringIndices.partial(pre.operator.text, prefix: true, i)
    default:
      throw error(
        "unary operator `\(pre.operator.text)` cannot be applied to `\(value.typeName)`", at: pre, kind: .typeMismatch)
    }
  }

  /// `a op b` with an operator function of the user's whose parameters fit the operands, or
  /// nil when none fits (the built-in meaning applies). `!=` falls back to a user `==`, as
  /// Equatable's default `!=` does.
  func userOperator(_ implementations: FunctionValue, _ lhs: Value, _ rhs: Value, node: Syntax)
    throws -> Value?
  {
    try userOperator(
      implementations, Argument(label: nil, value: lhs, node: node),
      Argument(label: nil, value: rhs, node: node), node: node)
  }

  func userOperator(
    _ implementations: FunctionValue, _ lhs: Argument, _ rhs: Argument, node: Syntax
  ) throws -> Value? {
    let args = [lhs, rhs]
    let list: [FunctionValue]
    if case .overloads(let l) = implementations.body { list = l } else { list = [implementations] }
    let fitting = list.filter { overloadScore($0, args) != nil }
    guard !fitting.isEmpty else { return nil }
    let fn = fitting.count == 1 ? fitting[0] : try chooseOverload(fitting, args, node: node)
    return try call(fn, args, node: node)
  }

  /// The literal context of `target op= value`: the target's declared type (`xs += [3]` of a
  /// `[Double]` appends 3.0), else the type of what it holds (an array's elements).
  @inline(never)
  func compoundAssignmentHint(_ targetType: String?, _ current: Value) -> TypeHint? {
    if let declared = TypeHint(typeName: targetType), declared != .any { return declared }
    if let items = current.arrayElements {
      return items.first.flatMap(numericType(of:)).map { .array($0) }
    }
    return numericType(of: current)
  }

  /// The literal context of `container[i] = value`: the element (or a dictionary's value) type
  /// the container was declared with, else that of the elements it holds (`d["y"] = 2` of a
  /// `[String: Double]` stores 2.0).
  @inline(never)
  func subscriptElementHint(_ sub: SubscriptCallExprSyntax, in env: Environment) -> TypeHint? {
    switch TypeHint(typeName: staticType(of: sub.calledExpression, in: env)) {
    case .array(let element)?: return element
    case .dictionary(let value)?: return value
    default: break
    }
    switch valueForType(of: sub.calledExpression, in: env) {
    case .array(let items)?: return items.first.flatMap(numericType(of:))
    case .dictionary(let d)?: return d.values.first.flatMap(numericType(of:))
    default: return nil
    }
  }

  /// `>`, `<=` and `>=` of a type that declares only `<`: Comparable's default implementations
  /// [DOC Swift standard library, `Comparable`: "types … need only implement `<`"]: `a > b` is
  /// `b < a`, `a <= b` is `!(b < a)`, `a >= b` is `!(a < b)`. Nil when the program's `<` does not
  /// take these values.
  @inline(never)
  func comparableDefault(_ op: String, _ lhs: Value, _ rhs: Value, node: Syntax) throws -> Value? {
    guard [">", "<=", ">="].contains(op), let less = operatorImplementations["<"] else { return nil }
    let (a, b) = op == ">=" ? (lhs, rhs) : (rhs, lhs)
    guard case .bool(let isLess)? = try userOperator(less, a, b, node: node) else { return nil }
    return .bool(op == ">" ? isLess : !isLess)
  }

  /// `(a.x, a.y) < (b.x, b.y)`: tuples of up to six elements compare lexicographically, as
  /// Swift's tuple comparison operators do — the first unequal pair decides.
  @inline(never)
  func tupleComparison(_ op: String, _ a: TupleValue, _ b: TupleValue, node: Syntax) throws -> Value {
    guard a.elements.count == b.elements.count, (2...6).contains(a.elements.count) else {
      throw error(
        "binary operator `\(op)` compares tuples of the same size, two to six elements", at: node, kind: .typeMismatch)
    }
    for (x, y) in zip(a.elements, b.elements) {
      if case .bool = x {
        throw error("binary operator `\(op)` cannot compare a `Bool` (it is not Comparable)", at: node, kind: .typeMismatch)
      }
      if case .bool(true) = try arithmetic("==", x, y, node: node) { continue }
      return try arithmetic(op.hasPrefix("<") ? "<" : ">", x, y, node: node)
    }
    return .bool(op.hasSuffix("="))
  }

  /// The modifiers on a Text that return a Text and only paint it, outermost first, and the
  /// Text under them.
  static func peelTextPaint(_ view: ViewDescription) -> (ViewDescription, [ViewDescription]) {
    var shells: [ViewDescription] = []
    var cur = view
    while case .drawing(let m) = cur.kind, cur.children.count == 1,
      ["foregroundStyle", "foregroundColor", "underline", "strikethrough", "italic"].contains(m.name)
    {
      shells.append(ViewDescription(cur.kind, [], source: cur.source))
      cur = cur.children[0]
    }
    return (cur, shells)
  }

  /// Binary arithmetic and comparison. Int arithmetic is checked: overflow and division by
  /// zero are diagnostics, not traps. Mixed Int/Double promotes the Int (a literal in Swift).
  func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, node: Syntax) throws -> Value {
    // `.pi / 2`, `x * .infinity`: an implicit member next to a number is a number.
    switch (lhs, rhs) {
    case (.implicitMember(let m), .int), (.implicitMember(let m), .double):
      if m.arguments != nil, m.name == "degrees" || m.name == "radians", op == "*" || op == "/" {
        // `.degrees(x) * 360` where an `Angle` is expected (Apple's Landmarks badge): an
        // `Angle` scaled, SwiftUI's `Angle * Double` and `Angle / Double`.
        return try arithmetic(op, try resolveImplicit(m, as: .angle, at: node), rhs, node: node)
      }
      return try arithmetic(op, .double(try number(.implicitMember(m), node)), rhs, node: node)
    case (.int, .implicitMember(let m)), (.double, .implicitMember(let m)):
      return try arithmetic(op, lhs, .double(try number(.implicitMember(m), node)), node: node)
    case (.view(let whole), .view(let other)) where op == "+":
      // `Text("Hello ") + Text("world")`: one Text of both strings, each part in its own font
      // and weight (docs/semantics.md §1.2). Modifiers that return a Text and only paint it
      // (`Text.foregroundStyle`, iOS 17) may sit on a part.
      let (a, paintA) = Self.peelTextPaint(whole)
      let (b, paintB) = Self.peelTextPaint(other)
      guard case .text(let x) = a.kind, a.children.isEmpty, case .text(let y) = b.kind, b.children.isEmpty else {
        throw error("binary operator `+` joins two `Text`s; these are not both a Text", at: node, kind: .typeMismatch)
      }
      guard x.lineLimit == y.lineLimit, x.reservedLines == y.reservedLines, x.kerning == y.kerning,
        x.tracking == y.tracking, x.lineSpacing == y.lineSpacing, x.minimumScaleFactor == y.minimumScaleFactor
      else {
        throw error(
          "joining Texts of different line limits, kerning, tracking, line spacing or scale factors is not supported "
            + "yet: the lab gives a Text one of each", at: node, kind: .notSupported)
      }
      var result = ViewDescription(.text(x + y), source: a.source)
      let modifiers = { (shells: [ViewDescription]) -> [DrawingModifier] in
        shells.compactMap { if case .drawing(let m) = $0.kind { m } else { nil } }
      }
      let same = modifiers(paintA) == modifiers(paintB)
      if !same {
        let names = (paintA + paintB).compactMap { shell -> String? in
          guard case .drawing(let m) = shell.kind else { return nil }
          return "`.\(m.name)(\(m.detail))`"
        }
        warn(
          "the joined Text is drawn in one style: \(names.joined(separator: ", ")) on a part of it "
            + "is left out of the picture (frames are not affected)", at: node)
      }
      for shell in (same ? paintA : []).reversed() {
        result = ViewDescription(shell.kind, [result], source: shell.source)
      }
      return .view(result)
    case (.implicitMember(let a), .implicitMember(let b)) where ["now", "seconds", "milliseconds"].contains(a.name):
      // `.now() + .seconds(2)`
      return try arithmetic(
        op, .double(try number(.implicitMember(a), node)), .double(try number(.implicitMember(b), node)),
        node: node)
    default: break
    }
    // Most programs declare no operator: skip the lookup on this hot path then.
    if !operatorImplementations.isEmpty, let implementations = operatorImplementations[op],
      let result = try userOperator(implementations, lhs, rhs, node: node)
    {
      return result
    }
    if !operatorImplementations.isEmpty, let derived = try comparableDefault(op, lhs, rhs, node: node) {
      return derived
    }
    switch op {
    case "===", "!==":
      // Identity of objects: the same instance of a class (or both nil).
      let same: Bool
      switch (lhs, rhs) {
      case (.instance(let a), .instance(let b)) where a.type.isClass && b.type.isClass:
        same = a.objectOwner == b.objectOwner
      case (.null, .null): same = true
      case (.null, .instance(let o)) where o.type.isClass, (.instance(let o), .null) where o.type.isClass:
        same = false
      default:
        throw error(
          "`\(op)` compares objects (instances of classes); got `\(lhs.typeName)` and "
            + "`\(rhs.typeName)`", at: node, kind: .typeMismatch)
      }
      return .bool(op == "===" ? same : !same)
    case "==": return .bool(try resolvedPair(lhs, rhs).0.isEqual(to: try resolvedPair(lhs, rhs).1))
    case "!=":
      if !operatorImplementations.isEmpty, let equal = operatorImplementations["=="],
        case .bool(let same)? = try userOperator(equal, lhs, rhs, node: node)
      {
        return .bool(!same)
      }
      return .bool(!(try resolvedPair(lhs, rhs).0.isEqual(to: try resolvedPair(lhs, rhs).1)))
    case "..<", "...":
      guard case .int(let a) = lhs, case .int(let b) = rhs else {
        if case .date(let a) = lhs, case .date(let b) = rhs {
          // `min...max` of two dates (a `DatePicker`'s `in:`): Swift traps when it is reversed.
          guard a <= b else {
            throw error(
              "range requires lowerBound <= upperBound (\(lhs) > \(rhs))", at: node, kind: .trap)
          }
          return .floatingRange(FloatingRange(lower: a, upper: b, closed: op == "...", isDate: true))
        }
        if case .float = lhs { throw error("ranges of `Float` are not supported; the lab has them over `Int`, `Double`, `CGFloat` and `Date`", at: node, kind: .notSupported) }
        if case .float = rhs { throw error("ranges of `Float` are not supported; the lab has them over `Int`, `Double`, `CGFloat` and `Date`", at: node, kind: .notSupported) }
        if let a = lhs.asDouble, let b = rhs.asDouble {
          // `0...size.width`: a range of floating-point numbers (Swift traps when it is reversed).
          guard a <= b, !a.isNaN, !b.isNaN else {
            throw error(
              "range requires lowerBound <= upperBound (\(Value.double(a)) > \(Value.double(b)))",
              at: node, kind: .trap)
          }
          return .floatingRange(FloatingRange(lower: a, upper: b, closed: op == "..."))
        }
        if let a = StringIndices.offset(lhs), let b = StringIndices.offset(rhs) {
          return try StringIndices.range(op, a, b, self, at: node)
        }
        throw error(
          "ranges are supported over `Int`, `Double`, `CGFloat` and `Date` only; got `\(lhs.typeName)` and "
            + "`\(rhs.typeName)`", at: node, kind: .notSupported)
      }
      if op == "..<" && a > b || op == "..." && a > b {
        throw error("range requires lowerBound <= upperBound (\(a) > \(b))", at: node, kind: .trap)
      }
      return .range(RangeValue(lower: a, upper: b, closed: op == "..."))
    default: break
    }
    switch (lhs, rhs) {
    case (.date(let a), .date(let b)) where Self.comparisonOperators.contains(op):
      return try doubleArithmetic(op, a, b, node: node)
    case (.opaque, .opaque) where Self.comparisonOperators.contains(op):
      // Two `String.Index`es compare by their place in the bytes.
      guard let a = StringIndices.offset(lhs), let b = StringIndices.offset(rhs) else { break }
      return try intArithmetic(op, a, b, node: node)
    case (.date(let d), .int), (.date(let d), .double):
      // `date + 60`, `date - 0.5`: a date moved by seconds.
      guard op == "+" || op == "-" else { break }
      let s = try number(rhs, node)
      return .date(op == "+" ? d + s : d - s)
    case (.int(let a), .int(let b)): return try intArithmetic(op, a, b, node: node)
    case (.int(let a), .double(let b)): return try doubleArithmetic(op, Double(a), b, node: node)
    case (.double(let a), .int(let b)): return try doubleArithmetic(op, a, Double(b), node: node)
    case (.double(let a), .double(let b)): return try doubleArithmetic(op, a, b, node: node)
    // `Float`s, and a `Float` beside a literal (which Swift types as a `Float`).
    case (.float(let a), .float(let b)): return try floatArithmetic(op, a, b, node: node)
    case (.float(let a), .int(let b)): return try floatArithmetic(op, a, Float(b), node: node)
    case (.int(let a), .float(let b)): return try floatArithmetic(op, Float(a), b, node: node)
    case (.float(let a), .double(let b)): return try floatArithmetic(op, a, Float(b), node: node)
    case (.double(let a), .float(let b)): return try floatArithmetic(op, Float(a), b, node: node)
    case (.string(let a), .string(let b)):
      switch op {
      case "+":
        // A string has no more characters than UTF-8 bytes: counting characters (linear in
        // the length) only when the bytes could pass the limit keeps `s += "x"` in a loop linear.
        if a.utf8.count + b.utf8.count > limits.maxCollectionSize {
          try checkCollection(a.count + b.count, at: node)
        }
        return .string(a + b)
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      default: break
      }
    case (.array(let a), .array(let b)) where op == "+":
      try checkCollection(a.count + b.count, at: node)
      return .array(a + b)
    // A slice and a sequence: the left one's type (a slice appended to keeps its first index).
    case (.array(let a), .arraySlice(let s)) where op == "+":
      try checkCollection(a.count + s.elements.count, at: node)
      return .array(a + s.elements)
    case (.arraySlice(let s), .array) where op == "+", (.arraySlice(let s), .arraySlice) where op == "+":
      let b = rhs.arrayElements ?? []
      try checkCollection(s.elements.count + b.count, at: node)
      return .arraySlice(ArraySliceValue(start: s.start, elements: s.elements + b))
    case (.angle(let a), .angle(let b)):
      switch op {
      case "+": return .angle(a + b)
      case "-": return .angle(a - b)
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      default: break
      }
    case (.angle(let a), .int), (.angle(let a), .double):
      let s = try number(rhs, node)
      if op == "*" { return .angle(Angle(radians: a.radians * s)) }
      if op == "/" { return .angle(Angle(radians: a.radians / s)) }
    // `CGSize` has no arithmetic operators in CoreGraphics, Foundation or SwiftUI: `size * 2` and
    // `a + b` are compile errors in Swift unless the program declares them (user operators are
    // tried before this), so they fall through to the error below.
    case (.bool(let a), .bool(let b)):
      if op == "&&" { return .bool(a && b) }
      if op == "||" { return .bool(a || b) }
    case (.tuple(let a), .tuple(let b)) where ["<", ">", "<=", ">="].contains(op) && a.nominal == nil && b.nominal == nil:
      return try tupleComparison(op, a, b, node: node)
    case (.tuple, .tuple) where op == "+" && AttributedStrings.isAttributed(lhs):
      if let joined = AttributedStrings.join(lhs, rhs) { return joined }
    case (.tuple, .tuple) where op == "+" || op == "-":
      // `AnimatablePair`s add and subtract component by component (VectorArithmetic).
      if VectorArithmetic.isVector(lhs), VectorArithmetic.isVector(rhs),
        let r = VectorArithmetic.combine(lhs, rhs, subtract: op == "-")
      {
        return r
      }
    default: break
    }
    throw error(
      "binary operator `\(op)` cannot be applied to `\(lhs.typeName)` and `\(rhs.typeName)`",
      at: node, kind: .typeMismatch)
  }

  /// Resolves an implicit member against the other operand's type (`option == .one`).
  private func resolvedPair(_ a: Value, _ b: Value) throws -> (Value, Value) {
    switch (a, b) {
    case (.implicitMember(let m), let other) where !isImplicit(other):
      return ((try? resolveImplicit(m, like: other)) ?? a, b)
    case (let other, .implicitMember(let m)) where !isImplicit(other):
      return (a, (try? resolveImplicit(m, like: other)) ?? b)
    default: return (a, b)
    }
  }

  private func isImplicit(_ v: Value) -> Bool {
    if case .implicitMember = v { return true }
    return false
  }

  private func intArithmetic(_ op: String, _ a: Int, _ b: Int, node: Syntax) throws -> Value {
    func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
      if r.overflow {
        throw error("arithmetic overflow: `\(a) \(op) \(b)` does not fit in Int", at: node, kind: .arithmetic)
      }
      return .int(r.partialValue)
    }
    switch op {
    case "+": return try checked(a.addingReportingOverflow(b))
    case "-": return try checked(a.subtractingReportingOverflow(b))
    case "*": return try checked(a.multipliedReportingOverflow(by: b))
    case "/":
      if b == 0 { throw error("integer division by zero", at: node, kind: .arithmetic) }
      return try checked(a.dividedReportingOverflow(by: b))
    case "%":
      if b == 0 { throw error("integer remainder by zero", at: node, kind: .arithmetic) }
      return try checked(a.remainderReportingOverflow(dividingBy: b))
    case "&+": return .int(a &+ b)
    case "&-": return .int(a &- b)
    case "&*": return .int(a &* b)
    case "&": return .int(a & b)
    case "|": return .int(a | b)
    case "^": return .int(a ^ b)
    case "<<": return .int(b >= 0 && b < 64 ? a << b : 0)
    case ">>": return .int(b >= 0 && b < 64 ? a >> b : (a < 0 ? -1 : 0))
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    default: throw error("binary operator `\(op)` cannot be applied to `Int`", at: node, kind: .typeMismatch)
    }
  }

  private func doubleArithmetic(_ op: String, _ a: Double, _ b: Double, node: Syntax) throws -> Value {
    try floatingArithmetic(op, a, b, Value.double, "Double", node: node)
  }

  /// Single-precision arithmetic, as Swift's `Float` operators compute it.
  private func floatArithmetic(_ op: String, _ a: Float, _ b: Float, node: Syntax) throws -> Value {
    try floatingArithmetic(op, a, b, Value.float, "Float", node: node)
  }

  /// `+ - * /` and the comparisons of two numbers of one floating-point type, in that type.
  @inline(__always)
  private func floatingArithmetic<F: BinaryFloatingPoint>(
    _ op: String, _ a: F, _ b: F, _ wrap: (F) -> Value, _ typeName: String, node: Syntax
  ) throws -> Value {
    switch op {
    case "+": return wrap(a + b)
    case "-": return wrap(a - b)
    case "*": return wrap(a * b)
    case "/": return wrap(a / b)
    case "%":
      throw error("`%` is unavailable for floating point: use `truncatingRemainder`", at: node, kind: .invalidSwift)
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    default: throw error("binary operator `\(op)` cannot be applied to `\(typeName)`", at: node, kind: .typeMismatch)
    }
  }

  func number(_ value: Value, _ node: some SyntaxProtocol) throws -> Double {
    switch value {
    case .int(let i): return Double(i)
    case .double(let d): return d
    case .float(let f): return Double(f)
    case .implicitMember(let m):
      switch m.name {
      case "infinity": return .infinity
      case "zero": return 0
      case "pi": return .pi
      case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
      case "nan": return .nan
      // `DispatchTime.now()` and `DispatchTimeInterval`s, in seconds on the virtual clock.
      case "now" where (m.arguments ?? []).isEmpty: return now
      case "seconds", "milliseconds", "microseconds", "nanoseconds":
        guard let arg = m.arguments?.first, m.arguments?.count == 1 else { break }
        let n = try number(arg.value, arg.node)
        let scale = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
        return n * (scale[m.name] ?? 1)
      default:
        // A static the program added to `Double` or `CGFloat` (`extension Double { static
        // func big(times:) … }`).
        for type in ["Double", "CGFloat"] {
          if let v = try implicitStaticMember(m, of: .type(.builtin(type)), at: Syntax(node)) {
            return try number(v, node)
          }
        }
      }
    default: break
    }
    throw error("expected a number, got a value of type `\(value.typeName)`", at: node, kind: .typeMismatch)
  }
}
