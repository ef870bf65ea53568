import Foundation
import LabEngine
import SwiftSyntax

/// `Color(…)` in every spelling view code uses, to one `ColorValue`: the text it prints and the
/// light-mode colour it draws (docs/semantics.md §14.1).
///
///     Color(red: 1, green: 0.5, blue: 0)   // Color(red: 1, green: 0.5, blue: 0), rgb(255,128,0)
///     Color(.systemGray6)                  // systemGray6, rgb(242,242,247)
///     Color("Brand")                       // an asset colour: printed, drawn hatched
enum ColorBuiltins {
  /// `style.shadow(.drop(color:radius:x:y:))` and `.inner(…)` (iOS 16's `ShapeStyle.shadow(_:)`):
  /// the style with a shadow; drawing only, so the lab keeps the style and pictures fill with
  /// its paint without the shadow (docs/semantics.md §14.2). Nil when the call is another
  /// `shadow` (the view modifier `shadow(color:radius:x:y:)`).
  static func shadowedStyle(_ base: Value, _ name: String, _ args: [Argument], _ interp: Interpreter, node: Syntax)
    throws -> Value?
  {
    guard name == "shadow", args.count == 1, args[0].label == nil, case .implicitMember(let m) = args[0].value,
      ["drop", "inner"].contains(m.name)
    else { return nil }
    var base = base
    if case .implicitMember(let style) = base { base = try interp.resolveImplicit(style, as: .shapeStyle, at: node) }
    guard let paint = DrawingStyles.paint(resolved: base) else { return nil }
    let labels = (m.arguments ?? []).map(\.label)
    guard labels.contains("radius"), labels.allSatisfy({ ["color", "radius", "x", "y"].contains($0) }) else {
      throw interp.error(
        "`.\(m.name)` takes `color:` (optional), `radius:`, `x:` and `y:` (optional)", at: args[0].node,
        kind: .argument)
    }
    for arg in m.arguments ?? [] where arg.label != "color" { _ = try interp.number(arg.value, arg.node) }
    return .opaque(OpaqueValue(kind: "AnyShapeStyle", text: node.trimmedDescription, style: DrawStyle(paint: paint)))
  }

