// Ranges with one bound, as view code slices with them (`items[1...]`, `xs[..<3]`).

// case: partial-range-subscripts
let xs = [10, 20, 30, 40]
print(xs[2...], xs[..<1], xs[...1], xs[4...], 1...)
let letters = Array("hello")
print(letters[3...], letters[..<2].count)
