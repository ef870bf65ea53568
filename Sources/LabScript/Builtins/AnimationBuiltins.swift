import LabEngine
import SwiftSyntax

/// SwiftUI's animation types in view code: `Animation` (`.smooth(duration: 1)`,
/// `.linear.delay(0.2)`), `Spring` (`Spring.bouncy.value(target: 1, time: 0.25)`) and
/// `UnitCurve` (`UnitCurve.easeInOut.value(at: 0.5)`), evaluated to LabEngine values
/// (docs/semantics.md §8.2–8.4).
///
///     AnimationBuiltins.animation("smooth", args, interpreter: interp, node: node)
enum AnimationBuiltins {
  static let typeNames: Set<String> = ["Animation", "Spring", "UnitCurve"]

  static let animationNames = [
    "default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "smooth",
    "snappy", "bouncy", "interactiveSpring", "interpolatingSpring",
  ]
  static let springNames = ["smooth", "snappy", "bouncy"]
  static let curveNames = UnitCurve.named.map(\.name) + ["bezier"]
  static let animationMembers = [
    "delay", "speed", "repeatCount", "repeatForever", "logicallyComplete", "description",
  ]
  static let springMembers = [
    "response", "dampingRatio", "stiffness", "damping", "mass", "duration", "bounce",
    "settlingDuration", "value", "velocity", "force", "update",
  ]
  static let curveMembers = ["value", "velocity"]

  // MARK: Entry points (hooks in Builtins, ImplicitMembers, ValueMembers, Interpreter+Calls)

  /// A call `base.name(args)` on an animation type or value; nil when `base` is neither.
  static func call(
    _ base: Value, _ name: String, _ args: [Argument], interpreter: Interpreter, node: Syntax
  ) throws -> Value? {
    switch base {
    case .type(.builtin("Animation")):
      return try animation(name, args, interpreter: interpreter, node: node)
    case .type(.builtin("Spring")):
      return try spring(name, args, interpreter: interpreter, node: node)
    case .type(.builtin("UnitCurve")):
      return try curve(name, args, interpreter: interpreter, node: node)
    case .animation, .spring, .unitCurve:
      var c = CallContext(
        interpreter: interpreter, arguments: args, node: node, receiver: base, name: name)
      return try method(base, name, &c)
    default:
      return nil
    }
  }

  /// `Animation.name`, `Spring.name`, `UnitCurve.name` without a call.
  static func staticMember(_ type: String, _ name: String, interpreter: Interpreter, node: Syntax)
    throws -> Value?
  {
    switch type {
    case "Animation": return try animation(name, nil, interpreter: interpreter, node: node)
    case "Spring": return try spring(name, nil, interpreter: interpreter, node: node)
    case "UnitCurve": return try curve(name, nil, interpreter: interpreter, node: node)
    default: return nil
    }
  }

  /// A property of an animation value, or a method bound to it.
  static func valueMember(_ value: Value, _ name: String, interpreter: Interpreter) -> Value? {
    switch (value, name) {
    case (.animation(let a), "description"): return .string(a.description)
    case (.spring(let s), "response"): return .double(s.response)
    case (.spring(let s), "dampingRatio"): return .double(s.dampingRatio)
    case (.spring(let s), "stiffness"): return .double(s.stiffness)
    case (.spring(let s), "damping"): return .double(s.damping)
    case (.spring(let s), "mass"): return .double(s.mass)
    case (.spring(let s), "duration"): return .double(s.duration)
    case (.spring(let s), "bounce"): return .double(s.bounce)
    case (.spring(let s), "settlingDuration"): return .double(s.settlingDuration)
    case (.unitCurve(let u), "inverse"):
      // Circular ease-in-out is refused where the member is read (ValueMembers).
      return u.inverse.map { .unitCurve($0) }
    case (.animation, _) where animationMembers.contains(name),
      (.spring, _) where springMembers.contains(name),
      (.unitCurve, _) where curveMembers.contains(name):
      return .function(
        FunctionValue(name: name) { c in
          guard let result = try method(value, name, &c) else {
            throw c.fail("`\(name)` cannot be called on `\(value.typeName)`", kind: .typeMismatch)
          }
          return result
        })
    default: return nil
    }
  }

  static func memberNames(of value: Value) -> [String] {
    switch value {
    case .animation: return animationMembers
    case .spring: return springMembers
    case .unitCurve: return curveMembers + ["inverse"]
    default: return []
    }
  }

