import LabEngine
import Testing

// Two kinds of expectation:
// - SF Pro figures are the recorded SwiftUI measurements named in SFProMetrics' doc comment.
// - Algorithm tests use `Mono`, a made-up monospaced font (every character 10 pt, lines 20 pt,
//   ascent 16 pt), so that every expected line and size below is hand arithmetic.

/// Every character (the ellipsis too) is `advance` wide; lines are 20 pt with the baseline at 16.
private struct Mono: TextMetrics {
  var advance = 10.0
  func width(of text: Substring, font: Font) -> Double { Double(text.count) * advance }
  func lineHeight(font: Font) -> Double { 20 }
  func ascent(font: Font) -> Double { 16 }
}

/// A metrics model that returns garbage, to prove the layout never traps on it.
private struct Hostile: TextMetrics {
  var value: Double
  func width(of text: Substring, font: Font) -> Double { value }
  func lineHeight(font: Font) -> Double { value }
  func ascent(font: Font) -> Double { value }
}

private func mono(
  _ s: String, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil,
  scale: Double = 3
) -> TextMeasurement {
  TextLayout.measure(
    s, font: .body, lineLimit: lineLimit, proposal: ProposedSize(width: width, height: height),
    metrics: Mono(), displayScale: scale)
}

private func sf(
  _ s: String, font: Font = .body, width: Double? = nil, height: Double? = nil,
  lineLimit: Int? = nil
) -> TextMeasurement {
  TextLayout.measure(
    s, font: font, lineLimit: lineLimit, proposal: ProposedSize(width: width, height: height),
    metrics: SFProMetrics(), displayScale: 3)
}

private func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

// MARK: Calibration against recorded SwiftUI figures

@Test func bodyHelloWorldMatchesSwiftUI() {
  // Recorded: 17 pt regular "Hello world" is 85.33 × 20.33 at scale 3.
  let m = sf("Hello world")
  #expect(isClose(m.size.width, 85.33, within: 0.005))
  #expect(isClose(m.size.height, 20.33, within: 0.005))
  #expect(m.lines == ["Hello world"])
  #expect(!m.isTruncated)
  // SF Pro's ascender is 1950/2048 em: 17 × 0.952 = 16.19.
  #expect(isClose(m.firstBaseline, 16.19, within: 0.01))
  #expect(m.firstBaseline == m.lastBaseline)
}

@Test func titleHelloWorldMatchesSwiftUI() {
  // Recorded: 28 pt regular "Hello, World!" is about 151 × 34.
  let m = sf("Hello, World!", font: .title)
  #expect(isClose(m.size.width, 151, within: 1.5))
  #expect(isClose(m.size.height, 34, within: 1.5))
}

@Test func sizesSitOnThePixelGrid() {
  for m in [sf("Hello world"), sf("Hello, World!", font: .title), sf("The quick brown fox")] {
    let (w, h) = (m.size.width * 3, m.size.height * 3)
    #expect(isClose(w, w.rounded(), within: 1e-9) && isClose(h, h.rounded(), within: 1e-9))
  }
  // 10.1 pt per character: "ab" is 20.2 → 21 at scale 1, 20.5 at scale 2, 61/3 at scale 3.
  let ab = { (scale: Double) in
    TextLayout.measure(
      "ab", font: .body, lineLimit: nil, proposal: .unspecified,
      metrics: Mono(advance: 10.1), displayScale: scale
    ).size.width
  }
  #expect(ab(1) == 21)
  #expect(ab(2) == 20.5)
  #expect(isClose(ab(3), 61.0 / 3, within: 1e-12))
}

// MARK: Wrapping

@Test func wrapsGreedilyAtSpaces() {
  // "aaa bbb" is 70 ≤ 75; adding " ccc" would make 110.
  let m = mono("aaa bbb ccc", width: 75)
  #expect(m.lines == ["aaa bbb", "ccc"])
  #expect(m.size == Size(width: 70, height: 40))
  #expect(!m.isTruncated)
  // Baselines: 16, then one line height lower.
  #expect(m.firstBaseline == 16 && m.lastBaseline == 36)
}

