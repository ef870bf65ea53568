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
