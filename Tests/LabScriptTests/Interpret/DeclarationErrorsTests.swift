import LabEngine
import Testing

@testable import LabScript

/// An input's declarations are all tried: each failing one is reported at its own position, as
/// a compiler reports every error of a file, and nothing after them runs.
@Suite struct DeclarationErrorsTests {
  @Test func everyFailingDeclarationIsReported() {
    let r = evaluate(
      """
      class A: UIView {}
      struct B { let x = 1 }
      class C: UIViewController {}
      print("never")
      """)
    let errors = r.diagnostics.filter(\.isError)
    #expect(errors.count == 2)
    #expect(errors.map { $0.range?.start.line } == [1, 3])
    #expect(r.output == "")
  }
}
