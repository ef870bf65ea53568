import LabEngine
import SwiftSyntax

/// What the lab knows of an expression's declared type without running it. Values are
/// dynamically typed here and optionals are flattened (a non-nil optional is its wrapped
/// value), so what Swift reads from a type — that `w ?? 0` is a `CGFloat` when `w: CGFloat?`,
/// that `print(o)` shows `Optional(3)` — comes from the declarations the expression names.
/// Thrown where user code would run while an expression is read again for its type
/// (`Interpreter.readingForType`).
struct UserCodeWhileTyping: Error {}

extension Interpreter {
  /// The type an expression was declared with, as written (`CGFloat?`); `_?` for an optional
  /// whose wrapped type is not known here; nil when nothing says.
  /// The declared type of a name as the lookup finds it: a variable's, or (written without
  /// `self.`) a property of `self`'s type (`icon.map { … }` of a `var icon: String?` is
  /// Optional's `map`, not String's).
  @inline(never)
  func declaredType(of name: String, in env: Environment) -> String? {
    var scope: Environment? = env
    while let current = scope {
      if current.values[name] != nil { return current.declaredType(of: name) }
      if name != "self", case .instance(let inst)? = current.values["self"], let p = inst.type.property(name) {
        return scopedTypeName(p.type, in: inst.type.environment)
      }
      scope = current.enclosing
    }
    if name != "self", case .instance(let inst)? = topLevelSelf, let p = inst.type.property(name) {
      return scopedTypeName(p.type, in: inst.type.environment)
    }
    return nil
  }

