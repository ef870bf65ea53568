import LabEngine
import SwiftSyntax

/// The modifiers whose closures SwiftUI runs at a moment rather than while building:
/// `.onTapGesture`, `.onAppear`, `.onDisappear`, `.onChange(of:)`, `.task(id:)`, and a
/// `Button`'s action. Each becomes a layout-neutral `.action` node; the closure (and the
/// watched value) is kept in the interpreter under the node's token.
///
///     Text("Hi").onTapGesture { n += 1 }  // .action(.tap) over Text
enum ActionModifiers {

  static func apply(_ name: String, to view: ViewDescription, _ c: inout CallContext) throws
    -> Value
  {
    let interp = c.interpreter
    var moment: ActionHandler.Moment
    var watched: Value?
    var initial = false
    var count = 1
    var transform: FunctionValue?
    switch name {
    case "phaseAnimator":
      return try PhaseAnimators.make(&c, modifying: view)
    case "keyframeAnimator":
      return try KeyframeAnimators.make(&c, modifying: view)
    case "onGeometryChange":
      try c.checkLabels(["for", "of", "action"])
      moment = .geometryChange
      // `of:` is written as the first trailing closure: `(for: T.self) { proxy in … } action: { … }`.
      guard c.argument("for") != nil, let of = c.closure("of") ?? c.firstUnlabelledClosure else {
        throw c.fail("`onGeometryChange` needs `for:` a type and `of:` a closure `{ proxy in … }`", kind: .argument)
      }
      transform = of
      guard let action = c.closure("action") else {
        throw c.fail("`onGeometryChange` needs an `action:` closure", kind: .argument)
      }
      let token = interp.registerAction(Interpreter.Action(function: action, transform: transform))
      try interp.countView(at: c.node)
      let handler = ActionHandler(.geometryChange, token: token, name: name, detail: c.argumentText)
      return .view(view.modified(.action(handler), source: c.nameLocation))
    case "scrollPosition":
      return try ScrollReaders.scrollPosition(&c, modifying: view)
    case "onTapGesture":
      try c.checkLabels(["count", "coordinateSpace", "perform"])
      moment = .tap
      count = try c.int("count") ?? 1
    case "onLongPressGesture":
      try c.checkLabels(["minimumDuration", "maximumDistance", "perform", "onPressingChanged", "pressing"])
      moment = .longPress
    case "onAppear", "onDisappear":
      try c.checkLabels(["perform"])
      moment = name == "onAppear" ? .appear : .disappear
    case "onChange":
      try c.checkLabels(["of", "initial", "perform"])
      moment = .change
      guard let of = c.argument("of") else { throw c.fail("`onChange` needs `of:` a value", kind: .argument) }
      watched = of.value
      initial = try c.bool("initial") ?? false
    case "task":
      try c.checkLabels(["id", "priority", "name", "executorPreference", "perform"])
      moment = .task
      watched = c.argument("id")?.value ?? .void
      if case .user(let user)? = (c.closure("perform") ?? c.closure)?.body, let uncaught = Self.uncaughtTry(in: user.node) {
        // `.task`'s action is `() async -> Void`: Swift does not compile a closure that throws.
        throw interp.error(
          "a `.task` closure cannot throw: catch the error (`do { … } catch { … }`) or use `try?`",
          at: uncaught, kind: .invalidSwift)
      }
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      return try attachGesture(name, to: view, &c)
    case "onReceive":
      try c.checkLabels([nil, "perform"])
      moment = .receive
      guard let publisher = c.arguments.first(where: { $0.label == nil }) else {
        throw c.fail("`onReceive` needs a publisher", kind: .argument)
      }
      switch publisher.value {
      case .opaque(let o) where o.kind == "Publishers.Autoconnect":
        watched = publisher.value
      case .publisher(let p):
        try CombineBuiltins.checkReceivable(p, c.interpreter, at: publisher.node)
        watched = publisher.value
      case .opaque(let o) where o.kind == "ObservableObjectPublisher":
        watched = .publisher(PublisherValue(source: .objectWillChange(o.text), kind: o.kind))
      case .opaque(let o) where o.kind == "Timer.TimerPublisher":
        throw interp.error(
          "this timer publisher is never connected: write `Timer.publish(…).autoconnect()`",
          at: publisher.node, kind: .argument)
      default:
        throw interp.error(
          "`onReceive` takes a publisher (a subject, `$property`, `NotificationCenter.default.publisher(for:)`, "
            + "`Timer.publish(…).autoconnect()`), not a `\(publisher.value.typeName)`",
          at: publisher.node, kind: .typeMismatch)
      }
    default:
      throw c.fail("modifier `.\(name)` is not implemented", kind: .notSupported)
    }
    let fn = c.closure("perform") ?? c.closure
    if fn == nil, moment != .appear, moment != .disappear {
      throw c.fail("`.\(name)` needs a closure", kind: .argument)
    }
    let token = interp.registerAction(
      Interpreter.Action(function: fn, watched: watched, initial: initial))
    try interp.countView(at: c.node)
    let handler = ActionHandler(
      moment, token: token, name: name, detail: c.argumentText, count: count)
    return .view(view.modified(.action(handler), source: c.nameLocation))
  }
}

