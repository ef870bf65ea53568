// Printing and formatting as Swift prints: `print` of each type, interpolation, and
// `String(format:)` as Foundation formats it.

// case: print-separator-terminator
print(1, 2, 3, separator: "-", terminator: "!\n")
print("a", "b")

// case: interpolation-of-numbers
let w: CGFloat = 100
let n = 3
print("w = \(w), n = \(n), half = \(w / 2), ratio = \(Double(n) / 4)")

// case: interpolation-of-collections
print("\([1, 2]) \(["a": 1]) \((1, "x"))")

// case: format-fixed
print(String(format: "%.2f", 3.14159), String(format: "%.0f", 2.5), String(format: "%.0f", 3.5))

// case: format-int-and-padding
print(String(format: "%d items", 42), String(format: "%03d", 7), String(format: "%5.1f|", 3.14159))

// case: format-several
let x: CGFloat = 12.5
print(String(format: "(%.1f, %.1f)", x, x * 2))

// case: format-percent
print(String(format: "%.0f%%", 45.6))

// case: string-methods
let s = "Hello, World"
print(s.count, s.uppercased(), s.lowercased(), s.hasPrefix("He"), s.contains("World"))

// case: string-concatenation
var t = "a"
t += "b"
print(t + "c", String(repeating: "ab", count: 3))

// case: string-from-number
print(String(42), String(2.5), "\(1.0)")

// case: number-from-string
print(Int("12") ?? -1, Int("x") ?? -1, Double("2.5") ?? 0)

// case: debug-print-strings
debugPrint("quoted", 1)
print(["a", "b"])

// case: multiline-and-escapes
print("tab\tend", "quote\"", "back\\slash")

// case: characters-and-split
let words = "one two three".split(separator: " ")
print(words.count, words.map { String($0) })

// case: bool-printing
print(true, !true, 1 < 2)

// case: trimming-character-sets
// Found in the corpus: form validation trims the user's text before checking it is empty.
let raw = "  a b \n\t"
print("[" + raw.trimmingCharacters(in: .whitespacesAndNewlines) + "]")
print("[" + raw.trimmingCharacters(in: .whitespaces) + "]")
print("[" + "\n\u{85}x\u{2028}".trimmingCharacters(in: .newlines) + "]")
print("\u{A0}\u{200B}\u{3000}".trimmingCharacters(in: .whitespaces).isEmpty)
print("\u{FEFF}".trimmingCharacters(in: .whitespacesAndNewlines).count)

// case: components-separated-by
print("a,,b".components(separatedBy: ","), "x".components(separatedBy: ", "))

// case: a-string-as-characters
// Found by hand against swiftc: String(chars.reversed()) printed an array.
let s = "Hello, World"
print(s.first!, s.last as Any, Array(s).count, s.prefix(5), s.dropFirst(7), s.suffix(3))
print(s.replacingOccurrences(of: "l", with: "L"), s.reversed().map { String($0) }.joined())
print(String(Array("abc").reversed()), s.filter { $0 != "l" }, s.map { $0 == "o" ? 1 : 0 }.reduce(0, +))

// case: formatted-numbers
// `formatted()`: grouping, at most six fraction digits rounded half to even from the shortest
// decimal, trailing zeros dropped.
let xs: [Double] = [-0.0, 0.5, 0.0000005, 0.0000015, 0.0000025, 2.5e-7, 123456.7891234, 1e-7, 1e23, 1.5e16, 0.1234565, 0.1234575, 999999.9999999, 1.0000005, 12.3456785, -0.0000004, -3.25, 0.3 - 0.1]
for x in xs { print(x.formatted()) }
print(Double.nan.formatted(), Double.infinity.formatted(), (-Double.infinity).formatted())
for i in [0, -1, 999, 1000, -1234567, Int.max, Int.min] { print(i.formatted()) }
let w: CGFloat = 2.25
print(w.formatted(), (1.0 / 3).formatted(), (2.0 / 3 * 1000).formatted())

// case: dates-from-numbers
// Dates made from numbers print as Foundation's `description` (UTC); the lab's `Date()` is its
// virtual clock, so only dates from numbers are compared here.
let d = Date(timeIntervalSince1970: 1_700_000_000)
let e = d.addingTimeInterval(90.5)
print(d, e.timeIntervalSince(d), e > d, d + 60, [d])
print(Date(timeIntervalSinceReferenceDate: 0), d.timeIntervalSinceReferenceDate, Date.distantFuture)
print(Date(timeInterval: -3600, since: d), d.distance(to: e), d.advanced(by: 1) == d + 1)
let t: TimeInterval = 2.5
print(d.addingTimeInterval(t).description, Date(timeIntervalSince1970: 0) < d)
