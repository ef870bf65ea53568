import Foundation

// What leaf kinds carry: shapes, text and its font, images: payloads of `ViewKind`, grouped by family.

/// The shapes of docs/semantics.md §1.2.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  /// `UnevenRoundedRectangle`: each corner its own radius (a list card's first and last rows).
  case unevenRoundedRectangle(CornerRadii)
  case capsule
  case ellipse
  /// Sized as the min-square of the proposal (`Circle.sizeThatFits`).
  case circle
  /// A `Path` drawn as a view: like `Rectangle`, it takes the whole proposal; the path is drawn in
  /// the view's own coordinates.
  case path(Path)
  /// What fills the whole proposal by default, named by its type: a shape style drawn as a
  /// view (`LinearGradient(…)`) or a user `Shape` (its `path(in:)` drawn in that frame). Its
  /// type and code are kept for output; a gradient's paint for pictures (docs/semantics.md §14.2).
  case filling(type: String, code: String, paint: Paint? = nil, source: ShapeSource? = nil)
  /// A shape moved, turned or scaled as a shape (`Rectangle().offset(x: 5)`, `.rotation(_:)`,
  /// `.scale(_:)`): it lays out as its base does and draws the base's path transformed in its
  /// frame (docs/semantics.md §14.3). Not the view modifier `.offset`, which moves the frame.
  indirect case transformed(ShapeKind, ShapeTransform, code: String)

  /// The shape that lays out: the base of a transformed one.
  public var sizingShape: ShapeKind {
    if case .transformed(let base, _, _) = self { return base.sizingShape }
    return self
  }
}

/// The radii of a rectangle's four corners (`RectangleCornerRadii`).
public struct CornerRadii: Hashable, Sendable {
  public var topLeading, bottomLeading, bottomTrailing, topTrailing: Double

  public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
    (self.topLeading, self.bottomLeading) = (topLeading, bottomLeading)
    (self.bottomTrailing, self.topTrailing) = (bottomTrailing, topTrailing)
  }

  public init(all r: Double) { self.init(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r) }
}

/// How a transformed shape moves its base's path within its frame.
public enum ShapeTransform: Hashable, Sendable {
  case offset(dx: Double, dy: Double)
  /// Radians, about a unit point of the frame.
  case rotation(radians: Double, anchor: UnitPoint)
  case scale(x: Double, y: Double, anchor: UnitPoint)

  /// The transform for a frame `rect`.
  public func affine(in rect: Rect) -> AffineTransform2D {
    switch self {
    case .offset(let dx, let dy):
      return AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    case .rotation(let r, let anchor):
      let (ax, ay) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
      let (c, s) = (cos(r), sin(r))
      // Translate the anchor to the origin, rotate, translate back (row vectors).
      return AffineTransform2D(a: c, b: s, c: -s, d: c, tx: ax - c * ax + s * ay, ty: ay - s * ax - c * ay)
    case .scale(let sx, let sy, let anchor):
      let (ax, ay) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
      return AffineTransform2D(a: sx, b: 0, c: 0, d: sy, tx: ax - sx * ax, ty: ay - sy * ay)
    }
  }
}

/// A Text's content and the style fields that affect its size.
public struct TextContent: Hashable, Sendable {
  public var string: String
  /// Set by `.font` on the Text itself; otherwise the environment's font applies.
  public var font: Font?
  public var lineLimit: Int??
  /// `.textCase(_)` in the environment (a list header's `.uppercase`): the text is measured
  /// and drawn in that case.
  public var textCase: TextCase?
  /// `.bold()` / `.fontWeight(_:)` on a Text with no font of its own: the weight the
  /// environment's font is drawn in.
  public var weight: Font.Weight?
  /// The parts of the string drawn in a font of their own, as ranges of character offsets
  /// into `string`, in order and apart: Markdown's bold (`**Hi**` in a literal), and the parts
  /// of a joined Text with their own `.font`, `.bold()` or `.fontWeight` (`Text("9:41") +
  /// Text(" AM").font(.caption2)`). Every other character is in the Text's font.
  public var runs: [TextRun]
  /// The lines the Text keeps room for however few it fills (`.lineLimit(3, reservesSpace:
  /// true)`, `.lineLimit(2...4)`), set with `lineLimit`.
  public var reservedLines: Int?
  /// `.minimumScaleFactor(f)` on the Text or above it: when the Text does not fit its
  /// proposal, its font may shrink down to f of its size (nil: it does not shrink).
  public var minimumScaleFactor: Double?
  /// `.kerning(k)` / `.tracking(t)`: points added after each character; `.lineSpacing(s)`:
  /// points between one line's bottom and the next one's top.
  public var kerning: Double?
  public var tracking: Double?
  public var lineSpacing: Double?

