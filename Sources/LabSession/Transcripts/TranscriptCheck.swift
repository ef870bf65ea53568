import Foundation

/// Replays a transcript through a session and compares each block with what was printed.
/// Inputs go through the same `Shell` loop as the REPL, with echo on, so continuation lines are
/// decided by the session's rule, not by the `...> ` marks in the file.
///
///     let result = TranscriptCheck.run(transcript, handler: Lab.makeSession())
///     result.passed
public struct TranscriptCheck: Sendable {
  public struct BlockResult: Sendable {
    public var block: Transcript.Block
    /// What the session printed, prompts and echoed input included, trailing spaces trimmed.
    public var actual: [String]
    public var steps: [LineMatcher.Step]
    public var passed: Bool { LineMatcher.isMatch(steps) }
  }

  public var transcript: Transcript
  public var blocks: [BlockResult]
  public var passed: Bool { transcript.unclosedFence == nil && blocks.allSatisfy(\.passed) }

  /// Runs every block of `transcript`, in order, through one session.
  public static func run(_ transcript: Transcript, handler: InputHandler) -> TranscriptCheck {
    let results = transcript.blocks.map { block -> BlockResult in
      let sink = StringSink()
      Shell(handler: handler, sink: sink, echo: true).run(PlainLineSource(lines: block.inputLines))
      var actual = sink.text.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).trimmingTrailingSpaces()
      }
      if actual.last == "" { actual.removeLast() }
      return BlockResult(
        block: block, actual: actual, steps: LineMatcher.align(expected: block.lines, actual: actual))
    }
    return TranscriptCheck(transcript: transcript, blocks: results)
  }

  /// One diff per failing block, headed `file.md:LINE`.
  public func failureReport() -> String {
    var out: [String] = []
    if let line = transcript.unclosedFence {
      out.append("\(transcript.file):\(line): error: ```geolab block is never closed")
    }
    for r in blocks where !r.passed {
      out.append("\(transcript.file):\(r.block.firstLine): block differs (-expected +actual)")
      out += LineMatcher.diff(r.steps)
    }
    return out.joined(separator: "\n")
  }

  /// The file with every block rewritten to what was printed, keeping the expected lines and
  /// elisions that still match.
  public func blessedText() -> String {
    var replacement: [Int: [String]] = [:]
    for (k, r) in blocks.enumerated() where !r.passed {
      replacement[k] = LineMatcher.blessed(r.steps)
    }
    return transcript.rewritten(replacement)
  }

  /// The session as a person would have seen it: every block's printed lines, separated by a
  /// blank line (what `geolab replay` shows).
  public func replayText() -> String {
    blocks.map { $0.actual.joined(separator: "\n") }.joined(separator: "\n\n")
  }
}
