import Foundation
import Testing

@testable import LabSession

/// Inputs the fuzzer (`make fuzz`, Fuzz/) found crashing or hanging the lab, replayed the way
/// its target runs them: the lines through a fresh `Lab.makeSession()`, then every report. Each
/// must now finish, and leave a session that still lays out a new root.
@Suite struct FuzzRegressionTests {
  /// What `Fuzz/Sources/GeolabFuzz/FuzzTarget.swift` does with one input.
  static func runLikeTheFuzzer(_ text: String) -> Session {
    let session = Lab.makeSession()
    Shell(handler: session, sink: StringSink()).run(PlainLineSource(text: text))
    for report in [":tree", ":frames", ":frames --json", ":state", ":tap #1"] {
      _ = session.handle(report)
    }
    let rows = session.handle(":frames").text.split(separator: "\n").dropFirst(2)
    for name in rows.compactMap({ $0.split(separator: " ").first }).prefix(4) {
      _ = session.handle(":explain \(name)")
      _ = session.handle(":frames \(name) --json")
    }
    _ = session.handle(":window 120 80")
    _ = session.handle(":frames")
    return session
  }

  /// Crashing inputs, each with what it crashed and where it was fixed. The first three were
  /// found by hand while the fuzzer was being set up; the fuzzer's own findings follow.
  static let found: [String] = [
    // SIGSEGV in ViewTree.expand (stack overflow); fixed by maxNestingDepth in ScriptContext.
    "var v = AnyView(Color.red)\nfor _ in 0..<2000 { v = AnyView(v.padding(1)) }\nv",
    // SIGSEGV freeing a 45k-deep view at :reset; fixed by LargeStack.
    "var v = AnyView(Color.red)\nfor _ in 0..<45000 { v = AnyView(v.padding(1)) }\n:reset",
    // SIGSEGV freeing a 100k-deep array with the session; fixed by LargeStack.
    "var a: [Any] = []\nfor _ in 0..<99999 { a = [a] }\n1",
    // Array(repeating:count: Int.max) in GridLayout, then `column += span` overflow; fixed by
    // clamping the span in ViewKind.sanitized.
    "Grid { GridRow { Color.red.gridCellColumns(Int.max) } }",
    "Grid {\n  GridRow { Color.red.gridCellColumns(Int.max)\n"
      + "    Color.blue.gridCellColumns(Int.max) }\n}",
    // Found by the fuzzer (a timeout): 112 unclosed `[` before a GeometryReader. swift-syntax's
    // inline-array lookahead is exponential in `[` nesting; ParsedSource refuses > 10 levels.
    String(repeating: "[", count: 112) + "GeometryReader { proxy in\n  Text(\"x\")\n}",
    "let a = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30),
    // Found by the fuzzer (SIGILL): an unreadable character right before `=` (here U+FFFD, what
    // bytes that are not UTF-8 become) made swift-syntax's diagnostics generator build a fix-it
    // with no change, which it traps on; ParsedSource now reports such characters itself.
    "let b: Double " + String(repeating: "\u{FFFD}", count: 30) + "= 7 / 2",
    "let b: Double \u{1}= 7 / 2",
  ]

  /// Refused by the lab's own check before swift-syntax's exponential lookahead runs (the
  /// message is the lab's); without the check this input would take minutes.
  @Test func deeplyNestedBracketsAreRefusedBeforeParsing() {
    let out = outputsOnLargeStack([
      String(repeating: "[", count: 40) + "x", "let ok = [[[[1]]]]\nok",
      "Text(\"" + String(repeating: "[", count: 40) + "\")",
    ])
    #expect(out.first?.text.contains("brackets nested 40 deep") == true)
    #expect(out.count == 3 && out[1].text == "[[[[1]]]]")
    #expect(out.count == 3 && out[2].status == .ok)
  }

  @Test(arguments: found)
  func aFuzzFindingNoLongerCrashes(input: String) {
    let out = outputsOnLargeStack(
      [":reset", "Color.red.frame(width: 10, height: 10)", ":frames"],
      session: { Self.runLikeTheFuzzer(input) })
    #expect(out.count == 3 && out[1].status == .ok)
    #expect(out.count == 3 && out[2].text.contains("Color#1"))
  }
}
