import LabEngine

extension Value: CustomStringConvertible {
  /// Text as Swift's `print` would show it (strings unquoted at the top level).
  public var description: String { describe(quoted: false) }

  /// Text inside collections and `debugPrint`: strings quoted.
  public var debugText: String { describe(quoted: true) }

  private static func number(_ d: Double) -> String { "\(d)" }

  /// The module user code lives in. Swift names a user type with its module where it shows a
  /// value's debug text (inside a collection, an optional, another value's fields):
  /// `[GeometryLab.Item(id: 1)]`, where a top-level `print` shows `Item(id: 1)`. An app's code
  /// would show its target's name there; pasted into the lab, it is this one.
  public static let moduleName = "GeometryLab"

  /// A stored property or associated value as its container's text shows it: its debug text,
  /// wrapped in `Optional(…)` when its declared type is optional and it holds a value.
  func member(declaredAs type: String?) -> String { text(declaredAs: type, quoted: true) }

  /// The text of a value whose static type is known: values are stored without their
  /// optional wrapper, so the type says where Swift shows `Optional(…)` — the value itself,
  /// an array's elements (`[Double?]`), a tuple's elements, a dictionary's values. `quoted` is
  /// the debug form (inside a container); `print` shows its items unquoted.
  public func text(declaredAs type: String?, quoted: Bool) -> String {
    guard var type = type?.filter({ $0 != " " }), !type.isEmpty, type != "_" else {
      return describe(quoted: quoted)
    }
    if Value.isOptionalType(type) {
      if isNil { return "nil" }
      if type.hasPrefix("Optional<") { type = String(type.dropFirst(9).dropLast()) } else { type.removeLast() }
      return "Optional(" + text(declaredAs: type, quoted: true) + ")"
    }
    switch self {
    case .array(let a) where type.hasPrefix("[") && type.hasSuffix("]"):
      let inner = String(type.dropFirst().dropLast())
      guard Value.topLevelColon(inner) == nil else { return describe(quoted: quoted) }
      return "[" + a.map { $0.text(declaredAs: inner, quoted: true) }.joined(separator: ", ") + "]"
    // `[Int: Int?]`: a value shows as `Optional(…)` (or `nil`) by the declared value type.
    case .dictionary(let d) where type.hasPrefix("[") && type.hasSuffix("]") && d.count > 0:
      let inner = String(type.dropFirst().dropLast())
      guard let colon = Value.topLevelColon(inner) else { return describe(quoted: quoted) }
      let keyType = String(inner[..<colon])
      let valueType = String(inner[inner.index(after: colon)...])
      let pairs = zip(d.keys, d.values).map {
        $0.text(declaredAs: keyType, quoted: true) + ": " + $1.text(declaredAs: valueType, quoted: true)
      }
      return "[" + pairs.joined(separator: ", ") + "]"
    case .tuple(let t) where type.hasPrefix("(") && type.hasSuffix(")"):
      let parts = Value.topLevelParts(String(type.dropFirst().dropLast()))
      guard parts.count == t.elements.count else { return describe(quoted: quoted) }
      let items = zip(t.labels, zip(parts, t.elements)).map { label, pair in
        let (part, value) = pair
        let colon = Value.topLevelColon(part)
        let partLabel = colon.map { String(part[..<$0]) }
        let partType = colon.map { String(part[part.index(after: $0)...]) } ?? part
        let shown = label ?? partLabel
        return (shown.map { "\($0): " } ?? "") + value.text(declaredAs: partType, quoted: true)
      }
      return "(" + items.joined(separator: ", ") + ")"
    default:
      return describe(quoted: quoted)
    }
  }

