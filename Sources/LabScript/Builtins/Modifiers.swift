import LabEngine
import SwiftSyntax

/// The built-in view modifiers, dispatched by the family the vocabulary (Vocabulary/) gives
/// each name: layout modifiers become their `ViewKind` here, drawing-only ones a `.drawing`
/// node, and the ones the engine does not model yet a "not supported yet" warning (the
/// modifier is left out of the tree, never silently).
///
///     Color.red.frame(width: 100)  // ViewDescription(.frame(width: 100, …), [color])
enum Modifiers {
  /// Every modifier name the vocabulary declares (Vocabulary/), supported or not.
  static var allNames: [String] { Vocabulary.modifierNames }

  static func isKnown(_ name: String) -> Bool { Vocabulary.modifier(name) != nil }

  /// `offset(x:y:)`/`offset(_:)`, `rotation(_:anchor:)`, `scale(_:anchor:)`/`scale(x:y:anchor:)`
  /// of a shape.
  static func shapeTransform(_ name: String, _ c: inout CallContext) throws -> ShapeTransform {
    func anchor() throws -> UnitPoint {
      guard let value = try c.resolved("anchor", as: .unitPoint) else { return .center }
      guard case .unitPoint(let u) = value else { throw c.mismatch("anchor", "UnitPoint", value) }
      return u
    }
    switch name {
    case "offset":
      try c.checkLabels([nil, "x", "y"])
      if case .size(let s)? = try c.resolved(nil, as: .size) { return .offset(dx: s.width, dy: s.height) }
      if case .point(let p)? = try c.resolved(nil, as: .point) { return .offset(dx: p.x, dy: p.y) }
      return .offset(dx: try c.double("x") ?? 0, dy: try c.double("y") ?? 0)
    case "rotation":
      try c.checkLabels([nil, "anchor"])
      guard case .angle(let a)? = try c.resolved(nil, as: .angle) else {
        throw c.fail("`rotation(_:anchor:)` needs an Angle, such as `.degrees(45)`", kind: .argument)
      }
      return .rotation(radians: a.radians, anchor: try anchor())
    default:
      try c.checkLabels([nil, "x", "y", "anchor"])
      if let k = try c.double(nil) { return .scale(x: k, y: k, anchor: try anchor()) }
      return .scale(x: try c.double("x") ?? 1, y: try c.double("y") ?? 1, anchor: try anchor())
    }
  }

