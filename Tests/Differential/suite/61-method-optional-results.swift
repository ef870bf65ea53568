// What a program's method declared to return an optional gives, printed through `as Any` or
// interpolated: Swift prints `Optional(…)`. The lab printed the bare value for a method of a
// struct made in the expression (`P().f()`) and for a method an extension gives an array or
// a string (`[3, 4, 5].index(matching: 4)`).

// case: method-optional-results
struct Shelf {
  var items = ["a", "b"]
  func item(at i: Int) -> String? { i < items.count ? items[i] : nil }
  func count() -> Int { items.count }
}
print(Shelf().item(at: 1) as Any, Shelf().item(at: 5) as Any, Shelf().count())
let shelf = Shelf()
let found = shelf.item(at: 0)
print("found \(String(describing: found))", shelf.item(at: 1) as Any)
enum Level: Int {
  case low, high
  func next() -> Level? { Level(rawValue: rawValue + 1) }
}
print(Level.low.next() as Any, Level.high.next() as Any)
extension String { func firstWord() -> Substring? { split(separator: " ").first } }
print("hello world".firstWord() as Any)
extension Collection where Element: Equatable {
  func position(of element: Element) -> Index? { firstIndex(of: element) }
}
print([3, 4, 5].position(of: 4) as Any, [3, 4].position(of: 9) as Any)
let at = [7, 8].position(of: 8)
print(at as Any)

// case: collection-equality-beside-numbers
// A program's `==` for arrays (as `extension Binding: Equatable` is for bindings) does not
// take two `Int`s: `next == texts.count` is the integers' comparison (the lab called the
// program's, whose parameters it did not check against numbers).
func == (lhs: [String], rhs: [String]) -> Bool { lhs.count == rhs.count }
let texts = ["a", "b"]
var next = 2
print(next == texts.count, "a" == texts[0], 2.5 == 2.5, ["x", "y"] == texts)
