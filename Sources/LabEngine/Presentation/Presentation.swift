/// The SHOWN layer's memory across updates (DESIGN.md §3, SEMANTICS §7–8.6): for each view
/// identity, its frame relative to its geometry group and its opacity as animated values, and
/// the views an animated update removed, frozen where they were until their transition ends.
///
/// Updates happen at increasing times; `shown(_:at:)` is a pure function of the time, so a
/// session can sample any moment after the last update exactly (scrubbing keeps one
/// `Presentation` per update).
///
///     var p = Presentation()
///     p.update(to: layout, at: 0, animation: nil)
///     p.update(to: grown, at: 1, animation: .smooth(duration: 1))
///     p.shown(grown, at: 1.5).frames
public struct Presentation: Sendable {
  /// Frames (x, y, width, height) relative to the owner's group, by identity.
  private var frames: [UInt64: AnimatedValue] = [:]
  /// Geometry-effect and offset parameters (`ViewKind.animatableParameters`), by identity.
  private var parameters: [UInt64: AnimatedValue] = [:]
  /// Views being inserted: their transition and its progress (0 absent … 1 present).
  private var appearances: [UInt64: Appearance] = [:]
  /// Views removed under an animation, still on screen while they fade out.
  public private(set) var departed: [Departure] = []
  /// When the last update happened.
  public private(set) var time: Double = 0

  /// A removed view, frozen at its last shown geometry (SEMANTICS §8.6) while its removal
  /// transition plays: `progress` runs from 1 (present) to 0 (gone).
  public struct Departure: Sendable {
    public var identity: UInt64
    public var name: String
    public var quad: Quad
    public var opacity: Double
    public var transition: Transition
    public var progress: AnimatedValue
    /// A matched-geometry morph: the frame the view's member had, and the new source's frame
    /// it moves to while it fades (SEMANTICS §6).
    public var morph: Morph?

    public struct Morph: Sendable {
      public var from: Rect
      public var to: Rect
    }
  }

  /// An inserted view's transition and its progress.
  struct Appearance: Sendable {
    var transition: Transition
    var progress: AnimatedValue
  }

  public init() {}