@Test func sfProWrapsAtANarrowWidth() {
  let m = sf("Hello world", width: 60)
  #expect(m.lines == ["Hello", "world"])
  #expect(m.size.width <= 60)
  // Two lines of 17 × 2444/2048 = 20.29, i.e. 40.58, rounded up to 40.67.
  #expect(isClose(m.size.height, 40.67, within: 0.005))
}

@Test func characterWrapsAWordWiderThanTheLine() {
  #expect(mono("abcdefghij", width: 35).lines == ["abc", "def", "ghi", "j"])
  // The short word keeps its own line; the long one is cut between characters.
  #expect(mono("ab abcdefgh", width: 35).lines == ["ab", "abc", "def", "gh"])
  // After a cut, the rest of the word can share its line with the next word.
  #expect(mono("abcd e", width: 35).lines == ["abc", "d e"])
}

@Test func spacesAtABreakHang() {
  // Two spaces between the words: neither line carries them.
  let m = mono("aaa  bbb", width: 40)
  #expect(m.lines == ["aaa", "bbb"])
  #expect(m.size.width == 30)
  // Trailing spaces do not widen an unwrapped line either.
  #expect(mono("aaa   ").size.width == 30)
}

@Test func reProposingTheMeasuredSizeKeepsTheLayout() {
  // SwiftUI proposes a text its own measured size when placing it; nothing may re-wrap.
  let texts = ["Hello world", "The quick brown fox jumps over the lazy dog", "a\nbb ccc"]
  for s in texts {
    for width in [nil, 120, 60, 30.5] as [Double?] {
      let first = sf(s, width: width)
      let again = sf(s, width: first.size.width, height: first.size.height)
      #expect(again == first)
    }
  }
}

// MARK: Line limits and truncation

@Test func lineLimitOneTruncatesWithAnEllipsis() {
  // Width 75 holds 7 characters; the last visible line keeps 6 and "…".
  let m = mono("aaa bbb ccc", width: 75, lineLimit: 1)
  #expect(m.lines == ["aaa bb…"])
  #expect(m.isTruncated)
  #expect(m.size == Size(width: 70, height: 20))
  // A space before the mark is dropped: "aaa …" becomes "aaa…" (40 ≤ 45), "aaa b…" is 60.
  #expect(mono("aaa bbb", width: 45, lineLimit: 1).lines == ["aaa…"])
}

@Test func sfProLineLimitOne() {
  let m = sf("The quick brown fox jumps over the lazy dog", width: 100, lineLimit: 1)
  #expect(m.lines.count == 1)
  #expect(m.lines[0].hasSuffix("…"))
  #expect(m.lines[0].hasPrefix("The q"))
  #expect(m.isTruncated)
  #expect(m.size.width <= 100)
  #expect(isClose(m.size.height, 20.33, within: 0.005))
}

@Test func lineLimitTwoTruncatesTheSecondLine() {
  // Lines would be "aaa bbb", "ccc ddd", "eee"; the second takes the rest of the paragraph.
  let m = mono("aaa bbb ccc ddd eee", width: 75, lineLimit: 2)
  #expect(m.lines == ["aaa bbb", "ccc dd…"])
  #expect(m.size == Size(width: 70, height: 40))
}

@Test func textThatFitsIsNotTruncated() {
  let m = mono("aaa bbb", width: 75, lineLimit: 1)
  #expect(m.lines == ["aaa bbb"])
  #expect(!m.isTruncated)
}

