// Array slices keep their base's indices: `xs.dropFirst()[1]` is `xs[1]`, and a slice's
// `indices`, `startIndex` and `firstIndex(of:)` count from where it was cut. The lab read them
// as positions from 0 (`xs.dropFirst()[1]` was `xs[2]`; `ForEach(days.dropFirst().indices)`
// started at 0). Inside another value a slice prints as `ArraySlice([…])`.
import Foundation

// case: slice-indices
let xs = [5, 3, 8, 1, 9, 2]
print(xs.dropFirst()[1], xs.dropFirst().startIndex, xs.dropFirst().indices, xs[2...][3])
print(xs.suffix(2).firstIndex(of: 2) ?? -1, xs[1..<4].lastIndex(where: { $0 > 2 }) ?? -1, xs[2...].endIndex)
for i in xs.dropFirst(4).indices { print(i, xs[i]) }
print(xs.dropFirst(2).dropLast(2), xs.dropFirst(2).dropLast(2).endIndex, xs.dropFirst().prefix(2).startIndex)
print(xs.dropFirst(3).prefix(upTo: 5), xs.dropFirst(3).suffix(from: 4), xs[1...].prefix(through: 2))
print((3..<9).firstIndex(of: 4) ?? -1, xs[..<3].count, xs[...2].last ?? -1)

// case: slice-values
let ys = [5, 3, 8, 1, 9, 2]
print([ys.prefix(2), ys.suffix(2)], [ys.dropFirst(4)], ys.dropFirst().map { $0 * 2 })
print(ys[1..<3] == [3, 8], ys.prefix(2) == ys[0..<2], ys.dropFirst() + [7], [0] + ys.suffix(1))
print(ys.split(separator: 8), ys.split { $0 > 4 }, ys.split(separator: 1, maxSplits: 0))
print([1, 0, 0, 2].split(separator: 0, omittingEmptySubsequences: false), ys.split(separator: 5).first?.startIndex ?? -1)
print(ys.prefix { $0 > 2 }, ys.drop { $0 > 2 }, ys.elementsEqual([5, 3, 8, 1, 9, 2]), ys.starts(with: [5, 3]))
print(ys.starts(with: [5, 4]), ys.elementsEqual([5, 3]), ys.elementsEqual([6, 4, 9, 2, 10, 3], by: { $0 + 1 == $1 }))
print(Array(ys.dropFirst(2)).startIndex, ys.dropFirst().enumerated().map { $0.offset }, ys.dropFirst().first ?? -1)

// case: slice-mutations
let zs = [5, 3, 8, 1, 9, 2]
var rest = zs.dropFirst()
rest.append(7)
print(rest, rest.startIndex, rest.count)
let removed = rest.removeFirst()
print(removed, rest, rest.startIndex, rest.popFirst() ?? -1, rest.startIndex)
rest.sort()
print(rest, rest.popLast() ?? -1, rest, rest.indices)
