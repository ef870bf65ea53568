// How print shows user types: a top-level value by its own name, a value inside a collection,
// an optional or another value's fields by its debug text, which names the module
// (GeometryLab, the module the lab's code lives in; the harness compiles with the same name).
// Found by the corpus's plain-Swift parts (corpus/diff-parts.sh): a model array printed as
// [Employee(…)] where Swift prints [GeometryLab.Employee(…)].

// case: struct-top-level-and-in-array
struct Employee { var id: String; var name: String }
let staff = [Employee(id: "1", name: "Jobs"), Employee(id: "2", name: "Watson")]
print(staff[0])
print(staff)

// case: struct-field-holding-struct-array
struct Employee { var id: String; var name: String }
struct Company { var name: String; var employees: [Employee] }
print(Company(name: "Apple", employees: [Employee(id: "1", name: "Jobs")]))

// case: enum-top-level-and-in-collections
enum CompanyError { case networkFailed, decodeFailed }
print(CompanyError.networkFailed)
print([CompanyError.networkFailed, .decodeFailed])
print(["k": CompanyError.decodeFailed])
print((CompanyError.networkFailed, 1))

// case: enum-raw-value-in-array
enum Size: String { case small, large }
print(Size.small)
print([Size.small, Size.large])
print(Size.large.rawValue)

// case: enum-associated-labels
enum Shape { case circle(Double), rect(width: Double, height: Double), named(_ n: String) }
print(Shape.circle(2))
print(Shape.rect(width: 3, height: 4))
print([Shape.rect(width: 1, height: 2), .named("x")])

// case: optional-fields
struct Box { var label: String?; var count: Int?; var n = 1 }
print(Box(label: "a", count: nil))
print([Box(label: nil, count: 3)])

// case: optional-struct
struct P { var x = 1 }
let p: P? = P()
print(p as Any)
let q: P? = nil
print(q as Any)

// case: nested-type-in-a-field
struct Outer {
  struct Inner { var v = 2 }
  enum Mode { case on, off }
  var inner = Inner()
  var mode = Mode.on
}
print(Outer())
print([Outer()])

// case: interpolation-uses-description
enum Tone { case loud }
struct T { var s = "q" }
print("\(Tone.loud) \(T()) \([Tone.loud])")

// case: core-graphics-values
// Compared in their Apple-platform text, (x, y): see LabRunner.normalized.
let p = CGPoint(x: 1, y: 2.5)
let s = CGSize(width: 3, height: 4)
print(p, s)
print([p])
print(CGRect(x: 0, y: 1, width: 2, height: 3))

// case: static-initialiser-uses-a-sibling-static
// Apple's Landmarks tutorial (HexagonParameters): a static array built from another static,
// named without its type.
struct Hexagon {
  struct Segment { let line: CGPoint; let curve: CGPoint }
  static let adjustment: CGFloat = 0.085
  static let segments = [
    Segment(line: CGPoint(x: 0.05, y: 0.20 + adjustment), curve: CGPoint(x: 0, y: 0.30 - adjustment))
  ]
}
print(Hexagon.segments[0].line.y)
print(Hexagon.segments)

// case: optional-members-in-tuples-and-arrays
// Found by the struct-and-enum share of the generator (geolab-diff fuzz --seed 5): a tuple or
// array of optionals shows each non-nil element as Optional(…).
struct S { var b: String?; var n: Double? }
enum Tag: String { case red, blue }
let v = S(b: "a", n: nil)
print((v.b, v.n), [v.b, nil], (v.b ?? "none", 1))
print(Tag(rawValue: "red") as Any, Tag(rawValue: "x") as Any, Optional(Tag.blue) as Any)

// case: literals-typed-by-a-parameter-of-collection-type
// The generator again: a memberwise argument [1 / 2] for a [Double] field, and append.
struct M { var d: [Double]; var p: (x: CGFloat, y: Int) }
var m = M(d: [1 / 2], p: (1, 2))
m.d.append(1 / 4)
print(m, m.d, m.p.x)

// case: ranges-inside-collections-and-optionals
// A range's debug text names its type (found adding Calendar.range(of:in:for:), which returns
// an optional range).
print(1..<3, 1...3)
print([1..<3], [1...3])
let r: Range<Int>? = 2..<5
print(r as Any)
print([0.5..<1.5], (1...2, 0))
debugPrint(1..<3)
