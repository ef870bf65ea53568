import LabEngine

/// The clock: `:tick`, `:scrub`, `:timeline`, `:play` (docs/architecture.md §5).
public enum TimeCommands {
  public static func all(_ scene: Scene, _ bridge: ScriptBridge) -> [Command] {
    [tick(scene, bridge), scrub(scene, bridge), timeline(scene), play(scene)]
  }

  /// Moves the playhead to `t`; forwards, the work scheduled on the clock runs on the way
  /// (`ScriptBridge.advance`), and what it printed comes before the status line.
  static func move(_ scene: Scene, _ bridge: ScriptBridge, to t: Double) -> Output {
    if t > scene.timeline.playhead, let ran = bridge.advance(to: t) {
      let text = [ran.text, status(scene)].filter { !$0.isEmpty }.joined(separator: "\n")
      return ran.status == .ok ? .text(text) : .failure(text)
    }
    scene.movePlayhead(to: t)
    return .text(status(scene))
  }

  static func seconds(_ text: String, _ invocation: CommandInvocation) throws -> Double {
    let trimmed = text.hasSuffix("s") ? String(text.dropLast()) : text
    guard let v = Double(trimmed), v.isFinite else {
      throw invocation.usageError("'\(text)' is not a number of seconds")
    }
    guard abs(v) <= 3600 else { throw invocation.usageError("times are limited to an hour") }
    return v
  }

  /// `t = 0.25 s · 2 updates · animating: 3 views`
  static func status(_ scene: Scene) -> String {
    let t = scene.timeline
    var line = "t = \(NumberFormat.format(t.playhead)) s"
    if let shown = scene.shown() {
      let moving = shown.animating.filter { $0 }.count
      line += moving == 0 ? " · at rest" : " · \(moving) view\(moving == 1 ? "" : "s") animating"
      if !shown.departed.isEmpty { line += " · \(shown.departed.count) leaving" }
    }
    return line
  }

  static func tick(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "tick", group: "Time",
      summary: "Advance the playhead by some seconds (animations run on a virtual clock).",
      arguments: "<seconds>",
      details: """
        Work scheduled on the clock runs on the way, each piece as an update at its time: \
        DispatchQueue.main.asyncAfter, Timer.scheduledTimer, and .onReceive of a \
        Timer.publish(…).autoconnect() timer. What it prints comes before the new time.
        """,
      example: ":tick 0.25",
      run: { invocation in
        guard invocation.arguments.count == 1 else { throw invocation.usageError("give seconds") }
        let dt = try seconds(invocation.arguments[0], invocation)
        guard dt >= 0 else { throw invocation.usageError("the clock only ticks forward; use :scrub") }
        return move(scene, bridge, to: scene.timeline.playhead + dt)
      })
  }

  static func scrub(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "scrub", group: "Time",
      summary: "Move the playhead to a time, forwards or backwards, exactly.",
      arguments: "<seconds>",
      details: """
        Times before the first update show the first state. A state change made while the \
        playhead is in the past discards the updates after it. Moving past the last update \
        runs the work scheduled on the clock, as :tick does.
        """,
      example: ":scrub 0.5",
      run: { invocation in
        guard invocation.arguments.count == 1 else { throw invocation.usageError("give a time") }
        let t = try seconds(invocation.arguments[0], invocation)
        guard t >= 0 else { throw invocation.usageError("time starts at 0") }
        return move(scene, bridge, to: t)
      })
  }

  static func timeline(_ scene: Scene) -> Command {
    Command(
      name: "timeline", group: "Time",
      summary: "List the updates on the clock, their animations, and when they settle.",
      example: ":timeline",
      run: { invocation in
        let t = scene.timeline
        guard !t.events.isEmpty else { throw CommandError("no view yet") }
        var rows: [[String]] = []
        // Updates in a row with the same source and animation — the frames of a TimelineView or
        // a KeyframeAnimator, a timer's ticks — are one line: the first and last time, and how many.
        var k = 0
        while k < t.events.count {
          let e = t.events[k]
          let animation = animationText(e, previous: k > 0 ? t.events[k - 1] : nil)
          var last = k
          while last + 1 < t.events.count, t.events[last + 1].label == e.label, e.label.hasPrefix("("),
            animationText(t.events[last + 1], previous: t.events[last]) == animation
          {
            last += 1
          }
          if last - k < 2 { last = k }
          let marker = (k...last).contains {
            t.events[$0].time <= t.playhead && ($0 + 1 == t.events.count || t.events[$0 + 1].time > t.playhead)
          } ? "▶" : ""
          let time =
            last == k
            ? NumberFormat.format(e.time) + " s"
            : NumberFormat.format(e.time) + "–" + NumberFormat.format(t.events[last].time) + " s"
          rows.append([marker, time, animation, last == k ? e.label : "\(e.label) × \(last - k + 1)"])
          k = last + 1
        }
        var out = TextTable(header: ["", "time", "animation", "update"], rows: rows).render()
        if t.forgotten > 0 {
          out += "\n(\(t.forgotten) older update\(t.forgotten == 1 ? "" : "s") forgotten: "
            + "the timeline keeps the last \(t.maxEvents))"
        }
        out += "\nplayhead " + status(scene)
        if let end = t.end {
          out += " · settles at \(NumberFormat.format(end)) s"
        } else {
          out += " · an animation repeats forever"
        }
        return .text(out)
      })
  }

  /// The transaction's animation, and any `.animation(_:value:)` that took over below it.
  static func animationText(_ e: Timeline.Event, previous: Timeline.Event?) -> String {
    var text = e.animation?.description ?? "no animation"
    guard let previous else { return text }
    var implicit: [String] = []
    let chosen = Presentation.animations(
      e.layout.tree, previous: previous.layout.tree, transaction: e.transaction)
    for a in chosen.compactMap({ $0 }) where a != e.animation && !implicit.contains(a.description) {
      implicit.append(a.description)
    }
    if !implicit.isEmpty { text += " + " + implicit.joined(separator: ", ") + " below" }
    return text
  }

  static func play(_ scene: Scene) -> Command {
    Command(
      name: "play", group: "Time",
      summary: "Show frames at each step from one time to another (views: all drawn ones).",
      arguments: "<from> <to> <step> [view…]", example: ":play 0 1 0.25 #dot",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        let a = invocation.arguments
        guard a.count >= 3 else { throw invocation.usageError("give from, to and step") }
        let from = try seconds(a[0], invocation)
        let to = try seconds(a[1], invocation)
        let step = try seconds(a[2], invocation)
        guard step > 0, to >= from, from >= 0 else {
          throw invocation.usageError("need 0 ≤ from ≤ to and a positive step")
        }
        guard (to - from) / step <= 1000 else { throw invocation.usageError("at most 1000 steps") }
        let wanted = Array(a.dropFirst(3))
        for name in wanted { _ = try scene.resolve(name) }
        var out: [String] = []
        var k = 0
        while true {
          let t = from + Double(k) * step
          if t > to + 1e-9 { break }
          try invocation.session.checkInterrupt()
          scene.movePlayhead(to: t)
          let (layout, names) = try scene.requireLayout()
          guard let shown = scene.shown() else { break }
          // Names are looked up at each step: the tree may differ between updates.
          let nodes =
            wanted.isEmpty
            ? ShownReport.drawnNodes(layout) : wanted.compactMap { try? scene.resolve($0) }
          out.append("t = \(NumberFormat.format(t)) s")
          out.append(ShownReport.rows(layout: layout, names: names, shown: shown, nodes: nodes))
          k += 1
        }
        return .text(out.joined(separator: "\n"))
      })
  }
}