@Test func finiteHeightLimitsLines() {
  // Three lines at width 35; ⌊45 / 20⌋ = 2 fit, and the second takes "bbb ccc" → "bb…" (30).
  let m = mono("aaa bbb ccc", width: 35, height: 45)
  #expect(m.lines == ["aaa", "bb…"])
  #expect(m.isTruncated)
  #expect(m.size == Size(width: 30, height: 40))
  // Exactly two line heights still gives two lines; less than one still gives one.
  #expect(mono("aaa bbb ccc", width: 35, height: 40).lines.count == 2)
  #expect(mono("aaa bbb ccc", width: 35, height: 10).lines == ["aa…"])
  // The smaller of the height's and lineLimit's counts wins.
  #expect(mono("aaa bbb ccc", width: 35, height: 45, lineLimit: 1).lines == ["aa…"])
  #expect(mono("aaa bbb ccc", width: 35, height: 45, lineLimit: 5).lines.count == 2)
  // An infinite height does not limit.
  #expect(mono("aaa bbb ccc", width: 35, height: .infinity).lines.count == 3)
}

// MARK: Minimum, empty, newlines

@Test func zeroWidthGivesOneGlyphPerLine() {
  let m = mono("Hello", width: 0)
  #expect(m.lines == ["H", "e", "l", "l", "o"])
  #expect(m.size == Size(width: 10, height: 100))
  // With no height either, one line survives, and nothing fits beside the mark.
  let min = mono("Hello", width: 0, height: 0)
  #expect(min.lines == ["…"])
  #expect(min.size == Size(width: 10, height: 20))
  // SF Pro: about one glyph wide.
  let hi = sf("Hi", width: 0)
  #expect(hi.lines == ["H", "i"])
  #expect(hi.size.width < 17)
}

@Test func emptyStringHasNoSize() {
  for proposal in [ProposedSize.unspecified, .zero, .infinity] {
    let m = TextLayout.measure(
      "", font: .body, lineLimit: nil, proposal: proposal, metrics: SFProMetrics(),
      displayScale: 3)
    #expect(m == .empty)
  }
}

@Test func newlinesAlwaysBreak() {
  #expect(mono("ab\ncdef").lines == ["ab", "cdef"])
  #expect(mono("ab\ncdef").size == Size(width: 40, height: 40))
  #expect(mono("a\n\nb").lines == ["a", "", "b"])
  #expect(mono("a\r\nb").lines == ["a", "b"])
  #expect(mono("a\n").lines == ["a", ""])
  #expect(mono("\n").size == Size(width: 0, height: 40))
  // Explicit breaks and wrapping combine.
  #expect(mono("aaa bbb\ncc", width: 35).lines == ["aaa", "bbb", "cc"])
  // With no width limit, lineLimit truncates at the paragraph break.
  let m = mono("aaa\nbbb", lineLimit: 1)
  #expect(m.lines == ["aaa…"])
  #expect(m.isTruncated)
  #expect(m.size.width == 40)
}

@Test func longTextStaysCheap() {
  // 20,000 words in one paragraph and 2,000 paragraphs: this only has to finish quickly.
  let words = Array(repeating: "lorem", count: 20_000).joined(separator: " ")
  #expect(sf(words).lines.count == 1)
  #expect(sf(words, width: 300).lines.count > 100)
  let paragraphs = Array(repeating: words.prefix(600), count: 2_000).joined(separator: "\n")
  let limited = sf(paragraphs, width: 1e6, lineLimit: 3)
  #expect(limited.lines.count == 3 && limited.isTruncated)
  #expect(limited.lines[2].hasSuffix("…"))
}

// MARK: Non-ASCII and hostile input

@Test func nonASCIIDoesNotCrashAndKeepsGraphemesWhole() {
  let s = "Café 🇫🇷 👨‍👩‍👧 naïve 日本語 e\u{301} Ω"
  let m = sf(s)
  #expect(m.size.width > 0 && m.size.isFinite)
  #expect(m.lines == [s])
  // At width 0 every line is exactly one grapheme: flags and families are never split.
  let narrow = sf(s, width: 0)
  #expect(narrow.lines.allSatisfy { $0.count == 1 })
  #expect(narrow.lines.contains("👨‍👩‍👧") && narrow.lines.contains("🇫🇷"))
  // Accented letters measure as their base letter, composed or not.
  let metrics = SFProMetrics()
  let e = metrics.width(of: "e", font: .body)
  #expect(metrics.width(of: "é", font: .body) == e)
  #expect(metrics.width(of: "e\u{301}", font: .body) == e)
  // An ideograph is wider than a Latin letter, an emoji wider still.
  #expect(metrics.width(of: "日", font: .body) > e)
  #expect(metrics.width(of: "😀", font: .body) > metrics.width(of: "日", font: .body))
}

