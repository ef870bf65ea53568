import LabEngine
import SwiftSyntax

/// What an implicit member expression (`.red`, `.topLeading`) should become, decided by the
/// parameter or the declared type that receives it.
enum ImplicitKind {
  case color, alignment, horizontalAlignment, verticalAlignment, unitPoint, edge, edgeSet
  case axis, axisSet, font, number, size, point, rect, angle, contentMode, coordinateSpace
  case shapeStyle
  case animation, spring, unitCurve
  case proposedSize, viewSpacing
  case opaque(String)
  /// Another type the lab builds in: `.init(…)` makes one (`let d: Date = .init()`).
  case builtinType(String)
  case userEnum(EnumType)
  case userStruct(StructType)
  case any
}

/// The names SwiftUI's types offer as implicit members.
enum ImplicitNames {
  static let colors = Set(SystemColors.swiftUINames)
  static let materials: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
    "ultraThickMaterial", "bar", "tint", "background", "foreground", "separator",
  ]
  /// SwiftUI's shape styles by name, besides colours and materials [DOC ShapeStyle, its type
  /// properties and methods].
  static let shapeStyles: Set<String> = [
    "primary", "secondary", "tertiary", "quaternary", "quinary", "fill", "link", "placeholder",
    "selection", "windowBackground", "linearGradient", "radialGradient", "angularGradient",
    "ellipticalGradient", "conicGradient", "image", "shadow", "hierarchical",
  ]
  static let animations: Set<String> = [
    "default", "smooth", "snappy", "bouncy", "spring", "interactiveSpring",
    "interpolatingSpring", "easeIn", "easeOut", "easeInOut", "linear", "timingCurve",
  ]
  static let fonts: [String: Font] = Dictionary(
    uniqueKeysWithValues: Font.textStyles.map { ($0.name, $0) })
  static let horizontal: [String: AlignmentKey] = [
    "leading": .leading, "center": .hCenter, "trailing": .trailing,
  ]
  static let vertical: [String: AlignmentKey] = [
    "top": .top, "center": .vCenter, "bottom": .bottom,
    "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
  ]
  static let edgeSets: [String: Edge.Set] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    "horizontal": .horizontal, "vertical": .vertical, "all": .all,
  ]
}

extension Interpreter {
  /// Resolves an implicit member against the type of `like` (or a default order when nil).
  func resolveImplicit(_ m: ImplicitMember, like: Value?, at node: Syntax? = nil) throws -> Value {
    let kind: ImplicitKind
    switch like {
    case .enumCase(let e)?: kind = .userEnum(e.type)
    case .instance(let i)?: kind = .userStruct(i.type)
    case .color?: kind = .color
    case .alignment?: kind = .alignment
    case .alignmentKey(let k)?:
      kind = k.axis == .horizontal ? .horizontalAlignment : .verticalAlignment
    case .unitPoint?: kind = .unitPoint
    case .edge?: kind = .edge
    case .edgeSet?: kind = .edgeSet
    case .int?, .double?: kind = .number
    case .size?: kind = .size
    case .point?: kind = .point
    case .rect?: kind = .rect
    case .angle?: kind = .angle
    case .font?: kind = .font
    case .coordinateSpace?: kind = .coordinateSpace
    case .animation?: kind = .animation
    case .spring?: kind = .spring
    case .unitCurve?: kind = .unitCurve
    default: kind = .any
    }
    return try resolveImplicit(m, as: kind, at: node)
  }

