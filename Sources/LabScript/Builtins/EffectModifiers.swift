import LabEngine
import SwiftSyntax

/// The geometry-effect modifiers (docs/semantics.md §4.1): `rotationEffect`, `scaleEffect`,
/// `transformEffect`, `projectionEffect`, `rotation3DEffect`, the underscored effect types used
/// with `.modifier(_)` (`_RotationEffect`, `_ScaleEffect`, `_OffsetEffect`) and user
/// `GeometryEffect` structs. Each becomes an `.effect` node; sizes in layout never change.
///
///     Color.red.rotationEffect(.degrees(10))  // .effect(.rotation(10°, anchor: .center)) over red
enum EffectModifiers {
  /// The frozen effect types SwiftUI exposes for `.modifier(_)` (seed 004's workaround).
  static let effectTypes: Set<String> = ["_RotationEffect", "_ScaleEffect", "_OffsetEffect"]

  /// `view.rotationEffect(…)` and the other effect modifiers.
  static func apply(_ name: String, to view: ViewDescription, _ c: inout CallContext) throws
    -> Value
  {
    let effect: GeometryEffect
    switch name {
    case "rotationEffect":
      try c.checkLabels([nil, "anchor"])
      effect = .rotation(try angle(nil, &c), anchor: try anchor(&c))
    case "scaleEffect":
      try c.checkLabels([nil, "x", "y", "anchor"])
      effect = .scale(try scale(&c), anchor: try anchor(&c))
    case "transformEffect":
      try c.checkLabels([nil])
      effect = .transform(try affine(nil, &c))
    case "projectionEffect":
      try c.checkLabels([nil])
      effect = .projection(try projection(nil, &c))
    case "rotation3DEffect":
      try c.checkLabels([nil, "axis", "anchor", "anchorZ", "perspective"])
      effect = .rotation3D(
        try angle(nil, &c), axis: try axis(&c), anchor: try anchor(&c),
        anchorZ: try c.double("anchorZ") ?? 0, perspective: try c.double("perspective") ?? 1)
    default:
      throw c.fail("modifier `.\(name)` is not implemented", kind: .notSupported)
    }
    try c.interpreter.countView(at: c.node)
    return .view(view.modified(.effect(effect, affectsLayout: true), source: c.nameLocation))
  }

