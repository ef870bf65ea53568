// Literals take their type from context (The Swift Programming Language, "Type Inference"
// and "Literals"; Int and Double are the defaults only where nothing else decides).
// Each case is a program of its own; its standard output is compared with swiftc's.

// case: declared-double
let b: Double = 7 / 2
print(b)

// case: declared-cgfloat
let e: CGFloat = 1 / 3
print(e)

// case: default-int
let c = 7 / 2
print(c)

// case: float-literal-in-group
let a = 7 / 2 * 1.5
print(a)

// case: float-literal-later-in-group
let a = 7 / 2 + 0.5
print(a)

// case: double-init-of-int-division
print(Double(7 / 2))

// case: cgfloat-init-of-int-division
print(CGFloat(7 / 2))

// case: typed-operand-decides
let width: CGFloat = 300
print(width * (2 / 3))
print(width / 2)
print(2 / 3 * width)

// case: typed-int-operand
let n = 10
print(n / 4, n % 4, n * 3 / 2)

// case: array-element-type
let xs: [Double] = [1, 2 / 3, 4]
print(xs)

// case: dictionary-value-type
let d: [String: CGFloat] = ["a": 1 / 2]
print(d["a"]!)

// case: parameter-type
func half(_ v: Double) -> Double { v / 2 }
print(half(7 / 2))

// case: return-type
func third() -> CGFloat { return 1 / 3 }
print(third())

// case: implicit-return-type
func quarter() -> Double { 1 / 4 }
print(quarter())

// case: computed-property-type
var ratio: Double { 3 / 4 }
print(ratio)

// case: assignment-takes-target-type
var x = 1.0
x = 7 / 2
print(x)

// case: compound-assignment
var y: CGFloat = 10
y += 1 / 2
y *= 3 / 2
print(y)

// case: ternary-branches
let go = true
let w: Double = go ? 1 / 2 : 1
print(w)

// case: ternary-without-context
let go = false
print(go ? 1 / 2 : 3)

// case: comparison-operands-share-a-type
let v: Double = 0.4
print(v > 1 / 2, v < 1 / 2 + 0.5)

// case: min-max-generic
print(min(1 / 2, 0.3), max(7 / 2, 1), min(7 / 2, 2.5))

// case: abs-generic
let k: Double = abs(-7 / 2)
print(k, abs(-7 / 2))

// case: negative-literals
let m: Double = -7 / 2
print(m, -7 / 2)

// case: struct-property-default
struct Card { var corner: CGFloat = 1 / 4; var count = 3 / 2 }
print(Card().corner, Card().count)

// case: memberwise-argument
struct Box { var side: Double }
print(Box(side: 5 / 2).side)

// case: as-double
print(7 / 2 as Double)

// case: large-int-literal-as-double
let big: Double = 9007199254740993
print(big)

// case: hex-and-underscores
let h = 0xFF
let u = 1_000_000
let f: Double = 0x10
print(h, u, f)

// case: exponent-literals
print(1e3, 2.5e-3, 1E2)

// case: integer-literal-division-truncates-toward-zero
print(-7 / 2, 7 / -2, -7 % 3, 7 % -3)

// case: double-precision-printing
print(0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0, 100.0, 1e16, 1e-5, 123456789.0)

// case: ternary-of-literals-with-a-float
// Found by the generator (seed 2026): both branches are literals; one is floating, so both are Double.
let v0 = (6 % 7 != 8 ? 11 * 11 / 4 : 0.5)
let v1 = (8 > 12 ? 0.3 + 4 : 3)
print(v0, v1)

// case: ternary-literal-takes-the-other-branch-type
// Found by the generator (seed 11): a literal branch takes the type of a typed branch.
let v: Double = 16
let w = (0.5 != v ? 12 : v) + 4 / 12 * v
print(w)

// case: print-keeps-ternary-branch-types
// Found by the generator (seed 12): print's items are Any, so each branch keeps its own type.
let x: CGFloat = 0.5
print((x >= 1 ? x * 8 : 7), x >= 1 ? 1 : 2.5)

// case: negative-zero-literal
// Found by the generator (seed 11): `-0` is one integer literal, zero; as a Double it is +0.0.
let a: Double = 0.25 / -0
let b: Double = -0
let c = -0.0
print(a, b, c, 1 / c)

// case: sign-before-a-ternary-under-print
// geolab-diff fuzz --seed 1 found five (programs 20556, 21969, 23782, 25450, 27789): under
// print's Any each branch keeps its own type, but a sign needs one numeric type, so the
// literal branch becomes a Double.
let v1: Double = 2
print(true ? 7 : v1)
print(-(true ? 7 : v1))
print(-(true ? 1 : 2.5))
print(1 + (true ? 7 : v1), (true ? 7 : v1) * 2)
print([true ? 7 : v1], "\(true ? 7 : v1)")

// case: nested-ternaries-under-any
// geolab-diff fuzz --seed 1, program 62657: under print's Any a ternary nested in a branch
// gives its own branches their own types too, so 6 stays an Int.
print((2 * 0.125 <= 4 / 0.25 ? (8 >= 12 ? 0.1 : 6) : 5))
print(true ? (false ? 0.1 : 6) : 5.5)
let a: Any = (false ? 0.1 : 6)
print(a)

// case: ternary-with-nil-for-optional-floating-parameter
func widthText(_ w: CGFloat?) -> String { w.map { "\($0)" } ?? "none" }
let wide = true
print(widthText(wide ? 50 : nil), widthText(!wide ? 50 : nil), widthText(wide ? nil : 7))