  static func apply(_ name: String, to receiver: Value, context c: inout CallContext) throws
    -> Value
  {
    let interp = c.interpreter
    var view = try interp.toView(receiver, at: c.node)
    let source = c.nameLocation
    if name == "environment", let option = try ListBuiltins.environmentOption(c) {
      try interp.countView(at: c.node)
      return .view(view.modified(.listOption(option), source: source))
    }
    if name == "environment", c.arguments.count == 2, case .keyPath(["layoutDirection"]) = c.arguments[0].value {
      // The views below are placed in that direction (docs/semantics.md §3.1).
      try interp.countView(at: c.node)
      let direction = try interp.layoutDirection(c.arguments[1])
      return .view(view.modified(.layoutDirection(direction), source: source))
    }
    // The vocabulary says which family handles the name (Vocabulary/).
    let entry = Vocabulary.modifier(name)
    switch entry?.handler {
    case .unsupported?:
      interp.warn(
        "`.\(name)` is not supported yet; it was left out of the view tree", at: c.nameNode)
      return .view(view)
    case .effect?: return try EffectModifiers.apply(name, to: view, &c)
    case .action?: return try ActionModifiers.apply(name, to: view, &c)
    case .preference?: return try PreferenceModifiers.apply(name, to: view, &c)
    case .drawing? where name == "searchable":
      // A search field in the navigation bar (docs/semantics.md §2.8): the bar grows by its row.
      if let labels = entry?.argumentLabels { try c.checkLabels(labels) }
      try interp.countView(at: c.node)
      let base = NavigationBuiltins.addingSearchRow(to: view) ?? view
      return .view(base.modified(.drawing(DrawingModifier(name, detail: c.argumentText)), source: source))
    case .drawing?:
      // The labels its vocabulary entry lists, and no other: a misspelt one is an error, not
      // an argument dropped.
      if let labels = entry?.argumentLabels { try c.checkLabels(labels) }
      try interp.countView(at: c.node)
      let style = try DrawingStyles.style(name, &c)
      var tag: String?
      if name == "tag", let value = c.argument(nil)?.value {
        tag = value.identityText
        interp.pass.tagValues[value.identityText] = value
      }
      if name == "onDelete" || name == "onMove", try EditMode.isEditing(at: c.node, interp) {
        // Said, not silent: the rows' frames are those of a list at rest.
        interp.warn(
          "in edit mode a List shows a \(name == "onDelete" ? "delete" : "move") control beside each of these "
            + "rows, which the lab does not lay out yet: on a device their content sits further in",
          at: c.nameNode)
      }
      if name == "onDelete" {
        // The closure a swipe runs (`:delete <row>`): kept under a token the rows carry.
        try c.checkLabels(["perform"])
        guard case .function(let fn)? = (c.argument("perform") ?? c.arguments.first)?.value else {
          throw c.fail("`.onDelete(perform:)` takes a closure `{ offsets in … }`", kind: .argument)
        }
        tag = "\(interp.registerAction(Interpreter.Action(function: fn)))"
      }
      if name == "disabled" || name == "allowsHitTesting" || name == "deleteDisabled" {
        // The evaluated flag, which touches from the prompt obey (`:tap`, `:drag`, …).
        guard case .bool(let on)? = c.argument(nil)?.value else {
          throw c.fail("`.\(name)(_:)` takes a `Bool`", kind: .typeMismatch)
        }
        tag = on ? "true" : "false"
      }
      if name == "defaultScrollAnchor" {
        // "x y role" for the tree (`ScrollAnchors.applying`).
        var role = "all"
        if let r = c.argument("for") {
          guard case .implicitMember(let m) = r.value, m.arguments == nil,
            ["initialOffset", "sizeChanges", "alignment"].contains(m.name)
          else {
            throw interp.error(
              "`for:` takes a `ScrollAnchorRole`: `.initialOffset`, `.sizeChanges` or `.alignment`", at: r.node,
              kind: .argument)
          }
          role = m.name
        }
        guard let arg = c.argument(nil) else { throw c.fail("`.defaultScrollAnchor` needs a `UnitPoint`", kind: .argument) }
        switch try c.resolved(nil, as: .unitPoint) {
        case .unitPoint(let u)?: tag = "\(u.x) \(u.y) \(role)"
        case .null?: tag = "nil \(role)"
        default:
          throw interp.error("`.defaultScrollAnchor` takes a `UnitPoint`, such as `.bottom`", at: arg.node, kind: .typeMismatch)
        }
      }
      if name == "scrollTargetLayout", let arg = c.argument("isEnabled") {
        // Whether the layout's views are scroll targets (`.scrollPosition(id:)` reads them).
        guard case .bool(let on) = arg.value else {
          throw c.fail("`.scrollTargetLayout(isEnabled:)` takes a `Bool`", kind: .typeMismatch)
        }
        tag = on ? "true" : "false"
      }
      if name == "tabItem", let fn = c.closure {
        // The item's title, for choosing the page by name (`:set <tab view> Home`).
        let item = try interp.viewList(try interp.call(fn, [Value](), node: c.node, viewContext: true), at: c.node)
        tag = item.lazy.compactMap(Self.firstText).first
      }
      return .view(
        view.modified(
          .drawing(DrawingModifier(name, detail: c.argumentText, style: style, value: tag)), source: source))
    case .layout?, .view?, .value?, nil: break
    }
    func wrap(_ kind: ViewKind, _ secondaries: [ViewDescription] = []) throws -> Value {
      try interp.countView(at: c.node)
      return .view(view.modified(kind, secondaries: secondaries, source: source))
    }
    // A Shape's own methods on a shape (`Rectangle().offset(x: 5)` is an `OffsetShape`, not the
    // view modifier): the path moves in the frame (docs/semantics.md §14.3).
    if ["offset", "rotation", "scale"].contains(name) {
      if case .shape(let shape) = view.kind, view.children.isEmpty {
        try interp.countView(at: c.node)
        let transform = try shapeTransform(name, &c)
        let code = "\(view.kind.summary).\(name)(\(c.argumentText))"
        return .view(ViewDescription(.shape(.transformed(shape, transform, code: code)), source: view.source))
      }
      if case .drawing(let d) = view.kind, d.name == "stroke", view.children.first.map({
        if case .shape = $0.kind { true } else { false }
      }) == true {
        // `Circle().stroke(lineWidth: 5).scale(0.5)`: a stroked outline is itself a shape in
        // Swift, whose transform would scale the line too; the lab transforms shapes only.
        throw c.fail(
          "`.\(name)` of a stroked shape is not supported yet; the lab transforms the shape before its stroke "
            + "(`.\(name)(…)` before `.stroke`), which draws the line at its own width", kind: .notSupported)
      }
      if name != "offset" {
        throw c.fail(
          "`.\(name)` is a Shape method; on a view use `.\(name == "rotation" ? "rotationEffect" : "scaleEffect")`",
          kind: .typeMismatch)
      }
    }
    switch name {
    case "frame": return try frame(view, &c)
    case "padding":
      try c.checkLabels([nil])
      return try wrap(.padding(try paddingInsets(&c)))
    case "visualEffect":
      return try visualEffect(view, &c)
    case "safeAreaPadding":
      // The insets join the view's safe area (docs/semantics.md §3): a ScrollView's content is
      // inset by them as by content margins (it still scrolls to the edges); any other view's
      // content is laid out inside them, as padding does.
      try c.checkLabels([nil])
      let insets = try paddingInsets(&c)
      var inner = view
      while inner.kind.isLayoutNeutral, let first = inner.children.first { inner = first }
      let kind: ViewKind
      switch inner.kind {
      case .scrollView: kind = .contentMargins(insets)
      case .list: throw c.fail("`.safeAreaPadding` on a List is not supported yet", kind: .notSupported)
      default: kind = .padding(insets)
      }
      // Recorded as written too, so the tree says which modifier made the margins or padding.
      try interp.countView(at: c.node)
      return .view(
        view.modified(kind, source: source)
          .modified(.drawing(DrawingModifier(name, detail: c.argumentText)), source: source))
    case "overlay", "background": return try overlay(name, view, &c)
    case "offset":
      try c.checkLabels([nil, "x", "y"])
      if case .size(let s)? = try c.resolved(nil, as: .size) {
        return try wrap(.offset(Vector(dx: s.width, dy: s.height)))
      }
      return try wrap(.offset(Vector(dx: try c.double("x") ?? 0, dy: try c.double("y") ?? 0)))
    case "position":
      try c.checkLabels([nil, "x", "y"])
      if case .point(let p)? = try c.resolved(nil, as: .point) { return try wrap(.position(p)) }
      return try wrap(.position(Point(x: try c.double("x") ?? 0, y: try c.double("y") ?? 0)))
    case "fixedSize":
      try c.checkLabels(["horizontal", "vertical"])
      if c.arguments.isEmpty { return try wrap(.fixedSize(horizontal: true, vertical: true)) }
      return try wrap(
        .fixedSize(
          horizontal: try c.bool("horizontal") ?? false, vertical: try c.bool("vertical") ?? false))
    case "aspectRatio":
      try c.checkLabels([nil, "contentMode"])
      var ratio: Double?
      if let arg = c.argument(nil) {
        switch arg.value {
        case .size(let s): ratio = s.height == 0 ? nil : s.width / s.height
        case .null: ratio = nil
        default: ratio = try interp.number(arg.floatingValue, arg.node)
        }
      }
      let mode = try c.resolved("contentMode", as: .contentMode)
      guard case .contentMode(let m)? = mode ?? .contentMode(.fit) else {
        throw c.mismatch("contentMode", "ContentMode", mode ?? .null)
      }
      return try wrap(.aspectRatio(ratio, m))
    case "scaledToFit", "scaledToFill":
      try c.checkLabels([])
      return try wrap(.aspectRatio(nil, name == "scaledToFit" ? .fit : .fill))
    case "layoutPriority":
      try c.checkLabels([nil])
      return try wrap(.layoutPriority(try c.double(nil) ?? 0))
    case "layoutValue":
      try c.checkLabels(["key", "value"])
      guard let key = c.argument("key"), let keyName = LayoutProtocol.layoutValueKey(key.value),
        let value = c.argument("value")
      else {
        throw c.fail(
          "`.layoutValue(key:value:)` takes a type conforming to `LayoutValueKey` (`Rank.self`) and a value",
          kind: .argument)
      }
      let text = value.node.as(LabeledExprSyntax.self)?.expression.trimmedDescription ?? value.value.description
      return try wrap(
        .layoutValue(LayoutValueEntry(key: keyName, text: text, value: LayoutValueBox(value.value))))
    case "zIndex":
      try c.checkLabels([nil])
      return try wrap(.zIndex(try c.double(nil) ?? 0))
    case "animation":
      // `.animation(_:value:)` (docs/semantics.md §8.5): the value's printed form tells updates where
      // it changed. The deprecated one-argument form animates every change below.
      try c.checkLabels([nil, "value", "body"])
      if let body = c.arguments.first(where: { if case .function = $0.value { true } else { false } }) {
        // iOS 17's `.animation(_:body:)` animates only the modifiers its closure applies; dropping
        // them would lay the view out without them.
        throw interp.error(
          "`.animation(_:body:)` is not supported yet: the lab cannot yet animate only the modifiers inside it; "
            + "apply them to the view and use `.animation(_:value:)`", at: body.node, kind: .notSupported)
      }
      let animation = try AnimationBuiltins.transactionAnimation(c.argument(nil), interp)
      let value = c.argument("value").map { $0.value.description }
      if c.argument("value") == nil {
        interp.warn(
          "`.animation(_:)` without `value:` is deprecated; it animates every change below it",
          at: c.nameNode)
      }
      return try wrap(.animation(animation, value: value))
    case "transition":
      try c.checkLabels([nil])
      guard let a = c.argument(nil) else { throw c.fail("`.transition` needs a transition", kind: .argument) }
      return try wrap(
        .transition(try TransitionBuiltins.transition(a.value, interpreter: interp, at: a.node)))
    case "transaction":
      // The closure runs once, on an empty transaction: what it sets applies to every update
      // below (docs/semantics.md §8.5).
      try c.checkLabels([nil, "value", "body"])
      let t = try TransactionBuiltins.modifier(&c)
      let animation: Animation?? = t.animationText == nil ? nil : .some(t.animation)
      guard animation != nil || t.disablesAnimations else { return .view(view) }
      return try wrap(
        .transaction(
          TransactionOverride(animation: animation, disablesAnimations: t.disablesAnimations)))
    case "opacity":
      try c.checkLabels([nil])
      guard let o = try c.double(nil), let arg = c.argument(nil) else {
        throw c.fail("`.opacity` needs a value from 0 to 1", kind: .argument)
      }
      guard o.isFinite else {
        throw interp.error("opacity \(o) is not a number from 0 to 1", at: arg.node, kind: .argument)
      }
      return try wrap(.opacity(min(1, max(0, o))))
    case "geometryGroup":
      try c.checkLabels([])
      return try wrap(.geometryGroup)
    case "matchedGeometryEffect":
      return try wrap(.matchedGeometry(try matchedGeometry(&c)))
    case "alignmentGuide":
      try c.checkLabels([nil, "computeValue"])
      return try alignmentGuide(view, &c)
    case "containerRelativeFrame": return try wrap(.containerRelativeFrame(try containerRelativeFrame(&c)))
    case "ignoresSafeArea", "edgesIgnoringSafeArea":
      try c.checkLabels(name == "ignoresSafeArea" ? [nil, "edges"] : [nil])
      let edges = try c.edgeSet(name == "ignoresSafeArea" ? "edges" : nil) ?? c.edgeSet(nil) ?? .all
      return try wrap(.ignoresSafeArea(edges))
    case "font", "fontWeight", "bold", "italic":
      try c.checkLabels([nil])
      return try font(name, &view, &c)
    case "safeAreaInset":
      // `.safeAreaInset(edge: .bottom, alignment:, spacing:) { bar }` (docs/semantics.md §3).
      try c.checkLabels(["edge", "alignment", "spacing", "content"])
      guard case .implicitMember(let m)? = c.argument("edge")?.value, let edge = Edge(rawValue: m.name) else {
        throw c.fail("`.safeAreaInset` needs `edge:` — `.top`, `.bottom`, `.leading` or `.trailing`", kind: .argument)
      }
      let vertical = edge == .top || edge == .bottom
      let alignment = try (vertical ? c.horizontalAlignment() : c.verticalAlignment()) ?? (vertical ? .hCenter : .vCenter)
      guard let fn = c.closure("content") ?? c.closure else {
        throw c.fail("`.safeAreaInset` needs its content in a closure", kind: .argument)
      }
      let inset = try interp.viewList(try interp.call(fn, [Value](), node: c.node, viewContext: true), at: c.node)
      try interp.countView(at: c.node)
      let spec = SafeAreaInset(edge: edge, alignment: alignment, spacing: try c.double("spacing"), code: c.argumentText)
      return .view(view.modified(.safeAreaInset(spec), secondaries: inset, source: source))
    case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet":
      return try PresentationBuiltins.apply(name, to: view, &c)
    case "presentationDetents":
      try c.checkLabels([nil, "selection"])
      let detents = try PresentationBuiltins.detentsValue(&c)
      return try wrap(.drawing(DrawingModifier(name, detail: c.argumentText, value: detents)))
    case "labelStyle", "textFieldStyle", "pickerStyle", "tabViewStyle", "toggleStyle", "progressViewStyle":
      try c.checkLabels([nil])
      // The controls below read the style from the environment (ControlBuiltins); the node
      // records it.
      return try wrap(.drawing(DrawingModifier(name, detail: c.argumentText)))
    case "listStyle", "listRowInsets", "listRowSeparator", "listSectionSpacing":
      return try wrap(.listOption(try ListBuiltins.option(name, &c)))
    case "imageScale":
      // Relative to the symbol at the text's size [DOC NSImage.SymbolScale: small about 20 %
      // smaller than medium, large about 30 % larger].
      try c.checkLabels([nil])
      guard case .implicitMember(let m)? = c.argument(nil)?.value,
        let k = ["small": 0.8, "medium": 1.0, "large": 1.3][m.name]
      else { throw c.fail("`.imageScale` needs `.small`, `.medium` or `.large`", kind: .argument) }
      return try wrap(.imageScale(k))
    case "textCase":
      try c.checkLabels([nil])
      switch c.argument(nil)?.value {
      case .null?: return try wrap(.textCase(nil))
      case .implicitMember(let m)? where m.name == "uppercase": return try wrap(.textCase(.uppercase))
      case .implicitMember(let m)? where m.name == "lowercase": return try wrap(.textCase(.lowercase))
      default: throw c.fail("`.textCase` needs `.uppercase`, `.lowercase` or `nil`", kind: .argument)
      }
    case "lineLimit":
      // `(n)`, `(...n)`: at most n lines. `(a...b)`: at most b, and room for a however few the
      // Text fills; `(a...)`: room for a, no most; `(n, reservesSpace: true)`: room for n, at
      // most n [DOC View.lineLimit(_:) with a range, View.lineLimit(_:reservesSpace:)].
      try c.checkLabels([nil, "reservesSpace"])
      let limit: Int?
      var reserved: Int?
      switch c.arguments.first?.value {
      case .opaque(let o)? where o.kind == "PartialRangeThrough<Int>":
        limit = o.text.split(separator: " ").last.flatMap { Int($0.dropLast()) }
      case .opaque(let o)? where o.kind == "PartialRangeFrom<Int>":
        guard let lower = o.text.split(separator: " ").last.flatMap({ Int($0.dropLast()) }) else {
          throw c.fail("`.lineLimit(a...)` needs a whole number of lines", kind: .argument)
        }
        (limit, reserved) = (nil, lower)
      case .range(let r)? where r.closed:
        (limit, reserved) = (r.upper, r.lower)
      default: limit = try c.int(nil)
      }
      if try c.bool("reservesSpace") == true {
        guard let limit else { throw c.fail("`reservesSpace:` needs a number of lines", kind: .argument) }
        reserved = limit
      }
      if let r = reserved, r <= 1 { reserved = nil }
      if case .text(var t) = view.kind, view.children.isEmpty {
        t.lineLimit = .some(limit)
        t.reservedLines = reserved
        view.kind = .text(t)
        return .view(view)
      }
      return try wrap(.lineLimit(limit, reserved: reserved))
    case "minimumScaleFactor", "kerning", "tracking", "lineSpacing":
      // On a Text, its own; on another view, for the Texts below (docs/semantics.md §1.2).
      try c.checkLabels([nil])
      guard let v = try c.double(nil), v.isFinite else { throw c.fail("`.\(name)` needs a number", kind: .argument) }
      let option: TextOption
      switch name {
      case "minimumScaleFactor":
        // [DOC View.minimumScaleFactor(_:): "a fraction between 0 and 1 (inclusive)"; the
        // environment value: "any value greater than 0 and less than or equal to 1"].
        guard v > 0, v <= 1 else {
          throw c.interpreter.error(
            "`.minimumScaleFactor` takes a fraction greater than 0 and at most 1, not \(NumberFormat.format(v))",
            at: c.argument(nil)?.node ?? c.nameNode, kind: .argument)
        }
        option = .minimumScaleFactor(v)
      case "kerning": option = .kerning(v)
      case "tracking": option = .tracking(v)
      default:
        // [DOC EnvironmentValues.lineSpacing: "This value is always nonnegative."]
        guard v >= 0 else {
          throw c.interpreter.error(
            "`.lineSpacing` is a distance between lines, never negative (SwiftUI keeps it nonnegative); the lab "
              + "does not model what a negative one does", at: c.argument(nil)?.node ?? c.nameNode, kind: .notSupported)
        }
        option = .lineSpacing(v)
      }
      if case .text(var t) = view.kind, view.children.isEmpty {
        option.apply(to: &t, override: true)
        view.kind = .text(t)
        return .view(view)
      }
      return try wrap(.textOption(option))
    case "id":
      try c.checkLabels([nil])
      guard let arg = c.arguments.first else { throw c.fail("`.id` needs a value", kind: .argument) }
      interp.pass.identityValues[arg.value.identityText] = arg.value
      return try wrap(.identifier(arg.value.identityText))
    case "accessibilityIdentifier":
      try c.checkLabels([nil, "isEnabled"])
      return try wrap(.identifier(try c.string(nil) ?? ""))
    case "coordinateSpace":
      try c.checkLabels([nil, "name"])
      if let n = c.argument("name") { return try wrap(.coordinateSpace(n.value.identityText)) }
      if case .coordinateSpace(.named(let n))? = try c.resolved(nil, as: .coordinateSpace) {
        return try wrap(.coordinateSpace(n))
      }
      throw c.fail("`.coordinateSpace` needs `name:` or `.named(_)`", kind: .argument)
    case "gridCellColumns":
      try c.checkLabels([nil])
      return try wrap(.gridCell(GridCellOptions(columns: try c.int(nil))))
    case "gridColumnAlignment":
      try c.checkLabels([nil])
      return try wrap(.gridCell(GridCellOptions(columnAlignment: try c.horizontalAlignment(nil))))
    case "gridCellUnsizedAxes":
      try c.checkLabels([nil])
      return try wrap(.gridCell(GridCellOptions(unsizedAxes: try c.axisSet(nil))))
    case "contentMargins":
      // `.contentMargins(20)`, `.contentMargins(.horizontal, 20)`, `.contentMargins(insets)`,
      // each with `for:` a placement: the content's (`.automatic`, `.scrollContent`) moves
      // it; the scroll indicators' (`.scrollIndicators`) moves only the indicators, which the
      // lab records and does not draw (docs/semantics.md §2.14).
      try c.checkLabels([nil, nil, "for"])
      if let placement = c.argument("for") {
        guard case .implicitMember(let m) = placement.value, m.arguments == nil,
          ["automatic", "scrollContent", "scrollIndicators"].contains(m.name)
        else {
          throw interp.error(
            "`for:` takes a placement: `.automatic`, `.scrollContent` or `.scrollIndicators`",
            at: placement.node, kind: .argument)
        }
        if m.name == "scrollIndicators" {
          return try wrap(.drawing(DrawingModifier("contentMargins", detail: c.argumentText)))
        }
      }
      let edgesGiven = c.arguments.contains { $0.label == nil && isEdges($0.value) }
      let edges = edgesGiven ? try c.edgeSet(nil) ?? .all : .all
      let lengthArg = c.arguments.first { $0.label == nil && !isEdges($0.value) }
      if case .insets(let e)? = lengthArg?.value { return try wrap(.contentMargins(e)) }
      let length = try lengthArg.map { try interp.number($0.floatingValue, $0.node) } ?? 16
      return try wrap(.contentMargins(EdgeInsets(edges, length)))
    case "modifier":
      try c.checkLabels([nil])
      guard let arg = c.arguments.first else { throw c.fail("`.modifier` needs a modifier", kind: .argument) }
      return .view(try interp.applyViewModifier(arg.value, to: view, at: c.node))
    case "ignoredByLayout":
      // A GeometryEffect method, not a view modifier (docs/semantics.md §4.1): Swift rejects it here.
      throw interp.error(
        "`ignoredByLayout()` is a method of a `GeometryEffect`, not of a view", at: c.nameNode,
        notes: [
          .init(
            "write `.modifier(_RotationEffect(angle: …).ignoredByLayout())`, or the same with "
              + "`_ScaleEffect(scale:)` or your own GeometryEffect")
        ], kind: .typeMismatch)
    case "resizable":
      try c.checkLabels(["capInsets", "resizingMode"])
      // Through the Image methods that return an Image (`.renderingMode(.original).resizable()`).
      func resized(_ v: ViewDescription) throws -> ViewDescription {
        var v = v
        if case .drawing(let d) = v.kind, ["renderingMode", "interpolation", "antialiased"].contains(d.name),
          v.children.count == 1
        {
          v.children[0] = try resized(v.children[0])
          return v
        }
        guard case .image(var image) = v.kind, v.children.isEmpty else {
          throw c.fail("`.resizable()` applies to an `Image` only", kind: .typeMismatch)
        }
        image.resizable = true
        if case .insets(let e)? = c.argument("capInsets")?.value { image.capInsets = e }
        v.kind = .image(image)
        return v
      }
      return .view(try resized(view))
    default:
      throw c.fail("modifier `.\(name)` is not implemented", kind: .notSupported)
    }
  }

