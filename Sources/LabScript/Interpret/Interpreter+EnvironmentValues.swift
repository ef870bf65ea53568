import LabEngine
import SwiftSyntax

/// `@Environment(\.key)`: built-in keys the engine models, and custom keys declared as an
/// `EnvironmentKey` with an `EnvironmentValues` property. Values flow down the tree as in
/// SwiftUI: `.environment(\.key, value)` is evaluated around the view it modifies, so every
/// view built inside it — its children, at the positions they take — reads that value.
///
///     Child().environment(\.accent, 2)   // Child's `@Environment(\.accent) var accent` is 2
extension Interpreter {
  /// Built-in keys whose value the engine fixes: setting them would not change layout here.
  static let readOnlyEnvironmentKeys = ["displayScale"]

  /// The value `@Environment(key)` reads at the current position in the tree; for
  /// `@Environment(Model.self)`, the object of that type an ancestor put there.
  func environmentValue(_ key: String, at node: Syntax, required: Bool = true) throws -> Value {
    if key.hasSuffix(".self") {
      return try environmentObject(String(key.dropLast(5)), at: node, required: required)
    }
    let name = key.hasPrefix("\\.") ? String(key.dropFirst(2)) : key
    if let value = environmentOverrides[name] { return value }
    switch name {
    case "colorScheme": return .opaque(OpaqueValue(kind: "ColorScheme", text: "light"))
    case "layoutDirection": return Self.layoutDirectionValue(screen.layoutDirection)
    case "displayScale": return .double(3)
    case "dynamicTypeSize": return .opaque(OpaqueValue(kind: "DynamicTypeSize", text: "large"))
    case "defaultMinListRowHeight": return .double(ListMetrics.defaultMinRowHeight)
    case "dismiss":
      // Outside a presented sheet: nothing to dismiss at the root of a screen (pushed views,
      // which it would pop, are not simulated).
      return .function(FunctionValue(name: "dismiss") { _ in .void })
    // SwiftUI's default: no font in the environment (`Text` uses `.body`).
    case "font": return .null
    case "editMode": return .binding(EditMode.scopeBinding)
    case "horizontalSizeClass", "verticalSizeClass":
      return .opaque(OpaqueValue(kind: "UserInterfaceSizeClass", text: Self.sizeClass(name, screen)))
    // The lab's phone is in the foreground, with the default settings (docs/semantics.md §14).
    case "scenePhase": return .opaque(OpaqueValue(kind: "ScenePhase", text: "active"))
    case "sizeCategory": return .opaque(OpaqueValue(kind: "ContentSizeCategory", text: "large"))
    case "isEnabled", "accessibilityPlayAnimatedImages": return .bool(true)
    case _ where Self.offByDefault.contains(name): return .bool(false)
    case "locale": return .opaque(OpaqueValue(kind: "Locale", text: Locales.phone))
    case "timeZone": return CalendarBuiltins.timeZone
    // Core Data's context is the same one store (docs/semantics.md §11.2).
    case "modelContext", "managedObjectContext": return SwiftDataBuiltins.context
    case "openURL": return OpenURLs.system
    case "calendar": return .calendar(CalendarValue(origin: .current))
    case "presentationMode":
      // `presentationMode.wrappedValue.dismiss()` and `.isPresented`: the older spelling of
      // `dismiss`, as a binding to a `PresentationMode`.
      let presented = environmentOverrides["dismiss"] != nil
      let mode = BuiltinClasses.value(
        "PresentationMode", ["isPresented": .bool(presented), "dismiss": try environmentValue("dismiss", at: node)], self)
      return BuiltinClasses.value("Binding<PresentationMode>", ["wrappedValue": mode], self)
    default: break
    }
    if let prop = builtinExtensionProperties["EnvironmentValues"]?[name] {
      return try defaultValue(of: prop, at: node)
    }
    warn("`@Environment(\(key))` is not supported yet; it reads nil", at: node)
    return .null
  }

