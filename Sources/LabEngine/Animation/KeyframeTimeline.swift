import Foundation

/// One keyframe of a track (iOS 17's `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`,
/// `MoveKeyframe`), with its value as the components of its animatable data (docs/semantics.md
/// §8.8).
///
///     Keyframe(.linear(.easeIn), to: [1.5], duration: 0.3)
public struct Keyframe: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// Interpolation along a unit curve.
    case linear(UnitCurve)
    /// A spring pulling toward the value for the keyframe's duration; nil start velocity: the
    /// velocity the track has there.
    case spring(Spring, startVelocity: [Double]?)
    /// A cubic segment; nil velocities are worked out from the neighbours (§8.8).
    case cubic(startVelocity: [Double]?, endVelocity: [Double]?)
    /// A jump, taking no time.
    case move
  }

  public var kind: Kind
  public var target: [Double]
  public var duration: Double

  public init(_ kind: Kind, to target: [Double], duration: Double) {
    self.kind = kind
    self.target = target
    self.duration = kind == .move ? 0 : Swift.max(0, duration)
  }

  var isCubic: Bool { if case .cubic = kind { true } else { false } }
}

/// A track's keyframes laid end to end from a start value and velocity: its value and
/// velocity at any time (docs/semantics.md §8.8). Before 0 it is at its start; after its
/// duration it holds where its last segment ended.
///
///     let t = KeyframeTrackTimeline(from: [1], velocity: [0], keyframes: [Keyframe(.linear(.linear), to: [2], duration: 1)])
///     t.value(at: 0.5)   // [1.5]
public struct KeyframeTrackTimeline: Hashable, Sendable {
  struct Segment: Hashable, Sendable {
    var kind: Keyframe.Kind
    var start: Double
    var duration: Double
    var from: [Double]
    var to: [Double]
    /// Velocity at the start (a spring's initial velocity; a cubic's start tangent).
    var v0: [Double]
    /// A cubic's end tangent.
    var v1: [Double]
  }

  var segments: [Segment] = []
  var start: [Double]
  public private(set) var duration = 0.0

  public init(from start: [Double], velocity: [Double], keyframes: [Keyframe]) {
    self.start = start
    let n = start.count
    let zero = [Double](repeating: 0, count: n)
    // The points a cubic's automatic tangents are taken from: the start, then each target.
    var times = [0.0]
    var points = [start]
    for k in keyframes {
      times.append(times.last! + k.duration)
      points.append(k.target)
    }
    var value = start
    var v = velocity.count == n ? velocity : zero
    var t = 0.0
    for (i, k) in keyframes.enumerated() {
      var segment = Segment(
        kind: k.kind, start: t, duration: k.duration, from: value, to: k.target, v0: v, v1: zero)
      switch k.kind {
      case .move:
        value = k.target
        v = zero
      case .linear(let curve):
        let d = k.duration
        value = k.target
        v = d > 0 ? zip(k.target, segment.from).map { ($0 - $1) * curve.velocity(at: 1) / d } : zero
      case .spring(let spring, let startVelocity):
        let v0 = startVelocity ?? v
        segment.v0 = v0
        let end = Self.spring(spring, segment.from, k.target, v0, at: k.duration)
        value = end.value
        v = end.velocity
      case .cubic(let startVelocity, let endVelocity):
        let previousIsCubic = i > 0 && keyframes[i - 1].isCubic
        // Adjacent cubics share the tangent of a Catmull-Rom spline at their joint, weighted by
        // time; after another kind, the velocity it ended with (Apple's CubicKeyframe page).
        segment.v0 =
          startVelocity
          ?? (previousIsCubic ? Self.catmullRom(points, times, at: i) : v)
        let next = i + 1 < keyframes.count ? keyframes[i + 1] : nil
        switch next?.kind {
        case .cubic(let nextStart, _)?:
          segment.v1 = endVelocity ?? nextStart ?? Self.catmullRom(points, times, at: i + 1)
        case .linear(let curve)? where next!.duration > 0:
          segment.v1 =
            endVelocity
            ?? zip(next!.target, k.target).map { ($0 - $1) * curve.velocity(at: 0) / next!.duration }
        case .spring(_, let nextStart?)?:
          segment.v1 = endVelocity ?? nextStart
        default:
          // The last keyframe, or one before a move or a spring that carries the velocity on:
          // nothing constrains it, and the lab ends the segment at rest (§8.8).
          segment.v1 = endVelocity ?? zero
        }
        value = k.target
        v = segment.v1
      }
      segments.append(segment)
      t += k.duration
    }
    duration = t
    end = value
  }