  /// The string of the first Text in a view (a tab item's title).
  static func firstText(_ d: ViewDescription) -> String? {
    if case .text(let t) = d.kind { return t.string }
    return d.children.lazy.compactMap(firstText).first
  }


  private static func isEdges(_ v: Value) -> Bool {
    switch v {
    // An array literal is an `Edge.Set` too (`.padding([.top, .leading])`): padding's other
    // one-argument forms take a length or `EdgeInsets`.
    case .edgeSet, .edge, .array: return true
    case .implicitMember(let m): return ImplicitNames.edgeSets[m.name] != nil
    default: return false
    }
  }

  // MARK: frame

  /// `.frame(width:height:alignment:)` or the flexible form. Negative or non-finite fixed
  /// lengths become nil with a warning, as SwiftUI treats them (docs/architecture.md §6, docs/semantics.md §3).
  private static func frame(_ view: ViewDescription, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    let flexLabels = [
      "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
    ]
    try c.checkLabels(["width", "height", "alignment"] + flexLabels)
    let alignment = try c.alignment() ?? .center
    func length(_ label: String, allowInfinity: Bool) throws -> Double? {
      guard let v = try c.double(label) else { return nil }
      let bad = v.isNaN || v < 0 || (!allowInfinity && v.isInfinite)
      if bad {
        let node = c.argument(label)?.node ?? c.node
        interp.warn(
          "invalid frame dimension: `\(label): \(NumberFormat.format(v))` is treated as nil",
          at: node)
        return nil
      }
      return v
    }
    try interp.countView(at: c.node)
    if flexLabels.contains(where: { c.has($0) }) {
      if c.has("width") || c.has("height") {
        throw c.fail("`.frame` cannot mix `width:`/`height:` with `min`/`ideal`/`max` lengths", kind: .argument)
      }
      let flex = FlexFrame(
        minWidth: try length("minWidth", allowInfinity: false),
        idealWidth: try length("idealWidth", allowInfinity: false),
        maxWidth: try length("maxWidth", allowInfinity: true),
        minHeight: try length("minHeight", allowInfinity: false),
        idealHeight: try length("idealHeight", allowInfinity: false),
        maxHeight: try length("maxHeight", allowInfinity: true), alignment: alignment)
      return .view(view.modified(.flexFrame(flex), source: c.nameLocation))
    }
    let kind = ViewKind.frame(
      width: try length("width", allowInfinity: false),
      height: try length("height", allowInfinity: false), alignment: alignment)
    return .view(view.modified(kind, source: c.nameLocation))
  }

