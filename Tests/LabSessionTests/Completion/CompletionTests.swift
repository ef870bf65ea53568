import Testing

@testable import LabSession

@Suite struct CompletionTests {
  let session = Session()

  @Test func commands() {
    #expect(session.complete(":he") == Completion(stem: ":he", candidates: [":help "]))
    #expect(session.complete(":q").candidates == [":quit "])
    #expect(session.complete(":").candidates == [":help ", ":quit ", ":set "])
  }

  @Test func commandArguments() {
    #expect(
      session.complete(":set c") == Completion(stem: "c", candidates: ["color ", "columns "]))
    #expect(session.complete(":set u").candidates == ["unicode "])
    #expect(session.complete(":set color o").candidates == ["on ", "off "])
    #expect(session.complete(":help s").candidates == ["set "])
    #expect(session.complete(":nope a").candidates.isEmpty)
  }

  @Test func staticMembersOfAType() {
    #expect(session.complete("Color.re") == Completion(stem: "re", candidates: ["red"]))
    #expect(session.complete("  Color.re") == Completion(stem: "re", candidates: ["red"]))
    #expect(session.complete(".rotationEffect(Angle.deg").candidates == ["degrees("])
    #expect(session.complete("Edge.Set.hor").candidates == ["horizontal"])
  }

  @Test func modifiersAfterAViewOrAtTheStartOfALine() {
    #expect(session.complete(".fra") == Completion(stem: "fra", candidates: ["frame("]))
    #expect(session.complete("    .fra").candidates == ["frame("])
    #expect(session.complete("Text(\"a\").pad").candidates == ["padding("])
    #expect(session.complete("Color.red.fra").candidates == ["frame("])
    #expect(session.complete("}.off").candidates == ["offset("])
  }

  @Test func implicitMembersInArgumentPosition() {
    #expect(session.complete(".frame(maxWidth: .inf").candidates == ["infinity"])
    #expect(session.complete("VStack(alignment: .lead").candidates == ["leading"])
    #expect(session.complete(".frame(width: 10, alignment: .topL").candidates == ["topLeading"])
  }

  @Test func namesFromTheSession() {
    session.stateNames = { ["isExpanded", "offset"] }
    session.viewNames = { ["card", "#title"] }
    #expect(session.complete("isE").candidates == ["isExpanded"])
    #expect(session.complete(":tap #c") == .none)  // no :tap command registered
    #expect(session.complete("VStack { #ti") == Completion(stem: "#ti", candidates: ["#title"]))
    #expect(session.complete("#") == Completion(stem: "#", candidates: ["#card", "#title"]))
  }

  @Test func typesKeywordsAndAttributes() {
    // Only what the interpreter accepts: `VStackLayout` runs (docs/semantics.md §9), so it is
    // offered, as are `safeAreaPadding` and `safeAreaInset`; `headerProminence` does not run,
    // so it is not.
    #expect(session.complete("VSt").candidates.sorted() == ["VStack", "VStackLayout"])
    #expect(session.complete("Color.red.safeArea").candidates == ["safeAreaPadding(", "safeAreaInset("])
    #expect(session.complete("Color.red.headerProm").candidates.isEmpty)
    #expect(session.complete("@St").candidates == ["State"])
    #expect(session.complete("withAn").candidates == ["withAnimation"])
    #expect(session.complete("").candidates.isEmpty)
    #expect(session.complete("Text(12").candidates.isEmpty)
  }

  @Test func commonPrefix() {
    #expect(Completion(stem: "", candidates: ["VStack", "VStackLayout"]).commonPrefix == "VStack")
    #expect(Completion(stem: "", candidates: []).commonPrefix == "")
  }
}
