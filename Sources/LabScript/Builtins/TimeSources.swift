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
  /// What runs; nil for an `.onReceive`, whose closure is the one its view has at that time.
  var function: FunctionValue?
  /// The `.onReceive`'s identity in the tree (its lifecycle key).
  var receiver: String?
  /// How `:timeline` names the update it makes.
  var label: String
}

enum TimeSources {
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
    return .opaque(OpaqueValue(kind: "Timer.TimerPublisher", text: "\(interval)"))
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
    case ("Timer", "isValid"):
      return .bool(interpreter.scheduled.contains { $0.id == Int(o.text) })
    case ("Timer.TimerPublisher", "autoconnect"):
      return .function(
        FunctionValue(name: name) { _ in .opaque(OpaqueValue(kind: "Publishers.Autoconnect", text: o.text)) })
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
    scheduled.append(work)
    return work.id
  }

  func cancelWork(id: Int) { scheduled.removeAll { $0.id == id } }
}