  /// A type as Swift prints its metatype (`print([Int].self)`): the sugar spelled out
  /// (`[Int]` → `Array<Int>`, `[String: Int]` → `Dictionary<String, Int>`, `Int?` →
  /// `Optional<Int>`) and each name without the types it is nested in (`Outer.Inner` →
  /// `Inner`). Function types and tuples are left as written.
  static func metatypeName(_ text: String) -> String {
    let t = text.trimmingCharacters(in: .whitespaces)
    if t.contains("->") || t.hasPrefix("(") || t.hasPrefix("any ") || t.hasPrefix("some ") { return t }
    if t.hasSuffix("?") || t.hasSuffix("!") { return "Optional<" + metatypeName(String(t.dropLast())) + ">" }
    if t.hasPrefix("["), t.hasSuffix("]") {
      let inner = String(t.dropFirst().dropLast())
      if let colon = topLevelColon(inner) {
        return "Dictionary<" + metatypeName(String(inner[..<colon])) + ", "
          + metatypeName(String(inner[inner.index(after: colon)...])) + ">"
      }
      return "Array<" + metatypeName(inner) + ">"
    }
    if let open = t.firstIndex(of: "<"), t.hasSuffix(">") {
      let args = topLevelParts(String(t[t.index(after: open)..<t.index(before: t.endIndex)]))
      return metatypeName(String(t[..<open])) + "<" + args.map(metatypeName).joined(separator: ", ") + ">"
    }
    return t.split(separator: ".").last.map(String.init) ?? t
  }

  /// The first `:` outside brackets: `[String: Int]`'s key and value, `name: Type`.
  static func topLevelColon(_ text: String) -> String.Index? {
    var depth = 0
    var previous: Character = " "
    for i in text.indices {
      switch text[i] {
      case "[", "(", "<": depth += 1
      case ">" where previous == "-": break  // the arrow of a function type
      case "]", ")", ">": depth -= 1
      case ":" where depth == 0: return i
      default: break
      }
      previous = text[i]
    }
    return nil
  }

