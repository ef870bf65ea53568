import LabEngine
import SwiftSyntax

/// The built-in views: leaves (`Color`, shapes, `Text`, `Image` …) and containers (stacks,
/// `ForEach`, `GeometryReader`, `Grid` …), each built into a `ViewDescription`.
///
/// Image sizes are documented defaults, since there are no assets: `Image(systemName:)` is
/// 20×20 (a symbol at the body text size) and `Image("name")` is 100×100.
enum ViewBuiltins {
  static let symbolSize = Size(width: 20, height: 20)
  static let namedImageSize = Size(width: 100, height: 100)

  /// The views `construct` builds, and those only named to say they are not supported yet:
  /// both from the vocabulary (Vocabulary/Vocabulary+Views.swift).
  static let names = Vocabulary.views.filter { $0.handler == .view }.map(\.name)
  static let unsupportedNames = Vocabulary.entries.filter {
    $0.kind == .view && $0.handler == .unsupported
  }.map(\.name)

  /// `Text(x, format: style)` and a `Text` key's `\(x, format: style)`: as `x.formatted(style)`,
  /// a date's (`.dateTime`, `Date.FormatStyle(…)`) or a number's (`.number`, `.percent`,
  /// `.currency(code:)`).
  static func formatted(_ arg: Argument, _ format: Argument, for api: String, _ interp: Interpreter) throws -> String {
    if case .date(let t) = arg.value { return try DateFormatting.string(t, format, interp) }
    let style = try NumberFormatStyle.required(format.value, for: api, interpreter: interp, at: format.node)
    return try style.format(arg.value, interpreter: interp, at: arg.node)
  }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    let source = c.nameLocation
    func leaf(_ kind: ViewKind) throws -> Value {
      try interp.countView(at: c.node)
      return .view(ViewDescription(kind, source: source))
    }
    func container(_ kind: ViewKind, _ children: [ViewDescription]) throws -> Value {
      try interp.countView(at: c.node)
      return .view(ViewDescription(kind, children, source: source))
    }
    switch name {
    case "Text":
      try c.checkLabels([nil, "verbatim", "format", "style", "formatter"])
      guard let arg = c.arguments.first else { throw c.fail("`Text` needs a string", kind: .argument) }
      if let formatter = c.argument("formatter") {
        // `Text(price as NSNumber, formatter: f)`, `Text(date, formatter: f)`: the formatter's text.
        guard let text = NumberFormatterBuiltins.text(arg.value, formatter: formatter.value, interp) else {
          throw interp.error(
            "`Text(_:formatter:)` takes a number (an `NSNumber`) with a `NumberFormatter`, or a `Date` with a "
              + "`DateFormatter`; this is a `\(arg.value.typeName)` with a `\(formatter.value.typeName)`",
            at: formatter.node, kind: .typeMismatch)
        }
        return try leaf(.text(TextContent(text)))
      }
      if let style = c.argument("style") {
        return try leaf(.text(TextContent(try DatePickers.text(arg, style: style, interp))))
      }
      if let format = c.argument("format") {
        return try leaf(.text(TextContent(try formatted(arg, format, for: "Text(_:format:)", interp))))
      }
      var markdown = false
      var value = arg.value
      if arg.label == nil {
        // `Text("…")` and `Text(.init(s))`: Markdown is rendered (`LocalizedStringKey(s)` checks
        // its own key).
        if arg.node.as(LabeledExprSyntax.self)?.expression.is(StringLiteralExprSyntax.self) == true { markdown = true }
        if case .implicitMember(let m) = value, m.name == "init", m.arguments?.count == 1,
          case .string(let key)? = m.arguments?.first?.value
        {
          (value, markdown) = (.string(key), true)
        }
      }
      if arg.label == nil, case .view(let image) = value, case .image(let content) = image.kind,
        image.children.isEmpty
      {
        // `Text(Image(systemName: "star"))`: a symbol inline, one character of the Text, as wide
        // as its box at the font's size (docs/semantics.md §1.2). A named image has no size here.
        guard content.scalesWithFont else {
          throw interp.error(
            "`Text(Image(_:))` of a named image is not supported: the lab has no image data to size it; "
              + "`Text(Image(systemName:))` is", at: arg.node, kind: .notSupported)
        }
        return try leaf(
          .text(TextContent(String(TextRun.imageCharacter), runs: [TextRun(0..<1, image: content)])))
      }
      if arg.label == nil, AttributedStrings.isAttributed(value) {
        // `Text(attributed)`: each run in its font; what only paints is left out of the picture.
        let (content, paints) = try AttributedStrings.textContent(value, interp, at: arg.node)
        if !paints.isEmpty {
          interp.warn(
            "the Text is drawn in one style: \(paints.map { "`\($0)`" }.joined(separator: ", ")) of its runs is left "
              + "out of the picture (frames are not affected)", at: arg.node)
        }
        return try leaf(.text(content))
      }
      guard case .string(var s) = value else {
        throw interp.error(
          "`Text` needs a `String`, got a value of type `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
      }
      var strong: [Range<Int>] = []
      if markdown {
        let literal = arg.node.as(LabeledExprSyntax.self)?.expression.as(StringLiteralExprSyntax.self)
        let (staticText, interpolated) = literal.map(TextMarkdown.literalParts) ?? (s, false)
        // With interpolated values, the Markdown is the literal's: the whole string is rendered
        // when the values add no markup characters of their own (they are not parsed).
        let markupCount = { (t: String) in t.filter { "*_`~[]()\\".contains($0) }.count }
        let literalHasMarkdown = TextMarkdown.rendered(staticText) != .text(staticText, strong: [])
        if interpolated, literalHasMarkdown, markupCount(s) != markupCount(staticText) {
          throw interp.error(
            "this Text renders the Markdown of its literal around interpolated values that hold Markdown "
              + "characters themselves, which the lab does not separate yet", at: arg.node, kind: .notSupported)
        }
        // A literal with no Markdown of its own shows its values' characters as they are.
        switch interpolated && !literalHasMarkdown ? .text(s, strong: []) : TextMarkdown.rendered(s) {
        case .mixedFonts(let markup):
          throw interp.error(
            "this Text renders Markdown (`\(markup)`), which sets part of it in the monospaced font; the lab does "
              + "not measure that font yet (`Text(verbatim:)` shows the characters as typed)",
            at: arg.node, kind: .notSupported)
        case .text(let shown, let bold):
          (s, strong) = (shown, bold)
        }
      }
      return try leaf(.text(TextContent(s, runs: strong.map { TextRun($0, weight: .bold) })))
    case "Image":
      try c.checkLabels([nil, "systemName", "bundle", "decorative", "variableValue", "label", "uiImage"])
      if let symbol = try c.string("systemName") {
        return try leaf(
          .image(ImageContent(name: "systemName: \(symbol)", intrinsicSize: symbolSize, scalesWithFont: true)))
      }
      if let ui = c.argument("uiImage") {
        guard case .opaque(let o) = ui.value, o.kind == "UIImage" else {
          throw interp.error("`Image(uiImage:)` takes a `UIImage`", at: ui.node, kind: .typeMismatch)
        }
        return try leaf(.image(UIImages.content(o)))
      }
      if case .implicitMember(let m)? = c.argument(nil)?.value, m.arguments == nil {
        // `Image(.coffee)`: the asset catalogue's generated symbol (Xcode 15) for "coffee".
        return try leaf(.image(ImageContent(name: m.name, intrinsicSize: namedImageSize)))
      }
      // `Image(decorative:)` is an asset image that accessibility skips: the same image.
      guard let imageName = try c.string(nil) ?? c.string("decorative") else {
        throw c.fail("`Image` needs a name", kind: .argument)
      }
      return try leaf(.image(ImageContent(name: imageName, intrinsicSize: namedImageSize)))
    case "Rectangle", "Circle", "Ellipse", "Divider", "EmptyView":
      try c.checkLabels([])
      switch name {
      case "Rectangle": return try leaf(.shape(.rectangle))
      case "Circle": return try leaf(.shape(.circle))
      case "Ellipse": return try leaf(.shape(.ellipse))
      case "Divider": return try leaf(.divider)
      default: return try leaf(.empty)
      }
    case "RoundedRectangle":
      try c.checkLabels(["cornerRadius", "cornerSize", "style"])
      let radius: Double
      if let r = try c.double("cornerRadius") {
        radius = r
      } else if case .size(let s)? = try c.resolved("cornerSize", as: .size) {
        radius = s.width
      } else {
        throw c.fail("`RoundedRectangle` needs `cornerRadius:`", kind: .argument)
      }
      return try leaf(.shape(.roundedRectangle(cornerRadius: radius)))
    case "UnevenRoundedRectangle":
      try c.checkLabels(["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "style"])
      return try leaf(
        .shape(
          .unevenRoundedRectangle(
            CornerRadii(
              topLeading: try c.double("topLeadingRadius") ?? 0,
              bottomLeading: try c.double("bottomLeadingRadius") ?? 0,
              bottomTrailing: try c.double("bottomTrailingRadius") ?? 0,
              topTrailing: try c.double("topTrailingRadius") ?? 0))))
    case "Capsule":
      try c.checkLabels(["style"])
      return try leaf(.shape(.capsule))
    case "Spacer":
      try c.checkLabels(["minLength"])
      return try leaf(.spacer(minLength: try c.double("minLength")))
    case "AnyView":
      try c.checkLabels([nil, "erasing"])
      guard let arg = c.arguments.first else { throw c.fail("`AnyView` needs a view", kind: .argument) }
      return .view(try interp.toView(arg.value, at: arg.node))
    case "Group":
      try c.checkLabels([nil, "content", "subviews", "transform"])
      return try container(.group, try c.content())
    case "ForEach": return try forEach(&c)
    case "VideoPlayer":
      // AVKit's player view, an `AVPlayerViewController`'s root view: no intrinsic size
      // (docs/semantics.md §1.2). An overlay is drawn over the video, not modelled yet.
      try c.checkLabels(["player", "videoOverlay"])
      if c.argument("videoOverlay") != nil {
        throw c.fail("`VideoPlayer(player:videoOverlay:)`'s overlay is not modelled yet", kind: .notSupported)
      }
      if let player = c.argument("player"), !{ if case .null = player.value { true } else { false } }(),
        !{ if case .instance(let i) = player.value { i.type.name == "AVPlayer" } else { false } }()
      {
        throw interp.error("`VideoPlayer(player:)` takes an `AVPlayer?`", at: player.node, kind: .typeMismatch)
      }
      return .view(try Representables.unsizedBox(
        "VideoPlayer", showing: "its player's video in an `AVPlayerViewController`", colour: "VideoPlayer", interp, at: c.node
      ).modified(.custom(name: "VideoPlayer"), source: c.nameLocation))
    case "List", "Form": return try ListBuiltins.list(name, &c)
    case "Section": return try ListBuiltins.section(&c)
    case "Link", "ShareLink", "PhotosPicker", "Label", "LabeledContent", "ProgressView", "TextField", "SecureField", "TextEditor",
      "Stepper", "Slider", "Picker", "Menu":
      return try ControlBuiltins.construct(name, &c)
    case "LazyVStack", "LazyHStack":
      return try container(.lazyGrid(LazyGridBuiltins.stackSpec(name, &c)), try c.content())
    case "HStack":
      try c.checkLabels(["alignment", "spacing", "content"])
      let alignment = try c.verticalAlignment() ?? .vCenter
      return try container(
        .hstack(alignment: alignment, spacing: try c.double("spacing")), try c.content())
    case "VStack":
      try c.checkLabels(["alignment", "spacing", "content"])
      let alignment = try c.horizontalAlignment() ?? .hCenter
      return try container(
        .vstack(alignment: alignment, spacing: try c.double("spacing")), try c.content())
    case "ZStack":
      try c.checkLabels(["alignment", "content"])
      return try container(.zstack(alignment: try c.alignment() ?? .center), try c.content())
    case "GeometryReader":
      try c.checkLabels([nil, "content"])
      guard let fn = c.closure else { throw c.fail("`GeometryReader` needs a content closure", kind: .argument) }
      interp.pass.readerOrdinal += 1
      let proxy = GeometryProxyValue(
        reader: GeometryReaderID(source: source, ordinal: interp.pass.readerOrdinal),
        provider: interp.geometryProvider)
      interp.pass.readerDepth += 1
      defer { interp.pass.readerDepth -= 1 }
      let value: Value
      do {
        value = try interp.call(fn, [.proxy(proxy)], node: c.node, viewContext: true)
      } catch let error as RuntimeError
        where !proxy.provider.reading(proxy.reader).measured && error.kind.mayComeFromValues
      {
        // Content that traps at the lab's provisional size zero (`offset / size.width`), or
        // makes a value the lab refuses there (`.opacity` of 0 / 0): left empty until layout
        // sizes the reader, and reported only if its sized build fails too.
        interp.pass.unmeasuredReaderErrors.append(error)
        return try container(.geometryReader, [])
      }
      return try container(.geometryReader, try interp.viewList(value, at: c.node))
    case "NavigationStack", "NavigationView":
      try c.checkLabels(["path", "root", "content"])
      let content = try c.content("root").isEmpty ? try c.content() : try c.content("root")
      if let path = c.binding("path"), case .array(let pushed) = try interp.read(path, at: c.node), !pushed.isEmpty {
        interp.warn(
          "the path holds \(pushed.count) pushed view\(pushed.count == 1 ? "" : "s"), which a device shows; "
            + "pushing is not simulated yet, so the lab lays out the stack's root", at: c.node)
      }
      let bar = try NavigationBuiltins.barHeight(of: content, interp, at: c.node)
      return try container(.barred(name: name, top: bar, bottom: 0), content)
    case "NavigationSplitView": return try NavigationBuiltins.splitView(&c)
    case "NavigationLink": return try NavigationBuiltins.link(&c)
    case "TabView": return try NavigationBuiltins.tabView(&c)
    case "TimelineView": return try TimeSources.timelineView(&c)
    case "PhaseAnimator": return try PhaseAnimators.make(&c, modifying: nil)
    case "AsyncImage": return try AsyncImages.view(&c)
    case "ScrollViewReader": return try ScrollReaders.view(&c)
    case "KeyframeAnimator": return try KeyframeAnimators.make(&c, modifying: nil)
    case "Canvas":
      // Drawn by its renderer, which the lab does not run; laid out as a shape that takes the
      // proposal [INF].
      try c.checkLabels(["opaque", "colorMode", "rendersAsynchronously", "renderer", "symbols"])
      guard c.closure("renderer") ?? c.closure != nil else {
        throw c.fail("`Canvas` needs a renderer closure `{ context, size in … }`", kind: .argument)
      }
      return try leaf(.shape(.filling(type: "Canvas", code: "Canvas { … }")))
    case "Map":
      // MapKit's map takes the whole proposal, like a Rectangle [INF: a view backed by UIKit's
      // map, which fills what it is offered]; its markers and annotations stand at map
      // coordinates, which the lab does not project: they are left out, and it says so.
      try c.checkLabels([
        "position", "initialPosition", "coordinateRegion", "bounds", "interactionModes", "scope", "selection",
        "showsUserLocation", "userTrackingMode", "annotationItems", "annotationContent", "content",
      ])
      if c.closure != nil || c.has("annotationItems") {
        interp.warn(
          "a `Map`'s markers and annotations stand at map coordinates, which the lab does not project: they are "
            + "not laid out", at: c.node)
      }
      return try leaf(.shape(.filling(type: "Map", code: "Map { … }")))
    case "Tab": return try NavigationBuiltins.tab(&c)
    case "Toggle": return try toggle(&c)
    case "ColorPicker": return try colorPicker(&c)
    case "DatePicker": return try DatePickers.view(&c)
    case "EditButton": return try EditMode.editButton(&c)
    case "LazyVGrid", "LazyHGrid":
      return try container(.lazyGrid(try LazyGridBuiltins.spec(name, &c)), try c.content())
    case "Grid":
      try c.checkLabels(["alignment", "horizontalSpacing", "verticalSpacing", "content"])
      return try container(
        .grid(
          alignment: try c.alignment() ?? .center,
          horizontalSpacing: try c.double("horizontalSpacing"),
          verticalSpacing: try c.double("verticalSpacing")), try c.content())
    case "GridRow":
      try c.checkLabels(["alignment", "content"])
      return try container(.gridRow(alignment: try c.verticalAlignment()), try c.content())
    case "ViewThatFits":
      try c.checkLabels(["in", "content"])
      return try container(.viewThatFits(axes: try c.axisSet("in") ?? .both), try c.content())
    case "ScrollView":
      try c.checkLabels([nil, "showsIndicators", "content"])
      // `ScrollView { … }`: the only unlabelled argument is the content closure, not the axes.
      var axes = AxisSet.vertical
      if let first = c.argument(nil), !Self.isClosure(first.value) {
        axes = try c.axisSet(nil) ?? .vertical
      }
      let built = try container(.scrollView(axes: axes), try c.content())
      // How many views the tree puts directly inside (a ForEach's elements, a Group's views).
      guard case .view(var scroll) = built, ViewTree(scroll).childCount(of: 0) > 1 else { return built }
      // Several views with no stack of their own (`ScrollView { ForEach … }`) were laid out
      // as the first alone, the rest at 0 × 0. They are stacked vertically, as SwiftUI stacks
      // them, which is not documented, so the lab says so.
      interp.warn(
        "the views directly inside this ScrollView are laid out in a VStack, as "
          + "SwiftUI stacks them (not documented); write the stack you mean, such as "
          + "`VStack { … }` or `LazyHStack { … }`", at: c.nameNode)
      scroll.children = [ViewDescription(.vstack(alignment: .hCenter, spacing: nil), scroll.children, source: c.nameLocation)]
      return .view(scroll)
    case "Button": return try button(&c)
    case "Color": return try ColorBuiltins.construct(&c)
    case _ where EffectModifiers.effectTypes.contains(name):
      return try EffectModifiers.construct(name, &c)
    default:
      throw c.interpreter.error("`\(name)` is not supported yet", at: c.node, kind: .notSupported)
    }
  }

  /// `Toggle("Title", isOn: $on)`, `Toggle(isOn: $on) { label }`: in the default switch style a
  /// row as wide as it is offered, the label leading and the switch trailing, both centred
  /// vertically [INF: laid out as `HStack { label; Spacer(); switch }`]. `:tap` flips the
  /// binding, as a tap on the switch does.
  private static func toggle(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "isOn", "label"])
    guard let binding = c.binding("isOn") else {
      throw c.fail("`Toggle` needs `isOn:` a binding to a `Bool`, such as `$isOn`", kind: .argument)
    }
    guard case .bool(let isOn) = try interp.read(binding, at: c.node) else {
      throw c.fail("`Toggle`'s `isOn:` must be a binding to a `Bool`", kind: .typeMismatch)
    }
    let label = try label(&c, trailing: c.closure) ?? ViewDescription(.empty, source: c.nameLocation)
    if let style = CustomStyles.user("toggleStyle", interp) {
      // The app's style decides how the Toggle looks and what a tap on it does.
      let configuration = CustomStyles.toggleConfiguration(label: label, isOn: binding, interp)
      let body = try CustomStyles.body(style, key: "toggleStyle", [("configuration", configuration)], &c)
      return .view(body.modified(.drawing(DrawingModifier("toggle", detail: c.argumentText)), source: c.nameLocation))
    }
    var buttonStyle = false
    if case .implicitMember(let m)? = interp.environmentOverrides["toggleStyle"], !["switch", "automatic"].contains(m.name) {
      guard m.name == "button" else {
        throw c.fail(
          "`.toggleStyle(.\(m.name))` is not supported yet: the lab lays a Toggle out in the switch style, or the button style",
          kind: .notSupported)
      }
      buttonStyle = true
    }
    try interp.countView(at: c.node)
    let flip = FunctionValue(name: "toggle") { c in
      guard case .bool(let now) = try c.interpreter.read(binding, at: c.node) else { return .void }
      try c.interpreter.write(binding, .bool(!now), at: c.node)
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: flip))
    if buttonStyle {
      // docs/semantics.md §2.9: a button with the label as its title, sized as a `.bordered`
      // button; on, its background is filled with the tint (drawn as `.borderedProminent`).
      let button = try borderedLabel(label, &c, style: isOn ? "borderedProminent" : "bordered")
      let handler = ActionHandler(.button, token: token, name: "toggle button", detail: isOn ? "on" : "off")
      return .view(
        ViewDescription(.action(handler), [button], source: c.nameLocation)
          .modified(.drawing(DrawingModifier("toggle", detail: c.argumentText)), source: c.nameLocation))
    }
    let knob = ViewDescription(
      .frame(width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height, alignment: .center),
      [ViewDescription(.shape(.capsule), source: c.nameLocation)], source: c.nameLocation)
    let row = labelledRow(label, knob, c)
    let handler = ActionHandler(.button, token: token, name: "switch", detail: isOn ? "on" : "off")
    return .view(
      ViewDescription(.action(handler), [row], source: c.nameLocation)
        .modified(.drawing(DrawingModifier("toggle", detail: c.argumentText)), source: c.nameLocation))
  }

  /// `ColorPicker("Title", selection: $color, supportsOpacity:)`: a row as wide as it is
  /// offered, the label leading and the colour well trailing (docs/semantics.md §2.9), the well
  /// drawn in the selected colour.
  private static func colorPicker(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "selection", "supportsOpacity", "label"])
    guard let binding = c.binding("selection") else {
      throw c.fail("`ColorPicker` needs `selection:` a binding to a `Color`, such as `$color`", kind: .argument)
    }
    guard case .color(let color) = try interp.read(binding, at: c.node) else {
      throw c.fail("`ColorPicker`'s `selection:` must be a binding to a `Color` (a `CGColor` is not supported yet)", kind: .typeMismatch)
    }
    _ = try c.bool("supportsOpacity")
    let label = try label(&c, trailing: c.closure("label") ?? c.closure) ?? ViewDescription(.empty, source: c.nameLocation)
    try interp.countView(at: c.node)
    let well = ViewDescription(
      .frame(width: ControlMetrics.colorWell, height: ControlMetrics.colorWell, alignment: .center),
      [ViewDescription(.shape(.circle), source: c.nameLocation)
        .modified(.drawing(DrawingModifier("fill", detail: color.description, style: DrawStyle(paint: color.paint))), source: c.nameLocation)],
      source: c.nameLocation)
    let row = labelledRow(label, well, c)
    return .view(row.modified(.drawing(DrawingModifier("colorPicker", detail: c.argumentText)), source: c.nameLocation))
  }

  /// A control's row: `HStack { label; Spacer(); control }`, as wide as it is offered, or the
  /// control alone under `.labelsHidden()`.
  static func labelledRow(_ label: ViewDescription, _ control: ViewDescription, _ c: CallContext) -> ViewDescription {
    if c.interpreter.environmentOverrides["labelsHidden"] != nil { return control }
    return ViewDescription(
      .hstack(alignment: .vCenter, spacing: nil),
      [label, ViewDescription(.spacer(minLength: nil), source: c.nameLocation), control], source: c.nameLocation)
  }

  /// The label of a Button or NavigationLink: a `Text` of its string title, else the views of
  /// its `label:` closure (or the trailing closure the caller names); nil when it has neither.
  static func label(_ c: inout CallContext, trailing: FunctionValue?) throws -> ViewDescription? {
    let interp = c.interpreter
    if case .string(let title)? = c.arguments.first(where: { $0.label == nil })?.value {
      return try ControlBuiltins.title(title, &c)
    }
    guard let labelFn = c.closure("label") ?? trailing else { return nil }
    let value = try interp.call(labelFn, [Value](), node: c.node, viewContext: true)
    return try interp.toView(value, at: c.node)
  }

  /// `Button("Title") { action }`, `Button(action:) { label }`, `Button { } label: { }`. The
  /// default (automatic) style on iOS draws the label without padding: the button is its
  /// label, listed with a layout-neutral `button` action node whose closure `:tap` runs.
  private static func button(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "action", "label", "role", "systemImage", "image"])
    guard var label = try label(&c, trailing: trailingLabel(c)) else {
      throw c.fail("`Button` needs a title or a `label:` closure", kind: .argument)
    }
    var title = ""
    if case .text(let t) = label.kind { title = t.string }
    if case .string(let t)? = c.arguments.first(where: { $0.label == nil })?.value { title = t }
    try interp.countView(at: c.node)
    // The action runs when the button is tapped (`:tap`), never while building.
    // `Button(action:) { label }`, or the first unlabelled closure (`Button("t") { … }`,
    // `Button { … } label: { … }`).
    var action = c.closure("action")
    for arg in c.arguments where action == nil && arg.label == nil {
      if case .function(let fn) = arg.value { action = fn }
    }
    let token = interp.registerAction(Interpreter.Action(function: action))
    if case .implicitMember(let role)? = c.argument("role")?.value { interp.pass.buttonRoles[token] = role.name }
    let handler = ActionHandler(.button, token: token, name: "button", detail: title)
    if let style = CustomStyles.user("buttonStyle", interp) {
      // At rest: the lab's taps are instantaneous, so a button is never seen pressed.
      label = try CustomStyles.body(
        style, key: "buttonStyle",
        [("label", .view(label)), ("isPressed", .bool(false)), ("role", c.argument("role")?.value ?? .null)], &c)
    } else {
      label = try borderedLabel(label, &c)
    }
    label = label.modified(.action(handler), source: c.nameLocation)
    return .view(label)
  }

  /// A `.bordered` or `.borderedProminent` button (from the environment): its label in the
  /// control size's font and padding, over its shape (docs/semantics.md §2.9,
  /// `ControlMetrics.borderedButton`). Other styles lay the label out as it is.
  private static func borderedLabel(
    _ label: ViewDescription, _ c: inout CallContext, style forced: String? = nil
  ) throws -> ViewDescription {
    let interp = c.interpreter
    var name = forced ?? ""
    if forced == nil, case .implicitMember(let style)? = interp.environmentOverrides["buttonStyle"] { name = style.name }
    guard name == "bordered" || name == "borderedProminent" else { return label }
    var sizeName = "regular"
    if case .implicitMember(let m)? = interp.environmentOverrides["controlSize"] { sizeName = m.name }
    guard let spec = ControlMetrics.borderedButton(sizeName) else {
      throw c.fail("`.controlSize(.\(sizeName))` is not a control size: `.mini`, `.small`, `.regular`, `.large` or `.extraLarge`", kind: .argument)
    }
    var content = label
    if let font = spec.font, interp.environmentOverrides["font"] == nil {
      content = content.modified(.font(font), source: c.nameLocation)
    }
    content = ViewDescription(
      .padding(EdgeInsets(top: spec.vertical, leading: spec.horizontal, bottom: spec.vertical, trailing: spec.horizontal)),
      [content], source: c.nameLocation)
    let prominent = name == "borderedProminent"
    if prominent { content = tinted(content, "white", source: c.nameLocation) }
    // The shape: a capsule, or the rounded rectangle whose radius follows from the height.
    let height = Layout.sizeThatFits(content, .unspecified, window: interp.screen).height
    var shape: ShapeKind = spec.capsule ? .capsule : .roundedRectangle(cornerRadius: (height * 0.35 * 0.5).rounded(.up))
    if case .implicitMember(let m)? = interp.environmentOverrides["buttonBorderShape"] {
      switch (m.name, m.arguments?.first?.value) {
      case ("automatic", _): break
      case ("capsule", _): shape = .capsule
      case ("circle", _): shape = .circle
      case ("roundedRectangle", nil): shape = .roundedRectangle(cornerRadius: (height * 0.35 * 0.5).rounded(.up))
      case ("roundedRectangle", let r?): shape = .roundedRectangle(cornerRadius: try interp.number(r, c.node))
      default: throw c.fail("`.buttonBorderShape(.\(m.name))` is not a border shape the lab knows", kind: .argument)
      }
    }
    // The prominent fill is the tint (blue unless `.tint` says); the bordered one's grey is
    // not published, so pictures hatch it.
    let fill = prominent ? ColorValue(named: "blue") : ColorValue("bordered button fill", rgba: nil)
    let background = ViewDescription(.shape(shape), source: c.nameLocation)
      .modified(.drawing(DrawingModifier("fill", detail: fill.description, style: DrawStyle(paint: fill.paint))), source: c.nameLocation)
    try interp.countView(at: c.node)
    return content.modified(.background(alignment: .center), secondaries: [background], source: c.nameLocation)
  }

  /// `view.foregroundStyle(.name)` as the lab writes it for a control's own parts (a prominent
  /// button's label, a picker's checkmark, an alert's buttons): a named system colour.
  static func tinted(_ view: ViewDescription, _ color: String, source: SourceLocation?) -> ViewDescription {
    view.modified(
      .drawing(DrawingModifier("foregroundStyle", detail: "." + color, style: DrawStyle(paint: ColorValue(named: color).paint))),
      source: source)
  }

  /// `Button(action: f) { label }`: the trailing closure is the label.
  private static func trailingLabel(_ c: CallContext) -> FunctionValue? {
    guard c.has("action"), let last = c.arguments.last, last.label == nil,
      case .function(let fn) = last.value
    else { return nil }
    return fn
  }

  /// `ForEach(data, id: \.key) { element in … }`: each element's views are wrapped in an
  /// `.element` node holding the element's id, so the id is part of the structural identity.
  static func forEach(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "id", "editActions", "content"])
    guard let data = c.arguments.first(where: { $0.label == nil }) else {
      throw c.fail("`ForEach` needs data", kind: .argument)
    }
    if let actions = c.argument("editActions") {
      // iOS 16's `editActions:` (`.all`, `.delete`, `.move`, or a set of them) lets a List's
      // rows be swiped away or dragged; it changes no frame at rest, and neither gesture is
      // simulated (as for `.onDelete`).
      let names = ["all", "delete", "move"]
      let members: [Value]
      if case .array(let a) = actions.value { members = a } else { members = [actions.value] }
      for m in members {
        guard case .implicitMember(let im) = m, im.arguments == nil, names.contains(im.name) else {
          throw interp.error(
            "`editActions:` takes `EditActions`: `.all`, `.delete`, `.move` or a set of them", at: actions.node,
            kind: .typeMismatch)
        }
      }
      guard case .binding = data.value else {
        throw interp.error(
          "`ForEach(_:editActions:content:)` edits its data: pass a binding (`$items`)", at: data.node,
          kind: .typeMismatch)
      }
    }
    guard let fn = c.closure else { throw c.fail("`ForEach` needs a content closure", kind: .argument) }
    // `ForEach($items) { $item in … }`: the content gets a binding to each element.
    var binding: BindingRef?
    var dataValue = data.value
    if case .binding(let b) = data.value {
      binding = b
      dataValue = try interp.read(b, at: data.node)
    }
    let elements = try interp.elements(of: dataValue, at: data.node)
    try interp.checkCollection(elements.count, at: data.node)
    var idPath: [String]?
    if let idArg = c.argument("id") {
      guard case .keyPath(let path) = idArg.value else {
        throw interp.error("`id:` needs a key path such as `\\.self`", at: idArg.node, kind: .argument)
      }
      idPath = path
    } else if case .range = dataValue {
      idPath = ["self"]
    }
    var children: [ViewDescription] = []
    var seen: Set<String> = []
    for (index, element) in elements.enumerated() {
      let idValue = try elementID(element, path: idPath, c: c)
      let id = idValue.identityText
      interp.pass.tagValues[id] = idValue
      interp.pass.identityValues[id] = idValue
      if seen.contains(id) {
        interp.warn(
          "`ForEach` id `\(id)` occurs more than once; identities will clash", at: data.node)
      }
      seen.insert(id)
      let argument = binding.map { Value.binding(elementBinding($0, index, interp, at: data.node)) } ?? element
      let value = try interp.call(fn, [argument], node: c.node, viewContext: true)
      let views = try interp.viewList(value, at: c.node)
      let body =
        views.count == 1 ? views[0] : ViewDescription(.group, views, source: c.nameLocation)
      try interp.countView(at: c.node)
      children.append(body.modified(.element(id: id), source: c.nameLocation))
    }
    try interp.countView(at: c.node)
    return .view(ViewDescription(.group, children, source: c.nameLocation))
  }

  /// A binding to element `index` of the array behind `base` (`$items[i]`, what `ForEach($items)`
  /// hands each row).
  static func elementBinding(_ base: BindingRef, _ index: Int, _ interp: Interpreter, at node: Syntax) -> BindingRef {
    let get = FunctionValue(name: "get") { c in
      let items = try c.interpreter.elements(of: try c.interpreter.read(base, at: node), at: node)
      guard items.indices.contains(index) else {
        throw c.interpreter.error("index out of range: \(index) is not in 0..<\(items.count)", at: node, kind: .trap)
      }
      return items[index]
    }
    let set = FunctionValue(name: "set") { c in
      guard case .array(var items) = try c.interpreter.read(base, at: node), items.indices.contains(index),
        let value = c.arguments.first?.value
      else { throw c.interpreter.error("the element is no longer in the array", at: node, kind: .trap) }
      items[index] = value
      try c.interpreter.write(base, .array(items), at: node)
      return .void
    }
    return .computed(get: get, set: set)
  }

  private static func elementID(_ element: Value, path: [String]?, c: CallContext) throws -> Value
  {
    let interp = c.interpreter
    guard let path else {
      // Identifiable: the element's `id`.
      guard let id = try interp.member(of: element, named: "id", node: c.node) else {
        throw c.fail(
          "`ForEach` over `\(element.typeName)` needs `id:` (e.g. `id: \\.self`) or Identifiable elements", kind: .argument)
      }
      return id
    }
    var value = element
    for component in path where component != "self" {
      guard let next = try interp.member(of: value, named: component, node: c.node) else {
        throw c.fail("key path component `\(component)` not found on `\(value.typeName)`", kind: .unknownName)
      }
      value = next
    }
    return value
  }
}

extension ViewBuiltins {
  /// The views a builder's result lists, through `Group`s and `ForEach`es (a Picker's options,
  /// a TabView's pages).
  static func members(_ d: ViewDescription) -> [ViewDescription] {
    switch d.kind {
    case .group: return d.children.flatMap(members)
    case .empty: return []
    default: return [d]
    }
  }

  static func isClosure(_ value: Value) -> Bool {
    if case .function = value { return true }
    return false
  }
}
