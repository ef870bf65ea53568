import Foundation
import LabEngine
import Testing

@testable import LabScript

/// `Animation`, `Spring` and `UnitCurve` in view code (docs/semantics.md §8.2–8.5): expressions evaluate
/// to engine values, and `withAnimation` records the evaluated animation.
@Suite struct AnimationBuiltinTests {
  /// The value of the last expression of `source`.
  func value(_ source: String) -> Value? {
    let r = evaluate(source)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    return r.value
  }

  func animation(_ source: String) -> Animation? {
    guard case .animation(let a)? = value(source) else {
      Issue.record("not an animation: \(source)")
      return nil
    }
    return a
  }

  @Test func animationExpressions() {
    #expect(animation("let a: Animation = .smooth(duration: 1)\na") == .smooth(duration: 1))
    #expect(animation("Animation.easeInOut") == .easeInOut)
    #expect(
      animation("Animation.linear(duration: 0.5).delay(0.2)")
        == .linear(duration: 0.5).delay(0.2))
    #expect(
      animation("Animation.spring(response: 0.4, dampingFraction: 0.7)")
        == .spring(response: 0.4, dampingFraction: 0.7))
    #expect(animation("Animation.bouncy") == .bouncy)
    #expect(animation("Animation.default") == .default)
    #expect(
      animation("Animation.easeIn.repeatForever(autoreverses: true)")
        == .easeIn.repeatForever(autoreverses: true))
    #expect(
      animation("Animation.linear.repeatCount(3, autoreverses: false)")
        == .linear.repeatCount(3, autoreverses: false))
    #expect(animation("Animation.easeOut.speed(2)") == .easeOut.speed(2))
    #expect(animation("Animation.spring()") == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(
      animation("Animation.spring(duration: 0.3, bounce: 0.2)")
        == .spring(duration: 0.3, bounce: 0.2))
    #expect(
      animation("Animation.spring(.bouncy, blendDuration: 1)")
        == .spring(.bouncy, blendDuration: 1))
    #expect(animation("Animation.interactiveSpring") == .interactiveSpring)
    #expect(
      animation("Animation.interactiveSpring(duration: 0.15, extraBounce: 0.1)")
        == .interactiveSpring(duration: 0.15, extraBounce: 0.1))
    #expect(
      animation("Animation.interpolatingSpring(stiffness: 170, damping: 15)")
        == .interpolatingSpring(stiffness: 170, damping: 15))
    #expect(
      animation("Animation.interpolatingSpring(duration: 0.4, bounce: 0.2)")
        == .interpolatingSpring(duration: 0.4, bounce: 0.2))
    #expect(
      animation("Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.6)")
        == .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.6))
    #expect(
      animation("Animation.timingCurve(.circularEaseIn, duration: 1)")
        == .timingCurve(.circularEaseIn, duration: 1))
    #expect(animation("Animation.snappy(extraBounce: 0.1)") == .snappy(extraBounce: 0.1))
  }

  @Test func isDescribedInSwiftUISpellingButNotPrinted() {
    // `:state` and `:timeline` show an animation as code spells it; Swift prints its base
    // animator's storage, which the lab does not imitate (docs/semantics.md §14.1).
    #expect(animation("Animation.smooth(duration: 1).delay(0.5)")?.description == ".smooth(duration: 1).delay(0.5)")
    let r = evaluate("print(Animation.smooth(duration: 1).delay(0.5))")
    #expect(r.hasErrors)
    #expect(r.output == "")
    #expect(r.renderedDiagnostics.contains("Swift prints an `Animation` with SwiftUI's private storage"))
  }

  @Test func springInCode() {
    let r = evaluate("print(Spring.bouncy.value(target: 1, time: 0.25))")
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    let printed = Double(r.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    // docs/semantics.md §8.3's under-damped step, response 0.5, ζ 0.7.
    let lambda = 0.7 * 2 * Double.pi / 0.5
    let omegaD = 4 * Double.pi * 0.51.squareRoot()
    let expected =
      1 - exp(-lambda * 0.25)
      * (cos(omegaD * 0.25) + lambda / omegaD
        * sin(omegaD * 0.25))
    #expect(Swift.abs(printed - expected) < 1e-12)
    #expect(r.output.hasPrefix("0.98"))
  }

  @Test func springPropertiesAndInitializers() {
    func number(_ s: String) -> Double {
      if case .double(let d)? = value(s) { return d }
      Issue.record("not a number: \(s)")
      return .nan
    }
    #expect(Swift.abs(number("Spring.snappy.damping") - 21.36) < 0.005)
    #expect(Swift.abs(number("Spring(duration: 0.5, bounce: 0.3).stiffness") - 157.91) < 0.005)
    #expect(Swift.abs(number("Spring.bouncy.settlingDuration") - 1.045) < 0.02)
    #expect(number("Spring(response: 0.4, dampingRatio: 0.6).dampingRatio") == 0.6)
    #expect(
      Swift.abs(
        number("Spring(mass: 1, stiffness: 100, damping: 10).response")
          - 2 * Double.pi / 10) < 1e-12)
    #expect(
      Swift.abs(
        number("Spring(settlingDuration: 1.045, dampingRatio: 0.7).response") - 0.5) < 0.005)
    #expect(number("Spring.smooth(duration: 2).duration") == 2)
    #expect(number("Spring().bounce") == 0)
    #expect(Swift.abs(number("Spring.smooth.velocity(target: 1, time: 0)")) < 1e-12)
  }

  @Test func unitCurveInCode() {
    #expect(value("UnitCurve.easeInOut.value(at: 0.5)")?.isEqual(to: .double(0.5)) == true)
    let custom = value(
      "UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), "
        + "endControlPoint: UnitPoint(x: 0.58, y: 1)).value(at: 0.5)")
    #expect(custom?.isEqual(to: .double(0.5)) == true)
    #expect(value("UnitCurve.linear.velocity(at: 0.3)").map { "\($0)" }?.hasPrefix("1") == true)
  }

  @Test func withAnimationRecordsTheEvaluatedAnimation() {
    let context = ScriptContext()
    let view = """
      struct V: View {
        @State var on = false
        var body: some View { Color.red.frame(width: on ? 100 : 50) }
      }
      V()
      """
    evaluate(view, context: context)
    let r = context.evaluate("withAnimation(.smooth(duration: 1)) { on.toggle() }", file: "<a>")
    #expect(r.stateChanges.first?.animation == .smooth(duration: 1))
    #expect(r.stateChanges.first?.animationText == ".smooth(duration: 1)")
    let bare = context.evaluate("withAnimation { on.toggle() }", file: "<b>")
    #expect(bare.stateChanges.first?.animation == .default)
    #expect(bare.stateChanges.first?.animationText == ".default")
    let none = context.evaluate("withAnimation(nil) { on.toggle() }", file: "<c>")
    #expect(none.stateChanges.first?.animation == nil)
    #expect(none.stateChanges.first?.animationText == "nil")
    let outside = context.evaluate("on.toggle()", file: "<d>")
    #expect(outside.stateChanges.first?.animation == nil)
    #expect(outside.stateChanges.first?.animationText == nil)
    let chained = context.evaluate(
      "withAnimation(.linear(duration: 0.5).delay(0.2)) { on.toggle() }", file: "<e>")
    #expect(chained.stateChanges.first?.animation == .linear(duration: 0.5).delay(0.2))
  }

  @Test func unusableParametersWarnAndJump() {
    let context = ScriptContext()
    evaluate(
      "struct V: View { @State var on = false\n var body: some View { Color.red } }\nV()",
      context: context)
    let r = context.evaluate("withAnimation(.linear.speed(0)) { on.toggle() }", file: "<a>")
    #expect(!r.hasErrors)
    #expect(messages(r).contains { $0.contains("speed must be positive") })
    #expect(r.stateChanges.first?.animation == nil)
    let spring = evaluate("let a = Animation.spring(response: 0)")
    #expect(messages(spring).contains { $0.contains("response must be positive") })
  }

  @Test func mistakesAreDiagnosed() {
    let r = evaluate("Animation.smooth(durration: 1)")
    #expect(r.hasErrors)
    #expect(r.renderedDiagnostics.contains("duration"))
    let unknown = evaluate("Animation.wobbly")
    #expect(unknown.hasErrors)
    let wrong = evaluate("withAnimation(3) { }")
    #expect(messages(wrong).contains { $0.contains("needs an `Animation`") })
  }
}
