// Sequence and string helpers real filters use: `removeAll(where:)` (it emptied the array
// whatever the closure said), `prefix(while:)` and `drop(while:)` (`prefix(while:)` took one
// element or character), `Character` properties, Foundation's localized searches, and
// `components(separatedBy:)` with a character set.
import Foundation

// case: removing-and-prefixes
var xs = [1, 2, 3, 4, 5, 6]
xs.removeAll { $0 % 3 == 0 }
print(xs, xs.prefix(while: { $0 < 3 }), xs.drop(while: { $0 < 3 }))
xs.removeAll(where: { $0 == 1 })
var ys = xs
ys.removeAll(keepingCapacity: true)
print(xs, ys, "  ab".prefix(while: { $0 == " " }).count, "abc".prefix(2))
struct Item { var id: Int; var name: String }
var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
items.removeAll { $0.id == 1 }
print(items.map(\.name), "Crème Brûlée".localizedStandardContains("creme"), "Café".localizedCaseInsensitiveContains("CAFÉ"))

// case: string-helpers
let s = "  Hello, World! 123  "
print(s.trimmingCharacters(in: .whitespaces), s.split(separator: " "), s.components(separatedBy: ","))
print(s.lowercased().contains("world"), s.localizedCaseInsensitiveContains("WORLD"), s.first(where: { $0.isLetter }) ?? "-")
print(String(s.reversed()), s.filter { $0.isNumber }, Int("42") ?? 0, Double("3.5") ?? 0)
print(String(format: "%.2f", 3.14159), String(format: "%d items", 5))
print("hello world".capitalized, Array("abc"), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print(s.prefix(while: { $0 == " " }).count, s.drop(while: { $0 == " " }).prefix(5))
let words = ["pear", "apple", "fig"]
print(words.sorted(by: { $0.count < $1.count }), words.joined(separator: "+"), words.map { $0.uppercased() })
print(Dictionary(grouping: words, by: { $0.count }).keys.sorted(), words.min(by: { $0.count < $1.count }) ?? "", words.firstIndex(where: { $0.hasPrefix("a") }) ?? -1)
var xs = [1, 2, 3, 4, 5]
xs.removeAll(where: { $0 % 2 == 0 })
print(xs, xs.reduce(0, +), zip(xs, words).map { "\($0)\($1)" }, xs.allSatisfy { $0 > 0 })
print("Swift".hasSuffix("ft"), "a-b".replacingOccurrences(of: "-", with: " "), "x".isEmpty, "abc".dropFirst().dropLast())
print(Character("a").isUppercase, Character("7").wholeNumberValue ?? -1, String(repeating: "ab", count: 3))
print("line1\nline2".components(separatedBy: .newlines), "a b  c".components(separatedBy: .whitespaces).count)

// case: prefixes-by-index-and-contains-where
let xs2 = [10, 20, 30, 40]
print(xs2.prefix(upTo: 2), xs2.prefix(through: 1), xs2.suffix(from: 3), xs2.prefix(0), xs2.dropLast(2))
print("hello".contains(where: { $0 == "l" }), "hello".contains { $0 == "z" }, "hello".contains("ell"))

// case: inserting-elements-and-swapping
// `insert(contentsOf:at:)` inserts the elements (it inserted the array as one element).
var zs = [5, 3, 8, 3, 1]
zs.insert(contentsOf: [9, 9], at: 1)
print(zs, zs.lastIndex(where: { $0 == 9 }) ?? -1, zs.lastIndex(of: 3) ?? -1)
zs.swapAt(0, 1)
zs.insert(7, at: 0)
let tally = zs.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
print(zs, tally.keys.sorted(), tally[9] ?? 0)
func grow() -> [Int] { var local = [1]; local.insert(contentsOf: [2, 3], at: 0); return local }
print(grow())

// case: dictionaries-in-place
var d: [String: [Int]] = [:]
d["a", default: []].append(1)
d["a", default: []].append(2)
d["b"] = [3]
print(d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, d.count, d.keys.contains("a"), d.values.map { $0.count }.sorted())
d["b"] = nil
print(d.keys.sorted(), d.isEmpty, d.first?.key ?? "-", d.contains { $0.value.count > 1 })
var names = ["b": "Bo", "a": "Al"]
for (k, v) in names.sorted(by: { $0.key < $1.key }) { print(k, v) }
names.removeAll()
print(names.count, Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 == 0 }).mapValues { $0.count }.sorted { !$0.key && $1.key }.map(\.value))
let opt: Int? = nil
print(opt ?? 5, opt.map { $0 * 2 } ?? -1, [1, nil, 3].compactMap { $0 }, ["1", "x", "3"].compactMap(Int.init))

