import LabEngine
import SwiftSyntax

extension Interpreter {
  /// Runs a function, closure or getter body. A single expression is an implicit return; a
  /// block that builds views (or runs in a view context) returns them as one view; otherwise
  /// the value of `return`, or `()`.
  func runBody(_ items: CodeBlockItemListSyntax, in env: Environment, viewContext: Bool) throws
    -> Value
  {
    if let start = pass.taskBodyNext {
      pass.taskBodyNext = nil
      return try runTaskBody(items, in: env, start)
    }
    if items.count == 1, let only = items.first, let expr = singleExpression(only) {
      if let ifExpr = expr.as(IfExprSyntax.self) {
        return try ifValue(ifExpr, in: env, viewContext: viewContext)
      }
      if let sw = expr.as(SwitchExprSyntax.self) {
        return try switchValue(sw, in: env, viewContext: viewContext)
      }
      let value = try evaluate(expr, in: env, hint: returnHint)
      if viewContext, !isViewLike(value), case .void = value {
        return .view(ViewDescription(.group, [], source: location(of: expr)))
      }
      return value
    }
    let collector = ViewCollector(viewContext: viewContext)
    do {
      try executeItems(items, in: env, collector: collector)
    } catch ControlFlow.returned(let value) {
      return value
    }
    if viewContext || collector.sawView {
      return .view(collector.result())
    }
    if !collector.items.isEmpty { return .array(collector.items) }
    return .void
  }

  /// The literal context of a `return` in the innermost function or getter running.
  var returnHint: TypeHint? {
    TypeHint(typeName: (pass.returnTypes.last ?? nil).map(resolvedTypeName))
  }