  static func staticMemberNames(_ type: String) -> [String] {
    switch type {
    case "Animation": return animationNames
    case "Spring": return springNames
    case "UnitCurve": return curveNames
    default: return []
    }
  }

  /// The animation `withAnimation(_:)` records (docs/semantics.md §8.5): `.default` without an
  /// argument, nil for `nil` or an animation that cannot run (its warning was given when it was
  /// made).
  static func transactionAnimation(_ arg: Argument?, _ interpreter: Interpreter) throws
    -> Animation?
  {
    guard let arg else { return .default }
    var value = arg.value
    if case .implicitMember(let m) = value {
      // The parameter is an `Animation?`: `.none` is the optional's (`Animation` has no such
      // member), so `.animation(.none, value: x)` is `.animation(nil, value: x)`.
      if m.name == "none" && m.arguments == nil { return nil }
      value = try interpreter.resolveImplicit(m, as: .animation, at: arg.node)
    }
    switch value {
    case .null: return nil
    case .animation(let a): return a.problem == nil ? a : nil
    default:
      throw interpreter.error(
        "`withAnimation` needs an `Animation`, got `\(value.typeName)`", at: arg.node,
        kind: .typeMismatch)
    }
  }

  // MARK: Animation

  /// `Animation.name` (`args` nil) or `Animation.name(args)`: the presets and constructors of
  /// docs/semantics.md §8.2–8.3 with SwiftUI's defaults; nil for an unknown name.
  static func animation(
    _ name: String, _ args: [Argument]?, interpreter: Interpreter, node: Syntax
  ) throws -> Value? {
    guard let args else { return try preset(name, interpreter: interpreter, node: node) }
    let c = CallContext(
      interpreter: interpreter, arguments: args, node: node, receiver: nil, name: name)
    let result: Animation
    switch name {
    case "linear", "easeIn", "easeOut", "easeInOut":
      try c.checkLabels(["duration"])
      let duration = try c.double("duration") ?? Animation.defaultCurveDuration
      guard let curve = UnitCurve.named.first(where: { $0.name == name })?.curve else {
        return nil
      }
      result = .curve(curve, duration: duration)
    case "timingCurve":
      try c.checkLabels([nil, "duration"])
      let duration = try c.double("duration") ?? Animation.defaultCurveDuration
      let points = c.arguments.filter { $0.label == nil }
      if points.count == 1 {
        result = .curve(try unitCurve(points[0], interpreter), duration: duration)
      } else if points.count == 4 {
        let n = try points.map { try interpreter.number($0.floatingValue, $0.node) }
        result = .timingCurve(n[0], n[1], n[2], n[3], duration: duration)
      } else {
        throw c.fail("`timingCurve` takes four control-point numbers or a `UnitCurve`", kind: .argument)
      }
    case "spring":
      let blend = try c.double("blendDuration") ?? 0
      if c.has("duration") || c.has("bounce") {
        try c.checkLabels(["duration", "bounce", "blendDuration"])
        result = .spring(
          duration: try c.double("duration") ?? 0.5, bounce: try c.double("bounce") ?? 0,
          blendDuration: blend)
      } else if let first = c.argument(nil) {
        try c.checkLabels([nil, "blendDuration"])
        result = .spring(try springValue(first, interpreter), blendDuration: blend)
      } else {
        try c.checkLabels(["response", "dampingFraction", "blendDuration"])
        result = .spring(
          response: try c.double("response") ?? 0.5,
          dampingFraction: try c.double("dampingFraction") ?? 0.825, blendDuration: blend)
      }
    case "smooth", "snappy", "bouncy":
      try c.checkLabels(["duration", "extraBounce"])
      let duration = try c.double("duration") ?? 0.5
      let extra = try c.double("extraBounce") ?? 0
      switch name {
      case "smooth": result = .smooth(duration: duration, extraBounce: extra)
      case "snappy": result = .snappy(duration: duration, extraBounce: extra)
      default: result = .bouncy(duration: duration, extraBounce: extra)
      }
    case "interactiveSpring":
      let blend = try c.double("blendDuration") ?? 0.25
      if c.has("duration") || c.has("extraBounce") {
        try c.checkLabels(["duration", "extraBounce", "blendDuration"])
        result = .interactiveSpring(
          duration: try c.double("duration") ?? 0.15,
          extraBounce: try c.double("extraBounce") ?? 0, blendDuration: blend)
      } else {
        try c.checkLabels(["response", "dampingFraction", "blendDuration"])
        result = .interactiveSpring(
          response: try c.double("response") ?? 0.15,
          dampingFraction: try c.double("dampingFraction") ?? 0.86, blendDuration: blend)
      }
    case "interpolatingSpring":
      let v0 = try c.double("initialVelocity") ?? 0
      if c.has("stiffness") || c.has("damping") || c.has("mass") {
        try c.checkLabels(["mass", "stiffness", "damping", "initialVelocity"])
        guard let k = try c.double("stiffness"), let damping = try c.double("damping") else {
          throw c.fail("`interpolatingSpring` needs both `stiffness:` and `damping:`", kind: .argument)
        }
        result = .interpolatingSpring(
          mass: try c.double("mass") ?? 1, stiffness: k, damping: damping, initialVelocity: v0)
      } else if let first = c.argument(nil) {
        try c.checkLabels([nil, "initialVelocity"])
        result = .interpolatingSpring(try springValue(first, interpreter), initialVelocity: v0)
      } else {
        try c.checkLabels(["duration", "bounce", "initialVelocity"])
        result = .interpolatingSpring(
          duration: try c.double("duration") ?? 0.5, bounce: try c.double("bounce") ?? 0,
          initialVelocity: v0)
      }
    case "default":
      throw c.fail("`Animation.default` is a property, not a function", kind: .typeMismatch)
    default:
      return nil
    }
    return checked(result, base: nil, interpreter, node)
  }

