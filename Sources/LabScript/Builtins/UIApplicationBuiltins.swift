import LabEngine
import SwiftSyntax

/// UIKit's view of the app that view code reaches for (docs/semantics.md §1.4): its one window
/// scene and window, which are the lab's window, so code reading the safe area or the screen
/// (`UIApplication.shared.windows.first?.safeAreaInsets.top`, `(connectedScenes.first as?
/// UIWindowScene)?.screen.bounds`) reads what the lab lays out in; `:window` and `:device`
/// change them. Keyboard dismissal (`sendAction(#selector(UIResponder.resignFirstResponder), …)`,
/// `endEditing`) has no keyboard to dismiss; opening a URL opens nothing, and says so.
enum UIApplicationBuiltins {
  static let kinds: Set = ["UIApplication", "UIWindowScene", "UIWindow"]

  static let application = Value.opaque(OpaqueValue(kind: "UIApplication", text: "UIApplication.shared"))
  static let scene = Value.opaque(OpaqueValue(kind: "UIWindowScene", text: "UIWindowScene"))
  static let window = Value.opaque(OpaqueValue(kind: "UIWindow", text: "UIWindow"))

  /// `#selector(Type.method)`: a name, which only `sendAction` takes.
  static func selector(_ text: String) -> Value {
    .opaque(OpaqueValue(kind: "Selector", text: text))
  }

  /// A member of the app, its scene or its window; nil for one the lab does not have (an
  /// extension of the app's may declare it).
  static func member(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    let screen = interp.screen
    switch (o.kind, name) {
    case ("UIApplication", "connectedScenes"): return .set(SetValue([scene]))
    case ("UIApplication", "windows"), ("UIWindowScene", "windows"): return .array([window])
    case ("UIApplication", "keyWindow"), ("UIWindowScene", "keyWindow"): return window
    case ("UIApplication", "sendAction"):
      return method { c in
        try c.checkLabels([nil, "to", "from", "for"])
        guard case .opaque(let s)? = c.argument(nil)?.value, s.kind == "Selector",
          s.text.hasSuffix("resignFirstResponder")
        else {
          throw c.fail(
            "`sendAction` runs UIKit's responder chain, which the lab does not have; it takes "
              + "`#selector(UIResponder.resignFirstResponder)` (hiding a keyboard) only", kind: .notSupported)
        }
        return .bool(true)  // no keyboard is shown: nothing to hide
      }
    case ("UIApplication", "open"), ("UIApplication", "openURL"):
      return method { c in
        try c.checkLabels([nil, "options", "completionHandler"])
        c.interpreter.warn("the lab opens no URL: `open` does nothing here", at: c.node)
        return .void
      }
    case ("UIWindow", "endEditing"):
      return method { c in
        try c.checkLabels([nil])
        return .bool(true)  // no keyboard is shown: nothing to end
      }
    case ("UIWindowScene", "screen"), ("UIWindow", "screen"):
      return .opaque(OpaqueValue(kind: "UIScreen", text: "UIScreen.main"))
    case ("UIWindowScene", "activationState"):
      return .implicitMember(ImplicitMember(name: "foregroundActive", arguments: nil))
    case ("UIWindow", "windowScene"): return scene
    case ("UIWindow", "isKeyWindow"): return .bool(true)
    case ("UIWindow", "bounds"), ("UIWindow", "frame"):
      return .rect(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height))
    case ("UIWindow", "safeAreaInsets"):
      // UIKit's insets are left and right, not leading and trailing.
      let insets = screen.safeAreaInsets
      let rtl = screen.layoutDirection == .rightToLeft
      return BuiltinClasses.value(
        "UIEdgeInsets",
        [
          "top": .double(insets.top), "bottom": .double(insets.bottom),
          "left": .double(rtl ? insets.trailing : insets.leading),
          "right": .double(rtl ? insets.leading : insets.trailing),
        ], interp)
    default:
      return nil
    }
  }

  static func unknown(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) -> RuntimeError {
    do {
      let names = [
        "UIApplication": "`windows`, `keyWindow`, `connectedScenes`, `sendAction` and `open`",
        "UIWindowScene": "`windows`, `keyWindow`, `screen` and `activationState`",
        "UIWindow": "`safeAreaInsets`, `bounds`, `frame`, `screen`, `windowScene`, `isKeyWindow` and `endEditing`",
      ]
      return interp.error(
        "`\(name)` of `\(o.kind)` is not available; the lab's has \(names[o.kind] ?? "no members")", at: node,
        kind: .notSupported)
    }
  }
}

