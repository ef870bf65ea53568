/// Sizes a `Text` for a proposal by wrapping, limiting and truncating its lines
/// (docs/semantics.md §1.2).
///
///     TextLayout.measure("Hello world", font: .body, lineLimit: nil, proposal: .unspecified,
///                        metrics: SFProMetrics(), displayScale: 3).size  // 85.33 × 20.33
public enum TextLayout {
  /// The truncation mark SwiftUI draws at the tail of the last visible line.
  public static let ellipsis = "\u{2026}"

  public static func measure(
    _ string: String, font: Font, lineLimit: Int?, proposal: ProposedSize,
    metrics: any TextMetrics, displayScale: Double, strong: [Range<Int>] = [],
    reservedLines: Int? = nil
  ) -> TextMeasurement {
    if string.isEmpty, (reservedLines ?? 0) <= 0 { return .empty }
    var ruler = Ruler(metrics: metrics, font: font)
    if !strong.isEmpty { ruler.strong = Ruler.indices(of: strong, in: string) }
    let maxWidth = wrapWidth(proposal.width)
    let lineHeight = usable(metrics.lineHeight(font: font))

    // Step 1: how many lines the height and lineLimit allow.
    let limit = maxLines(height: proposal.height, lineHeight: lineHeight, lineLimit: lineLimit)

    // Step 2: break into lines (explicit newlines always, words only at a finite width). One
    // line past the limit is enough to know that the text is truncated.
    var lines: [Line] = []
    for paragraph in string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let budget = limit.map { $0 - lines.count }
      lines += wrap(paragraph, maxWidth: maxWidth, budget: budget, ruler: ruler)
      if let limit, lines.count > limit { break }
    }

    // Step 3: keep the lines that fit; the last one takes the rest of its paragraph and "…".
    // Each line's width is measured on the characters of `string` it shows (a bold run's
    // characters are known by their place there), the mark's apart.
    var shown = lines.map { String($0.text) }
    var widths = lines.map { ruler.width($0.text) }
    let isTruncated = limit.map { lines.count > $0 } ?? false
    if isTruncated, let limit {
      shown = Array(shown.prefix(limit))
      widths = Array(widths.prefix(limit))
      (shown[limit - 1], widths[limit - 1]) = truncate(lines[limit - 1], maxWidth: maxWidth, ruler: ruler)
    }

