// `Date` values to the last bit (docs/semantics.md §13). Foundation's `Date` stores seconds since
// its reference date (2001-01-01 00:00:00 UTC) and converts a count since 1970 on the way in and
// out, each conversion a rounded Double operation: `Date(timeIntervalSince1970: 0.1)` reads back
// 0.10000002384185791. These cases make dates both ways, with fractions, and read them back,
// compare them and hand them to the calendar. Every date is made from a number (`Date()` is the
// lab's virtual clock); the oracle runs with TZ=UTC.

// case: fractions-read-back
print(Date(timeIntervalSince1970: 0.1).timeIntervalSince1970)
print(Date(timeIntervalSince1970: 0.1).timeIntervalSinceReferenceDate)
print(Date(timeIntervalSinceReferenceDate: 0.1).timeIntervalSinceReferenceDate)
print(Date(timeIntervalSinceReferenceDate: 0.1).timeIntervalSince1970)
print(Date(timeIntervalSince1970: 1_700_000_000.123).timeIntervalSince1970)
print(Date(timeIntervalSince1970: 1_700_000_000.123).timeIntervalSinceReferenceDate)
print(Date(timeIntervalSince1970: -0.5).timeIntervalSince1970, Date(timeIntervalSince1970: 1e-9).timeIntervalSince1970)
print(Date(timeIntervalSinceReferenceDate: -978_307_200.3).timeIntervalSince1970)
let xs = [0.3, 2.5, 1234.567, 86_399.999, -1.1, 1e-7]
print(xs.map { Date(timeIntervalSince1970: $0).timeIntervalSince1970 })
print(xs.map { Date(timeIntervalSinceReferenceDate: $0).timeIntervalSince1970 })
print(Date.timeIntervalBetween1970AndReferenceDate)

// case: dates-made-from-dates
let d = Date(timeIntervalSince1970: 1_700_000_000.1)
let r = Date(timeIntervalSinceReferenceDate: 0.7)
print(Date(timeInterval: 0.25, since: d).timeIntervalSince1970, Date(timeInterval: -0.3, since: r).timeIntervalSince1970)
print(d.addingTimeInterval(0.2).timeIntervalSince1970, r.addingTimeInterval(1e-3).timeIntervalSinceReferenceDate)
print(d.advanced(by: 0.45).timeIntervalSince1970, r.advanced(by: -0.7).timeIntervalSince1970)
print((d + 0.1).timeIntervalSince1970, (d - 0.1).timeIntervalSince1970, (r + 0.1).timeIntervalSinceReferenceDate)
print(d.distance(to: r), r.distance(to: d), d.timeIntervalSince(r), r.timeIntervalSince(d))
print(Date(timeIntervalSince1970: 0.1).distance(to: Date(timeIntervalSince1970: 0.3)))
print(Date(timeIntervalSince1970: 0.3).timeIntervalSince(Date(timeIntervalSince1970: 0.1)))
var m = Date(timeIntervalSince1970: 10.1)
m += 0.2
print(m.timeIntervalSince1970)
m -= 0.05
print(m.timeIntervalSinceReferenceDate)
m.addTimeInterval(0.3)
print(m.timeIntervalSince1970)

// case: dates-compared-both-ways
let a = Date(timeIntervalSince1970: 978_307_200.1)
let b = Date(timeIntervalSinceReferenceDate: 0.1)
print(a == b, a < b, a > b, a.timeIntervalSince(b))
print(Date(timeIntervalSince1970: 0.1) == Date(timeIntervalSinceReferenceDate: 0.1 - 978_307_200))
print(Date(timeIntervalSince1970: 0.1) == Date(timeIntervalSince1970: 0.1000000001))
print(Date(timeIntervalSince1970: 0.1) < Date(timeIntervalSince1970: 0.1000000001))
print(Date(timeIntervalSince1970: 0.1) == Date(timeIntervalSince1970: 0.10000001))
print(Date(timeInterval: 0.1, since: Date(timeIntervalSince1970: 0)) == Date(timeIntervalSince1970: 0.1))
print(Date(timeIntervalSince1970: 0).addingTimeInterval(0.1) == Date(timeIntervalSince1970: 0.1))
print(max(a, b).timeIntervalSinceReferenceDate, min(a, b).timeIntervalSince1970)
print([a, b, Date(timeIntervalSince1970: 5)].sorted().map { $0.timeIntervalSince1970 })

// case: dates-in-collections
let d = Date(timeIntervalSince1970: 0.1)
print([d, Date(timeIntervalSinceReferenceDate: 0.9)])
print(["at": d])
print([Date(timeIntervalSince1970: -0.5)], Date(timeIntervalSince1970: 1_700_000_000.999))
print(Optional(d) as Any, [d].map(\.timeIntervalSinceReferenceDate))
let s: Set<Date> = [d, Date(timeIntervalSince1970: 0.1), Date(timeIntervalSinceReferenceDate: -978_307_199.9)]
print(s.count, s.contains(Date(timeIntervalSince1970: 0.1)))
let byDate = [d: 1]
print(byDate[Date(timeIntervalSince1970: 0.1)] as Any, byDate[Date(timeIntervalSinceReferenceDate: 0.1)] as Any)
print("\(d) \(Date(timeIntervalSinceReferenceDate: 59.99999))")

