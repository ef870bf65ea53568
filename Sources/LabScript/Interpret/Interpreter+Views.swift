import LabEngine
import SwiftSyntax

extension Interpreter {
  /// The shape styles that are views too: as a view each fills its whole proposal, like a
  /// `Color` (docs/semantics.md §1.2); as a fill or background it is drawing only.
  static let styleViews: Set<String> = [
    "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "AnyGradient",
  ]

  /// True for values a view builder keeps: views, user views, colours (`Color.red`).
  func isViewLike(_ value: Value) -> Bool {
    switch value {
    case .view, .color, .path: return true
    case .opaque(let o): return Interpreter.styleViews.contains(o.kind)
    case .instance(let inst):
      return inst.type.isView || inst.type.isShape
    default: return false
    }
  }

  /// Turns a value into a view: a user view's body is built here (with its state owner).
  func toView(_ value: Value, at node: Syntax) throws -> ViewDescription {
    switch value {
    case .view(let v): return v
    case .color(let name):
      try countView(at: node)
      return ViewDescription(.color(name), source: location(of: node))
    case .instance(let inst) where Representables.protocolOf(inst.type) != nil:
      // A view made by UIKit (docs/semantics.md §1.2): sized as SwiftUI sizes the UIKit view.
      return try Representables.view(inst, Representables.protocolOf(inst.type)!, self, at: node)
    case .instance(let inst) where inst.type.isView: return try expand(inst, at: node)
    case .instance(let inst) where inst.type.isShape:
      // Its size is the proposal, as for any Shape, unless it has its own `sizeThatFits(_:)`
      // (iOS 16), which layout then asks (docs/semantics.md §9). A shape with `animatableData`
      // morphs: at each moment of an animation it is built again with the interpolated data
      // (as an AnimatableModifier is, docs/semantics.md §8.1), so its path is drawn mid-way.
      var inst = inst
      let marker = try animatable(&inst, at: node, ofShape: true)
      try countView(at: node)
      let leaf = ViewDescription(
        .shape(
          .filling(
            type: inst.type.name, code: "\(inst.type.name)()", source: shapeSource(inst, at: node))),
        source: location(of: node))
      guard let marker else { return leaf }
      try countView(at: node)
      return leaf.modified(.animatableModifier(marker), source: location(of: node))
    case .path(let path):
      try countView(at: node)
      return ViewDescription(.shape(.path(path)), source: location(of: node))
    case .opaque(let o) where Interpreter.styleViews.contains(o.kind):
      try countView(at: node)
      return ViewDescription(.shape(.filling(type: o.kind, code: o.text, paint: o.paint)), source: location(of: node))
    case .implicitMember(let m):
      let resolved = try resolveImplicit(m, like: .color(""), at: node)
      if case .color = resolved { return try toView(resolved, at: node) }
      fallthrough
    default:
      throw error("expected a view, got a value of type `\(value.typeName)`", at: node, kind: .typeMismatch)
    }
  }

  /// The views of a builder result: a builder tuple (a group without source) is spread into
  /// its views, a `Group {}` stays one view, `()` is none.
  func viewList(_ value: Value, at node: Syntax) throws -> [ViewDescription] {
    if case .void = value { return [] }
    let view = try toView(value, at: node)
    if case .group = view.kind, view.source == nil { return view.children }
    return [view]
  }

  /// The `body` an extension of one of the view's protocols declares, run for it.
  @inline(never)
  private func protocolBody(of inst: StructInstance, at node: Syntax) throws -> (PropertyDecl, Value)? {
    for proto in inst.type.conformances {
      guard let prop = builtinExtensionProperties[proto]?["body"], !prop.isStatic, prop.getter != nil else { continue }
      guard let value = try protocolExtensionMember(.instance(inst), conformances: [proto], "body", at: node) else {
        continue
      }
      return (prop, value)
    }
    return nil
  }

