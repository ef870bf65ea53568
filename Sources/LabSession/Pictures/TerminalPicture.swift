import LabEngine

/// `:draw`: a `ScenePicture` in the terminal. Each layer is a panel scaled to the width the
/// session allows (`:set columns`), two side by side when both fit; every outline is drawn —
/// rotated ones as quads with their bounding box dashed, the window dotted — and keyed by a
/// letter (A, B, … for LAYOUT, a, b, … for SHOWN) with its innermost view's name where there
/// is room. A legend lists every outline with its frame and all the names drawn on it.
///
///     TerminalPicture(picture: p, layers: [.layout, .shown], columns: 80, charset: .braille,
///       style: TextStyle(enabled: false)).render()
public struct TerminalPicture {
  public var picture: ScenePicture
  public var layers: [ScenePicture.Layer]
  public var columns: Int
  public var charset: TerminalCanvas.Charset
  public var style: TextStyle

  /// At most this many rows per panel: a tall window is scaled down to fit.
  public static let maxRows = 36
  /// Panels narrower than this are stacked, not put side by side.
  static let minSideBySide = 30
  static let gap = "   "

  public init(
    picture: ScenePicture, layers: [ScenePicture.Layer], columns: Int,
    charset: TerminalCanvas.Charset, style: TextStyle
  ) {
    self.picture = picture
    self.layers = layers
    self.columns = columns
    self.charset = charset
    self.style = style
  }

  /// The SGR colour of each kind of line.
  static func color(_ layer: ScenePicture.Layer) -> String { layer == .layout ? "36" : "33" }
  static let windowColor = "2"

  /// Maps window coordinates onto a panel's dots: one scale for both axes on screen (a cell
  /// is about twice as tall as it is wide), the whole extent in view.
  struct Mapping {
    var world: Rect
    var sx: Double
    var sy: Double
    var columns: Int
    var rows: Int
    var per: (x: Int, y: Int)

    init(world: Rect, maxColumns: Int, maxRows: Int, charset: TerminalCanvas.Charset) {
      per = TerminalCanvas.dotsPerCell(charset)
      self.world = world
      let w = max(world.width, 1)
      let h = max(world.height, 1)
      let aspect = Double(per.y) / (2 * Double(per.x))
      sx = Double(max(1, maxColumns * per.x - 1)) / w
      sy = sx * aspect
      if h * sy > Double(maxRows * per.y - 1) {
        sy = Double(maxRows * per.y - 1) / h
        sx = sy / aspect
      }
      columns = min(maxColumns, TerminalCanvas.round(w * sx) / per.x + 1)
      rows = min(maxRows, TerminalCanvas.round(h * sy) / per.y + 1)
    }

    func dot(_ p: Point) -> (x: Double, y: Double) {
      ((p.x - world.minX) * sx, (p.y - world.minY) * sy)
    }

    func cell(_ p: Point) -> (column: Int, row: Int) {
      let d = dot(p)
      return (TerminalCanvas.round(d.x) / per.x, TerminalCanvas.round(d.y) / per.y)
    }

    /// Points of the window per terminal column.
    var pointsPerColumn: Double { Double(per.x) / sx }
  }

  public func render() -> String {
    let world = picture.extent(layers)
    let sideBySide = layers.count == 2 && (columns - Self.gap.count) / 2 >= Self.minSideBySide
    let panelWidth = sideBySide ? (columns - Self.gap.count) / 2 : columns
    let mapping = Mapping(
      world: world, maxColumns: panelWidth, maxRows: Self.maxRows, charset: charset)
    let panels = layers.map { panel($0, mapping) }
    var lines: [String] = []
    if sideBySide {
      let width = mapping.columns
      for (left, right) in zip(panels[0], panels[1]) {
        let padding = String(repeating: " ", count: max(0, width - left.visible))
        lines.append(trimmed(left.text + padding + Self.gap + right.text))
      }
    } else {
      for (k, panel) in panels.enumerated() {
        if k > 0 { lines.append("") }
        lines += panel.map(\.text)
      }
    }
    lines.append("")
    lines += legend(mapping)
    return lines.joined(separator: "\n")
  }

