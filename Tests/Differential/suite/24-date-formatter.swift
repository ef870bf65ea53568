// DateFormatter as view code uses it (a row's date, a header's weekday): each case names the lab
// phone's locale (en_US) and time zone (UTC) so that this machine's Foundation, the oracle,
// formats as the phone does; the lab formats in them whether or not they are named.

// case: date-format-patterns
import Foundation
let f = DateFormatter()
f.locale = Locale(identifier: "en_US")
f.timeZone = TimeZone(identifier: "UTC")
let d = Date(timeIntervalSince1970: 1_700_000_000)
for pattern in ["HH:mm", "h:mm a", "EEEE", "EEE, MMM d", "d MMMM yyyy", "yyyy-MM-dd'T'HH:mm:ss", "MM/dd/yy", "MMM", "E d", "LLLL"] {
  f.dateFormat = pattern
  print(pattern, "→", f.string(from: d))
}
print(f.dateFormat ?? "nil")

// case: date-styles
import Foundation
let f = DateFormatter()
f.locale = Locale(identifier: "en_US")
f.timeZone = TimeZone(identifier: "UTC")
let d = Date(timeIntervalSinceReferenceDate: 86_400 * 400 + 3_725)
let styles: [DateFormatter.Style] = [.none, .short, .medium, .long, .full]
for ds in styles {
  for ts in styles {
    f.dateStyle = ds
    f.timeStyle = ts
    print(f.string(from: d), f.dateFormat ?? "nil")
  }
}

// case: date-formatter-is-a-reference
import Foundation
let a = DateFormatter()
a.locale = Locale(identifier: "en_US")
a.timeZone = TimeZone(identifier: "UTC")
let b = a
b.dateFormat = "yyyy"
print(a.string(from: Date(timeIntervalSince1970: 0)), a.dateFormat ?? "nil")

// case: date-formatter-parses
import Foundation
let f = DateFormatter()
f.locale = Locale(identifier: "en_US")
f.timeZone = TimeZone(identifier: "UTC")
f.dateFormat = "yyyy-MM-dd HH:mm"
if let d = f.date(from: "2024-02-29 13:45") { print(d.timeIntervalSince1970) }
print(f.date(from: "not a date") == nil)

// case: date-format-styles
import Foundation
let d = Date(timeIntervalSince1970: 1_700_000_000)
let en = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!
print(d.formatted(Date.FormatStyle(date: .numeric, time: .omitted, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .complete, time: .omitted, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .omitted, time: .standard, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .omitted, time: .complete, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .numeric, time: .shortened, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .complete, time: .complete, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(date: .omitted, time: .omitted, locale: en, timeZone: utc)))
print(d.formatted(Date.FormatStyle(locale: en, timeZone: utc)))
print(Date(timeIntervalSinceReferenceDate: 0).formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: en, timeZone: utc)))

// case: parsed-dates-are-optional
// `formatter.date(from:)` is a `Date?`: its `map` is Optional's (it was "value of type `Date`
// has no member `map`"), and `as Any` prints the wrapper.
import Foundation
let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = TimeZone(identifier: "UTC")
f.dateFormat = "h:mm a, E d MMMM yy"
let parsed = f.date(from: "3:04 PM, Tue 14 November 23")
print(parsed.map { $0.timeIntervalSince1970 } as Any, f.date(from: "nonsense") as Any)
let n = NumberFormatter()
print(n.number(from: "42").map { $0.intValue * 2 } as Any)

// case: iso8601-date-formatter
// `ISO8601DateFormatter` (16 mirrored files use it) was "cannot find": its default options
// (`.withInternetDateTime`), others set as an array or one option, parsing to an optional.
import Foundation
let d = Date(timeIntervalSince1970: 1_700_000_000.25)
let iso = ISO8601DateFormatter()
print(iso.string(from: d), iso.date(from: "2023-11-14T22:13:20Z")!.timeIntervalSince1970)
iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
print(iso.string(from: d), iso.date(from: "2023-11-14T22:13:20.250Z")!.timeIntervalSince1970)
print(iso.date(from: "2023-11-14T22:13:20Z") as Any)
let day = ISO8601DateFormatter()
day.formatOptions = [.withFullDate]
print(day.string(from: d), day.date(from: "2024-02-29").map { $0.timeIntervalSince1970 } as Any)
day.formatOptions = .withInternetDateTime
print(day.string(from: d), ISO8601DateFormatter().date(from: "not a date") as Any)
