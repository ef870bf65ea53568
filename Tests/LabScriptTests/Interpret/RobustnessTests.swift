import LabEngine
import Testing

@testable import LabScript

/// Broken input of every shape must produce diagnostics, never a trap.
@Suite struct RobustnessTests {
  static let source = """
    enum Mode: String, CaseIterable, Identifiable { case a, b; var id: Self { self } }
    struct Row: View {
      @State var on = false
      let items = [1, 2, 3]
      var body: some View {
        VStack(alignment: .leading, spacing: 2) {
          ForEach(items, id: \\.self) { i in
            Text("\\(i)").frame(width: CGFloat(i) * 10, height: .infinity)
          }
          if on { Circle().fill(.red) } else { Rectangle() }
          GeometryReader { p in Color.blue.offset(x: p.size.width / 2) }
        }
        .padding(.horizontal, 4)
        .overlay(alignment: .top) { Text("x") }
      }
    }
    Row()
    """

  @Test func everyPrefixOfAnInputIsHandled() {
    let text = Array(Self.source)
    let context = ScriptContext()
    var count = 0
    for end in stride(from: 0, through: text.count, by: 11) {
      let r = context.evaluate(String(text[0..<end]), file: "<p\(end)>")
      if r.root != nil || r.hasErrors || r.completeness != .complete { count += 1 }
    }
    #expect(count > 0)
  }

  @Test func everySuffixIsHandled() {
    let text = Array(Self.source)
    let context = ScriptContext()
    for start in stride(from: 0, to: text.count, by: 17) {
      _ = context.evaluate(String(text[start...]), file: "<s\(start)>")
    }
  }

  @Test func incompleteStructIsReportedAsIncomplete() {
    let r = ScriptContext().evaluate("struct A: View {\n  var body: some View {")
    #expect(r.completeness == .incomplete)
    #expect(InputCompleteness.classify("VStack { Color.red.frame(width: 100 }") == .invalid)
  }
}
