import LabEngine

/// What `:why <view>` answers: one view's frames at the playhead, the updates on the timeline
/// that changed it (with the transaction that carried each and how far its animation has got),
/// how it is drawn (its geometry group, what interpolates), its life in the current update, and
/// the anomalies its motion matches (`Anomaly`). Every number comes from the timeline's events
/// and the SHOWN layer `:frames` prints — nothing is simulated a second time.
///
///     let report = try WhyReport(scene: scene, view: "Circle#1")
///     print(report.renderText())
public struct WhyReport: Sendable {
  /// One update that changed the view.
  public struct Update: Sendable {
    public enum Change: String, Sendable {
      case shown = "first shown"
      case inserted
      case moved
      case resized
      case movedAndResized = "moved and resized"
      case effect = "effect changed"
      case removed
    }
    public var time: Double
    public var label: String
    public var change: Change
    public var old: Rect?
    public var new: Rect?
    public var transaction: Transaction
    /// The animation the view changed with, and where it came from (nil: it jumped).
    public var animation: Animation?
    public var source: String
    /// An implicit `.animation(_:value:)` that `disablesAnimations` kept from applying.
    public var blocked: String?
    /// The animation's progress at the playhead (springs overshoot 1) and whether it is done.
    public var progress: Double?
    public var settlesAt: Double?
    public var settled: Bool
    /// For `.effect`: the effects (at or above the view) whose numbers changed.
    public var effects: [String] = []
  }

  /// The view's life in the update in effect at the playhead.
  public enum Life: Sendable, Equatable {
    /// It was in the tree before the update and still is.
    case kept
    /// The update added it: it has no old frame.
    case inserted
    /// The update removed it; it is drawn while its removal transition plays.
    case leaving
    /// It has been in the tree since the scene's first update.
    case first
  }

  public var name: String
  public var summary: String
  public var time: Double
  public var layout: Rect?
  public var shown: Rect?
  public var opacity: Double
  public var moving: Bool
  public var life: Life
  /// Updates that changed the view, oldest first (the last `maxUpdates`).
  public var updates: [Update]
  public var earlierUpdates = 0
  /// "the window", or the view that forms its nearest geometry group.
  public var group: String
  public var draws: Bool
  /// How it is drawn, in sentences.
  public var drawing: [String]
  public var anomalies: [Anomaly]

  static let maxUpdates = 8

  public init(scene: Scene, view text: String) throws {
    if let ghost = scene.leaving(text) {
      self = WhyReport(leaving: ghost, scene: scene)
      return
    }
    let f = NumberFormat.format
    let timeline = scene.timeline
    time = timeline.playhead
    let (layout, names) = try scene.requireLayout()
    let n = try scene.resolve(text)
    let i = Int(n)
    let shownFrames = scene.shown()
    name = names.name(of: n)
    summary = layout.tree.kind(n).summary
    // As `:frames` prints it: through the effects readers see, at the playhead.
    self.layout = scene.spaces(layout).quad(of: n, in: .global)?.boundingBox
    shown = shownFrames?.quads[i]?.boundingBox
    opacity = shownFrames?.opacities[i] ?? 1
    moving = shownFrames?.animating[i] ?? false
    let groups = GeometryGroups(layout.tree)
    group = groups.group[i].map { names.name(of: $0) } ?? "the window"
    draws = groups.isOwner[i] && layout.tree.childCount(of: n) == 0

    let identity = layout.tree.identities[i]
    let history = WhyHistory(timeline: timeline, identity: identity)
    updates = history.updates
    earlierUpdates = history.earlier
    life = history.life

    var drawing: [String] = []
    let space = groups.group[i] == nil ? "the window's space" : "the space of \(group), its geometry group"
    drawing.append(
      draws
        ? "it draws, so its own frame animates, relative to \(space)"
        : "it draws nothing itself: its row moves as a drawn view in its place would, relative to \(space)")
    if let current = history.currentUpdate {
      switch current.change {
      case .inserted:
        let transition = Presentation.transitions(layout.tree)[i]
        drawing.append(
          "inserted by the update at \(f(current.time)) s, it has no old frame: it is drawn at its "
            + "final place in its group from the first frame, and only its transition \(transition) "
            + (current.animation == nil ? "would animate (the update has no animation)" : "animates"))
      case .moved, .resized, .movedAndResized:
        var values: [String] = []
        if let o = current.old, let nw = current.new {
          if o.origin != nw.origin { values.append("origin") }
          if o.size != nw.size { values.append("size") }
        }
        drawing.append(
          current.animation == nil
            ? "the update at \(f(current.time)) s changed its \(values.joined(separator: " and ")) without an animation: it jumped"
            : "its \(values.joined(separator: " and ")) interpolate\(values.count == 1 ? "s" : "") from the old frame to the new one")
      case .effect:
        let jumped = current.animation == nil || current.settlesAt == current.time
        drawing.append(
          jumped
            ? "\(current.effects.joined(separator: ", ")) changed at once: it jumped to its new place"
            : "the parameters of \(current.effects.joined(separator: ", ")) interpolate")
      case .shown, .removed:
        break
      }
    }
    self.drawing = drawing
    anomalies = []
    anomalies = Anomaly.detect(for: n, in: Anomaly.Context(scene: scene, layout: layout, names: names))
  }

