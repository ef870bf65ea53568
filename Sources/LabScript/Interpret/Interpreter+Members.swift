import LabEngine
import SwiftSyntax

extension Interpreter {
  /// A member of a value: a property's value, or a method bound to the value. Nil when the
  /// value has no such member. `implicitSelf` is set when the name was written without `self.`.
  func member(of value: Value, named name: String, node: Syntax?, implicitSelf: Bool = false)
    throws -> Value?
  {
    let at = node ?? Syntax(TokenSyntax.identifier(name))
    switch value {
    case .instance(let inst):
      if let owner = DateFormatterBuiltins.owner(inst, self), let method = DateFormatterBuiltins.method(name, owner) {
        return method
      }
      if let owner = NumberFormatterBuiltins.owner(inst, self), let method = NumberFormatterBuiltins.method(name, owner) {
        return method
      }
      if let owner = ScannerBuiltins.owner(inst, self), let found = try ScannerBuiltins.objectMember(name, owner, self, at: at) {
        return found
      }
      if let owner = ISO8601Formatting.owner(inst, self), let method = try ISO8601Formatting.member(name, owner, self, at: at) {
        return method
      }
      if let owner = BundleBuiltins.decoderOwner(inst, self), name == "decode" { return BundleBuiltins.decode(owner) }
      if let owner = JSONEncoding.owner(inst, self), name == "encode" { return JSONEncoding.encode(owner) }
      if let found = try MediaBuiltins.member(inst, name, self, at: at) { return found }
      if let found = CoreDataBuiltins.containerMember(inst, name, self, at: at) { return found }
      if BuiltinClasses.owner(inst, of: "CLLocationManager", self) != nil,
        let found = CoreLocationBuiltins.member(name, self, at: at)
      {
        return found
      }
      if let found = try instanceMember(inst, name, at: at) { return found }
      if name == "id", let owner = inst.objectOwner,
        inst.type.isModel || inst.type.conformances.contains("Identifiable")
      {
        // A class's identity is its `id` when it declares none: `ObjectIdentifier(self)` for an
        // `Identifiable` class, the persistent identifier of a `@Model` [DOC Identifiable;
        // PersistentModel].
        return .opaque(OpaqueValue(kind: inst.type.isModel ? "PersistentIdentifier" : "ObjectIdentifier", text: owner))
      }
      if name == "localizedDescription", isErrorValue(value) { return try localizedDescription(of: value, at: at) }
      if inst.type.isGeometryEffect, name == "ignoredByLayout" {
        // Drawn transformed, but invisible to GeometryReaders and anchors (docs/semantics.md §4.1).
        return .function(
          FunctionValue(name: name) { c in
            try c.checkLabels([])
            let effect = EffectModifiers.custom(inst, interpreter: c.interpreter, at: c.node)
            return .geometryEffect(effect, affectsLayout: false)
          })
      }
      if inst.type.isView || inst.type.isViewModifier || inst.type.isShape {
        return try viewMember(value, name, implicitSelf: implicitSelf)
      }
      return nil
    case .enumCase(let e):
      if name == "rawValue" { return e.rawValue ?? .null }
      if e.type.name == "AsyncImagePhase", name == "image" || name == "error" {
        // The phase's image and error: the lab's AsyncImage is always `.empty` (AsyncImages).
        return e.associated.first ?? .null
      }
      if let prop = e.type.property(name), let getter = prop.getter {
        return try runGetter(getter, self: value, env: e.type.environment, prop: prop, at: at)
      }
      if let decls = e.type.methods[name], !decls.isEmpty {
        return .function(methodValue(decls, in: e.type.environment).bound(to: value))
      }
      if name == "id", e.type.conformances.contains("Identifiable") { return value }
      if name == "hashValue" { return stableHashValue(of: value, at: at) }
      if name == "localizedDescription", isErrorValue(value) { return try localizedDescription(of: value, at: at) }
      return try protocolExtensionMember(value, conformances: e.type.conformances, name, at: at)
    case .type(.userStruct) where name == "init", .type(.userEnum) where name == "init":
      // `Node.init` as a function value (`names.map(Node.init)`): calling it constructs, its
      // arguments in the order of the initialiser's parameters, whose labels the reference
      // names (`E.init(rawValue:)`) or the type's one initialiser of that many parameters has.
      let written = at.as(MemberAccessExprSyntax.self)?.declName.argumentNames?.arguments.map(\.name.identifierText)
      let typeName = String(value.typeName.dropLast(".Type".count))
      return .function(
        FunctionValue(name: "\(typeName).init") { c in
          let interp = c.interpreter
          let count = c.arguments.count
          guard let labels = written ?? interp.initializerLabels(of: value, count: count) else {
            throw c.fail(
              "no single initialiser of `\(typeName)` takes \(count) argument\(count == 1 ? "" : "s") here "
                + "(a reference to `\(typeName).init` takes every parameter, defaults included); "
                + "name the one you mean, such as `\(typeName).init(label:)`", kind: .typeMismatch)
          }
          guard labels.count == count else {
            throw c.fail("`\(typeName).init` takes \(labels.count) arguments, got \(count)", kind: .argument)
          }
          let args = zip(c.arguments, labels).map {
            Argument(label: $1 == "_" ? nil : $1, value: $0.value, node: $0.node)
          }
          return try interp.callValue(value, args, node: c.node)
        })
    case .type(.userStruct(let type)):
      if type.staticMethods[name] == nil, !type.staticProperties.contains(where: { $0.name == name }),
        let found = CoreDataBuiltins.staticMember(type, name)
      {
        return found
      }
      return try staticMember(
        name, props: type.staticProperties, methods: type.staticMethods,
        cache: { type.staticValues[name] }, store: { type.staticValues[name] = $0 },
        env: type.environment, selfValue: value, at: at)
    case .type(.userEnum(let type)):
      if type.hasCase(name) {
        return .enumCase(EnumCaseValue(type: type, name: name))
      }
      if name == "allCases" {
        return .array(type.cases.map { .enumCase(EnumCaseValue(type: type, name: $0.name)) })
      }
      return try staticMember(
        name, props: type.staticProperties, methods: type.staticMethods,
        cache: { type.staticValues[name] }, store: { type.staticValues[name] = $0 },
        env: type.environment, selfValue: value, at: at)
    case .type(.builtin(let typeName)):
      let aliases = typeName == "Double" || typeName == "CGFloat" ? ["Double", "CGFloat"] : [typeName]
      for alias in aliases {
        // A type declared inside `extension VerticalAlignment { enum Custom: AlignmentID … }`.
        if let nested = builtinExtensionScopes[alias]?.values[name] { return nested }
        let props = (builtinExtensionProperties[alias] ?? [:]).values.filter(\.isStatic)
        var methods = (builtinExtensions[alias] ?? [:]).mapValues { $0.filter { isStatic($0.modifiers) } }
          .filter { !$0.value.isEmpty }
        if props.contains(where: { $0.name == name }) || methods[name] != nil {
          // `Transactions.placeholder()` where `typealias Transactions = [Transaction]`: the
          // extension written for that alias, when two extensions of the type declare it.
          if ambiguousExtensionMembers[alias]?[name] != nil, let written = typeAliasWritten(before: at),
            let mine = methods[name]?.filter({
              Self.extendedTypeName(of: $0).map(resolvedTypeName) == resolvedTypeName(written)
            }), mine.count == 1,
            !props.contains(where: { $0.name == name })
          {
            methods[name] = mine
            return try staticMember(
              name, props: [], methods: methods, cache: { nil }, store: { _ in }, env: extensionScope(alias),
              selfValue: value, at: at)
          }
          try checkUnambiguous(alias, name, at: at)
          return try staticMember(
            name, props: Array(props), methods: methods,
            cache: { self.builtinExtensionStatics[alias]?[name] },
            store: { self.builtinExtensionStatics[alias, default: [:]][name] = $0 },
            env: extensionScope(alias), selfValue: value, at: at)
        }
      }
      return try Builtins.staticMember(typeName, name, interpreter: self, node: at)
    case .view:
      return try viewMember(value, name, implicitSelf: implicitSelf)
    case .opaque(let o) where Interpreter.styleViews.contains(o.kind) && Modifiers.isKnown(name):
      // A gradient is a view too: `.frame`, `.ignoresSafeArea` … apply to it as to a Color.
      return try viewMember(value, name, implicitSelf: implicitSelf)
    case .transaction(let t):
      return TransactionBuiltins.member(t, name)
    case .gesture(let g):
      return GestureBuiltins.member(g, name)
    case .tuple(let t)
    where Array(t.labels.prefix(3)) == ["location", "startLocation", "translation"]
      && ["velocity", "predictedEndLocation", "predictedEndTranslation", "time"].contains(name)
      && !t.labels.contains(name):
      // A `DragGesture.Value` (`Value.dragValue`): these depend on the drag's timing.
      if t.labels.contains("velocity") {
        throw error(
          "`\(name)` of a drag is not modelled: where a finger would stop after it lifts depends on "
            + "a deceleration SwiftUI does not document; `velocity` is exact for a timed drag",
          at: at, kind: .notSupported)
      }
      throw error(
        "`\(name)` of a drag depends on its timing: give the drag a duration (`:drag <view> by "
          + "<dx> <dy> --over <seconds>`); `location`, `startLocation` and `translation` are exact",
        at: at, kind: .notSupported)
    case .tuple(let t)
    where (t.labels == ["magnification"] || t.labels == ["rotation"])
      && ["startAnchor", "startLocation", "velocity", "time"].contains(name):
      // A `MagnifyGesture.Value` or `RotateGesture.Value` (`deliverTwoFinger`).
      let what = t.labels == ["magnification"] ? "magnification" : "rotation"
      throw error(
        "`\(name)` of a two-finger gesture depends on where and when the fingers touch, which "
          + "`:pinch` and `:rotate` do not model yet; `\(what)` is exact", at: at, kind: .notSupported)
    case .opaque(let o) where o.kind == "ObservableObjectPublisher":
      if let send = publisherMember(o.text, name) { return send }
      return try CombineBuiltins.member(
        PublisherValue(source: .objectWillChange(o.text), kind: "ObservableObjectPublisher"), name,
        interpreter: self, node: at)
    case .opaque(let o) where o.kind == "Error":
      if name == "localizedDescription" { return try localizedDescription(of: value, at: at) }
      throw error(
        "`\(name)` of an error an API throws is not modelled: the lab does not imitate `NSError` or "
          + "`DecodingError`", at: at, kind: .notSupported)
    case .opaque(let o) where o.kind == "AnimationContext":
      // The lab asks a custom animation at any moment and in any order (docs/semantics.md §8.9),
      // so nothing carries over from one call to the next.
      throw error(
        "`context.\(name)`: a custom animation's context (its `state`, `environment` and "
          + "`isLogicallyComplete`) is not modelled; the lab asks `animate` at any moment, in any "
          + "order, so it must depend only on `value` and `time`", at: at, kind: .notSupported)
    case .opaque(let o) where o.kind == "super":
      // `super.init()` in an `NSObject` subclass: NSObject's initializer changes nothing here.
      guard name == "init" else {
        throw error(
          "`super.\(name)`: NSObject's members are not available in the lab", at: at, kind: .notSupported)
      }
      return .function(FunctionValue(name: "init") { _ in .void })
    case .opaque(let o) where o.kind == "ModelContext":
      if let found = SwiftDataBuiltins.contextMember(name, self) { return found }
      throw error("`\(name)` of the model context is not supported yet; the lab has `insert`, `delete` and `save`", at: at, kind: .notSupported)
    case .opaque(let o) where o.kind == "ModelContainer" && name == "mainContext":
      return SwiftDataBuiltins.context
    case .opaque(let o) where UIApplicationBuiltins.kinds.contains(o.kind):
      if let found = try UIApplicationBuiltins.member(o, name, self, at: at) { return found }
      if let declared = try extensionMember(of: value, name, at: at) { return declared }
      throw UIApplicationBuiltins.unknown(o, name, self, at: at)
    case .opaque(let o) where o.kind == "UIDevice":
      // The lab's device is its window (docs/semantics.md §1.4): an iPad preset is a pad, any
      // other window a phone.
      let pad = screen.name.hasPrefix("iPad")
      let model = pad ? "iPad" : "iPhone"
      switch name {
      case "userInterfaceIdiom": return .implicitMember(ImplicitMember(name: pad ? "pad" : "phone", arguments: nil))
      // iOS 16 and later give the model as the name [DOC UIDevice.name].
      case "model", "localizedModel", "name": return .string(model)
      case "systemName" where !pad: return .string("iOS")
      case "orientation":
        guard screen.size.height >= screen.size.width else {
          throw error(
            "the lab's window is wider than tall, but which way the device was turned (`.landscapeLeft` or "
              + "`.landscapeRight`) it does not know", at: at, kind: .notSupported)
        }
        return .implicitMember(ImplicitMember(name: "portrait", arguments: nil))
      case "playInputClick":
        // A click sound: the lab plays none, and no geometry changes.
        return .function(FunctionValue(name: name) { c in try c.checkLabels([]); return .void })
      default:
        throw error(
          "`UIDevice.current.\(name)` is not available; the lab's device has `userInterfaceIdiom`, `model`, "
            + "`localizedModel`, `name`, `systemName` (on a phone), `orientation` and `playInputClick()` (it "
            + "models no particular iOS version, battery or vendor identifier)", at: at, kind: .notSupported)
      }
    case .opaque(let o) where o.kind == "UIScreen":
      // The scene's window is the device: `:window` and `:device` change what code sees here.
      switch name {
      case "bounds", "nativeBounds":
        let scale = name == "bounds" ? 1 : screen.displayScale
        return .rect(
          Rect(x: 0, y: 0, width: screen.size.width * scale, height: screen.size.height * scale))
      case "scale", "nativeScale": return .double(screen.displayScale)
      default:
        throw error(
          "`UIScreen.main.\(name)` is not available; the lab's screen has `bounds`, "
            + "`nativeBounds`, `scale` and `nativeScale`", at: at, kind: .notSupported)
      }
    case .path(let p):
      if let pathMember = try PathBuiltins.member(p, name, interpreter: self, node: at) { return pathMember }
      return try viewMember(value, name, implicitSelf: implicitSelf)
    case .color:
      if let colorMember = try Builtins.valueMember(value, name, interpreter: self, node: at) {
        return colorMember
      }
      return try viewMember(value, name, implicitSelf: implicitSelf)
    case .implicitMember(let m):
      if implicitSelf { return nil }
      // `.currency(code: "USD").locale(…)`: a number format style, made to take its locale.
      if m.name == "dateTime", m.arguments == nil, DateFormatting.fieldOptions[name] != nil || name == "locale" {
        // `.dateTime.year().month()`: Foundation's date style, narrowed to its fields.
        return try member(of: DateFormatting.fieldStyle([]), named: name, node: node)
      }
      if NumberFormatStyle.modifiers.contains(name), let style = try NumberFormatStyle.from(value, interpreter: self, at: at) {
        return try member(of: style.value, named: name, node: node)
      }
      if m.arguments == nil, let level = HierarchicalLevels.level(m.name), let offset = HierarchicalLevels.offset(name) {
        // `.primary.secondary`: a hierarchical style moved on by the member's levels.
        return .implicitMember(ImplicitMember(name: HierarchicalLevels.name(level + offset), arguments: nil))
      }
      var resolved = try resolveImplicit(m, like: nil, at: at)
      if case .implicitMember = resolved, m.arguments == nil,
        let owned = try userStaticOfBuiltinType(m.name, at: at)
      {
        // `.quick.delay(1)` where `extension Animation { static var quick … }`: Swift takes
        // the type from the context; the one built-in type the app gave that static is it.
        resolved = owned
      }
      if case .implicitMember = resolved, m.arguments == nil, ["opacity", "gradient", "mix"].contains(name) {
        // `.brand.opacity(0.5)`: only a colour (or a shape style, which a colour is) has these
        // members, so the member is a colour's: the app's own, or its asset catalogue's.
        resolved = try resolveImplicit(m, as: .color, at: at)
      }
      if case .implicitMember = resolved {
        // A member of a member whose type only the parameter knows (`.scale.down`, a symbol
        // effect and its direction): the chain stays an implicit member, named in full, for
        // the parameter to resolve or refuse.
        guard m.arguments == nil else { return nil }
        return .implicitMember(ImplicitMember(name: m.name + "." + name, arguments: nil))
      }
      return try member(of: resolved, named: name, node: node)
    case .binding(let b):
      if name == "wrappedValue" { return try read(b, at: at) }
      if name == "projectedValue" { return value }
      if name == "animation" { return .function(Self.bindingAnimation(b)) }
      let target = try read(b, at: at)
      if let projected = try bindingToProperty(of: b, target, name) { return projected }
      return try member(of: target, named: name, node: node)
    default:
      if let ext = try extensionMember(of: value, name, at: at) { return ext }
      return try Builtins.valueMember(value, name, interpreter: self, node: at)
    }
  }

