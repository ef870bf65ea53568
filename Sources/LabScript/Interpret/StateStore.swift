/// Where a `@State` value lives: its view's owner key (`ContentView`, `Card#2`) and the
/// property's name.
///
///     StateKey(owner: "ContentView", name: "toggle")
public struct StateKey: Hashable, Sendable, CustomStringConvertible {
  public var owner: String
  public var name: String

  public init(owner: String, name: String) {
    self.owner = owner
    self.name = name
  }

  public var description: String { "\(owner).\(name)" }
}

/// The storage of `@State` outside the view structs, as in SwiftUI: struct values are rebuilt
/// on every update, their state survives here. Slots keep their creation order for listing.
///
///     store[StateKey(owner: "ContentView", name: "toggle")] = .bool(true)
///
/// Objects (instances of user classes) keep their stored properties here too, under their
/// identity (`Model`, `Model#2`): a new root forgets the views' state but not the objects,
/// which globals and singletons may still hold.
public final class StateStore {
  private(set) var keys: [StateKey] = []
  private var slots: [StateKey: Value] = [:]
  /// Every object's identity, and how many objects of each class were made (names never repeat).
  private(set) var objectTypes: [String: StructType] = [:]
  private var objectCounts: [String: Int] = [:]
  /// A `@GestureState`'s initial value, which it returns to when its gesture ends.
  var gestureInitial: [StateKey: Value] = [:]
  /// The user-defaults keys that hold only an `@AppStorage`'s default: SwiftUI does not write
  /// the default to the defaults, so `UserDefaults` reads them as missing.
  var defaultedKeys: Set<String> = []

  init() {}

  /// A new object's identity: the class name for the first, then `Name#2`, `Name#3` …
  func newObject(of type: StructType) -> String {
    let n = (objectCounts[type.name] ?? 0) + 1
    objectCounts[type.name] = n
    let owner = n == 1 ? type.name : "\(type.name)#\(n)"
    objectTypes[owner] = type
    return owner
  }

  /// The class of the object `owner` names; nil for a view's owner.
  func objectType(_ owner: String) -> StructType? { objectTypes[owner] }

  subscript(key: StateKey) -> Value? {
    get { slots[key] }
    set {
      if slots[key] == nil, newValue != nil { keys.append(key) }
      slots[key] = newValue
      if newValue == nil { keys.removeAll { $0 == key } }
    }
  }

  /// The owner of `@AppStorage` values: the app's user defaults, one per session.
  static let userDefaults = "UserDefaults"
  /// The owner of the SwiftData store's lists of objects, one per class (SwiftDataBuiltins).
  static let modelStore = "ModelContext"

  /// Forgets every view's state; objects and user defaults keep theirs.
  func removeAll() {
    // The app's defaults and its SwiftData store outlive a scene, as objects do.
    func kept(_ owner: String) -> Bool {
      objectTypes[owner] != nil || owner == Self.userDefaults || owner == Self.modelStore
        || CombineBuiltins.isSubject(owner)
    }
    keys = keys.filter { kept($0.owner) }
    slots = slots.filter { kept($0.key.owner) }
  }

  /// Every variable's value now, to restore later (`StateSnapshot`).
  var snapshot: StateSnapshot { StateSnapshot(keys: keys, slots: slots) }

  /// Puts back the values of `s`; objects made after it keep their current values.
  func restore(_ s: StateSnapshot) {
    let owners = Set(s.keys.map(\.owner))
    let newer = keys.filter {
      (objectTypes[$0.owner] != nil || CombineBuiltins.isSubject($0.owner)) && !owners.contains($0.owner)
    }
    var restored = s.slots
    for key in newer { restored[key] = slots[key] }
    keys = s.keys + newer
    slots = restored
  }
}

/// The values of every `@State` variable at one moment: the session keeps one per update so
/// that a change made with the playhead in the past starts from the state shown there.
///
///     let s = context.stateSnapshot(); …; context.restoreState(s)
///
/// Unchecked `Sendable`: a snapshot is never mutated after it is taken, and the values it holds
/// (closures included) are only used again on the session's own thread, by `restoreState`.
public struct StateSnapshot: @unchecked Sendable {
  fileprivate var keys: [StateKey]
  fileprivate var slots: [StateKey: Value]
  /// The work scheduled on the clock at that moment (`asyncAfter`, timers).
  var scheduled: [ScheduledWork] = []
  /// Combine's subscriptions at that moment.
  var subscriptions: [Subscription] = []
}
