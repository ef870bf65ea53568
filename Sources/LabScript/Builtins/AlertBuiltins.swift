import LabEngine
import SwiftSyntax

/// `.alert` while presented (docs/semantics.md §2.12): the box an iPhone draws, built from the
/// title, the message and the buttons, centred in the window over a dimming layer. Both of
/// SwiftUI's forms: iOS 15's `.alert("Title", isPresented:) { Button… } message: { Text… }`
/// (with `presenting:`), and iOS 13's `.alert(isPresented:) { Alert(title:…) }` (and
/// `item:`). A tap on a button runs its action, then dismisses the alert.
///
///     .alert("Delete?", isPresented: $asking) {
///       Button("Delete", role: .destructive) { items.removeAll() }
///       Button("Cancel", role: .cancel) { }
///     } message: { Text("This cannot be undone.") }
enum AlertBuiltins {
  static let typeNames = ["Alert"]
  static let nominal = "Alert"

  /// The metrics of an iPhone's alert, iOS 13 to 18 [ART Flutter's `CupertinoAlertDialog`
  /// (from Apple's design resources, compared on iOS 17 simulators) and SDCAlertView (a
  /// reimplementation of UIAlertController)]; docs/semantics.md §2.12 gives the sources.
  enum Metrics {
    static let width = 270.0
    /// Around the title and the message: 20 at the top, the sides and the bottom; 1 under the
    /// title and 1 over the message when there are both.
    static let edge = 20.0
    static let between = 1.0
    /// Each button's least height, and the room a button's title needs beside it (8 each side).
    static let buttonHeight = 44.0
    static let buttonPadding = 8.0
    static let cornerRadius = 14.0
    /// The dimming behind the alert: black at 20 % [ART Flutter's `kCupertinoModalBarrierColor`].
    static let dimming = 0.2
  }

  /// One button as the alert lays it out.
  struct Button {
    var title: String
    /// `cancel` or `destructive` (`role:` or `Alert.Button`'s kind); nil for a default one.
    var role: String?
    /// What a tap runs before the alert goes away.
    var action: FunctionValue?
  }