  /// `member(of:named:)` for a member that is called: where the type has a method of that name
  /// and a property sharing it, the method, as Swift resolves the call.
  func calledMember(of value: Value, named name: String, node: Syntax?) throws -> Value? {
    if case .tuple(let t) = value, t.nominal == ScrollPositionValues.nominal, name == "viewID" {
      // `position.viewID(type:)`, the method beside the `viewID` property.
      return .function(FunctionValue(name: "viewID") { c in try ScrollPositionValues.viewID(t, &c) })
    }
    calleeName = name
    defer { calleeName = nil }
    return try member(of: value, named: name, node: node)
  }

  /// The static member of `type` that the implicit member `m` names — called with its arguments
  /// when it has some (a method before a property of the same name) — or nil when there is none.
  func implicitStaticMember(_ m: ImplicitMember, of type: Value, at node: Syntax) throws -> Value? {
    guard m.arguments != nil else { return try member(of: type, named: m.name, node: node) }
    guard let found = try calledMember(of: type, named: m.name, node: node) else { return nil }
    return try callValue(found, m.arguments ?? [], node: node)
  }

  /// The static member `name` that user code added to a built-in type, when exactly one
  /// extended built-in type has one; nil otherwise.
  func userStaticOfBuiltinType(_ name: String, at node: Syntax) throws -> Value? {
    let types = Set(builtinExtensionStatics.keys).union(builtinExtensionProperties.keys).union(builtinExtensions.keys)
    var found: [Value] = []
    for type in types.sorted() {
      guard builtinExtensionStatics[type]?[name] != nil || builtinExtensionProperties[type]?[name] != nil
        || builtinExtensions[type]?[name] != nil
      else { continue }
      if let v = try member(of: .type(.builtin(type)), named: name, node: node) { found.append(v) }
    }
    return found.count == 1 ? found[0] : nil
  }

