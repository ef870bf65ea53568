import Foundation
import LabEngine
import SwiftSyntax

/// One subview of a custom layout, as its code sees it during one layout pass (`LayoutSubview`).
public final class LayoutSubviewRef {
  let access: LayoutSubviewsAccess
  let index: Int

  init(access: LayoutSubviewsAccess, index: Int) {
    self.access = access
    self.index = index
  }
}

/// A layout as a value (docs/semantics.md §9): a built-in one (`HStackLayout(spacing: 4)`,
/// `ZStackLayout()`, `GridLayout()`), a user type conforming to `Layout`, or either wrapped in
/// `AnyLayout`. Called with a view builder, it is the container: `layout { … }`.
public struct LayoutValue: CustomStringConvertible {
  enum Base {
    /// The view the built-in layout runs as (`HStackLayout` is `HStack`'s algorithm).
    case builtin(ViewKind)
    case user(StructInstance)
  }
  var base: Base
  /// `HStackLayout`, `AnyLayout`, `RadialLayout`.
  public var typeName: String
  /// How the code wrote it, for output.
  var code: String

  public var description: String { code }
}

/// The `Layout` protocol in user code (docs/semantics.md §9): layout values, the proxies a
/// layout's code is given (`ProposedViewSize`, `LayoutSubview`, `ViewSpacing`), and the bridge
/// that lets the layout pass run a user's `sizeThatFits` and `placeSubviews`.
enum LayoutProtocol {
  /// Built-in types this file constructs.
  static let typeNames = [
    "ProposedViewSize", "ViewSpacing", "HStackLayout", "VStackLayout", "ZStackLayout",
    "GridLayout", "AnyLayout", "LayoutProperties",
  ]

  /// `ProposedViewSize.zero`, `.unspecified`, `.infinity`.
  static func proposal(named name: String) -> ProposedSize? {
    switch name {
    case "zero": return .zero
    case "unspecified": return .unspecified
    case "infinity": return .infinity
    default: return nil
    }
  }

  static func staticMember(_ type: String, _ name: String) -> Value? {
    switch (type, name) {
    case ("ProposedViewSize", _): return proposal(named: name).map { .proposal($0) }
    case ("ViewSpacing", "zero"): return .viewSpacing(.zero)
    default: return nil
    }
  }

  static let staticMemberNames: [String: [String]] = [
    "ProposedViewSize": ["zero", "unspecified", "infinity"], "ViewSpacing": ["zero"],
  ]

