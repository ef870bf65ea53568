import LabEngine
import SwiftSyntax

/// A Combine publisher as view code builds one (docs/semantics.md §13.1): where its values
/// come from and the operators they pass through.
///
///     $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).removeDuplicates()
public struct PublisherValue {
  indirect enum Source {
    /// A `PassthroughSubject` or `CurrentValueSubject`: its identity in the state store.
    case subject(String)
    /// An `ObservableObject`'s `@Published` property (`$query` inside its class).
    case published(owner: String, name: String)
    /// An `ObservableObject`'s `objectWillChange`.
    case objectWillChange(String)
    /// `NotificationCenter.default.publisher(for:)`: posts of that name.
    case notification(String)
    /// `Just(v)`, `[a, b].publisher`, `Empty()`: these values, to each subscriber as it
    /// subscribes, then the end.
    case values([Value])
    /// `a.combineLatest(b)`, `Publishers.CombineLatest(a, b)`: a tuple of each one's latest
    /// value, once every one has given a value, and again at each new one.
    case combined([PublisherValue])
    /// `Timer.publish(every:on:in:).autoconnect()`: the date, every interval after a
    /// subscriber subscribes; the timer publisher's identity (`OpaqueValue.identity`).
    case timer(every: Double, identity: Int?)

    func isEqual(to other: Source) -> Bool {
      switch (self, other) {
      case (.subject(let a), .subject(let b)), (.objectWillChange(let a), .objectWillChange(let b)),
        (.notification(let a), .notification(let b)):
        return a == b
      case (.published(let a, let x), .published(let b, let y)): return a == b && x == y
      case (.values(let a), .values(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
      case (.combined(let a), .combined(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
      case (.timer(let a, let x), .timer(let b, let y)): return a == b && x == y
      default: return false
      }
    }

    /// Whether a new subscriber gets values at once (the subject's value, the property's).
    var replays: Bool {
      switch self {
      case .published, .values: return true
      case .subject(let owner): return owner.hasPrefix(CombineBuiltins.currentValuePrefix)
      case .objectWillChange, .notification, .timer: return false
      case .combined(let parts): return parts.allSatisfy(\.source.replays)
      }
    }
  }

  enum Operator {
    case map(FunctionValue)
    case mapKeyPath([String])
    case filter(FunctionValue)
    case compactMap(FunctionValue)
    case removeDuplicates
    case dropFirst(Int)
    case replaceNil(Value)
    /// `receive(on: DispatchQueue.main)`, `receive(on: RunLoop.main)`: later, at the same time.
    case receiveOnMain
    case debounce(Double)
    case delay(Double)

    var name: String {
      switch self {
      case .map, .mapKeyPath: return "map"
      case .filter: return "filter"
      case .compactMap: return "compactMap"
      case .removeDuplicates: return "removeDuplicates"
      case .dropFirst: return "dropFirst"
      case .replaceNil: return "replaceNil"
      case .receiveOnMain: return "receive(on:)"
      case .debounce: return "debounce"
      case .delay: return "delay"
      }
    }

    /// A user closure, which SwiftUI's comparison of one update's publisher with the last
    /// cannot see into.
    var hasClosure: Bool {
      switch self {
      case .map, .filter, .compactMap: return true
      default: return false
      }
    }

    /// Remembers something from one value to the next.
    var remembers: Bool {
      switch self {
      case .removeDuplicates, .dropFirst, .debounce: return true
      default: return false
      }
    }

    func isEqual(to other: Operator) -> Bool {
      switch (self, other) {
      case (.mapKeyPath(let a), .mapKeyPath(let b)): return a == b
      case (.removeDuplicates, .removeDuplicates), (.receiveOnMain, .receiveOnMain): return true
      case (.dropFirst(let a), .dropFirst(let b)): return a == b
      case (.replaceNil(let a), .replaceNil(let b)): return a.isEqual(to: b)
      case (.debounce(let a), .debounce(let b)), (.delay(let a), .delay(let b)): return a == b
      default: return false  // closures: never the same
      }
    }
  }

  var source: Source
  var operators: [Operator] = []
  /// What Swift calls it (`PassthroughSubject`, `Published.Publisher`, `AnyPublisher` …).
  var kind: String

  func adding(_ op: Operator) -> PublisherValue {
    var copy = self
    copy.operators.append(op)
    copy.kind = "Publishers"
    return copy
  }

  func isEqual(to other: PublisherValue) -> Bool {
    source.isEqual(to: other.source) && operators.count == other.operators.count
      && zip(operators, other.operators).allSatisfy { $0.isEqual(to: $1) }
  }
}

/// One subscription: a publisher's chain and where its values end (a `sink`'s closure, a
/// property `assign` writes, an `.onReceive`'s view), with what its operators remember.
struct Subscription {
  enum Sink {
    case closure(FunctionValue, completion: FunctionValue?)
    /// `assign(to: \.name, on: object)`, `assign(to: &$name)`.
    case property(owner: String, name: String)
    /// `.onReceive`: the closure the view with this lifecycle key has when a value arrives.
    case receiver(String)
    /// One part of a `combineLatest`: its value goes to slot `index` of subscription `parent`.
    case combine(parent: Int, index: Int)
  }

  var id: Int
  var source: PublisherValue.Source
  var operators: [PublisherValue.Operator]
  var sink: Sink
  /// Per operator: `removeDuplicates`' last value, `dropFirst`'s count.
  var memory: [Int: Value] = [:]
  /// Per `debounce`: the scheduled work that delivers its latest value.
  var pending: [Int: Int] = [:]
}

/// Combine as view code uses it (docs/semantics.md §13.1): subjects, `@Published` properties'
/// publishers, `NotificationCenter`, `Just`; the operators `map`, `filter`, `compactMap`,
/// `removeDuplicates`, `dropFirst`, `replaceNil`, `receive(on:)`, `debounce`, `delay`; and
/// `sink`, `assign`, `store(in:)`, `cancel()`, `.onReceive`. Values are delivered at once, in
/// the order subscribers subscribed; what waits (`receive(on:)`, `debounce`, `delay`) waits on
/// the lab's clock, as `asyncAfter` does.
enum CombineBuiltins {
  /// The members of every publisher: its operators and its subscribers.
  static let operatorNames: Set<String> = [
    "map", "filter", "compactMap", "removeDuplicates", "dropFirst", "replaceNil", "receive", "debounce",
    "delay", "combineLatest", "eraseToAnyPublisher", "sink", "assign",
  ]
  static let typeNames = [
    "PassthroughSubject", "CurrentValueSubject", "Just", "Empty", "AnyCancellable", "NotificationCenter",
    "Notification", "NSNotification", "RunLoop", "Notification.Name", "Publishers",
  ]
  static let passthroughPrefix = "PassthroughSubject#"
  static let currentValuePrefix = "CurrentValueSubject#"

  /// Whether a state-store owner is a subject's (kept across roots and snapshots, as objects are).
  static func isSubject(_ owner: String) -> Bool {
    owner.hasPrefix(passthroughPrefix) || owner.hasPrefix(currentValuePrefix)
  }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "PassthroughSubject", "CurrentValueSubject":
      interp.subjectCount += 1
      let owner = (name == "PassthroughSubject" ? passthroughPrefix : currentValuePrefix) + "\(interp.subjectCount)"
      if name == "CurrentValueSubject" {
        try c.checkLabels([nil])
        guard let initial = c.arguments.first else {
          throw c.fail("`CurrentValueSubject` needs its first value: `CurrentValueSubject<Int, Never>(0)`", kind: .argument)
        }
        interp.state[StateKey(owner: owner, name: "value")] = initial.value
      } else {
        try c.checkLabels([])
      }
      return .publisher(PublisherValue(source: .subject(owner), kind: name))
    case "Just":
      try c.checkLabels([nil])
      guard let v = c.arguments.first else { throw c.fail("`Just` needs a value", kind: .argument) }
      return .publisher(PublisherValue(source: .values([v.value]), kind: "Just"))
    case "Empty":
      try c.checkLabels(["completeImmediately"])
      if try c.bool("completeImmediately") == false {
        throw c.fail("`Empty(completeImmediately: false)`, which never ends, is not supported", kind: .notSupported)
      }
      return .publisher(PublisherValue(source: .values([]), kind: "Empty"))
    case "Notification.Name":
      try c.checkLabels([nil, "rawValue"])
      guard let text = try c.string(nil) ?? c.string("rawValue") else {
        throw c.fail("`Notification.Name` needs its name as a string", kind: .argument)
      }
      return notificationName(text)
    case "Notification", "NSNotification":
      throw c.fail(
        "the lab makes notifications when they are posted: `NotificationCenter.default.post(name:object:)`",
        kind: .notSupported)
    default:
      throw c.fail("`\(name)(…)` is not supported", kind: .notSupported)
    }
  }

  /// `NotificationCenter.default`, `Notification.Name("x")`, `UIApplication.…Notification`,
  /// `RunLoop.main`.
  static func staticMember(_ type: String, _ name: String) -> Value? {
    switch (type, name) {
    case ("Publishers", "CombineLatest"), ("Publishers", "CombineLatest3"), ("Publishers", "CombineLatest4"):
      // `Publishers.CombineLatest(a, b)`: the same as `a.combineLatest(b)`.
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(Array(repeating: nil, count: c.arguments.count))
          let parts = try c.arguments.map { a -> PublisherValue in
            guard case .publisher(let q) = a.value else {
              throw c.interpreter.error("`Publishers.\(name)` takes publishers", at: a.node, kind: .typeMismatch)
            }
            return q
          }
          let wanted = name == "CombineLatest" ? 2 : name == "CombineLatest3" ? 3 : 4
          guard parts.count == wanted else { throw c.fail("`Publishers.\(name)` takes \(wanted) publishers", kind: .argument) }
          return .publisher(PublisherValue(source: .combined(parts), kind: "Publishers.\(name)"))
        })
    case ("NotificationCenter", "default"): return .opaque(OpaqueValue(kind: "NotificationCenter", text: "default"))
    case ("RunLoop", "main"), ("RunLoop", "current"): return .opaque(OpaqueValue(kind: "RunLoop", text: "main"))
    case ("Notification", "Name"), ("NSNotification", "Name"):
      return .type(.builtin("Notification.Name"))
    case (_, _) where name.hasSuffix("Notification") && systemNotificationTypes.contains(type):
      // `UIApplication.didBecomeActiveNotification`: the system posts these; the lab's app
      // never enters the background or shows a keyboard, so nothing posts them unless code does.
      return notificationName(name.hasPrefix("NS") ? name : "UI" + name.prefix(1).uppercased() + name.dropFirst())
    default: return nil
    }
  }

