import LabEngine
import SwiftSyntax

/// The preference modifiers (docs/semantics.md §5): `.preference`, `.transformPreference` and
/// `.anchorPreference` write a key's value into the tree as a layout-neutral `.preference`
/// node; `.onPreferenceChange` marks where the session reads it after an update;
/// `.overlayPreferenceValue` / `.backgroundPreferenceValue` combine the modified view's values
/// right away (its subtree is already built) and build the overlay from them.
///
///     Color.red.preference(key: K.self, value: 1)  // .preference(K, write) over Color.red
enum PreferenceModifiers {

  static func apply(_ name: String, to view: ViewDescription, _ c: inout CallContext) throws
    -> Value
  {
    let interp = c.interpreter
    let source = c.nameLocation
    func node(
      _ key: StructType, _ role: PreferenceModifier.Role, token: Int = 0,
      _ entry: PreferenceEntry
    ) throws -> Value
    {
      try interp.countView(at: c.node)
      let m = PreferenceModifier(
        key: key.name, role: role, token: token, detail: c.argumentText,
        payload: PreferencePayload(entry))
      return .view(view.modified(.preference(m), source: source))
    }
    switch name {
    case "preference":
      try c.checkLabels(["key", "value"])
      let key = try preferenceKey(&c, "key")
      guard let value = c.argument("value")?.value else {
        throw c.fail("`.preference` needs `value:`", kind: .argument)
      }
      return try node(key, .write, PreferenceEntry(key: key, value: value))
    case "transformPreference":
      try c.checkLabels([nil, "callback"])
      let key = try preferenceKey(&c, nil)
      guard let fn = c.closure else { throw c.fail("`.transformPreference` needs a closure", kind: .argument) }
      return try node(key, .transform, PreferenceEntry(key: key, function: fn))
    case "anchorPreference":
      try c.checkLabels(["key", "value", "transform"])
      let key = try preferenceKey(&c, "key")
      guard let arg = c.argument("value") else {
        throw c.fail("`.anchorPreference` needs `value:` (`.bounds`, `.topLeading` …)", kind: .argument)
      }
      let anchorSource = try interp.anchorSource(arg.value, at: arg.node)
      interp.pass.anchorOrdinal += 1
      let anchor = Value.anchor(AnchorRef(token: interp.pass.anchorOrdinal, source: anchorSource))
      // The transform runs now, with an anchor whose value layout supplies later: what it
      // builds (say `[Item(anchor: $0)]`) holds the anchor, not a rect.
      var value = anchor
      if let fn = c.closure("transform") ?? c.closure {
        value = try interp.call(fn, [anchor], node: c.node)
      }
      return try node(
        key, .anchor(anchorSource), token: interp.pass.anchorOrdinal,
        PreferenceEntry(key: key, value: value))
    case "onPreferenceChange":
      try c.checkLabels([nil, "perform"])
      let key = try preferenceKey(&c, nil)
      guard let fn = c.closure("perform") ?? c.closure else {
        throw c.fail("`.onPreferenceChange` needs a closure", kind: .argument)
      }
      return try node(key, .onChange, PreferenceEntry(key: key, function: fn))
    default:  // overlayPreferenceValue, backgroundPreferenceValue
      try c.checkLabels([nil, "alignment", "content", "transform"])
      let key = try preferenceKey(&c, nil)
      guard let fn = c.closure else { throw c.fail("`.\(name)` needs a content closure", kind: .argument) }
      let alignment = try c.alignment() ?? .center
      let tree = ViewTree(view)
      let value =
        try interp.preferenceCombiner(key, at: c.node).value(in: tree, at: ViewTree.root)
        ?? interp.preferenceDefault(key, at: c.node)
      let content = try interp.call(fn, [value], node: c.node, viewContext: true)
      let views = try interp.viewList(content, at: c.node)
      try interp.countView(at: c.node)
      let kind: ViewKind =
        name == "overlayPreferenceValue"
        ? .overlay(alignment: alignment) : .background(alignment: alignment)
      return .view(view.modified(kind, secondaries: views, source: source))
    }
  }

  /// The `K.self` argument: a user struct with `defaultValue` and `reduce(value:nextValue:)`.
  static func preferenceKey(_ c: inout CallContext, _ label: String?) throws -> StructType {
    guard let arg = c.argument(label) else {
      throw c.fail("`.\(c.name)` needs a preference key (`\(label.map { $0 + ": " } ?? "")K.self`)", kind: .argument)
    }
    guard case .type(.userStruct(let type)) = arg.value else {
      throw c.interpreter.error(
        "expected a `PreferenceKey` type such as `K.self`, got `\(arg.value.typeName)`",
        at: arg.node, kind: .typeMismatch)
    }
    guard type.staticProperty("defaultValue") != nil, type.staticMethods["reduce"] != nil else {
      throw c.interpreter.error(
        "`\(type.name)` is not a `PreferenceKey`: it needs `static var defaultValue` and "
          + "`static func reduce(value:nextValue:)`", at: arg.node, kind: .typeMismatch)
    }
    return type
  }
}

/// What a `.preference` node carries for the interpreter: its key and its value (or, for
/// `transformPreference` and `onPreferenceChange`, its closure).
struct PreferenceEntry {
  var key: StructType
  var value: Value?
  var function: FunctionValue?
}

