// Collections of optionals: printed with their declared element type; a read that is a double
// optional (`d[key]` of a `[K: V?]`, `xs.first` of an `[Int?]`) is refused by the lab.

// case: dictionary-of-optionals-printed
let d: [Int: Int?] = [1: nil]
print(d)
let d3: [Int: Int?] = [2: 3]
print(d3)
let o: Int? = 1
let inferred = ["a": o]
print(inferred)
print(["b": o])
print(["c": Optional(2)])
let e: [String: Int?] = ["c": 2]
print(e)

// case: array-of-optionals-printed
let xs: [Int?] = [1, nil]
print(xs)
let ys: [Int?] = [2]
print(ys)

// case: dictionary-of-optionals-default-nil
let s: [String: Int?] = ["a": nil, "b": 2]
print(s["a", default: nil] as Any)
print(s["b", default: nil] as Any)
print(s["z", default: nil] as Any)
print(s.count)

// case: dictionary-literal-optional-computed-value
var hits = 0
struct M { var xs: [Int] { hits += 1; return [1, 2] } }
let m = M()
let dict = ["a": m.xs.first]
print(dict, hits)

// case: removing-by-nil-assignment
var m: [String: Int?] = ["a": 1]
m["a"] = nil
print(m.count)
