import Foundation
import LabEngine

/// The SHOWN layer drawn as the screen looks at one moment, as SVG markup in window
/// coordinates (docs/semantics.md §14): each view's look (`Looks`) placed on its SHOWN quad —
/// shapes as their outlines, colours and gradients as SwiftUI's light-mode values, text as text
/// at its font's size and weight in the lines the layout broke it into, images as named
/// placeholders — at its SHOWN opacity, under its clips and shadow, leaving views included.
/// Every element carries `data-views`, the name `:frames` prints.
///
///     UIDrawing(layout: layout, names: names, shown: shown).markup   // "<g class=\"ui\">…"
struct UIDrawing {
  /// One drawn view: its look, where it is drawn, how opaque.
  struct Item {
    var name: String
    var look: Look
    var quad: Quad
    var opacity: Double
    /// The size the look is laid out in (its text lines were broken for it).
    var proposal: ProposedSize
  }

  var items: [Item] = []
  /// Clip quads by node, at this moment.
  var clipQuads: [ViewTree.NodeID: Quad] = [:]
  /// What the picture does not draw, in words, for its caption.
  var notes: [String] = []
  var displayScale: Double
  /// Nothing is seen outside the window: the screen is clipped to it.
  var window: Rect
  /// The part of each navigation bar above its stack's frame (docs/semantics.md §2.8).
  var barOverlaps: [ViewTree.NodeID: Double] = [:]

  init(layout: Layout, names: ViewNames, shown: ShownFrames?) {
    displayScale = layout.window.displayScale
    window = layout.window.bounds
    let tree = layout.tree
    guard tree.count > 0 else { return }
    let looks = Looks(tree)
    for look in looks.looks {
      if case .bars = look.content { barOverlaps[look.node] = layout.topBarOverlap(of: look.node) }
    }
    /// A drawing modifier folds into the row below it; its quad is its content's.
    func quad(_ n: ViewTree.NodeID) -> Quad? {
      var node = n
      while true {
        if let shown, let q = shown.quads[Int(node)] { return q }
        if shown == nil, layout.isPlaced(node) { return layout.globalFrame(node).corners }
        guard tree.kind(node).isModifier, tree.childCount(of: node) >= 1 else { return nil }
        node = tree.content(of: node)
      }
    }
    func opacity(_ n: ViewTree.NodeID) -> Double { shown?.opacities[Int(n)] ?? 1 }
    for look in looks.looks {
      guard layout.isPlaced(look.node), let q = quad(look.node), q.points.allSatisfy(\.isFinite)
      else { continue }
      for clip in look.clips where clipQuads[clip.node] == nil { clipQuads[clip.node] = quad(clip.node) }
      items.append(
        Item(
          name: names.name(of: look.node), look: look, quad: q, opacity: opacity(look.node),
          proposal: layout.proposals[Int(look.node)]))
    }
    for ghost in shown?.departed ?? [] {
      guard let look = ghost.look, ghost.quad.points.allSatisfy(\.isFinite) else { continue }
      items.append(
        Item(
          name: ghost.name, look: look, quad: ghost.quad, opacity: ghost.opacity,
          proposal: ProposedSize(width: ghost.layoutFrame.width, height: ghost.layoutFrame.height)))
    }
    /// A drawing modifier is listed on the row of the view below it, as `:frames` lists it.
    func rowName(_ n: ViewTree.NodeID) -> String { names.name(of: names.row(of: n)) }
    var seen = Set<String>()
    for (node, modifier) in looks.notDrawn {
      let note = "`.\(modifier)` on \(rowName(node))"
      if seen.insert(note).inserted { notes.append(note) }
    }
    for item in items {
      if case .shape(let shape) = item.look.content, shape.path(in: Rect(x: 0, y: 0, width: 1, height: 1)) == nil,
        case .filling(let type, _, _, _) = shape
      {
        let note = "the path of \(type) (\(item.name)), drawn as a placeholder"
        if seen.insert(note).inserted { notes.append(note) }
      }
      if case .gradient(let g)? = item.look.fill, g.kind == .angular {
        let note = "the AngularGradient of \(item.name), drawn as its colours' mean"
        if seen.insert(note).inserted { notes.append(note) }
      }
    }
  }

