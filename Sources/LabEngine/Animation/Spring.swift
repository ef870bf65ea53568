import Foundation

/// SwiftUI's `Spring`: a damped harmonic oscillator solved analytically (docs/semantics.md §8.3).
/// Stored as response (the period of the undamped spring), damping ratio ζ and mass.
///
///     Spring.bouncy.value(target: 1, time: 0.25)  // 0.98408…
public struct Spring: Hashable, Sendable {
  /// Seconds for one period of the undamped spring: 2π/√(k/m).
  public var response: Double
  /// ζ: 1 is critical damping, below 1 bounces, above 1 is over-damped.
  public var dampingRatio: Double
  public var mass: Double

  /// SwiftUI's perceptual form: `bounce` 0 is critically damped, 0…1 bounces more, negative
  /// values are over-damped (ζ = 1 − b for b ≥ 0, ζ = 1/(1 + b) below).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.response = duration
    self.dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.mass = 1
  }

  public init(response: Double, dampingRatio: Double) {
    self.response = response
    self.dampingRatio = dampingRatio
    self.mass = 1
  }

  /// The physical form. Without `allowOverDamping`, damping above critical is treated as
  /// critical, as in SwiftUI.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    self.mass = mass
    self.response = 2 * Double.pi * (mass / stiffness).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    self.dampingRatio = allowOverDamping ? ratio : Swift.min(ratio, 1)
  }

  /// The spring with damping ratio ζ whose `settlingDuration` (to within `epsilon` of the target)
  /// is the given one, found by bisection on the response (settling grows with the response).
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    self.mass = 1
    self.dampingRatio = dampingRatio
    self.response = settlingDuration
    guard settlingDuration > 0, settlingDuration.isFinite, dampingRatio > 0 else { return }
    var lo = 1e-6
    var hi = 1e4
    for _ in 0..<100 {
      let mid = (lo * hi).squareRoot()
      let s = Spring(response: mid, dampingRatio: dampingRatio)
        .settlingDuration(initialVelocity: 0, epsilon: epsilon)
      if s < settlingDuration { lo = mid } else { hi = mid }
    }
    self.response = (lo * hi).squareRoot()
  }

  // MARK: Presets (docs/semantics.md §8.3)

  /// `duration` 0.5, `bounce` 0.
  public static let smooth = Spring.smooth()
  /// `duration` 0.5, `bounce` 0.15.
  public static let snappy = Spring.snappy()
  /// `duration` 0.5, `bounce` 0.3.
  public static let bouncy = Spring.bouncy()

  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  // MARK: Derived parameters

  /// k = m(2π/response)².
  public var stiffness: Double {
    let omega = 2 * Double.pi / response
    return mass * omega * omega
  }

  /// c = 2ζ√(km) = 4πζm/response.
  public var damping: Double { 4 * Double.pi * dampingRatio * mass / response }

  /// The perceptual duration: the response.
  public var duration: Double { response }

  /// The inverse of `init(duration:bounce:)`'s mapping.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// Whether the parameters describe a spring that can be solved: finite, positive response
  /// and mass, non-negative damping ratio.
  public var isValid: Bool {
    response.isFinite && response > 0 && mass.isFinite && mass > 0 && dampingRatio.isFinite
      && dampingRatio >= 0
  }

  /// λ = ζ·2π/response: the decay rate of the envelope.
  var decay: Double { dampingRatio * 2 * Double.pi / response }
  /// ω₀ = 2π/response.
  var naturalFrequency: Double { 2 * Double.pi / response }

  // MARK: Solution

  /// The value after `time` seconds of a spring that starts at 0 moving with `initialVelocity`
  /// and pulls toward `target`.
  public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    target + displacement(from: -target, velocity: initialVelocity, time: time).offset
  }

  public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    displacement(from: -target, velocity: initialVelocity, time: time).velocity
  }

  /// The force on the spring (per unit mass times mass) at `position` moving at `velocity`.
  public func force(target: Double, position: Double, velocity: Double) -> Double {
    -stiffness * (position - target) - damping * velocity
  }

  /// The offset from the target (and its velocity) after `time`, starting at offset `y0` with
  /// velocity `v0`: the under-damped, critical and over-damped solutions of
  /// y'' + 2λy' + ω₀²y = 0.
  func displacement(from y0: Double, velocity v0: Double, time: Double)
    -> (offset: Double, velocity: Double)
  {
    guard isValid else { return (0, 0) }
    let t = Swift.max(0, time)
    let beta = decay
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    if Swift.abs(zeta - 1) < 1e-6 {
      let b = v0 + beta * y0
      let e = exp(-beta * t)
      return (e * (y0 + b * t), e * (b - beta * (y0 + b * t)))
    }
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 + beta * y0) / omegaD
      let e = exp(-beta * t)
      let cosine = cos(omegaD * t)
      let sine = sin(omegaD * t)
      let y = e * (y0 * cosine + b * sine)
      let dy = e * ((b * omegaD - beta * y0) * cosine - (y0 * omegaD + beta * b) * sine)
      return (y, dy)
    }
    let s = omega0 * (zeta * zeta - 1).squareRoot()
    let r1 = -beta + s
    let r2 = -beta - s
    let c2 = (v0 - r1 * y0) / (r2 - r1)
    let c1 = y0 - c2
    let e1 = exp(r1 * t)
    let e2 = exp(r2 * t)
    return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
  }

  // MARK: Settling

  /// Seconds until the unit step stays within 0.001 of its target (docs/semantics.md §8.3).
  public var settlingDuration: Double { settlingDuration(initialVelocity: 0, epsilon: 0.001) }

  /// Under-damped: −ln(ε/(|λ − v₀| + 1))/λ. Otherwise the unit step is sampled every 0.1 s and
  /// the answer is the first sample after which |x − 1| < ε holds for more than 1 s.
  /// `initialVelocity` is in units of the step (fractions per second).
  public func settlingDuration(initialVelocity v0: Double, epsilon: Double = 0.001) -> Double {
    guard isValid, epsilon > 0, epsilon.isFinite, v0.isFinite else { return 0 }
    let lambda = decay
    if dampingRatio < 1 && Swift.abs(dampingRatio - 1) >= 1e-6 {
      guard lambda > 0 else { return .infinity }
      return Swift.max(0, -log(epsilon / (Swift.abs(lambda - v0) + 1)) / lambda)
    }
    let maxSamples = 100_000
    var candidate: Int?
    for i in 0...maxSamples {
      let t = Double(i) * 0.1
      let x = 1 + displacement(from: -1, velocity: v0, time: t).offset
      if Swift.abs(x - 1) < epsilon {
        guard let c = candidate else {
          candidate = i
          continue
        }
        if i - c > 10 { return Double(c) * 0.1 }
      } else {
        candidate = nil
      }
    }
    return Double(candidate ?? maxSamples) * 0.1
  }
}
