// A cast to a generic parameter: the parameter is bound to the type of the value passed for a
// parameter declared with it, as Swift infers it.

// case: cast-to-an-inferred-generic-parameter
func value<T>(_ any: Any, or fallback: T) -> T { any as? T ?? fallback }
print(value(8 as Any, or: 3), value("x" as Any, or: 3), value("yes" as Any, or: "no"), value(true as Any, or: false))
struct Point { var x = 1 }
print(value(Point(x: 4) as Any, or: Point()).x, value(5 as Any, or: Point()).x)
func isA<T>(_ any: Any, like sample: T) -> Bool { any is T }
print(isA(3 as Any, like: 0), isA("3" as Any, like: 0))
