// Collections and higher-order functions.

// case: map-filter-reduce
let xs = [1, 2, 3, 4, 5]
print(xs.map { $0 * 2 }, xs.filter { $0 % 2 == 1 }, xs.reduce(0, +), xs.reduce(0) { $0 + $1 * $1 })

// case: doubles-sum
let widths: [CGFloat] = [10, 20.5, 30]
print(widths.reduce(0, +), widths.max()!, widths.min()!)

// case: enumerated
for (i, v) in ["a", "b"].enumerated() { print(i, v) }

// case: ranges
print(Array(0..<3), Array(1...3), (0..<5).count)
for i in stride(from: 0, to: 10, by: 3) { print(i) }

// case: stride-doubles
for v in stride(from: 0.0, through: 1.0, by: 0.25) { print(v) }

// case: sorted-reversed
let ys = [3, 1, 2]
print(ys.sorted(), ys.sorted(by: >), Array(ys.reversed()))

// case: first-last-contains
let zs = [4, 5, 6]
print(zs.first!, zs.last!, zs.contains(5), zs.firstIndex(of: 6)!, zs.isEmpty)

// case: append-insert-remove
var a = [1, 2]
a.append(3)
a.insert(0, at: 0)
a.remove(at: 1)
print(a, a.count)

// case: dictionary-ops
var d = ["a": 1]
d["b"] = 2
d["a"] = nil
print(d, d.count, d["b"] ?? 0)

// case: zip-and-compactMap
print(zip([1, 2], ["a", "b"]).map { "\($0)\($1)" }, ["1", "x", "3"].compactMap { Int($0) })

// case: prefix-dropFirst
let q = [1, 2, 3, 4]
print(Array(q.prefix(2)), Array(q.dropFirst()), Array(q.suffix(1)))

// case: array-of-tuples
let items: [(name: String, delay: Double)] = [("a", 0.1), ("b", 0.2)]
for item in items { print(item.name, item.delay) }
print(items.map { $0.delay * 2 })

// case: nested-arrays
let grid = [[1, 2], [3, 4]]
print(grid, grid[1][0], grid.flatMap { $0 })

// case: allSatisfy-count
print([2, 4].allSatisfy { $0 % 2 == 0 }, [1, 2, 3].filter { $0 > 1 }.count)

// case: indices-loop
let names = ["x", "y"]
for i in names.indices { print(i, names[i]) }

// case: repeating
print(Array(repeating: 0.5, count: 3))

// case: set-basics
let s: Set = [3, 1, 3]
print(s.count, s.contains(1))

// case: dictionary-filter-keeps-a-dictionary
// One key each: Swift leaves a dictionary's order unspecified, so the case prints no order.
let d = ["x": 1]
print(d.filter { $0.value > 0 }, d.mapValues { $0 * 2 }, d.map { $0.key }, d.filter { $1 > 5 })
print(d.sorted { $0.key < $1.key }.map(\.value), d.contains { $0.value == 1 })

// case: model-arrays-changed-in-place
// Found by hand against swiftc: sort was missing, Dictionary(grouping:by:) returned an empty
// dictionary without a word, and joined() on arrays of arrays made characters of them.
struct Item: Identifiable, Equatable { let id: Int; var title: String; var done = false }
var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b", done: true)]
items[0].done.toggle()
items.append(Item(id: 3, title: "c"))
print(items.filter(\.done).map(\.title), items.firstIndex { $0.id == 2 } as Any)
_ = items.remove(at: 1)
items.sort { $0.id > $1.id }
if let i = items.firstIndex(where: { $0.id == 3 }) { items[i].title = "C" }
print(items.map(\.id), items[0].title, items[0] == items[0])
let grouped = Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 })
print(grouped[0]!, grouped[1]!, Dictionary(uniqueKeysWithValues: [(1, "a")])[1]!)
print([1, 2, 3].map(String.init), ["1", "a"].compactMap(Int.init), [[1], [2, 3]].joined().map { $0 })
var xs = [3, 1, 2]
xs.sort()
print(xs, [[1], [2]].joined(separator: [0]).map { $0 }, ["a", "b"].joined(separator: "-"))

// case: floating-ranges
let band = 0.25...0.75
let half = 0.0..<1.0
let w: CGFloat = 300
print(band, band.contains(0.75), half.contains(1.0), band.lowerBound, band.upperBound)
print((0...w).contains(150), (0...w).upperBound, half.isEmpty, (1.0..<1.0).isEmpty)