extension ActionModifiers {
  /// `.gesture(DragGesture()…)`: a drag becomes a `.drag` action node that `:drag` performs
  /// (its minimum distance and coordinate space on the node); a `TapGesture` a `.tap` node
  /// whose action runs the gesture's `onEnded` closures. A gesture the lab cannot perform is
  /// an error that says which.
  /// A `try` in a closure's own code that no catch-all `catch` covers (nil when there is none):
  /// a closure with one throws, which a non-throwing parameter does not take.
  static func uncaughtTry(in closure: Syntax) -> TryExprSyntax? {
    final class Finder: SyntaxVisitor {
      var found: TryExprSyntax?
      var root: Syntax
      init(_ root: Syntax) {
        self.root = root
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        Syntax(node) == root ? .visitChildren : .skipChildren
      }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        // The body is covered by a catch-all; the catch clauses are not.
        if node.catchClauses.last?.catchItems.isEmpty == true {
          for clause in node.catchClauses { walk(clause) }
          return .skipChildren
        }
        return .visitChildren
      }
      override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.questionOrExclamationMark == nil { found = node }
        return .visitChildren
      }
    }
    let finder = Finder(closure)
    finder.walk(closure)
    return finder.found
  }

  static func attachGesture(_ name: String, to view: ViewDescription, _ c: inout CallContext)
    throws -> Value
  {
    try c.checkLabels([nil, "including", "isEnabled"])
    guard case .gesture(let spec)? = c.arguments.first?.value else {
      throw c.fail(
        "`.\(name)` takes a gesture, such as `DragGesture().onChanged { … }`", kind: .argument)
    }
    return .view(try attach(spec, name, to: view, &c))
  }

  /// One gesture's action node around `view`; a composed gesture's parts one around the other,
  /// so that each command finds its own (`:drag` the drag, `:tap --count 2` the double tap).
  /// Which of an exclusive pair wins is the input's: a drag and a press, or taps of different
  /// counts, are different inputs (docs/semantics.md §12).
  private static func attach(_ spec: GestureSpec, _ name: String, to view: ViewDescription, _ c: inout CallContext)
    throws -> ViewDescription
  {
    let interp = c.interpreter
    if case .composed = spec.kind {
      var result = view
      for part in spec.parts { result = try attach(part, name, to: result, &c) }
      return result
    }
    var handler: ActionHandler
    switch spec.kind {
    case .drag, .sequenced:
      // A press sequenced before a drag is performed by `:drag`, with the drag's distance and space.
      let drag = spec.kind == .sequenced ? spec.parts[1] : spec
      let token = interp.registerAction(Interpreter.Action(function: nil, gesture: spec))
      handler = ActionHandler(.drag, token: token, name: name, detail: spec.typeName)
      handler.minimumDistance = drag.minimumDistance
      switch drag.space {
      case .local: handler.space = .local
      case .global: handler.space = .global
      case .named(let n): handler.space = .named(n)
      case .scrollView: handler.space = .scrollView
      case .scrollViewAlong(let axis): handler.space = .scrollViewAlong(axis)
      }
    case .tap:
      let ended = spec.ended
      let run = FunctionValue(name: "onEnded") { c in
        for fn in ended { try c.interpreter.runAction(fn, values: [], node: c.node) }
        return .void
      }
      let token = interp.registerAction(Interpreter.Action(function: run, gesture: spec))
      handler = ActionHandler(.tap, token: token, name: name, detail: "TapGesture", count: spec.count)
    case .magnify, .rotate:
      let token = interp.registerAction(Interpreter.Action(function: nil, gesture: spec))
      let moment: ActionHandler.Moment
      if case .magnify = spec.kind { moment = .magnify } else { moment = .rotate }
      handler = ActionHandler(moment, token: token, name: name, detail: spec.typeName)
    case .longPress:
      // `onEnded` receives the gesture's value, true once the press lasted long enough.
      let ended = spec.ended
      let run = FunctionValue(name: "onEnded") { c in
        for fn in ended { try c.interpreter.runAction(fn, values: [.bool(true)], node: c.node) }
        return .void
      }
      let token = interp.registerAction(Interpreter.Action(function: run, gesture: spec))
      handler = ActionHandler(.longPress, token: token, name: name, detail: "LongPressGesture")
    case .composed: return view  // taken apart above
    case .other(let type):
      throw interp.error(
        "`\(type)` cannot be performed in the lab yet: `:drag` performs a `DragGesture`, "
          + "`:tap` a `TapGesture` and `:longpress` a `LongPressGesture`", at: c.arguments[0].node, kind: .notSupported)
    }
    try interp.countView(at: c.node)
    return view.modified(.action(handler), source: c.nameLocation)
  }
}

