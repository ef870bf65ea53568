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

  /// The error for a member the lab's app, scene or window does not have.
  static func unknown(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) -> RuntimeError {
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
