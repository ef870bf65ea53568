import LabEngine
import SwiftSyntax

/// Work that runs later on the virtual clock: `DispatchQueue.main.asyncAfter(deadline:)`,
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, and what `.onReceive` receives from
/// `Timer.publish(every:on:in:).autoconnect()`. The session runs each piece when the playhead
/// passes its time (`:tick`, `:scrub` beyond the last update), as one update at exactly that
/// time; the schedule is part of the state snapshot, so scrubbing back restores it.
///
///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation { on = true } }
struct ScheduledWork {
  var id: Int
  /// When it runs next, in seconds on the clock.
  var time: Double
  /// A timer's interval when it repeats.
  var every: Double?
  /// A repeating timer's first time and how many times it has run: its k-th time is
  /// `first + k × every`, not a sum of intervals (0.1 + 0.1 + 0.1 is not 0.3).
  var first = 0.0
  var runs = 0
  /// What runs; nil for an `.onReceive`, whose closure is the one its view has at that time.
  var function: FunctionValue?
  /// The `.onReceive`'s identity in the tree (its lifecycle key).
  var receiver: String?
  /// How `:timeline` names the update it makes.
  var label: String
  /// For the rest of a `.task` after its `Task.sleep`: the task's lifecycle key, so that the
  /// view leaving (or its `task(id:)` changing) cancels it.
  var task: String? = nil
  /// What runs when the task is cancelled while it waits: the wait ends with
  /// `CancellationError`, which a `try?` ignores (the task goes on at once) and a `try`
  /// throws where the task waits.
  var onCancel: FunctionValue? = nil
  /// The Combine subscription whose value waits (`receive(on:)`, `debounce`, `delay`):
  /// cancelling it drops the wait.
  var subscription: Int? = nil
  /// For an `.onReceive` of a `Timer.publish(…).autoconnect()`: the timer publisher's identity.
  var publisher: Int? = nil
}

enum TimeSources {
  /// A time as the clock keeps it: in whole nanoseconds, as dispatch keeps its deadlines, so
  /// that a timer every 0.1 s runs at exactly the 0.3 the playhead is moved to
  /// (docs/semantics.md §13).
  static func onClock(_ seconds: Double) -> Double {
    guard seconds.isFinite else { return seconds }
    return (seconds * 1e9).rounded() / 1e9
  }

  /// A repeating piece of work's next time: one more interval after its first.
  static func next(_ work: inout ScheduledWork) {
    guard let every = work.every else { return }
    work.runs += 1
    work.time = onClock(work.first + Double(work.runs) * every)
  }

  /// Timers may not fire more often than this (every 1/120 s): a faster one is refused, as a
  /// display cannot show more frames and a lab session could never finish its updates.
  static let shortestInterval = 1.0 / 120

