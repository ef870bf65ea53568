// A type that declares only `<` has `>`, `<=` and `>=` from Comparable (the lab refused them),
// and an optional's `map`/`flatMap` is an optional: printed through `as Any` it shows
// `Optional(…)` (the lab printed the bare value). `reverse()` reverses an array in place. A
// type's `static var` can be assigned (`Config.count += 1` was refused).
import Foundation

// case: comparable-defaults
enum Level: Int, Comparable {
  case low = 1, mid, high
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
struct Version: Comparable {
  var major: Int, minor: Int
  static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
print(Level.high > Level.low, Level.low >= Level.mid, Level.mid <= Level.mid, Level.low > Level.high)
let v1 = Version(major: 1, minor: 2), v2 = Version(major: 1, minor: 10)
print(v1 > v2, v2 >= v1, v1 <= v1, [v2, v1].max()!.minor, [v2, v1].sorted().map(\.minor), 3 > 2, "b" >= "a")

// case: optional-map
let some: Int? = 5
let none: Int? = nil
print(some.map { $0 * 2 } as Any, none.map { $0 * 2 } as Any, some.flatMap { $0 > 3 ? $0 : nil } as Any)
print(some.flatMap { $0 > 9 ? $0 : nil } as Any, [1, 2].map { $0 + 1 }, some.map { "\($0)" } ?? "-")
// A property written without `self.` has its declared type: `icon.map` of a `String?` is
// Optional's `map` (the lab mapped the string's characters).
struct Badge {
  var icon: String?
  var count: Int?
  func parts() -> [String] { [icon.map { "[\($0)]" } ?? "-", count.map { "\($0 * 2)" } ?? "-"] }
  var upper: String? { icon.map { $0.uppercased() } }
}
print(Badge(icon: "ab", count: 3).parts(), Badge(icon: nil, count: nil).parts(), Badge(icon: "xy").upper ?? "")
var xs = [3, 1, 2]
xs.reverse()
print(xs, Array(xs.reversed()))

// case: static-vars
struct Config { static var count = 0; static var scale: CGFloat = 1; static let name = "cfg" }
Config.count = 5
Config.count += 2
Config.scale = 2
enum Store { static var items: [Int] = [] }
Store.items.append(3)
Store.items += [4]
struct Cache { static var hits: [String: Int] = [:] }
Cache.hits["a", default: 0] += 1
Cache.hits["a", default: 0] += 1
final class Counter { static var shared = Counter(); var n = 0 }
Counter.shared.n += 1
print(Config.count, Config.scale, Config.name, Store.items, Cache.hits, Counter.shared.n)

// case: inferred-double-properties
// `var x = 0.0` is a `Double`: an integer given to it (memberwise, or assigned) is stored as one
// (the lab kept the integer and printed `2`).
struct Pt { var x = 0.0, y = -1.5; var n = 0; var label = "p" }
var pt = Pt(x: 2, y: 3)
print(pt.x, pt.y, pt.n, Pt().y)
pt.x = 5
pt.y += 1
print(pt, [Pt(x: 1), Pt(x: 3)].map { $0.x }.reduce(0, +))

// case: literals-into-collections
// A literal stored into a collection takes its element type: `xs += [3]`, `ys[0] = 4`,
// `sums["b"] = 1` and `sums["a", default: 0] += 2` of `Double` collections store doubles (the
// lab stored integers, and printed `3`).
var xs: [Double] = []
xs += [3]
xs += [1.5, 2]
var ys = [0.5]
ys[0] = 4
var grid: [[Double]] = [[0, 0], [0, 0]]
grid[1][0] = 7
var counts: [String: Int] = [:]
counts["a", default: 0] += 1
var sums: [String: Double] = [:]
sums["a", default: 0] += 2
sums["b"] = 1
var ints = [1, 2]
ints += [3]
ints[0] = 9
struct Weights { var byName: [String: Double] = [:]; var list = [1.0] }
var w = Weights()
w.byName["w"] = 5
w.list[0] = 2
w.list += [7]
print(xs, ys, grid, counts, sums.sorted { $0.key < $1.key }, ints, w.byName, w.list)

// case: closure-results-of-one-type
// A closure has one return type: `map { $0 ?? 0 }` over optional doubles is a `[Double]`, so its
// nil elements are 0.0 (the lab printed `0`).
let maybe: [Double?] = [1.5, nil]
print(maybe.map { $0 ?? 0 }, [1, 2].map { $0 > 1 ? 2.5 : 0 }, [nil, 2.5].compactMap { $0 }, ["a"].map { _ in 0 })
struct Launch { var date: Date? }
print([Launch(date: Date(timeIntervalSinceReferenceDate: 5)), Launch(date: nil)].map { $0.date?.timeIntervalSinceReferenceDate ?? 0 })

// case: ternary-literal-arguments
// A ternary's integer literal branch passed where a `CGFloat` goes is a `CGFloat`, as the other
// branch's type allows (`.offset(x: exploded ? Double.random(in: -1...1) * 500 : 0)` was "cannot
// convert a value of type `Int`").
func half(_ x: CGFloat) -> CGFloat { x / 2 }
let exploded = false, parts = 3
print(half(exploded ? CGFloat(parts) * 2.5 : 1), half(!exploded ? 3 : CGFloat(parts)), half((exploded ? 2.5 : 7)), half(exploded ? CGFloat(parts) : 2 / 4))
