import LabEngine
import SwiftSyntax

/// A gesture as a value: `DragGesture(minimumDistance:coordinateSpace:)` with the closures its
/// modifiers attach (`onChanged`, `onEnded`, `updating`), or a `TapGesture(count:)`. The
/// `.gesture(_:)` modifier hangs it on a view; the session performs it (`:drag`, `:tap`).
///
///     DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero }
public struct GestureSpec {
  enum Kind: Equatable {
    case drag
    case tap
    case longPress
    /// `MagnifyGesture` (its value has `magnification`), or the older `MagnificationGesture`
    /// (its value is the scale itself).
    case magnify(legacy: Bool)
    /// `RotateGesture` (its value has `rotation`), or the older `RotationGesture` (an Angle).
    case rotate(legacy: Bool)
    /// Gestures the lab records but cannot perform yet (`LongPressGesture`, `MagnifyGesture` …).
    case other(String)
    /// `a.simultaneously(with: b)` or `a.exclusively(before: b)`: the two in `parts`, each
    /// performed by its own command (`:drag` the drag, `:longpress` the press).
    case composed(exclusive: Bool)
    /// `LongPressGesture().sequenced(before: DragGesture())`: `:drag` holds the press long
    /// enough, then drags; its value is `.first(Bool)`, then `.second(Bool, DragGesture.Value?)`.
    case sequenced
  }
  /// A composed gesture's two gestures.
  var parts: [GestureSpec] = []
  var kind: Kind
  var minimumDistance: Double = 10
  var space: CoordinateSpaceName = .local
  var count = 1
  var changed: [FunctionValue] = []
  var ended: [FunctionValue] = []
  /// `.updating($state) { value, state, transaction in … }`: the `@GestureState` binding and
  /// the closure that sets it while the gesture runs.
  var updating: [(BindingRef, FunctionValue)] = []

  var typeName: String {
    switch kind {
    case .drag: return "DragGesture"
    case .tap: return "TapGesture"
    case .longPress: return "LongPressGesture"
    case .magnify(let legacy): return legacy ? "MagnificationGesture" : "MagnifyGesture"
    case .rotate(let legacy): return legacy ? "RotationGesture" : "RotateGesture"
    case .other(let name): return name
    case .composed(let exclusive): return exclusive ? "ExclusiveGesture" : "SimultaneousGesture"
    case .sequenced: return "SequenceGesture"
    }
  }
}

