import LabEngine
import SwiftSyntax

extension CallContext {
  /// The first argument with this label (nil label: the first unlabelled one).
  func argument(_ label: String?) -> Argument? {
    arguments.first { $0.label == label }
  }

  func has(_ label: String?) -> Bool { argument(label) != nil }

  /// The trailing (or last) closure argument; a key path stands for the function that reads
  /// it (`items.map(\.name)`, SE-0249).
  var closure: FunctionValue? {
    for arg in arguments.reversed() {
      if case .function(let fn) = arg.value { return fn }
    }
    for arg in arguments.reversed() {
      if case .keyPath(let path) = arg.value {
        let interp = interpreter
        let node = arg.node
        return FunctionValue(name: "\\." + path.joined(separator: ".")) { c in
          guard var value = c.arguments.first?.value else {
            throw c.fail("a key path reads one value", kind: .argument)
          }
          for name in path {
            guard let next = try interp.member(of: value, named: name, node: node) else {
              throw interp.error(
                "value of type `\(value.typeName)` has no member `\(name)`", at: node,
                kind: .unknownName)
            }
            value = next
          }
          return value
        }
      }
    }
    return nil
  }

  /// A binding argument: `$name`, or `.constant(value)` where a Binding is expected.
  func binding(_ label: String?) -> BindingRef? {
    switch argument(label)?.value {
    case .binding(let b)?: return b
    case .implicitMember(let m)? where m.name == "constant" && m.arguments?.count == 1:
      return .constant(m.arguments![0].value)
    case .implicitMember(let m)? where m.name == "init":
      // `.init(get: { … }, set: { … })` where a binding is wanted: `Binding(get:set:)`.
      guard let args = m.arguments, args.count == 2,
        case .function(let get) = args.first(where: { $0.label == "get" })?.value,
        case .function(let set) = args.first(where: { $0.label == "set" })?.value
      else { return nil }
      return .computed(get: get, set: set)
    default: return nil
    }
  }

  /// The first closure written without a label: a trailing closure before labelled ones
  /// (`Section { rows } header: { … }`, `.onGeometryChange(for:) { proxy in … } action: { … }`).
  var firstUnlabelledClosure: FunctionValue? {
    for arg in arguments where arg.label == nil {
      if case .function(let fn) = arg.value { return fn }
    }
    return nil
  }

  func closure(_ label: String?) -> FunctionValue? {
    guard let arg = argument(label), case .function(let fn) = arg.value else { return nil }
    return fn
  }

