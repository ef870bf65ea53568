// A cast to a generic parameter: the parameter is bound to the type of the value passed for a
// parameter declared with it, as Swift infers it.

// case: cast-to-an-inferred-generic-parameter
func value<T>(_ any: Any, or fallback: T) -> T { any as? T ?? fallback }
print(value(8 as Any, or: 3), value("x" as Any, or: 3), value("yes" as Any, or: "no"), value(true as Any, or: false))
struct Point { var x = 1 }
print(value(Point(x: 4) as Any, or: Point()).x, value(5 as Any, or: Point()).x)
func isA<T>(_ any: Any, like sample: T) -> Bool { any is T }
print(isA(3 as Any, like: 0), isA("3" as Any, like: 0))

// case: cast-to-a-generic-type-parameter
// A type's own parameter, in a method of an instance, is the type of the value its stored
// property declared as `T` holds: here `fallback`'s.
struct Box<T> {
  let fallback: T
  func read(_ any: Any) -> T { any as? T ?? fallback }
}
print(Box(fallback: 3).read(8), Box(fallback: "x").read(8), Box(fallback: "x").read("y"))
@propertyWrapper struct Stored<T> {
  var box: [String: Any] = [:]
  let fallback: T
  var wrappedValue: T {
    get { box["v"] as? T ?? fallback }
    set { box["v"] = newValue }
  }
}
struct Prefs { @Stored(fallback: 3) var volume: Int }
var prefs = Prefs()
print(prefs.volume)
prefs.volume = 9
print(prefs.volume)

// case: cast-to-a-generic-parameter-of-an-optional-property
// `let defaultValue: T?` binds `T` when it holds a value.
@propertyWrapper struct Pref<T> {
  var store: [String: Any] = [:]
  let defaultValue: T?
  var wrappedValue: T? {
    get { store["v"] as? T ?? defaultValue }
    set { store["v"] = newValue }
  }
}
struct Settings {
  @Pref(defaultValue: 2) var count: Int?
  @Pref(defaultValue: "light") var theme: String?
}
var settings = Settings()
print(settings.count ?? -1, settings.theme ?? "none")
settings.count = 5
settings.theme = "dark"
print(settings.count ?? -1, settings.theme ?? "none")