  // MARK: SVG

  /// The `<defs>` (gradients, clips, shadows, the hatch for unknown paints) and the drawn views.
  var markup: String {
    var defs = Defs()
    var body = ""
    for item in items { body += element(item, &defs) }
    let f = NumberFormat.format
    return "<g class=\"ui\" data-layer=\"ui\" clip-path=\"url(#geolab-window)\">\n<defs>\n"
      + "<clipPath id=\"geolab-window\"><rect x=\"\(f(window.minX))\" y=\"\(f(window.minY))\" "
      + "width=\"\(f(window.width))\" height=\"\(f(window.height))\"/></clipPath>\n"
      + "<pattern id=\"geolab-hatch\" patternUnits=\"userSpaceOnUse\" width=\"6\" height=\"6\" "
      + "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#e9e9ee\"/>"
      + "<path d=\"M0 0V6\" stroke=\"#a1a1aa\" stroke-width=\"2\"/></pattern>\n"
      + defs.markup + "</defs>\n" + body + "</g>\n"
  }

  /// Definitions shared by the elements, numbered in the order first used.
  struct Defs {
    var markup = ""
    var count = 0
    var clipIDs: [ViewTree.NodeID: String] = [:]

    mutating func add(_ element: (String) -> String) -> String {
      count += 1
      let id = "geolab-d\(count)"
      markup += element(id) + "\n"
      return id
    }
  }

  func element(_ item: Item, _ defs: inout Defs) -> String {
    guard let place = Placement(item.quad) else { return "" }
    let look = item.look
    let f = NumberFormat.format
    let local = Rect(x: 0, y: 0, width: place.width, height: place.height)
    var inner = ""
    switch look.content {
    case .text(let content, let alignment):
      inner = text(content, alignment, item, place, &defs)
    case .image(let name):
      inner = image(name, item, place, local, &defs)
    case .separator(let row):
      inner = separator(row, item, place, local, &defs)
    case .bars(let title, let top, let bottom):
      inner = bars(title, top: top - (barOverlaps[look.node] ?? 0), bottom: bottom, place, local)
    default:
      inner = shape(item, place, local, &defs)
    }
    if inner.isEmpty { return "" }
    var out = inner
    func clip(_ clips: ArraySlice<Look.Clip>) {
      for clip in clips.reversed() {
        guard let quad = clipQuads[clip.node], let id = clipID(clip, quad, &defs) else { continue }
        out = "<g clip-path=\"url(#\(id))\">\(out)</g>"
      }
    }
    let outer = min(look.shadow?.outerClips ?? look.clips.count, look.clips.count)
    clip(look.clips[outer...])
    if let shadow = look.shadow, let (color, alpha) = Self.flood(shadow.paint) {
      let id = defs.add { id in
        "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
          + "<feDropShadow dx=\"\(f(shadow.offset.dx))\" dy=\"\(f(shadow.offset.dy))\" "
          + "stdDeviation=\"\(f(shadow.radius / 2))\" flood-color=\"\(color)\" "
          + "flood-opacity=\"\(f(alpha))\"/></filter>"
      }
      out = "<g filter=\"url(#\(id))\">\(out)</g>"
    }
    clip(look.clips[..<outer])
    let opacity = item.opacity < 1 ? " opacity=\"\(f(item.opacity))\"" : ""
    return "<g data-views=\"\(XML.escape(item.name))\"\(opacity)>\(out)</g>\n"
  }

  func clipID(_ clip: Look.Clip, _ quad: Quad, _ defs: inout Defs) -> String? {
    if let id = defs.clipIDs[clip.node] { return id }
    guard let place = Placement(quad),
      let path = clip.shape.path(in: Rect(x: 0, y: 0, width: place.width, height: place.height))
    else { return nil }
    let d = place.pathData(path)
    let id = defs.add { id in
      "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(d)\"\(place.transformAttribute)/></clipPath>"
    }
    defs.clipIDs[clip.node] = id
    return id
  }