  /// The space added after each character: the tracking when it is set, else the kerning [INF].
  public var letterSpacing: Double { tracking ?? kerning ?? 0 }

  public init(
    _ string: String, font: Font? = nil, lineLimit: Int?? = nil, textCase: TextCase? = nil, runs: [TextRun] = []
  ) {
    self.string = string
    self.font = font
    self.lineLimit = lineLimit
    self.textCase = textCase
    self.runs = runs
  }

  /// How `:tree` writes it, with `quote` for its strings: `Text("…")`, a run that is the
  /// Text's font in bold between `**` as Markdown writes it; with a run in any other font, as
  /// the joined Texts it came from (`Text("9:41") + Text(" AM").font(.caption2)`).
  public func display(_ quote: (String) -> String) -> String {
    guard !runs.isEmpty else { return "Text(\(quote(string)))" }
    let characters = Array(string)
    func text(_ r: Range<Int>) -> String {
      String(characters[Swift.max(0, r.lowerBound)..<Swift.min(characters.count, Swift.max(r.lowerBound, r.upperBound))])
    }
    if runs.allSatisfy({ $0.font == nil && $0.weight == .bold && $0.image == nil }) {
      var out = ""
      var offset = 0
      for run in runs {
        out += text(offset..<run.range.lowerBound) + "**" + text(run.range) + "**"
        offset = run.range.upperBound
      }
      return "Text(\(quote(out + text(offset..<characters.count))))"
    }
    var parts: [String] = []
    var offset = 0
    for run in runs {
      if run.range.lowerBound > offset { parts.append("Text(\(quote(text(offset..<run.range.lowerBound))))") }
      if let image = run.image {
        parts.append("Text(Image(systemName: \(quote(image.name.replacingOccurrences(of: "systemName: ", with: "")))))" + run.modifiers)
      } else {
        parts.append("Text(\(quote(text(run.range))))" + run.modifiers)
      }
      offset = run.range.upperBound
    }
    if offset < characters.count { parts.append("Text(\(quote(text(offset..<characters.count))))") }
    return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: " + ") + ")"
  }

  /// `self + other` (`Text + Text`): one Text of both strings, each part keeping its font and
  /// weight. What both parts share is the joined Text's; where a part differs, its characters
  /// are a run of their own, as are the runs it had.
  ///
  ///     TextContent("9:41") + TextContent(" AM", font: .caption2)   // " AM" a run in .caption2
  public static func + (a: TextContent, b: TextContent) -> TextContent {
    var joined = a
    joined.string = a.string + b.string
    joined.font = a.font == b.font ? a.font : nil
    joined.weight = a.weight == b.weight ? a.weight : nil
    joined.runs = []
    var offset = 0
    for part in [a, b] {
      let count = part.string.count
      for k in 0..<count {
        let run = part.runs.first(where: { $0.range.contains(k) })
        let font = run?.font ?? part.font
        let weight = run?.weight ?? part.weight
        let own = TextRun(
          (offset + k)..<(offset + k + 1), font: font == joined.font ? nil : font,
          weight: weight == joined.weight ? nil : weight, image: run?.image)
        guard own.font != nil || own.weight != nil || own.image != nil else { continue }
        if let last = joined.runs.last, last.range.upperBound == own.range.lowerBound,
          last.font == own.font, last.weight == own.weight, last.image == nil, own.image == nil
        {
          joined.runs[joined.runs.count - 1].range = last.range.lowerBound..<own.range.upperBound
        } else {
          joined.runs.append(own)
        }
      }
      offset += count
    }
    return joined
  }

  /// The runs with their fonts worked out from the Text's (resolved) font: a run's own font, or
  /// the Text's, in the run's weight when it has one.
  public func resolvedRuns(font base: Font) -> [TextRun] {
    runs.map { run in
      let font = run.font ?? base
      return TextRun(run.range, font: run.weight.map(font.weighted) ?? font, image: run.image)
    }
  }

  /// The characters drawn: the string in the environment's case.
  public var shown: String {
    switch textCase {
    case .uppercase?: return string.uppercased()
    case .lowercase?: return string.lowercased()
    case nil: return string
    }
  }
}

/// Part of a Text in a font of its own (`TextContent.runs`): its characters, as offsets into
/// the Text's string, and its font (nil: the Text's) and weight (nil: its font's).
///
///     TextRun(4..<7, weight: .bold)   // "Due: **now**": characters 4, 5 and 6 in bold
public struct TextRun: Hashable, Sendable {
  public var range: Range<Int>
  public var font: Font?
  public var weight: Font.Weight?
  /// `Text(Image(systemName:))`: the symbol in place of the run's one character (the object
  /// replacement character), as wide as its box at the run's font size.
  public var image: ImageContent?

