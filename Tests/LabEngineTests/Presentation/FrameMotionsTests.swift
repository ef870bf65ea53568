import LabGeometry
import Testing

@testable import LabEngine

/// `FrameMotions` samples chained curve animations from plain numbers shared across values; at
/// every moment it must give exactly what each value's own `sampleRect` gives (docs/semantics.md
/// §8.1), and hand a chain with a spring in it back to the value.
@Suite struct FrameMotionsTests {
  func chained(_ animations: [Animation], every gap: Double, scale: Double) -> AnimatedValue {
    var value = AnimatedValue([0, 0, 10, 20])
    for (k, animation) in animations.enumerated() {
      let s = scale * Double(k + 1)
      value.set([s, -s / 2, 10 + s, 20 - s / 3], at: gap * Double(k), animation: animation)
    }
    return value
  }

  @Test func chainsSampleExactlyAsTheirValues() {
    let curves: [Animation] = [
      .linear(duration: 1), .easeInOut(duration: 0.7), .easeIn(duration: 1.3), .linear(duration: 0.2),
      .easeOut(duration: 2),
    ]
    var values: [AnimatedValue] = []
    for k in 0..<6 {
      let count = 2 + k % 4
      let gap = 0.1 * Double(1 + k % 3)
      values.append(chained(Array(curves.prefix(count)), every: gap, scale: 7 + Double(k)))
    }
    let motions = FrameMotions(values)
    #expect(motions.kinds.allSatisfy { $0 == FrameMotions.Kind.chain }, "\(motions.kinds)")
    for step in 0...400 {
      let t = Double(step) / 100
      let state = motions.state(at: t)
      for (k, value) in values.enumerated() {
        var memo = ProgressMemo()
        let own = value.sampleRect(at: t, memo: &memo)
        guard let shared = motions.sample(k, state) else {
          Issue.record("value \(k) not sampled from numbers")
          return
        }
        #expect(shared.rect == own.rect && shared.moving == own.moving && shared.goal == own.goal, "value \(k) at \(t)")
      }
    }
  }

  @Test func aChainWithASpringIsSampledByItsValue() {
    var value = chained([.linear(duration: 1), .linear(duration: 1)], every: 0.1, scale: 5)
    value.set([1, 2, 3, 4], at: 0.3, animation: .spring(duration: 0.5, bounce: 0.2))
    let motions = FrameMotions([value])
    #expect(motions.kinds.first != FrameMotions.Kind.chain)
  }
}
