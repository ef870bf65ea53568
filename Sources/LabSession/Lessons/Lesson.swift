/// A lesson: a checked transcript read as a sequence of steps. The file's `# ` heading is the
/// title and its first paragraph the summary; each `## ` section is one step, whose
/// ```` ```geolab ```` block holds the code to run, the prose before the block explains, the
/// prose after it says what to look at, and a paragraph starting `**Question:**` asks the
/// question.
///
///     Lesson(name: "proposals", text: markdown).steps.first?.inputs   // ["Color.red", ":frames"]
public struct Lesson: Sendable {
  /// One `## ` section.
  public struct Step: Sendable, Equatable {
    public var title: String
    /// The prose before the step's block.
    public var explanation: [String]
    /// The input lines of the step's blocks, prompts removed, continuation lines included.
    public var inputs: [String]
    /// The prose after the step's block, without the question.
    public var lookAt: [String]
    /// The question's text, without its `**Question:**` marker; empty when there is none.
    public var question: [String]
  }

  public static let questionMarker = "**Question:**"
  public static let lookAtMarker = "**Look at:**"

  /// The file name without `.md`: what `:lesson <name>` takes.
  public var name: String
  /// The `# ` heading, or the name when the file has none.
  public var title: String
  /// The first paragraph after the title, its lines joined with spaces.
  public var summary: String
  public var steps: [Step]

  public init(name: String, text: String) {
    self.name = name
    let transcript = Transcript(text: text, file: name + ".md")
    let lines = transcript.lines.map { $0.trimmingTrailingSpaces() }
    // Lines inside a fence are code, never headings or prose.
    var inBlock = [Bool](repeating: false, count: lines.count)
    for block in transcript.blocks {
      for k in (block.range.lowerBound - 1)...block.range.upperBound where k < lines.count {
        inBlock[k] = true
      }
    }
    var title = name
    var sections: [(title: String, start: Int)] = []
    for (k, line) in lines.enumerated() where !inBlock[k] {
      if line.hasPrefix("# "), sections.isEmpty, title == name {
        title = String(line.dropFirst(2)).trimmingLeadingSpaces()
      } else if line.hasPrefix("## ") {
        sections.append((String(line.dropFirst(3)).trimmingLeadingSpaces(), k))
      }
    }
    self.title = title
    let introEnd = sections.first?.start ?? lines.count
    summary =
      Lesson.paragraphs(lines[0..<introEnd].filter { !$0.hasPrefix("# ") })
      .first(where: { !$0.isEmpty && !$0[0].hasPrefix("```") })?
      .joined(separator: " ") ?? ""
    steps = sections.enumerated().map { index, section in
      let end = index + 1 < sections.count ? sections[index + 1].start : lines.count
      let blocks = transcript.blocks.filter {
        $0.range.lowerBound > section.start && $0.range.upperBound <= end
      }
      return Lesson.step(section.title, lines: lines, body: (section.start + 1)..<end, blocks)
    }
  }

  /// A one-line summary at most `width` characters long: the first sentence of the summary,
  /// cut at a word with an ellipsis when it is still too long.
  public func shortSummary(width: Int) -> String {
    var sentence = Lesson.plain(summary)
    if let end = sentence.range(of: ". ") { sentence = String(sentence[..<end.lowerBound]) + "." }
    guard sentence.count > width, width > 1 else { return sentence }
    var cut = String(sentence.prefix(width - 1))
    if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
    return cut + "…"
  }

  private static func step(
    _ title: String, lines: [String], body: Range<Int>, _ blocks: [Transcript.Block]
  ) -> Step {
    let firstBlock = blocks.first.map { $0.range.lowerBound - 1 } ?? body.upperBound
    let lastBlock = blocks.last.map { $0.range.upperBound + 1 } ?? body.upperBound
    let explanation = paragraphs(lines[body.lowerBound..<max(body.lowerBound, firstBlock)])
    var lookAt: [[String]] = []
    var question: [String] = []
    for paragraph in paragraphs(lines[min(lastBlock, body.upperBound)..<body.upperBound]) {
      if let first = paragraph.first, first.hasPrefix(questionMarker) {
        question =
          [String(first.dropFirst(questionMarker.count)).trimmingLeadingSpaces()]
          + paragraph.dropFirst()
      } else if let first = paragraph.first, first.hasPrefix(lookAtMarker) {
        lookAt.append(
          [String(first.dropFirst(lookAtMarker.count)).trimmingLeadingSpaces()]
            + paragraph.dropFirst())
      } else {
        lookAt.append(paragraph)
      }
    }
    return Step(
      title: title, explanation: joinParagraphs(explanation),
      inputs: blocks.flatMap(\.inputLines), lookAt: joinParagraphs(lookAt), question: question)
  }

  /// Runs of non-blank lines.
  static func paragraphs(_ lines: ArraySlice<String>) -> [[String]] {
    var result: [[String]] = []
    var current: [String] = []
    for line in lines {
      if line.allSatisfy(\.isWhitespace) {
        if !current.isEmpty { result.append(current) }
        current = []
      } else {
        current.append(line)
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// Paragraphs as lines with one blank line between them.
  static func joinParagraphs(_ paragraphs: [[String]]) -> [String] {
    var out: [String] = []
    for paragraph in paragraphs {
      if !out.isEmpty { out.append("") }
      out += paragraph
    }
    return out
  }

  /// Markdown bold removed for the terminal (`**Question:**` → `Question:`); code spans keep
  /// their backticks, which read well as they are, and a lone `*` may be arithmetic.
  public static func plain(_ line: String) -> String {
    line.replacingOccurrences(of: "**", with: "")
  }
}
