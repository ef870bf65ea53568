import LabEngine
import SwiftSyntax

/// A keyframe, a track or a timeline as user code builds them (iOS 17; docs/semantics.md §8.8).
public enum KeyframeValue {
  case keyframe(KeyframeSpec)
  /// `KeyframeTrack(\.path) { … }`; an empty path is the root value.
  case track(path: [String], keyframes: [KeyframeSpec])
  /// `KeyframeTimeline(initialValue:) { … }`, or what a keyframe animator runs.
  case run(KeyframeRun)
}

extension KeyframeValue {
  var typeName: String {
    switch self {
    case .keyframe(let k): return k.name
    case .track: return "KeyframeTrack"
    case .run: return "KeyframeTimeline"
    }
  }
}

/// One keyframe as written: its value stays a `Value` until its track knows the type.
public struct KeyframeSpec {
  enum Kind {
    case linear(UnitCurve)
    case spring(Spring)
    case cubic
    case move
  }

  var kind: Kind
  var target: Value
  /// nil for a spring without one: the spring's settling duration.
  var duration: Double?
  var startVelocity: Value?
  var endVelocity: Value?
  var name: String
}

/// Tracks evaluated from a start value: the value at any time since the start.
public struct KeyframeRun {
  struct Track {
    var path: [String]
    var timeline: KeyframeTrackTimeline
    /// The value at the path when the run began, whose type the track's values take.
    var template: Value
  }

  var initial: Value
  var tracks: [Track]
  /// The clock time the run began (an animator's), 0 for a `KeyframeTimeline`.
  var startTime: Double
  var repeating: Bool

  /// The longest track's duration (Apple: "equal to the duration of the longest track").
  var duration: Double { tracks.map(\.timeline.duration).max() ?? 0 }

  /// The value `time` seconds into the run: each track writes its value at its path, in the
  /// order they were declared, so a later track wins.
  func value(at time: Double) throws -> Value {
    try sample(at: time).value
  }

  /// The value and, per track, its velocity.
  func sample(at time: Double) throws -> (value: Value, velocities: [[Double]]) {
    var value = initial
    var velocities: [[Double]] = []
    for track in tracks {
      let (components, velocity) = track.timeline.sample(at: time)
      value = try Keyframes.setting(track.path, of: value, to: Keyframes.make(components, like: track.template))
      velocities.append(velocity)
    }
    return (value, velocities)
  }

  /// A repeating run's time within its loop (VVD's reading: the elapsed time modulo the
  /// duration); a run that does not repeat holds at its end.
  func localTime(at clock: Double) -> Double {
    let elapsed = Swift.max(0, clock - startTime)
    let d = duration
    guard d > 0 else { return 0 }
    if repeating { return elapsed.truncatingRemainder(dividingBy: d) }
    return Swift.min(elapsed, d)
  }

  func isFinished(at clock: Double) -> Bool { !repeating && clock - startTime >= duration - 1e-12 }
}

enum Keyframes {
  static let typeNames = [
    "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe", "KeyframeTrack", "KeyframeTimeline",
  ]

