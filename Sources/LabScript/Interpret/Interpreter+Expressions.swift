import LabEngine
import SwiftSyntax

/// Thrown by `a?` when `a` is nil; caught at the top of the postfix chain, which becomes nil.
struct OptionalChainNil: Error {}

extension Interpreter {
  /// Evaluates one expression.
  func evaluate(_ expr: ExprSyntax, in env: Environment) throws -> Value {
    try evaluate(expr, in: env, hint: nil)
  }

  /// Evaluates one expression in a context that types its literals (`TypeHint`).
  func evaluate(_ expr: ExprSyntax, in env: Environment, hint: TypeHint?) throws -> Value {
    try step(expr)
    // The walk down first: most expressions hold no `?` and it ends at once, without the
    // parent lookup `isChainTop` makes.
    if containsOptionalChain(expr), isChainTop(expr) {
      do { return try evaluateNode(expr, in: env, hint: hint) } catch is OptionalChainNil {
        return .null
      }
    }
    return try evaluateNode(expr, in: env, hint: hint)
  }

  private func evaluateNode(_ expr: ExprSyntax, in env: Environment, hint: TypeHint?) throws
    -> Value
  {
    switch expr.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let lit):
      if hint == .float, case .int(let i) = try integerLiteral(lit) { return .float(Float(i)) }
      if hint == .double {
        let text = lit.literal.text.replacingOccurrences(of: "_", with: "")
        if let i = Int(text) { return .double(Double(i)) }
        if let d = Double(text) { return .double(d) }
      }
      return try integerLiteral(lit)
    case .floatLiteralExpr(let lit):
      let text = lit.literal.text.replacingOccurrences(of: "_", with: "")
      guard let d = Interpreter.doubleLiteral(text) else { throw error("invalid number `\(text)`", at: lit, kind: .invalidSwift) }
      if hint == .int {
        throw error(
          "a floating-point literal cannot be an `Int`", at: lit, kind: .typeMismatch)
      }
      if hint == .float { return .float(Interpreter.floatLiteral(text) ?? Float(d)) }
      return .double(d)
    case .booleanLiteralExpr(let lit): return .bool(lit.literal.tokenKind == .keyword(.true))
    case .nilLiteralExpr: return .null
    case .stringLiteralExpr(let lit): return try stringLiteral(lit, in: env)
    case .simpleStringLiteralExpr(let lit):
      return .string(lit.segments.map { unescape($0.content.text) }.joined())
    case .arrayExpr(let arr):
      var values: [Value] = []
      var elementHint: TypeHint?
      if case .array(let e)? = hint { elementHint = e }
      for element in arr.elements {
        values.append(try evaluate(element.expression, in: env, hint: elementHint))
      }
      // `[CGFloat(3), 9, 4]`: Swift joins the element types, so beside a floating value the
      // integer literals are floating too ([3.0, 9.0, 4.0]).
      if elementHint == nil, values.contains(where: { if case .double = $0 { true } else { false } }) {
        for (i, element) in arr.elements.enumerated()
        where literalKind(of: element.expression, in: env) == .integer {
          guard let value = valueForType(of: element.expression, in: env, hint: .double) else {
            throw error(
              "the lab cannot read this element as a `Double` without running it again",
              at: element.expression, kind: .notSupported)
          }
          values[i] = value
        }
      }
      try checkCollection(values.count, at: arr)
      return .array(try resolvingImplicitMembers(values, in: arr))
    case .dictionaryExpr(let dict):
      var result = DictionaryValue()
      if case .elements(let elements) = dict.content {
        for element in elements {
          let key = try evaluate(element.key, in: env)
          var valueHint: TypeHint?
          if case .dictionary(let v)? = hint { valueHint = v }
          result[key] = try evaluate(element.value, in: env, hint: valueHint)
        }
      }
      return .dictionary(result)
    case .declReferenceExpr(let ref): return try identifier(ref, in: env)
    case .memberAccessExpr(let access): return try memberAccess(access, in: env)
    case .postfixIfConfigExpr(let p): return try postfixIfConfig(p, in: env)
    case .functionCallExpr(let call): return try functionCall(call, in: env, hint: hint)
    case .subscriptCallExpr(let sub): return try subscriptCall(sub, in: env)
    case .closureExpr(let closure): return .function(makeClosure(closure, in: env))
    case .sequenceExpr(let seq): return try evaluateSequence(seq, in: env, hint: hint)
    case .infixOperatorExpr(let infix):
      return try evaluate(
        .binary(
          infix.operator.trimmedDescription, .operand(infix.leftOperand),
          .operand(infix.rightOperand), Syntax(infix.operator)), in: env, hint: hint)
    case .prefixOperatorExpr(let pre)
    where pre.operator.text == "-" && pre.expression.is(IntegerLiteralExprSyntax.self)
      && hint == .double:
      // `-0` is one integer literal (zero, without a sign), then a Double: +0.0, not -0.0.
      guard case .int(let i) = try integerLiteral(pre.expression.cast(IntegerLiteralExprSyntax.self))
      else { return try prefixOperator(pre, in: env, hint: hint) }
      return .double(Double(-i))
    case .prefixOperatorExpr(let pre): return try prefixOperator(pre, in: env, hint: hint)
    case .postfixOperatorExpr(let post) where post.operator.text == "...":
      return try partialRangeFrom(try evaluate(post.expression, in: env), at: post)
    case .postfixOperatorExpr(let post):
      throw error("postfix operator `\(post.operator.text)` is not supported", at: post, kind: .notSupported)
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return try evaluate(only.expression, in: env, hint: hint)
      }
      var labels: [String?] = []
      var values: [Value] = []
      var elementHints: [TypeHint?] = []
      if case .tuple(let hints)? = hint, hints.count == tuple.elements.count { elementHints = hints }
      for (i, element) in tuple.elements.enumerated() {
        labels.append(element.label?.text)
        let elementHint = i < elementHints.count ? elementHints[i] : (hint == .any ? .any : nil)
        values.append(try evaluate(element.expression, in: env, hint: elementHint))
      }
      if values.isEmpty { return .void }
      return .tuple(TupleValue(labels: labels, elements: values))
    case .ternaryExpr(let t):
      return try ternary(
        t.condition, .operand(t.thenExpression), .operand(t.elseExpression), node: Syntax(t),
        in: env, hint: hint)
    case .ifExpr(let ifExpr): return try ifValue(ifExpr, in: env)
    case .switchExpr(let sw): return try switchValue(sw, in: env)
    case .optionalChainingExpr(let opt):
      let value = try evaluate(opt.expression, in: env)
      if case .null = value { throw OptionalChainNil() }
      return value
    case .forceUnwrapExpr(let force):
      let value = try evaluate(force.expression, in: env)
      if case .null = value {
        throw error("unexpectedly found nil while unwrapping an Optional value", at: force, kind: .trap)
      }
      return value
    case .keyPathExpr(let kp): return try keyPath(kp)
    case .inOutExpr(let inout_): return try evaluate(inout_.expression, in: env)
    case .tryExpr(let t): return try evaluateTry(t, in: env)
    case .awaitExpr(let a): return try evaluate(a.expression, in: env)
    case .genericSpecializationExpr(let g): return try evaluate(g.expression, in: env)
    case .typeExpr(let t): return try typeValue(named: t.type.trimmedDescription, at: t)
    case .asExpr(let asExpr): return try evaluateCast(asExpr, in: env)
    case .isExpr(let isExpr): return try evaluateIs(isExpr, in: env)
    case .discardAssignmentExpr(let d): throw error("`_` can only appear on the left of `=`", at: d, kind: .invalidSwift)
    case .macroExpansionExpr(let m) where m.macroName.text == "Preview":
      return try preview(m, in: env)
    case .macroExpansionExpr(let m) where m.macroName.text == "colorLiteral":
      // Xcode's colour literal: a colour of those components.
      let parts = try m.arguments.map { arg -> (label: String, value: Double) in
        (arg.label?.text ?? "_", try number(try evaluate(arg.expression, in: env), arg.expression))
      }
      return ColorBuiltins.literal(parts)
    case .macroExpansionExpr(let m) where m.macroName.text == "Predicate":
      // `#Predicate<Item> { $0.done }`: the test, as a closure (what `@Query(filter:)` runs).
      guard let body = m.trailingClosure else {
        throw error("`#Predicate` needs a closure", at: m, kind: .argument)
      }
      return try evaluate(ExprSyntax(body), in: env)
    case .macroExpansionExpr(let m) where m.macroName.text == "selector":
      // `#selector(UIResponder.resignFirstResponder)`: a method's name, for `sendAction`.
      return UIApplicationBuiltins.selector(m.arguments.trimmedDescription)
    case .macroExpansionExpr(let m):
      throw error("macro `#\(m.macroName.text)` is not supported", at: m, kind: .notSupported)
    case .superExpr(let s):
      guard case .instance(let inst)? = env.lookup("self")?.0, inst.type.inheritsNSObject else {
        throw error("`super` is available only in a subclass of `NSObject` here", at: s, kind: .notSupported)
      }
      return .opaque(OpaqueValue(kind: "super", text: "NSObject"))
    case .editorPlaceholderExpr(let p):
      throw error("editor placeholder in source: fill it in", at: p, kind: .invalidSwift)
    case .patternExpr(let p): throw error("pattern outside of a `case`", at: p, kind: .invalidSwift)
    case .missingExpr(let m): throw error("expected an expression", at: m, kind: .invalidSwift)
    default:
      throw error(
        "this kind of expression is not supported: `\(expr.trimmedDescription)`", at: expr, kind: .notSupported)
    }
  }

  // MARK: Literals

  /// A floating-point literal as Swift makes it: on x86-64 the compiler reads the literal as
  /// an 80-bit float and then rounds that to `Float` or `Double` (the standard library's
  /// `_MaxBuiltinFloatType` there is `Float80`), so the lab rounds twice the same way:
  /// `1.0000000596046447753906251` is a `Float` 1.0, where reading it directly gives 1.0000001.
  static func floatLiteral(_ text: String) -> Float? { literal(text) }

  static func doubleLiteral(_ text: String) -> Double? { literal(text) }

  private static func literal<F: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String) -> F? {
    #if arch(x86_64) && !os(Windows)
      return Float80(text).map { F($0) }
    #else
      return F(text)
    #endif
  }

  private func integerLiteral(_ lit: IntegerLiteralExprSyntax) throws -> Value {
    var text = lit.literal.text
    // The common literal, decimal without separators, directly (Foundation's
    // `replacingOccurrences` on every evaluation was a fifth of a counting loop's time).
    if let i = Int(text) { return .int(i) }
    text = text.replacingOccurrences(of: "_", with: "")
    var radix = 10
    if text.hasPrefix("0x") {
      radix = 16
    } else if text.hasPrefix("0b") {
      radix = 2
    } else if text.hasPrefix("0o") {
      radix = 8
    }
    if radix != 10 { text.removeFirst(2) }
    guard let i = Int(text, radix: radix) else {
      throw error("integer literal `\(lit.literal.text)` overflows Int", at: lit, kind: .invalidSwift)
    }
    return .int(i)
  }

  /// `[Mode.on, .off]`: Swift gives a collection literal one element type, so a `.member`
  /// beside an element of a known type is a member of that type.
  func resolvingImplicitMembers(_ values: [Value], in node: some SyntaxProtocol) throws -> [Value] {
    guard values.contains(where: { if case .implicitMember = $0 { true } else { false } }),
      let known = values.first(where: { if case .implicitMember = $0 { false } else { true } })
    else { return values }
    return try values.map { value in
      guard case .implicitMember(let m) = value else { return value }
      return try resolveImplicit(m, like: known, at: Syntax(node))
    }
  }

  private func stringLiteral(_ lit: StringLiteralExprSyntax, in env: Environment) throws -> Value {
    var result = ""
    // A literal that becomes a `LocalizedStringKey` (`Text("\(x) km")`) is a key: its text with
    // a specifier per value (`%lf` for a `Double`), looked up in the loaded strings table and
    // otherwise formatted itself with the values, as SwiftUI shows a key no table has
    // (docs/semantics.md §1.2). Until the whole literal is known to be a key, its key and its
    // values are kept beside the text.
    let interpolated = lit.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    let keyContext = (interpolated || !localizedTables.isEmpty) && isLocalizedStringKeyArgument(lit, in: env)
    var keyText = ""
    var keyValues: [Argument] = []
    var key = KeyInterpolation.compatible
    for segment in lit.segments {
      switch segment {
      case .stringSegment(let s):
        let text = lit.openingPounds == nil ? unescape(s.content.text) : s.content.text
        result += text
        if keyContext { keyText += interpolated ? text.replacingOccurrences(of: "%", with: "%%") : text }
      case .expressionSegment(let e):
        let elements = Array(e.expressions)
        if elements.count == 2, elements[1].label?.text == "specifier" {
          let value = try evaluate(elements[0].expression, in: env)
          guard case .string(let spec) = try evaluate(elements[1].expression, in: env) else {
            throw error("`specifier:` takes a format string", at: elements[1], kind: .typeMismatch)
          }
          let arg = Argument(label: nil, value: value, node: Syntax(elements[0]))
          result += try StringFormat.interpolate(
            arg, specifier: spec, at: Syntax(elements[1].expression), interp: self)
          keyText += spec
          keyValues.append(arg)
          continue
        }
        if elements.count == 2, elements[1].label?.text == "formatter" {
          // `Text("\(date, formatter: f)")`: the key's interpolation writes what the formatter
          // makes of the value (`string(from:)` of a `DateFormatter`, `string(for:)` otherwise).
          let value = try evaluate(elements[0].expression, in: env)
          let formatter = try evaluate(elements[1].expression, in: env)
          let isDate = { if case .date = value { true } else { false } }()
          guard let method = try member(of: formatter, named: "string", node: Syntax(elements[1])) else {
            throw error("`formatter:` takes a `DateFormatter` or `NumberFormatter`", at: elements[1], kind: .typeMismatch)
          }
          let made = try callValue(method, [Argument(label: isDate ? "from" : "for", value: value, node: Syntax(elements[0]))], node: Syntax(elements[1]))
          let text: String
          if case .string(let s) = made { text = s } else { text = "" }
          result += text
          keyText += "%@"
          keyValues.append(Argument(label: nil, value: .string(text), node: Syntax(elements[0])))
          continue
        }
        if elements.count == 2, elements[1].label?.text == "format", keyContext {
          // `Text("Total: \(cost, format: .currency(code: "USD"))")`: the key's interpolation
          // writes `cost.formatted(style)` [DOC LocalizedStringKey.StringInterpolation
          // appendInterpolation(_:format:)].
          let value = Argument(label: nil, value: try evaluate(elements[0].expression, in: env), node: Syntax(elements[0]))
          let format = Argument(label: "format", value: try evaluate(elements[1].expression, in: env), node: Syntax(elements[1]))
          let text = try ViewBuiltins.formatted(value, format, for: "appendInterpolation(_:format:)", self)
          result += text
          keyText += "%@"
          keyValues.append(Argument(label: nil, value: .string(text), node: Syntax(elements[0])))
          continue
        }
        if let extra = elements.dropFirst().first {
          throw error(
            "an interpolation takes one value (SwiftUI's `Text` also takes `specifier:`, `format:` and "
              + "`formatter:`)", at: extra, kind: .notSupported)
        }
        for element in e.expressions {
          let value = try evaluate(element.expression, in: env)
          let type = staticType(of: element.expression, in: env)
          let text = try printedText(value, declaredAs: type, reflecting: false, at: element.expression)
          if keyContext {
            let node = Syntax(element.expression)
            let kind = KeyInterpolation.of(value, declaredAs: type, at: node)
            key = key.joined(kind)
            if case .compatible = kind {
              let specifier = KeyInterpolation.specifier(of: value, declaredAs: type)
              keyText += specifier
              // `%@` prints the value's description, which is its text here.
              keyValues.append(Argument(label: nil, value: specifier == "%@" ? .string(text) : value, node: node))
            }
          }
          result += text
        }
      }
      if result.count > limits.maxCollectionSize { try checkCollection(result.count, at: lit) }
    }
    guard keyContext else { return .string(result) }
    switch key {
    case .incompatible:
      // A value the key's interpolation does not take makes the literal a `String`.
      return .string(result)
    case .unknownText(let what, let node):
      throw error(
        "in a localized string key a `\(what)` is formatted by its Objective-C description, which the lab "
          + "does not imitate; interpolate its text (`.uuidString`, `.description`) or make the literal a `String`",
        at: node, kind: .notSupported)
    case .compatible:
      let format = try localizedText(keyText, at: lit) ?? (interpolated ? keyText : nil)
      guard let format else { return .string(result) }
      return .string(interpolated ? try StringFormat.formatted(format, keyValues, at: Syntax(lit), self) : format)
    }
  }

  /// Whether a string literal is the title key of a SwiftUI initializer or modifier that takes a
  /// `LocalizedStringKey` (`Text("…")`, `Button("…") {}`, `.navigationTitle("…")`), and so is one.
  func isLocalizedStringKeyArgument(_ lit: StringLiteralExprSyntax, in env: Environment) -> Bool {
    guard let arg = lit.parent?.as(LabeledExprSyntax.self), arg.label == nil,
      let list = arg.parent?.as(LabeledExprListSyntax.self), list.first?.id == arg.id,
      let call = list.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    let name: String
    if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = ref.baseName.text
      // A type of the program's own of that name takes what it declares.
      if case .type(let t)? = try? lookup(name, in: env), case .builtin = t {} else { return false }
      return Self.localizedKeyTypes.contains(name)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.base != nil && Self.localizedKeyModifiers.contains(member.declName.baseName.text)
    }
    return false
  }

  /// The views whose first unlabelled argument, a literal, is a `LocalizedStringKey` title.
  static let localizedKeyTypes: Set<String> = [
    "Text", "LocalizedStringKey", "Button", "Label", "Toggle", "Stepper", "Link", "NavigationLink",
    "Section", "TextField", "SecureField", "Picker", "Menu", "ProgressView", "DatePicker",
    "ColorPicker", "GroupBox", "Gauge", "LabeledContent", "ShareLink", "ContentUnavailableView", "PhotosPicker",
  ]
  /// The modifiers whose first unlabelled argument, a literal, is a `LocalizedStringKey`.
  static let localizedKeyModifiers: Set<String> = [
    "navigationTitle", "alert", "confirmationDialog", "badge", "help", "accessibilityLabel",
    "accessibilityHint", "searchable", "tabItem",
  ]

  func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var out = ""
    var chars = Array(text)[...]
    while let c = chars.popFirst() {
      guard c == "\\", let next = chars.popFirst() else {
        out.append(c)
        continue
      }
      switch next {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "0": out.append("\0")
      case "u":
        if chars.first == "{", let close = chars.firstIndex(of: "}") {
          let hex = String(chars[chars.index(after: chars.startIndex)..<close])
          if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
            out.unicodeScalars.append(scalar)
          }
          chars = chars[chars.index(after: close)...]
        }
      default: out.append(next)
      }
    }
    return out
  }

  private func keyPath(_ kp: KeyPathExprSyntax) throws -> Value {
    var path: [String] = []
    for component in kp.components {
      switch component.component {
      case .property(let prop): path.append(prop.declName.baseName.identifierText)
      case .optional: continue
      default: throw error("only property key paths like `\\.id` are supported", at: component, kind: .notSupported)
      }
    }
    // `\Hike.Observation.elevation`: Swift's parser takes `Hike` for the root and
    // `Observation` for a property; a leading name that is a type nested in the root is part
    // of the root.
    if let root = kp.root?.trimmedDescription, !path.isEmpty {
      var rootName = root
      while path.count > 1, decodableType(named: rootName + "." + path[0], from: nil) != nil {
        rootName += "." + path.removeFirst()
      }
    }
    if kp.root != nil, path.isEmpty { path = ["self"] }
    return .keyPath(path)
  }

  // MARK: Identifiers

  func identifier(_ ref: DeclReferenceExprSyntax, in env: Environment) throws -> Value {
    let name = ref.baseName.identifierText
    if name.hasPrefix("$") {
      if let (value, _) = env.lookup(name) { return value }
      let stripped = String(name.dropFirst())
      if Int(stripped) == nil { return try projectedBinding(stripped, in: env, at: ref) }
    }
    if let value = try lookup(name, in: env) { return value }
    // `Self.arrange(…)` in a method: the type `self` belongs to (in a static method, `self` is
    // the type already).
    if name == "Self", let (selfValue, _) = env.lookup("self") {
      switch selfValue {
      case .instance(let inst): return .type(.userStruct(inst.type))
      case .enumCase(let e): return .type(.userEnum(e.type))
      case .type: return selfValue
      default: break
      }
    }
    if Self.operatorFunctions.contains(name) {
      // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
      return .function(
        FunctionValue(name: name) { c in
          guard c.arguments.count == 2 else { throw c.fail("`\(name)` needs two operands", kind: .argument) }
          return try c.interpreter.arithmetic(
            name, c.arguments[0].value, c.arguments[1].value, node: c.node)
        })
    }
    throw unknown(
      "cannot find", name, at: ref,
      candidates: env.visibleNames + Builtins.globalNames
        + selfMemberNames(in: env))
  }

  static let operatorFunctions: Set<String> = [
    "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=",
  ]

  /// Looks a name up: locals outwards, `self`'s members where a scope has `self`, then the
  /// globals, then the top-level fallback (the root view's members), then the built-ins.
  func lookup(_ name: String, in env: Environment) throws -> Value? {
    var scope: Environment? = env
    while let current = scope {
      if let value = current.values[name] { return value }
      if let binding = current.bindingAliases[name] { return try read(binding, at: Syntax(TokenSyntax.identifier(name))) }
      if name != "self", let selfValue = current.values["self"] {
        if let member = try member(of: selfValue, named: name, node: nil, implicitSelf: true) {
          return member
        }
      }
      scope = current.enclosing
    }
    if let selfValue = topLevelSelf, name != "self",
      let member = try member(of: selfValue, named: name, node: nil, implicitSelf: true)
    {
      return member
    }
    if let dot = name.firstIndex(of: "."), dot != name.startIndex {
      // A nested type named from outside (`Outer.Inner`, as a type annotation writes it).
      guard var value = try lookup(String(name[..<dot]), in: env), case .type = value else {
        return Builtins.global(name)
      }
      for part in name[name.index(after: dot)...].split(separator: ".") {
        guard let next = try member(of: value, named: String(part), node: nil), case .type = next else {
          return Builtins.global(name)
        }
        value = next
      }
      return value
    }
    return Builtins.global(name)
  }

  private func selfMemberNames(in env: Environment) -> [String] {
    guard let (selfValue, _) = env.lookup("self") ?? topLevelSelf.map({ ($0, env) }) else {
      return []
    }
    return memberNames(of: selfValue)
  }

  /// `$name`: the binding to a `@State` (or a `@Binding`'s own binding).
  func projectedBinding(_ name: String, in env: Environment, at node: some SyntaxProtocol)
    throws -> Value
  {
    let selfValue = env.lookup("self")?.0 ?? topLevelSelf
    guard case .instance(let inst)? = selfValue, let prop = inst.type.property(name) else {
      throw error(
        "cannot find `$\(name)`: only `@State`, `@Binding` and object properties have one", at: node,
        kind: .unknownName)
    }
    if case .wrapped = prop.wrapper, let projected = try projectedValue(inst, wrapped: name, at: Syntax(node)) {
      return projected
    }
    if inst.type.isClass {
      guard prop.wrapper == .published, inst.type.isObservableObject, let owner = inst.objectOwner else {
        throw error(
          "`$\(name)`: only a `@Published` property of an `ObservableObject` has a publisher", at: node,
          kind: .invalidSwift)
      }
      return .publisher(PublisherValue(source: .published(owner: owner, name: name), kind: "Published.Publisher"))
    }
    switch prop.wrapper {
    case .appStorage(let key):
      return .binding(.state(StateKey(owner: StateStore.userDefaults, name: key)))
    case .observed, .environmentObject, .environment:
      // `$model.name`: a binding to one of the object's properties (see `member(of:)`).
      return .binding(.constant(inst.fields[name] ?? .null))
    case .state, .stateObject, .gestureState:
      guard let owner = inst.stateOwner else {
        throw error(
          "`$\(name)` is used before `\(inst.type.name)` is part of a view tree", at: node, kind: .invalidSwift)
      }
      return .binding(.state(StateKey(owner: owner, name: name)))
    case .binding:
      if let value = inst.fields[name] { return value }
      return .binding(.constant(.null))
    default:
      throw error("`\(name)` is not a `@State` or `@Binding` property", at: node, kind: .invalidSwift)
    }
  }

  // MARK: Member access

  /// A member of `extension Optional` (or `extension String?`) read on an optional: `name.orEmpty`.
  /// The lab holds an optional as its value or nil, so the member is the extension's when the
  /// value is nil, when the base's type is known to be optional, or when the wrapped value has
  /// no member of the name; a name both have, of a base whose type the lab cannot tell, is
  /// refused. Nil when no extension of `Optional` declares the name.
  @inline(never)
  func optionalExtensionMember(_ base: Value, _ baseExpr: ExprSyntax, _ name: String, in env: Environment, at node: Syntax)
    throws -> Value?
  {
    guard builtinExtensions["Optional"]?[name] != nil || builtinExtensionProperties["Optional"]?[name] != nil else {
      return nil
    }
    let isOptional: Bool
    if case .null = base {
      isOptional = true
    } else if let type = staticType(of: baseExpr, in: env) {
      isOptional = Value.isOptionalType(type)
    } else {
      let wrapped = try? member(of: base, named: name, node: node)
      guard wrapped == nil else {
        throw error(
          "`\(name)` is both a member of `extension Optional` and of `\(base.typeName)`, and the lab cannot tell "
            + "whether `\(baseExpr.trimmedDescription)` is optional here: write its type where it is declared",
          at: node, kind: .notSupported)
      }
      isOptional = true
    }
    guard isOptional else { return nil }
    return try protocolExtensionMember(base, conformances: ["Optional"], name, at: node)
  }

  /// Whether `expr` (which evaluated to `value`) spells a type with sugar or generic
  /// arguments: `[T]`, `[K: V]`, `T?`, `Name<T>`, whose parts are types.
  static func isTypeSugar(_ expr: ExprSyntax, _ value: Value) -> Bool {
    func isType(_ v: Value) -> Bool {
      switch v {
      case .type: return true
      case .array(let items): return items.count == 1 && isType(items[0])
      case .dictionary(let d): return d.keys.count == 1 && isType(d.keys[0]) && isType(d.values[0])
      default: return false
      }
    }
    if expr.is(GenericSpecializationExprSyntax.self) { return isType(value) }
    if expr.is(OptionalChainingExprSyntax.self) { return isType(value) }
    if expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) { return isType(value) }
    return false
  }

  private func memberAccess(_ access: MemberAccessExprSyntax, in env: Environment) throws -> Value {
    let name = access.declName.baseName.identifierText
    // `self.$name`: the projected binding, as `$name` is.
    if name.hasPrefix("$"), name.count > 1,
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return try projectedBinding(String(name.dropFirst()), in: env, at: access.declName)
    }
    if let superExpr = access.base?.as(SuperExprSyntax.self), let superclass = superclass(around: superExpr, in: env) {
      return try superMember(name, of: superclass, in: env, at: access)
    }
    let base: Value
    if let baseExpr = access.base {
      let entries = userCodeEntries
      base = try evaluate(baseExpr, in: env)
      keepForType(base, of: baseExpr, since: entries)
    } else if let pending = pass.postfixBases[access.id] {
      base = pending
    } else {
      return .implicitMember(ImplicitMember(name: name, arguments: nil))
    }
    if name == "self" {
      // `[Int].self`, `[String: Int].self`, `Int?.self`, `Set<Int>.self`: the sugar is a type
      // there, not an array, dictionary or optional of types.
      if let baseExpr = access.base, Self.isTypeSugar(baseExpr, base) {
        return .type(.builtin(baseExpr.trimmedDescription))
      }
      return base
    }
    if !builtinExtensions.isEmpty || !builtinExtensionProperties.isEmpty, let baseExpr = access.base,
      let found = try optionalExtensionMember(base, baseExpr, name, in: env, at: Syntax(access.declName))
    {
      return found
    }
    if let value = try member(of: base, named: name, node: Syntax(access.declName)) {
      // `xs.first` of an `[Int?]` is an `Int??`.
      if name == "first" || name == "last", case .array(let items) = base, let baseExpr = access.base,
        { if case .null = value { !items.isEmpty } else { false } }()
          || hasOptionalElements(staticType(of: baseExpr, in: env))
      {
        try refuseDoubleOptional(
          access.trimmedDescription, at: access,
          suggestion: "test `\(baseExpr.trimmedDescription).isEmpty` and read `[0]` or `.\(name)!` instead")
      }
      // (A name or a member chain is read again by `staticType(of:)` when it asks, unless reading
      // it ran user code: `keepForType` then kept its base.)
      if let baseExpr = access.base, !isPlainReference(baseExpr) {
        noteOptionalMember(access, of: base, name)
      }
      return value
    }
    // `.circle.fill`: a `SymbolVariants` chain, whose type only the parameter knows, stays one
    // implicit member (`symbolVariant` records it).
    let symbolVariants: Set = ["none", "circle", "square", "rectangle", "fill", "slash"]
    if case .implicitMember(let m) = base, m.arguments == nil,
      m.name.split(separator: ".").allSatisfy({ symbolVariants.contains(String($0)) }), symbolVariants.contains(name)
    {
      return .implicitMember(ImplicitMember(name: m.name + "." + name, arguments: nil))
    }
    if case .type(.builtin("Color")) = base, let asset = assetColor(name, at: access.declName) { return asset }
    throw unknown(
      "value of type `\(base.typeName)` has no member", name, at: access.declName,
      candidates: memberNames(of: base))
  }

  /// `Color.brandBlue` that neither SwiftUI nor the app's code declares: Xcode (15 and later)
  /// generates such a symbol for each colour of the app's asset catalogue, which the lab does
  /// not have; taken as that asset's colour, with no value, as `Color("Brand")` is
  /// (docs/semantics.md §14), and said so. A name near one of SwiftUI's colours is left to the
  /// did-you-mean error instead.
  func assetColor(_ name: String, at node: some SyntaxProtocol) -> Value? {
    guard !name.contains(".") else { return nil }
    if let near = EditDistance.closest(to: name, among: Array(ImplicitNames.colors)) {
      // A colour's name with words after it (`blueTop`, `red2`) is a name of its own.
      guard name.hasPrefix(near), let next = name.dropFirst(near.count).first, next.isUppercase || next.isNumber
      else { return nil }
    }
    warn(
      "`Color.\(name)` is neither SwiftUI's nor declared in the code loaded: the lab takes it for the colour Xcode "
        + "generates for an asset catalogue's `\(name)`, whose value it does not have (pictures hatch it)", at: node)
    return .color(ColorValue("Color.\(name)", rgba: nil))
  }

  private func subscriptCall(_ sub: SubscriptCallExprSyntax, in env: Environment) throws -> Value {
    let entries = userCodeEntries
    let base = try evaluate(sub.calledExpression, in: env)
    keepForType(base, of: sub.calledExpression, since: entries)
    // `d["a"]["b"]`: what the base read is optional (the lab holds it unwrapped), and Swift
    // has no subscript on an Optional.
    if let type = optionalReads[sub.calledExpression.id], type.hasSuffix("?") {
      let text = sub.calledExpression.trimmedDescription
      throw error(
        "value of optional type\(type == "_?" ? "" : " `\(type)`") must be unwrapped to subscript "
          + "it: write `\(text)?[…]` or `\(text)![…]`", at: sub.calledExpression, kind: .invalidSwift)
    }
    let args = try sub.arguments.map { arg in
      // `sums[k, default: 0]` of a `[String: Double]`: the default is a value of the dictionary's.
      let hint = arg.label?.text == "default" ? subscriptElementHint(sub, in: env) : nil
      return Argument(
        label: arg.label?.text, value: try evaluate(arg.expression, in: env, hint: hint), node: Syntax(arg))
    }
    if case .dictionary(let d) = base, !args.contains(where: { $0.label == "default" }) {
      optionalReads[sub.id] = "_?"
      // `d[key]` of a `[K: V?]` is a `V??`: a key holding nil, or values declared optional.
      let holdsNil = { if case .null? = d[args[0].value] { true } else { false } }()
      if holdsNil || hasOptionalElements(staticType(of: sub.calledExpression, in: env)) {
        let text = sub.calledExpression.trimmedDescription
        let index = sub.arguments.trimmedDescription
        try refuseDoubleOptional(
          "\(text)[\(index)]", at: sub,
          suggestion: "read `\(text)[\(index), default: nil]`, an optional that is nil whether the key is "
            + "missing or holds nil")
      }
    }
    return try subscriptValue(base, args, node: Syntax(sub))
  }

  /// `$items[i]` (or `$scores[key]`): a binding to one element of the collection a binding
  /// reaches, as Swift's key path through `Binding`'s dynamic member lookup makes it. The index
  /// is the one given now; reading reads the collection again, writing writes it back whole.
  private func elementBinding(_ ref: BindingRef, _ index: Value, node: Syntax) throws -> BindingRef {
    let collection = try read(ref, at: node)
    switch (collection, index) {
    case (.array, .int), (.dictionary, _): break
    default:
      throw error(
        "a binding to a `\(collection.typeName)` has no subscript here: the lab binds an array's element by an `Int` "
          + "and a dictionary's value by its key", at: node, kind: .notSupported)
    }
    let get = FunctionValue(name: "get") { c in
      try c.interpreter.subscriptValue(
        try c.interpreter.read(ref, at: c.node), [Argument(label: nil, value: index, node: c.node)], node: c.node)
    }
    let set = FunctionValue(name: "set") { c in
      let interp = c.interpreter
      let new = c.arguments.first?.value ?? .null
      switch try interp.read(ref, at: c.node) {
      case .array(var items):
        guard case .int(let i) = index, items.indices.contains(i) else {
          throw interp.error("index out of range: \(index) is not in 0..<\(items.count)", at: c.node, kind: .trap)
        }
        items[i] = new
        try interp.write(ref, .array(items), at: c.node)
      case .dictionary(var d):
        d[index] = new
        try interp.write(ref, .dictionary(d), at: c.node)
      default:
        throw interp.error("the binding no longer reaches a collection", at: c.node, kind: .typeMismatch)
      }
      return .void
    }
    return .computed(get: get, set: set)
  }

  /// `2...`, `Date()...`, `i...` of a `String.Index`: a range without an upper bound, as Swift
  /// prints it; a collection's subscript and a `DatePicker`'s `in:` read it. (Apart from
  /// `evaluate`, whose frame every nested expression pays for.)
  @inline(never)
  func partialRangeFrom(_ lower: Value, at post: PostfixOperatorExprSyntax) throws -> Value {
    switch lower {
    case .int(let i):
      return .opaque(OpaqueValue(kind: "PartialRangeFrom<Int>", text: "PartialRangeFrom<Int>(lowerBound: \(i))"))
    case .date(let d):
      return .opaque(OpaqueValue(kind: "PartialRangeFrom<Date>", text: String(d)))
    case let v where StringIndices.offset(v) != nil:
      return StringIndices.partial("...", prefix: false, StringIndices.offset(v)!)
    case let other:
      throw error(
        "a range from a `\(other.typeName)` is not supported; the lab has them from an `Int`, a `Date` or a "
          + "`String.Index`", at: post, kind: .notSupported)
    }
  }

  /// The lower bound of an `Int` range without an upper bound (`2...`), or nil.
  static func partialRangeLowerBound(_ value: Value) -> Int? {
    guard case .opaque(let o) = value, o.kind == "PartialRangeFrom<Int>" else { return nil }
    return Int(o.text.split(separator: ":").last?.dropLast().trimmingCharacters(in: .whitespaces) ?? "")
  }

  func subscriptValue(_ base: Value, _ args: [Argument], node: Syntax) throws -> Value {
    // A program's own subscripts first: a type's, or (only when an extension declares one) a
    // built-in type's.
    let ownType: Bool
    switch base {
    case .instance, .enumCase: ownType = true
    default: ownType = false
    }
    if ownType || !builtinSubscripts.isEmpty, let result = try userSubscript(base, args, node: node) { return result }
    guard let first = args.first else { throw error("subscript needs an index", at: node, kind: .argument) }
    if first.label == "keyPath", case .keyPath(let path) = first.value {
      // `value[keyPath: \.a.b]`: the members along the path (`\.self` is the value).
      var value = base
      for name in path where name != "self" {
        guard let next = try member(of: value, named: name, node: node) else {
          throw error("value of type `\(value.typeName)` has no member `\(name)`", at: first.node, kind: .unknownName)
        }
        value = next
      }
      return value
    }
    if case .opaque(let o) = first.value, o.kind.hasPrefix("PartialRange"), o.kind.hasSuffix("<Int>"),
      let bound = Int(o.text.split(separator: ":").last?.dropLast().trimmingCharacters(in: .whitespaces) ?? "")
    {
      // `xs[2...]`, `xs[..<3]`, `xs[...1]`: the range the partial one makes with the collection
      // (with a slice's own start and end indices).
      let start = if case .arraySlice(let s) = base { s.start } else { 0 }
      let count = try elements(of: base, at: node).count
      let range: RangeValue
      switch o.kind {
      case "PartialRangeFrom<Int>": range = RangeValue(lower: bound, upper: start + count, closed: false)
      case "PartialRangeUpTo<Int>": range = RangeValue(lower: start, upper: bound, closed: false)
      default: range = RangeValue(lower: start, upper: bound, closed: true)
      }
      var rangeArgs = args
      rangeArgs[0].value = .range(range)
      return try subscriptValue(base, rangeArgs, node: node)
    }
    switch (base, first.value) {
    case (.array(let arr), .int(let i)):
      guard arr.indices.contains(i) else {
        throw error("index out of range: \(i) is not in 0..<\(arr.count)", at: node, kind: .trap)
      }
      return arr[i]
    case (.array(let arr), .range(let r)):
      guard r.lower >= 0, r.endExclusive <= arr.count, r.lower <= r.endExclusive else {
        throw error("range \(Value.range(r)) is out of bounds 0..<\(arr.count)", at: node, kind: .trap)
      }
      // An `ArraySlice` that keeps the array's indices: `xs[2...][2]` is `xs[2]`.
      return ArraySliceValue.value(start: r.lower, Array(arr[r.lower..<r.endExclusive]))
    case (.range(let r), .int(let i)) where !r.closed:
      // A `Range<Int>`'s indices are its values: `(3..<6)[4]` is 4 (a `ClosedRange`'s index is
      // a type of its own).
      guard i >= r.lower, i < r.endExclusive else {
        throw error("index out of range: \(i) is not in \(Value.range(r))", at: node, kind: .trap)
      }
      return .int(i)
    case (.arraySlice(let s), .int(let i)):
      // A slice's indices are its base's (docs/semantics.md §21).
      let end = s.start + s.elements.count
      guard i >= s.start, i < end else {
        throw error("index out of range: \(i) is not in \(s.start)..<\(end)", at: node, kind: .trap)
      }
      return s.elements[i - s.start]
    case (.arraySlice(let s), .range(let r)):
      let end = s.start + s.elements.count
      guard r.lower >= s.start, r.endExclusive <= end, r.lower <= r.endExclusive else {
        throw error("range \(Value.range(r)) is out of bounds \(s.start)..<\(end)", at: node, kind: .trap)
      }
      return ArraySliceValue.value(start: r.lower, Array(s.elements[(r.lower - s.start)..<(r.endExclusive - s.start)]))
    case (.dictionary(let dict), let key):
      if let defaultArg = args.first(where: { $0.label == "default" }) {
        return dict[key] ?? defaultArg.value
      }
      return dict[key] ?? .null
    case (.proxy(let proxy), let index):
      return try resolve(index, in: proxy, node: node)
    case (.layoutSubview(let s), let key):
      return try LayoutProtocol.subscriptValue(s, key, self, at: node)
    case (.dimensions(let dims), let keyValue):
      let key = try alignmentKey(keyValue, node: first.node)
      return .double(dims[key])
    case (.tuple, _) where AttributedStrings.isAttributed(base):
      guard let v = try AttributedStrings.subscriptValue(base, first.value, self, at: node) else {
        throw error("value of type `\(base.typeName)` has no subscript", at: node, kind: .typeMismatch)
      }
      return v
    case (.string(let s), .opaque):
      guard let v = try StringIndices.subscriptValue(s, first.value, self, at: node) else {
        throw error("value of type `String` has no subscript taking a `\(first.value.typeName)`", at: node, kind: .typeMismatch)
      }
      return v
    case (.string, .int), (.string, .range):
      throw error(
        "`subscript(_:)` is unavailable: cannot subscript String with an Int, use a String.Index instead",
        at: node, kind: .invalidSwift)
    case (.binding(let ref), _) where args.count == 1 && first.label == nil:
      return .binding(try elementBinding(ref, first.value, node: node))
    default:
      throw error("value of type `\(base.typeName)` has no subscript", at: node, kind: .typeMismatch)
    }
  }

  // MARK: Chains

  /// True when `expr` is not the base of a postfix chain (member access, call, subscript).
  private func isChainTop(_ expr: ExprSyntax) -> Bool {
    guard let parent = expr.parent else { return true }
    if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == expr.id {
      return false
    }
    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expr.id {
      return false
    }
    if let sub = parent.as(SubscriptCallExprSyntax.self), sub.calledExpression.id == expr.id {
      return false
    }
    if let opt = parent.as(OptionalChainingExprSyntax.self), opt.expression.id == expr.id {
      return false
    }
    if let force = parent.as(ForceUnwrapExprSyntax.self), force.expression.id == expr.id {
      return false
    }
    return true
  }

  func containsOptionalChain(_ expr: ExprSyntax) -> Bool {
    // One look at the node's kind per link (a failed `as` per kind cost a retain and a
    // release each, on every expression evaluated).
    var current = Syntax(expr)
    while true {
      switch current.kind {
      case .optionalChainingExpr: return true
      case .memberAccessExpr:
        guard let base = current.cast(MemberAccessExprSyntax.self).base else { return false }
        current = Syntax(base)
      case .functionCallExpr:
        current = Syntax(current.cast(FunctionCallExprSyntax.self).calledExpression)
      case .subscriptCallExpr:
        current = Syntax(current.cast(SubscriptCallExprSyntax.self).calledExpression)
      case .forceUnwrapExpr:
        current = Syntax(current.cast(ForceUnwrapExprSyntax.self).expression)
      default: return false
      }
    }
  }

  // MARK: Casts

  /// The type `self`'s stored properties declared as the generic parameter `name` (or `name?`,
  /// when not nil) hold, when they agree on one that binds it (`genericArgumentType`).
  private func genericBinding(_ name: String, ofSelfIn env: Environment) -> String? {
    guard case .instance(let inst)? = env.lookup("self")?.0 else { return nil }
    var found: String?
    for prop in inst.type.storedProperties where prop.type == name || prop.type == name + "?" {
      guard let value = try? member(of: .instance(inst), named: prop.name, node: nil) else { return nil }
      // `let defaultValue: T?` holding nil says nothing of `T`.
      if case .null = value, prop.type == name + "?" { continue }
      guard let type = Self.genericArgumentType(value) else { return nil }
      if let f = found, f != type { return nil }
      found = type
    }
    return found
  }

  /// `x as T`, `x as? T`, `x as! T`: apart from `evaluate`, whose frame every nested
  /// expression pays for.
  @inline(never)
  private func evaluateCast(_ asExpr: AsExprSyntax, in env: Environment) throws -> Value {
    let name = try castTypeName(asExpr.type.trimmedDescription, in: env, at: Syntax(asExpr.type))
    return try cast(
      evaluate(asExpr.expression, in: env, hint: TypeHint(typeName: name)), toTypeNamed: name,
      optional: asExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark, at: asExpr)
  }

  /// `x is T`, apart from `evaluate` for the same reason.
  @inline(never)
  private func evaluateIs(_ isExpr: IsExprSyntax, in env: Environment) throws -> Value {
    let name = try castTypeName(isExpr.type.trimmedDescription, in: env, at: Syntax(isExpr.type))
    return .bool(matchesType(try evaluate(isExpr.expression, in: env), name))
  }

  /// The type a cast or an `is` names: a generic parameter the call bound (`-> T` from its
  /// context) is that type; one the lab has not bound to a type is refused rather than never
  /// matching (`value as? T` would be nil where Swift has the value).
  @inline(never)
  func castTypeName(_ name: String, in env: Environment, at node: Syntax) throws -> String {
    var base = name
    var suffix = ""
    while let last = base.last, last == "?" || last == "!" {
      suffix = String(last) + suffix
      base.removeLast()
    }
    func refuse() -> RuntimeError {
      error(
        "a cast to the generic parameter `\(base)` is not supported yet: the lab does not know which type `\(base)` "
          + "stands for here", at: node, kind: .notSupported)
    }
    if case .type(.genericParameter(_, let bound))? = env.lookup(base)?.0 {
      guard let bound else { throw refuse() }
      return bound + suffix
    }
    // `[String]`, `Foo.Bar`, `Set<Int>`: not a parameter's name, so no walk up the syntax.
    if base.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) { return name }
    // A generic parameter of the type or function the cast is written in.
    guard let (owner, _, _) = Self.genericParameter(named: base, around: node) else { return name }
    // A type's own parameter, in a method of an instance: the type of the value a stored
    // property declared as that parameter holds (`let defaultValue: T`).
    if owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self),
      let bound = genericBinding(base, ofSelfIn: env)
    {
      return bound + suffix
    }
    throw refuse()
  }

  /// `value as T`, `as? T` (`optional`: nil when it is not a `T`) and `as! T`.
  func cast(_ value: Value, toTypeNamed name: String, optional: Bool, at node: some SyntaxProtocol) throws -> Value {
    if matchesType(value, name) || name.hasPrefix("any ") || name == "Any" {
      return try coerce(value, toType: name, at: node)
    }
    if name == "NSNumber", let n = NumberFormatterBuiltins.number(value) {
      return NumberFormatterBuiltins.nsNumber(n)  // Swift bridges a number to an `NSNumber`
    }
    if optional { return .null }
    // `error as NSError?` of a nil optional: nil, as an optional of any type.
    if case .null = value, name.hasSuffix("?") { return .null }
    if case .int(let i) = value, ["Double", "CGFloat", "Float"].contains(name) {
      return .double(Double(i))
    }
    throw error("cannot cast a value of type `\(value.typeName)` to `\(name)`", at: node, kind: .typeMismatch)
  }

  func matchesType(_ value: Value, _ name: String) -> Bool {
    let name = name.hasSuffix("?") ? String(name.dropLast()) : name
    switch (value, name) {
    case (.double, "CGFloat"), (.double, "Double"), (.double, "Float"): return true
    case (.view, "AnyView"), (.view, "some View"): return true
    case (.instance(let i), "some View"), (.instance(let i), "AnyView"): return i.type.isView
    case (.instance(let i), _) where i.type.superclass != nil:
      // An instance of a subclass is one of each class it inherits from.
      return i.type.isKind(of: name)
    default: return value.typeName == name
    }
  }
}