  /// `binding.animation(_:)`: the same value, whose writes animate with the animation
  /// (`.default` when none is given), as if made inside `withAnimation` (docs/semantics.md §8.5).
  private static func bindingAnimation(_ b: BindingRef) -> FunctionValue {
    FunctionValue(name: "animation") { c in
      try c.checkLabels([nil])
      let interp = c.interpreter
      let arg = c.arguments.first
      let animation = try AnimationBuiltins.transactionAnimation(arg, interp)
      let text = arg?.node.trimmedDescription ?? ".default"
      let get = FunctionValue(name: "get") { c in try c.interpreter.read(b, at: c.node) }
      let set = FunctionValue(name: "set") { c in
        guard let new = c.arguments.first?.value else { return .void }
        let interp = c.interpreter
        try interp.inTransaction(Transaction(animation: animation, animationText: text, origin: .withAnimation)) {
          try interp.write(b, new, at: c.node)
        }
        return .void
      }
      return .binding(.computed(get: get, set: set))
    }
  }

  /// `$model.name`, `$item.title`: a binding to a stored property of the value a binding
  /// holds. An object's property is a slot of its own; a struct's is read and written through
  /// the struct (writing it writes the whole struct back, as Swift's key-path binding does).
  private func bindingToProperty(of binding: BindingRef, _ target: Value, _ name: String)
    throws -> Value?
  {
    guard case .instance(let inst) = target, let prop = inst.type.property(name),
      prop.getter == nil
    else { return nil }
    if let object = inst.objectOwner {
      return .binding(.state(StateKey(owner: object, name: name)))
    }
    let get = FunctionValue(name: "get") { c in
      try c.interpreter.member(of: try c.interpreter.read(binding, at: c.node), named: name, node: c.node)
        ?? .null
    }
    let set = FunctionValue(name: "set") { c in
      guard let newValue = c.arguments.first?.value else { return .void }
      let whole = try c.interpreter.read(binding, at: c.node)
      if let updated = try c.interpreter.setMember(whole, name, newValue, at: c.node) {
        try c.interpreter.write(binding, updated, at: c.node)
      }
      return .void
    }
    return .binding(.computed(get: get, set: set))
  }

