import SwiftSyntax

/// The Markdown a `Text` renders (docs/semantics.md §1.2): a string literal, or a
/// `LocalizedStringKey`, is parsed as inline Markdown [DOC Text.init(_:tableName:bundle:comment:)
/// "…a string literal … interprets Markdown"], so `Text("**Hi**")` shows "Hi" in bold, while
/// `Text(verbatim:)` and a `String` variable show their characters. A link shows its label in
/// the same font, and struck-through text keeps its font: both are measured exactly. Bold
/// characters are measured in the bold weight of the Text's font; italic ones as upright ones
/// [INF: the lab has no italic widths]. Code sets part of the text in the monospaced font, which
/// the lab does not measure: it is refused.
///
///     TextMarkdown.rendered("Read the [terms](https://x.com)")   // "Read the terms"
///     TextMarkdown.rendered("**Due:** today")   // "Due: today", characters 0..<4 in bold
enum TextMarkdown {
  enum Outcome: Equatable {
    /// The characters shown, and the ranges of them (character offsets) set in bold.
    case text(String, strong: [Range<Int>])
    /// The markup the lab does not measure (`` `code` ``).
    case mixedFonts(String)
  }

  /// The characters Markdown's inline syntax starts with; a string without them is plain.
  private static let markup: Set<Character> = ["*", "_", "`", "~", "[", "\\"]

  static func rendered(_ s: String) -> Outcome {
    guard s.contains(where: markup.contains) else { return .text(s, strong: []) }
    var strong: [Range<Int>] = []
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
        // `***x***` is bold and italic, `**x**` bold, `*x*` italic.
        let run = chars[i...].prefix(while: { $0 == c }).count
        let triple = run >= 3 && closing([c, c, c], from: i) != nil
        let double = triple || (i + 1 < chars.count && chars[i + 1] == c)
        let delimiter: [Character] = triple ? [c, c, c] : double ? [c, c] : [c]
        if let end = closing(delimiter, from: i) {
          // Emphasis: the inner text rendered in turn, in bold for a double delimiter.
          guard case .text(let inner, let innerStrong) = rendered(String(chars[(i + delimiter.count)..<end])) else {
            return rendered(String(chars[(i + delimiter.count)..<end]))
          }
          let base = out.count
          if double, !inner.isEmpty { strong.append(base..<(base + inner.count)) }
          strong += innerStrong.map { ($0.lowerBound + base)..<($0.upperBound + base) }
          out += inner
          i = end + delimiter.count
          continue
        }
      }
      out.append(c)
      i += 1
    }
    return .text(out, strong: merged(strong))
  }

  /// Ranges sorted, overlapping and touching ones joined.
  private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, r.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<Swift.max(last.upperBound, r.upperBound)
      } else {
        result.append(r)
      }
    }
    return result
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
