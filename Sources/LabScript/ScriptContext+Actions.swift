import LabEngine
import SwiftSyntax

/// One lifecycle closure of an update: where it sits (its identity) and what it holds.
struct LifecycleEntry {
  var moment: ActionHandler.Moment
  var action: Interpreter.Action
}

/// Running user closures at SwiftUI's moments (issue 3): a gesture fired by the session
/// (`:tap`), and after each update `onDisappear`, `onAppear`, `onChange(of:)` and `task(id:)`.
/// Everything runs on the session's thread, in tree order, so output is deterministic.
extension ScriptContext {
  /// Runs the gesture action with this token (a `Button` action or an `.onTapGesture`
  /// closure of the current root) and rebuilds the root when state changed.
  ///
  ///     context.fire(token: handler.token).root  // the tree after the tap
  public func fire(token: Int) -> EvaluationResult {
    closurePass { interp in
      guard let action = interp.actions[token] else {
        throw RuntimeError(.error("that action is no longer part of the view tree"), kind: .stale)
      }
      if let fn = action.function {
        let node = Syntax(TokenSyntax.identifier("action"))
        // `onTapGesture { location in … }` (iOS 17) receives the tap location.
        try interp.runAction(fn, values: [.point(.zero)], node: node)
      }
    }
  }

  /// Delivers one step of a pinch (a scale) or a rotation (degrees) to the gesture with this
  /// token; `ended` for the last. Rebuilds the root when state changed.
  public func fireTwoFinger(token: Int, amount: Double, ended: Bool) -> EvaluationResult {
    closurePass { interp in
      try interp.deliverTwoFinger(token: token, amount: amount, ended: ended)
    }
  }

  /// Gives the control with this token a value from the prompt (`:set #field "text"`): its
  /// closure writes the binding. Rebuilds the root when state changed.
  public func fireInput(token: Int, value: InputValue) -> EvaluationResult {
    closurePass { interp in
      guard let action = interp.actions[token], let fn = action.function else {
        throw RuntimeError(.error("that control is no longer part of the view tree"), kind: .stale)
      }
      let argument: Value
      switch value {
      case .text(let s): argument = .string(s)
      case .number(let d): argument = .double(d)
      case .offsets(let offsets): argument = OpaqueValue.indexSet(offsets)
      }
      _ = try interp.call(fn, [argument], node: Syntax(TokenSyntax.identifier("input")))
    }
  }

  /// Delivers one event of a drag (`:drag`) to the `DragGesture` with this token: its
  /// location and start in the gesture's coordinate space; `began` for the first one, `ended` for
  /// the last one. Rebuilds
  /// the root when state changed.
  public func fireDrag(
    token: Int, location: Point, start: Point, motion: DragMotion? = nil, began: Bool = false, ended: Bool
  ) -> EvaluationResult {
    closurePass { interp in
      try interp.deliverDrag(token: token, location: location, start: start, motion: motion, began: began, ended: ended)
    }
  }

  /// When the next scheduled work runs on the clock (`asyncAfter`, a timer), if any.
  public var nextWorkTime: Double? { interpreter.scheduled.map(\.time).min() }

  /// How `:timeline` names the update the next scheduled work makes.
  public var nextWorkLabel: String? {
    interpreter.scheduled.min { ($0.time, $0.id) < ($1.time, $1.id) }?.label
  }

  /// Runs every piece of work due at `time` (the earliest scheduled time; the session moves the
  /// playhead there first), in the order it was scheduled; a repeating timer is scheduled again
  /// for its next time (`TimeSources.next`). Rebuilds the root when state changed.
  public func runWork(at time: Double) -> EvaluationResult {
    interpreter.now = time
    return closurePass { interp in
      let due = interp.scheduled.filter { $0.time <= time }.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
      interp.scheduled.removeAll { $0.time <= time }
      for var work in due {
        if work.every != nil {
          TimeSources.next(&work)
          interp.scheduled.append(work)
        }
        let node = Syntax(TokenSyntax.identifier("timer"))
        if let receiver = work.receiver {
          if self.lifecycle[receiver]?.moment == .timeline {
            interp.pass.timelineDue = true  // its content reads the new date
            continue
          }
          if self.lifecycle[receiver]?.moment == .keyframes {
            guard let fn = self.lifecycle[receiver]?.action.function else { continue }
            try interp.runAction(fn, values: [.string(receiver), .string("frame")], node: node)
            continue
          }
          if self.lifecycle[receiver]?.moment == .phases {
            // A phase animator's next phase: its closure knows where it lives.
            guard let fn = self.lifecycle[receiver]?.action.function else { continue }
            try interp.runAction(fn, values: [.string(receiver)], node: node)
            continue
          }
          guard let fn = self.lifecycle[receiver]?.action.function else { continue }
          try interp.runAction(fn, values: [DateBuiltins.now(interp)], node: node)
        } else if let fn = work.function {
          // A scheduled timer's block receives the timer (`asyncAfter`'s closure takes nothing).
          let timer = Value.opaque(OpaqueValue(kind: "Timer", text: String(work.id)))
          try interp.runAction(fn, values: [timer], node: node)
        }
      }
    }
  }