enum GestureBuiltins {
  static let performable: Set<String> = [
    "DragGesture", "TapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture",
    "RotateGesture", "RotationGesture",
  ]
  /// Gestures that build, and are refused when attached: the lab has no way to perform them.
  static let recordedOnly: Set<String> = [
    "SpatialTapGesture",
  ]
  static var typeNames: [String] { performable.sorted() + recordedOnly.sorted() }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "DragGesture":
      try c.checkLabels(["minimumDistance", "coordinateSpace"])
      var spec = GestureSpec(kind: .drag)
      if let d = try c.double("minimumDistance") {
        guard d >= 0 else { throw c.fail("`minimumDistance` cannot be negative", kind: .argument) }
        spec.minimumDistance = d
      }
      if let space = try c.resolved("coordinateSpace", as: .coordinateSpace) {
        guard case .coordinateSpace(let s) = space else {
          throw c.fail("`coordinateSpace:` takes `.local`, `.global`, `.named(_)` or `.scrollView`", kind: .argument)
        }
        spec.space = s
      }
      return .gesture(spec)
    case "MagnifyGesture", "MagnificationGesture":
      try c.checkLabels(["minimumScaleDelta"])
      return .gesture(GestureSpec(kind: .magnify(legacy: name == "MagnificationGesture")))
    case "RotateGesture", "RotationGesture":
      try c.checkLabels(["minimumAngleDelta"])
      return .gesture(GestureSpec(kind: .rotate(legacy: name == "RotationGesture")))
    case "LongPressGesture":
      try c.checkLabels(["minimumDuration", "maximumDistance"])
      return .gesture(GestureSpec(kind: .longPress))
    case "TapGesture":
      try c.checkLabels(["count"])
      var spec = GestureSpec(kind: .tap)
      spec.count = try c.int("count") ?? 1
      return .gesture(spec)
    default:
      return .gesture(GestureSpec(kind: .other(name)))
    }
  }

  /// `.onChanged { }`, `.onEnded { }`, `.updating($s) { }` on a gesture: a new gesture with the
  /// closure added.
  static func member(_ spec: GestureSpec, _ name: String) -> Value? {
    switch name {
    case "simultaneously", "exclusively":
      return .function(
        FunctionValue(name: name) { c in
          let label = name == "simultaneously" ? "with" : "before"
          try c.checkLabels([label])
          guard case .gesture(let other)? = c.argument(label)?.value else {
            throw c.fail("`.\(name)(\(label):)` takes a gesture", kind: .argument)
          }
          var composed = GestureSpec(kind: .composed(exclusive: name == "exclusively"))
          composed.parts = [spec, other]
          return .gesture(composed)
        })
    case "sequenced":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["before"])
          guard case .gesture(let other)? = c.argument("before")?.value else {
            throw c.fail("`.sequenced(before:)` takes a gesture", kind: .argument)
          }
          guard spec.kind == .longPress, other.kind == .drag else {
            throw c.fail(
              "the lab performs a `LongPressGesture` sequenced before a `DragGesture` (`:drag` holds, then drags); "
                + "`\(spec.typeName)` before `\(other.typeName)` is not supported yet", kind: .notSupported)
          }
          var sequence = GestureSpec(kind: .sequenced)
          sequence.parts = [spec, other]
          return .gesture(sequence)
        })
    case "onChanged", "onEnded", "updating":
      if case .composed = spec.kind {
        return .function(
          FunctionValue(name: name) { c in
            throw c.fail(
              "`.\(name)` on a combined gesture is not supported yet (its value holds both gestures' values): "
                + "give each gesture its own `.\(name)` before combining them", kind: .notSupported)
          })
      }
      return .function(
        FunctionValue(name: name) { c in
          var spec = spec
          guard let fn = c.closure("body") ?? c.closure else {
            throw c.fail("`.\(name)` needs a closure", kind: .argument)
          }
          if spec.kind == .tap, name != "onEnded" {
            throw c.fail("a `TapGesture` has no `.\(name)`; it ends when tapped: use `.onEnded`", kind: .argument)
          }
          switch name {
          case "onChanged": spec.changed.append(fn)
          case "onEnded": spec.ended.append(fn)
          default:
            guard case .binding(let b)? = c.arguments.first?.value else {
              throw c.fail("`.updating` takes a `@GestureState`'s binding, such as `$offset`", kind: .argument)
            }
            spec.updating.append((b, fn))
          }
          return .gesture(spec)
        })
    default: return nil
    }
  }
}

extension Interpreter {
  /// Delivers one event of a drag to the gesture under `token`: its `updating` closures set
  /// their `@GestureState` (the state passed `inout`), then `onChanged` (or, at the end,
  /// `onEnded`) receives the value; at the end every `@GestureState` it updated returns to its
  /// initial value, as SwiftUI resets gesture state when the gesture ends.
  func deliverDrag(token: Int, location: Point, start: Point, motion: DragMotion?, began: Bool = false, ended: Bool) throws {
    let drag = Value.dragValue(location: location, start: start, motion: motion)
    if let spec = actions[token]?.gesture, spec.kind == .sequenced {
      try deliverSequence(spec, drag: drag, began: began, ended: ended)
      return
    }
    try deliverGesture(token: token, ended: ended) { _ in drag }
  }

  /// A press sequenced before a drag (docs/semantics.md §12): at the drag's first event the
  /// press has lasted long enough, so the sequence sees `.first(true)` and the press its
  /// `onEnded(true)`; each drag event is `.second(true, value)` to the sequence and the value to
  /// the drag's own closures; at the end both `onEnded`s run and every `@GestureState` of the
  /// three resets.
  private func deliverSequence(_ spec: GestureSpec, drag: Value, began: Bool, ended: Bool) throws {
    let node = Syntax(TokenSyntax.identifier("gesture"))
    let press = spec.parts[0]
    let dragPart = spec.parts[1]
    func reset() throws { try resetGestureStates(of: [spec, press, dragPart], node: node) }
    do {
      if began {
        let first = Self.sequenceValue(self, "first", [.bool(true)])
        try deliverGestureValue(spec, first, ended: false, node: node)
        try deliverGestureValue(press, .bool(true), ended: false, node: node)
        for fn in press.ended { try runAction(fn, values: [.bool(true)], node: node) }
      }
      let second = Self.sequenceValue(self, "second", [.bool(true), drag])
      try deliverGestureValue(spec, second, ended: ended, node: node)
      try deliverGestureValue(dragPart, drag, ended: ended, node: node)
    } catch {
      try? reset()
      throw error
    }
    if ended { try reset() }
  }

