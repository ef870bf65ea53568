import LabScript
import LabEngine

/// Commands that act on the scene as a user would: `:tap` fires the Button action or
/// `onTapGesture` closure that a tap on a view reaches.
///
///     :tap #plus
public enum ActionCommands {
  public static func all(_ scene: Scene, _ bridge: ScriptBridge) -> [Command] {
    [tap(scene, bridge), hit(scene), delete(scene, bridge), drag(scene, bridge), longPress(scene, bridge), twoFinger("pinch", scene, bridge),
     twoFinger("rotate", scene, bridge)]
  }

  /// `:pinch <view> <scale>` and `:rotate <view> <degrees>`: two fingers on the view, in equal
  /// steps from no change to the amount, each step an update.
  static func twoFinger(_ name: String, _ scene: Scene, _ bridge: ScriptBridge) -> Command {
    let pinch = name == "pinch"
    let gestureName = pinch ? "MagnifyGesture" : "RotateGesture"
    return Command(
      name: name, group: "Geometry",
      summary: pinch
        ? "Pinch a view to a scale: run the MagnifyGesture it reaches, step by step."
        : "Turn a view by degrees: run the RotateGesture it reaches, step by step.",
      arguments: pinch ? "<view> <scale> [--steps n]" : "<view> <degrees> [--steps n]",
      details: pinch
        ? """
          Two fingers spread (or close) from a scale of 1 to the one given, in n equal steps \
          (default 4), all at the playhead's time. The nearest .gesture(MagnifyGesture) (or \
          MagnificationGesture) at or above the view runs its updating closures and onChanged \
          at each step, then onEnded and the reset of its @GestureState.
          """
        : """
          Two fingers turn from 0 to the degrees given (clockwise for positive), in n equal \
          steps (default 4), all at the playhead's time. The nearest .gesture(RotateGesture) (or \
          RotationGesture) at or above the view runs its updating closures and onChanged at \
          each step, then onEnded and the reset of its @GestureState.
          """,
      example: pinch ? ":pinch #photo 2" : ":rotate #dial 90",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        var args = Array(invocation.arguments)
        let steps = try stepsOption(&args, invocation)
        guard args.count == 2, let amount = Double(args[1]), amount.isFinite else {
          throw invocation.usageError(pinch ? "expected: :pinch <view> <scale>" : "expected: :rotate <view> <degrees>")
        }
        if pinch, amount <= 0 { throw invocation.usageError("a scale is more than 0, got \(args[1])") }
        let viewName = args[0]
        let label = ":\(name) " + args.joined(separator: " ")
        let moment: ActionHandler.Moment = pinch ? .magnify : .rotate
        func target() throws -> ActionHandler {
          let (layout, viewNames) = try scene.requireLayout()
          let n = try scene.resolve(viewName)
          if let found = nearestAction(moment, from: n, in: layout.tree) {
            if let refusal = touchRefusal(at: n, reaching: found.node, in: layout.tree, names: viewNames) { throw refusal }
            return found.handler
          }
          throw CommandError(
            "no \(gestureName) at or above " + viewNames.name(of: n),
            notes: ["two fingers reach the nearest .gesture(\(gestureName)()…) around the view"])
        }
        let start = pinch ? 1.0 : 0.0
        let batch = UpdateBatch()
        var value = start
        for k in 1...steps {
          value = start + (amount - start) * Double(k) / Double(steps)
          let out = bridge.twoFinger(token: try target().token, amount: value, ended: false, label: label, into: batch)
          if out.status != .ok { return out }
        }
        let out = bridge.twoFinger(token: try target().token, amount: value, ended: true, label: label, into: batch)
        if out.status != .ok { return out }
        return Output.text(batch.text).orNoStateChange()
      })
  }

  /// `:delete <row>`: swipes a row of a `ForEach` with `.onDelete` away (docs/semantics.md §12).
  static func delete(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "delete", group: "Geometry",
      summary: "Swipe a row away: run its ForEach's onDelete with the row's offset.",
      arguments: "<row>",
      details: """
        The row is any view inside one of the rows a ForEach with .onDelete makes, named as \
        :tree prints it. Its closure receives an IndexSet holding the row's offset among that \
        ForEach's rows, as a swipe and a tap on Delete give it; the closure removes the element \
        (items.remove(atOffsets: offsets)) and the list is laid out again. On a device the row \
        slides away; the lab shows the list after it.
        """,
      example: ":delete Text#2",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        guard invocation.arguments.count == 1 else { throw invocation.usageError("name one row") }
        let name = invocation.arguments[0]
        let (layout, viewNames) = try scene.requireLayout()
        let tree = layout.tree
        let n = try scene.resolve(name)
        // The nearest `.onDelete` at or above the view: its rows carry its closure's token.
        var node: ViewTree.NodeID? = n
        var found: (node: ViewTree.NodeID, token: String)?
        while let cur = node, found == nil {
          if case .drawing(let m) = tree.kind(cur), m.name == "onDelete", let token = m.value { found = (cur, token) }
          node = tree.parent(cur)
        }
        guard let (row, token) = found, let t = Int(token) else {
          throw CommandError(
            "\(viewNames.name(of: viewNames.row(of: n))) is not in a row of a ForEach with `.onDelete`",
            notes: ["a row can be swiped away when its ForEach has `.onDelete { offsets in … }`"])
        }
        if let refusal = touchRefusal(at: n, reaching: row, in: tree, names: viewNames) { throw refusal }
        // `.deleteDisabled(true)` on the row (on it, or on a view inside it) keeps it.
        for i in Int(row)..<tree.count {
          var up: ViewTree.NodeID? = ViewTree.NodeID(i)
          while let u = up, u != row { up = tree.parent(u) }
          guard up == row else { break }
          if case .drawing(let m) = tree.kinds[i], m.name == "deleteDisabled", m.value == "true" {
            throw CommandError(
              "\(viewNames.name(of: viewNames.row(of: n))) cannot be swiped away: its row has `.deleteDisabled(true)`")
          }
        }
        // Its offset: how many rows of the same ForEach come before it.
        var offset = 0
        for i in 0..<Int(row) {
          if case .drawing(let m) = tree.kinds[i], m.name == "onDelete", m.value == token { offset += 1 }
        }
        let out = bridge.input(token: t, value: .offsets([offset]), label: ":delete " + name)
        guard out.status == .ok else { return out }
        return out.prefixed(
          "note: on a device the row slides away and the rows below move up in an animation the List makes; "
            + "the lab shows the list after it")
      })
  }

  static func longPress(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "longpress", group: "Geometry",
      summary: "Long-press a view: run the onLongPressGesture or LongPressGesture it reaches.",
      arguments: "<view>",
      details: """
        As for :tap, the nearest long-press gesture at or above the view answers; the press \
        lasts long enough (its minimumDuration) and does not move. The root is rebuilt when \
        state changes.
        """,
      example: ":longpress #photo",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        guard invocation.arguments.count == 1 else { throw invocation.usageError("name one view") }
        let name = invocation.arguments[0]
        let (layout, viewNames) = try scene.requireLayout()
        let n = try scene.resolve(name)
        if let found = nearestAction(.longPress, from: n, in: layout.tree) {
          if let refusal = touchRefusal(at: n, reaching: found.node, in: layout.tree, names: viewNames) { throw refusal }
          return bridge.fire(token: found.handler.token, label: ":longpress " + name)
        }
        throw CommandError(
          "no onLongPressGesture or LongPressGesture at or above " + viewNames.name(of: n),
          notes: ["a long press reaches the nearest long-press gesture around the view"])
      })
  }

  static func drag(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "drag", group: "Geometry",
      summary: "Drag a view by dx, dy points: run the DragGesture it reaches, step by step.",
      arguments: "<view> | at <x> <y> by <dx> <dy> [--steps n] [--over seconds]",
      details: """
        The finger goes down at the centre of the view as drawn (or, with at x y, at that \
        point, on the view a :hit there names) and moves in a straight line, \
        in n equal steps (default 4), all at the playhead's time — or, with --over, at a steady \
        speed over that many seconds, each step at its own time on the clock (animations run \
        and scheduled work fires in between). The nearest .gesture(DragGesture) \
        at or above the view handles it: once the finger has moved minimumDistance (10 by \
        default), each step runs its updating closures and onChanged, and the root is rebuilt; \
        the last step runs onEnded and resets its @GestureState. location and startLocation are \
        in the gesture's coordinate space (.local by default: the space of the view the gesture \
        is attached to, where it is when the step happens), translation is location minus \
        startLocation. A timed drag also gives velocity (points per second, in the same space) \
        and time; an untimed one refuses them, and the predicted end is refused.
        """,
      example: ":drag #card by 120 0",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        var args = Array(invocation.arguments)
        var over: Double?
        if let i = args.firstIndex(of: "--over") {
          guard i + 1 < args.count, let s = try? TimeCommands.seconds(args[i + 1], invocation), s > 0, s <= 60
          else { throw invocation.usageError("--over needs a number of seconds above 0, at most 60") }
          over = s
          args.removeSubrange(i...(i + 1))
        }
        let steps = try stepsOption(&args, invocation)
        let label = ":drag " + args.joined(separator: " ")
        // `at x y` (or `at x,y`): the finger goes down at that point of the window, on the view
        // a touch there lands on (docs/semantics.md §12.1), named for the steps that follow.
        var downAt: Point?
        var name = args.first ?? ""
        if name == "at", let by = args.firstIndex(of: "by") {
          guard let p = point(args[1..<by]) else {
            throw invocation.usageError("expected: :drag at <x> <y> by <dx> <dy>")
          }
          let (layout, viewNames) = try scene.requireLayout()
          let n = try touched(try hitTest(scene, layout, at: p), layout: layout, names: viewNames)
          (downAt, name) = (p, viewNames.name(of: n))
          args.replaceSubrange(0..<by, with: [name])
        }
        guard args.count == 4, args[1] == "by", let dx = Double(args[2]), let dy = Double(args[3]),
          dx.isFinite, dy.isFinite
        else { throw invocation.usageError("expected: :drag <view> by <dx> <dy>") }
        /// The drag gesture a finger on the named view reaches, in the scene as it is now.
        func target() throws -> (handler: ActionHandler, node: ViewTree.NodeID, spaces: SpaceGeometry) {
          let (layout, viewNames) = try scene.requireLayout()
          let n = try scene.resolve(name)
          if let found = nearestAction(.drag, from: n, in: layout.tree) {
            if let refusal = touchRefusal(at: n, reaching: found.node, in: layout.tree, names: viewNames) { throw refusal }
            return (found.handler, found.node, scene.gestureSpaces(layout))
          }
          throw CommandError(
            "no DragGesture at or above " + viewNames.name(of: n),
            notes: ["a drag reaches the nearest .gesture(DragGesture()…) around the view"])
        }
        func inSpace(_ p: Point, _ t: (handler: ActionHandler, node: ViewTree.NodeID, spaces: SpaceGeometry))
          throws -> Point
        {
          guard let space = t.spaces.spaceNode(t.handler.space, from: t.node).node else { return p }
          guard let back = t.spaces.toGlobal[Int(space)].inverted else {
            throw CommandError("the gesture's coordinate space cannot be inverted (a flattened 3D effect)")
          }
          return back.apply(to: p)
        }
        var current = try target()
        guard let frame = current.spaces.frame(of: try scene.resolve(name), in: .global) else {
          throw CommandError("\(name) is not drawn in the window (behind the eye plane of a 3D effect)")
        }
        let down = downAt ?? Point(x: frame.midX, y: frame.midY)
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance >= current.handler.minimumDistance, distance > 0 else {
          throw CommandError(
            "a drag of \(NumberFormat.format(distance)) pt does not begin: the gesture's "
              + "minimumDistance is \(NumberFormat.format(current.handler.minimumDistance)) pt")
        }
        /// A timed drag's velocity in the gesture's space, and the time of the event.
        func motion(_ t: (handler: ActionHandler, node: ViewTree.NodeID, spaces: SpaceGeometry)) throws -> DragMotion? {
          guard let over else { return nil }
          let v = (x: dx / over, y: dy / over)
          guard let space = t.spaces.spaceNode(t.handler.space, from: t.node).node else {
            return DragMotion(velocity: Size(width: v.x, height: v.y), time: scene.timeline.playhead)
          }
          guard let back = t.spaces.toGlobal[Int(space)].inverted, back.isAffine else {
            throw CommandError(
              "the gesture's coordinate space is projected (a 3D effect): a velocity there depends on "
                + "where the finger is, which the lab does not model; drag without --over")
          }
          // A velocity is a direction: only the linear part of the map applies.
          let w = Size(width: v.x * back.m11 + v.y * back.m21, height: v.x * back.m12 + v.y * back.m22)
          return DragMotion(velocity: w, time: scene.timeline.playhead)
        }
        var start: Point?
        let batch = UpdateBatch()
        var last: Output = .text("")
        var location = down
        let startTime = scene.timeline.playhead
        var began = false
        for k in 1...steps {
          let f = Double(k) / Double(steps)
          if let over {
            // The clock moves to this step's time first: what is scheduled before it runs.
            let t = startTime + over * f
            if let ran = bridge.advance(to: t) {
              batch.add(ran)
              if ran.status != .ok { return Output.failure(batch.text) }
            } else {
              scene.movePlayhead(to: t)
            }
          }
          let p = Point(x: down.x + dx * f, y: down.y + dy * f)
          if start == nil {
            // The gesture begins once the finger has moved its minimum distance.
            guard distance * f >= current.handler.minimumDistance else { continue }
            start = try inSpace(down, current)
          }
          current = try target()
          location = try inSpace(p, current)
          last = bridge.drag(
            token: current.handler.token, location: location, start: start!, motion: try motion(current),
            began: !began, ended: false, label: label, into: batch)
          began = true
          if last.status != .ok { return last }
        }
        current = try target()
        last = bridge.drag(
          token: current.handler.token, location: location, start: start!, motion: try motion(current),
          began: !began, ended: true, label: label, into: batch)
        if last.status != .ok { return last }
        return Output.text(batch.text).orNoStateChange()
      })
  }

  static func tap(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "tap", group: "Geometry",
      summary: "Tap a view: run the Button action or onTapGesture closure it reaches.",
      arguments: "<view> | at <x> <y> [--count n]",
      details: """
        Name the view as :tree prints it: #id, Type#n, or a path like /0/1. As in SwiftUI, \
        the nearest gesture at or above the view handles the tap (a Text inside a Button \
        fires the button). With at x y, the touch lands on the view a :hit there names (the \
        first, front to back, that takes touches at that point of the window). A view under \
        .allowsHitTesting(false) is touched at its centre, which reaches whatever takes the \
        touch there. With --count n, only onTapGesture(count: n) closures answer. The \
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
        let (layout, viewNames) = try scene.requireLayout()
        if names.first == "at" {
          // A touch at a point: the view it lands on is tapped (docs/semantics.md §12.1).
          guard let p = point(names.dropFirst()) else {
            throw invocation.usageError("expected: :tap at <x> <y> (window coordinates)")
          }
          let test = try hitTest(scene, layout, at: p)
          let n = try touched(test, layout: layout, names: viewNames)
          let label = ":tap at " + names.dropFirst().joined(separator: " ")
          return try tapView(n, count: count, label: label, layout: layout, names: viewNames, bridge)
            .prefixed("\(Format.point(p)) is on \(viewNames.name(of: viewNames.row(of: n)))")
        }
        guard names.count == 1 else { throw invocation.usageError("name one view, or give a point: :tap at <x> <y>") }
        let n = try scene.resolve(names[0])
        if let m = flagged("allowsHitTesting", "false", from: n, in: layout.tree) {
          // The view lets touches through: a touch at its centre as drawn lands on whatever
          // takes it there, in front of the view or behind it.
          guard let frame = scene.gestureSpaces(layout).frame(of: n, in: .global), frame.isFinite else {
            throw CommandError("\(names[0]) is not drawn in the window (behind the eye plane of a 3D effect)")
          }
          let centre = Point(x: frame.midX, y: frame.midY)
          let test = try hitTest(scene, layout, at: centre)
          let line = layout.tree.sources[Int(m)].map { ", line \($0.line)" } ?? ""
          let target = try touched(test, layout: layout, names: viewNames)
          return try tapView(target, count: count, label: ":tap " + names[0], layout: layout, names: viewNames, bridge)
            .prefixed(
              "\(names[0]) lets touches through (`.allowsHitTesting(false)`\(line)): the touch at its centre "
                + "\(Format.point(centre)) is on \(viewNames.name(of: viewNames.row(of: target)))")
        }
        let out = try tapView(n, count: count, label: ":tap " + names[0], layout: layout, names: viewNames, bridge)
        if let cover = cover(of: n, scene, layout, viewNames) { return out.prefixed(cover) }
        return out
      })
  }

  /// A tap on `n`: the nearest Button or onTapGesture at or above it runs, or the error that
  /// says why nothing does.
  static func tapView(
    _ n: ViewTree.NodeID, count: Int, label: String, layout: Layout, names viewNames: ViewNames,
    _ bridge: ScriptBridge
  ) throws -> Output {
    guard let (handler, handlerNode) = gesture(at: n, count: count, in: layout.tree) else {
      if let refusal = touchRefusal(at: n, reaching: n, in: layout.tree, names: viewNames) { throw refusal }
      if let menu = nearestAction(.input, from: n, in: layout.tree), menu.handler.name == "menu" {
        // A Menu opens on a tap, to show its items; the lab does not show it open.
        throw CommandError(
          viewNames.name(of: viewNames.row(of: n)) + " is a Menu: a tap opens it, which the lab does not show",
          notes: ["choose one of its items with :set <menu> <item>: \(menu.handler.detail)"])
      }
      var up: ViewTree.NodeID? = n
      while let cur = up {
        if case .drawing(let m) = layout.tree.kind(cur), m.name == "navigationLink" {
          throw CommandError(
            viewNames.name(of: viewNames.row(of: n)) + " is a NavigationLink's label: following a link (pushing "
              + "its destination) is not simulated yet")
        }
        up = layout.tree.parent(cur)
      }
      // A control made of several buttons (a Stepper's halves, a Picker's segments): name them.
      let parts = buttons(under: n, in: layout.tree).map {
        "\(viewNames.name(of: $0.node)) (\($0.handler.detail))"
      }
      throw CommandError(
        "no Button or onTapGesture\(count == 1 ? "" : "(count: \(count))") at or above "
          + viewNames.name(of: viewNames.row(of: n)),
        notes: parts.isEmpty
          ? ["a tap reaches the nearest Button or .onTapGesture around the view"]
          : ["its parts take taps: " + parts.joined(separator: ", ")])
    }
    if let refusal = touchRefusal(at: n, reaching: handlerNode, in: layout.tree, names: viewNames) { throw refusal }
    return bridge.fire(token: handler.token, label: label)
  }

  /// `:set <view> <value>`: the nearest TextField, SecureField or Slider at, inside or above
  /// the view takes the value — text in quotes, or a number.
  static func input(_ scene: Scene, _ bridge: ScriptBridge, view name: String, value text: String) throws -> Output {
    let (layout, viewNames) = try scene.requireLayout()
    let n = try scene.resolve(name)
    let tree = layout.tree
    var handler: ActionHandler?
    var handlerNode = n
    var node: ViewTree.NodeID? = n
    // Down through the modifiers on the named view, then up through its ancestors.
    var down = n
    while handler == nil {
      if case .action(let h) = tree.kind(down), h.moment == .input { (handler, handlerNode) = (h, down) }
      guard tree.kind(down).isModifier, tree.childCount(of: down) > 0 else { break }
      down = tree.content(of: down)
    }
    while handler == nil, let cur = node {
      if case .action(let h) = tree.kind(cur), h.moment == .input { (handler, handlerNode) = (h, cur) }
      node = tree.parent(cur)
    }
    guard let handler else {
      // A segmented Picker: a segment is chosen by its title (or its tag), as a tap on it would.
      let segments = buttons(under: n, in: tree).filter { $0.handler.name == "segment" }
      if !segments.isEmpty {
        let titled = segments.map { ($0, firstText(under: $0.node, in: tree) ?? $0.handler.detail) }
        guard let (segment, _) = titled.first(where: { $0.1 == text || $0.0.handler.detail == text }) else {
          throw CommandError(
            "no segment `\(text)` in this Picker; its segments are " + titled.map(\.1).joined(separator: ", "))
        }
        if let refusal = touchRefusal(at: n, reaching: segment.node, in: tree, names: viewNames) { throw refusal }
        return bridge.fire(token: segment.handler.token, label: ":set \(name) \(text)")
      }
      throw CommandError(
        "no TextField, SecureField or Slider at or around " + viewNames.name(of: n),
        notes: ["`:set <view> <value>` types into a text field, moves a slider or chooses a segment; `:tap` flips a Toggle"])
    }
    if let refusal = touchRefusal(at: n, reaching: handlerNode, in: tree, names: viewNames) { throw refusal }
    // A text field takes the rest of the line as its text; a slider, or a field that edits a
    // number through a format style, a number.
    let value: InputValue
    let takesNumber = handler.name == "slider" || handler.name == "valueField"
    if !takesNumber {
      value = .text(text)
    } else if let number = Double(text), number.isFinite {
      value = .number(number)
    } else {
      let what = handler.name == "slider" ? "a slider" : "a field with a number format"
      throw CommandError.usage("\(what) takes a number, such as 0.3; got '\(text)'", usage: ":set <view> <value>")
    }
    return bridge.input(token: handler.token, value: value, label: ":set \(name) \(text)")
  }

  /// `--steps n` (1 to 100, default 4) taken out of a gesture command's arguments; any other
  /// option is a usage error.
  static func stepsOption(_ args: inout [String], _ invocation: CommandInvocation) throws -> Int {
    var steps = 4
    if let i = args.firstIndex(of: "--steps") {
      guard i + 1 < args.count, let n = Int(args[i + 1]), (1...100).contains(n) else {
        throw invocation.usageError("--steps needs a number from 1 to 100")
      }
      steps = n
      args.removeSubrange(i...(i + 1))
    }
    if let unknown = args.first(where: { $0.hasPrefix("--") }) {
      throw invocation.usageError("unknown option '\(unknown)'")
    }
    return steps
  }

  /// Why a touch on `n` that would reach the action at `handler` does nothing, as SwiftUI
  /// delivers touches (docs/semantics.md §12): `.allowsHitTesting(false)` at or above the view
  /// lets the touch pass through to the views behind it, which the lab does not find by place
  /// yet; `.disabled(true)` at or above the action turns it off (a `.disabled(false)` inside
  /// does not turn it on again). Nil when the touch arrives.
  static func touchRefusal(
    at n: ViewTree.NodeID, reaching handler: ViewTree.NodeID, in tree: ViewTree, names: ViewNames
  ) -> CommandError? {
    func place(_ m: ViewTree.NodeID) -> String {
      tree.sources[Int(m)].map { " (line \($0.line))" } ?? ""
    }
    if let m = flagged("allowsHitTesting", "false", from: n, in: tree) {
      return CommandError(
        names.name(of: n) + " does not take touches: `.allowsHitTesting(false)`\(place(m)) lets them pass "
          + "through to the views behind it",
        notes: ["the touch goes on to the view behind it there (`:hit x y` shows which): name that view"])
    }
    if let m = flagged("disabled", "true", from: handler, in: tree) {
      return CommandError(
        names.name(of: n) + " is disabled by `.disabled(true)`\(place(m)): a touch does nothing",
        notes: ["a disabled view and the views inside it take no touches, as in SwiftUI"])
    }
    return nil
  }

  /// The nearest drawing modifier `name` with the flag `value` at or above `start`.
  static func flagged(_ name: String, _ value: String, from start: ViewTree.NodeID, in tree: ViewTree) -> ViewTree.NodeID? {
    var node: ViewTree.NodeID? = start
    while let cur = node {
      if case .drawing(let m) = tree.kind(cur), m.name == name, m.value == value { return cur }
      node = tree.parent(cur)
    }
    return nil
  }

  /// The nearest action of `moment` at or above `n` (a gesture reaches its view's ancestors').
  static func nearestAction(_ moment: ActionHandler.Moment, from n: ViewTree.NodeID, in tree: ViewTree)
    -> (handler: ActionHandler, node: ViewTree.NodeID)?
  {
    var node: ViewTree.NodeID? = n
    while let cur = node {
      if case .action(let h) = tree.kind(cur), h.moment == moment { return (h, cur) }
      node = tree.parent(cur)
    }
    return nil
  }

  /// The string of the first Text at or inside `n`, in tree order.
  static func firstText(under n: ViewTree.NodeID, in tree: ViewTree) -> String? {
    if case .text(let t) = tree.kind(n) { return t.string }
    for c in tree.children(of: n) {
      if let s = firstText(under: c, in: tree) { return s }
    }
    return nil
  }

  /// The buttons inside a view (a Stepper's − and +, a Picker's segments), with the view each
  /// is named by in `:tree`.
  static func buttons(under n: ViewTree.NodeID, in tree: ViewTree) -> [(node: ViewTree.NodeID, handler: ActionHandler)] {
    var found: [(node: ViewTree.NodeID, handler: ActionHandler)] = []
    func walk(_ m: ViewTree.NodeID) {
      if case .action(let h) = tree.kind(m), h.moment == .button {
        var named = m
        while tree.kind(named).foldsIntoRow, tree.childCount(of: named) == 1 { named = tree.content(of: named) }
        found.append((named, h))
        return
      }
      for c in tree.children(of: m) { walk(c) }
    }
    for c in tree.children(of: n) { walk(c) }
    return found
  }

  /// The gesture a tap on `n` reaches: the nearest Button or `onTapGesture` at or above it
  /// (child gestures take precedence over their ancestors' in SwiftUI).
  static func gesture(at n: ViewTree.NodeID, count: Int, in tree: ViewTree)
    -> (handler: ActionHandler, node: ViewTree.NodeID)?
  {
    var node: ViewTree.NodeID? = n
    while let cur = node {
      if case .action(let h) = tree.kind(cur), h.moment.isGesture, h.count == count { return (h, cur) }
      node = tree.parent(cur)
    }
    return nil
  }
}