  func shape(_ item: Item, _ place: Placement, _ local: Rect, _ defs: inout Defs) -> String {
    let look = item.look
    let f = NumberFormat.format
    var rect = local.inset(by: EdgeInsets(all: look.inset))
    if let stroke = look.stroke, stroke.inside { rect = rect.inset(by: EdgeInsets(all: stroke.width / 2)) }
    let kind: ShapeKind
    switch look.content {
    case .shape(let shape): kind = shape
    default: kind = .rectangle
    }
    guard rect.width >= 0, rect.height >= 0 else { return "" }
    guard var path = kind.path(in: rect) else {
      // A user Shape: its path(in:) is not run here, so a named placeholder.
      return place.wrap(
        "<rect width=\"\(f(local.width))\" height=\"\(f(local.height))\" fill=\"url(#geolab-hatch)\" "
          + "stroke=\"#8e8e93\" stroke-dasharray=\"2 2\"/>")
    }
    if let trim = look.trim { path = path.trimmedPath(from: trim.lowerBound, to: trim.upperBound) }
    if path.isEmpty { return "" }
    let d = place.pathData(path)
    var attributes = ""
    if let fill = look.fill {
      attributes += paintAttributes("fill", fill, local, place, &defs)
      if look.evenOdd { attributes += " fill-rule=\"evenodd\"" }
    } else {
      attributes += " fill=\"none\""
    }
    if let stroke = look.stroke {
      attributes += paintAttributes("stroke", stroke.paint, local, place, &defs)
      attributes += " stroke-width=\"\(f(stroke.width * place.strokeScale))\""
    }
    let title = "<title>\(XML.escape(item.name + " " + Format.rect(item.quad.boundingBox)))</title>"
    return "<path d=\"\(d)\"\(place.transformAttribute)\(attributes)>\(title)</path>"
  }

  /// A navigation bar's title and a tab bar's band, in the stack's own space [INF: the title's
  /// place follows UIKit's large title (34-point bold at the layout margin, on the bar's lower
  /// part) and inline title (17-point semibold, centred); the tab bar is a light band with a
  /// hairline on top, reaching into the bottom safe area].
  func bars(_ title: String?, top: Double, bottom: Double, _ place: Placement, _ local: Rect) -> String {
    let f = NumberFormat.format
    var out = ""
    if bottom > 0 {
      let y = local.height - bottom
      let reach = bottom + max(0, window.maxY - (place.affine.ty + local.height))
      let band = SystemColors.light["systemGray6"]!
      let line = SystemColors.light["separator"]!
      out += "<rect x=\"0\" y=\"\(f(y))\" width=\"\(f(local.width))\" height=\"\(f(reach))\" fill=\"\(band.css)\"/>"
      out += "<rect x=\"0\" y=\"\(f(y))\" width=\"\(f(local.width))\" height=\"\(f(1 / displayScale))\" "
        + "fill=\"\(line.css)\" fill-opacity=\"\(f(line.opacity))\"/>"
    }
    if let title, top > 0 {
      let large = top > BarMetrics.inline
      let size = large ? 34.0 : 17.0
      let x = large ? 16.0 : local.width / 2
      let baseline = large ? top - 12 : top / 2 + 6
      out += "<text x=\"\(f(x))\" y=\"\(f(baseline))\" font-size=\"\(f(size))\" font-weight=\"\(large ? 700 : 600)\""
        + (large ? "" : " text-anchor=\"middle\"") + " fill=\"rgb(0,0,0)\">\(XML.escape(title))</text>"
    }
    return out.isEmpty ? "" : place.wrap(out)
  }