// case: arrays-sets-and-tuple-order
// `popLast`, `removeFirst(n)`/`removeLast(n)`, and tuples compared element by element (a multi-key sort).
var a = [1, 2, 3, 4, 5, 6]
print(a.popLast() ?? -1, a.removeFirst(), a)
a.removeFirst(2)
a.removeLast(1)
print(a, a.indices.reversed().map { $0 }, a.map(String.init).joined(separator: "-"))
struct P { var x: Int; var y: Int }
let ps = [P(x: 1, y: 2), P(x: 0, y: 5), P(x: 1, y: 1)]
print(ps.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { "\($0.x)\($0.y)" }, (1, "b") < (1, "c"), String(describing: ps[0].x))
var m = [[1, 2], [3]]
m[0].append(9)
m[1].removeAll()
print(m, m.flatMap { $0 }, m.map(\.count), Array(m.joined()))
var s = Set([3, 1, 2])
s.remove(2)
print(s.sorted(), s.contains(3), s.isSubset(of: [1, 3, 4]), s.union([5]).count, s.intersection([1, 9]).sorted())
let t = (name: "x", n: 2)
print(t.name, t.n, t)
var arr2 = ["x", "y"]
arr2 += ["z"]
print(arr2)

// case: conversions-with-labels
// `String(_:radix:uppercase:)` (the radix was not read: 255 printed as 255), formats, parsing.
print(String(255, radix: 16), String(255, radix: 2, uppercase: true), Int("ff", radix: 16) ?? -1, Int("12") ?? -1)
print(String(format: "%05.1f|%-4d|%x|%@", 3.14159, 7, 255, "s"), String(format: "%.0f", 2.5), String(format: "%3d%%", 42))
print(UInt8(200), Int8(-5))
print(String(3.0), String(1e20), String(0.1), "\(Float(0.1))", Double("1e3") ?? 0, Int(" 5") ?? -1)
print((1...3).map { $0 * 2 }, Array(Array(1...3).reversed()), (0..<0).isEmpty, (1...10).contains(5), (1..<5).count)
print([3, 1, 2].sorted(by: >), ["b", "A", "c"].sorted(), ["b", "A", "c"].sorted { $0.lowercased() < $1.lowercased() })

// case: bools-and-rects-from-their-parts
print(Bool("true") ?? false, Bool("yes") == nil, Bool("False") == nil, Bool(true))
let box = CGRect(origin: .zero, size: CGSize(width: 2, height: 2))
print(box.width, box.intersects(CGRect(x: 1, y: 1, width: 5, height: 5)), box.maxX)

// case: models-in-lists
// A to-do list's model code: `count(where:)` (Swift 6), key-path filters, sorting in place.
enum Tab: String, CaseIterable { case home, settings = "prefs" }
print(Tab.allCases.map(\.rawValue), Tab(rawValue: "prefs") == .settings, Tab.allCases.firstIndex(of: .settings) ?? -1)
struct Todo: Identifiable, Equatable { let id: Int; var done = false }
var todos = [Todo(id: 1), Todo(id: 2), Todo(id: 3)]
if let i = todos.firstIndex(where: { $0.id == 2 }) { todos[i].done.toggle() }
print(todos.filter(\.done).map(\.id), todos.contains(Todo(id: 3)), todos.count(where: { !$0.done }))
todos.sort { $0.id > $1.id }
print(todos.map(\.id), todos.first?.id ?? 0, todos.last(where: { $0.done })?.id ?? 0)
let words = "the quick brown fox".split(separator: " ").map(String.init)
print(words.map { $0.count }.max() ?? 0, words.sorted { $0.count > $1.count }.first ?? "", Set(words.map { $0.first! }).count)
print(words.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), words.reversed().joined(separator: " "))

// case: dictionaries-pairs-and-zips
// A dictionary's `first(where:)` when one pair matches, tuples destructured in closures, zips.
let d = ["a": 3, "b": 1, "c": 2]
print(d.sorted(by: { $0.value > $1.value }).map(\.key), d.min(by: { $0.value < $1.value })?.key ?? "", d.values.reduce(0, +), d.first(where: { $0.value == 2 })?.key ?? "", d.first { $0.value > 5 } == nil)
let pairs = [("x", 1), ("y", 2)]
print(pairs.map { (name, n) in "\(name)\(n)" }, pairs.map { $0.0 + String($0.1) }, Dictionary(uniqueKeysWithValues: pairs)["y"] ?? 0)
print(["a", "b"].enumerated().map { (i, s) in "\(i)\(s)" }, zip([1, 2, 3], [4, 5]).map { $0 + $1 }, zip("ab", [1, 2]).map { "\($0)\($1)" })
let nested = [[1, 2], [3, 4]]
print(nested.map { $0.reduce(0, +) }, nested.flatMap { $0 }.filter { $0 > 1 }.map { $0 * $0 }, nested.joined().count)
var total = 0
for (i, row) in nested.enumerated() where i > 0 { total += row.reduce(0, +) }
print(total, nested[1].last ?? 0, nested.compactMap { $0.first }, (0..<3).map { _ in "-" }.joined())
let grouped = Dictionary(grouping: ["apple", "avocado", "banana"], by: { $0.first! })
print(grouped.keys.sorted(), grouped["a"]?.count ?? 0, grouped.mapValues(\.count).sorted { $0.key < $1.key }.map(\.value))

// case: compact-map-values
// `compactMapValues` keeps the keys whose values the closure maps to something (it was not found).
let stock = ["a": 1, "b": 2, "c": 3]
print(stock.compactMapValues { $0 > 2 ? $0 : nil }, stock.compactMapValues { Int("\($0)0") }.count)
let raw: [String: String] = ["x": "1", "y": "z"]
print(raw.compactMapValues(Int.init))
