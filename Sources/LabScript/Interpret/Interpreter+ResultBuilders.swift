import SwiftSyntax

/// User result builders (SE-0289, The Swift Programming Language, "Result Builders"): a closure
/// passed to a parameter marked `@SomeBuilder`, or a function or computed property marked with
/// it, is not run as statements but turned into calls of the builder's static methods:
///
///     @resultBuilder enum Lines {
///       static func buildBlock(_ parts: String...) -> String { parts.joined(separator: "\n") }
///     }
///     @Lines func poem() -> String { "roses"; "violets" }   // buildBlock("roses", "violets")
///
/// Each expression statement is a component (through `buildExpression` when the builder has
/// one); an `if` without `else` is `buildOptional`, an `if`/`else` (or a longer chain)
/// `buildEither(first:)` and `buildEither(second:)` calls; a `for` loop `buildArray`; the
/// block's components go to `buildBlock`, and the result to `buildFinalResult` when there is
/// one. Declarations run as statements. Other statements (`switch`, `while` …) are refused by
/// name.
extension Interpreter {
  /// The result-builder type among `attributes` (names without `@`): a user type with a static
  /// `buildBlock`. Nil for any other attribute (`ViewBuilder`, `MainActor`, `Sendable` …).
  func resultBuilder(among attributes: [String], in env: Environment) -> Value? {
    for name in attributes {
      guard let v = try? lookup(name, in: env) else { continue }
      switch v {
      case .type(.userStruct(let t)) where t.staticMethods["buildBlock"] != nil: return v
      case .type(.userEnum(let t)) where t.staticMethods["buildBlock"] != nil: return v
      default: continue
      }
    }
    return nil
  }

  /// A function's body as its result builder builds it, or nil when it has none (or a `return`
  /// of its own, which turns the builder off). Apart from `callUser`, whose frame every nested
  /// call pays for.
  @inline(never)
  func built(_ user: UserFunction, _ items: CodeBlockItemListSyntax, in env: Environment) throws -> Value? {
    guard let builder = user.builder ?? resultBuilder(among: user.builderAttributes, in: user.closure),
      !Self.hasReturn(items)
    else { return nil }
    return try buildResult(items, builder: builder, in: env, at: user.node)
  }

  /// A stored property marked with a user result builder (`@ActionBuilder var actions:
  /// [Action]`): the memberwise initializer takes a closure, which is built as the builder
  /// builds and whose result is stored (SE-0289, "Result-builder attributes on stored
  /// properties"). Nil for any other property, or for a value that is not a closure.
  @inline(never)
  func builtProperty(_ prop: PropertyDecl, of type: StructType, _ value: Value, at node: Syntax) throws -> Value? {
    guard let name = prop.builderAttribute, !(prop.type?.contains("->") ?? false),
      case .function(let fn) = value, case .user(var closure) = fn.body, closure.isClosure,
      let builder = resultBuilder(among: [name], in: type.environment)
    else { return nil }
    closure.builder = builder
    return try call(FunctionValue(name: fn.name, user: closure, boundSelf: fn.boundSelf), [Value](), node: node)
  }

  /// Whether a body has a `return` of its own, which turns the builder off for it.
  static func hasReturn(_ items: CodeBlockItemListSyntax) -> Bool {
    items.contains { $0.item.as(ReturnStmtSyntax.self) != nil }
  }

