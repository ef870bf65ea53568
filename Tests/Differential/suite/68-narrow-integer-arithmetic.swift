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

// case: bounds-of-the-integer-widths
// `UInt8.max`, `Int16.min` and their kin (they were "no member `max`") are of their width: one
// past `UInt8.max` traps. (`UInt.max` and `UInt64.max` are beyond the lab's `Int` and refused.)
print(Int.max, Int.min, UInt8.max, Int16.min, Int32.max, UInt16.max, Int8.min, UInt32.max, Int64.max, UInt.min)
let top = UInt8.max
print(top - 5, Int(top) + 1, Int16.max / 2)
let levels: [UInt8] = [UInt8.max, 0]
print(levels[0] - 1)
func bump(_ x: UInt8) -> UInt8 { x + 1 }
print(bump(UInt8.max - 1))
print(bump(UInt8.max))
