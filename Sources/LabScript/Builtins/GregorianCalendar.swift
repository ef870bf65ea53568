/// The Gregorian calendar of the lab's phone, in UTC: the arithmetic of swift-foundation's
/// `_CalendarGregorian` (Sources/FoundationEssentials/Calendar/Calendar_Gregorian.swift), ported
/// step for step — the same Julian-day formulas, the same floating-point operations in the same
/// order — with the time zone fixed at GMT (no offset, no daylight saving), so that every value
/// is the one Foundation computes (docs/semantics.md §13). It uses no Foundation type: a date is
/// seconds since the reference date (2001-01-01 00:00:00 UTC), as `Date` stores it.
///
///     GregorianCalendar().components([.year, .month], at: 721_692_800)   // year 2023, month 11
public struct GregorianCalendar: Equatable, Sendable {
  /// 1 is Sunday (a US-English phone's first day of the week).
  var firstWeekday = 1
  var minimumDaysInFirstWeek = 1

  public enum Component: String, CaseIterable, Sendable {
    case era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter,
      weekOfMonth, weekOfYear, dayOfYear, yearForWeekOfYear
  }

  /// The components a `DateComponents` holds, as Foundation's `DateComponents` holds them.
  public struct Components: Equatable, Sendable {
    var values: [Component: Int] = [:]
    var isLeapMonth: Bool?

    subscript(_ c: Component) -> Int? {
      get { values[c] }
      // `Int.max` means "not set" (NSDateComponentUndefined), as Foundation's setters read it.
      set { values[c] = newValue == Int.max ? nil : newValue }
    }
  }

  struct Overflow: Error {}

  /// Where swift-foundation's versions give different dates: before swift-foundation PR #1708
  /// (in Swift 6.4) a month counted below 1 took its length from the wrong year
  /// (`year - q - 1`), so that 31 August 2050 minus 30 months was 28 February 2048, not the
  /// 29th. Swift 6.3's Foundation has the old formula, Apple's platforms one or the other by OS
  /// version: the lab refuses these dates rather than pick one.
  struct VersionDependent: Error {}

  static let secondsInDay = 86400
  static let julianCutoverDay = 2_299_161
  static let gregorianStartYear = 1582
  /// 1582-10-15 00:00:00 UTC, since the reference date.
  static let gregorianStartDate = -13_197_600_000.0
  static let julianDayAtDateReference = 2_451_910.5
  static let maxJulianDay = 0x7F00_0000
  static let minJulianDay = -0x7F00_0000

  // MARK: Julian days

  static func julianDay(of t: Double) throws -> Int {
    let jd = ((t / 86400 + julianDayAtDateReference) + 0.5).rounded(.down)
    guard jd <= Double(maxJulianDay), jd >= Double(minJulianDay) else { throw Overflow() }
    return Int(jd)
  }

  static func date(julianDay: Int) -> Double {
    (Double(julianDay) - julianDayAtDateReference) * 86400
  }

