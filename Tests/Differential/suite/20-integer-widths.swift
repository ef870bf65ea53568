// Integers of other widths: `Int64` is `Int`; `UInt64` and `UInt` are the lab's `Int` while
// they are in 0…Int.max (hex colour code reads components into a `UInt64`).

// case: unsigned-and-64-bit
var x: UInt64 = 5
x = x * 3 + 1
let parts: [UInt64] = [1, 2, 300]
print(x, UInt64(5), UInt64("12") as Any, Int64(3), UInt(7.9), UInt64("-3") as Any, UInt64("ff") as Any, parts.reduce(0, +))
let i: Int64 = -4
print(i * 2, Int64("77") as Any)

// case: unsigned-below-zero-traps
var n: UInt64 = 5
print(n)
n = n - 6
print(n)

// case: other-widths
import Foundation
print(UInt8(200), UInt8("300") as Any, UInt8("25") as Any, Int8(-100), Int32("-7") as Any, UInt32(4000000000), UInt64("-3") as Any)
var rgb: UInt32 = 0
print(Scanner(string: "FF8000").scanHexInt32(&rgb), rgb, (rgb >> 16) & 0xFF, Double(rgb & 0xFF) / 255)

// case: uint8-overflow-traps
var z: UInt8 = 250
print(z)
z = z + 10
print(z)

// case: radix
print(UInt64("ff", radix: 16) as Any, Int("-7f", radix: 16) as Any, Int("zz", radix: 36) as Any, UInt8("100", radix: 16) as Any, Int("12", radix: 2) as Any, UInt64("F2F2F7", radix: 16) ?? 0)
