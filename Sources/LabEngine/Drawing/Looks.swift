import LabGeometry

/// How one view is drawn: what it draws (a colour, a shape, text, an image placeholder), what it
/// paints with, and what clips or shadows it — resolved from the drawing modifiers and the
/// environment above it (docs/semantics.md §14.3). Geometry is not here: a picture places a look
/// on the view's SHOWN quad at its moment.
public struct Look: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    /// A `Color` filling its frame.
    case color
    case shape(ShapeKind)
    case text(TextContent, alignment: TextAlignment)
    /// An `Image`: the lab has no pixels, so a placeholder named after it.
    case image(String)
    case divider
    /// The line under a list row: one pixel at the row's bottom, from where its content starts
    /// to its trailing edge (the row's insets resolve on the window's width).
    case separator(ListRowSpec)
    /// A NavigationStack's or TabView's bars: the navigation title in the top bar (large or
    /// inline), the tab bar's band along the bottom.
    case bars(title: String?, top: Double, bottom: Double)
    /// A frame painted by a modifier: `.border` (stroked inside), a material `.background` or
    /// `.overlay` (filled).
    case frame
  }

  public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
  }

  public struct Stroke: Hashable, Sendable {
    public var paint: Paint
    public var width: Double
    /// `strokeBorder` and `border`: inside the edge; `stroke`: centred on it.
    public var inside: Bool
  }

  public struct Shadow: Hashable, Sendable {
    public var paint: Paint
    public var radius: Double
    public var offset: Vector
    /// How many of the view's clips are outside the shadow (written after `.shadow`); the
    /// others clip what casts it (`.clipShape(Circle()).shadow(radius: 4)` casts a round one).
    public var outerClips: Int
  }

  /// A clip above the view: the node whose frame it is in, and its shape.
  public struct Clip: Hashable, Sendable {
    public var node: ViewTree.NodeID
    public var shape: ShapeKind
  }

  /// The node drawn (a leaf, or the modifier node of a `.border` or material).
  public var node: ViewTree.NodeID
  public var content: Content
  /// Its fill: a colour's own, a shape's `.fill` or foreground style, a text's foreground style;
  /// nil when it is only stroked.
  public var fill: Paint?
  public var stroke: Stroke?
  public var trim: ClosedRange<Double>?
  public var inset: Double
  public var shadow: Shadow?
  /// Outermost first.
  public var clips: [Clip]
  /// `.fill(…, style: FillStyle(eoFill: true))`: the path is filled by the even-odd rule.
  public var evenOdd = false
}

/// Every look of a tree in the order SwiftUI draws them (painter's order: backgrounds before
/// their view, overlays after it, siblings by `zIndex` then in order), and the drawing modifiers
/// a picture does not draw, by node (docs/semantics.md §14.3).
///
///     Looks(tree).looks.first?.fill   // .color(RGBA(255, 59, 48)) for Color.red
public struct Looks: Sendable {
  public var looks: [Look] = []
  /// Drawing modifiers that change the look but are not drawn by pictures (`blur`, `mask { … }`),
  /// with the node they apply to: listed under a picture, never silently dropped.
  public var notDrawn: [(node: ViewTree.NodeID, modifier: String)] = []
  /// The `contentShape`s met on the way (for hit testing, not drawn), each with the number of
  /// looks before its content's: it lies just below its content in paint order.
  /// A content shape the lab could not read has no shape.
  public var contentShapes: [(node: ViewTree.NodeID, shape: ShapeKind?, evenOdd: Bool, at: Int)] = []

  /// What applies to the views below a node while walking down.
  struct Environment {
    var foreground: Paint?
    var shapeFill: Paint?
    var evenOdd = false
    var stroke: Look.Stroke?
    var trim: ClosedRange<Double>?
    var inset: Double = 0
    var shadow: Look.Shadow?
    var clips: [Look.Clip] = []
    var alignment: Look.TextAlignment = .leading
    /// `.scrollClipDisabled()` above a scroll view.
    var scrollClipDisabled = false
    /// `.scrollContentBackground(.hidden)` above a list: no grey behind it.
    var listBackgroundHidden = false
  }

  /// SwiftUI's default foreground style in light mode: `.primary`, black.
  public static let primary = Paint.color(RGBA(0, 0, 0))

  public init(_ tree: ViewTree) {
    guard tree.count > 0 else { return }
    walk(ViewTree.root, tree, Environment())
  }

