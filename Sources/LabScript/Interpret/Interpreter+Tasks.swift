import LabEngine
import SwiftSyntax

/// A task's code, which may wait on the clock (docs/semantics.md §13): a `.task` closure, a
/// `Task { … }`, and the `async` functions of the program's that they await. A
/// `try await Task.sleep(…)` stops the run where it is; what follows runs when the playhead
/// passes the end of the wait, as one update at that time.
///
/// The interpreter walks syntax and keeps no stack it could stop and take up again, so a task
/// keeps what follows a wait as a chain of frames, one per block the wait is nested in. A
/// block's frame, given how to run the rest of the block, runs it and then what follows the
/// block: the loop's next iterations, the enclosing block's next statements, a `catch`, the
/// statement that awaited a function. A frame is a closure over values (the loop's elements
/// and place, the statements and where to start), so the same wait can be taken up again after
/// `:scrub` went back before it and a change rewrote the future; the task's locals are saved
/// when it waits and put back each time it goes on.
///
///     .task { for i in 1...4 { try? await Task.sleep(for: .seconds(0.25)); shown = i } }
typealias TaskFrame = (_ rest: () throws -> BlockEnd) throws -> Void

/// How the statements of a block ended: at their end, or by `break`/`continue`, which the
/// loop around them takes.
enum BlockEnd {
  case normal, broke, continued
}

/// Thrown when a task waits: it unwinds the run to where the task started (or went on).
struct TaskSuspended: Error {}

/// Where a task's code is: the task (its key), the frame of the block running, the scope of
/// the function or closure body the block is in, and, in an awaited function, the caller's.
struct TaskContext {
  var key: String
  var frame: TaskFrame
  var root: Environment
  var caller: TaskCaller?

  func with(frame: @escaping TaskFrame) -> TaskContext {
    TaskContext(key: key, frame: frame, root: root, caller: caller)
  }
}

/// The statement of a task that awaits a function, as the function's body sees it.
final class TaskCaller {
  let env: Environment
  let context: TaskContext
  init(env: Environment, context: TaskContext) {
    self.env = env
    self.context = context
  }
}

/// A task's body about to run: set before the `.task` closure is called (`key` only), or
/// before an awaited `async` function is (with the frame that finishes the awaiting statement,
/// the caller, and the call that must reach the function).
struct TaskStart {
  var key: String
  var frame: TaskFrame? = nil
  var caller: TaskCaller? = nil
  var call: SyntaxIdentifier? = nil
}

extension Interpreter {
  /// Runs the body of a task, or of a function a task awaits, as part of the task. A task's
  /// own body returns when it waits; an awaited function's passes the wait on to its caller.
  func runTaskBody(_ items: CodeBlockItemListSyntax, in env: Environment, _ start: TaskStart) throws -> Value {
    let context = TaskContext(
      key: start.key, frame: start.frame ?? { rest in _ = try rest() }, root: env, caller: start.caller)
    let savedTask = runningTask
    runningTask = start.key
    defer { runningTask = savedTask }
    if start.call == nil, start.frame == nil {
      // A task's own body: a new task, not one being cancelled.
      cancellingTasks.remove(start.key)
    }
    do {
      if start.call != nil, items.count == 1, let only = items.first, TaskSleep.match(only) == nil,
        let expr = implicitReturn(only)
      {
        // An awaited function of one expression returns its value, awaited or not.
        let finish = { () throws -> Void in throw ControlFlow.returned(try self.evaluate(expr, in: env, hint: self.returnHint)) }
        if let call = awaitedCall(only) {
          _ = try runAwaiting(call, finish, in: env, context)
        }
        try finish()
      }
      _ = try runTaskBlock(items, in: env, context, from: 0)
    } catch ControlFlow.returned(let value) {
      return value
    } catch is TaskSuspended where start.call == nil {
      return .void
    }
    return .void
  }

