/// An animation with its settling durations worked out once, so that sampling it at many
/// times (every frame of every animating value) costs only the curve or spring itself.
///
///     let timing = AnimationTiming(.bouncy.delay(0.2)); timing.progress(at: 0.5)
public struct AnimationTiming: Sendable {
  indirect enum Plan: Sendable {
    case curve(UnitCurve, duration: Double)
    case spring(Spring, velocity: Double, settle: Double)
    case delayed(Plan, seconds: Double)
    case sped(Plan, speed: Double)
    /// `pass` is the base's duration; nil when the base never ends.
    case repeated(Plan, pass: Double?, count: Int?, autoreverses: Bool)
    /// An animation with a `problem`: done at once.
    case immediate
    /// A custom animation, for a unit change (a value animated by one is sampled through
    /// `Animation.animateVector` instead, with its own change: `AnimatedValue`).
    case custom(CustomAnimationBody)
  }

  let plan: Plan
  /// Seconds until a unit change is done; nil when it never is. See `Animation.duration`.
  public let duration: Double?
  /// The animation this timing resolves: equal animations have equal timings, which lets a
  /// caller sampling many values share one progress computation (`ProgressMemo`).
  public let animation: Animation

  public init(_ animation: Animation) {
    self.animation = animation
    guard animation.problem == nil else {
      plan = .immediate
      duration = 0
      return
    }
    let (plan, duration) = Self.resolve(animation)
    self.plan = plan
    self.duration = duration.flatMap { $0.isFinite ? $0 : nil }
  }

  private static func resolve(_ a: Animation) -> (Plan, Double?) {
    switch a {
    case .curve(let curve, let d):
      return (.curve(curve, duration: d), Swift.max(0, d))
    case .fluidSpring(let s, _):
      let settle = s.settlingDuration
      return (.spring(s, velocity: 0, settle: settle), settle)
    case .analyticSpring(let s, let v0):
      let settle = s.settlingDuration(initialVelocity: v0)
      return (.spring(s, velocity: v0, settle: settle), settle)
    case .delayed(let base, let seconds):
      let (plan, d) = resolve(base)
      return (.delayed(plan, seconds: seconds), d.map { Swift.max(0, $0 + seconds) })
    case .sped(let base, let speed):
      let (plan, d) = resolve(base)
      return (.sped(plan, speed: speed), d.map { $0 / speed })
    case .repeated(let base, let count, let autoreverses):
      let (plan, pass) = resolve(base)
      let repeated = Plan.repeated(plan, pass: pass, count: count, autoreverses: autoreverses)
      guard let pass else { return (repeated, nil) }
      guard pass > 0, pass.isFinite else { return (repeated, 0) }
      return (repeated, count.map { Double($0) * pass })
    case .logicallyComplete(let base, _):
      // Only when it reports logical completion differs; it moves as its base.
      return resolve(base)
    case .custom(let body):
      return (.custom(body), a.customEnd(delta: [1]))
    }
  }

  /// The fraction of a unit change shown after `elapsed` seconds and its rate per second
  /// (docs/semantics.md §8.2–8.4); 1 once done (a `repeatCount` end snaps to the model value).
  public func progress(at elapsed: Double) -> (value: Double, velocity: Double) {
    Self.progress(plan, at: elapsed.isNaN ? 0 : elapsed)
  }

  /// The fraction alone (no velocity: a curve is solved once, not twice).
  public func progressValue(at elapsed: Double) -> Double {
    Self.progress(plan, at: elapsed.isNaN ? 0 : elapsed, velocity: false).value
  }

  private static func progress(_ plan: Plan, at t: Double, velocity: Bool = true)
    -> (value: Double, velocity: Double)
  {
    switch plan {
    case .immediate: return (1, 0)
    case .custom(let body):
      guard let v = body.animate([1], time: Swift.max(0, t)) else { return (1, 0) }
      guard velocity else { return (v[0], 0) }
      // The rate the fraction changes at, measured (the animation's own
      // `velocity(value:time:context:)` is not asked).
      let h = 1e-6
      let before = t > h ? body.animate([1], time: t - h)?[0] : nil
      let after = body.animate([1], time: t + h)?[0]
      switch (before, after) {
      case (let b?, let a?): return (v[0], (a - b) / (2 * h))
      case (nil, let a?): return (v[0], (a - v[0]) / h)
      case (let b?, nil): return (v[0], (v[0] - b) / h)
      default: return (v[0], 0)
      }
    case .curve(let curve, let d):
      guard d > 0, t < d else { return (1, 0) }
      let u = Swift.max(0, t) / d
      return (curve.value(at: u), t < 0 || !velocity ? 0 : curve.velocity(at: u) / d)
    case .spring(let s, let v0, let settle):
      if t >= settle { return (1, 0) }
      let d = s.displacement(from: -1, velocity: v0, time: t)
      return (1 + d.offset, d.velocity)
    case .delayed(let base, let seconds):
      // Before the delay the old value shows, even for a zero-length animation.
      let local = t - seconds
      return local < 0 ? (0, 0) : progress(base, at: local, velocity: velocity)
    case .sped(let base, let speed):
      let p = progress(base, at: t * speed, velocity: velocity)
      return (p.value, p.velocity * speed)
    case .repeated(let base, let pass, let count, let autoreverses):
      guard let pass else { return progress(base, at: t, velocity: velocity) }
      guard pass > 0, pass.isFinite else { return (1, 0) }
      if let count, t >= Double(count) * pass { return (1, 0) }
      let index = (Swift.max(0, t) / pass).rounded(.down)
      let local = Swift.max(0, t) - index * pass
      let p = progress(base, at: local, velocity: velocity)
      let odd = index.truncatingRemainder(dividingBy: 2) == 1
      return autoreverses && odd ? (1 - p.value, -p.velocity) : p
    }
  }
}

/// One progress computation shared by many values sampled at the same moment: values animated
/// by the same update share their animation and start time, so the curve is solved once.
public struct ProgressMemo {
  var animation: Animation?
  var start = 0.0
  var elapsed = 0.0
  var value = 0.0

  public init() {}

  mutating func progress(_ timing: AnimationTiming, start: Double, elapsed: Double) -> Double {
    if elapsed == self.elapsed, start == self.start, animation == timing.animation {
      return value
    }
    value = timing.progressValue(at: elapsed)
    animation = timing.animation
    self.start = start
    self.elapsed = elapsed
    return value
  }
}