  static func construct(_ c: inout CallContext) throws -> Value {
    let f = NumberFormat.format
    // `Color("Brand")`, `Color("Brand", bundle: nil)`: a colour from the asset catalogue.
    if case .string(let s)? = c.argument(nil)?.value {
      try c.checkLabels([nil, "bundle"])
      return .color(ColorValue(s, rgba: nil))
    }
    try c.checkLabels([nil, "red", "green", "blue", "opacity", "hue", "saturation", "brightness", "white", "uiColor"])
    let opacity = try c.double("opacity")
    let opacityText = opacity.map { ", opacity: \(f($0))" } ?? ""
    if c.has("red") {
      try c.checkLabels([nil, "red", "green", "blue", "opacity"])
      let r = try c.double("red") ?? 0
      let g = try c.double("green") ?? 0
      let b = try c.double("blue") ?? 0
      var rgba: RGBA? = RGBA(red: r, green: g, blue: b, opacity: opacity ?? 1)
      var space = ""
      if let arg = c.argument(nil) {
        // The colour space: `.sRGB` (the default), `.sRGBLinear`, `.displayP3`.
        guard case .implicitMember(let m) = arg.value, m.arguments == nil else {
          throw c.fail("`Color(_:red:green:blue:)` takes a colour space such as `.sRGB`", kind: .argument)
        }
        space = ".\(m.name), "
        switch m.name {
        case "sRGB": break
        case "sRGBLinear":
          // Linear light to sRGB's transfer curve (IEC 61966-2-1).
          func encode(_ v: Double) -> Double {
            v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
          }
          rgba = RGBA(red: encode(r), green: encode(g), blue: encode(b), opacity: opacity ?? 1)
        case "displayP3":
          // Not converted: drawn hatched rather than in a colour it is not.
          rgba = nil
        default:
          throw c.fail("unknown colour space `.\(m.name)`: use `.sRGB`, `.sRGBLinear` or `.displayP3`", kind: .argument)
        }
      }
      return .color(
        ColorValue(
          components: "Color(\(space)red: \(f(r)), green: \(f(g)), blue: \(f(b))\(opacityText))", rgba: rgba))
    }
    if c.has("white") {
      try c.checkLabels([nil, "white", "opacity"])
      let w = try c.double("white") ?? 0
      return .color(
        ColorValue(components: "Color(white: \(f(w))\(opacityText))", rgba: RGBA(white: w, opacity: opacity ?? 1)))
    }
    if c.has("hue") {
      try c.checkLabels(["hue", "saturation", "brightness", "opacity"])
      let h = try c.double("hue") ?? 0
      let s = try c.double("saturation") ?? 0
      let b = try c.double("brightness") ?? 0
      return .color(
        ColorValue(
          components: "Color(hue: \(f(h)), saturation: \(f(s)), brightness: \(f(b))\(opacityText))",
          rgba: RGBA(hue: h, saturation: s, brightness: b, opacity: opacity ?? 1)))
    }
    // `Color(.systemGray6)`, `Color(uiColor: .label)`, `Color(UIColor.systemBlue)`, `Color(other)`.
    if c.arguments.count == 1, let arg = c.arguments.first, [nil, "uiColor", "nsColor"].contains(arg.label) {
      switch arg.value {
      case .color(let color) where UIColors.isUIKit(color):
        // `Color(UIColor.systemBlue)`: named as written.
        return .color(ColorValue("Color(\(color))", rgba: color.rgba))
      case .color(let color): return .color(color)
      case .implicitMember(let m) where m.arguments == nil && SystemColors.uiKit(m.name) != nil:
        // A UIColor's name: `Color(.red)` is UIKit's pure red, not SwiftUI's `Color.red`.
        let fixed = SystemColors.uiKitFixed[m.name] != nil
        return .color(ColorValue(fixed ? "Color(UIColor.\(m.name))" : m.name, rgba: SystemColors.uiKit(m.name)))
      default: break
      }
    }
    // Anything else (a colour from code the lab does not model) prints as written, drawn hatched.
    return .color(ColorValue("Color(\(c.argumentText))", rgba: nil))
  }

  /// `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour literal, from its evaluated parts.
  static func literal(_ parts: [(label: String, value: Double)]) -> Value {
    let f = NumberFormat.source
    func part(_ name: String) -> Double { parts.first { $0.label == name }?.value ?? 0 }
    let alpha = parts.contains { $0.label == "alpha" } ? part("alpha") : 1
    let text = parts.map { "\($0.label == "alpha" ? "opacity" : $0.label): \(f($0.value))" }
      .joined(separator: ", ")
    return .color(
      ColorValue(
        components: "Color(\(text))",
        rgba: RGBA(red: part("red"), green: part("green"), blue: part("blue"), opacity: alpha)))
  }
}

extension ColorBuiltins {
  /// The evaluated style of a gradient or a `StrokeStyle` value.
  static func style(_ name: String, _ c: inout CallContext) throws -> DrawStyle? {
    if name == "StrokeStyle" { return DrawStyle(lineWidth: try c.double("lineWidth") ?? 1) }
    return try gradientPaint(name, &c).map { DrawStyle(paint: $0) }
  }

