import Testing

@testable import LabEngine

/// One animated value over time: chaining, merging, purity and ends (docs/semantics.md §8.1, §8.3–8.4).
@Suite struct AnimatedValueTests {
  func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { Swift.abs($0 - $1) <= tolerance }
  }

  @Test func linearFromOldToNew() {
    var v = AnimatedValue([0, 10])
    v.set([100, 20], at: 1, animation: .linear(duration: 1))
    #expect(v.target == [100, 20])
    #expect(close(v.value(at: 1), [0, 10]))
    #expect(close(v.value(at: 1.5), [50, 15], 1e-3))
    #expect(close(v.velocity(at: 1.5), [100, 10], 1e-3))
    #expect(v.value(at: 2) == [100, 20])
    #expect(v.isAnimating(at: 1.99) && !v.isAnimating(at: 2))
    #expect(v.endTime == 2)
  }

  /// A shift moves the value by the same amount at every time, running chained entries and a
  /// merged spring alike; the next change then starts from the shifted value.
  @Test func aShiftMovesTheValueAtEveryTime() {
    var chained = AnimatedValue([0])
    chained.set([100], at: 0, animation: .linear(duration: 1))
    chained.set([40], at: 0.5, animation: .easeIn(duration: 1))
    var spring = AnimatedValue([0])
    spring.set([100], at: 0, animation: .spring)
    for var v in [chained, spring] {
      let before = [0.25, 0.5, 0.75, 1, 3].map { v.value(at: $0)[0] }
      v.shift(by: [10])
      let after = [0.25, 0.5, 0.75, 1, 3].map { v.value(at: $0)[0] }
      #expect(close(zip(before, after).map { $1 - $0 }, [10, 10, 10, 10, 10]))
      v.set([0], at: 3, animation: .linear(duration: 1))
      #expect(close(v.value(at: 3), [after[4]]))
    }
    var still = AnimatedValue([5])
    still.shift(by: [.nan])
    #expect(still.value(at: 0) == [5])
  }

  @Test func nilAnimationJumpsAndStops() {
    var v = AnimatedValue([0])
    v.set([100], at: 0, animation: .linear(duration: 1))
    v.set([50], at: 0.5, animation: nil)
    #expect(v.value(at: 0.5) == [50])
    #expect(!v.isAnimating(at: 0.5))
    #expect(v.endTime == 0.5)
  }

  @Test func invalidAnimationJumps() {
    var v = AnimatedValue([0])
    v.set([100], at: 0, animation: .linear.speed(0))
    #expect(v.value(at: 0) == [100])
    #expect(!v.isAnimating(at: 0))
  }

  @Test func samplingIsPure() {
    var v = AnimatedValue([0])
    v.set([100], at: 0, animation: .easeInOut(duration: 1))
    v.set([-50], at: 0.4, animation: .bouncy.delay(0.1))
    let forward = stride(from: 0.4, through: 3, by: 0.05).map { v.value(at: $0) }
    let backward = stride(from: 0.4, through: 3, by: 0.05).reversed().map { v.value(at: $0) }
    #expect(forward == Array(backward.reversed()))
  }

  @Test func curvesChainFromTheMovingOutput() {
    // §8.1: r = r₁(t) + (T₂ − r₁(t))·f₂(t − start₂).
    var v = AnimatedValue([0])
    v.set([100], at: 0, animation: .linear(duration: 1))
    v.set([200], at: 0.5, animation: .linear(duration: 1))
    #expect(v.entryCount == 2)
    #expect(close(v.value(at: 0.5), [50], 1e-3))  // no jump
    let r1 = 75.0  // first entry at t = 0.75
    let expected = r1 + (200 - r1) * 0.25
    #expect(close(v.value(at: 0.75), [expected], 1e-3))
    // After the first ends, the second runs from its target.
    #expect(close(v.value(at: 1.25), [100 + 100 * 0.75], 1e-3))
    #expect(v.value(at: 1.5) == [200])
    #expect(v.endTime == 1.5)
  }

  @Test func finishedEntriesAreDroppedOnRetarget() {
    var v = AnimatedValue([0])
    v.set([100], at: 0, animation: .linear(duration: 1))
    v.set([200], at: 2, animation: .linear(duration: 1))
    #expect(v.entryCount == 1)
    #expect(close(v.value(at: 2.5), [150], 1e-3))
  }

  @Test func fluidSpringsMergeContinuously() {
    var v = AnimatedValue([0, 0])
    v.set([100, 50], at: 0, animation: .bouncy)
    let before = (v.value(at: 0.2), v.velocity(at: 0.2))
    v.set([-100, 80], at: 0.2, animation: .snappy)
    #expect(v.entryCount == 1)
    #expect(close(v.value(at: 0.2), before.0, 1e-9))
    #expect(close(v.velocity(at: 0.2), before.1, 1e-9))
    #expect(before.1[0] > 100)  // it was moving fast, and keeps that velocity
    #expect(close(v.value(at: 5), [-100, 80], 1e-3))
    #expect(!v.isAnimating(at: 5))
  }

  /// `.logicallyComplete(after:)` moves as its spring does; a retarget merges only when the
  /// previous change had the same modifier (OpenSwiftUI `CustomAnimationModifier.shouldMerge`:
  /// the modifiers equal and the bases merge), and otherwise chains.
  @Test func aModifiedSpringMergesOnlyWithTheSameModifier() {
    let first = Animation.bouncy.logicallyComplete(after: 0.2)
    var same = AnimatedValue([0])
    same.set([100], at: 0, animation: first)
    var bare = AnimatedValue([0])
    bare.set([100], at: 0, animation: .bouncy)
    #expect(close(same.value(at: 0.15), bare.value(at: 0.15), 1e-12))
    same.set([-50], at: 0.2, animation: .snappy.logicallyComplete(after: 0.2))
    #expect(same.entryCount == 1)
    var other = AnimatedValue([0])
    other.set([100], at: 0, animation: first)
    other.set([-50], at: 0.2, animation: .snappy.logicallyComplete(after: 0.3))
    #expect(other.entryCount == 2)
    var afterBare = AnimatedValue([0])
    afterBare.set([100], at: 0, animation: .bouncy)
    afterBare.set([-50], at: 0.2, animation: first)
    #expect(afterBare.entryCount == 2)
    #expect(first.logicalDuration == 0.2)
    #expect(Animation.bouncy.logicallyComplete(after: 2).logicalDuration == Animation.bouncy.logicalDuration)
    #expect(Animation.linear.repeatForever().logicallyComplete(after: 1).logicalDuration == 1)
  }

  @Test func mergedSpringFinishesByTheFluidRule() throws {
    // Logically complete at the response; finished once velocity and force are tiny.
    var v = AnimatedValue([0])
    v.set([100], at: 0, animation: .smooth)
    let end = try #require(v.endTime)
    #expect(end >= 0.5 && end < 2)
    let rest = v.value(at: end - 1.0 / 60)[0]
    #expect(Swift.abs(rest - 100) < 0.01)
  }

  @Test func interpolatingSpringsChain() {
    var v = AnimatedValue([0])
    v.set([100], at: 0, animation: .interpolatingSpring(stiffness: 170, damping: 15))
    v.set([0], at: 0.1, animation: .interpolatingSpring(stiffness: 170, damping: 15))
    #expect(v.entryCount == 2)
    let s = Spring(mass: 1, stiffness: 170, damping: 15)
    #expect(close(v.value(at: 0.1), [s.value(target: 100, time: 0.1)], 1e-9))
  }

  @Test func repeatCountSnapsToTheModelValue() {
    var v = AnimatedValue([0])
    v.set([1], at: 0, animation: .linear(duration: 1).repeatCount(2))
    #expect(close(v.value(at: 1.5), [0.5]))
    #expect(close(v.value(at: 1.999), [0.001], 1e-5))
    #expect(v.value(at: 2) == [1])  // jumps
  }

  @Test func repeatForeverHasNoEnd() {
    var v = AnimatedValue([0])
    v.set([1], at: 0, animation: .linear(duration: 1).repeatForever())
    #expect(v.endTime == nil)
    #expect(v.isAnimating(at: 1e9))
    #expect(close(v.value(at: 3.25), [0.75]))
  }

  @Test func unchangedValueStartsNothing() {
    var v = AnimatedValue([5])
    v.set([5], at: 1, animation: .smooth)
    #expect(v.entryCount == 0 && !v.isAnimating(at: 1))
  }

  /// A custom animation that scales the change by time / duration moves as the built-in linear
  /// curve does (whose progress is rounded to 2⁻²⁰, §8.2), chained retargets and frames
  /// included (docs/semantics.md §8.9).
  @Test func aLinearCustomAnimationMovesAsTheLinearCurve() {
    let body = CustomAnimationBody(name: "Linear(duration: 1.0)") { delta, t in
      t <= 1 ? delta.map { $0 * t } : nil
    }
    var custom = AnimatedValue([0, 0, 10, 10])
    var curve = custom
    for (value, at) in [([100.0, 0, 10, 10], 0.0), ([40.0, 30, 20, 10], 0.4)] {
      custom.set(value, at: at, animation: .custom(body))
      curve.set(value, at: at, animation: .linear(duration: 1))
    }
    var memo = ProgressMemo()
    for t in stride(from: 0.4, through: 1.6, by: 0.05) {
      #expect(close(custom.value(at: t), curve.value(at: t), 1e-3))
      let (a, b) = (custom.sampleRect(at: t, memo: &memo).rect, curve.sampleRect(at: t, memo: &memo).rect)
      #expect(close([a.minX, a.minY, a.width, a.height], [b.minX, b.minY, b.width, b.height], 1e-3))
      #expect(custom.isAnimating(at: t) == curve.isAnimating(at: t + 1e-6) || Swift.abs(t - 1.4) < 1e-6)
    }
    #expect(Swift.abs((custom.endTime ?? 0) - 1.4) < 1e-6)
    // Its velocity, measured, is the fold's.
    #expect(close(custom.velocity(at: 0.6), curve.velocity(at: 0.6), 1e-2))
  }

  /// Given the whole change, an animation can move at a fixed speed along it; it ends when it
  /// first says nil, found to a nanosecond.
  @Test func aCustomAnimationSeesTheWholeChange() {
    let steady = CustomAnimationBody(name: "Steady()") { delta, t in
      let length = delta.reduce(0) { $0 + $1 * $1 }.squareRoot()
      return 40 * t >= length ? nil : delta.map { $0 * 40 * t / length }
    }
    var v = AnimatedValue([0, 0])
    v.set([60, 80], at: 0, animation: .custom(steady))
    #expect(close(v.value(at: 1), [24, 32], 1e-12))
    #expect(Swift.abs((v.endTime ?? 0) - 2.5) < 1e-8)
    #expect(v.value(at: 2.6) == [60, 80])
    #expect(Animation.custom(steady).delay(1).customBody == steady)
  }
}
