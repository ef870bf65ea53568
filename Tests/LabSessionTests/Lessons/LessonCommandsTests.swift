import Foundation
import Testing

@testable import LabSession

@Suite struct LessonCommandsTests {
  static let sizes = """
    # Sizes

    How views choose a size. Steps use a 100-point canvas.

    ## A colour takes it all

    It takes what it is offered.

    ```geolab
    geo> :window 100 100
    canvas 100×100 pt, no safe-area insets, scale 3
    geo> HStack {
    ...>   Color.red
    ...> }
    root HStack#1 · 2 views · 100×100 at (0, 0)
    ```

    **Look at:** the size.

    **Question:** why 100?

    ## A frame decides

    ```geolab
    geo> Color.red.frame(width: 10, height: 10)
    root .frame#1 · 2 views · 10×10 at (45, 45)
    ```
    """

  /// This file is Tests/LabSessionTests/Lessons/…: four levels below the repository.
  static var repositoryRoot: String {
    var path = #filePath as NSString
    for _ in 0..<4 { path = path.deletingLastPathComponent as NSString }
    return path as String
  }

  /// A session whose lessons folder is a temporary directory holding `files`.
  static func session(_ files: [String: String]) throws -> (Session, TemporaryDirectory) {
    let dir = try TemporaryDirectory()
    for (name, text) in files { try dir.write(name, bytes: Array(text.utf8)) }
    let session = Lab.makeSession()
    for command in LessonCommands.all(locate: { .success(LessonLibrary(folder: dir.path)) }) {
      session.register(command)
    }
    return (session, dir)
  }

