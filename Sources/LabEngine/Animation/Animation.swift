/// An animation as SwiftUI describes it (docs/semantics.md §8.2–8.4): a timing curve over a duration, a
/// fluid spring (merges on retarget), an interpolating spring (chains), and the modifiers
/// delay, speed and repeat.
///
///     Animation.linear(duration: 0.5).delay(0.2).description  // ".linear(duration: 0.5).delay(0.2)"
public indirect enum Animation: Hashable, Sendable {
  /// `.easeInOut(duration: 0.35)`, `.timingCurve(…)`: progress = curve(elapsed/duration).
  case curve(UnitCurve, duration: Double)
  /// `.spring(…)`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`, `.default`: retargets
  /// merge, carrying velocity and offset (docs/semantics.md §8.3 "Fluid springs").
  case fluidSpring(Spring, blendDuration: Double)
  /// `.interpolatingSpring(…)`: analytic; retargets chain. `initialVelocity` is in units of
  /// the change (fractions per second).
  case analyticSpring(Spring, initialVelocity: Double)
  /// `.delay(seconds)`: t' = max(0, t − seconds).
  case delayed(Animation, seconds: Double)
  /// `.speed(s)`: t' = s·t.
  case sped(Animation, speed: Double)
  /// `.repeatCount(n, autoreverses:)`, or `.repeatForever(autoreverses:)` when `count` is nil.
  case repeated(Animation, count: Int?, autoreverses: Bool)
  /// `.logicallyComplete(after: seconds)` (iOS 17): moves as its base does, and reports logical
  /// completion once `seconds` have passed if the base has not already (docs/semantics.md §8.5).
  case logicallyComplete(Animation, after: Double)
  /// `Animation(_:)` of a `CustomAnimation` written in user code (docs/semantics.md §8.9).
  case custom(CustomAnimationBody)

  // MARK: Timing curves (docs/semantics.md §8.2: default duration 0.35 s)

  public static let defaultCurveDuration = 0.35

  public static let linear = Animation.linear(duration: defaultCurveDuration)
  public static let easeIn = Animation.easeIn(duration: defaultCurveDuration)
  public static let easeOut = Animation.easeOut(duration: defaultCurveDuration)
  public static let easeInOut = Animation.easeInOut(duration: defaultCurveDuration)

  public static func linear(duration: Double) -> Animation { .curve(.linear, duration: duration) }
  public static func easeIn(duration: Double) -> Animation { .curve(.easeIn, duration: duration) }
  public static func easeOut(duration: Double) -> Animation { .curve(.easeOut, duration: duration) }
  public static func easeInOut(duration: Double) -> Animation {
    .curve(.easeInOut, duration: duration)
  }

  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
    duration: Double = defaultCurveDuration
  ) -> Animation {
    .curve(.bezier(c0x, c0y, c1x, c1y), duration: duration)
  }

  public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
    .curve(curve, duration: duration)
  }

  // MARK: Fluid springs (docs/semantics.md §8.3)

  /// iOS 17: a spring with response 0.55 and ζ 1 (Apple's documentation).
  public static let `default` = Animation.fluidSpring(
    Spring(response: 0.55, dampingRatio: 1), blendDuration: 0)
  /// `spring(duration: 0.5, bounce: 0)`.
  public static let spring = Animation.spring(duration: 0.5, bounce: 0)
  public static let smooth = Animation.smooth()
  public static let snappy = Animation.snappy()
  public static let bouncy = Animation.bouncy()
  public static let interactiveSpring = Animation.interactiveSpring()

  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    .fluidSpring(
      Spring(response: response, dampingRatio: dampingFraction),
      blendDuration: blendDuration)
  }

  /// SwiftUI defaults `duration` to 0.5 too; here it is required so that `.spring()` means
  /// the response form (0.5, ζ 0.825), as docs/semantics.md §8.3's table reads it.
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    .fluidSpring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
  }

  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    .fluidSpring(spring, blendDuration: blendDuration)
  }

  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .fluidSpring(.smooth(duration: duration, extraBounce: extraBounce), blendDuration: 0)
  }

  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .fluidSpring(.snappy(duration: duration, extraBounce: extraBounce), blendDuration: 0)
  }

  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .fluidSpring(.bouncy(duration: duration, extraBounce: extraBounce), blendDuration: 0)
  }

  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    .fluidSpring(
      Spring(response: response, dampingRatio: dampingFraction),
      blendDuration: blendDuration)
  }

  /// Base bounce 0.15, plus `extraBounce`.
  public static func interactiveSpring(
    duration: Double, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) -> Animation {
    .fluidSpring(
      Spring(duration: duration, bounce: 0.15 + extraBounce),
      blendDuration: blendDuration)
  }

  // MARK: Interpolating springs (docs/semantics.md §8.3)

  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    .analyticSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    .analyticSpring(
      Spring(duration: duration, bounce: bounce),
      initialVelocity: initialVelocity)
  }

  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    .analyticSpring(spring, initialVelocity: initialVelocity)
  }

  // MARK: Modifiers (docs/semantics.md §8.4)

  public func delay(_ seconds: Double) -> Animation { .delayed(self, seconds: seconds) }
  public func speed(_ speed: Double) -> Animation { .sped(self, speed: speed) }

  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    .repeated(self, count: count, autoreverses: autoreverses)
  }

  public func repeatForever(autoreverses: Bool = true) -> Animation {
    .repeated(self, count: nil, autoreverses: autoreverses)
  }

  public func logicallyComplete(after seconds: Double) -> Animation {
    .logicallyComplete(self, after: seconds)
  }

  // MARK: Properties

  /// The spring of a fluid or interpolating spring, looking through delay, speed and repeat.
  public var resolvedSpring: Spring? {
    switch self {
    case .curve, .custom: return nil
    case .fluidSpring(let s, _), .analyticSpring(let s, _): return s
    case .delayed(let a, _), .sped(let a, _), .repeated(let a, _, _), .logicallyComplete(let a, _):
      return a.resolvedSpring
    }
  }

  /// Why the animation cannot run, or nil: non-finite numbers, a spring without a positive
  /// response, a speed that is not positive, a negative repeat count. An invalid animation is
  /// applied as no animation (the value jumps).
  public var problem: String? {
    func finite(_ x: Double, _ what: String) -> String? {
      x.isFinite ? nil : "\(what) is not finite (\(NumberFormat.source(x)))"
    }
    switch self {
    case .curve(_, let duration):
      if let p = finite(duration, "the duration") { return p }
      if case .bezier(let p1, let p2) = curveStorage,
        ![p1.x, p1.y, p2.x, p2.y].allSatisfy(\.isFinite)
      {
        return "a control point is not finite"
      }
      return nil
    case .fluidSpring(let s, let blend):
      return springProblem(s) ?? finite(blend, "the blend duration")
    case .analyticSpring(let s, let v):
      return springProblem(s) ?? finite(v, "the initial velocity")
    case .delayed(let a, let seconds):
      return finite(seconds, "the delay") ?? a.problem
    case .sped(let a, let speed):
      if !(speed.isFinite && speed > 0) {
        return "the speed must be positive (it is \(NumberFormat.source(speed)))"
      }
      return a.problem
    case .repeated(let a, let count, _):
      if let count, count < 0 { return "the repeat count must not be negative (it is \(count))" }
      if let body = a.customBody {
        return "repeating a custom animation (\(body.name)) is not modelled yet"
      }
      return a.problem
    case .custom: return nil
    case .logicallyComplete(let a, let seconds):
      return finite(seconds, "the logical duration") ?? a.problem
    }
  }

  private var curveStorage: UnitCurve.Storage? {
    if case .curve(let c, _) = self { return c.storage }
    return nil
  }

  private func springProblem(_ s: Spring) -> String? {
    if !(s.response.isFinite && s.response > 0) {
      return
        "the spring's response must be positive (it is \(NumberFormat.source(s.response)))"
    }
    if !(s.mass.isFinite && s.mass > 0) { return "the spring's mass must be positive" }
    if !(s.dampingRatio.isFinite && s.dampingRatio >= 0) {
      return
        "the spring's damping must not be negative (ζ = \(NumberFormat.source(s.dampingRatio)))"
    }
    return nil
  }
}

/// What a `.transaction { }` modifier does to the transaction of every update below it.
///
///     TransactionOverride(animation: .some(nil))   // `$0.animation = nil`: no animation below
public struct TransactionOverride: Hashable, Sendable {
  /// The animation it sets: nil when it leaves the animation alone, `.some(nil)` to remove it.
  public var animation: Animation??
  /// `disablesAnimations = true`: implicit `.animation(_:value:)` overrides below are ignored.
  public var disablesAnimations: Bool

  public init(animation: Animation?? = nil, disablesAnimations: Bool = false) {
    self.animation = animation
    self.disablesAnimations = disablesAnimations
  }

  public var summary: String {
    var parts: [String] = []
    if let a = animation { parts.append("$0.animation = \(a.map(\.description) ?? "nil")") }
    if disablesAnimations { parts.append("$0.disablesAnimations = true") }
    return ".transaction { " + (parts.isEmpty ? "_ in" : parts.joined(separator: "; ")) + " }"
  }
}
