import Foundation
import Testing

@testable import LabSession

/// Limits are diagnostics at the session level (issue 10 §2): each hostile input fails with an
/// error that names what went wrong, and the session stays usable — the previous root is still
/// there for `:frames`, and the next input runs. Sessions run on `LargeStack`, as geolab's do.
@Suite struct SessionLimitsTests {
  static let nested: (Int) -> String = { depth in
    String(repeating: "VStack { ", count: depth) + "Color.red"
      + String(repeating: " }", count: depth)
  }

  static let hostile: [(name: String, input: String, message: String)] = [
    (
      "huge ForEach", "VStack { ForEach(0..<1_000_000) { _ in Color.red } }",
      "collection size limit"
    ),
    ("huge array", "let a = Array(0..<10_000_000)", "collection size limit"),
    ("deep nesting", nested(2_000), "error"),
    ("runaway recursion", "func f(_ n: Int) -> Int { f(n + 1) }\nf(0)", "recursion depth limit"),
    ("a view that is its own body", "struct Me: View { var body: some View { Me() } }\nMe()", "`Me` contains itself"),
    (
      "recursive view", "struct Loop: View { var body: some View { VStack { Loop() } } }\nLoop()",
      "`Loop` contains itself"
    ),
    ("runaway loop", "var n = 0\nwhile true { n += 1 }", "step limit"),
    (
      "too many views", "VStack { ForEach(0..<60_000) { _ in Color.red } }",
      "view count limit"
    ),
    (
      "deep view built in a loop",
      "var v = AnyView(Color.red)\nfor _ in 0..<20_000 { v = AnyView(v.padding(1)) }\nv",
      "view nesting depth limit exceeded (more than 500 levels)"
    ),
    (
      "deep view in a body",
      "struct D: View { @State var n = 3000\n var body: some View { var v = AnyView(Text(\"x\"))\n"
        + " for _ in 0..<n { v = AnyView(v.padding()) }\n return v } }\nD()",
      "view nesting depth limit"
    ),
    ("long modifier chain", "Color.red" + String(repeating: ".padding(1)", count: 600), "nesting"),
  ]

  /// A root, the hostile input, then what shows the session is still usable.
  static func run(_ input: String) -> [Output] {
    outputsOnLargeStack([
      "Color.blue.frame(width: 30, height: 20)", input, ":frames", "Text(\"still here\")",
      ":frames",
    ])
  }

  @Test(arguments: hostile.indices)
  func aLimitIsADiagnosticAndTheSessionGoesOn(index: Int) {
    let (name, input, message) = Self.hostile[index]
    let out = Self.run(input)
    #expect(out.count == 5)
    guard out.count == 5 else { return }
    #expect(out[0].status == .ok)
    #expect(out[1].status == .error, "\(name): \(out[1].text.prefix(300))")
    #expect(out[1].text.contains(message), "\(name): \(out[1].text.prefix(300))")
    #expect(out[2].status == .ok && out[2].text.contains("Color#1"), "\(name): \(out[2].text)")
    #expect(out[3].status == .ok, "\(name): \(out[3].text)")
    #expect(out[4].text.contains("Text#1"), "\(name): \(out[4].text)")
  }

  @Test func aValueNestedAsDeepAsTheStepBudgetAllowsIsPrintedAndFreed() {
    // 300,000 levels take about 1.5 million steps: the budget is raised for them (`:set limit`).
    let out = outputsOnLargeStack([
      ":set limit steps 2000000",
      "var a: [Any] = []\nfor _ in 0..<3 { for _ in 0..<99_999 { a = [a] } }", "a.count",
      "var b: [Any] = []\nfor _ in 0..<2_000 { b = [b] }\nb", "a = []", ":reset",
      "var c: [Any] = []\nfor _ in 0..<3 { for _ in 0..<99_999 { c = [c] } }",
    ])
    #expect(out.map(\.status) == [.ok, .ok, .ok, .ok, .ok, .ok, .ok])
    #expect(out.count == 7 && out[2].text == "1")
    #expect(out.count == 7 && out[3].text.hasPrefix("[[[[[["))
  }

  @Test func aVeryLongInputLineIsHandled() {
    // 90k–200k characters on one line: a sum, a string literal, an unknown name.
    let sum = Array(repeating: "1", count: 50_000).joined(separator: " + ")
    let literal = String(repeating: "x", count: 90_000)
    let name = String(repeating: "y", count: 200_000)
    let out = outputsOnLargeStack([
      "let total = \(sum)\ntotal", "let s = \"\(literal)\"\ns.count", name,
      "Color.red.frame(width: 10, height: 10)", ":frames",
    ])
    #expect(out.count == 5)
    guard out.count == 5 else { return }
    #expect(out[0].text.hasSuffix("50000"), "\(out[0].text.prefix(300))")
    #expect(out[1].text.hasSuffix("90000"), "\(out[1].text.prefix(300))")
    #expect(out[2].status == .error)
    #expect(out[4].text.contains("Color#1"))
  }

  @Test func aChainOfModifiersUpToTheNestingLimitLaysOut() {
    let chain = "Color.red" + String(repeating: ".padding(1)", count: 499)
    let out = outputsOnLargeStack([chain, ":frames", ":explain Color#1", ":frames --json"])
    #expect(out.map(\.status) == [.ok, .ok, .ok, .ok])
    #expect(out.first?.text.hasPrefix("root .padding#1 · 500 views") == true)
  }

  @Test func tenThousandViewsLayOutAndReport() {
    let out = outputsOnLargeStack([
      "ScrollView { VStack(spacing: 0) { ForEach(0..<10_000) { i in Text(\"\\(i)\") } } }",
      ":frames", ":frames --json",
    ])
    #expect(out.map(\.status) == [.ok, .ok, .ok], "\(out.first?.text.prefix(300) ?? "")")
    #expect(out.count == 3 && out[1].text.contains("Text#10000"))
  }
}
