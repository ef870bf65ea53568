import LabEngine
import SwiftSyntax
import LabGeometry

/// The evaluated arguments of the drawing-only modifiers that pictures draw
/// (docs/semantics.md §14.3): what `fill`, `stroke`, `foregroundStyle`, `border`, `clipShape`,
/// `cornerRadius`, `shadow`, `trim` and `inset` paint or cut with. Other drawing modifiers keep
/// only their text, and pictures list them as not drawn.
///
///     Circle().stroke(.blue, lineWidth: 4)   // DrawStyle(paint: blue, lineWidth: 4)
enum DrawingStyles {
  static func style(_ name: String, _ c: inout CallContext) throws -> DrawStyle? {
    switch name {
    case "buttonStyle":
      try c.checkLabels([nil])
      // The plain, borderless and automatic styles draw the label as it is laid out; the
      // bordered ones are built by the Button (ViewBuiltins.borderedLabel); the glass ones
      // (iOS 26) have no figures here, so their frames would be the label's: said, never silent.
      if case .implicitMember(let m)? = c.argument(nil)?.value,
        ["glass", "glassProminent"].contains(m.name)
      {
        c.interpreter.warn(
          "`.buttonStyle(.\(m.name))` is laid out as its label: the style's insets are not modelled yet, "
            + "so a Button's frame is smaller than on a device", at: c.node)
      }
      return nil
    case "allowsTightening", "fontDesign", "fontWidth", "monospaced":
      // Text metrics the lab's measurement does not take in: said where they apply.
      let detail = c.argumentText
      let neutral = ["0", ".default", "nil", "false", ".standard"].contains(detail)
      if !neutral {
        let what: String
        switch name {
        case "allowsTightening": what = "lets Text that does not fit tighten its letters before it is truncated; the lab truncates"
        default: what = "is measured as SF Pro's standard design and width: widths differ on a device"
        }
        c.interpreter.warn("`.\(name)(\(detail))` \(what)", at: c.nameNode)
      }
      return nil
    case "statusBarHidden", "statusBar":
      // On a phone with a notch or a Dynamic Island the top inset is the sensor housing's and
      // stays when the status bar hides; on a home-button phone in portrait it is the status
      // bar's 20 points, which hiding it gives to the content: not modelled, so refused there
      // (docs/semantics.md §1.4).
      let hides: Bool
      if name == "statusBar" {
        try c.checkLabels(["hidden"])
        guard let flag = try c.bool("hidden") else {
          throw c.interpreter.error("`.statusBar(hidden:)` needs `hidden:` true or false", at: c.nameNode, kind: .argument)
        }
        hides = flag
      } else {
        try c.checkLabels([nil])
        hides = try c.bool(nil) ?? true
      }
      if hides, c.interpreter.screen.safeAreaInsets.top == 20 {
        throw c.interpreter.error(
          "hiding the status bar of a home-button iPhone gives its 20 points to the content, which the lab does not "
            + "model yet; on the iPhones with a notch or a Dynamic Island it changes no frame", at: c.nameNode,
          kind: .notSupported)
      }
      return nil
    case "symbolEffect":
      // Drawn by SF Symbols, never laid out: only the effect's name is checked, so that a
      // misspelt one is not accepted and ignored.
      try c.checkLabels([nil, "options", "value", "isActive"])
      try SymbolEffects.check(c.argument(nil), c)
      return nil
    case "navigationViewStyle":
      // A stack is what a NavigationView is on an iPhone and what the lab lays out; the
      // columns of an iPad's split view are not modelled.
      try c.checkLabels([nil])
      guard case .implicitMember(let m)? = c.argument(nil)?.value, ["stack", "automatic", "columns"].contains(m.name)
      else {
        throw c.interpreter.error(
          "`.navigationViewStyle` needs `.stack`, `.automatic` or `.columns`", at: c.nameNode, kind: .argument)
      }
      if m.name == "columns" {
        throw c.interpreter.error(
          "`.navigationViewStyle(.columns)` (a split view of columns) is not supported yet: the lab lays a "
            + "NavigationView out as a stack, as an iPhone shows it; use `.stack`", at: c.nameNode,
          kind: .notSupported)
      }
      return nil
    case "presentationBackgroundInteraction":
      // Touches behind a sheet: the lab's sheet takes every touch around it, as `.automatic`
      // and `.disabled` do; `.enabled` would pass them to the view behind.
      if !c.argumentText.hasPrefix(".automatic"), !c.argumentText.hasPrefix(".disabled") {
        c.interpreter.warn(
          "`.presentationBackgroundInteraction(\(c.argumentText))` is not modelled: the lab's sheet takes every touch "
            + "around it, so a tap behind it does not reach the view there", at: c.nameNode)
      }
      return nil
    case "previewLayout", "previewDevice", "previewInterfaceOrientation":
      // Xcode's canvas settings: the lab's window is set with `:window` and `:device`.
      c.interpreter.warn(
        "`.\(name)(\(c.argumentText))` is not modelled: the preview uses the lab's window (set it with :window or :device)",
        at: c.nameNode)
      return nil
    case "toolbar":
      // Items in the navigation bar take no room from the content; a bottom bar would.
      if c.node.trimmedDescription.contains(".bottomBar") {
        c.interpreter.warn(
          "a `.bottomBar` toolbar takes room from the bottom of the content on a device; the lab does "
            + "not lay toolbars out, so the content's frames are taller than there", at: c.nameNode)
      } else if c.firstUnlabelledClosure != nil || c.closure("content") != nil {
        // Said, not silent: the items have no frames, so they cannot be named or tapped.
        c.interpreter.warn(
          "the items of `.toolbar` are not laid out yet: on a device they sit in the navigation bar "
            + "and take no room from the content, but the lab has no frames for them, so they cannot "
            + "be named or tapped", at: c.nameNode)
      }
      return nil
    case "fill", "foregroundStyle", "foregroundColor", "tint", "accentColor":
      try c.checkLabels(name == "fill" ? [nil, "style"] : [nil])
      var evenOdd: Bool?
      if let fillStyle = c.argument("style") {
        guard case .opaque(let o) = fillStyle.value, o.kind == "FillStyle" else {
          throw c.interpreter.error("`style:` of `.fill` takes a `FillStyle`", at: fillStyle.node, kind: .typeMismatch)
        }
        evenOdd = o.style?.evenOdd ?? false
      }
      // `.fill(style: FillStyle(eoFill: true))`: the foreground style, by the even-odd rule.
      guard let arg = c.argument(nil) else { return evenOdd.map { DrawStyle(evenOdd: $0) } }
      return DrawStyle(paint: try paint(arg, c.interpreter), evenOdd: evenOdd)
    case "stroke", "strokeBorder":
      try c.checkLabels([nil, "lineWidth", "style", "antialiased"])
      var style = DrawStyle(lineWidth: try c.double("lineWidth") ?? 1)
      for arg in c.arguments where arg.label == nil || arg.label == "style" {
        if case .opaque(let o) = arg.value, o.kind == "StrokeStyle" {
          style.lineWidth = o.style?.lineWidth ?? 1
        } else if arg.label == nil {
          style.paint = try paint(arg, c.interpreter)
        }
      }
      return style
    case "border":
      try c.checkLabels([nil, "width"])
      guard let arg = c.argument(nil) else { return nil }
      return DrawStyle(paint: try paint(arg, c.interpreter), lineWidth: try c.double("width") ?? 1)
    case "cornerRadius":
      try c.checkLabels([nil, "antialiased"])
      return DrawStyle(shape: .roundedRectangle(cornerRadius: try c.double(nil) ?? 0))
    case "clipShape", "mask":
      try c.checkLabels(name == "clipShape" ? [nil, "style"] : [nil, "alignment"])
      // A shape given as a value; a mask drawn by a closure is not a shape the picture knows.
      guard let arg = c.argument(nil), let shape = try shape(arg, c.interpreter) else { return nil }
      return DrawStyle(shape: shape)
    case "clipped":
      return DrawStyle(shape: .rectangle)
    case "colorScheme", "preferredColorScheme":
      // `.light` or `.dark` (`preferredColorScheme` also takes nil: the system's).
      try c.checkLabels([nil])
      let arg = c.argument(nil)
      switch arg?.value {
      case .implicitMember(let m)? where ["light", "dark"].contains(m.name) && m.arguments == nil: break
      case .opaque(let o)? where o.kind == "ColorScheme": break
      case .null? where name == "preferredColorScheme": break
      default:
        throw c.interpreter.error(
          "`.\(name)(_:)` takes a `ColorScheme`: `.light` or `.dark`", at: arg?.node ?? c.node, kind: .typeMismatch)
      }
      return nil
    case "modelContext":
      // The lab's SwiftData has one store: any context is its context.
      try c.checkLabels([nil])
      guard case .opaque(let o)? = c.argument(nil)?.value, o.kind == "ModelContext" else {
        throw c.interpreter.error(
          "`.modelContext(_:)` takes a `ModelContext`", at: c.argument(nil)?.node ?? c.node, kind: .typeMismatch)
      }
      return nil
    case "contentShape":
      // `contentShape(_:eoFill:)`, or `(_:_:eoFill:)` with the kinds first: only the
      // `.interaction` kind shapes hit testing (docs/semantics.md §12.1), so another kind gives
      // no style; a shape the lab cannot read gives a style without one, which hit testing
      // reports instead of guessing.
      try c.checkLabels([nil, "eoFill"])
      let unlabeled = c.arguments.filter { $0.label == nil }
      guard let shapeArg = unlabeled.last else { return nil }
      if unlabeled.count == 2, try !interactionKind(unlabeled[0], c) { return nil }
      return DrawStyle(shape: try shape(shapeArg, c.interpreter), evenOdd: try c.bool("eoFill") ?? false)
    case "shadow":
      try c.checkLabels(["color", "radius", "x", "y"])
      // SwiftUI's default shadow colour is black at 33 % in linear sRGB (`shadow(color:radius:x:y:)`).
      var style = DrawStyle(
        paint: .color(RGBA(0, 0, 0, opacity: 0.33)), radius: try c.double("radius") ?? 0,
        offset: Vector(dx: try c.double("x") ?? 0, dy: try c.double("y") ?? 0))
      if let arg = c.argument("color") { style.paint = try paint(arg, c.interpreter) }
      return style
    case "trim":
      try c.checkLabels(["from", "to"])
      let from = try c.double("from") ?? 0
      let to = try c.double("to") ?? 1
      return DrawStyle(trim: min(from, to)...max(from, to))
    case "inset":
      try c.checkLabels(["by"])
      return DrawStyle(inset: try c.double("by") ?? 0)
    default:
      return nil
    }
  }

