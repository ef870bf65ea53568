import Foundation
import Testing

@testable import LabEngine

/// A keyframe track's value and velocity over time (docs/semantics.md §8.8).
@Suite struct KeyframeTimelineTests {
  func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { Swift.abs($0 - $1) <= tolerance }
  }

  /// Linear keyframes follow their curve from where the one before ended; a move jumps and
  /// takes no time; after the last the track holds.
  @Test func linearAndMoveKeyframesFollowEachOther() {
    let track = KeyframeTrackTimeline(
      from: [1], velocity: [0],
      keyframes: [
        Keyframe(.linear(.linear), to: [2], duration: 1),
        Keyframe(.move, to: [0.5], duration: 5),
        Keyframe(.linear(.easeIn), to: [1.5], duration: 0.5),
      ])
    #expect(track.duration == 1.5)
    #expect(close(track.sample(at: 0.5).value, [1.5]))
    #expect(close(track.sample(at: 0.5).velocity, [1]))
    #expect(close(track.sample(at: 1).value, [0.5]))  // the move has happened at its time
    let p = UnitCurve.easeIn.value(at: 0.5)
    #expect(close(track.sample(at: 1.25).value, [0.5 + p]))
    #expect(track.sample(at: 9).value == [1.5])
    #expect(track.sample(at: -1).value == [1])
  }

  /// A spring keyframe runs the spring from the last value toward its own for its duration,
  /// starting with the velocity the track had; it is cut there, not snapped to its value.
  @Test func aSpringKeyframeCarriesTheVelocityAndIsCutAtItsDuration() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let track = KeyframeTrackTimeline(
      from: [0], velocity: [0],
      keyframes: [
        Keyframe(.linear(.linear), to: [10], duration: 1),
        Keyframe(.spring(spring, startVelocity: nil), to: [0], duration: 0.2),
      ])
    let at = 1.1
    let expected = 10 + spring.value(target: -10, initialVelocity: 10, time: 0.1)
    #expect(close(track.sample(at: at).value, [expected]))
    let end = 10 + spring.value(target: -10, initialVelocity: 10, time: 0.2)
    #expect(close(track.sample(at: 5).value, [end]))
    #expect(track.cutsSpringShort)
  }

  /// Cubic keyframes between cubic neighbours take the time-weighted Catmull-Rom tangent; with
  /// equal durations a segment's middle is the Hermite blend of its ends and tangents.
  @Test func cubicKeyframesFormACatmullRomSpline() {
    let track = KeyframeTrackTimeline(
      from: [0], velocity: [0],
      keyframes: [
        Keyframe(.cubic(startVelocity: nil, endVelocity: nil), to: [10], duration: 1),
        Keyframe(.cubic(startVelocity: nil, endVelocity: nil), to: [30], duration: 1),
        Keyframe(.cubic(startVelocity: nil, endVelocity: nil), to: [20], duration: 1),
      ])
    // Tangents: at 10 (t = 1), (30 − 0) / 2 = 15 per second; at 30 (t = 2), (20 − 10) / 2 = 5.
    // The middle of the second segment: (10 + 30) / 2 + d (m0 − m1) / 8 = 20 + 10 / 8.
    #expect(close(track.sample(at: 1.5).value, [21.25]))
    #expect(close(track.sample(at: 1).velocity, [15]))
    #expect(close(track.sample(at: 2).velocity, [5]))
    // The track starts with the velocity it was given and ends at rest.
    #expect(close(track.sample(at: 0).velocity, [0]))
    #expect(close(track.sample(at: 2.999_999).velocity, [0], 1e-4))
    #expect(track.hasCubic)
  }

  /// Every component of a vector value is its own track of numbers.
  @Test func componentsAnimateTogether() {
    let track = KeyframeTrackTimeline(
      from: [0, 100], velocity: [0, 0], keyframes: [Keyframe(.linear(.linear), to: [10, 0], duration: 2)])
    #expect(close(track.sample(at: 1).value, [5, 50]))
  }
}
