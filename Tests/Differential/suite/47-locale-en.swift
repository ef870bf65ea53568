// A formatter set to the language alone, `en`, formats dates as the phone's `en_US` does: CLDR's
// `en_US` adds no date data of its own to `en`. Each case formats with both and prints whether
// every string agrees, and the `en` strings themselves.

// case: en-dates-as-en-us
import Foundation
func strings(_ id: String) -> [String] {
  let f = DateFormatter()
  f.locale = Locale(identifier: id)
  f.timeZone = TimeZone(identifier: "UTC")
  let d = Date(timeIntervalSince1970: 1_700_000_000)
  var out: [String] = []
  for pattern in ["EEEE, MMM d", "d MMMM yyyy", "h:mm a", "EEE"] {
    f.dateFormat = pattern
    out.append(f.string(from: d))
  }
  let styles: [DateFormatter.Style] = [.short, .medium, .long, .full]
  for s in styles {
    f.dateStyle = s
    f.timeStyle = .short
    out.append(f.string(from: d))
  }
  return out
}
let en = strings("en")
print(en == strings("en_US"))
for s in en { print(s) }

// case: en-numbers
// Numbers too, except where the region decides: `en` has none, so its currency is the
// generic sign.
import Foundation
for id in ["en", "en_US"] {
  let currency = NumberFormatter()
  currency.locale = Locale(identifier: id)
  currency.numberStyle = .currency
  let decimal = NumberFormatter()
  decimal.locale = Locale(identifier: id)
  decimal.numberStyle = .decimal
  print(id, currency.string(from: 1234.5) ?? "nil", decimal.string(from: 1234.5) ?? "nil")
}