  /// Resolves `.name` / `.name(args)` as a value of `kind`; an `.any` miss stays implicit.
  func resolveImplicit(_ m: ImplicitMember, as kind: ImplicitKind, at node: Syntax? = nil) throws
    -> Value
  {
    let at = node ?? m.arguments?.first?.node ?? Syntax(TokenSyntax.identifier(m.name))
    let args = m.arguments ?? []
    func fail(_ what: String, _ candidates: [String]) throws -> Value {
      // A static member the user's code added to the built-in type (`extension
      // VerticalAlignment { static let custom = … }`).
      if let v = try implicitStaticMember(m, of: .type(.builtin(what)), at: at) { return v }
      throw unknown("type `\(what)` has no member", m.name, at: at, candidates: candidates)
    }
    switch kind {
    case .userEnum(let type):
      if type.hasCase(m.name) {
        return try enumCase(type, m.name, args)
      }
      if let v = try implicitStaticMember(m, of: .type(.userEnum(type)), at: at) { return v }
      return try fail(type.name, type.cases.map(\.name))
    case .userStruct(let type):
      if m.name == "init" { return try construct(type, args, node: at) }
      if let v = try implicitStaticMember(m, of: .type(.userStruct(type)), at: at) { return v }
      return try fail(type.name, type.staticProperties.map(\.name))
    case .color:
      if ImplicitNames.colors.contains(m.name) { return .color(ColorValue(named: m.name)) }
      if let v = try implicitStaticMember(m, of: .type(.builtin("Color")), at: at) { return v }
      if args.isEmpty, let asset = assetColor(m.name, at: at) { return asset }
      return try fail("Color", Array(ImplicitNames.colors))
    case .shapeStyle:
      if ImplicitNames.colors.contains(m.name) { return .color(ColorValue(named: m.name)) }
      // A name no shape style has: an app's own colour (an extension not loaded, or Xcode's
      // symbol for an asset) at best, said so rather than taken silently.
      if args.isEmpty, !ImplicitNames.shapeStyles.contains(m.name), !ImplicitNames.materials.contains(m.name) {
        if let v = try implicitStaticMember(m, of: .type(.builtin("Color")), at: at) { return v }
        if let asset = assetColor(m.name, at: at) { return asset }
        return try fail("ShapeStyle", Array(ImplicitNames.colors.union(ImplicitNames.shapeStyles)))
      }
      return .opaque(OpaqueValue(kind: "ShapeStyle", text: implicitText(m)))
    case .alignment:
      if let a = Alignment.named.first(where: { $0.name == m.name }) {
        return .alignment(a.alignment)
      }
      return try fail("Alignment", Alignment.named.map(\.name))
    case .horizontalAlignment:
      if let k = ImplicitNames.horizontal[m.name] { return .alignmentKey(k) }
      return try fail("HorizontalAlignment", Array(ImplicitNames.horizontal.keys))
    case .verticalAlignment:
      if let k = ImplicitNames.vertical[m.name] { return .alignmentKey(k) }
      return try fail("VerticalAlignment", Array(ImplicitNames.vertical.keys))
    case .unitPoint:
      if let u = UnitPoint.named.first(where: { $0.name == m.name }) { return .unitPoint(u.point) }
      if m.name == "init" || m.name == "zero" {
        return try Builtins.construct("UnitPoint", args, node: at, interpreter: self)
      }
      return try fail("UnitPoint", UnitPoint.named.map(\.name))
    case .edge:
      if let e = Edge(rawValue: m.name) { return .edge(e) }
      return try fail("Edge", Edge.allCases.map(\.rawValue))
    case .edgeSet:
      if let s = ImplicitNames.edgeSets[m.name] { return .edgeSet(s) }
      return try fail("Edge.Set", Array(ImplicitNames.edgeSets.keys))
    case .axis:
      if m.name == "horizontal" { return .axis(.horizontal) }
      if m.name == "vertical" { return .axis(.vertical) }
      return try fail("Axis", ["horizontal", "vertical"])
    case .axisSet:
      if m.name == "horizontal" { return .axisSet(.horizontal) }
      if m.name == "vertical" { return .axisSet(.vertical) }
      // `.init()`: the empty set, as `[]` is.
      if m.name == "init", m.arguments?.isEmpty ?? false { return .axisSet([]) }
      return try fail("Axis.Set", ["horizontal", "vertical"])
    case .font:
      if let f = ImplicitNames.fonts[m.name] { return .font(f) }
      if m.name == "system" || m.name == "custom" {
        return try Builtins.staticMember("Font", m.name, interpreter: self, node: at)
          .map { try callValue($0, args, node: at) } ?? .null
      }
      return try fail("Font", Array(ImplicitNames.fonts.keys) + ["system", "custom"])
    case .number:
      return .double(try number(.implicitMember(m), at))
    case .size, .point, .rect, .angle:
      let typeName: String
      switch kind {
      case .size: typeName = "CGSize"
      case .point: typeName = "CGPoint"
      case .rect: typeName = "CGRect"
      default: typeName = "Angle"
      }
      if m.name == "init" {
        return try Builtins.construct(typeName, args, node: at, interpreter: self)
      }
      guard let v = try Builtins.staticMember(typeName, m.name, interpreter: self, node: at) else {
        return try fail(typeName, Builtins.staticMemberNames(typeName))
      }
      return m.arguments == nil ? v : try callValue(v, args, node: at)
    case .proposedSize, .viewSpacing:
      let typeName: String
      if case .proposedSize = kind { typeName = "ProposedViewSize" } else { typeName = "ViewSpacing" }
      if m.name == "init" {
        return try Builtins.construct(typeName, args, node: at, interpreter: self)
      }
      guard m.arguments == nil, let v = LayoutProtocol.staticMember(typeName, m.name) else {
        return try fail(typeName, LayoutProtocol.staticMemberNames[typeName] ?? [])
      }
      return v
    case .contentMode:
      if m.name == "fit" { return .contentMode(.fit) }
      if m.name == "fill" { return .contentMode(.fill) }
      return try fail("ContentMode", ["fit", "fill"])
    case .coordinateSpace:
      switch m.name {
      case "local": return .coordinateSpace(.local)
      case "global": return .coordinateSpace(.global)
      case "scrollView" where args.isEmpty: return .coordinateSpace(.scrollView)
      case "scrollView":
        // `.scrollView(axis: .horizontal)` (iOS 17): the nearest scroll view along the axis.
        let axis: Value? =
          if args.count == 1, args[0].label == "axis", case .implicitMember(let a) = args[0].value {
            try? resolveImplicit(a, as: .axis, at: at)
          } else if args.count == 1, args[0].label == "axis" { args[0].value } else { nil }
        guard case .axis(let along)? = axis else {
          throw error("`.scrollView(axis:)` takes `.horizontal` or `.vertical`", at: at, kind: .argument)
        }
        return .coordinateSpace(.scrollViewAlong(along))
      case "named":
        guard let first = args.first else { return try fail("CoordinateSpace", ["named"]) }
        return .coordinateSpace(.named(first.value.identityText))
      default: return try fail("CoordinateSpace", ["local", "global", "named", "scrollView"])
      }
    case .opaque(let kindName):
      return .opaque(OpaqueValue(kind: kindName, text: implicitText(m)))
    case .builtinType(let name):
      if m.name == "init" { return try Builtins.construct(name, args, node: at, interpreter: self) }
      if let v = try implicitStaticMember(m, of: .type(.builtin(name)), at: at) { return v }
      return .implicitMember(m)
    case .animation:
      if let a = try AnimationBuiltins.animation(
        m.name, m.arguments, interpreter: self, node: at)
      {
        return a
      }
      return try fail("Animation", AnimationBuiltins.animationNames)
    case .spring:
      if let s = try AnimationBuiltins.spring(
        m.name == "init" ? "init" : m.name, m.arguments, interpreter: self, node: at)
      {
        return s
      }
      return try fail("Spring", AnimationBuiltins.springNames)
    case .unitCurve:
      if let u = try AnimationBuiltins.curve(m.name, m.arguments, interpreter: self, node: at) {
        return u
      }
      return try fail("UnitCurve", AnimationBuiltins.curveNames)
    case .any:
      if m.arguments == nil {
        if ImplicitNames.colors.contains(m.name) { return .color(ColorValue(named: m.name)) }
        if let f = ImplicitNames.fonts[m.name] { return .font(f) }
        if ["infinity", "pi"].contains(m.name) {
          return .double(try number(.implicitMember(m), at))
        }
      }
      if ImplicitNames.materials.contains(m.name) {
        return .opaque(OpaqueValue(kind: "ShapeStyle", text: implicitText(m)))
      }
      if ImplicitNames.animations.contains(m.name) {
        return try resolveImplicit(m, as: .animation, at: node)
      }
      if m.name == "degrees" || m.name == "radians" {
        return try resolveImplicit(m, as: .angle, at: node)
      }
      if m.name == "system" { return try resolveImplicit(m, as: .font, at: node) }
      return .implicitMember(m)
    }
  }

