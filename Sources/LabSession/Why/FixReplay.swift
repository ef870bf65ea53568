import LabEngine

/// `:why <view> --fix`: the scene's updates replayed with an anomaly's fix applied to the views
/// of every update — as editing the line of code would — on a timeline of their own, so the
/// session is unchanged. Each update keeps its time and transaction; the fix adds a modifier
/// that does not change layout (`.geometryGroup()`, a `matchedGeometryEffect` source) or gives
/// a jumping GeometryEffect the `animatableData` it lacks, so the frames readers measured stay
/// valid at rest and only what is drawn in flight differs (readers are not run again for the
/// replay's moments).
///
///     let text = try FixReplay(edit, scene: scene).compare(view: "Circle#1")
struct FixReplay {
  let edit: Anomaly.FixEdit
  let scene: Scene
  /// How many views the edit modified in the update in effect at the playhead.
  private(set) var applied = 0

  init(_ edit: Anomaly.FixEdit, scene: Scene) {
    self.edit = edit
    self.scene = scene
  }

  /// A description with the fix's modifier on every view written at one of its targets.
  func apply(_ d: ViewDescription, count: inout Int) -> ViewDescription {
    var d = d
    d.children = d.children.map { apply($0, count: &count) }
    guard let source = d.source else { return d }
    if case .keepSlot = edit.change {
      // The measured frame changes its arguments between updates (none before the measurement
      // comes back): it is found by where it was written.
      switch d.kind {
      case .frame, .flexFrame: break
      default: return d
      }
      guard edit.targets.contains(where: { $0.source == source }), let content = d.children.first
      else { return d }
      count += 1
      let hidden = content.modified(.drawing(DrawingModifier("hidden")), source: source)
      return ViewDescription(.overlay(alignment: .topLeading), [hidden, d], source: source)
    }
    guard edit.targets.contains(where: { $0.source == source && $0.code == d.kind.summary })
    else { return d }
    switch edit.change {
    case .modifier(let modifier):
      count += 1
      return d.modified(modifier, source: source)
    case .keepSlot:
      return d
    case .ignoredByLayout:
      guard case .effect(let effect, true) = d.kind else { return d }
      count += 1
      d.kind = .effect(effect, affectsLayout: false)
      return d
    case .animateEffect(let field):
      guard case .effect(.custom(let name, let effect), let affects) = d.kind,
        let animated = effect.animating(field)
      else { return d }
      count += 1
      d.kind = .effect(.custom(name: name, animated), affectsLayout: affects)
      return d
    }
  }

  /// The updates up to the playhead (or `time`), replayed with the fix: the layout and SHOWN
  /// layer of the update in effect, at that moment.
  mutating func replay(at time: Double? = nil)
    -> (layout: Layout, shown: ShownFrames?, parameters: EffectParameters)?
  {
    let original = scene.timeline
    let moment = time ?? original.playhead
    guard let current = original.events.lastIndex(where: { $0.time <= moment }) else {
      return nil
    }
    let timeline = Timeline()
    var last: Layout?
    for event in original.events[...current] {
      var count = 0
      let root = apply(event.root, count: &count)
      applied = count
      let layout = Layout(
        tree: ViewTree(root), window: event.layout.window, options: scene.effectiveLayoutOptions)
      timeline.scrub(to: event.time)
      timeline.discardFuture()
      timeline.append(
        root, layout: layout, transaction: event.transaction, label: event.label,
        presentation: timeline.presentation(after: layout, transaction: event.transaction))
      last = layout
    }
    timeline.scrub(to: moment)
    return last.map { ($0, timeline.shown($0), timeline.effectParameters()) }
  }

  /// The view's frames now and with the fix, at the playhead (a leaving view by the name it
  /// keeps while it leaves).
  mutating func compare(view text: String) throws -> String {
    let f = NumberFormat.format
    let ghost = scene.leaving(text)
    var rows: [[String]] = []
    let name: String
    if let ghost {
      name = ghost.name
      rows.append(["now", Format.rect(ghost.layoutFrame), Format.rect(ghost.quad.boundingBox), f(ghost.opacity)])
    } else {
      let (layout, names) = try scene.requireLayout()
      let n = try scene.resolve(text)
      name = names.name(of: n)
      rows.append(Self.row("now", layout, n, scene.shown(), scene.timeline.effectParameters()))
    }
    guard let fixed = replay(), applied > 0 else {
      throw CommandError(
        "the fix could not be applied: no view in the update at the playhead was written at "
          + edit.targets.map { "\($0.source)" }.joined(separator: " or "),
        notes: ["apply it in your code: " + edit.label])
    }
    if ghost != nil {
      guard let after = fixed.shown?.leaving.first(where: { $0.name == text }) else {
        throw CommandError("with the fix, nothing named \(text) is leaving at the playhead")
      }
      rows.append([
        "with the fix", Format.rect(after.layoutFrame), Format.rect(after.quad.boundingBox),
        f(after.opacity),
      ])
    } else {
      guard case .success(let m) = ViewNames(fixed.layout.tree).resolve(text) else {
        throw CommandError("with the fix, no view is named \(text) any more")
      }
      rows.append(Self.row("with the fix", fixed.layout, m, fixed.shown, fixed.parameters))
      // A fix that draws a copy (the kept slot's content hidden, its sized copy over it): the
      // copy, written where the view was.
      if case .keepSlot = edit.change, let n = try? scene.resolve(text) {
        let original = try scene.requireLayout().layout.tree
        let tree = fixed.layout.tree
        for c in 0..<tree.count where c != Int(m) && tree.sources[c] == original.sources[Int(n)]
          && tree.kinds[c].summary == original.kinds[Int(n)].summary
        {
          rows.append(Self.row("drawn over it", fixed.layout, ViewTree.NodeID(c), fixed.shown, fixed.parameters))
        }
      }
    }
    let table = TextTable(
      header: ["", "layout (x, y, w, h)", "shown (x, y, w, h)", "opacity"], rows: rows)
    var lines = [
      "\(name) at t = \(f(scene.timeline.playhead)) s, replayed with \(edit.label) "
        + "(the session is unchanged):"
    ]
    lines += table.render().split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n")
  }

  /// One row: the LAYOUT box with the layout-visible effects at their values of the moment (as
  /// `:frames` and `:why` print it), the SHOWN box and opacity.
  static func row(
    _ label: String, _ layout: Layout, _ node: ViewTree.NodeID, _ shown: ShownFrames?,
    _ parameters: EffectParameters
  ) -> [String] {
    let quad = shown?.quads[Int(node)] ?? nil
    let box =
      SpaceGeometry(layout: layout, parameters: parameters).quad(of: node, in: .global)?.boundingBox
      ?? layout.globalFrame(node)
    return [
      label, Format.rect(box),
      quad.map { Format.rect($0.boundingBox) } ?? "—",
      shown.map { NumberFormat.format($0.opacities[Int(node)]) } ?? "1",
    ]
  }
}
