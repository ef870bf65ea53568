import Foundation

// `.init(…)` written where the declared type says which type it makes: a property's or a
// constant's annotation, a parameter's type, a function's return type.

// case: declared-types
let parts: URLComponents = .init(string: "https://example.com/a?b=1")!
print(parts.host ?? "nil", parts.query ?? "nil")
let start: Date = .init(timeIntervalSince1970: 86_400)
print(start.timeIntervalSince1970)
let id: UUID = .init(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(id.uuidString)
let size: CGSize = .init(width: 3, height: 4)
print(size.width * size.height)

// case: parameter-and-return
func later(_ d: Date = .init(timeIntervalSince1970: 60)) -> Date { d.addingTimeInterval(30) }
print(later().timeIntervalSince1970)
func origin() -> CGPoint { .init(x: 1.5, y: 2) }
print(origin().x + origin().y)