  /// The xterm 256-colour index nearest a colour: the 6 × 6 × 6 cube or the 24 greys, by
  /// squared distance in sRGB.
  static func xterm256(_ c: RGBA) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    let (r, g, b) = (RGBA.byte(c.red), RGBA.byte(c.green), RGBA.byte(c.blue))
    func nearest(_ v: Int) -> Int { (0..<6).min { abs(levels[$0] - v) < abs(levels[$1] - v) }! }
    let (ri, gi, bi) = (nearest(r), nearest(g), nearest(b))
    func distance(_ x: Int, _ y: Int, _ z: Int) -> Int {
      (x - r) * (x - r) + (y - g) * (y - g) + (z - b) * (z - b)
    }
    let cube = 16 + 36 * ri + 6 * gi + bi
    let cubeDistance = distance(levels[ri], levels[gi], levels[bi])
    let grey = min(23, max(0, ((r + g + b) / 3 - 8 + 5) / 10))
    let level = 8 + 10 * grey
    return distance(level, level, level) < cubeDistance ? 232 + grey : cube
  }

  func title(_ layer: ScenePicture.Layer) -> String {
    switch layer {
    case .layout: return "LAYOUT (the layout pass)"
    case .shown: return "SHOWN at t = \(NumberFormat.format(picture.time)) s"
    }
  }

  /// One layer's title and canvas rows, each with its width in cells.
  func panel(_ layer: ScenePicture.Layer, _ m: Mapping) -> [(text: String, visible: Int)] {
    var canvas = TerminalCanvas(columns: m.columns, rows: m.rows, charset: charset)
    outline(picture.window.bounds.corners, in: &canvas, m, stroke: .dotted, Self.windowColor)
    let outlines = picture.outlines(layer)
    let color = Self.color(layer)
    // With colour on, a drawn view's SHOWN outline takes the terminal colour nearest its fill.
    var fills: [String: String] = [:]
    if layer == .shown {
      for item in picture.ui.items {
        if case .color(let rgba)? = item.look.fill ?? item.look.stroke?.paint, rgba.opacity > 0 {
          fills[item.name] = "38;5;\(Self.xterm256(rgba))"
        }
      }
    }
    for o in outlines {
      if o.isRotated {
        outline(o.boundingBox.corners, in: &canvas, m, stroke: .dashed, color)
      }
      let own = fills[o.label] ?? color
      outline(o.quad, in: &canvas, m, stroke: .solid, o.isDeparted ? Self.windowColor : own)
    }
    if layer == .layout {
      // Named spaces' origins first, at their exact cells: labels then keep clear of them.
      for origin in picture.origins.dropFirst() {
        let (column, row) = m.cell(origin.point)
        let name = origin.name.hasPrefix(".named(\"") && origin.name.hasSuffix("\")")
          ? String(origin.name.dropFirst(8).dropLast(2)) : origin.name
        if !canvas.label(
          originMarker + " " + name, column: column, row: row, avoidLines: false, color: color)
        {
          canvas.label(originMarker, column: column, row: row, avoidLines: false, color: color)
        }
      }
    }
    for (k, o) in outlines.enumerated() {
      place(key(k, layer) + " " + o.label, key: key(k, layer), o, in: &canvas, m, color)
    }
    let plain = canvas.render(style: TextStyle(enabled: false))
    let styled = canvas.render(style: style)
    let head = String(ascii(title(layer)).prefix(m.columns))
    return [(style.heading(head), head.count)]
      + zip(styled, plain).map { ($0, $1.count) }
  }

  func outline(
    _ q: Quad, in canvas: inout TerminalCanvas, _ m: Mapping, stroke: TerminalCanvas.Stroke,
    _ color: String
  ) {
    let points = q.points.map(m.dot)
    for k in 0..<4 {
      canvas.line(from: points[k], to: points[(k + 1) % 4], stroke: stroke, color: color)
    }
    for p in points { canvas.corner(x: p.x, y: p.y, stroke: stroke, color: color) }
  }

  /// Puts the label where it reads best: inside the top-leading corner, on the top edge, just
  /// above, just below, inside the bottom edge; the key alone when the name fits nowhere.
  func place(
    _ text: String, key: String, _ o: ScenePicture.Outline, in canvas: inout TerminalCanvas,
    _ m: Mapping, _ color: String
  ) {
    let box = o.boundingBox
    let (c0, r0) = m.cell(Point(x: box.minX, y: box.minY))
    let (c1, r1) = m.cell(Point(x: box.maxX, y: box.maxY))
    let corners: [(column: Int, row: Int, inside: Bool)] = [
      (c0 + 1, r0 + 1, true), (c0 + 1, r0, true), (c0, r0 - 1, false), (c0, r1 + 1, false),
      (c0 + 1, r1 - 1, true),
    ]
    for avoidLines in [true, false] {
      for candidate in [text, key] {
        // Then the middle, for an outline whose corners are crowded by others.
        let middle = (c0 + c1 + 1 - candidate.count) / 2
        let centre = (r0 + r1) / 2
        let candidates = corners + [centre, centre + 1, centre - 1].map { (middle, $0, true) }
        for spot in candidates {
          if spot.inside && spot.column <= c0 { continue }
          if spot.inside && (spot.column + candidate.count > c1 || spot.row > r1) { continue }
          if spot.inside && spot.row < r0 { continue }
          if canvas.label(
            candidate, column: spot.column, row: spot.row, avoidLines: avoidLines, color: color)
          {
            return
          }
        }
      }
    }
  }

  /// Where a named coordinate space's (0, 0) is, in the LAYOUT panel.
  var originMarker: String { charset == .braille ? "⊕" : "@" }

  /// `A` … `Z`, `A2` … for LAYOUT; lower case for SHOWN.
  func key(_ k: Int, _ layer: ScenePicture.Layer) -> String {
    let letters = Array(
      layer == .layout ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "abcdefghijklmnopqrstuvwxyz")
    let cycle = k / letters.count
    return String(letters[k % letters.count]) + (cycle > 0 ? String(cycle + 1) : "")
  }

  // MARK: Legend

  func legend(_ m: Mapping) -> [String] {
    var lines: [String] = []
    for layer in layers {
      lines.append(
        style.heading(
          layer == .layout
            ? "LAYOUT frames in window coordinates (the \"layout, global\" column of :frames)"
            : "SHOWN at t = \(NumberFormat.format(picture.time)) s (where each drawing view is drawn)"
        ))
      let outlines = picture.outlines(layer)
      if outlines.isEmpty { lines.append("  (nothing drawn)") }
      let frames = outlines.map {
        (($0.isRotated ? ascii("◇ ") : "")) + Format.rect($0.boundingBox)
      }
      let keys = outlines.indices.map { key($0, layer) }
      let keyWidth = keys.map(\.count).max() ?? 1
      let frameWidth = frames.map(\.count).max() ?? 0
      for (k, o) in outlines.enumerated() {
        let names = o.names.enumerated().map { i, name in
          let opacity = i < o.opacities.count ? o.opacities[i] : 1
          return (o.isDeparted ? "(removed) " : "") + name
            + (opacity < 1 ? " (opacity \(NumberFormat.format(opacity)))" : "")
        }
        lines.append(
          "  " + pad(keys[k], keyWidth) + "  " + pad(frames[k], frameWidth) + "  "
            + names.joined(separator: " "))
        if o.isRotated {
          lines.append(
            "  " + pad("", keyWidth) + "    corners "
              + o.quad.points.map(Format.point).joined(separator: " "))
        }
      }
      if layer == .layout && !picture.unplaced.isEmpty {
        lines.append(
          ascii("  not drawn (a corner behind the eye plane, w ≤ 0): ")
            + picture.unplaced.joined(separator: " "))
      }
    }
    let named = picture.origins.dropFirst()
    if layers.contains(.layout) && !named.isEmpty {
      lines.append(
        "origins: "
          + picture.origins.map { "\($0.name) \(Format.point($0.point))" }
          .joined(separator: ascii(" · ")))
    }
    let solid = charset == .braille ? "⣀⣀ solid" : "-- solid"
    let dashed = charset == .braille ? "⠉⠁⠈ dashed" : "- - dashed"
    let dotted = charset == .braille ? "⠁⠀⠁ dotted" : ". . dotted"
    let anyRotated = layers.contains { layer in picture.outlines(layer).contains(where: \.isRotated)
    }
    var styles = "\(solid): a frame or quad"
    if anyRotated { styles += " · \(dashed): bounding box of a rotated quad (◇)" }
    styles += " · \(dotted): window \(Format.size(picture.window.size))"
    if layers.contains(.layout) && !named.isEmpty {
      styles += " · \(originMarker): a named space's origin"
    }
    styles += " · 1 column ≈ \(NumberFormat.format(m.pointsPerColumn)) pt"
    lines.append(ascii(styles))
    return lines
  }

  /// The legend's own symbols in plain ASCII when the picture is (`·` `≈` `◇` `×` `≤`); view
  /// names are left as typed, so they can still be pasted back.
  func ascii(_ text: String) -> String {
    guard charset == .ascii else { return text }
    var out = ""
    for char in text {
      switch char {
      case "·": out += ";"
      case "≈": out += "~"
      case "◇": out += "<>"
      case "×": out += "x"
      case "≤": out += "<="
      default: out.append(char)
      }
    }
    return out
  }

  func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
