import LabEngine
import SwiftSyntax

extension Interpreter {
  /// Declares a struct, enum, extension, function or variable in `env`.
  func declare(_ decl: DeclSyntax, in env: Environment, topLevel: Bool) throws {
    switch decl.as(DeclSyntaxEnum.self) {
    case .structDecl(let s):
      try declareStruct(s, in: env)
      if topLevel { try declareAwaitingExtensions(of: s.name.identifierText, in: env) }
    case .enumDecl(let e):
      try declareEnum(e, in: env)
      if topLevel { try declareAwaitingExtensions(of: e.name.identifierText, in: env) }
    case .extensionDecl(let ext): try declareExtension(ext, in: env)
    case .functionDecl(let f):
      let fn = makeFunction(f, in: env)
      var name = f.name.identifierText
      // A function beside a variable of the same name (`let names = […]` and
      // `func names(startingWith:)`): Swift keeps both, a call reaching the function and a
      // reference the variable; the lab keeps the function under its own key.
      if let existing = env.values[name], Self.isPlainValue(existing) { name = Self.functionKey(name) }
      env.define(name, .function(overloading(env.values[name], with: fn)), constant: true)
      if Self.hasAutoclosure(f.signature.parameterClause) { autoclosureCallees.insert(f.name.identifierText) }
      registerOperator(f, in: env)
    case .variableDecl(let v): try declareVariable(v, in: env)
    case .typeAliasDecl(let t):
      let target = t.initializer.value.trimmedDescription
      typeAliases[t.name.identifierText] = resolvedTypeName(target)
      if let value = try? lookup(Self.collectionTypeName(target) ?? target, in: env), case .type = value {
        env.define(t.name.identifierText, value, constant: true)
      }
    case .protocolDecl(let p):
      // A protocol is a type as a value (`Store.self`, printed `Store`); its requirements
      // need nothing, and its extensions are kept by its name.
      let name = p.name.identifierText
      if env.values[name] == nil { env.define(name, .type(.builtin(name)), constant: true) }
      protocolInheritance[name] = p.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    case .importDecl, .associatedTypeDecl, .operatorDecl, .precedenceGroupDecl:
      return
    case .macroExpansionDecl(let m):
      warn("`#\(m.macroName.text)` is ignored", at: m)
    case .classDecl(let c):
      try declareClass(c, in: env)
      if topLevel { try declareAwaitingExtensions(of: c.name.identifierText, in: env) }
    case .actorDecl(let a):
      throw error(
        "actors are not supported yet: the lab runs no Swift concurrency (`async`/`await`)",
        at: a.actorKeyword, kind: .notSupported)
    default:
      throw error("this declaration is not supported here", at: decl, kind: .notSupported)
    }
  }

  // MARK: Variables

