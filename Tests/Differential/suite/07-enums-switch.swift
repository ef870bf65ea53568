// Enums with raw and associated values, CaseIterable, switch over ranges (Double too).

// case: raw-values
enum Size: Int { case small = 1, medium, large }
print(Size.medium.rawValue, Size(rawValue: 3) == .large, Size(rawValue: 9) == nil)

// case: string-raw
enum Tab: String { case home, settings = "gear" }
print(Tab.home.rawValue, Tab.settings.rawValue)

// case: case-iterable
enum Dir: CaseIterable { case up, down, left }
print(Dir.allCases.count)
for d in Dir.allCases { print(d) }

// case: associated-values
enum Shape { case circle(Double), rect(w: Double, h: Double) }
func area(_ s: Shape) -> Double {
  switch s {
  case .circle(let r): return r * r * 3
  case .rect(let w, let h): return w * h
  }
}
print(area(.circle(2)), area(.rect(w: 2, h: 1 / 2)))

// case: switch-double-ranges
func label(_ p: Double) -> String {
  switch p {
  case ..<0.25: return "low"
  case 0.25..<0.75: return "mid"
  default: return "high"
  }
}
print(label(0.1), label(0.5), label(0.9))

// case: switch-int-ranges
for n in [0, 5, 15] {
  switch n {
  case 0: print("zero")
  case 1...9: print("small")
  default: print("big")
  }
}

// case: switch-expression
let n = 7
let kind = switch n % 2 { case 0: "even"; default: "odd" }
print(kind)

// case: switch-tuples
let pt = (1, 0)
switch pt {
case (0, 0): print("origin")
case (_, 0): print("on x")
default: print("elsewhere")
}

// case: enum-methods
enum Mode {
  case on, off
  var flipped: Mode { self == .on ? .off : .on }
}
print(Mode.on.flipped == .off)

// case: where-clause
for i in 1...6 where i % 3 == 0 { print(i) }

// case: print-enum-case
enum Color2 { case red, green }
print(Color2.green)
let c: Color2 = .red
print("\(c)")

// case: range-patterns-of-every-form
func grade(_ n: Int) -> String {
  switch n {
  case ...59: return "F"
  case 60..<80: return "B"
  case 80...: return "A"
  default: return "?"
  }
}
print(grade(10), grade(60), grade(79), grade(80), grade(1000))
func band(_ p: Double) -> String {
  switch p {
  case ..<0.25: return "low"
  case 0.75...0.9: return "high"
  case 0.9...: return "max"
  default: return "mid"
  }
}
print(band(0.25), band(0.75), band(0.9), band(0.95))
switch (2, 5.5) {
case (0..<3, 4...): print("box")
default: print("out")
}

// case: labelled-tuples-protocol-extensions-and-expressions
let steps: [(image: String, delay: Double)] = [("a", 0.1), ("b", 0.25)]
print(steps.map(\.image), steps[1].delay, steps[0])
protocol Named { var name: String { get } }
extension Named { func greeting() -> String { "Hello, \(name)" } }
struct Person: Named { let name: String }
print(Person(name: "Ada").greeting())
enum Size { case small, large }
let chosen = Size.large
let width = switch chosen { case .small: 10 case .large: 20 }
let label = if width > 15 { "wide" } else { "narrow" }
print(width, label)

// case: enum-case-named-none
// A case named `none` matches as the enum's, not Optional's, where the value is not optional.
enum FilterType { case none, contacted }
let f = FilterType.none
switch f {
case .none: print("everyone")
case .contacted: print("contacted")
}
let g: FilterType? = nil
switch g { case .none: print("nil"); case .some(let x): print(x) }
let h: FilterType? = FilterType.none
if case .some(.none) = h { print("some none") }