  // MARK: Construction

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "KeyframeTrack":
      try c.checkLabels([nil, "content"])
      var path: [String] = []
      if let arg = c.argument(nil), !ViewBuiltins.isClosure(arg.value) {
        guard case .keyPath(let p) = arg.value else {
          throw interp.error("`KeyframeTrack` takes a key path, such as `\\.scale`", at: arg.node, kind: .typeMismatch)
        }
        path = p.filter { $0 != "self" }
      }
      guard let content = c.closure("content") ?? c.firstUnlabelledClosure else {
        throw c.fail("`KeyframeTrack` needs its keyframes in a closure", kind: .argument)
      }
      let built = try interp.call(content, [Value](), node: c.node)
      let keyframes = try items(built, at: c.node, interp).map { item -> KeyframeSpec in
        guard case .keyframes(.keyframe(let k)) = item else {
          throw c.fail("a `KeyframeTrack` holds keyframes (`LinearKeyframe`, `SpringKeyframe` …)", kind: .typeMismatch)
        }
        return k
      }
      return .keyframes(.track(path: path, keyframes: keyframes))
    case "KeyframeTimeline":
      try c.checkLabels(["initialValue", "content"])
      guard let initial = c.argument("initialValue")?.value else {
        throw c.fail("`KeyframeTimeline` needs `initialValue:`", kind: .argument)
      }
      guard let content = c.closure("content") ?? c.firstUnlabelledClosure else {
        throw c.fail("`KeyframeTimeline` needs its tracks in a closure", kind: .argument)
      }
      let built = try interp.call(content, [Value](), node: c.node)
      return .keyframes(.run(try run(from: initial, velocities: nil, tracks: built, at: c.node, interp)))
    default:
      return .keyframes(.keyframe(try keyframe(name, &c)))
    }
  }

  private static func keyframe(_ name: String, _ c: inout CallContext) throws -> KeyframeSpec {
    guard let target = c.argument(nil)?.value else { throw c.fail("`\(name)` needs the value it goes to", kind: .argument) }
    switch name {
    case "MoveKeyframe":
      try c.checkLabels([nil])
      return KeyframeSpec(kind: .move, target: target, duration: 0, name: name)
    case "LinearKeyframe":
      try c.checkLabels([nil, "duration", "timingCurve"])
      var curve = UnitCurve.linear
      if let value = try c.resolved("timingCurve", as: .unitCurve) {
        guard case .unitCurve(let u) = value else {
          throw c.fail("`timingCurve:` takes a `UnitCurve`, such as `.easeIn`", kind: .typeMismatch)
        }
        curve = u
      }
      return KeyframeSpec(kind: .linear(curve), target: target, duration: try duration(&c, name), name: name)
    case "CubicKeyframe":
      try c.checkLabels([nil, "duration", "startVelocity", "endVelocity"])
      return KeyframeSpec(
        kind: .cubic, target: target, duration: try duration(&c, name),
        startVelocity: c.argument("startVelocity")?.value, endVelocity: c.argument("endVelocity")?.value, name: name)
    default:
      try c.checkLabels([nil, "duration", "spring", "startVelocity"])
      var spring = Spring()
      if let value = try c.resolved("spring", as: .spring) {
        guard case .spring(let s) = value else {
          throw c.fail("`spring:` takes a `Spring`, such as `.bouncy`", kind: .typeMismatch)
        }
        spring = s
      }
      let d: Double? = c.has("duration") ? try duration(&c, name) : nil
      return KeyframeSpec(
        kind: .spring(spring), target: target, duration: d, startVelocity: c.argument("startVelocity")?.value,
        name: name)
    }
  }

  private static func duration(_ c: inout CallContext, _ name: String) throws -> Double {
    guard let d = try c.double("duration") else { throw c.fail("`\(name)` needs `duration:`", kind: .argument) }
    guard d.isFinite, d >= 0 else { throw c.fail("a keyframe's duration must be a finite number of seconds, at least 0", kind: .argument) }
    return d
  }

  /// What a builder closure made: one item, or a list.
  static func items(_ built: Value, at node: Syntax, _ interp: Interpreter) throws -> [Value] {
    switch built {
    case .array(let values): return values
    case .void: return []
    case .keyframes: return [built]
    default:
      throw interp.error("expected keyframes or keyframe tracks, got a value of type `\(built.typeName)`", at: node, kind: .typeMismatch)
    }
  }

  /// Evaluates the tracks `built` from `initial`: each track starts at its path's value, with
  /// the velocity a run before it had there (a trigger that restarts it mid-flight).
  static func run(from initial: Value, velocities: [[String]: [Double]]?, tracks built: Value, at node: Syntax, _ interp: Interpreter)
    throws -> KeyframeRun
  {
    var tracks: [KeyframeRun.Track] = []
    for item in try items(built, at: node, interp) {
      let path: [String]
      let specs: [KeyframeSpec]
      switch item {
      case .keyframes(.track(let p, let k)): (path, specs) = (p, k)
      case .keyframes(.keyframe(let k)): (path, specs) = ([], [k])  // keyframes of the root value
      default:
        throw interp.error("a keyframes closure holds `KeyframeTrack`s", at: node, kind: .typeMismatch)
      }
      let template = try value(at: path, of: initial, node, interp)
      guard let start = components(template) else {
        throw interp.error(
          "the lab animates keyframes of `Double`, `CGFloat`, `Angle`, `CGPoint`, `CGSize` and `CGRect` values; "
            + "`\(path.isEmpty ? "the value" : "\\." + path.joined(separator: "."))` is a `\(template.typeName)`",
          at: node, kind: .notSupported)
      }
      var keyframes: [Keyframe] = []
      for spec in specs {
        guard let target = components(spec.target), target.count == start.count else {
          throw interp.error(
            "`\(spec.name)` goes to a `\(spec.target.typeName)`, but the track animates a `\(template.typeName)`",
            at: node, kind: .typeMismatch)
        }
        func velocity(_ v: Value?) throws -> [Double]? {
          guard let v else { return nil }
          guard let c = components(v), c.count == start.count else {
            throw interp.error("a keyframe's velocity has the type of its value (`\(template.typeName)`)", at: node, kind: .typeMismatch)
          }
          return c
        }
        switch spec.kind {
        case .move: keyframes.append(Keyframe(.move, to: target, duration: 0))
        case .linear(let curve): keyframes.append(Keyframe(.linear(curve), to: target, duration: spec.duration ?? 0))
        case .cubic:
          keyframes.append(
            Keyframe(
              .cubic(startVelocity: try velocity(spec.startVelocity), endVelocity: try velocity(spec.endVelocity)),
              to: target, duration: spec.duration ?? 0))
        case .spring(let spring):
          // No duration: the spring's settling duration (Apple's SpringKeyframe page). [INF]
          keyframes.append(
            Keyframe(
              .spring(spring, startVelocity: try velocity(spec.startVelocity)), to: target,
              duration: spec.duration ?? spring.settlingDuration))
        }
      }
      let carried = velocities?[path] ?? [Double](repeating: 0, count: start.count)
      tracks.append(
        KeyframeRun.Track(
          path: path, timeline: KeyframeTrackTimeline(from: start, velocity: carried, keyframes: keyframes),
          template: template))
    }
    let run = KeyframeRun(initial: initial, tracks: tracks, startTime: 0, repeating: false)
    if run.tracks.contains(where: \.timeline.hasCubic) {
      interp.warn(
        "CubicKeyframe: Apple describes a Catmull-Rom spline through the keyframes but not its tangents "
          + "where durations differ or at a track's ends; the lab weights them by time and ends a track at "
          + "rest, so values in flight may differ from a device's (docs/semantics.md §8.8)", at: node)
    }
    if run.tracks.contains(where: \.timeline.cutsSpringShort) {
      interp.warn(
        "a SpringKeyframe ends before its spring settles (more than 1 % of its move short of its value); "
          + "where the track goes on from there is not documented, and the lab goes on from where the "
          + "spring was (docs/semantics.md §8.8)", at: node)
    }
    return run
  }

  // MARK: Values as vectors

  /// The components of an animatable value's `animatableData`.
  static func components(_ v: Value) -> [Double]? {
    switch v {
    case .double(let d): return [d]
    case .int(let i): return [Double(i)]
    case .angle(let a): return [a.radians]
    case .point(let p): return [p.x, p.y]
    case .size(let s): return [s.width, s.height]
    case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
    default: return nil
    }
  }

  static func make(_ c: [Double], like template: Value) -> Value {
    switch template {
    case .angle: return .angle(Angle(radians: c[0]))
    case .point: return .point(Point(x: c[0], y: c[1]))
    case .size: return .size(Size(width: c[0], height: c[1]))
    case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    default: return .double(c[0])
    }
  }

  /// The value at a key path of stored properties.
  static func value(at path: [String], of root: Value, _ node: Syntax, _ interp: Interpreter) throws -> Value {
    var value = root
    for name in path {
      guard case .instance(let inst) = value, let field = inst.fields[name] else {
        throw interp.error(
          "a keyframe track's key path must name stored properties of the value (`\\.\(path.joined(separator: "."))`)",
          at: node, kind: .notSupported)
      }
      value = field
    }
    return value
  }

  static func setting(_ path: [String], of root: Value, to value: Value) throws -> Value {
    guard let first = path.first else { return value }
    guard case .instance(var inst) = root, let field = inst.fields[first] else { return root }
    inst.fields[first] = try setting(Array(path.dropFirst()), of: field, to: value)
    return .instance(inst)
  }

  // MARK: Members

  /// `timeline.duration`, `timeline.value(time:)`, `timeline.value(progress:)`.
  static func member(_ run: KeyframeRun, _ name: String) -> Value? {
    switch name {
    case "duration": return .double(run.duration)
    case "value":
      return .function(
        FunctionValue(name: "value") { c in
          try c.checkLabels(["time", "progress"])
          if let t = try c.double("time") { return try run.value(at: t) }
          if let p = try c.double("progress") { return try run.value(at: p * run.duration) }
          throw c.fail("`value` takes `time:` or `progress:`", kind: .argument)
        })
    default: return nil
    }
  }
}