  /// `_RotationEffect(angle:anchor:)`, `_ScaleEffect(scale:anchor:)`, `_OffsetEffect(offset:)`
  /// as values, for `.modifier(_)` and `.ignoredByLayout()`.
  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "_RotationEffect":
      try c.checkLabels(["angle", "anchor"])
      return .geometryEffect(
        .rotation(try angle("angle", &c), anchor: try anchor(&c)), affectsLayout: true)
    case "_ScaleEffect":
      try c.checkLabels(["scale", "anchor"])
      guard let value = try c.resolved("scale", as: .size) else {
        throw c.fail("`_ScaleEffect` needs `scale:` (a CGSize)", kind: .argument)
      }
      guard case .size(let s) = value else { throw c.mismatch("scale", "CGSize", value) }
      return .geometryEffect(.scale(s, anchor: try anchor(&c)), affectsLayout: true)
    case "_OffsetEffect":
      try c.checkLabels(["offset"])
      guard let value = try c.resolved("offset", as: .size) else {
        throw c.fail("`_OffsetEffect` needs `offset:` (a CGSize)", kind: .argument)
      }
      guard case .size(let s) = value else { throw c.mismatch("offset", "CGSize", value) }
      // `.offset` is a layout kind (docs/semantics.md §3); as an effect value it is a translation.
      return .geometryEffect(
        .transform(AffineTransform2D(translationX: s.width, y: s.height)), affectsLayout: true)
    default:
      throw c.interpreter.error("`\(name)` is not supported yet", at: c.node, kind: .notSupported)
    }
  }

  /// `.modifier(effect)` for a built-in effect value. An unignored `_OffsetEffect` is the
  /// layout `.offset` it is in SwiftUI (docs/semantics.md §3), not a transform.
  static func modify(
    _ view: ViewDescription, with effect: GeometryEffect, affectsLayout: Bool,
    interpreter: Interpreter, at node: Syntax
  ) throws -> ViewDescription {
    try interpreter.countView(at: node)
    let source = interpreter.location(of: node)
    if affectsLayout, case .transform(let t) = effect, t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
      return view.modified(.offset(Vector(dx: t.tx, dy: t.ty)), source: source)
    }
    return view.modified(.effect(effect, affectsLayout: affectsLayout), source: source)
  }

  /// A user `GeometryEffect` instance as an effect: `effectValue(size:)` runs at layout time,
  /// once per size (docs/semantics.md §4.1). With an `animatableData` property the effect animates:
  /// the engine rebuilds it from interpolated numbers (a copy with `animatableData` set).
  static func custom(_ inst: StructInstance, interpreter: Interpreter, at node: Syntax)
    -> GeometryEffect
  {
    var data: (template: Value, numbers: [Double])?
    if inst.type.property("animatableData") != nil,
      let value = try? interpreter.member(of: .instance(inst), named: "animatableData", node: node),
      let numbers = AnimatableData.flatten(value), !numbers.isEmpty
    {
      data = (value, numbers)
    }
    return .custom(name: inst.type.name, customEffect(inst, data, interpreter, node))
  }

  /// `property` is what the animatable data is written to: `animatableData` itself, or, for
  /// `:why --fix`, a stored property standing in for an `animatableData` the user has not
  /// written.
  private static func customEffect(
    _ inst: StructInstance, _ data: (template: Value, numbers: [Double])?,
    _ interpreter: Interpreter, _ node: Syntax, property: String = "animatableData"
  ) -> CustomEffect {
    let box = EffectClosure(interpreter: interpreter, effect: .instance(inst), node: node)
    var fields: [String: Double] = [:]
    for prop in inst.type.storedProperties {
      switch inst.fields[prop.name] {
      case .double(let d)?: fields[prop.name] = d
      case .int(let i)?: fields[prop.name] = Double(i)
      default: break
      }
    }
    let numbers = fields
    let animatingField: @Sendable (String) -> CustomEffect? = { field in
      guard let value = numbers[field] else { return nil }
      let template: Value = inst.fields[field].map { v -> Value in if case .int = v { return .int(0) } else { return .double(0) } } ?? .double(0)
      guard case .double = template else { return nil }  // an Int cannot be interpolated
      return customEffect(inst, (template, [value]), interpreter, node, property: field)
    }
    guard let data else {
      return CustomEffect(fields: fields, animatingField: animatingField) { size in box.matrix(for: size) }
    }
    return CustomEffect(
      animatableData: data.numbers,
      rebuild: { numbers in
        var rest = numbers[...]
        guard let value = AnimatableData.rebuild(data.template, from: &rest), rest.isEmpty,
          case .instance(let copy)? = box.isolated({
            try interpreter.setMember(.instance(inst), property, value, at: node)
          }) ?? nil
        else { return nil }
        return customEffect(copy, (data.template, numbers), interpreter, node, property: property)
      }, fields: fields, animatingField: animatingField
    ) { size in box.matrix(for: size) }
  }

  // MARK: Arguments

  private static func angle(_ label: String?, _ c: inout CallContext) throws -> Angle {
    guard let value = try c.resolved(label, as: .angle) else {
      throw c.fail("`\(c.name)` needs an angle such as `.degrees(10)`", kind: .argument)
    }
    guard case .angle(let a) = value else { throw c.mismatch(label, "Angle", value) }
    return a
  }

  private static func anchor(_ c: inout CallContext) throws -> UnitPoint {
    guard let value = try c.resolved("anchor", as: .unitPoint) else { return .center }
    guard case .unitPoint(let u) = value else { throw c.mismatch("anchor", "UnitPoint", value) }
    return u
  }

  /// `scaleEffect(2)`, `scaleEffect(CGSize(…))`, `scaleEffect(x:y:)` (each defaulting to 1).
  private static func scale(_ c: inout CallContext) throws -> Size {
    if let arg = c.argument(nil) {
      // `.init(width:height:)` and `.zero` are CGSize members; `.infinity`, `.pi` are CGFloat's.
      var kind = ImplicitKind.size
      if case .implicitMember(let m) = arg.value, m.name != "init", m.name != "zero" {
        kind = .number
      }
      var value = try c.resolved(nil, as: kind) ?? arg.value
      if case .int = value { value = arg.floatingValue }
      if case .size(let s) = value { return s }
      let k = try c.interpreter.number(value, arg.node)
      return Size(width: k, height: k)
    }
    return Size(width: try c.double("x") ?? 1, height: try c.double("y") ?? 1)
  }

  private static func affine(_ label: String?, _ c: inout CallContext) throws
    -> AffineTransform2D
  {
    guard let arg = c.argument(label) else { throw c.fail("`\(c.name)` needs a transform", kind: .argument) }
    switch arg.value {
    case .affine(let t): return t
    case .implicitMember(let m):
      // `.identity`, `.init(rotationAngle:)` … spelled on CGAffineTransform.
      let value = try implicit(m, type: "CGAffineTransform", c.interpreter, arg.node)
      if case .affine(let t) = value { return t }
      throw c.mismatch(label, "CGAffineTransform", value)
    default: throw c.mismatch(label, "CGAffineTransform", arg.value)
    }
  }

  private static func projection(_ label: String?, _ c: inout CallContext) throws
    -> ProjectionTransform
  {
    guard let arg = c.argument(label) else { throw c.fail("`\(c.name)` needs a transform", kind: .argument) }
    switch arg.value {
    case .projection(let p): return p
    case .implicitMember(let m):
      let value = try implicit(m, type: "ProjectionTransform", c.interpreter, arg.node)
      if case .projection(let p) = value { return p }
      throw c.mismatch(label, "ProjectionTransform", value)
    default: throw c.mismatch(label, "ProjectionTransform", arg.value)
    }
  }

  /// `.identity` or `.init(…)` on a built-in transform type.
  private static func implicit(
    _ m: ImplicitMember, type: String, _ interp: Interpreter, _ node: Syntax
  ) throws -> Value {
    if m.name == "init" {
      return try Builtins.construct(type, m.arguments ?? [], node: node, interpreter: interp)
    }
    guard let member = try Builtins.staticMember(type, m.name, interpreter: interp, node: node)
    else {
      throw interp.unknown(
        "type `\(type)` has no member", m.name, at: node, candidates: ["identity", "init"])
    }
    if let args = m.arguments, case .function(let fn) = member {
      return try interp.call(fn, args, node: node)
    }
    return member
  }

  /// `axis: (x: 0, y: 1, z: 0)`; unlabelled tuples are read in order.
  private static func axis(_ c: inout CallContext) throws -> (x: Double, y: Double, z: Double) {
    guard let arg = c.argument("axis") else {
      throw c.fail("`rotation3DEffect` needs `axis: (x:y:z:)`", kind: .argument)
    }
    guard case .tuple(let t) = arg.value, t.elements.count == 3 else {
      throw c.mismatch("axis", "(x: CGFloat, y: CGFloat, z: CGFloat)", arg.value)
    }
    let interp = c.interpreter
    func part(_ label: String, _ i: Int) throws -> Double {
      try interp.number(t[label] ?? t.elements[i], arg.node)
    }
    return (try part("x", 0), try part("y", 1), try part("z", 2))
  }
}

