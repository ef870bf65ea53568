import LabEngine
import Testing

@testable import LabScript

@Suite struct ScrollViewBuiltinTests {
  func root(_ source: String) -> ViewDescription? {
    let result = ScriptContext().evaluate(source)
    #expect(!result.hasErrors, "\(result.renderedDiagnostics)")
    return result.root
  }

  @Test func trailingClosureAloneIsTheContentAndTheAxisIsVertical() {
    guard let r = root("ScrollView { Color.red }"), case .scrollView(let axes) = r.kind else {
      Issue.record("not a ScrollView")
      return
    }
    #expect(axes == .vertical)
    #expect(r.children.count == 1)
  }

  @Test func anExplicitAxisIsRead() {
    guard let r = root("ScrollView(.horizontal) { Color.red }"), case .scrollView(let axes) = r.kind
    else {
      Issue.record("not a ScrollView")
      return
    }
    #expect(axes == .horizontal)
  }
}
