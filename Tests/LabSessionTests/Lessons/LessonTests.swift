import Testing

@testable import LabSession

@Suite struct LessonTests {
  static let markdown = """
    # Sizes

    How views choose a size. More of the first paragraph,
    on a second line.

    ```geolab
    geo> :window 100 100
    canvas 100×100 pt, no safe-area insets, scale 3
    ```

    ## A colour takes it all

    It takes what it is offered.

    Really.

    ```geolab
    geo> Color.red
    root Color#1 · 1 view · 100×100 at (0, 0)
    geo> HStack {
    ...>   Color.blue
    ...> }
    root HStack#1 · 2 views · 100×100 at (0, 0)
    ```

    **Look at:** the size.

    **Question:** why 100?
    It is the canvas.

    ## No code here

    Just words.
    """

  @Test func titleSummaryAndSteps() {
    let lesson = Lesson(name: "sizes", text: Self.markdown)
    #expect(lesson.title == "Sizes")
    #expect(
      lesson.summary == "How views choose a size. More of the first paragraph, on a second line.")
    #expect(lesson.steps.map(\.title) == ["A colour takes it all", "No code here"])
  }

  @Test func aStepSplitsIntoExplanationCodeLookAtAndQuestion() throws {
    let step = try #require(Lesson(name: "sizes", text: Self.markdown).steps.first)
    #expect(step.explanation == ["It takes what it is offered.", "", "Really."])
    #expect(step.inputs == ["Color.red", "HStack {", "  Color.blue", "}"])
    #expect(step.lookAt == ["the size."])
    #expect(step.question == ["why 100?", "It is the canvas."])
  }

  @Test func aStepWithoutABlockHasNoInputs() throws {
    let step = try #require(Lesson(name: "sizes", text: Self.markdown).steps.last)
    #expect(step.explanation == ["Just words."])
    #expect(step.inputs.isEmpty)
    #expect(step.question.isEmpty)
  }

  @Test func headingsInsideBlocksAreCode() {
    let text = "# T\n\nIntro.\n\n## Step\n\n```geolab\ngeo> 1\n## not a step\n```\n"
    let lesson = Lesson(name: "t", text: text)
    #expect(lesson.steps.count == 1)
    #expect(lesson.steps[0].inputs == ["1"])
  }

  @Test func theShortSummaryIsTheFirstSentenceCutAtAWord() {
    let lesson = Lesson(name: "sizes", text: Self.markdown)
    #expect(lesson.shortSummary(width: 80) == "How views choose a size.")
    #expect(lesson.shortSummary(width: 12) == "How views…")
  }

  @Test func aFileWithoutHeadingsIsNamedAfterItself() {
    let lesson = Lesson(name: "bare", text: "Only prose.\n")
    #expect(lesson.title == "bare")
    #expect(lesson.summary == "Only prose.")
    #expect(lesson.steps.isEmpty)
  }

  @Test func plainTextDropsBoldButKeepsCodeAndArithmetic() {
    #expect(Lesson.plain("**Question:** is `2 * 3` six?") == "Question: is `2 * 3` six?")
  }
}

@Suite struct LessonOrderTests {
  @Test func orderFileListsLessonsInTeachingOrderThenTheRestByName() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for name in ["zeta", "alpha", "mid", "extra"] {
      try dir.write(name + ".md", bytes: Array("# \(name)\n\nA lesson.\n".utf8))
    }
    // Comments, blanks, unknown names and repeats are ignored.
    try dir.write(
      "ORDER", bytes: Array("# teaching order\nzeta\n\nmissing\nmid  # after zeta\nzeta\n".utf8))
    #expect(LessonLibrary(folder: dir.path).names == ["zeta", "mid", "alpha", "extra"])
  }

  @Test func withoutAnOrderFileLessonsAreByName() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for name in ["b", "a"] { try dir.write(name + ".md", bytes: Array("# \(name)\n".utf8)) }
    #expect(LessonLibrary(folder: dir.path).names == ["a", "b"])
  }
}