  private func declareVariable(_ v: VariableDeclSyntax, in env: Environment) throws {
    // A `#Preview`'s `@Previewable` variable is a property of the view made for the preview
    // (`previewView`), which its body, the preview's closure, reads through `self`.
    if Self.isPreviewable(v) { return }
    // A wrapper on a local variable: `@Bindable var model = model` (iOS 17) gives `$model`,
    // whose members are bindings to the object's properties; `@State var n = 0` outside a view
    // (an old-style `#Preview`) is not installed, so SwiftUI gives "a constant Binding of the
    // initial value" that "will not update" [DOC State; SwiftUI's runtime warning "Accessing
    // State's value outside of being installed on a View"]; any other is warned of and read
    // as a plain variable.
    var projects = false
    for case .attribute(let attr) in v.attributes {
      let name = attr.attributeName.trimmedDescription
      guard !Self.declarationAttributes.contains(name) else { continue }
      switch name {
      case "Bindable", "SwiftUI.Bindable":
        projects = true
      case "State", "SwiftUI.State":
        projects = true
        warn(
          "`@State` on a local variable is not installed on a view: SwiftUI gives `$` a constant binding of the "
            + "initial value, which does not update (in a `#Preview`, write `@Previewable` before it)", at: attr)
      default:
        warn(
          "the property wrapper `@\(name)` on a local variable is not supported; the lab treats it as a plain "
            + "variable (in a `#Preview`, write `@Previewable` before it)", at: attr)
      }
    }
    defer {
      if projects {
        for binding in v.bindings {
          if let id = binding.pattern.as(IdentifierPatternSyntax.self), let (value, _) = env.lookup(id.identifier.identifierText) {
            env.define("$" + id.identifier.identifierText, .binding(.constant(value)), constant: true)
          }
        }
      }
    }
    let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in v.bindings {
      let type = binding.typeAnnotation?.type.trimmedDescription
      if let accessor = binding.accessorBlock {
        // A computed local or global: evaluated once, here.
        guard let getter = getterBody(accessor) else { continue }
        pass.returnTypes.append(type)
        defer { pass.returnTypes.removeLast() }
        let value = try runBody(getter, in: Environment(enclosing: env), viewContext: false)
        _ = try bind(binding.pattern, to: coerce(value, toType: type, at: binding), in: env)
        continue
      }
      var value: Value = .null
      if let initializer = binding.initializer {
        value = try evaluate(initializer.value, in: env, as: type)
      }
      if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
        let name = id.identifier.identifierText
        if case .function(let fn)? = env.values[name], fn.signature != nil {
          // A declared function of this name moves aside for the variable (see `.functionDecl`).
          env.define(Self.functionKey(name), .function(overloading(env.values[Self.functionKey(name)], with: fn)), constant: true)
        }
        env.define(
          id.identifier.identifierText, value, constant: isLet && binding.initializer != nil,
          type: type.map(resolvedTypeName) ?? staticType(of: binding.initializer?.value, in: env)
            ?? inferredNumberType(value))
      } else {
        guard try bind(binding.pattern, to: value, in: env) else {
          throw error("the value does not match this pattern", at: binding.pattern, kind: .invalidSwift)
        }
      }
    }
  }

  /// Where a function is kept when a variable has its name: `names()` for `names`.
  static func functionKey(_ name: String) -> String { name + "()" }

  /// A value that is neither a function nor a type (a variable's).
  static func isPlainValue(_ v: Value) -> Bool {
    switch v {
    case .function, .type: return false
    default: return true
    }
  }

  /// A function declared where one of the same name is: an overload when its labels or
  /// parameter types differ (`f(_: Int)` beside `f(_: Double)`), a replacement when they are
  /// the same (a definition typed again at the prompt).
  func overloading(_ existing: Value?, with fn: FunctionValue) -> FunctionValue {
    guard case .function(let old)? = existing, let signature = fn.signature else { return fn }
    var list: [FunctionValue]
    switch old.body {
    case .overloads(let l): list = l
    case .user where old.signature != nil: list = [old]
    default: return fn
    }
    list.removeAll { $0.signature == signature }
    if list.isEmpty { return fn }
    return FunctionValue(name: fn.name, overloads: list + [fn])
  }

  /// Keeps `f` among its operator's implementations when it is an operator function
  /// (`operatorImplementations`); a later one of the same signature replaces it.
  func registerOperator(_ f: FunctionDeclSyntax, in env: Environment) {
    guard let first = f.name.identifierText.first, !first.isLetter, first != "_" else { return }
    var fn = makeFunction(f, in: env)
    // An operator's operands have no labels (`static func == (lhs: P, rhs: P)`).
    if case .user(var user) = fn.body {
      for i in user.parameters.indices { user.parameters[i].label = nil }
      fn = FunctionValue(name: fn.name, user: user)
    }
    let existing = operatorImplementations[f.name.identifierText].map(Value.function)
    operatorImplementations[f.name.identifierText] = overloading(existing, with: fn)
  }

  /// The type Swift infers for a variable declared without one from a number: `var k = 0` is
  /// an `Int`, so `k = 10 / 4` is 2 and `k = 2.5` is an error, as in Swift.
  private func inferredNumberType(_ value: Value) -> String? {
    switch value {
    case .int: return "Int"
    case .double: return "Double"
    default: return nil
    }
  }

  func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
    switch block.accessors {
    case .getter(let items): return items
    case .accessors(let list):
      return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }
  }

  // MARK: Functions

  func makeFunction(_ f: FunctionDeclSyntax, in env: Environment) -> FunctionValue {
    let params = f.signature.parameterClause.parameters.map(parameter)
    let isMutating = f.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    let code: UserFunction.Code = f.body.map { .block($0.statements) } ?? .empty
    var user = UserFunction(
      parameters: params, code: code, closure: env,
      returnType: f.signature.returnClause?.type.trimmedDescription, isMutating: isMutating,
      node: Syntax(f))
    user.genericNames = f.genericParameterClause?.parameters.map(\.name.identifierText) ?? []
    user.builderAttributes = Self.attributeNames(f.attributes)
    return FunctionValue(name: f.name.identifierText, user: user)
  }

  /// A subscript's getter as a function of its index parameters, which have no argument label
  /// unless one is written before the name (`subscript(safe i: Int)`), unlike a function's.
  func makeSubscript(_ s: SubscriptDeclSyntax, in env: Environment) -> FunctionValue {
    let params = s.parameterClause.parameters.map { p in
      var param = parameter(p)
      if p.secondName == nil { param.label = nil }
      return param
    }
    var code: UserFunction.Code = .empty
    switch s.accessorBlock?.accessors {
    case .getter(let items)?: code = .block(items)
    case .accessors(let list)?:
      if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body {
        code = .block(body.statements)
      }
    case nil: break
    }
    var user = UserFunction(
      parameters: params, code: code, closure: env, returnType: s.returnClause.type.trimmedDescription,
      isMutating: false, node: Syntax(s))
    user.genericNames = s.genericParameterClause?.parameters.map(\.name.identifierText) ?? []
    return FunctionValue(name: "subscript", user: user)
  }

  /// A subscript the lab reads: a getter (alone, or `get` with a `set` the lab warns of).
  private func checkSubscript(_ s: SubscriptDeclSyntax) throws {
    if s.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
      throw error("a `static subscript` is not supported yet", at: s, kind: .notSupported)
    }
    switch s.accessorBlock?.accessors {
    case .getter?: return
    case .accessors(let list)?:
      guard list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) else {
        throw error("this subscript has no `get`, which the lab needs to read it", at: s, kind: .notSupported)
      }
      if list.contains(where: { $0.accessorSpecifier.tokenKind != .keyword(.get) }) {
        warn("the lab reads this subscript (its `get`); assigning through it (`set`) is not supported yet", at: s)
      }
    case nil: throw error("a subscript needs a body", at: s, kind: .invalidSwift)
    }
  }

  func makeInitializer(_ i: InitializerDeclSyntax, in env: Environment) -> FunctionValue {
    let params = i.signature.parameterClause.parameters.map(parameter)
    let code: UserFunction.Code = i.body.map { .block($0.statements) } ?? .empty
    let user = UserFunction(
      parameters: params, code: code, closure: env, returnType: nil, isMutating: true,
      node: Syntax(i))
    return FunctionValue(name: "init", user: user)
  }

  /// A generic parameter that must be a shape (`struct Skeleton<S: Shape>`, `func f<S>(…) where
  /// S: InsettableShape`) as the type of a parameter or property declared with it: `some Shape`,
  /// so that an implicit member given for it is a shape (`Skeleton(.circle)` is
  /// `Skeleton(Circle())`, as `Shape`'s static members `circle`, `capsule`, `rect` … make it).
  /// Any other type is returned as written.
  static func openingShapeParameter(_ type: String, at node: Syntax) -> String {
    guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      let (_, parameter, requirements) = genericParameter(named: type, around: node)
    else { return type }
    var bounds = parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
    for requirement in requirements?.requirements ?? [] {
      if case .conformanceRequirement(let c) = requirement.requirement, c.leftType.trimmedDescription == type {
        bounds.append(c.rightType.trimmedDescription)
      }
    }
    return bounds.contains { ["Shape", "InsettableShape"].contains($0) } ? "some Shape" : type
  }

  /// The generic parameter `name` of the nearest struct, class, enum, function or initializer
  /// around `node` that declares one of that name, with that declaration and its `where`
  /// clause; nil when `name` is no generic parameter there.
  static func genericParameter(named name: String, around node: Syntax)
    -> (owner: Syntax, parameter: GenericParameterSyntax, requirements: GenericWhereClauseSyntax?)?
  {
    var cursor = node.parent
    while let cur = cursor {
      defer { cursor = cur.parent }
      let clause: GenericParameterClauseSyntax?
      let requirements: GenericWhereClauseSyntax?
      if let s = cur.as(StructDeclSyntax.self) {
        (clause, requirements) = (s.genericParameterClause, s.genericWhereClause)
      } else if let c = cur.as(ClassDeclSyntax.self) {
        (clause, requirements) = (c.genericParameterClause, c.genericWhereClause)
      } else if let e = cur.as(EnumDeclSyntax.self) {
        (clause, requirements) = (e.genericParameterClause, e.genericWhereClause)
      } else if let f = cur.as(FunctionDeclSyntax.self) {
        (clause, requirements) = (f.genericParameterClause, f.genericWhereClause)
      } else if let i = cur.as(InitializerDeclSyntax.self) {
        (clause, requirements) = (i.genericParameterClause, i.genericWhereClause)
      } else {
        continue
      }
      if let p = clause?.parameters.first(where: { $0.name.identifierText == name }) { return (cur, p, requirements) }
    }
    return nil
  }

  /// Whether a parameter list has an `@autoclosure` (its callers' arguments are then lazy).
  static func hasAutoclosure(_ clause: FunctionParameterClauseSyntax) -> Bool {
    clause.parameters.contains { $0.type.trimmedDescription.contains("@autoclosure") }
  }

  private func parameter(_ p: FunctionParameterSyntax) -> Parameter {
    let first = p.firstName.text
    let label: String? = first == "_" ? nil : first
    let name = p.secondName?.text ?? first
    let type = Self.openingShapeParameter(p.type.trimmedDescription, at: Syntax(p))
    return Parameter(
      label: label, name: name, type: type, defaultValue: p.defaultValue?.value,
      isVariadic: p.ellipsis != nil, isInout: type.hasPrefix("inout "),
      isAutoclosure: type.contains("@autoclosure"), attributes: Self.attributeNames(p.attributes))
  }

  func makeClosure(_ closure: ClosureExprSyntax, in env: Environment) -> FunctionValue {
    var params: [Parameter] = []
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?:
      params = list.map { Parameter(label: nil, name: $0.name.identifierText) }
    case .parameterClause(let clause)?:
      params = clause.parameters.map { p in
        Parameter(
          label: nil, name: (p.secondName ?? p.firstName).text, type: p.type?.trimmedDescription)
      }
    case nil: break
    }
    // `[v] in …` captures v's value now; the closure sees that copy, not later changes.
    var scope = env
    if let captures = closure.signature?.capture?.items, !captures.isEmpty {
      scope = Environment(enclosing: env)
      for item in captures {
        let name = item.name.identifierText
        let value =
          try? item.initializer.map { try evaluate($0.value, in: env) }
          ?? env.lookup(name)?.0
        if let value { scope.define(name, value) }
      }
    }
    let user = UserFunction(
      parameters: params, code: .block(closure.statements), closure: scope,
      returnType: closure.signature?.returnClause?.type.trimmedDescription, isClosure: true,
      // `{ [weak self] in self?.f($0) }`: a capture list alone names no parameters, so the
      // closure takes `$0`, `$1`, … as one without a signature does.
      usesShorthand: closure.signature == nil || closure.signature?.parameterClause == nil,
      node: Syntax(closure))
    return FunctionValue(name: "closure", user: user)
  }

  // MARK: Types

  /// The protocols a type declares, and those they refine among the program's
  /// (`struct Card: CombinedView` where `protocol CombinedView: View` is a view).
  func conformances(_ clause: InheritanceClauseSyntax?) -> [String] {
    var result = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    var i = 0
    while i < result.count {
      for inherited in protocolInheritance[result[i]] ?? [] where !result.contains(inherited) { result.append(inherited) }
      i += 1
    }
    return result
  }

  /// A type declared inside another is named with it where Swift prints its full name
  /// (`GeometryLab.Outer.Inner(v: 2)` in a collection).
  /// Names a nested type after its outer one (`Outer.Inner` in output) and returns it with its
  /// own name, for the outer type to hold as a member (`Outer.Inner()`).
  @discardableResult
  private func qualifyNested(_ decl: DeclSyntax, under outer: String, in env: Environment) -> (String, Value)? {
    let name =
      decl.as(StructDeclSyntax.self)?.name.identifierText ?? decl.as(EnumDeclSyntax.self)?.name.identifierText
      ?? decl.as(ClassDeclSyntax.self)?.name.identifierText
    guard let name, let (value, _) = env.lookup(name), case .type(let ref) = value else { return nil }
    switch ref {
    case .userStruct(let t): t.debugName = outer + "." + t.name
    case .userEnum(let t): t.debugName = outer + "." + t.name
    case .builtin, .genericParameter: break
    }
    return (name, value)
  }

  /// A type's members with its nested types first: Swift lets a member use a nested type
  /// declared below it (`@AppStorage(Key.theme.rawValue)` above `enum Key`).
  private func typesFirst(_ members: [DeclSyntax]) -> [DeclSyntax] {
    let isType = { (d: DeclSyntax) in d.is(StructDeclSyntax.self) || d.is(EnumDeclSyntax.self) || d.is(ClassDeclSyntax.self) }
    return members.filter(isType) + members.filter { !isType($0) }
  }

  /// A type nested in another is declared in the outer type's scope, where its bare name
  /// comes first (inside `WeekModel`, `Week` is `WeekModel.Week` even beside a top-level class
  /// `Week`). Its bare name is also given to the top level when no type there has it yet: the
  /// lab resolves type names written as text (`[Week]`, a parameter's type) at the top level.
  /// A top-level type declared later takes the name back. A built-in type's name stays the
  /// built-in's there (`struct Book { struct Image: View }` leaves `Image(systemName:)` alone).
  private func declareNested(_ decl: DeclSyntax, in scope: Environment) throws {
    try declare(decl, in: scope, topLevel: false)
    let name =
      decl.as(StructDeclSyntax.self)?.name.identifierText ?? decl.as(EnumDeclSyntax.self)?.name.identifierText
      ?? decl.as(ClassDeclSyntax.self)?.name.identifierText
    guard let name, let (value, _) = scope.lookup(name) else { return }
    if globals.values[name] == nil && !Builtins.typeNameSet.contains(name) || nestedNamesAtTopLevel.contains(name) {
      globals.define(name, value, constant: true)
      nestedNamesAtTopLevel.insert(name)
    }
  }

  private func declareStruct(_ s: StructDeclSyntax, in env: Environment) throws {
    // The type's own scope holds its nested types: inside it, `Week` is its own `Week`, not a
    // top-level type of that name.
    let type = StructType(
      name: s.name.identifierText, conformances: conformances(s.inheritanceClause),
      environment: Environment(enclosing: env), node: Syntax(s))
    type.isGeneric = s.genericParameterClause != nil
    env.define(type.name, .type(.userStruct(type)), constant: true)
    if env === globals { nestedNamesAtTopLevel.remove(type.name) }
    for member in typesFirst(activeMembers(s.memberBlock.members)) {
      try addMember(member, toStruct: type, in: env)
    }
  }

  /// Apple's classes that user code subclasses (view controllers, SpriteKit scenes …): the lab
  /// has no UIKit, AppKit or SpriteKit to run them. `NSObject` is accepted: it adds nothing the
  /// lab's code reads but `super.init()`.
  static let platformBaseClasses: Set<String> = [
    "UIResponder", "UIViewController", "UIView", "UIApplication", "UIHostingController",
    "UINavigationController", "UITableViewController", "UICollectionViewController",
    "UITableViewCell", "UICollectionViewCell", "UIControl", "UIGestureRecognizer",
    "NSViewController", "NSView", "NSWindowController", "NSResponder", "SKScene", "SKNode",
    "SKSpriteNode", "SCNScene", "SCNNode", "WKInterfaceController", "WKHostingController",
    "WKUserNotificationHostingController", "CALayer", "Operation", "Thread",
  ]

  /// `class Model: ObservableObject { … }`: a type whose instances are objects shared by
  /// reference (see `StructType`). A user class as superclass is refused, as are Apple's UI
  /// classes; `NSObject` is allowed.
  private func declareClass(_ c: ClassDeclSyntax, in env: Environment) throws {
    var inherited = conformances(c.inheritanceClause)
    var superclass: StructType?
    if let first = c.inheritanceClause?.inheritedTypes.first, let name = inherited.first {
      if case .type(.userStruct(let base))? = env.lookup(name)?.0, base.isClass {
        // A class of the program: its members are inherited (docs/semantics.md §11).
        guard base.node.as(ClassDeclSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) != true
        else {
          throw error("`\(name)` is `final`: it cannot be inherited from", at: first, kind: .invalidSwift)
        }
        superclass = base
        inherited.removeFirst()
      }
      if Self.platformBaseClasses.contains(name) {
        throw error(
          "`\(name)` is a UIKit/AppKit class, which the lab does not have; only the SwiftUI part "
            + "of an app runs here", at: first, kind: .notSupported)
      }
      if name == "NSObject" || name == "NSManagedObject" { inherited.removeFirst() }
    }
    let type = StructType(
      name: c.name.identifierText, conformances: inherited, environment: Environment(enclosing: env),
      node: Syntax(c))
    type.isClass = true
    type.inheritsNSObject = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSObject"
    type.isGeneric = c.genericParameterClause != nil
    type.isObservableMacro = c.attributes.contains {
      // SwiftData's `@Model` makes the class observable as `@Observable` does [DOC Model()].
      ["Observable", "Model"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription)
    }
    type.isModel = c.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Model" }
    if c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSManagedObject" {
      // Core Data's model object: observable (`ObservableObject`), in the one store, as a
      // `@Model` is (docs/semantics.md §11.2).
      (type.isModel, type.isManagedObject, type.isObservableMacro) = (true, true, true)
    }
    env.define(type.name, .type(.userStruct(type)), constant: true)
    if env === globals { nestedNamesAtTopLevel.remove(type.name) }
    for member in typesFirst(activeMembers(c.memberBlock.members)) {
      try addMember(member, toStruct: type, in: env)
    }
    if let base = superclass { inherit(type, from: base) }
  }

  /// A subclass takes its superclass's members that it does not declare itself (an `override`
  /// replaces the superclass's member of that name), its protocols and what makes it observable;
  /// with no `init` of its own it inherits the superclass's initializers, as Swift does when
  /// its new stored properties all have values (docs/semantics.md §11).
  private func inherit(_ type: StructType, from base: StructType) {
    type.superclass = base
    type.addConformances(base.conformances.filter { !type.conformances.contains($0) })
    type.inheritsNSObject = base.inheritsNSObject
    type.isObservableMacro = type.isObservableMacro || base.isObservableMacro
    type.isModel = type.isModel || base.isModel
    type.isManagedObject = type.isManagedObject || base.isManagedObject
    let own = Set(type.properties.map(\.name))
    type.properties = base.properties.filter { !own.contains($0.name) } + type.properties
    for (name, decls) in base.methods where type.methods[name] == nil { type.methods[name] = decls }
    if type.initializers.isEmpty {
      type.initializers = base.initializers
      type.hasBodyInitializer = base.hasBodyInitializer
    }
  }

  private func addMember(
    _ decl: DeclSyntax, toStruct type: StructType, in env: Environment, inExtension: Bool = false
  ) throws {
    switch decl.as(DeclSyntaxEnum.self) {
    case .variableDecl(let v):
      for prop in try properties(of: v, selfType: type.name) {
        if prop.isStatic {
          type.staticProperties.append(prop)
        } else {
          type.properties.append(prop)
        }
        if prop.wrapper == .observed, prop.initializer != nil {
          // SwiftUI makes a new object whenever the parent's body makes this view again, and
          // keeps it while only this view's own body runs; the lab runs every body on every
          // update, so here the object is new after every change. The fix is the same.
          warn(
            "`@ObservedObject var \(prop.name) = …` makes a new object every time the parent's "
              + "body runs, losing its values (the lab runs every body on each update, so here "
              + "after every change); a view that owns its object declares it `@StateObject`",
            at: prop.node)
        }
      }
    case .functionDecl(let f):
      if isStatic(f.modifiers) {
        type.staticMethods[f.name.identifierText, default: []].append(f)
        registerOperator(f, in: env)
      } else {
        type.methods[f.name.identifierText, default: []].append(f)
      }
    case .initializerDecl(let i):
      type.initializers.append(i)
      if Self.hasAutoclosure(i.signature.parameterClause) { autoclosureCallees.insert(type.name) }
      if !inExtension { type.hasBodyInitializer = true }
    case .structDecl, .enumDecl, .classDecl:
      try declareNested(decl, in: type.environment)
      if let (name, nested) = qualifyNested(decl, under: type.debugName, in: type.environment) {
        type.staticValues[name] = nested
      }
    case .typeAliasDecl: return
    case .subscriptDecl(let s):
      try checkSubscript(s)
      type.subscripts.append(makeSubscript(s, in: type.environment))
    case .deinitializerDecl where type.isClass:
      // The lab never frees an object while a session runs, so `deinit` would never run.
      warn("`deinit` never runs in the lab: objects live as long as the session", at: decl)
    default:
      throw error(
        "this member is not supported in a \(type.isClass ? "class" : "struct")", at: decl,
        kind: .notSupported)
    }
  }

  func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// An `@AppStorage` key: a string literal, or an expression of the top-level names and of
  /// the declaring type's nested types (`Key.volume.rawValue`), read once, as the property is
  /// declared.
  private func storageKey(_ expr: ExprSyntax, selfType: String?) -> String? {
    if let s = expr.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return s }
    let env = Environment(enclosing: globals)
    var base = expr
    while let access = base.as(MemberAccessExprSyntax.self), let inner = access.base { base = inner }
    if let selfType, let ref = base.as(DeclReferenceExprSyntax.self),
      let owner = try? lookup(selfType, in: globals),
      let nested = try? member(of: owner, named: ref.baseName.identifierText, node: nil)
    {
      env.define(ref.baseName.identifierText, nested)
    }
    if case .string(let s)? = try? evaluate(expr, in: env) { return s }
    return nil
  }

  /// Attributes that are not property wrappers and change nothing the lab computes.
  static let declarationAttributes: Set<String> = [
    "available", "MainActor", "objc", "nonobjc", "discardableResult", "inlinable",
    "usableFromInline", "IBOutlet", "IBInspectable", "preconcurrency", "Sendable",
    "frozen", "_spi", "backDeployed", "warn_unqualified_access",
    // SwiftData's property annotations: how a model is stored, which a store in memory keeps
    // the same way (docs/semantics.md §11.1).
    "Attribute", "Relationship", "Transient",
    // `#Preview`'s variables: the preview's view keeps them (`Interpreter.previewView`).
    "Previewable",
  ]

  /// The properties a `var`/`let` declaration introduces, with wrappers and accessors.
  /// The properties a `var`/`let` declares; `selfType` is the type that declares them, which a
  /// `Self` in their types names (`static let all: [Self] = [.init(…)]`).
  func properties(of v: VariableDeclSyntax, selfType: String? = nil) throws -> [PropertyDecl] {
    var wrapper = PropertyDecl.Wrapper.none
    var isViewBuilder = false
    var isFocusState = false
    var builderAttribute: String?
    var userWrapper: (type: String, attribute: AttributeSyntax)?
    for element in v.attributes {
      guard case .attribute(let attr) = element else { continue }
      var name = attr.attributeName.trimmedDescription
      // `@SwiftUI.State`, `@SwiftUI.Environment`: the module names the same wrapper.
      if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
      switch name {
      case "State": wrapper = .state
      case "GestureState": wrapper = .gestureState
      case "StateObject": wrapper = .stateObject
      case "Binding": wrapper = .binding
      case "ObservedObject", "Bindable": wrapper = .observed
      case "EnvironmentObject": wrapper = .environmentObject
      case "Published": wrapper = .published
      case "AppStorage", "SceneStorage":
        guard case .argumentList(let args)? = attr.arguments, let first = args.first,
          let key = storageKey(first.expression, selfType: selfType)
        else {
          throw error(
            "`@\(name)` takes its key as a string: a literal such as `@\(name)(\"volume\")`, or an "
              + "expression the lab can read where the property is declared (`Keys.volume.rawValue`, "
              + "of an enum the lab already has)", at: attr, kind: .argument)
        }
        wrapper = .appStorage(key)
      case "FocusState": wrapper = .state; isFocusState = true
      case "ObservationIgnored": wrapper = .observationIgnored
      case "Namespace": wrapper = .namespace
      case "Environment":
        var key = name
        if case .argumentList(let args)? = attr.arguments, let first = args.first {
          key = first.expression.trimmedDescription
        }
        wrapper = .environment(key)
      case "ViewBuilder": isViewBuilder = true
      // At Dynamic Type's default size (large) a scaled metric is its base value.
      case "ScaledMetric": wrapper = .none
      case "Query", "FetchRequest": wrapper = .query(Syntax(attr))
      // Core Data's attribute: a stored property of the model object (docs/semantics.md §11.2).
      case "NSManaged": continue
      case _ where Self.declarationAttributes.contains(name): continue
      case _ where resultBuilderTypes.contains(name) || resultBuilder(among: [name], in: globals) != nil:
        builderAttribute = name
      case _ where propertyWrapperTypes.contains(String(name.prefix { $0 != "<" })):
        // The program's own wrapper (docs/semantics.md §20): `_x` holds it, `x` is its value.
        guard userWrapper == nil, wrapper == .none else {
          throw error(
            "a property with more than one wrapper is not supported yet (`@\(name)` with another)", at: attr,
            kind: .notSupported)
        }
        userWrapper = (name, attr)
      default:
        wrapper = .other(name)
        warn(
          "the property wrapper `@\(name)` is not supported; the lab treats the property as a "
            + "plain stored property", at: attr)
      }
    }
    let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
    let isStaticProp = isStatic(v.modifiers)
    var result: [PropertyDecl] = []
    for binding in v.bindings {
      guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
        throw error("only simple property names are supported", at: binding.pattern, kind: .notSupported)
      }
      var getter: CodeBlockItemListSyntax?
      var setter: AccessorDeclSyntax?
      var willSet: AccessorDeclSyntax?
      var didSet: AccessorDeclSyntax?
      if let block = binding.accessorBlock {
        getter = getterBody(block)
        if case .accessors(let list) = block.accessors {
          setter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
          // Only `willSet`/`didSet`: a stored property with observers.
          willSet = list.first { $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
          didSet = list.first { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
        }
        if getter == nil, setter != nil { getter = CodeBlockItemListSyntax([]) }
      }
      // `@FocusState var focused: Bool` starts false (`Bool`) or nil (an optional): nothing has
      // the keyboard's focus until code sets it.
      var initializer = binding.initializer?.value
      if isFocusState, initializer == nil {
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        initializer =
          type == "Bool"
          ? ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(.false)))
          : ExprSyntax(NilLiteralExprSyntax())
      }
      let annotation = Self.typeAnnotation(of: binding)
      if let userWrapper {
        result += try wrappedProperty(
          id.identifier.identifierText, userWrapper, type: annotation.map { Self.naming(selfType, in: $0.type.trimmedDescription) },
          initializer: initializer, binding: binding, isStatic: isStaticProp, isLet: isLet)
        continue
      }
      // `var x = 0.0`: Swift infers `Double` from the literal, so `P(x: 2)` stores 2.0 (the lab
      // stored the integer 2, and printed `2`).
      let inferred = initializer.flatMap { literalKind(of: $0, in: globals) } == .floating ? "Double" : nil
      result.append(
        PropertyDecl(
          name: id.identifier.identifierText, wrapper: wrapper,
          type: annotation.map {
            Self.openingShapeParameter(Self.naming(selfType, in: $0.type.trimmedDescription), at: Syntax(binding))
          } ?? inferred,
          initializer: initializer, isLet: isLet, isStatic: isStaticProp,
          getter: getter, setter: setter, willSet: willSet, didSet: didSet,
          isViewBuilder: isViewBuilder, node: Syntax(binding), builderAttribute: builderAttribute,
          isLazy: v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }))
    }
    return result
  }

  /// `@W(args) var x: T = v`, with `W` the program's `@propertyWrapper` type: the stored
  /// `_x`, a `W` made from the attribute's arguments and `v` (`W(wrappedValue: v, args)`), and
  /// `x`, which reads and writes `_x.wrappedValue` (docs/semantics.md §20).
  @inline(never)
  private func wrappedProperty(
    _ name: String, _ wrapper: (type: String, attribute: AttributeSyntax), type: String?, initializer: ExprSyntax?,
    binding: PatternBindingSyntax, isStatic: Bool, isLet: Bool
  ) throws -> [PropertyDecl] {
    if isStatic || isLet || binding.accessorBlock != nil {
      throw error(
        "`@\(wrapper.type)` wraps a stored instance `var` only (\(isLet ? "a `let`" : isStatic ? "a `static` property" : "a computed property") cannot have a wrapper)",
        at: wrapper.attribute, kind: .invalidSwift)
    }
    let info = WrappedProperty(
      wrapped: name, wrapperType: wrapper.type, attribute: wrapper.attribute, initializer: initializer, wrappedType: type)
    let node = Syntax(binding)
    return [
      PropertyDecl(
        name: "_" + name, wrapper: .wrapperStorage(info), type: wrapper.type, initializer: nil, isLet: false,
        isStatic: false, getter: nil, setter: nil, willSet: nil, didSet: nil, isViewBuilder: false, node: node),
      PropertyDecl(
        name: name, wrapper: .wrapped(storage: "_" + name), type: type, initializer: nil, isLet: false,
        isStatic: false, getter: nil, setter: nil, willSet: nil, didSet: nil, isViewBuilder: false, node: node),
    ]
  }

  /// A binding's type: its own annotation, or — `let name, address: String`, a name with neither
  /// a type nor a value — the one written after the names that follow it, as Swift reads the list.
  static func typeAnnotation(of binding: PatternBindingSyntax) -> TypeAnnotationSyntax? {
    if let own = binding.typeAnnotation { return own }
    guard binding.initializer == nil, binding.accessorBlock == nil,
      let list = binding.parent?.as(PatternBindingListSyntax.self)
    else { return nil }
    let after = list.drop { $0.id != binding.id }.dropFirst()
    return after.first { $0.typeAnnotation != nil || $0.initializer != nil }?.typeAnnotation
  }

  private func declareEnum(_ e: EnumDeclSyntax, in env: Environment) throws {
    let type = EnumType(
      name: e.name.identifierText, conformances: conformances(e.inheritanceClause),
      environment: Environment(enclosing: env))
    type.isGeneric = e.genericParameterClause != nil
    env.define(type.name, .type(.userEnum(type)), constant: true)
    if env === globals { nestedNamesAtTopLevel.remove(type.name) }
    var nextInt = 0
    for decl in typesFirst(activeMembers(e.memberBlock.members)) {
      if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          var raw: Value?
          if let rawExpr = element.rawValue?.value {
            raw = try evaluate(rawExpr, in: env)
            if case .int(let i)? = raw { nextInt = i + 1 }
          } else if let rawType = type.rawType {
            switch rawType {
            case "String": raw = .string(element.name.identifierText)
            case "Int":
              raw = .int(nextInt)
              nextInt += 1
            default: raw = nil
            }
          }
          type.cases.append(
            (element.name.identifierText, raw, element.parameterClause?.parameters.count ?? 0))
          type.associatedTypes[element.name.identifierText] =
            element.parameterClause?.parameters.map { $0.type.trimmedDescription } ?? []
          type.associatedLabels[element.name.identifierText] =
            element.parameterClause?.parameters.map { p in
              p.firstName.flatMap { $0.text == "_" ? nil : $0.text }
            } ?? []
        }
      } else if let v = decl.as(VariableDeclSyntax.self) {
        for prop in try properties(of: v, selfType: type.name) {
          if prop.isStatic {
            type.staticProperties.append(prop)
          } else {
            type.properties.append(prop)
          }
        }
      } else if let f = decl.as(FunctionDeclSyntax.self) {
        if isStatic(f.modifiers) {
          type.staticMethods[f.name.identifierText, default: []].append(f)
          registerOperator(f, in: env)
        } else {
          type.methods[f.name.identifierText, default: []].append(f)
        }
      } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
        || decl.is(ClassDeclSyntax.self)
      {
        try declareNested(decl, in: type.environment)
        if let (name, nested) = qualifyNested(decl, under: type.debugName, in: type.environment) {
          type.staticValues[name] = nested
        }
      } else if decl.is(TypeAliasDeclSyntax.self) {
        continue
      } else if let i = decl.as(InitializerDeclSyntax.self) {
        type.initializers.append(i)
      } else if let s = decl.as(SubscriptDeclSyntax.self) {
        try checkSubscript(s)
        type.subscripts.append(makeSubscript(s, in: type.environment))
      } else {
        throw error("this member is not supported in an enum", at: decl, kind: .notSupported)
      }
    }
  }

  // MARK: Extensions

  /// The extensions of `name` declared before it was (`extensionsAwaitingType`).
  private func declareAwaitingExtensions(of name: String, in env: Environment) throws {
    guard let waiting = extensionsAwaitingType.removeValue(forKey: name) else { return }
    for ext in waiting { try declareExtension(ext, in: env) }
  }

  /// `Array` for `[Element]` and `Dictionary` for `[Key: Value]` (Swift's sugar for them); nil
  /// for any other type.
  static func collectionTypeName(_ type: String) -> String? {
    guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
    return Value.topLevelColon(String(type.dropFirst().dropLast())) == nil ? "Array" : "Dictionary"
  }

  private func declareExtension(_ ext: ExtensionDeclSyntax, in env: Environment) throws {
    // `extension [Element]` and `extension [Key: Value]` (Swift 5.7's sugar) extend `Array`
    // and `Dictionary`, as `extension Array` does.
    // `typealias Items = [Item]` then `extension Items` extends `Array` too; `extension String?`
    // extends `Optional` (its `where` is not checked, as for any extension).
    let isOptional = ext.extendedType.is(OptionalTypeSyntax.self) || ext.extendedType.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    let extended = isOptional ? "Optional" : ext.extendedType.trimmedDescription
    let typeName = Self.collectionTypeName(typeAliases[extended] ?? extended) ?? extended
    let extra = conformances(ext.inheritanceClause)
    switch try? lookup(typeName, in: env) {
    case .type(.userStruct(let type))?:
      type.addConformances(extra)
      for member in activeMembers(ext.memberBlock.members) {
        try addMember(member, toStruct: type, in: env, inExtension: true)
      }
      return
    case .type(.userEnum(let type))?:
      type.addConformances(extra)
      for member in activeMembers(ext.memberBlock.members) {
        if let f = member.as(FunctionDeclSyntax.self) {
          if isStatic(f.modifiers) {
            type.staticMethods[f.name.identifierText, default: []].append(f)
            registerOperator(f, in: env)
          } else {
            type.methods[f.name.identifierText, default: []].append(f)
          }
        } else if let v = member.as(VariableDeclSyntax.self) {
          for prop in try properties(of: v, selfType: type.name) {
            if prop.isStatic {
              type.staticProperties.append(prop)
            } else {
              type.properties.append(prop)
            }
          }
        }
      }
      return
    case nil:
      // No type of this name yet: kept for when one is declared (and treated meanwhile as an
      // extension of a built-in type or protocol, which is what a name the lab has and does
      // not declare is).
      if !typeName.contains("."), !typeName.contains("<") {
        extensionsAwaitingType[typeName, default: []].append(ext)
      }
    default: break
    }
    for member in activeMembers(ext.memberBlock.members) {
      if member.is(StructDeclSyntax.self) || member.is(EnumDeclSyntax.self)
        || member.is(ClassDeclSyntax.self)
      {
        let scope = extensionScope(typeName)
        try declare(member, in: scope, topLevel: false)
        qualifyNested(member, under: typeName, in: scope)
        continue
      }
      if let f = member.as(FunctionDeclSyntax.self) {
        // A method of `extension Shape` is called on shapes, which are views: Swift has
        // checked that the receiver is a shape.
        if typeName == "View" || (["Shape", "InsettableShape"].contains(typeName) && !isStatic(f.modifiers)) {
          viewExtensions[f.name.identifierText, default: []].append(f)
        } else {
          // Overloads stay side by side, chosen by the call's labels and types; one declared
          // again (a file loaded again) replaces itself; two of the same labels and types in
          // different extensions (`where Element == Int`, `where Element == Double`) are chosen
          // by the extension's constraints, which the lab does not follow.
          let name = f.name.identifierText
          let header = Self.extensionHeader(of: f)
          var decls = builtinExtensions[typeName]?[name] ?? []
          decls.removeAll { Self.extensionHeader(of: $0) == header }
          let twin = decls.first { Self.parameterSignature($0) == Self.parameterSignature(f) }
          noteCollision(typeName, name, header, old: twin.map(Self.extensionHeader))
          decls.append(f)
          builtinExtensions[typeName, default: [:]][name] = decls
          if isStatic(f.modifiers) { registerOperator(f, in: env) }
        }
      } else if let v = member.as(VariableDeclSyntax.self) {
        for prop in try properties(of: v) {
          noteCollision(typeName, prop.name, Self.extensionHeader(of: v), old: builtinExtensionProperties[typeName]?[prop.name].map { Self.extensionHeader(of: $0.node) })
          builtinExtensionProperties[typeName, default: [:]][prop.name] = prop
        }
      } else if let i = member.as(InitializerDeclSyntax.self) {
        builtinExtensionInits[typeName, default: []].append(i)
      } else if let s = member.as(SubscriptDeclSyntax.self) {
        try checkSubscript(s)
        builtinSubscripts[typeName, default: []].append(makeSubscript(s, in: extensionScope(typeName)))
      } else if !member.is(TypeAliasDeclSyntax.self) {
        warn("this member of an extension of `\(typeName)` is not supported yet; the lab leaves it out", at: member)
      }
    }
  }
}

