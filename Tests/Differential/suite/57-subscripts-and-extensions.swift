// Subscripts a program declares (on its types, and in extensions of Array, Collection,
// String, Dictionary: the "safe subscript" of many projects) were refused or, in an extension
// of a built-in type, silently left out. A method an extension adds beside a built-in one of
// the same name (`rounded(to:)` beside `rounded()`) took every call. A `Collection` or
// `Sequence` extension's members reach arrays, strings, sets and dictionaries, and in them a
// String's `filter` is Sequence's (an array). An optional property never given a value equals
// one set to nil (a decoded copy compared unequal).
import Foundation

// case: subscripts
struct Matrix {
  var w = 3
  var cells = Array(repeating: 0, count: 9)
  subscript(r: Int, c: Int) -> Int { cells[r * w + c] }
  subscript(row r: Int) -> [Int] { Array(cells[(r * w)..<(r * w + w)]) }
}
var g = Matrix()
g.cells[4] = 7
print(g[1, 1], g[row: 1], g[0, 0])
extension Array { subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil } }
extension Collection { subscript(at i: Index) -> Element? { indices.contains(i) ? self[i] : nil } }
extension String { subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] } }
enum Dir { case up; subscript(steps: Int) -> Int { steps * 2 } }
print([1][safe: 3] as Any, [7, 8][safe: 1] as Any, [5, 6][at: 1] as Any, "hello"[1], Dir.up[4])
if let x = [3, 4][safe: 0] { print("got", x) }
print(["a", "b"][safe: 2] ?? "none", (0..<5)[at: 2] as Any)

// case: extension-members
extension Double { func rounded(to places: Int) -> Double { let p = pow(10.0, Double(places)); return (self * p).rounded() / p } }
extension Collection { var isNotEmpty: Bool { !isEmpty } }
extension Sequence where Element: Hashable {
  func uniqued() -> [Element] { var seen = Set<Element>(); return filter { seen.insert($0).inserted } }
}
print(3.14159.rounded(to: 2), 2.5.rounded(), (2.5).rounded(.down), [1].isNotEmpty, "".isNotEmpty, [Int: Int]().isNotEmpty)
print([3, 1, 3, 2, 1].uniqued(), "abca".uniqued(), Set([1]).isNotEmpty)

// case: optional-fields-equal
struct Item: Codable, Equatable { var id = 1; var name: String; var tags: [String] = []; var price: Double? }
let a = Item(name: "a", price: 2.5)
let b = Item(id: 2, name: "b", tags: ["x"])
let back = try! JSONDecoder().decode([Item].self, from: try! JSONEncoder().encode([a, b]))
var c = Item(name: "c")
let before = c
c.price = nil
print(back == [a, b], c == before, c != Item(name: "c", price: 0))
