// Structs, classes, protocols, extensions, generics.

// case: struct-mutating
struct Counter {
  var n = 0
  mutating func bump(by k: Int = 1) { n += k }
}
var c = Counter()
c.bump()
c.bump(by: 5)
print(c.n)

// case: struct-computed
struct Rect2 {
  var w: Double
  var h: Double
  var area: Double { w * h }
  var aspect: Double { w / h }
}
let r = Rect2(w: 3, h: 4)
print(r.area, r.aspect)

// case: struct-init
struct Temp {
  var c: Double
  init(f: Double) { c = (f - 32) * 5 / 9 }
}
print(Temp(f: 212).c)

// case: print-struct
struct Pt { var x: Int; var y: Double }
print(Pt(x: 1, y: 2))

// case: value-semantics
struct V { var a = [1] }
var v1 = V()
var v2 = v1
v2.a.append(2)
print(v1.a, v2.a)

// case: extension-static
extension Double {
  static let unit: Double = 8
  var doubled: Double { self * 2 }
}
print(Double.unit, 3.5.doubled)

// case: extension-method-cgfloat
extension CGFloat {
  func clamped(_ lo: CGFloat, _ hi: CGFloat) -> CGFloat { Swift.min(Swift.max(self, lo), hi) }
}
let x: CGFloat = 120
print(x.clamped(0, 100))

// case: protocol-default
protocol Named { var name: String { get } }
extension Named { func greet() -> String { "hi " + name } }
struct Dog: Named { var name = "rex" }
print(Dog().greet())

// case: generic-function
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair(1, 2), pair("a", "b"))

// case: generic-struct
struct Stack<T> {
  var items: [T] = []
  mutating func push(_ x: T) { items.append(x) }
}
var s = Stack<Int>()
s.push(3)
print(s.items)

// case: class-reference
final class Box { var v = 1 }
let a = Box()
let b = a
b.v = 9
print(a.v)

// case: typealias
typealias Length = CGFloat
let l: Length = 1 / 2
print(l)

// case: static-members
struct Theme {
  static let spacing: CGFloat = 8
  static var scale = 2.0
  static func padded(_ v: CGFloat) -> CGFloat { v + spacing * 2 }
}
print(Theme.spacing, Theme.scale, Theme.padded(10))

// case: equatable-comparable
struct Ver: Equatable { var major: Int }
print(Ver(major: 1) == Ver(major: 1), Ver(major: 1) == Ver(major: 2))

// case: key-paths
struct Item { var name: String; var price: Double }
let items = [Item(name: "a", price: 2), Item(name: "b", price: 1 / 2)]
print(items.map(\.name), items.map(\.price))

// case: identifiable-id
struct Row: Identifiable { var id: Int; var title: String }
let rows = [Row(id: 2, title: "b"), Row(id: 1, title: "a")]
print(rows.sorted { $0.id < $1.id }.map(\.title))

// case: overloads-by-type-and-label
// Found by hand against swiftc: the lab kept only the last `f`, so f(1) printed "double 1.0".
func f(_ x: Int) -> String { "int \(x)" }
func f(_ x: Double) -> String { "double \(x)" }
func f(_ x: String) -> String { "string " + x }
let i = 3
print(f(1), f(2.5), f(i), f("s"), f(1 / 2))
struct P {
  func h(a: Int) -> Int { a }
  func h(b: Int) -> Int { b * 10 }
  func h(a: Double) -> Double { a / 2 }
}
print(P().h(b: 2), P().h(a: 2), P().h(a: 2.5))

// case: class-identity-and-printing
// A class instance prints as its qualified name (no fields); `===` is identity.
final class Counter2 {
  var count = 0
  let name: String
  init(name: String) { self.name = name }
  func add(_ k: Int = 1) { count += k }
}
let c1 = Counter2(name: "a")
let c2 = c1
let c3 = Counter2(name: "a")
c2.add()
c1.count += 10
print(c1.count, c2.count, c1 === c2, c1 === c3, c1 !== c3)
print(c1, [c1, c3].count, [c3])
var list = [c1, c3]
list[1].add(5)
print(c3.count, list.map(\.count))

// case: class-init-overloads
class Temperature {
  var celsius: Double
  init(celsius: Double) { self.celsius = celsius }
  init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
  var kelvin: Double { celsius + 273.15 }
}
print(Temperature(celsius: 20).kelvin, Temperature(fahrenheit: 212).celsius)

