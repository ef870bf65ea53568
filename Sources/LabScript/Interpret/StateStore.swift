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
public final class StateStore {
  private(set) var keys: [StateKey] = []
  private var slots: [StateKey: Value] = [:]

  init() {}

  subscript(key: StateKey) -> Value? {
    get { slots[key] }
    set {
      if slots[key] == nil, newValue != nil { keys.append(key) }
      slots[key] = newValue
      if newValue == nil { keys.removeAll { $0 == key } }
    }
  }

  func removeAll() {
    keys = []
    slots = [:]
  }

  /// Every variable's value now, to restore later (`StateSnapshot`).
  var snapshot: StateSnapshot { StateSnapshot(keys: keys, slots: slots) }

  func restore(_ s: StateSnapshot) {
    keys = s.keys
    slots = s.slots
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
}