  /// A list row's separator: one pixel high along the row's bottom, from where its content
  /// starts to its trailing edge (docs/semantics.md §2.10).
  func separator(_ row: ListRowSpec, _ item: Item, _ place: Placement, _ local: Rect, _ defs: inout Defs)
    -> String
  {
    let leading = (row.insets ?? ListMetrics(style: row.style, windowWidth: window.width).rowInsets).leading
    let thickness = 1 / displayScale
    var path = Path()
    path.addRect(
      Rect(x: leading, y: local.height - thickness, width: max(0, local.width - leading), height: thickness))
    let fill = item.look.fill.map { paintAttributes("fill", $0, local, place, &defs) } ?? ""
    return "<path d=\"\(place.pathData(path))\"\(place.transformAttribute)\(fill)/>"
  }

  /// `fill="…"`/`stroke="…"` with its opacity; gradients become `<defs>` in the view's space.
  func paintAttributes(
    _ attribute: String, _ paint: Paint, _ local: Rect, _ place: Placement, _ defs: inout Defs
  ) -> String {
    let f = NumberFormat.format
    switch paint {
    case .color(let c):
      let alpha = c.opacity < 1 ? " \(attribute)-opacity=\"\(f(c.opacity))\"" : ""
      return " \(attribute)=\"\(c.css)\"\(alpha)"
    case .unknown(let name):
      return " \(attribute)=\"url(#geolab-hatch)\" data-paint=\"\(XML.escape(name))\""
    case .gradient(let g):
      if g.kind == .angular {
        return paintAttributes(attribute, .color(Self.mean(g.stops.map(\.color))), local, place, &defs)
      }
      let stops = g.stops.map { stop -> String in
        let alpha = stop.color.opacity < 1 ? " stop-opacity=\"\(f(stop.color.opacity))\"" : ""
        let offset: Double
        if g.kind == .radial, g.endRadius > 0 {
          offset = (g.startRadius + stop.location * (g.endRadius - g.startRadius)) / g.endRadius
        } else {
          offset = stop.location
        }
        return "<stop offset=\"\(f(min(1, max(0, offset))))\" stop-color=\"\(stop.color.css)\"\(alpha)/>"
      }.joined()
      let transform = place.gradientTransform
      let id = defs.add { id in
        switch g.kind {
        case .linear:
          return "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\"\(transform) "
            + "x1=\"\(f(g.start.x * local.width))\" y1=\"\(f(g.start.y * local.height))\" "
            + "x2=\"\(f(g.end.x * local.width))\" y2=\"\(f(g.end.y * local.height))\">\(stops)</linearGradient>"
        case .radial:
          return "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\"\(transform) "
            + "cx=\"\(f(g.center.x * local.width))\" cy=\"\(f(g.center.y * local.height))\" "
            + "r=\"\(f(max(g.endRadius, 0.01)))\">\(stops)</radialGradient>"
        case .elliptical, .angular:
          // The ellipse inscribed in the frame: a unit circle stretched to it.
          return "<radialGradient id=\"\(id)\" gradientUnits=\"objectBoundingBox\" "
            + "cx=\"\(f(g.center.x))\" cy=\"\(f(g.center.y))\" r=\"0.5\">\(stops)</radialGradient>"
        }
      }
      return " \(attribute)=\"url(#\(id))\""
    }
  }

