import SwiftSyntax

/// The Markdown a `Text` renders (docs/semantics.md §1.2): a string literal, or a
/// `LocalizedStringKey`, is parsed as inline Markdown [DOC Text.init(_:tableName:bundle:comment:)
/// "…a string literal … interprets Markdown"], so `Text("**Hi**")` shows "Hi" in bold, while
/// `Text(verbatim:)` and a `String` variable show their characters. A link shows its label in
/// the same font, and struck-through text keeps its font: both are measured exactly. Bold,
/// italic and code change the font of part of the text, which the lab does not measure (it
/// measures a Text in one font): they are refused.
///
///     TextMarkdown.rendered("Read the [terms](https://x.com)")   // "Read the terms"
enum TextMarkdown {
  enum Outcome: Equatable {
    case plain(String)
    /// The markup the lab does not measure (`**bold**`, `` `code` ``).
    case mixedFonts(String)
  }

  /// The characters Markdown's inline syntax starts with; a string without them is plain.
  private static let markup: Set<Character> = ["*", "_", "`", "~", "[", "\\"]

  static func rendered(_ s: String) -> Outcome {
    guard s.contains(where: markup.contains) else { return .plain(s) }
    let chars = Array(s)
    var out = ""
    var i = 0
    func isSpace(_ c: Character?) -> Bool { c == nil || c!.isWhitespace }
    /// The index of the closing run of `delimiter` for an opening at `from`, CommonMark-like:
    /// the opening is followed by a non-space, the closing preceded by one; `_` is not
    /// emphasis inside a word.
    func closing(_ delimiter: [Character], from start: Int) -> Int? {
      let n = delimiter.count
      let after = start + n < chars.count ? chars[start + n] : nil
      guard !isSpace(after) else { return nil }
      if delimiter[0] == "_", start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber { return nil }
      var j = start + n + 1
      while j + n <= chars.count {
        if Array(chars[j..<j + n]) == delimiter, !isSpace(chars[j - 1]) {
          let next = j + n < chars.count ? chars[j + n] : nil
          if delimiter[0] == "_", let next, next.isLetter || next.isNumber {
            j += 1
            continue
          }
          return j
        }
        j += 1
      }
      return nil
    }
    while i < chars.count {
      let c = chars[i]
      if c == "\\", i + 1 < chars.count, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
        // A backslash escape shows the character after it.
        out.append(chars[i + 1])
        i += 2
        continue
      }
      if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
        let end = chars[(close + 2)...].firstIndex(of: ")")
      {
        // `[label](destination)`: the label.
        _ = end
        out += String(chars[(i + 1)..<close])
        i = end + 1
        continue
      }
      if c == "~", i + 1 < chars.count, chars[i + 1] == "~", let end = closing(["~", "~"], from: i) {
        out += String(chars[(i + 2)..<end])
        i = end + 2
        continue
      }
      if c == "`", chars[(i + 1)...].contains("`") {
        return .mixedFonts("`code`")
      }
      if c == "*" || c == "_" {
        let double = i + 1 < chars.count && chars[i + 1] == c
        let delimiter: [Character] = double ? [c, c] : [c]
        if closing(delimiter, from: i) != nil {
          return .mixedFonts(double ? "\(c)\(c)bold\(c)\(c)" : "\(c)italic\(c)")
        }
      }
      out.append(c)
      i += 1
    }
    return .plain(out)
  }

  /// Whether a string literal has text segments with Markdown in them, and interpolations.
  static func literalParts(_ literal: StringLiteralExprSyntax) -> (text: String, interpolated: Bool) {
    var text = ""
    var interpolated = false
    for segment in literal.segments {
      if let s = segment.as(StringSegmentSyntax.self) { text += s.content.text } else { interpolated = true }
    }
    return (text, interpolated)
  }
}