extension Interpreter {
  /// A closure kept for a moment after the build, with what it watches.
  struct Action {
    /// Nil for `.onAppear()` without a closure.
    var function: FunctionValue?
    /// `onChange(of:)`'s value or `task(id:)`'s id, as of the build that made the node.
    var watched: Value?
    /// `onChange(of:initial: true)` also runs when the view appears.
    var initial = false
    /// A gesture attached with `.gesture(_:)`: what `:drag` (or `:tap`) performs.
    var gesture: GestureSpec?
    /// `.onGeometryChange`'s `of` closure: the view's geometry proxy in, the watched value out.
    var transform: FunctionValue?
    /// `.scrollPosition(id:anchor:)`'s binding and anchor.
    var scrollPosition: ScrollPositionSpec?
  }

  /// Keeps `action` for the tree being built; returns its token.
  func registerAction(_ action: Action) -> Int {
    nextActionToken += 1
    buildingActions[nextActionToken] = action
    return nextActionToken
  }

  /// Runs an action's closure with the arguments its signature takes: `onChange` passes
  /// `(old, new)` to a two-parameter closure and `new` to a one-parameter one (the iOS 14 form).
  func runAction(_ fn: FunctionValue, values: [Value], node: Syntax) throws {
    var args = values
    if case .user(let user) = fn.body {
      let wanted: Int
      if user.usesShorthand {
        wanted = user.node.trimmedDescription.contains("$1") ? 2 : (values.isEmpty ? 0 : 1)
      } else {
        wanted = user.parameters.count
      }
      if wanted < args.count { args = Array(args.suffix(wanted)) }
    }
    _ = try call(fn, args, node: node)
  }
}