  /// Runs a task's statements from `start`; a wait among them (or in a block or function they
  /// run) throws `TaskSuspended` after scheduling the rest.
  func runTaskBlock(_ items: CodeBlockItemListSyntax, in env: Environment, _ context: TaskContext, from start: Int)
    throws -> BlockEnd
  {
    for (k, item) in items.enumerated() where k >= start {
      if let sleep = TaskSleep.match(item) {
        try step(item)
        let seconds = try TaskSleep.seconds(sleep.call, self, env)
        if cancellingTasks.contains(context.key) {
          // The task is cancelled: the wait ends at once with its error.
          if sleep.ignoresErrors { continue }
          throw cancellationError(at: sleep.call)
        }
        try wait(seconds, sleep, items, k, env, context)
      }
      // The frame of a block nested in statement k: after it, this block's next statements.
      let after = context.with { rest in
        try context.frame {
          let end = try rest()
          return end == .normal ? try self.runTaskBlock(items, in: env, context, from: k + 1) : end
        }
      }
      let end: BlockEnd
      do {
        end = try runTaskItem(item, in: env, after)
      } catch ControlFlow.broke(label: nil) {
        return .broke
      } catch ControlFlow.continued(label: nil) {
        return .continued
      }
      if end != .normal { return end }
    }
    return .normal
  }

  /// Schedules what follows a wait and stops the run.
  private func wait(
    _ seconds: Double, _ sleep: (call: FunctionCallExprSyntax, ignoresErrors: Bool),
    _ items: CodeBlockItemListSyntax, _ k: Int, _ env: Environment, _ context: TaskContext
  ) throws -> Never {
    let scopes = taskScopes(env, context).map { ($0, $0.saved()) }
    let key = context.key
    let goOn = FunctionValue(name: "task") { c in
      let interp = c.interpreter
      try interp.resumeTask(key, scopes) {
        try context.frame { try interp.runTaskBlock(items, in: env, context, from: k + 1) }
      }
      return .void
    }
    let cancelled = FunctionValue(name: "task") { c in
      let interp = c.interpreter
      try interp.resumeTask(key, scopes) {
        try context.frame {
          if sleep.ignoresErrors { return try interp.runTaskBlock(items, in: env, context, from: k + 1) }
          throw interp.cancellationError(at: sleep.call)
        }
      }
      return .void
    }
    schedule(
      ScheduledWork(
        id: 0, time: now + seconds, every: nil, function: goOn, receiver: nil, label: "(Task.sleep)",
        task: key, onCancel: cancelled))
    throw TaskSuspended()
  }

  /// Takes a task up again: its locals as they were when it waited, then `body`. A wait in it
  /// ends this run; a `CancellationError` nothing caught ends the task.
  private func resumeTask(_ key: String, _ scopes: [(Environment, Environment.Saved)], _ body: () throws -> Void)
    throws
  {
    for (scope, saved) in scopes { scope.restore(saved) }
    let savedTask = runningTask
    runningTask = key
    defer { runningTask = savedTask }
    do {
      try body()
    } catch is TaskSuspended {
    } catch ControlFlow.returned {
    } catch let e as RuntimeError where isCancellation(e) {}
  }

  /// The scopes that hold a task's locals at a wait: from the innermost out to the body of
  /// the closure or function, and the same for each caller awaiting it.
  private func taskScopes(_ env: Environment, _ context: TaskContext) -> [Environment] {
    var scopes: [Environment] = []
    var current: Environment? = env
    while let scope = current {
      scopes.append(scope)
      if scope === context.root { break }
      current = scope.enclosing
    }
    // A scope chain that does not reach the body's would save globals: keep none of it.
    guard current != nil else { return context.caller.map { taskScopes($0.env, $0.context) } ?? [] }
    if let caller = context.caller { scopes += taskScopes(caller.env, caller.context) }
    return scopes
  }

  // MARK: Statements

