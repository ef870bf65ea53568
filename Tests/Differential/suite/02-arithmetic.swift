// Arithmetic as Swift computes it: integer division truncates, overflow and division by zero
// trap (the lab must stop with an error), floating division by zero is infinite.

// case: precedence
print(2 + 3 * 4, (2 + 3) * 4, 10 - 4 - 3, 100 / 10 / 5, 2 * 3 % 4)

// case: mixed-precedence-doubles
let a = 1.5
let b = 2.0
print(a + b * 3 - 4 / b, (a + b) * (a - b))

// case: floating-remainder
let x = 7.5
print(x.truncatingRemainder(dividingBy: 2), x.remainder(dividingBy: 2))

// case: rounding
let v = 2.5
print(v.rounded(), v.rounded(.down), v.rounded(.up), v.rounded(.towardZero), v.rounded(.toNearestOrEven), (-v).rounded())

// case: int-conversion-truncates
print(Int(2.9), Int(-2.9), Int(7.0 / 2))

// case: conversions
let n = 3
let d = Double(n) / 2
let c = CGFloat(n) * 1.5
print(d, c, Int(c))

// case: double-division-by-zero
let z = 0.0
print(1 / z, -1 / z)

// case: int-overflow-traps
let big = Int.max
print("before")
print(big + 1)

// case: int-division-by-zero-traps
let zero = 0
print("before")
print(10 / zero)

// case: int-min-max
print(Int.max, Int.min)

// case: double-constants
print(Double.pi, CGFloat.pi, Double.infinity, -Double.infinity)

// case: squareRoot-and-pow
print((2.0).squareRoot(), pow(2.0, 10.0), sqrt(16.0))

// case: math-functions
print(sin(0.0), cos(0.0), floor(2.7), ceil(2.1), round(2.5))

// case: magnitude-and-sign
let v = -3.5
print(abs(v), v.magnitude, abs(-4))

// case: wrapping-operators
print(Int.max &+ 1 == Int.min, 5 &* 3)

// case: compound-ops
var t = 10
t -= 3
t *= 2
t /= 3
t %= 3
print(t)

// case: degrees-to-radians
let degrees = 45.0
print(degrees * .pi / 180)

// case: lerp
let from: CGFloat = 10
let to: CGFloat = 110
let progress = 0.25
print(from + (to - from) * progress)
