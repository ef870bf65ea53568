import Foundation

/// How an animation moves a unit change over time: `progress(at:)` is the fraction of the
/// change shown after `elapsed` seconds (springs overshoot), `duration` is when it is done.
extension Animation {
  /// The fraction of a unit change shown after `elapsed` seconds, and its rate per second
  /// (SEMANTICS §8.2–8.4). Once done the fraction is 1: a `repeatCount` end snaps to the model
  /// value, so an even count with `autoreverses` jumps (§8.4).
  public func progress(at elapsed: Double) -> (value: Double, velocity: Double) {
    guard problem == nil else { return (1, 0) }
    return unitProgress(at: elapsed)
  }

  /// Seconds until a unit change is done: a curve's duration, a spring's settling duration
  /// (ε 0.001), scaled and shifted by speed and delay, times the passes of a repeat. Nil for
  /// `repeatForever`. An invalid animation is done at once.
  public var duration: Double? {
    guard problem == nil else { return 0 }
    return unitDuration(foreverPasses: nil)
  }

  /// `duration`, counting `repeatForever` as `passes` passes: the span `:curve` plots.
  public func previewDuration(foreverPasses passes: Int = 2) -> Double {
    guard problem == nil else { return 0 }
    return unitDuration(foreverPasses: passes) ?? 0
  }

  /// When the animation is logically complete (SEMANTICS §8.3): a spring's response, a
  /// curve's duration; delay, speed and repeat apply as for `duration`.
  public var logicalDuration: Double? {
    guard problem == nil else { return 0 }
    switch self {
    case .curve(_, let d): return Swift.max(0, d)
    case .fluidSpring(let s, _), .analyticSpring(let s, _): return s.response
    case .delayed(let a, let d): return a.logicalDuration.map { Swift.max(0, $0 + d) }
    case .sped(let a, let speed): return a.logicalDuration.map { $0 / speed }
    case .repeated(let a, let count, _):
      guard let count, let pass = a.duration else { return nil }
      let last = a.logicalDuration ?? pass
      return count == 0 ? 0 : Double(count - 1) * pass + last
    }
  }

  /// Whether a unit change is done after `elapsed` seconds.
  public func isDone(at elapsed: Double) -> Bool {
    guard let d = duration else { return false }
    return elapsed >= d
  }

  // MARK: Recursion (parameters already checked by `problem`)

  private func unitProgress(at elapsed: Double) -> (value: Double, velocity: Double) {
    let t = elapsed.isNaN ? 0 : elapsed
    switch self {
    case .curve(let curve, let d):
      guard d > 0, t < d else { return (1, 0) }
      let u = Swift.max(0, t) / d
      return (curve.value(at: u), t < 0 ? 0 : curve.velocity(at: u) / d)
    case .fluidSpring(let s, _):
      return Self.unitStep(s, velocity: 0, at: t, done: t >= s.settlingDuration)
    case .analyticSpring(let s, let v0):
      let settle = s.settlingDuration(initialVelocity: v0)
      return Self.unitStep(s, velocity: v0, at: t, done: t >= settle)
    case .delayed(let a, let d):
      // Before the delay the old value shows, even for a zero-length animation.
      let local = t - d
      return local < 0 ? (0, 0) : a.unitProgress(at: local)
    case .sped(let a, let speed):
      let p = a.unitProgress(at: t * speed)
      return (p.value, p.velocity * speed)
    case .repeated(let a, let count, let autoreverses):
      guard let pass = a.unitDuration(foreverPasses: nil) else { return a.unitProgress(at: t) }
      guard pass > 0, pass.isFinite else { return (1, 0) }
      if let count, t >= Double(count) * pass { return (1, 0) }
      let index = (Swift.max(0, t) / pass).rounded(.down)
      let local = Swift.max(0, t) - index * pass
      let p = a.unitProgress(at: local)
      let odd = index.truncatingRemainder(dividingBy: 2) == 1
      return autoreverses && odd ? (1 - p.value, -p.velocity) : p
    }
  }

  /// The unit step of `spring` (from 0 to 1, starting with `velocity` in fractions per second).
  private static func unitStep(_ s: Spring, velocity: Double, at t: Double, done: Bool)
    -> (value: Double, velocity: Double)
  {
    if done { return (1, 0) }
    let d = s.displacement(from: -1, velocity: velocity, time: t)
    return (1 + d.offset, d.velocity)
  }

  private func unitDuration(foreverPasses: Int?) -> Double? {
    switch self {
    case .curve(_, let d): return Swift.max(0, d)
    case .fluidSpring(let s, _): return s.settlingDuration
    case .analyticSpring(let s, let v0): return s.settlingDuration(initialVelocity: v0)
    case .delayed(let a, let d):
      return a.unitDuration(foreverPasses: foreverPasses).map { Swift.max(0, $0 + d) }
    case .sped(let a, let speed):
      return a.unitDuration(foreverPasses: foreverPasses).map { $0 / speed }
    case .repeated(let a, let count, _):
      guard let pass = a.unitDuration(foreverPasses: nil) else { return nil }
      guard pass > 0, pass.isFinite else { return 0 }
      guard let n = count ?? foreverPasses else { return nil }
      return Double(n) * pass
    }
  }
}