/// An anchor made by `.anchorPreference`: its ordinal in the build (layout stores its global
/// value under that number) and what it measures.
///
///     AnchorRef(token: 1, source: .bounds)   // Anchor<CGRect>
public struct AnchorRef: Hashable, Sendable, CustomStringConvertible {
  public var token: Int
  public var source: AnchorSource

  public var description: String {
    "Anchor<\(source.isRect ? "CGRect" : "CGPoint")>(\(source) #\(token))"
  }
}

extension Interpreter {
  /// Combines key `K` the way SwiftUI does (docs/semantics.md §5), calling the user's `reduce`.
  func preferenceCombiner(_ key: StructType, at node: Syntax) -> PreferenceCombiner<Value> {
    PreferenceCombiner(
      key: key.name,
      defaultValue: { try self.preferenceDefault(key, at: node) },
      reduce: { value, next in value = try self.preferenceReduce(key, value, next, at: node) },
      written: { m, _ in (m.payload?.contents as? PreferenceEntry)?.value ?? .null },
      transform: { m, value in
        guard let fn = (m.payload?.contents as? PreferenceEntry)?.function else { return }
        value = try self.callEditing(fn, value, at: node)
      })
  }

  func preferenceDefault(_ key: StructType, at node: Syntax) throws -> Value {
    try member(of: .type(.userStruct(key)), named: "defaultValue", node: node) ?? .null
  }

  /// `K.reduce(value: &value, nextValue: { next })`, returning the edited value.
  func preferenceReduce(_ key: StructType, _ value: Value, _ next: Value, at node: Syntax)
    throws -> Value
  {
    guard let decl = key.staticMethods["reduce"]?.first else { return value }
    let fn = makeFunction(decl, in: key.environment).bound(to: .type(.userStruct(key)))
    let nextValue = FunctionValue(name: "nextValue") { _ in next }
    guard case .user(let user) = fn.body else { return value }
    let name = user.parameters.first?.name ?? "value"
    let args = [
      Argument(label: user.parameters.first?.label, value: value, node: node),
      Argument(
        label: user.parameters.dropFirst().first?.label, value: .function(nextValue), node: node),
    ]
    var edited = value
    _ = try callUser(fn, args: args, node: node, receiver: fn.boundSelf) { env in
      if let v = env.lookup(name)?.0 { edited = v }
    }
    return edited
  }

  /// Calls a closure that edits its one `inout` argument (`transformPreference { $0 += 1 }`).
  func callEditing(_ fn: FunctionValue, _ value: Value, at node: Syntax) throws -> Value {
    guard case .user(let user) = fn.body else { return value }
    let name = user.usesShorthand ? "$0" : (user.parameters.first?.name ?? "$0")
    var edited = value
    _ = try callUser(
      fn, args: [Argument(label: nil, value: value, node: node)], node: node,
      receiver: fn.boundSelf
    ) { env in
      if let v = env.lookup(name)?.0 { edited = v }
    }
    return edited
  }

  /// `value: .bounds`, `.topLeading` and every unit point, `.rect(_)`, `.point(_)`,
  /// `.unitPoint(_)`.
  func anchorSource(_ value: Value, at node: Syntax) throws -> AnchorSource {
    switch value {
    case .unitPoint(let u): return .unitPoint(u)
    case .implicitMember(let m):
      let first = m.arguments?.first?.value
      switch (m.name, first) {
      case ("bounds", nil): return .bounds
      case ("rect", .rect(let r)?): return .rect(r)
      case ("point", .point(let p)?): return .point(p)
      case ("unitPoint", .unitPoint(let u)?): return .unitPoint(u)
      case ("unitPoint", .implicitMember(let inner)?):
        if let u = UnitPoint.named.first(where: { $0.name == inner.name })?.point {
          return .unitPoint(u)
        }
      default:
        if m.arguments == nil, let u = UnitPoint.named.first(where: { $0.name == m.name })?.point {
          return .unitPoint(u)
        }
      }
    default: break
    }
    throw error(
      "expected an anchor source (`.bounds`, `.topLeading`, `.rect(_)`, `.point(_)`, "
        + "`.unitPoint(_)`), got `\(value.description)`", at: node, kind: .typeMismatch)
  }

  /// `proxy[anchor]`: the anchor's stored global value converted into the reader's local space
  /// through the four corners (docs/semantics.md §4.3). Before layout has measured it, zero, as a
  /// reader's frames are.
  func resolve(_ index: Value, in proxy: GeometryProxyValue, node: Syntax) throws -> Value {
    guard case .anchor(let anchor) = index else {
      throw error(
        "`GeometryProxy` is subscripted by an `Anchor`, got `\(index.typeName)`", at: node, kind: .typeMismatch)
    }
    let zero: Value = anchor.source.isRect ? .rect(.zero) : .point(.zero)
    let reading = proxy.provider.reading(proxy.reader)
    guard let stored = proxy.provider.anchors[anchor.token], let back = reading.globalToLocal
    else { return zero }
    guard let resolved = stored.resolved(through: back) else {
      warn(
        "the anchor cannot be resolved in this reader: a corner falls at or behind the eye "
          + "plane (w ≤ 0); it reads zero", at: node)
      return zero
    }
    switch resolved {
    case .rect(let r): return .rect(r)
    case .point(let p): return .point(p)
    }
  }
}
