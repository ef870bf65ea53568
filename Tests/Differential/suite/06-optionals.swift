// Optionals: printing shows `Optional(…)`, `??`, `if let`, `guard let`, chaining.

// case: if-let
let s: String? = "x"
if let s { print("got", s) } else { print("none") }

// case: nil-coalescing
let a: Int? = nil
let b: Double? = nil
print(a ?? 3, b ?? 1)

// case: nil-coalescing-typed-default
let w: CGFloat? = nil
let v = w ?? 0
print(v)

// case: print-optional
let o: Int? = 3
print(o as Any)
print(o!)

// case: optional-chaining
struct P { var name: String? }
let p: P? = P(name: "n")
print(p?.name?.count ?? 0)

// case: guard-let
func check(_ x: Int?) -> String {
  guard let x else { return "nil" }
  return "value \(x)"
}
print(check(nil), check(2))

// case: first-where
let xs = [1, 5, 10]
if let big = xs.first(where: { $0 > 3 }) { print(big) }

// case: optional-map
let n: Int? = 4
print(n.map { $0 * 2 } ?? 0)

// case: dictionary-lookup-optional
let d = ["a": 1.5]
print(d["a"] ?? 0, d["z"] ?? 0)

// case: failable-foundation-initialisers
let url = URL(string: "https://example.org/a b?q=1")
print(url as Any)
print(URL(string: "https://example.org")!.absoluteString)
let id = UUID(uuidString: "00000000-0000-4000-8000-00000000002A")
print(id as Any)
print(UUID(uuidString: "not a uuid") as Any)

// case: mapped-failable-conversions
let words = ["1", "x", "3"]
print(words.map { Int($0) })
print(words.map { s in Double(s) })
print(["7"].map(Int.init))
print(["7"].map { Int($0) })

// case: array-and-dictionary-holding-nil
let maybe: [Int?] = [nil, 2]
print(maybe)
let table: [String: Int?] = ["a": nil]
print(table)

// case: dictionary-subscripts-printed
// A dictionary's `d[key]` is optional, of a variable or of a literal; `d[key, default: v]` is not.
let dd = [1: 1]
print(dd[2, default: 0] as Any, dd[1] as Any)
print([1: 1][1] as Any, [1: 1][2] as Any, [1: 1][1, default: 5] as Any)
print(["a": [1, 2]]["a"] as Any)

// case: dictionary-subscript-of-a-subscript
// `d[key]` is optional whatever yields the dictionary: a subscript, a member, a call, a chain.
let arr = [[1: 2]]
print(arr[0][1] as Any, arr[0][5] as Any, arr[0][9, default: 7] as Any)
let v = arr[0][1]
print(v as Any, "\(arr[0][1])", String(describing: arr[0][1]), [arr[0][1]])
for i in 0..<1 { print(arr[i][1] as Any) }
let nested = ["a": ["b": ["c": 1]]]
print(nested["a"]?["b"]?["c"] as Any, nested["a"]!["b"]!["c"] as Any, nested["x"]?["b"] as Any)
struct Box { var d: [Int: String] }
let boxes = [Box(d: [1: "one"])]
print(boxes[0].d[1] as Any, [[1: "x"]].first?[1] as Any)
func makeDict() -> [String: Int] { ["a": 1] }
print(makeDict()["a"] as Any)
print(Dictionary(grouping: [1, 2, 3], by: { $0 % 2 })[1] as Any)
print(["a": 1].mapValues { $0 * 2 }["a"] as Any)

// case: optional-members-of-a-subscript-or-a-call
// `first`, `last` and an optional property are optional after a subscript or a call too.
let rows = [[7, 8]]
print(rows[0].first as Any, rows.first?[1] as Any, ["ab"][0].last as Any)
struct Item { var note: String? = "n" }
let items = [Item()]
print(items[0].note as Any)
func row() -> [Int] { [3] }
print(row().first as Any)
let o: Int? = 3
print(String(describing: o), String(reflecting: o))