  // MARK: padding

  /// `.padding()`, `.padding(10)`, `.padding(.horizontal)`, `.padding(.top, 5)`,
  /// `.padding(EdgeInsets(…))`. The default length is 16 (docs/semantics.md §3).
  /// `.visualEffect { content, proxy in content.offset(…) }` (iOS 17; docs/semantics.md §4.2):
  /// the closure gets the view's own geometry — as a GeometryReader's content does, settled
  /// after layout — and may apply only effects that do not change layout (offset, scale,
  /// rotation, opacity, blur …). A marker above the result holds the view's frame for the proxy.
  private static func visualEffect(_ view: ViewDescription, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels(["effect"])
    guard let fn = c.closure("effect") ?? c.closure else {
      throw c.fail("`.visualEffect` needs a closure `{ content, proxy in … }`", kind: .argument)
    }
    interp.pass.visualEffectOrdinal += 1
    let proxy = GeometryProxyValue(
      reader: GeometryReaderID(
        source: c.nameLocation, ordinal: GeometryReaderID.visualEffectBase + interp.pass.visualEffectOrdinal),
      provider: interp.geometryProvider)
    let result = try interp.toView(try interp.call(fn, [.view(view), .proxy(proxy)], node: c.node), at: c.node)
    // Between the result and the content only visual effects may stand: the result is the
    // content under as many modifiers as its chain of first children is longer.
    func chain(_ v: ViewDescription) -> Int {
      var n = 0
      var cur = v
      while let first = cur.children.first {
        n += 1
        cur = first
      }
      return n
    }
    var node = result
    for _ in 0..<max(0, chain(result) - chain(view)) {
      switch node.kind {
      case .offset, .effect, .opacity, .drawing, .transaction, .animation, .identifier: break
      default:
        throw interp.error(
          "`.visualEffect` applies effects that do not change layout (offset, scaleEffect, rotationEffect, "
            + "opacity, blur …); `\(node.kind.summary)` changes it", at: c.nameNode, kind: .typeMismatch)
      }
      node = node.children[0]
    }
    try interp.countView(at: c.node)
    return .view(result.modified(.drawing(DrawingModifier("visualEffect", detail: "{ … }")), source: c.nameLocation))
  }