  /// The source text of an implicit member, e.g. `.smooth(duration: 1)`.
  func implicitText(_ m: ImplicitMember) -> String {
    guard let args = m.arguments else { return "." + m.name }
    let parts = args.map { arg -> String in
      let text = arg.sourceText
      return text.isEmpty ? arg.value.debugText : text
    }
    return "." + m.name + "(" + parts.joined(separator: ", ") + ")"
  }

  /// A case of a user enum with its associated values, each converted to its declared type.
  func enumCase(_ type: EnumType, _ name: String, _ args: [Argument]) throws -> Value {
    let types = type.associatedTypes[name] ?? []
    let values = try args.enumerated().map { i, arg in
      try coerce(arg, toType: i < types.count ? types[i] : nil)
    }
    return .enumCase(EnumCaseValue(type: type, name: name, associated: values))
  }

  /// Converts an argument to its parameter's declared type: a literal argument takes the
  /// parameter's type (`f(7 / 2)` with `x: Double` passes 3.5).
  func coerce(_ arg: Argument, toType type: String?) throws -> Value {
    let type = type.map(resolvedTypeName)
    if TypeHint(typeName: type) == .float, let literal = Self.floatLiteralArgument(arg) {
      // `Item(price: 0.1)`: a literal argument is a `Float` where the parameter is one.
      return literal
    }
    var value = TypeHint(typeName: type) == .double ? arg.floatingValue : arg.value
    if let retype = arg.retype, let hint = TypeHint(typeName: type), hint.numeric == nil {
      value = try retype(hint)
    }
    return try coerce(value, toType: type, at: arg.node)
  }

