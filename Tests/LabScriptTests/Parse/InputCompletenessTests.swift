import Testing

@testable import LabScript

@Suite struct InputCompletenessTests {
  @Test func completeInputIsComplete() {
    #expect(InputCompleteness.classify("let x = 1") == .complete)
    #expect(InputCompleteness.classify("VStack { Color.red }") == .complete)
  }

  @Test func openStructIsIncomplete() {
    #expect(InputCompleteness.classify("struct A: View {") == .incomplete)
    #expect(InputCompleteness.classify("struct A: View {\n  var body: some View {") == .incomplete)
  }

  @Test func openCallAndArrayAreIncomplete() {
    #expect(InputCompleteness.classify("VStack(spacing: 0") == .incomplete)
    #expect(InputCompleteness.classify("let a = [1, 2,") == .incomplete)
    #expect(InputCompleteness.classify("let s = \"\"\"\nhello") == .incomplete)
  }

  @Test func missingParenBeforeBraceIsInvalid() {
    // Brace counting calls this incomplete; the missing `)` sits before a present `}`.
    #expect(InputCompleteness.classify("VStack { Color.red.frame(width: 100 }") == .invalid)
  }

  @Test func strayTokensAreInvalid() {
    #expect(InputCompleteness.classify("let = = 3") == .invalid)
    #expect(InputCompleteness.classify("Color.red)") == .invalid)
  }

  /// Real files put attributes on a line of their own (`@MainActor` above a class): the
  /// declaration follows on the next line, so the input waits for it.
  @Test func aLoneAttributeWaitsForItsDeclaration() {
    #expect(InputCompleteness.classify("@MainActor") == .incomplete)
    #expect(InputCompleteness.classify("@available(iOS 17, *)") == .incomplete)
    #expect(InputCompleteness.classify("@MainActor\nfinal class M {}") == .complete)
  }

  @Test func anOpenConditionalCompilationBlockWaitsForItsEndif() {
    #expect(InputCompleteness.classify("#if os(iOS)") == .incomplete)
    #expect(InputCompleteness.classify("#if os(iOS)\nlet a = 1\n#else") == .incomplete)
    #expect(InputCompleteness.classify("#if os(iOS)\nlet a = 1\n#endif") == .complete)
  }

  @Test func missingExpressionWithoutCloserIsInvalid() {
    #expect(InputCompleteness.classify("let x =") == .invalid)
  }
}