// case: random-in-bounds
// The numbers differ from the compiled program's (its generator is the system's), so only
// what Swift guarantees is printed: each value lies in its range, a shuffle keeps its elements.
let w: CGFloat = 300
let d = Int.random(in: 1...6)
let f = Double.random(in: 0..<1)
let g = CGFloat.random(in: 0...w)
print((1...6).contains(d), f >= 0 && f < 1, g >= 0 && g <= w)
print([3, 1, 2].shuffled().sorted(), [7].randomElement()!, [Int]().randomElement() == nil)

// case: dictionary-merge-and-reduce-into
var stock = ["apple": 1, "fig": 2]
stock.merge(["fig": 5, "kiwi": 1]) { old, new in old + new }
let both = stock.merging([("apple", 10)], uniquingKeysWith: { a, b in max(a, b) })
print(stock.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(both["apple"]!, both.count)
let tally = ["a", "b", "a", "c", "a"].reduce(into: [String: Int]()) { counts, s in counts[s, default: 0] += 1 }
print(tally.sorted { $0.key < $1.key }.map(\.value), [1, 2, 3].reduce(into: 0) { $0 += $1 * 2 })
let grid = [CGFloat](repeating: 1, count: 3)
print(grid, [Int](), [String: Int]().isEmpty)

// case: sets
// A set's own order is Swift's hash order, which changes from run to run: only sorted
// elements, counts and answers are printed.
var selected: Set<Int> = [1, 2]
selected.insert(3)
let again = selected.insert(2)
let gone = selected.remove(1)
let missing = selected.remove(9)
print(selected.contains(3), selected.count, selected.sorted(), again.inserted, gone as Any, missing as Any)
let other = Set([3, 4, 4])
print(other.count, selected.union(other).sorted(), selected.intersection(other).sorted(), selected == Set([3, 2]))
print(selected.subtracting(other).sorted(), selected.isSubset(of: [1, 2, 3]), selected.filter { $0 > 2 }.sorted())
var tags = Set<String>()
tags.formUnion(["b", "a", "b"])
print(tags.sorted(), tags.isEmpty, Array(tags).count)

// case: optionals-from-methods
let firstOfLiteral = [1, 2].first
var scores = ["a": 1]
let replaced = scores.updateValue(5, forKey: "a")
let dropped = scores.removeValue(forKey: "z")
print(firstOfLiteral as Any, replaced as Any, dropped as Any, scores["a"] as Any)

// case: array-literal-joins-floating
let joined = [CGFloat(3), 9, 4]
print(joined, [1, 2.5], [2 / 4, 1])

// case: appends-and-index-writes-keep-value-semantics
var original = [1, 2]
let snapshot = original
var alias = original
original.append(3)
original[0] = 10
alias.remove(at: 0)
var filled = Array(repeating: 0, count: 4)
for i in 0..<4 { filled[i] = i * i }
print(original, snapshot, alias, filled)

// case: dictionary-fill-update-remove
var squares: [Int: Int] = [:]
for i in 0..<6 { squares[i] = i * i }
squares[2] = nil
squares[3] = 30
var names = ["b": 2, "a": 1]
names["c"] = 3
names["a"] = nil
print(squares.count, squares[3]!, squares[2] == nil, squares[5]!, names.count, names["c"]!, names["a"] == nil)
let zeros: [Double: String] = [0.0: "zero"]
print(zeros[-0.0]!)

// case: set-insert-remove-and-algebra
var seen = Set<Int>()
for i in [3, 1, 3, 2, 1] { seen.insert(i) }
let r = seen.insert(2)
print(seen.count, r.inserted, seen.contains(3), seen.remove(3) ?? -1, seen.remove(9) == nil, seen.count)
let a: Set = [1, 2, 3]
let b: Set = [2, 3, 4]
print(a.union(b).count, a.intersection(b).sorted(), a.subtracting(b).sorted(), a.isSubset(of: [1, 2, 3, 5]), a == [3, 2, 1])

// case: index-out-of-range-traps
let few = [1, 2]
print("before")
print(few[2])

// case: remove-last-of-empty-traps
var none: [Int] = []
print("before")
none.removeLast()