  private static func paddingInsets(_ c: inout CallContext) throws -> EdgeInsets {
    let interp = c.interpreter
    let args = c.arguments
    switch args.count {
    case 0: return EdgeInsets(all: 16)
    case 1:
      let arg = args[0]
      if case .insets(let e) = arg.value { return e }
      if isEdges(arg.value) { return EdgeInsets(try c.edgeSet(nil) ?? .all, 16) }
      if case .null = arg.value { return EdgeInsets(all: 16) }
      return EdgeInsets(all: try interp.number(arg.floatingValue, arg.node))
    default:
      let edges = try c.edgeSet(nil) ?? .all
      let length = args[1]
      if case .null = length.value { return EdgeInsets(edges, 16) }
      return EdgeInsets(edges, try interp.number(length.floatingValue, length.node))
    }
  }

  // MARK: overlay / background

  private static func overlay(_ name: String, _ view: ViewDescription, _ c: inout CallContext)
    throws -> Value
  {
    let interp = c.interpreter
    try c.checkLabels([nil, "alignment", "content", "in", "ignoresSafeAreaEdges"])
    let alignment = try c.alignment() ?? .center
    var secondaries: [ViewDescription] = []
    if let fn = c.closure("content") ?? c.closure {
      let value = try interp.call(fn, [Value](), node: c.node, viewContext: true)
      secondaries = try interp.viewList(value, at: c.node)
    } else if let arg = c.argument(nil), let shapeArgument = c.argument("in") {
      // `.background(style, in: shape)`: the shape filled with a shape style, drawn in the
      // frame — no view of its own, as in SwiftUI (drawing only).
      try interp.countView(at: c.node)
      let paint = try DrawingStyles.paint(arg, interp) ?? .unknown(arg.sourceText)
      let shape = try DrawingStyles.shape(shapeArgument, interp)
      if shape == nil {
        interp.warn(
          "this shape is not one pictures can draw: the \(name) is drawn as a rectangle",
          at: shapeArgument.node)
      }
      return .view(
        view.modified(
          .drawing(DrawingModifier(name, detail: c.argumentText, style: DrawStyle(paint: paint, shape: shape))),
          source: c.nameLocation))
    } else if let arg = c.argument(nil) {
      switch arg.value {
      case .opaque(let o):
        // A ShapeStyle such as `.regularMaterial`: drawing only.
        try interp.countView(at: c.node)
        return .view(
          view.modified(
            .drawing(DrawingModifier(name, detail: o.text, style: DrawStyle(paint: o.paint ?? .unknown(o.text)))),
            source: c.nameLocation))
      case .implicitMember(let m):
        let style = try interp.resolveImplicit(m, as: .shapeStyle, at: arg.node)
        if case .color(let color) = style {
          secondaries = [ViewDescription(.color(color), source: interp.location(of: arg.node))]
        } else {
          try interp.countView(at: c.node)
          return .view(
            view.modified(
              .drawing(
                DrawingModifier(
                  name, detail: style.description,
                  style: DrawStyle(paint: try DrawingStyles.paint(arg, interp)))),
              source: c.nameLocation))
        }
      default:
        secondaries = [try interp.toView(arg.value, at: arg.node)]
      }
    } else {
      throw c.fail("`.\(name)` needs a view or a content closure", kind: .argument)
    }
    try interp.countView(at: c.node)
    let kind: ViewKind =
      name == "overlay" ? .overlay(alignment: alignment) : .background(alignment: alignment)
    return .view(view.modified(kind, secondaries: secondaries, source: c.nameLocation))
  }

