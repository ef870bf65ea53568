/// One animatable value over time (docs/semantics.md §8.1): the model value and the running entries,
/// each with its start time, so the shown value is a pure function of time. Values are vectors
/// (a frame's x, y, width, height; an `AnimatablePair` flattened).
///
///     var v = AnimatedValue([0]); v.set([100], at: 0, animation: .linear(duration: 1))
///     v.value(at: 0.5)  // [50]
public struct AnimatedValue: Sendable {
  /// One animation started by a change: where it goes and how.
  struct Entry: Sendable {
    enum Motion: Sendable {
      /// Chained (§8.1): runs from the moving output of the older entries to `target`.
      case progress(AnimationTiming)
      /// A merged fluid spring: starts `offset` from `target` moving at `velocity` and ignores
      /// the entries before it (it took over their output when it started).
      case spring(Spring, offset: [Double], velocity: [Double])
      /// An animation with a user's `CustomAnimation` inside: chained like a curve, but it is
      /// given the change itself (`target − r`, every component), not a fraction of it.
      case custom(Animation)
    }

    var motion: Motion
    var start: Double
    var target: [Double]
    /// When the entry is done (absolute time); nil never (`repeatForever`).
    var end: Double?

    func isDone(at t: Double) -> Bool { end.map { t >= $0 } ?? false }
  }

  /// The value shown before the first running entry (the old model value).
  private var base: [Double]
  private var entries: [Entry] = []
  public private(set) var target: [Double]
  /// The time of the last change.
  public private(set) var lastChange: Double = 0
  /// The animation of the last animated change, for the merge rule of modified springs.
  private var lastAnimation: Animation? = nil

  public init(_ value: [Double]) {
    base = value
    target = value
  }

  /// Sets the model value at time `t`. With an animation the shown value moves there from
  /// where it is: a bare fluid spring merges (takes over the shown value and velocity); any
  /// other animation chains (§8.1). Without one (or with an invalid one, see
  /// `Animation.problem`) the value jumps and running entries stop. An unchanged value starts
  /// nothing (§8.5: an attribute animates only if its value changed).
  public mutating func set(_ newValue: [Double], at t: Double, animation: Animation?) {
    guard newValue != target else { return }
    lastChange = t
    guard let animation, animation.problem == nil, newValue.count == target.count,
      newValue.allSatisfy(\.isFinite), t.isFinite
    else {
      base = newValue
      target = newValue
      entries = []
      lastAnimation = nil
      return
    }
    dropFinishedEntries(at: t)
    defer { lastAnimation = animation }
    if let spring = Self.mergingSpring(animation, previous: lastAnimation) {
      let (shown, velocity) = sample(at: t)
      let offset = zip(shown, newValue).map { $0 - $1 }
      let end = Self.finishTime(spring, offset: offset, velocity: velocity)
      entries = [
        Entry(
          motion: .spring(spring, offset: offset, velocity: velocity), start: t,
          target: newValue, end: t + end)
      ]
      base = shown
    } else if animation.customBody != nil {
      // It ends when it first says nil for the change it starts with (docs/semantics.md §8.9).
      let shown = sample(at: t, withVelocity: false).value
      let end = animation.customEnd(delta: zip(newValue, shown).map { $0 - $1 }).map { t + $0 }
      entries.append(Entry(motion: .custom(animation), start: t, target: newValue, end: end))
    } else {
      let timing = AnimationTiming(animation)
      let end = timing.duration.map { t + $0 }
      entries.append(Entry(motion: .progress(timing), start: t, target: newValue, end: end))
    }
    target = newValue
  }

  /// The spring a change merges with (takes over the shown value and velocity), or nil when it
  /// chains: a bare fluid spring always merges; one under `.logicallyComplete(after:)` merges
  /// only when the previous change had the same modifier over a fluid spring, as SwiftUI merges
  /// a modified animation only with the same modifier (docs/semantics.md §8.5).
  static func mergingSpring(_ animation: Animation, previous: Animation?) -> Spring? {
    switch animation {
    case .fluidSpring(let spring, _): return spring
    case .logicallyComplete(.fluidSpring(let spring, _), let seconds):
      if case .logicallyComplete(.fluidSpring, let before)? = previous, before == seconds { return spring }
      return nil
    default: return nil
    }
  }

  /// Moves the whole value by `delta` — where it started, its running entries and its model
  /// value — so that it reads `delta` more at every time. A presentation does this before an
  /// update when what was drawn differed from its own value (a reader changed its content at
  /// that moment), so that the new animation starts from what was drawn.
  public mutating func shift(by delta: [Double]) {
    guard delta.count == target.count, delta.contains(where: { $0 != 0 }),
      delta.allSatisfy(\.isFinite)
    else { return }
    func moved(_ v: [Double]) -> [Double] { zip(v, delta).map { $0 + $1 } }
    base = moved(base)
    target = moved(target)
    for k in entries.indices { entries[k].target = moved(entries[k].target) }
  }

