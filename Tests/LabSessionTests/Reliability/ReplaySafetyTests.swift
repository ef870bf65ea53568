import Foundation
import Testing

@testable import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// Safety of replay (issue 10 §6): a transcript from a stranger, checked or replayed, cannot
/// write outside the working directory — not with `..`, an absolute path, a symbolic link to a
/// folder outside, nor a symbolic link to a file outside — and user code has no way to read or
/// write files or run commands; only `:load` reads, the path it is given.
@Suite struct ReplaySafetyTests {
  /// `root/work` (the working directory) with `link` → `root/outside` and `evil.md` →
  /// `root/outside/target.md`.
  struct Layout {
    let dir: TemporaryDirectory
    var work: String { dir.file("work") }
    var outside: String { dir.file("outside") }

    init() throws {
      dir = try TemporaryDirectory()
      mkdir(dir.file("work"), 0o755)
      mkdir(dir.file("outside"), 0o755)
      try dir.write("outside/target.md", bytes: Array("untouched\n".utf8))
      symlink(dir.file("outside"), dir.file("work/link"))
      symlink(dir.file("outside/target.md"), dir.file("work/evil.md"))
    }

    var outsideEntries: [String] { TemporaryDirectory.entries(of: outside) }
  }

  static func escapes(_ layout: Layout) -> [String] {
    [
      ":save ../escaped.md", ":save ../outside/escaped.md", ":save \(layout.outside)/abs.md",
      ":save link/through-link.md", ":save /tmp/../\(layout.outside)/dots.md",
    ]
  }

  static func transcript(_ inputs: [String]) -> String {
    "# A stranger's transcript\n\n```geolab\n"
      + inputs.map { "geo> \($0)\nsaved 1 input to x" }.joined(separator: "\n") + "\n```\n"
  }

  @Test func checkAndReplayWriteNothingOutsideTheWorkingDirectory() throws {
    let layout = try Layout()
    defer { layout.dir.remove() }
    let inputs = ["Color.red.frame(width: 10, height: 10)"] + Self.escapes(layout)
    try layout.dir.write("work/stranger.md", bytes: Array(Self.transcript(inputs).utf8))
    for command in ["check", "replay"] {
      let (status, output) = try GeolabBinary.run([command, "stranger.md"], in: layout.work)
      #expect(status == 1, "\(command): \(output)")
      let refusals = output.components(separatedBy: "is outside the working directory").count - 1
      #expect(refusals >= Self.escapes(layout).count, "\(command): \(output)")
      #expect(layout.outsideEntries == ["target.md"], "\(command) wrote outside")
      #expect(layout.dir.read("outside/target.md") == "untouched\n")
      #expect(TemporaryDirectory.entries(of: layout.dir.path) == ["outside", "work"])
    }
    // A transcript cannot grant itself --allow-outside.
    let (status, _) = try GeolabBinary.run(
      ["check", "--allow-outside", "stranger.md"], in: layout.work)
    #expect(status != 0)
    #expect(layout.outsideEntries == ["target.md"])
  }

  @Test func aSymbolicLinkToAFileOutsideIsReplacedNotFollowed() throws {
    let layout = try Layout()
    defer { layout.dir.remove() }
    let script = "Color.red.frame(width: 10, height: 10)\n:save evil.md\n"
    try layout.dir.write("work/script.geolab", bytes: Array(script.utf8))
    let (status, output) = try GeolabBinary.run(["run", "script.geolab"], in: layout.work)
    #expect(status == 0, "\(output)")
    #expect(layout.dir.read("outside/target.md") == "untouched\n")
    var info = stat()
    #expect(lstat(layout.dir.file("work/evil.md"), &info) == 0)
    #expect((info.st_mode & S_IFMT) == S_IFREG)
  }

  @Test func runWithAllowOutsideMayWriteThere() throws {
    let layout = try Layout()
    defer { layout.dir.remove() }
    let script = "Color.red.frame(width: 10, height: 10)\n:save ../outside/allowed.md\n"
    try layout.dir.write("work/script.geolab", bytes: Array(script.utf8))
    let (refused, _) = try GeolabBinary.run(["run", "script.geolab"], in: layout.work)
    #expect(refused == 1)
    #expect(layout.outsideEntries == ["target.md"])
    let (status, output) = try GeolabBinary.run(
      ["run", "--allow-outside", "script.geolab"], in: layout.work)
    #expect(status == 0, "\(output)")
    #expect(layout.outsideEntries == ["allowed.md", "target.md"])
  }

  @Test func userCodeCannotReadWriteOrRunAnything() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let target = dir.file("written")
    let session = Lab.makeSession()
    // (`import Foundation` is accepted and ignored: it brings no file or process API.)
    let attempts = [
      "String(contentsOfFile: \"/etc/passwd\")",
      "try String(contentsOfFile: \"/etc/passwd\", encoding: .utf8)",
      "FileManager.default.contents(atPath: \"/etc/passwd\")",
      "FileManager.default.createFile(atPath: \"\(target)\", contents: nil)",
      "try \"x\".write(toFile: \"\(target)\", atomically: true, encoding: .utf8)",
      "fopen(\"\(target)\", \"w\")",
      "system(\"touch \(target)\")",
      "let p = Process()",
      "getenv(\"HOME\")",
      ":! touch \(target)",
      ":shell touch \(target)",
      ":sh touch \(target)",
    ]
    for input in attempts {
      let output = session.handle(input)
      #expect(output.status == .error, "\(input) → \(output.text)")
      #expect(!output.text.contains("root:"), "\(input) read a file")
    }
    #expect(dir.entries().isEmpty)
    // The app's environment is the lab's stand-in, empty: the machine's is never read.
    let env = session.handle("print(ProcessInfo.processInfo.environment.count, ProcessInfo.processInfo.environment[\"HOME\"] ?? \"none\")")
    #expect(env.text.contains("0 none"), "\(env.text)")
  }

  @Test func aReplayedTranscriptLoadsOnlyInsideTheWorkingDirectory() throws {
    let layout = try Layout()
    defer { layout.dir.remove() }
    try layout.dir.write("outside/secret.swift", bytes: Array("let k = TOPSECRET +\n".utf8))
    try layout.dir.write("work/inside.swift", bytes: Array("Color.red.frame(width: 7)\n".utf8))
    let inputs = [
      ":load \(layout.outside)/secret.swift", ":load ../outside/secret.swift",
      ":load link/secret.swift", ":load inside.swift",
    ]
    try layout.dir.write("work/stranger.md", bytes: Array(Self.transcript(inputs).utf8))
    for command in ["check", "replay"] {
      let (_, output) = try GeolabBinary.run([command, "stranger.md"], in: layout.work)
      #expect(!output.contains("TOPSECRET"), "\(command): \(output)")
      let refusals = output.components(separatedBy: "is outside the working directory").count - 1
      #expect(refusals == 3, "\(command): \(output)")
      #expect(output.contains("root .frame#1"), "\(command): \(output)")
    }
    // What a person types (or a script they run) may load from anywhere.
    let session = Lab.makeSession()
    #expect(session.handle(":load \(layout.outside)/secret.swift").text.contains("TOPSECRET"))
    #expect(Lab.transcriptSession().handle(":load examples/counter.swift").status == .ok)
  }

  @Test func loadReadsOnlyThePathItIsGiven() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("view.swift", bytes: Array("Color.red.frame(width: 7, height: 7)\n".utf8))
    let session = Lab.makeSession()
    #expect(session.handle(":load \(dir.file("view.swift"))").text.contains("7×7"))
    #expect(session.handle(":load \(dir.file("missing.swift"))").status == .error)
  }
}
