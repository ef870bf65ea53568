import ArgumentParser
import Foundation
import LabSession

/// `geolab check [path…]`: replays transcripts and compares what the lab prints with what each
/// block expects. Exit 1 on any difference; `--bless` rewrites the blocks instead.
///
///     geolab check transcripts/
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check transcripts against the lab's output (one diff per differing block).")

  @Argument(help: "Transcript files or folders (default: transcripts).")
  var paths: [String] = []

  @Flag(help: "Rewrite differing blocks with the actual output, keeping prose and matching elisions.")
  var bless = false

  func run() throws {
    let files: [String]
    do {
      files = try TranscriptFiles.find(paths.isEmpty ? ["transcripts"] : paths)
    } catch {
      Terminal.warn("\(error)")
      throw ExitCode(2)
    }
    var failed = 0
    var blocks = 0
    for file in files {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        Terminal.warn("cannot read \(file)")
        failed += 1
        continue
      }
      let check = TranscriptCheck.run(
        Transcript(text: text, file: file), handler: Lab.transcriptSession())
      blocks += check.blocks.count
      if check.passed { continue }
      if bless {
        do {
          try AtomicFile.write(check.blessedText(), to: file)
          print("blessed \(file)")
        } catch {
          Terminal.warn("cannot write \(file): \(error)")
          failed += 1
        }
        continue
      }
      failed += 1
      print(check.failureReport())
    }
    let verdict = failed == 0 ? "all passed" : "\(failed) failed"
    print("\(files.count) transcripts, \(blocks) blocks: \(verdict)")
    if failed > 0 { throw ExitCode(1) }
  }
}

/// `geolab replay <file…>`: runs a transcript's inputs and prints the session as a person
/// would have seen it.
///
///     geolab replay transcripts/seed-004-rotation.md
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay transcripts' inputs and print what the lab shows.")

  @Argument(help: "Transcript files.")
  var files: [String]

  func run() throws {
    var errors = false
    for file in files {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        Terminal.warn("cannot read \(file)")
        throw ExitCode(2)
      }
      let check = TranscriptCheck.run(
        Transcript(text: text, file: file), handler: Lab.transcriptSession())
      print(check.replayText())
      errors = errors || check.blocks.contains { $0.actual.contains { $0.hasPrefix("error") } }
    }
    if errors { throw ExitCode(1) }
  }
}
