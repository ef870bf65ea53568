import LabEngine
import LabScript

extension ScriptBridge {
  /// The animation of the transaction that made these state changes (SEMANTICS §8.5): the
  /// `withAnimation` around them, if any; the last one wins when several changes disagree.
  static func animation(of changes: [StateChange]) -> Animation? {
    changes.last { $0.animation != nil }?.animation
  }
}
