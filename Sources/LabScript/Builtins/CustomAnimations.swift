import LabEngine
import SwiftSyntax

/// `Animation(_:)` of a `CustomAnimation` written in user code (docs/semantics.md §8.9): the
/// engine asks the value's `animate(value:time:context:)` for the part of a change shown at a
/// moment, as SwiftUI does at each frame.
///
///     struct Half: CustomAnimation {
///       func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         time < 1 ? value.scaled(by: time) : nil
///       }
///     }
///     withAnimation(Animation(Half())) { … }
enum CustomAnimations {
  static func construct(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil])
    guard let arg = c.argument(nil) else {
      throw c.fail(
        "`Animation(_:)` takes a custom animation: a value whose type conforms to `CustomAnimation`",
        kind: .argument)
    }
    guard case .instance(let inst) = arg.value, !inst.type.isClass,
      case .function? = try interp.member(of: arg.value, named: "animate", node: arg.node)
    else {
      throw interp.error(
        "`Animation(_:)` takes a value whose type conforms to `CustomAnimation` (a struct with "
          + "`animate(value:time:context:)`); got `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
    }
    if case .function? = try interp.member(of: arg.value, named: "shouldMerge", node: arg.node) {
      throw interp.error(
        "`\(inst.type.name)` declares `shouldMerge(previous:value:time:context:)`: a custom animation "
          + "that merges is not modelled yet (without it, a change chains, as SwiftUI's default does)",
        at: arg.node, kind: .notSupported)
    }
    if case .function? = try interp.member(of: arg.value, named: "velocity", node: arg.node) {
      interp.warn(
        "`\(inst.type.name)`'s `velocity(value:time:context:)` is not asked: where a velocity is needed "
          + "(a spring that takes over), the lab measures it from `animate`", at: arg.node)
    }
    let name = try interp.printedText(arg.value, declaredAs: nil, reflecting: false, at: arg.node)
    let runner = Runner(interpreter: interp, animation: arg.value, node: arg.node)
    // Asked here, at its start and long after, for a change of 1: a mistake in it is an error
    // at its place now, not a change that silently jumps later. (What it prints is dropped:
    // SwiftUI would not ask it yet.)
    let printed = interp.pass.output.count
    defer { interp.pass.output.removeSubrange(printed...) }
    for time in [0.0, 1e6] { _ = try runner.call([1], time) }
    return .animation(.custom(CustomAnimationBody(name: name) { delta, time in runner.animate(delta, time) }))
  }

  /// Calls the user's `animate` from the engine, one call at a time.
  final class Runner: @unchecked Sendable {
    let interpreter: Interpreter
    let animation: Value
    let node: Syntax

    init(interpreter: Interpreter, animation: Value, node: Syntax) {
      self.interpreter = interpreter
      self.animation = animation
      self.node = node
    }

    func animate(_ delta: [Double], _ time: Double) -> [Double]? {
      let result: [Double]?? = interpreter.isolated { try call(delta, time) }
      return result ?? nil
    }

    /// One call of the user's `animate`; its errors are thrown.
    func call(_ delta: [Double], _ time: Double) throws -> [Double]? {
      let interp = interpreter
      do {
        guard case .function(let f)? = try interp.member(of: animation, named: "animate", node: node) else {
          return nil
        }
        // The context is SwiftUI's per-animation storage: the lab asks the animation at any
        // moment, in any order, so it offers none (reading it is an error at the read).
        let context = Value.opaque(OpaqueValue(kind: "AnimationContext", text: "AnimationContext"))
        var contextArg = Argument(label: "context", value: context, node: node)
        contextArg.writeBack = { _ in }
        let args = [
          Argument(label: "value", value: VectorArithmetic.value(delta), node: node),
          Argument(label: "time", value: .double(time), node: node), contextArg,
        ]
        let out = try interp.call(f, args, node: node)
        if case .null = out { return nil }
        guard VectorArithmetic.isVector(out), let numbers = AnimatableData.flatten(out), numbers.count == delta.count else {
          throw interp.error(
            "`animate(value:time:context:)` returned `\(out.typeName)`, not the value it was given "
              + "scaled (a `\(VectorArithmetic.value(delta).typeName)`) or nil; the change jumps",
            at: node, kind: .typeMismatch)
        }
        return numbers
      }
    }
  }
}