@Test func hostileProposalsAreHandled() {
  let free = mono("aaa bbb ccc")
  // NaN and +∞ widths mean "no limit", like nil.
  #expect(mono("aaa bbb ccc", width: .nan) == free)
  #expect(mono("aaa bbb ccc", width: .infinity) == free)
  // Negative widths (−∞ too) act as 0.
  #expect(mono("abc", width: -5) == mono("abc", width: 0))
  #expect(mono("abc", width: -.infinity) == mono("abc", width: 0))
  // NaN heights do not limit; negative heights leave one line; huge heights cannot overflow.
  #expect(mono("abc", width: 0, height: .nan).lines.count == 3)
  #expect(mono("abc", width: 0, height: -.infinity).lines == ["…"])
  #expect(mono("abc", width: 0, height: -1).lines == ["…"])
  #expect(mono("abc", width: 0, height: 1e300).lines.count == 3)
  #expect(mono("abc", width: 0, height: .greatestFiniteMagnitude).lines.count == 3)
  // lineLimit below 1 still shows one line.
  #expect(mono("aaa bbb", width: 35, lineLimit: 0).lines == ["aa…"])
  #expect(mono("aaa bbb", width: 35, lineLimit: Int.min).lines == ["aa…"])
  #expect(mono("aaa bbb", width: 35, lineLimit: Int.max).lines == ["aaa", "bbb"])
  // A display scale that is not a positive number falls back to 1.
  for scale in [0, -2, .nan, .infinity] {
    #expect(mono("ab", scale: scale).size == Size(width: 20, height: 20))
  }
}

@Test func hostileFontsAndMetricsAreHandled() {
  for size in [Double.nan, -3, .infinity, 0] {
    let m = sf("Hello", font: Font(size: size), width: 50)
    #expect(m.size.isFinite)
  }
  for value in [Double.nan, .infinity, -.infinity, -1] {
    let m = TextLayout.measure(
      "aaa bbb", font: .body, lineLimit: 1, proposal: ProposedSize(width: 30, height: 30),
      metrics: Hostile(value: value), displayScale: 3)
    #expect(m.size.isFinite)
    #expect(m.firstBaseline.isFinite && m.lastBaseline.isFinite)
  }
}

// MARK: Metrics model

@Test func heavierWeightsAreWider() {
  let metrics = SFProMetrics()
  let regular = metrics.width(of: "Hello", font: Font(size: 17))
  let semibold = metrics.width(of: "Hello", font: Font(size: 17, weight: .semibold))
  let bold = metrics.width(of: "Hello", font: Font(size: 17, weight: .bold))
  #expect(regular < semibold && semibold < bold)
}

@Test func lineHeightAndAscentFollowSFPro() {
  // SF Pro: ascender 1950 + descender 494 over 2048 per em.
  let metrics = SFProMetrics()
  #expect(isClose(metrics.lineHeight(font: .body), 17 * 2444 / 2048, within: 1e-12))
  #expect(isClose(metrics.ascent(font: .body), 17 * 1950 / 2048, within: 1e-12))
  #expect(metrics.width(of: "", font: .body) == 0)
}

// MARK: Runs in fonts of their own (Markdown's `**…**`, joined Texts)

/// `Mono`, with bold characters 15 pt wide, and every font's line as high as its size (ascent
/// three quarters of it) — so a 17-point line is 17 high.
private struct WeightedMono: TextMetrics {
  func width(of text: Substring, font: Font) -> Double { Double(text.count) * (font.weight == .bold ? 15 : 10) }
  func lineHeight(font: Font) -> Double { font.size }
  func ascent(font: Font) -> Double { font.size * 0.75 }
}

