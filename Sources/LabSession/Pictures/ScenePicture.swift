import LabEngine

/// The scene at one moment as outlines to draw, in window coordinates (docs/architecture.md §3): the
/// LAYOUT layer's frames — the corners behind `:frames`'s "layout, global" column — and the
/// SHOWN layer's quads for the views that draw. Views whose outlines coincide share one outline,
/// so a stack of modifiers around one view is drawn once and labelled with all their names.
/// Every number comes from a `FramesReport`, so a picture always agrees with `:frames`.
///
///     let picture = try ScenePicture.sample(scene, at: 0.25)
///     picture.shown.first?.names   // ["Color#1"]
public struct ScenePicture: Sendable {
  /// The two geometry layers (docs/architecture.md §3).
  public enum Layer: String, Sendable, CaseIterable {
    case layout, shown
  }

  /// One outline: four corners and the views drawn on them, in tree order.
  public struct Outline: Sendable {
    public var layer: Layer
    public var names: [String]
    /// For the SHOWN layer, each view's opacity (parallel to `names`); empty for LAYOUT.
    public var opacities: [Double]
    public var quad: Quad
    /// A removed view still playing its removal transition (SHOWN layer only).
    public var isDeparted: Bool

    /// The name drawn beside the outline: the innermost view, the one that draws.
    public var label: String { names.last ?? "" }
    /// Rotated, skewed or projected outlines are drawn as quads with a dashed bounding box.
    public var isRotated: Bool { !quad.isAxisAligned }
    public var boundingBox: Rect { quad.boundingBox }
  }

  /// The origin of a coordinate space, in window coordinates: `.global`'s is (0, 0).
  public struct Origin: Sendable {
    /// `.global` or `.named("picker")`.
    public var name: String
    public var point: Point
  }

  /// The moment drawn.
  public var time: Double
  public var window: Window
  public var layout: [Outline]
  public var shown: [Outline]
  public var origins: [Origin]
  /// Views without a finite layout frame (a corner behind the eye plane of a perspective
  /// effect): listed in legends, not drawn.
  public var unplaced: [String]
  /// The frames table at this moment, for the HTML page's table and JSON.
  public var report: FramesReport
  public var names: ViewNames
  /// The SHOWN layer as the screen looks (docs/semantics.md §14).
  var ui: UIDrawing

  public init(layout: Layout, names: ViewNames, shown: ShownFrames?, time: Double) {
    let report = FramesReport(layout: layout, names: names, shown: shown)
    self.time = time
    self.window = layout.window
    self.report = report
    self.names = names
    self.ui = UIDrawing(layout: layout, names: names, shown: shown)
    var layoutOutlines = OutlineSet(layer: .layout)
    var shownOutlines = OutlineSet(layer: .shown)
    var unplaced: [String] = []
    let drawn = Set(ShownReport.drawnNodes(layout))
    for row in report.rows {
      if let global = row.global, let quad = Self.finite(row.globalQuad ?? global.corners) {
        layoutOutlines.add(row.name, quad: quad, opacity: nil, departed: false)
      } else {
        unplaced.append(row.name)
      }
      if drawn.contains(row.node), let quad = row.shown.flatMap(Self.finite) {
        shownOutlines.add(row.name, quad: quad, opacity: row.shownOpacity ?? 1, departed: false)
      }
    }
    for ghost in report.departed where ghost.draws {
      guard let quad = Self.finite(ghost.quad) else { continue }
      shownOutlines.add(ghost.name, quad: quad, opacity: ghost.opacity, departed: true)
    }
    self.layout = layoutOutlines.outlines
    self.shown = shownOutlines.outlines
    self.unplaced = unplaced
    self.origins = Self.origins(layout, shown?.parameters ?? .model)
  }

  /// The outlines of one layer.
  public func outlines(_ layer: Layer) -> [Outline] { layer == .layout ? layout : shown }

  /// The window and every outline of `layers`: what a drawing must show.
  public func extent(_ layers: [Layer]) -> Rect {
    var box = window.bounds
    for layer in layers {
      for outline in outlines(layer) { box = box.union(outline.boundingBox) }
    }
    for origin in origins where layers.contains(.layout) {
      box = box.union(Rect(origin: origin.point, size: .zero))
    }
    return box
  }

  /// `.global` at (0, 0), then every `.coordinateSpace(name:)` of the tree at its view's
  /// top-leading corner, as the LAYOUT layer places it.
  static func origins(_ layout: Layout, _ parameters: EffectParameters) -> [Origin] {
    var found = [Origin(name: ".global", point: .zero)]
    let tree = layout.tree
    guard tree.count > 0 else { return found }
    let spaces = SpaceGeometry(layout: layout, parameters: parameters)
    for i in 0..<tree.count {
      guard case .coordinateSpace(let name) = tree.kinds[i] else { continue }
      let label = ".named(\"\(name)\")"
      guard !found.contains(where: { $0.name == label }),
        let point = spaces.toGlobal[i].map(.zero), point.isFinite
      else { continue }
      found.append(Origin(name: label, point: point))
    }
    return found
  }

  static func finite(_ quad: Quad) -> Quad? {
    quad.points.allSatisfy(\.isFinite) ? quad : nil
  }
}

/// Collects outlines in tree order, merging views whose four corners print the same.
private struct OutlineSet {
  let layer: ScenePicture.Layer
  var outlines: [ScenePicture.Outline] = []
  var index: [String: Int] = [:]

  init(layer: ScenePicture.Layer) { self.layer = layer }

  mutating func add(_ name: String, quad: Quad, opacity: Double?, departed: Bool) {
    let key =
      (departed ? "removed " : "")
      + quad.points.map { Format.point($0) }.joined(separator: " ")
    if let k = index[key] {
      outlines[k].names.append(name)
      if let opacity { outlines[k].opacities.append(opacity) }
      return
    }
    index[key] = outlines.count
    outlines.append(
      ScenePicture.Outline(
        layer: layer, names: [name], opacities: opacity.map { [$0] } ?? [], quad: quad,
        isDeparted: departed))
  }
}

extension ScenePicture {
  /// The picture at the playhead: exactly what `:frames` shows there.
  public static func atPlayhead(_ scene: Scene) throws -> ScenePicture {
    let (layout, names) = try scene.requireLayout()
    var picture = ScenePicture(
      layout: layout, names: names, shown: scene.shown(), time: scene.timeline.playhead)
    // The frames table marks what `:frames` marks.
    picture.report.anomalies = Anomaly.flagged(in: scene)
    return picture
  }

  /// The picture at time `t` (the playhead when nil) without moving the playhead for good: the
  /// update in effect at `t` — the last one at or before it — and its SHOWN layer at `t`, with
  /// the root rebuilt for the moment while an effect animates (so readers see it move). It is
  /// exactly what `:scrub t` then `:frames` shows.
  public static func sample(_ scene: Scene, at t: Double? = nil) throws -> ScenePicture {
    try scene.restoringPlayhead {
      if let t { scene.movePlayhead(to: t) }
      return try atPlayhead(scene)
    }
  }
}
