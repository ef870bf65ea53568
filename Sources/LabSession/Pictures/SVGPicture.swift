import LabEngine

/// `:export svg`: a `ScenePicture` as one standalone SVG document in window coordinates (one
/// user unit = one point): the window, the SHOWN layer drawn as the screen looks
/// (`UIDrawing`), and, when asked for, the geometry over it — the LAYOUT frames, the SHOWN quads
/// (filled at their opacity), dashed bounding boxes of rotated quads, coordinate-space origins
/// and labels. Every element carries `data-layer` and `data-views`, so tools and tests can find
/// a view.
///
///     SVGPicture(picture: picture, layers: [.layout]).render()   // "<?xml version=\"1.0\" …"
public struct SVGPicture {
  public var picture: ScenePicture
  /// The outline layers drawn over the picture; none by default.
  public var layers: [ScenePicture.Layer]

  public init(picture: ScenePicture, layers: [ScenePicture.Layer] = []) {
    self.picture = picture
    self.layers = layers
  }

  /// Colours shared with the HTML page: LAYOUT blue, SHOWN orange, the window grey.
  static let layoutColor = "#1f6feb"
  static let shownColor = "#e8590c"

  public func render() -> String {
    // The screen alone is the window; outlines may reach outside it.
    let extent = layers.isEmpty ? picture.window.bounds : picture.extent(layers)
    var geometry = SVGGeometry(extent: extent)
    let outlines = layers.flatMap { picture.outlines($0) }
    let labels = geometry.labelPositions(outlines)
    let captionLines = self.captionLines(unlabelled: labels.filter { $0 == nil }.count)
    geometry.captionLines = captionLines.count
    let f = NumberFormat.format
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(geometry.viewBox)\" "
      + "width=\"\(f(geometry.pixelWidth))\" height=\"\(f(geometry.pixelHeight))\" "
      + "font-family=\"\(Self.uiFont)\">\n"
    out += "<title>\(XML.escape(captionLines.joined(separator: " · ")))</title>\n"
    out += "<style>\(Self.css)</style>\n"
    let w = picture.window
    out +=
      "<rect class=\"window\" x=\"0\" y=\"0\" width=\"\(f(w.size.width))\" "
      + "height=\"\(f(w.size.height))\"><title>\(XML.escape(w.title))</title></rect>\n"
    out += picture.ui.markup
    out +=
      "<g class=\"geometry\" font-family=\"\(Self.monospace)\" "
      + "font-size=\"\(f(geometry.fontSize))\">\n"
    for layer in layers {
      out += "<g class=\"layer \(layer.rawValue)\" data-layer=\"\(layer.rawValue)\">\n"
      for o in outlines where o.layer == layer { out += element(o) }
      for (o, p) in zip(outlines, labels) where o.layer == layer {
        if let p { out += label(o, at: p) }
      }
      out += "</g>\n"
    }
    if layers.contains(.layout) {
      out += "<g class=\"origins\">\n"
      for origin in picture.origins { out += self.origin(origin, geometry) }
      out += "</g>\n"
    }
    // Short lines under the scene, small enough to fit its width.
    for (k, line) in captionLines.enumerated() {
      let y = extent.maxY + geometry.fontSize * (1.6 + 0.9 * Double(k))
      out +=
        "<text class=\"caption\" x=\"\(f(extent.minX))\" y=\"\(f(y))\" "
        + "font-size=\"\(f(geometry.fontSize * 0.7))\">\(XML.escape(line))</text>\n"
    }
    out += "</g>\n</svg>\n"
    return out
  }

  /// The stand-in for SF Pro, and the labels' font.
  static let uiFont = "-apple-system, SF Pro Text, Helvetica Neue, Liberation Sans, DejaVu Sans, sans-serif"
  static let monospace = "Menlo, DejaVu Sans Mono, monospace"

