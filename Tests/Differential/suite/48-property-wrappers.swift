// The program's own property wrappers (SE-0258): `@W var x` stores a `W` as `_x`, and `x` reads
// and writes its `wrappedValue`; `$x` is its `projectedValue`.

// case: wrapper-clamps-initial-and-later-values
@propertyWrapper struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>
  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
  var projectedValue: String { "\(value) of \(range.upperBound)" }
}
struct Volume {
  @Clamped(0...10) var level: Int = 20
}
var v = Volume()
print(v.level)
v.level = -3
print(v.level, v.$level)
v.level += 4
print(v.level)
let w = Volume(level: 7)
print(w.level)
let x = Volume(level: 99)
print(x.level)

// case: wrapper-with-default-init
@propertyWrapper struct Uppercased {
  private var text = ""
  var wrappedValue: String {
    get { text }
    set { text = newValue.uppercased() }
  }
  init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct Badge { @Uppercased var title: String = "new" }
var b = Badge()
print(b.title)
b.title = "sale"
print(b.title)

// case: wrapper-in-a-class
@propertyWrapper struct Counted {
  private var stored: Int
  private(set) var writes = 0
  init(wrappedValue: Int) { stored = wrappedValue }
  var wrappedValue: Int {
    get { stored }
    set {
      stored = newValue
      writes += 1
    }
  }
  var projectedValue: Int { writes }
}
final class Score {
  @Counted var points = 1
}
let s = Score()
s.points = 5
s.points += 2
print(s.points, s.$points)

// case: wrapper-set-in-an-init
@propertyWrapper struct Rounded {
  private var value: Double
  init(wrappedValue: Double) { value = wrappedValue.rounded() }
  var wrappedValue: Double {
    get { value }
    set { value = newValue.rounded() }
  }
}
struct Reading {
  @Rounded var celsius: Double
  init(raw: Double) { self.celsius = raw + 0.25 }
}
print(Reading(raw: 20.4).celsius, Reading(raw: 20.2).celsius)

// case: print-a-wrapped-struct
// A value prints its stored properties: the wrapper as `_a`.
@propertyWrapper struct Doubled {
  private var value: Int
  init(wrappedValue: Int) { value = wrappedValue * 2 }
  var wrappedValue: Int {
    get { value }
    set { value = newValue * 2 }
  }
}
struct Pair { @Doubled var a: Int = 1; var b = 5 }
print(Pair())
print(Pair(a: 4, b: 6))