  static let systemNotificationTypes: Set = ["UIApplication", "UIResponder", "UIScene", "UIDevice", "UIWindow"]

  static func notificationName(_ text: String) -> Value {
    .opaque(OpaqueValue(kind: "Notification.Name", text: text))
  }

  /// The name a `post` or `publisher(for:)` was given.
  static func notificationName(_ v: Value, _ c: CallContext, _ node: Syntax) throws -> String {
    switch v {
    case .opaque(let o) where o.kind == "Notification.Name": return o.text
    case .string(let s): return s
    case .implicitMember(let m) where m.name == "init":
      if case .string(let s)? = m.arguments?.first?.value { return s }
    case .implicitMember(let m):
      // `.saved`, from the app's `extension Notification.Name { static let saved = … }`.
      for type in ["Notification.Name", "NSNotification.Name"] {
        if let found = try c.interpreter.implicitStaticMember(m, of: .type(.builtin(type)), at: node) {
          return try notificationName(found, c, node)
        }
      }
    default: break
    }
    throw c.interpreter.error(
      "a notification's name is a `Notification.Name` (`Notification.Name(\"saved\")`), not a `\(v.typeName)`",
      at: node, kind: .typeMismatch)
  }

  /// An `.onReceive`'s publisher: SwiftUI compares each update's publisher with the last one
  /// bit for bit and subscribes again when they differ [CODE OSUI SubscriptionLifetime.swift].
  /// A closure in the chain makes that comparison depend on what the closure captures, which
  /// the lab cannot see; where subscribing again shows (a publisher that gives values as it is
  /// subscribed to, an operator that remembers), such a chain is refused.
  static func checkReceivable(_ p: PublisherValue, _ interp: Interpreter, at node: Syntax) throws {
    if case .combined(let parts) = p.source {
      for part in parts { try checkReceivable(part, interp, at: node) }
    }
    guard let closure = p.operators.first(where: \.hasClosure) else { return }
    guard p.source.replays || p.operators.contains(where: \.remembers) else { return }
    throw interp.error(
      "`onReceive` of a publisher with a `\(closure.name)` closure is not supported here: SwiftUI "
        + "subscribes again when it cannot tell that the publisher is the last update's, which depends on what "
        + "the closure captures; move the `\(closure.name)` into the `perform` closure", at: node,
      kind: .notSupported)
  }