  public init(_ range: Range<Int>, font: Font? = nil, weight: Font.Weight? = nil, image: ImageContent? = nil) {
    self.range = range
    self.font = font
    self.weight = weight
    self.image = image
  }

  /// The character that stands for an image in a Text's string.
  public static let imageCharacter: Character = "\u{FFFC}"

  /// The modifiers that give the part its font, as Swift writes them (`.font(.caption2)`).
  var modifiers: String {
    var out = font.map { ".font(.\($0.name))" } ?? ""
    if let weight { out += weight == .bold ? ".bold()" : ".fontWeight(.\(weight.rawValue))" }
    return out
  }
}

/// What `.minimumScaleFactor`, `.kerning`, `.tracking` and `.lineSpacing` set for the Texts
/// below them (docs/semantics.md §1.2).
public enum TextOption: Hashable, Sendable {
  case minimumScaleFactor(Double)
  case kerning(Double)
  case tracking(Double)
  case lineSpacing(Double)

  public var name: String {
    switch self {
    case .minimumScaleFactor: return "minimumScaleFactor"
    case .kerning: return "kerning"
    case .tracking: return "tracking"
    case .lineSpacing: return "lineSpacing"
    }
  }

  public var value: Double {
    switch self {
    case .minimumScaleFactor(let v), .kerning(let v), .tracking(let v), .lineSpacing(let v): return v
    }
  }

  /// The Text with this option set, unless it set the option itself.
  public func apply(to t: inout TextContent, override: Bool) {
    switch self {
    case .minimumScaleFactor(let f): if override || t.minimumScaleFactor == nil { t.minimumScaleFactor = f }
    case .kerning(let k): if override || t.kerning == nil { t.kerning = k }
    case .tracking(let v): if override || t.tracking == nil { t.tracking = v }
    case .lineSpacing(let s): if override || t.lineSpacing == nil { t.lineSpacing = s }
    }
  }
}

/// `Text.Case`: what `.textCase(_)` turns a Text's characters into.
public enum TextCase: String, Hashable, Sendable {
  case uppercase, lowercase
}

/// A font as far as metrics care: a point size and a weight.
///
///     Font.body  // 17 pt regular
public struct Font: Hashable, Sendable {
  public var size: Double
  public var weight: Weight
  public var name: String

  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  public init(size: Double, weight: Weight = .regular, name: String? = nil) {
    self.size = size
    self.weight = weight
    self.name = name ?? "system(size: \(NumberFormat.format(size)))"
  }

  // Dynamic Type sizes at the default (Large) content size category.
  public static let largeTitle = Font(size: 34, name: "largeTitle")
  public static let title = Font(size: 28, name: "title")
  public static let title2 = Font(size: 22, name: "title2")
  public static let title3 = Font(size: 20, name: "title3")
  public static let headline = Font(size: 17, weight: .semibold, name: "headline")
  public static let body = Font(size: 17, name: "body")
  public static let callout = Font(size: 16, name: "callout")
  public static let subheadline = Font(size: 15, name: "subheadline")
  public static let footnote = Font(size: 13, name: "footnote")
  public static let caption = Font(size: 12, name: "caption")
  public static let caption2 = Font(size: 11, name: "caption2")

  /// The font in weight `w` (`.bold()`, `.fontWeight(_:)` on a Text or above it), named so.
  public func weighted(_ w: Weight) -> Font {
    w == weight ? self : Font(size: size, weight: w, name: "\(name).fontWeight(.\(w.rawValue))")
  }

  /// The font at `scale` of its size (a Text shrunk by `minimumScaleFactor`), named as it was.
  public func scaled(by scale: Double) -> Font { Font(size: size * scale, weight: weight, name: name) }

  public static let textStyles: [Font] = [
    .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
    .caption, .caption2,
  ]
}

/// An `Image`: its intrinsic size (from the asset, or a symbol's point size) and `resizable`.
public struct ImageContent: Hashable, Sendable {
  public var name: String
  public var intrinsicSize: Size
  public var resizable: Bool
  public var capInsets: EdgeInsets
  /// An SF Symbol (`Image(systemName:)`): its size, given at the body size, follows the font
  /// of the environment when the tree is built (docs/semantics.md §1.2).
  public var scalesWithFont: Bool

  public init(
    name: String, intrinsicSize: Size, resizable: Bool = false, capInsets: EdgeInsets = .zero,
    scalesWithFont: Bool = false
  ) {
    self.name = name
    self.intrinsicSize = intrinsicSize
    self.resizable = resizable
    self.capInsets = capInsets
    self.scalesWithFont = scalesWithFont
  }
}
