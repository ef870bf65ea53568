import LabEngine
import SwiftSyntax

/// A `Calendar` value: the lab's phone is a US-English phone in UTC, so `Calendar.current` is
/// the Gregorian calendar in GMT whose weeks start on Sunday (firstWeekday 1, at least one day
/// in the first week). `Calendar(identifier: .gregorian)` computes the same dates but has no
/// locale, so its month and weekday names are refused (docs/semantics.md §13).
public struct CalendarValue: Equatable, Sendable {
  enum Origin: Equatable, Sendable {
    case current, autoupdatingCurrent, identifier
  }

  var origin: Origin
  var arithmetic = GregorianCalendar()
}

/// `Calendar`, `DateComponents` and `TimeZone` in user code, exact against Foundation: the
/// arithmetic is `GregorianCalendar`'s (swift-foundation's, ported, Julian before 15 October
/// 1582 as Foundation's is), dates are checked to lie between `Date.distantPast` (1 January of
/// the year 1) and the end of the year 9999, and what Foundation versions or platforms disagree
/// on is refused, never guessed.
///
///     Calendar.current.component(.weekday, from: Date(timeIntervalSince1970: 0))   // 5 (a Thursday)
enum CalendarBuiltins {
  static let typeNames = ["Calendar", "DateComponents", "TimeZone"]

  /// 10000-01-01 00:00:00 UTC, since the reference date: the lab's calendar stops before it.
  static let year10000 = 252_423_993_600.0

  static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// The English names of a US-English phone (CLDR's `en`), by member.
  static let symbols: [String: [String]] = [
    "weekdaySymbols": weekdays, "standaloneWeekdaySymbols": weekdays,
    "shortWeekdaySymbols": weekdays.map { String($0.prefix(3)) },
    "shortStandaloneWeekdaySymbols": weekdays.map { String($0.prefix(3)) },
    "veryShortWeekdaySymbols": weekdays.map { String($0.prefix(1)) },
    "veryShortStandaloneWeekdaySymbols": weekdays.map { String($0.prefix(1)) },
    "monthSymbols": months, "standaloneMonthSymbols": months,
    "shortMonthSymbols": months.map { String($0.prefix(3)) },
    "shortStandaloneMonthSymbols": months.map { String($0.prefix(3)) },
    "veryShortMonthSymbols": months.map { String($0.prefix(1)) },
    "veryShortStandaloneMonthSymbols": months.map { String($0.prefix(1)) },
  ]

  static let timeZone = Value.opaque(OpaqueValue(kind: "TimeZone", text: "GMT"))