  static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0) && ((year % 100 != 0) || (year % 400 == 0))
  }

  func gregorianYearIsLeap(_ year: Int) -> Bool {
    guard year >= Self.gregorianStartYear else { return year % 4 == 0 }
    return Self.isLeapYear(year)
  }

  static func yearMonthDay(julianDay: Int, useJulianRef: Bool) -> (year: Int, month: Int, day: Int) {
    let y = 4716, j = 1401, m = 2, n = 12, r = 4, p = 1461, v = 3, u = 5, s = 153, w = 2
    let B = 274277, C = -38
    let f1 = julianDay + j
    let f = useJulianRef ? f1 : f1 + (((4 * julianDay + B) / 146097) * 3) / 4 + C
    let e = r * f + v
    func remainder(_ a: Int, _ b: Int) -> Int { let r = a % b; return r >= 0 ? r : r + b }
    let g = remainder(e, p) / r
    let h = u * g + w
    func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : ((a + 1) / b) - 1 }
    let day = floorDivide(h % s, u) + 1
    let month = ((floorDivide(h, s) + m) % n) + 1
    let year = floorDivide(e, p) - y + (n + m - month) / n
    return (year, month, day)
  }

  static func julianDay(day: Int, month: Int, year: Int, useJulianReference: Bool = false) throws -> Int {
    let y = 4716, j = 1401, m = 2, n = 12, r = 4, p = 1461, q = 0, u = 5, s = 153, t = 2, A = 184, C = -38
    let h = month - m
    let shifted = year.addingReportingOverflow(y)
    guard !shifted.overflow else { throw Overflow() }
    let g = shifted.partialValue - (n - h) / n
    let f = (h - 1 + n) % n
    let pg = p.multipliedReportingOverflow(by: g)
    guard !pg.overflow else { throw Overflow() }
    let e = (pg.partialValue + q) / r + day - 1 - j
    let J = e + (s * f + t) / u
    return useJulianReference ? J : J - (3 * ((g + A) / 100)) / 4 - C
  }

  func dayOfYear(year: Int, month: Int, day: Int) throws -> Int {
    let nonLeap = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    let leap = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335]
    let jd = try Self.julianDay(day: day, month: month, year: year)
    let useJulian = jd < Self.julianCutoverDay
    var doy = (gregorianYearIsLeap(year) ? leap : nonLeap)[month - 1] + day
    if !useJulian && year == Self.gregorianStartYear {
      doy += (year - 1) / 400 - (year - 1) / 100 + 2
    }
    return doy
  }

  /// The length of a month counted from `year` (13 is next January): the same in every
  /// version of Foundation, or `VersionDependent`.
  func numberOfDaysInMonth(_ month: Int, year: Int) throws -> Int {
    let fixed = numberOfDaysInMonth(month, year: year, beforeFix: false)
    guard fixed == numberOfDaysInMonth(month, year: year, beforeFix: true) else { throw VersionDependent() }
    return fixed
  }

  private func numberOfDaysInMonth(_ month: Int, year: Int, beforeFix: Bool) -> Int {
    var month = month, year = year
    if month > 12 {
      let (q, r) = (month - 1).quotientAndRemainder(dividingBy: 12)
      month = r + 1
      year += q
    } else if month < 1 {
      let (q, r) = month.quotientAndRemainder(dividingBy: 12)
      month = r + 12
      year = beforeFix ? year - q - 1 : year + q - 1
    }
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: return 31
    case 4, 6, 9, 11: return 30
    default: return gregorianYearIsLeap(year) ? 29 : 28
    }
  }

  func weekNumber(desiredDay: Int, dayOfPeriod: Int, weekday: Int) -> Int {
    var periodStart = (weekday - firstWeekday - dayOfPeriod + 1) % 7
    if periodStart < 0 { periodStart += 7 }
    var weekNo = (desiredDay + periodStart - 1) / 7
    if (7 - periodStart) >= minimumDaysInFirstWeek { weekNo += 1 }
    return weekNo
  }

  // MARK: Components of a date

  /// `dateComponents(_:from:)`: `isLeapMonth` is false whenever the month is asked for.
  func components(_ wanted: Set<Component>, at d: Double) throws -> Components {
    var result = Components()
    guard !wanted.isEmpty else { return result }
    let all = try allComponents(wanted, at: d)
    for c in wanted { result.values[c] = all[c] }
    if wanted.contains(.month) { result.isLeapMonth = false }
    return result
  }

  func component(_ c: Component, at d: Double) throws -> Int {
    try allComponents([c], at: d)[c] ?? 0
  }

  private func allComponents(_ components: Set<Component>, at d: Double) throws -> [Component: Int] {
    var out: [Component: Int] = [:]
    let timeComponents: Set<Component> = [.hour, .minute, .second, .nanosecond]
    let whole = d.rounded(.down)
    if !components.isDisjoint(with: timeComponents) {
      if whole < Double(Int.max) && whole >= Double(Int.min) {
        let total = Int(whole)
        let secondsInDay = (total % 86400 + 86400) % 86400
        let (hour, tmp) = secondsInDay.quotientAndRemainder(dividingBy: 3600)
        let (minute, second) = tmp.quotientAndRemainder(dividingBy: 60)
        out[.hour] = hour
        out[.minute] = minute
        out[.second] = second
      } else {
        throw Overflow()
      }
      out[.nanosecond] = Int((d - whole) * 1_000_000_000)
    }
    if components.isSubset(of: timeComponents) { return out }

    let useJulianRef = whole < Self.gregorianStartDate
    let julianDay = try Self.julianDay(of: whole)
    let (year, month, day) = Self.yearMonthDay(julianDay: julianDay, useJulianRef: useJulianRef)
    var dayOfYear: Int?
    if !components.isDisjoint(with: [.dayOfYear, .quarter, .weekOfYear, .yearForWeekOfYear]) {
      dayOfYear = try self.dayOfYear(year: year, month: month, day: day)
    }
    if !components.isDisjoint(with: [.weekday, .weekdayOrdinal, .weekOfMonth, .weekOfYear, .yearForWeekOfYear]) {
      func remainder(_ a: Int, _ b: Int) -> Int { let r = a % b; return r >= 0 ? r : r + b }
      let weekday = remainder(julianDay + 1, 7) + 1
      out[.weekday] = weekday
      if !components.isDisjoint(with: [.weekOfYear, .yearForWeekOfYear]), let dayOfYear {
        let relativeWeekday = (weekday + 7 - firstWeekday) % 7
        let relativeWeekdayForJan1 = (weekday - dayOfYear + 7001 - firstWeekday) % 7
        var woy = (dayOfYear - 1 + relativeWeekdayForJan1) / 7
        if (7 - relativeWeekdayForJan1) >= minimumDaysInFirstWeek { woy += 1 }
        var yfwoy = year
        if woy == 0 {
          let previousDayOfYear = dayOfYear + (gregorianYearIsLeap(year - 1) ? 366 : 365)
          woy = weekNumber(desiredDay: previousDayOfYear, dayOfPeriod: previousDayOfYear, weekday: weekday)
          yfwoy -= 1
        } else {
          let lastDayOfYear = gregorianYearIsLeap(year) ? 366 : 365
          if dayOfYear >= lastDayOfYear - 5 {
            var lastRelative = (relativeWeekday + lastDayOfYear - dayOfYear) % 7
            if lastRelative < 0 { lastRelative += 7 }
            if (6 - lastRelative) >= minimumDaysInFirstWeek && (dayOfYear + 7 - relativeWeekday) > lastDayOfYear {
              woy = 1
              yfwoy += 1
            }
          }
        }
        out[.weekOfYear] = woy
        out[.yearForWeekOfYear] = yfwoy
      }
      out[.weekOfMonth] = weekNumber(desiredDay: day, dayOfPeriod: day, weekday: weekday)
      out[.weekdayOrdinal] = (day - 1) / 7 + 1
    }
    out[.era] = year < 1 ? 0 : 1
    out[.year] = year < 1 ? 1 - year : year
    out[.month] = month
    out[.day] = day
    out[.dayOfYear] = dayOfYear
    if let dayOfYear {
      let leap = gregorianYearIsLeap(year)
      let bounds = leap ? [91, 182, 274] : [90, 181, 273]
      out[.quarter] = dayOfYear < bounds[0] ? 1 : dayOfYear < bounds[1] ? 2 : dayOfYear < bounds[2] ? 3 : 4
    } else {
      out[.quarter] = 1
    }
    return out
  }

  // MARK: A date from components

  private enum Resolved {
    case dayOfYear(year: Int, dayOfYear: Int)
    case day(year: Int, month: Int, day: Int?)
    case weekdayOrdinal(year: Int, month: Int, weekdayOrdinal: Int, weekday: Int?)
    case weekOfYear(year: Int, weekOfYear: Int?, weekday: Int?)
    case weekOfMonth(year: Int, month: Int, weekOfMonth: Int, weekday: Int?)

    static func carryOver(rawYear: Int, rawMonth: Int?) -> (year: Int, month: Int) {
      guard let rawMonth else { return (rawYear, 1) }
      if rawMonth > 12 {
        let (q, r) = (rawMonth - 1).quotientAndRemainder(dividingBy: 12)
        return (rawYear + q, r + 1)
      } else if rawMonth < 1 {
        let (q, r) = rawMonth.quotientAndRemainder(dividingBy: 12)
        return (rawYear + q - 1, r + 12)
      }
      return (rawYear, rawMonth)
    }

    init(_ c: Components) {
      var rawYear: Int
      var adjustEra = true
      if let yfwoy = c[.yearForWeekOfYear] {
        if c[.weekOfYear] != nil { adjustEra = false }
        rawYear = yfwoy
      } else if let year = c[.year] {
        rawYear = year
      } else {
        rawYear = 1
      }
      if adjustEra && c[.era] == 0 { rawYear = 1 - rawYear }
      let (year, month) = Self.carryOver(rawYear: rawYear, rawMonth: c[.month])
      if let d = c[.day] {
        var adjustedYear = year
        if c[.yearForWeekOfYear] != nil, let woy = c[.weekOfYear], let m = c[.month] {
          if m == 1 && woy >= 52 {
            adjustedYear = year + 1
          } else if m > 1 && woy == 1 {
            adjustedYear = year - 1
          }
        }
        self = .day(year: adjustedYear, month: month, day: d)
      } else if let wdo = c[.weekdayOrdinal], let wd = c[.weekday] {
        self = .weekdayOrdinal(year: year, month: month, weekdayOrdinal: wdo, weekday: wd)
      } else if let woy = c[.weekOfYear], let wd = c[.weekday] {
        self = .weekOfYear(year: year, weekOfYear: woy, weekday: wd)
      } else if let wom = c[.weekOfMonth], let wd = c[.weekday] {
        self = .weekOfMonth(year: year, month: month, weekOfMonth: wom, weekday: wd)
      } else if let doy = c[.dayOfYear] {
        self = .dayOfYear(year: year, dayOfYear: doy)
      } else if c[.yearForWeekOfYear] != nil {
        self = .weekOfYear(year: year, weekOfYear: c[.weekOfYear], weekday: c[.weekday])
      } else if c[.year] != nil {
        self = .day(year: year, month: month, day: c[.day])
      } else if let woy = c[.weekOfYear] {
        self = .weekOfYear(year: year, weekOfYear: woy, weekday: c[.weekday])
      } else if let wom = c[.weekOfMonth] {
        self = .weekOfMonth(year: year, month: month, weekOfMonth: wom, weekday: c[.weekday])
      } else if let wdo = c[.weekdayOrdinal] {
        self = .weekdayOrdinal(year: year, month: month, weekdayOrdinal: wdo, weekday: c[.weekday])
      } else if let wd = c[.weekday] {
        self = .weekdayOrdinal(year: year, month: month, weekdayOrdinal: c[.weekdayOrdinal] ?? 1, weekday: wd)
      } else {
        self = .day(year: year, month: month, day: c[.day])
      }
    }
  }

  private func relativeWeekday(julianDay: Int) -> Int {
    let weekday = (julianDay + 1) % 7 + 1
    return (weekday + 7 - firstWeekday) % 7
  }

  private func wrapAroundRelativeWeekday(_ weekday: Int) -> Int {
    var dow = (weekday - firstWeekday) % 7
    if dow < 0 { dow += 7 }
    return dow
  }

  private func julianDay(usingJulianReference: Bool, _ resolved: Resolved) throws -> Int {
    let rawMonth: Int, rawYear: Int
    switch resolved {
    case .day(let y, let m, _), .weekdayOrdinal(let y, let m, _, _), .weekOfMonth(let y, let m, _, _):
      (rawYear, rawMonth) = (y, m)
    case .weekOfYear(let y, _, _), .dayOfYear(let y, _):
      (rawYear, rawMonth) = (y, 1)
    }
    let start = try Self.julianDay(day: 0, month: rawMonth, year: rawYear, useJulianReference: usingJulianReference)
    let first = relativeWeekday(julianDay: start + 1)
    switch resolved {
    case .day(_, _, let day):
      return start + (day ?? 1)
    case .weekdayOrdinal(_, _, let ordinal, let weekday):
      let dow = weekday.map(wrapAroundRelativeWeekday) ?? 0
      var date = dow - first + 1
      if date < 1 { date += 7 }
      if ordinal >= 0 {
        date += (ordinal - 1) * 7
      } else {
        let monthLength = try numberOfDaysInMonth(rawMonth, year: rawYear)
        date += ((monthLength - date) / 7 + ordinal + 1) * 7
      }
      return start + date
    case .weekOfYear(_, let woy, let weekday):
      let dow = weekday.map(wrapAroundRelativeWeekday) ?? 0
      var date = dow - first + 1
      if 7 - first < minimumDaysInFirstWeek { date += 7 }
      if let woy { date += (woy - 1) * 7 }
      return start + date
    case .weekOfMonth(_, _, let wom, let weekday):
      let dow = weekday.map(wrapAroundRelativeWeekday) ?? 0
      var date = dow - first + 1
      if 7 - first < minimumDaysInFirstWeek { date += 7 }
      date += (wom - 1) * 7
      return start + date
    case .dayOfYear(_, let doy):
      return start + doy
    }
  }

  /// Whether each value is in the range Foundation calculates with (else `date(from:)` is nil).
  static func inSupportedRange(_ c: Components) -> Bool {
    let checks: [(Component, ClosedRange<Int>)] = [
      (.era, -10...10), (.year, -4714...506714), (.quarter, -4714 * 4...506714 * 4),
      (.weekOfYear, -4714 * 52...506714 * 52), (.weekOfMonth, -4714 * 52...506714 * 52),
      (.yearForWeekOfYear, -4714...506714), (.weekday, -4714 * 52 * 7...506714 * 52 * 7),
      (.weekdayOrdinal, -4714 * 52...506714 * 52), (.month, -4714 * 12...506714 * 12),
      (.dayOfYear, -4714 * 365...506714 * 365), (.day, -4714 * 12 * 31...506714 * 12 * 31),
      (.hour, -4714 * 8760...Int(Int32.max)), (.minute, Int(Int32.min)...Int(Int32.max)),
      (.second, Int(Int32.min)...Int(Int32.max)),
    ]
    for (component, range) in checks {
      if let v = c[component], !range.contains(v) { return false }
    }
    if let leap = c.isLeapMonth { return leap == false }
    return true
  }

  /// `date(from:)`; nil where Foundation gives nil.
  func date(from c: Components) throws(VersionDependent) -> Double? {
    guard Self.inSupportedRange(c) else { return nil }
    do { return try dateThrowing(from: c) } catch let e as VersionDependent { throw e } catch { return nil }
  }

  private func dateThrowing(from c: Components) throws -> Double {
    let resolved = Resolved(c)
    var useJulian = false
    if case .weekOfYear(let y, _, _) = resolved { useJulian = y == Self.gregorianStartYear }
    var jd = try julianDay(usingJulianReference: useJulian, resolved)
    if !useJulian && jd < Self.julianCutoverDay {
      jd = try julianDay(usingJulianReference: true, resolved)
    }
    var secondsInDay = 0.0
    if let h = c[.hour] { secondsInDay += Double(h) * 3600.0 }
    if let m = c[.minute] { secondsInDay += Double(m) * 60.0 }
    if let s = c[.second] { secondsInDay += Double(s) }
    if let ns = c[.nanosecond] { secondsInDay += Double(ns) / Double(1_000_000_000) }
    return Self.date(julianDay: jd) - 43200 + secondsInDay
  }

  // MARK: Adding

  private func capDay(_ dc: inout Components) throws {
    guard let day = dc[.day], let month = dc[.month], let year = dc[.year] else { return }
    let (fixed, old) = (
      numberOfDaysInMonth(month, year: year, beforeFix: false), numberOfDaysInMonth(month, year: year, beforeFix: true)
    )
    guard min(day, fixed) == min(day, old) else { throw VersionDependent() }
    if day > fixed { dc[.day] = fixed } else if day < 1 { dc[.day] = 1 }
  }

  /// Adds `amount` of one component, carrying into larger ones (`date(byAdding:value:to:)`).
  /// `.era` and `.quarter` are not handled here: Foundation leaves the date unchanged.
  func add(_ field: Component, _ amount: Int, to date: Double) throws -> Double {
    guard amount != 0 else { return date }
    var startingFrac = date.truncatingRemainder(dividingBy: 1)
    var startingInt = date - startingFrac
    if startingFrac < 0 {
      startingFrac += 1.0
      startingInt -= 1.0
    }
    let monthBased: Set<Component> = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond]
    let weekBased: Set<Component> = [.era, .weekday, .weekOfYear, .yearForWeekOfYear, .hour, .minute, .second, .nanosecond]
    func shifted(_ dc: Components, _ c: Component) throws -> Components {
      var dc = dc
      var amount = amount
      if c != .month, dc[.era] == 0 { amount = -amount }
      if let v = dc[c] {
        let (res, overflow) = v.addingReportingOverflow(amount)
        guard !overflow else { throw Overflow() }
        dc[c] = res
      } else {
        dc[c] = amount
      }
      try capDay(&dc)
      return dc
    }
    switch field {
    case .era, .quarter:
      return date
    case .yearForWeekOfYear:
      let dc = try shifted(try components(weekBased, at: startingInt), .yearForWeekOfYear)
      return try dateThrowing(from: dc) + startingFrac
    case .year, .month:
      let dc = try shifted(try components(monthBased, at: startingInt), field)
      return try dateThrowing(from: dc) + startingFrac
    default:
      break
    }
    var seconds = 0.0
    var nanoseconds = 0.0
    switch field {
    case .weekdayOrdinal, .weekOfMonth, .weekOfYear: seconds = Double(604_800) * Double(amount)
    case .day, .dayOfYear, .weekday: seconds = Double(amount) * Double(86400)
    case .hour: seconds = Double(amount) * Double(3600)
    case .minute: seconds = Double(amount) * 60.0
    case .second: seconds = Double(amount)
    case .nanosecond: nanoseconds = Double(amount) / 1_000_000_000.0
    default: break
    }
    return startingInt + seconds + startingFrac + nanoseconds
  }

  /// `date(byAdding: DateComponents, to:)`: each component in Foundation's order, largest first.
  func add(_ c: Components, to date: Double) throws -> Double {
    var result = date
    let order: [Component] = [
      .era, .year, .yearForWeekOfYear, .quarter, .month, .weekOfYear, .weekOfMonth, .weekdayOrdinal,
      .day, .dayOfYear, .weekday, .hour, .minute, .second, .nanosecond,
    ]
    for component in order {
      if let amount = c[component] { result = try add(component, amount, to: result) }
    }
    return result
  }

  // MARK: Differences

  private func difference(_ component: Component, from start: Double, to end: Double) throws -> (Int, Double) {
    guard end != start else { return (0, start) }
    if component == .era {
      return (try self.component(.era, at: end) - self.component(.era, at: start), start)
    }
    if component == .nanosecond {
      let diffInNano = (end - start) * 1.0e+9
      let diff =
        diffInNano >= Double(Int32.max)
        ? Int(Int32.max) : diffInNano <= Double(Int32.min) ? Int(Int32.min) : Int(diffInNano)
      return (diff, try add(.nanosecond, diff, to: start))
    }
    let forward = end > start
    var max = forward ? 1 : -1
    var min = 0
    while true {
      let ms = try add(component, max, to: start)
      guard forward ? ms > start : ms < start else { throw Overflow() }
      if ms == end { return (max, ms) }
      if (forward && ms > end) || (!forward && ms < end) { break }
      min = max
      max <<= 1
      guard forward ? max >= 0 : max < 0 else { throw Overflow() }
    }
    while (forward && (max - min) > 1) || (!forward && (min - max > 1)) {
      let t = min + (max - min) / 2
      let ms = try add(component, t, to: start)
      if ms == end { return (t, ms) }
      if (forward && ms > end) || (!forward && ms < end) { max = t } else { min = t }
    }
    return (min, try add(component, min, to: start))
  }

  /// `dateComponents(_:from:to:)` without `.quarter` (the caller refuses it). With `.nanosecond`
  /// the whole units are counted between whole seconds and the fractions of the two dates are
  /// added to the nanoseconds, as Foundation does.
  func difference(_ wanted: Set<Component>, from start: Double, to end: Double) throws(VersionDependent) -> Components {
    let order: [Component] = [
      .era, .year, .yearForWeekOfYear, .month, .weekOfYear, .weekOfMonth, .day, .dayOfYear, .weekday,
      .weekdayOrdinal, .hour, .minute, .second, .nanosecond,
    ]
    var dc = Components()
    var diffsInNano = 0
    var curr = start
    var goal = end
    if wanted.contains(.nanosecond) {
      diffsInNano = Self.subsecondsOffsetInNanoScale(start, end)
      if diffsInNano >= 1_000_000_000 {
        diffsInNano -= 1_000_000_000
        curr = Self.wholeSeconds(start, awayFrom: end) ?? start
      } else {
        curr = Self.wholeSeconds(start, towards: end) ?? start
      }
      goal = Self.wholeSeconds(end, towards: start) ?? end
    }
    for component in order where wanted.contains(component) {
      do {
        let (diff, newStart) = try difference(component, from: curr, to: goal)
        curr = newStart
        if component == .nanosecond {
          let (inNano, overflow) =
            end >= start ? diff.addingReportingOverflow(diffsInNano) : diff.subtractingReportingOverflow(diffsInNano)
          dc[.nanosecond] = overflow ? diff : inNano
        } else {
          dc[component] = diff
        }
      } catch let e as VersionDependent {
        throw e
      } catch {
        dc[component] = end > start ? Int(Int32.max) : Int(Int32.min)
      }
    }
    return dc
  }

  /// Foundation's `Date.wholeSecondsTowards(_:)`: the date rounded to a whole second towards `other`.
  static func wholeSeconds(_ t: Double, towards other: Double) -> Double? {
    guard t != other else { return nil }
    return other > t ? t.rounded(.up) : t.rounded(.down)
  }

  /// Foundation's `Date.wholeSecondsAwayFrom(_:)`.
  static func wholeSeconds(_ t: Double, awayFrom other: Double) -> Double? {
    guard t != other else { return nil }
    return other > t ? t.rounded(.down) : t.rounded(.up)
  }

  /// Foundation's `Date.subsecondsOffsetInNanoScale(_:_:)`: the fractions of two dates outside the
  /// whole seconds between them, in nanoseconds.
  static func subsecondsOffsetInNanoScale(_ a: Double, _ b: Double) -> Int {
    guard a != b else { return 0 }
    let (smaller, larger) = a < b ? (a, b) : (b, a)
    let smallerToCeil = smaller.rounded(.up) - smaller
    let largerToFloored = larger - larger.rounded(.down)
    return Int(((smallerToCeil + largerToFloored) * 1_000_000_000).rounded())
  }

  // MARK: Days

  /// The first instant of the day holding `date`: `startOfDay(for:)`, which is
  /// `firstInstant(of: .day, at:)`: the date's month-based components with the time of day set
  /// to its least values, made a date again (in UTC no day starts twice, so Foundation's search
  /// back for an earlier instant of the same day stops at once).
  static func startOfDay(_ date: Double) throws -> Double {
    var dc = try GregorianCalendar().components([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], at: date)
    dc[.hour] = 0
    dc[.minute] = 0
    dc[.second] = 0
    dc[.nanosecond] = 0
    return try GregorianCalendar().dateThrowing(from: dc)
  }
}
