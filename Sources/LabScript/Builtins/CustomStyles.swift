import LabEngine
import SwiftSyntax

/// Styles the app declares (docs/semantics.md §2.9): a `ButtonStyle`, `LabelStyle` or
/// `ToggleStyle` value given to `.buttonStyle(_:)`, `.labelStyle(_:)` or `.toggleStyle(_:)`
/// runs its `makeBody(configuration:)` where the control is built, and what it returns is the
/// control. A style of another control
/// written in the app is refused where it is applied (its body would decide the frame).
///
///     struct Pill: ButtonStyle {
///       func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
///     }
enum CustomStyles {
  /// The style protocols the lab runs, by the modifier that applies them.
  static let runs: [String: String] = [
    "buttonStyle": "ButtonStyle", "labelStyle": "LabelStyle", "toggleStyle": "ToggleStyle",
    "textFieldStyle": "TextFieldStyle",
  ]

  /// The method a style's protocol builds the control with: a `TextFieldStyle`'s is
  /// `_body(configuration:)`, given the text field itself [DOC TextFieldStyle].
  static func method(_ modifier: String) -> String { modifier == "textFieldStyle" ? "_body" : "makeBody" }

  /// The app's style in the environment for `key` (`buttonStyle`, `labelStyle`), if any.
  static func user(_ key: String, _ interp: Interpreter) -> StructInstance? {
    guard case .instance(let style)? = interp.environmentOverrides[key] else { return nil }
    return style
  }

  /// Checks a style value given to `.\(modifier)(_:)`: an instance of the app's type must be
  /// a style the lab runs, with a `makeBody(configuration:)`.
  static func check(_ modifier: String, _ arg: Argument, _ interp: Interpreter) throws {
    guard case .instance(let style) = arg.value else { return }
    let type = style.type
    guard let proto = runs[modifier] else {
      let control = modifier.replacingOccurrences(of: "Style", with: "")
      throw interp.error(
        "a `\(control.prefix(1).uppercased() + control.dropFirst())` style written in the app "
          + "(`\(type.name)`) is not supported yet: the lab runs the app's `ButtonStyle`s, "
          + "`LabelStyle`s, `ToggleStyle`s and `TextFieldStyle`s; use one of the built-in styles", at: arg.node,
        kind: .notSupported)
    }
    if type.conformances.contains("PrimitiveButtonStyle") {
      throw interp.error(
        "a `PrimitiveButtonStyle` (`\(type.name)`) is not supported yet: its body decides when the "
          + "button's action runs (`configuration.trigger()`); a `ButtonStyle` is", at: arg.node,
        kind: .notSupported)
    }
    guard type.methods[method(modifier)] != nil else {
      throw interp.error(
        "`\(type.name)` is not a `\(proto)`: it has no `\(method(modifier))(configuration:)`", at: arg.node,
        kind: .typeMismatch)
    }
  }

  /// A `ToggleStyle`'s configuration: its `label`, `isOn` through the Toggle's binding (so that
  /// `configuration.isOn.toggle()` and `configuration.$isOn` reach the app's state), and
  /// `isMixed`, false.
  static func toggleConfiguration(label: ViewDescription, isOn: BindingRef, _ interp: Interpreter) -> Value {
    let node = Syntax(TokenSyntax.identifier("ToggleStyleConfiguration"))
    let type = StructType(name: "ToggleStyleConfiguration", conformances: [], environment: interp.globals, node: node)
    func property(_ name: String, _ wrapper: PropertyDecl.Wrapper, _ typeName: String) -> PropertyDecl {
      PropertyDecl(
        name: name, wrapper: wrapper, type: typeName, initializer: nil, isLet: wrapper == .none, isStatic: false,
        getter: nil, setter: nil, willSet: nil, didSet: nil, isViewBuilder: false, node: node)
    }
    type.properties = [
      property("label", .none, "some View"), property("isOn", .binding, "Bool"), property("isMixed", .none, "Bool"),
    ]
    let instance = StructInstance(
      type: type, fields: ["label": .view(label), "isOn": .binding(isOn), "isMixed": .bool(false)])
    return .instance(instance)
  }

  /// Runs `style.makeBody(configuration:)` with a configuration of `parts`. The style is out
  /// of the environment while its body is built, so a control inside it takes the default.
  static func body(
    _ style: StructInstance, key: String, _ parts: [(String, Value)], method: String = "makeBody",
    _ c: inout CallContext
  ) throws -> ViewDescription {
    let interp = c.interpreter
    let saved = interp.environmentOverrides[key]
    interp.environmentOverrides[key] = nil
    defer { interp.environmentOverrides[key] = saved }
    guard case .function(let makeBody)? = try interp.member(of: .instance(style), named: method, node: c.node)
    else {
      throw c.fail("`\(style.type.name)` has no `\(method)(configuration:)`", kind: .typeMismatch)
    }
    let configuration =
      parts.count == 1 && parts[0].0 == "configuration"
      ? parts[0].1 : Value.tuple(TupleValue(labels: parts.map(\.0), elements: parts.map(\.1)))
    let result = try interp.callValue(
      .function(makeBody), [Argument(label: "configuration", value: configuration, node: c.node)], node: c.node)
    guard case .view(let view) = result else {
      throw c.fail(
        "`\(style.type.name).\(method)(configuration:)` returned `\(result.typeName)`, not a view",
        kind: .typeMismatch)
    }
    return view
  }
}