  /// Runs user closures outside an input (a tap, lifecycle moments, preference changes): one
  /// frame for all of them — a fresh pass on the large stack, the root rebuilt when state
  /// changed, runtime errors as diagnostics, rendered. A closure that fails keeps what it
  /// changed before it failed, and the root is rebuilt from that state too, so that the views
  /// shown always agree with `:state`.
  func closurePass(_ body: @escaping (Interpreter) throws -> Void) -> EvaluationResult {
    runPass(source: nil) { interp, result in
      do {
        try body(interp)
      } catch {
        try? self.rebuildIfNeeded(into: &result)
        throw error
      }
      try self.rebuildIfNeeded(into: &result)
    }
  }

  /// Runs the lifecycle closures of the update that produced `root` (SwiftUI runs them after
  /// the update): first `onDisappear` of views that left, then, in tree order, `onAppear`
  /// and `task` of views that joined, `onChange` whose value differs from the last update
  /// (or that joined with `initial: true`), and `task(id:)` whose id changed. Returns the
  /// rebuilt root when they changed state.
  public func runLifecycle(_ root: ViewDescription) -> EvaluationResult {
    closurePass { _ in
      let (current, order) = self.lifecycleEntries(root)
      let previous = self.lifecycle
      let previousOrder = self.lifecycleOrder
      self.lifecycle = current
      self.lifecycleOrder = order
      // What each `.onReceive` runs when a value arrives: its view's closure now.
      self.interpreter.liveReceivers = [:]
      for (key, entry) in current where entry.moment == .receive {
        self.interpreter.liveReceivers[key] = entry.action.function
      }
      do {
        for key in previousOrder where current[key] == nil {
          // A view that leaves stops receiving its timer; a TimelineView its dates.
          if [.receive, .timeline, .phases, .keyframes].contains(previous[key]?.moment) {
            self.interpreter.scheduled.removeAll { $0.receiver == key }
            self.cancelReceiver(key)
          }
          if previous[key]?.moment == .task { try self.cancelTask(key) }
          guard let old = previous[key], old.moment == .disappear else { continue }
          try self.run(old.action, [])
        }
        for key in order {
          guard let entry = current[key] else { continue }
          let old = previous[key]
          let now = entry.action.watched ?? .void
          let was = old?.action.watched ?? .void
          switch entry.moment {
          case .appear where old == nil:
            try self.run(entry.action, [])
          case .task where old == nil:
            try self.runTask(entry.action, key)
          case .task where !was.isEqual(to: now):
            // A new id: the old task is cancelled and a new one starts.
            try self.cancelTask(key)
            try self.runTask(entry.action, key)
          case .change where old == nil && entry.action.initial:
            try self.run(entry.action, [now, now])
          case .change where old != nil && !was.isEqual(to: now):
            try self.run(entry.action, [was, now])
          case .timeline where old == nil:
            // Its dates start when it appears: the next one after now.
            if case .opaque(let o) = now, let schedule = TimelineSchedule(o.text) {
              self.interpreter.schedule(
                ScheduledWork(
                  id: 0, time: schedule.next(after: self.interpreter.now), every: schedule.interval,
                  function: nil, receiver: key, label: "(TimelineView)"))
            }
          case .keyframes where old == nil:
            try self.run(entry.action, [.string(key), .string("appear")])
          case .keyframes where !was.isEqual(to: now):
            if case .bool = now {
              try self.run(entry.action, [.string(key), .string("repeating")])
            } else {
              try self.run(entry.action, [.string(key), .string("trigger")])
            }
          case .phases where old == nil && now.isEqual(to: .void):
            // No trigger: the first phase is shown, and the move to the second starts at once.
            try self.run(entry.action, [.string(key)])
          case .phases where old != nil && !was.isEqual(to: now):
            // The trigger changed: one cycle through the phases.
            try self.run(entry.action, [.string(key), .bool(true)])
          case .receive where old == nil || !was.isEqual(to: now):
            // A publisher: subscribed to as the view appears, and again when the view's
            // publisher is not the last update's (docs/semantics.md §13.1).
            if case .publisher(let p) = now {
              self.cancelReceiver(key)
              try self.interpreter.subscribe(p, .receiver(key), at: Syntax(TokenSyntax.identifier("onReceive")))
              continue
            }
            // An autoconnected timer starts when its subscriber appears, and a new timer
            // publisher starts again one that `upstream.connect().cancel()` stopped. A running
            // timer goes on when the view's publisher is made again (the same schedule, now
            // the new publisher's to cancel).
            if case .opaque(let o) = now, let every = Double(o.text) {
              if let running = self.interpreter.scheduled.firstIndex(where: { $0.receiver == key }) {
                self.interpreter.scheduled[running].publisher = o.identity
              } else {
                var work = ScheduledWork(
                  id: 0, time: self.interpreter.now + every, every: every, function: nil,
                  receiver: key, label: "(Timer.publish)")
                work.publisher = o.identity
                self.interpreter.schedule(work)
              }
            }
          default: break
          }
        }
      }
    }
  }

