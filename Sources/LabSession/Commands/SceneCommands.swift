import LabEngine

/// Commands that read the scene: `:tree`, `:frames`, `:explain`, `:window`, `:device`.
public enum SceneCommands {
  public static func all(_ scene: Scene, _ bridge: ScriptBridge) -> [Command] {
    [tree(scene), frames(scene), explain(scene), scroll(scene, bridge), window(scene), device(scene)]
  }

  static func viewNameCompletion(_ scene: Scene) -> (Session, [String]) -> [String] {
    { _, _ in
      guard let names = scene.names else { return [] }
      return (0..<names.tree.count).map { names.name(of: ViewTree.NodeID($0)) }
    }
  }

  static func tree(_ scene: Scene) -> Command {
    Command(
      name: "tree", group: "Geometry",
      summary: "Show the view tree: each view's name (to type back) and its code.",
      example: ":tree",
      run: { invocation in
        guard invocation.arguments.isEmpty else { throw invocation.usageError("':tree' takes no arguments") }
        let (layout, names) = try scene.requireLayout()
        return .text(FramesReport(layout: layout, names: names).renderTree())
      })
  }

  static func frames(_ scene: Scene) -> Command {
    Command(
      name: "frames", group: "Geometry",
      summary: "Every view's proposal, size and frame (in its parent and in the window).",
      arguments: "[view…] [--space S] [--layer layout|shown|both] [--json]",
      details: """
        Views are listed in tree order, indented. Modifiers without a layout effect (.id, \
        .border, .font, …) are shown on the line of the view they modify. Name views as \
        :tree prints them: #id, Type#n, or a path like /0/1.
        """,
      example: ":frames #card",
      completeArgument: viewNameCompletion(scene),
      run: { invocation in
        var json = false
        var layers = FramesReport.Layers.both
        var spaceName: String?
        var wanted: [String] = []
        var args = invocation.arguments[...]
        while let a = args.popFirst() {
          if a == "--json" {
            json = true
          } else if a == "--layer" {
            guard let value = args.popFirst(), let l = FramesReport.Layers(rawValue: value) else {
              throw invocation.usageError("--layer takes layout, shown or both")
            }
            layers = l
          } else if a == "--space" {
            guard let value = args.popFirst() else {
              throw invocation.usageError("--space takes global, local, a space name or a view")
            }
            spaceName = value
          } else if a.hasPrefix("--") {
            throw invocation.usageError("unknown option '\(a)'")
          } else {
            wanted.append(a)
          }
        }
        let (layout, names) = try scene.requireLayout()
        // A view leaving at the playhead is still listed by its name.
        let leaving = Set(wanted.filter { scene.leaving($0) != nil })
        let only =
          wanted.isEmpty
          ? nil : Set(try wanted.filter { !leaving.contains($0) }.map { try scene.resolve($0) })
        var report = FramesReport(
          layout: layout, names: names, only: only, shown: scene.shown())
        if !wanted.isEmpty { report.departed.removeAll { !leaving.contains($0.name) } }
        report.anomalies = Anomaly.flagged(in: scene)
        let column = try spaceName.map { try spaceColumn($0, report: report, layout: layout, scene: scene) }
        return .text(
          json ? report.renderJSON(names: names) : report.renderText(layers: layers, space: column))
      })
  }

