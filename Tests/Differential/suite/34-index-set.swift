// IndexSet as onDelete and onMove closures use it: a sorted set of offsets, iterated in
// ascending order, counted, looked into and mapped; printed by count, as Foundation describes
// it (docs/semantics.md §12).

// case: index-set
import Foundation
let items = ["a", "b", "c", "d", "e"]
let offsets = IndexSet([3, 1, 3])
print(offsets, offsets.count, offsets.first ?? -1, offsets.last ?? -1, offsets.contains(1), offsets.contains(2))
for i in offsets { print(i, items[i]) }
print(offsets.map { items[$0] }, offsets.isEmpty, IndexSet().isEmpty)
print(IndexSet(integer: 4), IndexSet(integersIn: 1..<4).map { $0 * 10 })
var kept: [String] = []
for (i, item) in items.enumerated() where !offsets.contains(i) { kept.append(item) }
print(kept)