  private mutating func walk(_ n: ViewTree.NodeID, _ tree: ViewTree, _ above: Environment) {
    var env = above
    let kind = tree.kind(n)
    func look(_ content: Look.Content, fill: Paint?, stroke: Look.Stroke? = nil) -> Look {
      Look(
        node: n, content: content, fill: fill, stroke: stroke, trim: env.trim, inset: env.inset,
        shadow: env.shadow, clips: env.clips, evenOdd: env.evenOdd)
    }
    switch kind {
    case .color(let color):
      looks.append(look(.color, fill: color.paint))
      return
    case .shape(let shape):
      if case .filling(_, _, let paint?, _) = shape {
        // A gradient drawn as a view fills its frame with itself.
        looks.append(look(.shape(.rectangle), fill: paint))
      } else if let stroke = env.stroke {
        // A stroke alone outlines the shape; after a `.fill` (iOS 17) both are drawn.
        looks.append(look(.shape(shape), fill: env.shapeFill, stroke: stroke))
      } else {
        looks.append(look(.shape(shape), fill: env.shapeFill ?? env.foreground ?? Self.primary))
      }
      return
    case .text(let content):
      looks.append(look(.text(content, alignment: env.alignment), fill: env.foreground ?? Self.primary))
      return
    case .image(let image):
      looks.append(look(.image(image.name), fill: env.foreground ?? Self.primary))
      return
    case .divider:
      looks.append(look(.divider, fill: .color(SystemColors.light["separator"]!)))
      return
    case .scrollView:
      // A scroll view clips its content to its bounds [DOC ScrollView, scrollClipDisabled].
      if !env.scrollClipDisabled { env.clips.append(Look.Clip(node: n, shape: .rectangle)) }
      env.scrollClipDisabled = false
    case .barred(_, let top, let bottom):
      // The title a navigationTitle below names, when it is a string literal.
      looks.append(look(.bars(title: top > 0 ? Self.navigationTitle(n, tree) : nil, top: top, bottom: bottom), fill: Self.primary))
    case .list(let spec):
      // Grouped lists stand on grey; a list scrolls, so it clips (docs/semantics.md §2.10).
      if spec.style != .plain, !env.listBackgroundHidden {
        looks.append(look(.frame, fill: .color(SystemColors.light["systemGroupedBackground"]!)))
      }
      env.listBackgroundHidden = false
      if !env.scrollClipDisabled { env.clips.append(Look.Clip(node: n, shape: .rectangle)) }
      env.scrollClipDisabled = false
    case .action(let handler) where handler.name == "switch" && env.shapeFill == nil:
      // A Toggle's switch: green when on, the grey fill when off (its knob is not drawn).
      env.shapeFill = .color(SystemColors.light[handler.detail == "on" ? "green" : "systemFill"]!)
    case .action(let handler) where handler.name == "slider" && env.shapeFill == nil:
      env.shapeFill = .color(SystemColors.light["systemGray5"]!)  // the track, not its fill or thumb
    case .drawing(let m) where ["stepper", "progressView"].contains(m.name) && env.shapeFill == nil:
      // A stepper's halves and a progress view's bar or spinner, in the system's grey.
      env.shapeFill = .color(SystemColors.light["systemGray5"]!)
      if apply(m, to: &env, node: n) == false { return }
    case .listSection(let spec):
      // Headers and footers are drawn in the secondary label colour unless they say otherwise.
      let kids = Array(tree.children(of: n))
      for (i, child) in kids.enumerated() {
        var childEnv = env
        if spec.isHeaderOrFooter(i, of: kids.count), childEnv.foreground == nil {
          childEnv.foreground = .color(SystemColors.light["secondaryLabel"]!)
        }
        walk(child, tree, childEnv)
      }
      return
    case .listRow(let row):
      // The row's part of its card: white, rounded at the card's corners when inset-grouped.
      if row.style != .plain {
        let r = row.style == .insetGrouped ? ListMetrics.cardCornerRadius : 0
        let radii = CornerRadii(
          topLeading: row.isFirst ? r : 0, bottomLeading: row.isLast ? r : 0,
          bottomTrailing: row.isLast ? r : 0, topTrailing: row.isFirst ? r : 0)
        looks.append(look(.shape(.unevenRoundedRectangle(radii)), fill: .color(SystemColors.light["secondarySystemGroupedBackground"]!)))
      }
      for child in tree.children(of: n) { walk(child, tree, env) }
      if row.separator {
        looks.append(look(.separator(row), fill: .color(SystemColors.light["separator"]!)))
      }
      return
    case .drawing(let modifier):
      if apply(modifier, to: &env, node: n) == false { return }
      if ["background", "overlay"].contains(modifier.name), let paint = modifier.style?.paint {
        // A shape style as a background or overlay fills the view's frame, or the shape
        // given with `in:`.
        let frame = look(modifier.style?.shape.map { .shape($0) } ?? .frame, fill: paint)
        if modifier.name == "background" { looks.append(frame) }
        for child in tree.children(of: n) { walk(child, tree, env) }
        if modifier.name == "overlay" { looks.append(frame) }
        return
      }
      if modifier.name == "border", let style = modifier.style, let paint = style.paint {
        for child in tree.children(of: n) { walk(child, tree, env) }
        var border = look(.frame, fill: nil)
        border.stroke = Look.Stroke(paint: paint, width: style.lineWidth ?? 1, inside: true)
        border.trim = nil
        border.inset = 0
        looks.append(border)
        return
      }
    default:
      break
    }
    let children = Array(tree.children(of: n))
    switch kind {
    case .background:
      for child in children.dropFirst() { walk(child, tree, env) }
      if let first = children.first { walk(first, tree, env) }
    default:
      // `zIndex` orders siblings; equal ones keep their order (a stable sort). A lazy grid's
      // pinned headers and footers are drawn over its other children, which scroll under them.
      var pinned = Set<Int>()
      if case .lazyGrid(let spec) = kind {
        for section in spec.sections {
          if spec.pinsHeaders, let h = section.header { pinned.insert(h) }
          if spec.pinsFooters, let f = section.footer { pinned.insert(f) }
        }
      }
      let ordered = children.enumerated().sorted { a, b in
        let (pa, pb) = (pinned.contains(a.offset), pinned.contains(b.offset))
        if pa != pb { return pb }
        let (za, zb) = (Self.zIndex(a.element, tree), Self.zIndex(b.element, tree))
        return za != zb ? za < zb : a.offset < b.offset
      }
      for (_, child) in ordered { walk(child, tree, env) }
    }
  }