  /// Builds a user view: gives it a state owner (`Type`, `Type#2` … in build order), creates
  /// missing `@State` slots from their initial values, then evaluates `body`.
  func expand(_ inst: StructInstance, at node: Syntax) throws -> ViewDescription {
    // A body that builds its own type again, directly or through others, would recurse until
    // the stack ran out: view bodies count against the same depth as calls, and the error
    // names the cycle (docs/architecture.md §7).
    try enterView(inst.type.name, at: node)
    defer { leaveView() }
    var inst = inst
    try ownState(of: &inst)
    try refreshEnvironment(of: &inst, at: node)
    let body: PropertyDecl
    let value: Value
    if let own = inst.type.property("body"), let getter = own.getter {
      body = own
      value = try runGetter(getter, self: .instance(inst), env: inst.type.environment, prop: own, at: node)
    } else if let (decl, given) = try protocolBody(of: inst, at: node) {
      // A `body` an extension of a protocol the view conforms to gives it
      // (`extension CombinedView { var body: some View { … } }`).
      (body, value) = (decl, given)
    } else {
      throw error("`\(inst.type.name)` has no `body`", at: node, kind: .typeMismatch)
    }
    // A layout-neutral node named after the struct, so output shows where the user's view
    // begins (its body is what lays out).
    let content = try toView(value, at: Syntax(body.node))
    try countView(at: node)
    return content.modified(.custom(name: inst.type.name), source: location(of: node))
  }

  /// Gives a view or view modifier its state owner (`Type`, `Type#2` … in build order) when
  /// it has none, and creates its missing `@State` slots from their initial values.
  ///
  /// A `@StateObject`'s initial value is made here, once: SwiftUI evaluates its initializer
  /// (an autoclosure) only when the view's state is first created, never when the struct is
  /// made again by its parent's body.
  func ownState(of inst: inout StructInstance) throws {
    if inst.stateOwner == nil {
      let n = (pass.ownerOrdinals[inst.type.name] ?? 0) + 1
      pass.ownerOrdinals[inst.type.name] = n
      inst.stateOwner = n == 1 ? inst.type.name : "\(inst.type.name)#\(n)"
    }
    guard let owner = inst.stateOwner else { return }
    // Each view's `@Namespace` is its own: `Sample.ns` and `Sample#2.ns` never match.
    for prop in inst.type.storedProperties where prop.wrapper == .namespace {
      inst.fields[prop.name] = .opaque(OpaqueValue(kind: "Namespace.ID", text: "\(owner).\(prop.name)"))
    }
    for prop in inst.type.storedProperties {
      // `@AppStorage`: the key's value, made from the default when no view has set it yet.
      guard case .appStorage(let name) = prop.wrapper else { continue }
      let key = StateKey(owner: StateStore.userDefaults, name: name)
      if state[key] == nil {
        state[key] = inst.stateInitial[prop.name] ?? .null
        state.defaultedKeys.insert(name)
      }
    }
    for prop in inst.type.storedProperties where prop.wrapper.isState {
      let key = StateKey(owner: owner, name: prop.name)
      guard state[key] == nil else { continue }
      defer { if prop.wrapper == .gestureState { state.gestureInitial[key] = state[key] } }
      if let initial = inst.stateInitial[prop.name] {
        state[key] = initial
      } else if let make = inst.lazyStateInitial[prop.name] {
        state[key] = try call(make, [Value](), node: Syntax(prop.node))
      } else if prop.wrapper == .stateObject, let initializer = prop.initializer {
        let env = Environment(enclosing: inst.type.environment)
        env.define("self", .type(.userStruct(inst.type)))
        state[key] = try evaluate(initializer, in: env, as: prop.type)
      } else {
        state[key] = .null
      }
    }
  }