  // MARK: Construction

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    // `HStackLayout(spacing: 4) { … }`: the layout, called with its view builder at once.
    let context = c
    func made(_ base: LayoutValue.Base) throws -> Value {
      let layout = LayoutValue(base: base, typeName: name, code: code(of: context))
      guard let content = context.closure else { return .layout(layout) }
      return try container(layout, content: content, interp, at: context.node)
    }
    switch name {
    case "ProposedViewSize":
      if c.arguments.count == 1, c.arguments[0].label == nil {
        let a = c.arguments[0]
        guard case .size(let s) = a.value else {
          throw interp.error(
            "`ProposedViewSize(_:)` takes a `CGSize`, got `\(a.value.typeName)`", at: a.node,
            kind: .typeMismatch)
        }
        return .proposal(ProposedSize(s))
      }
      try c.checkLabels(["width", "height"])
      guard c.has("width"), c.has("height") else {
        throw c.fail("`ProposedViewSize` needs `width:` and `height:` (either may be nil)", kind: .argument)
      }
      return .proposal(ProposedSize(width: try c.double("width"), height: try c.double("height")))
    case "ViewSpacing":
      try c.checkLabels([])
      return .viewSpacing(.none)
    case "LayoutProperties":
      try c.checkLabels([])
      return .layoutProperties(stackOrientation: nil)
    case "HStackLayout":
      try c.checkLabels(["alignment", "spacing"])
      let kind = ViewKind.hstack(
        alignment: try c.verticalAlignment() ?? .vCenter, spacing: try c.double("spacing"))
      return try made(.builtin(kind))
    case "VStackLayout":
      try c.checkLabels(["alignment", "spacing"])
      let kind = ViewKind.vstack(
        alignment: try c.horizontalAlignment() ?? .hCenter, spacing: try c.double("spacing"))
      return try made(.builtin(kind))
    case "ZStackLayout":
      try c.checkLabels(["alignment"])
      let kind = ViewKind.zstack(alignment: try c.alignment() ?? .center)
      return try made(.builtin(kind))
    case "GridLayout":
      try c.checkLabels(["alignment", "horizontalSpacing", "verticalSpacing"])
      let kind = ViewKind.grid(
        alignment: try c.alignment() ?? .center,
        horizontalSpacing: try c.double("horizontalSpacing"),
        verticalSpacing: try c.double("verticalSpacing"))
      return try made(.builtin(kind))
    case "AnyLayout":
      try c.checkLabels([nil])
      guard let a = c.arguments.first else { throw c.fail("`AnyLayout` needs a layout", kind: .argument) }
      // The type is erased, the algorithm kept: it lays out as the layout it wraps.
      guard var layout = try layoutValue(a.value, interp, at: a.node) else {
        throw interp.error(
          "`AnyLayout` wraps a layout (`HStackLayout()`, a type conforming to `Layout`), got `\(a.value.typeName)`",
          at: a.node, kind: .typeMismatch)
      }
      layout.typeName = "AnyLayout"
      if let content = c.closure, c.arguments.count == 2 {
        return try container(layout, content: content, interp, at: c.node)
      }
      return .layout(layout)
    default:
      throw c.fail("`\(name)` is not a layout type", kind: .unknownName)
    }
  }

  /// The source text of a call without its trailing closure (`RadialLayout(radius: 80)`).
  static func code(of c: CallContext) -> String { code(of: c.node, orName: c.name) }

  /// `Name(arguments)` as written at `node`, or `name()` when it is not a call.
  static func code(of node: Syntax, orName name: String) -> String {
    guard let call = node.as(FunctionCallExprSyntax.self) else { return name + "()" }
    return "\(call.calledExpression.trimmedDescription)(\(call.arguments.trimmedDescription))"
  }

  /// A layout value, or a user `Layout` instance made one; nil for anything else.
  static func layoutValue(_ value: Value, _ interp: Interpreter, at node: Syntax) throws -> LayoutValue? {
    switch value {
    case .layout(let l): return l
    case .instance(let inst) where isLayout(inst.type):
      return LayoutValue(
        base: .user(inst), typeName: inst.type.name, code: code(of: node, orName: inst.type.name))
    default: return nil
    }
  }

  static func isLayout(_ type: StructType) -> Bool { type.conformances.contains("Layout") }

  /// The name of a `LayoutValueKey` type given as a value (`Rank.self`), or nil.
  static func layoutValueKey(_ value: Value) -> String? {
    switch value {
    case .type(.userStruct(let t)) where t.conformances.contains("LayoutValueKey"): return t.name
    case .type(.userEnum(let t)) where t.conformances.contains("LayoutValueKey"): return t.name
    default: return nil
    }
  }

  /// `subview[Key.self]`: the value a `.layoutValue(key:value:)` on the subview gave, else the
  /// key's `defaultValue`.
  static func subscriptValue(_ s: LayoutSubviewRef, _ key: Value, _ interp: Interpreter, at node: Syntax) throws -> Value {
    guard let name = layoutValueKey(key) else {
      throw interp.error(
        "a subview is subscripted with a `LayoutValueKey` type (`subview[Rank.self]`), got `\(key.typeName)`",
        at: node, kind: .typeMismatch)
    }
    let box: LayoutValueBox?
    do {
      box = try s.access.layoutValue(s.index, key: name)
    } catch {
      throw interp.error("this subview was kept from an earlier layout pass", at: node, kind: .notSupported)
    }
    if let v = box?.value as? Value { return v }
    guard let d = try interp.member(of: key, named: "defaultValue", node: node) else {
      throw interp.error("`\(name)` has no `static var defaultValue`", at: node, kind: .invalidSwift)
    }
    return d
  }

  /// `layout { … }` (`callAsFunction`): the layout as a container of the closure's views.
  static func container(
    _ layout: LayoutValue, content: FunctionValue, _ interp: Interpreter, at node: Syntax
  ) throws -> Value {
    let value = try interp.call(content, [Value](), node: node, viewContext: true)
    let children = try interp.viewList(value, at: node)
    try interp.countView(at: node)
    let source = interp.location(of: node)
    switch layout.base {
    case .builtin(let kind):
      return .view(ViewDescription(kind, children, source: source))
    case .user(let inst):
      try checkSupported(inst.type, interp)
      let code = UserLayout(interpreter: interp, instance: inst, node: node)
      var custom = CustomLayout(name: inst.type.name, code: layout.code, implementation: code)
      custom.stackOrientation = try stackOrientation(of: inst.type, interp, at: node)
      return .view(ViewDescription(.customLayout(custom), children, source: source))
    }
  }

  /// `static var layoutProperties`'s `stackOrientation`: which way Spacers and Dividers among
  /// the layout's subviews lie (nil, the default, when the type declares none).
  static func stackOrientation(of type: StructType, _ interp: Interpreter, at node: Syntax) throws -> Axis? {
    guard type.staticProperties.contains(where: { $0.name == "layoutProperties" }),
      let value = try interp.member(of: .type(.userStruct(type)), named: "layoutProperties", node: node)
    else { return nil }
    guard case .layoutProperties(let axis) = value else {
      throw interp.error(
        "`\(type.name).layoutProperties` is a `\(value.typeName)`, not `LayoutProperties`", at: node,
        kind: .typeMismatch)
    }
    return axis
  }

  /// What the lab does not run yet of a user layout is refused where it is declared, never
  /// ignored.
  static func checkSupported(_ type: StructType, _ interp: Interpreter) throws {
    // The protocol's `spacing(subviews:cache:)`, not a helper of another signature (a layout's
    // own `spacing(subviews:) -> [CGFloat]` is common).
    if let decl = type.methods["spacing"]?.first(where: { d in
      d.signature.parameterClause.parameters.map(\.firstName.text) == ["subviews", "cache"]
    }) {
      // The lab's stacks space a layout as any view (8 points, 0 beside a Spacer, §2.1); a
      // spacing of its own would be ignored, so it is refused.
      throw interp.error(
        "`\(type.name).spacing(subviews:cache:)` is not supported yet: stacks would space this "
          + "layout by the lab's default rule", at: decl.name, kind: .notSupported)
    }
    for name in ["sizeThatFits", "placeSubviews"] where type.methods[name] == nil {
      throw interp.error(
        "`\(type.name)` conforms to `Layout` but has no `\(name)`: a layout must implement "
          + "`sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`",
        at: type.node, kind: .invalidSwift)
    }
    try checkCacheTypes(type, interp)
  }

  /// Every method's `cache:` is the one type `makeCache` returns (Void without `makeCache`), as
  /// Swift infers `Cache`; a mismatch would not compile, so the lab refuses it rather than run
  /// code with a cache of another type. `Cache` itself (a nested type or typealias) matches
  /// anything.
  static func checkCacheTypes(_ type: StructType, _ interp: Interpreter) throws {
    func normal(_ t: String) -> String {
      var t = t.replacingOccurrences(of: " ", with: "")
      if t.hasPrefix("inout") { t.removeFirst(5) }
      if t == "Void" || t == "()" { return "()" }
      if t.hasPrefix("Self.") { t.removeFirst(5) }
      return t
    }
    let made = type.methods["makeCache"]?.first.map { decl in
      normal(decl.signature.returnClause?.type.trimmedDescription ?? "()")
    } ?? "()"
    for name in ["sizeThatFits", "placeSubviews", "explicitAlignment", "updateCache"] {
      for decl in type.methods[name] ?? [] {
        for param in decl.signature.parameterClause.parameters {
          let label = param.firstName.text
          guard label == "cache" || (name == "updateCache" && param == decl.signature.parameterClause.parameters.first)
          else { continue }
          let declared = normal(param.type.trimmedDescription)
          guard declared != made, declared != "Cache", made != "Cache" else { continue }
          throw interp.error(
            "`\(type.name).\(name)` takes a cache of type `\(declared)`, but "
              + (type.methods["makeCache"] == nil
                ? "without `makeCache(subviews:)` the cache is `Void`"
                : "`makeCache(subviews:)` returns `\(made)`")
              + ": Swift needs one `Cache` type", at: param.type, kind: .invalidSwift)
        }
      }
    }
  }

  // MARK: Members

  static func member(_ value: Value, _ name: String, interpreter interp: Interpreter, node: Syntax)
    throws -> Value?
  {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch (value, name) {
    case (.proposal(let p), "width"): return p.width.map { .double($0) } ?? .null
    case (.proposal(let p), "height"): return p.height.map { .double($0) } ?? .null
    case (.proposal(let p), "replacingUnspecifiedDimensions"):
      return method { c in
        try c.checkLabels(["by"])
        guard let arg = c.argument("by") else { return .size(p.replacingUnspecifiedDimensions()) }
        var value = arg.value
        if case .implicitMember(let m) = value { value = try c.interpreter.resolveImplicit(m, as: .size, at: arg.node) }
        guard case .size(let s) = value else {
          throw c.interpreter.error("`by:` takes a `CGSize`", at: arg.node, kind: .typeMismatch)
        }
        return .size(Size(width: p.width ?? s.width, height: p.height ?? s.height))
      }
    case (.viewSpacing(let v), "distance"):
      return method { c in
        try c.checkLabels(["to", "along"])
        guard case .viewSpacing(let next)? = c.argument("to")?.value else {
          throw c.fail("`distance(to:along:)` takes the next subview's `spacing`", kind: .argument)
        }
        guard case .axis(let axis)? = try c.resolved("along", as: .axis) else {
          throw c.fail("`along:` takes `.horizontal` or `.vertical`", kind: .argument)
        }
        return .double(v.distance(to: next, along: axis))
      }
    case (.viewSpacing(let v), "union"):
      return method { c in
        try c.checkLabels([nil, "edges"])
        guard case .viewSpacing(let other)? = c.argument(nil)?.value else {
          throw c.fail("`union(_:edges:)` takes a `ViewSpacing`", kind: .argument)
        }
        if c.has("edges") {
          throw c.fail("`union(_:edges:)` with `edges:` is not supported yet; all edges are joined", kind: .notSupported)
        }
        return .viewSpacing(v.union(other))
      }
    case (.layoutSubview(let s), _):
      return try subviewMember(s, name, interp, node: node)
    case (.layoutProperties(let axis), "stackOrientation"):
      return axis.map { .axis($0) } ?? .null
    case (.layout(let l), "callAsFunction"):
      return method { c in
        guard let fn = c.closure else { throw c.fail("a layout is called with a view builder", kind: .argument) }
        return try container(l, content: fn, c.interpreter, at: c.node)
      }
    default: return nil
    }
  }

  static func memberNames(_ value: Value) -> [String] {
    switch value {
    case .proposal: return ["width", "height", "replacingUnspecifiedDimensions"]
    case .viewSpacing: return ["distance", "union"]
    case .layoutSubview: return ["sizeThatFits", "dimensions", "place", "priority", "spacing"]
    case .layoutProperties: return ["stackOrientation"]
    default: return []
    }
  }

  /// A `ProposedViewSize` argument: the value, `.unspecified`/`.zero`/`.infinity`, or
  /// `.init(width:height:)`.
  static func proposalArgument(_ arg: Argument?, _ interp: Interpreter, _ what: String, at node: Syntax) throws -> ProposedSize {
    guard let arg else { throw interp.error("\(what) needs a `ProposedViewSize`", at: node, kind: .argument) }
    var value = arg.value
    if case .implicitMember(let m) = value {
      value = try interp.resolveImplicit(m, as: .proposedSize, at: arg.node)
    }
    guard case .proposal(let p) = value else {
      throw interp.error(
        "\(what) takes a `ProposedViewSize` (`.unspecified`, `.zero`, `.infinity` or "
          + "`ProposedViewSize(width:height:)`), got `\(value.typeName)`", at: arg.node, kind: .typeMismatch)
    }
    return p
  }

  private static func subviewMember(
    _ s: LayoutSubviewRef, _ name: String, _ interp: Interpreter, node: Syntax
  ) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    func guarded<T>(_ at: Syntax, _ body: () throws -> T) throws -> T {
      do {
        return try body()
      } catch let e as LayoutSubviewsAccessError {
        switch e {
        case .outsideCall:
          throw interp.error(
            "this subview was kept from an earlier layout pass (an `updateCache` that keeps the "
              + "old subviews?): the lab measures subviews only in the pass that gave them; make "
              + "them again in `updateCache`, or keep their sizes instead", at: at,
            kind: .notSupported)
        case .index(let i, let n):
          throw interp.error("index \(i) is out of range: the layout has \(n) subviews", at: at, kind: .trap)
        case .placeOutsidePlacement:
          throw interp.error(
            "`place(at:anchor:proposal:)` outside `placeSubviews`: subviews are placed from "
              + "`placeSubviews(in:proposal:subviews:cache:)`, and the lab refuses a place from "
              + "anywhere else rather than guess what SwiftUI does with it", at: at, kind: .notSupported)
        }
      }
    }
    switch name {
    case "sizeThatFits":
      return method { c in
        try c.checkLabels([nil])
        let p = try proposalArgument(c.argument(nil), interp, "`sizeThatFits(_:)`", at: c.node)
        return .size(try guarded(c.node) { try s.access.sizeThatFits(s.index, p) })
      }
    case "dimensions":
      return method { c in
        try c.checkLabels(["in"])
        let p = try proposalArgument(c.argument("in"), interp, "`dimensions(in:)`", at: c.node)
        return .dimensions(try guarded(c.node) { try s.access.dimensions(s.index, p) })
      }
    case "place":
      return method { c in
        try c.checkLabels(["at", "anchor", "proposal"])
        guard case .point(let at)? = try c.resolved("at", as: .point) else {
          throw c.fail("`place(at:anchor:proposal:)` needs `at:` a `CGPoint`", kind: .argument)
        }
        var anchor = UnitPoint.topLeading
        if let a = try c.resolved("anchor", as: .unitPoint) {
          guard case .unitPoint(let u) = a else {
            throw c.fail("`anchor:` takes a `UnitPoint`", kind: .typeMismatch)
          }
          anchor = u
        }
        let p = try proposalArgument(c.argument("proposal"), interp, "`place(at:anchor:proposal:)`", at: c.node)
        guard at.x.isFinite, at.y.isFinite else {
          throw c.fail(
            "`place(at:)` with a non-finite position (\(Value.point(at).describe(quoted: false))): "
              + "SwiftUI would draw the subview nowhere", kind: .argument)
        }
        try guarded(c.node) { try s.access.place(s.index, at: at, anchor: anchor, proposal: p) }
        return .void
      }
    case "priority": return .double(try guarded(node) { try s.access.priority(s.index) })
    case "spacing": return .viewSpacing(try guarded(node) { try s.access.spacing(s.index) })
    default: return nil
    }
  }
}