  /// Runs one statement of a task: loops, branches (`if`, `switch`) and `do` run their blocks
  /// as part of the task, and a statement awaiting a function of the program's runs it as part of the task.
  private func runTaskItem(_ item: CodeBlockItemSyntax, in env: Environment, _ after: TaskContext) throws
    -> BlockEnd
  {
    var stmt: StmtSyntax?
    var expr: ExprSyntax?
    switch item.item {
    case .stmt(let s):
      if let e = s.as(ExpressionStmtSyntax.self)?.expression { expr = e } else { stmt = s }
    case .expr(let e): expr = e
    case .decl: break
    }
    if let ifExpr = expr?.as(IfExprSyntax.self) {
      try step(item)
      let (bodies, chosen, branchEnv) = try chooseBranch(ifExpr, in: env)
      guard let chosen, let branchEnv else { return .normal }
      return try runTaskBlock(bodies[chosen].statements, in: branchEnv, after, from: 0)
    }
    if let sw = expr?.as(SwitchExprSyntax.self) {
      try step(item)
      let subject = try evaluate(sw.subject, in: env)
      let (cases, chosen, caseEnv) = try chooseCase(sw, subject: subject, in: env)
      guard let chosen, let caseEnv else { return .normal }
      // A `break` in a case ends the switch, not the loop around it.
      let inCase = after.with { rest in
        try after.frame {
          let end = try rest()
          return end == .broke ? .normal : end
        }
      }
      let end = try runTaskBlock(cases[chosen].statements, in: caseEnv, inCase, from: 0)
      return end == .broke ? .normal : end
    }
    switch stmt?.as(StmtSyntaxEnum.self) {
    case .forStmt(let f)?:
      try step(item)
      let values = try elements(of: evaluate(f.sequence, in: env), at: f.sequence)
      try runTaskFor(f, values, from: 0, in: env, after)
      return .normal
    case .whileStmt(let w)?:
      try step(item)
      try runTaskWhile(w, in: env, after)
      return .normal
    case .repeatStmt(let r)?:
      try step(item)
      try runTaskRepeat(r, in: env, after, checkFirst: false)
      return .normal
    case .doStmt(let d)?:
      try step(item)
      return try runTaskDo(d, in: env, after)
    default: break
    }
    if let call = awaitedCall(item) ?? awaitedInside(item) {
      return try runAwaiting(call, { try self.executeItem(item, in: env, collector: nil) }, in: env, after)
    }
    try executeItem(item, in: env, collector: nil)
    return .normal
  }

  private func runTaskFor(
    _ f: ForStmtSyntax, _ values: [Value], from first: Int, in env: Environment, _ after: TaskContext
  ) throws {
    var i = first
    while i < values.count {
      let next = i + 1
      defer { i = next }
      try step(f)
      let inner = Environment(enclosing: env)
      guard try bind(f.pattern, to: values[i], in: inner) else { continue }
      if let whereClause = f.whereClause, try !truth(evaluate(whereClause.condition, in: inner), whereClause) {
        continue
      }
      let body = after.with { rest in
        try after.frame {
          if try rest() != .broke { try self.runTaskFor(f, values, from: next, in: env, after) }
          return .normal
        }
      }
      if try runTaskBlock(f.body.statements, in: inner, body, from: 0) == .broke { break }
    }
  }

  private func runTaskWhile(_ w: WhileStmtSyntax, in env: Environment, _ after: TaskContext) throws {
    while true {
      let scope = Environment(enclosing: env)
      guard try conditionsHold(w.conditions, in: env, bindingInto: scope) else { return }
      try step(w)
      let body = after.with { rest in
        try after.frame {
          if try rest() != .broke { try self.runTaskWhile(w, in: env, after) }
          return .normal
        }
      }
      if try runTaskBlock(w.body.statements, in: Environment(enclosing: scope), body, from: 0) == .broke { return }
    }
  }

