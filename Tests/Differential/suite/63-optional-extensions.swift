// Extensions of `Optional` (and `extension String?`): members read on an optional value, nil or
// not (`nickname.orEmpty`). They were refused ("extensions of optional types are not supported yet").

// case: optional-extensions
extension Optional where Wrapped == String {
  var orEmpty: String { self ?? "" }
  var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Optional {
  var isNone: Bool { self == nil }
  func or(_ fallback: Wrapped) -> Wrapped {
    switch self {
    case .some(let value): return value
    case .none: return fallback
    }
  }
}
extension Int? { var orZero: Int { self ?? 0 } }
struct User { var nickname: String?; var age: Int? }
let a = User(nickname: nil, age: 3)
let b = User(nickname: "bo", age: nil)
print("[\(a.nickname.orEmpty)]", "[\(b.nickname.orEmpty)]", a.nickname.isNilOrEmpty, b.nickname.isNilOrEmpty)
print(a.age.orZero, b.age.orZero, a.age.isNone, b.age.isNone, b.age.or(7), a.nickname.or("anon"))
let maybe: String? = "x"
print(maybe.orEmpty.count, maybe.isNilOrEmpty)
func lookup(_ k: String) -> String? { k == "a" ? "A" : nil }
print(lookup("a").orEmpty, lookup("z").orEmpty, [lookup("a"), lookup("b")].map { $0.orEmpty })

// case: optional-of-optional
// `Optional(Optional(3))` wraps twice (it printed `Optional(3)`).
print(Optional(Optional(3)) as Any, Optional(3) as Any, Optional(Optional("a")) as Any)

// case: optional-of-a-nil-optional-is-refused
// `Optional(x)` of a nil `x: Int?` is `Optional(nil)`, an `Int??` that is not `== nil`: the
// lab printed `nil` and `true`. It now stops with an error there (after the first line).
let missing: Int? = nil
let present: Int? = 3
print(Optional(present) as Any, Optional(present) == nil)
print(Optional(missing) == nil)
