// Arithmetic on the narrower integer types traps where the result leaves the type's range: the
// lab computes them as `Int` and printed `UInt8(200) + UInt8(100)` as 300, and `c + 10` with
// `c: UInt8 = 250` as 260.

// case: narrow-integer-sums-that-fit
func byte(_ n: Int) -> UInt8 { UInt8(n) }
let a = byte(200), b = byte(55)
print(a + b, a - b, b * 4, a / 3)
let levels: [Int8] = [100, -20]
print(levels[0] + levels[1], levels[1] * 6)

// case: uint8-sum-overflow-traps
let parts: [UInt8] = [250, 3]
print(parts[0] + parts[1])
print(parts[0] + 10)

// case: uint-subtraction-below-zero-traps
let count: UInt = 3
let taken = [5, 1]
print(count - UInt(taken[1]))
print(count - UInt(taken[0]))

// case: int16-product-overflow-traps
let side = Int16(200)
print(side * 2)
print(side * side)