  private func runTaskRepeat(_ r: RepeatStmtSyntax, in env: Environment, _ after: TaskContext, checkFirst: Bool)
    throws
  {
    if checkFirst, try !truth(evaluate(r.condition, in: env), r.condition) { return }
    repeat {
      try step(r)
      let body = after.with { rest in
        try after.frame {
          if try rest() != .broke { try self.runTaskRepeat(r, in: env, after, checkFirst: true) }
          return .normal
        }
      }
      if try runTaskBlock(r.body.statements, in: Environment(enclosing: env), body, from: 0) == .broke { return }
    } while try truth(evaluate(r.condition, in: env), r.condition)
  }

  /// `do { … } catch { … }`: an error thrown after a wait in the body, the cancellation's
  /// among them, reaches the catch clauses as it would have before it.
  private func runTaskDo(_ d: DoStmtSyntax, in env: Environment, _ after: TaskContext) throws -> BlockEnd {
    let catching = after.with { rest in
      try after.frame {
        do {
          return try rest()
        } catch let e as RuntimeError where e.kind == .thrown && !d.catchClauses.isEmpty {
          return try self.runTaskCatch(d, e, in: env, after)
        }
      }
    }
    do {
      return try runTaskBlock(d.body.statements, in: Environment(enclosing: env), catching, from: 0)
    } catch let e as RuntimeError where e.kind == .thrown && !d.catchClauses.isEmpty {
      return try runTaskCatch(d, e, in: env, after)
    }
  }

  private func runTaskCatch(_ d: DoStmtSyntax, _ e: RuntimeError, in env: Environment, _ after: TaskContext)
    throws -> BlockEnd
  {
    guard let (clause, scope) = try catchClause(of: d, for: e, in: env) else { throw e }
    return try runTaskBlock(clause.body.statements, in: scope, after, from: 0)
  }

  // MARK: Awaiting a function