  /// A literal argument (`0.1`, `-2`, `3`) read as a `Float`, as Swift types it for a `Float`
  /// parameter; nil for any other expression.
  static func floatLiteralArgument(_ arg: Argument) -> Value? {
    guard var expr = arg.node.as(LabeledExprSyntax.self)?.expression else { return nil }
    var negative = false
    if let pre = expr.as(PrefixOperatorExprSyntax.self), pre.operator.text == "-" {
      negative = true
      expr = pre.expression
    }
    let text: String
    if let f = expr.as(FloatLiteralExprSyntax.self) {
      text = f.literal.text
    } else if let i = expr.as(IntegerLiteralExprSyntax.self), !i.literal.text.hasPrefix("0x"),
      !i.literal.text.hasPrefix("0b"), !i.literal.text.hasPrefix("0o")
    {
      text = i.literal.text
    } else {
      return nil
    }
    guard let f = floatLiteral(text.replacingOccurrences(of: "_", with: "")) else { return nil }
    // `-0` is one integer literal, zero without a sign: +0.0.
    return .float(negative && !(f == 0 && expr.is(IntegerLiteralExprSyntax.self)) ? -f : f)
  }

  /// Converts a value to a declared type where Swift would: literals to `CGFloat`, implicit
  /// members to the declared type, `Int` to `Double`.
  func coerce(_ value: Value, toType type: String?, at node: some SyntaxProtocol) throws -> Value {
    let written = type
    guard var type = type.map(resolvedTypeName) else { return value }
    if case .null = value { return value }
    if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("inout ") { type.removeFirst(6) }
    if type.hasPrefix("@escaping ") { type.removeFirst(10) }
    let at = Syntax(node)
    switch (value, type) {
    case (.range, _) where TypeHint(typeName: type)?.isRange == true, (.floatingRange, _) where TypeHint.rangeBound(type) == "Int":
      // `Range<Int>` and `Range<Double>` are different types; a literal range arrives typed by
      // its context already.
      throw error(
        "cannot convert a value of type `\(value.typeName)` to `\(type)`", at: node, kind: .typeMismatch)
    case (.floatingRange, _) where TypeHint(typeName: type) == .range(.float):
      throw error("ranges of `Float` are not supported; the lab has them over `Int`, `Double`, `CGFloat` and `Date`", at: node, kind: .notSupported)
    case (.int(let i), _) where Self.integerRanges[type] != nil:
      // The other integer widths are the lab's `Int` while in their range; a value outside it,
      // which Swift traps on, is an error where it is stored (their wrapping operators are
      // refused where they are used).
      let range = Self.integerRanges[type]!
      narrowIntegersSeen = true
      guard range.contains(i) else {
        throw error("\(i) does not fit in `\(type)` (\(range.lowerBound)…\(range.upperBound)): Swift traps here", at: node, kind: .arithmetic)
      }
      return value
    case (.float, "Float"), (.float, "Float32"):
      return value
    case (.int, "Float"), (.int, "Float32"), (.double, "Float"), (.double, "Float32"):
      // A literal arrives as a `Float` already (its context typed it); any other number is a
      // variable of another type, which Swift does not convert.
      throw error(
        "cannot convert a value of type `\(value.typeName)` to `Float`: write `Float(…)` around it",
        at: node, kind: .typeMismatch)
    case (.float, "Double"), (.float, "CGFloat"), (.float, "TimeInterval"), (.float, "Int"):
      throw error(
        "cannot convert a value of type `Float` to `\(type)`: write `\(type)(…)` around it",
        at: node, kind: .typeMismatch)
    case (.implicitMember(let m), _) where type.hasPrefix("Binding<") && m.name == "constant" && m.arguments?.count == 1:
      // `let b: Binding<Bool> = .constant(true)`.
      return .binding(.constant(m.arguments![0].value))
    case (.implicitMember(let m), "Float") where m.arguments == nil:
      // `.pi`, `.zero`, `.infinity` where a `Float` is expected: `Float`'s own.
      if let found = FloatBuiltins.staticMember(m.name) { return found }
      return value
    case (_, "Float16"), (_, "Float80"):
      // Other precisions round and print differently: refused rather than computed in
      // Double and printed as if right.
      throw error(
        "`\(type)` is not supported: the lab computes in `Double` and `Float`", at: node, kind: .notSupported)
    case (.double, "Int"):
      throw error(
        "cannot convert a value of type `Double` to `Int`: write `Int(…)` around it (it truncates)",
        at: node, kind: .typeMismatch)
    case (.int, "CGFloat"), (.int, "Double"), (.int, "TimeInterval"):
      // Literals arrive here already typed by their context; an `Int` here is an `Int` value,
      // which Swift never converts implicitly (SE-0307 converts only between Double and
      // CGFloat).
      throw error(
        "cannot convert a value of type `Int` to `\(type)`: write `\(type)(…)` around it",
        at: node, kind: .typeMismatch)
    case (.implicitMember, _) where Self.isSwiftUIShapeType(type) && globals.values[Self.protocolName(type)] == nil:
      // `Shape`'s static members: `.circle` is `Circle()`, `.rect(cornerRadius: 8)` a rounded
      // rectangle [DOC Shape: type properties and methods].
      guard let shape = try DrawingStyles.shape(Argument(label: nil, value: value, node: at), self) else {
        return value
      }
      try countView(at: node)
      return .view(ViewDescription(.shape(shape), source: location(of: node)))
    case (.implicitMember(let m), _):
      if let kind = implicitKind(forType: type) { return try resolveImplicit(m, as: kind, at: at) }
      // `to: .init()` where a `Date` is wanted: the built-in type's initializer.
      if m.name == "init", Builtins.typeNameSet.contains(type), globals.values[type] == nil {
        return try Builtins.construct(type, m.arguments ?? [], node: at, interpreter: self)
      }
      // `calendar: Calendar = .current`, `date: Date = .now`: the type's static member.
      if m.arguments == nil, CalendarBuiltins.typeNames.contains(type) || type == "Date",
        let found = try Builtins.staticMember(type, m.name, interpreter: self, node: at)
      {
        return found
      }
      // `let items: [Item] = .samples`: a static member the user's code added to the
      // built-in type (`extension [Item] { static let samples = … }`).
      let base = Self.collectionTypeName(type) ?? String(type.prefix { $0 != "<" })
      if builtinExtensionStatics[base]?[m.name] != nil || builtinExtensionProperties[base]?[m.name] != nil
        || builtinExtensions[base]?[m.name] != nil,
        let found = try withAliasContext(written, {
          try implicitStaticMember(m, of: .type(.builtin(base)), at: at)
        })
      {
        return found
      }
      return value
    case (.function(let fn), _):
      guard let (params, result) = Interpreter.functionType(type) else { return value }
      return .function(fn.typed(parameters: params, returnType: result))
    case (.tuple(let t), _) where type.hasPrefix("(") && type.hasSuffix(")") && !type.contains("->"):
      // A declared tuple type names the elements (`[(name: String, delay: Double)]`) and types
      // them.
      let parts = Value.topLevelParts(String(type.dropFirst().dropLast()))
      guard parts.count == t.elements.count else { return value }
      var labels: [String?] = []
      var elements: [Value] = []
      for (i, part) in parts.enumerated() {
        let colon = Value.topLevelColon(part)
        let label = colon.map { String(part[..<$0]).trimmingCharacters(in: .whitespaces) }
        let elementType = colon.map { String(part[part.index(after: $0)...]) } ?? part
        labels.append(t.labels[i] ?? label)
        elements.append(try coerce(t.elements[i], toType: elementType, at: node))
      }
      return .tuple(TupleValue(labels: labels, elements: elements))
    case (.array, _) where type.hasPrefix("Set<") || type == "Set",
      (.set, _) where type.hasPrefix("Set<") || type == "Set":
      // A set keeps one of equal elements (its order is unspecified in Swift).
      let items: [Value]
      if case .set(let s) = value { items = s.items } else { items = value.arrayElements ?? [] }
      let element = type.hasPrefix("Set<") ? String(type.dropFirst(4).dropLast()) : nil
      return .set(SetValue(try items.map { try coerce($0, toType: element, at: node) }))
    case (.array(let items), _)
    where type.hasPrefix("[") && type.hasSuffix("]")
      && Value.topLevelColon(String(type.dropFirst().dropLast())) == nil:
      let element = String(type.dropFirst().dropLast())
      return .array(try items.map { try coerce($0, toType: element, at: node) })
    default: return value
    }
  }

