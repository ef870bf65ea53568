// Types written with their module (`Swift.Double`, `[Swift.Int]`, `SwiftUI.Color`) are the
// built-in types: `let d: Swift.Double = 3` was an Int, so `d / 2` printed 1. A type nested in
// another keeps a built-in's name free at the top level (`struct Book { struct Image: View }`
// took `Image(systemName:)` for itself; here `Shelf.Set` beside Swift's `Set`).

// case: module-qualified-and-nested-type-names
struct Shelf {
  struct Set { var n = 2 }
  let s = Set()
}
extension Shelf.Set { var doubled: Int { n * 2 } }
let s: Set<Int> = [1, 2, 2]
print(s.count, Shelf().s.n, Shelf().s.doubled, Swift.Set([3, 3]).count)
let xs: [Swift.Int] = [1, 2]
let d: Swift.Double = 3
print(xs, d / 2)

// case: implicit-init-of-built-in-types
// `.init(…)` where a built-in type is wanted is that type's initializer (`to: .init()` for a
// `Date` was "expected a `Date`, got `implicit member`").
import Foundation
func seconds(_ d: Date) -> Double { d.timeIntervalSince1970 }
let epochPlusDay: Date = .init(timeIntervalSince1970: 86_400)
print(seconds(.init(timeIntervalSince1970: 5)), epochPlusDay.timeIntervalSince1970)
var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!
print(utc.date(byAdding: .hour, value: 2, to: .init(timeIntervalSince1970: 0))!.timeIntervalSince1970)
