import Foundation
import Testing

@testable import LabSession

/// Output is a function of the input alone (issue 10 §4): replaying a transcript twice in one
/// process prints the same bytes. Two processes with different locale, time zone and terminal
/// width are compared by `Tests/Interactive/determinism.sh` (run by `make test`).
@Suite struct DeterminismTests {
  /// Every transcript the package ships, found from this file's path (tests run anywhere).
  static var transcriptFiles: [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return (try? TranscriptFiles.find([root.appendingPathComponent("transcripts").path])) ?? []
  }

  static func replay(_ file: String) throws -> String {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    return TranscriptCheck.run(Transcript(text: text, file: file), handler: Lab.makeSession())
      .replayText()
  }

  @Test func thereAreTranscriptsToReplay() {
    #expect(Self.transcriptFiles.count >= 5)
  }

  @Test(arguments: transcriptFiles)
  func replayingTwiceInOneProcessPrintsTheSameBytes(file: String) throws {
    let first = try Self.replay(file)
    let second = try Self.replay(file)
    #expect(!first.isEmpty)
    #expect(Array(first.utf8) == Array(second.utf8), "\(file) replays differently the second time")
  }

  @Test func replayingEveryTranscriptInOneSessionTwiceMatches() throws {
    // The same session object carries state across transcripts: a second pass through a
    // fresh one must still agree, so nothing leaks from one replay into the next.
    func all() throws -> String {
      let session = Lab.makeSession()
      return try Self.transcriptFiles.map { file in
        let text = try String(contentsOfFile: file, encoding: .utf8)
        _ = session.handle(":reset")
        return TranscriptCheck.run(Transcript(text: text, file: file), handler: session)
          .replayText()
      }.joined(separator: "\n")
    }
    #expect(try all() == all())
  }
}
