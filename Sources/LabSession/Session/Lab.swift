/// Builds a fully wired session: the command registry plus the script front end, the engine
/// and the geometry commands. Every front end (REPL, `geolab run`, replay, check, tests) starts
/// here, so they all behave the same.
///
///     let session = Lab.makeSession(color: false)
public enum Lab {
  public static func makeSession(color: Bool = false, interrupt: InterruptFlag = .shared) -> Session {
    let session = Session(settings: SessionSettings(color: color), interrupt: interrupt)
    return session
  }
}