extension Interpreter {
  /// The superclass of the class whose code holds `super` (the class it is written in, as
  /// Swift resolves it, not the class of `self`), when that is a class of the program.
  func superclass(around node: SuperExprSyntax, in env: Environment) -> StructType? {
    var cursor: Syntax? = Syntax(node)
    while let cur = cursor {
      if let c = cur.as(ClassDeclSyntax.self) {
        guard case .type(.userStruct(let type))? = env.lookup(c.name.identifierText)?.0 else { return nil }
        return type.superclass
      }
      if let e = cur.as(ExtensionDeclSyntax.self) {
        guard case .type(.userStruct(let type))? = env.lookup(e.extendedType.trimmedDescription)?.0 else { return nil }
        return type.superclass
      }
      cursor = cur.parent
    }
    return nil
  }

  /// `super.init(…)`, `super.method(…)` and `super.property` in a subclass: the superclass's
  /// member, run on `self` — so what it calls on `self` is still the subclass's.
  func superMember(_ name: String, of base: StructType, in env: Environment, at node: MemberAccessExprSyntax) throws -> Value {
    guard let selfValue = env.lookup("self")?.0, case .instance = selfValue else {
      throw error("`super` is used in an instance's method or initializer", at: node, kind: .invalidSwift)
    }
    if name == "init" {
      guard !base.initializers.isEmpty else {
        // A superclass without an `init` of its own: its properties have their values already.
        return .function(FunctionValue(name: "init") { c in try c.checkLabels([]); return .void })
      }
      let inits = base.initializers.map { makeInitializer($0, in: base.environment) }
      return .function(
        FunctionValue(name: "init") { c in
          let interp = c.interpreter
          let fitting = inits.filter { interp.overloadScore($0, c.arguments) != nil }
          let fn = fitting.count == 1 ? fitting[0] : try interp.chooseOverload(fitting.isEmpty ? inits : fitting, c.arguments, node: c.node)
          _ = try interp.callUser(fn, args: c.arguments, node: c.node, receiver: selfValue)
          return .void
        })
    }
    if let decls = base.methods[name], !decls.isEmpty {
      return .function(methodValue(decls, in: base.environment).bound(to: selfValue))
    }
    if let prop = base.property(name) {
      if let getter = prop.getter {
        return try runGetter(getter, self: selfValue, env: base.environment, prop: prop, at: Syntax(node.declName))
      }
      // A stored property is the object's own, whichever class declared it.
      return try member(of: selfValue, named: name, node: Syntax(node.declName)) ?? .null
    }
    throw unknown(
      "`\(base.name)` has no member", name, at: node.declName,
      candidates: base.properties.map(\.name) + Array(base.methods.keys))
  }