  // MARK: Members

  static func member(_ p: PublisherValue, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    func chained(_ make: @escaping (inout CallContext) throws -> PublisherValue.Operator) -> Value {
      method { c in .publisher(p.adding(try make(&c))) }
    }
    if case .subject(let owner) = p.source, p.operators.isEmpty {
      switch name {
      case "send":
        return method { c in
          try c.checkLabels([nil, "completion"])
          if let completion = c.argument("completion") {
            guard case .implicitMember(let m) = completion.value, m.name == "finished" else {
              throw c.interpreter.error(
                "only `.finished` ends a subject in the lab; a failure is not supported", at: completion.node,
                kind: .notSupported)
            }
            try c.interpreter.finishSubject(owner, at: c.node)
            return .void
          }
          // `send()` of a `Void` subject sends `()`.
          try c.interpreter.sendSubject(owner, c.arguments.first?.value ?? .void, at: c.node)
          return .void
        }
      case "value" where owner.hasPrefix(currentValuePrefix):
        return interpreter.state[StateKey(owner: owner, name: "value")] ?? .null
      default: break
      }
    }
    switch name {
    case "map":
      return chained { c in
        try c.checkLabels([nil])
        switch c.arguments.first?.value {
        case .function(let fn)?: return .map(fn)
        case .keyPath(let path)?: return .mapKeyPath(path)
        default: throw c.fail("`map` takes a closure or a key path", kind: .argument)
        }
      }
    case "filter", "compactMap":
      return chained { c in
        try c.checkLabels([nil])
        guard let fn = c.closure else { throw c.fail("`\(name)` takes a closure", kind: .argument) }
        return name == "filter" ? .filter(fn) : .compactMap(fn)
      }
    case "removeDuplicates":
      return chained { c in
        try c.checkLabels([])
        return .removeDuplicates
      }
    case "dropFirst":
      return chained { c in
        try c.checkLabels([nil])
        let n = try c.int(nil) ?? 1
        guard n >= 0 else { throw c.fail("`dropFirst` needs a count of 0 or more", kind: .trap) }
        return .dropFirst(n)
      }
    case "replaceNil":
      return chained { c in
        try c.checkLabels(["with"])
        guard let v = c.argument("with") else { throw c.fail("`replaceNil` needs `with:`", kind: .argument) }
        return .replaceNil(v.value)
      }
    case "receive":
      return chained { c in
        try c.checkLabels(["on", "options"])
        try mainScheduler(c.argument("on"), c)
        return .receiveOnMain
      }
    case "debounce", "delay":
      return chained { c in
        try c.checkLabels(["for", "scheduler", "options", "tolerance"])
        try mainScheduler(c.argument("scheduler"), c)
        guard let amount = c.argument("for") else { throw c.fail("`\(name)` needs `for:`", kind: .argument) }
        let seconds = try interval(amount, c)
        return name == "debounce" ? .debounce(seconds) : .delay(seconds)
      }
    case "combineLatest":
      return method { c in
        var parts = [p]
        var transform: FunctionValue?
        for a in c.arguments where a.label == nil {
          if case .function(let fn) = a.value, transform == nil {
            transform = fn
            continue
          }
          guard case .publisher(let q) = a.value else {
            throw c.interpreter.error("`combineLatest` takes publishers", at: a.node, kind: .typeMismatch)
          }
          parts.append(q)
        }
        guard (2...4).contains(parts.count) else { throw c.fail("`combineLatest` takes one to three publishers", kind: .argument) }
        var combined = PublisherValue(source: .combined(parts), kind: "Publishers.CombineLatest")
        if let transform {
          // `a.combineLatest(b) { x, y in … }`: mapped as it is combined.
          combined.operators.append(.map(transform))
        }
        return .publisher(combined)
      }
    case "eraseToAnyPublisher":
      return method { c in
        try c.checkLabels([])
        var copy = p
        copy.kind = "AnyPublisher"
        return .publisher(copy)
      }
    case "sink":
      return method { c in try sink(p, &c) }
    case "assign":
      return method { c in try assign(p, &c) }
    default:
      return nil
    }
  }