  /// A list's items split at its top-level commas, trimmed: `name: String, size: (Int, Int)`
  /// gives `name: String` and `size: (Int, Int)`.
  static func topLevelParts(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    func trimmed(_ s: String) -> String {
      String(s.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    for ch in text {
      switch ch {
      case "(", "[", "<": depth += 1
      case ">" where current.last == "-": break  // the arrow of a function type
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        parts.append(trimmed(current))
        current = ""
        continue
      default: break
      }
      current.append(ch)
    }
    if !trimmed(current).isEmpty { parts.append(trimmed(current)) }
    return parts
  }

  /// The values once each, in their first order (what a `Set` holds).
  static func unique(_ items: [Value]) -> [Value] { SetValue(items).items }

  /// A closure's results as one array: Swift's closure has one return type, so where some
  /// results are `Double`s and others `Int`s, the `Int`s were literals the closure's type made
  /// `Double`s (`dates.map { $0?.timeIntervalSinceNow ?? 0 }` is a `[Double]`, whose nil
  /// elements are 0.0); the lab typed those literals `Int` by default.
  static func unifiedNumbers(_ items: [Value]) -> [Value] {
    var hasDouble = false
    var hasInt = false
    for item in items {
      switch item {
      case .double: hasDouble = true
      case .int: hasInt = true
      default: break
      }
    }
    guard hasDouble, hasInt else { return items }
    return items.map { if case .int(let i) = $0 { .double(Double(i)) } else { $0 } }
  }

  /// An array's or an array slice's elements.
  var arrayElements: [Value]? {
    switch self {
    case .array(let a): return a
    case .arraySlice(let s): return s.elements
    default: return nil
    }
  }

  var isArrayOrSet: Bool {
    switch self {
    case .array, .set: return true
    default: return false
    }
  }

  /// The values this one holds, as printing reaches them: a collection's or set's elements, a
  /// tuple's, a dictionary's keys and values, a struct's stored properties (in declared order),
  /// an enum case's associated values. An object holds none here: its properties live in the
  /// state store.
  var nestedValues: [Value] {
    switch self {
    case .array(let a): return a
    case .arraySlice(let s): return s.elements
    case .set(let s): return s.items
    case .tuple(let t): return t.elements
    case .dictionary(let d): return d.keys + d.values
    case .instance(let i) where i.objectOwner == nil:
      return i.type.storedProperties.compactMap { i.fields[$0.name] }
    case .enumCase(let e): return e.associated
    default: return []
    }
  }

  /// The first answer `f` gives for this value or a value nested in it, depth first: the one
  /// walk behind the questions printing asks (an open `.member`, a generic instance, a set, a
  /// date it cannot print).
  func firstNested<T>(_ f: (Value) -> T?) -> T? {
    if let hit = f(self) { return hit }
    for v in nestedValues { if let hit = v.firstNested(f) { return hit } }
    return nil
  }

  /// Whether a `Set` is inside this value (at any depth printing reaches).
  var containsSet: Bool { firstNested { if case .set = $0 { true } else { nil } } != nil }

  /// Whether a dictionary of two or more pairs is inside this value (at any depth printing
  /// reaches): Swift prints its pairs in hash order, which changes from run to run.
  var containsUnorderedDictionary: Bool {
    firstNested { if case .dictionary(let d) = $0, d.count > 1 { true } else { nil } } != nil
  }

  /// Whether a date inside this value (at any depth printing reaches) passes `test`.
  func containsDate(where test: (Double) -> Bool) -> Bool {
    firstNested { if case .date(let t) = $0, test(t) { true } else { nil } } != nil
  }

  /// The number an `Int` or `Double` value holds, as a `Double`.
  var asDouble: Double? {
    switch self {
    case .int(let i): return Double(i)
    case .double(let d): return d
    case .float(let f): return Double(f)
    default: return nil
    }
  }

  /// The identities of the objects this value holds (itself, or inside a collection, a tuple, an
  /// enum's associated values or a struct's fields), in order.
  public var objectOwners: [String] {
    if case .instance(let i) = self, let owner = i.objectOwner { return [owner] }
    return nestedValues.flatMap(\.objectOwners)
  }

  /// The text `:state` shows: an object by its identity (`Cart`, `Cart#2`), which tells
  /// objects of one class apart; anything else as its debug text.
  public var stateText: String {
    switch self {
    case .instance(let i) where i.objectOwner != nil: return i.objectOwner ?? ""
    case .array(let a) where !objectOwners.isEmpty:
      return "[" + a.map(\.stateText).joined(separator: ", ") + "]"
    default: return debugText
    }
  }

  /// A string's characters as Swift's `debugDescription` writes them between quotes: `\0`,
  /// `\t`, `\n`, `\r`, `\"`, `\'` and `\\` escaped, the other ASCII control characters as
  /// `\u{07}` (two hexadecimal digits at least, capitals), everything else as it is [CODE
  /// swift/stdlib/public/core/UnicodeScalar.swift, `escaped(asASCII:)`; checked by
  /// `Tests/Differential/suite/58-printing-strings.swift`].
  static func debugEscaped(_ s: String) -> String {
    guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x27 || $0 == 0x5C }) else { return s }
    var out = ""
    for u in s.unicodeScalars {
      switch u {
      case "\0": out += "\\0"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\"": out += "\\\""
      case "'": out += "\\'"
      case "\\": out += "\\\\"
      case _ where u.value < 0x20 || u.value == 0x7F:
        let hex = String(u.value, radix: 16, uppercase: true)
        out += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
      default: out.unicodeScalars.append(u)
      }
    }
    return out
  }

  /// The name of the first instance of a generic struct inside this value, or of a case of a
  /// generic enum inside it (a case printed alone is its name, `ok(3)`; inside another value
  /// Swift writes its type with the generic arguments).
  var genericInstanceName: String? {
    if let name = firstNested({ if case .instance(let i) = $0, i.type.isGeneric { i.type.name } else { nil } }) {
      return name
    }
    for inner in nestedValues {
      if let name = inner.firstNested({ if case .enumCase(let e) = $0, e.type.isGeneric { e.type.name } else { nil } }) {
        return name
      }
    }
    return nil
  }

