/// Builds a fully wired session: the command registry plus the script front end, the engine
/// and the geometry commands. Every front end (REPL, `geolab run`, replay, check, tests) starts
/// here, so they all behave the same.
///
///     let session = Lab.makeSession(color: false)
public enum Lab {
  public static func makeSession(
    color: Bool = false, scene: Scene = Scene(), interrupt: InterruptFlag = .shared
  ) -> Session {
    let session = Session(settings: SessionSettings(color: color), interrupt: interrupt)
    let bridge = ScriptBridge(scene: scene)
    for command in SceneCommands.all(scene, bridge) { session.register(command) }
    for command in TimeCommands.all(scene, bridge) { session.register(command) }
    for command in ActionCommands.all(scene, bridge) { session.register(command) }
    for command in SpaceCommands.all(scene, bridge) { session.register(command) }
    for command in PictureCommands.all(scene) { session.register(command) }
    bridge.context.colorize = color
    // Ctrl-C stops runaway user code too, not only long commands.
    bridge.context.isInterrupted = { interrupt.isRaised }
    session.evaluator = { [bridge] input, origin in bridge.evaluate(input, origin: origin) }
    session.settingsChanged = { [bridge] settings in bridge.randomSeed = settings.seed }
    session.viewInput = { name, value in try ActionCommands.input(scene, bridge, view: name, value: value) }
    session.layoutDirection = (
      get: { scene.window.layoutDirection },
      set: { direction in
        scene.window.layoutDirection = direction
        return scene.withRestartReport("")
      })
    session.evaluationLimits = (get: { [bridge] in bridge.context.limits }, set: { [bridge] in bridge.context.limits = $0 })
    for command in ScriptCommands.all(bridge) { session.register(command) }
    session.register(CurveCommand.command(bridge))
    session.register(WhyCommand.command(scene))
    session.register(SaveCommand.command)
    for command in LessonCommands.all() { session.register(command) }
    for topic in ModifierTopics.all { session.register(topic) }
    session.stateNames = { ScriptCommands.stateNames(bridge.context.stateVariables) }
    session.viewNames = {
      guard let names = scene.names else { return [] }
      return names.identifiers.values.sorted().map { "#" + $0 }
    }
    return session
  }

  /// A session for replaying a transcript (`geolab check`, `geolab replay`): no colour, and both
  /// `:save` and `:load` confined to the working directory, since the transcript may come from
  /// a stranger.
  public static func transcriptSession(scene: Scene = Scene()) -> Session {
    let session = makeSession(color: false, scene: scene)
    session.settings.allowOutside = false
    session.settings.loadsOutside = false
    return session
  }
}
