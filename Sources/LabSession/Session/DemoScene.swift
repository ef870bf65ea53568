/// The scene the REPL starts on, so `:tree` and `:frames` show something before the user types.
/// A PLACEHOLDER until the script layer can evaluate it; `Session.loadDemoScene()` runs it through
/// the evaluator once one is installed.
///
///     session.demoScene = DemoScene.source
public enum DemoScene {
  public static let source = """
    VStack(spacing: 8) {
      Text("Hello, geometry")
      HStack {
        Color.red.frame(width: 60, height: 40)
        Circle().frame(width: 40, height: 40)
      }
    }
    .padding()
    """
}