// case: class-static-shared
final class Store {
  static let shared = Store()
  var items: [String] = []
  func add(_ s: String) { items.append(s) }
}
Store.shared.add("x")
Store.shared.add("y")
print(Store.shared.items, Store.shared === Store.shared)

// case: class-held-by-struct
// A struct copy shares the object it holds.
final class Model { var n = 0 }
struct Holder { let model: Model; var local = 0 }
var h1 = Holder(model: Model())
var h2 = h1
h2.model.n = 7
h2.local = 3
print(h1.model.n, h1.local, h2.local)

// case: user-equatable-operator
// A user `==` decides equality (Equatable's `!=` follows it), not the stored fields.
struct Version: Equatable {
  var major: Int
  var note: String
  static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major }
}
print(Version(major: 1, note: "a") == Version(major: 1, note: "b"))
print(Version(major: 1, note: "a") != Version(major: 1, note: "b"))
print(Version(major: 1, note: "a") != Version(major: 2, note: "a"))

// case: user-operators-on-cgpoint
extension CGPoint {
  static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
}
let p = CGPoint(x: 1, y: 2) + CGPoint(x: 3, y: 4)
print(p, p * 2, 3 + 4)

// case: user-comparable-operator
struct Score: Comparable {
  var value: Int
  static func < (lhs: Score, rhs: Score) -> Bool { lhs.value < rhs.value }
}
let scores = [Score(value: 3), Score(value: 1), Score(value: 2)]
print(scores.sorted().map(\.value), Score(value: 1) < Score(value: 2))

// case: custom-string-convertible
// `print` uses `description`; inside a collection or an optional Swift asks for the debug
// description, which falls back to `description`.
struct Money: CustomStringConvertible {
  var cents: Int
  var description: String { "$\(cents / 100).\(cents % 100)" }
}
enum Suit: CustomStringConvertible {
  case hearts, spades
  var description: String { self == .hearts ? "♥" : "♠" }
}
let m: Money? = Money(cents: 1234)
print(Money(cents: 250), [Money(cents: 5)], m as Any, Suit.hearts, [Suit.spades])
print("paid \(Money(cents: 99))", String(describing: Suit.spades))

// case: custom-debug-string-convertible
struct Tag: CustomStringConvertible, CustomDebugStringConvertible {
  var name: String
  var description: String { name }
  var debugDescription: String { "Tag<\(name)>" }
}
print(Tag(name: "a"), [Tag(name: "b")])
debugPrint(Tag(name: "c"))
print(String(reflecting: Tag(name: "d")))

// case: property-observers
// `willSet`/`didSet` run around each assignment, not while an initializer sets the property;
// assigning the property inside its own `didSet` does not call it again.
struct Clamp {
  var value = 0 {
    willSet { print("will", value, "->", newValue) }
    didSet {
      if value > 10 { value = 10 }
      print("did", oldValue, "->", value)
      changes += 1
    }
  }
  var changes = 0
}
var clamp = Clamp()
clamp.value = 5
clamp.value += 50
print(clamp.value, clamp.changes)
final class Named {
  var name = "a" { didSet(previous) { history.append(previous) } }
  var history: [String] = []
  init() { name = "init" }
}
let named = Named()
named.name = "b"
named.name += "c"
print(named.name, named.history)

// case: delegating-init-and-trailing-closure-property
struct Labelled {
  let title: String
  var make: () -> Int
  init(title: String, make: @escaping () -> Int) { self.title = title; self.make = make }
  init(title: String) { self.init(title: title) { 42 } }
}
struct Holder2 {
  var name: String
  var compute: (Int) -> Int
}
let h = Holder2(name: "sq") { $0 * $0 }
print(Labelled(title: "a").make(), Labelled(title: "b") { 7 }.make(), h.name, h.compute(5))

// case: constrained-extension-init-keeps-memberwise
struct Boxed<T> {
  let title: String
  var make: () -> T
}
extension Boxed where T == Int {
  init(title: String) { self.init(title: title) { 0 } }
}
let b1 = Boxed(title: "a") { 5 }
let b2 = Boxed<Int>(title: "b")
print(b1.title, b1.make(), b2.title, b2.make())

