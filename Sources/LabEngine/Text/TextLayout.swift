/// Sizes a `Text` for a proposal by wrapping, limiting and truncating its lines
/// (docs/semantics.md §1.2).
///
///     TextLayout.measure("Hello world", font: .body, lineLimit: nil, proposal: .unspecified,
///                        metrics: SFProMetrics(), displayScale: 3).size  // 85.33 × 20.33
public enum TextLayout {
  /// The truncation mark SwiftUI draws at the tail of the last visible line.
  public static let ellipsis = "\u{2026}"

  /// `runs`: the parts of `string` in a font of their own (`TextContent.resolvedRuns`), by
  /// character offset. A line is as high as the tallest font on it: its ascent the largest
  /// ascent, its descent the largest descent (docs/semantics.md §1.2).
  ///
  /// `minimumScaleFactor`: when the Text is truncated in its own font, the largest font between
  /// that fraction of its size and its size in which it is not, or the smallest when none
  /// is (docs/semantics.md §1.2); `scale` in the result says which.
  public static func measure(
    _ string: String, font: Font, lineLimit: Int?, proposal: ProposedSize,
    metrics: any TextMetrics, displayScale: Double, runs: [TextRun] = [],
    reservedLines: Int? = nil, minimumScaleFactor: Double? = nil, letterSpacing: Double = 0,
    lineSpacing: Double = 0
  ) -> TextMeasurement {
    let spacing = Spacing(letter: letterSpacing.isFinite ? letterSpacing : 0, line: lineSpacing.isFinite ? Swift.max(0, lineSpacing) : 0)
    func at(_ scale: Double) -> TextMeasurement {
      guard scale != 1 else {
        return measureInFont(
          string, font: font, lineLimit: lineLimit, proposal: proposal, metrics: metrics,
          displayScale: displayScale, runs: runs, reservedLines: reservedLines, spacing: spacing)
      }
      var m = measureInFont(
        string, font: font.scaled(by: scale), lineLimit: lineLimit, proposal: proposal, metrics: metrics,
        displayScale: displayScale,
        runs: runs.map { TextRun($0.range, font: $0.font?.scaled(by: scale), weight: $0.weight, image: $0.image) },
        reservedLines: reservedLines, spacing: spacing)
      m.scale = scale
      return m
    }
    let full = at(1)
    guard let factor = minimumScaleFactor, factor > 0, factor < 1, full.isTruncated else { return full }
    // The largest scale that fits, by halving the interval (the widths grow with the size).
    let smallest = at(factor)
    guard !smallest.isTruncated else { return smallest }
    var (fits, tooLarge) = (factor, 1.0)
    for _ in 0..<30 {
      let mid = (fits + tooLarge) / 2
      if at(mid).isTruncated { tooLarge = mid } else { fits = mid }
    }
    return at(fits)
  }

  /// `.kerning`/`.tracking` (after each character) and `.lineSpacing` (between lines), in points.
  struct Spacing {
    var letter = 0.0
    var line = 0.0
  }

  static func measureInFont(
    _ string: String, font: Font, lineLimit: Int?, proposal: ProposedSize,
    metrics: any TextMetrics, displayScale: Double, runs: [TextRun] = [],
    reservedLines: Int? = nil, spacing: Spacing = Spacing()
  ) -> TextMeasurement {
    if string.isEmpty, (reservedLines ?? 0) <= 0 { return .empty }
    var ruler = Ruler(metrics: metrics, font: font, letterSpacing: spacing.letter)
    if !runs.isEmpty { (ruler.fonts, ruler.images) = Ruler.marks(of: runs, in: string) }
    let maxWidth = wrapWidth(proposal.width)
    let lineHeight = usable(metrics.lineHeight(font: font))
    let ascent = usable(metrics.ascent(font: font))
    // Lines all as high as the Text's font's (no run in a font of another height): the height
    // gives the number of lines at once.
    let uniform = ruler.fonts.values.allSatisfy {
      usable(metrics.lineHeight(font: $0)) == lineHeight && usable(metrics.ascent(font: $0)) == ascent
    }

    // Step 1: how many lines the height and lineLimit allow.
    var limit = maxLines(
      height: uniform ? proposal.height : nil, lineHeight: lineHeight, lineLimit: lineLimit, lineSpacing: spacing.line)

    // Step 2: break into lines (explicit newlines always, words only at a finite width). One
    // line past the limit is enough to know that the text is truncated.
    var lines: [Line] = []
    for paragraph in string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let budget = limit.map { $0 - lines.count }
      lines += wrap(paragraph, maxWidth: maxWidth, budget: budget, ruler: ruler)
      if let limit, lines.count > limit { break }
    }
    if !uniform {
      // Lines of different heights: as many as fit in the height, one at least.
      let byHeight = linesFitting(
        lines.map { ruler.lineMetrics($0.text).height }, in: proposal.height, lineSpacing: spacing.line)
      limit = byHeight.map { Swift.min(limit ?? $0, $0) } ?? limit
    }