extension GeometryEffect {
  /// The Swift type a value of this effect has (`_RotationEffect`), for messages.
  var effectTypeName: String {
    switch self {
    case .rotation: return "_RotationEffect"
    case .scale: return "_ScaleEffect"
    case .transform: return "_TransformEffect"
    case .projection: return "_ProjectionEffect"
    case .rotation3D: return "_Rotation3DEffect"
    case .custom(let name, _): return name
    }
  }

  /// The effect as a value is written (`_RotationEffect(angle: .degrees(10))`).
  var valueText: String {
    let f = NumberFormat.format
    let summary = self.summary
    switch self {
    case .rotation(let a, let anchor):
      let rest = anchor == .center ? "" : ", anchor: " + Value.unitPoint(anchor).description
      return "_RotationEffect(angle: .degrees(\(f(a.degrees)))\(rest))"
    case .scale(let s, let anchor):
      let rest = anchor == .center ? "" : ", anchor: " + Value.unitPoint(anchor).description
      return "_ScaleEffect(scale: CGSize(width: \(f(s.width)), height: \(f(s.height)))\(rest))"
    case .transform(let t) where t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1:
      return "_OffsetEffect(offset: CGSize(width: \(f(t.tx)), height: \(f(t.ty))))"
    case .custom(let name, _):
      return name + "(…)"
    default:
      return String(summary.dropFirst())
    }
  }
}

