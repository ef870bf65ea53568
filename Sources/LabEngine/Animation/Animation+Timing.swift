import Foundation

/// How an animation moves a unit change over time: `progress(at:)` is the fraction of the
/// change shown after `elapsed` seconds (springs overshoot), `duration` is when it is done.
extension Animation {
  /// The fraction of a unit change shown after `elapsed` seconds, and its rate per second
  /// (docs/semantics.md §8.2–8.4). Once done the fraction is 1: a `repeatCount` end snaps to the model
  /// value, so an even count with `autoreverses` jumps (§8.4).
  /// To sample one animation many times, make an `AnimationTiming` once.
  public func progress(at elapsed: Double) -> (value: Double, velocity: Double) {
    AnimationTiming(self).progress(at: elapsed)
  }

  /// Seconds until a unit change is done: a curve's duration, a spring's settling duration
  /// (ε 0.001), scaled and shifted by speed and delay, times the passes of a repeat. Nil for
  /// `repeatForever` and for what never settles (an undamped spring, a vanishing speed). An
  /// invalid animation is done at once.
  public var duration: Double? { AnimationTiming(self).duration }

  /// `duration`, counting `repeatForever` as `passes` passes: the span `:curve` plots. What
  /// never settles is shown over four times its logical duration (at most an hour).
  public func previewDuration(foreverPasses passes: Int = 2) -> Double {
    guard problem == nil else { return 0 }
    if let d = unitDuration(foreverPasses: passes), d.isFinite { return d }
    let logical = (logicalDuration ?? 1) * 4
    return logical.isFinite ? Swift.min(logical, 3600) : 3600
  }

  /// When the animation is logically complete (docs/semantics.md §8.3): a spring's response, a
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
    case .logicallyComplete(let a, let seconds):
      // Whichever comes first: the base's own logical completion, or `seconds` (a base that
      // never completes, such as `repeatForever`, completes at `seconds`).
      return Swift.max(0, Swift.min(a.logicalDuration ?? .infinity, seconds))
    case .custom:
      // Complete when it is over (the lab does not model `context.isLogicallyComplete`).
      return customEnd(delta: [1])
    }
  }

  /// Whether a unit change is done after `elapsed` seconds.
  public func isDone(at elapsed: Double) -> Bool {
    guard let d = duration else { return false }
    return elapsed >= d
  }

  // MARK: Recursion (parameters already checked by `problem`)

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
    case .logicallyComplete(let a, _):
      return a.unitDuration(foreverPasses: foreverPasses)
    case .custom: return customEnd(delta: [1])
    }
  }
}