/// `UIImage` (docs/semantics.md §1.2): an image by name, as `Image` takes one. An asset's image
/// is the lab's stand-in for an asset it does not have, as `Image("name")` is; a symbol's is
/// the symbol `Image(systemName:)` shows. `Image(uiImage:)` shows it.
enum UIImages {
  /// `UIImage(named:)`, `UIImage(systemName:)`, `UIImage(imageLiteralResourceName:)`.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([
      "named", "systemName", "imageLiteralResourceName", "in", "compatibleWith", "with", "data", "contentsOfFile",
      "cgImage", "ciImage", "resource",
    ])
    if let name = try c.string("systemName") {
      return .opaque(OpaqueValue(kind: "UIImage", text: "systemName: " + name))
    }
    if let name = try c.string("named") ?? c.string("imageLiteralResourceName") {
      return .opaque(OpaqueValue(kind: "UIImage", text: name))
    }
    throw c.fail(
      "the lab makes a `UIImage` by name only (`UIImage(named:)`, `UIImage(systemName:)`); it has no image "
        + "data to decode", kind: .notSupported)
  }

  /// The view `Image(uiImage:)` makes.
  static func content(_ o: OpaqueValue) -> ImageContent {
    o.text.hasPrefix("systemName: ")
      ? ImageContent(name: o.text, intrinsicSize: ViewBuiltins.symbolSize, scalesWithFont: true)
      : ImageContent(name: o.text, intrinsicSize: ViewBuiltins.namedImageSize)
  }

  static func member(_ o: OpaqueValue, _ name: String) -> Value? {
    switch name {
    case "size":
      let size = content(o).intrinsicSize
      return .size(Size(width: size.width, height: size.height))
    case "scale": return .double(3)
    default: return nil
    }
  }
}

extension Interpreter {
  /// Warns, once per image, where an asset's image stands in at the lab's 100 × 100 points and
  /// its size reaches the layout (docs/semantics.md §1.2): not resizable, or resizable inside
  /// an `.aspectRatio` (or `.scaledToFit`/`.scaledToFill`) that takes the image's own ratio. A
  /// resizable image that takes its frame does not depend on it.
  func noteAssetStandIns(_ tree: ViewDescription) {
    var named: Set<String> = []
    func walk(_ d: ViewDescription, ratioFromImage: Bool) {
      var fromImage = d.children.count == 1 && ratioFromImage
      switch d.kind {
      case .aspectRatio(nil, _):
        fromImage = true
      case .image(let image) where !image.name.hasPrefix("systemName: "):
        if !image.resizable || ratioFromImage, named.insert(image.name).inserted, let source = d.source {
          let diagnostic = Diagnostic(
            .warning,
            "the lab has no asset `\(image.name)`: the image stands in at 100 × 100 points, and a device shows it "
              + "at its own size (resizable and framed, it takes the frame's)",
            at: SourceRange(source, length: 5))
          if !pass.warnings.contains(diagnostic) { pass.warnings.append(diagnostic) }
        }
      default: break
      }
      for child in d.children { walk(child, ratioFromImage: fromImage) }
    }
    walk(tree, ratioFromImage: false)
  }
}

/// Map coordinates as values (docs/semantics.md §1.2): `CLLocationCoordinate2D`, and MapKit's
/// `MKCoordinateSpan` and `MKCoordinateRegion` made from them, as their memberwise
/// initialisers make them. The lab draws no map, so a region made from distances in metres (a
/// projection) is refused.
enum MapValues {
  static let typeNames = ["CLLocationCoordinate2D", "MKCoordinateSpan", "MKCoordinateRegion"]

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    func number(_ label: String) throws -> Value {
      switch c.argument(label)?.value {
      case .double(let d)?: return .double(d)
      case .int(let i)?: return .double(Double(i))
      default: throw c.fail("`\(name)` needs `\(label):`, a number", kind: .argument)
      }
    }
    func value(_ fields: [String: Value]) -> Value { BuiltinClasses.value(name, fields, interp) }
    switch name {
    case "CLLocationCoordinate2D", "MKCoordinateSpan":
      let labels = name == "MKCoordinateSpan" ? ["latitudeDelta", "longitudeDelta"] : ["latitude", "longitude"]
      try c.checkLabels(labels)
      if c.arguments.isEmpty { return value([labels[0]: .double(0), labels[1]: .double(0)]) }
      return value([labels[0]: try number(labels[0]), labels[1]: try number(labels[1])])
    default:
      try c.checkLabels(["center", "span", "latitudinalMeters", "longitudinalMeters"])
      if c.has("latitudinalMeters") || c.has("longitudinalMeters") {
        throw c.fail(
          "a region from distances in metres needs MapKit's projection, which the lab does not have; "
            + "give `span: MKCoordinateSpan(latitudeDelta:longitudeDelta:)`", kind: .notSupported)
      }
      guard let center = c.argument("center")?.value, let span = c.argument("span")?.value else {
        throw c.fail("`MKCoordinateRegion` needs `center:` and `span:`", kind: .argument)
      }
      return value(["center": center, "span": span])
    }
  }
}