  /// `Shape`, `some Shape`, `any InsettableShape` …: SwiftUI's shape protocols, unless the
  /// program declares a type of that name (then it is the program's).
  static func isSwiftUIShapeType(_ type: String) -> Bool {
    ["Shape", "InsettableShape"].contains(protocolName(type))
  }

  /// A protocol's name without `some ` or `any ` before it.
  static func protocolName(_ type: String) -> String {
    for prefix in ["some ", "any "] where type.hasPrefix(prefix) { return String(type.dropFirst(prefix.count)) }
    return type
  }

  /// The integer types of other widths the lab holds as `Int`, with the values they can take.
  static let integerRanges: [String: ClosedRange<Int>] = [
    "UInt64": 0...Int.max, "UInt": 0...Int.max, "UInt32": 0...Int(UInt32.max), "UInt16": 0...Int(UInt16.max),
    "UInt8": 0...Int(UInt8.max), "Int32": Int(Int32.min)...Int(Int32.max), "Int16": Int(Int16.min)...Int(Int16.max),
    "Int8": Int(Int8.min)...Int(Int8.max),
  ]

  /// The number types whose initialiser from text may fail (`Int("12")`, `UInt8("300")`).
  static func parsesFromText(_ type: String) -> Bool {
    ["Int", "Int64", "Double", "CGFloat"].contains(type) || integerRanges[type] != nil
  }