  /// `SequenceGesture.Value.first(_)` or `.second(_, _)`, as a value of the enum SwiftUI
  /// declares, made once per interpreter.
  static func sequenceValue(_ interp: Interpreter, _ name: String, _ values: [Value]) -> Value {
    let type = interp.builtinEnum(
      "SequenceGesture.Value", cases: [("first", ["First.Value"]), ("second", ["First.Value", "Second.Value?"])])
    return .enumCase(EnumCaseValue(type: type, name: name, associated: values))
  }

  /// A pinch's scale (`:pinch`) or a rotation's degrees (`:rotate`) to the gesture with this
  /// token, as its kind gives it: `MagnifyGesture.Value.magnification`, or the scale itself for
  /// `MagnificationGesture`; `RotateGesture.Value.rotation`, or the Angle for `RotationGesture`.
  func deliverTwoFinger(token: Int, amount: Double, ended: Bool) throws {
    try deliverGesture(token: token, ended: ended) { spec in
      switch spec.kind {
      case .magnify(let legacy):
        return legacy ? .double(amount) : .tuple(TupleValue(labels: ["magnification"], elements: [.double(amount)]))
      case .rotate(let legacy):
        let angle = Value.angle(Angle(degrees: amount))
        return legacy ? angle : .tuple(TupleValue(labels: ["rotation"], elements: [angle]))
      default:
        return .double(amount)
      }
    }
  }

  /// Runs a performable gesture's `updating` and `onChanged` closures with one value, or at
  /// the end its `onEnded` closures and the reset of its `@GestureState`s; a closure that
  /// fails cancels the gesture, which resets them too.
  private func deliverGesture(token: Int, ended: Bool, value makeValue: (GestureSpec) -> Value) throws {
    guard let action = actions[token], let spec = action.gesture else {
      throw RuntimeError(
        .error("that gesture is no longer part of the view tree"), kind: .stale)
    }
    let node = Syntax(TokenSyntax.identifier("gesture"))
    let value = makeValue(spec)
    do {
      try deliverGestureValue(spec, value, ended: ended, node: node)
    } catch {
      try? resetGestureStates(of: [spec], node: node)
      throw error
    }
    if ended { try resetGestureStates(of: [spec], node: node) }
  }

  /// The gestures' `@GestureState`s back to their initial values: when a gesture ends, and
  /// when a closure of it fails, which cancels it (SwiftUI resets gesture state either way).
  private func resetGestureStates(of specs: [GestureSpec], node: Syntax) throws {
    for spec in specs {
      for (binding, _) in spec.updating {
        guard case .state(let key) = binding, let initial = state.gestureInitial[key] else { continue }
        try write(binding, initial, at: node)
      }
    }
  }

  private func deliverGestureValue(_ spec: GestureSpec, _ value: Value, ended: Bool, node: Syntax) throws {
    if ended {
      for fn in spec.ended { try runAction(fn, values: [value], node: node) }
      return
    }
    for (binding, fn) in spec.updating {
      var state = Argument(label: nil, value: try read(binding, at: node), node: node)
      state.writeBack = { try self.write(binding, $0, at: node) }
      let transaction = Argument(label: nil, value: .transaction(Transaction(origin: .value)), node: node)
      _ = try callUser(
        fn, args: [Argument(label: nil, value: value, node: node), state, transaction], node: node,
        receiver: fn.boundSelf)
    }
    for fn in spec.changed { try runAction(fn, values: [value], node: node) }
  }
}

/// When a drag is timed (`:drag … --over s`): the finger's velocity in the gesture's space
/// (points per second) and the time of the event on the clock (seconds, as `Date` keeps it).
public struct DragMotion: Sendable {
  public var velocity: Size
  public var time: Double
  public init(velocity: Size, time: Double) {
    self.velocity = velocity
    self.time = time
  }
}

extension Value {
  /// A `DragGesture.Value`: its location and start in the gesture's space, the translation
  /// between them and, for a timed drag, its velocity and time. What is not known (the
  /// predicted end; the velocity and time of an untimed drag) is refused when read, not
  /// guessed.
  static func dragValue(location: Point, start: Point, motion: DragMotion?) -> Value {
    let t = Size(width: location.x - start.x, height: location.y - start.y)
    var labels: [String?] = ["location", "startLocation", "translation"]
    var elements: [Value] = [.point(location), .point(start), .size(t)]
    if let motion {
      labels += ["velocity", "time"]
      elements += [.size(motion.velocity), .date(motion.time)]
    }
    return .tuple(TupleValue(labels: labels, elements: elements))
  }
}