  /// The call a statement awaits, when the statement is one a task can wait in and take up
  /// again: `await f()`, `try await f()` (or `try?`, `try!`), `let x = await f()` (also
  /// `var`, typed, `try`), `x = await f()` and `_ = await f()`.
  private func awaitedCall(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
    func awaited(_ e: ExprSyntax?) -> FunctionCallExprSyntax? {
      guard var e else { return nil }
      if let t = e.as(TryExprSyntax.self) { e = t.expression }
      return e.as(AwaitExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
    }
    switch item.item {
    case .decl(let d):
      guard let v = d.as(VariableDeclSyntax.self), v.bindings.count == 1, let binding = v.bindings.first,
        binding.accessorBlock == nil
      else { return nil }
      return awaited(binding.initializer?.value)
    case .expr(let e): return awaitedStatement(e, awaited)
    case .stmt(let s):
      if let r = s.as(ReturnStmtSyntax.self) { return awaited(r.expression) }  // `return await f()`
      return awaitedStatement(s.as(ExpressionStmtSyntax.self)?.expression, awaited)
    }
  }

  /// The call a statement awaits inside an expression (`items.append(await load())`), when
  /// the statement can be run again to finish it: nothing the statement does before the call
  /// is a call of its own (the calls around it run after it), and no closure holds it. Run
  /// again after the wait, every part but the awaited call is evaluated anew, with the call's
  /// outcome in its place.
  private func awaitedInside(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
    final class Finder: SyntaxVisitor {
      var awaited: FunctionCallExprSyntax?
      var callsBefore = false
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        if awaited == nil, let call = node.expression.as(FunctionCallExprSyntax.self) { awaited = call }
        return awaited == nil ? .visitChildren : .skipChildren
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard awaited == nil else { return .skipChildren }
        // A call runs after its arguments, so it may hold the awaited call; one of its own
        // that runs first (in its callee, or without the awaited call) would run again.
        if Self.isName(node.calledExpression) {
          for arg in node.arguments where awaited == nil { walk(arg) }
        }
        if awaited == nil { callsBefore = true }
        return .skipChildren
      }
      /// `f`, `self.items.append`: a callee that calls nothing.
      static func isName(_ e: ExprSyntax) -> Bool {
        if e.is(DeclReferenceExprSyntax.self) { return true }
        guard let m = e.as(MemberAccessExprSyntax.self) else { return false }
        return m.base.map(isName) ?? true
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(item)
    guard let call = finder.awaited, !finder.callsBefore else { return nil }
    return call
  }

  /// The expression a body of one expression returns (not an `if` or `switch` statement).
  private func implicitReturn(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    let expr: ExprSyntax?
    switch item.item {
    case .expr(let e): expr = e
    case .stmt(let s): expr = s.as(ExpressionStmtSyntax.self)?.expression
    case .decl: expr = nil
    }
    guard let expr, !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self) else { return nil }
    return expr
  }

  private func awaitedStatement(
    _ e: ExprSyntax?, _ awaited: (ExprSyntax?) -> FunctionCallExprSyntax?
  ) -> FunctionCallExprSyntax? {
    if let call = awaited(e) { return call }
    if let seq = e?.as(SequenceExprSyntax.self), seq.elements.count == 3,
      seq.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    {
      return awaited(seq.elements.last)
    }
    return nil
  }

  /// Runs a statement that awaits `call`: an `async` function of the program's that it
  /// reaches runs as part of the task, and when that function waits, the statement finishes
  /// after it returns, with its result.
  private func runAwaiting(
    _ call: FunctionCallExprSyntax, _ statement: @escaping () throws -> Void, in env: Environment,
    _ after: TaskContext
  ) throws -> BlockEnd {
    let finish: TaskFrame = { rest in
      try after.frame {
        // What the function returned or threw reaches the statement as the call's outcome,
        // so its `try`, `try?` or `try!` takes it as it would have before the wait.
        var outcome = Result<Value, RuntimeError>.success(.void)
        do {
          _ = try rest()
        } catch ControlFlow.returned(let returned) {
          outcome = .success(returned)
        } catch let e as RuntimeError where e.kind == .thrown {
          outcome = .failure(e)
        }
        self.pass.awaitResults[call.id] = outcome
        defer { self.pass.awaitResults[call.id] = nil }
        try statement()
        return .normal
      }
    }
    let saved = pass.taskCallNext
    pass.taskCallNext = TaskStart(
      key: after.key, frame: finish, caller: TaskCaller(env: env, context: after), call: call.id)
    defer { pass.taskCallNext = saved }
    try statement()
    return .normal
  }

  /// The task start for the body of `user`, called at `node`, when a task's statement awaits
  /// that call and the function is `async` (or a closure, such as an `action: () async -> T`); the frame keeps its return type for `return`s
  /// after a wait.
  func awaitedStart(_ user: UserFunction, at node: Syntax) -> TaskStart? {
    // A closure is `async` when it awaits (Swift infers it); a function says so.
    guard var start = pass.taskCallNext, start.call == node.id,
      user.isClosure || user.node.as(FunctionDeclSyntax.self)?.signature.effectSpecifiers?.asyncSpecifier != nil,
      let finish = start.frame
    else { return nil }
    pass.taskCallNext = nil
    let returnType = user.returnType
    start.frame = { rest in
      try finish {
        self.pass.returnTypes.append(returnType)
        defer { self.pass.returnTypes.removeLast() }
        return try rest()
      }
    }
    return start
  }

  // MARK: Cancellation

  /// `CancellationError()`, thrown at `node`.
  func cancellationError(at node: some SyntaxProtocol) -> RuntimeError {
    thrownError(.instance(StructInstance(type: cancellationErrorType, fields: [:])), at: node)
  }

  private func isCancellation(_ e: RuntimeError) -> Bool {
    guard e.kind == .thrown, case .instance(let i)? = e.thrown else { return false }
    return i.type === cancellationErrorType
  }

  /// `Task.isCancelled` in the task's code.
  var taskIsCancelled: Bool { runningTask.map { cancellingTasks.contains($0) } ?? false }
}
