// CGPoint, CGSize and CGRect as user code computes them. Found by the geometry share of the
// generator (geolab-diff fuzz, seed 3): CoreGraphics' initialisers come in Int, Double and
// CGFloat overloads, and Foundation's CGRect rules (null rectangle, standardising, midX).

// case: integer-overload-of-the-initialisers
// All arguments integer literals: the Int overload, so 100 / 3 is integer division.
let p = CGPoint(x: 202, y: 100 / 3)
let r = CGRect(x: -4, y: 100 / 3, width: 236, height: -30)
print(p, r)
print(CGSize(width: 7 / 2, height: 1))
// A floating-point literal among them: every literal is a Double.
print(CGPoint(x: 0.5, y: 100 / 3))
print(CGRect(x: 3.25, y: 100 / 3, width: 1, height: 1))

// case: mid-is-the-mean-of-min-and-max
let r = CGRect(x: 52.1, y: -3, width: 211, height: 58)
print(r.midX, r.midY)
print(r.minX - r.midX)

// case: inset-past-the-middle-is-null
let r = CGRect(x: 3.25, y: 197.25, width: 100.5, height: 10)
let small = r.insetBy(dx: 201, dy: -15)
print(small, small.isNull, small.isEmpty)
print(small.origin, small.maxX)
print(r.insetBy(dx: 50.25, dy: 5), r.insetBy(dx: -2, dy: -2))
print(CGRect.null, CGRect.null.isNull)

// case: negative-sizes-are-standardised
let r = CGRect(x: 10, y: 10, width: -20, height: -5)
print(r, r.minX, r.maxX, r.width, r.standardized)
print(r.offsetBy(dx: 1, dy: 1))
print(r.insetBy(dx: 1, dy: 1))

// case: union-intersection-intersects
let a = CGRect(x: 0, y: 0, width: 10, height: 10)
let b = CGRect(x: 10, y: 0, width: 5, height: 5)
let c = CGRect(x: 20, y: 20, width: 1, height: 1)
print(a.union(b), a.union(CGRect.null))
print(a.intersection(b), a.intersects(b))
print(a.intersection(c), a.intersects(c))
print(a.intersection(CGRect(x: 2, y: 3, width: 4, height: 50)))

// case: contains-is-half-open
let a = CGRect(x: 0, y: 0, width: 10, height: 10)
print(a.contains(CGPoint(x: 0, y: 0)), a.contains(CGPoint(x: 10, y: 5)), a.contains(CGPoint(x: 9.5, y: 9.5)))
print(CGRect(x: 0, y: 0, width: 0, height: 10).contains(CGPoint(x: 0, y: 1)))
print(a.contains(CGRect(x: 1, y: 1, width: 2, height: 2)), a.contains(CGRect(x: 5, y: 5, width: 10, height: 1)))
