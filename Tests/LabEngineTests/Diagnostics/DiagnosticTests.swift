import Testing

@testable import LabEngine

@Suite struct DiagnosticTests {
  @Test func describesLikeTheCompiler() {
    let loc = SourceLocation(file: "<input>", line: 2, column: 5)
    let diag = Diagnostic.warning("negative width", at: SourceRange(loc, length: 3))
    #expect(diag.description == "<input>:2:5: warning: negative width")
    #expect(diag.range?.end.column == 8)
    #expect(!diag.isError)
  }

  @Test func severitiesOrder() {
    #expect(Diagnostic.Severity.note < .warning)
    #expect(Diagnostic.Severity.warning < .error)
  }
}