extension Interpreter {
  /// A member's declaration as the extension that holds it, for telling two apart:
  /// `extension [Transaction] { static func placeholder() -> Transactions }`.
  static func extensionHeader(of member: some SyntaxProtocol) -> String {
    var node: Syntax? = Syntax(member)
    while let n = node, !n.is(ExtensionDeclSyntax.self) { node = n.parent }
    let ext = node?.as(ExtensionDeclSyntax.self)
    let header = ext.map { "extension " + $0.extendedType.trimmedDescription + ($0.genericWhereClause.map { " " + $0.trimmedDescription } ?? "") }
    let signature: String
    if let f = member.as(FunctionDeclSyntax.self) {
      signature = (f.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ? "static " : "") + "func " + f.name.text + f.signature.trimmedDescription
    } else if let v = Syntax(member).as(VariableDeclSyntax.self) ?? Syntax(member).parent?.parent?.as(VariableDeclSyntax.self) {
      signature = v.bindings.map { $0.pattern.trimmedDescription + ($0.typeAnnotation?.trimmedDescription ?? "") }.joined(separator: ", ")
    } else {
      signature = member.trimmedDescription
    }
    return (header.map { $0 + " { " } ?? "") + signature + (header == nil ? "" : " }")
  }

  /// The type an extension member's extension names, as written (`Transactions`).
  static func extendedTypeName(of member: some SyntaxProtocol) -> String? {
    var node: Syntax? = Syntax(member)
    while let n = node, !n.is(ExtensionDeclSyntax.self) { node = n.parent }
    return node?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
  }