  /// Where the track is once all its segments have run.
  public private(set) var end: [Double] = []

  /// The value and velocity at `time` seconds into the track.
  public func sample(at time: Double) -> (value: [Double], velocity: [Double]) {
    let zero = [Double](repeating: 0, count: start.count)
    guard time > 0 else { return (start, segments.first?.v0 ?? zero) }
    // The last segment that has begun: a move at `time` has already jumped.
    guard let index = segments.lastIndex(where: { $0.start <= time }) else { return (start, zero) }
    let s = segments[index]
    let local = time - s.start
    // Past the end of the track: where it ended, holding.
    if local >= s.duration, index == segments.count - 1 { return (end, zero) }
    let t = Swift.min(local, s.duration)
    switch s.kind {
    case .move:
      return (s.to, zero)
    case .linear(let curve):
      guard s.duration > 0 else { return (s.to, zero) }
      let p = t / s.duration
      let value = zip(s.from, s.to).map { $0 + ($1 - $0) * curve.value(at: p) }
      let velocity = zip(s.from, s.to).map { ($1 - $0) * curve.velocity(at: p) / s.duration }
      return (value, velocity)
    case .spring(let spring, _):
      return Self.spring(spring, s.from, s.to, s.v0, at: t)
    case .cubic:
      guard s.duration > 0 else { return (s.to, zero) }
      let d = s.duration
      let u = t / d
      let (h00, h10, h01, h11) = (2 * u * u * u - 3 * u * u + 1, u * u * u - 2 * u * u + u, -2 * u * u * u + 3 * u * u, u * u * u - u * u)
      let (g00, g10, g01, g11) = (6 * u * u - 6 * u, 3 * u * u - 4 * u + 1, -6 * u * u + 6 * u, 3 * u * u - 2 * u)
      var value = zero
      var velocity = zero
      for c in 0..<zero.count {
        value[c] = h00 * s.from[c] + h10 * d * s.v0[c] + h01 * s.to[c] + h11 * d * s.v1[c]
        velocity[c] = (g00 * s.from[c] + g10 * d * s.v0[c] + g01 * s.to[c] + g11 * d * s.v1[c]) / d
      }
      return (value, velocity)
    }
  }

  /// A spring segment: from `from`, pulled toward `to` with start velocity `v0`, `t` seconds in.
  static func spring(_ spring: Spring, _ from: [Double], _ to: [Double], _ v0: [Double], at t: Double)
    -> (value: [Double], velocity: [Double])
  {
    var value = from
    var velocity = from
    for c in from.indices {
      let distance = to[c] - from[c]
      let start = c < v0.count ? v0[c] : 0
      value[c] = from[c] + spring.value(target: distance, initialVelocity: start, time: t)
      velocity[c] = spring.velocity(target: distance, initialVelocity: start, time: t)
    }
    return (value, velocity)
  }

  /// The time-weighted Catmull-Rom tangent at point `i`: its neighbours' difference over the
  /// time between them.
  static func catmullRom(_ points: [[Double]], _ times: [Double], at i: Int) -> [Double] {
    guard i > 0, i + 1 < points.count, times[i + 1] > times[i - 1] else {
      return [Double](repeating: 0, count: points[i].count)
    }
    let span = times[i + 1] - times[i - 1]
    return zip(points[i + 1], points[i - 1]).map { ($0 - $1) / span }
  }

  /// Whether a spring segment is cut off at its duration before it settles (its end is more
  /// than 1 % of its distance short of the keyframe's value): where the next segment begins
  /// then is not documented (§8.8).
  public var cutsSpringShort: Bool {
    segments.contains { s in
      guard case .spring = s.kind else { return false }
      let end = Self.spring(springOf(s), s.from, s.to, s.v0, at: s.duration).value
      return zip(zip(end, s.to), s.from).contains { pair, from in
        Swift.abs(pair.0 - pair.1) > 0.01 * Swift.max(Swift.abs(pair.1 - from), 1e-9)
      }
    }
  }

  private func springOf(_ s: Segment) -> Spring {
    if case .spring(let spring, _) = s.kind { return spring }
    return Spring()
  }

  /// Whether any keyframe is cubic (its tangents are the lab's reading, §8.8).
  public var hasCubic: Bool { segments.contains { if case .cubic = $0.kind { true } else { false } } }
}
