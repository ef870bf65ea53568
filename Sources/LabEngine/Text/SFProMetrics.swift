import Foundation

/// The default: an approximation of SF Pro (the iOS system font).
///
///     SFProMetrics().lineHeight(font: .body)  // 20.29 (17 × 2444/2048)
///
/// Model, per character: `advance(em) · size · optical(size) · weight + tracking(size)`.
/// - Advances are estimates for SF Pro Text Regular in 1/1000 em, shaped after a grotesque's
///   proportions and scaled so that the body calibration string lands on its recorded width.
/// - Tracking is Apple's size-dependent default (HIG typography table, 1/1000 em), which the
///   system font applies by itself; it is added once per visible character.
/// - Optical size: SF Pro Display (large sizes) sets much tighter than SF Pro Text. The factor
///   is 1 at 17 pt and below, 0.865 at 28 pt and above (fitted to the title figure), and linear
///   in between [INF: the real font interpolates its own masters].
/// - Vertical metrics are SF Pro's: ascender 1950, descender 494, line gap 0, 2048 per em.
///
/// Measured error against recorded SwiftUI figures (scale 3):
/// - 17 pt regular "Hello world": 85.17 × 20.29 unrounded, 85.33 × 20.33 rounded; recorded
///   85.33 × 20.33, so 0 after rounding (raw width 0.16 under the recorded pixel edge).
/// - 28 pt regular "Hello, World!": 150.92 × 33.41 unrounded, 151 × 33.67 rounded; recorded
///   about 151 × 34, so 0 in width and −0.33 in height.
/// Other strings can be off by several percent: the per-letter advances are estimates.
public struct SFProMetrics: TextMetrics {
  public init() {}

  public func width(of text: Substring, font: Font) -> Double {
    let size = Self.usableSize(font.size)
    guard size > 0, !text.isEmpty else { return 0 }
    let scale = size * Self.opticalWidthFactor(size) * Self.weightFactor(font.weight) / 1000
    let trackingPerGlyph = Self.tracking(size) * size / 1000
    var total = 0.0
    for character in text {
      let advance = Self.advance(of: character)
      // Zero-width characters draw no glyph, so they get no tracking either.
      guard advance > 0 else { continue }
      total += advance * scale + trackingPerGlyph
    }
    return Swift.max(0, total)
  }

  public func lineHeight(font: Font) -> Double {
    Self.usableSize(font.size) * (Self.ascender + Self.descender) / Self.unitsPerEm
  }

  public func ascent(font: Font) -> Double {
    Self.usableSize(font.size) * Self.ascender / Self.unitsPerEm
  }

  // MARK: Vertical metrics (SF Pro Text hhea: 1950 / −494 / 0 at 2048 units per em).

  static let unitsPerEm = 2048.0
  static let ascender = 1950.0
  static let descender = 494.0

  /// NaN, ∞ and negative sizes measure as an empty font rather than poisoning the layout.
  static func usableSize(_ size: Double) -> Double {
    size.isFinite && size > 0 ? size : 0
  }

  // MARK: Horizontal metrics

  /// Advances for U+0020…U+007E in 1/1000 em (SF Pro Text Regular, estimated; see above).
  static let asciiAdvances: [Double] = [
    270, 286, 398, 612, 612, 887, 714, 229, 352, 352, 479, 612, 255, 428, 255, 388,  // space…/
    612, 459, 612, 612, 612, 612, 612, 612, 612, 612, 255, 255, 612, 612, 612, 500,  // 0…9:;<=>?
    948, 683, 663, 714, 724, 602, 581, 744, 744, 275, 530, 673, 571, 887, 744, 775,  // @A…O
    642, 775, 663, 632, 622, 734, 673, 979, 663, 642, 632, 352, 388, 352, 612, 490,  // P…Z[\]^_
    326, 551, 602, 551, 602, 571, 347, 602, 581, 255, 255, 530, 255, 877, 581, 591,  // `a…o
    602, 602, 367, 510, 357, 581, 530, 795, 520, 530, 520, 352, 265, 352, 612,  // p…z{|}~
  ]

