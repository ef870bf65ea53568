import LabEngine
import SwiftSyntax

/// Local notifications as view code schedules them (docs/semantics.md §1.4): the app's
/// notification center, its requests, their content and triggers. Nobody answers the lab
/// phone's permission prompt (as for `CLLocationManager`): `requestAuthorization`'s handler is
/// never called and the settings stay `.notDetermined`. Requests are kept as pending, and none
/// is delivered: a notification shows outside the app, so nothing is laid out.
///
///     UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "drink", content: content, trigger: trigger))
enum NotificationBuiltins {
  static let typeNames = [
    "UNUserNotificationCenter", "UNMutableNotificationContent", "UNNotificationRequest",
    "UNTimeIntervalNotificationTrigger", "UNCalendarNotificationTrigger", "UNNotificationSound",
  ]
  static let centerKind = "UNUserNotificationCenter"
  /// The store's slot for the pending requests, in the order they were added.
  static let pending = StateKey(owner: "UNUserNotificationCenter", name: "pending")

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "UNMutableNotificationContent":
      try c.checkLabels([])
      let text = ["title", "subtitle", "body", "categoryIdentifier", "threadIdentifier"].map { ($0, Value.string("")) }
      return BuiltinClasses.make(
        name, initial: text + [("sound", .null), ("badge", .null), ("userInfo", .dictionary(DictionaryValue()))], interp
      ).0
    case "UNTimeIntervalNotificationTrigger":
      try c.checkLabels(["timeInterval", "repeats"])
      guard let seconds = try c.double("timeInterval"), let repeats = try c.bool("repeats") else {
        throw c.fail("`UNTimeIntervalNotificationTrigger` needs `timeInterval:` and `repeats:`", kind: .argument)
      }
      // UserNotifications raises an exception for these [DOC UNTimeIntervalNotificationTrigger].
      guard seconds > 0 else { throw c.fail("the time interval must be greater than 0: the app stops here", kind: .trap) }
      guard !repeats || seconds >= 60 else {
        throw c.fail("a repeating trigger's time interval must be at least 60 seconds: the app stops here", kind: .trap)
      }
      return BuiltinClasses.value(name, ["timeInterval": .double(seconds), "repeats": .bool(repeats)], interp)
    case "UNCalendarNotificationTrigger":
      try c.checkLabels(["dateMatching", "repeats"])
      guard let date = c.argument("dateMatching"), case .dateComponents = date.value, let repeats = try c.bool("repeats") else {
        throw c.fail("`UNCalendarNotificationTrigger` needs `dateMatching:` (`DateComponents`) and `repeats:`", kind: .argument)
      }
      return BuiltinClasses.value(name, ["dateComponents": date.value, "repeats": .bool(repeats)], interp)
    case "UNNotificationRequest":
      try c.checkLabels(["identifier", "content", "trigger"])
      guard let id = try c.string("identifier"), let content = c.argument("content") else {
        throw c.fail("`UNNotificationRequest` needs `identifier:`, `content:` and `trigger:`", kind: .argument)
      }
      return BuiltinClasses.value(
        name, ["identifier": .string(id), "content": content.value, "trigger": c.argument("trigger")?.value ?? .null], interp)
    default:
      throw c.fail("`\(name)` is reached through its static members (`\(name).current()`, `.default`)", kind: .notSupported)
    }
  }

  static func staticMember(_ type: String, _ name: String) -> Value? {
    switch (type, name) {
    case ("UNUserNotificationCenter", "current"):
      return .function(FunctionValue(name: name) { c in
        try c.checkLabels([])
        return .opaque(OpaqueValue(kind: centerKind, text: centerKind))
      })
    case ("UNNotificationSound", "default"), ("UNNotificationSound", "defaultCritical"):
      return .opaque(OpaqueValue(kind: "UNNotificationSound", text: name))
    default: return nil
    }
  }

  static func requests(_ interp: Interpreter) -> [Value] {
    if case .array(let items)? = interp.state[pending] { return items }
    return []
  }

  static func identifier(_ request: Value) -> String? {
    if case .instance(let i) = request, case .string(let id)? = i.fields["identifier"] { return id }
    return nil
  }

  static func centerMember(_ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value {
    func method(_ labels: [String?], _ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name) { c in try c.checkLabels(labels); return try body(&c) })
    }
    func handler(_ c: CallContext, _ label: String) -> FunctionValue? {
      if case .function(let fn)? = (c.argument(label) ?? c.argument(nil))?.value { return fn }
      return nil
    }
    switch name {
    case "requestAuthorization":
      return method(["options", "completionHandler", nil]) { c in
        guard handler(c, "completionHandler") != nil else {
          throw c.fail(
            "`requestAuthorization(options:)` awaits the user's answer, which nobody gives in the lab: pass a "
              + "completion handler", kind: .notSupported)
        }
        c.interpreter.warn(
          "nobody answers the lab phone's notification prompt: the completion handler is never called, and the "
            + "settings stay `.notDetermined`", at: c.node)
        return .void
      }
    case "add":
      return method([nil, "withCompletionHandler"]) { c in
        guard let request = c.arguments.first(where: { $0.label == nil && identifier($0.value) != nil })?.value,
          let id = identifier(request)
        else { throw c.fail("`add(_:)` takes a `UNNotificationRequest`", kind: .typeMismatch) }
        // A request with the identifier of a pending one replaces it [DOC UNUserNotificationCenter.add].
        var items = requests(c.interpreter).filter { identifier($0) != id }
        items.append(request)
        c.interpreter.writeState(pending, .array(items))
        if case .function(let done)? = c.argument("withCompletionHandler")?.value {
          _ = try c.interpreter.call(done, [Argument(label: nil, value: .null, node: c.node)], node: c.node)
        }
        return .void
      }
    case "removePendingNotificationRequests", "removeDeliveredNotifications":
      return method(["withIdentifiers"]) { c in
        guard name == "removePendingNotificationRequests" else { return .void }  // none is delivered
        guard case .array(let ids)? = c.argument("withIdentifiers")?.value else {
          throw c.fail("`withIdentifiers:` takes an array of identifiers", kind: .typeMismatch)
        }
        let gone = Set(ids.compactMap { if case .string(let s) = $0 { s } else { nil } })
        c.interpreter.writeState(pending, .array(requests(c.interpreter).filter { !gone.contains(identifier($0) ?? "") }))
        return .void
      }
    case "removeAllPendingNotificationRequests":
      return method([]) { c in c.interpreter.writeState(pending, .array([])); return .void }
    case "removeAllDeliveredNotifications", "setNotificationCategories", "setBadgeCount":
      return method([nil, "withCompletionHandler"]) { _ in .void }
    case "getPendingNotificationRequests":
      return method(["completionHandler", nil]) { c in
        guard let fn = handler(c, "completionHandler") else { throw c.fail("pass a completion handler", kind: .argument) }
        _ = try c.interpreter.call(fn, [Argument(label: nil, value: .array(requests(c.interpreter)), node: c.node)], node: c.node)
        return .void
      }
    case "getNotificationSettings":
      return method(["completionHandler", nil]) { c in
        guard let fn = handler(c, "completionHandler") else { throw c.fail("pass a completion handler", kind: .argument) }
        let settings = BuiltinClasses.value(
          "UNNotificationSettings", ["authorizationStatus": .implicitMember(ImplicitMember(name: "notDetermined", arguments: nil))],
          c.interpreter)
        _ = try c.interpreter.call(fn, [Argument(label: nil, value: settings, node: c.node)], node: c.node)
        return .void
      }
    case "delegate":
      return interp.state[StateKey(owner: "UNUserNotificationCenter", name: "delegate")] ?? .null
    default:
      throw interp.unknown("`UNUserNotificationCenter` has no member the lab models named", name, at: node, candidates: [
        "requestAuthorization", "add", "removePendingNotificationRequests", "removeAllPendingNotificationRequests",
        "getPendingNotificationRequests", "getNotificationSettings", "delegate",
      ])
    }
  }
}
