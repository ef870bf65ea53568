import LabEngine
import SwiftSyntax

/// `PhaseAnimator` and `.phaseAnimator` (iOS 17; docs/semantics.md §8.7): a view built from
/// its current phase, which moves through the phases on the clock. The phase is state of its
/// own (`PhaseAnimator.phase`, `PhaseAnimator#2.phase` … in build order, as a user view's
/// `@State` is kept), and each move to the next phase is an update whose transaction carries
/// the animation the `animation:` closure gives for the phase moved to — so the SHOWN layer,
/// `:timeline` and `:why` see it as any animated state change.
///
/// Without a trigger the cycle starts when the view appears and loops; with one, each change
/// of the trigger runs the phases once and animates back to the first. The next phase starts
/// when the last move is logically complete (`Animation.logicalDuration`).
///
///     Circle().phaseAnimator([false, true]) { content, up in content.offset(y: up ? -20 : 0) }
enum PhaseAnimators {
  /// `PhaseAnimator(_:trigger:content:animation:)` (`modifying` nil) and
  /// `.phaseAnimator(_:trigger:content:animation:)` on a view.
  static func make(_ c: inout CallContext, modifying view: ViewDescription?) throws -> Value {
    try c.checkLabels([nil, "trigger", "content", "animation"])
    let content = try animatorContent(&c, modifying: view, value: "phase")
    return .view(try build(&c, content: content))
  }

  /// An animator's content closure as a function of its value: `{ value in … }` for the view
  /// form, `{ content, value in … }` for the modifier on `view` (the phase and keyframe
  /// animators alike).
  static func animatorContent(_ c: inout CallContext, modifying view: ViewDescription?, value: String) throws
    -> (Value) throws -> ViewDescription
  {
    guard let content = c.closure("content") ?? c.firstUnlabelledClosure else {
      let form = view == nil ? "{ \(value) in … }" : "{ content, \(value) in … }"
      throw c.fail("`\(view == nil ? "" : ".")\(c.name)` needs its content in a closure `\(form)`", kind: .argument)
    }
    let interp = c.interpreter
    let node = c.node
    guard let view else {
      return { value in
        let views = try interp.viewList(try interp.call(content, [value], node: node, viewContext: true), at: node)
        return views.count == 1 ? views[0] : ViewDescription(.group, views, source: nil)
      }
    }
    return { value in
      try interp.toView(try interp.call(content, [.view(view), value], node: node, viewContext: true), at: node)
    }
  }

