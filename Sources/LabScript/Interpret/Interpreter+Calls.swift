import LabEngine
import SwiftSyntax

extension Interpreter {
  func functionCall(
    _ call: FunctionCallExprSyntax, in env: Environment, hint: TypeHint? = nil
  ) throws -> Value {
    // A task's statement finishing after the function it awaited waited and returned.
    if !pass.awaitResults.isEmpty, let result = pass.awaitResults[call.id] { return try result.get() }
    // The name's token, not `trimmedDescription`, which rebuilds the syntax (18 k
    // instructions a call; 12 % of a custom layout's paste, Benchmarks/README.md).
    if let name = genericNumericName(call, in: env),
      let fn = Builtins.global(name),
      case .function(let function) = fn
    {
      let args = try genericNumericArguments(call, hint: hint, in: env)
      return try self.call(function, args, node: Syntax(call))
    }
    try refuseDecimalPow(call, hint: hint, in: env)
    var args: [Argument] = []
    let printing = printsItsArguments(call, in: env)
    let lazyArguments = autoclosureArguments(call, in: env)
    for (position, arg) in call.arguments.enumerated() {
      if lazyArguments.contains(position) {
        // An `@autoclosure` parameter's argument: Swift wraps the expression in a closure the
        // callee runs when (and each time) it calls it; so does the lab.
        let expression = arg.expression
        args.append(
          Argument(
            label: arg.label?.text,
            value: .function(
              FunctionValue(name: Self.autoclosureName) { c in try c.interpreter.evaluate(expression, in: env) }),
            node: Syntax(arg)))
        continue
      }
      let entries = userCodeEntries
      var argument = Argument(
        label: arg.label?.text,
        value: try evaluate(arg.expression, in: env, hint: printing ? .any : nil),
        node: Syntax(arg))
      keepForType(argument.value, of: arg.expression, since: entries)
      // A literal expression defaulted to Int (`2/8 * 400`) is Double where the parameter is:
      // its floating reading goes along for the callee to choose.
      if case .int = argument.value, literalKind(of: arg.expression, in: env) == .integer {
        argument.floating = valueForType(of: arg.expression, in: env, hint: .double)
      } else if case .int = argument.value {
        argument.floating = try takenLiteralBranch(arg.expression, in: env)
      }
      var rangeValue = false
      if case .range = argument.value { rangeValue = true }
      if arg.expression.is(ArrayExprSyntax.self) || arg.expression.is(DictionaryExprSyntax.self)
        || arg.expression.is(TupleExprSyntax.self) || rangeValue, isPure(arg.expression)
      {
        // (A range of literals is a `Range<Double>` where the parameter is one.)
        let expression = arg.expression
        let value = argument.value
        argument.retype = { hint in try self.retyped(value, of: expression, hint: hint, in: env) }
      }
      if printing || describes(call, arg, in: env) {
        argument.staticType = staticType(of: arg.expression, in: env)
      }
      if let target = arg.expression.as(InOutExprSyntax.self)?.expression {
        let node = Syntax(arg)
        argument.writeBack = { try self.assign($0, to: target, in: env, node: node) }
      }
      args.append(argument)
    }
    if let trailing = call.trailingClosure {
      var closure = makeClosure(trailing, in: env)
      // `xs.map { … }` where an array of numbers is expected (a return type, a declaration):
      // the closure's literals take the element type, as Swift infers `map`'s result from
      // the context (`-> [CGFloat] { xs.map { _ in 0 } }` makes 0.0).
      if case .array(let element)? = hint, element == .double || element == .int,
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierText,
        ["map", "compactMap"].contains(name)
      {
        closure = closure.typed(parameters: [], returnType: element == .double ? "Double" : "Int")
      }
      args.append(Argument(label: nil, value: .function(closure), node: Syntax(trailing)))
    }
    for extra in call.additionalTrailingClosures {
      args.append(
        Argument(
          label: extra.label.text, value: .function(makeClosure(extra.closure, in: env)),
          node: Syntax(extra)))
    }
    let node = Syntax(call)
    // `[String: Int]()`, `[CGFloat](repeating: 0, count: 3)`: a collection type called as its
    // initialiser (the brackets name a type, not a literal).
    if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1 {
      if args.isEmpty { return .array([]) }
      // The element type types a literal element: `[CGFloat](repeating: 1, count: 2)` is [1.0, 1.0].
      let element = resolvedTypeName(array.elements.first?.expression.trimmedDescription ?? "")
      var args = args
      if ["Double", "CGFloat", "TimeInterval"].contains(element) {
        for i in args.indices where args[i].label == "repeating" { args[i].value = args[i].floatingValue }
      }
      if ["Float", "Float32"].contains(element),
        let repeating = call.arguments.first(where: { $0.label?.text == "repeating" }), isPure(repeating.expression)
      {
        // `[Float](repeating: 0.7, count: 2)`: the literal is a `Float`.
        let value = try evaluate(repeating.expression, in: env, hint: .float)
        for i in args.indices where args[i].label == "repeating" { args[i].value = value }
      }
      let made = try Builtins.construct("Array", args, node: node, interpreter: self)
      return try coerce(made, toType: array.trimmedDescription, at: node)
    }
    if let dict = call.calledExpression.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dict.content, elements.count == 1
    {
      if args.isEmpty { return .dictionary(DictionaryValue()) }
      let made = try Builtins.construct("Dictionary", args, node: node, interpreter: self)
      return try coerce(made, toType: dict.trimmedDescription, at: node)
    }
    if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = access.declName.baseName.identifierText
      let postfixBase = access.base == nil ? pass.postfixBases[access.id] : nil
      guard let baseExpr = access.base ?? (postfixBase != nil ? ExprSyntax(access) : nil) else {
        return .implicitMember(ImplicitMember(name: name, arguments: args))
      }
      if let superExpr = baseExpr.as(SuperExprSyntax.self), let superclass = superclass(around: superExpr, in: env) {
        // `super.init(…)`, `super.method(…)`: the superclass's, on `self`.
        return try callValue(try superMember(name, of: superclass, in: env, at: access), args, node: node)
      }
      // `self.init(red:green:blue:)` in an extension initializer of a built-in type: the
      // type's own initializer, whose value `self` becomes.
      if name == "init", let type = pass.builtinInits.last,
        baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        let made = try callValue(.type(.builtin(type)), args, node: node)
        guard let holder = env.holder(of: "self") else { return .void }
        holder.assign("self", made)
        return .void
      }
      // `.environment(\.key, value)` holds for the base and for the modifier's own work (a
      // user view is expanded when modified), until this call returns.
      let savedEnvironment = environmentOverrides
      defer { environmentOverrides = savedEnvironment }
      try setEnvironment(forModifier: name, args)
      // After a postfix `#if`, the base was evaluated before it (`postfixIfConfig`).
      let entries = userCodeEntries
      var base = try postfixBase ?? evaluate(baseExpr, in: env)
      keepForType(base, of: baseExpr, since: entries)
      if let result = try AnimationBuiltins.call(base, name, args, interpreter: self, node: node) {
        return result
      }
      if let style = try ColorBuiltins.shadowedStyle(base, name, args, self, node: node) { return style }
      // `.opacity.combined(with: .slide)`: a transition built from an implicit member stays
      // unresolved until `.transition(_)` knows its type.
      if case .implicitMember = base, name == "combined" {
        return .implicitMember(
          ImplicitMember(
            name: "combined", arguments: [Argument(label: "base", value: base, node: node)] + args))
      }
      // `d.append(1 / 4)` on a `[Double]`: the element type is the literal's context.
      var args = args
      if case .array(let items) = base, name == "append" || name == "insert",
        let first = args.first, first.label == nil
      {
        let declared = staticType(of: baseExpr, in: env).map(resolvedTypeName)
        if let declared, declared.hasPrefix("["), declared.hasSuffix("]") {
          args[0].value = try coerce(first, toType: String(declared.dropFirst().dropLast()))
        } else if first.floating != nil, case .double? = items.first {
          // (An array's elements share one type: its first tells; scanning them all made a
          // loop of appends quadratic.)
          args[0].value = first.floatingValue
        }
      }
      // `a.append(x)` on a local array: mutated where it lives, so a loop of appends is linear
      // (copying the array each time made `while true { a.append(1) }` quadratic).
      if postfixBase == nil, Self.inPlaceCollectionMethods.contains(name), base.isArrayOrSet,
        let ref = baseExpr.as(DeclReferenceExprSyntax.self), let holder = env.holder(of: ref.baseName.identifierText),
        !holder.isConstant(ref.baseName.identifierText)
      {
        base = .void
        if let result = try holder.mutate(ref.baseName.identifierText, { value in
          try inPlaceCollectionCall(&value, name, args, node: node)
        }) {
          return result
        }
        base = try evaluate(baseExpr, in: env)
      }
      if postfixBase == nil, let (newBase, result) = try mutatingCall(base, name, args, node: node) {
        try assign(newBase, to: baseExpr, in: env, node: node)
        return result
      }
      if name == "map" || name == "flatMap", let mapped = try optionalMap(base, of: baseExpr, args, in: env, node: node) {
        return mapped
      }
      // `items.first(where:)` is the method even though `items.first` is a property.
      switch base {
      case .array, .arraySlice, .range:
        if let method = try Builtins.sequenceMethod(base, name, interpreter: self, node: node) {
          return try callValue(method, args, node: node, calleeNode: Syntax(access.declName))
        }
      default: break
      }
      guard var member = try calledMember(of: base, named: name, node: Syntax(access.declName)) else {
        throw unknown(
          "value of type `\(base.typeName)` has no member", name, at: access.declName,
          candidates: memberNames(of: base))
      }
      // `card.id(card.id)` on an `Identifiable` view: a call is the view modifier when the
      // view's own property of that name cannot be called, as Swift resolves it.
      if case .instance(let inst) = base, inst.type.isView || inst.type.isShape,
        { switch member { case .function, .type: false; default: true } }(),
        let modifier = try viewMember(base, name, implicitSelf: false)
      {
        member = modifier
      }
      return try callValue(member, args, node: node, calleeNode: Syntax(access.declName))
    }
    if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = ref.baseName.identifierText
      // Implicit `self.` on a mutating method of the enclosing struct.
      if let (selfValue, selfEnv) = env.lookup("self"), env.lookup(name) == nil,
        case .instance(let inst) = selfValue, let decls = inst.type.methods[name],
        let decl = decls.first, decl.modifiers.contains(where: { $0.name.identifierText == "mutating" })
      {
        let fn = makeFunction(decl, in: inst.type.environment)
        let (result, newSelf) = try callUser(fn, args: args, node: node, receiver: selfValue)
        if let newSelf { selfEnv.assign("self", newSelf) }
        return result
      }
    }
    return try callValue(try callee(of: call, in: env), args, node: node, calleeNode: Syntax(call.calledExpression))
  }

  /// What a call's called expression names: its value, or, for a name that a variable has, the
  /// function beside it (`Interpreter.functionKey`). Apart from `functionCall`, whose frame every
  /// nested call pays for.
  @inline(never)
  private func callee(of call: FunctionCallExprSyntax, in env: Environment) throws -> Value {
    calleeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierText
    defer { calleeName = nil }
    let callee = try evaluate(call.calledExpression, in: env)
    if Self.isPlainValue(callee), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let (function, _) = env.lookup(Self.functionKey(ref.baseName.identifierText))
    {
      return function
    }
    return callee
  }

  /// `o.map { … }` / `o.flatMap { … }` on an optional (by its declared type, `let o: String?`):
  /// Optional's own, which passes the whole value (or gives nil), not a sequence's over the
  /// characters or elements the lab's unwrapped value has. Nil when the base is not declared
  /// optional. Apart from `functionCall`, whose frame every nested call pays for.
  @inline(never)
  private func optionalMap(
    _ base: Value, of baseExpr: ExprSyntax, _ args: [Argument], in env: Environment, node: Syntax
  ) throws -> Value? {
    // (Inside an optional chain, `a?.tags.map { }` maps `tags` itself.)
    guard let type = staticType(of: baseExpr, in: env), type.hasSuffix("?"), !containsOptionalChain(baseExpr)
    else { return nil }
    if case .null = base { return .null }
    guard args.count == 1, case .function(let fn) = args[0].value else { return nil }
    return try callValue(.function(fn), [Argument(label: nil, value: base, node: node)], node: node)
  }

  /// `pow(2, 10)` with an integer literal first and an `Int` exponent, where nothing asks for a
  /// floating type, is Foundation's `pow(_: Decimal, _: Int)`: a `Decimal` that prints `1024`.
  /// The lab has no `Decimal`, so it refuses rather than compute a `Double`.
  private func refuseDecimalPow(_ call: FunctionCallExprSyntax, hint: TypeHint?, in env: Environment)
    throws
  {
    guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
      ref.baseName.identifierText == "pow", env.lookup("pow") == nil, call.arguments.count == 2,
      hint?.numeric != .double
    else { return }
    let args = Array(call.arguments)
    guard literalKind(of: args[0].expression, in: env) == .integer else { return }
    let exponent = args[1].expression
    let intExponent =
      literalKind(of: exponent, in: env) == .integer
      || { if case .int? = valueForType(of: exponent, in: env) { true } else { false } }()
      || staticType(of: exponent, in: env).map(resolvedTypeName) == "Int"
    guard intExponent else { return }
    throw error(
      "`pow` of an integer literal and an `Int` is Foundation's `Decimal` version, which the lab "
        + "does not have: write `pow(2.0, 10)` for a Double", at: call, kind: .notSupported)
  }

  /// A literal argument (`[x, 1]`, `(1, 2)`) again in its parameter's type: its literals read
  /// again with the hint, what is not a literal kept as it was (a computed property is not run
  /// a second time), element by element.
  private func retyped(_ value: Value, of expr: ExprSyntax, hint: TypeHint, in env: Environment) throws
    -> Value
  {
    switch (expr.as(ExprSyntaxEnum.self), value, hint) {
    case (.arrayExpr(let a), .array(let items), .array(let element)) where a.elements.count == items.count:
      return .array(
        try zip(a.elements, items).map { try retyped($1, of: $0.expression, hint: element, in: env) })
    case (.tupleExpr(let t), .tuple(var tuple), .tuple(let hints))
    where t.elements.count == tuple.elements.count && hints.count == tuple.elements.count:
      for (i, element) in t.elements.enumerated() {
        guard let hint = hints[i] else { continue }
        tuple.elements[i] = try retyped(tuple.elements[i], of: element.expression, hint: hint, in: env)
      }
      return .tuple(tuple)
    default:
      return valueForType(of: expr, in: env, hint: hint) ?? value
    }
  }

  /// `print(…)` and `debugPrint(…)` of the standard library.
  private func printsItsArguments(_ call: FunctionCallExprSyntax, in env: Environment) -> Bool {
    guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
    let name = ref.baseName.identifierText
    return (name == "print" || name == "debugPrint") && env.lookup(name) == nil
  }

  /// `String(describing: x)` and `String(reflecting: x)` show `x` as `print` does: an optional
  /// as `Optional(…)`, so its static type goes along.
  private func describes(_ call: FunctionCallExprSyntax, _ arg: LabeledExprSyntax, in env: Environment) -> Bool {
    guard let label = arg.label?.text, label == "describing" || label == "reflecting",
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierText == "String"
    else { return false }
    return env.lookup("String") == nil
  }

  /// Calls anything callable: functions, user types (initializers), built-in types.
  func callValue(_ callee: Value, _ args: [Argument], node: Syntax, calleeNode: Syntax? = nil)
    throws -> Value
  {
    switch callee {
    case .function(let fn): return try call(fn, args, node: node)
    case .type(.userStruct(let type)):
      // `MyLayout(spacing: 4) { … }`: the layout made from the other arguments, then called
      // with the view builder (`callAsFunction`, docs/semantics.md §9).
      if LayoutProtocol.isLayout(type), let last = args.last, last.label == nil,
        last.node.is(ClosureExprSyntax.self), case .function(let content) = last.value,
        !type.storedProperties.contains(where: { ($0.type?.contains("->") ?? false) || $0.isViewBuilder })
      {
        let made = try construct(type, Array(args.dropLast()), node: node)
        guard let layout = try LayoutProtocol.layoutValue(made, self, at: node) else { return made }
        return try LayoutProtocol.container(layout, content: content, self, at: node)
      }
      return try construct(type, args, node: node)
    case .instance(let inst) where LayoutProtocol.isLayout(inst.type):
      guard args.count == 1, case .function(let content) = args[0].value,
        let layout = try LayoutProtocol.layoutValue(callee, self, at: calleeNode ?? node)
      else {
        throw error("a layout is called with one view builder: `layout { … }`", at: node, kind: .argument)
      }
      return try LayoutProtocol.container(layout, content: content, self, at: node)
    case .layout(let layout):
      guard args.count == 1, case .function(let content) = args[0].value else {
        throw error("a layout is called with one view builder: `layout { … }`", at: node, kind: .argument)
      }
      return try LayoutProtocol.container(layout, content: content, self, at: node)
    case .type(.userEnum(let type)):
      if let made = try enumInitializer(type, args, node: node) { return made }
      guard let raw = args.first(where: { $0.label == "rawValue" }) else {
        throw error("`\(type.name)` can only be created with `init(rawValue:)` or an `init` of its own", at: node, kind: .argument)
      }
      guard let c = type.cases.first(where: { $0.raw?.isEqual(to: raw.value) ?? false }) else {
        return .null
      }
      return .enumCase(EnumCaseValue(type: type, name: c.name))
    case .type(.builtin(let name)):
      if let result = try builtinExtensionInit(name, args, node: node) { return result }
      return try Builtins.construct(name, args, node: node, interpreter: self)
    case .array(let a) where args.isEmpty && a.count == 1:
      // `[Int]()`: the array literal holds the element type.
      guard case .type = a[0] else { break }
      return .array([])
    case .binding(let b) where args.isEmpty:
      return try read(b, at: node)
    case .enumCase(let e) where e.associated.isEmpty && !args.isEmpty:
      return try enumCase(e.type, e.name, args)
    default: break
    }
    if case .implicitMember(let m) = callee {
      // `.dateTime.year()`: a method of a member whose type only the context gives.
      throw error(
        "`.\(m.name)(…)`, a method of an implicit member, is not supported yet: the lab cannot tell its type here",
        at: calleeNode ?? node, kind: .notSupported)
    }
    throw error("cannot call a value of type `\(callee.typeName)`", at: calleeNode ?? node, kind: .typeMismatch)
  }

  func call(_ fn: FunctionValue, _ args: [Argument], node: Syntax) throws -> Value {
    switch fn.body {
    case .builtin(let body):
      var context = CallContext(
        interpreter: self, arguments: args, node: node, receiver: fn.boundSelf, name: fn.name)
      return try body(&context)
    case .user:
      return try callUser(fn, args: args, node: node, receiver: fn.boundSelf).0
    case .overloads(let list):
      return try call(chooseOverload(list, args, node: node), args, node: node)
    }
  }

  /// The overload a call reaches, as Swift ranks them: the labels must fit; then each argument
  /// must fit its parameter's type, an exact type counting before a literal taking a
  /// non-default type (`f(1)` reaches `f(_: Int)` over `f(_: Double)`). A tie the lab cannot
  /// break is refused rather than guessed.
  func chooseOverload(_ list: [FunctionValue], _ args: [Argument], node: Syntax) throws
    -> FunctionValue
  {
    let scored = list.compactMap { fn in overloadScore(fn, args).map { (fn, $0) } }
    guard let best = scored.map(\.1).min() else {
      throw error(
        "no `\(list[0].name)` takes these arguments", at: node, kind: .argument)
    }
    let winners = scored.filter { $0.1 == best }
    guard winners.count == 1 else {
      throw error(
        "the lab cannot tell which `\(list[0].name)` this calls: \(winners.count) of its overloads "
          + "fit equally", at: node, kind: .notSupported)
    }
    return winners[0].0
  }

  /// How well a call's arguments fit a function's parameters (lower is better): labels in
  /// order, parameters with defaults skippable, a trailing closure for a parameter of any
  /// label, then each argument's type; nil when they do not fit.
  /// Whether `fn` (or one of its overloads) takes a call with these arguments.
  func accepts(_ fn: FunctionValue, _ args: [Argument]) -> Bool {
    if case .overloads(let list) = fn.body { return list.contains { overloadScore($0, args) != nil } }
    return overloadScore(fn, args) != nil
  }

  func overloadScore(_ fn: FunctionValue, _ args: [Argument]) -> Int? {
    guard case .user(let user) = fn.body else { return nil }
    let params = user.parameters
    var score = 0
    var i = 0
    for arg in args {
      while i < params.count, params[i].label != arg.label, params[i].defaultValue != nil {
        i += 1
      }
      guard i < params.count else { return nil }
      if params[i].label != arg.label {
        guard arg.label == nil, case .function = arg.value else { return nil }
      }
      guard let s = typeScore(arg, params[i].type) else { return nil }
      score += s
      if !params[i].isVariadic { i += 1 }
    }
    guard params[min(i, params.count)...].allSatisfy({ $0.defaultValue != nil || $0.isVariadic })
    else { return nil }
    return score
  }

  /// 0 an exact fit, 1 a literal taking a non-default type, 2 a type the lab does not check;
  /// nil when the value cannot be of the type.
  private func typeScore(_ arg: Argument, _ declared: String?) -> Int? {
    guard var type = declared.map(resolvedTypeName) else { return 2 }
    if type.hasPrefix("inout ") { type.removeFirst(6) }
    let optional = type.hasSuffix("?")
    if optional { type.removeLast() }
    let ints: Set = ["Int", "Int64", "Int32", "UInt"]
    let floats: Set = ["Double", "CGFloat", "TimeInterval", "Float64"]
    let scalars = ints.union(floats).union(["String", "Bool"])
    switch arg.value {
    case .null: return optional ? 0 : nil
    case .int:
      if ints.contains(type) { return 0 }
      if floats.contains(type) { return arg.floating != nil ? 1 : nil }
    case .double: if floats.contains(type) { return 0 }
    case .string: if type == "String" { return 0 }
    case .bool: if type == "Bool" { return 0 }
    case .instance(let inst):
      if type == inst.type.name || type == inst.type.debugName { return 0 }
      if inst.type.conformances.contains(type) { return 1 }
    case .enumCase(let e):
      if type == e.type.name || type == e.type.debugName { return 0 }
      if e.type.conformances.contains(type) { return 1 }
    case .implicitMember(let m):
      // `.dark` is a value of a program's type only if the type has a member of that name.
      if scalars.contains(type) { return nil }
      switch globals.values[type] {
      case .type(.userEnum(let e))?:
        let has = e.cases.contains { $0.name == m.name } || e.staticProperties.contains { $0.name == m.name }
          || e.staticMethods[m.name] != nil || m.name == "init"
        return has ? 2 : nil
      case .type(.userStruct(let t))?:
        let has = t.staticProperties.contains { $0.name == m.name } || t.staticMethods[m.name] != nil || m.name == "init"
        return has ? 2 : nil
      default: return 2
      }
    case .opaque, .function, .type, .binding, .view, .keyPath:
      // Typed by context, or values the lab does not type exactly: not checked.
      return scalars.contains(type) ? nil : 2
    default:
      if arg.value.typeName == type { return 0 }
    }
    if scalars.contains(type) || isConcreteTypeName(type) { return nil }
    // An array, dictionary, set or range never fits a parameter of another of these (an app's
    // `extension ForEach { init<T>(_ dict: Dictionary<ID, T>, …) }` took `ForEach(0...100)`);
    // an array literal may be a set, but is an array first. (Elements are not checked: 1.)
    if let declared = Self.collectionFamily(ofType: type) {
      let family: String? =
        switch arg.value {
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .set: "Set"
        case .range, .floatingRange: "Range"
        default: nil
        }
      if let family {
        if family == declared { return 1 }
        let literal = arg.node.as(LabeledExprSyntax.self)?.expression.is(ArrayExprSyntax.self) ?? false
        return family == "Array" && declared == "Set" && literal ? 2 : nil
      }
    }
    // `Binding<Value>`, `[T]`, `Set<T>` …: whatever their arguments, never a number, a string or
    // a Bool (an `extension Binding: Equatable`'s `==` took `next == texts.count`).
    switch arg.value {
    case .int, .double, .string, .bool:
      if type.hasPrefix("[") && type.hasSuffix("]") { return nil }
      if let angle = type.firstIndex(of: "<"), Self.genericBuiltinTypes.contains(String(type[..<angle])) { return nil }
    default: break
    }
    return 2
  }

  /// A type a value of another type can never be: a user struct, enum or class, or a built-in
  /// geometry type. (A protocol or a generic parameter may be; the lab does not check those.)
  private func isConcreteTypeName(_ type: String) -> Bool {
    if Self.concreteBuiltinTypes.contains(type) { return true }
    if case .type(.userStruct)? = globals.values[type] { return true }
    if case .type(.userEnum)? = globals.values[type] { return true }
    return false
  }

  static let autoclosureName = "(autoclosure)"

  /// The positions of the arguments that meet `@autoclosure` parameters, when the call can only
  /// reach one function of the program (a function by its name, or a type with one
  /// initializer) and its arguments line up with its parameters by label; empty otherwise.
  func autoclosureArguments(_ call: FunctionCallExprSyntax, in env: Environment) -> Set<Int> {
    guard !autoclosureCallees.isEmpty,
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierText,
      autoclosureCallees.contains(name), let (callee, _) = env.lookup(name)
    else { return [] }
    // Each parameter: its label, whether it is an autoclosure, whether it has a default.
    var params: [(label: String?, lazy: Bool, defaulted: Bool, variadic: Bool)] = []
    switch callee {
    case .function(let fn):
      guard case .user(let user) = fn.body else { return [] }
      params = user.parameters.map { ($0.label, $0.isAutoclosure, $0.defaultValue != nil, $0.isVariadic) }
    case .type(.userStruct(let t)):
      guard t.initializers.count == 1, let initializer = t.initializers.first else { return [] }
      params = initializer.signature.parameterClause.parameters.map {
        ($0.firstName.text == "_" ? nil : $0.firstName.text, $0.type.trimmedDescription.contains("@autoclosure"),
         $0.defaultValue != nil, $0.ellipsis != nil)
      }
    default:
      return []
    }
    guard params.contains(where: \.lazy), !params.contains(where: \.variadic) else { return [] }
    var lazy: Set<Int> = []
    var index = 0
    let labels = call.arguments.map { $0.label?.text }
    for param in params {
      if index < labels.count, labels[index] == param.label {
        if param.lazy { lazy.insert(index) }
        index += 1
      } else if !param.defaulted {
        return []  // the arguments do not line up: the call reports it
      }
    }
    return index == labels.count ? lazy : []
  }

  /// "Array", "Dictionary", "Set" or "Range" for a type written as one of those (`[T]`,
  /// `[K: V]`, `Dictionary<K, V>`, `ClosedRange<Int>`, …), else nil.
  static func collectionFamily(ofType type: String) -> String? {
    if type.hasPrefix("["), type.hasSuffix("]") {
      return Value.topLevelColon(String(type.dropFirst().dropLast())) == nil ? "Array" : "Dictionary"
    }
    guard let angle = type.firstIndex(of: "<") else { return nil }
    switch type[..<angle] {
    case "Array", "ContiguousArray": return "Array"
    case "Dictionary": return "Dictionary"
    case "Set": return "Set"
    case "Range", "ClosedRange": return "Range"
    default: return nil
    }
  }

  static let genericBuiltinTypes: Set<String> = [
    "Binding", "Array", "Dictionary", "Set", "Range", "ClosedRange", "ArraySlice", "State",
  ]

  static let concreteBuiltinTypes: Set<String> = [
    "CGPoint", "CGSize", "CGRect", "CGVector", "Angle", "UnitPoint", "EdgeInsets",
    "CGAffineTransform", "Color", "Font",
  ]

  /// Calls a closure with positional values (for built-ins calling user closures).
  func call(_ fn: FunctionValue, _ values: [Value], node: Syntax, viewContext: Bool = false)
    throws -> Value
  {
    let args = values.map { Argument(label: nil, value: $0, node: node) }
    if case .overloads(let list) = fn.body {
      return try call(chooseOverload(list, args, node: node), values, node: node, viewContext: viewContext)
    }
    if case .user = fn.body {
      return try callUser(
        fn, args: args, node: node, receiver: fn.boundSelf, viewContext: viewContext
      )
      .0
    }
    return try call(fn, args, node: node)
  }

  /// Runs a user function; returns its result and, for methods, `self` afterwards.
  /// `finished` sees the call's environment after the body ran (to read back an `inout`
  /// parameter, as `PreferenceKey.reduce(value:nextValue:)` needs).
  func callUser(
    _ fn: FunctionValue, args: [Argument], node: Syntax, receiver: Value?,
    viewContext: Bool = false, finished: ((Environment) -> Void)? = nil
  ) throws -> (Value, Value?) {
    guard case .user(let user) = fn.body else { return (try call(fn, args, node: node), nil) }
    try enterCall(node)
    defer { leaveCall() }
    let env = Environment(enclosing: user.closure)
    if let receiver {
      env.define("self", receiver)
      env.mutableSelf = user.isMutating
    }
    let inouts = try bindParameters(user, args, into: env, node: node)
    bindGenerics(user, into: env, node: node)
    pass.returnTypes.append(user.returnType)
    defer { pass.returnTypes.removeLast() }
    var result: Value
    switch user.code {
    case .empty: result = .void
    case .block(let items):
      let isView = viewContext || returnsView(user.returnType)
      if let start = awaitedStart(user, at: node) { pass.taskBodyNext = start }
      // A body with its own `return` is not built (SE-0289): it runs as written.
      do {
        if user.builder != nil || !user.builderAttributes.isEmpty, let built = try built(user, items, in: env) {
          result = built
        } else {
          result = try runBody(items, in: env, viewContext: isView)
        }
      } catch ControlFlow.returned(let value) {
        result = value
      } catch ControlFlow.broke, ControlFlow.continued {
        throw error("`break` or `continue` outside of a loop", at: node, kind: .invalidSwift)
      }
    }
    if let type = user.returnType, !user.genericNames.contains(type) {
      result = try coerce(result, toType: type, at: node)
    } else if user.returnType == nil, user.node.is(FunctionDeclSyntax.self) {
      // `func f() { g() }` returns nothing, whatever its one expression gives (a
      // `@discardableResult` call's value is dropped).
      result = .void
    }
    finished?(env)
    for (name, arg) in inouts {
      if let value = env.values[name] { try arg.writeBack?(value) }
    }
    return (result, receiver == nil ? nil : env.values["self"])
  }

  /// The type a value passed where a generic parameter is declared binds that parameter to:
  /// an integer's, a string's, a Boolean's or an instance's of the program; nil for a
  /// floating-point value, which the lab holds alike for `Double`, `CGFloat` and `Float`, and
  /// for the rest.
  static func genericArgumentType(_ value: Value) -> String? {
    switch value {
    case .int, .string, .bool, .instance: return value.typeName
    default: return nil
    }
  }

  /// Binds a generic function's parameters for one call: the one its result is (`-> T`) to the
  /// type the call's result flows into, when the context declares one; one a parameter is
  /// declared as (`_ fallback: T`) to the type of the value passed there, as Swift infers it;
  /// the others to themselves, which `decode(T.self, …)` and `as? T` refuse by name.
  private func bindGenerics(_ user: UserFunction, into env: Environment, node: Syntax) {
    guard !user.genericNames.isEmpty else { return }
    let context = pass.contextTypes[node.id]
    for name in user.genericNames {
      var bound = name == user.returnType ? context : nil
      if bound == nil {
        // The passed values' types, when every parameter of type `name` has one and they agree.
        let types = user.parameters.filter { $0.type == name && !$0.isVariadic }.map { p in
          env.values[p.name].flatMap(Self.genericArgumentType)
        }
        if let first = types.first, let type = first, types.allSatisfy({ $0 == type }) { bound = type }
      }
      env.define(name, .type(.genericParameter(name, bound: bound)))
    }
  }

  /// `Color(hex: "#F2F2F7")`: an initializer the user's extension of a built-in type declares,
  /// when one fits the arguments; nil to use the type's own. It runs with `self` unset until
  /// its `self.init(…)` (or `self = …`) gives it a value; a failable one's `return nil` is nil.
  func builtinExtensionInit(_ type: String, _ args: [Argument], node: Syntax) throws -> Value? {
    guard let decls = builtinExtensionInits[type], !decls.isEmpty else { return nil }
    let fns = decls.map { makeInitializer($0, in: extensionScope(type)) }
    let fitting = fns.filter { overloadScore($0, args) != nil }
    guard !fitting.isEmpty else { return nil }
    let fn = fitting.count == 1 ? fitting[0] : try chooseOverload(fitting, args, node: node)
    pass.builtinInits.append(type)
    defer { pass.builtinInits.removeLast() }
    let (result, newSelf) = try callUser(fn, args: args, node: node, receiver: .null)
    if case .null = result { return .null }
    guard let made = newSelf, !{ if case .null = made { true } else { false } }() else {
      throw error("`\(type).init` in an extension did not set `self`", at: node, kind: .invalidSwift)
    }
    return made
  }

  func returnsView(_ type: String?) -> Bool {
    guard let type else { return false }
    return type.contains("View") || type == "Content" || type == "Label"
  }

  /// Binds the arguments to the parameters; returns the `inout` ones, to store back.
  @discardableResult
  private func bindParameters(
    _ user: UserFunction, _ args: [Argument], into env: Environment, node: Syntax
  ) throws -> [(String, Argument)] {
    var inouts: [(String, Argument)] = []
    if user.isClosure {
      // One tuple given to a closure of several parameters is taken apart, as Swift does
      // (`zip(a, b).map { "\($0)\($1)" }`, `dict.map { key, value in … }`).
      var args = args
      if args.count == 1, case .tuple(let t) = args[0].value, t.elements.count > 1,
        t.elements.count == (user.usesShorthand
          ? user.node.as(ClosureExprSyntax.self).map(ShorthandCounter.arity) ?? 0
          : user.parameters.count)
      {
        args = t.elements.map { Argument(label: nil, value: $0, node: args[0].node) }
      }
      // A built-in that passes a closure parameter `inout` (`reduce(into:)`'s accumulator,
      // `updating`'s gesture state) gives that argument a `writeBack`.
      if user.usesShorthand {
        for (i, arg) in args.enumerated() {
          let type = i < user.shorthandTypes.count ? user.shorthandTypes[i] : nil
          env.define("$\(i)", try coerce(arg, toType: type))
          if arg.writeBack != nil { inouts.append(("$\(i)", arg)) }
        }
        return inouts
      }
      for (param, arg) in zip(user.parameters, args) {
        env.define(param.name, try coerce(arg, toType: scopedTypeName(param.type, in: user.closure)))
        if arg.writeBack != nil { inouts.append((param.name, arg)) }
        // `ForEach($items) { $item in … }`: `item` is the binding's value, read and written
        // through it (a property-wrapper closure parameter, SE-0293).
        if param.name.hasPrefix("$"), param.name.count > 1, case .binding(let b) = arg.value {
          env.defineAlias(String(param.name.dropFirst()), to: b)
        }
      }
      return inouts
    }
    var index = 0
    for param in user.parameters {
      if param.isVariadic {
        var rest: [Value] = []
        // A trailing closure satisfies the next parameter whatever its label.
        let isTrailing = index < args.count && args[index].node.is(ClosureExprSyntax.self)
        if index < args.count, args[index].label == param.label || isTrailing {
          rest.append(args[index].value)
          index += 1
          while index < args.count, args[index].label == nil {
            rest.append(args[index].value)
            index += 1
          }
        }
        env.define(param.name, .array(rest))
        continue
      }
      // A trailing closure satisfies the next parameter whatever its label, skipping one with
      // a default whose type is not a function's (SE-0286's forward scan: `init(size: CGFloat
      // = 50, actions: () -> …)` called as `T { … }`).
      let skipsDefaulted =
        param.defaultValue != nil && !(param.type.map { $0.contains("->") } ?? true)
      let isTrailing = index < args.count && args[index].node.is(ClosureExprSyntax.self) && !skipsDefaulted
      if index < args.count, args[index].label == param.label || isTrailing {
        let arg = args[index]
        if param.isAutoclosure, case .function(let lazy) = arg.value, lazy.name == Self.autoclosureName {
          env.define(param.name, arg.value, type: param.type)
          index += 1
          continue
        }
        if param.isAutoclosure {
          // Swift wraps the argument in a closure that evaluates it when (and each time) it is
          // called; the lab evaluated it already, once (it could not tell which function the
          // call reaches), so it refuses rather than run it at another moment.
          throw error(
            "this `@autoclosure` argument is not supported yet: the lab runs one lazily where the call reaches a "
              + "function by its name or a type with one initializer; here it evaluated it before the call; declare "
              + "`\(param.name)` as a plain value or a closure", at: arg.node, kind: .notSupported)
        }
        var bound = arg
        if !param.attributes.isEmpty, case .function(let fn) = arg.value, case .user(var closure) = fn.body,
          closure.isClosure, let builder = resultBuilder(among: param.attributes, in: user.closure)
        {
          // A closure passed to a result-builder parameter is built, not run.
          closure.builder = builder
          bound.value = .function(FunctionValue(name: fn.name, user: closure, boundSelf: fn.boundSelf))
        }
        env.define(param.name, try coerce(bound, toType: scopedTypeName(param.type, in: user.closure)), type: param.type)
        if param.isInout { inouts.append((param.name, arg)) }
        index += 1
      } else if let defaultValue = param.defaultValue {
        env.define(param.name, try evaluate(defaultValue, in: env, as: param.type))
      } else {
        let label = param.label.map { "`\($0):`" } ?? "#\(index + 1)"
        throw error("missing argument for parameter \(label) in call", at: node, kind: .argument)
      }
    }
    if index < args.count {
      let extra = args[index]
      throw error(
        "extra argument\(extra.label.map { " `\($0):`" } ?? "") in call", at: extra.node, kind: .argument)
    }
    return inouts
  }

  // MARK: User structs

  /// `Type(args)`: an explicit `init`, or the memberwise initializer.
  /// Whether a failable `init?` ended with `return nil`: the value made is then nil (the lab
  /// made an instance with the fields set so far). A body of statements gives nil only through
  /// a `return` (`runBody`); a body of one expression gives that expression's value, which for
  /// an initializer is not its result.
  static func failed(_ initializer: FunctionValue, _ returned: Value) -> Bool {
    guard case .null = returned, case .user(let user) = initializer.body,
      let decl = user.node.as(InitializerDeclSyntax.self), decl.optionalMark != nil, let items = decl.body?.statements
    else { return false }
    if items.count == 1, case .expr? = items.first?.item { return false }
    return true
  }

  /// An enum's own `init` (`init(score: Int) { self = score > 89 ? .a : .f }`, or a failable
  /// `init?` that returns nil), when the arguments fit one; nil otherwise.
  @inline(never)
  func enumInitializer(_ type: EnumType, _ args: [Argument], node: Syntax) throws -> Value? {
    guard !type.initializers.isEmpty else { return nil }
    let inits = type.initializers.map { makeInitializer($0, in: type.environment) }
    let fitting = inits.filter { overloadScore($0, args) != nil }
    // (`E(c: .pi)`: an implicit member fits no score; as for a struct, the one `init` there is
    // takes it, and `init(rawValue:)` stays the raw-value one.)
    guard !fitting.isEmpty || (inits.count == 1 && !args.contains { $0.label == "rawValue" }) else { return nil }
    let fn = fitting.isEmpty ? inits[0] : fitting.count == 1 ? fitting[0] : try chooseOverload(fitting, args, node: node)
    let (returned, newSelf) = try callUser(fn, args: args, node: node, receiver: .null)
    if Self.failed(fn, returned) { return .null }
    var made = newSelf
    // `self = .a`: the case of this enum (the lab's `self` had no type while the body ran).
    if case .implicitMember(let m)? = made { made = try resolveImplicit(m, as: .userEnum(type), at: node) }
    guard let made, case .enumCase = made else {
      throw error("`\(type.name).init` did not set `self` to a case", at: node, kind: .invalidSwift)
    }
    return made
  }

  func construct(_ type: StructType, _ args: [Argument], node: Syntax) throws -> Value {
    if type.isClass { return try constructObject(type, args, node: node) }
    var instance = StructInstance(type: type, fields: [:])
    let env = Environment(enclosing: type.environment)
    // Defaults first. They cannot refer to `self`, but they see the type's static members
    // unqualified (`@State private var wakeUp = defaultWakeTime`), as Swift allows.
    env.define("self", .type(.userStruct(type)))
    for prop in type.storedProperties {
      switch prop.wrapper {
      case .namespace:
        instance.fields[prop.name] = .opaque(OpaqueValue(kind: "Namespace.ID", text: "namespace"))
      case .environment(let key):
        instance.fields[prop.name] = try environmentValue(key, at: prop.node, required: false)
      case .environmentObject:
        instance.fields[prop.name] = try environmentObject(
          prop.type ?? "", at: prop.node, required: false)
      case .query(let attr):
        instance.fields[prop.name] = try SwiftDataBuiltins.query(
          attr.cast(AttributeSyntax.self), declaredType: prop.type, self, at: prop.node)
      case .stateObject:
        continue  // made once, when the view's state is created (`ownState`)
      case .wrapperStorage(let info):
        if let wrapper = try initialWrapper(info, in: env, at: prop.node) { instance.fields[prop.name] = wrapper }
      default:
        guard let initializer = prop.initializer else { continue }
        if prop.isLazy {
          warn(
            "a struct's `lazy var` is set when the value is made here, not when first read (a class's "
              + "is): the same value unless its initializer has effects, reads `self`, or reads what "
              + "changes before the first read", at: prop.node)
        }
        let value = try evaluate(initializer, in: env, as: prop.type)
        if prop.wrapper.isState || prop.wrapper.isAppStorage {
          instance.stateInitial[prop.name] = value
        } else {
          instance.fields[prop.name] = value
        }
      }
    }
    if !type.initializers.isEmpty {
      // The `init` the arguments fit; when none does and every `init` comes from an extension,
      // the memberwise initializer Swift keeps (an `init` in the body would remove it).
      let inits = type.initializers.map { makeInitializer($0, in: type.environment) }
      let fitting = inits.filter { overloadScore($0, args) != nil }
      if !fitting.isEmpty || type.hasBodyInitializer {
        let fn = fitting.isEmpty ? inits[0] : fitting.count == 1 ? fitting[0] : try chooseOverload(fitting, args, node: node)
        let (returned, newSelf) = try callUser(fn, args: args, node: node, receiver: .instance(instance))
        if Self.failed(fn, returned) { return .null }
        guard case .instance(let result)? = newSelf else { return .instance(instance) }
        return .instance(result)
      }
    }
    var index = 0
    for prop in type.storedProperties {
      switch prop.wrapper {
      case .namespace, .environment, .environmentObject, .appStorage, .query: continue
      case .wrapperStorage(let info):
        // The memberwise parameter is the wrapped property's (`Volume(level: 7)`), and makes
        // the wrapper from its value.
        if index < args.count, args[index].label == info.wrapped {
          let value = try coerce(args[index], toType: scopedTypeName(info.wrappedType, in: type.environment))
          instance.fields[prop.name] = try makeWrapper(info, wrappedValue: value, in: env, at: args[index].node)
          index += 1
        } else if instance.fields[prop.name] == nil {
          throw error("missing argument for parameter `\(info.wrapped):` in call", at: node, kind: .argument)
        }
        continue
      default: break
      }
      if prop.isLet, prop.initializer != nil { continue }
      // A trailing closure fills the next property of a function type (`Card { … }` for
      // `@ViewBuilder var content: () -> Content`), as Swift's forward scan does (SE-0286).
      let isTrailing =
        index < args.count && args[index].label == nil
        && args[index].node.is(ClosureExprSyntax.self)
        && ((prop.type?.contains("->") ?? false) || prop.isViewBuilder || prop.builderAttribute != nil)
      if index < args.count, args[index].label == prop.name || isTrailing {
        let arg = args[index]
        index += 1
        var value = arg.value
        if prop.wrapper == .binding {
          // `.constant(3)` where a Binding is expected: the type context makes it
          // `Binding.constant(3)`, a binding that reads 3 and ignores writes.
          if case .implicitMember(let m) = value, m.name == "constant", let args = m.arguments,
            args.count == 1, args[0].label == nil
          {
            // Its value takes the property's type (`.constant(.default)`: `Profile.default`).
            value = .binding(.constant(try coerce(args[0], toType: scopedTypeName(prop.type, in: type.environment))))
          }
          if case .binding = value {
          } else {
            throw error(
              "`\(prop.name)` is a `@Binding`: pass a binding such as `$\(prop.name)`",
              at: arg.node, kind: .argument)
          }
        } else if prop.isViewBuilder, !(prop.type?.contains("->") ?? true),
          case .function(let builder) = value
        {
          // `@ViewBuilder var content: Content`: the memberwise initializer takes a builder
          // closure and stores the views it makes.
          value = try call(builder, [Value](), node: arg.node, viewContext: true)
        } else if let built = try builtProperty(prop, of: type, value, at: arg.node) {
          value = built
        } else {
          value = try coerce(arg, toType: scopedTypeName(prop.type, in: type.environment))
        }
        if prop.wrapper.isState {
          instance.stateInitial[prop.name] = value
        } else {
          instance.fields[prop.name] = value
        }
      } else if prop.initializer == nil, !(prop.type?.hasSuffix("?") ?? false) {
        let names = type.storedProperties.map(\.name)
        if index < args.count, let label = args[index].label, !names.contains(label) {
          throw unknown(
            "extra argument `\(label):` in call; `\(type.name)` has no parameter", label,
            at: args[index].node, candidates: names)
        }
        throw error("missing argument for parameter `\(prop.name):` in call", at: node, kind: .argument)
      }
    }
    if index < args.count {
      let extra = args[index]
      let name = extra.label.map { "`\($0):`" } ?? "#\(index + 1)"
      let expected = type.storedProperties.map(\.name)
      throw unknown(
        "extra argument \(name) in call; `\(type.name)` has no parameter", extra.label ?? "_",
        at: extra.node, candidates: expected)
    }
    return .instance(instance)
  }

  /// `Model(args)` for a class: a new object (its identity from the store), its stored
  /// properties set from their defaults, then its `init`. Writes while it is being made are
  /// not state changes. A class has no memberwise initialiser: arguments need an `init`.
  func constructObject(_ type: StructType, _ args: [Argument], node: Syntax) throws -> Value {
    try onceForRoot(kind: type.name) {
      // A Core Data object without an `init` of its own is made by `init(context:)`.
      type.isManagedObject && type.initializers.isEmpty
        ? try CoreDataBuiltins.makeObject(type, args, self, node: node) : try makeObject(type, args, node: node)
    }
  }

  /// A value that is new each time it is made — an object, a `UUID()`, a random number,
  /// `Date()` — made by the root's own expression, outside every view's body: SwiftUI runs
  /// that expression once, so the lab, which runs it again on every rebuild, gives back the
  /// value it made the first time (by its order among such values, and its kind).
  func onceForRoot(kind: String, _ make: () throws -> Value) rethrows -> Value {
    guard let mode = pass.rootObjects, pass.viewPath.isEmpty else { return try make() }
    switch mode {
    case .record:
      let made = try make()
      pass.pendingRootObjects.append(RootValue(kind: kind, value: made))
      return made
    case .reuse:
      let k = pass.rootObjectOrdinal
      pass.rootObjectOrdinal += 1
      if k < rootObjects.count, rootObjects[k].kind == kind { return rootObjects[k].value }
      let made = try make()
      let entry = RootValue(kind: kind, value: made)
      if k < rootObjects.count { rootObjects[k] = entry } else { rootObjects.append(entry) }
      return made
    }
  }

  private func makeObject(_ type: StructType, _ args: [Argument], node: Syntax) throws -> Value {
    let owner = state.newObject(of: type)
    let object = Value.instance(StructInstance(type: type, fields: [:], stateOwner: owner))
    pass.objectsUnderConstruction.insert(owner)
    defer { pass.objectsUnderConstruction.remove(owner) }
    let env = Environment(enclosing: type.environment)
    env.define("self", .type(.userStruct(type)))
    for prop in type.storedProperties {
      if case .wrapperStorage(let info) = prop.wrapper {
        if let wrapper = try initialWrapper(info, in: env, at: prop.node) { state[StateKey(owner: owner, name: prop.name)] = wrapper }
        continue
      }
      // A lazy property is set when first read (`lazyProperty`).
      if prop.isLazy { continue }
      guard let initializer = prop.initializer else {
        if let t = prop.type, Value.isOptionalType(t) {
          state[StateKey(owner: owner, name: prop.name)] = .null
        }
        continue
      }
      state[StateKey(owner: owner, name: prop.name)] = try evaluate(initializer, in: env, as: prop.type)
    }
    if type.initializers.isEmpty {
      if let first = args.first {
        throw error(
          "`\(type.name)` has no initializer that takes arguments: a class gets no memberwise "
            + "initializer; declare an `init`", at: first.node, kind: .argument)
      }
    } else {
      let inits = type.initializers.map { makeInitializer($0, in: type.environment) }
      let chosen = inits.count == 1 ? inits[0] : try chooseOverload(inits, args, node: node)
      let (returned, _) = try callUser(chosen, args: args, node: node, receiver: object)
      if Self.failed(chosen, returned) { return .null }
    }
    // Swift refuses to compile an initializer that leaves a stored property unset.
    for prop in type.storedProperties where !prop.isLazy && state[StateKey(owner: owner, name: prop.name)] == nil {
      throw error(
        "`\(type.name)` is made without a value for `\(prop.name)`: its initializer must set "
          + "every stored property", at: node, kind: .invalidSwift)
    }
    return object
  }

  private func label(_ p: FunctionParameterSyntax) -> String? {
    p.firstName.text == "_" ? nil : p.firstName.text
  }
}