  /// A type written as an expression (`Foo.self`, `[Int]`): a user type or a built-in one.
  func typeValue(named name: String, at node: some SyntaxProtocol) throws -> Value {
    if let value = try lookup(name, in: globals), case .type = value { return value }
    return .type(.builtin(name))
  }

  /// `#Preview { ContentView() }`: the view Xcode would preview, built from the closure as a
  /// view builder, so that a file's preview becomes the scene's root when it is the last
  /// item. A name is allowed; traits change the preview's canvas, which the lab does not
  /// model: they are warned about rather than ignored silently.
  func preview(_ m: MacroExpansionExprSyntax, in env: Environment) throws -> Value {
    try preview(arguments: m.arguments, closure: m.trailingClosure, node: Syntax(m), in: env)
  }

  /// `#Preview { … }` written as a declaration, as it is when an attribute precedes it
  /// (`@available(iOS 17, *) #Preview { … }`).
  func preview(_ m: MacroExpansionDeclSyntax, in env: Environment) throws -> Value {
    try preview(arguments: m.arguments, closure: m.trailingClosure, node: Syntax(m), in: env)
  }

  private func preview(
    arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, node m: Syntax, in env: Environment
  ) throws -> Value {
    var closure = closure
    for argument in arguments {
      if argument.label?.text == "traits" {
        warn("`#Preview` traits are not modelled: the preview uses the lab's window", at: argument)
      } else if argument.label?.text == "body", closure == nil, let written = argument.expression.as(ClosureExprSyntax.self) {
        // `#Preview(body: { … })`: the closure written as the macro's `body:` argument.
        closure = written
      } else if argument.label != nil || !argument.expression.is(StringLiteralExprSyntax.self) {
        throw error("`#Preview` takes a name and a closure", at: argument, kind: .argument)
      }
    }
    guard let body = closure else {
      throw error("`#Preview` needs a closure that builds the view to preview", at: m, kind: .argument)
    }
    // A preview is given the objects no ancestor provides (docs/semantics.md §17), in its
    // first evaluation too; the root made from it keeps doing so (ScriptContext.setRoot).
    let supplied = suppliesObjects
    suppliesObjects = true
    defer { suppliesObjects = supplied }
    if body.statements.contains(where: { $0.item.as(VariableDeclSyntax.self).map(Self.isPreviewable) ?? false }) {
      return try previewView(body, in: env)
    }
    return try runBody(body.statements, in: Environment(enclosing: env), viewContext: true)
  }