  func staticType(of expr: ExprSyntax?, in env: Environment) -> String? {
    guard let expr else { return nil }
    switch expr.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let ref):
      return declaredType(of: ref.baseName.identifierText, in: env)
    case .tupleExpr(let t):
      if t.elements.count == 1, let only = t.elements.first, only.label == nil {
        return staticType(of: only.expression, in: env)
      }
      // A tuple's type from its elements' (`_` where nothing says), so that an optional
      // element prints as one.
      let types = t.elements.map { element -> String in
        let type = staticType(of: element.expression, in: env) ?? "_"
        return element.label.map { "\($0.text): \(type)" } ?? type
      }
      return types.allSatisfy({ $0.hasSuffix("_") }) ? nil : "(" + types.joined(separator: ", ") + ")"
    case .arrayExpr(let a):
      // An element that is optional (or nil) makes the elements optional.
      let optional = a.elements.contains { element in
        element.expression.is(NilLiteralExprSyntax.self)
          || isOptionalType(staticType(of: element.expression, in: env))
      }
      return optional ? "[_?]" : nil
    case .dictionaryExpr(let d):
      // A value that is optional (or nil) makes the values optional.
      guard case .elements(let elements) = d.content else { return nil }
      let optional = elements.contains { element in
        element.value.is(NilLiteralExprSyntax.self) || isOptionalType(staticType(of: element.value, in: env))
      }
      return optional ? "[_: _?]" : nil
    case .optionalChainingExpr, .forceUnwrapExpr:
      return expr.is(OptionalChainingExprSyntax.self) ? "_?" : nil
    case .memberAccessExpr(let access):
      if containsOptionalChain(expr) { return "_?" }
      // An optional the member gave when it ran, whatever its base (`rows[0].first`, `f().o`).
      if let type = optionalReads[access.id] { return type }
      // `UInt8.max`: a value of that width, whose arithmetic traps outside its range.
      if let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.integerRanges[type] != nil,
        ["max", "min"].contains(access.declName.baseName.text), env.lookup(type) == nil
      {
        return type
      }
      guard let base = access.base, isPlainReference(base) || isPure(base),
        let value = valueForType(of: base, in: env)
      else { return nil }
      return memberType(of: value, access.declName.baseName.identifierText)
    case .subscriptCallExpr(let sub):
      // Anything read through an optional chain is optional (`xs.first?[0]`, `d[a]?[b]`).
      if containsOptionalChain(expr) { return "_?" }
      // A dictionary's `d[key]` is optional, `d[key, default: v]` not: of a literal, of a
      // base that was a dictionary when this subscript ran (`arr[0][key]`, `f()[key]`), or of
      // a variable holding one (before it runs: an assignment's target).
      guard !sub.arguments.contains(where: { $0.label?.text == "default" }) else {
        // `d[key, default: nil]` of a `[K: V?]` is a `V?`.
        return hasOptionalElements(staticType(of: sub.calledExpression, in: env)) ? "_?" : nil
      }
      if sub.calledExpression.is(DictionaryExprSyntax.self) { return "_?" }
      if let type = optionalReads[sub.id] { return type }
      guard isPlainReference(sub.calledExpression) else { return nil }
      if narrowIntegersSeen, sub.arguments.count == 1, sub.arguments.first?.label == nil,
        let declared = staticType(of: sub.calledExpression, in: env).map(resolvedTypeName),
        declared.hasPrefix("["), declared.hasSuffix("]"),
        Self.integerRanges[String(declared.dropFirst().dropLast())] != nil,
        case .int? = valueForType(of: ExprSyntax(sub.arguments.first!.expression), in: env)
      {
        // `bytes[0]` of a `[UInt8]`: an element of that width (its arithmetic traps outside
        // the type's range).
        return String(declared.dropFirst().dropLast())
      }
      guard case .dictionary? = valueForType(of: sub.calledExpression, in: env) else { return nil }
      return "_?"
    case .functionCallExpr(let call):
      if containsOptionalChain(expr) { return "_?" }
      if let wrapper = lazyWrapperType(of: call, in: env) { return wrapper }
      if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil {
        let optionalMethods: Set = [
          "first", "last", "firstIndex", "lastIndex", "randomElement", "min", "max", "popLast",
          "popFirst", "removeValue", "updateValue",
        ]
        let name = access.declName.baseName.identifierText
        // `Swift.min(a, b)`: a global function qualified with its module, not a collection's.
        let qualifiedGlobal = access.base.flatMap { $0.as(DeclReferenceExprSyntax.self) }
          .map { Builtins.moduleNames.contains($0.baseName.text) && env.lookup($0.baseName.text) == nil } ?? false
        if optionalMethods.contains(name) && !qualifiedGlobal { return "_?" }
        // `Calendar.current.date(byAdding:…)`: a calendar's search may find no date.
        if let base = access.base, isPlainReference(base) || isPure(base),
          let value = valueForType(of: base, in: env),
          CalendarBuiltins.optionalMember(of: value, name, called: true)
            || BundleBuiltins.returnsOptional(value, name)
        {
          return "_?"
        }
        // `Scanner(string: s).scanUInt64(representation:)`: the lab's scanner is used where it
        // is made, so its call is the base.
        if ScannerBuiltins.optionalScans.contains(name),
          access.base?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "Scanner"
        {
          return "_?"
        }
        // A set's `remove(_:)` returns the element it removed, or nil (an array's
        // `remove(at:)` returns the element itself).
        if name == "remove", let base = access.base, isPlainReference(base),
          case .set? = valueForType(of: base, in: env)
        {
          return "_?"
        }
        // An optional's `map` and `flatMap` give an optional (`val.map { $0 * 2 } as Any` prints
        // `Optional(10)`).
        if name == "map" || name == "flatMap", let base = access.base,
          let baseType = staticType(of: base, in: env), Value.isOptionalType(baseType)
        {
          return "_?"
        }
        if name == "map", let element = mappedElementType(call, base: access.base, in: env) {
          return "[" + element + "]"
        }
        return userMethodReturnType(call, access, in: env)
      }
      guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
      let name = ref.baseName.identifierText
      if name == "Optional" {
        // `Optional(Optional(3))` wraps twice.
        if let inner = call.arguments.first?.expression, let type = staticType(of: inner, in: env),
          Value.isOptionalType(type)
        {
          return type + "?"
        }
        return "_?"
      }
      if let (value, _) = env.lookup(name) {
        if case .function(let fn) = value, case .user(let user) = fn.body {
          return user.returnType.map(resolvedTypeName)
        }
        // `E(rawValue: r)` may find no case.
        if case .type(.userEnum) = value, call.arguments.first?.label?.text == "rawValue" {
          return name + "?"
        }
        // A failable `init?` whose labels the call's are (`Email("a@b")`, `Size(code: 1)`).
        let initializers: [InitializerDeclSyntax]
        switch value {
        case .type(.userStruct(let t)): initializers = t.initializers
        case .type(.userEnum(let e)): initializers = e.initializers
        default: initializers = []
        }
        let labels = call.arguments.map { $0.label?.text }
        if initializers.contains(where: { i in
          i.optionalMark != nil
            && i.signature.parameterClause.parameters.map({ $0.firstName.text == "_" ? nil : $0.firstName.text })
              .prefix(labels.count).elementsEqual(labels)
        }) {
          return name + "?"
        }
        // `P()`: an instance of the program's type (its methods' return types are known).
        if case .type(.userStruct(let t)) = value, !t.isGeneric { return t.name }
        return nil
      }
      // `URL(string:)`, `UUID(uuidString:)`, `TimeZone(identifier:)`: failable initialisers.
      if (name == "URL" && call.arguments.first?.label?.text == "string")
        || (name == "UUID" && call.arguments.first?.label?.text == "uuidString")
        || name == "TimeZone"
      {
        return name + "?"
      }
      // `Int("12")`, `Double(text)`: converting a string may fail.
      // `Int(exactly: 3.5)`, `Double(exactly: n)`: nil when the value does not convert exactly.
      if ["Int", "Int64", "Double", "CGFloat"].contains(name), call.arguments.count == 1,
        call.arguments.first?.label?.text == "exactly"
      {
        return name + "?"
      }
      if Self.parsesFromText(name),
        call.arguments.count == 1 || (call.arguments.count == 2 && call.arguments.last?.label?.text == "radix"),
        let arg = call.arguments.first, arg.label == nil,
        arg.expression.is(StringLiteralExprSyntax.self)
          || (isPlainReference(arg.expression)
            && { if case .string? = valueForType(of: arg.expression, in: env) { true } else { false } }())
      {
        return name + "?"
      }
      // `UInt8(200)`: a value of that width, whose arithmetic traps outside its range.
      if Self.integerRanges[name] != nil {
        return call.arguments.first?.label?.text == "exactly" ? name + "?" : name
      }
      return nil
    case .sequenceExpr(let seq):
      // `o as Any`, `x as? Int`: the parser leaves casts unfolded.
      let parts = Array(seq.elements)
      guard parts.count == 3, let cast = parts[1].as(UnresolvedAsExprSyntax.self),
        let type = parts[2].as(TypeExprSyntax.self)?.type.trimmedDescription
      else { return nil }
      if cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return type + "?" }
      return type == "Any" ? staticType(of: parts[0], in: env) : type
    case .asExpr(let a):
      return a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
        ? a.type.trimmedDescription + "?" : a.type.trimmedDescription == "Any" ? staticType(of: a.expression, in: env) : nil
    case .tryExpr(let t):
      return t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? "_?" : nil
    default: return nil
    }
  }

  /// The value of `expr` for working out a type, without running user code a second time: read
  /// again when that runs none (a name, a chain of stored properties, a literal), else the
  /// value it had when it last ran (`valuesForTypes`: `model.xs` with `xs` computed, whose
  /// getter Swift runs once); nil when neither is known.
  /// The declared return type of the program's method a call reaches (`p.first() -> Int?`, a
  /// method of `extension Collection` on an array), when the receiver's type is known and the
  /// methods of that name whose labels fit the call agree on it: `[3, 4].index(matching: 4) as
  /// Any` prints `Optional(1)`.
  @inline(never)
  func userMethodReturnType(_ call: FunctionCallExprSyntax, _ access: MemberAccessExprSyntax, in env: Environment)
    -> String?
  {
    guard let base = access.base else { return nil }
    let name = access.declName.baseName.identifierText
    var decls: [FunctionDeclSyntax] = []
    if isPlainReference(base) || isPure(base), let v = valueForType(of: base, in: env) {
      switch v {
      case .instance(let inst): decls = inst.type.methods[name] ?? []
      case .enumCase(let e): decls = e.type.methods[name] ?? []
      case .type, .function, .null: return nil
      default:
        guard !builtinExtensions.isEmpty else { return nil }
        for t in [v.typeName] + Self.standardProtocols(of: v) {
          decls += (builtinExtensions[t]?[name] ?? []).filter { !isStatic($0.modifiers) }
        }
      }
    } else if let t = staticType(of: base, in: env).map(resolvedTypeName) {
      switch globals.values[t] {
      case .type(.userStruct(let s))?: decls = s.methods[name] ?? []
      case .type(.userEnum(let e))?: decls = e.methods[name] ?? []
      default: return nil
      }
    } else {
      return nil
    }
    let labels = call.arguments.map { $0.label?.text }
    let fitting = decls.filter { d in
      let params = d.signature.parameterClause.parameters
      var k = 0
      for p in params {
        let label: String? = p.firstName.text == "_" ? nil : p.firstName.text
        if k < labels.count, labels[k] == label {
          k += 1
        } else if p.defaultValue == nil {
          return false
        }
      }
      return k == labels.count
    }
    let types = Set(fitting.map { $0.signature.returnClause?.type.trimmedDescription ?? "Void" })
    guard types.count == 1, let type = types.first, type != "Void" else { return nil }
    return resolvedTypeName(type)
  }

  func valueForType(of expr: ExprSyntax, in env: Environment, hint: TypeHint? = nil) -> Value? {
    let saved = readingForType
    readingForType = true
    defer { readingForType = saved }
    if let value = try? evaluate(expr, in: env, hint: hint) { return value }
    return hint == nil ? valuesForTypes[expr.id] : nil
  }

  /// Keeps the value of a base or argument whose evaluation ran user code (`userCodeEntries`
  /// moved from `entries`) for `valueForType(of:in:)`, when `staticType(of:)` may ask for it.
  func keepForType(_ value: Value, of expr: ExprSyntax, since entries: Int) {
    guard userCodeEntries != entries, !readingForType, isPlainReference(expr) || isPure(expr) else { return }
    valuesForTypes[expr.id] = value
  }

  /// The declared type of member `name` of a value, where one is known: a property's declared
  /// type, `first` and `last` of an array or a string, a date component.
  func memberType(of value: Value, _ name: String) -> String? {
    if CalendarBuiltins.optionalMember(of: value, name, called: false) { return "_?" }
    switch value {
    case .instance(let inst): return inst.type.property(name)?.type.map(resolvedTypeName)
    case .array where name == "first" || name == "last", .arraySlice where name == "first" || name == "last":
      return "_?"
    case .dictionary where name == "first": return "_?"
    case .string where name == "first" || name == "last": return "Character?"
    default: return nil
    }
  }

  /// Notes a member read that gave an optional in `optionalReads`. It runs on every member
  /// access whose base is not a name or a member chain (those `staticType(of:)` reads again),
  /// so it looks only where `memberType(of:_:)` can find an optional.
  func noteOptionalMember(_ access: MemberAccessExprSyntax, of base: Value, _ name: String) {
    switch base {
    case .instance(let inst):
      guard let type = inst.type.property(name)?.type, type.hasSuffix("?") else { return }
      optionalReads[access.id] = resolvedTypeName(type)
    case .array, .arraySlice, .string:
      guard name == "first" || name == "last" else { return }
      optionalReads[access.id] = memberType(of: base, name)
    case .calendar, .dateComponents:
      if CalendarBuiltins.optionalMember(of: base, name, called: false) { optionalReads[access.id] = "_?" }
    default: return
    }
  }

  /// The type of what `xs.map(f)` makes of each element, when it is known from `f` and the
  /// first element: a closure of one expression (`{ Int($0) }`, `{ s in Double(s) }`) typed
  /// with its parameter bound to that element, or an initialiser (`Int.init`,
  /// `E.init(rawValue:)`) applied to it.
  private func mappedElementType(_ call: FunctionCallExprSyntax, base: ExprSyntax?, in env: Environment)
    -> String?
  {
    guard let base, isPlainReference(base) || isPure(base),
      case .array(let items)? = valueForType(of: base, in: env), let sample = items.first
    else { return nil }
    let argument = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first?.expression
    if let closure = argument?.as(ClosureExprSyntax.self) {
      guard closure.statements.count == 1,
        let body = closure.statements.first?.item.as(ExprSyntax.self)
      else { return nil }
      let scope = Environment(enclosing: env)
      var names = ["$0"]
      if let parameters = closure.signature?.parameterClause {
        switch parameters {
        case .simpleInput(let list): names = list.map(\.name.identifierText)
        case .parameterClause(let clause): names = clause.parameters.map(\.firstName.text)
        }
      }
      guard names.count == 1 else { return nil }
      scope.define(names[0], sample)
      return staticType(of: body, in: scope)
    }
    if let access = argument?.as(MemberAccessExprSyntax.self), access.declName.baseName.identifierText == "init",
      let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.identifierText
    {
      let labels = access.declName.argumentNames?.arguments.map(\.name.identifierText) ?? []
      if Self.parsesFromText(type), labels.isEmpty, case .string = sample { return type + "?" }
      if labels == ["rawValue"], case .type(.userEnum)? = env.lookup(type)?.0 { return type + "?" }
    }
    return nil
  }

  /// The standard library's wrappers that print as themselves, not as their elements:
  /// `print(xs.reversed())` shows `ReversedCollection<Array<Int>>(_base: [1, 2])`. By the
  /// method or the global function that returns them.
  static let lazyWrapperMethods = ["reversed": "ReversedCollection", "enumerated": "EnumeratedSequence"]
  static let lazyWrapperFunctions = ["zip": "Zip2Sequence", "stride": "StrideTo"]

  private func lazyWrapperType(of call: FunctionCallExprSyntax, in env: Environment) -> String? {
    if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil {
      return Interpreter.lazyWrapperMethods[access.declName.baseName.identifierText]
    }
    if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
      env.lookup(ref.baseName.identifierText) == nil
    {
      return Interpreter.lazyWrapperFunctions[ref.baseName.identifierText]
    }
    return nil
  }

  /// Refuses to print a value whose static type is one of those wrappers: the lab holds its
  /// elements, and Swift would print the wrapper.
  func checkPrintable(type: String?, at node: some SyntaxProtocol) throws {
    let wrappers = Array(Interpreter.lazyWrapperMethods.values) + Interpreter.lazyWrapperFunctions.values
    guard let type, wrappers.contains(where: { type.hasPrefix($0) }) else { return }
    throw error(
      "Swift prints a `\(type)` here, not its elements; write `Array(…)` around it to print them",
      at: node, kind: .notSupported)
  }

  func isOptionalType(_ type: String?) -> Bool { type.map(Value.isOptionalType) ?? false }

  /// Whether a collection type's elements (an array's) or values (a dictionary's) are optional:
  /// `[Int?]`, `[String: Int?]`, `[_: _?]`. Reading one through `first` or a subscript gives a
  /// double optional (`Int??`), which the lab does not hold (`refuseDoubleOptional`).
  func hasOptionalElements(_ type: String?) -> Bool {
    guard let type = type.map(resolvedTypeName)?.filter({ $0 != " " }), type.hasPrefix("["), type.hasSuffix("]")
    else { return false }
    let inner = String(type.dropFirst().dropLast())
    let element = Value.topLevelColon(inner).map { String(inner[inner.index(after: $0)...]) } ?? inner
    return Value.isOptionalType(element)
  }

  /// Refuses a read whose type is a double optional: `d[key]` of a `[String: Int?]` is an
  /// `Int??`, `Optional(nil)` when the key holds nil and `nil` when it is missing, and
  /// `xs.first` of an `[Int?]` likewise. The lab keeps one level of optional (a value or nil),
  /// so it would print, unwrap and compare them as `Int?`: wrong where the levels differ.
  func refuseDoubleOptional(
    _ read: String, at node: some SyntaxProtocol, because reason: String = "the collection's elements are optional",
    suggestion: String
  ) throws {
    throw error(
      "`\(read)` is a double optional here (\(reason)), which the lab "
        + "does not hold: it keeps one level of optional; \(suggestion)", at: node, kind: .notSupported)
  }

  /// The numeric type the right side of `lhs ?? rhs` takes: the wrapped type of `lhs`.
  func coalescingHint(_ lhs: ExprSyntax, in env: Environment) -> TypeHint? {
    if let type = staticType(of: lhs, in: env), type != "_?" {
      var wrapped = type
      while wrapped.hasSuffix("?") { wrapped.removeLast() }
      return TypeHint(typeName: wrapped)
    }
    // A dictionary lookup or `first`: the type of the elements it holds.
    var collection: ExprSyntax?
    if let sub = lhs.as(SubscriptCallExprSyntax.self) { collection = sub.calledExpression }
    if let access = lhs.as(MemberAccessExprSyntax.self) { collection = access.base }
    if let call = lhs.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      collection = access.base
    }
    guard let collection else { return nil }
    // Its declared type (`let xs: [Double] = []`, a property `var d: [String: CGFloat]`) says,
    // even when it is empty.
    if let declared = staticType(of: collection, in: env).map(resolvedTypeName),
      declared.hasPrefix("["), declared.hasSuffix("]")
    {
      let inner = String(declared.dropFirst().dropLast())
      let element = Value.topLevelColon(inner).map { String(inner[inner.index(after: $0)...]) } ?? inner
      if let hint = TypeHint(typeName: element)?.numeric { return hint }
    }
    guard isPlainReference(collection), let value = valueForType(of: collection, in: env) else { return nil }
    switch value {
    case .dictionary(let d): return d.values.first.flatMap(numericType(of:))
    case .array(let a): return a.first.flatMap(numericType(of:))
    default: return nil
    }
  }

  /// "a" or "an" before a type's name, as it is read: an `Animation`, a `UIKeyboardType`.
  static func indefiniteArticle(_ name: String) -> String {
    let letters = Array(name.prefix(2))
    guard let first = letters.first else { return "a" }
    if "AEIO".contains(first) { return "an" }
    if first == "U", letters.count > 1, letters[1].isLowercase { return "an" }
    return "a"
  }

  /// How `print` and interpolation show a value whose declared type is optional.
  /// A `.name` whose type nothing gave is not a value Swift could print: the compiler asks
  /// for its base ("cannot infer contextual base"), and so does the lab, rather than print
  /// the member's name as if it were one.
  func checkPrintable(_ value: Value, at node: some SyntaxProtocol) throws {
    if value.firstNested({ if case .opaque(let o) = $0, o.kind == "Error" { true } else { nil } }) != nil {
      throw error(
        "an error an API throws prints as Swift's `NSError` or `DecodingError` does, which the lab does "
          + "not imitate; catch your own error types to print them", at: node, kind: .notSupported)
    }
    if let kind = value.firstNested({ v -> String? in
      switch v {
      case .publisher(let p): return p.kind
      case .opaque(let o) where o.kind == "AnyCancellable" || o.kind == "ObjectIdentifier" || o.kind == PredicateFormat.kind
        || o.kind == "UIKeyboardType"
        || o.kind == UIFonts.kind || o.kind == ComparisonResults.kind:
        return o.kind
      case .opaque(let o) where o.kind.hasPrefix("PartialRange") && o.kind.hasSuffix("<Date>"): return o.kind
      case .tuple(let t) where t.nominal == "Notification" || t.nominal == "FetchDescriptor" || t.nominal == ScrollPositionValues.nominal:
        return t.nominal
      default: return nil
      }
    }) {
      // Each prints what the lab does not keep: type names, or an address (`ObjectIdentifier(0x…)`).
      throw error(
        kind == "ObjectIdentifier"
          ? "an `ObjectIdentifier` prints the address it identifies (`ObjectIdentifier(0x…)`), which differs "
            + "from run to run; compare identifiers instead"
          : "Swift prints \(Self.indefiniteArticle(kind)) `\(kind)` with its module's type names and addresses, which the lab does not "
            + "imitate; print the values it carries", at: node, kind: .notSupported)
    }
    if value.firstNested({ v -> Bool? in
      if case .opaque(let o) = v, o.kind == AttributedStrings.index || o.kind == AttributedStrings.range { return true }
      return AttributedStrings.isAttributed(v) ? true : nil
    }) != nil {
      throw error(
        "Swift prints an `AttributedString` with each run's attributes and their types, which the lab does not "
          + "imitate; print `String(text.characters)`", at: node, kind: .notSupported)
    }
    // SwiftUI values whose printed form shows private storage (an animation's base, a font's
    // provider, a guide's key bits) or that the lab keeps only as what they draw (a gradient,
    // a stroke style): the lab's own text for them is for `:state` and echoes.
    if let kind = value.firstNested({ v -> String? in
      switch v {
      case .alignment: return "Alignment"
      case .alignmentKey(let k): return k.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
      case .font: return "Font"
      case .animation, .spring: return "Animation"
      case .gridItem: return "GridItem"
      case .view(let view): return view.kind.typeName
      case .projection: return "ProjectionTransform"
      case .transform3D: return "CATransform3D"
      case .opaque(let o) where o.style != nil: return o.kind
      default: return nil
      }
    }) {
      throw error(
        "Swift prints \(Self.indefiniteArticle(kind)) `\(kind)` with SwiftUI's private storage, which "
          + "the lab does not imitate; print the values it carries", at: node, kind: .notSupported)
    }
    if value.firstNested({ if case .opaque(let o) = $0, StringIndices.kinds.contains(o.kind) { true } else { nil } }) != nil {
      throw error(
        "Swift prints a `String.Index` as its raw bits (`Index(_rawBits: …)`), which the lab does not imitate; "
          + "print `s.distance(from: s.startIndex, to: i)`, or the characters `s[i]`", at: node, kind: .notSupported)
    }
    if value.firstNested({ if case .color(let c) = $0, UIColors.isUIKit(c) { true } else { nil } }) != nil {
      throw error(
        "a `UIColor` prints its colour space and components (`UIExtendedSRGBColorSpace 1 0 0 1`), "
          + "which the lab does not imitate; it is drawn, and `:tree` names it", at: node, kind: .notSupported)
    }
    if value.firstNested({ v -> Bool? in
      if case .opaque(let o) = v, o.kind == URLComponentsBuiltins.kind, URLComponentsBuiltins.components(o).url == nil { return true }
      return nil
    }) != nil {
      throw error(
        "these `URLComponents` make no URL, and how Foundation prints them then differs between platforms; print "
          + "their parts", at: node, kind: .notSupported)
    }
    if value.firstNested({ if case .tuple(let t) = $0, t.nominal != nil, t.nominal != "URLQueryItem" { true } else { nil } }) != nil {
      throw error(
        "Swift prints an `AnimatablePair` with its type parameters (`AnimatablePair<Double, "
          + "Double>(first: …, second: …)`), which the lab does not keep (a `CGFloat` and a `Double` "
          + "are one number here); print its `first` and `second`", at: node, kind: .notSupported)
    }
    if let color = value.firstNested({ if case .color(let c) = $0, c.printed == nil { c } else { nil } }) {
      throw error(
        "SwiftUI prints `\(color)` as its provider describes it (an asset's, a UIKit colour's, a display-P3 "
          + "one's), which the lab does not imitate; it is drawn, and `:tree` names it", at: node, kind: .notSupported)
    }
    if value.containsSet {
      throw error(
        "Swift prints a `Set`'s elements in an order that changes from run to run (its hashing "
          + "is seeded per process); print a sorted array instead, such as `set.sorted()`",
        at: node, kind: .notSupported)
    }
    if value.containsUnorderedDictionary {
      throw error(
        "Swift prints a `Dictionary`'s pairs in an order that changes from run to run (its hashing is seeded "
          + "per process); print them sorted instead, such as `dict.sorted { $0.key < $1.key }`",
        at: node, kind: .notSupported)
    }
    if case .instance(let inst) = value, inst.type.inheritsNSObject,
      inst.type.property("description") == nil
    {
      throw error(
        "an `NSObject` subclass prints its memory address (`<GeometryLab.\(inst.type.name): 0x…>`), "
          + "which differs on every run; the lab does not print it", at: node, kind: .notSupported)
    }
    if value.containsDate(where: { $0 < DateBuiltins.gregorianStart }) {
      throw error(
        "a date before 15 October 1582 prints differently on Apple platforms (Julian calendar) "
          + "and in the lab's Foundation (Gregorian); the lab does not print it",
        at: node, kind: .notSupported)
    }

    if let kind = value.firstNested({ v -> String? in
      if case .calendar = v { return "Calendar" }
      if case .opaque(let o) = v, o.kind == "TimeZone" { return "TimeZone" }
      return nil
    }) {
      throw error(
        "a `\(kind)` prints differently in Linux Foundation and on Apple platforms (its identifier, "
          + "locale and time zone in different words); print its members instead, such as "
          + (kind == "Calendar" ? "`firstWeekday`" : "`identifier`"), at: node, kind: .notSupported)
    }
    if let name = value.unresolvedMember {
      throw error(
        "cannot infer contextual base in reference to member `\(name)`", at: node,
        kind: .typeMismatch)
    }
    if let name = value.genericInstanceName {
      throw error(
        "Swift prints `\(name)` with its generic arguments (`\(name)<…>(…)`), which the lab does "
          + "not track; print its properties instead", at: node, kind: .notSupported)
    }
  }


}