  /// `DispatchQueue.main.asyncAfter(deadline:execute:)`.
  static func asyncAfter(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["deadline", "wallDeadline", "qos", "flags", "execute"])
    guard let deadline = c.argument("deadline") ?? c.argument("wallDeadline") else {
      throw c.fail("`asyncAfter` needs a `deadline:` such as `.now() + 0.5`", kind: .argument)
    }
    let time = try c.interpreter.number(deadline.value, deadline.node)
    guard let fn = c.closure("execute") ?? c.closure else {
      throw c.fail("`asyncAfter` needs a closure to run", kind: .argument)
    }
    let interp = c.interpreter
    interp.schedule(
      ScheduledWork(
        id: 0, time: max(time, interp.now), every: nil, function: fn, receiver: nil,
        label: "(asyncAfter)"))
    return .void
  }

  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: a timer value that `invalidate()`
  /// stops.
  static func scheduledTimer(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["withTimeInterval", "repeats", "block"])
    guard let interval = try c.double("withTimeInterval") else {
      throw c.fail("`scheduledTimer` needs `withTimeInterval:`", kind: .argument)
    }
    try checkInterval(interval, &c)
    let repeats = try c.bool("repeats") ?? false
    guard let fn = c.closure("block") ?? c.closure else {
      throw c.fail("`scheduledTimer` needs a block to run", kind: .argument)
    }
    let interp = c.interpreter
    let id = interp.schedule(
      ScheduledWork(
        id: 0, time: interp.now + interval, every: repeats ? interval : nil, function: fn,
        receiver: nil, label: "(Timer)"))
    return .opaque(OpaqueValue(kind: "Timer", text: String(id)))
  }

  /// `Timer.publish(every:on:in:)`: a publisher `.onReceive` subscribes to.
  static func publish(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["every", "tolerance", "on", "in", "options"])
    guard let interval = try c.double("every") else {
      throw c.fail("`Timer.publish` needs `every:`", kind: .argument)
    }
    try checkInterval(interval, &c)
    c.interpreter.nextWorkID += 1
    var publisher = OpaqueValue(kind: "Timer.TimerPublisher", text: "\(interval)")
    publisher.identity = c.interpreter.nextWorkID
    return .opaque(publisher)
  }

  private static func checkInterval(_ interval: Double, _ c: inout CallContext) throws {
    guard interval.isFinite else {
      throw c.fail("a timer's interval must be a finite number of seconds", kind: .argument)
    }
    guard interval >= shortestInterval else {
      throw c.fail(
        "a timer every \(interval) s is faster than the lab runs timers (at most 120 a second)",
        kind: .argument)
    }
  }

  /// Members of timers and timer publishers.
  static func member(_ o: OpaqueValue, _ name: String, interpreter: Interpreter) -> Value? {
    switch (o.kind, name) {
    case ("Timer", "invalidate"):
      return .function(
        FunctionValue(name: name) { c in
          c.interpreter.cancelWork(id: Int(o.text) ?? -1)
          return .void
        })
    case ("Task", "cancel"):
      return .function(
        FunctionValue(name: name) { c in
          try c.interpreter.cancelTask(o.text)
          return .void
        })
    case ("Task", "isCancelled"):
      return .bool(!interpreter.scheduled.contains { $0.task == o.text })
    case ("Timer", "isValid"):
      return .bool(interpreter.scheduled.contains { $0.id == Int(o.text) })
    case ("Timer.TimerPublisher", "autoconnect"):
      return .function(FunctionValue(name: name) { _ in .opaque(o.retagged("Publishers.Autoconnect")) })
    case ("Publishers.Autoconnect", "upstream"):
      // The timer publisher the autoconnect wraps (Combine's `Publishers.Autoconnect.upstream`).
      return .opaque(o.retagged("Timer.TimerPublisher"))
    case ("Publishers.Autoconnect", _) where CombineBuiltins.operatorNames.contains(name):
      // `timer.sink { … }`, `.map { … }`, `.receive(on:)`: the timer as a Combine publisher.
      let publisher = PublisherValue(source: .timer(every: Double(o.text) ?? 1, identity: o.identity), kind: o.kind)
      return try? CombineBuiltins.member(publisher, name, interpreter: interpreter, node: Syntax(TokenSyntax.identifier(name)))
    case ("Timer.TimerPublisher", "connect"):
      // Its connection, whose `cancel()` stops the timer: `timer.upstream.connect().cancel()`
      // [DOC ConnectablePublisher.connect(): a Cancellable that stops publishing]. (A publisher
      // never autoconnected is refused where `.onReceive` takes it.)
      return .function(FunctionValue(name: name) { _ in .opaque(o.retagged("Cancellable")) })
    case ("Cancellable", "cancel"):
      return .function(
        FunctionValue(name: name) { c in
          c.interpreter.scheduled.removeAll { $0.publisher != nil && $0.publisher == o.identity }
          return .void
        })
    default: return nil
    }
  }
}

extension Interpreter {
  /// Adds work to the schedule; returns its id.
  @discardableResult
  func schedule(_ work: ScheduledWork) -> Int {
    nextWorkID += 1
    var work = work
    work.id = nextWorkID
    work.time = TimeSources.onClock(work.time)
    work.first = work.time
    scheduled.append(work)
    return work.id
  }

  func cancelWork(id: Int) { scheduled.removeAll { $0.id == id } }

  /// Cancels the task `key`: the rest of it that waits after a `Task.sleep` is dropped, or,
  /// after a `try?` that ignores the cancellation's error, runs now (docs/semantics.md §13).
  func cancelTask(_ key: String) throws {
    let waiting = scheduled.filter { $0.task == key }
    scheduled.removeAll { $0.task == key }
    cancellingTasks.insert(key)
    defer { cancellingTasks.remove(key) }
    for work in waiting {
      if let fn = work.onCancel { try runAction(fn, values: [], node: Syntax(TokenSyntax.identifier("task"))) }
    }
  }

  /// `Task { … }`: its closure runs now, as a task of its own whose `Task.sleep`s wait on the
  /// clock; the value's `cancel()` cancels it.
  func startTask(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil, "priority", "operation"])
    guard let body = c.closure("operation") ?? c.firstUnlabelledClosure else {
      throw c.fail("`Task` needs a closure to run", kind: .argument)
    }
    nextWorkID += 1
    let key = "Task#\(nextWorkID)"
    pass.taskBodyNext = TaskStart(key: key)
    defer { pass.taskBodyNext = nil }
    try runAction(body, values: [], node: c.node)
    return .opaque(OpaqueValue(kind: "Task", text: key))
  }
}

