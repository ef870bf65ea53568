// ObjectIdentifier as view code uses it: a key for a type (a registry of services or
// factories) or for an object's identity. It prints an address, so no case prints one.

// case: object-identifier-types
final class Service {}
final class Store {}
struct Plain {}
var registry: [ObjectIdentifier: String] = [:]
func register<T>(_ type: T.Type, as name: String) { registry[ObjectIdentifier(type)] = name }
register(Service.self, as: "service")
register(Store.self, as: "store")
print(registry[ObjectIdentifier(Service.self)] ?? "none", registry[ObjectIdentifier(Plain.self)] ?? "none")
print(ObjectIdentifier(Service.self) == ObjectIdentifier(Service.self), ObjectIdentifier(Service.self) == ObjectIdentifier(Store.self))
print(registry.count)

// case: object-identifier-objects
final class Node { var name: String; init(_ name: String) { self.name = name } }
let a = Node("a")
let b = Node("a")
let c = a
print(ObjectIdentifier(a) == ObjectIdentifier(b), ObjectIdentifier(a) == ObjectIdentifier(c), ObjectIdentifier(a) != ObjectIdentifier(b))
var seen = Set<ObjectIdentifier>()
for n in [a, b, c] { seen.insert(ObjectIdentifier(n)) }
print(seen.count, seen.contains(ObjectIdentifier(c)))