  /// The time side of `:explain`: the geometry group the view animates in, the animation of
  /// the update in effect, and whether it is moving at the playhead.
  static func motion(of n: ViewTree.NodeID, scene: Scene, layout: Layout, names: ViewNames) -> String {
    let groups = GeometryGroups(layout.tree)
    let group = groups.group[Int(n)].map { "geometry group \(names.name(of: $0))" } ?? "the window"
    var lines = ["drawn relative to \(group)"]
    let timeline = scene.timeline
    guard let event = timeline.current,
      let index = timeline.events.firstIndex(where: { $0.time == event.time && $0.label == event.label })
    else { return lines.joined(separator: "\n") }
    let previousLayout = index > 0 ? timeline.events[index - 1].layout : nil
    let previous = previousLayout?.tree
    let animation = Presentation.animations(
      layout.tree, previous: previous, transaction: event.transaction)[Int(n)]
    let source: String
    if previous == nil {
      source = "the first update: nothing animates"
    } else if let animation, let previousLayout,
      !previousLayout.tree.identities.contains(layout.tree.identities[Int(n)]),
      let matched = MatchedGroups.replacedSource(of: n, in: layout, previous: previousLayout)
    {
      source = "inserted by the update at \(NumberFormat.format(event.time)) s (\(event.label)): "
        + "matched (id: \(matched.member.id), in: \(matched.member.namespace)), it grows out of the "
        + "old source's frame \(Format.rect(previousLayout.globalFrame(matched.oldSource))) while its "
        + "transition plays, with \(animation)"
    } else if let animation, let previous,
      !previous.identities.contains(layout.tree.identities[Int(n)])
    {
      source = "inserted by the update at \(NumberFormat.format(event.time)) s (\(event.label)): "
        + "it has no old frame, so only its transition plays, with \(animation)"
    } else if let animation {
      source = "animated with \(animation) by the update at \(NumberFormat.format(event.time)) s (\(event.label))"
    } else {
      source = "not animated by the update at \(NumberFormat.format(event.time)) s (\(event.label))"
    }
    lines.append(source)
    if let shown = scene.shown() {
      lines.append(
        "at t = \(NumberFormat.format(timeline.playhead)) s it is "
          + (shown.animating[Int(n)] ? "moving" : "at rest")
          + (shown.quads[Int(n)].map { ", drawn at \(Format.rect($0.boundingBox))" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }

  /// `--space S`: `global`, `local`, a coordinate-space name (`stack` or `.named("stack")`),
  /// `scrollView`, or a view (its local space), as `frame(in:)` would report each row.
  static func spaceColumn(_ text: String, report: FramesReport, layout: Layout, scene: Scene)
    throws -> FramesReport.SpaceColumn
  {
    let spaces = scene.spaces(layout)
    let argument = try SpaceArgument(text, scene: scene)
    let space = argument.space
    let title = "in \(argument.label) (x, y, w, h)"
    var missing = false
    let frames = report.rows.map { row -> Rect? in
      if spaces.spaceNode(space, from: row.node).missing { missing = true }
      return spaces.frame(of: row.node, in: space)
    }
    let note = missing ? "some views have no \(text) space above them: SwiftUI reports those in global" : nil
    return FramesReport.SpaceColumn(title: title, frames: frames, note: note)
  }

  static func explain(_ scene: Scene) -> Command {
    Command(
      name: "explain", group: "Geometry",
      summary: "Trace how a view got its frame: each proposal and answer from the root down.",
      arguments: "<view>", example: ":explain Circle#1",
      completeArgument: viewNameCompletion(scene),
      run: { invocation in
        guard invocation.arguments.count == 1 else { throw invocation.usageError("name one view") }
        let (layout, names) = try scene.requireLayout()
        if let ghost = scene.leaving(invocation.arguments[0]) {
          return .text(leavingExplanation(ghost, scene: scene))
        }
        let n = try scene.resolve(invocation.arguments[0])
        var text = ExplainReport(layout: layout, names: names, node: n).renderText()
        // Time only matters once something has changed.
        if scene.timeline.events.count > 1 {
          text += "\n" + motion(of: n, scene: scene, layout: layout, names: names)
        }
        return .text(text)
      })
  }

  /// `:explain` for a view that is leaving: which update removed it, where it was last laid
  /// out, how it is drawn while its removal transition plays (docs/semantics.md §8.6).
  static func leavingExplanation(_ ghost: ShownFrames.Ghost, scene: Scene) -> String {
    let f = NumberFormat.format
    let update = scene.timeline.events.last { $0.time == ghost.removedAt }
    var lines = ["\(ghost.name)  \(ghost.summary)  (leaving)"]
    lines.append(
      "removed by the update at \(f(ghost.removedAt)) s"
        + (update.map { " (\($0.label))" } ?? "")
        + ", under \(update?.animation?.description ?? "no animation")")
    lines.append(
      "out of the layout at once (its siblings re-flow without it); last laid out at "
        + Format.rect(ghost.layoutFrame))
    lines.append(
      ghost.morphs
        ? "drawn heading for its matched group's new source (docs/semantics.md §6)"
        : "drawn frozen where it was (docs/semantics.md §8.6)")
    lines.append(
      "while its removal transition \(ghost.transition) plays: now "
        + "\(Format.rect(ghost.quad.boundingBox)), opacity \(f(ghost.opacity))"
        + (ghost.ends.map { "; gone at \(f($0)) s" } ?? "; its animation repeats forever"))
    if !ghost.draws { lines.append("it draws nothing itself: it leaves with what it holds") }
    return lines.joined(separator: "\n")
  }

  static func scroll(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "scroll", group: "Geometry",
      summary: "Set a ScrollView's content offset (how far its content is scrolled), in points.",
      arguments: "<scroll view> <x> <y>", example: ":scroll ScrollView#1 0 120",
      completeArgument: viewNameCompletion(scene),
      run: { invocation in
        let a = invocation.arguments
        guard a.count == 3 else { throw invocation.usageError("name a scroll view, then x and y") }
        guard let x = Double(a[1]), let y = Double(a[2]), x.isFinite, y.isFinite else {
          throw invocation.usageError("x and y must be finite numbers of points")
        }
        let (layout, _) = try scene.requireLayout()
        let n = try scene.resolve(a[0])
        // A name may land on a modifier of the scroll view (`.id`): look through to it.
        var target = n
        while layout.tree.kind(target).isModifier, layout.tree.childCount(of: target) > 0 {
          target = layout.tree.content(of: target)
        }
        guard let k = layout.tree.scrollContainers.firstIndex(of: target) else {
          throw CommandError("\(a[0]) is not a ScrollView or a List", notes: ["see :tree for the scroll views"])
        }
        // An update of the model at the playhead, as a finger's scroll would be.
        let output = bridge.scroll(container: k, to: Vector(dx: x, dy: y), label: ":scroll \(a[0]) \(a[1]) \(a[2])")
        let line = "content offset of \(a[0]) is (\(NumberFormat.format(x)), \(NumberFormat.format(y)))"
        return output.text.isEmpty ? .text(line) : output.prefixed(line)
      })
  }

  static func window(_ scene: Scene) -> Command {
    Command(
      name: "window", group: "Geometry",
      summary: "Show the window, or make it a canvas of a given size, with safe-area insets if given.",
      arguments: "[width height] [--safe-area top,leading,bottom,trailing] [--scale s]",
      details: """
        The root view is proposed the window less its safe-area insets and centred there \
        (docs/semantics.md §1.4); a view with .ignoresSafeArea() reaches under them. --scale \
        sets the pixel grid SHOWN frames are rounded to (3 by default).
        """,
      example: ":window 400 300 --safe-area 20,0,10,0",
      run: { invocation in
        var a = invocation.arguments[...]
        if a.isEmpty { return .text(scene.window.description) }
        var numbers: [String] = []
        var insets = EdgeInsets.zero
        var scale = 3.0
        while let arg = a.popFirst() {
          switch arg {
          case "--safe-area":
            let parts = a.popFirst()?.split(separator: ",", omittingEmptySubsequences: false)
              .map { Double($0.trimmingCharacters(in: .whitespaces)) } ?? []
            guard parts.count == 4, let t = parts[0], let l = parts[1], let b = parts[2],
              let r = parts[3], [t, l, b, r].allSatisfy({ $0.isFinite && $0 >= 0 })
            else {
              throw invocation.usageError(
                "--safe-area takes four lengths of 0 or more: top,leading,bottom,trailing")
            }
            insets = EdgeInsets(top: t, leading: l, bottom: b, trailing: r)
          case "--scale":
            guard let value = a.popFirst().flatMap(Double.init), value.isFinite, value >= 1,
              value <= 4
            else { throw invocation.usageError("--scale takes a display scale from 1 to 4") }
            scale = value
          default:
            if arg.hasPrefix("--") { throw invocation.usageError("unknown option '\(arg)'") }
            numbers.append(arg)
          }
        }
        guard numbers.count == 2, let w = Double(numbers[0]), let h = Double(numbers[1]) else {
          throw invocation.usageError("expected a width and a height in points")
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else {
          throw invocation.usageError("width and height must be between 0 and 100000 points")
        }
        guard insets.leading + insets.trailing < w, insets.top + insets.bottom < h else {
          throw invocation.usageError("the safe-area insets leave no room inside a \(numbers[0])×\(numbers[1]) window")
        }
        var window = Window.canvas(width: w, height: h, displayScale: scale)
        window.safeAreaInsets = insets
        window.layoutDirection = scene.window.layoutDirection
        scene.window = window
        return .text(scene.withRestartReport(scene.window.description))
      })
  }

  static func device(_ scene: Scene) -> Command {
    Command(
      name: "device", group: "Geometry",
      summary: "List the device presets, or put the scene in one (its size and safe area).",
      arguments: "[name] [--landscape]", example: ":device iPhone 15 Pro --landscape",
      completeArgument: { _, _ in Device.allCases.map(\.rawValue) },
      run: { invocation in
        var name = invocation.rawArguments
        let landscape = name.hasSuffix("--landscape")
        if landscape { name = String(name.dropLast("--landscape".count)).trimmingCharacters(in: .whitespaces) }
        if name.isEmpty {
          let current = scene.window.name
          return .text(
            Device.allCases.map { ($0.rawValue == current ? "* " : "  ") + $0.window.description }
              .joined(separator: "\n"))
        }
        guard let device = Device.named(name) else {
          let near = EditDistance.suggestions(for: name, among: Device.allCases.map(\.rawValue))
          throw CommandError(
            "no device named '\(name)'",
            notes: near.isEmpty ? ["type :device for the list"] : ["did you mean \(orList(near))?"])
        }
        var window = landscape ? device.landscapeWindow : device.window
        window.layoutDirection = scene.window.layoutDirection
        scene.window = window
        // The caveats are about the top inset, which a phone on its side does not have.
        let caveat = landscape ? "" : device.caveat.map { "\nnote: " + $0 } ?? ""
        return .text(scene.withRestartReport(scene.window.description + caveat))
      })
  }
}