// case: distant-past-and-future
print(Date.distantFuture.timeIntervalSince1970, Date.distantFuture.timeIntervalSinceReferenceDate)
print(Date.distantPast.timeIntervalSince1970, Date.distantPast.timeIntervalSinceReferenceDate)
print(Date.distantFuture, Date.distantFuture.addingTimeInterval(-0.5))
print(Date.distantPast < Date.distantFuture, Date.distantPast.distance(to: Date.distantFuture))
print(Date.distantFuture.timeIntervalSince(Date(timeIntervalSince1970: 0.1)))
print(Date.distantPast.addingTimeInterval(0.1).timeIntervalSince1970)

// case: calendar-on-fractional-dates
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let ds = [
  Date(timeIntervalSince1970: 0.1), Date(timeIntervalSinceReferenceDate: 0.1),
  Date(timeIntervalSince1970: 1_700_000_000.123), Date(timeIntervalSinceReferenceDate: 86_399.9),
  Date(timeIntervalSince1970: -0.25), Date(timeIntervalSinceReferenceDate: -0.000001),
]
for d in ds {
  print(cal.component(.nanosecond, from: d), cal.component(.second, from: d))
  print(cal.dateComponents([.hour, .minute, .second, .nanosecond], from: d))
  print(cal.startOfDay(for: d).timeIntervalSince1970, cal.startOfDay(for: d).timeIntervalSinceReferenceDate)
  print(cal.date(byAdding: .second, value: 1, to: d)!.timeIntervalSince1970)
  print(cal.date(byAdding: .second, value: 1, to: d)!.timeIntervalSinceReferenceDate)
  print(cal.date(byAdding: .day, value: 1, to: d)!.timeIntervalSinceReferenceDate)
  print(cal.date(byAdding: .month, value: 1, to: d)!.timeIntervalSinceReferenceDate)
}
print(cal.date(from: DateComponents(year: 2001, month: 1, day: 1, nanosecond: 100_000_000))!.timeIntervalSinceReferenceDate)
print(cal.date(from: DateComponents(year: 1970, month: 1, day: 1, nanosecond: 100_000_000))!.timeIntervalSince1970)
print(cal.dateComponents([.second], from: Date(timeIntervalSince1970: 0.1), to: Date(timeIntervalSince1970: 2.05)))
print(cal.isDate(Date(timeIntervalSince1970: 86_399.99999), inSameDayAs: Date(timeIntervalSince1970: 0)))

// case: days-of-fractional-dates
// The start of a day is Foundation's first instant of the day: the date's components with the
// time of day set to zero, made a date again; these dates are a hair either side of midnight
// (86_399.99999999999 is the Double just below 86400).
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let edges = [
  Date(timeIntervalSinceReferenceDate: 86_399.99999999999), Date(timeIntervalSinceReferenceDate: -5e-324),
  Date(timeIntervalSinceReferenceDate: -86_399.99999999999), Date(timeIntervalSince1970: 86_399.99999999999),
  Date(timeIntervalSince1970: 1_700_006_400 - 1e-6), Date(timeIntervalSinceReferenceDate: -13_197_600_000.5),
]
for d in edges {
  print(d.timeIntervalSinceReferenceDate, cal.startOfDay(for: d).timeIntervalSinceReferenceDate)
  print(cal.component(.day, from: d), cal.component(.nanosecond, from: d), cal.isDate(d, inSameDayAs: cal.startOfDay(for: d)))
  print(cal.date(bySettingHour: 6, minute: 15, second: 30, of: d)!.timeIntervalSince1970)
}
print(edges.dropLast())
print(cal.isDate(Date(timeIntervalSinceReferenceDate: 0.1), inSameDayAs: Date(timeIntervalSince1970: 978_307_200 - 0.1)))
print(cal.isDate(Date(timeIntervalSince1970: 978_307_200.1), inSameDayAs: Date(timeIntervalSinceReferenceDate: 86_399.99)))

// case: differences-in-nanoseconds
// `dateComponents(_:from:to:)` with `.nanosecond` counts whole units between whole seconds and
// adds the two dates' fractions to the nanoseconds, as Foundation does.
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let a = Date(timeIntervalSince1970: 0.1), b = Date(timeIntervalSince1970: 2.05)
print(cal.dateComponents([.second, .nanosecond], from: a, to: b))
print(cal.dateComponents([.second, .nanosecond], from: b, to: a))
print(cal.dateComponents([.nanosecond], from: a, to: b), cal.dateComponents([.nanosecond], from: b, to: a))
print(cal.dateComponents([.day, .hour, .nanosecond], from: Date(timeIntervalSinceReferenceDate: 0.9), to: Date(timeIntervalSinceReferenceDate: 90_000.2)))
print(cal.dateComponents([.minute, .nanosecond], from: Date(timeIntervalSinceReferenceDate: 0.25), to: Date(timeIntervalSinceReferenceDate: 60.75)))
print(cal.dateComponents([.second, .nanosecond], from: a, to: a))
print(cal.dateComponents([.nanosecond], from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 5)))
print(cal.dateComponents([.year, .nanosecond], from: Date(timeIntervalSince1970: 1_700_000_000.123), to: Date(timeIntervalSince1970: 1_800_000_000.987)))

// case: date-ranges
// A range of dates, as a DatePicker's `in:` takes (Apple's Landmarks ProfileEditor: min...max).
let a = Date(timeIntervalSinceReferenceDate: 0)
let b = Date(timeIntervalSinceReferenceDate: 86400 * 3)
let r = a...b
print(r)
print(r.lowerBound, r.upperBound)
print(r.contains(Date(timeIntervalSinceReferenceDate: 100)), r.contains(Date(timeIntervalSinceReferenceDate: 86400 * 4)))
let h = a..<b
print(h, h.isEmpty, (a..<a).isEmpty)
print([r])
let min = Calendar.current.date(byAdding: .year, value: -1, to: b)!
print(min...b)