    // Step 3: keep the lines that fit; the last one takes the rest of its paragraph and "…".
    // Each line's width is measured on the characters of `string` it shows (a run's
    // characters are known by their place there), the mark's apart.
    var shown = lines.map { String($0.text) }
    var widths = lines.map { ruler.width($0.text) }
    var measured = lines.map(\.text)
    let isTruncated = limit.map { lines.count > $0 } ?? false
    if isTruncated, let limit {
      shown = Array(shown.prefix(limit))
      widths = Array(widths.prefix(limit))
      measured = Array(measured.prefix(limit))
      let cut = truncate(lines[limit - 1], maxWidth: maxWidth, ruler: ruler)
      (shown[limit - 1], widths[limit - 1], measured[limit - 1]) = (cut.text, cut.width, cut.kept)
    }

    // Step 4: widest line by line count, rounded up to the pixel grid; at least the reserved
    // lines high, as many as the height and the limit allow [DOC View.lineLimit(_:reservesSpace:)].
    let widest = widths.max() ?? 0
    let reserved = Swift.min(Swift.max(reservedLines ?? 0, 0), limit ?? .max)
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    let lineStarts = runs.isEmpty ? [] : measured.map { string.distance(from: string.startIndex, to: $0.startIndex) }
    guard !uniform else {
      let count = Swift.max(shown.count, reserved)
      var height = Double(count) * lineHeight
      var lastBaseline = Double(Swift.max(0, shown.count - 1)) * lineHeight + ascent
      if spacing.line > 0 {
        // Apart so that a Text without line spacing keeps its arithmetic to the bit.
        height += Double(Swift.max(0, count - 1)) * spacing.line
        lastBaseline += Double(Swift.max(0, shown.count - 1)) * spacing.line
      }
      return TextMeasurement(
        size: Size(width: roundUp(widest, scale: scale), height: roundUp(height, scale: scale)),
        lines: shown, isTruncated: isTruncated, firstBaseline: ascent,
        lastBaseline: lastBaseline, lineStarts: lineStarts)
    }
    var top = 0.0
    var baselines: [Double] = []
    for text in measured {
      if !baselines.isEmpty { top += spacing.line }
      let line = ruler.lineMetrics(text)
      baselines.append(top + line.ascent)
      top += line.height
    }
    let height = top + Double(Swift.max(0, reserved - shown.count)) * (lineHeight + spacing.line)
    return TextMeasurement(
      size: Size(width: roundUp(widest, scale: scale), height: roundUp(height, scale: scale)),
      lines: shown, isTruncated: isTruncated, firstBaseline: baselines.first ?? ascent,
      lastBaseline: baselines.last ?? ascent, baselines: baselines, lineStarts: lineStarts)
  }

  /// How many lines of these heights (with `lineSpacing` between them) fit in `height`, one
  /// at least; nil for no finite height.
  static func linesFitting(_ heights: [Double], in height: Double?, lineSpacing: Double = 0) -> Int? {
    guard let height, !height.isNaN, height != .infinity else { return nil }
    var top = 0.0
    var count = 0
    for h in heights {
      if count > 0 { top += lineSpacing }
      top += h
      guard top <= Swift.max(0, height) + 1e-9 else { break }
      count += 1
    }
    return Swift.max(1, count)
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

  /// max(1, ⌊h / lineHeight⌋) for a finite height (⌊(h + s) / (lineHeight + s)⌋ with line
  /// spacing s), capped by lineLimit; nil means no limit.
  static func maxLines(height: Double?, lineHeight: Double, lineLimit: Int?, lineSpacing: Double = 0) -> Int? {
    var limit = lineLimit.map { Swift.max(1, $0) }
    // NaN and +∞ heights do not limit; negative ones (−∞ included) count as 0, i.e. one line.
    if let height, !height.isNaN, height != .infinity, lineHeight > 0 {
      // The epsilon keeps h = n·lineHeight at n lines despite rounding; the 1e9 cap keeps the
      // conversion to Int from trapping on absurd heights.
      let fit =
        lineSpacing > 0
        ? ((Swift.max(0, height) + lineSpacing) / (lineHeight + lineSpacing) + 1e-9).rounded(.down)
        : (Swift.max(0, height) / lineHeight + 1e-9).rounded(.down)
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
  static func truncate(_ line: Line, maxWidth: Double?, ruler: Ruler) -> (text: String, width: Double, kept: Substring) {
    /// The characters shown before the mark, and the width of them with it.
    func marked(_ prefix: Substring) -> (text: String, width: Double, kept: Substring) {
      let kept = trimmedOfTrailingSpaces(prefix)
      return (String(kept) + ellipsis, ruler.widthBeforeEllipsis(kept), kept)
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
    /// Points after each character (`.kerning`, `.tracking`), the last one included.
    var letterSpacing = 0.0
    /// The font of each character in a run, by its index in the measured string; its
    /// substrings share them. Every other character is in `font`.
    var fonts: [String.Index: Font] = [:]
    /// The width at the body size of each image in the string (`Text(Image(systemName:))`),
    /// by its index; drawn at its character's font size.
    var images: [String.Index: Double] = [:]

    func width(_ text: Substring) -> Double {
      guard letterSpacing == 0 else {
        // [DOC Text.kerning(_:): the kerning "affects the trailing edge of the text view as well"]
        return Swift.max(0, glyphWidth(text) + Double(text.count) * letterSpacing)
      }
      return glyphWidth(text)
    }

    /// The characters' advances, run by run, without letter spacing.
    private func glyphWidth(_ text: Substring) -> Double {
      guard !fonts.isEmpty || !images.isEmpty else { return TextLayout.usable(metrics.width(of: text, font: font)) }
      // Run by run, each in its font.
      var total = 0.0
      var start = text.startIndex
      while start < text.endIndex {
        let runFont = fonts[start] ?? font
        var end = text.index(after: start)
        if let box = images[start] {
          // A symbol, as an Image(systemName:) is sized: its box at the body size, scaled by
          // the font's size over 17 (docs/semantics.md §1.2).
          total += TextLayout.usable(box * runFont.size / Font.body.size)
          start = end
          continue
        }
        while end < text.endIndex, (fonts[end] ?? font) == runFont, images[end] == nil { end = text.index(after: end) }
        total += TextLayout.usable(metrics.width(of: text[start..<end], font: runFont))
        start = end
      }
      return total
    }

    /// The width of `text` with the truncation mark after it. With no run, measured as one
    /// string, as it always was; otherwise the text's runs, then the mark in the font of the
    /// character before it (the Text's, when nothing is kept) [INF].
    func widthBeforeEllipsis(_ text: Substring) -> Double {
      guard !fonts.isEmpty else { return width(Substring(String(text) + TextLayout.ellipsis)) }
      let last = text.isEmpty ? font : fonts[text.index(before: text.endIndex)] ?? font
      return width(text) + TextLayout.usable(metrics.width(of: Substring(TextLayout.ellipsis), font: last)) + letterSpacing
    }

    /// One line's ascent and height: the largest ascent and the largest descent of the fonts
    /// of its characters (the Text's font for an empty line) [DOC
    /// AttributedString.LineHeight.variable; ART CTLine's typographic bounds].
    func lineMetrics(_ text: Substring) -> (ascent: Double, height: Double) {
      var ascent = 0.0
      var descent = 0.0
      var seen: Set<Font> = []
      var index = text.startIndex
      repeat {
        let f = index < text.endIndex ? fonts[index] ?? font : font
        if seen.insert(f).inserted {
          let a = TextLayout.usable(metrics.ascent(font: f))
          ascent = Swift.max(ascent, a)
          descent = Swift.max(descent, TextLayout.usable(metrics.lineHeight(font: f)) - a)
        }
        if index < text.endIndex { index = text.index(after: index) }
      } while index < text.endIndex
      return (ascent, ascent + descent)
    }

    /// The font of each character of `string` that is in one of `runs` (resolved fonts), and
    /// the box width of each image among them: one walk over the string.
    static func marks(of runs: [TextRun], in string: String) -> (fonts: [String.Index: Font], images: [String.Index: Double]) {
      var fonts: [String.Index: Font] = [:]
      var images: [String.Index: Double] = [:]
      var offset = 0
      for index in string.indices {
        if let run = runs.first(where: { $0.range.contains(offset) }) {
          fonts[index] = run.font
          if let image = run.image { images[index] = image.intrinsicSize.width }
        }
        offset += 1
      }
      return (fonts, images)
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