  @Test func listsLessonsWithTheirFirstSentence() throws {
    let (s, dir) = try Self.session(["sizes.md": Self.sizes, "b.md": "# B\n\nBe brief.\n"])
    defer { dir.remove() }
    let out = s.handle(":lesson")
    #expect(out.status == .ok)
    #expect(
      out.text.split(separator: "\n").map(String.init) == [
        "lessons in \(dir.path):",
        "  b      Be brief.",
        "  sizes  How views choose a size.",
        "start one with :lesson <name>; then :run, :next and :back",
      ])
  }

  @Test func startingShowsStepOne() throws {
    let (s, dir) = try Self.session(["sizes.md": Self.sizes])
    defer { dir.remove() }
    let out = s.handle(":lesson sizes")
    #expect(
      out.text == """
        sizes · step 1 of 2 · A colour takes it all

        It takes what it is offered.

        Code (type it, or :run):
          :window 100 100
          HStack {
            Color.red
          }

        Look at: the size.

        Question: why 100?

        \(LessonCommands.footer)
        """)
  }

  @Test func runEchoesEachInputWithItsOutputAndRecordsOnlyTheRun() throws {
    let (s, dir) = try Self.session(["sizes.md": Self.sizes])
    defer { dir.remove() }
    _ = s.handle(":lesson sizes")
    let out = s.handle(":run")
    #expect(out.status == .ok)
    #expect(
      out.text == """
          geo> :window 100 100
          canvas 100×100 pt, no safe-area insets, scale 3
          geo> HStack {
          ...>   Color.red
          ...> }
          root HStack#1 · 2 views · 100×100 at (0, 0)
        """)
    #expect(s.record.entries.map(\.input) == [":lesson sizes", ":run"])
    // A saved session replays: the indented echo is output, not input.
    let saved = Transcript(text: s.record.transcript(title: "t"), file: "t.md")
    #expect(saved.blocks.flatMap(\.inputLines) == [":lesson sizes", ":run"])
  }

  @Test func nextAndBackMoveAndStopAtTheEnds() throws {
    let (s, dir) = try Self.session(["sizes.md": Self.sizes])
    defer { dir.remove() }
    _ = s.handle(":lesson sizes")
    _ = s.handle(":run")  // step 1 sets the 100-point window step 2 relies on
    #expect(s.handle(":back").text == "this is the first step of sizes; :next goes on")
    #expect(s.handle(":next").text.hasPrefix("sizes · step 2 of 2 · A frame decides\n"))
    #expect(s.handle(":next").text.hasPrefix("that was the last step of sizes"))
    #expect(s.handle(":run").text.hasSuffix("root .frame#1 · 2 views · 10×10 at (45, 45)"))
    #expect(s.handle(":back").text.hasPrefix("sizes · step 1 of 2"))
    #expect(s.handle(":lesson sizes 2").text.hasPrefix("sizes · step 2 of 2"))
    #expect(s.handle(":lesson sizes 3").status == .error)
  }

  @Test func withoutALessonTheStepCommandsSaySo() throws {
    let (s, dir) = try Self.session(["sizes.md": Self.sizes])
    defer { dir.remove() }
    for command in [":next", ":back", ":run"] {
      let out = s.handle(command)
      #expect(out.status == .error)
      #expect(out.text.hasPrefix("error: no lesson in progress"))
    }
  }

  @Test func anUnknownLessonGetsASuggestion() throws {
    let (s, dir) = try Self.session(["sizes.md": Self.sizes])
    defer { dir.remove() }
    let near = s.handle(":lesson sises")
    #expect(near.status == .error)
    #expect(near.text == "error: no lesson 'sises'\ndid you mean 'sizes'?")
    #expect(s.handle(":lesson quaternions").text.hasSuffix(":lesson lists the lessons"))
  }

  @Test func aStepCannotRunLessonCommands() throws {
    let loop = "# L\n\nLoops.\n\n## Again\n\n```geolab\ngeo> :run\ngeo> :lesson\n```\n"
    let (s, dir) = try Self.session(["loop.md": loop])
    defer { dir.remove() }
    _ = s.handle(":lesson loop")
    let out = s.handle(":run")
    #expect(out.status == .error)
    #expect(out.text.contains("error: a lesson step cannot run :run"))
    #expect(out.text.contains("error: a lesson step cannot run :lesson"))
  }

  @Test func aMissingFolderIsReportedClearly() {
    let s = Lab.makeSession()
    for command in LessonCommands.all(locate: { .failure(.notFound) }) { s.register(command) }
    let out = s.handle(":lesson")
    #expect(out.status == .error)
    #expect(out.text.contains("no lessons folder found"))
    #expect(out.text.contains("GEOLAB_LESSONS"))
  }

  @Test func theFolderComesFromTheEnvironmentThenTheWorkingDirectory() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let env = LessonLibrary.locate(
      environment: ["GEOLAB_LESSONS": dir.path], workingDirectory: "/nonexistent", executable: nil)
    #expect(try env.get().folder == dir.path)
    let bad = LessonLibrary.locate(
      environment: ["GEOLAB_LESSONS": dir.file("none")], workingDirectory: "/", executable: nil)
    #expect(bad == .failure(.overrideNotAFolder(dir.file("none"))))
    let none = LessonLibrary.locate(
      environment: [:], workingDirectory: dir.path, executable: nil)
    #expect(none == .failure(.notFound))
  }

  @Test func theFolderIsFoundAboveTheExecutable() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let found = LessonLibrary.locate(
      environment: [:], workingDirectory: dir.path,
      executable: Self.repositoryRoot + "/.build/debug/geolab")
    #expect(try found.get().folder.hasSuffix("/transcripts/lessons"))
  }

  @Test func theRepositoryLessonsAllParse() throws {
    let found = LessonLibrary.locate(
      environment: [:], workingDirectory: "/nonexistent",
      executable: Self.repositoryRoot + "/.build/debug/geolab")
    let library = try found.get()
    #expect(library.names.contains("proposals"))
    for lesson in library.lessons() {
      #expect(!lesson.steps.isEmpty, "\(lesson.name) has no steps")
      #expect(!lesson.summary.isEmpty, "\(lesson.name) has no summary")
      for step in lesson.steps {
        #expect(!step.inputs.isEmpty, "\(lesson.name): '\(step.title)' has no code")
        #expect(!step.question.isEmpty, "\(lesson.name): '\(step.title)' has no question")
      }
    }
  }
}
