// Evaluated once: an expression runs once however the lab works out its type for printing, for
// a `let`, for `??` or for a literal's context. Each case counts a computed property's,
// function's or condition's runs (Swift runs each once; the lab ran some twice).

// case: computed-base-print-as-any
var hits = 0
struct M { var xs: [Int] { hits += 1; print("xs"); return [1, 2] } }
let model = M()
print(model.xs.first as Any)
print(hits)

// case: computed-base-let
var hits = 0
struct M { var xs: [Int] { hits += 1; print("xs"); return [1, 2] } }
let model = M()
let n = model.xs.count
let f = model.xs.first
print(n, f as Any, hits)

// case: computed-base-interpolation
var hits = 0
struct M { var xs: [Int] { hits += 1; return [1, 2] }; var d: [String: Int] { hits += 1; return ["a": 1] } }
let model = M()
print("\(model.xs.first as Any) \(model.d["a"] as Any) \(hits)")
print(hits)

// case: computed-dictionary-subscript
var hits = 0
struct M { var d: [String: Int] { hits += 1; print("d"); return ["a": 1] } }
let model = M()
print(model.d["a"] as Any)
let v = model.d["a"]
print(v as Any, hits)
print(model.d["a"] ?? 0, hits)

// case: function-call-side-effects
var hits = 0
func make() -> [Int] { hits += 1; print("make"); return [3, 4] }
print(make().first as Any)
let x = make().last
print(x as Any, hits)
print("\(make().count)", hits)

// case: optional-chain-side-effects
var hits = 0
struct P { var name: String? }
struct M { var p: P? { hits += 1; print("p"); return P(name: "n") } }
let m = M()
print(m.p?.name as Any)
let c = m.p?.name?.count
print(c as Any, hits)

// case: ternary-side-effects
var hits = 0
struct M { var w: Double { hits += 1; print("w"); return 2.5 } }
let m = M()
let flag = true
let t = flag ? 1 : m.w
print(t, hits)
let u = !flag ? m.w : 3
print(u, hits)

// case: comparison-side-effects
var hits = 0
struct M { var xs: [Int] { hits += 1; return [1, 2] } }
let m = M()
print(m.xs.first == 1, hits)
print(m.xs.count > 1, hits)
let eq = m.xs.first != nil
print(eq, hits)

// case: coalescing-side-effects
var hits = 0
struct M { var d: [String: Double] { hits += 1; print("d"); return ["a": 1.5] }; var xs: [Double] { hits += 1; return [] } }
let m = M()
print(m.d["z"] ?? 0, hits)
print(m.xs.first ?? 1, hits)
let k = m.d["q"] ?? 2
print(k, hits)

// case: assignment-target-side-effects
var hits = 0
final class Box { var v = 0 }
let boxes = [Box()]
func pick() -> Box { hits += 1; return boxes[0] }
pick().v = 3
print(boxes[0].v, hits)

// case: calendar-base-side-effects
var hits = 0
func cal() -> Calendar { hits += 1; return Calendar.current }
let d0 = Date(timeIntervalSince1970: 0)
let r = cal().date(byAdding: .day, value: 1, to: d0)
print(r != nil, hits)

// case: map-base-side-effects
var hits = 0
struct M { var xs: [String] { hits += 1; return ["1", "x"] } }
let m = M()
print(m.xs.map { Int($0) }, hits)

// case: int-from-string-side-effects
var hits = 0
struct M { var s: String { hits += 1; return "12" } }
let m = M()
print(Int(m.s) as Any, hits)

// case: set-remove-side-effects
var hits = 0
struct M { var s: Set<Int> = [1] }
var m = M()
print(m.s.remove(1) as Any, hits)

// case: ternary-literal-condition-side-effects
var hits = 0
func flip() -> Bool { hits += 1; print("flip"); return hits % 2 == 1 }
print(flip() ? 1 : 2)
let xs = [flip() ? 1 : 2, 2.5]
print(xs, hits)
func takes(_ d: Double) -> Double { d }
print(takes(flip() ? 7 / 2 : 1), hits)

// case: array-argument-retype-side-effects
var hits = 0
struct M { var w: Double { hits += 1; return 2.5 } }
let m = M()
func total(_ xs: [Double]) -> Double { xs.reduce(0, +) }
print(total([m.w, 1]), hits)

// case: pow-exponent-side-effects
var hits = 0
func e() -> Double { hits += 1; return 3 }
print(pow(2, e()), hits)

// case: stored-empty-array-first-coalescing
let xs: [Double] = []
print(xs.first ?? 1)
let d: [String: Double] = [:]
print(d["a"] ?? 2)

// case: assignment-to-computed-property
var gets = 0
var sets = 0
struct M {
  var store = 1.0
  var w: Double {
    get { gets += 1; return store }
    set { sets += 1; store = newValue }
  }
}
var m = M()
m.w = 3
print(m.store, gets, sets)
m.w += 1
print(m.store, gets, sets)

// case: if-let-computed-side-effects
var hits = 0
struct M { var xs: [Int] { hits += 1; return [4] } }
let m = M()
if let f = m.xs.first { print(f, hits) }
guard let g = m.xs.last else { fatalError() }
print(g, hits)

// case: string-interpolation-computed-first
var hits = 0
struct M { var xs: [Int] { hits += 1; print("xs"); return [4] } }
let m = M()
print("first: \(m.xs.first as Any), count: \(m.xs.count)")
print(hits)

// case: described-computed
var hits = 0
struct M { var o: Int? { hits += 1; return 5 } }
let m = M()
print(String(describing: m.o), hits)
let s = "\(String(describing: m.o))"
print(s, hits)

// case: collection-literal-side-effects
var hits = 0
struct M { var xs: [Int] { hits += 1; return [1, 2] } }
let m = M()
let arr = [m.xs.first, m.xs.last]
print(arr, hits)
print([m.xs.first, nil], hits)