  /// Records that `layout` became the model at time `t`, under `animation` (nil: no animation).
  /// Owners that existed before animate from where they were shown; new ones appear at their
  /// final place and fade in when animated; removed ones stay frozen while they fade out.
  public mutating func update(
    to layout: Layout, at t: Double, animation: Animation?, disablesAnimations: Bool = false
  ) {
    // What was on screen just before the update: removed views freeze there.
    let previous = lastLayout
    let shownBefore = previous.map { shown($0, at: t) }
    departed.removeAll { !$0.progress.isAnimating(at: t) }

    let tree = layout.tree
    let groups = GeometryGroups(tree)
    let animations = Presentation.animations(
      tree, previous: previous?.tree, transaction: animation,
      disablesAnimations: disablesAnimations)
    let transitions = Presentation.transitions(tree)
    let matched = MatchedTransition(from: previous, shown: shownBefore, to: layout)
    var seen = Set<UInt64>()
    var isNew = [Bool](repeating: false, count: tree.count)
    var animatedParameters = Set<UInt64>()
    for i in 0..<tree.count {
      // An effect's parameters animate like any attribute: from the shown value, only when
      // they changed; a new effect starts at its model value.
      guard let target = tree.kinds[i].animatableParameters else { continue }
      let id = tree.identities[i]
      animatedParameters.insert(id)
      if var value = parameters[id], value.target.count == target.count {
        value.set(target, at: t, animation: animations[i])
        parameters[id] = value
      } else {
        parameters[id] = AnimatedValue(target)
      }
    }
    for id in Array(parameters.keys) where !animatedParameters.contains(id) { parameters[id] = nil }
    // Below an animating user ViewModifier the body itself is re-evaluated at every moment
    // (the session rebuilds the view): its views follow that, they do not animate again.
    var driven = [Bool](repeating: false, count: parameters.isEmpty ? 0 : tree.count)
    for i in driven.indices {
      if let p = tree.parent(ViewTree.NodeID(i)), driven[Int(p)] { driven[i] = true }
      if case .animatableModifier = tree.kinds[i],
        parameters[tree.identities[i]]?.isAnimating(at: t) == true
      {
        driven[i] = true
      }
    }
    for i in 0..<tree.count where groups.isOwner[i] {
      let id = tree.identities[i]
      seen.insert(id)
      let animation = driven.isEmpty || !driven[i] ? animations[i] : nil
      let target = Presentation.relativeFrame(ViewTree.NodeID(i), layout, groups)
      if var value = frames[id] {
        value.set(target, at: t, animation: animation)
        frames[id] = value
        continue
      }
      // A new view has no old frame: it appears at its final place in its group and only its
      // transition plays (default `.opacity`, and only under an animation). Inside a group
      // that is itself new, the group's transition carries it.
      isNew[i] = true
      frames[id] = AnimatedValue(target)
      if let animation, !matched.isEmpty, let start = matched.startFrame(of: ViewTree.NodeID(i)) {
        // A matched group's new source grows out of the old one (SEMANTICS §6).
        var value = AnimatedValue(Presentation.relative(start, ViewTree.NodeID(i), layout, groups))
        value.set(target, at: t, animation: animation)
        frames[id] = value
      }
      let carried = groups.group[i].map { isNew[Int($0)] } ?? false
      guard let animation, !carried else { continue }
      var progress = AnimatedValue([0])
      progress.set([1], at: t, animation: animation)
      appearances[id] = Appearance(transition: transitions[i], progress: progress)
    }
    if let animation, let previous, let shownBefore {
      let names = ViewNames(previous.tree)
      let previousTransitions = Presentation.transitions(previous.tree)
      let previousMembers = matched.isEmpty ? [] : MatchedTransition.members(previous.tree)
      for i in 0..<previous.tree.count where GeometryGroups.draws(previous.tree.kinds[i]) {
        let id = previous.tree.identities[i]
        guard !seen.contains(id), let quad = shownBefore.quads[i] else { continue }
        var progress = AnimatedValue([1])
        progress.set([0], at: t, animation: animation)
        departed.append(
          Departure(
            identity: id, name: Presentation.departureName(ViewTree.NodeID(i), names), quad: quad,
            opacity: shownBefore.opacities[i], transition: previousTransitions[i],
            progress: progress,
            morph: previousMembers.isEmpty
              ? nil : matched.morph(of: i, in: previous, shown: shownBefore, members: previousMembers)))
      }
    }
    for id in Array(frames.keys) where !seen.contains(id) {
      frames[id] = nil
      appearances[id] = nil
    }
    lastLayout = layout
    time = t
  }

  private var lastLayout: Layout?

  /// When every running animation has ended (nil if one repeats forever).
  public var settleTime: Double? {
    var end = time
    let values =
      Array(frames.values) + Array(parameters.values) + appearances.values.map(\.progress)
      + departed.map(\.progress)
    for value in values {
      guard let e = value.endTime else { return nil }
      end = max(end, e)
    }
    return end
  }