  /// Runs `body` with `alias` as the type an implicit member's context names
  /// (`let b: Budget = .placeholder()`), for `typeAliasWritten(before:)`.
  func withAliasContext<T>(_ alias: String?, _ body: () throws -> T) rethrows -> T {
    let saved = implicitAliasContext
    implicitAliasContext = alias
    defer { implicitAliasContext = saved }
    return try body()
  }

  /// The type alias a member access is written on (`Transactions` in `Transactions.placeholder()`),
  /// or that the context of an implicit member names.
  func typeAliasWritten(before node: Syntax) -> String? {
    var current: Syntax? = node
    while let n = current, !n.is(MemberAccessExprSyntax.self) { current = n.parent }
    guard let access = current?.as(MemberAccessExprSyntax.self), let base = access.base else {
      return implicitAliasContext  // `.placeholder()`: the type its context names
    }
    if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeAliases[name] != nil { return name }
    // `[Account].placeholder()`: the array type written out.
    if base.is(ArrayExprSyntax.self) || base.is(DictionaryExprSyntax.self) { return base.trimmedDescription }
    return nil
  }

  /// A function's parameter labels and types, which tell overloads apart.
  static func parameterSignature(_ f: FunctionDeclSyntax) -> [String] {
    f.signature.parameterClause.parameters.map {
      $0.firstName.text + ":" + $0.type.trimmedDescription
    }
  }

