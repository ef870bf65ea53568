import LabEngine

/// Commands that act on the scene as a user would: `:tap` fires the Button action or
/// `onTapGesture` closure that a tap on a view reaches.
///
///     :tap #plus
public enum ActionCommands {
  public static func all(_ scene: Scene, _ bridge: ScriptBridge) -> [Command] {
    [tap(scene, bridge)]
  }

  static func tap(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "tap", group: "Geometry",
      summary: "Tap a view: run the Button action or onTapGesture closure it reaches.",
      arguments: "<view> [--count n]",
      details: """
        Name the view as :tree prints it: #id, Type#n, or a path like /0/1. As in SwiftUI, \
        the nearest gesture at or above the view handles the tap (a Text inside a Button \
        fires the button). With --count n, only onTapGesture(count: n) closures answer. The \
        root is rebuilt when state changes, and onAppear, onChange and the like run after \
        the update; print(...) inside them shows here.
        """,
      example: ":tap #plus",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        var count = 1
        var names: [String] = []
        var args = invocation.arguments[...]
        while let a = args.popFirst() {
          if a == "--count" {
            guard let n = args.popFirst().flatMap({ Int($0) }), n >= 1 else {
              throw invocation.usageError("--count needs a positive number")
            }
            count = n
          } else if a.hasPrefix("--") {
            throw invocation.usageError("unknown option '\(a)'")
          } else {
            names.append(a)
          }
        }
        guard names.count == 1 else { throw invocation.usageError("name one view") }
        let (layout, viewNames) = try scene.requireLayout()
        let n = try scene.resolve(names[0])
        guard let handler = gesture(at: n, count: count, in: layout.tree) else {
          throw CommandError(
            "no Button or onTapGesture\(count == 1 ? "" : "(count: \(count))") at or above "
              + viewNames.name(of: n),
            notes: ["a tap reaches the nearest Button or .onTapGesture around the view"])
        }
        return bridge.fire(token: handler.token, label: ":tap " + names[0])
      })
  }

  /// The gesture a tap on `n` reaches: the nearest Button or `onTapGesture` at or above it
  /// (child gestures take precedence over their ancestors' in SwiftUI).
  static func gesture(at n: ViewTree.NodeID, count: Int, in tree: ViewTree) -> ActionHandler? {
    var node: ViewTree.NodeID? = n
    while let cur = node {
      if case .action(let h) = tree.kind(cur), h.moment.isGesture, h.count == count { return h }
      node = tree.parent(cur)
    }
    return nil
  }
}
