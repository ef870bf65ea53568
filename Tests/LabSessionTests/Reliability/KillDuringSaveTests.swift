import Foundation
import Testing

@testable import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing lost (issue 10 §5): a `geolab run` child saving a large session is SIGKILLed while it
/// writes; the file it was replacing must be exactly the old one (or, if the kill came after the
/// rename, exactly the new one — never a mixture). A corrupted history file is covered by
/// `HistoryFileTests.corruptedFileIsSetAsideNotFatal` and `Tests/Interactive/repl.sh`.
@Suite struct KillDuringSaveTests {
  /// A script whose session is some 30 MB once saved: each input prints a long string.
  static let script: String = {
    let input = "String(repeating: \"0123456789\", count: 10_000)"
    return Array(repeating: input, count: 300).joined(separator: "\n") + "\n:save session.md\n"
  }()

  static let old = "# the old session\n\nprecious work\n"

  @Test func sigkillDuringALargeSaveLeavesTheOldFileIntact() throws {
    let geolab = try #require(GeolabBinary.path, "build geolab first (swift build)")
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("big.geolab", bytes: Array(Self.script.utf8))
    var landedMidWrite = 0
    var attempts = 0
    while landedMidWrite == 0 && attempts < 8 {
      attempts += 1
      try dir.write("session.md", bytes: Array(Self.old.utf8))
      for name in dir.entries() where name.hasPrefix("session.md.tmp-") { unlink(dir.file(name)) }
      let child = Process()
      child.executableURL = URL(fileURLWithPath: geolab)
      child.arguments = ["run", "big.geolab"]
      child.currentDirectoryURL = URL(fileURLWithPath: dir.path)
      child.standardOutput = FileHandle.nullDevice
      child.standardError = FileHandle.nullDevice
      try child.run()
      // Wait for the temporary file to appear and start filling, then kill at once.
      let temporary = dir.file("session.md.tmp-\(child.processIdentifier)")
      var info = stat()
      let deadline = Date().addingTimeInterval(120)
      while child.isRunning && Date() < deadline {
        if stat(temporary, &info) == 0 && info.st_size > 0 { break }
        usleep(50)
      }
      kill(child.processIdentifier, SIGKILL)
      child.waitUntilExit()
      #expect(child.terminationReason == .uncaughtSignal)
      let now = dir.read("session.md") ?? ""
      if now == Self.old {
        if stat(temporary, &info) == 0 { landedMidWrite += 1 }
      } else {
        // Killed after the rename: then the new file must be whole.
        #expect(now.hasPrefix("# A geolab session\n"))
        #expect(now.hasSuffix("```\n"))
      }
    }
    #expect(landedMidWrite == 1, "no kill landed mid-write in \(attempts) attempts")
    #expect(dir.read("session.md") == Self.old)
  }
}
