import LabEngine

extension ScriptContext {
  /// The `@State` values now, and the work scheduled on the clock.
  public func stateSnapshot() -> StateSnapshot {
    var snapshot = interpreter.state.snapshot
    snapshot.scheduled = interpreter.scheduled
    snapshot.subscriptions = interpreter.subscriptions
    return snapshot
  }

  /// Puts every `@State` variable back to a snapshot's values, and the schedule as it was then
  /// (the root is not rebuilt).
  public func restoreState(_ snapshot: StateSnapshot) {
    interpreter.state.restore(snapshot)
    interpreter.scheduled = snapshot.scheduled
    interpreter.subscriptions = snapshot.subscriptions
  }

  /// The default value of each custom alignment guide user code declared, by the guide's name:
  /// its `AlignmentID`'s `defaultValue(in:)`, run when layout asks.
  public var customAlignmentDefaults: [String: @Sendable (ViewDimensions) -> Double] {
    interpreter.customAlignmentDefaults
  }

  /// The virtual clock's time, which `.now()` and new timers start from: the session sets it
  /// to the playhead before running user code.
  public var now: Double {
    get { interpreter.now }
    set { interpreter.now = newValue }
  }
}
