import LabEngine
import SwiftSyntax

/// The standard controls (docs/semantics.md §2.9): each is built from the views the lab
/// already lays out — stacks, frames, shapes, text — with the sizes of `ControlMetrics`, and
/// marked with a drawing node that names the control in `:tree`. Controls that take a value
/// from the prompt (`:set #field "text"`, `:set #slider 0.3`) carry an `.input` action; the
/// ones that are tapped carry buttons.
///
///     Stepper("Count", value: $n, in: 0...9)   // HStack { label; Spacer(); − | + }
enum ControlBuiltins {
  /// The style types of the controls, each the value its member spelling names
  /// (`RoundedBorderTextFieldStyle()` is `.roundedBorder`).
  static let styleTypes: [String: String] = [
    "DefaultTextFieldStyle": "automatic", "PlainTextFieldStyle": "plain",
    "RoundedBorderTextFieldStyle": "roundedBorder", "SegmentedPickerStyle": "segmented",
    "MenuPickerStyle": "menu", "WheelPickerStyle": "wheel", "InlinePickerStyle": "inline",
    "NavigationLinkPickerStyle": "navigationLink",
    "DefaultPickerStyle": "automatic", "IconOnlyLabelStyle": "iconOnly",
    "TitleOnlyLabelStyle": "titleOnly", "TitleAndIconLabelStyle": "titleAndIcon",
    "DefaultLabelStyle": "automatic", "SwitchToggleStyle": "switch", "DefaultToggleStyle": "automatic",
    "ButtonToggleStyle": "button", "PageTabViewStyle": "page", "PageIndexViewStyle": "page", "DefaultTabViewStyle": "automatic",
    "StackNavigationViewStyle": "stack", "DefaultNavigationViewStyle": "automatic",
    "DoubleColumnNavigationViewStyle": "columns", "ColumnNavigationViewStyle": "columns",
    "CompactDatePickerStyle": "compact", "WheelDatePickerStyle": "wheel",
    "GraphicalDatePickerStyle": "graphical", "DefaultDatePickerStyle": "automatic",
    "CircularProgressViewStyle": "circular", "LinearProgressViewStyle": "linear",
    "DefaultProgressViewStyle": "automatic",
    "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless", "BorderedButtonStyle": "bordered",
    "BorderedProminentButtonStyle": "borderedProminent", "DefaultButtonStyle": "automatic",
  ]

