// Ranges of `Double` whose bounds are integer literals: `let unit: ClosedRange<Double> = 0...1`
// was an Int range, so `unit.contains(0.5)` was false and `unit.upperBound / 3` was 0 (wrong
// values printed as if right); a literal range passed to a `Range<Double>` parameter (Apple's
// Landmarks `GraphCapsule(range: 10..<50, …)`) failed later with "cannot convert Int to Double".

// case: double-ranges-from-integer-literals
import Foundation
func magnitude(of range: Range<Double>) -> Double { range.upperBound - range.lowerBound }
struct Capsule { var range: Range<Double>; var overall: Range<Double>
  var ratio: Double { (range.lowerBound - overall.lowerBound) / magnitude(of: overall) } }
let c = Capsule(range: 10..<50, overall: 0..<100)
print(c.ratio, magnitude(of: 1..<4), c.range)
let r: ClosedRange<Double> = 0...1
print(r, r.contains(0.5), r.upperBound / 3)
var span: Range<Double> = 2..<3
span = 1..<7
print(span, span.lowerBound, magnitude(of: span) / 4)
struct Band { var span: Range<Double> = 0..<10; var name = "b" }
func unit() -> ClosedRange<Double> { 0...1 }
func scaled(_ r: ClosedRange<CGFloat> = 1...3, by k: CGFloat) -> CGFloat { (r.upperBound - r.lowerBound) * k }
let bands: [Range<Double>] = [0..<5, 5..<12]
print(Band().span, unit(), scaled(by: 2), scaled(2...8, by: 0.5))
print(bands.map { $0.upperBound - $0.lowerBound }, bands[1].contains(11.5))
let w = 4.0
let mixed = 0...w
print(mixed, mixed.upperBound / 8)
var opt: Range<Double>? = nil
opt = 3..<4
print(opt!, opt.map { $0.lowerBound / 2 }!)
let clampRange: ClosedRange<Double> = -1...1
print(min(max(7.5, clampRange.lowerBound), clampRange.upperBound))

// case: int-ranges-stay-int
let ints = 1...3
print(ints, ints.upperBound / 2, (0..<7).count)
let k = 1..<5
let d: ClosedRange<Double> = 0...(Double(k.upperBound) / 2)
print(d)