  /// Records that `name` on the built-in type now has two declarations when the one replaced
  /// differs from the new one (a file loaded again declares the same one again).
  func noteCollision(_ type: String, _ name: String, _ new: String, old: String?) {
    guard let old, old != new else { return }
    ambiguousExtensionMembers[type, default: [:]][name] = (old, new)
  }

  /// Fails when the user's extensions declare `name` on the built-in type twice.
  func checkUnambiguous(_ type: String, _ name: String, at node: some SyntaxProtocol) throws {
    guard let (a, b) = ambiguousExtensionMembers[type]?[name] else { return }
    throw error(
      "`\(name)` is declared twice for `\(type)` (`\(a)` and `\(b)`); Swift chooses by type, which the lab does not follow here, so neither is used",
      at: node, kind: .notSupported)
  }
}

/// The highest `$n` a closure's own body names (nested closures have their own).
final class ShorthandCounter: SyntaxVisitor {
  private var highest = -1

  private init() { super.init(viewMode: .sourceAccurate) }

  static func arity(of closure: ClosureExprSyntax) -> Int {
    let counter = ShorthandCounter()
    counter.walk(closure.statements)
    return counter.highest + 1
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier(let text) = token.tokenKind, let n = Int(text.dropFirst()) {
      highest = max(highest, n)
    }
    return .visitChildren
  }
}

extension Interpreter {
  /// `type` with each `Self` in it replaced by the declaring type's name.
  static func naming(_ selfType: String?, in type: String) -> String {
    guard let selfType, type.contains("Self") else { return type }
    return type.replacing(#/\bSelf\b/#) { _ in selfType }
  }
}
