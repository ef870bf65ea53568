import LabEngine
import SwiftSyntax

extension Interpreter {
  /// `target = value`, with value semantics: `a.b.c = v` rebuilds `a.b` and assigns it to `a`.
  func assign(_ value: Value, to target: ExprSyntax, in env: Environment, node: Syntax) throws {
    switch target.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let ref):
      try assignName(ref.baseName.identifierText, value, in: env, at: Syntax(ref))
    case .memberAccessExpr(let access):
      let name = access.declName.baseName.identifierText
      guard let baseExpr = access.base else {
        throw error("cannot assign to an implicit member", at: access, kind: .invalidSwift)
      }
      if let ref = baseExpr.as(DeclReferenceExprSyntax.self), ref.baseName.identifierText == "self" {
        guard let (_, selfEnv) = env.lookup("self") else {
          throw error("`self` is not available here", at: ref, kind: .invalidSwift)
        }
        try assignSelfMember(name, value, selfEnv: selfEnv, at: Syntax(access.declName))
        return
      }
      let base = try evaluate(baseExpr, in: env)
      if let newBase = try setMember(base, name, value, at: Syntax(access.declName)) {
        try assign(newBase, to: baseExpr, in: env, node: node)
      }
    case .subscriptCallExpr(let sub):
      guard let indexExpr = sub.arguments.first?.expression else {
        throw error("subscript needs an index", at: sub, kind: .argument)
      }
      let index = try evaluate(indexExpr, in: env)
      // `a[i] = x` and `d[k] = v` on a local collection: changed where it lives, without
      // copying it (a loop filling an array or a dictionary was quadratic).
      if let ref = sub.calledExpression.as(DeclReferenceExprSyntax.self),
        let holder = env.holder(of: ref.baseName.identifierText), holder.holdsCollection(ref.baseName.identifierText),
        !holder.isConstant(ref.baseName.identifierText)
      {
        let done = try holder.mutate(ref.baseName.identifierText) { stored -> Bool in
          // One reference to the collection: bound out of `stored`, which then lets go.
          if case .array(var a) = stored, case .int(let i) = index {
            stored = .void
            defer { stored = .array(a) }
            guard a.indices.contains(i) else {
              throw error("index out of range: \(i) is not in 0..<\(a.count)", at: sub, kind: .trap)
            }
            a[i] = value
            return true
          }
          if case .dictionary(var d) = stored {
            stored = .void
            defer { stored = .dictionary(d) }
            if case .null = value { d[index] = nil } else { d[index] = value }
            try checkCollection(d.count, at: sub)
            return true
          }
          return false
        }
        if done { return }
      }
      let base = try evaluate(sub.calledExpression, in: env)
      let newBase: Value
      switch (base, index) {
      case (.array(var a), .int(let i)):
        guard a.indices.contains(i) else {
          throw error("index out of range: \(i) is not in 0..<\(a.count)", at: sub, kind: .trap)
        }
        a[i] = value
        newBase = .array(a)
      case (.dictionary(var d), let key):
        if case .null = value { d[key] = nil } else { d[key] = value }
        try checkCollection(d.count, at: sub)
        newBase = .dictionary(d)
      case (.tuple, _) where AttributedStrings.isAttributed(base):
        // `text[range].font = …`: the slice, with its attributes set, written back.
        guard let replaced = try AttributedStrings.replace(base, index, with: value, self, at: Syntax(sub)) else {
          throw error("cannot assign through a subscript of `\(base.typeName)`", at: sub, kind: .invalidSwift)
        }
        newBase = replaced
      default:
        throw error("cannot assign through a subscript of `\(base.typeName)`", at: sub, kind: .invalidSwift)
      }
      try assign(newBase, to: sub.calledExpression, in: env, node: node)
    case .discardAssignmentExpr: return
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first {
        try assign(value, to: only.expression, in: env, node: node)
        return
      }
      guard case .tuple(let t) = value, t.elements.count == tuple.elements.count else {
        throw error("cannot destructure a value of type `\(value.typeName)`", at: tuple, kind: .invalidSwift)
      }
      for (element, v) in zip(tuple.elements, t.elements) {
        try assign(v, to: element.expression, in: env, node: node)
      }
    default:
      throw error("cannot assign to this expression", at: target, kind: .invalidSwift)
    }
  }

  /// `_count = State(initialValue: n)`, `_model = StateObject(wrappedValue: Model())`,
  /// `_value = binding` in a view's `init`: sets the property wrapper itself, the storage
  /// behind `count`. A `@StateObject`'s object is made later, once, when the view's state is
  /// created (SwiftUI's `wrappedValue` is an autoclosure); a `@State`'s value is evaluated now
  /// and used only if the view has no state yet. False when `target` is not such a name.
  func assignPropertyWrapper(
    _ target: ExprSyntax, _ valueExpr: FoldedExpr, in env: Environment, node: Syntax
  ) throws -> Bool {
    var name: String?
    if let ref = target.as(DeclReferenceExprSyntax.self) {
      name = ref.baseName.identifierText
    } else if let access = target.as(MemberAccessExprSyntax.self),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.identifierText == "self"
    {
      name = access.declName.baseName.identifierText
    }
    guard let name, name.hasPrefix("_"), name.count > 1, env.lookup(name) == nil,
      let (selfValue, selfEnv) = env.lookup("self"), case .instance(var inst) = selfValue,
      let prop = inst.type.property(String(name.dropFirst())), prop.wrapper != .none
    else { return false }
    let property = prop.name
    // `State(initialValue: e)` and friends: the wrapped value's expression.
    var wrapped: ExprSyntax?
    var wrapperName: String?
    // `State(initialValue: …)`, or `.init(initialValue: …)`, which names the wrapper's type
    // by the property's (`self._flags = .init(initialValue: …)`).
    func wrapperCallee(_ call: FunctionCallExprSyntax) -> String? {
      if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierText {
        return name
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
        member.declName.baseName.tokenKind == .keyword(.`init`)
      else { return nil }
      switch prop.wrapper {
      case .state: return "State"
      case .stateObject: return "StateObject"
      case .gestureState: return "GestureState"
      default: return nil
      }
    }
    if case .operand(let e) = valueExpr, let call = e.as(FunctionCallExprSyntax.self),
      let callee = wrapperCallee(call),
      ["State", "StateObject", "ObservedObject", "Bindable", "GestureState"].contains(callee)
    {
      wrapperName = callee
      guard call.arguments.count == 1, let arg = call.arguments.first,
        [nil, "wrappedValue", "initialValue"].contains(arg.label?.text)
      else {
        throw error(
          "`\(callee)(…)` here takes one argument, `wrappedValue:` (or `initialValue:`)",
          at: call, kind: .argument)
      }
      wrapped = arg.expression
    }
    switch prop.wrapper {
    case .query:
      // `_items = FetchRequest(sortDescriptors: …, predicate: predicate)`: the query, with the
      // arguments the `init` was given, read each time the view is built (docs/semantics.md §11.2).
      guard case .operand(let e) = valueExpr, let call = e.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierText
          ?? call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.identifierText,
        ["FetchRequest", "Query"].contains(callee)
      else {
        throw error("`\(name)` is the query behind `\(property)`: assign `FetchRequest(…)` or `Query(…)`", at: node, kind: .typeMismatch)
      }
      let scope = env
      let declared = prop.type
      let query = FunctionValue(name: callee) { c in
        try SwiftDataBuiltins.query(callee, call.arguments, in: scope, declaredType: declared, c.interpreter, at: Syntax(call))
      }
      inst.queryOverrides[property] = query
      inst.fields[property] = try self.call(query, [], node: node)
    case .stateObject:
      guard let wrapped, wrapperName == "StateObject" else {
        throw error("`\(name)` is a `StateObject`: assign `StateObject(wrappedValue: …)`", at: node, kind: .typeMismatch)
      }
      let scope = env
      inst.lazyStateInitial[property] = FunctionValue(name: "wrappedValue") { c in
        try c.interpreter.evaluate(wrapped, in: scope, as: prop.type)
      }
    case .state, .gestureState:
      guard let wrapped, wrapperName == "State" || wrapperName == "GestureState" else {
        throw error("`\(name)` is a `State`: assign `State(initialValue: …)`", at: node, kind: .typeMismatch)
      }
      inst.stateInitial[property] = try evaluate(wrapped, in: env, as: prop.type)
    case .observed:
      let value = try wrapped.map { try evaluate($0, in: env, as: prop.type) } ?? evaluate(valueExpr, in: env)
      inst.fields[property] = value
    case .binding:
      guard wrapped == nil else {
        throw error("`\(name)` is a `Binding`: assign a binding", at: node, kind: .typeMismatch)
      }
      let value = try evaluate(valueExpr, in: env)
      guard case .binding = value else {
        throw error(
          "`\(name)` is the `Binding` behind `\(property)`: assign a binding, got `\(value.typeName)`",
          at: node, kind: .typeMismatch)
      }
      inst.fields[property] = value
    default:
      throw error(
        "assigning the property wrapper `\(name)` of `\(property)` is not supported", at: node,
        kind: .notSupported)
    }
    selfEnv.assign("self", .instance(inst))
    return true
  }

  /// `name = value`: a local or global variable, else a member of `self` (its `@State`), else a
  /// member of the top-level root view.
  func assignName(_ name: String, _ value: Value, in env: Environment, at node: Syntax) throws {
    var scope: Environment? = env
    while let current = scope {
      if current.values[name] != nil {
        if current.isConstant(name) {
          throw error("cannot assign to value: `\(name)` is a `let` constant", at: node, kind: .invalidSwift)
        }
        current.assign(name, value)
        return
      }
      if let binding = current.bindingAliases[name] {
        try write(binding, value, at: node)
        return
      }
      if let selfValue = current.values["self"], hasMember(selfValue, name) {
        try assignSelfMember(name, value, selfEnv: current, at: node)
        return
      }
      scope = current.enclosing
    }
    if let root = topLevelSelf, hasMember(root, name) {
      _ = try setMember(root, name, value, at: node)
      return
    }
    throw unknown("cannot find", name, at: node, candidates: env.visibleNames)
  }

  private func hasMember(_ value: Value, _ name: String) -> Bool {
    guard case .instance(let inst) = value else { return false }
    return inst.type.property(name) != nil
  }

  private func assignSelfMember(
    _ name: String, _ value: Value, selfEnv: Environment, at node: Syntax
  )
    throws
  {
    guard let selfValue = selfEnv.values["self"] else { return }
    if case .instance(let inst) = selfValue, !inst.type.isClass, let prop = inst.type.property(name),
      prop.wrapper == .none, prop.getter == nil
    {
      guard selfEnv.mutableSelf else {
        throw error(
          "cannot assign to property: `self` is immutable (`\(name)` is not `@State`)", at: node, kind: .invalidSwift)
      }
      if prop.isLet, inst.fields[name] != nil {
        throw error("cannot assign to property: `\(name)` is a `let` constant", at: node, kind: .invalidSwift)
      }
    }
    if let newSelf = try setMember(selfValue, name, value, at: node) {
      selfEnv.assign("self", newSelf)
    }
  }

  /// A `@State` or `@Binding` property written by its name: its `willSet` runs before and its
  /// `didSet` after, as Swift runs a wrapped property's observers when it is set through the
  /// property [DOC Swift, "Property Wrappers" and "Property Observers"]. A write through the
  /// binding (`$text` in a TextField) goes to the storage and runs neither (docs/semantics.md
  /// §11).
  private func observing(
    _ prop: PropertyDecl, of inst: StructInstance, _ observed: String, old: Value, new: Value, at node: Syntax,
    _ write: () throws -> Void
  ) throws {
    guard prop.willSet != nil || prop.didSet != nil, !pass.observing.contains(observed) else { return try write() }
    pass.observing.insert(observed)
    defer { pass.observing.remove(observed) }
    if let w = prop.willSet { _ = try runObserver(w, on: .instance(inst), inst.type, "newValue", new, at: node) }
    try write()
    if let d = prop.didSet { _ = try runObserver(d, on: .instance(inst), inst.type, "oldValue", old, at: node) }
  }

  /// Runs a `willSet` (given `newValue`) or `didSet` (given `oldValue`) with `self` mutable;
  /// returns `self` afterwards (a struct's observer may change other properties).
  func runObserver(
    _ accessor: AccessorDeclSyntax, on selfValue: Value, _ type: StructType, _ defaultName: String,
    _ value: Value, at node: Syntax
  ) throws -> Value {
    guard let body = accessor.body else { return selfValue }
    let scope = Environment(enclosing: type.environment)
    scope.define("self", selfValue)
    scope.mutableSelf = true
    scope.define(accessor.parameters?.name.identifierText ?? defaultName, value)
    try enterCall(node)
    defer { leaveCall() }
    do {
      try executeItems(body.statements, in: scope, collector: nil)
    } catch ControlFlow.returned {}
    return scope.values["self"] ?? selfValue
  }

  /// A stored property of an object set: while its initializer runs, just stored; after, a
  /// `let` is refused, and the write is a state change when SwiftUI would see it
  /// (`StructType.isTracked`). A write SwiftUI does not see, to an `ObservableObject`'s
  /// property that is not `@Published`, is kept; when the whole input or action changes
  /// nothing SwiftUI sees, a warning says that the screen did not update.
  func writeObjectProperty(
    _ type: StructType, _ object: String, _ prop: PropertyDecl, _ value: Value, at node: Syntax
  ) throws {
    let key = StateKey(owner: object, name: prop.name)
    if pass.objectsUnderConstruction.contains(object) {
      // A subscriber the initializer already made (`$query.sink { … }` above) is told, as the
      // property's wrapper tells it in Swift.
      if prop.wrapper == .published { try publishWillSet(object, prop.name, value, at: node) }
      state[key] = value
      return
    }
    if prop.isLet {
      throw error(
        "cannot assign to property: `\(prop.name)` is a `let` constant", at: node, kind: .invalidSwift)
    }
    let observed = key.description
    if prop.willSet != nil || prop.didSet != nil, !pass.observing.contains(observed) {
      pass.observing.insert(observed)
      defer { pass.observing.remove(observed) }
      let object = Value.instance(StructInstance(type: type, fields: [:], stateOwner: object))
      let old = state[key] ?? .null
      if let w = prop.willSet { _ = try runObserver(w, on: object, type, "newValue", value, at: node) }
      try storeObjectProperty(type, key, prop, value, at: node)
      if let d = prop.didSet { _ = try runObserver(d, on: object, type, "oldValue", old, at: node) }
      return
    }
    try storeObjectProperty(type, key, prop, value, at: node)
  }

  private func storeObjectProperty(
    _ type: StructType, _ key: StateKey, _ prop: PropertyDecl, _ value: Value, at node: Syntax
  ) throws {
    if prop.wrapper == .published { try publishWillSet(key.owner, prop.name, value, at: node) }
    if type.isTracked(prop) {
      writeState(key, value)
      return
    }
    // A subscription, a timer or a task kept to be cancelled later is never shown.
    func isHandle(_ v: Value?) -> Bool {
      if case .opaque(let o)? = v { return ["AnyCancellable", "Cancellable", "Timer", "Task"].contains(o.kind) }
      return false
    }
    if type.isObservableObject, !(state[key]?.isEqual(to: value) ?? false), !isHandle(value), !isHandle(state[key]),
      pass.unseenWriteKeys.insert(key).inserted
    {
      pass.unseenWrites.append(
        Diagnostic(
          .warning,
          "`\(key)` changed, but it is not `@Published` and nothing else changed: SwiftUI "
            + "updates no view, so the screen still shows its old value", at: range(of: node),
          notes: [.init("mark it `@Published` so that its views update")]))
    }
    state[key] = value
  }

  /// Sets a member on a value. Returns the value's new version, or nil when the write went to
  /// shared storage (`@State`, a binding) and the value itself did not change.
  /// `Config.count = 5`, `Store.items.append(x)`: a type's `static var`, kept on the type (its
  /// initializer, run on first use, no longer needed). A `static let` is Swift's error; a
  /// computed one or one with observers is refused.
  @inline(never)
  func setStatic(
    _ props: [PropertyDecl], _ name: String, _ value: Value, env: Environment, at node: Syntax,
    store: (Value) -> Void
  ) throws {
    guard let prop = props.first(where: { $0.name == name }) else { return }
    if prop.isLet {
      throw error("cannot assign to property: `\(name)` is a `let` constant", at: node, kind: .invalidSwift)
    }
    guard prop.getter == nil, prop.willSet == nil, prop.didSet == nil else {
      throw error(
        "assigning to a computed or observed `static var` is not supported yet", at: node, kind: .notSupported)
    }
    store(try coerce(value, toType: scopedTypeName(prop.type, in: env), at: node))
  }

  func setMember(_ base: Value, _ name: String, _ value: Value, at node: Syntax) throws -> Value? {
    switch base {
    case .type(.userStruct(let t)) where t.staticProperties.contains { $0.name == name }:
      try setStatic(t.staticProperties, name, value, env: t.environment, at: node) { t.staticValues[name] = $0 }
      return nil
    case .type(.userEnum(let t)) where t.staticProperties.contains { $0.name == name }:
      try setStatic(t.staticProperties, name, value, env: t.environment, at: node) { t.staticValues[name] = $0 }
      return nil
    case .opaque(let o) where o.kind == URLComponentsBuiltins.kind:
      return try URLComponentsBuiltins.set(o, name, value, self, at: node)
    case .tuple(let t) where t.nominal == AttributedStrings.nominal || t.nominal == AttributedStrings.substring
      || t.nominal == AttributedStrings.container:
      return try AttributedStrings.set(t, name, value, self, at: node)
    case .opaque(let o) where o.kind == NotificationBuiltins.centerKind && name == "delegate":
      // Kept, never called: no notification is delivered or answered (docs/semantics.md §1.4).
      writeState(StateKey(owner: "UNUserNotificationCenter", name: "delegate"), value)
      return nil
    case .opaque(let o) where o.kind == "ModelContext"
      && ["automaticallyMergesChangesFromParent", "mergePolicy", "undoManager", "name"].contains(name):
      // How a context merges other contexts' saves: the lab has one context (docs/semantics.md §11.2).
      return nil
    case .tuple(var t) where t.nominal == "FetchDescriptor" && ["fetchLimit", "predicate", "sortBy"].contains(name):
      // A `FetchDescriptor`'s settable properties.
      if name == "fetchLimit", !({ switch value { case .int, .null: true; default: false } }()) {
        throw error("`fetchLimit` is an `Int?`, not a `\(value.typeName)`", at: node, kind: .typeMismatch)
      }
      t.elements[t.labels.firstIndex(of: name)!] = value
      return .tuple(t)
    case .publisher(let p):
      // `subject.value = v` sends v, as `send(v)` does.
      guard name == "value", case .subject(let owner) = p.source, p.operators.isEmpty,
        owner.hasPrefix(CombineBuiltins.currentValuePrefix)
      else {
        throw error("cannot assign to `\(name)` of a `\(p.kind)`", at: node, kind: .invalidSwift)
      }
      try sendSubject(owner, value, at: node)
      return nil
    case .instance(var inst):
      if try MediaBuiltins.set(inst, name, value, self, at: node) { return nil }
      try UIKitAppearance.checkSetting(inst, name, self, at: node)
      for object in Self.settableObjects {
        if let owner = object.owner(inst, self), object.settings.contains(name) {
          try object.set(owner, name, value, self, at: node)
          return nil
        }
      }
      if let owner = BundleBuiltins.decoderOwner(inst, self) {
        try BundleBuiltins.setDecoder(owner, name, value, self, at: node)
        return nil
      }
      if let owner = JSONEncoding.owner(inst, self) {
        guard JSONEncoding.settings.contains(name) else {
          throw error("value of type `JSONEncoder` has no settable member `\(name)`", at: node, kind: .unknownName)
        }
        try JSONEncoding.set(owner, name, value, self, at: node)
        return nil
      }
      if let stored = macroBacking(inst.type, name), let owner = inst.objectOwner {
        // `self._name = …` in an `@Observable` class: the storage, without observation.
        state[StateKey(owner: owner, name: stored)] = try coerce(value, toType: inst.type.property(stored)?.type, at: node)
        return nil
      }
      guard let prop = inst.type.property(name) else {
        throw unknown(
          "value of type `\(inst.type.name)` has no member", name, at: node,
          candidates: inst.type.properties.map(\.name))
      }
      if case .wrapped(let storage) = prop.wrapper {
        return try setWrapped(inst, prop, storage: storage, value, at: node)
      }
      if let setter = prop.setter {
        guard let body = setter.body else { return nil }
        let scope = Environment(enclosing: inst.type.environment)
        scope.define("self", base)
        scope.mutableSelf = true
        let paramName = setter.parameters?.name.identifierText ?? "newValue"
        scope.define(paramName, value)
        try enterCall(node)
        defer { leaveCall() }
        do {
          try executeItems(body.statements, in: scope, collector: nil)
        } catch ControlFlow.returned {}
        return scope.values["self"]
      }
      if prop.getter != nil {
        throw error("cannot assign to `\(name)`: it is a get-only computed property", at: node, kind: .invalidSwift)
      }
      let coerced = try coerce(value, toType: scopedTypeName(prop.type, in: inst.type.environment), at: node)
      if let object = inst.objectOwner {
        if case .appStorage(let key) = prop.wrapper {
          writeState(StateKey(owner: StateStore.userDefaults, name: key), coerced)
          return nil
        }
        try writeObjectProperty(inst.type, object, prop, coerced, at: node)
        return nil
      }
      switch prop.wrapper {
      case .appStorage(let key):
        writeState(StateKey(owner: StateStore.userDefaults, name: key), coerced)
        return nil
      case .state, .stateObject, .gestureState:
        guard let owner = inst.stateOwner else {
          inst.stateInitial[name] = coerced
          return .instance(inst)
        }
        let key = StateKey(owner: owner, name: name)
        try observing(prop, of: inst, key.description, old: state[key] ?? .null, new: coerced, at: node) {
          writeState(key, coerced)
        }
        return nil
      case .binding:
        guard case .binding(let b)? = inst.fields[name] else { return nil }
        let old = (try? read(b, at: node)) ?? .null
        try observing(prop, of: inst, "\(inst.stateOwner ?? inst.type.name).\(name)", old: old, new: coerced, at: node) {
          try write(b, coerced, at: node)
        }
        return nil
      default:
        let old = inst.fields[name] ?? .null
        let observed = "\(inst.type.name).\(name)"
        guard (prop.willSet != nil || prop.didSet != nil), !pass.observing.contains(observed) else {
          inst.fields[name] = coerced
          return .instance(inst)
        }
        pass.observing.insert(observed)
        defer { pass.observing.remove(observed) }
        var current = Value.instance(inst)
        if let w = prop.willSet {
          current = try runObserver(w, on: current, inst.type, "newValue", coerced, at: node)
        }
        guard case .instance(var updated) = current else { return current }
        updated.fields[name] = coerced
        current = .instance(updated)
        if let d = prop.didSet {
          current = try runObserver(d, on: current, inst.type, "oldValue", old, at: node)
        }
        return current
      }
    case .binding(let b) where name == "wrappedValue":
      try write(b, value, at: node)
      return nil
    default:
      return try Builtins.setMember(base, name, value, interpreter: self, node: node)
    }
  }
}

/// A Foundation object the lab keeps under an owner in the state store (a `DateFormatter`, a
/// `Scanner`, …): the properties code may set on it, and how a set is applied.
protocol SettableFoundationObject {
  static var settings: [String] { get }
  /// The object's owner when `inst` is one of these objects.
  static func owner(_ inst: StructInstance, _ interp: Interpreter) -> String?
  static func set(_ owner: String, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws
}

extension DateFormatterBuiltins: SettableFoundationObject {}
extension NumberFormatterBuiltins: SettableFoundationObject {}
extension ScannerBuiltins: SettableFoundationObject {}
extension ISO8601Formatting: SettableFoundationObject {}

extension Interpreter {
  /// The objects whose settings an assignment (`formatter.dateFormat = "…"`) sets.
  static let settableObjects: [any SettableFoundationObject.Type] = [
    DateFormatterBuiltins.self, NumberFormatterBuiltins.self, ScannerBuiltins.self, ISO8601Formatting.self,
  ]
}