  /// `_name` in an `@Observable` or `@Model` class: the storage the macro makes for the stored
  /// property `name` [DOC Observable(): "underscored" backing storage], read and written
  /// without observation.
  func macroBacking(_ type: StructType, _ name: String) -> String? {
    guard type.isObservableMacro || type.isModel, name.hasPrefix("_"), name.count > 1, type.property(name) == nil
    else { return nil }
    let stored = String(name.dropFirst())
    guard let prop = type.property(stored), prop.getter == nil, !prop.isStatic else { return nil }
    return stored
  }

  private func instanceMember(_ inst: StructInstance, _ name: String, at node: Syntax) throws
    -> Value?
  {
    if let stored = macroBacking(inst.type, name) { return try instanceMember(inst, stored, at: node) }
    let value = Value.instance(inst)
    if calleeName == name {
      // Called: the method of that name, not a property that shares it.
      calleeName = nil
      if let decls = inst.type.methods[name], !decls.isEmpty {
        return .function(methodValue(decls, in: inst.type.environment).bound(to: value))
      }
    }
    if let prop = inst.type.property(name) {
      if case .wrapped(let storage) = prop.wrapper { return try wrappedValue(inst, storage: storage, at: node) }
      if let getter = prop.getter {
        return try runGetter(getter, self: value, env: inst.type.environment, prop: prop, at: node)
      }
      if let object = inst.objectOwner {
        // An object's `@AppStorage` reads the app's user defaults too, its default until a
        // value is stored under the key.
        if case .appStorage(let key) = prop.wrapper, let stored = state[StateKey(owner: StateStore.userDefaults, name: key)] {
          return stored
        }
        if prop.isLazy, state[StateKey(owner: object, name: name)] == nil {
          return try lazyProperty(prop, of: value, owner: object, at: node)
        }
        return state[StateKey(owner: object, name: name)] ?? .null
      }
      switch prop.wrapper {
      case .appStorage(let key):
        return state[StateKey(owner: StateStore.userDefaults, name: key)] ?? inst.stateInitial[name] ?? .null
      case .state, .stateObject, .gestureState:
        if let owner = inst.stateOwner,
          let stored = state[StateKey(owner: owner, name: name)]
        {
          return stored
        }
        return inst.stateInitial[name] ?? .null
      case .binding:
        guard case .binding(let b)? = inst.fields[name] else { return .null }
        return try read(b, at: node)
      default:
        return inst.fields[name] ?? .null
      }
    }
    if let decls = inst.type.methods[name], !decls.isEmpty {
      return .function(methodValue(decls, in: inst.type.environment).bound(to: value))
    }
    if name.hasPrefix("$"), let projected = try projectedValue(inst, wrapped: String(name.dropFirst()), at: node) {
      return projected
    }
    if name.hasPrefix("$"), let prop = inst.type.property(String(name.dropFirst())), prop.wrapper == .binding,
      case .binding(let b)? = inst.fields[prop.name]
    {
      // `props.$isOn` of a value that holds a `@Binding`: the binding itself, which `$isOn`
      // projects (as inside the value's own code).
      return .binding(b)
    }
    if name.hasPrefix("$"), inst.type.isObservableObject, let object = inst.objectOwner,
      let prop = inst.type.property(String(name.dropFirst())), prop.wrapper == .published
    {
      // `model.$query`: the property's publisher.
      return .publisher(
        PublisherValue(source: .published(owner: object, name: prop.name), kind: "Published.Publisher"))
    }
    if name == "objectWillChange", inst.type.isObservableObject, let object = inst.objectOwner {
      return .opaque(OpaqueValue(kind: "ObservableObjectPublisher", text: object))
    }
    return try protocolExtensionMember(value, conformances: inst.type.conformances, name, at: node)
  }

  /// `objectWillChange.send()`: tells SwiftUI that the object changed, as a `@Published`
  /// property does; the views update even when no published value differs.
  private func publisherMember(_ object: String, _ name: String) -> Value? {
    guard name == "send" else { return nil }
    return .function(
      FunctionValue(name: "send") { c in
        let interp = c.interpreter
        guard !interp.pass.objectsUnderConstruction.contains(object) else { return .void }
        try interp.emit(.objectWillChange(object), .void, at: c.node)
        let sent = interp.pass.stateChanges.filter { $0.key.owner == object }.count
        interp.pass.stateChanges.append(
          StateChange(
            key: StateKey(owner: object, name: "objectWillChange"), old: .int(sent),
            new: .int(sent + 1), transaction: interp.currentTransaction))
        return .void
      })
  }

  /// A method or computed property that an extension of a protocol gives the types that
  /// conform to it (`extension Named { func greet() … }`).
  func protocolExtensionMember(
    _ value: Value, conformances: [String], _ name: String, at node: Syntax
  ) throws -> Value? {
    for proto in conformances {
      if builtinExtensions[proto]?[name] != nil || builtinExtensionProperties[proto]?[name] != nil {
        try checkUnambiguous(proto, name, at: node)
      }
      if let decls = builtinExtensions[proto]?[name]?.filter({ !isStatic($0.modifiers) }), !decls.isEmpty {
        return .function(methodValue(decls, in: extensionScope(proto)).bound(to: value))
      }
      if let prop = builtinExtensionProperties[proto]?[name], !prop.isStatic,
        let getter = prop.getter
      {
        return try runGetter(getter, self: value, env: extensionScope(proto), prop: prop, at: node)
      }
    }
    return nil
  }

  /// The first read of an object's `lazy var`: its initializer runs now, with `self` in scope
  /// (Swift: a lazy property's initial value is computed the first time it is accessed), and its
  /// value is the property's from then on.
  @inline(never)
  func lazyProperty(_ prop: PropertyDecl, of object: Value, owner: String, at node: Syntax) throws -> Value {
    guard let initializer = prop.initializer, case .instance(let inst) = object else { return .null }
    try enterCall(node)
    defer { leaveCall() }
    let scope = Environment(enclosing: inst.type.environment)
    scope.define("self", object)
    let value = try evaluate(initializer, in: scope, as: prop.type)
    state[StateKey(owner: owner, name: prop.name)] = value
    return value
  }

  func runGetter(
    _ getter: CodeBlockItemListSyntax, self selfValue: Value, env: Environment, prop: PropertyDecl,
    at node: Syntax
  ) throws -> Value {
    try enterCall(node)
    defer { leaveCall() }
    let scope = Environment(enclosing: env)
    scope.define("self", selfValue)
    let isView = prop.isViewBuilder || prop.name == "body" || returnsView(prop.type)
    pass.returnTypes.append(prop.type)
    defer { pass.returnTypes.removeLast() }
    var result: Value
    do {
      if let name = prop.builderAttribute, !Self.hasReturn(getter), let builder = resultBuilder(among: [name], in: env) {
        result = try buildResult(getter, builder: builder, in: scope, at: prop.node)
      } else {
        result = try runBody(getter, in: scope, viewContext: isView)
      }
    } catch ControlFlow.returned(let value) {
      result = value
    }
    return try coerce(result, toType: scopedTypeName(prop.type, in: scope), at: prop.node)
  }