private func weighted(
  _ s: String, strong: [Range<Int>], width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil
) -> TextMeasurement {
  TextLayout.measure(
    s, font: .body, lineLimit: lineLimit, proposal: ProposedSize(width: width, height: height),
    metrics: WeightedMono(), displayScale: 1,
    runs: strong.map { TextRun($0, font: Font(size: 17, weight: .bold)) })
}

private func sized(
  _ s: String, runs: [(Range<Int>, Double)], width: Double? = nil, height: Double? = nil
) -> TextMeasurement {
  TextLayout.measure(
    s, font: .body, lineLimit: nil, proposal: ProposedSize(width: width, height: height),
    metrics: WeightedMono(), displayScale: 1, runs: runs.map { TextRun($0.0, font: Font(size: $0.1)) })
}

@Test func aLineIsAsHighAsTheLargestFontOnIt() {
  // "ab" at 40 points, " cd ef" at 17; at a width of 40 the lines are "ab" (40 high, ascent
  // 30) , "cd" and "ef" (17 each): 74 in all, baselines at 30, 40 + 12.75, 57 + 12.75.
  let m = sized("ab cd ef", runs: [(0..<2, 40)], width: 40)
  #expect(m.lines == ["ab", "cd", "ef"])
  #expect(m.size.height == 74)
  #expect(m.firstBaseline == 30)
  #expect(m.baselines == [30, 52.75, 69.75])
  #expect(m.lastBaseline == 69.75)
  // One line: the larger ascent and the larger descent.
  let one = sized("ab cd", runs: [(0..<2, 40)])
  #expect(one.size.height == 40)
  #expect(one.firstBaseline == 30)
}

@Test func linesOfDifferentHeightsFillTheProposedHeight() {
  // 40 + 17 = 57 fits in 60, the third line does not: two lines, the second truncated.
  let m = sized("ab cd ef", runs: [(0..<2, 40)], width: 40, height: 60)
  #expect(m.lines.count == 2)
  #expect(m.isTruncated)
  #expect(m.size.height == 57)
  // Less than the first line: still one line.
  #expect(sized("ab cd ef", runs: [(0..<2, 40)], width: 40, height: 10).lines.count == 1)
}

@Test func runsOfTheSameHeightKeepOneLineHeight() {
  // Bold runs change widths only: every line 17 high, no per-line baselines.
  let m = weighted("aa bb", strong: [3..<5], width: 45)
  #expect(m.size.height == 34)
  #expect(m.baselines.isEmpty)
}

@Test func boldRunsAreMeasuredInTheBoldWeight() {
  // "ab" regular, "cd" bold: 2 × 10 + 2 × 15.
  #expect(weighted("abcd", strong: [2..<4]).size.width == 50)
  #expect(weighted("abcd", strong: []).size.width == 40)
}

@Test func boldRunsWrapAtTheirOwnWidth() {
  // "aa bb" with "bb" bold is 20 + 10 + 30 = 60 wide: at 45 it breaks after "aa", and the
  // widest line is the bold one, 30.
  let m = weighted("aa bb", strong: [3..<5], width: 45)
  #expect(m.lines == ["aa", "bb"])
  #expect(m.size.width == 30)
}

@Test func truncationMeasuresBoldCharactersBeforeTheMark() {
  // All bold, one line at 45: "aa…" is 2 × 15 + 15 (the mark in the font of the character
  // before it) = 45 and fits; "aaa…" would be 60.
  let m = weighted("aaaa", strong: [0..<4], width: 45, lineLimit: 1)
  #expect(m.lines == ["aa\u{2026}"])
  #expect(m.size.width == 45)
  #expect(m.isTruncated)
  // Regular before the mark: "aab" with "b" bold at 35 shows "aa…", 2 × 10 + 10.
  let r = weighted("aabb", strong: [2..<4], width: 35, lineLimit: 1)
  #expect(r.lines == ["aa\u{2026}"])
  #expect(r.size.width == 30)
}