  /// Common non-ASCII punctuation, in 1/1000 em.
  static let punctuationAdvances: [Unicode.Scalar: Double] = [
    "\u{00A0}": 270,  // no-break space: as a space
    "\u{202F}": 270,  // narrow no-break space (before AM/PM in US times): as a space [INF]
    "\u{2026}": 810,  // … (the truncation mark)
    "\u{2013}": 520,  // –
    "\u{2014}": 1000,  // —
    "\u{2018}": 229, "\u{2019}": 229, "\u{201C}": 398, "\u{201D}": 398,  // ‘ ’ “ ”
    "\u{2022}": 480,  // •
    "\u{00B0}": 400,  // °
    "\u{20AC}": 612, "\u{00A3}": 612,  // € £
  ]

  /// Advance for characters the tables do not cover.
  static let fallbackAdvance = 550.0
  /// CJK ideographs, kana, Hangul and full-width forms are one em wide.
  static let wideAdvance = 1000.0
  /// Apple Color Emoji glyphs are wider than an em [INF: estimate].
  static let emojiAdvance = 1250.0

  /// The advance of one grapheme cluster in 1/1000 em.
  static func advance(of character: Character) -> Double {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.isASCII {
      let index = Int(first.value) - 0x20
      // Control characters (tab and the like) fall back to a space's width.
      return asciiAdvances.indices.contains(index) ? asciiAdvances[index] : asciiAdvances[0]
    }
    if let known = punctuationAdvances[first] { return known }
    if isEmoji(character) { return emojiAdvance }
    if isWide(first) { return wideAdvance }
    if isZeroWidth(first) { return 0 }
    // Accented Latin letters take their base letter's advance: "é" measures as "e".
    if let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
      base.isASCII, base != first
    {
      return advance(of: Character(base))
    }
    return fallbackAdvance
  }

  static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    // Emoji presentation by default (😀), or text-default emoji forced with U+FE0F (❤️).
    return first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
  }

  static func isWide(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  static func isZeroWidth(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  /// Apple's default tracking in 1/1000 em by point size (HIG typography, iOS), linear between
  /// rows and clamped outside. The rows at 10, 12, 13, 17 and 28 pt are the published anchors
  /// (+12, 0, −6, −26, +14); the others are approximate.
  static let trackingTable: [(size: Double, tracking: Double)] = [
    (6, 41), (8, 26), (10, 12), (12, 0), (13, -6), (15, -16), (17, -26), (20, -23), (22, -12),
    (24, 3), (28, 14), (34, 12), (40, 10), (48, 6), (60, 1), (72, 0),
  ]

  static func tracking(_ size: Double) -> Double {
    guard let first = trackingTable.first, let last = trackingTable.last else { return 0 }
    if size <= first.size { return first.tracking }
    if size >= last.size { return last.tracking }
    for (lower, upper) in zip(trackingTable, trackingTable.dropFirst()) where size <= upper.size {
      let t = (size - lower.size) / (upper.size - lower.size)
      return lower.tracking + t * (upper.tracking - lower.tracking)
    }
    return last.tracking
  }

  /// Width of the Display design relative to the Text design at the same size.
  static func opticalWidthFactor(_ size: Double) -> Double {
    let (textSize, displaySize, displayFactor) = (17.0, 28.0, 0.865)
    if size <= textSize { return 1 }
    if size >= displaySize { return displayFactor }
    return 1 + (size - textSize) / (displaySize - textSize) * (displayFactor - 1)
  }

  /// Heavier weights set wider [INF: estimates, about 2 % per weight step].
  static func weightFactor(_ weight: Font.Weight) -> Double {
    switch weight {
    case .ultraLight: return 0.94
    case .thin: return 0.96
    case .light: return 0.98
    case .regular: return 1
    case .medium: return 1.02
    case .semibold: return 1.04
    case .bold: return 1.06
    case .heavy: return 1.08
    case .black: return 1.10
    }
  }
}
