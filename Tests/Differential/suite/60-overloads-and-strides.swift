// Overloads in extensions of built-in types and of View, and the standard library's generic
// functions written with their module: a second `extension Int { func h(plus:) }` beside
// `h(by:)` was refused as a duplicate (a View's second overload was never chosen);
// `Swift.min(3, 4)` printed `Optional(3)`, and `stride(from: 0, to: xs.count, by: 2)` was
// refused as an `Int` given to a floating-point parameter.
import Foundation

// case: extension-overloads
extension Int {
  func h(by: Int) -> Int { self * by }
  func h(plus: Int) -> Int { self + plus }
}
extension Double {
  func rounded(to places: Int) -> Double { let p = pow(10.0, Double(places)); return (self * p).rounded() / p }
  func rounded(by step: Double) -> Double { (self / step).rounded() * step }
}
extension String {
  func pad(_ n: Int) -> String { self + String(repeating: " ", count: n) + "|" }
  func pad(_ c: Character, _ n: Int) -> String { self + String(repeating: c, count: n) + "|" }
}
extension Collection {
  func chunk(_ n: Int) -> [[Element]] {
    stride(from: 0, to: count, by: n).map { Array(Array(self)[$0..<Swift.min($0 + n, count)]) }
  }
  func chunk(into n: Int) -> Int { (count + n - 1) / n }
}
print(3.h(by: 2), 3.h(plus: 2))
print(3.14159.rounded(to: 2), 7.3.rounded(by: 0.5), 2.6.rounded())
print("a".pad(2), "b".pad("-", 3))
print([1, 2, 3, 4, 5].chunk(2), [1, 2, 3].chunk(into: 2), "abcde".chunk(2))

// case: qualified-generics-and-strides
let xs = [1, 2, 3, 4, 5]
print(Swift.min(3, 4), Swift.max(1.5, 2), Swift.abs(-7), Swift.max(xs.count, 2))
let m = Swift.min(xs[0], xs[1])
print(m, m + 1)
print(stride(from: 0, to: xs.count, by: 2).map { $0 }, Array(stride(from: xs.count, through: 0, by: -2)))
let step = 2
print(Array(stride(from: 0, to: 7, by: step)), Array(stride(from: 0.0, to: 1, by: 0.25)))
print(Array(stride(from: 1.0, through: 2, by: 0.5)), stride(from: 10, to: 0, by: -3).map { $0 * 2 })

// case: user-equality-beside-implicit-members
// A program's `==` for its own types does not take `.orderedSame` or `.dark`: the comparison is
// the built-in type's (the lab found every overload fitting and refused it as ambiguous).
struct Place: Equatable { var name: String }
func == (a: Place, b: Place) -> Bool { a.name.lowercased() == b.name.lowercased() }
struct Tag { var id: Int }
func == (a: Tag, b: Tag) -> Bool { a.id == b.id }
enum Mode { case light, dark }
let order = "a".compare("b")
print(order == .orderedAscending, order == .orderedSame, Place(name: "X") == Place(name: "x"))
let mode = Mode.dark
print(mode == .dark, mode == .light, Tag(id: 1) == Tag(id: 2))

// case: attribute-whitespace
// `@available (iOS 16, *)`, with a space before the parenthesis, is a warning in the Swift 5
// language mode (an error in Swift 6): the program runs. The lab refused it as a syntax error.
struct Feature {
  @available (iOS 16, *)
  func level() -> Int { 2 }
}
print(Feature().level())

// case: protocol-extension-beside-builtin
// A method of an extension of `Collection` beside a String's own method of the name: the
// call's labels choose (`index(matching:)` took `s.index(s.startIndex, offsetBy: 1)`).
extension Collection where Element: Equatable {
  func index(matching element: Element) -> Index? { firstIndex(of: element) }
}
let hex = "#ff8800"
let first = hex.starts(with: "#") ? hex.index(hex.startIndex, offsetBy: 1) : hex.startIndex
print(String(hex[first...]), [3, 4, 5].index(matching: 4) as Any, [3, 4].index(matching: 9) as Any)
