/// `:why <view> [--at t] [--json]`: why a view is where it is drawn — the updates that moved it,
/// the transaction of each, how it is drawn, and the anomaly its motion matches with the fix.
enum WhyCommand {
  static func command(_ scene: Scene) -> Command {
    Command(
      name: "why", group: "Time",
      summary: "Explain a view's motion: the updates that changed it, how it is drawn, anomalies and fixes.",
      arguments: "<view> [--at t] [--json | --fix]",
      details: """
        At the playhead (or at t, which moves the playhead there as :scrub does): the view's \
        LAYOUT and SHOWN frames, each update that changed it with the transaction that \
        carried it and how far its animation has got, its geometry group, and the known \
        anomaly its motion matches (docs/semantics.md), with the code that fixes it. --fix \
        replays the scene's updates with that fix applied and prints the view's frames now and \
        with the fix; the session itself is unchanged.
        """,
      example: ":why Circle#1 --at 0",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        var json = false
        var fix = false
        var at: Double?
        var views: [String] = []
        var args = invocation.arguments[...]
        while let a = args.popFirst() {
          switch a {
          case "--json": json = true
          case "--fix": fix = true
          case "--at":
            guard let value = args.popFirst(), let t = Double(value), t.isFinite, t >= 0 else {
              throw invocation.usageError("--at takes a time in seconds, 0 or more")
            }
            at = t
          default:
            if a.hasPrefix("--") { throw invocation.usageError("unknown option '\(a)'") }
            views.append(a)
          }
        }
        guard views.count == 1 else { throw invocation.usageError("name one view") }
        guard !(json && fix) else { throw invocation.usageError("--json and --fix do not go together") }
        if let at { scene.movePlayhead(to: at) }
        let report = try WhyReport(scene: scene, view: views[0])
        guard fix else { return .text(json ? report.renderJSON() : report.renderText()) }
        guard let anomaly = report.anomalies.first else {
          throw CommandError("--fix: no anomaly to fix for \(report.name) at t = \(NumberFormat.format(report.time)) s")
        }
        guard let edit = anomaly.fix.edit else {
          throw CommandError(
            "--fix: this fix needs your code (\(anomaly.rule.title)); the lab cannot edit it for you",
            notes: ["change it as `:why \(views[0])` shows, then run the scene again"])
        }
        var replay = FixReplay(edit, scene: scene)
        return .text(try replay.compare(view: views[0]))
      })
  }
}
