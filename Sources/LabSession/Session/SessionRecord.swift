/// Every input a session handled, with what it printed: what `:save` writes out as a transcript
/// (STYLE: one mechanism — `Session.handle` appends here, nothing else does).
///
///     record.append(input: ":set color", output: "color off")
///     record.transcript(title: "A session")   // "# A session\n…```geolab\ngeo> :set color\n…"
public struct SessionRecord: Equatable, Sendable {
  /// One complete input (possibly several lines) and its printed output, colour removed.
  public struct Entry: Equatable, Sendable {
    public var input: String
    public var output: String
  }

  public private(set) var entries: [Entry] = []

  public init() {}

  /// Records one input; blank inputs print nothing and are left out.
  public mutating func append(input: String, output: String) {
    guard !input.allSatisfy(\.isWhitespace) else { return }
    entries.append(Entry(input: input, output: Self.removingColor(output)))
  }

  /// The lines of one ```` ```geolab ```` block, exactly as `Shell` prints them with echo on
  /// and `TranscriptCheck` reads them back: `geo> ` first line, `...> ` continuations, output.
  public var blockLines: [String] {
    var text = ""
    for entry in entries {
      for (k, line) in entry.input.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        text += (k == 0 ? Transcript.prompt : Transcript.continuation) + line + "\n"
      }
      if !entry.output.isEmpty {
        text += entry.output.hasSuffix("\n") ? entry.output : entry.output + "\n"
      }
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingTrailingSpaces()
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A Markdown transcript of the whole record: a heading, one sentence, one block.
  public func transcript(title: String) -> String {
    let prose = [
      "# \(title)", "",
      "Saved by `:save`. `geolab replay` shows it again; `geolab check` compares it with what",
      "the lab prints now.", "",
    ]
    return (prose + [Transcript.fence] + blockLines + ["```", ""]).joined(separator: "\n")
  }

  /// `text` without ANSI SGR sequences (`ESC [ … m`): transcripts hold no colour.
  static func removingColor(_ text: String) -> String {
    guard text.utf8.contains(0x1B) else { return text }  // a byte scan, not a string search
    var result = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard iterator.next() == "[" else { continue }
      while let next = iterator.next(), !("@"..."~").contains(next) {}
    }
    return result
  }
}