  /// `RoundedBorderTextFieldStyle()` and the other style types: the style as a value.
  static func styleValue(_ name: String, _ c: inout CallContext) throws -> Value {
    // The page styles' index dots are drawn over the pages and take no room; the older
    // `SwitchToggleStyle(tint:)` and `CircularProgressViewStyle(tint:)` colour the control
    // [DOC, deprecated in iOS 15 for `.tint(_:)`], which changes no frame.
    let labels: [String?] =
      switch name {
      case "PageTabViewStyle": ["indexDisplayMode"]
      case "PageIndexViewStyle": ["backgroundDisplayMode"]
      case "SwitchToggleStyle", "CircularProgressViewStyle", "LinearProgressViewStyle": ["tint"]
      default: []
      }
    try c.checkLabels(labels)
    return .implicitMember(ImplicitMember(name: styleTypes[name] ?? name, arguments: nil))
  }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "Link": return try link(&c)
    case "ShareLink": return try shareLink(&c)
    case "PhotosPicker": return try photosPicker(&c)
    case "Label": return try label(&c)
    case "LabeledContent": return try labeledContent(&c)
    case "ProgressView": return try progressView(&c)
    case "TextField", "SecureField": return try textField(name, &c)
    case "TextEditor": return try textEditor(&c)
    case "Menu": return try menu(&c)
    case "Stepper": return try stepper(&c)
    case "Slider": return try slider(&c)
    default: return try picker(&c)
    }
  }

  // MARK: Helpers

  /// A Text of a string title, else the views of a closure argument (`label:`), else nil.
  private static func titleOrViews(_ c: inout CallContext, _ label: String?) throws -> ViewDescription? {
    if case .string(let title)? = c.arguments.first(where: { $0.label == nil })?.value {
      return try Self.title(title, &c)
    }
    if let label, let arg = c.argument(label) {
      return try views(arg.value, &c)
    }
    return nil
  }

  /// A closure run as a view builder, or a view value: one view (a VStack if several).
  private static func views(_ value: Value, _ c: inout CallContext) throws -> ViewDescription {
    let interp = c.interpreter
    var result = value
    if case .function(let fn) = value { result = try interp.call(fn, [Value](), node: c.node, viewContext: true) }
    let list = try interp.viewList(result, at: c.node)
    if list.count == 1 { return list[0] }
    return ViewDescription(.vstack(alignment: .hCenter, spacing: nil), list, source: c.nameLocation)
  }

  private static func countViews(_ n: Int, _ c: CallContext) throws {
    for _ in 0..<n { try c.interpreter.countView(at: c.node) }
  }

  private static func marked(_ view: ViewDescription, _ name: String, _ c: CallContext, detail: String? = nil) -> Value {
    .view(view.modified(.drawing(DrawingModifier(name, detail: detail ?? c.argumentText)), source: c.nameLocation))
  }

  private static func binding(_ label: String, _ c: CallContext, _ control: String) throws -> BindingRef {
    guard let b = c.binding(label) else {
      throw c.fail("`\(control)` needs `\(label):` a binding, such as `$\(label == "text" ? "name" : label)`", kind: .argument)
    }
    return b
  }

  /// The named style the environment holds for a control (`.textFieldStyle(.roundedBorder)`
  /// above it), as its member name.
  private static func styleName(_ key: String, _ interp: Interpreter) -> String? {
    if case .implicitMember(let m)? = interp.environmentOverrides[key] { return m.name }
    return nil
  }

  /// The type a Picker's tag or selection is compared by, for the values whose type the lab
  /// knows exactly (numbers, strings, Booleans, the app's enums and structs); nil otherwise.
  private static func tagTypeName(_ v: Value) -> String? {
    switch v {
    case .int, .double, .string, .bool, .enumCase, .instance: return v.typeName
    default: return nil
    }
  }

  // MARK: Link, Label, LabeledContent

  /// `Link("Title", destination: url)`, `Link(destination: url) { label }`: a Button with the
  /// same label [CODE OSUI/View/Control/Link/Link.swift]; a tap says where it would go.
  private static func link(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "destination", "label"])
    guard let destination = c.argument("destination") else {
      throw c.fail("`Link` needs `destination:` a URL", kind: .argument)
    }
    guard case .opaque(let url) = destination.value, url.kind == "URL" else {
      throw interp.error(
        "`Link`'s destination must be a `URL`, got a value of type `\(destination.value.typeName)`",
        at: destination.node, kind: .typeMismatch)
    }
    guard let label = try titleOrViews(&c, "label") ?? (c.closure.map { try views(.function($0), &c) }) else {
      throw c.fail("`Link` needs a title or a `label:` closure", kind: .argument)
    }
    try interp.countView(at: c.node)
    // A tap opens the URL with the environment's `openURL` action (the app's, or the system's,
    // which the lab does not simulate).
    let action = interp.environmentOverrides["openURL"] ?? OpenURLs.system
    let open = FunctionValue(name: "open") { c in
      if case .function(let fn) = action { _ = try c.interpreter.call(fn, [.opaque(url)], node: c.node) }
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: open))
    let handler = ActionHandler(.button, token: token, name: "link", detail: url.text)
    return .view(label.modified(.action(handler), source: c.nameLocation))
  }

  /// `ShareLink(item:)` and `ShareLink("Title", item:)`: a button whose label is the share
  /// symbol and "Share" (or the title), as a `Label` lays them out [DOC ShareLink: a
  /// system-standard appearance, and a `Label` made for a title; INF: the default label's
  /// icon, `square.and.arrow.up`, and its title "Share", as a device shows it in English];
  /// `label:` gives another. A tap presents the share sheet, which the lab does not show.
  private static func shareLink(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "item", "items", "subject", "message", "preview", "label"])
    guard c.has("item") || c.has("items") else {
      throw c.fail("`ShareLink` needs `item:` (or `items:`), what it shares", kind: .argument)
    }
    let view: ViewDescription
    if let fn = c.closure("label") ?? c.firstUnlabelledClosure {
      view = try views(.function(fn), &c)
    } else {
      let title = try c.string(nil) ?? "Share"
      try interp.countView(at: c.node)
      try interp.countView(at: c.node)
      let icon = ViewDescription(
        .image(ImageContent(name: "systemName: square.and.arrow.up", intrinsicSize: ViewBuiltins.symbolSize, scalesWithFont: true)),
        source: c.nameLocation)
      guard case .view(let made) = try labelView(icon: icon, title: ViewDescription(.text(TextContent(title)), source: c.nameLocation), &c)
      else { throw c.fail("`ShareLink` could not make its label", kind: .argument) }
      view = made
    }
    try interp.countView(at: c.node)
    let share = FunctionValue(name: "share") { c in
      c.interpreter.pass.output.append("ShareLink: presenting the share sheet is not simulated\n")
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: share))
    let handler = ActionHandler(.button, token: token, name: "shareLink", detail: "Share")
    return .view(view.modified(.action(handler), source: c.nameLocation))
  }

  /// `PhotosPicker("Title", selection: $item, matching: .images)` or
  /// `PhotosPicker(selection: $items, …) { label }` (docs/semantics.md §1.4): a button laid out as
  /// its label, as a Button in the automatic style is. A tap presents the photo library on a
  /// device; the lab has none, so nothing is picked and the selection stays as it is.
  private static func photosPicker(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([
      nil, "selection", "maxSelectionCount", "selectionBehavior", "matching", "preferredItemEncoding",
      "photoLibrary", "label",
    ])
    guard c.binding("selection") != nil else {
      throw c.fail("`PhotosPicker` needs `selection:` a binding to a `PhotosPickerItem?` or `[PhotosPickerItem]`", kind: .argument)
    }
    let view: ViewDescription
    if let fn = c.closure("label") ?? c.firstUnlabelledClosure {
      view = try views(.function(fn), &c)
    } else if let title = try c.string(nil) {
      try interp.countView(at: c.node)
      view = ViewDescription(.text(TextContent(title)), source: c.nameLocation)
    } else {
      throw c.fail("`PhotosPicker` needs a title or a `label:` closure", kind: .argument)
    }
    try interp.countView(at: c.node)
    let pick = FunctionValue(name: "pick") { c in
      c.interpreter.warn(
        "a PhotosPicker presents the photo library on a device; the lab has none, so nothing is picked and the "
          + "selection stays as it is", at: c.node)
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: pick))
    let handler = ActionHandler(.button, token: token, name: "photosPicker", detail: "PhotosPicker")
    return .view(view.modified(.action(handler), source: c.nameLocation))
  }

  /// `Label("Title", systemImage: "star")`, `Label("Title", image: "name")`,
  /// `Label { title } icon: { icon }`: the icon, then the title, in an HStack with the default
  /// spacing [INF]; `.labelStyle(.iconOnly)` / `.titleOnly` keep one of them.
  private static func label(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "systemImage", "image", "title", "icon"])
    var title: ViewDescription?
    if case .string(let text)? = c.arguments.first(where: { $0.label == nil })?.value {
      try interp.countView(at: c.node)
      title = ViewDescription(.text(TextContent(text)), source: c.nameLocation)
    } else {
      title = try titleOrViews(&c, "title")
    }
    if title == nil, let fn = c.firstUnlabelledClosure {
      // `Label { Text("Next") } icon: { … }`: the first trailing closure is the title.
      title = try views(.function(fn), &c)
    }
    var icon = try namedIcon(&c)
    if icon == nil, let arg = c.argument("icon") {
      icon = try views(arg.value, &c)
    }
    guard let title, let icon else {
      throw c.fail("`Label` needs a title and an icon (`systemImage:`, `image:` or `icon:`)", kind: .argument)
    }
    return try labelView(icon: icon, title: title, &c)
  }

  /// The icon a `systemImage:` or `image:` argument names, or nil.
  private static func namedIcon(_ c: inout CallContext) throws -> ViewDescription? {
    let interp = c.interpreter
    if let symbol = try c.string("systemImage") {
      try interp.countView(at: c.node)
      return ViewDescription(
        .image(ImageContent(name: "systemName: \(symbol)", intrinsicSize: ViewBuiltins.symbolSize, scalesWithFont: true)),
        source: c.nameLocation)
    }
    if let image = try c.string("image") {
      try interp.countView(at: c.node)
      return ViewDescription(
        .image(ImageContent(name: image, intrinsicSize: ViewBuiltins.namedImageSize)), source: c.nameLocation)
    }
    return nil
  }

  /// A control's string title, as a `Label` when the control also names an icon
  /// (`Button("Add", systemImage: "plus")`, `Menu("More", systemImage: "ellipsis")`: iOS 17's
  /// initializers make `Label(title, systemImage:)` their label [DOC Button
  /// init(_:systemImage:action:), Menu init(_:systemImage:content:)]).
  static func title(_ title: String, _ c: inout CallContext) throws -> ViewDescription {
    try c.interpreter.countView(at: c.node)
    let text = ViewDescription(.text(TextContent(title)), source: c.nameLocation)
    guard let icon = try namedIcon(&c) else { return text }
    let named = c.has("systemImage") ? "systemImage" : "image"
    let detail = "\(Value.string(title).describe(quoted: true)), \(named): \(c.argument(named)!.value.describe(quoted: true))"
    return try c.interpreter.toView(try labelView(icon: icon, title: text, detail: detail, &c), at: c.node)
  }

  /// A label of an icon and a title, as `.labelStyle` shows it.
  private static func labelView(
    icon: ViewDescription, title: ViewDescription, detail: String? = nil, _ c: inout CallContext
  ) throws -> Value {
    let interp = c.interpreter
    if let style = CustomStyles.user("labelStyle", interp) {
      let body = try CustomStyles.body(style, key: "labelStyle", [("icon", .view(icon)), ("title", .view(title))], &c)
      return marked(body, "label", c, detail: detail)
    }
    var parts = [icon, title]
    switch styleName("labelStyle", interp) {
    case "iconOnly"?: parts = [icon]
    case "titleOnly"?: parts = [title]
    default: break
    }
    try interp.countView(at: c.node)
    return marked(
      ViewDescription(.hstack(alignment: .vCenter, spacing: nil), parts, source: c.nameLocation), "label", c, detail: detail)
  }

  /// `LabeledContent("Name", value: "x")`, `LabeledContent("Name") { content }`,
  /// `LabeledContent { content } label: { label }`: the label leading and the content trailing,
  /// `HStack { label; Spacer().layoutPriority(-1); HStack { content } }`
  /// [CODE OSUI/View/LabelContent/LeadingTrailingLabeledContentStyle.swift].
  private static func labeledContent(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "value", "format", "content", "label"])
    var label = try titleOrViews(&c, "label")
    var content: ViewDescription?
    if let value = c.argument("value") {
      let text: String
      if let format = c.argument("format") {
        // `LabeledContent("Share", value: 55, format: .percent)`: the value as the style writes it.
        let style = try NumberFormatStyle.required(
          format.value, for: "LabeledContent(_:value:format:)", interpreter: interp, at: format.node)
        text = try style.format(value.value, interpreter: interp, at: value.node)
      } else if case .string(let s) = value.value {
        text = s
      } else {
        text = try interp.printedText(value.value, declaredAs: nil, reflecting: false, at: value.node)
      }
      try interp.countView(at: c.node)
      content = ViewDescription(.text(TextContent(text)), source: c.nameLocation)
    } else if let arg = c.argument("content") {
      content = try views(arg.value, &c)
    } else if let fn = c.firstUnlabelledClosure {
      content = try views(.function(fn), &c)
    }
    if label == nil, let arg = c.argument("label") { label = try views(arg.value, &c) }
    guard let label, let content else {
      throw c.fail("`LabeledContent` needs a label and a value or content", kind: .argument)
    }
    try interp.countView(at: c.node)
    let spacer = ViewDescription(.spacer(minLength: nil), source: c.nameLocation).modified(.layoutPriority(-1), source: c.nameLocation)
    let trailing = ViewDescription(.hstack(alignment: .vCenter, spacing: nil), [content], source: c.nameLocation)
    let row = ViewDescription(.hstack(alignment: .vCenter, spacing: nil), [label, spacer, trailing], source: c.nameLocation)
    return marked(row, "labeledContent", c)
  }

  // MARK: ProgressView

  /// `ProgressView()` (a 20 × 20 spinner), `ProgressView(value:total:)` (a 4-point bar as wide
  /// as offered), each with an optional label above (a title string or `label:`).
  private static func progressView(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "value", "total", "label", "currentValueLabel"])
    var label = try titleOrViews(&c, "label")
    if label == nil, let fn = c.firstUnlabelledClosure {
      label = try views(.function(fn), &c)  // `ProgressView { Text("Loading") }`
    }
    let current = try c.argument("currentValueLabel").map { try views($0.value, &c) }
    // The style: a bar for a value; `.circular` is a spinner on an iPhone even with a value
    // (docs/semantics.md §2.9).
    let style = styleName("progressViewStyle", interp) ?? "automatic"
    guard ["automatic", "linear", "circular"].contains(style) else {
      throw c.fail(
        "`.progressViewStyle(.\(style))` is not a progress view style: `.automatic`, `.linear` or `.circular`",
        kind: .argument)
    }
    if style == "linear" && c.argument("value") == nil {
      throw c.fail(
        "a `.linear` ProgressView with no value is not supported yet: how an iPhone draws an indeterminate bar "
          + "was not found (give it `value:`, or use the default spinner)", kind: .notSupported)
    }
    let indicator: ViewDescription
    if let valueArg = c.argument("value"), style != "circular" {
      let total = try c.double("total") ?? 1
      if case .null = valueArg.value {} else { _ = try interp.number(valueArg.floatingValue, valueArg.node) }
      guard total.isFinite, total > 0 else {
        throw c.fail("`ProgressView`'s `total:` must be a positive number, got \(total)", kind: .argument)
      }
      try countViews(3, c)
      let bar = ViewDescription(.frame(width: nil, height: ControlMetrics.progressBarHeight, alignment: .center),
        [ViewDescription(.shape(.capsule), source: c.nameLocation)], source: c.nameLocation)
      indicator = ViewDescription(.flexFrame(FlexFrame(maxWidth: .infinity)), [bar], source: c.nameLocation)
    } else {
      // A value shown as a spinner is still checked to be a number.
      if let valueArg = c.argument("value") {
        if case .null = valueArg.value {} else { _ = try interp.number(valueArg.floatingValue, valueArg.node) }
      }
      try countViews(2, c)
      let s = ControlMetrics.activityIndicatorSize
      indicator = ViewDescription(
        .frame(width: s.width, height: s.height, alignment: .center),
        [ViewDescription(.shape(.circle), source: c.nameLocation)], source: c.nameLocation)
    }
    var view = indicator
    let linear = c.argument("value") != nil && style != "circular"
    // The label above a bar (below a spinner), the current value's label below the bar.
    let parts = linear ? [label, indicator, current].compactMap { $0 } : [indicator, label, current].compactMap { $0 }
    if parts.count > 1 {
      try interp.countView(at: c.node)
      view = ViewDescription(
        .vstack(alignment: linear ? .leading : .hCenter, spacing: ControlMetrics.progressLabelSpacing),
        parts, source: c.nameLocation)
    }
    return marked(view, "progressView", c)
  }

  // MARK: Text input

  /// `TextEditor(text: $notes)`: a scrolling text view that takes the whole proposal, its text
  /// from the top-leading corner [INF: UIKit's UITextView fills its frame]. `:set <view> text`
  /// types into it.
  private static func textEditor(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels(["text", "selection"])
    let binding = try binding("text", c, "TextEditor")
    guard case .string(let text) = try interp.read(binding, at: c.node) else {
      throw c.fail("`TextEditor`'s `text:` must be a binding to a `String`", kind: .typeMismatch)
    }
    try countViews(3, c)
    let body = ViewDescription(.text(TextContent(text)), source: c.nameLocation)
    let editor = ViewDescription(
      .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)), [body],
      source: c.nameLocation)
    let type = FunctionValue(name: "type") { c in
      guard case .string(let s)? = c.arguments.first?.value else { return .void }
      try c.interpreter.write(binding, .string(s), at: c.node)
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: type))
    let handler = ActionHandler(.input, token: token, name: "textEditor", detail: c.argumentText)
    return .view(ViewDescription(.action(handler), [editor], source: c.nameLocation))
  }

  /// `TextField("Placeholder", text: $name)`, `SecureField(…)`: one line of text (the value, or
  /// the placeholder while it is empty) as wide as offered; `.textFieldStyle(.roundedBorder)`
  /// adds its insets. `:set <view> "text"` types into it.
  private static func textField(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "text", "value", "format", "formatter", "prompt", "axis", "onEditingChanged", "onCommit"])
    if let callback = c.argument("onEditingChanged") ?? c.argument("onCommit") {
      interp.warn(
        "`\(callback.label ?? "")` is kept but never run: the lab has no keyboard focus or return key "
          + "(`:set` types the text only)", at: callback.node)
    }
    // `axis: .vertical` (iOS 16): the text wraps at the field's width and the field grows a line
    // at a time, up to the `.lineLimit` around it; beyond that it scrolls, at that height.
    // `.horizontal` is the one-line field. [DOC TextField.init(_:text:axis:)]
    var grows = false
    if let axis = c.argument("axis") {
      guard case .axis(let a) = try c.resolved("axis", as: .axis) ?? .null else {
        throw interp.error("`axis:` takes `.horizontal` or `.vertical`", at: axis.node, kind: .typeMismatch)
      }
      if name == "SecureField" {
        throw interp.error("`SecureField` has no `axis:`", at: axis.node, kind: .invalidSwift)
      }
      grows = a == .vertical
    }
    guard case .string(let placeholder)? = c.arguments.first(where: { $0.label == nil })?.value else {
      throw c.fail("`\(name)` needs a title string, such as `\(name)(\"Name\", text: $name)`", kind: .argument)
    }
    // `TextField("Amount", value: $amount, format: .currency(code: "USD"))`: the field shows
    // the number as the style writes it, and `:set` gives it a number.
    // `formatter:` (a `NumberFormatter`) shows it as the formatter writes it.
    var style: NumberFormatStyle?
    let formatter = c.argument("formatter")
    if c.has("value"), formatter == nil {
      guard name == "TextField", let format = c.argument("format") else {
        throw c.fail("`\(name)(_:value:)` needs `format:`, such as `.number` or `.currency(code: \"USD\")`", kind: .argument)
      }
      style = try NumberFormatStyle.required(
        format.value, for: "TextField(_:value:format:)", interpreter: interp, at: format.node)
    }
    let takesNumbers = style != nil || formatter != nil
    let binding = try binding(takesNumbers ? "value" : "text", c, name)
    let text: String
    switch (try interp.read(binding, at: c.node), style) {
    case (let value, nil) where formatter != nil:
      guard name == "TextField", let shown = NumberFormatterBuiltins.text(value, formatter: formatter!.value, interp) else {
        throw interp.error(
          "`\(name)(_:value:formatter:)` takes a binding to a number with a `NumberFormatter`", at: formatter!.node,
          kind: .typeMismatch)
      }
      text = shown
    case (.string(let s), nil): text = s
    case (let number, let style?):
      text = try style.format(number, interpreter: interp, at: c.node)
    default:
      throw c.fail("`\(name)`'s `text:` must be a binding to a `String`", kind: .typeMismatch)
    }
    // `prompt:` (a Text) is what an empty field shows in place of its title.
    var empty = placeholder
    if let prompt = c.argument("prompt"), case .view(let v) = prompt.value, let p = Modifiers.firstText(v) { empty = p }
    let shown = text.isEmpty ? empty : (name == "SecureField" ? String(repeating: "•", count: text.count) : text)
    try countViews(3, c)
    let line = ViewDescription(.text(TextContent(shown, lineLimit: grows ? nil : .some(1))), source: c.nameLocation)
    var field = ViewDescription(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)), [line], source: c.nameLocation)
    switch styleName("textFieldStyle", interp) {
    case nil, "automatic"?, "plain"?: break
    case _ where CustomStyles.user("textFieldStyle", interp) != nil: break
    case "roundedBorder"?:
      field = ViewDescription(.padding(ControlMetrics.roundedFieldInsets), [field], source: c.nameLocation)
    case let other?:
      throw c.fail("`.textFieldStyle(.\(other))` is not supported yet", kind: .notSupported)
    }
    let type = FunctionValue(name: "type") { c in
      if takesNumbers {
        // A number, of the bound value's type: an `Int` field takes a whole number only.
        let old = try c.interpreter.read(binding, at: c.node)
        let number = c.arguments.first?.value.asDouble
        switch (number, old) {
        case (let d?, .double): try c.interpreter.write(binding, .double(d), at: c.node)
        case (let d?, .int) where d == d.rounded() && Swift.abs(d) < 9e15:
          try c.interpreter.write(binding, .int(Int(d)), at: c.node)
        default:
          throw c.fail("this field takes a number of its value's type (`\(old.typeName)`)", kind: .typeMismatch)
        }
        return .void
      }
      guard case .string(let s)? = c.arguments.first?.value else {
        throw c.fail("a text field takes text: write it in quotes, `:set <view> \"text\"`", kind: .typeMismatch)
      }
      try c.interpreter.write(binding, .string(s), at: c.node)
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: type))
    let handler = ActionHandler(
      .input, token: token, name: takesNumbers ? "valueField" : name == "SecureField" ? "secureField" : "textField",
      detail: placeholder)
    let control = ViewDescription(.action(handler), [field], source: c.nameLocation)
    if let style = CustomStyles.user("textFieldStyle", interp) {
      // The app's `TextFieldStyle`: its `_body(configuration:)` is given the field itself.
      return .view(try CustomStyles.body(style, key: "textFieldStyle", [("configuration", .view(control))], method: "_body", &c))
    }
    return .view(control)
  }

  // MARK: Stepper and Slider

  /// The bounds and step of `in:` and `step:` (a closed range; nil when not given).
  private static func range(_ c: CallContext) throws -> (ClosedRange<Double>?, Double?) {
    let interp = c.interpreter
    var bounds: ClosedRange<Double>?
    if let arg = c.argument("in") {
      switch arg.value {
      case .range(let r) where r.closed && r.lower <= r.upper: bounds = Double(r.lower)...Double(r.upper)
      case .floatingRange(let r) where r.closed && r.lower <= r.upper && !r.isDate: bounds = r.lower...r.upper
      default: throw interp.error("`in:` needs a closed range such as `0...10`", at: arg.node, kind: .argument)
      }
    }
    let step = try c.double("step")
    if let step, !(step > 0) || !step.isFinite {
      throw c.fail("`step:` must be a positive number, got \(step)", kind: .argument)
    }
    return (bounds, step)
  }

  /// `Stepper("Label", value: $n, in: 0...10, step: 1)`, `Stepper(value:in:step:label:)`,
  /// `Stepper("Label", onIncrement:onDecrement:)`: a row as wide as offered, the label
  /// leading and the 94 × 32 control trailing, as a Toggle's; `:tap` on its − or + half steps
  /// it, staying in the range.
  private static func stepper(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "value", "in", "step", "label", "onIncrement", "onDecrement", "onEditingChanged", "format"])
    if let callback = c.argument("onEditingChanged") ?? c.argument("format") {
      interp.warn(
        "a Stepper's `\(callback.label ?? "")` is kept but not used: the lab steps the value by taps only",
        at: callback.node)
    }
    // The title, `label:`, or the trailing closure (`Stepper(value: $n) { Text("Volume") }`).
    var label = try titleOrViews(&c, "label")
    if label == nil, let fn = c.firstUnlabelledClosure {
      label = try views(.function(fn), &c)
    }
    let labelView = label ?? ViewDescription(.empty, source: c.nameLocation)
    var decrement: FunctionValue?
    var increment: FunctionValue?
    if c.argument("value") != nil {
      let binding = try binding("value", c, "Stepper")
      // As Swift: `Stepper(value:)` takes a `Binding` to a `Strideable` number.
      let now = try interp.read(binding, at: c.node)
      guard isNumber(now) else {
        throw c.fail("`Stepper`'s `value:` must be a binding to a number; this one holds a `\(now.typeName)`", kind: .typeMismatch)
      }
      let (bounds, step) = try range(c)
      func stepped(_ sign: Double) -> FunctionValue {
        FunctionValue(name: sign > 0 ? "increment" : "decrement") { c in
          let now = try c.interpreter.read(binding, at: c.node)
          let delta = (step ?? 1) * sign
          switch now {
          case .int(let i):
            var next = Double(i) + delta
            if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
            try c.interpreter.write(binding, .int(Int(next)), at: c.node)
          case .double(let d):
            var next = d + delta
            if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
            try c.interpreter.write(binding, .double(next), at: c.node)
          case .float(let f):
            // A `Float` steps in single precision (`advanced(by:)` of a `Float`).
            var next = f + Float(delta)
            if let bounds { next = min(max(next, Float(bounds.lowerBound)), Float(bounds.upperBound)) }
            try c.interpreter.write(binding, .float(next), at: c.node)
          default:
            throw c.fail("`Stepper`'s value must be a number, got `\(now.typeName)`", kind: .typeMismatch)
          }
          return .void
        }
      }
      decrement = stepped(-1)
      increment = stepped(1)
    } else {
      decrement = c.closure("onDecrement")
      increment = c.closure("onIncrement")
    }
    let size = ControlMetrics.stepperSize
    func half(_ fn: FunctionValue?, _ name: String) throws -> ViewDescription {
      try countViews(2, c)
      let token = interp.registerAction(Interpreter.Action(function: fn))
      let shape = ViewDescription(
        .frame(width: size.width / 2, height: size.height, alignment: .center),
        [ViewDescription(.shape(.rectangle), source: c.nameLocation)], source: c.nameLocation)
      return shape.modified(.action(ActionHandler(.button, token: token, name: name, detail: name == "decrement" ? "−" : "+")), source: c.nameLocation)
    }
    let control = ViewDescription(
      .hstack(alignment: .vCenter, spacing: 0), [try half(decrement, "decrement"), try half(increment, "increment")],
      source: c.nameLocation)
    try countViews(3, c)
    let row = ViewDescription(
      .hstack(alignment: .vCenter, spacing: nil),
      [labelView, ViewDescription(.spacer(minLength: nil), source: c.nameLocation), control], source: c.nameLocation)
    return marked(row, "stepper", c)
  }

  /// `Slider(value: $x, in: 0...1, step:)`, with `minimumValueLabel:`/`maximumValueLabel:` at
  /// its ends: a track as wide as offered and 34 high (its `label:` is not shown on iOS).
  /// `:set <view> 0.3` moves it, clamped to the range and rounded to the step.
  private static func slider(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels(["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"])
    let binding = try binding("value", c, "Slider")
    let now = try interp.read(binding, at: c.node)
    var single = false
    switch now {
    case .double: break
    case .float: single = true
    default:
      // As Swift: `Slider(value:)` takes a `Binding` to a `BinaryFloatingPoint`.
      throw c.fail(
        "`Slider`'s `value:` must be a binding to a floating-point number (`Double`, `CGFloat`, `Float`); "
          + "this one holds \(now.typeName == "Int" ? "an" : "a") `\(now.typeName)`", kind: .typeMismatch)
    }
    let (bounds, step) = try range(c)
    let lo = bounds?.lowerBound ?? 0
    let hi = bounds?.upperBound ?? 1
    let editing = c.closure("onEditingChanged")
    let move = FunctionValue(name: "slide") { c in
      guard let arg = c.arguments.first?.value, isNumber(arg) else {
        throw c.fail("a slider takes a number: `:set <view> 0.5`", kind: .typeMismatch)
      }
      var x = try c.interpreter.number(arg, c.node)
      if let step { x = lo + ((x - lo) / step).rounded() * step }
      x = min(max(x, lo), hi)
      // A finger on the thumb: editing begins, the value moves, editing ends.
      if let editing { try c.interpreter.runAction(editing, values: [.bool(true)], node: c.node) }
      // A `Float` binding gets the value rounded to single precision.
      try c.interpreter.write(binding, single ? .float(Float(x)) : .double(x), at: c.node)
      if let editing { try c.interpreter.runAction(editing, values: [.bool(false)], node: c.node) }
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: move))
    try countViews(3, c)
    let track = ViewDescription(
      .flexFrame(FlexFrame(maxWidth: .infinity)),
      [ViewDescription(.frame(width: nil, height: ControlMetrics.sliderHeight, alignment: .center),
        [ViewDescription(.shape(.capsule), source: c.nameLocation)], source: c.nameLocation)],
      source: c.nameLocation)
    var parts = [track]
    if let arg = c.argument("minimumValueLabel") { parts.insert(try views(arg.value, &c), at: 0) }
    if let arg = c.argument("maximumValueLabel") { parts.append(try views(arg.value, &c)) }
    let body = parts.count == 1 ? track : ViewDescription(.hstack(alignment: .vCenter, spacing: nil), parts, source: c.nameLocation)
    let handler = ActionHandler(.input, token: token, name: "slider", detail: c.argumentText)
    return .view(ViewDescription(.action(handler), [body], source: c.nameLocation))
  }

  private static func isNumber(_ v: Value) -> Bool {
    switch v {
    case .int, .double, .float: return true
    default: return false
    }
  }

  // MARK: Menu

  /// `Menu("Title") { items }`, `Menu { items } label: { … }`: laid out as its label, as a
  /// borderless Button is [INF]; its items are not on screen until it opens, so they are not
  /// in the tree. `:set <view> <item title>` chooses an item: its Button's action runs.
  private static func menu(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "content", "label", "primaryAction", "systemImage", "image"])
    var label = try titleOrViews(&c, "label")
    let itemsFn = c.closure("content") ?? c.firstUnlabelledClosure
    if label == nil, let arg = c.argument("label") { label = try views(arg.value, &c) }
    // `Menu(content: { items }) { label }`: with the items labelled, the trailing closure is
    // the label.
    if label == nil, c.closure("content") != nil, let fn = c.firstUnlabelledClosure {
      label = try views(.function(fn), &c)
    }
    guard let label else { throw c.fail("`Menu` needs a title or a `label:` closure", kind: .argument) }
    // The items: each Button's title and the action `:set` runs.
    var items: [(title: String, token: Int)] = []
    if let itemsFn {
      let built = try interp.viewList(try interp.call(itemsFn, [Value](), node: c.node, viewContext: true), at: c.node)
      func collect(_ d: ViewDescription) {
        if case .action(let h) = d.kind, h.moment == .button {
          items.append((Modifiers.firstText(d) ?? h.detail, h.token))
          return
        }
        d.children.forEach(collect)
      }
      built.forEach(collect)
    }
    let choose = FunctionValue(name: "choose") { c in
      guard case .string(let wanted)? = c.arguments.first?.value else { return .void }
      guard let item = items.first(where: { $0.title == wanted }) else {
        throw c.fail(
          "no item `\(wanted)` in this Menu; its items are \(items.map(\.title).joined(separator: ", "))",
          kind: .argument)
      }
      if let fn = c.interpreter.actions[item.token]?.function {
        try c.interpreter.runAction(fn, values: [], node: c.node)
      }
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: choose))
    try interp.countView(at: c.node)
    let handler = ActionHandler(.input, token: token, name: "menu", detail: items.map(\.title).joined(separator: ", "))
    return .view(ViewDescription(.action(handler), [label], source: c.nameLocation))
  }

  // MARK: Picker

  /// An inline picker in a List or Form (docs/semantics.md §2.9): a section of its own, headed
  /// by the picker's title, with a row per option; the selected row ends in a checkmark, and
  /// `:tap` on a row selects its option.
  private static func inlineSection(
    title: ViewDescription?, _ tagged: [(view: ViewDescription, text: String, value: Value)], current: String?,
    select: (Value) -> FunctionValue, _ c: inout CallContext
  ) throws -> Value {
    let interp = c.interpreter
    let source = c.nameLocation
    var rows: [ViewDescription] = []
    for option in tagged {
      var members = [option.view, ViewDescription(.spacer(minLength: nil), source: source)]
      if option.text == current {
        let check = ViewDescription(
          .image(ImageContent(name: "systemName: checkmark", intrinsicSize: ViewBuiltins.symbolSize, scalesWithFont: true)),
          source: source)
        members.append(ViewBuiltins.tinted(check, "blue", source: source))
      }
      try countViews(members.count + 2, c)
      let token = interp.registerAction(Interpreter.Action(function: select(option.value)))
      rows.append(
        ViewDescription(.hstack(alignment: .vCenter, spacing: nil), members, source: source)
          .modified(.action(ActionHandler(.button, token: token, name: "option", detail: option.text)), source: source))
    }
    try interp.countView(at: c.node)
    let spec = ListSectionSpec(hasHeader: title != nil, hasFooter: false)
    // Unmarked: the list finds its sections by their kind.
    return .view(ViewDescription(.listSection(spec), (title.map { [$0] } ?? []) + rows, source: source))
  }

  /// `Picker("Title", selection: $x) { options }`. Segmented (`.pickerStyle(.segmented)`): the
  /// options side by side in equal segments as wide as offered, 32 high; `:tap` on a segment
  /// selects its tag. Menu (the default): the selected option's text and a chevron — in a
  /// List or Form a row with the title leading, as `LabeledContent` lays it out; elsewhere
  /// the value alone, as a button's label. `:set <view> <tag or text>` chooses from the menu.
  /// The wheel style: the selected option in the middle of a 216-high wheel. The inline style:
  /// in a list, a section of rows (`inlineSection`); elsewhere the wheel.
  private static func picker(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "selection", "content", "label"])
    let binding = try binding("selection", c, "Picker")
    guard let optionsFn = c.closure("content") ?? c.firstUnlabelledClosure else {
      throw c.fail("`Picker` needs its options in a closure", kind: .argument)
    }
    let style = styleName("pickerStyle", interp) ?? "automatic"
    guard ["segmented", "menu", "automatic", "wheel", "navigationLink", "inline"].contains(style) else {
      throw c.fail(
        "`.pickerStyle(.\(style))` is not supported yet: the lab has figures for `.segmented`, `.wheel`, "
          + "`.inline`, `.navigationLink` and `.menu` (the default)", kind: .notSupported)
    }
    let title = try titleOrViews(&c, "label")
    interp.pass.tagValues = [:]
    let options = try interp.viewList(
      try interp.call(optionsFn, [Value](), node: c.node, viewContext: true), at: c.node
    ).flatMap(ViewBuiltins.members)
    let tags = interp.pass.tagValues
    // Each option with its tag: an explicit `.tag(_)`, or the id of the ForEach element.
    var tagged: [(view: ViewDescription, text: String, value: Value)] = []
    // A `Divider` among the options separates them in the menu; it is not one of them.
    for option in options where !{ if case .divider = option.kind { true } else { false } }() {
      // An explicit `.tag(_)` anywhere on the option wins over the id of the ForEach element
      // around it: `ForEach(flavors) { Text(…).tag($0.topping) }` is tagged by topping.
      var tagText: String?
      var elementID: String?
      var link: ViewDescription? = option
      while let cur = link, tagText == nil {
        if case .drawing(let m) = cur.kind, m.name == "tag" { tagText = m.value }
        if case .element(let id) = cur.kind, elementID == nil { elementID = id }
        link = cur.kind.isModifier ? cur.children.first : nil
      }
      tagText = tagText ?? elementID
      guard let tagText, let tag = tags[tagText] else {
        throw c.fail("every option of a `Picker` needs a `.tag(_)` (or to come from a `ForEach`)", kind: .argument)
      }
      tagged.append((option, tagText, tag))
    }
    // SwiftUI matches a tag only of the selection's type (`.tag(1)` is an Int, whatever the
    // selection holds): a tag of another type never shows as selected, and choosing it does
    // not change the selection (docs/semantics.md §2.9).
    let selectionType = tagTypeName(try interp.read(binding, at: c.node))
    if let selectionType,
      let other = tagged.first(where: { tagTypeName($0.value).map { $0 != selectionType } ?? false })
    {
      interp.warn(
        "this Picker's selection is `\(selectionType)` but a tag is `\(tagTypeName(other.value) ?? "")` "
          + "(`\(other.value.debugText)`): SwiftUI matches tags of the selection's type only, so that option "
          + "never shows as selected and choosing it changes nothing", at: c.node)
    }
    /// Chooses the option tagged `value`, as a touch would.
    func choose(_ value: Value, _ c: inout CallContext) throws {
      if let selectionType, let type = tagTypeName(value), type != selectionType {
        c.interpreter.warn(
          "the tag `\(value.debugText)` is `\(type)` and the selection `\(selectionType)`: nothing changes",
          at: c.node)
        return
      }
      try c.interpreter.write(binding, value, at: c.node)
    }
    func select(_ value: Value) -> FunctionValue {
      FunctionValue(name: "select") { c in
        try choose(value, &c)
        return .void
      }
    }
    if style == "segmented" {
      var segments: [ViewDescription] = []
      for option in tagged {
        let token = interp.registerAction(Interpreter.Action(function: select(option.value)))
        try countViews(2, c)
        segments.append(
          // Each segment is the control's full height: a tap anywhere in it selects.
          ViewDescription(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), [option.view], source: c.nameLocation)
            .modified(
              .action(ActionHandler(.button, token: token, name: "segment", detail: option.text)),
              source: c.nameLocation))
      }
      try countViews(2, c)
      let row = ViewDescription(
        .frame(width: nil, height: ControlMetrics.segmentedHeight, alignment: .center),
        [ViewDescription(.hstack(alignment: .vCenter, spacing: 0), segments, source: c.nameLocation)],
        source: c.nameLocation)
      return marked(row, "picker", c)
    }
    // The menu style.
    let selected = try interp.read(binding, at: c.node).identityText
    let current = tagged.first { $0.text == selected }
    if current == nil {
      interp.warn(
        "the selection `\(selected)` is none of this Picker's tags: SwiftUI shows no value (and logs "
          + "that the selection is invalid)", at: c.node)
    }
    let chooseByName = FunctionValue(name: "choose") { c in
      guard case .string(let wanted)? = c.arguments.first?.value else { return .void }
      guard let option = tagged.first(where: { $0.text == wanted || Modifiers.firstText($0.view) == wanted }) else {
        let names = tagged.map { Modifiers.firstText($0.view) ?? $0.text }.joined(separator: ", ")
        throw c.fail("no option `\(wanted)` in this Picker; its options are \(names)", kind: .argument)
      }
      try choose(option.value, &c)
      return .void
    }
    if style == "inline", interp.environmentOverrides["list row"] != nil {
      return try inlineSection(title: title, tagged, current: current?.text, select: select, &c)
    }
    let token = interp.registerAction(Interpreter.Action(function: chooseByName))
    // Outside a list an inline picker is drawn as the wheel (docs/semantics.md §2.9).
    if style == "wheel" || style == "inline" {
      // A wheel as wide as offered and 216 high, the selected option in its middle row; the
      // others turn on the wheel and are not laid out here.
      try countViews(2, c)
      let wheel = ViewDescription(
        .frame(width: nil, height: ControlMetrics.wheelHeight, alignment: .center),
        [ViewDescription(
          .flexFrame(FlexFrame(maxWidth: .infinity)),
          // No option selected: the wheel's middle row is empty.
          [current?.view ?? ViewDescription(.color(ColorValue(named: "clear")), source: c.nameLocation)],
          source: c.nameLocation)],
        source: c.nameLocation)
      let handler = ActionHandler(.input, token: token, name: "picker", detail: current?.text ?? "")
      return marked(ViewDescription(.action(handler), [wheel], source: c.nameLocation), "picker", c)
    }
    try countViews(3, c)
    // `.navigationLink` lays the row out as the menu does, its chevron pointing to the list of
    // options it would push (which the lab does not present: `:set` chooses).
    let symbol = style == "navigationLink" ? "chevron.right" : "chevron.up.chevron.down"
    let chevron = ViewDescription(
      .image(ImageContent(name: "systemName: " + symbol, intrinsicSize: ViewBuiltins.symbolSize, scalesWithFont: true)),
      source: c.nameLocation)
    let value = ViewDescription(
      .hstack(alignment: .vCenter, spacing: nil), (current.map { [$0.view] } ?? []) + [chevron],
      source: c.nameLocation)
    var body = value
    if interp.environmentOverrides["list row"] != nil, let title {
      try countViews(3, c)
      let spacer = ViewDescription(.spacer(minLength: nil), source: c.nameLocation)
        .modified(.layoutPriority(-1), source: c.nameLocation)
      body = ViewDescription(.hstack(alignment: .vCenter, spacing: nil), [title, spacer, value], source: c.nameLocation)
    }
    let handler = ActionHandler(.input, token: token, name: "picker", detail: current?.text ?? "")
    return marked(ViewDescription(.action(handler), [body], source: c.nameLocation), "picker", c)
  }
}
