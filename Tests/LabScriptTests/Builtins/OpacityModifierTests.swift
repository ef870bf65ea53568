import Testing

@testable import LabEngine
@testable import LabScript

/// `.opacity(_)`: a node with its evaluated value, clamped to 0…1; a non-finite value is an
/// error pointing at the argument.
@Suite struct OpacityModifierTests {
  @Test func opacityIsEvaluatedAndClamped() {
    let r = evaluate("let on = false\nRectangle().opacity(on ? 1 : 0.2)")
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    guard case .opacity(let o)? = r.root?.kind else {
      Issue.record("no opacity node: \(shape(r.root))")
      return
    }
    #expect(o == 0.2)
    guard case .opacity(let clamped)? = evaluate("Rectangle().opacity(2)").root?.kind else {
      Issue.record("no opacity node")
      return
    }
    #expect(clamped == 1)
  }

  @Test func aNonFiniteOpacityIsAnErrorAtTheArgument() {
    let r = evaluate("Rectangle().opacity(.nan)")
    #expect(r.hasErrors)
    #expect(r.renderedDiagnostics.contains("opacity nan is not a number from 0 to 1"))
    #expect(r.renderedDiagnostics.contains("1:21"), "\(r.renderedDiagnostics)")
    #expect(evaluate("Color.red.opacity(Double.infinity)").hasErrors)
  }
}