  /// Where a modifier's diagnostics point: its name (`.phaseAnimator` in
  /// `view.phaseAnimator(…)`), else the whole call.
  var nameNode: Syntax {
    if let call = node.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return Syntax(access.declName)
    }
    return node
  }

  func fail(_ message: String, kind: RuntimeErrorKind) -> RuntimeError {
    interpreter.error(message, at: node, kind: kind)
  }

  /// Rejects labels the built-in does not know, with a did-you-mean.
  func checkLabels(_ allowed: [String?]) throws {
    for arg in arguments where !allowed.contains(arg.label) {
      if arg.label == nil, case .function = arg.value, allowed.contains(where: { $0 != nil }) {
        continue
      }
      let label = arg.label ?? "_"
      throw interpreter.unknown(
        "`\(name)` has no parameter", label, at: arg.node,
        candidates: allowed.compactMap { $0 })
    }
  }

  /// The numbers of an initialiser that CoreGraphics declares three times, for `Int`, `Double`
  /// and `CGFloat` (`CGPoint(x:y:)`, `CGSize(width:height:)`, `CGVector(dx:dy:)`,
  /// `CGRect(x:y:width:height:)`). Swift picks one overload for all the arguments: the `Int` one
  /// when every argument can be an `Int` (literals keep their default type), so
  /// `CGPoint(x: 202, y: 100 / 3)` is (202.0, 33.0); a floating-point literal or a floating
  /// value among them makes every literal a `Double`. An `Int` value beside a floating one
  /// fits no overload: an error, as the compiler gives.
  /// `.max` and `.min` there are `Int`'s (`CGSize(width: .max, height: .max)` is
  /// 9.223372036854776e18 square): the floating-point types have none (renamed
  /// `greatestFiniteMagnitude`), so only the `Int` overload takes them.
  func overloadedNumbers(_ labels: [String], type: String) throws -> [Double] {
    let args = labels.map { label -> Argument? in
      guard var arg = argument(label) else { return nil }
      if case .implicitMember(let m) = arg.value, m.arguments == nil, m.name == "max" || m.name == "min" {
        arg.value = .int(m.name == "max" ? Int.max : Int.min)
        arg.floating = nil
      }
      return arg
    }
    let allInt = args.allSatisfy { arg in
      guard let arg else { return true }
      if case .int = arg.value { return true }
      return false
    }
    if !allInt,
      let typedInt = args.compactMap({ $0 }).first(where: { arg in
        if case .int = arg.value, arg.floating == nil { return true }
        return false
      })
    {
      throw interpreter.error(
        "no `\(type)` initialiser takes an `Int` beside a floating-point value; "
          + "convert it with `CGFloat(_:)`", at: typedInt.node, kind: .typeMismatch)
    }
    return try args.map { arg in
      guard let arg else { return 0 }
      return try interpreter.number(allInt ? arg.value : arg.floatingValue, arg.node)
    }
  }

  /// A `Double` or `CGFloat` parameter: a literal expression reads as one; an `Int` value is
  /// an error, as Swift converts none implicitly (`CGFloat(i)` converts it).
  func double(_ label: String?) throws -> Double? {
    guard let arg = argument(label) else { return nil }
    if case .null = arg.value { return nil }
    if case .int = arg.value, arg.floating == nil {
      throw interpreter.error(
        "cannot convert a value of type `Int` to a floating-point parameter: write `CGFloat(…)` "
          + "or `Double(…)` around it", at: arg.node, kind: .typeMismatch)
    }
    return try interpreter.number(arg.floatingValue, arg.node)
  }

  func int(_ label: String?) throws -> Int? {
    guard let arg = argument(label) else { return nil }
    switch arg.value {
    case .null: return nil
    case .int(let i): return i
    default:
      throw interpreter.error("expected an `Int`, got `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
    }
  }

  func bool(_ label: String?) throws -> Bool? {
    guard let arg = argument(label) else { return nil }
    return try interpreter.truth(arg.value, arg.node)
  }

  func string(_ label: String?) throws -> String? {
    guard let arg = argument(label) else { return nil }
    if case .string(let s) = arg.value { return s }
    throw interpreter.error("expected a `String`, got `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
  }

  func resolved(_ label: String?, as kind: ImplicitKind) throws -> Value? {
    guard let arg = argument(label) else { return nil }
    if case .implicitMember(let m) = arg.value {
      return try interpreter.resolveImplicit(m, as: kind, at: arg.node)
    }
    return arg.value
  }

  func alignment(_ label: String? = "alignment") throws -> Alignment? {
    guard let value = try resolved(label, as: .alignment) else { return nil }
    guard case .alignment(let a) = value else { throw mismatch(label, "Alignment", value) }
    return a
  }

  func horizontalAlignment(_ label: String? = "alignment") throws -> AlignmentKey? {
    guard let value = try resolved(label, as: .horizontalAlignment) else { return nil }
    guard case .alignmentKey(let k) = value, k.axis == .horizontal else {
      throw mismatch(label, "HorizontalAlignment", value)
    }
    return k
  }

  func verticalAlignment(_ label: String? = "alignment") throws -> AlignmentKey? {
    guard let value = try resolved(label, as: .verticalAlignment) else { return nil }
    guard case .alignmentKey(let k) = value, k.axis == .vertical else {
      throw mismatch(label, "VerticalAlignment", value)
    }
    return k
  }

  func edgeSet(_ label: String?) throws -> Edge.Set? {
    guard let value = try resolved(label, as: .edgeSet) else { return nil }
    switch value {
    case .edgeSet(let s): return s
    case .edge(let e): return Edge.Set(e)
    case .array(let items):
      var set: Edge.Set = []
      for item in items {
        var element = item
        if case .implicitMember(let m) = item {
          element = try interpreter.resolveImplicit(m, as: .edgeSet, at: argument(label)?.node ?? node)
        }
        switch element {
        case .edgeSet(let s): set.formUnion(s)
        case .edge(let e): set.formUnion(Edge.Set(e))
        default: throw mismatch(label, "Edge.Set", element)
        }
      }
      return set
    default: throw mismatch(label, "Edge.Set", value)
    }
  }

  func axisSet(_ label: String?) throws -> AxisSet? {
    guard let value = try resolved(label, as: .axisSet) else { return nil }
    switch value {
    case .axisSet(let s): return s
    case .array(let items):
      var set: AxisSet = []
      for item in items {
        if case .implicitMember(let m) = item,
          case .axisSet(let s) = try interpreter.resolveImplicit(m, as: .axisSet, at: node)
        {
          set.formUnion(s)
        } else if case .axisSet(let s) = item {
          set.formUnion(s)
        }
      }
      return set
    default: throw mismatch(label, "Axis.Set", value)
    }
  }

  func mismatch(_ label: String?, _ expected: String, _ value: Value) -> RuntimeError {
    let node = argument(label)?.node ?? self.node
    return interpreter.error(
      "`\(name)` expects a `\(expected)`\(label.map { " for `\($0):`" } ?? ""), got a value of "
        + "type `\(value.typeName)`", at: node, kind: .typeMismatch)
  }

  /// Runs a content closure as a view builder and returns its views (one group if several).
  func content(_ label: String? = nil) throws -> [ViewDescription] {
    let fn: FunctionValue?
    if let label { fn = closure(label) } else { fn = closure }
    guard let fn else { return [] }
    let value = try interpreter.call(fn, [Value](), node: node, viewContext: true)
    return try interpreter.viewList(value, at: node)
  }

  /// The source location of the call's name (`.frame` in `x.frame(…)`, `VStack` in `VStack {}`).
  var nameLocation: SourceLocation? {
    if let call = node.as(FunctionCallExprSyntax.self) {
      if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
        return interpreter.location(of: access.declName)
      }
      return interpreter.location(of: call.calledExpression)
    }
    return interpreter.location(of: node)
  }

  /// The arguments as written, for listing drawing modifiers.
  var argumentText: String {
    arguments.map { arg in
      if case .function = arg.value { return "{ … }" }
      let text = arg.sourceText
      return text.isEmpty ? arg.value.debugText : text
    }.joined(separator: ", ")
  }
}

extension Argument {
  /// The argument as written, without a trailing comma (`width: 2`).
  var sourceText: String {
    if let labeled = node.as(LabeledExprSyntax.self) {
      let expr = labeled.expression.trimmedDescription
      return labeled.label.map { "\($0.text): \(expr)" } ?? expr
    }
    return node.trimmedDescription
  }
}
