import Testing

@testable import LabSession

@Suite struct SavePathTests {
  @Test func pathsInsideTheWorkingDirectoryResolve() throws {
    let cwd = try #require(SavePath.realPath("."))
    #expect(try SavePath.resolve("session.md", allowOutside: false) == cwd + "/session.md")
    #expect(try SavePath.resolve("./Sources/../s.md", allowOutside: false) == cwd + "/s.md")
  }

  @Test func pathsOutsideAreRefusedUnlessAllowed() throws {
    #expect(throws: CommandError.self) { try SavePath.resolve("../s.md", allowOutside: false) }
    #expect(throws: CommandError.self) { try SavePath.resolve("/tmp/s.md", allowOutside: false) }
    let tmp = try #require(SavePath.realPath("/tmp"))
    #expect(try SavePath.resolve("/tmp/s.md", allowOutside: true) == tmp + "/s.md")
  }

  @Test func directoriesAndMissingFoldersAreRefused() {
    #expect(throws: CommandError.self) { try SavePath.resolve("", allowOutside: true) }
    #expect(throws: CommandError.self) { try SavePath.resolve("Sources", allowOutside: false) }
    #expect(throws: CommandError.self) { try SavePath.resolve("Sources/", allowOutside: false) }
    #expect(throws: CommandError.self) { try SavePath.resolve("nope/s.md", allowOutside: false) }
  }

  @Test func insideMeansTheDirectoryOrBelowIt() {
    #expect(SavePath.isInside("/work/a", "/work/a"))
    #expect(SavePath.isInside("/work/a/b", "/work/a"))
    #expect(!SavePath.isInside("/work/ab", "/work/a"))
    #expect(SavePath.isInside("/anything", "/"))
  }
}