  /// `receive(on:)`'s and `debounce`'s scheduler: the main queue or run loop, the only
  /// thread the lab has.
  private static func mainScheduler(_ a: Argument?, _ c: CallContext) throws {
    guard let a else { throw c.fail("`\(c.name)` needs a scheduler: `DispatchQueue.main`", kind: .argument) }
    switch a.value {
    case .opaque(let o) where (o.kind == "DispatchQueue" || o.kind == "RunLoop") && o.text == "main": return
    case .implicitMember(let m) where m.name == "main": return
    default:
      throw c.interpreter.error(
        "the lab runs everything on the main thread: schedule on `DispatchQueue.main` or `RunLoop.main`",
        at: a.node, kind: .notSupported)
    }
  }

  /// `.seconds(1)`, `.milliseconds(300)`, `0.5`: seconds.
  private static func interval(_ a: Argument, _ c: CallContext) throws -> Double {
    let interp = c.interpreter
    var seconds: Double
    if case .implicitMember(let m) = a.value, let arg = m.arguments?.first {
      let n = try interp.number(arg.floatingValue, arg.node)
      let scale = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9][m.name]
      guard let scale else {
        throw interp.error("`.\(m.name)` is not an interval: use `.seconds` or `.milliseconds`", at: a.node, kind: .argument)
      }
      seconds = n * scale
    } else {
      seconds = try interp.number(a.floatingValue, a.node)
    }
    guard seconds.isFinite, seconds >= 0 else {
      throw interp.error("an interval must be a finite number of seconds, 0 or more", at: a.node, kind: .argument)
    }
    return seconds
  }

  private static func sink(_ p: PublisherValue, _ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil, "receiveCompletion", "receiveValue"])
    let value: FunctionValue?
    let completion: FunctionValue?
    if let v = c.closure("receiveValue") {
      value = v
      completion = c.closure("receiveCompletion") ?? c.firstUnlabelledClosure
    } else {
      value = c.firstUnlabelledClosure
      completion = c.closure("receiveCompletion")
    }
    guard let value else { throw c.fail("`sink` needs a closure that receives the values", kind: .argument) }
    return try subscribe(p, .closure(value, completion: completion), &c)
  }

  private static func assign(_ p: PublisherValue, _ c: inout CallContext) throws -> Value {
    try c.checkLabels(["to", "on"])
    guard let target = c.argument("to") else { throw c.fail("`assign` needs `to:`", kind: .argument) }
    if case .publisher(let q) = target.value, case .published(let owner, let name) = q.source, q.operators.isEmpty {
      // `assign(to: &$name)`: the subscription lives as long as the object.
      _ = try c.interpreter.subscribe(p, .property(owner: owner, name: name), at: c.node)
      return .void
    }
    guard case .keyPath(let path) = target.value, path.count == 1, let on = c.argument("on"),
      case .instance(let inst) = on.value, let owner = inst.objectOwner
    else {
      throw c.fail(
        "`assign` takes `to: \\.property, on: object` (an object's property) or `to: &$property`",
        kind: .argument)
    }
    guard inst.type.property(path[0]) != nil else {
      throw c.interpreter.error("`\(inst.type.name)` has no property `\(path[0])`", at: target.node, kind: .unknownName)
    }
    return try subscribe(p, .property(owner: owner, name: path[0]), &c)
  }

  /// A subscriber's `AnyCancellable`; a result nobody keeps is released at once, which
  /// cancels the subscription (after what it was given as it subscribed).
  private static func subscribe(_ p: PublisherValue, _ sink: Subscription.Sink, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    let id = try interp.subscribe(p, sink, at: c.node)
    if isDiscarded(c.node) {
      interp.cancelSubscription(id)
    }
    return .opaque(OpaqueValue(kind: "AnyCancellable", text: String(id)))
  }

  /// The call is a statement of its own (`pub.sink { … }`) or assigned to `_`.
  static func isDiscarded(_ node: Syntax) -> Bool {
    guard let parent = node.parent else { return false }
    if parent.is(CodeBlockItemSyntax.self) { return true }
    if let list = parent.as(ExprListSyntax.self), list.first?.is(DiscardAssignmentExprSyntax.self) == true {
      return true
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
      return true
    }
    return false
  }

  /// `cancel()` and `store(in:)` of an `AnyCancellable`.
  static func cancellableMember(_ o: OpaqueValue, _ name: String) -> Value? {
    let id = Int(o.text) ?? -1
    switch name {
    case "cancel":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels([])
          c.interpreter.cancelSubscription(id)
          return .void
        })
    case "store":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["in"])
          guard let target = c.argument("in"), let writeBack = target.writeBack else {
            throw c.fail("`store(in:)` takes a collection as `&cancellables`", kind: .argument)
          }
          let me = Value.opaque(o)
          switch target.value {
          case .set(var s):
            s.insert(me)
            try writeBack(.set(s))
          case .array(let items):
            try writeBack(.array(items + [me]))
          default:
            throw c.fail("`store(in:)` takes a `Set<AnyCancellable>` or an array of them", kind: .argument)
          }
          return .void
        })
    default: return nil
    }
  }

  /// `NotificationCenter.default`'s `post`, `publisher(for:)`, `addObserver` and
  /// `removeObserver`.
  static func centerMember(_ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "post":
      return method { c in
        try c.checkLabels(["name", "object", "userInfo"])
        guard let n = c.argument("name") else { throw c.fail("`post` needs `name:`", kind: .argument) }
        let text = try notificationName(n.value, c, n.node)
        try c.interpreter.emit(
          .notification(text),
          notification(text, object: c.argument("object")?.value ?? .null, userInfo: c.argument("userInfo")?.value ?? .null),
          at: c.node)
        return .void
      }
    case "publisher":
      return method { c in
        try c.checkLabels(["for", "object"])
        guard let n = c.argument("for") else { throw c.fail("`publisher` needs `for:`", kind: .argument) }
        if let object = c.argument("object"), !object.value.isEqual(to: .null) {
          throw c.interpreter.error(
            "notifications of one object only are not supported; pass `object: nil`", at: object.node,
            kind: .notSupported)
        }
        return .publisher(
          PublisherValue(source: .notification(try notificationName(n.value, c, n.node)), kind: "NotificationCenter.Publisher"))
      }
    case "addObserver":
      return method { c in
        if c.has("forName") {
          // The block form: a token that `removeObserver` takes.
          try c.checkLabels(["forName", "object", "queue", "using"])
          let n = c.argument("forName")!
          guard let fn = c.closure("using") ?? c.firstUnlabelledClosure else {
            throw c.fail("`addObserver(forName:object:queue:using:)` needs a closure", kind: .argument)
          }
          let p = PublisherValue(source: .notification(try notificationName(n.value, c, n.node)), kind: "")
          let id = try c.interpreter.subscribe(p, .closure(fn, completion: nil), at: c.node)
          return .opaque(OpaqueValue(kind: "AnyCancellable", text: String(id)))
        }
        // `addObserver(self, selector: #selector(method), name:, object:)`.
        try c.checkLabels([nil, "selector", "name", "object"])
        guard let observer = c.arguments.first, case .instance(let inst) = observer.value,
          let sel = c.argument("selector"), case .opaque(let s) = sel.value, s.kind == "Selector",
          let n = c.argument("name")
        else {
          throw c.fail("`addObserver` takes an object, `selector: #selector(method)`, `name:` and `object:`", kind: .argument)
        }
        let methodName = String(s.text.split(separator: ".").last ?? "").split(separator: "(").first.map(String.init) ?? ""
        guard let decls = inst.type.methods[methodName], !decls.isEmpty else {
          throw c.interpreter.error(
            "`\(inst.type.name)` has no method `\(methodName)` for this selector", at: sel.node, kind: .unknownName)
        }
        let fn = c.interpreter.methodValue(decls, in: inst.type.environment).bound(to: observer.value)
        let p = PublisherValue(source: .notification(try notificationName(n.value, c, n.node)), kind: "")
        _ = try c.interpreter.subscribe(p, .closure(fn, completion: nil), at: c.node)
        return .void
      }
    case "removeObserver":
      return method { c in
        try c.checkLabels([nil, "name", "object"])
        guard let first = c.arguments.first else { throw c.fail("`removeObserver` needs an observer", kind: .argument) }
        switch first.value {
        case .opaque(let o) where o.kind == "AnyCancellable":
          c.interpreter.cancelSubscription(Int(o.text) ?? -1)
        case .instance(let inst):
          // Every selector observer bound to this object (of that name, when one is given).
          let name = try c.argument("name").map { try notificationName($0.value, c, $0.node) }
          c.interpreter.subscriptions.removeAll { sub in
            guard case .closure(let fn, _) = sub.sink, case .instance(let bound)? = fn.boundSelf,
              bound.objectOwner != nil, bound.objectOwner == inst.objectOwner,
              case .notification(let n) = sub.source
            else { return false }
            return name == nil || name == n
          }
        default:
          throw c.fail("`removeObserver` takes the observer `addObserver` was given or returned", kind: .argument)
        }
        return .void
      }
    default:
      return nil
    }
  }

  /// A posted `Notification`: its `name`, `object` and `userInfo`.
  static func notification(_ name: String, object: Value, userInfo: Value) -> Value {
    .tuple(
      TupleValue(
        labels: ["name", "object", "userInfo"], elements: [notificationName(name), object, userInfo],
        nominal: "Notification"))
  }
}

