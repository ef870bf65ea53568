// `if`/`else if`/`else` chains in a result builder: which `buildEither` calls Swift makes for
// each branch, with and without a final `else`.

// case: chains
@resultBuilder
enum Trace {
  static func buildBlock(_ parts: String...) -> String { parts.joined(separator: ",") }
  static func buildEither(first c: String) -> String { "F(" + c + ")" }
  static func buildEither(second c: String) -> String { "S(" + c + ")" }
  static func buildOptional(_ c: String?) -> String { c.map { "O(" + $0 + ")" } ?? "none" }
}
@Trace func three(_ k: Int) -> String {
  if k == 0 { "a" } else if k == 1 { "b" } else { "c" }
}
@Trace func four(_ k: Int) -> String {
  if k == 0 { "a" } else if k == 1 { "b" } else if k == 2 { "c" } else { "d" }
}
@Trace func five(_ k: Int) -> String {
  if k == 0 { "a" } else if k == 1 { "b" } else if k == 2 { "c" } else if k == 3 { "d" } else { "e" }
}
@Trace func noElse(_ k: Int) -> String {
  if k == 0 { "a" } else if k == 1 { "b" } else if k == 2 { "c" }
}
print((0..<3).map(three), (0..<4).map(four))
print((0..<5).map(five), (0..<4).map(noElse))

// case: longer-chains
@resultBuilder
enum Path {
  static func buildBlock(_ parts: String...) -> String { parts.joined() }
  static func buildEither(first c: String) -> String { "1" + c }
  static func buildEither(second c: String) -> String { "2" + c }
}
@Path func six(_ k: Int) -> String {
  if k == 0 { "a" } else if k == 1 { "b" } else if k == 2 { "c" } else if k == 3 { "d" } else if k == 4 { "e" } else { "f" }
}
@Path func seven(_ k: Int) -> String {
  if k == 0 { "a" } else if k == 1 { "b" } else if k == 2 { "c" } else if k == 3 { "d" } else if k == 4 { "e" } else if k == 5 { "f" } else { "g" }
}
print((0..<6).map(six), (0..<7).map(seven))