/// `KeyframeAnimator` and `.keyframeAnimator` (iOS 17; docs/semantics.md §8.8): content built
/// from a value that keyframes drive on the clock. Each run is the animator's own state (kept
/// as a `@State` is, by the animator's place in build order); while one runs, the view is
/// built again every 1/120 s — SwiftUI runs the content closure on every frame — as an update
/// on the timeline, like a `TimelineView(.animation)`'s.
///
///     Circle().keyframeAnimator(initialValue: 1.0, trigger: taps) { c, s in c.scaleEffect(s) }
///       keyframes: { _ in KeyframeTrack { LinearKeyframe(1.5, duration: 0.2); SpringKeyframe(1) } }
enum KeyframeAnimators {
  /// `KeyframeAnimator(initialValue:repeating:content:keyframes:)` (`modifying` nil) and
  /// `.keyframeAnimator(…)` on a view, each also with `trigger:`.
  static func make(_ c: inout CallContext, modifying view: ViewDescription?) throws -> Value {
    try c.checkLabels(["initialValue", "repeating", "trigger", "content", "keyframes"])
    let content = try PhaseAnimators.animatorContent(&c, modifying: view, value: "value")
    return .view(try build(&c, content: content))
  }

  /// The content for the value at the clock's time, under a `.keyframes` action node whose
  /// closure starts runs and draws their frames.
  private static func build(_ c: inout CallContext, content: (Value) throws -> ViewDescription) throws
    -> ViewDescription
  {
    let interp = c.interpreter
    guard let initial = c.argument("initialValue")?.value else {
      throw c.fail("`\(c.name)` needs `initialValue:`", kind: .argument)
    }
    guard let keyframes = c.closure("keyframes") else {
      throw c.fail("`\(c.name)` needs a `keyframes:` closure `{ value in KeyframeTrack … }`", kind: .argument)
    }
    let triggered = c.has("trigger")
    if triggered, c.has("repeating") {
      throw c.fail("`\(c.name)` takes `trigger:` or `repeating:`, not both", kind: .argument)
    }
    let repeating = triggered ? false : (try c.bool("repeating") ?? true)
    let n = (interp.pass.ownerOrdinals["KeyframeAnimator"] ?? 0) + 1
    interp.pass.ownerOrdinals["KeyframeAnimator"] = n
    let key = StateKey(owner: n == 1 ? "KeyframeAnimator" : "KeyframeAnimator#\(n)", name: "run")
    var value = initial
    if case .keyframes(.run(let run))? = interp.state[key] {
      value = try run.value(at: run.localTime(at: interp.now))
    }
    let view = try content(value)
    let animator = Animator(key: key, initial: initial, keyframes: keyframes, repeating: repeating, node: c.nameNode)
    let act = FunctionValue(name: "keyframeAnimator") { call in
      guard case .string(let lifecycleKey)? = call.arguments.first?.value,
        case .string(let what)? = call.arguments.last?.value
      else { return .void }
      try animator.perform(what, call.interpreter, lifecycleKey: lifecycleKey)
      return .void
    }
    let watched = triggered ? (c.argument("trigger")?.value ?? .void) : .bool(repeating)
    let token = interp.registerAction(Interpreter.Action(function: act, watched: watched))
    try interp.countView(at: c.node)
    let handler = ActionHandler(.keyframes, token: token, name: "keyframeAnimator", detail: triggered ? "trigger" : "repeating")
    return view.modified(.action(handler), source: c.nameLocation)
  }

