import Foundation
import LabEngine
import SwiftSyntax

/// `Date`, deterministically and to the last bit of Foundation's. A `Value.date` holds what
/// Foundation's `Date` stores, `timeIntervalSinceReferenceDate` (seconds since 2001-01-01
/// 00:00:00 UTC), and every initializer, member and operator is the Double operation
/// swift-foundation's `Date.swift` performs: `Date(timeIntervalSince1970: x)` stores
/// `x - 978307200`, `timeIntervalSince1970` reads `stored + 978307200`, so
/// `Date(timeIntervalSince1970: 0.1).timeIntervalSince1970` is 0.10000002384185791, as in Swift.
/// `Date()` and `Date.now` are the virtual clock's time counted from that reference date, so a
/// replay prints the same dates on every machine; `:tick 1` moves `Date()` one second on. A date
/// prints as Foundation's `description` does (`2001-01-01 00:00:05 +0000`); `Calendar` is
/// `CalendarBuiltins`, `DateFormatter` is `DateFormatterBuiltins`, and `formatted(date:time:)`
/// is not supported yet.
///
///     Date().timeIntervalSinceReferenceDate   // the playhead's time, in seconds
enum DateBuiltins {
  /// Seconds from 1970 to the reference date (Foundation's `timeIntervalBetween1970AndReferenceDate`).
  static let referenceDate1970 = 978_307_200.0

  /// 1582-10-15 00:00:00 UTC, the first day of the Gregorian calendar, since the reference date:
  /// Apple's Foundation shows earlier dates in the Julian calendar, swift-foundation in the
  /// proleptic Gregorian one.
  static let gregorianStart = -13_197_600_000.0

  /// `Date.distantPast`: 1 January of the year 1 in the Julian calendar (swift-foundation's constant).
  static let distantPast = -63_114_076_800.0

  /// `Date.distantFuture`: 1 January 4001 (swift-foundation's constant).
  static let distantFuture = 63_113_904_000.0

  /// The date the virtual clock shows now: its time in seconds is the time since the reference date.
  static func now(_ interp: Interpreter) -> Value {
    interp.onceForRoot(kind: "Date") { .date(interp.now) }
  }

  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([
      "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "timeIntervalSinceNow",
      "timeInterval", "since",
    ])
    if c.arguments.isEmpty { return now(c.interpreter) }
    // Each as swift-foundation's initializers compute it.
    if let t = try c.double("timeIntervalSince1970") { return .date(t - referenceDate1970) }
    if let t = try c.double("timeIntervalSinceReferenceDate") { return .date(t) }
    if let t = try c.double("timeIntervalSinceNow") { return .date(t + c.interpreter.now) }
    if let t = try c.double("timeInterval"), case .date(let base)? = c.argument("since")?.value {
      return .date(base + t)
    }
    throw c.fail(
      "`Date` is made with `Date()`, `Date(timeIntervalSince1970:)`, "
        + "`Date(timeIntervalSinceReferenceDate:)`, `Date(timeIntervalSinceNow:)` or "
        + "`Date(timeInterval:since:)`", kind: .argument)
  }

  static func staticMember(_ name: String, _ interp: Interpreter) -> Value? {
    switch name {
    case "now": return now(interp)
    case "FormatStyle": return .function(FunctionValue(name: name) { c in try DateFormatting.construct(&c) })
    case "distantPast": return .date(distantPast)
    case "distantFuture": return .date(distantFuture)
    case "timeIntervalBetween1970AndReferenceDate": return .double(referenceDate1970)
    default: return nil
    }
  }

  /// A member of a date `t` (seconds since the reference date).
  static func member(_ t: Double, _ name: String, interpreter: Interpreter) -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "timeIntervalSince1970": return .double(t + referenceDate1970)
    case "timeIntervalSinceReferenceDate": return .double(t)
    case "timeIntervalSinceNow": return .double(t - interpreter.now)
    case "description", "debugDescription": return .string(text(t))
    case "timeIntervalSince", "distance":
      return method { c in
        guard case .date(let other)? = c.arguments.first?.value else {
          throw c.fail("`\(name)` takes a `Date`", kind: .argument)
        }
        return .double(name == "distance" ? other - t : t - other)
      }
    case "addingTimeInterval", "advanced":
      return method { c in
        guard let arg = c.arguments.first else { throw c.fail("`\(name)` takes seconds", kind: .argument) }
        return .date(t + (try c.interpreter.number(arg.value, arg.node)))
      }
    case "formatted":
      return method { c in try DateFormatting.formatted(t, &c) }
    default: return nil
    }
  }

  /// Foundation's `Date.description`: `yyyy-MM-dd HH:mm:ss +0000`, in UTC.
  static func text(_ t: Double) -> String { Date(timeIntervalSinceReferenceDate: t).description }
}