  private init(leaving ghost: ShownFrames.Ghost, scene: Scene) {
    let f = NumberFormat.format
    let timeline = scene.timeline
    time = timeline.playhead
    name = ghost.name
    summary = ghost.summary
    layout = ghost.layoutFrame
    shown = ghost.quad.boundingBox
    opacity = ghost.opacity
    moving = true
    life = .leaving
    draws = ghost.draws
    group = "the window"
    let event = timeline.events.last { $0.time == ghost.removedAt }
    updates = event.map {
      [
        Update(
          time: $0.time, label: $0.label, change: .removed, old: ghost.layoutFrame, new: nil,
          transaction: $0.transaction, animation: $0.animation,
          source: WhyHistory.origin($0.transaction), blocked: nil,
          progress: nil, settlesAt: ghost.ends, settled: false)
      ]
    } ?? []
    drawing = [
      ghost.morphs
        ? "it heads for its matched group's new source while it leaves (docs/semantics.md §6)"
        : "it is drawn frozen where it was when the update removed it (docs/semantics.md §8.6)",
      "its removal transition \(ghost.transition) plays"
        + (ghost.ends.map { "; it is gone at \(f($0)) s" } ?? "; its animation repeats forever"),
    ]
    anomalies = [Anomaly.crossFadeInsteadOfMove(leaving: ghost, scene: scene)].compactMap { $0 }
  }

  public func renderText() -> String {
    let f = NumberFormat.format
    var lines: [String] = []
    lines.append(
      "\(name)  \(summary)" + (life == .leaving ? "  (leaving)" : "") + "  at t = \(f(time)) s")
    let table = TextTable(
      header: ["layer", "frame (x, y, w, h)", "opacity", ""],
      rows: [
        ["layout", layout.map(Format.rect) ?? "—", life == .leaving ? "—" : "1", ""],
        ["shown", shown.map(Format.rect) ?? "behind the eye", f(opacity), moving ? "moving" : "at rest"],
      ])
    lines += table.render().split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    lines.append("updates that changed it" + (earlierUpdates > 0 ? " (\(earlierUpdates) earlier not shown)" : ""))
    if updates.isEmpty { lines.append("  none: it has not changed since it was first shown") }
    let width = updates.map { f($0.time).count }.max() ?? 0
    let indent = String(repeating: " ", count: width + 6)
    for (k, u) in updates.enumerated() {
      var change = u.change.rawValue
      switch u.change {
      case .shown, .inserted: change += u.new.map { " at \(Format.rect($0))" } ?? ""
      case .removed: change += u.old.map { " from \(Format.rect($0))" } ?? ""
      case .effect: change += ": " + u.effects.joined(separator: ", ")
      default:
        if let o = u.old, let n = u.new { change += " \(Format.rect(o)) → \(Format.rect(n))" }
      }
      let time = f(u.time)
      lines.append("  \(time) s" + String(repeating: " ", count: width - time.count + 2) + u.label)
      lines.append(indent + change)
      var how: String
      // A later change without animation cuts a running animation off (docs/semantics.md §8.1).
      let cut = updates[(k + 1)...].first { $0.animation == nil }
      if let a = u.animation {
        how = "with \(a) from \(u.source)"
        if let cut {
          how += ", cut off at \(f(cut.time)) s by a change without animation"
        } else {
          if let p = u.progress { how += u.settled ? ", settled" : ", progress \(f(p))" }
          if k == updates.count - 1, let s = u.settlesAt {
            how += u.settled ? " at \(f(s)) s" : ", settles at \(f(s)) s"
          }
        }
      } else {
        how = u.change == .shown ? "the scene's first update: nothing animates" : "no animation: it jumped"
      }
      if let b = u.blocked { how += " (\(b) was kept from applying by disablesAnimations)" }
      lines.append(indent + how)
    }
    lines.append("how it is drawn")
    lines += drawing.map { "  " + $0 }
    for a in anomalies {
      lines.append("anomaly: \(a.rule.title) (docs/semantics.md §\(a.rule.section))")
      lines += a.explanation.map { "  " + $0 }
      lines.append("  fix: \(a.fix.summary)")
      lines += a.fix.code.map { "    " + $0 }
    }
    if anomalies.isEmpty { lines.append("no anomaly: it moves as SwiftUI moves it") }
    return lines.joined(separator: "\n")
  }

