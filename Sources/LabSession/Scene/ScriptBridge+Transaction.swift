import LabEngine
import LabScript

extension ScriptBridge {
  /// The animation of the transaction that made these state changes (SEMANTICS §8.5): the
  /// `withAnimation` around them, if any.
  static func animation(of changes: [StateChange]) -> Animation? {
    // TEMPORARY until the script side evaluates animation expressions: no animation.
    nil
  }
}
