extension ScriptContext {
  /// The `@State` values now.
  public func stateSnapshot() -> StateSnapshot { interpreter.state.snapshot }

  /// Puts every `@State` variable back to a snapshot's values (the root is not rebuilt).
  public func restoreState(_ snapshot: StateSnapshot) { interpreter.state.restore(snapshot) }
}
