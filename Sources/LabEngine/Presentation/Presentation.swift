import Foundation

/// The SHOWN layer's memory across updates (docs/architecture.md §3, docs/semantics.md §7–8.6): for each view
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
  /// The views that draw nothing (containers and modifiers), animated as a drawn view in
  /// their place would be — same group, same animation — for reports (`shownRows`); drawing
  /// reads only the owners.
  private var rows: [UInt64: AnimatedValue] = [:]
  private var rowAppearances: [UInt64: Appearance] = [:]
  /// Views removed under an animation, still on screen while they fade out.
  public private(set) var departed: [Departure] = []
  /// When the last update happened.
  public private(set) var time: Double = 0
  /// For the last layout given to `update`: its groups and each owner's animated frame in node
  /// order (`slots[i]` indexes `ordered`, −1 for non-owners), so that sampling a moment needs
  /// no hashing per view; and the frames at rest, computed once (a step of the playhead with
  /// nothing running touches no view).
  private var lastGroups: GeometryGroups?
  private var slots: [Int32] = []
  /// The last layout's `.opacity` nodes and their model values.
  private var opacityNodes: [Int: Double] = [:]
  private var ordered: [AnimatedValue] = []
  private var motions = FrameMotions()
  /// The same for the rows that draw nothing (`shownRows`): `rowSlots[i]` indexes
  /// `orderedRows`, −1 for an owner or a row with no animated frame.
  private var rowSlots: [Int32] = []
  private var orderedRows: [AnimatedValue] = []
  private var rowMotions = FrameMotions()
  private var restCache = RestCache()

  final class RestCache: @unchecked Sendable {
    let lock = NSLock()
    var frames: ShownFrames?
  }

  /// A removed view, frozen at its last shown geometry (docs/semantics.md §8.6) while its removal
  /// transition plays: `progress` runs from 1 (present) to 0 (gone).
  public struct Departure: Sendable {
    public var identity: UInt64
    /// Its name in the last tree it was in (`#g`, `Color#2`), and its code.
    public var name: String
    public var summary: String
    /// Whether it draws (a leaf), or is a row that draws nothing (a container, a `.frame`).
    public var draws: Bool
    /// Its global frame as it was last laid out (the LAYOUT layer keeps no other).
    public var layoutFrame: Rect
    /// When it was removed, by which update.
    public var removedAt: Double
    public var quad: Quad
    public var opacity: Double
    public var transition: Transition
    /// Whether it was laid out right-to-left: its removal transition is mirrored.
    public var rightToLeft: Bool
    public var progress: AnimatedValue
    /// A matched-geometry morph: the frame the view's member had, and the new source's frame
    /// it moves to while it fades (docs/semantics.md §6).
    public var morph: Morph?
    /// How it was drawn, for pictures (a drawn leaf; its clips dropped with the tree it left).
    public var look: Look?

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

  /// Records that `layout` became the model at time `t`, under `transaction` (its animation
  /// nil: no animation, unless an implicit `.animation(_:value:)` below supplies one).
  /// Owners that existed before animate from where they were shown; new ones appear at their
  /// final place and fade in when animated; removed ones stay frozen while they fade out.
  ///
  /// `drawn` is the layout drawn just before, when the session rebuilt the model for that moment
  /// (GeometryReaders run again while an effect animates): the views start from there.
  public mutating func update(
    to layout: Layout, at t: Double, transaction: Transaction, drawn: Layout? = nil
  ) {
    if let drawn, let last = lastLayout { startFromDrawn(drawn, last: last) }
    // What was on screen just before the update: removed views freeze there.
    let previous = lastLayout.flatMap { _ in drawn } ?? lastLayout
    // Every row's drawn place (containers included): a removed row freezes there too.
    let shownBefore = previous.map { shownRows($0, at: t) }
    departed.removeAll { !$0.progress.isAnimating(at: t) }

    let tree = layout.tree
    let groups = GeometryGroups(tree)
    let animations = Presentation.animations(
      tree, previous: previous?.tree, transaction: transaction)
    let transitions = Presentation.transitions(tree)
    let matched = MatchedTransition(from: previous, shown: shownBefore, to: layout)
    var seen = Set<UInt64>()
    var isNew = [Bool](repeating: false, count: tree.count)
    var drawnSpaces: SpaceGeometry?
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
        // A matched group's new source grows out of the old one (docs/semantics.md §6), from where the
        // old one was drawn: a window rectangle, taken back through the group's chain.
        let spaces = drawnSpaces ?? SpaceGeometry(
          layout: layout, includesIgnoredEffects: true, parameters: effectParameters(layout, at: t))
        drawnSpaces = spaces
        var value = AnimatedValue(
          Presentation.relative(drawn: start, ViewTree.NodeID(i), layout, groups, spaces))
        value.set(target, at: t, animation: animation)
        frames[id] = value
      }
      let carried = groups.group[i].map { isNew[Int($0)] } ?? false
      guard let animation, !carried else { continue }
      var progress = AnimatedValue([0])
      progress.set([1], at: t, animation: animation)
      appearances[id] = Appearance(transition: transitions[i], progress: progress)
    }
    // Views that draw nothing get the same treatment, kept apart from the owners so that
    // drawing a moment (the playhead's hot path) never reads them.
    var rowsSeen = Set<UInt64>()
    for i in 0..<tree.count where !groups.isOwner[i] {
      let id = tree.identities[i]
      rowsSeen.insert(id)
      let animation = driven.isEmpty || !driven[i] ? animations[i] : nil
      let target = Presentation.relativeFrame(ViewTree.NodeID(i), layout, groups)
      if var value = rows[id] {
        value.set(target, at: t, animation: animation)
        rows[id] = value
        continue
      }
      rows[id] = AnimatedValue(target)
      if let animation, !matched.isEmpty, let start = matched.startFrame(of: ViewTree.NodeID(i)) {
        // Inside a matched member it grows out of the old source with what it holds.
        let spaces = drawnSpaces ?? SpaceGeometry(
          layout: layout, includesIgnoredEffects: true, parameters: effectParameters(layout, at: t))
        drawnSpaces = spaces
        var value = AnimatedValue(
          Presentation.relative(drawn: start, ViewTree.NodeID(i), layout, groups, spaces))
        value.set(target, at: t, animation: animation)
        rows[id] = value
      }
      let carried = groups.group[i].map { isNew[Int($0)] } ?? false
      guard let animation, !carried else { continue }
      var progress = AnimatedValue([0])
      progress.set([1], at: t, animation: animation)
      rowAppearances[id] = Appearance(transition: transitions[i], progress: progress)
    }
    for id in Array(rows.keys) where !rowsSeen.contains(id) {
      rows[id] = nil
      rowAppearances[id] = nil
    }
    for (id, a) in rowAppearances where !a.progress.isAnimating(at: t) { rowAppearances[id] = nil }
    if let animation = transaction.animation, let previous, let shownBefore {
      // Every row of a removed subtree stays, frozen, until its transition ends: the drawn
      // leaves (what fades on screen) and the rows that draw nothing, so that each can still
      // be named (`#g`) while it leaves. A modifier that folds into the row below it is not a
      // row of its own.
      let names = ViewNames(previous.tree)
      var current: ViewNames?
      var previousSpaces: SpaceGeometry?
      var taken = Set(departed.map(\.name))
      let previousTransitions = Presentation.transitions(previous.tree)
      let previousMembers = matched.isEmpty ? [] : MatchedTransition.members(previous.tree)
      var previousLooks: [ViewTree.NodeID: Look]?
      for i in 0..<previous.tree.count {
        let n = ViewTree.NodeID(i)
        let kind = previous.tree.kinds[i]
        let id = previous.tree.identities[i]
        guard !seen.contains(id), !rowsSeen.contains(id), let quad = shownBefore.quads[i],
          !(kind.foldsIntoRow && previous.tree.childCount(of: n) == 1)
        else { continue }
        let draws = GeometryGroups.draws(kind)
        let currentNames = current ?? ViewNames(tree)
        current = currentNames
        let name = Presentation.leavingName(names.name(of: n)) { candidate in
          if taken.contains(candidate) { return true }
          if case .success = currentNames.resolve(candidate) { return true }
          return false
        }
        taken.insert(name)
        // Its LAYOUT frame as `:frames` showed it last: effects above it included.
        let spaces = previousSpaces ?? SpaceGeometry(
          layout: previous, parameters: shownBefore.parameters)
        previousSpaces = spaces
        var progress = AnimatedValue([1])
        progress.set([0], at: t, animation: animation)
        var look: Look?
        if draws {
          let looks = previousLooks ?? Dictionary(
            Looks(previous.tree).looks.map { ($0.node, $0) }, uniquingKeysWith: { a, _ in a })
          previousLooks = looks
          look = looks[n]
          look?.clips = []
        }
        departed.append(
          Departure(
            identity: id, name: name, summary: kind.summary, draws: draws,
            layoutFrame: spaces.frame(of: n, in: .global) ?? previous.globalFrame(n), removedAt: t,
            quad: quad,
            opacity: shownBefore.opacities[i], transition: previousTransitions[i],
            rightToLeft: previous.isRightToLeft(n), progress: progress,
            morph: previousMembers.isEmpty
              ? nil : matched.morph(of: i, in: previous, shown: shownBefore, members: previousMembers),
            look: look))
      }
    }
    for id in Array(frames.keys) where !seen.contains(id) {
      frames[id] = nil
      appearances[id] = nil
    }
    // An appearance that has finished is the view as it is: nothing left to apply.
    for (id, a) in appearances where !a.progress.isAnimating(at: t) { appearances[id] = nil }
    lastLayout = layout
    lastGroups = groups
    (slots, ordered) = Self.slotted(tree, frames) { groups.isOwner[$0] }
    motions = FrameMotions(ordered)
    (rowSlots, orderedRows) = Self.slotted(tree, rows) { !groups.isOwner[$0] }
    rowMotions = FrameMotions(orderedRows)
    opacityNodes = Presentation.opacityNodes(tree)
    restCache = RestCache()
    time = t
    settleTime = computeSettleTime()
  }

  private var lastLayout: Layout?

  /// The values of the nodes `included` picks, in node order, and each node's index among them
  /// (−1 where it has none): how a step reads them without hashing.
  private static func slotted(
    _ tree: ViewTree, _ values: [UInt64: AnimatedValue], _ included: (Int) -> Bool
  ) -> (slots: [Int32], ordered: [AnimatedValue]) {
    var slots = [Int32](repeating: -1, count: tree.count)
    var ordered: [AnimatedValue] = []
    ordered.reserveCapacity(values.count)
    for i in 0..<tree.count where included(i) {
      guard let value = values[tree.identities[i]] else { continue }
      slots[i] = Int32(ordered.count)
      ordered.append(value)
    }
    return (slots, ordered)
  }

  /// Shifts each owner's value by what the drawn layout adds to the last update's (what readers
  /// changed since, which `shown` draws as a jump), so the next animation starts where the view
  /// was drawn.
  private mutating func startFromDrawn(_ drawn: Layout, last: Layout) {
    // The common case: what was drawn is the last update's own layout.
    if Self.shares(drawn.tree.identities, last.tree.identities)
      && Self.shares(drawn.globalOrigins, last.globalOrigins)
      && Self.shares(drawn.sizes, last.sizes)
    {
      return
    }
    let lastGroups = self.lastGroups ?? GeometryGroups(last.tree)
    var lastIndex: [UInt64: Int] = [:]
    for i in 0..<last.tree.count { lastIndex[last.tree.identities[i]] = i }
    let groups = GeometryGroups(drawn.tree)
    for i in 0..<drawn.tree.count {
      let id = drawn.tree.identities[i]
      let owner = groups.isOwner[i]
      guard let j = lastIndex[id], lastGroups.isOwner[j] == owner,
        (owner ? frames[id] : rows[id]) != nil
      else { continue }
      let now = Presentation.relativeFrame(ViewTree.NodeID(i), drawn, groups)
      let before = Presentation.relativeFrame(ViewTree.NodeID(j), last, lastGroups)
      guard now != before else { continue }
      let shift = zip(now, before).map { $0 - $1 }
      if owner { frames[id]?.shift(by: shift) } else { rows[id]?.shift(by: shift) }
    }
  }

  /// Whether `layout` has the last update's views (the same identities in the same order).
  private func isLast(_ layout: Layout) -> Bool {
    guard let last = lastLayout else { return false }
    let a = last.tree.identities
    let b = layout.tree.identities
    guard a.count == b.count else { return false }
    // The same array (the event's own layout) is the common case: no need to compare.
    return Self.shares(a, b) || a == b
  }

  /// Whether two arrays are one storage (copies of the same array), without comparing them.
  static func shares<T>(_ a: [T], _ b: [T]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress }
      }
  }

  /// When every running animation has ended (nil if one repeats forever); worked out once per
  /// update.
  public private(set) var settleTime: Double? = 0

  /// When everything animating one view — its frame or row, its effect parameters, its
  /// transition — settles (nil: never, a repeating animation; `time` when nothing runs).
  public func settleTime(of identity: UInt64) -> Double? {
    var values = [frames[identity], rows[identity], parameters[identity]].compactMap { $0 }
    values += [appearances[identity]?.progress, rowAppearances[identity]?.progress].compactMap { $0 }
    var end = time
    for value in values {
      guard let e = value.endTime else { return nil }
      end = max(end, e)
    }
    return end
  }

  private func computeSettleTime() -> Double? {
    var end = time
    for value in frames.values {
      guard let e = value.endTime else { return nil }
      end = max(end, e)
    }
    let others = Array(parameters.values) + appearances.values.map(\.progress) + departed.map(\.progress)
    for value in others {
      guard let e = value.endTime else { return nil }
      end = max(end, e)
    }
    return end
  }

  /// `update(to:at:transaction:drawn:)` for a transaction that carries only `animation`.
  public mutating func update(to layout: Layout, at t: Double, animation: Animation?) {
    update(to: layout, at: t, transaction: Transaction(animation: animation))
  }

  /// The animation each node changes with (docs/semantics.md §8.5): the nearest enclosing
  /// `.animation(_:value:)` whose value changed in this update or `.transaction { }` that sets
  /// one, else the transaction's. `disablesAnimations` — of the update's transaction or set by
  /// a `.transaction { }` above — blocks only the implicit `.animation` overrides.
  public static func animations(
    _ tree: ViewTree, previous: ViewTree?, transaction: Transaction
  ) -> [Animation?] {
    animationChoices(tree, previous: previous, transaction: transaction).map(\.animation)
  }

  /// Where a node's animation in an update came from: what `:why` names.
  public struct AnimationChoice: Sendable {
    public enum Source: Sendable, Equatable {
      /// The update's own transaction (`withAnimation`, `withTransaction`, or none).
      case update
      /// An `.animation(_:value:)` above whose value changed in this update.
      case implicit(ViewTree.NodeID)
      /// A `.transaction { }` above that sets the animation.
      case transactionModifier(ViewTree.NodeID)
    }
    public var animation: Animation?
    public var source: Source
    /// An `.animation(_:value:)` above whose value changed but which `disablesAnimations`
    /// kept from overriding, nearest first.
    public var blocked: ViewTree.NodeID?
  }

  /// `animations` with each choice's source: one walk from the root down.
  public static func animationChoices(
    _ tree: ViewTree, previous: ViewTree?, transaction: Transaction
  ) -> [AnimationChoice] {
    var before: [UInt64: String?] = [:]
    if let previous {
      for i in 0..<previous.count {
        if case .animation(_, let value) = previous.kinds[i] { before[previous.identities[i]] = value }
      }
    }
    var result = [AnimationChoice](
      repeating: AnimationChoice(animation: transaction.animation, source: .update, blocked: nil),
      count: tree.count)
    var disabled = [Bool](repeating: transaction.disablesAnimations, count: tree.count)
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      if let p = tree.parent(n) {
        result[i] = result[Int(p)]
        disabled[i] = disabled[Int(p)]
      }
      switch tree.kinds[i] {
      case .animation(let a, let value):
        if let old = before[tree.identities[i]], value == nil || old != value {
          if disabled[i] {
            result[i].blocked = n
          } else {
            result[i].animation = a
            result[i].source = .implicit(n)
            result[i].blocked = nil
          }
        }
      case .transaction(let o):
        // `.transaction { }` edits the transaction itself, in every update.
        if let a = o.animation {
          result[i].animation = a
          result[i].source = .transactionModifier(n)
        }
        if o.disablesAnimations { disabled[i] = true }
      default: break
      }
    }
    return result
  }

  /// A leaving view's name: its `#id`, or its ordinal name in the tree it left while no view
  /// that stays (or leaves earlier) has it; else the next free ordinal of its type, as if
  /// numbered after the views that stay (`Color#2` beside a new `Color#1`).
  static func leavingName(_ name: String, taken: (String) -> Bool) -> String {
    guard !name.hasPrefix("#"), taken(name), let hash = name.lastIndex(of: "#"),
      Int(name[name.index(after: hash)...]) != nil
    else { return name }
    let type = name[..<hash]
    var k = 1
    while taken("\(type)#\(k)") { k += 1 }
    return "\(type)#\(k)"
  }

  /// The transition of each node: the nearest `.transition` at or above it, else `.opacity`.
  public static func transitions(_ tree: ViewTree) -> [Transition] {
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

  static func opacityNodes(_ tree: ViewTree) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for i in 0..<tree.count {
      if case .opacity(let o) = tree.kinds[i] { result[i] = o }
    }
    return result
  }

  /// A rectangle drawn in the window as a frame relative to `n`'s group: taken back through the
  /// group's drawn chain (its place and, for an effect, its matrix; `spaces` has the moment's
  /// parameters), so that a group that scales or turns draws it there again.
  static func relative(
    drawn r: Rect, _ n: ViewTree.NodeID, _ layout: Layout, _ groups: GeometryGroups,
    _ spaces: SpaceGeometry
  ) -> [Double] {
    guard let g = groups.group[Int(n)] else { return [r.minX, r.minY, r.width, r.height] }
    var chain = spaces.toGlobal[Int(g)]
    if case .effect(let effect, _) = layout.tree.kind(g) {
      let m = spaces.parameters.effect(g, effect).matrix(for: layout.sizes[Int(g)], rightToLeft: layout.isRightToLeft(g))
      if m.inverted != nil { chain = m.concatenating(chain) }
    }
    guard let back = chain.inverted, let q = r.corners.applying(back) else {
      return relative(r, n, layout, groups)
    }
    let b = q.boundingBox
    return [b.minX, b.minY, b.width, b.height]
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
  /// what both layers see while an effect animates (docs/architecture.md §3).
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
      case .opacity:
        result.opacities[n] = now[0]
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
    let last = isLast(layout)
    if last, let settle = settleTime, t >= settle {
      restCache.lock.lock()
      defer { restCache.lock.unlock() }
      var frames = restCache.frames ?? sample(layout, at: t, last: true)
      restCache.frames = frames
      frames.time = t
      return frames
    }
    return sample(layout, at: t, last: last)
  }

  private func sample(_ layout: Layout, at t: Double, last: Bool) -> ShownFrames {
    let tree = layout.tree
    let count = tree.count
    let groups = last ? (lastGroups ?? GeometryGroups(tree)) : GeometryGroups(tree)
    let effects = effectParameters(layout, at: t)
    let scale = layout.window.displayScale > 0 ? layout.window.displayScale : 1
    var rel = [Rect](repeating: .zero, count: count)
    var quads = [Quad?](repeating: nil, count: count)
    var opacity = [Double](repeating: 1, count: count)
    var animating = [Bool](repeating: false, count: count)
    // Matrices only where they are needed: the chain from a group's content to the window (by
    // group), and an inserting view's transition (by view). Most views sit in the window's
    // group with no transition: their quad is their frame.
    var contentChain: [Int: ProjectionTransform] = [:]
    var transition: [Int: ProjectionTransform] = [:]
    var memo = ProgressMemo()
    // For the update's own views: each batch of values it started, its curve or spring
    // worked out once for this moment.
    let useSlots = last && slots.count == count && motions.kinds.count == ordered.count
    let batchState = useSlots ? motions.state(at: t) : nil
    let faded = last ? opacityNodes : Presentation.opacityNodes(tree)
    // The inner loop reads these arrays directly (no access through `layout` per view).
    let origins = layout.globalOrigins
    let sizes = layout.sizes
    let isOwner = groups.isOwner
    let groupOf = groups.group
    for i in 0..<count {
      let n = ViewTree.NodeID(i)
      var target = Rect(origin: origins[i], size: sizes[i])
      if let g = groupOf[i] {
        target.origin.x -= origins[Int(g)].x
        target.origin.y -= origins[Int(g)].y
      }
      var r = target
      let owner = isOwner[i]
      if owner {
        // The view's frame now, whether it moves, and the model value it is heading to:
        // from its update's batch, or, for chained animations, from its animated value
        // (read in place: a copy would retain its arrays).
        var sampled: (rect: Rect, moving: Bool, goal: Rect)?
        if let state = batchState {
          let k = Int(slots[i])
          if k >= 0 {
            sampled = motions.sample(k, state) ?? ordered[k].sampleRect(at: t, memo: &memo)
          }
        } else if let value = frames[tree.identities[i]] {
          sampled = value.sampleRect(at: t, memo: &memo)
        }
        if let s = sampled {
          animating[i] = s.moving
          r = s.rect
        }
        // A layout taken at this moment may differ from the update's (a GeometryReader's
        // text that follows an animating effect): that change is not animated, so it jumps,
        // on top of whatever still runs.
        if let s = sampled, s.goal != target {
          r = Rect(
            x: s.rect.origin.x + target.origin.x - s.goal.origin.x,
            y: s.rect.origin.y + target.origin.y - s.goal.origin.y,
            width: s.rect.size.width + target.size.width - s.goal.size.width,
            height: s.rect.size.height + target.size.height - s.goal.size.height)
        }
      }
      rel[i] = r
      if owner, !appearances.isEmpty, let a = appearances[tree.identities[i]] {
        let progress = a.progress.value(at: t).first ?? 1
        let state = a.transition.state(size: r.size, inserting: true).interpolated(progress)
        opacity[i] = min(1, max(0, state.opacity))
        transition[i] = state.transform(size: r.size, rightToLeft: layout.isRightToLeft(n))
        animating[i] = animating[i] || a.progress.isAnimating(at: t)
      }
      let parent = tree.parent(n)
      if !faded.isEmpty, let o = faded[i] {
        // `.opacity` multiplies what is below it, animated like any value.
        let now = effects.opacities[n]
        opacity[i] *= min(1, max(0, now ?? o))
        if now != nil { animating[i] = true }
      }
      if let p = parent {
        opacity[i] *= opacity[Int(p)]
        if !faded.isEmpty, faded[Int(p)] != nil, animating[Int(p)], effects.opacities[p] != nil {
          animating[i] = true
        }
      }
      // A moving group (an animating frame or effect) moves what it holds; an animating
      // modifier's body changes at every moment.
      if !effects.effects.isEmpty, effects.effects[n] != nil { animating[i] = true }
      if !effects.modifierData.isEmpty {
        if case .animatableModifier(let m) = tree.kinds[i], effects.modifierData[m.ordinal] != nil {
          animating[i] = true
        } else if let p = parent, animating[Int(p)], tree.kind(p).isModifier {
          animating[i] = true
        }
      }
      // The chain from this node's group content to the window: the group's own shown place
      // and, for an effect, its matrix for the group's shown size.
      var chain: ProjectionTransform?
      if let g = groupOf[i] {
        let gi = Int(g)
        if animating[gi] { animating[i] = true }
        if let known = contentChain[gi] {
          chain = known
        } else {
          var content = ProjectionTransform.identity
          if case .effect(let effect, _) = tree.kind(g) {
            let m = effects.effect(g, effect).matrix(for: rel[gi].size, rightToLeft: layout.isRightToLeft(g))
            if m.inverted != nil { content = m }
          }
          let above = groupOf[gi].flatMap { contentChain[Int($0)] } ?? .identity
          let made = content.concatenating(transition[gi] ?? .identity).concatenating(
            AffineTransform2D(translationX: rel[gi].origin.x, y: rel[gi].origin.y).projection
          ).concatenating(above)
          contentChain[gi] = made
          chain = made
        }
      }
      var quad: Quad?
      var straight = false
      if chain == nil, transition.isEmpty || transition[i] == nil {
        quad = r.corners
        straight = true
      } else {
        quad = Rect(size: r.size).corners
          .applying(
            (transition[i] ?? .identity).concatenating(
              AffineTransform2D(translationX: r.origin.x, y: r.origin.y).projection
            ).concatenating(chain ?? .identity))
      }
      if owner, let q = quad, straight || q.isAxisAligned {
        // Drawn views land on the pixel grid (SwiftUI rounds their frames to 1/scale).
        let b = straight ? r : q.boundingBox
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
        .concatenating(state.transform(size: box.size, rightToLeft: d.rightToLeft))
        .concatenating(AffineTransform2D(translationX: box.minX, y: box.minY).projection)
      guard let quad = quad.applying(local) else { return nil }
      return ShownFrames.Ghost(
        name: d.name, summary: d.summary, draws: d.draws, layoutFrame: d.layoutFrame,
        removedAt: d.removedAt, transition: d.transition, morphs: d.morph != nil,
        ends: d.progress.endTime, quad: quad,
        opacity: max(0, min(1, d.opacity * state.opacity)), look: d.look)
    }
    return ShownFrames(
      time: t, quads: quads, opacities: opacity, animating: animating,
      departed: ghosts.filter(\.draws), leaving: ghosts, parameters: effects, chains: contentChain)
  }

  /// `shown(_:at:)` with every view's row filled in: a view that draws nothing (a container,
  /// a `.frame`, an `.id`) is placed where a drawn view in its place would be drawn — its own
  /// frame animated in its geometry group by the animation it changed with, through the
  /// group's drawn chain, on the pixel grid — and its opacity is what is above it times its
  /// own transition's. So a `.frame` row around a `Color` that fills it moves, resizes and
  /// fades with that `Color`. What `:frames`, `:play` and pictures report.
  public func shownRows(_ layout: Layout, at t: Double) -> ShownFrames {
    var result = shown(layout, at: t)
    let tree = layout.tree
    let groups = isLast(layout) ? (lastGroups ?? GeometryGroups(tree)) : GeometryGroups(tree)
    let scale = layout.window.displayScale > 0 ? layout.window.displayScale : 1
    func px(_ v: Double) -> Double { (v * scale).rounded() / scale }
    var memo = ProgressMemo()
    // For the last update's layout, the rows' motions as plain numbers, each batch worked out
    // once for this moment (as `shown` does for the owners).
    let useSlots =
      isLast(layout) && rowSlots.count == tree.count && rowMotions.kinds.count == orderedRows.count
    let batchState = useSlots ? rowMotions.state(at: t) : nil
    for i in 0..<tree.count where !groups.isOwner[i] {
      let id = tree.identities[i]
      var target = layout.globalFrame(ViewTree.NodeID(i))
      if let g = groups.group[i] {
        target.origin.x -= layout.globalOrigins[Int(g)].x
        target.origin.y -= layout.globalOrigins[Int(g)].y
      }
      var r = target
      var sampled: (rect: Rect, moving: Bool, goal: Rect)?
      if let state = batchState {
        let k = Int(rowSlots[i])
        if k >= 0 { sampled = rowMotions.sample(k, state) ?? orderedRows[k].sampleRect(at: t, memo: &memo) }
      } else if let value = rows[id] {
        sampled = value.sampleRect(at: t, memo: &memo)
      }
      if let s = sampled {
        // A layout taken at this moment may differ from the update's: that jumps (as in
        // `sample`).
        r = Rect(
          x: s.rect.origin.x + target.origin.x - s.goal.origin.x,
          y: s.rect.origin.y + target.origin.y - s.goal.origin.y,
          width: s.rect.size.width + target.size.width - s.goal.size.width,
          height: s.rect.size.height + target.size.height - s.goal.size.height)
        if s.moving { result.animating[i] = true }
      }
      var transition: ProjectionTransform?
      if let a = rowAppearances[id] {
        let state = a.transition.state(size: r.size, inserting: true)
          .interpolated(a.progress.value(at: t).first ?? 1)
        result.opacities[i] *= min(1, max(0, state.opacity))
        transition = state.transform(size: r.size, rightToLeft: layout.isRightToLeft(ViewTree.NodeID(i)))
        if a.progress.isAnimating(at: t) { result.animating[i] = true }
      }
      let chain = groups.group[i].flatMap { result.chains[Int($0)] }
      guard chain != nil || transition != nil else {
        result.quads[i] = Rect(
          x: px(r.minX), y: px(r.minY), width: px(r.maxX) - px(r.minX),
          height: px(r.maxY) - px(r.minY)
        ).corners
        continue
      }
      let quad = Rect(size: r.size).corners.applying(
        (transition ?? .identity).concatenating(
          AffineTransform2D(translationX: r.origin.x, y: r.origin.y).projection
        ).concatenating(chain ?? .identity))
      if let q = quad, q.isAxisAligned {
        let b = q.boundingBox
        result.quads[i] = Rect(
          x: px(b.minX), y: px(b.minY), width: px(b.maxX) - px(b.minX),
          height: px(b.maxY) - px(b.minY)
        ).corners
      } else {
        result.quads[i] = quad
      }
    }
    return result
  }
}