  // MARK: Helpers

  /// Ends the subscription of the `.onReceive` with this key.
  private func cancelReceiver(_ key: String) {
    for sub in interpreter.subscriptions {
      if case .receiver(key) = sub.sink { interpreter.cancelSubscription(sub.id) }
    }
  }

  /// A `.task`'s closure, whose body may wait on the clock with `Task.sleep`.
  private func runTask(_ action: Interpreter.Action, _ key: String) throws {
    interpreter.pass.taskBodyNext = TaskStart(key: key)
    defer { interpreter.pass.taskBodyNext = nil }
    try run(action, [])
  }

  private func cancelTask(_ key: String) throws { try interpreter.cancelTask(key) }

  private func run(_ action: Interpreter.Action, _ values: [Value]) throws {
    guard let fn = action.function else { return }
    try interpreter.runAction(fn, values: values, node: Syntax(TokenSyntax.identifier("action")))
  }

  /// Runs waiting `DispatchQueue.main.async` work (queued by these closures, or by a
  /// GeometryEffect during layout), then builds the root again if a state value really
  /// changed: SwiftUI skips the update when an assignment stores an equal value.
  func rebuildIfNeeded(into result: inout EvaluationResult) throws {
    let interp = interpreter
    let deferred = interp.deferredClosures
    interp.deferredClosures = []
    for fn in deferred {
      _ = try interp.call(fn, [Value](), node: Syntax(TokenSyntax.identifier("async")))
    }
    guard interp.pass.timelineDue || interp.pass.stateChanges.contains(where: { !$0.old.isEqual(to: $0.new) })
    else { return }
    result.isTimelineUpdate = interp.pass.timelineDue
    result.root = try buildRoot()
  }

  /// The lifecycle closures of a tree, keyed by identity (docs/architecture.md §4): the child slot at
  /// each level, or the id of a `ForEach` element or `.id(_)`, so that a moved element keeps
  /// its closures and a new branch of an `if` gets new ones.
  ///
  /// Order: one view's closures in the order its modifiers are written (the innermost
  /// first, as SwiftUI runs `.onAppear { a }.onAppear { b }`), and a container's before its
  /// children's. SwiftUI documents no order across views; this fixed one keeps output
  /// deterministic.
  func lifecycleEntries(_ root: ViewDescription) -> ([String: LifecycleEntry], [String]) {
    var entries: [String: LifecycleEntry] = [:]
    var order: [String] = []
    func key(_ parent: String, _ child: ViewDescription, _ i: Int) -> String {
      switch child.kind {
      case .element(let id): return parent + "/[" + id + "]"
      case .identifier(let id): return parent + "/#" + id
      default: break
      }
      return parent + "/" + String(i)
    }
    var stack: [(ViewDescription, String)] = [(root, "")]
    while let (view, path) = stack.popLast() {
      if case .action = view.kind, entries[path] == nil {
        // The modifier chain of one view: down through layout-neutral modifiers.
        var chain: [(ViewDescription, String)] = [(view, path)]
        while let (last, lastPath) = chain.last, last.kind.isLayoutNeutral,
          let content = last.children.first
        {
          chain.append((content, key(lastPath, content, 0)))
        }
        for (node, nodePath) in chain.reversed() {
          guard case .action(let handler) = node.kind, !handler.moment.isGesture,
            let action = interpreter.actions[handler.token], entries[nodePath] == nil
          else { continue }
          entries[nodePath] = LifecycleEntry(moment: handler.moment, action: action)
          order.append(nodePath)
        }
      }
      for (i, child) in view.children.enumerated().reversed() {
        stack.append((child, key(path, child, i)))
      }
    }
    return (entries, order)
  }
}

/// A value typed at the prompt for a control (`:set #field "text"`, `:set #slider 0.3`).
public enum InputValue: Sendable {
  case text(String)
  case number(Double)
  /// The offsets of rows a swipe deletes (`onDelete`'s `IndexSet`).
  case offsets([Int])
}