  /// The view for the current phase, under a `.phases` action node whose closure moves to the
  /// next phase.
  private static func build(_ c: inout CallContext, content: (Value) throws -> ViewDescription) throws
    -> ViewDescription
  {
    let interp = c.interpreter
    guard let phasesArg = c.argument(nil), !ViewBuiltins.isClosure(phasesArg.value) else {
      throw c.fail("`\(c.name)` needs its phases, such as `[false, true]` or `Phase.allCases`", kind: .argument)
    }
    var phases: [Value]
    switch phasesArg.value {
    case .array(let values): phases = values
    case .range: phases = try interp.elements(of: phasesArg.value, at: phasesArg.node)
    default:
      throw interp.error(
        "a phase animator's phases are a sequence, such as `[false, true]`; got `\(phasesArg.value.typeName)`",
        at: phasesArg.node, kind: .typeMismatch)
    }
    guard !phases.isEmpty else {
      // SwiftUI's precondition: the sequence must not be empty.
      throw interp.error("a phase animator needs at least one phase", at: phasesArg.node, kind: .argument)
    }
    let n = (interp.pass.ownerOrdinals["PhaseAnimator"] ?? 0) + 1
    interp.pass.ownerOrdinals["PhaseAnimator"] = n
    let key = StateKey(owner: n == 1 ? "PhaseAnimator" : "PhaseAnimator#\(n)", name: "phase")
    var index = 0
    if case .int(let i)? = interp.state[key], i < phases.count { index = i } else { interp.state[key] = .int(0) }
    let view: ViewDescription
    do {
      view = try content(phases[index])
    } catch let e as RuntimeError
      where e.kind == .typeMismatch
      && phasesArg.node.as(LabeledExprSyntax.self)?.expression.is(ArrayExprSyntax.self) == true
      && phases.allSatisfy({ if case .int = $0 { true } else { false } })
    {
      // `PhaseAnimator([0, -20, 10]) { y in … .offset(y: y) }`: Swift types integer literals
      // from the closure's use of them; when the content refuses them as integers, they are
      // the floating-point ones, and if that fails too the first error is the one to show.
      let floating = phases.map { if case .int(let i) = $0 { Value.double(Double(i)) } else { $0 } }
      guard let retried = try? content(floating[index]) else { throw e }
      phases = floating
      view = retried
    }
    let step = Step(
      key: key, phases: phases, animation: c.closure("animation"), triggered: c.has("trigger"),
      node: c.nameNode)
    let advance = FunctionValue(name: "phaseAnimator") { call in
      guard case .string(let lifecycleKey)? = call.arguments.first?.value else { return .void }
      let interp = call.interpreter
      if call.arguments.count > 1, interp.scheduled.contains(where: { $0.receiver == lifecycleKey }) {
        // The trigger changed while a cycle runs.
        interp.warn(
          "the phase animator's trigger changed while it was cycling; what SwiftUI does then is "
            + "not documented, and the lab lets the cycle run on", at: step.node)
        return .void
      }
      try step.advance(interp, lifecycleKey: lifecycleKey)
      return .void
    }
    let token = interp.registerAction(
      Interpreter.Action(function: advance, watched: c.argument("trigger")?.value ?? .void))
    try interp.countView(at: c.node)
    let handler = ActionHandler(.phases, token: token, name: "phaseAnimator", detail: phasesArg.node.trimmedDescription)
    return view.modified(.action(handler), source: c.nameLocation)
  }

  /// One move to the next phase, as the build that made it describes the animator.
  struct Step {
    var key: StateKey
    var phases: [Value]
    var animation: FunctionValue?
    var triggered: Bool
    var node: Syntax

    /// Moves to the next phase in a transaction with its animation, and schedules the move
    /// after it for when this one is logically complete. A phase equal to the one before is
    /// passed over at once: nothing changes, so nothing animates and SwiftUI moves on.
    func advance(_ interp: Interpreter, lifecycleKey: String) throws {
      guard case .int(let current)? = interp.state[key], current < phases.count else { return }
      var next = (current + 1) % phases.count
      var skipped = 0
      while phases[next].isEqual(to: phases[current]) {
        skipped += 1
        if skipped >= phases.count || (triggered && next == 0) {
          return  // every phase is the same: nothing ever changes
        }
        next = (next + 1) % phases.count
      }
      let animation: Animation?
      var text = ".default"
      if let closure = self.animation {
        let value = try interp.call(closure, [phases[next]], node: node)
        animation = try AnimationBuiltins.transactionAnimation(
          Argument(label: nil, value: value, node: node), interp)
        text = animation.map { "\($0)" } ?? "nil"
      } else {
        animation = .default
      }
      interp.inTransaction(Transaction(animation: animation, animationText: text, origin: .phaseAnimator)) {
        interp.writeState(key, .int(next))
      }
      if triggered && next == 0 { return }  // one cycle per trigger change, back at the first
      guard let animation else {
        interp.warn(
          "the phase animator stops at phase \(next + 1) of \(phases.count): its move there is not "
            + "animated (`nil`), and when SwiftUI moves on after an unanimated phase is not documented",
          at: node)
        return
      }
      guard let logical = animation.logicalDuration else {
        interp.warn(
          "the phase animator stops at phase \(next + 1) of \(phases.count): `\(text)` is never "
            + "logically complete, so the next phase never starts", at: node)
        return
      }
      interp.schedule(
        ScheduledWork(
          id: 0, time: interp.now + logical, every: nil, function: nil, receiver: lifecycleKey,
          label: "(PhaseAnimator)"))
    }
  }
}