extension Interpreter {
  /// Subscribes `sink` to `p`; a subject, a property or `Just` gives its values at once.
  @discardableResult
  func subscribe(_ p: PublisherValue, _ sink: Subscription.Sink, at node: Syntax) throws -> Int {
    nextSubscriptionID += 1
    let id = nextSubscriptionID
    subscriptions.append(Subscription(id: id, source: p.source, operators: p.operators, sink: sink))
    switch p.source {
    case .subject(let owner):
      if owner.hasPrefix(CombineBuiltins.currentValuePrefix),
        let value = state[StateKey(owner: owner, name: "value")]
      {
        try deliver(id, value, from: 0, at: node)
      }
      if state[StateKey(owner: owner, name: "finished")] != nil { try complete(id, at: node) }
    case .published(let owner, let name):
      try deliver(id, state[StateKey(owner: owner, name: name)] ?? .null, from: 0, at: node)
    case .values(let values):
      for v in values { try deliver(id, v, from: 0, at: node) }
      try complete(id, at: node)
    case .objectWillChange, .notification:
      break
    case .timer(let every, let identity):
      // The timer connects as its subscriber subscribes and gives the date every interval
      // (docs/semantics.md §13.1); cancelling the subscription drops it.
      let deliverDate = FunctionValue(name: "timer") { c in
        try c.interpreter.deliver(id, DateBuiltins.now(c.interpreter), from: 0, at: c.node)
        return .void
      }
      var work = ScheduledWork(
        id: 0, time: now + every, every: every, function: deliverDate, receiver: nil, label: "(Timer.publish)")
      work.subscription = id
      work.publisher = identity
      schedule(work)
    case .combined(let parts):
      for (i, part) in parts.enumerated() {
        try subscribe(part, .combine(parent: id, index: i), at: node)
      }
    }
    return id
  }

