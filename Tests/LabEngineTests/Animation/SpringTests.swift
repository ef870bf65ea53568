import Foundation
import Testing

@testable import LabEngine

/// Spring parameters and solutions against docs/semantics.md §8.3's table and formulas.
@Suite struct SpringTests {
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.005) -> Bool {
    Swift.abs(a - b) <= tolerance
  }

  func spring(_ a: Animation) -> Spring? { a.resolvedSpring }

  @Test func presetStiffnessAndDamping() throws {
    let table: [(Animation, Double, Double)] = [
      (.spring, 157.91, 25.13),
      (.smooth, 157.91, 25.13),
      (.default, 130.51, 22.85),
      (.spring(response: 0.5, dampingFraction: 0.825), 157.91, 20.73),
      (.snappy, 157.91, 21.36),
      (.bouncy, 157.91, 17.59),
      (.interactiveSpring, 1754.6, 72.05),
      (.interactiveSpring(duration: 0.15), 1754.6, 71.21),
    ]
    for (animation, k, c) in table {
      let s = try #require(spring(animation))
      #expect(close(s.stiffness, k, 0.05), "\(animation) k \(s.stiffness)")
      #expect(close(s.damping, c), "\(animation) c \(s.damping)")
    }
  }

  @Test func defaultsOfTheSpringInitializers() throws {
    let s = try #require(spring(.spring()))
    #expect(close(s.response, 0.5, 1e-12) && close(s.dampingRatio, 0.825, 1e-12))
    let i = try #require(spring(.interactiveSpring))
    #expect(close(i.response, 0.15, 1e-12) && close(i.dampingRatio, 0.86, 1e-12))
    #expect(Animation.interactiveSpring == .fluidSpring(i, blendDuration: 0.25))
  }

  @Test func bounceMapsToDampingRatio() {
    #expect(close(Spring(duration: 1, bounce: 0.3).dampingRatio, 0.7, 1e-12))
    #expect(close(Spring(duration: 1, bounce: -0.5).dampingRatio, 2, 1e-12))
    #expect(close(Spring(duration: 1, bounce: -0.5).bounce, -0.5, 1e-12))
    #expect(close(Spring.snappy(extraBounce: 0.1).bounce, 0.25, 1e-12))
    #expect(close(Spring.bouncy.duration, 0.5, 1e-12))
  }

  @Test func massStiffnessDampingRoundTrip() {
    let s = Spring(mass: 2, stiffness: 100, damping: 10)
    #expect(close(s.stiffness, 100, 1e-9) && close(s.damping, 10, 1e-9) && s.mass == 2)
    // Above critical (2√(km) = 28.28) damping is treated as critical unless allowed.
    #expect(close(Spring(mass: 2, stiffness: 100, damping: 50).dampingRatio, 1, 1e-12))
    let over = Spring(mass: 2, stiffness: 100, damping: 50, allowOverDamping: true)
    #expect(close(over.damping, 50, 1e-9))
  }

  @Test func settlingDurations() {
    #expect(close(Spring.smooth.settlingDuration, 0.8, 0.02))
    #expect(close(Spring.snappy.settlingDuration, 0.877, 0.02))
    #expect(close(Spring.bouncy.settlingDuration, 1.045, 0.02))
    #expect(close(Spring(duration: 0.15, bounce: 0.15).settlingDuration, 0.295, 0.02))
    #expect(close(Spring(response: 0.55, dampingRatio: 1).settlingDuration, 0.9, 0.02))
  }

  @Test func settlingDurationInitializerInverts() {
    let s = Spring(settlingDuration: 1.045, dampingRatio: 0.7)
    #expect(close(s.response, 0.5, 0.005))
    #expect(close(s.settlingDuration, 1.045, 1e-6))
  }

  @Test func bouncyValueAtAQuarterSecond() {
    // docs/semantics.md §8.3, under-damped unit step with v0 = 0, response 0.5, ζ 0.7.
    let lambda = 0.7 * 2 * Double.pi / 0.5
    let omegaD = (2 * Double.pi / 0.5) * (1 - 0.49).squareRoot()
    let t = 0.25
    let expected = 1 - exp(-lambda * t) * (cos(omegaD * t) + lambda / omegaD * sin(omegaD * t))
    let value = Spring.bouncy.value(target: 1, time: 0.25)
    #expect(close(value, expected, 1e-12))
    #expect(close(value, 0.98408, 1e-4))
  }

  @Test func criticalFormulaWithInitialVelocity() {
    // critical: x(t) = 1 − e^{−λt}[1 + (λ − v0)t]
    let lambda = 2 * Double.pi / 0.5
    let t = 0.2
    let v0 = 3.0
    let expected = 1 - exp(-lambda * t) * (1 + (lambda - v0) * t)
    #expect(close(Spring.smooth.value(target: 1, initialVelocity: v0, time: t), expected, 1e-9))
  }

  @Test func velocityIsTheDerivativeOfValue() {
    for s in [Spring.smooth, .bouncy, Spring(duration: 0.5, bounce: -0.4)] {
      for t in [0.0, 0.05, 0.3, 0.7] {
        let h = 1e-6
        let numeric =
          (s.value(target: 10, initialVelocity: 2, time: t + h)
            - s.value(target: 10, initialVelocity: 2, time: Swift.max(0, t - h)))
          / (t + h - Swift.max(0, t - h))
        #expect(close(s.velocity(target: 10, initialVelocity: 2, time: t), numeric, 1e-3))
      }
      #expect(close(s.value(target: 10, initialVelocity: 2, time: 0), 0, 1e-12))
      #expect(close(s.velocity(target: 10, initialVelocity: 2, time: 0), 2, 1e-9))
    }
  }

  @Test func invalidSpringsStaySane() {
    for s in [
      Spring(response: 0, dampingRatio: 1), Spring(duration: .nan, bounce: 0),
      Spring(response: -1, dampingRatio: 0.5),
    ] {
      #expect(!s.isValid)
      #expect(s.value(target: 1, time: 0.3).isFinite)
      #expect(s.settlingDuration.isFinite)
    }
    #expect(Spring(response: 1, dampingRatio: 0).settlingDuration == .infinity)
  }
}
