// A class's `lazy var` gets its value at its first read, with `self` in scope: the lab
// evaluated every initializer when the object was made, so one that read `self` ("cannot find
// `items`") was refused, and one that printed printed too early.

// case: lazy-class-property-reads-self-at-first-read
final class Store {
    var items = [1, 2, 3]
    lazy var doubled: [Int] = items.map { $0 * 2 }
    lazy var label: String = {
        print("making label")
        return "Store of \(self.items.count)"
    }()
}
let s = Store()
print("made")
s.items.append(4)
print(s.doubled)
s.items.append(5)
print(s.doubled, s.label)
print(s.label)

// case: lazy-class-property-assigned-before-read
final class Cache {
    var hits = 0
    lazy var table: [String: Int] = { print("building"); return ["a": 1] }()
}
let c = Cache()
c.table = ["b": 2]
print(c.table["b"] ?? 0, c.table["a"] ?? 0)

// case: a-struct-with-a-lazy-property-prints-its-storage
// Swift prints a lazy property's storage, `$__lazy_storage_$_b: nil` until it is read: the lab
// printed `P(a: 1, b: 2)`. It now stops with an error there.
struct P {
    var a = 1
    lazy var b = 2
}
var p = P()
print(p.a)
print(p)
