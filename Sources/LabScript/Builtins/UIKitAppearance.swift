import SwiftSyntax

/// `UITabBar.appearance()`: the proxy through which an app styles every tab bar [DOC
/// UIAppearance, UITabBar]. Apps with a tab bar of their own hide the system one with
/// `UITabBar.appearance().isHidden = true`, and a TabView's page then has the bar's height
/// (docs/semantics.md §2.11). That setting is the one the lab reads; the others (colours,
/// images, `UITabBarAppearance`s) draw the bar, which the lab does not draw, so they are not
/// members here and setting one is an error, not a setting silently dropped.
enum UIKitAppearance {
  static let typeNames = ["UITabBar"]
  static let settings = ["isHidden"]

  static func staticMember(_ type: String, _ name: String) -> Value? {
    guard typeNames.contains(type), name == "appearance" else { return nil }
    return .function(
      FunctionValue(name: "appearance") { c in
        try c.checkLabels([])
        return proxy(type, c.interpreter)
      })
  }

  /// The one proxy of `type`, made at the first call, its settings at UIKit's defaults.
  static func proxy(_ type: String, _ interp: Interpreter) -> Value {
    if let made = interp.appearanceProxies[type] { return made }
    let (object, _) = BuiltinClasses.make(type, initial: [("isHidden", .bool(false))], interp)
    interp.appearanceProxies[type] = object
    return object
  }

  /// Refuses a setting of a proxy other than the ones the lab reads, saying why: the others
  /// draw the bar (`backgroundColor`, `unselectedItemTintColor`, `standardAppearance` …).
  static func checkSetting(_ inst: StructInstance, _ name: String, _ interp: Interpreter, at node: Syntax) throws {
    for type in typeNames where BuiltinClasses.owner(inst, of: type, interp) != nil && !settings.contains(name) {
      throw interp.error(
        "`\(type).appearance().\(name)` changes how the bar is drawn, which the lab does not draw; of UIKit's "
          + "appearance it reads `isHidden` (the bar's room), so this setting is not supported", at: node,
        kind: .notSupported)
    }
  }

  /// Whether the app hid every tab bar through the proxy.
  static func tabBarHidden(_ interp: Interpreter) -> Bool {
    guard case .instance(let proxy)? = interp.appearanceProxies["UITabBar"], let owner = proxy.objectOwner,
      case .bool(let hidden)? = interp.state[StateKey(owner: owner, name: "isHidden")]
    else { return false }
    return hidden
  }
}
