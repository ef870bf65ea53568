import LabEngine
import Testing

@testable import LabScript

/// `Path` in view code: built in a closure or by mutation, trimmed to follow it (seed 002's
/// follow-a-path effect), and laid out as a shape that takes the proposal.
@Suite struct PathBuiltinTests {
  func value(_ source: String) -> String {
    let result = evaluate(source)
    if result.hasErrors { return "error: " + messages(result).joined(separator: "; ") }
    return result.value?.description ?? "nil"
  }

  @Test func builtInAClosureAndTrimmedToFollowIt() {
    let line = "let p = Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 30, y: 40)) }\n"
    #expect(value(line + "p.trimmedPath(from: 0, to: 0.2).currentPoint") == "(6.0, 8.0)")
    #expect(value(line + "p.boundingRect.maxY") == "40.0")
    #expect(
      value(line + "p.trimmedPath(from: 0.5, to: 0.5).currentPoint ?? CGPoint(x: -1, y: -1)")
        == "(-1.0, -1.0)")
    let curve = """
      let c = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100),
                      control2: CGPoint(x: 100, y: 100))
      }
      let tp = c.trimmedPath(from: 0.4995, to: 0.5005)
      (Int(tp.boundingBox.midX.rounded()), Int(tp.boundingBox.midY.rounded()))
      """
    #expect(value(curve) == "(50, 75)")
  }

  @Test func builtByMutationWithEveryElement() {
    let source = """
      var p = Path()
      p.move(to: CGPoint(x: 10, y: 10))
      p.addQuadCurve(to: CGPoint(x: 30, y: 10), control: CGPoint(x: 20, y: 0))
      p.addCurve(to: CGPoint(x: 50, y: 10), control1: CGPoint(x: 40, y: 0),
                 control2: CGPoint(x: 45, y: 0))
      p.addLine(to: CGPoint(x: 50, y: 50))
      p.closeSubpath()
      p.addEllipse(in: CGRect(x: 0, y: 60, width: 10, height: 10))
      p.boundingRect
      """
    // The cubic's lowest y is B(½) = (10 + 0 + 0 + 10) / 8 = 2.5; the ellipse ends at y = 70.
    #expect(value(source) == "(0.0, 2.5, 50.0, 67.5)")
    #expect(value("var q = Path()\nq.move(to: 3)").hasPrefix("error"))
    #expect(
      value("Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect")
        == "(0.0, 0.0, 4.0, 2.0)")
  }

  @Test func aPathAsAViewTakesTheProposal() {
    let result = evaluate(
      "VStack { Path { p in p.addLine(to: CGPoint(x: 5, y: 5)) }.stroke(Color.red) }")
    #expect(!result.hasErrors, "\(messages(result))")
    #expect(shape(result.root).contains("Path"))
  }
}