  /// `(CGFloat, Int) -> Double` as its parameter types and result type.
  static func functionType(_ text: String) -> ([String], String?)? {
    var type = text.trimmingCharacters(in: .whitespaces)
    if type.hasPrefix("@escaping ") { type.removeFirst(10) }
    guard type.hasPrefix("(") else { return nil }
    var depth = 0
    var close: String.Index?
    for i in type.indices {
      if type[i] == "(" || type[i] == "[" || type[i] == "<" { depth += 1 }
      if type[i] == ")" || type[i] == "]" || type[i] == ">" {
        depth -= 1
        if depth == 0 { close = i; break }
      }
    }
    guard let close else { return nil }
    let rest = type[type.index(after: close)...].trimmingCharacters(in: .whitespaces)
    guard rest.hasPrefix("->") else { return nil }
    let inside = String(type[type.index(after: type.startIndex)..<close])
    var params = Value.topLevelParts(inside)
    params = params.map { p in
      // `_ x: CGFloat` → `CGFloat`
      let t = p.trimmingCharacters(in: .whitespaces)
      if let colon = Value.topLevelColon(t) {
        return t[t.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      return t
    }
    let result = rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
    return (params, result)
  }

  func implicitKind(forType type: String) -> ImplicitKind? {
    switch type {
    case "Color": return .color
    case "Alignment": return .alignment
    case "HorizontalAlignment": return .horizontalAlignment
    case "VerticalAlignment": return .verticalAlignment
    case "UnitPoint": return .unitPoint
    case "Edge": return .edge
    case "Edge.Set": return .edgeSet
    case "Axis": return .axis
    case "Axis.Set": return .axisSet
    case "Font": return .font
    case "CGFloat", "Double", "Float", "Int": return .number
    case "CGSize": return .size
    case "CGPoint": return .point
    case "CGRect": return .rect
    case "Angle": return .angle
    case "ContentMode": return .contentMode
    case "CoordinateSpace", "CoordinateSpaceProtocol", "some CoordinateSpaceProtocol":
      return .coordinateSpace
    case "Animation": return .animation
    case "Spring": return .spring
    case "UnitCurve": return .unitCurve
    case "ProposedViewSize": return .proposedSize
    case "ViewSpacing": return .viewSpacing
    default:
      if case .type(.userEnum(let e))? = try? lookup(type, in: globals) { return .userEnum(e) }
      if case .type(.userStruct(let s))? = try? lookup(type, in: globals) { return .userStruct(s) }
      // A generic type of the program with its arguments (`Loadable<Int, Fetch>`): its members
      // are the type's, whatever the arguments.
      if let angle = type.firstIndex(of: "<"), type.hasSuffix(">"), angle != type.startIndex {
        let base = String(type[..<angle])
        if case .type(.userEnum(let e))? = try? lookup(base, in: globals) { return .userEnum(e) }
        if case .type(.userStruct(let s))? = try? lookup(base, in: globals) { return .userStruct(s) }
      }
      if type.contains("ShapeStyle") { return .shapeStyle }
      if Builtins.typeNames.contains(type) { return .builtinType(type) }
      return nil
    }
  }
}