  private func singleExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let e): return e
    case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
    case .decl: return nil
    }
  }

  /// Runs statements in order. A task's statements, which may wait on the clock, run through
  /// `runTaskBlock` instead (`Interpreter+Tasks.swift`).
  func executeItems(_ items: CodeBlockItemListSyntax, in env: Environment, collector: ViewCollector?) throws {
    var index = items.startIndex
    while index != items.endIndex {
      let item = items[index]
      if case .stmt(let s) = item.item, s.is(DeferStmtSyntax.self) {
        // From the first `defer` on, the block keeps what it defers (`executeDeferring`).
        try executeDeferring(items[index...], in: env, collector: collector)
        return
      }
      try executeItem(item, in: env, collector: collector)
      index = items.index(after: index)
    }
  }

  /// The rest of a block from its first `defer`: each `defer`'s body is kept, and they run when
  /// the block is left — at its end, or as a `return`, `break`, `throw` or a trap leaves it — the
  /// last one first [SWIFT The Swift Programming Language, "Statements": defer].
  @inline(never)
  private func executeDeferring(
    _ items: Slice<CodeBlockItemListSyntax>, in env: Environment, collector: ViewCollector?
  ) throws {
    var deferred: [DeferStmtSyntax] = []
    func runDeferred() throws {
      for d in deferred.reversed() {
        try executeItems(d.body.statements, in: Environment(enclosing: env), collector: nil)
      }
    }
    do {
      for item in items {
        if case .stmt(let s) = item.item, let d = s.as(DeferStmtSyntax.self) {
          try step(item)
          deferred.append(d)
          continue
        }
        try executeItem(item, in: env, collector: collector)
      }
    } catch {
      try runDeferred()
      throw error
    }
    try runDeferred()
  }

  /// Runs one statement.
  func executeItem(_ item: CodeBlockItemSyntax, in env: Environment, collector: ViewCollector?) throws {
    if let sleep = TaskSleep.match(item) {
      // Pointed at the whole call; a sleep that is not a statement of its own is refused
      // where `Task.sleep` is looked up.
      throw error(TaskSleep.elsewhere, at: Syntax(sleep.call), kind: .notSupported)
    }
    try step(item)
    switch item.item {
    case .decl(let decl):
      // `#if` among statements: its active clause's statements run here, in this scope.
      if let config = decl.as(IfConfigDeclSyntax.self) {
        if case .statements(let inner)? = activeClause(config)?.elements {
          try executeItems(inner, in: env, collector: collector)
        }
        return
      }
      try declare(decl, in: env, topLevel: false)
    case .expr(let expr): try executeExpression(expr, in: env, collector: collector)
    case .stmt(let stmt): try execute(stmt, in: env, collector: collector)
    }
  }

  private func executeExpression(_ expr: ExprSyntax, in env: Environment, collector: ViewCollector?)
    throws
  {
    if let ifExpr = expr.as(IfExprSyntax.self) {
      try executeIf(ifExpr, in: env, collector: collector)
      return
    }
    if let sw = expr.as(SwitchExprSyntax.self) {
      try executeSwitch(sw, in: env, collector: collector)
      return
    }
    let value = try evaluate(expr, in: env)
    if let collector, isViewLike(value) {
      collector.append(try toView(value, at: Syntax(expr)))
    } else if let collector, case .keyframes = value {
      collector.items.append(value)
    } else if let collector, collector.viewContext, !Self.isStatementResult(value) {
      // A value that is not a view in a view builder: Swift rejects it (`buildExpression`
      // takes views), so it is an error here too, not a value dropped.
      _ = try toView(value, at: Syntax(expr))
    }
  }

  /// What an expression statement leaves that is not meant as a builder's element: nothing
  /// (`()`), from a call run for its effect.
  static func isStatementResult(_ value: Value) -> Bool {
    switch value {
    case .void, .null: return true
    default: return false
    }
  }

  func execute(_ stmt: StmtSyntax, in env: Environment, collector: ViewCollector?) throws {
    switch stmt.as(StmtSyntaxEnum.self) {
    case .expressionStmt(let s): try executeExpression(s.expression, in: env, collector: collector)
    case .returnStmt(let r):
      let value = try r.expression.map { try evaluate($0, in: env, hint: returnHint) } ?? .void
      throw ControlFlow.returned(value)
    case .guardStmt(let g):
      if try !conditionsHold(g.conditions, in: env, bindingInto: env) {
        let inner = Environment(enclosing: env)
        try executeItems(g.body.statements, in: inner, collector: collector)
        throw error("`guard` body must not fall through: end it with `return`", at: g.guardKeyword, kind: .invalidSwift)
      }
    case .forStmt(let f): try executeFor(f, in: env, collector: collector)
    case .whileStmt(let w):
      // `while let n = cur { … }`: what the conditions bind is the body's, each time round.
      var scope = Environment(enclosing: env)
      while try conditionsHold(w.conditions, in: env, bindingInto: scope) {
        try step(w)
        defer { scope = Environment(enclosing: env) }
        do {
          try executeItems(w.body.statements, in: Environment(enclosing: scope), collector: collector)
        } catch ControlFlow.broke(nil) { break } catch ControlFlow.continued(nil) { continue }
      }
    case .repeatStmt(let r):
      repeat {
        try step(r)
        do {
          try executeItems(r.body.statements, in: Environment(enclosing: env), collector: collector)
        } catch ControlFlow.broke(nil) { break } catch ControlFlow.continued(nil) { continue }
      } while try truth(evaluate(r.condition, in: env), r.condition)
    case .breakStmt(let b): throw ControlFlow.broke(label: b.label?.text)
    case .continueStmt(let c): throw ControlFlow.continued(label: c.label?.text)
    case .doStmt(let d): try executeDo(d, in: env, collector: collector)
    case .deferStmt(let d):
      // A block's `defer`s are kept by `executeItems`; one reached another way (a task's
      // statements, run one at a time across its awaits) runs where it stands.
      warn("`defer` runs immediately here, not at the end of the scope", at: d.deferKeyword)
      try executeItems(d.body.statements, in: Environment(enclosing: env), collector: collector)
    case .throwStmt(let t): try executeThrow(t, in: env)
    default: throw error("this statement is not supported: `\(stmt.trimmedDescription)`", at: stmt, kind: .notSupported)
    }
  }

  // MARK: for-in

  private func executeFor(_ f: ForStmtSyntax, in env: Environment, collector: ViewCollector?)
    throws
  {
    let sequence = try elements(of: evaluate(f.sequence, in: env), at: f.sequence)
    for element in sequence {
      try step(f)
      let inner = Environment(enclosing: env)
      guard try bind(f.pattern, to: element, in: inner) else { continue }
      if let whereClause = f.whereClause,
        try !truth(evaluate(whereClause.condition, in: inner), whereClause)
      {
        continue
      }
      do {
        try executeItems(f.body.statements, in: inner, collector: collector)
      } catch ControlFlow.broke(nil) { break } catch ControlFlow.continued(nil) { continue }
    }
  }

  /// The elements of anything iterable: arrays, ranges, dictionaries (as key/value tuples).
  func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
    switch value {
    case .array(let a): return a
    case .arraySlice(let s): return s.elements
    case .set(let s): return s.items
    case .range(let r):
      try checkCollection(r.count, at: node)
      return r.count == 0 ? [] : (r.lower..<r.endExclusive).map { .int($0) }
    case .dictionary(let d):
      return zip(d.keys, d.values).map {
        .tuple(TupleValue(labels: ["key", "value"], elements: [$0, $1]))
      }
    case .string(let s): return s.map { .string(String($0)) }
    case .opaque(let o) where o.kind == "IndexSet": return (o.indices ?? []).map { .int($0) }
    default: throw error("a value of type `\(value.typeName)` is not a sequence", at: node, kind: .typeMismatch)
    }
  }

  // MARK: if

  /// Evaluates the conditions of `if`/`guard`/`while`; optional bindings go into `target`.
  func conditionsHold(
    _ conditions: ConditionElementListSyntax, in env: Environment, bindingInto target: Environment
  ) throws -> Bool {
    for element in conditions {
      switch element.condition {
      case .expression(let e):
        if try !truth(evaluate(e, in: target), e) { return false }
      case .optionalBinding(let b):
        let value: Value
        if let initializer = b.initializer {
          value = try evaluate(initializer.value, in: target)
        } else {
          let name = b.pattern.trimmedDescription
          guard let found = try lookup(name, in: target) else {
            throw error("cannot find `\(name)` in scope", at: b.pattern, kind: .unknownName)
          }
          value = found
        }
        if case .null = value { return false }
        guard try bind(b.pattern, to: value, in: target) else { return false }
      case .matchingPattern(let m):
        let value = try evaluate(m.initializer.value, in: target)
        if try !match(m.pattern, value, in: target) { return false }
      case .availability(let a):
        if try !isAvailable(a) { return false }
      }
    }
    return true
  }

  /// The iOS version the lab's iPhone runs, for `#available` (docs/semantics.md §0 reads
  /// SwiftUI's behaviour off iOS 18).
  static let iOSVersion = [18, 0]

  /// `#available(iOS 17, *)` and `#unavailable(…)`: true when the lab's iOS is at least the
  /// version named for iOS (or, without an iOS entry, through `*`, as on every platform not
  /// named).
  private func isAvailable(_ a: AvailabilityConditionSyntax) throws -> Bool {
    var available = true
    for argument in a.availabilityArguments {
      guard case .availabilityVersionRestriction(let r) = argument.argument,
        r.platform.text == "iOS"
      else { continue }
      let parts = (r.version?.trimmedDescription ?? "0").split(separator: ".").compactMap { Int($0) }
      available = !Self.iOSVersion.lexicographicallyPrecedes(parts)
    }
    let unavailable = a.availabilityKeyword.tokenKind == .poundUnavailable
    return unavailable ? !available : available
  }

  /// `if` as a statement: in a view builder each branch is a slot of a transparent group, so
  /// the structural identity of `if`/`else` (docs/architecture.md §4) survives in the tree.
  private func executeIf(_ ifExpr: IfExprSyntax, in env: Environment, collector: ViewCollector?)
    throws
  {
    let (bodies, chosen, branchEnv) = try chooseBranch(ifExpr, in: env)
    let sub = ViewCollector(viewContext: collector?.viewContext ?? false)
    if let chosen, let branchEnv {
      try executeItems(bodies[chosen].statements, in: branchEnv, collector: sub)
    }
    collector?.items += sub.items
    if let collector, collector.viewContext || sub.sawView {
      collector.appendStructure(
        branchGroup(slots: bodies.count, chosen: chosen, views: sub.views, at: ifExpr),
        sawView: sub.sawView)
    }
  }

  /// `if` as an expression (a getter's only statement, `let x = if …`).
  func ifValue(_ ifExpr: IfExprSyntax, in env: Environment, viewContext: Bool = false) throws
    -> Value
  {
    let (bodies, chosen, branchEnv) = try chooseBranch(ifExpr, in: env)
    guard let chosen, let branchEnv else {
      if viewContext {
        return .view(branchGroup(slots: bodies.count, chosen: nil, views: [], at: ifExpr))
      }
      return .void
    }
    let value = try runBody(bodies[chosen].statements, in: branchEnv, viewContext: viewContext)
    if viewContext || isViewLike(value) {
      let views = try viewList(value, at: Syntax(bodies[chosen]))
      return .view(branchGroup(slots: bodies.count, chosen: chosen, views: views, at: ifExpr))
    }
    return value
  }

  /// The bodies of an if/else-if/else chain, flattened, with one slot for a missing `else`.
  func chooseBranch(_ ifExpr: IfExprSyntax, in env: Environment) throws
    -> ([CodeBlockSyntax], Int?, Environment?)
  {
    var bodies: [CodeBlockSyntax] = []
    var chosen: Int?
    var chosenEnv: Environment?
    var current: IfExprSyntax? = ifExpr
    var hasElse = false
    while let node = current {
      bodies.append(node.body)
      if chosen == nil {
        let branchEnv = Environment(enclosing: env)
        if try conditionsHold(node.conditions, in: env, bindingInto: branchEnv) {
          chosen = bodies.count - 1
          chosenEnv = branchEnv
        }
      }
      switch node.elseBody {
      case .ifExpr(let next): current = next
      case .codeBlock(let block):
        bodies.append(block)
        hasElse = true
        if chosen == nil {
          chosen = bodies.count - 1
          chosenEnv = Environment(enclosing: env)
        }
        current = nil
      case nil: current = nil
      }
    }
    _ = hasElse
    return (bodies, chosen, chosenEnv)
  }

  /// A transparent group with one slot per branch; only the chosen slot holds views.
  func branchGroup(slots: Int, chosen: Int?, views: [ViewDescription], at node: some SyntaxProtocol)
    -> ViewDescription
  {
    let source = location(of: node)
    let children = (0..<max(slots, 1)).map { i in
      ViewDescription(.group, i == chosen ? views : [], source: source)
    }
    return ViewDescription(.group, children, source: source)
  }

  // MARK: switch

  private func executeSwitch(_ sw: SwitchExprSyntax, in env: Environment, collector: ViewCollector?)
    throws
  {
    let subject = try evaluate(sw.subject, in: env)
    let (cases, chosen, caseEnv) = try chooseCase(sw, subject: subject, in: env)
    let sub = ViewCollector(viewContext: collector?.viewContext ?? false)
    if let chosen, let caseEnv {
      do {
        try executeItems(cases[chosen].statements, in: caseEnv, collector: sub)
      } catch ControlFlow.broke(nil) {}
    }
    collector?.items += sub.items
    if let collector, collector.viewContext || sub.sawView {
      collector.appendStructure(
        branchGroup(slots: cases.count, chosen: chosen, views: sub.views, at: sw),
        sawView: sub.sawView)
    }
  }

  func switchValue(_ sw: SwitchExprSyntax, in env: Environment, viewContext: Bool = false) throws
    -> Value
  {
    let subject = try evaluate(sw.subject, in: env)
    let (cases, chosen, caseEnv) = try chooseCase(sw, subject: subject, in: env)
    guard let chosen, let caseEnv else {
      throw error(
        "switch must be exhaustive: no case matched `\(subject.debugText)`", at: sw.subject, kind: .invalidSwift)
    }
    let value: Value
    do {
      value = try runBody(cases[chosen].statements, in: caseEnv, viewContext: viewContext)
    } catch ControlFlow.broke(nil) {
      value = .void
    }
    if viewContext || isViewLike(value) {
      let views = try viewList(value, at: Syntax(cases[chosen]))
      return .view(branchGroup(slots: cases.count, chosen: chosen, views: views, at: sw))
    }
    return value
  }

  func chooseCase(_ sw: SwitchExprSyntax, subject: Value, in env: Environment) throws
    -> ([SwitchCaseSyntax], Int?, Environment?)
  {
    var cases: [SwitchCaseSyntax] = []
    for element in sw.cases {
      if case .switchCase(let c) = element { cases.append(c) }
    }
    for (index, c) in cases.enumerated() {
      let caseEnv = Environment(enclosing: env)
      switch c.label {
      case .default: return (cases, index, caseEnv)
      case .case(let label):
        for item in label.caseItems {
          if try match(item.pattern, subject, in: caseEnv) {
            if let whereClause = item.whereClause,
              try !truth(evaluate(whereClause.condition, in: caseEnv), whereClause)
            {
              continue
            }
            return (cases, index, caseEnv)
          }
        }
      }
    }
    if case .bool = subject {
    } else if case .enumCase = subject {
    } else {
      _ = subject
    }
    return (cases, nil, nil)
  }

  // MARK: Patterns

  /// Binds a declaration pattern (`x`, `_`, `(a, b)`, `let x`) to a value.
  func bind(_ pattern: PatternSyntax, to value: Value, in env: Environment) throws -> Bool {
    switch pattern.as(PatternSyntaxEnum.self) {
    case .identifierPattern(let id):
      env.define(id.identifier.identifierText, value)
      return true
    case .wildcardPattern: return true
    case .valueBindingPattern(let vb): return try bind(vb.pattern, to: value, in: env)
    case .tuplePattern(let tp):
      guard case .tuple(let tuple) = value, tuple.elements.count == tp.elements.count else {
        throw error("cannot destructure a value of type `\(value.typeName)`", at: tp, kind: .invalidSwift)
      }
      for (element, v) in zip(tp.elements, tuple.elements) {
        guard try bind(element.pattern, to: v, in: env) else { return false }
      }
      return true
    case .expressionPattern(let ep): return try match(PatternSyntax(ep), value, in: env)
    default: throw error("this pattern is not supported", at: pattern, kind: .notSupported)
    }
  }

  /// Matches a `case` pattern against a value, binding its variables.
  func match(_ pattern: PatternSyntax, _ value: Value, in env: Environment) throws -> Bool {
    switch pattern.as(PatternSyntaxEnum.self) {
    case .wildcardPattern: return true
    case .identifierPattern, .valueBindingPattern, .tuplePattern:
      if let tp = pattern.as(TuplePatternSyntax.self), case .tuple(let tuple) = value,
        tuple.elements.count == tp.elements.count
      {
        for (element, v) in zip(tp.elements, tuple.elements) {
          guard try match(element.pattern, v, in: env) else { return false }
        }
        return true
      }
      return try bind(pattern, to: value, in: env)
    case .expressionPattern(let ep): return try matchExpression(ep.expression, value, in: env)
    case .isTypePattern(let p): return matchesPatternType(value, p.type.trimmedDescription)
    default: throw error("this pattern is not supported", at: pattern, kind: .notSupported)
    }
  }

  /// `is T` and `let x as T` in a pattern: the value is of type T (`Error`: any error).
  func matchesPatternType(_ value: Value, _ name: String) -> Bool {
    if name == "Error" || name == "any Error" { return isErrorValue(value) }
    return matchesType(value, name)
  }

  /// The bounds of a range written as a pattern: `a..<b`, `a...b`, `..<b`, `...b`, `a...`.
  private func rangePattern(_ expr: ExprSyntax, in env: Environment) throws
    -> (lower: Double?, upper: Double?, closed: Bool)?
  {
    func bound(_ e: ExprSyntax) throws -> Double { try number(evaluate(e, in: env), e) }
    if let pre = expr.as(PrefixOperatorExprSyntax.self),
      ["..<", "..."].contains(pre.operator.text)
    {
      return (nil, try bound(pre.expression), pre.operator.text == "...")
    }
    if let post = expr.as(PostfixOperatorExprSyntax.self), post.operator.text == "..." {
      return (try bound(post.expression), nil, true)
    }
    if let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3 {
      let items = Array(seq.elements)
      if let op = items[1].as(BinaryOperatorExprSyntax.self),
        ["..<", "..."].contains(op.operator.text)
      {
        return (try bound(items[0]), try bound(items[2]), op.operator.text == "...")
      }
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self),
      ["..<", "..."].contains(op.operator.text)
    {
      return (try bound(infix.leftOperand), try bound(infix.rightOperand), op.operator.text == "...")
    }
    return nil
  }

  private func matchExpression(_ expr: ExprSyntax, _ value: Value, in env: Environment) throws
    -> Bool
  {
    if let pe = expr.as(PatternExprSyntax.self) { return try match(pe.pattern, value, in: env) }
    // `let x?` (or `x?` under a `let`): an optional that is not nil, matched as its value.
    if let chain = expr.as(OptionalChainingExprSyntax.self) {
      if case .null = value { return false }
      return try matchExpression(chain.expression, value, in: env)
    }
    // `let e as MyError`: the value is of that type, then bound.
    if let cast = expr.as(AsExprSyntax.self) {
      guard matchesPatternType(value, cast.type.trimmedDescription) else { return false }
      return try matchExpression(cast.expression, value, in: env)
    }
    if let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3,
      let cast = Array(seq.elements)[1].as(UnresolvedAsExprSyntax.self),
      let type = Array(seq.elements)[2].as(TypeExprSyntax.self)
    {
      _ = cast
      guard matchesPatternType(value, type.type.trimmedDescription) else { return false }
      return try matchExpression(Array(seq.elements)[0], value, in: env)
    }
    if expr.is(DiscardAssignmentExprSyntax.self) { return true }
    // `case (_, 0):` — a tuple of patterns against a tuple, element by element.
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      guard case .tuple(let t) = value, t.elements.count == tuple.elements.count else {
        return false
      }
      for (element, v) in zip(tuple.elements, t.elements) {
        guard try matchExpression(element.expression, v, in: env) else { return false }
      }
      return true
    }
    // `case ..<0.25:`, `case 0.25..<0.75:`, `case 1...:` — a range pattern, for any numbers.
    if let bounds = try rangePattern(expr, in: env) {
      let x = try number(value, expr)
      if let lower = bounds.lower, x < lower { return false }
      if let upper = bounds.upper, bounds.closed ? x > upper : x >= upper { return false }
      return true
    }
    // `.name(let a, let b)` — an enum case with associated values.
    if let call = expr.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      let name = access.declName.baseName.identifierText
      if name == "some" {
        if case .null = value { return false }
        guard let first = call.arguments.first else { return false }
        return try matchExpression(first.expression, value, in: env)
      }
      guard case .enumCase(let e) = value, e.name == name else { return false }
      for (arg, v) in zip(call.arguments, e.associated) {
        guard try matchExpression(arg.expression, v, in: env) else { return false }
      }
      return true
    }
    if let access = expr.as(MemberAccessExprSyntax.self), access.base == nil {
      let name = access.declName.baseName.identifierText
      // `.none` is Optional's, unless the value is an enum with a case of that name
      // (`enum Filter { case none, contacted }`).
      if name == "none" {
        if case .enumCase(let e) = value, e.type.hasCase("none") { return e.name == "none" }
        if case .null = value { return true } else { return false }
      }
      if case .enumCase(let e) = value { return e.name == name }
    }
    let patternValue = try evaluate(expr, in: env)
    if case .range(let r) = patternValue {
      guard case .int(let i) = value else { return false }
      return i >= r.lower && i < r.endExclusive
    }
    if case .implicitMember(let m) = patternValue,
      let resolved = try? resolveImplicit(m, like: value)
    {
      return resolved.isEqual(to: value)
    }
    return patternValue.isEqual(to: value)
  }
}