/// The SHOWN layer at one moment: each node's drawn quad in window coordinates (nil behind the
/// eye of a perspective effect), its opacity, whether it is animating, and the removed views
/// still leaving (`departed`, the drawn leaves; `leaving`, every row of a removed subtree).
public struct ShownFrames: Sendable {
  /// A view leaving at this moment: a row of a removed subtree, frozen where it was drawn
  /// while its removal transition plays (docs/semantics.md §8.6).
  public struct Ghost: Sendable {
    /// Its name in the tree it left (`#g`, `Color#2`), by which it can still be asked about.
    public var name: String
    public var summary: String
    /// A drawn leaf (what fades on screen) or a row that draws nothing.
    public var draws: Bool
    /// Its global frame as it was last laid out.
    public var layoutFrame: Rect
    public var removedAt: Double
    public var transition: Transition
    /// It heads for its matched group's new source instead of staying where it was.
    public var morphs: Bool
    /// When its transition ends and it is gone (nil: never, a repeating animation).
    public var ends: Double?
    public var quad: Quad
    public var opacity: Double
    /// How it is drawn (a drawn leaf), for pictures.
    public var look: Look?
  }

  public var time: Double
  public var quads: [Quad?]
  public var opacities: [Double]
  public var animating: [Bool]
  /// The removed leaves still drawn, fading out (what is on screen).
  public var departed: [Ghost]
  /// Every row still leaving, the drawn leaves and the rows that draw nothing around them:
  /// what reports list and name.
  public var leaving: [Ghost]
  /// The effect parameters at this moment, for the LAYOUT layer's frames at the same time.
  public var parameters: EffectParameters = .model
  /// Each geometry group's chain from its content to the window at this moment, by node.
  var chains: [Int: ProjectionTransform] = [:]

  public func frame(_ n: ViewTree.NodeID) -> Rect? { quads[Int(n)]?.boundingBox }
}
