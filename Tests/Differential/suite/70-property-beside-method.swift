// A built-in property beside an extension's method of the same name: `count` and
// `count(where:)` of an `extension String`, `first` and `first(matching:)` of an `extension
// Array`. A reference is the property, a call the method; the lab took the method for both, so
// `tempText.count` was a function (a credit-card form's `count - tempText.count` failed).

// case: property-beside-extension-method
extension String {
  func count(where condition: (Character) -> Bool) -> Int {
    reduce(0) { n, c in condition(c) ? n + 1 : n }
  }
  func padded(_ character: Character, count: Int) -> String {
    let remaining = min(max(count - self.count, 0), count)
    return self + String(repeating: character, count: remaining)
  }
}
extension Array {
  func first(matching p: (Element) -> Bool) -> Element? { first(where: p) }
}
let s = "4242 42"
print(s.count, s.count(where: { $0 == " " }), s.count { $0 == "4" })
print(s.padded("*", count: 10))
let xs = [3, 4, 5]
print(xs.first ?? 0, xs.first(matching: { $0 > 3 }) ?? 0, xs.last ?? 0)