    // Step 4: widest line by line count, rounded up to the pixel grid; at least the reserved
    // lines high, as many as the height and the limit allow [DOC View.lineLimit(_:reservesSpace:)].
    let widest = widths.max() ?? 0
    let reserved = Swift.min(Swift.max(reservedLines ?? 0, 0), limit ?? .max)
    let height = Double(Swift.max(shown.count, reserved)) * lineHeight
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    let ascent = usable(metrics.ascent(font: font))
    return TextMeasurement(
      size: Size(width: roundUp(widest, scale: scale), height: roundUp(height, scale: scale)),
      lines: shown, isTruncated: isTruncated, firstBaseline: ascent,
      lastBaseline: Double(Swift.max(0, shown.count - 1)) * lineHeight + ascent)
  }

  // MARK: Steps

  /// One wrapped line and the rest of its paragraph from the line's start, which truncation
  /// pulls onto the last visible line.
  struct Line {
    var text: Substring
    var remainder: Substring
  }

  /// The width lines wrap at, or nil for one unwrapped line per paragraph: SwiftUI treats a nil
  /// width as infinite [CODE Text+StringDrawingContext.swift]. NaN is read as nil and negative
  /// widths as 0, so hostile proposals cannot trap.
  static func wrapWidth(_ proposed: Double?) -> Double? {
    guard let proposed, !proposed.isNaN, proposed != .infinity else { return nil }
    return Swift.max(0, proposed)
  }

  /// max(1, ⌊h / lineHeight⌋) for a finite height, capped by lineLimit; nil means no limit.
  static func maxLines(height: Double?, lineHeight: Double, lineLimit: Int?) -> Int? {
    var limit = lineLimit.map { Swift.max(1, $0) }
    // NaN and +∞ heights do not limit; negative ones (−∞ included) count as 0, i.e. one line.
    if let height, !height.isNaN, height != .infinity, lineHeight > 0 {
      // The epsilon keeps h = n·lineHeight at n lines despite rounding; the 1e9 cap keeps the
      // conversion to Int from trapping on absurd heights.
      let fit = (Swift.max(0, height) / lineHeight + 1e-9).rounded(.down)
      if fit < 1e9 {
        let byHeight = Swift.max(1, Int(fit))
        limit = Swift.min(limit ?? byHeight, byHeight)
      }
    }
    return limit
  }

  /// Greedy word wrap of one paragraph. Spaces at a break hang off the end of the line; a word
  /// wider than the line is broken between characters, at least one character per line.
  /// With a `budget`, stops as soon as it has more lines than that.
  static func wrap(
    _ paragraph: Substring, maxWidth: Double?, budget: Int? = nil, ruler: Ruler
  ) -> [Line] {
    // A paragraph that fits (always, with no width limit) is one line; measuring it whole
    // first keeps wide proposals from paying the word-by-word cost below.
    let whole = Substring(trimmingTrailingSpaces(paragraph))
    guard let limit = maxWidth, !ruler.fits(whole, in: limit) else {
      return [Line(text: whole, remainder: paragraph)]
    }
    let budget = budget ?? .max
    var lines: [Line] = []
    var lineStart = paragraph.startIndex
    var lineEnd = lineStart
    var cursor = lineStart
    func commit(upTo end: String.Index, next: String.Index) {
      lines.append(Line(text: paragraph[lineStart..<end], remainder: paragraph[lineStart...]))
      (lineStart, lineEnd, cursor) = (next, next, next)
    }
    while lines.count <= budget,
      let wordStart = paragraph[cursor...].firstIndex(where: { $0 != " " })
    {
      let wordEnd = paragraph[wordStart...].firstIndex(of: " ") ?? paragraph.endIndex
      if ruler.fits(paragraph[lineStart..<wordEnd], in: limit) {
        (lineEnd, cursor) = (wordEnd, wordEnd)
      } else if lineEnd > lineStart {
        commit(upTo: lineEnd, next: wordStart)
      } else {
        let end = ruler.longestFittingPrefix(of: paragraph[lineStart..<wordEnd], in: limit)
        commit(upTo: end, next: end)
      }
    }
    if lines.count <= budget, lineEnd > lineStart || lines.isEmpty {
      lines.append(Line(text: paragraph[lineStart..<lineEnd], remainder: paragraph[lineStart...]))
    }
    return lines
  }

  /// The last visible line with "…": as many characters of the rest of the paragraph as fit
  /// together with the mark, or the mark alone when nothing fits. [INF] Tail truncation fills
  /// the line past its word break ("Hello wo…", not "Hello…"), so the rest of the paragraph is
  /// used rather than only the wrapped line's own characters.
  static func truncate(_ line: Line, maxWidth: Double?, ruler: Ruler) -> (text: String, width: Double) {
    /// The characters shown before the mark, and the width of them with it.
    func marked(_ prefix: Substring) -> (text: String, width: Double) {
      let kept = trimmedOfTrailingSpaces(prefix)
      return (String(kept) + ellipsis, ruler.widthBeforeEllipsis(kept))
    }
    guard let maxWidth else { return marked(line.text) }
    // When the whole rest fits beside the mark (the cut is at a paragraph break), take it at
    // once instead of growing it a character at a time.
    let whole = marked(line.remainder)
    if whole.width <= maxWidth + 1e-9 { return whole }
    var kept = line.remainder.startIndex
    var index = kept
    while index < line.remainder.endIndex {
      let next = line.remainder.index(after: index)
      guard marked(line.remainder[..<next]).width <= maxWidth + 1e-9 else { break }
      (kept, index) = (next, next)
    }
    return marked(line.remainder[..<kept])
  }

  // MARK: Helpers

  /// Measures with a font, sanitising whatever a custom `TextMetrics` returns.
  struct Ruler {
    var metrics: any TextMetrics
    var font: Font
    /// Where the characters set in bold start, as indices of the measured string; its
    /// substrings share them.
    var strong: Set<String.Index> = []

    func width(_ text: Substring) -> Double {
      guard !strong.isEmpty else { return TextLayout.usable(metrics.width(of: text, font: font)) }
      // Run by run, each in its weight.
      var bold = font
      bold.weight = .bold
      var total = 0.0
      var start = text.startIndex
      while start < text.endIndex {
        let isBold = strong.contains(start)
        var end = text.index(after: start)
        while end < text.endIndex, strong.contains(end) == isBold { end = text.index(after: end) }
        total += TextLayout.usable(metrics.width(of: text[start..<end], font: isBold ? bold : font))
        start = end
      }
      return total
    }

    /// The width of `text` with the truncation mark after it. With no bold run, measured as one
    /// string, as it always was; otherwise the text's runs and the mark in the Text's font.
    func widthBeforeEllipsis(_ text: Substring) -> Double {
      guard !strong.isEmpty else { return width(Substring(String(text) + TextLayout.ellipsis)) }
      return width(text) + TextLayout.usable(metrics.width(of: Substring(TextLayout.ellipsis), font: font))
    }

    /// The indices in `string` of the characters at `offsets`.
    static func indices(of offsets: [Range<Int>], in string: String) -> Set<String.Index> {
      var result: Set<String.Index> = []
      var offset = 0
      for index in string.indices {
        if offsets.contains(where: { $0.contains(offset) }) { result.insert(index) }
        offset += 1
      }
      return result
    }

    /// A hair of slack so that text re-proposed its own (unrounded) width still fits.
    func fits(_ text: Substring, in limit: Double) -> Bool { width(text) <= limit + 1e-9 }

    /// The end of the longest prefix that fits, but at least one character.
    func longestFittingPrefix(of text: Substring, in limit: Double) -> String.Index {
      guard text.startIndex < text.endIndex else { return text.endIndex }
      var end = text.index(after: text.startIndex)
      while end < text.endIndex {
        let next = text.index(after: end)
        guard fits(text[..<next], in: limit) else { break }
        end = next
      }
      return end
    }
  }

  static func trimmedOfTrailingSpaces(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
    return text[..<end]
  }

  static func trimmingTrailingSpaces(_ text: Substring) -> String {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    return String(text[..<end])
  }

  /// A length from a metrics model, with NaN, ∞ and negatives read as 0.
  static func usable(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

  /// Rounds up to the pixel grid, forgiving floating-point noise just above a pixel edge.
  static func roundUp(_ value: Double, scale: Double) -> Double {
    let rounded = (value * scale - 1e-9).rounded(.up) / scale
    return rounded > 0 ? rounded : 0
  }
}