  /// Whether a variable is declared `@Previewable`.
  static func isPreviewable(_ v: VariableDeclSyntax) -> Bool {
    v.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }
  }

  /// `#Preview { @Previewable @State var on = false; Toggle("On", isOn: $on) }`: Xcode makes
  /// the preview a view whose properties are the `@Previewable` variables and whose body is
  /// the rest of the closure [DOC Previewable()], so `@State` there is a view's state and
  /// `$on` its binding. The lab declares that view, `Preview`, once per closure, and makes it.
  @inline(never)
  private func previewView(_ closure: ClosureExprSyntax, in env: Environment) throws -> Value {
    let type: StructType
    if let made = previewTypes[closure.id] {
      type = made
    } else {
      type = StructType(name: "Preview", conformances: ["View"], environment: Environment(enclosing: env), node: Syntax(closure))
      for item in closure.statements {
        guard let v = item.item.as(VariableDeclSyntax.self), Self.isPreviewable(v) else { continue }
        type.properties += try properties(of: v, selfType: type.name)
      }
      type.properties.append(
        PropertyDecl(
          name: "body", wrapper: .none, type: "some View", initializer: nil, isLet: false, isStatic: false,
          getter: closure.statements, setter: nil, willSet: nil, didSet: nil, isViewBuilder: true,
          node: Syntax(closure)))
      previewTypes[closure.id] = type
    }
    return try callValue(.type(.userStruct(type)), [], node: Syntax(closure))
  }
}