  /// A shape argument: a shape view (`Circle()`, `RoundedRectangle(cornerRadius: 8)`) or the
  /// iOS 17 shape-style spellings (`.circle`, `.capsule`, `.ellipse`, `.rect`,
  /// `.rect(cornerRadius: 8)`); nil for anything else.
  /// Whether `ContentShapeKinds` (one kind, or an array of them) include `.interaction`.
  static func interactionKind(_ arg: Argument, _ c: CallContext) throws -> Bool {
    let kinds = ["interaction", "dragPreview", "contextMenuPreview", "hoverEffect", "focusEffect", "accessibility"]
    var members: [ImplicitMember] = []
    switch arg.value {
    case .implicitMember(let m): members = [m]
    case .array(let values):
      for v in values {
        guard case .implicitMember(let m) = v else { members = []; break }
        members.append(m)
      }
    default: break
    }
    guard !members.isEmpty, members.allSatisfy({ kinds.contains($0.name) && $0.arguments == nil }) else {
      throw c.interpreter.error(
        "expected `ContentShapeKinds` (" + kinds.map { "." + $0 }.joined(separator: ", ") + ")",
        at: arg.node, kind: .typeMismatch)
    }
    return members.contains { $0.name == "interaction" }
  }

  static func shape(_ arg: Argument, _ interp: Interpreter) throws -> ShapeKind? {
    switch arg.value {
    case .view(let view): return shape(of: view)
    case .implicitMember(let m):
      switch (m.name, m.arguments) {
      case ("circle", nil): return .circle
      case ("capsule", nil): return .capsule
      case ("ellipse", nil): return .ellipse
      case ("rect", nil), ("rectangle", nil): return .rectangle
      case ("rect", let args?), ("roundedRectangle", let args?):
        guard let radius = args.first(where: { $0.label == "cornerRadius" }) else { return nil }
        return .roundedRectangle(cornerRadius: try interp.number(radius.floatingValue, radius.node))
      default: return nil
      }
    default: return nil
    }
  }