  /// What a `Gradient`, one of its stops, or a `…Gradient` view paints, from its evaluated
  /// arguments: nil when a colour or stop is not one the lab can draw (then the gradient is
  /// drawn hatched and named).
  static func gradientPaint(_ name: String, _ c: inout CallContext) throws -> Paint? {
    let interp = c.interpreter
    func rgba(_ value: Value, _ node: Syntax) throws -> RGBA? {
      switch value {
      case .color(let color): return color.rgba
      case .implicitMember(let m) where m.arguments == nil:
        if case .color(let color) = try interp.resolveImplicit(m, as: .color, at: node) {
          return color.rgba
        }
        return nil
      default: return nil
      }
    }
    /// A stop: `Gradient.Stop(color:location:)`, or `.init(color:location:)` inside `stops:`.
    func stop(_ value: Value, _ node: Syntax) throws -> GradientPaint.Stop? {
      switch value {
      case .opaque(let o) where o.kind == "Gradient.Stop":
        if case .gradient(let g)? = o.paint { return g.stops.first }
        return nil
      case .implicitMember(let m) where m.name == "init":
        var inner = CallContext(
          interpreter: interp, arguments: m.arguments ?? [], node: node, receiver: nil,
          name: "Gradient.Stop")
        if case .opaque(let o) = try construct(stopFrom: &inner), case .gradient(let g)? = o.paint {
          return g.stops.first
        }
        return nil
      default: return nil
      }
    }
    func stops() throws -> [GradientPaint.Stop]? {
      if let arg = c.argument("colors") {
        guard case .array(let items) = arg.value else { return nil }
        var colors: [RGBA] = []
        for item in items {
          guard let color = try rgba(item, arg.node) else { return nil }
          colors.append(color)
        }
        return GradientPaint.evenStops(colors)
      }
      if let arg = c.argument("stops") {
        guard case .array(let items) = arg.value else { return nil }
        var result: [GradientPaint.Stop] = []
        for item in items {
          guard let s = try stop(item, arg.node) else { return nil }
          result.append(s)
        }
        return result
      }
      if let arg = c.argument("gradient") ?? (name == "Gradient" ? nil : c.argument(nil)) {
        if case .opaque(let o) = arg.value, case .gradient(let g)? = o.paint { return g.stops }
        return nil
      }
      return nil
    }
    func unit(_ label: String, _ fallback: UnitPoint) throws -> UnitPoint {
      if case .unitPoint(let p)? = try c.resolved(label, as: .unitPoint) { return p }
      return fallback
    }
    // The initialisers' labels, and the unlabeled gradient of the `ShapeStyle` forms
    // (`.linearGradient(Gradient(colors: …), startPoint:endPoint:)`).
    switch name {
    case "Gradient": try c.checkLabels(["colors", "stops"])
    case "LinearGradient": try c.checkLabels([nil, "gradient", "colors", "stops", "startPoint", "endPoint"])
    case "RadialGradient": try c.checkLabels([nil, "gradient", "colors", "stops", "center", "startRadius", "endRadius"])
    case "EllipticalGradient":
      try c.checkLabels([nil, "gradient", "colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"])
    case "AngularGradient":
      try c.checkLabels([nil, "gradient", "colors", "stops", "center", "startAngle", "endAngle", "angle"])
    default: break
    }
    guard let stops = try stops() else { return nil }
    switch name {
    case "Gradient":
      return .gradient(GradientPaint(kind: .linear, stops: stops))
    case "LinearGradient":
      return .gradient(
        GradientPaint(
          kind: .linear, stops: stops, start: try unit("startPoint", .top),
          end: try unit("endPoint", .bottom)))
    case "RadialGradient":
      return .gradient(
        GradientPaint(
          kind: .radial, stops: stops, center: try unit("center", .center),
          startRadius: try c.double("startRadius") ?? 0, endRadius: try c.double("endRadius") ?? 0))
    case "EllipticalGradient":
      return .gradient(GradientPaint(kind: .elliptical, stops: stops, center: try unit("center", .center)))
    case "AngularGradient":
      return .gradient(GradientPaint(kind: .angular, stops: stops, center: try unit("center", .center)))
    default:
      return nil
    }
  }

  /// `Gradient.Stop(color:location:)`: kept as a one-stop gradient.
  static func construct(stopFrom c: inout CallContext) throws -> Value {
    try c.checkLabels(["color", "location"])
    let location = try c.double("location") ?? 0
    var color: RGBA?
    if let arg = c.argument("color") {
      switch arg.value {
      case .color(let cv): color = cv.rgba
      case .implicitMember(let m):
        if case .color(let cv) = try c.interpreter.resolveImplicit(m, as: .color, at: arg.node) {
          color = cv.rgba
        }
      default:
        throw c.fail("`Gradient.Stop` needs a `color:`", kind: .argument)
      }
    }
    return .opaque(
      OpaqueValue(
        kind: "Gradient.Stop", text: "Gradient.Stop(\(c.argumentText))",
        style: color.map {
          DrawStyle(paint: .gradient(GradientPaint(kind: .linear, stops: [.init(color: $0, location: location)])))
        }))
  }
}