  /// Applies a drawing modifier to what the views below inherit; false when nothing below is
  /// drawn (`hidden()`).
  private mutating func apply(_ m: DrawingModifier, to env: inout Environment, node n: ViewTree.NodeID)
    -> Bool
  {
    let style = m.style
    switch m.name {
    case "hidden": return false
    case "fill":
      env.shapeFill = style?.paint ?? env.shapeFill
      if let evenOdd = style?.evenOdd { env.evenOdd = evenOdd }
    case "foregroundStyle", "foregroundColor":
      if let paint = style?.paint { env.foreground = paint } else { notDrawn.append((n, m.name)) }
    case "stroke", "strokeBorder":
      env.stroke = Look.Stroke(
        paint: style?.paint ?? env.foreground ?? Self.primary, width: style?.lineWidth ?? 1,
        inside: m.name == "strokeBorder")
    case "trim": env.trim = style?.trim
    case "inset": env.inset += style?.inset ?? 0
    case "clipped", "cornerRadius", "clipShape":
      if let shape = style?.shape { env.clips.append(Look.Clip(node: n, shape: shape)) }
      else { notDrawn.append((n, m.name)) }
    case "mask":
      if let shape = style?.shape { env.clips.append(Look.Clip(node: n, shape: shape)) }
      else { notDrawn.append((n, "mask")) }
    case "shadow":
      if let style, let paint = style.paint {
        env.shadow = Look.Shadow(
          paint: paint, radius: style.radius ?? 0, offset: style.offset ?? .zero,
          outerClips: env.clips.count)
      }
    case "preferredColorScheme" where m.detail.contains(".dark"), "environment" where m.detail.contains(".dark"),
      "colorScheme" where m.detail.contains(".dark"):
      // Pictures are drawn in light mode (docs/semantics.md §14.1).
      notDrawn.append((n, m.name + "(.dark)"))
    case "scrollClipDisabled":
      env.scrollClipDisabled = m.detail.isEmpty || m.detail == "true"
    case "scrollContentBackground":
      env.listBackgroundHidden = m.detail == ".hidden"
    case "listRowBackground":
      notDrawn.append((n, m.name))
    case "contentShape":
      if let style { contentShapes.append((n, style.shape, style.evenOdd ?? false, looks.count)) }
    case "multilineTextAlignment":
      env.alignment = Look.TextAlignment(rawValue: m.detail.trimmingPrefix(".")) ?? env.alignment
    case "blur", "brightness", "saturation", "contrast", "grayscale", "colorMultiply", "blendMode",
      "underline", "strikethrough", "textCase", "kerning", "tracking", "colorInvert", "hueRotation",
      "luminanceToAlpha", "antialiased", "symbolEffect", "listRowSeparatorTint", "listSectionSeparator", "toolbarBackground", "redacted":
      notDrawn.append((n, m.name))
    default: break
    }
    return true
  }

  /// The first `.navigationTitle("…")` (or `.navigationBarTitle`) below a navigation stack and
  /// not inside a nested one, as written when it is a string literal.
  static func navigationTitle(_ n: ViewTree.NodeID, _ tree: ViewTree) -> String? {
    for c in tree.children(of: n) {
      if case .barred(_, let top, _) = tree.kind(c), top > 0 { continue }
      if case .drawing(let m) = tree.kind(c), ["navigationTitle", "navigationBarTitle"].contains(m.name) {
        let first = m.detail.split(separator: ",").first.map(String.init) ?? ""
        if first.hasPrefix("\""), first.hasSuffix("\""), first.count >= 2 { return String(first.dropFirst().dropLast()) }
      }
      if let found = navigationTitle(c, tree) { return found }
    }
    return nil
  }

  static func zIndex(_ n: ViewTree.NodeID, _ tree: ViewTree) -> Double {
    var node = n
    while true {
      switch tree.kind(node) {
      case .zIndex(let z): return z
      case let kind where kind.isModifier && tree.childCount(of: node) >= 1:
        node = tree.content(of: node)
      default: return 0
      }
    }
  }
}

extension String {
  fileprivate func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