  /// The attribute names on a declaration or parameter (`@Lines` → `Lines`).
  static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
  }

  /// A builder body's value: its components, through `buildBlock` and `buildFinalResult`.
  func buildResult(_ items: CodeBlockItemListSyntax, builder: Value, in env: Environment, at node: Syntax) throws
    -> Value
  {
    let block = try buildBlock(items, builder, in: env, at: node)
    guard hasBuilderMethod(builder, "buildFinalResult") else { return block }
    return try callBuilder(builder, "buildFinalResult", [block], at: node)
  }

  private func buildBlock(_ items: CodeBlockItemListSyntax, _ builder: Value, in env: Environment, at node: Syntax)
    throws -> Value
  {
    var components: [Value] = []
    for item in items {
      try step(item)
      switch item.item {
      case .decl(let decl):
        if decl.is(IfConfigDeclSyntax.self) {
          throw error("`#if` inside a result builder's body is not supported yet", at: decl, kind: .notSupported)
        }
        try declare(decl, in: env, topLevel: false)
      case .expr(let expr):
        if let ifExpr = expr.as(IfExprSyntax.self) {
          components.append(try buildIf(ifExpr, builder, in: env))
        } else if expr.is(SwitchExprSyntax.self) {
          throw error("a `switch` inside a result builder's body is not supported yet", at: expr, kind: .notSupported)
        } else {
          let value = try evaluate(expr, in: env)
          components.append(
            hasBuilderMethod(builder, "buildExpression")
              ? try callBuilder(builder, "buildExpression", [value], at: Syntax(expr)) : value)
        }
      case .stmt(let stmt):
        if let loop = stmt.as(ForStmtSyntax.self) {
          components.append(try buildFor(loop, builder, in: env))
        } else if let e = stmt.as(ExpressionStmtSyntax.self), let ifExpr = e.expression.as(IfExprSyntax.self) {
          components.append(try buildIf(ifExpr, builder, in: env))
        } else {
          throw error(
            "this statement inside a result builder's body is not supported yet: the lab builds expressions, "
              + "declarations, `if` and `for`", at: stmt, kind: .notSupported)
        }
      }
    }
    return try callBuilder(builder, "buildBlock", components, at: node)
  }

  /// `if` without `else`: `buildOptional(block or nil)`; `if`/`else`: `buildEither`.
  private func buildIf(_ ifExpr: IfExprSyntax, _ builder: Value, in env: Environment) throws -> Value {
    let (bodies, chosen, branchEnv) = try chooseBranch(ifExpr, in: env)
    let node = Syntax(ifExpr)
    // Whether the chain ends with a plain `else`.
    var last = ifExpr
    while case .ifExpr(let next)? = last.elseBody { last = next }
    var hasElse = false
    if case .codeBlock? = last.elseBody { hasElse = true }
    if !hasElse, ifExpr.elseBody == nil {
      guard hasBuilderMethod(builder, "buildOptional") else {
        throw error(
          "an `if` without `else` in a result builder needs the builder's `buildOptional`, which `\(builderName(builder))` "
            + "does not declare", at: ifExpr, kind: .invalidSwift)
      }
      var value = Value.null
      if let chosen, let branchEnv { value = try buildBlock(bodies[chosen].statements, builder, in: branchEnv, at: node) }
      return try callBuilder(builder, "buildOptional", [value], at: node)
    }
    guard hasBuilderMethod(builder, "buildEither") else {
      throw error(
        "an `if`/`else` in a result builder needs the builder's `buildEither(first:)` and `buildEither(second:)`, "
          + "which `\(builderName(builder))` does not declare", at: ifExpr, kind: .invalidSwift)
    }
    if !hasElse {
      // `if a { … } else if b { … }` without a final `else`: the chain's tree, optional.
      guard hasBuilderMethod(builder, "buildOptional") else {
        throw error(
          "an `if` chain without a final `else` in a result builder needs the builder's `buildOptional`, which "
            + "`\(builderName(builder))` does not declare", at: ifExpr, kind: .invalidSwift)
      }
      var value = Value.null
      if let chosen, let branchEnv {
        value = try injected(try buildBlock(bodies[chosen].statements, builder, in: branchEnv, at: node), chosen, of: bodies.count, builder, at: node)
      }
      return try callBuilder(builder, "buildOptional", [value], at: node)
    }
    guard let chosen, let branchEnv else { return .void }  // an `else` is always chosen when nothing else is
    let value = try buildBlock(bodies[chosen].statements, builder, in: branchEnv, at: node)
    return try injected(value, chosen, of: bodies.count, builder, at: node)
  }

  /// Branch `k` of `n` put into the tree of `buildEither` calls Swift builds for an
  /// `if`/`else if`/`else` chain: at each level the first branches, as many as the largest power
  /// of two below their count, go to `first:` and the rest to `second:` (3 branches:
  /// first(first), first(second), second; 5: four under `first:`, the last under `second:`;
  /// checked by `Tests/Differential/suite/45-builder-if-chains.swift`).
  private func injected(_ value: Value, _ k: Int, of n: Int, _ builder: Value, at node: Syntax) throws -> Value {
    var path: [Bool] = []  // true: `first:`, from the root down
    var (lo, hi) = (0, n)
    while hi - lo > 1 {
      var half = 1
      while half * 2 < hi - lo { half *= 2 }
      let mid = lo + half
      if k < mid {
        path.append(true)
        hi = mid
      } else {
        path.append(false)
        lo = mid
      }
    }
    var result = value
    for first in path.reversed() {
      result = try callBuilder(builder, "buildEither", [result], labels: [first ? "first" : "second"], at: node)
    }
    return result
  }

  /// `for x in xs { … }`: each iteration's block, then `buildArray` of them.
  private func buildFor(_ loop: ForStmtSyntax, _ builder: Value, in env: Environment) throws -> Value {
    guard hasBuilderMethod(builder, "buildArray") else {
      throw error(
        "a `for` loop in a result builder needs the builder's `buildArray`, which `\(builderName(builder))` does "
          + "not declare", at: loop, kind: .invalidSwift)
    }
    var blocks: [Value] = []
    for element in try elements(of: evaluate(loop.sequence, in: env), at: loop.sequence) {
      try step(loop)
      let inner = Environment(enclosing: env)
      guard try bind(loop.pattern, to: element, in: inner) else { continue }
      if let clause = loop.whereClause, try !truth(evaluate(clause.condition, in: inner), clause) { continue }
      blocks.append(try buildBlock(loop.body.statements, builder, in: inner, at: Syntax(loop)))
    }
    return try callBuilder(builder, "buildArray", [.array(blocks)], at: Syntax(loop))
  }

  private func builderName(_ builder: Value) -> String {
    if case .type(let t) = builder { return t.name }
    return "builder"
  }

  private func hasBuilderMethod(_ builder: Value, _ name: String) -> Bool {
    switch builder {
    case .type(.userStruct(let t)): return t.staticMethods[name] != nil
    case .type(.userEnum(let t)): return t.staticMethods[name] != nil
    default: return false
    }
  }

  private func callBuilder(_ builder: Value, _ name: String, _ values: [Value], labels: [String?]? = nil, at node: Syntax)
    throws -> Value
  {
    guard let method = try member(of: builder, named: name, node: node) else {
      throw error("`\(builderName(builder))` has no `\(name)`", at: node, kind: .invalidSwift)
    }
    let args = values.enumerated().map { i, v in Argument(label: labels?[i] ?? nil, value: v, node: node) }
    return try callValue(method, args, node: node)
  }
}