  // MARK: alignmentGuide

  private static func alignmentGuide(_ view: ViewDescription, _ c: inout CallContext) throws
    -> Value
  {
    let interp = c.interpreter
    guard let keyArg = c.arguments.first else { throw c.fail("`.alignmentGuide` needs a guide", kind: .argument) }
    let key = try interp.alignmentKey(keyArg.value, node: keyArg.node)
    guard let fn = c.closure("computeValue") ?? c.closure else {
      throw c.fail("`.alignmentGuide` needs a `computeValue:` closure", kind: .argument)
    }
    let box = GuideClosure(interpreter: interp, function: fn, node: c.node, key: key)
    let computation = AlignmentComputation { dims in box.compute(dims) }
    try interp.countView(at: c.node)
    return .view(view.modified(.alignmentGuide(key, computation), source: c.nameLocation))
  }

  /// `.containerRelativeFrame(.horizontal)`, `(_, count:span:spacing:alignment:)`, and
  /// `(_, alignment:) { length, axis in … }` (docs/semantics.md §3).
  private static func containerRelativeFrame(_ c: inout CallContext) throws -> ContainerRelativeFrame {
    let interp = c.interpreter
    try c.checkLabels([nil, "count", "span", "spacing", "alignment", "length"])
    guard let axes = try c.axisSet(nil) else {
      throw c.fail("`.containerRelativeFrame` needs its axes, such as `.horizontal`", kind: .argument)
    }
    let alignment = try c.alignment() ?? .center
    if let fn = c.closure("length") ?? c.closure {
      let box = ContainerLengthClosure(interpreter: interp, function: fn, node: c.node)
      return ContainerRelativeFrame(
        axes: axes, alignment: alignment, transform: { length, axis in box.compute(length, axis) },
        code: c.argumentText)
    }
    let count = try c.int("count") ?? 1
    let span = try c.int("span") ?? 1
    guard count >= 1, span >= 1 else {
      // SwiftUI stops the app here: `count` and `span` must be positive.
      throw c.fail("`count:` and `span:` must be 1 or more, got count \(count), span \(span)", kind: .argument)
    }
    let spacing = try c.double("spacing") ?? 0
    if c.argument("count") != nil, c.argument("spacing") == nil {
      throw c.fail("`.containerRelativeFrame(_:count:span:spacing:)` needs `spacing:`", kind: .argument)
    }
    return ContainerRelativeFrame(
      axes: axes, count: count, span: span, spacing: spacing, alignment: alignment, code: c.argumentText)
  }