  /// Text as SVG text: one line per line the layout broke it into, on its baseline, at its font's
  /// size and weight, stretched or squeezed to the width SF Pro gives it (the browser's stand-in
  /// font has other widths).
  func text(
    _ content: TextContent, _ alignment: Look.TextAlignment, _ item: Item, _ place: Placement,
    _ defs: inout Defs
  ) -> String {
    let f = NumberFormat.format
    let metrics = SFProMetrics()
    let measured = TextLayout.measure(
      content.shown, font: content.font ?? .body, lineLimit: content.lineLimit ?? nil, proposal: item.proposal,
      metrics: metrics, displayScale: displayScale, runs: content.resolvedRuns(font: content.font ?? .body),
      minimumScaleFactor: content.minimumScaleFactor, letterSpacing: content.letterSpacing,
      lineSpacing: content.lineSpacing ?? 0)
    guard !measured.lines.isEmpty else { return "" }
    // In the size it was laid out in (a Text that shrank to fit is drawn shrunk).
    let font = (content.font ?? .body).scaled(by: measured.scale)
    let runs = content.resolvedRuns(font: content.font ?? .body).map {
      TextRun($0.range, font: $0.font?.scaled(by: measured.scale), image: $0.image)
    }
    let lineHeight = metrics.lineHeight(font: font)
    let frame = Rect(x: 0, y: 0, width: place.width, height: place.height)
    let fill = item.look.fill.map { paintAttributes("fill", $0, frame, place, &defs) } ?? ""
    var out = ""
    for (k, line) in measured.lines.enumerated() {
      // The line's parts, each in its font: the whole line in the Text's font when it has no
      // run (the mark "…" goes with the character before it).
      var parts: [(text: String, font: Font)] = []
      let start = k < measured.lineStarts.count ? measured.lineStarts[k] : nil
      for (j, character) in line.enumerated() {
        var f = font
        if let start {
          let offset = character == "\u{2026}" && j == line.count - 1 && measured.isTruncated ? start + j - 1 : start + j
          f = runs.first(where: { $0.range.contains(offset) })?.font ?? font
        }
        // An inline symbol is drawn as a square placeholder, as an Image's box is outlined.
        let shown: Character = character == TextRun.imageCharacter ? "\u{25A1}" : character
        if let last = parts.last, last.font == f {
          parts[parts.count - 1].text.append(shown)
        } else {
          parts.append((String(shown), f))
        }
      }
      let widths = parts.map {
        metrics.width(of: Substring($0.text), font: $0.font) + Double($0.text.count) * content.letterSpacing
      }
      let width = widths.reduce(0, +)
      let x: Double
      switch alignment {
      case .leading: x = 0
      case .center: x = (place.width - width) / 2
      case .trailing: x = place.width - width
      }
      let y =
        k < measured.baselines.count
        ? measured.baselines[k] : measured.firstBaseline + Double(k) * (lineHeight + (content.lineSpacing ?? 0))
      if parts.count <= 1 {
        let only = parts.first?.font ?? font
        let stretch = width > 0 ? " textLength=\"\(f(width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
        out +=
          "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(f(only.size))\" "
          + "font-weight=\"\(Self.weight(only.weight))\"\(stretch)\(fill)>\(XML.escape(line))</text>"
        continue
      }
      out += "<text x=\"\(f(x))\" y=\"\(f(y))\"\(fill)>"
      for (part, w) in zip(parts, widths) {
        let stretch = w > 0 ? " textLength=\"\(f(w))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
        out +=
          "<tspan font-size=\"\(f(part.font.size))\" font-weight=\"\(Self.weight(part.font.weight))\"\(stretch)>"
          + "\(XML.escape(part.text))</tspan>"
      }
      out += "</text>"
    }
    return place.wrap(out)
  }