  /// The innermost shape of a view value (`Circle()`, `RoundedRectangle(cornerRadius: 8)`).
  static func shape(of view: ViewDescription) -> ShapeKind? {
    var v = view
    while true {
      if case .shape(let kind) = v.kind { return kind }
      guard v.kind.isModifier, let first = v.children.first else { return nil }
      v = first
    }
  }

  /// What a style argument paints with: a colour, a gradient, a named system style, or its name
  /// when the lab cannot colour it (a material, an asset colour).
  static func paint(_ arg: Argument, _ interp: Interpreter) throws -> Paint? {
    var value = arg.value
    if case .implicitMember(let m) = value {
      // `.linearGradient(colors:startPoint:endPoint:)` and its kin, ShapeStyle's spellings.
      if let args = m.arguments, m.name.hasSuffix("Gradient") {
        var call = CallContext(
          interpreter: interp, arguments: args, node: arg.node, receiver: nil,
          name: m.name.prefix(1).uppercased() + m.name.dropFirst())
        return try ColorBuiltins.gradientPaint(call.name, &call) ?? .unknown(interp.implicitText(m))
      }
      value = try interp.resolveImplicit(m, as: .shapeStyle, at: arg.node)
    }
    return paint(resolved: value)
  }

  /// The paint of a style value whose implicit member is already resolved.
  static func paint(resolved value: Value) -> Paint? {
    switch value {
    case .color(let color): return color.paint
    case .opaque(let o):
      if let paint = o.paint { return paint }
      if let named = styleNames[o.text] { return named }
      return .unknown(o.text)
    case .view(let view):
      if case .color(let color) = view.kind { return color.paint }
      if case .shape(.filling(_, _, let paint?, _)) = view.kind { return paint }
      return nil
    default:
      return nil
    }
  }

