import Testing

@testable import LabEngine

/// Timing curves against docs/semantics.md §8.2 (control points, the solver, default duration).
@Suite struct UnitCurveTests {
  @Test func easeInOutIsSymmetric() {
    #expect(UnitCurve.easeInOut.value(at: 0.5) == 0.5)
    let a = UnitCurve.easeInOut.value(at: 0.2)
    let b = UnitCurve.easeInOut.value(at: 0.8)
    #expect(Swift.abs(a + b - 1) <= 2.0 / 1_048_576)
  }

  @Test func endsAndClamping() {
    for (_, curve) in UnitCurve.named {
      #expect(curve.value(at: 0) == 0)
      #expect(Swift.abs(curve.value(at: 1) - 1) < 1e-6)
      #expect(curve.value(at: -3) == 0)
      #expect(Swift.abs(curve.value(at: .infinity) - 1) < 1e-6)
      #expect(curve.value(at: .nan) == 0)
    }
  }

  @Test func valuesAreRoundedToTwoToTheMinusTwenty() {
    let step = 1.0 / 1_048_576
    for x in stride(from: 0.0, through: 1, by: 0.07) {
      let y = UnitCurve.easeIn.value(at: x)
      #expect(y / step == (y / step).rounded())
    }
  }

  @Test func linearIsTheIdentity() {
    for x in stride(from: 0.0, through: 1, by: 0.1) {
      #expect(Swift.abs(UnitCurve.linear.value(at: x) - x) < 2e-6)
      #expect(Swift.abs(UnitCurve.linear.velocity(at: x) - 1) < 1e-6)
    }
  }

  @Test func bezierMatchesTheParametricCurve() {
    // easeIn: p1 (0.42, 0), p2 (1, 1). At t = 0.5 the point is (x(0.5), y(0.5)) by the
    // Bernstein form; the curve at that x must give that y.
    let t = 0.5
    let x = 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t * 1 + t * t * t
    let y = 3 * (1 - t) * t * t * 1 + t * t * t
    #expect(Swift.abs(UnitCurve.easeIn.value(at: x) - y) < 2e-6)
    let custom = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
    #expect(custom.name == nil)
    #expect(custom.value(at: 0.5) > 0.75)
  }

  @Test func velocityIsTheSlope() {
    for (_, curve) in UnitCurve.named {
      for x in [0.1, 0.3, 0.6, 0.9] {
        let h = 1e-4
        let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
        #expect(Swift.abs(curve.velocity(at: x) - numeric) < 0.02, "\(curve.name ?? "") at \(x)")
      }
    }
    // easeOut starts with slope dy/dx = 0/0; the limit is finite and positive.
    let start = UnitCurve.easeOut.velocity(at: 0)
    #expect(start.isFinite && start > 0)
  }

  @Test func circularCurves() {
    #expect(Swift.abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-12)
    #expect(Swift.abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-12)
    #expect(Swift.abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) < 1e-12)
  }
}