/// Runs a user `Layout`'s code for the layout pass (`CustomLayoutCode`): each call with the
/// interpreter to itself and a step budget of its own, its errors reported at their source
/// (the pass then stops asking; the layout is refused). The cache lives in the interpreter,
/// keyed by the layout's identity, so an update after the first calls `updateCache` as SwiftUI
/// does.
final class UserLayout: CustomLayoutCode, @unchecked Sendable {
  let interpreter: Interpreter
  let instance: StructInstance
  /// Where the layout is used.
  let node: Syntax
  /// Steps one call of the layout's code may take (as a geometry effect's).
  static let stepBudget = 200_000

  init(interpreter: Interpreter, instance: StructInstance, node: Syntax) {
    self.interpreter = interpreter
    self.instance = instance
    self.node = node
  }

  private var typeName: String { instance.type.name }
  private func cacheKey(_ identity: UInt64) -> String { "\(identity)|\(typeName)" }

  func prepare(identity: UInt64, subviews: LayoutSubviewsAccess) throws {
    try run {
      let key = cacheKey(identity)
      let interp = interpreter
      if let old = interp.layoutCaches[key], instance.type.methods["updateCache"] != nil {
        var cache = old
        _ = try call("updateCache", [(nil, old), ("subviews", subviewsValue(subviews))]) { cache = $0 }
        interp.layoutCaches[key] = cache
      } else if instance.type.methods["makeCache"] != nil {
        interp.layoutCaches[key] = try call("makeCache", [("subviews", subviewsValue(subviews))])
      } else {
        interp.layoutCaches[key] = .void
      }
    }
  }

