// Float, single precision, as view code uses it (a rating, a progress, a slider's value): it
// rounds each operation to 24 bits and prints the shortest text that reads back the same.

// case: float-arithmetic
import Foundation
let third = Float(1) / Float(3)
print(third, third * 3, Float(0.1) + Float(0.2), Float.pi, Double(Float.pi))
let progress: Float = 0.1
var total: Float = 0
for _ in 0..<10 { total += progress }
print(progress, total, total == 1, total < 1.0000001, Double(progress))
let big: Float = 16_777_217
print(big, big + 1, Float(16_777_217.0), Float(Int.max))
print(-progress, abs(-progress), progress.magnitude, progress.squareRoot(), sqrt(Float(2)))

// case: float-conversions-and-members
import Foundation
let rating: Float = 4.25
print(Int(rating), Double(rating), String(format: "%.2f", rating), "\(rating) stars")
print(rating.rounded(), rating.rounded(.down), rating.rounded(.up), (2.5 as Float).rounded())
print(Float("3.14159")!, Float("nope") == nil, Float(7).truncatingRemainder(dividingBy: 2.5))
print([Float(1), 2.5, 0.3], [Float](repeating: 0.7, count: 2), max(Float(1.5), 0.25), min(rating, 2))
print(Float.infinity, -Float.infinity, Float.greatestFiniteMagnitude, Float.ulpOfOne, Float.nan.isNaN)
struct Item { var price: Float; var count: Int }
let items = [Item(price: 0.1, count: 3), Item(price: 2.35, count: 2)]
let sum = items.reduce(Float(0)) { $0 + $1.price * Float($1.count) }
print(sum, items.map(\.price), items[1])

// case: float-literals
import Foundation
let a: Float = 0.3
let b: Float = 1e-8
let c: Float = 1 + 1e-8
let d: Float = 3.4028235e38
let e: Float = 0.1 + 0.2
print(a, b, c, d, e, a == 0.3, e == 0.3)
print(Float(1) / 3 * 3 == 1, sin(Float(1)), cos(Float.pi), pow(Float(2), 0.5), atan2(Float(1), 2))

// case: float-in-views-state
struct Meter { var level: Float = 0.5; var zero: Float = -0; var negative: Float = -0.0 }
var m = Meter()
m.level += 0.1
m.level *= 3
print(m.level, m.zero, m.negative, m, [m.level: "x"])
let values: [Float] = [0.1, 0.25, 1.0 / 3]
print(values, values.reduce(0, +), values.map { $0 * 2 }, values.max()!, values.sorted(by: >))
let half = values.map { Double($0) / 2 }
print(half, Float(half[2]), Float(true ? 0.5 : 1) * 2)

// case: literals-rounded-twice
// On x86-64 Swift reads a floating-point literal as a Float80 and then rounds it to its type:
// a literal just above the halfway point between two Floats (or Doubles) lands on the halfway
// point first and then rounds to even.
let f: Float = 1.0000000596046447753906251
let d: Double = 1.000000000000000111022302462515654042363166809082031251
let direct = Float("1.0000000596046447753906251")!
print(f, d, direct, 1.000000000000000111022302462515654042363166809082031251)

// case: more-math-functions
// `hypot` (a drag's distance), `exp`, `log`, `log2`, `log10`, `trunc`, `fmod` and `cbrt`, in
// `Double` (and `CGFloat`) and in `Float`'s single precision. They were "cannot find".
let ma: CGFloat = 3, mb: CGFloat = 4
print(hypot(ma, mb), hypot(3.0, 4.0), exp(1.0), log(10.0), log2(8.0), log10(1000.0), trunc(-2.7), fmod(7.5, 2), cbrt(27.0))
let mf: Float = 2
print(hypot(mf, mf), exp(mf), log(mf), trunc(Float(-1.5)), fmod(Float(7), 3), log10(Float(50)))

// case: exact-conversions-and-signs
// `Int(exactly:)` and `Double(exactly:)` are nil where the value does not convert exactly; an
// Int's `signum()` and a Double's `sign` (minus for −0.0 too). They were refused.
print(Int(exactly: 3.5) as Any, Int(exactly: 3.0) as Any, Double(exactly: 5) as Any, Int(exactly: 7) ?? 0, Int(2.9))
print(10.signum(), (-3).signum(), 0.signum(), (-2.0).sign == .minus, 2.5.sign == .plus, (-0.0).sign == .minus)
let huge = 1e300
print(Int(exactly: huge) as Any, Double(exactly: 9007199254740993) as Any)
