// `map` and `flatMap` on an optional are Optional's: the closure gets the whole wrapped value
// (a string, an array), not its characters or elements.

// case: optional-map
func tag(_ c: String?) -> String { c.map { "<" + $0 + ">" } ?? "none" }
print(tag("ab"), tag(nil))
let counts: [Int]? = [1, 2, 3]
print(counts.map { $0.count } ?? 0, counts.map { $0.reduce(0, +) } ?? 0)
let digits: String? = "42"
print(digits.flatMap { Int($0) } ?? -1, (nil as String?).flatMap { Int($0) } ?? -1)
let names = ["k": "ab"]
print(names["k"].map { $0.uppercased() } ?? "-", names["z"].map { $0.count } ?? -1)
struct Box { var tags = ["x", "y"] }
let boxes = [Box()]
print(boxes.first?.tags.map { $0 + "!" } ?? [], [1, 2].map { $0 * 2 })
