/// A `CustomAnimation` written in user code (docs/semantics.md §8.9): its
/// `animate(value:time:context:)`, run by the interpreter. SwiftUI hands it the change still to
/// animate (`delta`, the whole animatable value as one vector) and the seconds since the
/// animation began, and shows `new − delta + animate(delta, time)`; nil means the animation is
/// over and the new value shows.
///
///     let half = CustomAnimationBody(name: "Half()") { d, t in t < 1 ? d.map { $0 * t } : nil }
public final class CustomAnimationBody: @unchecked Sendable, Hashable {
  /// How output names it: the value the user passed to `Animation(_:)`.
  public let name: String
  private let function: @Sendable ([Double], Double) -> [Double]?

  public init(name: String, animate: @escaping @Sendable ([Double], Double) -> [Double]?) {
    self.name = name
    self.function = animate
  }

  /// The animated part of `delta` after `time` seconds; nil once the animation is over (or when
  /// the user's code failed, which the interpreter reports).
  public func animate(_ delta: [Double], time: Double) -> [Double]? {
    guard let out = function(delta, time), out.count == delta.count, out.allSatisfy(\.isFinite) else {
      return nil
    }
    return out
  }

  /// Two custom animations are the same when their values print the same (the same type with
  /// the same stored properties).
  public static func == (a: CustomAnimationBody, b: CustomAnimationBody) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Animation {
  /// The custom animation inside, looking through delay, speed and logical completion.
  public var customBody: CustomAnimationBody? {
    switch self {
    case .custom(let body): return body
    case .delayed(let a, _), .sped(let a, _), .logicallyComplete(let a, _), .repeated(let a, _, _):
      return a.customBody
    case .curve, .fluidSpring, .analyticSpring: return nil
    }
  }

  /// For an animation with a custom one inside: the part of `delta` shown after `t` seconds,
  /// nil once over. Delay holds the old value (nothing of the change shown) until it passes;
  /// speed runs the custom animation's clock faster (docs/semantics.md §8.4).
  func animateVector(_ delta: [Double], at t: Double) -> [Double]? {
    switch self {
    case .custom(let body): return body.animate(delta, time: Swift.max(0, t))
    case .delayed(let a, let seconds):
      return t < seconds ? delta.map { _ in 0 } : a.animateVector(delta, at: t - seconds)
    case .sped(let a, let speed): return a.animateVector(delta, at: t * speed)
    case .logicallyComplete(let a, _): return a.animateVector(delta, at: t)
    case .curve, .fluidSpring, .analyticSpring, .repeated:
      // Not reached: `problem` refuses a repeated custom animation, and the others have no
      // custom animation inside.
      let p = progress(at: t)
      return p.value == 1 && isDone(at: t) ? nil : delta.map { $0 * p.value }
    }
  }

  /// When a change of `delta` is over: the first time the custom animation answers nil,
  /// found by doubling from one 60 Hz frame and then halving the last gap to a nanosecond (it
  /// assumes that once over, the animation stays over). Nil when it still runs after about
  /// 18 minutes, as a `repeatForever` does.
  func customEnd(delta: [Double]) -> Double? {
    var running = 0.0
    var over = 1.0 / 60
    while animateVector(delta, at: over) != nil {
      running = over
      over *= 2
      if over > 1100 { return nil }
    }
    while over - running > 1e-9 {
      let mid = (running + over) / 2
      if animateVector(delta, at: mid) == nil { over = mid } else { running = mid }
    }
    return over
  }
}