  static func weight(_ w: Font.Weight) -> Int {
    switch w {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }

  /// An image is a placeholder of its frame, named: an SF Symbol in its foreground style (as
  /// SwiftUI tints symbols), any other image grey. The name is written inside when it fits.
  func image(_ name: String, _ item: Item, _ place: Placement, _ box: Rect, _ defs: inout Defs) -> String {
    let f = NumberFormat.format
    let symbol = name.hasPrefix("systemName: ")
    let label = symbol ? String(name.dropFirst("systemName: ".count)) : name
    var paint = symbol ? (item.look.fill ?? Looks.primary) : .color(RGBA(142, 142, 147))
    if case .unknown = paint { paint = .color(RGBA(142, 142, 147)) }
    let stroke = paintAttributes("stroke", paint, box, place, &defs)
    let fill = paintAttributes("fill", paint, box, place, &defs)
    var out =
      "<rect x=\"0\" y=\"0\" width=\"\(f(box.width))\" height=\"\(f(box.height))\" "
      + "rx=\"\(f(min(6, box.width / 4, box.height / 4)))\" fill=\"none\"\(stroke) "
      + "stroke-dasharray=\"2 1.5\" stroke-width=\"1\"><title>\(XML.escape(item.name + " · " + name))</title></rect>"
    let size = min(11, box.height / 2.5, box.width / (0.62 * Double(max(1, label.count))))
    if size >= 3 {
      out +=
        "<text x=\"\(f(box.width / 2))\" y=\"\(f(box.height / 2 + size * 0.35))\" text-anchor=\"middle\" "
        + "font-size=\"\(f(size))\"\(fill)>\(XML.escape(label))</text>"
    }
    return place.wrap(out)
  }

  static func mean(_ colors: [RGBA]) -> RGBA {
    guard !colors.isEmpty else { return RGBA(0, 0, 0, opacity: 0) }
    let n = Double(colors.count)
    return RGBA(
      red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n,
      blue: colors.map(\.blue).reduce(0, +) / n, opacity: colors.map(\.opacity).reduce(0, +) / n)
  }

  static func flood(_ paint: Paint) -> (String, Double)? {
    switch paint {
    case .color(let c): return (c.css, c.opacity)
    case .gradient(let g): let m = mean(g.stops.map(\.color)); return (m.css, m.opacity)
    case .unknown: return nil
    }
  }
}

/// How a view's own coordinates (0, 0, width, height) reach the window at its SHOWN quad: an
/// affine map when the quad is a parallelogram (every 2D transform), else the projective map of
/// a 3D rotation, through which outlines are flattened point by point.
struct Placement {
  var width: Double
  var height: Double
  var affine: AffineTransform2D
  /// Set for a quad that is not a parallelogram: the unit square to the quad.
  var projective: ProjectionTransform?

  init?(_ quad: Quad) {
    let (tl, tr, br, bl) = (quad.topLeading, quad.topTrailing, quad.bottomTrailing, quad.bottomLeading)
    width = ((tr.x - tl.x) * (tr.x - tl.x) + (tr.y - tl.y) * (tr.y - tl.y)).squareRoot()
    height = ((bl.x - tl.x) * (bl.x - tl.x) + (bl.y - tl.y) * (bl.y - tl.y)).squareRoot()
    guard width > 1e-9, height > 1e-9, width.isFinite, height.isFinite else { return nil }
    affine = AffineTransform2D(
      a: (tr.x - tl.x) / width, b: (tr.y - tl.y) / width, c: (bl.x - tl.x) / height,
      d: (bl.y - tl.y) / height, tx: tl.x, ty: tl.y)
    let gap = abs(tr.x + bl.x - tl.x - br.x) + abs(tr.y + bl.y - tl.y - br.y)
    projective = gap > 1e-6 ? Self.squareToQuad(tl, tr, br, bl) : nil
  }

  /// Heckbert's square-to-quadrilateral map (unit square corners to the quad's, in order).
  static func squareToQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> ProjectionTransform? {
    let sx = p0.x - p1.x + p2.x - p3.x
    let sy = p0.y - p1.y + p2.y - p3.y
    let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
    let det = dx1 * dy2 - dx2 * dy1
    guard abs(det) > 1e-12 else { return nil }
    let g = (sx * dy2 - dx2 * sy) / det
    let h = (dx1 * sy - sx * dy1) / det
    // Row-vector convention: [x y 1] · M.
    return ProjectionTransform(
      m11: p1.x - p0.x + g * p1.x, m12: p1.y - p0.y + g * p1.y, m13: g,
      m21: p3.x - p0.x + h * p3.x, m22: p3.y - p0.y + h * p3.y, m23: h,
      m31: p0.x, m32: p0.y, m33: 1)
  }

  /// The window point of a point in the view's own coordinates.
  func map(_ p: Point) -> Point {
    guard let m = projective else { return p }
    let (u, v) = (p.x / width, p.y / height)
    let w = u * m.m13 + v * m.m23 + m.m33
    return Point(x: (u * m.m11 + v * m.m21 + m.m31) / w, y: (u * m.m12 + v * m.m22 + m.m32) / w)
  }