extension Interpreter {
  /// `value[…]` through a subscript the program declares: its type's own, or one an extension
  /// gives a built-in type or a protocol it conforms to (`[1, 2][safe: 5]`). The one whose
  /// labels and types fit the arguments, as Swift chooses; nil when none is declared or fits
  /// (then the built-in subscript answers).
  @inline(never)
  func userSubscript(_ base: Value, _ args: [Argument], node: Syntax) throws -> Value? {
    var candidates: [FunctionValue] = []
    if case .instance(let inst) = base {
      candidates = inst.type.subscripts
    } else if case .enumCase(let e) = base {
      candidates = e.type.subscripts
    } else {
      for name in [base.typeName] + Self.standardProtocols(of: base) { candidates += builtinSubscripts[name] ?? [] }
    }
    let fitting = candidates.map { $0.bound(to: base) }.filter { overloadScore($0, args) != nil }
    guard !fitting.isEmpty else { return nil }
    let fn = fitting.count == 1 ? fitting[0] : try chooseOverload(fitting, args, node: node)
    // What it reads is optional when it says so (`[1][safe: 3] as Any` prints `nil`, `[7][safe: 0]`
    // `Optional(7)`).
    if case .user(let user) = fn.body, let type = user.returnType, Value.isOptionalType(type) {
      optionalReads[node.id] = "_?"
    }
    return try call(fn, args, node: node)
  }
}