  /// The shown value at `t` (for t at or after the last change).
  public func value(at t: Double) -> [Double] { sample(at: t, withVelocity: false).value }

  /// The rate of change of the shown value at `t`, per second.
  public func velocity(at t: Double) -> [Double] { sample(at: t).velocity }

  /// For a four-number value (a frame: x, y, width, height): the frame at `t`, whether it is
  /// still moving, and the model value it heads to, in one pass over the entries (the SHOWN
  /// layer's inner loop: no allocation, entries read in place, one curve solution shared
  /// through `memo` with the other values sampled at `t`). Zero for other values.
  public func sampleRect(at t: Double, memo: inout ProgressMemo)
    -> (rect: Rect, moving: Bool, goal: Rect)
  {
    guard base.count == 4, target.count == 4 else { return (.zero, false, .zero) }
    let goal = Rect(x: target[0], y: target[1], width: target[2], height: target[3])
    return entries.withUnsafeBufferPointer { list in
      var first = -1
      var moving = false
      for j in list.indices {
        if let end = list[j].end, t >= end { first = j } else { moving = true }
      }
      var r: (Double, Double, Double, Double)
      if first >= 0 {
        r = list[first].target.withUnsafeBufferPointer { ($0[0], $0[1], $0[2], $0[3]) }
      } else {
        r = base.withUnsafeBufferPointer { ($0[0], $0[1], $0[2], $0[3]) }
      }
      var j = first + 1
      while j < list.count {
        let elapsed = Swift.max(0, t - list[j].start)
        switch list[j].motion {
        case .progress(let timing):
          let p = memo.progress(timing, start: list[j].start, elapsed: elapsed)
          r = list[j].target.withUnsafeBufferPointer { g in
            (r.0 + (g[0] - r.0) * p, r.1 + (g[1] - r.1) * p, r.2 + (g[2] - r.2) * p,
              r.3 + (g[3] - r.3) * p)
          }
        case .spring(let spring, let offset, let velocity):
          let a = spring.displacement(from: 1, velocity: 0, time: elapsed).offset
          let b = spring.displacement(from: 0, velocity: 1, time: elapsed).offset
          let g = list[j].target
          r = (g[0] + a * offset[0] + b * velocity[0], g[1] + a * offset[1] + b * velocity[1],
            g[2] + a * offset[2] + b * velocity[2], g[3] + a * offset[3] + b * velocity[3])
        case .custom(let animation):
          let g = list[j].target
          let delta = [g[0] - r.0, g[1] - r.1, g[2] - r.2, g[3] - r.3]
          if let d = animation.animateVector(delta, at: elapsed) {
            r = (r.0 + d[0], r.1 + d[1], r.2 + d[2], r.3 + d[3])
          } else {
            r = (g[0], g[1], g[2], g[3])
          }
        }
        j += 1
      }
      return (Rect(x: r.0, y: r.1, width: r.2, height: r.3), moving, goal)
    }
  }

  /// The value's motion when it is a single animation, in a form that many values started by
  /// one update can share (see `FrameMotions`); nil when several animations are chained.
  var singleMotion: SingleMotion? {
    guard base.count == 4 else { return nil }
    if entries.isEmpty { return .still(Self.rect(base)) }
    guard entries.count == 1, entries[0].target.count == 4 else { return nil }
    let e = entries[0]
    switch e.motion {
    case .progress(let timing):
      return .lerp(
        from: Self.rect(base), to: Self.rect(e.target), timing: timing, start: e.start, end: e.end)
    case .spring(let spring, let offset, let velocity):
      guard offset.count == 4, velocity.count == 4 else { return nil }
      return .spring(
        target: Self.rect(e.target), offset: Self.rect(offset), velocity: Self.rect(velocity),
        spring: spring, start: e.start, end: e.end)
    case .custom: return nil
    }
  }

  /// The value's motion when it is a chain of curve animations (§8.1's fold, each entry running
  /// from the moving output of the ones before it): where it started, each entry's timing,
  /// start, end and target, and the model value. Nil for a single motion, a spring in the
  /// chain, or a value that is not a frame.
  var chainMotion: ChainMotion? {
    guard base.count == 4, target.count == 4, entries.count >= 2 else { return nil }
    var links: [ChainMotion.Link] = []
    links.reserveCapacity(entries.count)
    for e in entries {
      guard case .progress(let timing) = e.motion, e.target.count == 4 else { return nil }
      links.append(ChainMotion.Link(timing: timing, start: e.start, end: e.end, target: Self.rect(e.target)))
    }
    return ChainMotion(base: Self.rect(base), links: links, goal: Self.rect(target))
  }

  struct ChainMotion {
    struct Link {
      var timing: AnimationTiming
      var start: Double
      var end: Double?
      var target: Rect
    }
    var base: Rect
    var links: [Link]
    var goal: Rect
  }

