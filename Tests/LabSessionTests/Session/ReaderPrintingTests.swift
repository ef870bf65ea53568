import Testing

@testable import LabSession

/// SwiftUI runs a GeometryReader's content after layout has sized the reader: what user code
/// prints there is printed once, with the reader's real size.
@Suite struct ReaderPrintingTests {
  @Test func readerContentPrintsTheSettledSize() {
    let s = Lab.makeSession()
    _ = s.handle(":window 300 200")
    let out = s.handle("GeometryReader { proxy in\n  let _ = print(\"size\", proxy.size)\n  Color.clear\n}")
    #expect(out.text.contains("size (300.0, 200.0)"), "\(out.text)")
    #expect(!out.text.contains("size (0.0, 0.0)"), "the unmeasured first build prints nothing")
    #expect(out.text.components(separatedBy: "size (").count - 1 == 1, "\(out.text)")
  }
}
