// NumberFormatter as view code uses it (a price, a total, a count spelled out), in the lab
// phone's locale, named so that this machine's Foundation, the oracle, formats as the phone
// does. A formatter's settings act in the order they are assigned, as Foundation's do.

// case: number-formatter-styles
import Foundation
func formatter(_ style: NumberFormatter.Style) -> NumberFormatter {
  let f = NumberFormatter()
  f.locale = Locale(identifier: "en_US")
  f.numberStyle = style
  return f
}
let prices: [Double] = [0, 4.5, 1234.5, -3, 1e6 + 0.125, 0.005]
let currency = formatter(.currency)
print(prices.map { currency.string(from: NSNumber(value: $0)) ?? "?" })
print(currency.minimumFractionDigits, currency.maximumFractionDigits, currency.positivePrefix!, currency.currencyCode!)
let decimal = formatter(.decimal)
print(prices.map { decimal.string(for: $0)! }, decimal.maximumFractionDigits)
print(formatter(.percent).string(from: 0.256)!, formatter(.spellOut).string(from: 42)!, formatter(.ordinal).string(from: 23)!)
print(formatter(.scientific).string(from: 12345.678)!, formatter(.none).string(from: 2.5)!)

// case: number-formatter-settings
import Foundation
let f = NumberFormatter()
f.locale = Locale(identifier: "en_US")
f.maximumFractionDigits = 0
f.numberStyle = .currency
print(f.maximumFractionDigits, f.string(for: 3.456)!)
f.minimumFractionDigits = 1
f.maximumFractionDigits = 3
f.currencyCode = "EUR"
print(f.positivePrefix!, f.string(from: 1234.56789)!, f.string(from: 5 as NSNumber)!)
f.usesGroupingSeparator = false
f.currencySymbol = "₹"
print(f.string(from: 123456.789)!)
let g = NumberFormatter()
g.locale = Locale(identifier: "en_US")
g.numberStyle = .decimal
g.roundingMode = .down
g.maximumFractionDigits = 1
g.minimumIntegerDigits = 3
print(g.string(from: 2.99)!, g.string(for: "text") as Any, g.string(for: 7)!)

// case: number-formatter-parsing
import Foundation
let d = NumberFormatter()
d.locale = Locale(identifier: "en_US")
d.numberStyle = .decimal
let parsed = d.number(from: "1,234.5")
print(parsed!, parsed!.doubleValue, parsed!.intValue, d.number(from: "abc") as Any)
let n = NSNumber(value: 2.75)
print(n, n.intValue, n.doubleValue, n.stringValue, n.boolValue, NSNumber(value: 7), (9 as NSNumber).doubleValue)

// case: number-from-float
// `NSNumber(value:)` of a `Float` keeps the Float: its `doubleValue` is the Float widened.
let fl: Float = 12.34
let nf = NSNumber(value: fl)
print(nf, nf.doubleValue, nf.floatValue, nf.intValue, nf.stringValue)
print(NSNumber(value: 0.1 as Float).doubleValue, NSNumber(value: 1e10 as Float), NSNumber(value: Float(1234) / 100))
let tenDigits = NumberFormatter()
tenDigits.locale = Locale(identifier: "en_US")
tenDigits.maximumFractionDigits = 10
print(tenDigits.string(from: nf)!, tenDigits.string(from: NSNumber(value: 0.1 as Float))!)