  /// Environment flags that are false on a phone with the default settings: accessibility
  /// settings left off, no search running.
  static let offByDefault: Set = [
    "accessibilityEnabled", "accessibilityVoiceOverEnabled", "accessibilitySwitchControlEnabled",
    "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
    "accessibilityInvertColors", "accessibilityShowButtonShapes", "accessibilityDimFlashingLights",
    "accessibilityLargeContentViewerEnabled", "accessibilityQuickActionsEnabled", "isSearching",
  ]

  /// A window's size classes, as Apple's HIG tabulates them for devices: an iPad (shorter side
  /// at least 744 points) is regular both ways; an iPhone is compact across in portrait and
  /// regular down; in landscape it is compact down, and regular across only on the larger
  /// models (at least 896 points wide there: the Plus, Max and XR-size phones).
  static func sizeClass(_ name: String, _ window: Window) -> String {
    let (w, h) = (window.size.width, window.size.height)
    if min(w, h) >= 744 { return "regular" }
    if name == "horizontalSizeClass" { return w > h && w >= 896 ? "regular" : "compact" }
    return w > h ? "compact" : "regular"
  }

  /// The object of class `typeName` that `.environmentObject(_:)` or `.environment(_:)` put in
  /// the environment above this point. SwiftUI stops the app when there is none (its message
  /// is kept); a view made before it is shown reads nil until then (`required: false`).
  func environmentObject(_ typeName: String, at node: Syntax, required: Bool) throws -> Value {
    let bare = typeName.hasSuffix("?") ? String(typeName.dropLast()) : typeName
    if let object = environmentOverrides["object " + bare] { return object }
    if !required || bare != typeName { return .null }
    var unmade: String?
    if suppliesObjects, case .type(.userStruct(let type))? = globals.lookup(bare)?.0, type.isClass {
      if let made = suppliedObjects.first(where: { $0.type == bare }) { return made.value }
      // One object per class for the whole preview, as one the app's root passes down; a
      // class that cannot be made with `init()` stops as SwiftUI does.
      do {
        let made = try construct(type, [], node: node)
        suppliedObjects.append((bare, made))
        let modifier = type.isObservableMacro ? "environment" : "environmentObject"
        warn(
          "no ancestor provides a `\(bare)`, which stops SwiftUI; this preview made one with "
            + "`\(bare)()`, as `.\(modifier)(\(bare)())` on the preview would", at: node)
        return made
      } catch let failure as RuntimeError {
        unmade = failure.diagnostic.message
      }
    }
    throw error(
      "no object of type `\(bare)` found in the environment: a `.environmentObject(_:)` (or "
        + "`.environment(_:)`) for `\(bare)` may be missing as an ancestor of this view; "
        + "SwiftUI stops the app here", at: node,
      notes: unmade.map { [.init("the preview could not make one with `\(bare)()`: \($0)")] } ?? [], kind: .trap)
  }

