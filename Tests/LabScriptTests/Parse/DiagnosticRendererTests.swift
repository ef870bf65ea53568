import LabEngine
import Testing

@testable import LabScript

@Suite struct DiagnosticRendererTests {
  @Test func syntaxErrorShowsLineAndCaret() {
    let parsed = ParsedSource("VStack { Color.red.frame(width: 100 }", file: "<input>")
    let diags = parsed.syntaxDiagnostics
    #expect(!diags.isEmpty)
    #expect(diags.allSatisfy { $0.severity == .error })
    let text = DiagnosticRenderer().render(diags, in: parsed)
    #expect(text.contains("VStack { Color.red.frame(width: 100 }"))
    #expect(text.contains("- error: expected ')'"))
    #expect(text.contains("note: to match this opening"))
    #expect(text.contains("<input>:1:36: error:"))
    #expect(!text.contains("\u{1B}["))
  }

  @Test func colorizeOnlyWhenAsked() {
    let parsed = ParsedSource("let x = (1", file: "<input>")
    let text = DiagnosticRenderer(colorize: true).render(parsed.syntaxDiagnostics, in: parsed)
    #expect(text.contains("\u{1B}["))
  }

  @Test func ourDiagnosticRendersWithFixItAsNote() {
    let parsed = ParsedSource("Color.red.fram(width: 10)", file: "<input>")
    let start = SourceLocation(file: "<input>", line: 1, column: 11)
    let range = SourceRange(start, length: 4)
    let diag = Diagnostic(
      .error, "value of type 'View' has no member 'fram'", at: range,
      fixIts: [.init("did you mean `frame`?", replacing: range, with: "frame")])
    let text = DiagnosticRenderer().render([diag], in: parsed)
    #expect(text.contains("Color.red.fram(width: 10)"))
    #expect(text.contains("error: value of type 'View' has no member 'fram'"))
    #expect(text.contains("did you mean `frame`?"))
    #expect(text.contains("`- note: did you mean `frame`?"))
  }

  @Test func diagnosticWithoutRangeIsPlain() {
    let parsed = ParsedSource("1", file: "<input>")
    let text = DiagnosticRenderer().render([.error("too many views")], in: parsed)
    #expect(text == "error: too many views")
  }
}