  func cancelSubscription(_ id: Int) {
    let parts = subscriptions.filter { if case .combine(id, _) = $0.sink { true } else { false } }.map(\.id)
    subscriptions.removeAll { $0.id == id }
    scheduled.removeAll { $0.subscription == id }
    for part in parts { cancelSubscription(part) }
  }

  /// Gives `value` to every subscriber of `source`, in the order they subscribed.
  func emit(_ source: PublisherValue.Source, _ value: Value, at node: Syntax) throws {
    let ids = subscriptions.filter { $0.source.isEqual(to: source) }.map(\.id)
    for id in ids { try deliver(id, value, from: 0, at: node) }
  }

  func sendSubject(_ owner: String, _ value: Value, at node: Syntax) throws {
    guard state[StateKey(owner: owner, name: "finished")] == nil else { return }
    if owner.hasPrefix(CombineBuiltins.currentValuePrefix) {
      state[StateKey(owner: owner, name: "value")] = value
    }
    try emit(.subject(owner), value, at: node)
  }

  func finishSubject(_ owner: String, at node: Syntax) throws {
    guard state[StateKey(owner: owner, name: "finished")] == nil else { return }
    state[StateKey(owner: owner, name: "finished")] = .bool(true)
    for sub in subscriptions where sub.source.isEqual(to: .subject(owner)) { try complete(sub.id, at: node) }
  }

