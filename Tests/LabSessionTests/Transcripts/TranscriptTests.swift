import Testing

@testable import LabSession

/// A handler that echoes its input upper-cased and treats a trailing `{` as unfinished.
final class ShoutHandler: InputHandler {
  var count = 0
  func isComplete(_ buffer: String) -> Bool { !buffer.hasSuffix("{") }
  func handle(_ input: String) -> Output {
    count += 1
    return .text("\(count): " + input.uppercased().replacingOccurrences(of: "\n", with: " "))
  }
}

@Suite struct TranscriptTests {
  let markdown = """
    # Title
    Prose.

    ```geolab
    geo> hello
    1: HELLO
    ```

    More prose; state carries over.

    ```geolab
    geo> a {
    ...> b
    2: A { B
    ```
    """

  @Test func parsesBlocksAndInputs() {
    let t = Transcript(text: markdown, file: "t.md")
    #expect(t.blocks.count == 2)
    #expect(t.blocks[0].firstLine == 5)
    #expect(t.blocks[1].inputLines == ["a {", "b"])
  }

  @Test func replayPassesAndStateCarriesAcrossBlocks() {
    let check = TranscriptCheck.run(Transcript(text: markdown, file: "t.md"), handler: ShoutHandler())
    #expect(check.passed)
  }

  @Test func continuationFollowsTheHandlerNotTheFile() {
    // The file says `b` is a new input; the handler says it continues `a {`.
    let md = "```geolab\ngeo> a {\ngeo> b\n1: A { B\n```"
    let check = TranscriptCheck.run(Transcript(text: md, file: "t.md"), handler: ShoutHandler())
    #expect(!check.passed)
    #expect(check.blocks[0].actual == ["geo> a {", "...> b", "1: A { B"])
  }

  @Test func mismatchGivesADiffHeadedByFileAndLine() {
    let md = "intro\n```geolab\ngeo> x\n1: Y\n```"
    let check = TranscriptCheck.run(Transcript(text: md, file: "t.md"), handler: ShoutHandler())
    #expect(!check.passed)
    let report = check.failureReport()
    #expect(report.contains("t.md:3: block differs (-expected +actual)"))
    #expect(report.contains("-1: Y"))
    #expect(report.contains("+1: X"))
  }

  @Test func elisionsMatchWithinAndAcrossLines() {
    #expect(LineMatcher.matches("value [..] pt", "value 463.38 pt"))
    #expect(LineMatcher.matches("[..]", "anything"))
    #expect(!LineMatcher.matches("value [..] pt", "value 463.38 px"))
    let steps = LineMatcher.align(expected: ["a", "...", "z"], actual: ["a", "b", "c", "z"])
    #expect(LineMatcher.isMatch(steps))
    #expect(LineMatcher.isMatch(LineMatcher.align(expected: ["a", "...", "z"], actual: ["a", "z"])))
  }

  @Test func blessKeepsMatchingElisionsAndProse() {
    let md = "prose\n```geolab\ngeo> one\n1: [..]\ngeo> two\n2: WRONG\n```\nend"
    let check = TranscriptCheck.run(Transcript(text: md, file: "t.md"), handler: ShoutHandler())
    #expect(!check.passed)
    let blessed = check.blessedText()
    #expect(blessed == "prose\n```geolab\ngeo> one\n1: [..]\ngeo> two\n2: TWO\n```\nend")
    // The blessed file now passes.
    let again = TranscriptCheck.run(Transcript(text: blessed, file: "t.md"), handler: ShoutHandler())
    #expect(again.passed)
  }

  @Test func unclosedFenceFails() {
    let check = TranscriptCheck.run(Transcript(text: "```geolab\ngeo> x", file: "t.md"), handler: ShoutHandler())
    #expect(!check.passed)
    #expect(check.failureReport().contains("never closed"))
  }
}

@Suite struct BlessKeepsInputsTests {
  @Test func anElisionNeverSwallowsAnInput() {
    // `...` could absorb the new `geo> two` echo more cheaply than matching; it must not.
    let steps = LineMatcher.align(
      expected: ["geo> one", "...", "geo> three", "3"],
      actual: ["geo> one", "1", "geo> two", "2", "geo> three", "3"])
    let blessed = LineMatcher.blessed(steps)
    #expect(blessed.filter { $0.hasPrefix("geo> ") } == ["geo> one", "geo> two", "geo> three"])
  }
}
