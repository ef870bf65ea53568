/// A Markdown transcript: prose, and ```` ```geolab ```` blocks that copy a terminal session —
/// `geo> ` input, `...> ` continuation, every other line expected output, with trycmd-style
/// elisions (`[..]` inside a line, `...` alone on a line). One session per file.
///
///     let t = Transcript(text: markdown, file: "transcripts/basics.md")
///     t.blocks.first?.inputs   // ["Color.red.frame(width: 10)"]
public struct Transcript: Sendable {
  public static let prompt = "geo> "
  public static let continuation = "...> "
  public static let fence = "```geolab"

  /// One fenced block.
  public struct Block: Sendable {
    /// 1-based line of the first line inside the fence.
    public var firstLine: Int
    /// The lines between the fences, trailing spaces removed.
    public var lines: [String]
    /// Index in `Transcript.lines` of the first line inside the fence and one past the last.
    public var range: Range<Int>

    /// The raw input lines, prompts removed, in order (continuations included).
    public var inputLines: [String] {
      lines.compactMap { Transcript.inputText(of: $0) }
    }
  }

  public var file: String
  /// The whole file, split into lines.
  public var lines: [String]
  public var blocks: [Block]
  /// A fence opened and never closed, by its 1-based line.
  public var unclosedFence: Int?

  public init(text: String, file: String) {
    self.file = file
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacingTrailingCarriageReturn()
    }
    blocks = []
    var open: Int?
    for (i, raw) in lines.enumerated() {
      let line = raw.trimmingTrailingSpaces()
      if let start = open {
        if line.trimmingLeadingSpaces() == "```" {
          let body = lines[start..<i].map { $0.trimmingTrailingSpaces() }
          blocks.append(Block(firstLine: start + 1, lines: body, range: start..<i))
          open = nil
        }
      } else if line.trimmingLeadingSpaces() == Transcript.fence {
        open = i + 1
      }
    }
    unclosedFence = open
  }

  /// The input on a prompt or continuation line, or nil for an output line. A bare `geo>`
  /// (its trailing space trimmed) is an empty input.
  public static func inputText(of line: String) -> String? {
    for marker in [prompt, continuation] {
      if line.hasPrefix(marker) { return String(line.dropFirst(marker.count)) }
      if line == marker.trimmingTrailingSpaces() { return "" }
    }
    return nil
  }

  /// The file with each block's body replaced by `replacement[blockIndex]` when given.
  public func rewritten(_ replacement: [Int: [String]]) -> String {
    var out: [String] = []
    var next = 0
    for (k, block) in blocks.enumerated() {
      out += lines[next..<block.range.lowerBound]
      out += replacement[k] ?? Array(lines[block.range])
      next = block.range.upperBound
    }
    out += lines[next...]
    return out.joined(separator: "\n")
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while let last = s.last, last == " " || last == "\t" { s.removeLast() }
    return String(s)
  }

  func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" })
  }

  func replacingTrailingCarriageReturn() -> String {
    hasSuffix("\r") ? String(dropLast()) : self
  }
}