  private func staticMember(
    _ name: String, props: [PropertyDecl], methods: [String: [FunctionDeclSyntax]],
    cache: () -> Value?, store: (Value) -> Void, env: Environment, selfValue: Value,
    at node: Syntax
  ) throws -> Value? {
    if name == "self" { return selfValue }
    if calleeName == name {
      // Called: the method of that name, not a property that shares it.
      calleeName = nil
      if let decls = methods[name], !decls.isEmpty {
        return .function(methodValue(decls, in: env).bound(to: selfValue))
      }
    }
    if name.hasPrefix("$"), let prop = props.first(where: { "$" + $0.name == name }), prop.wrapper == .state {
      // A static `@State` (a preview's `@State static var count = 1`) is not installed on a
      // view: SwiftUI gives a constant binding of its initial value, and says so at run time.
      let value =
        try staticMember(
          prop.name, props: props, methods: methods, cache: cache, store: store, env: env,
          selfValue: selfValue, at: node) ?? .null
      warn(
        "a `@State` outside a view is not installed: `\(name)` is a constant binding of its initial value, "
          + "as SwiftUI gives (it warns at run time), and writes to it are dropped", at: node)
      return .binding(.constant(value))
    }
    if let cached = cache() { return cached }
    if let prop = props.first(where: { $0.name == name }) {
      if let getter = prop.getter {
        return try runGetter(getter, self: selfValue, env: env, prop: prop, at: node)
      }
      // Inside a static initialiser the type's other static members are in scope unqualified
      // (`static let segments = [… 0.20 + adjustment …]`), as `self` is the type.
      let scope = Environment(enclosing: env)
      scope.define("self", selfValue)
      if prop.wrapper == .namespace {
        // `@Namespace static var ns` (a preview's): one namespace of the type's own.
        let ns = Value.opaque(OpaqueValue(kind: "Namespace.ID", text: "\(selfValue.typeName).\(name)"))
        store(ns)
        return ns
      }
      let value =
        try prop.initializer.map {
          try evaluate($0, in: scope, as: prop.type)
        } ?? .null
      store(value)
      return value
    }
    if let decls = methods[name], !decls.isEmpty {
      return .function(methodValue(decls, in: env).bound(to: selfValue))
    }
    return nil
  }

  /// The objects held by static stored properties of user types (`static let shared =
  /// Store()`), for `:state`.
  var staticObjectOwners: [String] {
    var owners: [String] = []
    for case .type(.userStruct(let type)) in globals.values.values.sorted(by: { $0.typeName < $1.typeName }) {
      for (_, value) in type.staticValues.sorted(by: { $0.key < $1.key }) { owners += value.objectOwners }
    }
    return owners
  }

  /// The scope of the extensions of a built-in type or protocol: the globals, and the types
  /// declared inside those extensions (`extension VerticalAlignment { enum Custom … }`).
  /// Whether the user's extensions of the built-in type declare a static property or method
  /// of this name.
  func declaresStaticMember(_ name: String, inExtensionOf typeName: String) -> Bool {
    builtinExtensionProperties[typeName]?[name]?.isStatic == true
      || builtinExtensions[typeName]?[name]?.contains { isStatic($0.modifiers) } == true
  }

  func extensionScope(_ typeName: String) -> Environment {
    if let scope = builtinExtensionScopes[typeName] { return scope }
    let scope = Environment(enclosing: globals)
    builtinExtensionScopes[typeName] = scope
    return scope
  }

  /// A method of one name: the function, or its overloads when it has several.
  func methodValue(_ decls: [FunctionDeclSyntax], in env: Environment) -> FunctionValue {
    let functions = decls.map { makeFunction($0, in: env) }
    return functions.count == 1
      ? functions[0] : FunctionValue(name: functions[0].name, overloads: functions)
  }

  /// Methods of `extension View`, then the built-in modifiers.
  func viewMember(_ receiver: Value, _ name: String, implicitSelf: Bool) throws -> Value? {
    if let decls = viewExtensions[name], !decls.isEmpty {
      guard Modifiers.isKnown(name) else {
        // Overloads (`superToast(isPresented:…)`, `superToast(data:padding:)`): the call's
        // labels and types choose, as for a type's own methods.
        return .function(methodValue(decls, in: globals).bound(to: receiver))
      }
      // A user method named like a SwiftUI modifier overloads it: the call's labels choose
      // (`func position(_:at:)` calling `.position(p)` inside itself reaches SwiftUI's).
      return .function(
        FunctionValue(name: name) { context in
          let functions = decls.map { self.makeFunction($0, in: self.globals).bound(to: receiver) }
          if let fn = functions.first(where: { self.overloadScore($0, context.arguments) != nil }) {
            return try self.call(fn, context.arguments, node: context.node)
          }
          return try Modifiers.apply(name, to: receiver, context: &context)
        })
    }
    guard Modifiers.isKnown(name) else { return nil }
    return .function(
      FunctionValue(name: name) { context in
        try Modifiers.apply(name, to: receiver, context: &context)
      })
  }

  private func extensionMember(of value: Value, _ name: String, at: Syntax) throws -> Value? {
    let typeName = value.typeName
    let aliases = typeName == "Double" ? ["Double", "CGFloat"] : [typeName]
    for alias in aliases {
      if builtinExtensions[alias]?[name] != nil || builtinExtensionProperties[alias]?[name] != nil {
        try checkUnambiguous(alias, name, at: at)
      }
      if let decls = builtinExtensions[alias]?[name], !decls.isEmpty {
        // Overloads (`func h(by:)` and `func h(plus:)`) are chosen by the call's labels and types.
        let user = methodValue(decls, in: extensionScope(alias)).bound(to: value)
        return try besideBuiltin(user, of: value, name, at: at)
      }
      if let prop = builtinExtensionProperties[alias]?[name], let getter = prop.getter {
        return try runGetter(getter, self: value, env: extensionScope(alias), prop: prop, at: prop.node)
      }
    }
    // `extension Collection { var isNotEmpty: Bool { … } }`: what an extension of a standard
    // library protocol gives the collections that conform to it.
    let protocols = Self.standardProtocols(of: value)
    guard !protocols.isEmpty, !builtinExtensions.isEmpty || !builtinExtensionProperties.isEmpty else { return nil }
    for proto in protocols where builtinExtensions[proto]?[name] != nil || builtinExtensionProperties[proto]?[name] != nil {
      // In an extension of `Sequence` or `Collection` the calls on `self` are theirs, chosen
      // where the extension is compiled: a String's, a Set's or a Dictionary's `filter` there is
      // Sequence's, which gives an array (`"abca".uniqued()` is `["a", "b", "c"]`). So such a
      // receiver is the array of its elements.
      var receiver = value
      if ["Sequence", "Collection", "BidirectionalCollection"].contains(proto) {
        switch value {
        case .string, .set, .dictionary: receiver = .array(try elements(of: value, at: at))
        default: break
        }
      }
      // A method beside the built-in one of its name (`index(matching:)` of an extension of
      // `Collection`, beside a String's `index(_:offsetBy:)`): the call's labels choose.
      let found = try protocolExtensionMember(receiver, conformances: [proto], name, at: at)
      if case .function(let user)? = found { return try besideBuiltin(user, of: value, name, at: at) }
      return found
    }
    return nil
  }