  // MARK: Types and their static members

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "Calendar":
      try c.checkLabels(["identifier"])
      guard let arg = c.argument("identifier") else {
        throw c.fail("`Calendar` is made with `Calendar(identifier: .gregorian)`", kind: .argument)
      }
      guard case .implicitMember(let m) = arg.value, m.arguments == nil else {
        throw c.fail("`Calendar(identifier:)` takes a `Calendar.Identifier`, such as `.gregorian`", kind: .typeMismatch)
      }
      guard m.name == "gregorian" else {
        throw c.interpreter.error(
          "the `.\(m.name)` calendar is not supported: the lab's calendar is the Gregorian one",
          at: arg.node, kind: .notSupported)
      }
      return .calendar(CalendarValue(origin: .identifier))
    case "DateComponents":
      let fields = GregorianCalendar.Component.allCases.filter { $0 != .dayOfYear }.map(\.rawValue)
      try c.checkLabels(["calendar", "timeZone"] + fields)
      for label in ["calendar", "timeZone"] {
        if let arg = c.argument(label), !isNull(arg.value) {
          throw c.interpreter.error(
            "a `DateComponents` with its own `\(label)` is not supported; the lab's calendar is "
              + "`Calendar.current` (Gregorian, UTC)", at: arg.node, kind: .notSupported)
        }
      }
      var dc = GregorianCalendar.Components()
      for field in GregorianCalendar.Component.allCases {
        if let v = try c.int(field.rawValue) { dc[field] = v }
      }
      return .dateComponents(dc)
    case "TimeZone":
      try c.checkLabels(["identifier", "secondsFromGMT", "abbreviation"])
      if let arg = c.argument("identifier") ?? c.argument("abbreviation") {
        guard case .string(let id) = arg.value else {
          throw c.fail("`TimeZone(\(arg.label ?? ""):)` takes a `String`", kind: .typeMismatch)
        }
        if ["UTC", "GMT"].contains(id) { return timeZone }
        throw c.interpreter.error(
          "the time zone \"\(id)\" is not supported: the lab's phone is in UTC, and only "
            + "`TimeZone(identifier: \"UTC\")` (or \"GMT\") is modelled", at: arg.node, kind: .notSupported)
      }
      if let seconds = try c.int("secondsFromGMT") {
        if seconds == 0 { return timeZone }
        throw c.fail(
          "a time zone \(seconds) seconds from GMT is not supported: the lab's phone is in UTC",
          kind: .notSupported)
      }
      throw c.fail("`TimeZone` is made with `TimeZone(identifier: \"UTC\")`", kind: .argument)
    default:
      throw c.fail("`\(name)` cannot be made here", kind: .notSupported)
    }
  }

  static func staticMember(_ type: String, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    switch (type, name) {
    case ("Calendar", "current"): return .calendar(CalendarValue(origin: .current))
    case ("Calendar", "autoupdatingCurrent"): return .calendar(CalendarValue(origin: .autoupdatingCurrent))
    case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"), ("TimeZone", "gmt"): return timeZone
    case ("Calendar", _), ("TimeZone", _):
      throw interpreter.error(
        "`\(type).\(name)` is not supported; the lab has `Calendar.current`, `Calendar.autoupdatingCurrent`, "
          + "`TimeZone.current` and `TimeZone.gmt`", at: node, kind: .notSupported)
    default: return nil
    }
  }

  // MARK: Reading arguments

  static func isNull(_ v: Value) -> Bool { if case .null = v { true } else { false } }

  /// A `Calendar.Component` written as `.day`.
  static func component(_ arg: Argument?, _ c: CallContext, what: String = "component") throws -> GregorianCalendar.Component {
    guard let arg else { throw c.fail("`\(c.name)` needs a `Calendar.Component`", kind: .argument) }
    guard case .implicitMember(let m) = arg.value, m.arguments == nil else {
      throw c.interpreter.error(
        "expected a `Calendar.Component` such as `.day`, got `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
    }
    if let found = GregorianCalendar.Component(rawValue: m.name) { return found }
    if ["calendar", "timeZone", "isLeapMonth", "isRepeatedDay"].contains(m.name) {
      throw c.interpreter.error(
        "the `.\(m.name)` \(what) is not supported: it is not a number, and the lab's calendar and "
          + "time zone are fixed (Gregorian, UTC)", at: arg.node, kind: .notSupported)
    }
    throw c.interpreter.unknown(
      "`Calendar.Component` has no member", m.name, at: arg.node,
      candidates: GregorianCalendar.Component.allCases.map(\.rawValue))
  }

  /// A `Set<Calendar.Component>`: `[.year, .month]`.
  static func components(_ arg: Argument?, _ c: CallContext) throws -> Set<GregorianCalendar.Component> {
    guard let arg else { throw c.fail("`\(c.name)` needs a set of `Calendar.Component`s", kind: .argument) }
    let items: [Value]
    switch arg.value {
    case .array(let a): items = a
    case .set(let s): items = s.items
    default:
      throw c.interpreter.error(
        "expected a `Set<Calendar.Component>` such as `[.year, .month]`, got `\(arg.value.typeName)`",
        at: arg.node, kind: .typeMismatch)
    }
    return Set(try items.map { try component(Argument(label: nil, value: $0, node: arg.node), c) })
  }

  /// A `Date` argument, inside the dates the lab's calendar computes with: the seconds since the
  /// reference date it holds, which Foundation's calendar computes from.
  static func date(_ arg: Argument?, _ c: CallContext) throws -> Double {
    guard let arg else { throw c.fail("`\(c.name)` needs a `Date`", kind: .argument) }
    var value = arg.value
    // `to: .now`, `to: .init()`: a `Date` parameter reads `Date`'s static members and
    // initializers.
    if case .implicitMember(let m) = value, m.arguments == nil,
      let found = DateBuiltins.staticMember(m.name, c.interpreter)
    {
      value = found
    } else if case .implicitMember = value {
      value = try c.interpreter.coerce(value, toType: "Date", at: arg.node)
    }
    guard case .date(let t) = value else {
      throw c.interpreter.error("expected a `Date`, got `\(value.typeName)`", at: arg.node, kind: .typeMismatch)
    }
    try checkRange(t, c, at: arg.node)
    return t
  }

  static func checkRange(_ t: Double, _ c: CallContext, at node: Syntax? = nil) throws {
    guard t >= DateBuiltins.distantPast, t < year10000 else {
      throw c.interpreter.error(
        "the lab's calendar works on dates from `Date.distantPast` (1 January of the year 1) to "
          + "the end of the year 9999", at: node ?? c.node, kind: .notSupported)
    }
  }

  /// A date the calendar computed, checked as an argument is.
  static func result(_ t: Double?, _ c: CallContext) throws -> Value {
    guard let t else { return .null }
    try checkRange(t, c)
    return .date(t)
  }

  static func versionDependent(_ c: CallContext) -> RuntimeError {
    c.fail(
      "Foundation versions give different dates here (a month counted back past January whose "
        + "day is capped at the end of a February: swift-foundation fixed the year it measures "
        + "February in after Swift 6.3), so the lab does not pick one", kind: .notSupported)
  }

  /// Runs calendar arithmetic, turning its errors into the lab's.
  static func compute<T>(_ c: CallContext, _ body: () throws -> T) throws -> T {
    do { return try body() } catch is GregorianCalendar.VersionDependent {
      throw versionDependent(c)
    } catch let e as RuntimeError {
      throw e
    } catch {
      throw c.fail("the date is out of the range Foundation calculates with", kind: .notSupported)
    }
  }

  // MARK: Calendar members

  static func member(_ cal: CalendarValue, _ name: String, interpreter interp: Interpreter, node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    let g = cal.arithmetic
    if let names = symbols[name] {
      guard cal.origin != .identifier else {
        throw interp.error(
          "`\(name)` of a `Calendar(identifier:)` depends on a locale it does not have (Linux "
            + "Foundation names the months M01…M12, Apple's the current language's names); "
            + "`Calendar.current` has the US-English names", at: node, kind: .notSupported)
      }
      return .array(names.map(Value.string))
    }
    switch name {
    case "amSymbol", "pmSymbol":
      guard cal.origin != .identifier else { return nil }
      return .string(name == "amSymbol" ? "AM" : "PM")
    case "firstWeekday": return .int(g.firstWeekday)
    case "minimumDaysInFirstWeek": return .int(g.minimumDaysInFirstWeek)
    case "timeZone": return timeZone
    case "component":
      return method { c in
        try c.checkLabels([nil, "from"])
        let comp = try component(c.argument(nil), c)
        let t = try date(c.argument("from"), c)
        return .int(try compute(c) { try g.component(comp, at: t) })
      }
    case "dateComponents":
      return method { c in
        if c.has("in") {
          throw c.fail("`dateComponents(in:from:)` is not supported: it sets the calendar and time zone components", kind: .notSupported)
        }
        try c.checkLabels([nil, "from", "to"])
        let wanted = try components(c.argument(nil), c)
        let start = try date(c.argument("from"), c)
        guard c.has("to") else {
          return .dateComponents(try compute(c) { try g.components(wanted, at: start) })
        }
        let end = try date(c.argument("to"), c)
        if wanted.contains(.quarter) {
          throw c.fail(
            "`.quarter` in `dateComponents(_:from:to:)` is not supported: Foundation's Gregorian "
              + "calendar answers 0 whatever the dates", kind: .notSupported)
        }
        return .dateComponents(try compute(c) { try g.difference(wanted, from: start, to: end) })
      }
    case "date":
      return method { c in
        if c.has("from") {
          try c.checkLabels(["from"])
          guard let arg = c.argument("from"), case .dateComponents(let dc) = arg.value else {
            throw c.fail("`date(from:)` takes a `DateComponents`", kind: .typeMismatch)
          }
          return try result(try compute(c) { try g.date(from: dc) }, c)
        }
        if c.has("byAdding") { return try byAdding(g, &c) }
        if c.has("bySettingHour") {
          try c.checkLabels(["bySettingHour", "minute", "second", "of"])
          let t = try date(c.argument("of"), c)
          guard let h = try c.int("bySettingHour"), let m = try c.int("minute"), let s = try c.int("second") else {
            throw c.fail("`date(bySettingHour:minute:second:of:)` needs all four arguments", kind: .argument)
          }
          // Foundation searches the day for that time: a time the day does not have is nil.
          guard (0..<24).contains(h), (0..<60).contains(m), (0..<60).contains(s) else { return .null }
          return try result(try compute(c) { try GregorianCalendar.startOfDay(t) } + Double(h * 3600 + m * 60 + s), c)
        }
        if c.has("bySetting") {
          throw c.fail("`date(bySetting:value:of:)` is not supported yet; `date(bySettingHour:minute:second:of:)` is", kind: .notSupported)
        }
        throw c.fail(
          "the lab's `Calendar` has `date(from:)`, `date(byAdding:value:to:)`, `date(byAdding:to:)` and "
            + "`date(bySettingHour:minute:second:of:)`", kind: .notSupported)
      }
    case "startOfDay":
      return method { c in
        try c.checkLabels(["for"])
        let t = try date(c.argument("for"), c)
        return try result(try compute(c) { try GregorianCalendar.startOfDay(t) }, c)
      }
    case "isDate":
      return method { c in
        try c.checkLabels([nil, "inSameDayAs"])
        guard c.has("inSameDayAs") else {
          throw c.fail("`isDate(_:equalTo:toGranularity:)` is not supported yet; `isDate(_:inSameDayAs:)` is", kind: .notSupported)
        }
        let a = try date(c.argument(nil), c), b = try date(c.argument("inSameDayAs"), c)
        return .bool(try compute(c) { try GregorianCalendar.startOfDay(a) == GregorianCalendar.startOfDay(b) })
      }
    case "isDateInToday", "isDateInYesterday", "isDateInTomorrow":
      return method { c in
        try c.checkLabels([nil])
        let t = try date(c.argument(nil), c)
        guard case .date(let now) = DateBuiltins.now(c.interpreter) else { return .bool(false) }
        let offset = name == "isDateInToday" ? 0.0 : name == "isDateInYesterday" ? -86400 : 86400
        return .bool(try compute(c) { try GregorianCalendar.startOfDay(t) == GregorianCalendar.startOfDay(now) + offset })
      }
    case "isDateInWeekend":
      return method { c in
        try c.checkLabels([nil])
        let t = try date(c.argument(nil), c)
        let weekday = try compute(c) { try g.component(.weekday, at: t) }
        return .bool(weekday == 1 || weekday == 7)
      }
    case "range":
      return method { c in
        try c.checkLabels(["of", "in", "for"])
        let smaller = try component(c.argument("of"), c), larger = try component(c.argument("in"), c)
        let t = try date(c.argument("for"), c)
        func range(_ lower: Int, _ upper: Int) -> Value { .range(RangeValue(lower: lower, upper: upper, closed: false)) }
        switch (smaller, larger) {
        case (.day, .month):
          let dc = try compute(c) { try g.components([.year, .month], at: t) }
          return range(1, try compute(c) { try g.numberOfDaysInMonth(dc[.month]!, year: dc[.year]!) } + 1)
        case (.day, .year), (.dayOfYear, .year):
          let year = try compute(c) { try g.component(.year, at: t) }
          return range(1, (g.gregorianYearIsLeap(year) ? 366 : 365) + 1)
        case (.month, .year): return range(1, 13)
        case (.hour, .day): return range(0, 24)
        case (.minute, .hour), (.minute, .day): return range(0, 60)
        case (.second, .minute), (.second, .hour), (.second, .day): return range(0, 60)
        case (.weekday, .weekOfYear), (.weekday, .weekOfMonth), (.weekday, .month), (.weekday, .year): return range(1, 8)
        default:
          throw c.fail(
            "`range(of: .\(smaller.rawValue), in: .\(larger.rawValue), for:)` is not supported yet; the lab "
              + "has days in a month or a year, months in a year, hours in a day, minutes, seconds and weekdays",
            kind: .notSupported)
        }
      }
    default:
      return nil
    }
  }

  private static func byAdding(_ g: GregorianCalendar, _ c: inout CallContext) throws -> Value {
    if let wrap = c.argument("wrappingComponents") {
      guard case .bool(false) = wrap.value else {
        throw c.interpreter.error(
          "`wrappingComponents: true` is not supported yet", at: wrap.node, kind: .notSupported)
      }
    }
    func refuse(_ comp: GregorianCalendar.Component) -> RuntimeError {
      c.fail(
        "adding `.\(comp.rawValue)` is not supported: Foundation's Gregorian calendar leaves the date "
          + "unchanged, where the ICU calendar of older Apple systems moves it", kind: .notSupported)
    }
    if c.has("value") {
      try c.checkLabels(["byAdding", "value", "to", "wrappingComponents"])
      let comp = try component(c.argument("byAdding"), c)
      guard let amount = try c.int("value") else { throw c.fail("`value:` is an `Int`", kind: .argument) }
      let t = try date(c.argument("to"), c)
      if comp == .era || comp == .quarter { throw refuse(comp) }
      return try result(try compute(c) { try g.add(comp, amount, to: t) }, c)
    }
    try c.checkLabels(["byAdding", "to", "wrappingComponents"])
    guard let arg = c.argument("byAdding"), case .dateComponents(let dc) = arg.value else {
      throw c.fail("`date(byAdding:to:)` takes a `DateComponents`; `date(byAdding:value:to:)` a component", kind: .typeMismatch)
    }
    let t = try date(c.argument("to"), c)
    if let odd = [GregorianCalendar.Component.era, .quarter].first(where: { dc[$0] != nil }) { throw refuse(odd) }
    return try result(try compute(c) { try g.add(dc, to: t) }, c)
  }

  static func setMember(_ cal: CalendarValue, _ name: String, _ value: Value, interpreter: Interpreter, node: Syntax) throws -> Value {
    var cal = cal
    switch name {
    case "firstWeekday":
      guard case .int(let v) = value else { throw interpreter.error("`firstWeekday` is an `Int`", at: node, kind: .typeMismatch) }
      guard (1...7).contains(v) else {
        throw interpreter.error("Weekday should be in the range of 1...7 (Foundation stops the program)", at: node, kind: .trap)
      }
      cal.arithmetic.firstWeekday = v
    case "minimumDaysInFirstWeek":
      guard case .int(let v) = value else { throw interpreter.error("`minimumDaysInFirstWeek` is an `Int`", at: node, kind: .typeMismatch) }
      cal.arithmetic.minimumDaysInFirstWeek = min(max(v, 1), 7)
    case "timeZone":
      guard case .opaque(let o) = value, o.kind == "TimeZone" else {
        throw interpreter.error("`timeZone` is a `TimeZone`", at: node, kind: .typeMismatch)
      }
    default:
      throw interpreter.error(
        "setting `\(name)` of a `Calendar` is not supported; the lab sets `firstWeekday`, "
          + "`minimumDaysInFirstWeek` and `timeZone` (UTC)", at: node, kind: .notSupported)
    }
    return .calendar(cal)
  }

  // MARK: DateComponents

  static let componentOrder: [GregorianCalendar.Component] = [
    .era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday, .weekdayOrdinal, .quarter,
    .weekOfMonth, .weekOfYear, .dayOfYear, .yearForWeekOfYear,
  ]

  /// Foundation's `DateComponents.description`: each set field as `label: value `, in its mirror's order.
  static func text(_ dc: GregorianCalendar.Components) -> String {
    var out = ""
    for c in componentOrder { if let v = dc[c] { out += "\(c.rawValue): \(v) " } }
    if let leap = dc.isLeapMonth { out += "isLeapMonth: \(leap) " }
    return out
  }

  /// Foundation's `==`: `isLeapMonth` false and unset are equal.
  static func equal(_ a: GregorianCalendar.Components, _ b: GregorianCalendar.Components) -> Bool {
    a.values == b.values && (a.isLeapMonth ?? false) == (b.isLeapMonth ?? false)
  }

  static func member(_ dc: GregorianCalendar.Components, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    if let comp = GregorianCalendar.Component(rawValue: name) { return dc[comp].map(Value.int) ?? .null }
    switch name {
    case "isLeapMonth": return dc.isLeapMonth.map(Value.bool) ?? .null
    case "calendar", "timeZone", "date": return .null
    case "description", "debugDescription": return .string(text(dc))
    case "value":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["for"])
          return try dc[component(c.argument("for"), c)].map(Value.int) ?? .null
        })
    default: return nil
    }
  }

  static func setMember(_ dc: GregorianCalendar.Components, _ name: String, _ value: Value, interpreter: Interpreter, node: Syntax) throws -> Value {
    var dc = dc
    if let comp = GregorianCalendar.Component(rawValue: name) {
      switch value {
      case .null: dc[comp] = nil
      case .int(let v): dc[comp] = v
      default: throw interpreter.error("`\(name)` is an `Int?`, got `\(value.typeName)`", at: node, kind: .typeMismatch)
      }
      return .dateComponents(dc)
    }
    if name == "isLeapMonth" {
      switch value {
      case .null: dc.isLeapMonth = nil
      case .bool(let b): dc.isLeapMonth = b
      default: throw interpreter.error("`isLeapMonth` is a `Bool?`", at: node, kind: .typeMismatch)
      }
      return .dateComponents(dc)
    }
    throw interpreter.error(
      "setting `\(name)` of a `DateComponents` is not supported; the lab sets its number fields and `isLeapMonth`",
      at: node, kind: .notSupported)
  }

  /// The members whose type is optional, for printing (`Optional(…)`): the calendar's methods
  /// that may find no date, and every field of a `DateComponents`.
  static func optionalMember(of value: Value, _ name: String, called: Bool) -> Bool {
    switch value {
    case .calendar: return called && (name == "date" || name == "range")
    case .dateComponents:
      return !called && (GregorianCalendar.Component(rawValue: name) != nil || ["isLeapMonth", "calendar", "timeZone", "date"].contains(name))
        || called && name == "value"
    default: return false
    }
  }
}
