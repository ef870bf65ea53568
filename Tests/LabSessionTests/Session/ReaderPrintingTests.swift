import Testing

@testable import LabSession

/// SwiftUI runs a GeometryReader's content after layout has sized the reader: what user code
/// prints there is printed once, with the reader's real size.
@Suite struct ReaderPrintingTests {
  /// A view expression is evaluated, then built as the root: its builder closures print once,
  /// and the objects it makes once print their `init` once.
  @Test func aRootExpressionPrintsOnce() {
    let s = Lab.makeSession()
    let built = s.handle("VStack { let _ = print(\"built\"); Color.red }")
    #expect(built.text.components(separatedBy: "built").count - 1 == 1, "\(built.text)")
    _ = s.handle(
      "final class Store: ObservableObject { @Published var n = 0; init() { print(\"made\") } }")
    let both = s.handle("VStack { let _ = print(\"once\"); Color.red }.environmentObject(Store())")
    #expect(both.text.components(separatedBy: "made").count - 1 == 1, "\(both.text)")
    #expect(both.text.components(separatedBy: "once").count - 1 == 1, "\(both.text)")
    let plain = s.handle("print(\"not a view\")")
    #expect(plain.text == "not a view", "an expression that is not a view prints as it runs")
  }

  @Test func readerContentPrintsTheSettledSize() {
    let s = Lab.makeSession()
    _ = s.handle(":window 300 200")
    let out = s.handle("GeometryReader { proxy in\n  let _ = print(\"size\", proxy.size)\n  Color.clear\n}")
    #expect(out.text.contains("size (300.0, 200.0)"), "\(out.text)")
    #expect(!out.text.contains("size (0.0, 0.0)"), "the unmeasured first build prints nothing")
    #expect(out.text.components(separatedBy: "size (").count - 1 == 1, "\(out.text)")
  }
}
