import LabEngine

/// Gathers the views a builder block produces, in order (SwiftUI's `@ViewBuilder`).
///
///     let c = ViewCollector(viewContext: true); c.append(view)
final class ViewCollector {
  private(set) var views: [ViewDescription] = []
  /// True when some expression in the block produced a view.
  private(set) var sawView = false
  /// True when the block is known to build views (a `body`, a container's content closure).
  let viewContext: Bool
  /// What a builder that makes no views gathers: keyframes and keyframe tracks (iOS 17's
  /// `KeyframesBuilder`), in order.
  var items: [Value] = []

  init(viewContext: Bool) { self.viewContext = viewContext }

  func append(_ view: ViewDescription) {
    views.append(view)
    sawView = true
  }

  /// A branch structure (an `if`'s slots) that may hold no views.
  func appendStructure(_ view: ViewDescription, sawView: Bool) {
    views.append(view)
    if sawView { self.sawView = true }
  }

  /// One view, or several as a builder tuple (SwiftUI's `TupleView`): a group with no source,
  /// which `Interpreter.viewList` spreads into the enclosing container.
  func result() -> ViewDescription {
    if views.count == 1, let only = views.first { return only }
    return ViewDescription(.group, views, source: nil)
  }
}