  func sizeThatFits(identity: UInt64, proposal: ProposedSize, subviews: LayoutSubviewsAccess) throws -> Size {
    try run {
      let result = try callWithCache(
        "sizeThatFits", identity, [("proposal", .proposal(proposal)), ("subviews", subviewsValue(subviews))])
      let at = declaration("sizeThatFits")
      guard case .size(let size) = result else {
        throw interpreter.error(
          "`\(typeName).sizeThatFits` returned `\(result.typeName)`, not a `CGSize`", at: at, kind: .typeMismatch)
      }
      guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
        throw interpreter.error(
          "`\(typeName).sizeThatFits` returned \(Value.size(size).describe(quoted: false)) for the proposal "
            + "\(proposal): a size must be finite and not negative", at: at, kind: .argument)
      }
      return size
    }
  }

  func placeSubviews(identity: UInt64, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviewsAccess) throws {
    try run {
      _ = try callWithCache(
        "placeSubviews", identity,
        [("in", .rect(bounds)), ("proposal", .proposal(proposal)), ("subviews", subviewsValue(subviews))])
    }
  }

  var hasExplicitAlignment: Bool { instance.type.methods["explicitAlignment"] != nil }

  func explicitAlignment(
    identity: UInt64, key: AlignmentKey, in bounds: Rect, proposal: ProposedSize,
    subviews: LayoutSubviewsAccess
  ) throws -> CustomAlignmentAnswer {
    // The overload for the guide's axis (`of guide: HorizontalAlignment` or `VerticalAlignment`).
    let axisType = key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
    guard
      let decl = instance.type.methods["explicitAlignment"]?.first(where: {
        $0.signature.parameterClause.parameters.first?.type.trimmedDescription == axisType
      })
    else { return .useDefault }
    return try run {
      let interp = interpreter
      let fn = interp.makeFunction(decl, in: instance.type.environment)
      let store = cacheKey(identity)
      var cacheArg = Argument(label: "cache", value: interp.layoutCaches[store] ?? .void, node: node)
      cacheArg.writeBack = { interp.layoutCaches[store] = $0 }
      let args = [
        Argument(label: "of", value: .alignmentKey(key), node: node),
        Argument(label: "in", value: .rect(bounds), node: node),
        Argument(label: "proposal", value: .proposal(proposal), node: node),
        Argument(label: "subviews", value: subviewsValue(subviews), node: node), cacheArg,
      ]
      let result = try interp.callUser(fn, args: args, node: node, receiver: .instance(instance)).0
      switch result {
      case .null: return .guide(nil)
      case .double(let v) where v.isFinite: return .guide(v)
      default:
        throw interp.error(
          "`\(typeName).explicitAlignment` returned \(result.description) for `\(Value.alignmentKey(key).description)`: "
            + "a guide is a finite `CGFloat` or nil", at: Syntax(decl.name), kind: .typeMismatch)
      }
    }
  }

  // MARK: Calling the user's code

  private func subviewsValue(_ access: LayoutSubviewsAccess) -> Value {
    .array((0..<access.count).map { .layoutSubview(LayoutSubviewRef(access: access, index: $0)) })
  }

  private func declaration(_ name: String) -> Syntax {
    instance.type.methods[name]?.first.map { Syntax($0.name) } ?? node
  }

  /// Calls the method with `cache:` passed `inout` from the interpreter's store.
  private func callWithCache(_ name: String, _ identity: UInt64, _ args: [(String?, Value)]) throws -> Value {
    let key = cacheKey(identity)
    let interp = interpreter
    return try call(name, args + [("cache", interp.layoutCaches[key] ?? .void)]) {
      interp.layoutCaches[key] = $0
    }
  }

  /// Calls the layout's method `name`; an argument labelled `cache` (or the first unlabelled
  /// one of `updateCache`) is `inout`, written back through `writeBack`.
  private func call(
    _ name: String, _ args: [(String?, Value)], writeBack: ((Value) -> Void)? = nil
  ) throws -> Value {
    let interp = interpreter
    guard case .function(let fn)? = try interp.member(of: .instance(instance), named: name, node: node) else {
      throw interp.error("`\(typeName)` has no `\(name)`", at: node, kind: .invalidSwift)
    }
    let arguments = args.enumerated().map { k, a -> Argument in
      var arg = Argument(label: a.0, value: a.1, node: node)
      if let writeBack, a.0 == "cache" || (name == "updateCache" && k == 0) {
        arg.writeBack = { writeBack($0) }
      }
      return arg
    }
    return try interp.callValue(.function(fn), arguments, node: node)
  }

  private func run<T>(_ body: () throws -> T) throws -> T {
    try UserLayout.runLayoutCode(interpreter, typeName: typeName, node: node, body)
  }

  /// Runs user code that layout calls (a layout's methods, a shape's `sizeThatFits`) with the
  /// interpreter to itself and its own step budget; errors become `CustomLayoutFailure`, which
  /// stops the pass. What the code prints is not shown (layout runs several times an update
  /// here), which a warning says once.
  static func runLayoutCode<T>(
    _ interp: Interpreter, typeName: String, node: Syntax, _ body: () throws -> T
  ) throws -> T {
    interp.layoutLock.lock()
    defer { interp.layoutLock.unlock() }
    let saved = (interp.pass.steps, interp.pass.callDepth, interp.limits.maxSteps)
    let printed = interp.pass.output.count
    interp.pass.steps = 0
    interp.limits.maxSteps = min(saved.2, UserLayout.stepBudget)
    defer {
      (interp.pass.steps, interp.pass.callDepth, interp.limits.maxSteps) = saved
      if interp.pass.output.count > printed {
        interp.pass.output.removeSubrange(printed...)
        interp.lateWarning(
          Diagnostic(
            .warning,
            "`\(typeName)`'s layout code printed; the lab does not show printing from layout "
              + "code (it lays out more often than SwiftUI, so the lines would mislead)",
            at: interp.range(of: node)))
      }
    }
    do {
      return try body()
    } catch let error as RuntimeError {
      throw CustomLayoutFailure(error.diagnostic)
    }
  }
}
