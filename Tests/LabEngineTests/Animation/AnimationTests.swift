import Testing

@testable import LabEngine

/// Animations over time: curve durations, delay, speed and repeat (docs/semantics.md §8.2, §8.4).
@Suite struct AnimationTests {
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    Swift.abs(a - b) <= tolerance
  }

  @Test func curveDefaultDurationIs035() {
    for a in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
      #expect(a.duration == 0.35)
    }
    #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4).duration == 0.35)
    #expect(close(Animation.easeInOut.progress(at: 0.175).value, 0.5))
    #expect(Animation.linear(duration: 2).progress(at: 3) == (1, 0))
  }

  @Test func zeroDurationJumps() {
    #expect(Animation.linear(duration: 0).progress(at: 0).value == 1)
    #expect(Animation.linear(duration: -1).duration == 0)
    // …but not before its delay.
    let delayed = Animation.linear(duration: 0).delay(1)
    #expect(delayed.progress(at: 0.5).value == 0)
    #expect(delayed.progress(at: 1).value == 1)
  }

  @Test func delayShiftsTime() {
    let a = Animation.linear(duration: 1).delay(0.5)
    #expect(a.progress(at: 0.4) == (0, 0))
    #expect(close(a.progress(at: 1).value, 0.5))
    #expect(a.duration == 1.5)
  }

  @Test func speedScalesTime() {
    let a = Animation.linear(duration: 1).speed(2)
    #expect(close(a.progress(at: 0.25).value, 0.5))
    #expect(close(a.progress(at: 0.25).velocity, 2))
    #expect(a.duration == 0.5)
  }

  @Test func repeatCountCountsPassesAndSnaps() {
    let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(close(a.progress(at: 0.25).value, 0.25))
    #expect(close(a.progress(at: 1.25).value, 0.75))  // reversed pass: interval − base
    #expect(close(a.progress(at: 1.25).velocity, -1))
    #expect(close(a.progress(at: 1.99).value, 0.01, 1e-5))
    #expect(a.progress(at: 2).value == 1)  // even count: snaps to the model value
    #expect(a.duration == 2)
    let b = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
    #expect(close(b.progress(at: 2.5).value, 0.5))
  }

  @Test func repeatForeverNeverEnds() {
    let a = Animation.easeInOut(duration: 1).repeatForever()
    #expect(a.duration == nil)
    #expect(!a.isDone(at: 1e6))
    #expect(close(a.progress(at: 1000.5).value, 0.5))
    #expect(a.previewDuration(foreverPasses: 2) == 2)
  }

  @Test func springsEndAtTheirSettlingDuration() {
    #expect(close(Animation.smooth.duration ?? 0, 0.8, 0.02))
    #expect(Animation.bouncy.logicalDuration == 0.5)
    #expect(Animation.bouncy.isDone(at: 1.1))
    #expect(!Animation.bouncy.isDone(at: 0.9))
    let i = Animation.interpolatingSpring(stiffness: 157.91, damping: 17.59)
    #expect(close(i.progress(at: 0.25).value, Spring.bouncy.value(target: 1, time: 0.25), 1e-3))
    #expect(close(i.logicalDuration ?? 0, 2 * Double.pi / 157.91.squareRoot()))
  }

  @Test func invalidParametersAreProblemsNotTraps() {
    let bad: [Animation] = [
      .linear(duration: .nan), .spring(response: 0), .spring(duration: -1),
      .linear.speed(0), .linear.speed(-2), .linear.delay(.infinity),
      .smooth(duration: .infinity), .linear.repeatCount(-1),
      .interpolatingSpring(stiffness: 0, damping: 1),
    ]
    for a in bad {
      #expect(a.problem != nil, "\(a)")
      #expect(a.progress(at: 0.1) == (1, 0))
      #expect(a.duration == 0)
    }
  }

  @Test func descriptionsUseSwiftUISpelling() {
    #expect(Animation.easeInOut.description == ".easeInOut")
    #expect(
      Animation.linear(duration: 0.5).delay(0.2).description
        == ".linear(duration: 0.5).delay(0.2)")
    #expect(Animation.smooth(duration: 1).description == ".smooth(duration: 1)")
    #expect(Animation.snappy.description == ".snappy")
    #expect(Animation.bouncy(duration: 0.4).description == ".bouncy(duration: 0.4)")
    #expect(Animation.default.description == ".default")
    #expect(
      Animation.spring(response: 0.4, dampingFraction: 0.6).description
        == ".spring(response: 0.4, dampingFraction: 0.6)")
    // Presets are recognised by value: ζ 0.7 is `.bouncy`'s damping.
    #expect(
      Animation.spring(response: 0.4, dampingFraction: 0.7).description
        == ".bouncy(duration: 0.4)")
    #expect(Animation.interactiveSpring.description == ".interactiveSpring")
    #expect(
      Animation.easeIn.repeatForever(autoreverses: false).description
        == ".easeIn.repeatForever(autoreverses: false)")
    #expect(Animation.linear.repeatCount(3).description == ".linear.repeatCount(3)")
    #expect(
      Animation.interpolatingSpring(stiffness: 100, damping: 10).description
        == ".interpolatingSpring(stiffness: 100, damping: 10)")
    #expect(
      Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 1).description
        == ".timingCurve(0.25, 0.1, 0.25, 1, duration: 1)")
  }

  @Test func whatNeverSettlesHasNoEnd() {
    // An undamped spring oscillates forever; a vanishing speed stretches time past ∞.
    let undamped = Animation.interpolatingSpring(duration: 0.5, bounce: 1)
    #expect(undamped.duration == nil)
    #expect(undamped.previewDuration() == 2)
    #expect(Animation.linear.speed(1e-320).duration == nil)
    #expect(Animation.linear.speed(1e-320).previewDuration().isFinite)
  }
}