  /// What the lifecycle and the clock ask of an animator.
  struct Animator {
    var key: StateKey
    var initial: Value
    var keyframes: FunctionValue
    var repeating: Bool
    var node: Syntax

    /// The time between the frames the lab draws while a run is under way.
    static let frame = TimeSources.shortestInterval

    func perform(_ what: String, _ interp: Interpreter, lifecycleKey: String) throws {
      switch what {
      case "appear":
        if repeating { try start(interp, lifecycleKey: lifecycleKey) }
      case "trigger":
        try start(interp, lifecycleKey: lifecycleKey)
      case "repeating":
        interp.scheduled.removeAll { $0.receiver == lifecycleKey }
        if repeating {
          try start(interp, lifecycleKey: lifecycleKey)
        } else {
          // Not repeating: the content gets the value at the timeline's start (Apple).
          interp.state[key] = nil
          interp.pass.timelineDue = true
        }
      default:
        // A frame: the root is built again for its time; the next is scheduled.
        interp.pass.timelineDue = true
        scheduleFrame(interp, lifecycleKey: lifecycleKey)
      }
    }

    /// A new run from the value and velocity at this moment (Apple: a trigger that changes
    /// mid-run starts the keyframes again from "the current interpolated value", keeping its
    /// velocity), or from the initial value.
    private func start(_ interp: Interpreter, lifecycleKey: String) throws {
      var from = initial
      var velocities: [[String]: [Double]] = [:]
      if case .keyframes(.run(let old))? = interp.state[key] {
        let (value, v) = try old.sample(at: old.localTime(at: interp.now))
        from = value
        if !old.isFinished(at: interp.now) {
          for (track, velocity) in zip(old.tracks, v) { velocities[track.path] = velocity }
        }
      }
      let built = try interp.call(keyframes, [from], node: node)
      var run = try Keyframes.run(from: from, velocities: velocities, tracks: built, at: node, interp)
      run.startTime = interp.now
      run.repeating = repeating
      if repeating, run.duration > 0 {
        let end = try run.value(at: run.duration)
        if let a = Keyframes.components(from), let b = Keyframes.components(end), a != b {
          interp.warn(
            "these repeating keyframes end at another value than they start; the lab loops them from the "
              + "start (SwiftUI may start each loop from the end value: not documented)", at: node)
        } else if case .instance = from {
          // Struct values: compared track by track.
          let starts = try run.tracks.map { try Keyframes.value(at: $0.path, of: from, node, interp) }
          let ends = try run.tracks.map { try Keyframes.value(at: $0.path, of: end, node, interp) }
          if zip(starts, ends).contains(where: { Keyframes.components($0) != Keyframes.components($1) }) {
            interp.warn(
              "these repeating keyframes end at another value than they start; the lab loops them from the "
                + "start (SwiftUI may start each loop from the end value: not documented)", at: node)
          }
        }
      }
      interp.state[key] = .keyframes(.run(run))
      interp.scheduled.removeAll { $0.receiver == lifecycleKey }
      scheduleFrame(interp, lifecycleKey: lifecycleKey)
    }

    /// The next frame of the run on the 1/120 s grid from its start; the last one at its end.
    private func scheduleFrame(_ interp: Interpreter, lifecycleKey: String) {
      guard case .keyframes(.run(let run))? = interp.state[key], run.duration > 0 else { return }
      let elapsed = interp.now - run.startTime
      let k = (elapsed / Self.frame + 1e-9).rounded(.down) + 1
      var next = run.startTime + k * Self.frame
      if !run.repeating {
        let end = run.startTime + run.duration
        guard interp.now < end - 1e-12 else { return }
        next = Swift.min(next, end)
      }
      interp.schedule(
        ScheduledWork(
          id: 0, time: next, every: nil, function: nil, receiver: lifecycleKey, label: "(KeyframeAnimator)"))
    }
  }
}