  public func renderJSON() -> String {
    func rect(_ r: Rect?) -> JSON { r.map(JSON.rect) ?? .null }
    let updateJSON: [JSON] = updates.map { u in
      .object([
        ("time", .number(u.time)), ("update", .string(u.label)), ("change", .string(u.change.rawValue)),
        ("old", rect(u.old)), ("new", rect(u.new)),
        ("animation", u.animation.map { .string($0.description) } ?? .null),
        ("source", .string(u.source)),
        ("blocked", u.blocked.map { .string($0) } ?? .null),
        ("progress", u.progress.map { .number($0) } ?? .null),
        ("settlesAt", u.settlesAt.map { .number($0) } ?? .null),
        ("settled", .bool(u.settled)),
        ("effects", .array(u.effects.map { .string($0) })),
      ])
    }
    let anomalyJSON: [JSON] = anomalies.map { a in
      .object([
        ("rule", .string(a.rule.rawValue)), ("title", .string(a.rule.title)),
        ("section", .string("docs/semantics.md §\(a.rule.section)")),
        ("explanation", .array(a.explanation.map { .string($0) })),
        ("fix", .object([("summary", .string(a.fix.summary)), ("code", .array(a.fix.code.map { .string($0) }))])),
      ])
    }
    return JSON.object([
      ("view", .string(name)), ("code", .string(summary)), ("time", .number(time)),
      ("life", .string("\(life)")), ("layout", rect(layout)), ("shown", rect(shown)),
      ("opacity", .number(opacity)), ("moving", .bool(moving)), ("group", .string(group)),
      ("draws", .bool(draws)), ("updates", .array(updateJSON)), ("earlierUpdates", .number(Double(earlierUpdates))),
      ("drawing", .array(drawing.map { .string($0) })), ("anomalies", .array(anomalyJSON)),
    ]).render()
  }
}

/// The updates on the timeline (up to the playhead) that changed one view, found by its
/// identity in each event's tree.
struct WhyHistory {
  var updates: [WhyReport.Update] = []
  var earlier = 0
  var life: WhyReport.Life = .first
  /// The update in effect at the playhead, when it changed the view.
  var currentUpdate: WhyReport.Update?

  init(timeline: Timeline, identity: UInt64) {
    let events = timeline.events
    guard let current = events.lastIndex(where: { $0.time <= timeline.playhead }) ?? (events.isEmpty ? nil : 0)
    else { return }
    var all: [WhyReport.Update] = []
    var previousIndex: Int?
    for k in 0...current {
      let event = events[k]
      let tree = event.layout.tree
      let index = tree.identities.firstIndex(of: identity)
      defer { previousIndex = index }
      guard let index else {
        if let p = previousIndex, k > 0 {
          all.append(
            update(
              event, k: k, events: events, index: nil, previous: p, change: .removed,
              playhead: timeline.playhead, identity: identity))
        }
        continue
      }
      let change: WhyReport.Update.Change?
      var effects: [String] = []
      if k == 0 {
        change = .shown
      } else if let p = previousIndex {
        let old = events[k - 1].layout.globalFrame(ViewTree.NodeID(p))
        let new = event.layout.globalFrame(ViewTree.NodeID(index))
        let oldParameters = WhyHistory.drawing(of: ViewTree.NodeID(p), in: events[k - 1].layout)
        let newParameters = WhyHistory.drawing(of: ViewTree.NodeID(index), in: event.layout)
        if old.origin != new.origin && old.size != new.size {
          change = .movedAndResized
        } else if old.origin != new.origin {
          change = .moved
        } else if old.size != new.size {
          change = .resized
        } else if let changed = WhyHistory.changedEffects(oldParameters, newParameters), !changed.isEmpty {
          change = .effect
          let names = ViewNames(tree)
          effects = changed.map { names.name(of: $0) }
        } else {
          change = nil
        }
      } else {
        change = .inserted
      }
      if k == current {
        life = k == 0 ? .first : previousIndex == nil ? .inserted : .kept
      }
      guard let change else { continue }
      var u = update(
        event, k: k, events: events, index: index, previous: previousIndex, change: change,
        playhead: timeline.playhead, identity: identity)
      u.effects = effects
      all.append(u)
      if k == current { currentUpdate = u }
    }
    earlier = max(0, all.count - WhyReport.maxUpdates)
    updates = Array(all.suffix(WhyReport.maxUpdates))
  }