  private static func preset(_ name: String, interpreter: Interpreter, node: Syntax) throws
    -> Value?
  {
    switch name {
    case "default": return .animation(.default)
    case "linear": return .animation(.linear)
    case "easeIn": return .animation(.easeIn)
    case "easeOut": return .animation(.easeOut)
    case "easeInOut": return .animation(.easeInOut)
    case "spring": return .animation(.spring)
    case "smooth": return .animation(.smooth)
    case "snappy": return .animation(.snappy)
    case "bouncy": return .animation(.bouncy)
    case "interactiveSpring": return .animation(.interactiveSpring)
    case "interpolatingSpring": return .animation(.interpolatingSpring(duration: 0.5, bounce: 0))
    case "timingCurve":
      return .function(
        FunctionValue(name: name) { c in
          try animation(name, c.arguments, interpreter: c.interpreter, node: c.node) ?? .null
        })
    default: return nil
    }
  }

  /// Warns once where an animation with unusable parameters is made (its changes will jump).
  private static func checked(
    _ a: Animation, base: Animation?, _ interpreter: Interpreter, _ node: Syntax
  ) -> Value {
    if let problem = a.problem, base?.problem == nil {
      interpreter.warn(
        "animation `\(a)`: \(problem); changes under it will not animate", at: node)
    }
    return .animation(a)
  }

  // MARK: Spring

  /// `Spring(…)` (`name` "init"), `Spring.bouncy`, `Spring.snappy(duration:extraBounce:)`.
  static func spring(_ name: String, _ args: [Argument]?, interpreter: Interpreter, node: Syntax)
    throws -> Value?
  {
    guard springNames.contains(name) || name == "init" else { return nil }
    guard let args else {
      return name == "init" ? nil : .spring(try presetSpring(name, 0.5, 0))
    }
    var c = CallContext(
      interpreter: interpreter, arguments: args, node: node, receiver: nil, name: name)
    if name == "init" { return .spring(try constructSpring(&c)) }
    try c.checkLabels(["duration", "extraBounce"])
    return .spring(
      try presetSpring(name, try c.double("duration") ?? 0.5, try c.double("extraBounce") ?? 0))
  }

  private static func presetSpring(_ name: String, _ duration: Double, _ extra: Double) throws
    -> Spring
  {
    switch name {
    case "snappy": return .snappy(duration: duration, extraBounce: extra)
    case "bouncy": return .bouncy(duration: duration, extraBounce: extra)
    default: return .smooth(duration: duration, extraBounce: extra)
    }
  }