  /// `Alert(title:message:dismissButton:)`, `Alert(title:message:primaryButton:secondaryButton:)`
  /// (iOS 13): the title, the message and the buttons, for `.alert(isPresented:content:)`.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["title", "message", "dismissButton", "primaryButton", "secondaryButton"])
    guard let title = c.argument("title") else {
      throw c.fail("`Alert` needs `title:`, a `Text`", kind: .argument)
    }
    var buttons: [Value] = []
    for label in ["primaryButton", "secondaryButton", "dismissButton"] {
      guard let arg = c.argument(label) else { continue }
      if case .null = arg.value { continue }
      buttons.append(try button(arg.value, c.interpreter, at: arg.node))
    }
    if c.has("primaryButton") != c.has("secondaryButton") {
      throw c.fail("`Alert` takes `primaryButton:` and `secondaryButton:` together", kind: .argument)
    }
    return .tuple(
      TupleValue(
        labels: ["title", "message", "buttons"],
        elements: [title.value, c.argument("message")?.value ?? .null, .array(buttons)], nominal: nominal))
  }

  /// `.default(Text("OK"))`, `.cancel()`, `.cancel(Text("Stop")) { … }`,
  /// `.destructive(Text("Delete"), action: { … })`: a button of an iOS 13 `Alert`, kept as a
  /// (title, role, action) tuple.
  private static func button(_ value: Value, _ interp: Interpreter, at node: Syntax) throws -> Value {
    guard case .implicitMember(let m) = value, ["default", "cancel", "destructive"].contains(m.name) else {
      throw interp.error(
        "expected an `Alert.Button` such as `.default(Text(\"OK\"))`, `.cancel()` or `.destructive(Text(\"Delete\")) { … }`",
        at: node, kind: .typeMismatch)
    }
    var title: Value = .null
    var action: Value = .null
    for arg in m.arguments ?? [] {
      switch (arg.label, arg.value) {
      case (nil, .function), ("action", .function): action = arg.value
      case (nil, _): title = arg.value
      case ("action", .null): break
      default:
        throw interp.error("`Alert.Button.\(m.name)` takes a label and `action:`", at: arg.node, kind: .argument)
      }
    }
    if case .null = title {
      guard m.name == "cancel" else {
        throw interp.error("`Alert.Button.\(m.name)` needs its label, a `Text`", at: node, kind: .argument)
      }
      title = .string("Cancel")
    }
    return .tuple(
      TupleValue(labels: ["title", "role", "action"], elements: [title, .string(m.name), action], nominal: "Alert.Button"))
  }

  /// `.alert(…)` on `view`: recorded while not presented; the presented box otherwise.
  static func apply(to view: ViewDescription, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "isPresented", "presenting", "actions", "message", "error", "item", "content"])
    func recorded() throws -> Value {
      try interp.countView(at: c.node)
      return .view(view.modified(.drawing(DrawingModifier("alert", detail: c.argumentText)), source: c.nameLocation))
    }
    // Whether it is presented, what its closures receive, and how a button ends it.
    let binding: BindingRef
    let clear: Value
    var data: [Value] = []
    if let arg = c.argument("item") {
      guard let b = c.binding("item") else {
        throw interp.error("`item:` needs a binding to an optional, such as `$selected`", at: arg.node, kind: .argument)
      }
      let item = try interp.read(b, at: arg.node)
      if case .null = item { return try recorded() }
      (binding, clear, data) = (b, .null, [item])
    } else if let arg = c.argument("isPresented") {
      guard let b = c.binding("isPresented") else {
        throw interp.error("`isPresented:` needs a binding to a `Bool`, such as `$showing`", at: arg.node, kind: .argument)
      }
      guard case .bool(let shown) = try interp.read(b, at: arg.node) else {
        throw interp.error("`isPresented:` must be a binding to a `Bool`", at: arg.node, kind: .typeMismatch)
      }
      if !shown { return try recorded() }
      (binding, clear) = (b, .bool(false))
      // With `presenting:`, the alert shows only while the data is not nil too (Apple's page
      // for `alert(_:isPresented:presenting:actions:message:)`), and its closures receive it.
      if let d = c.argument("presenting") {
        if case .null = d.value { return try recorded() }
        data = [d.value]
      }
    } else {
      throw c.fail("`.alert` needs `isPresented:` (a binding to a `Bool`) or `item:`", kind: .argument)
    }
    if c.has("error") {
      throw c.fail("`.alert(isPresented:error:…)` is not supported yet: give the title as a string", kind: .notSupported)
    }
    var title: String?
    var message: String?
    var buttons: [Button] = []
    if let titleArg = c.arguments.first(where: { $0.label == nil && !ViewBuiltins.isClosure($0.value) }) {
      // iOS 15: the title, the buttons the actions closure builds, the message's Text.
      title = try text(titleArg.value, interp, at: titleArg.node)
      if let actions = c.closure("actions") ?? c.firstUnlabelledClosure {
        let views = try interp.viewList(try interp.call(actions, data, node: c.node, viewContext: true), at: c.node)
        for v in views { try collect(v, into: &buttons, interp, at: c.node) }
      }
      if let messageFn = c.closure("message") {
        let views = try interp.viewList(try interp.call(messageFn, data, node: c.node, viewContext: true), at: c.node)
        let texts = views.compactMap(Modifiers.firstText)
        message = texts.isEmpty ? nil : texts.joined(separator: "\n")
      }
    } else {
      // iOS 13: the content closure returns an `Alert`.
      guard let contentFn = c.closure("content") ?? c.firstUnlabelledClosure else {
        throw c.fail("`.alert(isPresented:)` needs a closure that returns an `Alert`", kind: .argument)
      }
      let made = try interp.call(contentFn, data, node: c.node, viewContext: false)
      guard case .tuple(let alert) = made, alert.nominal == nominal else {
        throw c.fail("this `.alert` closure must return an `Alert`, not `\(made.typeName)`", kind: .typeMismatch)
      }
      title = try text(alert["title"] ?? .null, interp, at: c.node)
      if let m = alert["message"] { message = try text(m, interp, at: c.node) }
      if case .array(let items)? = alert["buttons"] {
        for case .tuple(let b) in items {
          var action: FunctionValue?
          if case .function(let f)? = b["action"] { action = f }
          var role: String?
          if case .string(let r)? = b["role"], r != "default" { role = r }
          buttons.append(Button(title: try text(b["title"] ?? .null, interp, at: c.node) ?? "", role: role, action: action))
        }
      }
    }
    // No buttons: the system's "OK" [DOC View.alert(_:isPresented:actions:)].
    if buttons.isEmpty { buttons = [Button(title: "OK", role: nil, action: nil)] }
    let box = try self.box(title: title, message: message, buttons: buttons, binding: binding, clear: clear, &c)
    try interp.countView(at: c.node)
    let spec = ModalPresentation(style: .alert, code: c.argumentText)
    return .view(ViewDescription(.presentation(spec), [view, box], source: c.nameLocation))
  }

  /// A title or message: a string, a `LocalizedStringKey` or a `Text` (its characters; the
  /// alert sets its own font and colour). An empty title is no title.
  private static func text(_ value: Value, _ interp: Interpreter, at node: Syntax) throws -> String? {
    switch value {
    case .null: return nil
    case .string(let s): return s.isEmpty ? nil : s
    case .view(let d):
      guard let s = Modifiers.firstText(d) else {
        throw interp.error("an alert's title and message are `Text`: this view has none", at: node, kind: .typeMismatch)
      }
      return s.isEmpty ? nil : s
    default:
      throw interp.error("an alert's title is a string or a `Text`, not `\(value.typeName)`", at: node, kind: .typeMismatch)
    }
  }

  /// The Buttons an actions closure built (through `ForEach` and `Group`); anything else is
  /// refused by name, as the lab does not lay it out in an alert.
  private static func collect(_ d: ViewDescription, into buttons: inout [Button], _ interp: Interpreter, at node: Syntax) throws {
    switch d.kind {
    case .action(let h) where h.moment == .button:
      // The Button's own closure, registered as it was built; the alert's tap runs it.
      buttons.append(
        Button(
          title: Modifiers.firstText(d) ?? "", role: interp.pass.buttonRoles[h.token],
          action: interp.buildingActions[h.token]?.function))
    case .group, .element, .empty:
      for child in d.children { try collect(child, into: &buttons, interp, at: node) }
    default:
      throw interp.error(
        "only `Button`s are laid out in an alert; `\(d.kind.typeName)` is not supported there yet",
        at: node, kind: .notSupported)
    }
  }

  /// The alert's box and the dimming behind it:
  ///
  ///     ZStack { dimming; VStack(spacing: 0) { title; message; hairline; buttons }.frame(width: 270) }
  ///
  /// Two buttons sit side by side when their titles fit there; otherwise, and for three or
  /// more, they are stacked. The cancel button goes first in a row and last in a stack [DOC
  /// Human Interface Guidelines, Alerts].
  private static func box(
    title: String?, message: String?, buttons: [Button], binding: BindingRef, clear: Value, _ c: inout CallContext
  ) throws -> ViewDescription {
    let interp = c.interpreter
    let source = c.nameLocation
    let window = interp.screen
    let hairline = 1 / (window.displayScale > 0 ? window.displayScale : 1)
    func text(_ s: String, _ font: Font, color: String? = nil) -> ViewDescription {
      let t = ViewDescription(.text(TextContent(s, font: font)), source: source)
        .modified(.drawing(DrawingModifier("multilineTextAlignment", detail: ".center")), source: source)
      return color.map { ViewBuiltins.tinted(t, $0, source: source) } ?? t
    }
    func padded(_ v: ViewDescription, top: Double, bottom: Double) -> ViewDescription {
      ViewDescription(.padding(EdgeInsets(top: top, leading: Metrics.edge, bottom: bottom, trailing: Metrics.edge)), [v], source: source)
    }
    func line(width: Double?, height: Double?) -> ViewDescription {
      ViewDescription(.frame(width: width, height: height, alignment: .center), [ViewDescription(.color(ColorValue(named: "separator")), source: source)], source: source)
    }
    var rows: [ViewDescription] = []
    if let title {
      rows.append(padded(text(title, .headline), top: Metrics.edge, bottom: message == nil ? Metrics.edge : Metrics.between))
    }
    if let message {
      rows.append(padded(text(message, .footnote), top: title == nil ? Metrics.edge : Metrics.between, bottom: Metrics.edge))
    }
    // The cancel button's place, and each button's label: a cancel button in semibold.
    var ordered = buttons.filter { $0.role != "cancel" }
    let cancels = buttons.filter { $0.role == "cancel" }
    let labels = { (b: Button) -> ViewDescription in
      let font = b.role == "cancel" ? Font(size: 17, weight: .semibold, name: "body.weight(.semibold)") : Font.body
      return text(b.title, font, color: b.role == "destructive" ? "red" : "blue")
    }
    let titleWidths = buttons.map { Layout.sizeThatFits(labels($0), .unspecified, window: window).width + 2 * Metrics.buttonPadding }
    let sideBySide = buttons.count == 1 || (buttons.count == 2 && titleWidths.reduce(0, +) + hairline <= Metrics.width)
    ordered = sideBySide ? cancels + ordered : ordered + cancels
    var cells: [ViewDescription] = []
    for (i, b) in ordered.enumerated() {
      // Between two buttons in a row, a line as tall as the row: a button's title there is one line.
      if i > 0 { cells.append(sideBySide ? line(width: hairline, height: Metrics.buttonHeight) : line(width: nil, height: hairline)) }
      let action = b.action
      let dismiss = FunctionValue(name: "alert button") { c in
        if let action { try c.interpreter.runAction(action, values: [], node: c.node) }
        try c.interpreter.write(binding, clear, at: c.node)
        return .void
      }
      let token = interp.registerAction(Interpreter.Action(function: dismiss))
      cells.append(
        ViewDescription(.flexFrame(FlexFrame(maxWidth: .infinity, minHeight: Metrics.buttonHeight)), [labels(b)], source: source)
          .modified(.action(ActionHandler(.button, token: token, name: "button", detail: b.title)), source: source))
    }
    if !rows.isEmpty { rows.append(line(width: nil, height: hairline)) }
    rows.append(
      sideBySide
        ? ViewDescription(.hstack(alignment: .vCenter, spacing: 0), cells, source: source)
        : ViewDescription(.vstack(alignment: .hCenter, spacing: 0), cells, source: source))
    // A blur over the screen, tinted light grey [ART Flutter's `_kDialogColor`: #F2F2F2 at 80 %].
    let fill = ColorValue("alert background", rgba: RGBA(red: 242 / 255, green: 242 / 255, blue: 242 / 255, opacity: 0.8))
    let surface = ViewDescription(.shape(.roundedRectangle(cornerRadius: Metrics.cornerRadius)), source: source)
      .modified(.drawing(DrawingModifier("fill", detail: fill.description, style: DrawStyle(paint: fill.paint))), source: source)
    let alertBox = ViewDescription(
      .frame(width: Metrics.width, height: nil, alignment: .center),
      [ViewDescription(.vstack(alignment: .hCenter, spacing: 0), rows, source: source)], source: source)
      .modified(.background(alignment: .center), secondaries: [surface], source: source)
    let dimming = ViewDescription(.color(ColorValue(named: "black").opacity(Metrics.dimming)), source: source)
    try interp.countView(at: c.node)
    return ViewDescription(.zstack(alignment: .center), [dimming, alertBox], source: source)
  }
}