  private func update(
    _ event: Timeline.Event, k: Int, events: [Timeline.Event], index: Int?, previous: Int?,
    change: WhyReport.Update.Change, playhead: Double, identity: UInt64
  ) -> WhyReport.Update {
    let old = previous.flatMap { p in k > 0 ? WhyHistory.globalBox(ViewTree.NodeID(p), events[k - 1].layout) : nil }
    let new = index.map { WhyHistory.globalBox(ViewTree.NodeID($0), event.layout) }
    var animation: Animation?
    var source = WhyHistory.origin(event.transaction)
    var blocked: String?
    if k > 0, let index {
      let choice = Presentation.animationChoices(
        event.layout.tree, previous: events[k - 1].layout.tree, transaction: event.transaction)[index]
      animation = choice.animation
      let eventNames = ViewNames(event.layout.tree)
      switch choice.source {
      case .update: break
      case .implicit(let m): source = "\(eventNames.name(of: m)) (.animation(_:value:), its value changed)"
      case .transactionModifier(let m): source = "\(eventNames.name(of: m)) (.transaction { })"
      }
      blocked = choice.blocked.map { eventNames.name(of: $0) }
    } else if k > 0 {
      animation = event.transaction.animation
    }
    var progress: Double?
    var settlesAt: Double?
    var settled = true
    if let animation {
      progress = animation.progress(at: max(0, playhead - event.time)).value
      // When the view's motion settles — its own frame, opacity and transition, and the
      // effects above it — from the same SHOWN layer `:timeline` reads.
      var identities = [identity]
      if let index {
        identities += WhyHistory.drawing(of: ViewTree.NodeID(index), in: event.layout).map(\.identity)
      }
      var end: Double? = event.time
      for id in identities {
        guard let current = end else { break }
        end = event.presentation.settleTime(of: id).map { max(current, $0) }
      }
      settlesAt = end
      settled = settlesAt.map { playhead >= $0 } ?? false
    }
    return WhyReport.Update(
      time: event.time, label: event.label, change: change, old: old, new: new,
      transaction: event.transaction, animation: animation, source: source, blocked: blocked,
      progress: progress, settlesAt: settlesAt, settled: settled)
  }

  /// What moves a view where it is drawn beyond its layout frame: each effect, offset,
  /// animatable modifier and opacity at or above it, by identity, as numbers (an effect's
  /// `animatableData`, or its matrix when it has none).
  static func drawing(of n: ViewTree.NodeID, in layout: Layout) -> [(identity: UInt64, node: ViewTree.NodeID, numbers: [Double])] {
    let tree = layout.tree
    var result: [(identity: UInt64, node: ViewTree.NodeID, numbers: [Double])] = []
    var cursor: ViewTree.NodeID? = n
    while let c = cursor {
      cursor = tree.parent(c)
      var numbers: [Double]?
      if case .effect(let e, _) = tree.kind(c), e.animatableData.isEmpty {
        let m = e.matrix(for: layout.sizes[Int(c)], rightToLeft: layout.isRightToLeft(c))
        numbers = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
      } else {
        numbers = tree.kind(c).animatableParameters
      }
      if let numbers { result.append((tree.identities[Int(c)], c, numbers)) }
    }
    return result
  }

  /// The effects whose numbers differ between two signatures (nil when the same effects are
  /// not there in both: the tree changed shape around the view).
  static func changedEffects(
    _ old: [(identity: UInt64, node: ViewTree.NodeID, numbers: [Double])],
    _ new: [(identity: UInt64, node: ViewTree.NodeID, numbers: [Double])]
  ) -> [ViewTree.NodeID]? {
    var before: [UInt64: [Double]] = [:]
    for e in old { before[e.identity] = e.numbers }
    return new.filter { before[$0.identity] != $0.numbers }.map(\.node).reversed()
  }

  /// A view's global frame as `:frames` prints it for a layout at rest: the bounding box of its
  /// corners through the effects readers see (at their model values).
  static func globalBox(_ n: ViewTree.NodeID, _ layout: Layout) -> Rect {
    SpaceGeometry(layout: layout).quad(of: n, in: .global)?.boundingBox ?? layout.globalFrame(n)
  }

  /// The API that opened the update's transaction, in words.
  static func origin(_ t: Transaction) -> String {
    switch t.origin {
    case .withAnimation: return "withAnimation"
    case .withTransaction: return "withTransaction"
    case .value: return "a Transaction value"
    case .phaseAnimator: return "a PhaseAnimator's next phase"
    case .none: return t.animation == nil ? "no transaction" : "the update's transaction"
    }
  }
}
