import Foundation
import LabSession

/// Transcript replay throughput (issue 9): every transcript under `transcripts/` replayed and
/// compared through `TranscriptCheck`, exactly as `geolab check` does (a fresh transcript
/// session per file). Files are read beforehand; throughput is inputs per second, an input
/// being one `geo> ` prompt (its continuation lines included).
public struct TranscriptWorkload: Sendable {
  public struct File: Sendable {
    public var path: String
    public var text: String
    public var inputs: Int
  }

  public let files: [File]
  public var inputs: Int { files.reduce(0) { $0 + $1.inputs } }

  /// Loads the transcripts of the repository and makes its root the working directory
  /// (transcripts `:load examples/…` and `:save .build/…` relative to it).
  public init() {
    let root = Repository.enterRoot()
    // transcripts/session-commands.md saves into .build/, which a fresh clone has only once
    // something was built at the root.
    try? FileManager.default.createDirectory(
      atPath: ".build", withIntermediateDirectories: true)
    let paths = (try? TranscriptFiles.find(["transcripts"])) ?? []
    precondition(!paths.isEmpty, "no transcripts found under \(root)/transcripts")
    files = paths.map { path in
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      let inputs = Transcript(text: text, file: path).blocks.reduce(0) { total, block in
        total + block.lines.filter { $0.hasPrefix(Transcript.prompt) || $0 == "geo>" }.count
      }
      return File(path: path, text: text, inputs: inputs)
    }
  }

  /// The files whose replay differs from the transcript (none, normally).
  public func failures() -> [String] {
    files.filter {
      !TranscriptCheck.run(
        Transcript(text: $0.text, file: $0.path), handler: Lab.transcriptSession()
      )
      .passed
    }.map(\.path)
  }

  /// Replays every file (`times` times over); returns how many replays failed (a failing
  /// transcript still costs its replay, but the caller should say so).
  public func replayAll(times: Int = 1) -> Int {
    var failed = 0
    for _ in 0..<times {
      for f in files {
        let check = TranscriptCheck.run(
          Transcript(text: f.text, file: f.path), handler: Lab.transcriptSession())
        if !check.passed { failed += 1 }
      }
    }
    return failed
  }
}

/// The GeometryLab checkout this benchmark package belongs to.
public enum Repository {
  /// `GEOLAB_ROOT`, else two folders above this package (Benchmarks/..).
  public static var root: String {
    if let r = ProcessInfo.processInfo.environment["GEOLAB_ROOT"], !r.isEmpty { return r }
    var url = URL(fileURLWithPath: #filePath)
    // …/Benchmarks/Sources/PipelineWorkloads/Transcripts.swift → …
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }

  /// Changes the working directory to the repository root and returns it.
  @discardableResult
  public static func enterRoot() -> String {
    let r = root
    precondition(FileManager.default.changeCurrentDirectoryPath(r), "cannot enter \(r)")
    return r
  }
}