/// A user effect's `effectValue(size:)`, callable from layout (which runs after evaluation).
/// An error inside it (or a result that is not a `ProjectionTransform`) falls back to the
/// identity and is kept as a late warning: a broken effect must not stop the lab.
final class EffectClosure: @unchecked Sendable {
  let interpreter: Interpreter
  let effect: Value
  let node: Syntax
  /// Layout asks for the same size many times; user code runs once per size.
  private var cache: [Size: ProjectionTransform] = [:]
  /// Steps one evaluation of `effectValue` may take: a loop in it must stay cheap.
  static let stepBudget = 200_000

  init(interpreter: Interpreter, effect: Value, node: Syntax) {
    self.interpreter = interpreter
    self.effect = effect
    self.node = node
  }

  func matrix(for size: Size) -> ProjectionTransform {
    // Layout may run off the session's thread (benchmarks, tests); the interpreter is not
    // reentrant, so one call into it at a time.
    interpreter.layoutLock.lock()
    defer { interpreter.layoutLock.unlock() }
    if let known = cache[size] { return known }
    let result = run { try evaluate(size) } ?? .identity
    cache[size] = result
    return result
  }

  /// Runs user code outside any evaluation pass (layout, a moment of an animation), with its
  /// own step counters and the interpreter to itself; nil when it fails (the failure is
  /// reported as a late warning).
  func isolated<T>(_ body: () throws -> T) -> T? { interpreter.isolated(body) }

  /// `isolated` for a caller that holds the lock.
  private func run<T>(_ body: () throws -> T) -> T? { interpreter.isolated(body) }

  private func evaluate(_ size: Size) throws -> ProjectionTransform {
    let interp = interpreter
    guard let fn = try interp.member(of: effect, named: "effectValue", node: node),
      case .function(let f) = fn
    else {
      throw interp.error(
        "`\(effect.typeName)` has no `effectValue(size:)`; the effect is ignored", at: node, kind: .typeMismatch)
    }
    let args = [Argument(label: "size", value: .size(size), node: node)]
    let value = try interp.call(f, args, node: node)
    guard case .projection(let p) = value else {
      throw interp.error(
        "`effectValue(size:)` returned `\(value.typeName)`, not a `ProjectionTransform`; "
          + "the effect is ignored", at: node, kind: .typeMismatch)
    }
    return p
  }
}

extension Interpreter {
  /// Runs user code that the engine calls outside any evaluation pass (layout, a moment of an
  /// animation: a GeometryEffect's `effectValue(size:)`, a CustomAnimation's `animate`), one
  /// call at a time (the interpreter is not reentrant), with its own step counters and budget;
  /// nil when it fails (the failure is reported as a late warning).
  func isolated<T>(_ body: () throws -> T) -> T? {
    layoutLock.lock()
    defer { layoutLock.unlock() }
    let saved = (pass.steps, pass.callDepth, limits.maxSteps)
    pass.steps = 0
    pass.callDepth = 0
    limits.maxSteps = min(saved.2, EffectClosure.stepBudget)
    defer { (pass.steps, pass.callDepth, limits.maxSteps) = saved }
    do {
      return try body()
    } catch let error as RuntimeError {
      lateWarning(error.diagnostic)
      return nil
    } catch {
      return nil
    }
  }
}