  var transformAttribute: String {
    guard projective == nil else { return "" }
    let f = NumberFormat.format
    let t = affine
    if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
      return t.tx == 0 && t.ty == 0 ? "" : " transform=\"translate(\(f(t.tx)) \(f(t.ty)))\""
    }
    return " transform=\"matrix(\(Self.precise(t.a)) \(Self.precise(t.b)) \(Self.precise(t.c)) "
      + "\(Self.precise(t.d)) \(f(t.tx)) \(f(t.ty)))\""
  }

  /// A gradient's coordinates are the view's own: under a projection, its affine part.
  var gradientTransform: String {
    guard projective != nil else { return "" }
    let t = affine
    let f = NumberFormat.format
    return " gradientTransform=\"matrix(\(Self.precise(t.a)) \(Self.precise(t.b)) \(Self.precise(t.c)) "
      + "\(Self.precise(t.d)) \(f(t.tx)) \(f(t.ty)))\""
  }

  /// Strokes are drawn in the view's own units; flattened outlines are in window units, where
  /// the width is scaled by the mean of the map's scales.
  var strokeScale: Double {
    guard projective != nil else { return 1 }
    let sx = (affine.a * affine.a + affine.b * affine.b).squareRoot()
    let sy = (affine.c * affine.c + affine.d * affine.d).squareRoot()
    return (sx + sy) / 2
  }

  /// Markup in the view's own coordinates, placed: a transform on a group; under a projection
  /// (text and placeholders) the affine part of the map, from the quad's three corners.
  func wrap(_ markup: String) -> String {
    guard projective != nil else {
      let attribute = transformAttribute
      return attribute.isEmpty ? markup : "<g\(attribute)>\(markup)</g>"
    }
    let t = affine
    let f = NumberFormat.format
    return "<g transform=\"matrix(\(Self.precise(t.a)) \(Self.precise(t.b)) \(Self.precise(t.c)) "
      + "\(Self.precise(t.d)) \(f(t.tx)) \(f(t.ty)))\">\(markup)</g>"
  }

  /// A path's `d`: in the view's own coordinates (placed by `transformAttribute`), or flattened
  /// and mapped into the window under a projection.
  func pathData(_ path: Path) -> String {
    let f = NumberFormat.format
    func pt(_ p: Point) -> String { "\(f(p.x)) \(f(p.y))" }
    var d = ""
    var current = Point.zero
    var start = Point.zero
    if projective == nil {
      for element in path.elements {
        switch element {
        case .move(let p): d += "M\(pt(p))"
        case .line(let p): d += "L\(pt(p))"
        case .quadCurve(let p, let c): d += "Q\(pt(c)) \(pt(p))"
        case .curve(let p, let c1, let c2): d += "C\(pt(c1)) \(pt(c2)) \(pt(p))"
        case .closeSubpath: d += "Z"
        }
      }
      return d
    }
    // Projected: curves become 16 straight pieces each, every point mapped.
    for element in path.elements {
      switch element {
      case .move(let p):
        d += "M\(pt(map(p)))"
        (current, start) = (p, p)
      case .line(let p):
        d += "L\(pt(map(p)))"
        current = p
      case .quadCurve(let p, let c):
        let p0 = current
        for k in 1...16 {
          let t = Double(k) / 16
          let u = 1 - t
          d += "L" + pt(map(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)))
        }
        current = p
      case .curve(let p, let c1, let c2):
        let p0 = current
        for k in 1...16 {
          let t = Double(k) / 16
          let u = 1 - t
          let (a, b, c, e) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          d += "L" + pt(map(Point(
            x: a * p0.x + b * c1.x + c * c2.x + e * p.x, y: a * p0.y + b * c1.y + c * c2.y + e * p.y)))
        }
        current = p
      case .closeSubpath:
        d += "Z"
        current = start
      }
    }
    return d
  }

  /// Matrix coefficients with four decimals (two would bend a rotation visibly), written by the
  /// project's one formatter.
  static func precise(_ v: Double) -> String {
    NumberFormat.source((v * 10_000).rounded() / 10_000)
  }
}
