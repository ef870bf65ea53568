// `zip` of a sequence and a range without an upper bound (`zip(names, 1...)`), the usual way to
// number rows; it was refused ("a value of type `PartialRangeFrom<Int>` is not a sequence").

// case: zip-open-range
let names = ["ada", "grace", "alan"]
print(zip(names, 1...).map { "\($1). \($0)" })
for (i, n) in zip(0..., names) where i > 0 { print(i, n) }
print(Array(zip(names, (-2)...)).count, Array(zip([Int](), 9...)).isEmpty)
let lastOnes = Array(zip(["x", "y"], (Int.max - 1)...))
print(lastOnes.map { $0.1 == Int.max })

// case: zip-open-range-near-the-top
// The range's iterator steps past each number it returns, and zip asks its first sequence once
// more than the other's count: one step past `Int.max` traps.
print(Array(zip(["x"], (Int.max - 1)...)).map { $0.1 == Int.max - 1 })
print(Array(zip((Int.max - 1)..., ["x"])).count)
print(Array(zip((Int.max - 1)..., ["x", "y"])).count)