  /// For `.environment(\.key, value)`, `.environment(object)`, `.environmentObject(object)` and
  /// `.font(_)`, puts the value in the environment for the views built while the modifier's
  /// call runs (the caller restores it afterwards).
  func setEnvironment(forModifier modifier: String, _ args: [Argument]) throws {
    switch modifier {
    case "environment" where args.count == 1, "environmentObject":
      guard args.count == 1, case .instance(let inst) = args[0].value, inst.type.isClass else {
        let got = args.first.map { "`\($0.value.typeName)`" } ?? "nothing"
        throw error(
          "`.\(modifier)(_:)` puts an object (an instance of a class) in the environment; got "
            + got, at: args.first?.node ?? Syntax(TokenSyntax.identifier(modifier)),
          kind: .typeMismatch)
      }
      if modifier == "environmentObject", !inst.type.isObservableObject {
        throw error(
          "`.environmentObject(_:)` needs an `ObservableObject`; `\(inst.type.name)` does not "
            + "conform to it", at: args[0].node, kind: .typeMismatch)
      }
      environmentOverrides["object " + inst.type.name] = args[0].value
    case "environment":
      if args.count == 2, case .keyPath(let path) = args[0].value, path.count == 1 {
        try setEnvironment(path[0], args[1], at: args[0].node)
      }
    case "labelStyle", "textFieldStyle", "pickerStyle", "progressViewStyle", "tabViewStyle", "toggleStyle",
      "buttonStyle", "controlSize", "buttonBorderShape", "datePickerStyle":
      // The controls built below read their style here (ControlBuiltins); a style the app
      // declares is run by the control (CustomStyles) or refused here.
      if var arg = args.first {
        // `.textFieldStyle(.underlined)` where the app declares `extension TextFieldStyle where
        // Self == Underlined { static var underlined: … }`: the app's style.
        if case .implicitMember(let m) = arg.value, modifier.hasSuffix("Style"),
          let found = try? implicitStaticMember(
            m, of: .type(.builtin(modifier.prefix(1).uppercased() + modifier.dropFirst())), at: arg.node),
          case .instance = found
        {
          arg.value = found
        }
        try CustomStyles.check(modifier, arg, self)
        environmentOverrides[modifier] = arg.value
      }
    case "labelsHidden":
      // Controls below leave their labels out (DatePicker, Toggle, ColorPicker).
      if let arg = args.first, case .bool(false) = arg.value { return }
      environmentOverrides["labelsHidden"] = .bool(true)
    case "font":
      guard args.count == 1 else { return }
      if case .implicitMember(let m) = args[0].value {
        environmentOverrides["font"] = try resolveImplicit(m, as: .font, at: args[0].node)
      } else {
        environmentOverrides["font"] = args[0].value
      }
    default: break
    }
  }

  /// Reads a view's `@Environment` properties afresh where its body is built: a view made
  /// elsewhere (a stored `content`) sees the environment of the place it is shown.
  func refreshEnvironment(of inst: inout StructInstance, at node: Syntax) throws {
    for prop in inst.type.storedProperties {
      switch prop.wrapper {
      case .environment(let key) where key.hasSuffix(".self"):
        inst.fields[prop.name] = try environmentValue(key, at: node)
      case .environment(let key):
        inst.fields[prop.name] = try environmentValue(key, at: prop.node)
      case .environmentObject:
        inst.fields[prop.name] = try environmentObject(prop.type ?? "", at: node, required: true)
      case .query(let attr):
        if let override = inst.queryOverrides[prop.name] {
          inst.fields[prop.name] = try call(override, [], node: node)
        } else {
          inst.fields[prop.name] = try SwiftDataBuiltins.query(
            attr.cast(AttributeSyntax.self), declaredType: prop.type, self, at: prop.node)
        }
      default: continue
      }
    }
  }