  enum SingleMotion {
    case still(Rect)
    case lerp(from: Rect, to: Rect, timing: AnimationTiming, start: Double, end: Double?)
    case spring(
      target: Rect, offset: Rect, velocity: Rect, spring: Spring, start: Double, end: Double?)
  }

  private static func rect(_ v: [Double]) -> Rect {
    Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// Whether any entry is still running at `t`.
  public func isAnimating(at t: Double) -> Bool { entries.contains { !$0.isDone(at: t) } }

  /// When the last running entry ends: nil while a `repeatForever` runs; the time of the last
  /// change when nothing animates.
  public var endTime: Double? {
    var latest = lastChange
    for entry in entries {
      guard let end = entry.end else { return nil }
      latest = Swift.max(latest, end)
    }
    return latest
  }

  /// The number of running entries (chained animations), for reports and tests.
  public var entryCount: Int { entries.count }

  // MARK: Sampling

  /// §8.1's fold over the entries, oldest first, carrying the velocity along:
  /// `r = done ? target : r + (target − r)·f(t − start)`.
  /// `withVelocity` false leaves the velocities empty (the common, cheaper case).
  private func sample(at t: Double, withVelocity: Bool = true)
    -> (value: [Double], velocity: [Double])
  {
    if withVelocity, entries.contains(where: { if case .custom = $0.motion { return true } else { return false } }) {
      // A custom animation says nothing of its velocity here: it is measured, over a
      // microsecond of the value's whole motion.
      let h = 1e-6
      let now = sample(at: t, withVelocity: false).value
      let later = sample(at: t + h, withVelocity: false).value
      return (now, zip(later, now).map { ($0 - $1) / h })
    }
    // Only entries after the last finished one matter.
    let first = entries.lastIndex { $0.isDone(at: t) }
    var r = first.map { entries[$0].target } ?? base
    var v = withVelocity ? [Double](repeating: 0, count: r.count) : []
    for entry in entries[(first.map { $0 + 1 } ?? 0)...] {
      let elapsed = Swift.max(0, t - entry.start)
      switch entry.motion {
      case .progress(let timing):
        let p = timing.progress(at: elapsed)
        for i in r.indices {
          let gap = entry.target[i] - r[i]
          if withVelocity { v[i] = v[i] * (1 - p.value) + gap * p.velocity }
          r[i] += gap * p.value
        }
      case .spring(let spring, let offset, let velocity):
        // The solution is linear in the starting offset and velocity: work out the two
        // modes once and combine them per component.
        let fromOffset = spring.displacement(from: 1, velocity: 0, time: elapsed)
        let fromVelocity = spring.displacement(from: 0, velocity: 1, time: elapsed)
        for i in r.indices {
          r[i] = entry.target[i] + fromOffset.offset * offset[i]
            + fromVelocity.offset * velocity[i]
          if withVelocity {
            v[i] = fromOffset.velocity * offset[i] + fromVelocity.velocity * velocity[i]
          }
        }
      case .custom(let animation):
        let delta = zip(entry.target, r).map { $0 - $1 }
        let now = animation.animateVector(delta, at: elapsed)
        for i in r.indices { r[i] += now?[i] ?? delta[i] }
      }
    }
    return (r, v)
  }

  /// Entries done at `t` no longer matter: the output after them starts from their target.
  private mutating func dropFinishedEntries(at t: Double) {
    guard let last = entries.lastIndex(where: { $0.isDone(at: t) }) else { return }
    base = entries[last].target
    entries.removeFirst(last + 1)
  }

  /// Seconds until a merged fluid spring is finished (docs/semantics.md §8.3): logically complete once
  /// the response has elapsed, then, checked each 1/60 s frame, finished when velocity² and
  /// force² are ≤ 0.0036 and the remaining distance is ≤ 1 % of the starting offset (at least
  /// of one unit). Bounded at ten minutes of frames.
  static func finishTime(_ spring: Spring, offset: [Double], velocity: [Double]) -> Double {
    let k = spring.stiffness
    let c = spring.damping
    let scale = Swift.max(offset.reduce(0) { $0 + $1 * $1 }, 1)
    let frame = 1.0 / 60
    let maxFrames = 36_000
    var elapsed = spring.response
    for i in 0...maxFrames {
      elapsed = spring.response + Double(i) * frame
      var v2 = 0.0
      var f2 = 0.0
      var d2 = 0.0
      for j in offset.indices {
        let d = spring.displacement(from: offset[j], velocity: velocity[j], time: elapsed)
        let force = -k * d.offset - c * d.velocity
        v2 += d.velocity * d.velocity
        f2 += force * force
        d2 += d.offset * d.offset
      }
      if v2 <= 0.0036 && f2 <= 0.0036 && d2 <= 1e-4 * scale { return elapsed }
    }
    return elapsed
  }
}