  /// `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`,
  /// `Spring(mass:stiffness:damping:allowOverDamping:)`,
  /// `Spring(settlingDuration:dampingRatio:epsilon:)`.
  static func constructSpring(_ c: inout CallContext) throws -> Spring {
    if c.has("response") {
      try c.checkLabels(["response", "dampingRatio"])
      return Spring(
        response: try c.double("response") ?? 0.5, dampingRatio: try c.double("dampingRatio") ?? 1)
    }
    if c.has("stiffness") || c.has("damping") || c.has("mass") {
      try c.checkLabels(["mass", "stiffness", "damping", "allowOverDamping"])
      guard let k = try c.double("stiffness"), let damping = try c.double("damping") else {
        throw c.fail("`Spring(mass:stiffness:damping:)` needs `stiffness:` and `damping:`", kind: .argument)
      }
      return Spring(
        mass: try c.double("mass") ?? 1, stiffness: k, damping: damping,
        allowOverDamping: try c.bool("allowOverDamping") ?? false)
    }
    if c.has("settlingDuration") {
      try c.checkLabels(["settlingDuration", "dampingRatio", "epsilon"])
      return Spring(
        settlingDuration: try c.double("settlingDuration") ?? 0.5,
        dampingRatio: try c.double("dampingRatio") ?? 1, epsilon: try c.double("epsilon") ?? 0.001)
    }
    try c.checkLabels(["duration", "bounce"])
    return Spring(duration: try c.double("duration") ?? 0.5, bounce: try c.double("bounce") ?? 0)
  }