  private func setEnvironment(_ name: String, _ arg: Argument, at node: Syntax) throws {
    if Self.readOnlyEnvironmentKeys.contains(name) {
      let current = try environmentValue(name, at: node).debugText
      warn("`\\.\(name)` is fixed at \(current) in the lab; this setting is not modelled", at: node)
      return
    }
    switch (name, arg.value) {
    case ("layoutDirection", _):
      environmentOverrides[name] = Self.layoutDirectionValue(try layoutDirection(arg))
      return
    case ("colorScheme", .implicitMember(let m)), ("dynamicTypeSize", .implicitMember(let m)):
      let kind = name == "colorScheme" ? "ColorScheme" : "DynamicTypeSize"
      environmentOverrides[name] = .opaque(OpaqueValue(kind: kind, text: m.name))
      return
    case ("editMode", .implicitMember(let m)) where m.name == "constant" && m.arguments?.count == 1:
      // `.constant(.active)`: a binding that always reads that mode and ignores writes.
      let mode = try EditMode.mode(m.arguments![0].value, self, at: m.arguments![0].node)
      environmentOverrides[name] = .binding(.constant(mode))
      return
    case ("editMode", .binding), ("editMode", .null):
      // Another mode for the views below (a binding to the app's, or a constant one); nil: none.
      environmentOverrides[name] = arg.value
      return
    case ("editMode", _):
      throw error(
        "`\\.editMode` is a `Binding<EditMode>?`, such as `$mode` or `.constant(.active)`; got "
          + arg.value.debugText, at: arg.node, kind: .typeMismatch)
    case ("openURL", .function(let fn)) where fn.name == OpenURLs.actionName:
      // `.environment(\.openURL, OpenURLAction { url in … })`: links and `openURL` below run it.
      environmentOverrides[name] = arg.value
      return
    case ("openURL", _):
      throw error("`\\.openURL` takes an `OpenURLAction { url in … }`; got \(arg.value.debugText)", at: arg.node, kind: .typeMismatch)
    case ("managedObjectContext", let v) where CoreDataBuiltins.isContext(v):
      // The app's one store's context: the views below already use it (docs/semantics.md §11.2).
      return
    case ("managedObjectContext", _):
      throw error("`\\.managedObjectContext` takes an `NSManagedObjectContext`", at: arg.node, kind: .typeMismatch)
    case ("colorScheme", _), ("dynamicTypeSize", _), ("font", _), ("defaultMinListRowHeight", _):
      // The tree takes the list's minimum row height from its own node (ListBuiltins).
      environmentOverrides[name] = arg.value
      return
    default: break
    }
    guard let prop = builtinExtensionProperties["EnvironmentValues"]?[name] else {
      // Other SwiftUI keys (`\.locale`, `\.isEnabled` …) are kept for `@Environment` to read
      // back, but the lab does nothing else with them.
      let names = Array((builtinExtensionProperties["EnvironmentValues"] ?? [:]).keys)
      var message =
        "`\\.\(name)` is not an environment key the lab models; it is passed down "
        + "unchanged"
      if let s = EditDistance.closest(to: name, among: names + ["colorScheme", "font"]) {
        message += " (did you mean `\\.\(s)`?)"
      }
      warn(message, at: node)
      environmentOverrides[name] = arg.value
      return
    }
    environmentOverrides[name] = try coerce(arg, toType: prop.type)
  }

  /// A custom key's default: `K.defaultValue` of the `EnvironmentKey` its getter reads
  /// (`get { self[K.self] }`); otherwise the getter itself, run on an empty environment.
  private func defaultValue(of prop: PropertyDecl, at node: Syntax) throws -> Value {
    guard let getter = prop.getter else { return .null }
    let tokens = Array(getter.tokens(viewMode: .sourceAccurate))
    for (i, token) in tokens.enumerated() where i + 2 < tokens.count {
      guard case .identifier(let typeName) = token.tokenKind,
        tokens[i + 1].tokenKind == .period, tokens[i + 2].tokenKind == .keyword(.self),
        case .type(.userStruct(let keyType))? = globals.values[typeName]
      else { continue }
      let value =
        try member(of: .type(.userStruct(keyType)), named: "defaultValue", node: node) ?? .null
      return try coerce(value, toType: prop.type, at: node)
    }
    let empty = Value.opaque(OpaqueValue(kind: "EnvironmentValues", text: "EnvironmentValues()"))
    return try runGetter(getter, self: empty, env: globals, prop: prop, at: node)
  }

  /// A `LayoutDirection` as user code sees it.
  static func layoutDirectionValue(_ d: LayoutDirection) -> Value {
    .opaque(OpaqueValue(kind: "LayoutDirection", text: d.rawValue))
  }

  /// The direction `.environment(\.layoutDirection, _)` is given: `.leftToRight`,
  /// `.rightToLeft`, or a `LayoutDirection` value (`@Environment(\.layoutDirection)` read
  /// elsewhere).
  func layoutDirection(_ arg: Argument) throws -> LayoutDirection {
    let names = LayoutDirection.allCases.map(\.rawValue)
    switch arg.value {
    case .implicitMember(let m) where m.arguments == nil:
      if let d = LayoutDirection(swiftName: m.name) { return d }
      throw unknown("unknown layout direction", m.name, at: arg.node, candidates: names)
    case .opaque(let o) where o.kind == "LayoutDirection":
      if let d = LayoutDirection(swiftName: o.text) { return d }
    default: break
    }
    throw error(
      "`\\.layoutDirection` is a `LayoutDirection` (`.leftToRight` or `.rightToLeft`); got "
        + arg.value.debugText, at: arg.node, kind: .typeMismatch)
  }
}
