// Initializers the lab got wrong or refused: a failable `init?` that returns nil made an
// instance anyway (`S(s: "x")` printed `S()`, and `if let` took it); an enum's own `init`
// (`init(width:)`, a failable `init?(code:)`) was refused; an enum's own `init(from:)` (a
// fallback case for unknown strings) was refused.
import Foundation

// case: failable-inits
struct Email {
  let value: String
  init?(_ s: String) { guard s.contains("@") else { return nil }; value = s }
}
final class Account {
  let id: Int
  init?(id: Int) { if id < 0 { return nil }; self.id = id }
}
print(Email("a@b")?.value ?? "-", Email("nope") == nil, [Email("x@y"), Email("z")].compactMap { $0 }.count)
print(Account(id: 3)?.id ?? -1, Account(id: -1) == nil)
if let e = Email("none") { print("made", e.value) } else { print("no email") }

// case: enum-inits
enum Size: String, CaseIterable {
  case s, m, l
  init(width: Double) { if width < 100 { self = .s } else if width < 300 { self = .m } else { self = .l } }
  init?(code: Int) { guard code >= 0, code < Size.allCases.count else { return nil }; self = Size.allCases[code] }
}
enum Temp {
  case hot, cold
  init?(c: Double) { if c.isNaN { return nil }; self = c > 25 ? .hot : .cold }
}
print(Size(width: 50), Size(width: 200).rawValue, Size(width: 999), Size(code: 1) as Any, Size(code: 9) as Any, Size(rawValue: "l")!)
print(Temp(c: 30) as Any, Temp(c: .nan) as Any, Temp(c: 3) == .cold)

// case: enum-init-from-decoder
enum Status: String, Decodable {
  case open, closed, unknown
  init(from decoder: Decoder) throws {
    let raw = try decoder.singleValueContainer().decode(String.self)
    self = Status(rawValue: raw) ?? .unknown
  }
}
struct Ticket: Decodable { let id: Int; let status: Status }
let tickets = try! JSONDecoder().decode([Ticket].self, from: Data(#"[{"id": 1, "status": "open"}, {"id": 2, "status": "weird"}]"#.utf8))
print(tickets.map(\.status.rawValue))

// case: generic-enum-annotations
// A generic enum of the program named with its arguments in an annotation types the case that
// follows (`let r: Loadable<Int, LoadError> = .loaded(3)` was "cannot infer contextual base").
// Printed alone a case is its name; inside another value Swift writes the type's generic
// arguments, which the lab refuses rather than leave out.
enum LoadError: Error { case bad }
enum Loadable<V, E: Error> {
  case loaded(V), failed(E), idle
  func get() throws -> V {
    switch self {
    case .loaded(let v): return v
    case .failed(let e): throw e
    case .idle: throw LoadError.bad
    }
  }
  func map<T>(_ f: (V) -> T) -> Loadable<T, E> {
    switch self {
    case .loaded(let v): return .loaded(f(v))
    case .failed(let e): return .failed(e)
    case .idle: return .idle
    }
  }
}
let state: Loadable<Int, LoadError> = .loaded(3)
let waiting: Loadable<String, LoadError> = .idle
print(state, waiting, (try? state.get()) as Any, (try? waiting.get()) as Any)
if case .loaded(let v) = state.map({ $0 * 2 }) { print(v) }
