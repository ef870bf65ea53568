import Testing

@testable import LabScript

@Suite struct OpenBracketsTests {
  private func scan(_ lines: [String]) -> OpenBrackets {
    var scan = OpenBrackets()
    for line in lines { scan.add(line: line) }
    return scan
  }

  @Test func bracketsOpenAndClose() {
    #expect(scan(["VStack {"]).isOpen)
    #expect(scan(["VStack {", "  Color.red.frame(width: 10,", "    height: [1, 2][0])"]).isOpen)
    #expect(!scan(["VStack {", "  Color.red", "}"]).isOpen)
    #expect(!scan(["VStack {", "}"]).isUnsure)
  }

  @Test func bracketsInStringsAndCommentsDoNotCount() {
    #expect(!scan(["Text(\"{ ( [\")"]).isOpen)
    #expect(!scan(["Text(\"a \\\" } b\")"]).isOpen)
    #expect(!scan(["let a = 1 // {"]).isOpen)
    #expect(scan(["VStack { /* } ", " /* nested */ } */"]).isOpen)
    #expect(!scan(["VStack { /* } */ }"]).isOpen)
  }

  @Test func interpolationsAreCode() {
    #expect(!scan(["Text(\"\\(items.map { \"\\($0)\" }.joined())\")"]).isOpen)
    #expect(!scan(["Text(\"\\(f(\")\"))\")"]).isUnsure)
  }

  @Test func multilineStringsSpanLines() {
    let s = scan(["let s = \"\"\"", "  } ) ] \" \"\"", "  \\(x)"])
    #expect(s.isOpen)
    #expect(!scan(["let s = \"\"\"", "  }", "  \"\"\""]).isOpen)
  }

  @Test func keyPathsAreCodeButARegexEscapeIsNotFollowed() {
    #expect(scan(["ForEach(items, id: \\.self) { item in"]).isOpen)
    #expect(scan(["let r = /\\(/"]).isUnsure)
  }

  @Test func whatTheScanDoesNotFollowMakesItUnsure() {
    // A closer that does not match: the tree names the error.
    #expect(scan(["VStack { Color.red.frame(width: 100 }"]).isUnsure)
    #expect(scan(["}"]).isUnsure)
    // Raw strings and extended regex literals.
    #expect(scan(["VStack {", "Text(#\"}\"#)"]).isUnsure)
    #expect(scan(["let r = #/[}]/#"]).isUnsure)
    // A one-line string cannot continue on the next line.
    #expect(scan(["Text(\"abc"]).isUnsure)
    // Unsure stays unsure for the rest of the buffer.
    let s = scan(["}", "VStack {"])
    #expect(!s.isOpen)
  }

  @Test func directivesAndAttributesAreCode() {
    #expect(!scan(["#if os(iOS)", "@State var x = 1", "#endif"]).isOpen)
    #expect(!scan(["#Preview { Text(\"a\") }"]).isOpen)
  }
}