  /// A `Spring` argument: a spring value, `.bouncy` (read as an animation when written
  /// without a type) or `.snappy(duration: 0.3)`.
  static func springValue(_ arg: Argument, _ interpreter: Interpreter) throws -> Spring {
    switch arg.value {
    case .spring(let s): return s
    case .animation(.fluidSpring(let s, _)): return s
    case .implicitMember(let m):
      if case .spring(let s)? = try spring(
        m.name, m.arguments, interpreter: interpreter, node: arg.node)
      {
        return s
      }
    default: break
    }
    throw interpreter.error("expected a `Spring`, got `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
  }

  // MARK: UnitCurve

  /// `UnitCurve.easeInOut`, `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
  static func curve(_ name: String, _ args: [Argument]?, interpreter: Interpreter, node: Syntax)
    throws -> Value?
  {
    if let named = UnitCurve.named.first(where: { $0.name == name }) {
      guard args == nil else {
        throw interpreter.error("`UnitCurve.\(name)` is a property, not a function", at: node, kind: .typeMismatch)
      }
      return .unitCurve(named.curve)
    }
    guard name == "bezier" else { return nil }
    guard let args else {
      return .function(
        FunctionValue(name: name) { c in
          try curve(name, c.arguments, interpreter: c.interpreter, node: c.node) ?? .null
        })
    }
    let c = CallContext(
      interpreter: interpreter, arguments: args, node: node, receiver: nil, name: name)
    try c.checkLabels(["startControlPoint", "endControlPoint"])
    guard case .unitPoint(let p1)? = try c.resolved("startControlPoint", as: .unitPoint),
      case .unitPoint(let p2)? = try c.resolved("endControlPoint", as: .unitPoint)
    else {
      throw c.fail("`bezier` needs `startControlPoint:` and `endControlPoint:` (UnitPoints)", kind: .argument)
    }
    return .unitCurve(.bezier(startControlPoint: p1, endControlPoint: p2))
  }

  static func unitCurve(_ arg: Argument, _ interpreter: Interpreter) throws -> UnitCurve {
    switch arg.value {
    case .unitCurve(let u): return u
    case .animation(.curve(let u, _)): return u  // `.easeIn` written without a type
    case .implicitMember(let m):
      if case .unitCurve(let u)? = try curve(
        m.name, m.arguments, interpreter: interpreter, node: arg.node)
      {
        return u
      }
    default: break
    }
    throw interpreter.error("expected a `UnitCurve`, got `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
  }

  // MARK: Methods

  private static func method(_ value: Value, _ name: String, _ c: inout CallContext) throws
    -> Value?
  {
    let interp = c.interpreter
    switch (value, name) {
    case (.animation(let a), "delay"):
      try c.checkLabels([nil])
      return checked(a.delay(try c.double(nil) ?? 0), base: a, interp, c.node)
    case (.animation(let a), "speed"):
      try c.checkLabels([nil])
      return checked(a.speed(try c.double(nil) ?? 1), base: a, interp, c.node)
    case (.animation(let a), "repeatCount"):
      try c.checkLabels([nil, "autoreverses"])
      guard let n = try c.int(nil) else { throw c.fail("`repeatCount` needs a count", kind: .argument) }
      let result = a.repeatCount(n, autoreverses: try c.bool("autoreverses") ?? true)
      return checked(result, base: a, interp, c.node)
    case (.animation(let a), "repeatForever"):
      try c.checkLabels(["autoreverses"])
      return checked(a.repeatForever(autoreverses: try c.bool("autoreverses") ?? true), base: a, interp, c.node)
    case (.animation(let a), "logicallyComplete"):
      try c.checkLabels(["after"])
      guard let seconds = try c.double("after") else {
        throw c.fail("`logicallyComplete` needs `after:` seconds", kind: .argument)
      }
      return checked(a.logicallyComplete(after: seconds), base: a, interp, c.node)
    case (.spring(let s), "value"), (.spring(let s), "velocity"):
      let v0 = try c.double("initialVelocity") ?? 0
      let time = try c.double("time") ?? 0
      if c.has("fromValue") || c.has("toValue") {
        try c.checkLabels(["fromValue", "toValue", "initialVelocity", "time"])
        let from = try c.double("fromValue") ?? 0
        let to = try c.double("toValue") ?? 0
        if name == "velocity" {
          return .double(s.velocity(target: to - from, initialVelocity: v0, time: time))
        }
        return .double(from + s.value(target: to - from, initialVelocity: v0, time: time))
      }
      try c.checkLabels(["target", "initialVelocity", "time"])
      let target = try c.double("target") ?? 0
      if name == "velocity" {
        return .double(s.velocity(target: target, initialVelocity: v0, time: time))
      }
      return .double(s.value(target: target, initialVelocity: v0, time: time))
    case (.spring(let s), "update"):
      // `update(value:velocity:target:deltaTime:)`: one step of the spring from where it is
      // (OpenSwiftUI Spring+VectorArithmetic.swift): both are worked out from the old velocity,
      // for the distance still to go, then written back.
      try c.checkLabels(["value", "velocity", "target", "deltaTime"])
      var writes: [(Value) throws -> Void] = []
      for label in ["value", "velocity"] {
        guard let arg = c.argument(label) else { continue }
        guard let write = arg.writeBack else {
          throw interp.error(
            "`update(value:velocity:target:deltaTime:)` changes `\(label)` in place: pass a variable "
              + "as `&name`", at: arg.node, kind: .argument)
        }
        writes.append(write)
      }
      guard let value = try c.double("value"), let velocity = try c.double("velocity"),
        let target = try c.double("target"), let dt = try c.double("deltaTime")
      else {
        throw c.fail(
          "`update` needs `value:`, `velocity:`, `target:` and `deltaTime:`", kind: .argument)
      }
      let distance = target - value
      let newVelocity = s.velocity(target: distance, initialVelocity: velocity, time: dt)
      let moved = s.value(target: distance, initialVelocity: velocity, time: dt)
      try writes[1](.double(newVelocity))
      try writes[0](.double(value + moved))
      return .void
    case (.spring(let s), "force"):
      try c.checkLabels(["target", "position", "velocity"])
      return .double(
        s.force(
          target: try c.double("target") ?? 0, position: try c.double("position") ?? 0,
          velocity: try c.double("velocity") ?? 0))
    case (.spring(let s), "settlingDuration"):
      // The method form: `settlingDuration(target:initialVelocity:epsilon:)`.
      try c.checkLabels(["target", "initialVelocity", "epsilon"])
      let target = try c.double("target") ?? 1
      let v0 = try c.double("initialVelocity") ?? 0
      let epsilon = try c.double("epsilon") ?? 0.001
      let unitVelocity = target == 0 ? 0 : v0 / target
      let scaled = target == 0 ? epsilon : epsilon / Swift.abs(target)
      return .double(s.settlingDuration(initialVelocity: unitVelocity, epsilon: scaled))
    case (.unitCurve(let u), "value"), (.unitCurve(let u), "velocity"):
      try c.checkLabels(["at"])
      guard let x = try c.double("at") else { throw c.fail("`\(name)` needs `at:`", kind: .argument) }
      return .double(name == "value" ? u.value(at: x) : u.velocity(at: x))
    default:
      return nil
    }
  }
}
