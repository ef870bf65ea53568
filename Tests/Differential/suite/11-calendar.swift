// Calendar, DateComponents and TimeZone as view code uses them (docs/semantics.md §13). The lab's
// phone is a US-English phone in UTC; the oracle runs with TZ=UTC. Its Locale.current is en_001
// (this machine has no en_US), whose first weekday is Monday, so the cases that depend on the
// week's first day use `Calendar(identifier: .gregorian)`, which has none (firstWeekday 1, as
// en_US has). Every date is made from a number.

// case: date-components-print-and-compare
print(DateComponents(year: 2024, month: 2))
print(DateComponents())
var dc = DateComponents()
dc.day = 3
print(dc, dc.day as Any, dc.month as Any)
dc.day = nil
dc.hour = 7
print(dc)
print(DateComponents(era: 1, year: 2024, month: 2, day: 3, hour: 4, minute: 5, second: 6, nanosecond: 7, weekday: 1, weekdayOrdinal: 2, quarter: 3, weekOfMonth: 4, weekOfYear: 5, yearForWeekOfYear: 6))
print([DateComponents(year: 1)])
print("\(DateComponents(month: 1))")
print(DateComponents(year: 1) == DateComponents(year: 1), DateComponents(year: 1) == DateComponents(year: 2))
print(DateComponents(year: Int.max))
let m = DateComponents(month: 3)
print(m.month! + 1)
if let d = m.day { print(d) } else { print("no day") }

// case: components-of-a-date
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let d = Date(timeIntervalSince1970: 1_700_000_000)
print(cal.dateComponents([.year, .month, .day], from: d))
print(cal.dateComponents([.hour, .minute, .second], from: d))
print(cal.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday, .weekdayOrdinal, .quarter, .weekOfMonth, .weekOfYear, .yearForWeekOfYear], from: d))
print(cal.component(.weekday, from: d), cal.component(.quarter, from: d), cal.component(.weekOfYear, from: d))
print(cal.dateComponents([.second, .nanosecond], from: Date(timeIntervalSince1970: 1_700_000_000.75)))
let parts = cal.dateComponents([.day, .month], from: d)
print(parts.day!, parts.month!, parts.year as Any, parts.isLeapMonth as Any)

// case: week-numbers-around-new-year
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
for t in [1_703_980_800.0, 1_704_067_200, 1_704_153_600, 1_735_603_200, 1_735_689_600, 1_609_372_800, 1_609_459_200] {
  let d = Date(timeIntervalSince1970: t)
  print(cal.dateComponents([.weekday, .weekOfYear, .yearForWeekOfYear, .weekOfMonth], from: d))
}
cal.firstWeekday = 2
cal.minimumDaysInFirstWeek = 4
print(cal.firstWeekday, cal.minimumDaysInFirstWeek)
for t in [1_703_980_800.0, 1_704_067_200, 1_735_603_200, 1_609_459_200] {
  print(cal.dateComponents([.weekOfYear, .yearForWeekOfYear, .weekOfMonth], from: Date(timeIntervalSince1970: t)))
}

// case: date-from-components
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
print(cal.date(from: DateComponents(year: 2024, month: 2, day: 29)) as Any)
print(cal.date(from: DateComponents(year: 2024, month: 14, day: 1))!)
print(cal.date(from: DateComponents(year: 2024, month: 2, day: 31, hour: 25))!)
print(cal.date(from: DateComponents(year: 2024, month: 0, day: 0))!)
print(cal.date(from: DateComponents(year: 2023, month: 5, hour: 9, minute: 30))!)
print(cal.date(from: DateComponents(year: 2024, month: 5, weekday: 2, weekdayOrdinal: 2))!)
print(cal.date(from: DateComponents(year: 2024, month: 5, weekday: 6, weekdayOrdinal: -1))!)
print(cal.date(from: DateComponents(weekday: 2, weekOfYear: 10, yearForWeekOfYear: 2024))!)
print(cal.date(from: DateComponents(year: 2024, month: 2, day: 3, nanosecond: 500_000_000))!.timeIntervalSince1970)
let made = cal.date(from: DateComponents(year: 1999, month: 12, day: 31, hour: 23, minute: 59, second: 59))
print(made as Any)
print(made!.timeIntervalSince1970)

// case: adding-components
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let jan31 = Date(timeIntervalSince1970: 1_706_659_200)
print(cal.date(byAdding: .month, value: 1, to: jan31)!)
print(cal.date(byAdding: .month, value: 13, to: jan31)!)
print(cal.date(byAdding: .month, value: -2, to: jan31)!)
print(cal.date(byAdding: .year, value: 1, to: Date(timeIntervalSince1970: 1_709_164_800))!)
print(cal.date(byAdding: .day, value: -400, to: jan31)!)
print(cal.date(byAdding: .hour, value: 30, to: jan31) as Any)
print(cal.date(byAdding: .weekOfYear, value: 2, to: jan31)!)
print(cal.date(byAdding: .minute, value: 90, to: Date(timeIntervalSince1970: 1_706_659_200.25))!.timeIntervalSince1970)
print(cal.date(byAdding: DateComponents(month: 1, day: 1), to: jan31)!)
print(cal.date(byAdding: DateComponents(year: -1, hour: 5, second: 10), to: jan31)!)
let later = cal.date(byAdding: .day, value: 7, to: jan31)
print(later as Any)