  /// The animation each node changes with (SEMANTICS §8.5): the nearest enclosing
  /// `.animation(_:value:)` whose value changed in this update, else the transaction's.
  /// `disablesAnimations` (SEMANTICS §8.5) blocks only these implicit overrides.
  public static func animations(
    _ tree: ViewTree, previous: ViewTree?, transaction: Animation?,
    disablesAnimations: Bool = false
  ) -> [Animation?] {
    var before: [UInt64: String?] = [:]
    if let previous {
      for i in 0..<previous.count {
        if case .animation(_, let value) = previous.kinds[i] { before[previous.identities[i]] = value }
      }
    }
    var result = [Animation?](repeating: transaction, count: tree.count)
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      if let p = tree.parent(n) { result[i] = result[Int(p)] }
      if !disablesAnimations, case .animation(let a, let value) = tree.kinds[i],
        let old = before[tree.identities[i]], value == nil || old != value
      {
        result[i] = a
      }
    }
    return result
  }

  /// How a removed view is named once its ordinal name may belong to another view: its `#id`,
  /// else its code (`Color.blue`).
  static func departureName(_ n: ViewTree.NodeID, _ names: ViewNames) -> String {
    names.identifiers[n].map { "#" + $0 } ?? names.tree.kind(n).summary
  }

  /// The transition of each node: the nearest `.transition` at or above it, else `.opacity`.
  static func transitions(_ tree: ViewTree) -> [Transition] {
    var result = [Transition](repeating: .opacity, count: tree.count)
    for i in 0..<tree.count {
      if let p = tree.parent(ViewTree.NodeID(i)) { result[i] = result[Int(p)] }
      if case .transition(let t) = tree.kinds[i] { result[i] = t }
    }
    return result
  }

  /// An owner's frame relative to its group: window coordinates for the root group.
  static func relativeFrame(_ n: ViewTree.NodeID, _ layout: Layout, _ groups: GeometryGroups) -> [Double] {
    relative(layout.globalFrame(n), n, layout, groups)
  }

  /// A frame in window coordinates made relative to `n`'s group.
  static func relative(_ r: Rect, _ n: ViewTree.NodeID, _ layout: Layout, _ groups: GeometryGroups)
    -> [Double]
  {
    guard let g = groups.group[Int(n)] else { return [r.minX, r.minY, r.width, r.height] }
    let go = layout.globalOrigins[Int(g)]
    return [r.minX - go.x, r.minY - go.y, r.width, r.height]
  }

  /// The effect and offset parameters of `layout`'s nodes at time t, for those animating:
  /// what both layers see while an effect animates (DESIGN.md §3).
  public func effectParameters(_ layout: Layout, at t: Double) -> EffectParameters {
    var result = EffectParameters()
    guard !parameters.isEmpty else { return result }
    let tree = layout.tree
    for i in 0..<tree.count {
      let kind = tree.kinds[i]
      guard let model = kind.animatableParameters, let value = parameters[tree.identities[i]],
        value.isAnimating(at: t)
      else { continue }
      let now = value.value(at: t)
      guard now.count == model.count else { continue }
      let n = ViewTree.NodeID(i)
      switch kind {
      case .effect(let e, _):
        if let animated = e.withAnimatableData(now) { result.effects[n] = animated }
      case .offset:
        result.offsets[n] = Vector(dx: now[0] - model[0], dy: now[1] - model[1])
      case .animatableModifier(let m):
        result.modifierData[m.ordinal] = now
      default: break
      }
    }
    return result
  }

  /// Whether an effect's or offset's parameters are animating at `t` (GeometryReaders and
  /// anchors then see something new at every moment).
  public func parametersAnimate(at t: Double) -> Bool {
    parameters.values.contains { $0.isAnimating(at: t) }
  }

  /// What is drawn at time t for the nodes of `layout`: the last layout given to `update`, or
  /// one taken at the moment t from the same model (identities are matched; frames that differ
  /// from the update's jump there).
  public func shown(_ layout: Layout, at t: Double) -> ShownFrames {
    let tree = layout.tree
    let groups = GeometryGroups(tree)
    let effects = effectParameters(layout, at: t)
    let scale = layout.window.displayScale > 0 ? layout.window.displayScale : 1
    var rel = [Rect](repeating: .zero, count: tree.count)
    var toGlobal = [ProjectionTransform](repeating: .identity, count: tree.count)
    var quads = [Quad?](repeating: nil, count: tree.count)
    var opacity = [Double](repeating: 1, count: tree.count)
    var animating = [Bool](repeating: false, count: tree.count)
    // An inserting view's transition, as a transform of its own local space.
    var transition = [ProjectionTransform](repeating: .identity, count: tree.count)
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      let id = tree.identities[i]
      let target = Presentation.relativeFrame(n, layout, groups)
      var r = target
      if groups.isOwner[i], let value = frames[id] {
        r = value.value(at: t)
        animating[i] = value.isAnimating(at: t)
        // A layout taken at this moment may differ from the update's (a GeometryReader's
        // text that follows an animating effect): that change is not animated, so it jumps,
        // on top of whatever still runs.
        if r.count == 4, value.target != target, value.target.count == 4 {
          for k in 0..<4 { r[k] += target[k] - value.target[k] }
        }
      }
      if r.count < 4 { r = target }
      rel[i] = Rect(x: r[0], y: r[1], width: r[2], height: r[3])
      if groups.isOwner[i], let a = appearances[id] {
        let progress = a.progress.value(at: t).first ?? 1
        let state = a.transition.state(size: rel[i].size, inserting: true).interpolated(progress)
        opacity[i] = min(1, max(0, state.opacity))
        transition[i] = state.transform(size: rel[i].size)
        animating[i] = animating[i] || a.progress.isAnimating(at: t)
      }
      if let p = tree.parent(n) { opacity[i] *= opacity[Int(p)] }
      // A moving group (an animating frame or effect) moves what it holds; an animating
      // modifier's body changes at every moment.
      if !effects.effects.isEmpty, effects.effects[n] != nil { animating[i] = true }
      if !effects.modifierData.isEmpty {
        if case .animatableModifier(let m) = tree.kinds[i], effects.modifierData[m.ordinal] != nil {
          animating[i] = true
        } else if let p = tree.parent(n), animating[Int(p)], tree.kind(p).isModifier {
          animating[i] = true
        }
      }
      if let g = groups.group[i], animating[Int(g)] { animating[i] = true }
      // The chain from this node's group content to the window: the group's own shown place
      // and, for an effect, its matrix for the group's shown size.
      if let g = groups.group[i] {
        let gi = Int(g)
        var content = ProjectionTransform.identity
        if case .effect(let effect, _) = tree.kind(g) {
          let m = effects.effect(g, effect).matrix(for: rel[gi].size)
          if m.inverted != nil { content = m }
        }
        toGlobal[i] = content.concatenating(transition[gi]).concatenating(
          AffineTransform2D(translationX: rel[gi].origin.x, y: rel[gi].origin.y).projection
        ).concatenating(toGlobal[gi])
      }
      var quad = Rect(size: rel[i].size).corners
        .applying(
          transition[i].concatenating(
            AffineTransform2D(translationX: rel[i].origin.x, y: rel[i].origin.y).projection
          ).concatenating(toGlobal[i]))
      if let q = quad, q.isAxisAligned, groups.isOwner[i] {
        // Drawn views land on the pixel grid (SwiftUI rounds their frames to 1/scale).
        let b = q.boundingBox
        func px(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = px(b.minX)
        let y0 = px(b.minY)
        quad = Rect(x: x0, y: y0, width: px(b.maxX) - x0, height: px(b.maxY) - y0).corners
      }
      quads[i] = quad
    }
    let ghosts = departed.compactMap { d -> ShownFrames.Ghost? in
      guard d.progress.isAnimating(at: t) else { return nil }
      // Frozen where it was (or, matched, carried toward the new source); the removal
      // transition is applied about its frame there.
      var quad = d.quad
      if let morph = d.morph {
        let p = 1 - (d.progress.value(at: t).first ?? 0)
        let now = Rect(
          x: morph.from.minX + (morph.to.minX - morph.from.minX) * p,
          y: morph.from.minY + (morph.to.minY - morph.from.minY) * p,
          width: morph.from.width + (morph.to.width - morph.from.width) * p,
          height: morph.from.height + (morph.to.height - morph.from.height) * p)
        let b = quad.boundingBox.mapped(from: morph.from, to: now)
        quad = b.corners
      }
      let box = quad.boundingBox
      let state = d.transition.state(size: box.size, inserting: false)
        .interpolated(d.progress.value(at: t).first ?? 0)
      let local = AffineTransform2D(translationX: -box.minX, y: -box.minY).projection
        .concatenating(state.transform(size: box.size))
        .concatenating(AffineTransform2D(translationX: box.minX, y: box.minY).projection)
      guard let quad = quad.applying(local) else { return nil }
      return ShownFrames.Ghost(
        name: d.name, quad: quad, opacity: max(0, min(1, d.opacity * state.opacity)))
    }
    return ShownFrames(
      time: t, quads: quads, opacities: opacity, animating: animating, departed: ghosts,
      parameters: effects)
  }
}

/// The SHOWN layer at one moment: each node's drawn quad in window coordinates (nil behind the
/// eye of a perspective effect), its opacity, whether it is animating, and the removed views
/// still fading out.
public struct ShownFrames: Sendable {
  public struct Ghost: Sendable {
    public var name: String
    public var quad: Quad
    public var opacity: Double
  }

  public var time: Double
  public var quads: [Quad?]
  public var opacities: [Double]
  public var animating: [Bool]
  public var departed: [Ghost]
  /// The effect parameters at this moment, for the LAYOUT layer's frames at the same time.
  public var parameters: EffectParameters = .model

  public func frame(_ n: ViewTree.NodeID) -> Rect? { quads[Int(n)]?.boundingBox }
}
