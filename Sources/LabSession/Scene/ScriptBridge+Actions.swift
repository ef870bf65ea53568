import LabEngine
import LabScript

/// SwiftUI's moments in a session (issue 3): lifecycle closures after each update, and
/// gestures fired by `:tap`.
extension ScriptBridge {
  /// Updates in a row that lifecycle closures may cause before the lab stops them (SwiftUI
  /// warns about an `onChange` that updates "multiple times per frame").
  public static let maxLifecycleRounds = 4

  /// Runs `onDisappear`/`onAppear`/`onChange`/`task` for the scene's new root; when they change
  /// state, the root is rebuilt and settled, and its moments run in turn.
  func runLifecycle() -> (output: String, diagnostics: [LabEngine.Diagnostic]) {
    var output = ""
    var diagnostics: [LabEngine.Diagnostic] = []
    for round in 1...ScriptBridge.maxLifecycleRounds {
      guard let root = scene.root else { break }
      // Drawing comes before the moments: user GeometryEffects run now (both layers), so
      // that `DispatchQueue.main.async` work they queue (seed 002's flip) runs with them.
      drawEffects()
      let moments = context.runLifecycle(root)
      output += moments.output
      diagnostics += moments.diagnostics
      guard !moments.hasErrors, let rebuilt = moments.root else { break }
      let settled = settle(rebuilt)
      diagnostics += settled.diagnostics
      output += settled.output
      // Lifecycle work is a new update, animated only by a transaction its closures opened
      // (`withAnimation` in `onAppear`, as seed 002 starts its endless nudge).
      scene.commit(
        settled.root, animation: ScriptBridge.animation(of: moments.stateChanges),
        label: "(lifecycle)", newScene: false, state: context.stateSnapshot(),
        disablesAnimations: moments.stateChanges.contains { $0.disablesAnimations })
      if round == ScriptBridge.maxLifecycleRounds {
        drawEffects()  // the last rebuilt root is drawn too
        diagnostics.append(
          .warning(
            "lifecycle closures changed state in \(round) updates in a row; the lab stopped "
              + "running them (does an `onChange` change the value it watches?)"))
      }
    }
    return (output, diagnostics)
  }

  /// Runs the scene's user GeometryEffects at layout time, in both layers, so that their
  /// errors and queued work belong to the update that drew them.
  func drawEffects() {
    if let layout = scene.layout { _ = SpaceGeometry(layout: layout, includesIgnoredEffects: true) }
  }

  /// Fires the gesture action with this token (`:tap`) and shows the updated scene; `label`
  /// names the update on the timeline.
  public func fire(token: Int, label: String = ":tap") -> Output {
    let output = present(context.fire(token: token), label: label)
    if output.text.isEmpty { return .text("no state changed") }
    return output
  }
}