// case: differences-between-dates
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let a = Date(timeIntervalSince1970: 1_700_000_000)
let b = Date(timeIntervalSince1970: 1_710_000_000)
print(cal.dateComponents([.day, .hour], from: a, to: b))
print(cal.dateComponents([.month, .day], from: b, to: a))
print(cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: a, to: b))
print(cal.dateComponents([.weekOfYear, .day], from: a, to: b))
print(cal.dateComponents([.day], from: a, to: b).day!)
print(cal.dateComponents([.month], from: Date(timeIntervalSince1970: 1_706_659_200), to: Date(timeIntervalSince1970: 1_709_164_800)))
print(cal.dateComponents([.second], from: a, to: a))

// case: days-start-and-compare
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let d = Date(timeIntervalSince1970: 1_700_000_000.5)
print(cal.startOfDay(for: d), cal.startOfDay(for: d).timeIntervalSince1970)
print(cal.isDate(d, inSameDayAs: Date(timeIntervalSince1970: 1_699_920_000)))
print(cal.isDate(d, inSameDayAs: Date(timeIntervalSince1970: 1_699_919_999)))
print(cal.isDateInWeekend(d), cal.isDateInWeekend(Date(timeIntervalSince1970: 1_700_300_000)))
print(cal.isDateInToday(Date(timeIntervalSince1970: 0)), cal.isDateInYesterday(Date(timeIntervalSince1970: 0)))
print(cal.date(bySettingHour: 9, minute: 30, second: 0, of: d) as Any)
print(cal.date(bySettingHour: 9, minute: 30, second: 0, of: d)!.timeIntervalSince1970)
print(cal.date(bySettingHour: 23, minute: 59, second: 59, of: d)!)
print(cal.date(bySettingHour: 24, minute: 0, second: 0, of: d) as Any)
print(cal.date(bySettingHour: 12, minute: 60, second: 0, of: d) as Any)

// case: ranges-in-a-month-and-year
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
for t in [1_706_659_200.0, 1_709_164_800, 1_677_628_800, 1_700_000_000] {
  let d = Date(timeIntervalSince1970: t)
  print(cal.range(of: .day, in: .month, for: d)!, cal.range(of: .day, in: .month, for: d)!.count)
  print(cal.range(of: .day, in: .year, for: d) as Any)
}
let d = Date(timeIntervalSince1970: 1_700_000_000)
print(cal.range(of: .month, in: .year, for: d)!, cal.range(of: .hour, in: .day, for: d)!)
print(cal.range(of: .minute, in: .hour, for: d)!, cal.range(of: .weekday, in: .weekOfYear, for: d)!)
let days = cal.range(of: .day, in: .month, for: d)!.map { $0 }
print(days.last!)

// case: names-of-days-and-months
let cal = Calendar.current
print(cal.weekdaySymbols)
print(cal.shortWeekdaySymbols, cal.veryShortWeekdaySymbols)
print(cal.monthSymbols)
print(cal.shortMonthSymbols)
let d = Date(timeIntervalSince1970: 1_700_000_000)
print(cal.monthSymbols[cal.component(.month, from: d) - 1], cal.shortWeekdaySymbols[cal.component(.weekday, from: d) - 1])

// case: current-calendar-in-utc
let cal = Calendar.current
let d = Date(timeIntervalSince1970: 1_700_000_000)
print(cal.component(.hour, from: d), cal.component(.day, from: d))
print(cal.timeZone.identifier, TimeZone.current.identifier, cal.timeZone.secondsFromGMT())
print(Calendar.autoupdatingCurrent.component(.year, from: d))
print(cal.date(byAdding: .day, value: 1, to: d)!)
print(TimeZone(identifier: "UTC")!.identifier, TimeZone(secondsFromGMT: 0)!.identifier)

// case: a-time-of-day-with-no-year
// The pattern of Hacking with Swift's BetterRest: components with only an hour make a date in
// the year 1 (Julian in Foundation's calendar), whose hour and minute are read back.
var components = DateComponents()
components.hour = 7
components.minute = 0
let wake = Calendar.current.date(from: components) ?? Date(timeIntervalSince1970: 0)
print(wake.timeIntervalSince1970)
let parts = Calendar.current.dateComponents([.hour, .minute], from: wake)
print(parts, (parts.hour ?? 0) * 60 * 60 + (parts.minute ?? 0) * 60)
print(Calendar.current.date(byAdding: .hour, value: 1, to: wake)!.timeIntervalSince1970)

// case: dates-in-the-julian-calendar
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let old = Date(timeIntervalSince1970: -15_000_000_000)
print(cal.dateComponents([.era, .year, .month, .day, .weekday], from: old))
print(cal.date(from: DateComponents(year: 1582, month: 10, day: 4))!.timeIntervalSince1970)
print(cal.date(from: DateComponents(year: 1582, month: 10, day: 15))!.timeIntervalSince1970)
print(cal.date(from: DateComponents(year: 1582, month: 10, day: 10))!.timeIntervalSince1970)
print(cal.range(of: .day, in: .month, for: Date(timeIntervalSince1970: -12_219_292_800)) as Any)
// 1500 is a leap year in the Julian calendar (divisible by 4), not in the Gregorian one.
print(cal.range(of: .day, in: .year, for: Date(timeIntervalSince1970: -14_826_585_600))!)
print(cal.range(of: .day, in: .month, for: Date(timeIntervalSince1970: -14_826_585_600))!)
print(cal.dateComponents([.day], from: old, to: Date(timeIntervalSince1970: 0)))

// case: implicit-current-and-date-members
// `calendar: Calendar = .current` and `to: .distantPast`: a parameter's type gives the member.
func weekday(of date: Date = .distantFuture, in calendar: Calendar = .current) -> Int {
  calendar.component(.weekday, from: date)
}
print(weekday(), weekday(of: Date(timeIntervalSince1970: 0)))
print(Calendar.current.date(byAdding: .day, value: 1, to: .distantPast)!.timeIntervalSince1970)
