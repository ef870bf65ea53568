// Number format styles in the en_US locale an iPhone set to US English uses (weSplit, from
// "100 Days of SwiftUI": `TextField(value:format: .currency(code: Locale.current.currency?
// .identifier ?? "USD"))`, `Text($0, format: .percent)`). The machine's own locale is not
// en_US, so each style names it; the lab's `Locale.current` is en_US.

// case: percent-currency-fixed
let us = Locale(identifier: "en_US")
let fixed: [Double] = [0.5, 0.125, 0.375, 2.675, 0.07, 0.1 + 0.2, -0.001, -0.0, 1e-9, 0.0000005, 123456.789, Double.infinity, Double.nan]
for x in fixed {
  print(x.formatted(.percent.locale(us)), x.formatted(.currency(code: "USD").locale(us)), x.formatted(.currency(code: "JPY").locale(us)))
}
for i in [0, 20, -5, 999, 1000, 1234567, Int.max, Int.min] {
  print(i.formatted(.percent.locale(us)), i.formatted(.currency(code: "EUR").locale(us)))
}

// case: percent-currency-spread
let us2 = Locale(identifier: "en_US")
let xs: [Double] = [46.7415, 53.98, 23.8173, 12336.875, -62.829, 78076098402.49788, 964.387, 2.3112540915714155e-05, 6.634032506999561e-08, -619.6, 5.562168130864866, -48.797, -453695586.4167247, 309.603, 122117.75, 92774.0, 515.9801, -860.0, -23.7405, -966.0, 854.0, 85.8345, 48.437, 35360.0, -18.4175, -180.0, 414.0, 594.0, -6232290.64830767, 463.8, 0.599, -44.198, 941.8581, -94.853, 991.6714, -7.993344956322341e-06, -483.4449, -22.3195, -819.7657, -96.89818531083489]
for x in xs {
  print(x.formatted(.percent.locale(us2)), x.formatted(.currency(code: "GBP").locale(us2)), x.formatted(.number.locale(us2)))
}

// case: locale-currency
let here = Locale(identifier: "en_US")
print(here.identifier, here.currency?.identifier ?? "none")
print(12.5.formatted(.currency(code: here.currency?.identifier ?? "USD").locale(here)))

// case: precision-and-grouping
// `.precision(.fractionLength(n))` (or a range of digits) and `.grouping(.never)`, in en_US.
let us3 = Locale(identifier: "en_US")
let values: [Double] = [3.14159, 2.5, 0.125, 1234.5, -0.005, 98765.4321, 0.1 + 0.2, 1e-7, -1234567.891, 2.675, 0.0]
for x in values {
  print(
    x.formatted(.number.precision(.fractionLength(2)).locale(us3)),
    x.formatted(.number.precision(.fractionLength(0)).locale(us3)),
    x.formatted(.number.precision(.fractionLength(1...3)).grouping(.never).locale(us3)),
    x.formatted(.percent.precision(.fractionLength(0...2)).locale(us3)),
    x.formatted(.currency(code: "USD").precision(.fractionLength(0)).locale(us3)))
}
for i in [0, 5, -42, 1234567] {
  print(i.formatted(.number.precision(.fractionLength(2)).locale(us3)), i.formatted(.number.grouping(.never).locale(us3)),
        i.formatted(.percent.precision(.fractionLength(1)).locale(us3)))
}

// case: float-values
// A `Float` is formatted as the `Double` it converts to (a slider's `Float` value in a label).
let us4 = Locale(identifier: "en_US")
let floats: [Float] = [0.1, 3.7, 12345.678, 0.3333333, 2.5, 100, -0.75]
for f in floats {
  print(f.formatted(.number.locale(us4)), f.formatted(.number.precision(.fractionLength(0)).locale(us4)),
        f.formatted(.number.precision(.fractionLength(2)).locale(us4)), f.formatted(.percent.locale(us4)))
}