  /// `.modifier(M(...))`: a `ViewModifier`'s `body(content:)` with `content` the modified view.
  func applyViewModifier(_ modifier: Value, to content: ViewDescription, at node: Syntax) throws
    -> ViewDescription
  {
    if case .geometryEffect(let effect, let affectsLayout) = modifier {
      return try EffectModifiers.modify(
        content, with: effect, affectsLayout: affectsLayout, interpreter: self, at: node)
    }
    guard case .instance(let inst) = modifier else {
      throw error("`.modifier` needs a `ViewModifier` value, got `\(modifier.typeName)`", at: node, kind: .typeMismatch)
    }
    if inst.type.isGeometryEffect {
      // `effectValue(size:)` runs at layout time with the view's size (docs/semantics.md §4.1).
      let effect = EffectModifiers.custom(inst, interpreter: self, at: node)
      return try EffectModifiers.modify(
        content, with: effect, affectsLayout: true, interpreter: self, at: node)
    }
    guard let decl = inst.type.methods["body"]?.first else {
      throw error("`\(inst.type.name)` has no `body(content:)`", at: node, kind: .typeMismatch)
    }
    let fn = makeFunction(decl, in: inst.type.environment)
    var inst2 = inst
    if inst2.stateOwner == nil { try ownState(of: &inst2) }
    let marker = try animatable(&inst2, at: node)
    let args = [Argument(label: "content", value: .view(content), node: node)]
    let (result, _) = try callUser(
      fn, args: args, node: node, receiver: .instance(inst2), viewContext: true)
    let view = try toView(result, at: node)
    guard let marker else { return view }
    try countView(at: node)
    return view.modified(.animatableModifier(marker), source: location(of: node))
  }

  /// A modifier with `animatableData` (an `AnimatableModifier`): its data as numbers, so that
  /// updates animate it; when the session rebuilds the view for a moment of an animation, the
  /// instance gets the interpolated data before its body runs (docs/semantics.md §8.1).
  private func animatable(_ inst: inout StructInstance, at node: Syntax, ofShape: Bool = false) throws
    -> AnimatableModifier?
  {
    guard inst.type.property("animatableData") != nil else { return nil }
    let value = try member(of: .instance(inst), named: "animatableData", node: node) ?? .void
    guard let numbers = AnimatableData.flatten(value), !numbers.isEmpty else { return nil }
    pass.modifierOrdinal += 1
    if let now = geometryProvider.modifierData[pass.modifierOrdinal], now.count == numbers.count {
      var rest = now[...]
      if let data = AnimatableData.rebuild(value, from: &rest),
        case .instance(let moment)? = try setMember(.instance(inst), "animatableData", data, at: node)
      {
        inst = moment
      }
    }
    return AnimatableModifier(
      name: inst.type.name, data: numbers, ordinal: pass.modifierOrdinal, ofShape: ofShape)
  }
}

extension Interpreter {
  /// A user `Shape`'s `path(in:)` for pictures: run outside any pass, with its own step budget,
  /// a failure kept as a late warning (as effects run theirs, `EffectClosure`).
  func shapeSource(_ inst: StructInstance, at node: Syntax) -> ShapeSource {
    let box = EffectClosure(interpreter: self, effect: .instance(inst), node: node)
    var sizing: (@Sendable (ProposedSize) throws -> Size)?
    if let decl = inst.type.methods["sizeThatFits"]?.first {
      let interp = self
      sizing = { proposal in
        try UserLayout.runLayoutCode(interp, typeName: inst.type.name, node: node) {
          guard case .function(let fn)? = try interp.member(of: .instance(inst), named: "sizeThatFits", node: node)
          else { throw interp.error("`\(inst.type.name)` has no `sizeThatFits(_:)`", at: node, kind: .invalidSwift) }
          let value = try interp.callValue(
            .function(fn), [Argument(label: nil, value: .proposal(proposal), node: node)], node: node)
          guard case .size(let size) = value, size.width.isFinite, size.height.isFinite,
            size.width >= 0, size.height >= 0
          else {
            throw interp.error(
              "`\(inst.type.name).sizeThatFits` returned \(value.description) for the proposal "
                + "\(proposal): a size must be a finite, non-negative `CGSize`", at: decl.name,
              kind: .argument)
          }
          return size
        }
      }
    }
    return ShapeSource(key: Value.instance(inst).debugText, sizing: sizing) { [weak self] rect in
      guard let self else { return nil }
      return box.isolated { () throws -> Path? in
        guard case .function(let fn)? = try self.member(of: .instance(inst), named: "path", node: node)
        else {
          throw self.error("`\(inst.type.name)` has no `path(in:)`", at: node, kind: .invalidSwift)
        }
        let value = try self.callValue(.function(fn), [Argument(label: "in", value: .rect(rect), node: node)], node: node)
        guard case .path(let path) = value else {
          throw self.error(
            "`\(inst.type.name).path(in:)` returned `\(value.typeName)`, not a `Path`", at: node,
            kind: .typeMismatch)
        }
        return path
      } ?? nil
    }
  }
}