  /// The standard library's collection protocols a built-in value conforms to.
  static func standardProtocols(of value: Value) -> [String] {
    switch value {
    case .array, .arraySlice:
      return ["RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection",
        "Collection", "Sequence"]
    case .string: return ["StringProtocol", "BidirectionalCollection", "RangeReplaceableCollection", "Collection", "Sequence"]
    case .range: return ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]
    case .dictionary, .set: return ["Collection", "Sequence"]
    default: return []
    }
  }

  /// An extension's method beside the type's own of the same name (`func rounded(to:)` in an
  /// `extension Double`, beside `rounded()`): Swift chooses by the call's labels, so a call the
  /// extension's method does not fit is the built-in one's.
  @inline(never)
  private func besideBuiltin(_ user: FunctionValue, of value: Value, _ name: String, at: Syntax) throws -> Value {
    guard let builtinMember = try? Builtins.valueMember(value, name, interpreter: self, node: at) else {
      return .function(user)
    }
    guard case .function(let builtin) = builtinMember else {
      // A property beside a method of the same name (`count` beside an extension's
      // `count(where:)`): a call is the method's, a reference is the property's, as Swift
      // chooses by the use.
      return Self.isCalledMember(at) ? .function(user) : builtinMember
    }
    return .function(
      FunctionValue(name: name) { c in
        let interp = c.interpreter
        if interp.accepts(user, c.arguments) { return try interp.call(user, c.arguments, node: c.node) }
        return try interp.callValue(.function(builtin), c.arguments, node: c.node)
      })
  }

  /// Whether the member named at `name` (a member access's `declName`) is called:
  /// `s.count(where: …)` or `s.count { … }`, not `s.count`.
  static func isCalledMember(_ name: Syntax) -> Bool {
    guard let access = name.parent?.as(MemberAccessExprSyntax.self),
      let call = access.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.calledExpression.id == ExprSyntax(access).id
  }

  /// Every member name a value offers, for did-you-mean suggestions.
  func memberNames(of value: Value) -> [String] {
    switch value {
    case .instance(let inst):
      var names = inst.type.properties.map(\.name) + inst.type.methods.keys
      if inst.type.isView { names += Modifiers.allNames + viewExtensions.keys }
      return names
    case .view, .color: return Modifiers.allNames + viewExtensions.keys
    case .path: return PathBuiltins.memberNames + Modifiers.allNames
    case .enumCase(let e):
      return ["rawValue"] + e.type.properties.map(\.name) + e.type.methods.keys
    case .type(.userEnum(let t)):
      return t.cases.map(\.name) + ["allCases"] + t.staticProperties.map(\.name)
    case .type(.userStruct(let t)):
      return t.staticProperties.map(\.name) + t.staticMethods.keys
    case .type(.builtin(let name)): return Builtins.staticMemberNames(name)
    default: return Builtins.valueMemberNames(value)
    }
  }

  // MARK: Bindings

  func read(_ binding: BindingRef, at node: Syntax) throws -> Value {
    switch binding {
    case .state(let key): return state[key] ?? .null
    case .computed(let get, _): return try call(get, [Value](), node: node)
    case .constant(let value): return value
    }
  }

  func write(_ binding: BindingRef, _ value: Value, at node: Syntax) throws {
    switch binding {
    case .state(let key):
      if let type = state.objectType(key.owner), let prop = type.property(key.name) {
        try writeObjectProperty(
          type, key.owner, prop, try coerce(value, toType: scopedTypeName(prop.type, in: type.environment), at: node),
          at: node)
      } else {
        writeState(key, value)
      }
    case .computed(_, let set): _ = try call(set, [value], node: node)
    case .constant: return
    }
  }

  func writeState(_ key: StateKey, _ value: Value) {
    if key.owner == StateStore.userDefaults { state.defaultedKeys.remove(key.name) }
    let old = state[key] ?? .null
    state[key] = value
    pass.stateChanges.append(
      StateChange(
        key: key, old: old, new: value, transaction: currentTransaction))
  }

  // MARK: Mutating methods

  /// Runs a mutating method (`flag.toggle()`, `items.append(x)`, a user `mutating func`) and
  /// returns the receiver's new value with the call's result; nil when `name` does not mutate.
  static let inPlaceCollectionMethods: Set<String> = [
    "append", "insert", "remove", "removeLast", "removeFirst",
  ]

  /// The array and set methods that change a local variable's collection where it lives
  /// (`value` is the variable's storage, which its environment let go of): with one reference,
  /// the collection grows without a copy. Nil (nothing changed) when the call is not one of them. Checks and
  /// results as `mutatingCall`'s.
  func inPlaceCollectionCall(_ value: inout Value, _ name: String, _ args: [Argument], node: Syntax) throws
    -> Value?
  {
    if case .set(var s) = value {
      // `insert`/`remove` of one element on a local set, where it lives.
      guard args.count == 1, args[0].label == nil, name == "insert" || name == "remove" else { return nil }
      value = .void
      defer { value = .set(s) }
      let x = args[0].value
      if name == "remove" { return s.remove(x) ?? .null }
      if !s.contains(x) { try checkCollection(s.count + 1, at: node) }
      let inserted = s.insert(x)
      return .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(inserted), x]))
    }
    guard case .array(var a) = value else { return nil }
    value = .void
    defer { value = .array(a) }
    switch name {
    case "append":
      guard let first = args.first, args.count == 1 else { return nil }
      if first.label == "contentsOf" {
        let more = try elements(of: first.value, at: first.node)
        try checkCollection(a.count + more.count, at: node)
        a += more
      } else {
        guard first.label == nil else { return nil }
        try checkCollection(a.count + 1, at: node)
        a.append(first.value)
      }
      return .void
    case "insert":
      guard args.count == 2, args[1].label == "at", case .int(let i) = args[1].value else { return nil }
      guard i >= 0, i <= a.count else { throw error("index \(i) out of range", at: node, kind: .trap) }
      if args[0].label == "contentsOf" {
        // `insert(contentsOf:at:)`: the elements, not the collection as one element.
        let more = try elements(of: args[0].value, at: args[0].node)
        try checkCollection(a.count + more.count, at: node)
        a.insert(contentsOf: more, at: i)
        return .void
      }
      guard args[0].label == nil else { return nil }
      try checkCollection(a.count + 1, at: node)
      a.insert(args[0].value, at: i)
      return .void
    case "remove":
      guard args.count == 1, case .int(let i) = args[0].value else { return nil }
      guard a.indices.contains(i) else {
        throw error("index out of range: \(i) is not in 0..<\(a.count)", at: node, kind: .trap)
      }
      return a.remove(at: i)
    case "removeLast", "removeFirst":
      guard args.isEmpty else { return nil }
      guard !a.isEmpty else { throw error("cannot remove an element of an empty array", at: node, kind: .trap) }
      return name == "removeLast" ? a.removeLast() : a.removeFirst()
    default: return nil
    }
  }

  /// A mutating method of an `ArraySlice` (a slice kept in a `var`): as the array of its
  /// elements answers, the slice keeping its first index; `removeFirst` and `popFirst` move
  /// it on (docs/semantics.md §21). The methods that take an index are refused, not answered
  /// with the index read as a position.
  @inline(never)
  func sliceMutatingCall(_ s: ArraySliceValue, _ name: String, _ args: [Argument], node: Syntax) throws
    -> (Value, Value)?
  {
    switch name {
    case "append", "sort", "shuffle", "reverse", "removeLast", "popLast", "removeFirst", "popFirst", "removeAll":
      var start = s.start
      if name == "popFirst" {
        guard args.isEmpty else { return nil }
        guard let first = s.elements.first else { return (.arraySlice(s), .null) }
        return (ArraySliceValue.value(start: start + 1, Array(s.elements.dropFirst())), first)
      }
      guard let (changed, result) = try mutatingCall(.array(s.elements), name, args, node: node) else { return nil }
      let elements = changed.arrayElements ?? []
      if name == "removeFirst" { start += s.elements.count - elements.count }
      return (ArraySliceValue.value(start: start, elements), result)
    case "insert", "remove", "swapAt", "replaceSubrange", "removeSubrange":
      throw error(
        "`\(name)` of an `ArraySlice` is not supported yet: its indices are its base array's; make it an array "
          + "first (`Array(slice)`)", at: node, kind: .notSupported)
    default: return nil
    }
  }

  func mutatingCall(_ base: Value, _ name: String, _ args: [Argument], node: Syntax) throws
    -> (Value, Value)?
  {
    switch (base, name) {
    case (.bool(let b), "toggle"): return (.bool(!b), .void)
    case (.string(let s), _) where StringIndices.mutatingMethods.contains(name):
      return try StringIndices.mutating(s, name, args, self, at: node)
    case (.tuple, _) where AttributedStrings.mutatingMethods.contains(name) && AttributedStrings.isAttributed(base):
      guard let appended = try AttributedStrings.mutating(base, name, args, self, at: node) else { return nil }
      return (appended, .void)
    case (.arraySlice(let s), _):
      return try sliceMutatingCall(s, name, args, node: node)
    case (.tuple(let t), "scrollTo") where t.nominal == ScrollPositionValues.nominal:
      // `position.scrollTo(…)`, mutating the position where it is kept.
      let call = FunctionValue(name: "scrollTo") { c in try ScrollPositionValues.scrollTo(t, &c) }
      return (try callValue(.function(call), args, node: node), .void)
    case (.array(var a), "append"):
      guard let first = args.first else { return nil }
      if first.label == "contentsOf" {
        a += try elements(of: first.value, at: first.node)
      } else {
        a.append(first.value)
      }
      try checkCollection(a.count, at: node)
      return (.array(a), .void)
    case (.array, "sort"):
      // In place, with the order `sorted` gives.
      guard let sorted = try Builtins.sequenceMethod(base, "sorted", interpreter: self, node: node)
      else { return nil }
      return (try callValue(sorted, args, node: node), .void)
    case (.array(var a), "insert"):
      guard args.count == 2, args[1].label == "at", case .int(let i) = args[1].value else { return nil }
      guard i >= 0, i <= a.count else { throw error("index \(i) out of range", at: node, kind: .trap) }
      if args[0].label == "contentsOf" {
        a.insert(contentsOf: try elements(of: args[0].value, at: args[0].node), at: i)
        try checkCollection(a.count, at: node)
        return (.array(a), .void)
      }
      guard args[0].label == nil else { return nil }
      a.insert(args[0].value, at: i)
      return (.array(a), .void)
    case (.array(var a), "swapAt"):
      // `swapAt(i, j)`: Swift traps unless both are indices of the array.
      guard args.count == 2, args.allSatisfy({ $0.label == nil }), case .int(let i) = args[0].value,
        case .int(let j) = args[1].value
      else { return nil }
      guard a.indices.contains(i), a.indices.contains(j) else {
        throw error("index out of range: \(a.indices.contains(i) ? j : i) is not in 0..<\(a.count)", at: node, kind: .trap)
      }
      a.swapAt(i, j)
      return (.array(a), .void)
    case (.array(var a), "remove") where args.first?.label == "atOffsets":
      // SwiftUI's `remove(atOffsets:)`: the elements at those offsets, each once.
      guard args.count == 1, case .opaque(let o) = args[0].value, let offsets = o.indices else {
        throw error("`remove(atOffsets:)` takes an `IndexSet`", at: node, kind: .typeMismatch)
      }
      for i in offsets.reversed() {
        guard a.indices.contains(i) else {
          throw error("index out of range: \(i) is not in 0..<\(a.count)", at: node, kind: .trap)
        }
        a.remove(at: i)
      }
      return (.array(a), .void)
    case (.array(let a), "move") where args.count == 2 && args[0].label == "fromOffsets" && args[1].label == "toOffset":
      // SwiftUI's `move(fromOffsets:toOffset:)`: the elements at the offsets, in order, go
      // before the element that was at `toOffset` (at the end for `count`).
      guard case .opaque(let o) = args[0].value, let offsets = o.indices, case .int(let to) = args[1].value else {
        throw error("`move(fromOffsets:toOffset:)` takes an `IndexSet` and an `Int`", at: node, kind: .typeMismatch)
      }
      guard offsets.allSatisfy({ a.indices.contains($0) }), (0...a.count).contains(to) else {
        throw error("an offset is out of range of the \(a.count) elements", at: node, kind: .trap)
      }
      let moving = Set(offsets)
      let before = a.enumerated().filter { $0.offset < to && !moving.contains($0.offset) }.map(\.element)
      let after = a.enumerated().filter { $0.offset >= to && !moving.contains($0.offset) }.map(\.element)
      return (.array(before + offsets.map { a[$0] } + after), .void)
    case (.array(var a), "remove"):
      guard case .int(let i)? = args.first?.value else { return nil }
      guard a.indices.contains(i) else {
        throw error("index out of range: \(i) is not in 0..<\(a.count)", at: node, kind: .trap)
      }
      let removed = a.remove(at: i)
      return (.array(a), removed)
    case (.array(var a), "removeLast"), (.array(var a), "removeFirst"):
      if args.count == 1, args[0].label == nil, case .int(let n) = args[0].value {
        // `removeFirst(n)`, `removeLast(n)`: Swift traps on a negative count or more than there are.
        guard n >= 0, n <= a.count else {
          throw error(
            n < 0 ? "number of elements to remove must be non-negative"
              : "can't remove more items from a collection than it contains", at: node, kind: .trap)
        }
        if name == "removeLast" { a.removeLast(n) } else { a.removeFirst(n) }
        return (.array(a), .void)
      }
      guard args.isEmpty else { return nil }
      guard !a.isEmpty else { throw error("cannot remove an element of an empty array", at: node, kind: .trap) }
      let removed = name == "removeLast" ? a.removeLast() : a.removeFirst()
      return (.array(a), removed)
    case (.array(var a), "popLast"), (.array(var a), "popFirst"):
      // `popLast()`: the last element, or nil when empty (an array has no `popFirst`).
      guard args.isEmpty, name == "popLast" else { return nil }
      let last = a.popLast()
      return (.array(a), last ?? .null)
    case (.array(let a), "removeAll"):
      // `removeAll(where:)` (or its trailing closure) keeps what the closure does not match;
      // `removeAll()` and `removeAll(keepingCapacity:)` empty the array.
      if let first = args.first, first.label == "where" || first.label == nil, case .function(let fn) = first.value {
        var kept: [Value] = []
        for x in a where !(try truth(call(fn, [x], node: node), node)) { kept.append(x) }
        return (.array(kept), .void)
      }
      guard args.isEmpty || (args.count == 1 && args[0].label == "keepingCapacity") else { return nil }
      return (.array([]), .void)
    // Storage only: nothing a program can observe (`capacity` is not modelled).
    case (.array, "reserveCapacity"), (.dictionary, "reserveCapacity"):
      if let n = args.first, case .int(let k) = n.value, k < 0 {
        throw error("`reserveCapacity` of a negative count", at: node, kind: .trap)
      }
      return (base, .void)
    case (.set(var s), "insert"):
      guard args.count == 1 else { return nil }
      let x = args[0].value
      if !s.contains(x) { try checkCollection(s.count + 1, at: node) }
      let inserted = s.insert(x)
      let result = Value.tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(inserted), x]))
      return (.set(s), result)
    case (.set(var s), "remove"):
      guard args.count == 1 else { return nil }
      guard let removed = s.remove(args[0].value) else { return (base, .null) }
      return (.set(s), removed)
    case (.set, "removeAll"): return (.set(SetValue()), .void)
    case (.set(let s), "formUnion"), (.set(let s), "formIntersection"),
      (.set(let s), "subtract"), (.set(let s), "formSymmetricDifference"):
      guard let arg = args.first else { return nil }
      let other = SetValue(try elements(of: arg.value, at: arg.node))
      let items = s.items
      switch name {
      case "formUnion":
        let union = SetValue(items + other.items)
        try checkCollection(union.count, at: node)
        return (.set(union), .void)
      case "formIntersection": return (.set(SetValue(items.filter { other.contains($0) })), .void)
      case "subtract": return (.set(SetValue(items.filter { !other.contains($0) })), .void)
      default:
        return (.set(SetValue(items.filter { !other.contains($0) } + other.items.filter { !s.contains($0) })), .void)
      }
    case (.array(var a), "reverse"):
      guard args.isEmpty else { return nil }
      a.reverse()
      return (.array(a), .void)
    case (.array(var a), "shuffle"):
      guard args.isEmpty else { return nil }
      a.shuffle(using: &random)
      return (.array(a), .void)
    case (.dictionary, "removeAll"):
      // `removeAll()` / `removeAll(keepingCapacity:)`; a dictionary has no `removeAll(where:)`.
      guard args.isEmpty || (args.count == 1 && args[0].label == "keepingCapacity") else { return nil }
      return (.dictionary(DictionaryValue()), .void)
    case (.dictionary(var d), "removeValue"):
      guard let key = args.first?.value else { return nil }
      let old = d[key] ?? .null
      d[key] = nil
      return (.dictionary(d), old)
    case (.dictionary(let d), "merge"):
      var context = CallContext(interpreter: self, arguments: args, node: node, receiver: nil, name: name)
      return (.dictionary(try Builtins.merged(d, &context)), .void)
    case (.dictionary(var d), "updateValue"):
      guard args.count == 2 else { return nil }
      let old = d[args[1].value] ?? .null
      d[args[1].value] = args[0].value
      return (.dictionary(d), old)
    case (.path(let p), _):
      return try PathBuiltins.mutatingCall(p, name, args, interpreter: self, node: node)
    // `date.addTimeInterval(s)`: Foundation's `self += s`.
    case (.date(let t), "addTimeInterval"):
      guard args.count == 1, args[0].label == nil else { return nil }
      return (.date(t + (try number(args[0].value, args[0].node))), .void)
    case (.int(let i), "negate"): return (.int(0 &- i), .void)
    case (.double(let d), "negate"): return (.double(-d), .void)
    case (_, "scale") where VectorArithmetic.isVector(base):
      // `VectorArithmetic.scale(by:)`, in place.
      guard args.count == 1, args[0].label == "by" else { return nil }
      return (VectorArithmetic.scaled(base, by: try number(args[0].value, args[0].node)), .void)
    case (.instance(let inst), "init") where !inst.type.initializers.isEmpty:
      // `self.init(…)` in an initializer: another initializer of the type runs on `self`.
      let inits = inst.type.initializers.map { makeInitializer($0, in: inst.type.environment) }
      let fitting = inits.filter { overloadScore($0, args) != nil }
      if fitting.isEmpty, !inst.type.hasBodyInitializer, !inst.type.isClass {
        // `self.init(title:content:)` reaching the memberwise initializer from an extension's init.
        return (try construct(inst.type, args, node: node), .void)
      }
      let chosen = fitting.count == 1 ? fitting[0] : try chooseOverload(fitting.isEmpty ? inits : fitting, args, node: node)
      let (_, newSelf) = try callUser(chosen, args: args, node: node, receiver: base)
      return (newSelf ?? base, .void)
    case (.instance(let inst), _):
      guard let decls = inst.type.methods[name], !decls.isEmpty else { return nil }
      let candidates = decls.filter { $0.modifiers.contains(where: { $0.name.identifierText == "mutating" }) }
      guard !candidates.isEmpty else { return nil }
      var fn = methodValue(candidates, in: inst.type.environment)
      if case .overloads(let list) = fn.body { fn = try chooseOverload(list, args, node: node) }
      let (result, newSelf) = try callUser(fn, args: args, node: node, receiver: base)
      return (newSelf ?? base, result)
    case (.transform3D, _), (.affine, _):
      return nil
    default: return nil
    }
  }
}