  /// The end: a `sink`'s completion closure gets `.finished`; the subscription is over.
  private func complete(_ id: Int, at node: Syntax) throws {
    guard let sub = subscriptions.first(where: { $0.id == id }) else { return }
    cancelSubscription(id)
    if case .closure(_, let completion?) = sub.sink {
      try runAction(completion, values: [.implicitMember(ImplicitMember(name: "finished", arguments: nil))], node: node)
    }
  }

  /// Passes `value` through subscription `id`'s operators from `start`, to its end; an
  /// operator that waits schedules the rest on the clock.
  func deliver(_ id: Int, _ value: Value, from start: Int, at node: Syntax) throws {
    guard let index = subscriptions.firstIndex(where: { $0.id == id }) else { return }
    var sub = subscriptions[index]
    var v = value
    var i = start
    func later(_ time: Double, _ label: String) -> Int {
      let rest = i + 1
      let carried = v
      return schedule(
        ScheduledWork(
          id: 0, time: time, every: nil,
          function: FunctionValue(name: label) { c in
            try c.interpreter.deliver(id, carried, from: rest, at: c.node)
            return .void
          }, receiver: nil, label: "(\(label))", subscription: id))
    }
    func save() {
      if let k = subscriptions.firstIndex(where: { $0.id == id }) { subscriptions[k] = sub }
    }
    while i < sub.operators.count {
      switch sub.operators[i] {
      case .map(let fn): v = try call(fn, [v], node: node)
      case .mapKeyPath(let path):
        for name in path { v = try member(of: v, named: name, node: node) ?? .null }
      case .filter(let fn):
        guard case .bool(true) = try call(fn, [v], node: node) else { return }
      case .compactMap(let fn):
        let r = try call(fn, [v], node: node)
        if case .null = r { return }
        v = r
      case .replaceNil(let replacement):
        if case .null = v { v = replacement }
      case .removeDuplicates:
        if let last = sub.memory[i], last.isEqual(to: v) { return }
        sub.memory[i] = v
        save()
      case .dropFirst(let n):
        guard case .int(let seen)? = sub.memory[i] ?? .int(0) else { return }
        if seen < n {
          sub.memory[i] = .int(seen + 1)
          save()
          return
        }
      case .receiveOnMain:
        _ = later(now, "receive(on:)")
        return
      case .delay(let s):
        _ = later(now + s, "delay")
        return
      case .debounce(let s):
        if let old = sub.pending[i] { scheduled.removeAll { $0.id == old } }
        sub.pending[i] = later(now + s, "debounce")
        save()
        return
      }
      i += 1
    }
    switch sub.sink {
    case .closure(let fn, _):
      try runAction(fn, values: [v], node: node)
    case .property(let owner, let name):
      guard let type = state.objectType(owner), let prop = type.property(name) else { return }
      try writeObjectProperty(type, owner, prop, v, at: node)
    case .receiver(let key):
      guard let fn = liveReceivers[key] else { return }
      try runAction(fn, values: [v], node: node)
    case .combine(let parent, let slot):
      // The part's latest value; the whole once every part has one.
      guard let k = subscriptions.firstIndex(where: { $0.id == parent }),
        case .combined(let parts) = subscriptions[k].source
      else { return }
      subscriptions[k].memory[-1 - slot] = v
      let latest = (0..<parts.count).compactMap { subscriptions[k].memory[-1 - $0] }
      guard latest.count == parts.count else { return }
      try deliver(parent, .tuple(TupleValue(labels: Array(repeating: nil, count: latest.count), elements: latest)), from: 0, at: node)
    }
  }

  /// Before an `ObservableObject`'s `@Published` property changes (Combine publishes in its
  /// `willSet`): `objectWillChange` and the property's own subscribers.
  func publishWillSet(_ owner: String, _ name: String, _ value: Value, at node: Syntax) throws {
    guard !subscriptions.isEmpty else { return }
    try emit(.objectWillChange(owner), .void, at: node)
    try emit(.published(owner: owner, name: name), value, at: node)
  }
}
