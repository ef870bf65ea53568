import Foundation
import Testing

@testable import LabEngine

/// docs/architecture.md §3: geometry-effect parameters animate in both layers. A 400-point square turning
/// 0° → 10° under a linear animation is at 5° half-way; an offset 0 → 50 is at 25.
@Suite struct EffectParameterTests {
  let window = Window.canvas(width: 600, height: 600)

  func square(degrees: Double, dx: Double = 0, ignored: Bool = false) -> Layout {
    let v = ViewDescription.color("red").frame(width: 400, height: 400)
      .modified(.effect(.rotation(.degrees(degrees), anchor: .center), affectsLayout: !ignored))
      .offset(x: dx, y: 0)
    return Layout(tree: ViewTree(v), window: window)
  }

  /// The global frame of the red leaf in the LAYOUT layer at `t`, after an update at 0 from
  /// 0° to `degrees` (and offset 0 → `dx`) under linear(1 s).
  func layoutFrame(at t: Double, degrees: Double, dx: Double = 0, ignored: Bool = false) -> Rect? {
    var p = Presentation()
    p.update(to: square(degrees: 0, ignored: ignored), at: 0, animation: nil)
    let target = square(degrees: degrees, dx: dx, ignored: ignored)
    p.update(to: target, at: 0, animation: .linear(duration: 1))
    let spaces = SpaceGeometry(layout: target, parameters: p.effectParameters(target, at: t))
    return spaces.frame(of: ViewTree.NodeID(target.tree.count - 1), in: .global)
  }

  @Test func aReaderSeesTheRotationAtItsAnimatedAngle() {
    // 400·(cos 5° + sin 5°) = 433.33 half-way; 463.38 (§10 vector 7) at the end.
    let half = layoutFrame(at: 0.5, degrees: 10)
    #expect(abs((half?.width ?? 0) - 400 * (cos(.pi / 36) + sin(.pi / 36))) < 1e-9)
    let end = layoutFrame(at: 1, degrees: 10)
    #expect(abs((end?.width ?? 0) - 463.38) < 0.01)
    // Before the animation starts, the old angle: no inflation.
    #expect(abs((layoutFrame(at: 0, degrees: 10)?.width ?? 0) - 400) < 1e-9)
  }

  @Test func ignoredByLayoutKeepsTheLayoutLayerStillWhileItAnimates() {
    #expect(layoutFrame(at: 0.5, degrees: 10, ignored: true)?.width == 400)
  }

  @Test func anOffsetAnimatesInTheLayoutLayer() {
    // The square sits at (100, 100); the offset is half-way, 25, at t = 0.5.
    #expect(layoutFrame(at: 0.5, degrees: 0, dx: 50)?.minX == 125)
    #expect(layoutFrame(at: 1, degrees: 0, dx: 50)?.minX == 150)
  }

  @Test func theShownLayerDrawsTheAnimatedAngle() {
    var p = Presentation()
    p.update(to: square(degrees: 0), at: 0, animation: nil)
    let target = square(degrees: 90)
    p.update(to: target, at: 0, animation: .linear(duration: 1))
    let leaf = ViewTree.NodeID(target.tree.count - 1)
    let shown = p.shown(target, at: 0.5)
    // 45°: the diagonal, 400·√2 wide, and moving.
    #expect(abs((shown.frame(leaf)?.width ?? 0) - 400 * 2.0.squareRoot()) < 1e-6)
    #expect(shown.animating[Int(leaf)])
    // A quarter turn is a straight rectangle again: no pixel-rounding surprises, at rest.
    let end = p.shown(target, at: 1)
    #expect(end.quads[Int(leaf)]?.isAxisAligned == true)
    #expect(end.animating[Int(leaf)] == false)
  }

  @Test func parametersOnlyListAnimatingNodes() {
    var p = Presentation()
    p.update(to: square(degrees: 0), at: 0, animation: nil)
    let target = square(degrees: 10)
    p.update(to: target, at: 0, animation: .linear(duration: 1))
    #expect(p.effectParameters(target, at: 0.5).effects.count == 1)
    #expect(p.effectParameters(target, at: 2).isEmpty)
    #expect(p.parametersAnimate(at: 0.5))
    #expect(!p.parametersAnimate(at: 2))
  }

  @Test func animatableDataRoundTrips() {
    let e = GeometryEffect.rotation3D(
      .degrees(30), axis: (0, 1, 0), anchor: .topLeading, anchorZ: 2, perspective: 0.5)
    let back = e.withAnimatableData(e.animatableData)
    #expect(back?.animatableData == e.animatableData)
    #expect(GeometryEffect.transform(.identity).animatableData.isEmpty)
    #expect(GeometryEffect.rotation(.zero, anchor: .center).withAnimatableData([1]) == nil)
  }
}

@Suite struct OpacityTests {
  func faded(_ o: Double) -> Layout {
    Layout(
      tree: ViewTree(ViewDescription.color("red").modified(.opacity(o)).frame(width: 10, height: 10)),
      window: .canvas(width: 100, height: 100))
  }

  @Test func opacityMultipliesDownAndAnimates() {
    var p = Presentation()
    p.update(to: faded(0.2), at: 0, animation: nil)
    let target = faded(1)
    p.update(to: target, at: 0, animation: .linear(duration: 1))
    let leaf = ViewTree.NodeID(target.tree.count - 1)
    #expect(abs(p.shown(target, at: 0).opacities[Int(leaf)] - 0.2) < 1e-12)
    #expect(abs(p.shown(target, at: 0.5).opacities[Int(leaf)] - 0.6) < 1e-12)
    #expect(p.shown(target, at: 0.5).animating[Int(leaf)])
    #expect(p.shown(target, at: 1).opacities[Int(leaf)] == 1)
  }
}

/// The playhead's fast path (FrameMotions) must give exactly what sampling each value does.
@Suite struct FrameMotionTests {
  @Test func batchedFramesMatchTheirAnimatedValues() {
    let animations: [Animation] = [
      .linear(duration: 1), .smooth(duration: 1), .bouncy, .easeInOut(duration: 0.7),
      .linear(duration: 1).delay(0.2),
    ]
    for animation in animations {
      var values: [AnimatedValue] = []
      for k in 0..<4 {
        var v = AnimatedValue([Double(k), 0, 10, 10])
        v.set([Double(k) + 100, -50, 30, 5], at: 0, animation: animation)
        values.append(v)
      }
      // A still value, and one retargeted mid-flight (chained or merged: the general path).
      values.append(AnimatedValue([1, 2, 3, 4]))
      var twice = AnimatedValue([0, 0, 10, 10])
      twice.set([100, 0, 10, 10], at: 0, animation: animation)
      twice.set([0, 80, 20, 10], at: 0.3, animation: animation)
      values.append(twice)
      let motions = FrameMotions(values)
      // The four values one update started share one batch; the retargeted one may add one.
      #expect(motions.batches.count <= 2, "\(animation)")
      for t in stride(from: 0.3, through: 3, by: 0.05) {
        let state = motions.state(at: t)
        for (k, value) in values.enumerated() {
          var memo = ProgressMemo()
          let slow = value.sampleRect(at: t, memo: &memo)
          guard let fast = motions.sample(k, state) else {
            #expect(k == values.count - 1, "only the retargeted value may be general")
            continue
          }
          #expect(fast.rect == slow.rect, "\(animation) t = \(t) k = \(k)")
          #expect(fast.moving == slow.moving, "\(animation) t = \(t) k = \(k)")
        }
      }
    }
  }
}