extension Interpreter {
  /// The labels of the one initialiser of `type` that takes `count` arguments: a user
  /// initialiser's, else the memberwise one's (every stored property but a `let` with a
  /// value), else `rawValue` for an enum; nil when there is none or more than one.
  func initializerLabels(of type: Value, count: Int) -> [String]? {
    switch type {
    case .type(.userEnum): return count == 1 ? ["rawValue"] : nil
    case .type(.userStruct(let t)):
      if !t.initializers.isEmpty {
        let fitting = t.initializers.filter { $0.signature.parameterClause.parameters.count == count }
        guard fitting.count == 1 else { return nil }
        return fitting[0].signature.parameterClause.parameters.map(\.firstName.text)
      }
      // A reference takes every parameter: defaults do not apply to a function value.
      guard t.storedProperties.allSatisfy({ $0.wrapper == .none }) else { return nil }
      let members = t.storedProperties.filter { !($0.isLet && $0.initializer != nil) }
      return members.count == count ? members.map(\.name) : nil
    default: return nil
    }
  }
}

extension Interpreter {
  /// `hashValue`: Swift seeds its hashing per process, so a program prints other numbers on
  /// every run; the lab's are stable (FNV-1a of the value's identity), which serves as an id
  /// (`ForEach(…, id: \.hashValue)`) but is no device's number, as a warning says.
  func stableHashValue(of value: Value, at node: Syntax) -> Value {
    if !pass.hashValueWarned {
      pass.hashValueWarned = true
      warn(
      "`hashValue` differs on every run of a Swift program (its hashing is seeded per process); "
        + "the lab's is stable: fine as an id, not a number to compare with a device's", at: node)
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in value.identityText.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return .int(Int(bitPattern: UInt(hash)))
  }
}
