import LabEngine
import LabSession
import LayoutWorkloads

/// The SHOWN layer at a moving playhead (issue 9): a row of `leaves` fixed leaves, all of which
/// grow (10×20 → 12×24, so every frame moves too) in one update under `.linear(duration: 1)`.
/// One step is `presentation.shown(layout, at: t)` for the next t; layouts and the presentation
/// are built beforehand.
///
///     let w = PlayheadWorkload(leaves: 1_000)
///     w.step(at: 0.5).animating.filter { $0 }.count  // 1_000
public struct PlayheadWorkload: Sendable {
  public let leaves: Int
  /// The layout after the update (what `shown` samples).
  public let layout: Layout
  public let presentation: Presentation
  public static let animation = Animation.linear(duration: 1)

  public init(leaves: Int) {
    self.leaves = leaves
    let before = PlayheadWorkload.layout(leaves: leaves, width: 10, height: 20)
    layout = PlayheadWorkload.layout(leaves: leaves, width: 12, height: 24)
    var p = Presentation()
    p.update(to: before, at: 0, animation: nil)
    p.update(to: layout, at: 0, animation: PlayheadWorkload.animation)
    presentation = p
  }

  public static func layout(leaves: Int, width: Double, height: Double) -> Layout {
    let row = ViewDescription.hstack(spacing: 5) {
      (0..<leaves).map { _ in .color("c").frame(width: width, height: height) }
    }
    return Layout(tree: ViewTree(row), window: Workload.window)
  }

  /// What is drawn at `t`.
  public func step(at t: Double) -> ShownFrames { presentation.shown(layout, at: t) }

  /// Playhead times of `steps` successive steps inside the animation (60 per second).
  public static func times(_ steps: Int) -> [Double] {
    (0..<steps).map { Double($0 % 59 + 1) / 60 }
  }
}

/// Scrubbing backwards (issue 9): a 10 s timeline of 100 updates (one every 0.1 s, each
/// toggling the row between its two sizes under `.linear(duration: 1)`, so about ten animations
/// are chained at any moment), scrubbed from the end to 0 in `steps` steps, with `shown()` at
/// each. The timeline is recorded beforehand.
public final class ScrubWorkload {
  public let leaves: Int
  public let events: Int
  public let span: Double
  public let timeline: Timeline

  public init(leaves: Int, events: Int = 100, span: Double = 10) {
    self.leaves = leaves
    self.events = events
    self.span = span
    let small = ViewDescription.hstack(spacing: 5) {
      (0..<leaves).map { _ in .color("c").frame(width: 10, height: 20) }
    }
    let large = ViewDescription.hstack(spacing: 5) {
      (0..<leaves).map { _ in .color("c").frame(width: 12, height: 24) }
    }
    let layouts = [small, large].map { Layout(tree: ViewTree($0), window: Workload.window) }
    timeline = Timeline()
    for k in 0..<events {
      timeline.scrub(to: span * Double(k) / Double(events))
      timeline.record(
        k % 2 == 0 ? small : large, layout: layouts[k % 2], animation: PlayheadWorkload.animation,
        label: "update \(k)")
    }
  }

  /// Scrubs from `span` down to 0 in `steps` equal steps, returning the frames drawn at each
  /// (each consumed by `consume`).
  public func scrubBackwards(steps: Int, _ consume: (ShownFrames?) -> Void) {
    for k in stride(from: steps, through: 0, by: -1) {
      timeline.scrub(to: span * Double(k) / Double(steps))
      consume(timeline.shown())
    }
  }
}