  // MARK: font

  private static func font(
    _ name: String, _ view: inout ViewDescription, _ c: inout CallContext
  ) throws -> Value {
    let interp = c.interpreter
    var font: Font
    switch name {
    case "font":
      try c.checkLabels([nil])
      guard let value = try c.resolved(nil, as: .font) else { throw c.fail("`.font` needs a font", kind: .argument) }
      if case .null = value { return .view(view) }
      guard case .font(let f) = value else { throw c.mismatch(nil, "Font", value) }
      font = f
    case "italic":
      // The lab's metrics have no italic widths: recorded, the size and weight kept.
      try interp.countView(at: c.node)
      return .view(view.modified(.drawing(DrawingModifier(name, detail: c.argumentText)), source: c.nameLocation))
    default:
      // `.bold()`, `.fontWeight(_:)`: the weight of the font the view has (its own, or the
      // environment's, which it keeps) [DOC View.fontWeight(_:), iOS 16].
      var weight = Font.Weight.bold
      if name == "fontWeight" {
        guard case .implicitMember(let m)? = c.arguments.first?.value, let w = Font.Weight(rawValue: m.name) else {
          if case .null? = c.arguments.first?.value { return .view(view) }
          throw c.fail("`.fontWeight` needs a weight such as `.semibold`", kind: .argument)
        }
        weight = w
      }
      if name == "bold", case .bool(false)? = c.arguments.first?.value { return .view(view) }
      if case .text(var t) = view.kind, view.children.isEmpty {
        if let own = t.font {
          t.font = Font(size: own.size, weight: weight, name: "\(own.name).\(name)(\(c.argumentText))")
        } else {
          t.weight = weight
        }
        view.kind = .text(t)
        return .view(view)
      }
      try interp.countView(at: c.node)
      return .view(view.modified(.fontWeight(weight), source: c.nameLocation))
    }
    if case .text(var t) = view.kind, view.children.isEmpty {
      t.font = font
      view.kind = .text(t)
      return .view(view)
    }
    try interp.countView(at: c.node)
    return .view(view.modified(.font(font), source: c.nameLocation))
  }
  /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` (docs/semantics.md §6).
  static func matchedGeometry(_ c: inout CallContext) throws -> MatchedGeometry {
    try c.checkLabels(["id", "in", "properties", "anchor", "isSource"])
    guard let id = c.argument("id") else {
      throw c.fail("`.matchedGeometryEffect` needs `id:` and `in:` (a `@Namespace`)", kind: .argument)
    }
    guard let ns = c.argument("in") else {
      throw c.fail(
        "`.matchedGeometryEffect` needs `in:`, a namespace: declare `@Namespace var ns` in the view", kind: .argument)
    }
    guard case .opaque(let namespace) = ns.value, namespace.kind == "Namespace.ID" else {
      throw c.mismatch("in", "Namespace.ID", ns.value)
    }
    var properties = MatchedGeometry.Properties.frame
    if let arg = c.argument("properties") {
      let names: [Value]
      if case .array(let a) = arg.value { names = a } else { names = [arg.value] }
      properties = []
      for v in names {
        guard case .implicitMember(let m) = v, m.arguments == nil,
          let p = ["frame": MatchedGeometry.Properties.frame, "size": .size, "position": .position][m.name]
        else {
          throw c.interpreter.error(
            "`properties:` takes `.frame`, `.size` or `.position`, not `\(v.description)`",
            at: arg.node, kind: .argument)
        }
        properties.formUnion(p)
      }
    }
    var anchor = UnitPoint.center
    if let value = try c.resolved("anchor", as: .unitPoint) {
      guard case .unitPoint(let u) = value else { throw c.mismatch("anchor", "UnitPoint", value) }
      anchor = u
    }
    return MatchedGeometry(
      id: id.value.description, namespace: namespace.text, properties: properties,
      anchor: anchor, isSource: try c.bool("isSource") ?? true)
  }
}

/// A user's `alignmentGuide` closure, callable from layout (which runs after evaluation).
/// Errors inside it fall back to the guide's default value and are kept as warnings.
/// The closure of `.containerRelativeFrame(_:alignment:_:)`, run by layout: the container's
/// length on an axis in, the frame's out. An error is a warning, and the container's length
/// is used.
final class ContainerLengthClosure: @unchecked Sendable {
  let interpreter: Interpreter
  let function: FunctionValue
  let node: Syntax

  init(interpreter: Interpreter, function: FunctionValue, node: Syntax) {
    self.interpreter = interpreter
    self.function = function
    self.node = node
  }

  func compute(_ length: Double, _ axis: Axis) -> Double {
    do {
      let axisValue = Value.implicitMember(ImplicitMember(name: axis == .horizontal ? "horizontal" : "vertical", arguments: nil))
      let value = try interpreter.call(function, [.double(length), axisValue], node: node)
      return try interpreter.number(value, node)
    } catch let error as RuntimeError {
      interpreter.pass.warnings.append(error.diagnostic)
      return length
    } catch {
      return length
    }
  }
}

final class GuideClosure: @unchecked Sendable {
  let interpreter: Interpreter
  let function: FunctionValue
  let node: Syntax
  let key: AlignmentKey

  init(interpreter: Interpreter, function: FunctionValue, node: Syntax, key: AlignmentKey) {
    self.interpreter = interpreter
    self.function = function
    self.node = node
    self.key = key
  }

  func compute(_ dims: ViewDimensions) -> Double {
    do {
      let value = try interpreter.call(function, [.dimensions(dims)], node: node)
      return try interpreter.number(value, node)
    } catch let error as RuntimeError {
      interpreter.pass.warnings.append(error.diagnostic)
      return dims[key]
    } catch {
      return dims[key]
    }
  }
}

extension Interpreter {
  /// An alignment guide from a value: `.leading`, `HorizontalAlignment.center`, `.top` …
  func alignmentKey(_ value: Value, node: Syntax) throws -> AlignmentKey {
    switch value {
    case .alignmentKey(let k): return k
    case .implicitMember(let m):
      if let k = ImplicitNames.horizontal[m.name], m.name != "center" { return k }
      if let k = ImplicitNames.vertical[m.name], m.name != "center" { return k }
      if m.name == "center" { return .hCenter }
      // A guide the user's code added (`extension VerticalAlignment { static let custom = … }`):
      // the alignment type that has it, as overload resolution picks.
      let found = try ["HorizontalAlignment", "VerticalAlignment"].compactMap { type -> AlignmentKey? in
        guard case .alignmentKey(let k)? = try member(of: .type(.builtin(type)), named: m.name, node: node)
        else { return nil }
        return k
      }
      if found.count == 1 { return found[0] }
      if found.count > 1 {
        throw error(
          "`.\(m.name)` is ambiguous: both `HorizontalAlignment` and `VerticalAlignment` have it; "
            + "write the type", at: node, kind: .invalidSwift)
      }
      throw unknown(
        "unknown alignment guide", m.name, at: node,
        candidates: Array(ImplicitNames.horizontal.keys) + Array(ImplicitNames.vertical.keys))
    default:
      throw error("expected an alignment guide, got `\(value.typeName)`", at: node, kind: .typeMismatch)
    }
  }

}
