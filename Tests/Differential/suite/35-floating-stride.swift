// `stride` over Doubles, as animations and charts step through fractions: Swift computes the
// k-th value as `from + k × by` in one fused multiply-add, not by adding the step again and
// again, so `stride(from: 0, to: 1, by: 0.1)` has ten values, the last 0.9.

// case: floating-stride
import Foundation
var count = 0
for x in stride(from: 0, to: 1, by: 0.1) { count += 1; _ = x }
print(count, Array(stride(from: 0.0, to: 1.0, by: 0.1)).last!)
print(Array(stride(from: 0.0, through: 1.0, by: 0.1)))
print(Array(stride(from: 1.0, to: 0.0, by: -0.3)), Array(stride(from: 0.25, through: 2.0, by: 0.35)).count)
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 10, through: 0, by: -5)))
