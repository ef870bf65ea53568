// Closures and captures.

// case: capture-and-mutate
var count = 0
let inc = { count += 1 }
inc()
inc()
print(count)

// case: closure-returning
let add: (Int, Int) -> Int = { $0 + $1 }
print(add(2, 3))

// case: make-counter
func makeCounter() -> () -> Int {
  var n = 0
  return { n += 1; return n }
}
let c = makeCounter()
print(c(), c(), c())

// case: trailing-closure
func apply(_ v: Double, _ f: (Double) -> Double) -> Double { f(v) }
print(apply(3) { $0 * $0 })

// case: closure-typed-literals
let scale: (CGFloat) -> CGFloat = { $0 * 2 / 3 }
print(scale(9))

// case: sorted-by-closure
let words = ["ccc", "a", "bb"]
print(words.sorted { $0.count < $1.count })

// case: function-as-value
func square(_ x: Int) -> Int { x * x }
let f = square
print([1, 2, 3].map(f))

// case: capture-list-value
var v = 1
let g = { [v] in v * 10 }
v = 5
print(g(), v)

// case: nested-functions
func outer() -> Int {
  func inner(_ x: Int) -> Int { x + 1 }
  return inner(inner(1))
}
print(outer())

// case: recursion
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print(fib(15))

// case: default-and-labels
func frame(width: Double = 10, height: Double = 20) -> String { "\(width)x\(height)" }
print(frame(), frame(width: 5), frame(height: 1 / 2))

// case: inout
func double(_ x: inout Int) { x *= 2 }
var n = 4
double(&n)
print(n)

// case: variadic
func total(_ xs: Double...) -> Double { xs.reduce(0, +) }
print(total(1, 2, 3.5))

// case: a-tuple-taken-apart-by-a-closure
let pairs = zip(["a", "b"], [1, 2])
print(pairs.map { "\($0)=\($1)" }, pairs.map { k, v in v * 2 }, pairs.map { $0 })
let d = ["x": 1]
print(d.map { k, v in "\(k)\(v)" }, d.map { $0.key + "\($0.value)" })

// case: printing-function-values
func named() -> Int { 1 }
let bound = [1, 2].contains
print(named)
print(bound)
print({ (x: Int) in x + 1 })

// case: map-closure-typed-by-return
func gaps(_ n: Int) -> [CGFloat] {
  (0..<n).map { i in
    guard i < n - 1 else { return 0 }
    return 8
  }
}
print(gaps(3))

// case: reduce-from-implicit-zero
let sizes = [CGSize(width: 3, height: 4), CGSize(width: 5, height: 1)]
let widest: CGSize = sizes.reduce(.zero) { m, s in CGSize(width: max(m.width, s.width), height: max(m.height, s.height)) }
print(widest)

// case: lazy-map-max
let heights = [CGFloat(3), 9, 4]
print(heights.lazy.map { $0 * 2 }.max() ?? 0)

// case: void-function-single-expression
// A function declared with no result type returns nothing, even when its body is one
// expression with a value (a `@discardableResult` call, or a count).
@discardableResult func record(_ s: String) -> Int { print(s); return s.count }
func note() { record("note") }
func tally() { [1, 2, 3].count }
print(note(), tally())
let sets: Set = ["only"]
print(sets.first ?? "none", Set<Int>().first as Any)

// case: trailing-closure-skips-defaulted
// A trailing closure skips a parameter with a default whose type is not a function's (SE-0286).
struct Box {
  var size: Double
  var make: () -> Int
  init(size: Double = 50, make: @escaping () -> Int) { self.size = size; self.make = make }
}
let b = Box { 7 }
print(b.size, b.make())
func run(times: Int = 2, _ body: (Int) -> Int) -> Int { body(times) }
print(run { $0 * 10 }, run(times: 3) { $0 + 1 })

// case: capture-list-with-shorthand-arguments
// A capture list alone names no parameters: the closure still takes `$0`.
final class Log {
  var lines: [String] = []
  func attach() -> (String) -> Void { { [unowned self] in self.lines.append($0.uppercased()) } }
}
let log = Log()
let add = log.attach()
add("a")
add("b")
let scaled: (Int, Int) -> Int = { [k = 10] in $0 * k + $1 }
print(log.lines, scaled(2, 3))

// case: autoclosure-arguments-run-when-called
// An `@autoclosure` argument runs when, and each time, the callee calls it: never, once or twice.
var calls = 0
func next() -> Int { calls += 1; return calls * 10 }
func maybe(_ use: Bool, _ value: @autoclosure () -> Int) -> Int { use ? value() + value() : -1 }
print(maybe(false, next()), calls)
print(maybe(true, next()), calls)
struct Lazy {
  let build: () -> String
  init(_ build: @autoclosure @escaping () -> String) { self.build = build }
}
var made = 0
func label() -> String { made += 1; return "made \(made)" }
let lazy = Lazy(label())
print(made, lazy.build(), lazy.build(), made)
func log(_ message: @autoclosure () -> String, enabled: Bool) { if enabled { print(message()) } }
log("\(next())", enabled: false)
log("\(next())", enabled: true)
print(calls)