// MARK: Letter and line spacing, and shrinking to fit

/// `WeightedMono` with the size in the widths: every character is `size / 17 × 10` wide, so a
/// font at half the body size has half the widths (and half the line height).
private struct SizedMono: TextMetrics {
  func width(of text: Substring, font: Font) -> Double { Double(text.count) * font.size / 17 * 10 }
  func lineHeight(font: Font) -> Double { font.size / 17 * 20 }
  func ascent(font: Font) -> Double { font.size / 17 * 16 }
}

private func spaced(
  _ s: String, width: Double? = nil, height: Double? = nil, letter: Double = 0, line: Double = 0,
  lineLimit: Int? = nil, factor: Double? = nil
) -> TextMeasurement {
  TextLayout.measure(
    s, font: .body, lineLimit: lineLimit, proposal: ProposedSize(width: width, height: height),
    metrics: SizedMono(), displayScale: 1, minimumScaleFactor: factor, letterSpacing: letter, lineSpacing: line)
}

@Test func letterSpacingFollowsEveryCharacterTheLastIncluded() {
  // "abcd": 4 × 10 + 4 × 3.
  #expect(spaced("abcd", letter: 3).size.width == 52)
  #expect(spaced("abcd", letter: -2).size.width == 32)
  // "aa bb" is 5 × 13 = 65 wide: at 60 it wraps, each line 2 × 13 = 26 (the space hangs).
  let m = spaced("aa bb", width: 60, letter: 3)
  #expect(m.lines == ["aa", "bb"])
  #expect(m.size.width == 26)
}

@Test func lineSpacingGoesBetweenLines() {
  // Three lines of 20 with 5 between: 70; one line: 20, no spacing.
  let m = spaced("a\nb\nc", line: 5)
  #expect(m.size.height == 70)
  #expect(m.lastBaseline == 2 * 25 + 16)
  #expect(spaced("a", line: 5).size.height == 20)
  // A height of 50 holds ⌊(50 + 5) / 25⌋ = 2 lines: the second is truncated, 45 high.
  let cut = spaced("a\nb\nc", height: 50, line: 5)
  #expect(cut.lines.count == 2 && cut.isTruncated)
  #expect(cut.size.height == 45)
}

@Test func aTruncatedTextShrinksToTheLargestSizeThatFits() {
  // "abcdefgh" is 80 wide at 17 points; in 60 on one line it shrinks to 60 / 80 of its size.
  let m = spaced("abcdefgh", width: 60, lineLimit: 1, factor: 0.5)
  #expect(!m.isTruncated)
  #expect(abs(m.scale - 0.75) < 1e-6)
  #expect(m.size.width == 60)
  #expect(m.size.height == 15)
  // Not below the factor: at 0.9 it is truncated at 0.9 of the size.
  let floor = spaced("abcdefgh", width: 60, lineLimit: 1, factor: 0.9)
  #expect(floor.isTruncated && floor.scale == 0.9)
  // A Text that fits is not scaled, and neither is one that wraps within its height.
  #expect(spaced("abc", width: 60, lineLimit: 1, factor: 0.5).scale == 1)
  #expect(spaced("abcd efgh", width: 60, factor: 0.5).scale == 1)
}

@Test func anInlineSymbolIsAsWideAsItsBoxAtTheFontSize() {
  // "a" + a symbol whose box is 20 at 17 points, in a 34-point run: 10 + 40.
  let star = ImageContent(name: "systemName: star", intrinsicSize: Size(width: 20, height: 20), scalesWithFont: true)
  let m = TextLayout.measure(
    "a\u{FFFC}", font: .body, lineLimit: nil, proposal: .unspecified, metrics: SizedMono(), displayScale: 1,
    runs: [TextRun(1..<2, font: Font(size: 34), image: star)])
  #expect(m.size.width == 10 + 40)
  // Its line is as high as its run's font.
  #expect(m.size.height == 40)
}