// case: variadic-default-inout
typealias Length = CGFloat
func total(_ lengths: Length..., gap: Length = 8) -> Length {
  lengths.reduce(0, +) + gap * Length(max(lengths.count - 1, 0))
}
func grow(_ size: inout CGSize, by d: CGFloat) { size.width += d; size.height += d }
var box = CGSize(width: 10, height: 20)
grow(&box, by: 5)
print(total(10, 20, 30), total(10, gap: 0), total(), box)

// case: capital-self-static-call
struct Arranger {
  var spacing: Double
  static func total(_ xs: [Double], _ s: Double) -> Double { xs.reduce(0, +) + s * Double(max(xs.count - 1, 0)) }
  func width(_ xs: [Double]) -> Double { Self.total(xs, spacing) }
}
print(Arranger(spacing: 4).width([10, 20, 30]))

// case: reserve-capacity
var xs: [Int] = []
xs.reserveCapacity(10)
xs.append(3)
print(xs, xs.count)

// case: preconditions-that-hold
func half(_ n: Int) -> Int {
  precondition(n % 2 == 0, "odd")
  assert(n >= 0)
  return n / 2
}
print(half(8), half(0))

// case: nested-types-named-from-outside
struct Outer { struct Inner { var x = 1 }; enum Mode { case on, off } }
extension Outer { struct Later { var y = 2 } }
enum Kind { case a; struct Box { var v = 5 } }
let mode: Outer.Mode = .off
print(Outer.Inner().x, Outer.Later().y, Kind.Box().v, mode, Outer.Mode.on)

// case: initialisers-as-function-values
struct Node { var name: String }
struct Twice { let x: Int; init(_ v: Int) { x = v * 2 } }
enum Level: Int { case low = 1, high }
print(["a", "b"].map(Node.init).map(\.name))
print([3].map(Twice.init).map(\.x))
print([1, 9].map(Level.init(rawValue:)))

// case: self-in-a-static-array
struct Item { var n: Int; static let all: [Self] = [.init(n: 1), .init(n: 2)] }
print(Item.all.map(\.n))

// case: extension-before-its-type
extension Crate { var twice: Int { n * 2 } }
struct Crate { var n = 3 }
print(Crate().twice)

// case: backticked-names
// Backticks let a keyword be a name; they are not part of it (found in Apple's Landmarks
// sample: `static let `default` = Profile(…)` used as `Profile.default`).
struct Profile {
  var username: String
  var `class` = "A"
  static let `default` = Profile(username: "g_kumar")
  enum Season: String { case `default`, winter }
  func `for`(_ n: Int) -> Int { n * 2 }
}
let p = Profile.default
print(p.username, p.class, Profile.`default`.`class`)
print(Profile.Season.default.rawValue, Profile.Season.`default` == .default)
print(p.for(3), p.`for`(4))
let `let` = 5
print(`let` + 1)

// case: extension-sugar
// `extension [Element]` (Swift 5.7) extends Array as `extension Array where Element == …`
// does (found in a public TagLayout: `extension [LayoutSubviews.Element] { func maxHeight… }`).
extension [Int] {
  func total() -> Int { reduce(0, +) }
  var doubled: [Int] { map { $0 * 2 } }
}
extension [String: Int] {
  var keysSorted: [String] { keys.sorted() }
}
print([1, 2, 3].total(), [4, 5].doubled)
print(["b": 1, "a": 2].keysSorted)

// case: method-and-property-of-one-name
// A call means the method where a property shares its name (Apple's CustomAnimation example
// writes `static var elastic: Animation { elastic(duration: 0.35) }`).
struct Both {
  static var x: Int { x(n: 2) }
  static func x(n: Int) -> Int { n * 10 }
  var y: Int { y(3) }
  func y(_ k: Int) -> Int { k + 1 }
}
extension Double {
  static var big: Double { big(times: 2) }
  static func big(times: Double) -> Double { 100 * times }
}
let bigger: Double = .big(times: 3)
print(Both.x, Both().y, Double.big, bigger)

// case: implicit-member-assigned-to-inferred-type
// `offset = .zero` where the variable's type was inferred from its first value.
var size = CGSize(width: 2, height: 3)
size = .zero
struct Holder {
  var offset = CGPoint(x: 1, y: 1)
  mutating func reset() { offset = .zero }
}
var holder = Holder()
holder.reset()
print(size.width, holder.offset.x)