  /// Hierarchical and semantic styles that have one light-mode colour.
  static let styleNames: [String: Paint] = [
    ".tint": .color(SystemColors.light["accentColor"]!),
    ".background": .color(SystemColors.light["systemBackground"]!),
    ".separator": .color(SystemColors.light["separator"]!),
    ".tertiary": .color(SystemColors.light["tertiaryLabel"]!),
    ".quaternary": .color(SystemColors.light["quaternaryLabel"]!),
  ]
}

/// The levels of a hierarchical shape style (docs/semantics.md §14.2) [CODE
/// Core/Shape/ShapeStyle/ContentStyle.swift, OffsetShapeStyle.swift;
/// Core/Graphic/Color/SystemColors.swift, `SystemColorDefinition.opacity(at:)`]: `.primary`
/// … `.quinary` are levels 0–4 of the current foreground style; a style's `.secondary` …
/// `.quinary` (iOS 17) are its levels 1–4, so a hierarchical style's is the level that many
/// further on (`.primary.secondary` is `.secondary`; past the fifth, the fifth), and a
/// colour's is the colour with its opacity multiplied by the level's: 1, 0.5, 0.25, then 0.18.
enum HierarchicalLevels {
  static let names = ["primary", "secondary", "tertiary", "quaternary", "quinary"]

  /// The level a name stands for, 0–4.
  static func level(_ name: String) -> Int? { names.firstIndex(of: name) }

  /// How many levels a style's instance property moves it: 1–4 (a style has no `.primary`).
  static func offset(_ member: String) -> Int? {
    guard let k = level(member), k > 0 else { return nil }
    return k
  }

  static func name(_ level: Int) -> String { names[Swift.min(level, names.count - 1)] }

  static func opacity(_ level: Int) -> Double {
    switch level {
    case 0: return 1
    case 1: return 0.5
    case 2: return 0.25
    default: return 0.18
    }
  }
}

/// The symbol effects of `.symbolEffect(_:options:…)` (iOS 17: appear, disappear, bounce,
/// pulse, scale, variableColor, replace; iOS 18: wiggle, rotate, breathe; iOS 26: drawOn,
/// drawOff) and the members that configure them (`.scale.down`, `.bounce.up.byLayer`,
/// `.variableColor.iterative.reversing`) [DOC SymbolEffect and its conforming types].
enum SymbolEffects {
  static let effects: Set<String> = [
    "appear", "disappear", "bounce", "pulse", "scale", "variableColor", "replace", "wiggle", "rotate",
    "breathe", "drawOn", "drawOff",
  ]
  static let configurations: Set<String> = [
    "up", "down", "byLayer", "wholeSymbol", "individually", "cumulative", "iterative", "reversing",
    "nonReversing", "hideInactiveLayers", "dimInactiveLayers", "clockwise", "counterClockwise",
    "left", "right", "forward", "backward", "downUp", "upUp", "offUp", "plain", "pulse",
  ]

  /// Refuses an effect the lab does not know, at its argument; anything but a written effect
  /// (a value held in a variable, a type's initialiser) is said to be not supported.
  static func check(_ arg: Argument?, _ c: CallContext) throws {
    guard let arg else {
      throw c.interpreter.error("`.symbolEffect` needs an effect, such as `.bounce`", at: c.nameNode, kind: .argument)
    }
    guard case .implicitMember(let m) = arg.value, m.arguments == nil else {
      throw c.interpreter.error(
        "`.symbolEffect` takes an effect written as `.bounce`, `.scale.down` …; other forms are not supported yet",
        at: arg.node, kind: .notSupported)
    }
    let parts = m.name.split(separator: ".").map(String.init)
    guard let first = parts.first, effects.contains(first) else {
      throw c.interpreter.unknown(
        "no symbol effect", "." + (parts.first ?? m.name), at: arg.node,
        candidates: effects.sorted().map { "." + $0 })
    }
    if let unknown = parts.dropFirst().first(where: { !configurations.contains($0) }) {
      throw c.interpreter.error(
        "`.\(unknown)` does not configure a symbol effect (`.\(first)`); for example `.up`, `.down`, `.byLayer`, `.wholeSymbol`",
        at: arg.node, kind: .unknownName)
    }
  }
}