/// A `TimelineView`'s schedule on the virtual clock (docs/semantics.md §13): dates `interval`
/// apart from `start` (seconds on the clock). `.periodic(from:by:)` starts at its date,
/// `.everyMinute` on the minute, `.animation` every 1/120 s (or its `minimumInterval:`)
/// from when the view appears [CODE OSUI/Animation/Timeline/AnimationTimelineSchedule.swift].
struct TimelineSchedule {
  var start: Double
  var interval: Double

  /// Kept on the view as text (`start|interval`), so that the schedule is a value the tree
  /// can compare from one update to the next.
  var text: String { "\(start)|\(interval)" }

  init(start: Double, interval: Double) {
    self.start = start
    self.interval = interval
  }

  init?(_ text: String) {
    let parts = text.split(separator: "|")
    guard parts.count == 2, let s = Double(parts[0]), let i = Double(parts[1]) else { return nil }
    self.init(start: s, interval: i)
  }

  /// How many intervals from the start `now` is, whole: a time the clock reached by adding
  /// the interval again and again counts as the date it was meant to be.
  private func steps(to now: Double) -> Double {
    let k = (now - start) / interval
    let nearest = k.rounded()
    return abs(k - nearest) < 1e-6 ? nearest : k.rounded(.down)
  }

  /// The first date after `now`.
  func next(after now: Double) -> Double {
    if now < start { return start }
    return start + (steps(to: now) + 1) * interval
  }

  /// The date the content sees at `now`: the last date of the schedule at or before it, or
  /// `now` itself before the first ("the timeline draws its content using the current date
  /// until the first scheduled date arrives", Apple's TimelineView documentation).
  func date(at now: Double) -> Double {
    if now < start { return now }
    return start + steps(to: now) * interval
  }
}

extension TimeSources {
  /// `TimelineView(.periodic(from: date, by: 1)) { context in … }`, `.everyMinute`,
  /// `.animation`, `.animation(minimumInterval:paused:)`: its content, built with a context
  /// whose `date` is the schedule's latest date; while it is shown, each date of the schedule
  /// is an update on the clock (`:tick`, `:scrub` run them), which builds the content again.
  static func timelineView(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "content"])
    guard let scheduleArg = c.arguments.first(where: { $0.label == nil && !ViewBuiltins.isClosure($0.value) }) else {
      throw c.fail("`TimelineView` needs a schedule, such as `.periodic(from: .now, by: 1)`", kind: .argument)
    }
    guard let fn = c.closure("content") ?? c.closure else {
      throw c.fail("`TimelineView` needs its content in a closure `{ context in … }`", kind: .argument)
    }
    guard case .implicitMember(let m) = scheduleArg.value else {
      throw interp.error(
        "`TimelineView` expects a schedule such as `.periodic(from:by:)`, `.everyMinute` or `.animation`",
        at: scheduleArg.node, kind: .typeMismatch)
    }
    let schedule: TimelineSchedule?
    var paused = false
    switch m.name {
    case "periodic":
      let args = m.arguments ?? []
      var fromValue = args.first(where: { $0.label == "from" })?.value
      if case .implicitMember(let d)? = fromValue, d.name == "now", d.arguments == nil {
        fromValue = DateBuiltins.now(interp)  // `.periodic(from: .now, by: 1)`
      }
      guard case .date(let from)? = fromValue, let by = args.first(where: { $0.label == "by" }) else {
        throw interp.error("`.periodic` needs `from:` a Date and `by:` seconds", at: scheduleArg.node, kind: .argument)
      }
      let interval = try interp.number(by.floatingValue, by.node)
      try checkTimelineInterval(interval, interp, at: by.node)
      schedule = TimelineSchedule(start: from, interval: interval)
    case "everyMinute":
      // Minutes of the date on the clock (the reference date is on a minute, as 1970 is).
      schedule = TimelineSchedule(start: (interp.now / 60).rounded(.down) * 60, interval: 60)
    case "animation":
      var interval = shortestInterval
      for arg in m.arguments ?? [] {
        switch arg.label {
        case "minimumInterval"?:
          if case .null = arg.value { continue }
          interval = try interp.number(arg.floatingValue, arg.node)
          try checkTimelineInterval(interval, interp, at: arg.node)
        case "paused"?:
          guard case .bool(let b) = arg.value else {
            throw interp.error("`paused:` needs a Bool", at: arg.node, kind: .typeMismatch)
          }
          paused = b
        default:
          throw interp.error("`.animation` takes `minimumInterval:` and `paused:`", at: arg.node, kind: .argument)
        }
      }
      schedule = TimelineSchedule(start: interp.now, interval: interval)
    default:
      throw interp.error(
        "the `.\(m.name)` schedule is not supported yet: the lab runs `.periodic(from:by:)`, `.everyMinute` "
          + "and `.animation`", at: scheduleArg.node, kind: .notSupported)
    }
    let date = schedule.map { $0.date(at: interp.now) } ?? interp.now
    let context = Value.opaque(OpaqueValue(kind: "TimelineView.Context", text: "\(date)"))
    let views = try interp.viewList(try interp.call(fn, [context], node: c.node, viewContext: true), at: c.node)
    try interp.countView(at: c.node)
    let content = views.count == 1 ? views[0] : ViewDescription(.group, views, source: c.nameLocation)
    guard let schedule, !paused else {
      return .view(content.modified(.drawing(DrawingModifier("timelineView", detail: c.argumentText)), source: c.nameLocation))
    }
    let watched = Value.opaque(OpaqueValue(kind: "TimelineSchedule", text: schedule.text))
    let token = interp.registerAction(Interpreter.Action(function: nil, watched: watched))
    let handler = ActionHandler(.timeline, token: token, name: "timelineView", detail: scheduleArg.sourceText)
    return .view(content.modified(.action(handler), source: c.nameLocation))
  }

  private static func checkTimelineInterval(_ interval: Double, _ interp: Interpreter, at node: Syntax) throws {
    guard interval.isFinite, interval >= shortestInterval else {
      throw interp.error(
        "a TimelineView's interval must be at least 1/120 s (a display shows no more frames), got \(interval)",
        at: node, kind: .argument)
    }
  }
}