  func captionLines(unlabelled crowded: Int) -> [String] {
    var lines = ["geolab · \(picture.window.title) · t = \(NumberFormat.format(picture.time)) s"]
    if layers.isEmpty {
      lines.append("as drawn at t · --outlines adds the geometry")
    } else {
      var legend = ["as drawn at t"]
      if layers.contains(.layout) { legend.append("LAYOUT blue") }
      if layers.contains(.shown) { legend.append("SHOWN orange") }
      legend.append("dashed: bounding box of a rotated quad")
      lines.append(legend.joined(separator: " · "))
    }
    if crowded > 0 {
      lines.append("\(crowded) label\(crowded == 1 ? "" : "s") left out where crowded: each outline names its views in its title")
    }
    if !picture.ui.notes.isEmpty {
      lines.append("not drawn: " + picture.ui.notes.joined(separator: ", "))
    }
    return lines
  }

  static let css = """
    .window{fill:#fff;stroke:#999;stroke-dasharray:2 3}\
    .layout .frame{fill:none;stroke:\(layoutColor)}\
    .shown .frame{fill:\(shownColor);stroke:\(shownColor)}\
    .frame,.bbox,.window,.origin{stroke-width:1.5;vector-effect:non-scaling-stroke}\
    .bbox{fill:none;stroke-dasharray:6 4}\
    .layout .bbox{stroke:\(layoutColor)}.shown .bbox{stroke:\(shownColor)}\
    .departed{stroke-dasharray:1 3}\
    .layout text{fill:\(layoutColor)}.shown text{fill:\(shownColor)}\
    .origin{stroke:#2b8a3e;fill:none}.origins text{fill:#2b8a3e}\
    .caption{fill:#555}
    """

  func element(_ o: ScenePicture.Outline) -> String {
    let views = XML.escape(o.names.joined(separator: " "))
    let layer = o.layer.rawValue
    var out = ""
    if o.isRotated {
      let b = o.boundingBox
      out +=
        "<rect class=\"bbox\" data-layer=\"\(layer)\" data-views=\"\(views)\" "
        + "x=\"\(NumberFormat.format(b.minX))\" y=\"\(NumberFormat.format(b.minY))\" "
        + "width=\"\(NumberFormat.format(b.width))\" height=\"\(NumberFormat.format(b.height))\"/>\n"
    }
    let points = o.quad.points.map { "\(NumberFormat.format($0.x)),\(NumberFormat.format($0.y))" }
      .joined(separator: " ")
    let opacity = o.opacities.first ?? 1
    let fill = o.layer == .shown ? " fill-opacity=\"\(NumberFormat.format(0.15 * opacity))\"" : ""
    let tooltip = o.names.joined(separator: " ") + " " + Format.rect(o.boundingBox)
    out +=
      "<polygon class=\"frame\(o.isDeparted ? " departed" : "")\" data-layer=\"\(layer)\" "
      + "data-views=\"\(views)\" points=\"\(points)\"\(fill)><title>\(XML.escape(tooltip))"
      + "</title></polygon>\n"
    return out
  }

  func label(_ o: ScenePicture.Outline, at p: Point) -> String {
    "<text x=\"\(NumberFormat.format(p.x))\" y=\"\(NumberFormat.format(p.y))\">"
      + XML.escape(SVGGeometry.labelText(o)) + "</text>\n"
  }

  func origin(_ o: ScenePicture.Origin, _ g: SVGGeometry) -> String {
    let f = NumberFormat.format
    let r = g.fontSize * 0.5
    let (x, y) = (o.point.x, o.point.y)
    return "<g data-origin=\"\(XML.escape(o.name))\">"
      + "<circle class=\"origin\" cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(r))\"/>"
      + "<path class=\"origin\" d=\"M\(f(x - 2 * r)) \(f(y))H\(f(x + 2 * r))M\(f(x)) \(f(y - 2 * r))"
      + "V\(f(y + 2 * r))\"/>"
      + "<text x=\"\(f(x + r * 1.5))\" y=\"\(f(y + g.fontSize * 1.6))\">\(XML.escape(o.name)) "
      + "\(XML.escape(Format.point(o.point)))</text></g>\n"
  }
}

