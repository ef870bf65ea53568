import Foundation
import Testing

@testable import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing lost (issue 10 §5): a `geolab run` child saving a large session dies while it writes;
/// the file it was replacing must be exactly the old one (or, if the kill came after the rename,
/// exactly the new one — never a mixture). A corrupted history file is covered by
/// `HistoryFileTests.corruptedFileIsSetAsideNotFatal` and `Tests/Interactive/repl.sh`.
@Suite struct KillDuringSaveTests {
  /// A script whose session is some `count` × 100 kB once saved: each input prints a long string.
  static func script(inputs count: Int) -> String {
    let input = "String(repeating: \"0123456789\", count: 10_000)"
    return Array(repeating: input, count: count).joined(separator: "\n") + "\n:save session.md\n"
  }

  static let old = "# the old session\n\nprecious work\n"

  /// Starts `geolab run big.geolab` in `dir` with `environment` added to the test's own.
  static func start(in dir: TemporaryDirectory, environment: [String: String] = [:]) throws
    -> Process
  {
    let geolab = try #require(GeolabBinary.path, "build geolab first (swift build)")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: geolab)
    child.arguments = ["run", "big.geolab"]
    child.currentDirectoryURL = URL(fileURLWithPath: dir.path)
    child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    return child
  }

  /// The crash lands mid-write every time: the writer's fault point puts the first 1,000,000
  /// bytes in the temporary file and SIGKILLs its own process.
  @Test func aSigkillMidWriteLeavesTheOldFileIntact() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("big.geolab", bytes: Array(Self.script(inputs: 30).utf8))
    try dir.write("session.md", bytes: Array(Self.old.utf8))
    let child = try Self.start(
      in: dir, environment: ["GEOLAB_FAULT_KILL_AFTER_BYTES": "1000000"])
    child.waitUntilExit()
    #expect(child.terminationReason == .uncaughtSignal)
    #expect(child.terminationStatus == SIGKILL)
    #expect(dir.read("session.md") == Self.old)
    // The proof that it died mid-write: the temporary file holds exactly the first part.
    let temporary = dir.file("session.md.tmp-\(child.processIdentifier)")
    var info = stat()
    #expect(stat(temporary, &info) == 0)
    #expect(info.st_size == 1_000_000)
  }

  /// The same save without the fault point completes, and the file is the whole new session.
  @Test func theSameSaveWithoutTheFaultCompletes() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("big.geolab", bytes: Array(Self.script(inputs: 30).utf8))
    try dir.write("session.md", bytes: Array(Self.old.utf8))
    let child = try Self.start(in: dir)
    child.waitUntilExit()
    #expect(child.terminationReason == .exit && child.terminationStatus == 0)
    let now = dir.read("session.md") ?? ""
    #expect(now.hasPrefix("# A geolab session\n"))
    #expect(now.hasSuffix("```\n"))
    #expect(now.utf8.count > 3_000_000)
    #expect(!dir.entries().contains { $0.hasPrefix("session.md.tmp-") })
  }

  /// A SIGKILL from outside at whatever moment it lands: once the temporary file appears, the
  /// target is the old file or (killed after the rename) the whole new one, never a mixture.
  @Test func aSigkillFromOutsideNeverLeavesAMixture() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("big.geolab", bytes: Array(Self.script(inputs: 300).utf8))
    for _ in 0..<3 {
      try dir.write("session.md", bytes: Array(Self.old.utf8))
      for name in dir.entries() where name.hasPrefix("session.md.tmp-") { unlink(dir.file(name)) }
      let child = try Self.start(in: dir)
      let temporary = dir.file("session.md.tmp-\(child.processIdentifier)")
      var info = stat()
      let deadline = Date().addingTimeInterval(120)
      while child.isRunning && Date() < deadline {
        if stat(temporary, &info) == 0 && info.st_size > 0 { break }
        usleep(50)
      }
      if child.isRunning { kill(child.processIdentifier, SIGKILL) }
      child.waitUntilExit()
      let now = dir.read("session.md") ?? ""
      if now != Self.old {
        #expect(now.hasPrefix("# A geolab session\n"))
        #expect(now.hasSuffix("```\n"))
      }
    }
  }
}