/// `try await Task.sleep(…)` as a statement of a task's code (docs/semantics.md §13,
/// `Interpreter+Tasks.swift`): the task waits on the clock, and what follows runs when the
/// playhead passes its time.
enum TaskSleep {
  static let elsewhere =
    "`Task.sleep` waits on the clock only as a statement of a task's code (a `.task` or `Task { … }` "
    + "closure, a loop, branch or `do` in it, an `async` function it awaits), not inside an expression, "
    + "another closure, or a function awaited after another call in the same statement: not supported yet here"

  /// The sleep call a statement is, with whether its errors are ignored (`try?`), if it is one.
  static func match(_ item: CodeBlockItemSyntax) -> (call: FunctionCallExprSyntax, ignoresErrors: Bool)? {
    var expr: ExprSyntax
    switch item.item {
    case .expr(let e): expr = e
    case .stmt(let s):
      guard let e = s.as(ExpressionStmtSyntax.self)?.expression else { return nil }
      expr = e
    case .decl: return nil
    }
    var ignoresErrors = false
    if let t = expr.as(TryExprSyntax.self) {
      ignoresErrors = t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
      expr = t.expression
    }
    guard let a = expr.as(AwaitExprSyntax.self), let call = a.expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "sleep", callee.base?.trimmedDescription == "Task"
    else { return nil }
    return (call, ignoresErrors)
  }

  /// The seconds a sleep waits: `nanoseconds:` (or the old unlabelled nanoseconds), or
  /// `for:` a `Duration` such as `.seconds(1)` or `.milliseconds(300)`.
  static func seconds(_ call: FunctionCallExprSyntax, _ interp: Interpreter, _ env: Environment) throws -> Double {
    guard call.arguments.count == 1, let arg = call.arguments.first else {
      throw interp.error("`Task.sleep` takes one argument: `for: .seconds(1)` or `nanoseconds:`", at: Syntax(call), kind: .argument)
    }
    let value = try interp.evaluate(arg.expression, in: env, hint: nil)
    let node = Syntax(arg.expression)
    var seconds: Double
    switch arg.label?.text {
    case nil, "nanoseconds":
      seconds = try interp.number(value, node) / 1e9
    case "for":
      guard case .implicitMember(let m) = value, let amount = m.arguments?.first, m.arguments?.count == 1,
        let scale = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9][m.name]
      else {
        throw interp.error(
          "`Task.sleep(for:)` takes a `Duration` such as `.seconds(1)` or `.milliseconds(300)`", at: node,
          kind: .argument)
      }
      seconds = try interp.number(amount.value, amount.node) * scale
    default:
      throw interp.error(
        "`Task.sleep` takes `for:` a `Duration` or `nanoseconds:`; `\(arg.label!.text):` is not one", at: node,
        kind: .argument)
    }
    guard seconds.isFinite, seconds >= 0 else {
      throw interp.error("a task cannot sleep for \(NumberFormat.format(seconds)) s", at: node, kind: .argument)
    }
    return seconds
  }
}
