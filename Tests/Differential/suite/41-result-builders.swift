// User result builders (SE-0289): a function, a computed property or a closure parameter marked
// with a builder is built from its statements by the builder's static methods.

// case: block-and-expression
@resultBuilder
enum Lines {
  static func buildBlock(_ parts: String...) -> String { parts.joined(separator: "|") }
  static func buildExpression(_ n: Int) -> String { "#\(n)" }
  static func buildExpression(_ s: String) -> String { s }
}
@Lines func poem() -> String {
  "roses"
  let n = 2 * 3
  n
  "violets"
}
print(poem())

// case: optional-either-array
@resultBuilder
struct ListBuilder {
  static func buildBlock(_ components: [String]...) -> [String] { components.flatMap { $0 } }
  static func buildExpression(_ s: String) -> [String] { [s] }
  static func buildOptional(_ c: [String]?) -> [String] { c ?? ["(none)"] }
  static func buildEither(first c: [String]) -> [String] { ["first"] + c }
  static func buildEither(second c: [String]) -> [String] { ["second"] + c }
  static func buildArray(_ cs: [[String]]) -> [String] { cs.flatMap { $0 } + ["end"] }
  static func buildFinalResult(_ c: [String]) -> [String] { c + ["final"] }
}
func make(_ flag: Bool, _ n: Int, @ListBuilder content: () -> [String]) -> [String] { content() }
let a = make(true, 2) {
  "start"
  if 1 > 2 { "never" }
  if 3 > 2 { "yes" } else { "no" }
  for i in 0..<2 { "item \(i)" }
}
print(a)
struct Menu {
  var dark: Bool
  @ListBuilder var items: [String] {
    "open"
    if dark { "light mode" } else { "dark mode" }
    for k in ["a", "b"] where k != "a" { k.uppercased() }
  }
}
print(Menu(dark: true).items, Menu(dark: false).items.count)

// case: init-with-builder
@resultBuilder
enum Sum {
  static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
}
struct Total {
  let value: Int
  init(@Sum _ parts: () -> Int) { value = parts() }
}
print(Total { 1; 2; 3 }.value, Total { 10 }.value)
@Sum func withReturn() -> Int {
  return 7
}
print(withReturn())