  /// The name of the first `.member` inside this value whose type is still open.
  var unresolvedMember: String? {
    firstNested { if case .implicitMember(let m) = $0 { m.name } else { nil } }
  }

  static func isOptionalType(_ type: String) -> Bool {
    let t = type.filter { $0 != " " }
    return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<")
  }

  private var isNil: Bool {
    if case .null = self { return true }
    return false
  }

  /// The debug text of a value held in an optional: `nil`, or `Optional(…)` around it.
  private var optionalText: String { isNil ? "nil" : "Optional(" + describe(quoted: true) + ")" }

  func describe(quoted: Bool) -> String {
    switch self {
    case .void: return "()"
    case .null: return "nil"
    case .int(let i): return String(i)
    case .double(let d): return Value.number(d)
    case .float(let f): return "\(f)"
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return quoted ? "\"" + Value.debugEscaped(s) + "\"" : s
    case .array(let a):
      // An array that holds nil has optional elements: Swift shows the others as `Optional(…)`.
      let optional = a.contains { $0.isNil }
      return "[" + a.map { optional ? $0.optionalText : $0.describe(quoted: true) }.joined(separator: ", ") + "]"
    // A slice prints as an array; inside another value its debug text names its type
    // (`[ArraySlice([2, 3])]`), as a range's does.
    case .arraySlice(let slice):
      let text = Value.array(slice.elements).describe(quoted: true)
      return quoted ? "ArraySlice(" + text + ")" : text
    case .dictionary(let d):
      if d.count == 0 { return "[:]" }
      let optional = d.values.contains { $0.isNil }
      let pairs = zip(d.keys, d.values).map {
        "\($0.describe(quoted: true)): \(optional ? $1.optionalText : $1.describe(quoted: true))"
      }
      return "[" + pairs.joined(separator: ", ") + "]"
    // A range's debug text names its type: `[Range(1..<3)]`, `Optional(ClosedRange(0.0...1.0))`.
    case .range(let r):
      let text = "\(r.lower)\(r.closed ? "..." : "..<")\(r.upper)"
      return quoted ? (r.closed ? "ClosedRange(" : "Range(") + text + ")" : text
    case .floatingRange(let r):
      let bounds = r.isDate ? (DateBuiltins.text(r.lower), DateBuiltins.text(r.upper)) : ("\(Value.number(r.lower))", "\(Value.number(r.upper))")
      let text = bounds.0 + (r.closed ? "..." : "..<") + bounds.1
      return quoted ? (r.closed ? "ClosedRange(" : "Range(") + text + ")" : text
    case .date(let t): return DateBuiltins.text(t)
    case .calendar: return "Calendar"
    case .dateComponents(let dc): return CalendarBuiltins.text(dc)
    case .gridItem: return "GridItem(…)"
    case .set(let s): return "Set(" + Value.array(s.items).describe(quoted: true) + ")"
    case .tuple(let t) where t.nominal == ScrollPositionValues.nominal:
      // For `:state` only: Swift's own text is refused (`checkPrintable`).
      return ScrollPositionValues.summary(t)
    case .tuple(let t) where t.nominal == "AttributedString" || t.nominal == "AttributedSubstring":
      // For `:state` only: Swift's own text is refused (`checkPrintable`).
      return "\(t.nominal!)(\((t["characters"] ?? .string("")).describe(quoted: true)))"
    case .tuple(let t) where t.nominal == "URLQueryItem":
      // Foundation's description: `name=value`, or the name alone with no value.
      if case .string(let name)? = t["name"] {
        if case .string(let value)? = t["value"] { return "\(name)=\(value)" }
        return name
      }
      return "URLQueryItem"
    case .tuple(let t):
      let parts = zip(t.labels, t.elements).map { label, value in
        (label.map { "\($0): " } ?? "") + value.describe(quoted: true)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    // Swift prints every function value so, named or not.
    case .function: return "(Function)"
    case .instance(let inst) where inst.type.isClass:
      // A class instance has no reflected fields in its text: Swift shows its qualified name.
      return "\(Value.moduleName).\(inst.type.debugName)"
    case .instance(let inst):
      let fields = inst.type.storedProperties.compactMap { prop -> String? in
        guard let value = inst.fields[prop.name] else { return nil }
        return "\(prop.name): \(value.member(declaredAs: prop.type))"
      }
      return (quoted ? "\(Value.moduleName).\(inst.type.debugName)" : inst.type.name) + "("
        + fields.joined(separator: ", ") + ")"
    case .enumCase(let e):
      let name = (quoted ? "\(Value.moduleName).\(e.type.debugName)." : "") + e.name
      if e.associated.isEmpty { return name }
      let labels = e.type.associatedLabels[e.name] ?? []
      let types = e.type.associatedTypes[e.name] ?? []
      let parts = e.associated.enumerated().map { i, value in
        let label = i < labels.count ? labels[i].map { "\($0): " } ?? "" : ""
        return label + value.member(declaredAs: i < types.count ? types[i] : nil)
      }
      return name + "(" + parts.joined(separator: ", ") + ")"
    case .type(let t): return Value.metatypeName(t.name)
    case .implicitMember(let m): return "." + m.name + (m.arguments == nil ? "" : "(…)")
    case .keyPath(let path): return "\\." + path.joined(separator: ".")
    case .binding(let b):
      switch b {
      case .state(let key): return "Binding(\(key))"
      case .computed: return "Binding(get:set:)"
      case .constant(let v): return "Binding.constant(\(v.describe(quoted: true)))"
      }
    case .view(let v): return "some View (\(v.kind.typeName))"
    case .size(let s):
      return "(\(Value.number(s.width)), \(Value.number(s.height)))"
    case .point(let p): return "(\(Value.number(p.x)), \(Value.number(p.y)))"
    case .rect(let r):
      return "(\(Value.number(r.origin.x)), \(Value.number(r.origin.y)), "
        + "\(Value.number(r.size.width)), \(Value.number(r.size.height)))"
    case .angle(let a): return "Angle(radians: \(Value.number(a.radians)))"
    // SwiftUI's `UnitPoint`, `Edge`, `Edge.Set` and `ContentMode` have no description of their
    // own (OpenSwiftUI Layout/Geometry/UnitPoint.swift, Layout/Edge/Edge.swift,
    // Layout/AspectRatioLayout.swift): Swift prints their stored properties or case, with the
    // module inside another value; `Axis` describes itself by its case's name (Axis.swift).
    case .unitPoint(let u):
      return (quoted ? "SwiftUI." : "") + "UnitPoint(x: \(Value.number(u.x)), y: \(Value.number(u.y)))"
    case .alignment(let a): return "Alignment.\(a)"
    case .alignmentKey(let k):
      return (k.axis == .horizontal ? "HorizontalAlignment." : "VerticalAlignment.") + k.name
    case .edge(let e): return (quoted ? "SwiftUI.Edge." : "") + e.rawValue
    case .edgeSet(let s): return (quoted ? "SwiftUI.Edge.Set" : "Set") + "(rawValue: \(s.rawValue))"
    case .insets(let e):
      return "EdgeInsets(top: \(Value.number(e.top)), leading: \(Value.number(e.leading)), "
        + "bottom: \(Value.number(e.bottom)), trailing: \(Value.number(e.trailing)))"
    case .axis(let a): return "\(a)"
    case .axisSet(let s): return (quoted ? "SwiftUI.Axis.Set" : "Set") + "(rawValue: \(s.rawValue))"
    case .affine(let t):
      return "CGAffineTransform(a: \(Value.number(t.a)), b: \(Value.number(t.b)), "
        + "c: \(Value.number(t.c)), d: \(Value.number(t.d)), tx: \(Value.number(t.tx)), "
        + "ty: \(Value.number(t.ty)))"
    case .projection: return "ProjectionTransform(…)"
    case .transform3D: return "CATransform3D(…)"
    case .geometryEffect(let e, let affectsLayout):
      return e.valueText + (affectsLayout ? "" : ".ignoredByLayout()")
    case .color(let color): return color.printed ?? color.description
    case .font(let f): return "Font.\(f.name)"
    case .contentMode(let m): return (quoted ? "SwiftUI.ContentMode." : "") + (m == .fit ? "fit" : "fill")
    case .coordinateSpace(let c): return c.description
    case .proxy: return "GeometryProxy"
    case .anchor(let a): return a.description
    case .dimensions(let d):
      return "ViewDimensions(width: \(Value.number(d.width)), height: \(Value.number(d.height)))"
    case .proposal(let p):
      func opt(_ v: Double?) -> String { v.map { "Optional(\(Value.number($0)))" } ?? "nil" }
      return "ProposedViewSize(width: \(opt(p.width)), height: \(opt(p.height)))"
    case .viewSpacing(let v): return v.description
    case .layoutSubview: return "LayoutSubview"
    case .layout(let l): return l.description
    case .layoutProperties(let axis):
      return "LayoutProperties(stackOrientation: \(axis.map { "Optional(SwiftUI.Axis.\($0))" } ?? "nil"))"
    case .opaque(let o) where o.kind == "Data": return "\(o.text.utf8.count) bytes"
    case .opaque(let o) where o.kind == "AnyCancellable": return o.kind
    // A SwiftUI enum inside another value is written with its module and type, as Swift
    // writes any enum case there.
    case .opaque(let o) where o.kind == "ColorScheme" && quoted: return "SwiftUI.ColorScheme." + o.text
    case .opaque(let o) where o.kind == URLComponentsBuiltins.kind:
      // Foundation prints the URL the parts make (its description, the absolute string).
      return URLComponentsBuiltins.components(o).url?.absoluteString ?? ""
    case .opaque(let o): return o.text
    case .animation(let a): return a.description
    case .spring(let s):
      return "Spring(response: \(NumberFormat.source(s.response)), "
        + "dampingRatio: \(NumberFormat.source(s.dampingRatio)))"
    case .unitCurve(let u): return u.name.map { "UnitCurve.\($0)" } ?? "UnitCurve.bezier"
    case .gesture(let g): return "\(g.typeName)()"
    case .keyframes(let k): return k.typeName + "(…)"
    case .publisher(let p): return p.kind + "(…)"
    case .transaction(let t):
      return "Transaction(animation: \(t.animationText ?? "nil"), disablesAnimations: "
        + "\(t.disablesAnimations))"
    case .path(let p):
      let r = p.boundingRect
      return "Path(\(p.elements.count) elements, boundingRect: "
        + "\(Value.rect(r).describe(quoted: false)))"
    }
  }

  /// The Swift type name of the value, for messages (`Int`, `CGSize`, `some View`).
  public var typeName: String {
    switch self {
    case .void: return "Void"
    case .null: return "Optional"
    case .int: return "Int"
    case .double: return "Double"
    case .float: return "Float"
    case .bool: return "Bool"
    case .string: return "String"
    case .array: return "Array"
    case .arraySlice: return "ArraySlice"
    case .dictionary: return "Dictionary"
    case .range(let r): return r.closed ? "ClosedRange<Int>" : "Range<Int>"
    case .floatingRange(let r):
      let element = r.isDate ? "Date" : "Double"
      return r.closed ? "ClosedRange<\(element)>" : "Range<\(element)>"
    case .date: return "Date"
    case .calendar: return "Calendar"
    case .dateComponents: return "DateComponents"
    case .gridItem: return "GridItem"
    case .set: return "Set"
    case .tuple(let t): return t.nominal ?? "Tuple"
    case .function: return "Function"
    case .instance(let i): return i.type.name
    case .enumCase(let e): return e.type.name
    case .type(let t): return "\(t.name).Type"
    case .implicitMember: return "implicit member"
    case .keyPath: return "KeyPath"
    case .binding: return "Binding"
    case .view: return "some View"
    case .size: return "CGSize"
    case .point: return "CGPoint"
    case .rect: return "CGRect"
    case .angle: return "Angle"
    case .unitPoint: return "UnitPoint"
    case .alignment: return "Alignment"
    case .alignmentKey(let k):
      return k.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
    case .edge: return "Edge"
    case .edgeSet: return "Edge.Set"
    case .insets: return "EdgeInsets"
    case .axis: return "Axis"
    case .axisSet: return "Axis.Set"
    case .affine: return "CGAffineTransform"
    case .projection: return "ProjectionTransform"
    case .transform3D: return "CATransform3D"
    case .geometryEffect(let e, _): return e.effectTypeName
    case .color: return "Color"
    case .font: return "Font"
    case .contentMode: return "ContentMode"
    case .coordinateSpace: return "CoordinateSpace"
    case .proxy: return "GeometryProxy"
    case .anchor(let a): return a.source.isRect ? "Anchor<CGRect>" : "Anchor<CGPoint>"
    case .dimensions: return "ViewDimensions"
    case .proposal: return "ProposedViewSize"
    case .viewSpacing: return "ViewSpacing"
    case .layoutSubview: return "LayoutSubview"
    case .layout(let l): return l.typeName
    case .layoutProperties: return "LayoutProperties"
    case .opaque(let o): return o.kind
    case .animation: return "Animation"
    case .spring: return "Spring"
    case .unitCurve: return "UnitCurve"
    case .path: return "Path"
    case .transaction: return "Transaction"
    case .gesture(let g): return g.typeName
    case .keyframes(let k): return k.typeName
    case .publisher(let p): return p.kind
    }
  }

  /// Structural equality for `==`, `switch` and dictionary keys; functions and views are never
  /// equal.
  public func isEqual(to other: Value) -> Bool {
    switch (self, other) {
    case (.void, .void), (.null, .null): return true
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    // A `Float` beside a literal: the literal is a `Float` (Swift has no mixed comparison).
    case (.float(let a), .float(let b)): return a == b
    case (.float(let a), .int(let b)), (.int(let b), .float(let a)): return a == Float(b)
    case (.float(let a), .double(let b)), (.double(let b), .float(let a)): return a == Float(b)
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
    // Slices compare their elements, whatever their indices (beside a slice, an array
    // literal is one).
    case (.arraySlice, .array), (.arraySlice, .arraySlice), (.array, .arraySlice):
      let (a, b) = (nestedValues, other.nestedValues)
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count
        && zip(a.keys, a.values).allSatisfy { k, v in b[k].map { $0.isEqual(to: v) } ?? false }
    case (.range(let a), .range(let b)): return a == b
    case (.floatingRange(let a), .floatingRange(let b)): return a == b
    case (.date(let a), .date(let b)): return a == b
    case (.calendar(let a), .calendar(let b)): return a == b
    case (.dateComponents(let a), .dateComponents(let b)): return CalendarBuiltins.equal(a, b)
    case (.gridItem(let a), .gridItem(let b)): return a == b
    case (.set(let a), .set(let b)):
      return a.count == b.count && a.items.allSatisfy { b.contains($0) }
    case (.set(let a), .array(let items)), (.array(let items), .set(let a)):
      // `s == [3, 2, 1]`: beside a set, an array literal is a set.
      let b = SetValue(items)
      return a.count == b.count && a.items.allSatisfy { b.contains($0) }
    case (.tuple(let a), .tuple(let b)):
      return a.elements.count == b.elements.count
        && zip(a.elements, b.elements).allSatisfy { $0.isEqual(to: $1) }
    case (.instance(let a), .instance(let b)) where a.type.isClass || b.type.isClass:
      return a.objectOwner != nil && a.objectOwner == b.objectOwner
    case (.instance(let a), .instance(let b)):
      return a.type === b.type
        && a.type.storedProperties.allSatisfy { p in
          // An optional property never given a value is nil, as one set to nil is.
          switch (a.fields[p.name], b.fields[p.name]) {
          case (nil, nil): return true
          case (let x?, let y?): return x.isEqual(to: y)
          case (nil, .null?), (.null?, nil): return true
          default: return false
          }
        }
    case (.enumCase(let a), .enumCase(let b)):
      return a.type === b.type && a.name == b.name
        && a.associated.count == b.associated.count
        && zip(a.associated, b.associated).allSatisfy { $0.isEqual(to: $1) }
    case (.enumCase(let a), .implicitMember(let m)), (.implicitMember(let m), .enumCase(let a)):
      return m.arguments == nil && a.name == m.name && a.associated.isEmpty
    case (.implicitMember(let a), .implicitMember(let b)):
      return a.name == b.name && a.arguments == nil && b.arguments == nil
    case (.keyPath(let a), .keyPath(let b)): return a == b
    case (.publisher(let a), .publisher(let b)): return a.isEqual(to: b)
    case (.proposal(let a), .proposal(let b)): return a == b
    case (.proposal(let a), .implicitMember(let m)), (.implicitMember(let m), .proposal(let a)):
      return m.arguments == nil && LayoutProtocol.proposal(named: m.name) == a
    case (.viewSpacing(let a), .viewSpacing(let b)): return a == b
    case (.layoutSubview(let a), .layoutSubview(let b)): return a.access === b.access && a.index == b.index
    case (.size(let a), .size(let b)): return a == b
    case (.point(let a), .point(let b)): return a == b
    case (.rect(let a), .rect(let b)): return a == b
    case (.angle(let a), .angle(let b)): return a == b
    case (.unitPoint(let a), .unitPoint(let b)): return a == b
    case (.alignment(let a), .alignment(let b)): return a == b
    case (.alignmentKey(let a), .alignmentKey(let b)): return a == b
    case (.edge(let a), .edge(let b)): return a == b
    case (.edgeSet(let a), .edgeSet(let b)): return a == b
    case (.insets(let a), .insets(let b)): return a == b
    case (.axis(let a), .axis(let b)): return a == b
    case (.axisSet(let a), .axisSet(let b)): return a == b
    case (.affine(let a), .affine(let b)): return a == b
    case (.projection(let a), .projection(let b)): return a == b
    case (.transform3D(let a), .transform3D(let b)): return a == b
    case (.color(let a), .color(let b)): return a == b
    case (.font(let a), .font(let b)): return a == b
    case (.contentMode(let a), .contentMode(let b)): return a == b
    case (.coordinateSpace(let a), .coordinateSpace(let b)): return a == b
    case (.anchor(let a), .anchor(let b)): return a == b
    case (.opaque(let a), .opaque(let b)): return a == b
    case (.opaque(let o), .implicitMember(let m)), (.implicitMember(let m), .opaque(let o)):
      // `colorScheme == .dark`
      return m.arguments == nil && o.text == m.name
    case (.animation(let a), .animation(let b)): return a == b
    case (.spring(let a), .spring(let b)): return a == b
    case (.unitCurve(let a), .unitCurve(let b)): return a == b
    case (.path(let a), .path(let b)): return a == b
    case (.type(let a), .type(let b)): return a.name == b.name
    default: return false
    }
  }

  /// A stable text for a value used as an identity (`ForEach` ids, `.id(_)`).
  var identityText: String {
    switch self {
    case .string(let s): return s
    default: return describe(quoted: false)
    }
  }
}