/// The SVG viewport around an extent: a margin for labels, room for the caption, a font size
/// and a pixel size proportional to the scene.
struct SVGGeometry {
  var extent: Rect
  var fontSize: Double
  var margin: Double

  /// Lines of caption under the scene.
  var captionLines: Int

  init(extent: Rect, captionLines: Int = 2) {
    self.extent = extent
    self.captionLines = captionLines
    let size = max(extent.width, extent.height, 1)
    fontSize = max(size / 45, 0.01)
    margin = fontSize * 2
  }

  var box: Rect {
    Rect(
      x: extent.minX - margin, y: extent.minY - margin, width: extent.width + 2 * margin,
      height: extent.height + 2 * margin + fontSize * (0.7 + 0.9 * Double(captionLines)))
  }

  var viewBox: String {
    let b = box
    return [b.minX, b.minY, b.width, b.height].map(NumberFormat.format).joined(separator: " ")
  }

  static func labelText(_ o: ScenePicture.Outline) -> String {
    (o.isDeparted ? "(removed) " : "") + o.label
  }

  /// Where each outline's label goes (the baseline's start): by the top-leading corner,
  /// inside for LAYOUT and just above for SHOWN, so the two layers' labels of one view stay
  /// apart; a label that would cover an earlier one moves a line further (down for LAYOUT, up
  /// for SHOWN), and after 20 lines is left out (nil): labels never overprint, and every
  /// outline still names its views in its title. Widths are estimated at 0.62 em per
  /// character (a monospace font). Placed labels are kept by line band, so each test looks
  /// at its neighbours only.
  func labelPositions(_ outlines: [ScenePicture.Outline]) -> [Point?] {
    var bands: [Int: [Rect]] = [:]
    let bandHeight = fontSize * 1.2
    func bandRange(_ r: Rect) -> ClosedRange<Int> {
      let low = (r.minY / bandHeight).rounded(.down)
      let high = (r.maxY / bandHeight).rounded(.down)
      guard low.isFinite, high.isFinite, abs(low) < 1e9, abs(high) < 1e9 else { return 0...0 }
      return Int(low)...Int(max(low, high))
    }
    var result: [Point?] = []
    for o in outlines {
      let tl = o.quad.topLeading
      let down = o.layer == .layout
      let x = tl.x + fontSize * 0.3
      var y = down ? tl.y + fontSize * 1.1 : tl.y - fontSize * 0.3
      let width = Double(Self.labelText(o).count) * fontSize * 0.62
      func box(_ y: Double) -> Rect {
        Rect(x: x, y: y - fontSize, width: width, height: fontSize * 1.2)
      }
      func covers(_ r: Rect) -> Bool {
        bandRange(r).contains { band in bands[band]?.contains { $0.intersects(r) } ?? false }
      }
      var tries = 0
      while tries < 20, covers(box(y)) {
        y += down ? fontSize * 1.2 : -fontSize * 1.2
        tries += 1
      }
      if covers(box(y)) {
        result.append(nil)
        continue
      }
      for band in bandRange(box(y)) { bands[band, default: []].append(box(y)) }
      result.append(Point(x: x, y: y))
    }
    return result
  }

  /// About 800 pixels across, whatever the scene's size in points.
  var pixelWidth: Double { 800 }
  var pixelHeight: Double { (800 * box.height / max(box.width, 0.01)).rounded() }
}

extension Rect {
  /// Whether the two overlap in an area (touching edges do not count).
  fileprivate func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}

/// Escapes text for XML character data and attribute values.
enum XML {
  static func escape(_ text: String) -> String {
    text.replacingScalars { scalar in
      switch scalar {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "\"": return "&quot;"
      case "'": return "&apos;"
      // XML 1.0 forbids most control characters even as references.
      case let c where c.value < 0x20 && c != "\n" && c != "\t": return "\u{FFFD}"
      default: return nil
      }
    }
  }
}
