// `.max` and `.min` in CoreGraphics' initialisers are `Int`'s: the floating-point types have
// none (Swift says `max` was renamed `greatestFiniteMagnitude`), so `CGSize(width: .max,
// height: .max)` takes the `Int` overload, as a card's `.rect(cornerSize:)` wrote it. The lab
// said "expected a number".

// case: cg-initializers-take-int-max
import Foundation
let s = CGSize(width: .max, height: .max)
print(s.width == CGFloat(Int.max), s.width, s.height)
let r = CGRect(x: 0, y: 0, width: .max, height: 10)
print(r.width, r.height)
let p = CGPoint(x: .min, y: 3)
print(p.x, p.y)