/// `UIColor`, as view code reaches for it (docs/semantics.md §14.1): its fixed and system colours
/// by name, its initialisers, `withAlphaComponent(_:)`; a value is a colour like `Color`'s,
/// which `Color(_:)` takes as it is. What one prints (`UIExtendedSRGBColorSpace 1 0 0 1`) is
/// refused rather than imitated.
enum UIColors {
  /// The trait collection a dynamic colour's provider is given: the lab's phone is in light
  /// mode (`userInterfaceStyle` is `.light`).
  static let lightTraits = Value.opaque(OpaqueValue(kind: "UITraitCollection", text: "light"))

  /// `UIColor.red`, `UIColor.systemGray6`; nil for a name UIKit does not have.
  static func staticMember(_ name: String) -> Value? {
    SystemColors.uiKit(name).map { .color(ColorValue("UIColor.\(name)", rgba: $0)) }
  }

  static func construct(_ c: inout CallContext) throws -> Value {
    let f = NumberFormat.format
    if c.has("named") {
      try c.checkLabels(["named", "in", "compatibleWith"])
      let name = try c.string("named") ?? ""
      // An asset catalogue's colour: known by name only, drawn hatched.
      return .color(ColorValue("UIColor(named: \"\(name)\")", rgba: nil))
    }
    if c.has("white") {
      try c.checkLabels(["white", "alpha"])
      let w = try c.double("white") ?? 0
      let a = try c.double("alpha") ?? 1
      return .color(ColorValue("UIColor(white: \(f(w)), alpha: \(f(a)))", rgba: RGBA(white: w, opacity: a)))
    }
    if c.has("hue") {
      try c.checkLabels(["hue", "saturation", "brightness", "alpha"])
      let (h, s, b) = (try c.double("hue") ?? 0, try c.double("saturation") ?? 0, try c.double("brightness") ?? 0)
      let a = try c.double("alpha") ?? 1
      return .color(
        ColorValue(
          "UIColor(hue: \(f(h)), saturation: \(f(s)), brightness: \(f(b)), alpha: \(f(a)))",
          rgba: RGBA(hue: h, saturation: s, brightness: b, opacity: a)))
    }
    if c.has("red") {
      try c.checkLabels(["red", "green", "blue", "alpha"])
      let (r, g, b) = (try c.double("red") ?? 0, try c.double("green") ?? 0, try c.double("blue") ?? 0)
      let a = try c.double("alpha") ?? 1
      return .color(
        ColorValue(
          "UIColor(red: \(f(r)), green: \(f(g)), blue: \(f(b)), alpha: \(f(a)))",
          rgba: RGBA(red: r, green: g, blue: b, opacity: a)))
    }
    if let provider = c.closure("dynamicProvider") ?? c.firstUnlabelledClosure {
      // `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`: the colour for the
      // lab's phone, which is in light mode.
      try c.checkLabels([nil, "dynamicProvider"])
      var result = try c.interpreter.call(provider, [UIColors.lightTraits], node: c.node)
      if case .implicitMember(let m) = result { result = try c.interpreter.resolveImplicit(m, as: .color, at: c.node) }
      guard case .color(let color) = result else {
        throw c.fail("a `UIColor`'s provider must return a colour", kind: .typeMismatch)
      }
      return .color(color)
    }
    // `UIColor(Color.red)`, `UIColor(.accentColor)`: the SwiftUI colour as UIKit holds it.
    try c.checkLabels([nil])
    if let arg = c.argument(nil) {
      let value = try c.resolved(nil, as: .color) ?? arg.value
      if case .color(let color) = value { return .color(ColorValue("UIColor(\(color))", rgba: color.rgba)) }
    }
    throw c.fail(
      "`UIColor` is made from `red:green:blue:alpha:`, `white:alpha:`, `hue:saturation:brightness:alpha:`, "
        + "`named:` or a SwiftUI `Color`", kind: .argument)
  }

  /// Whether a colour was made by UIKit (printing it is refused).
  static func isUIKit(_ color: ColorValue) -> Bool {
    color.description.hasPrefix("UIColor") || color.description.hasPrefix("Color(UIColor")
  }
}

