import LabScript
import LabSession

/// Parse + evaluate of a view file (issue 9): a fresh `ScriptContext` (made outside the timed
/// region) evaluates the whole file: parsing, declarations and the root `ContentView()`.
public enum ViewFileWorkload {
  /// Evaluates `text` in `context`; fails loudly if the file stopped being valid code, since a
  /// benchmark of an error path would be meaningless.
  public static func evaluate(_ text: String, in context: ScriptContext) -> EvaluationResult {
    let result = context.evaluate(text, file: "ContentView.swift")
    precondition(
      result.diagnostics.isEmpty, "view file has diagnostics: \(result.renderedDiagnostics)")
    precondition(result.root != nil, "view file built no root view")
    return result
  }

  /// Parsing alone (swift-syntax and the lab's refusal checks), for the breakdown.
  public static func parse(_ text: String) -> ParsedSource {
    ParsedSource(text, file: "ContentView.swift")
  }
}

/// A REPL round trip for a seed scene (issue 9): the inputs of transcripts/seed-000 (the window,
/// two view structs, the root, an animated state change), then `:frames`, typed line by line
/// into a session from `Lab.makeSession` through the shell loop the REPL uses (continuation
/// lines and all); timed from the first input line to the output string with the frames.
public enum SeedSceneWorkload {
  public static let scene: [String] = [
    ":window 400 400",
    "struct CornerDot: View {",
    "  var showsDot: Bool",
    "  var body: some View {",
    "    Color.red",
    "      .overlay(alignment: .topLeading) {",
    "        if showsDot {",
    "          Circle().fill(.yellow).frame(width: 20, height: 20)",
    "        }",
    "      }",
    "  }",
    "}",
    "struct Growing: View {",
    "  @State var grown = false",
    "  var body: some View {",
    "    CornerDot(showsDot: grown)",
    "      .frame(width: grown ? 300 : 200, height: grown ? 300 : 200)",
    "  }",
    "}",
    "Growing()",
    "withAnimation(.smooth(duration: 1)) { grown.toggle() }",
    ":tick 0.25",
    ":frames",
  ]

  /// A scene of `leaves` views for the REPL's scaling table: a struct whose body is an HStack
  /// of a `ForEach` of fixed colours, its root, a state change under an animation, `:tick`
  /// and `:frames` (which prints one row per view).
  public static func scaledScene(leaves: Int) -> [String] {
    [
      "struct Row: View {",
      "  @State var wide = false",
      "  var body: some View {",
      "    HStack(spacing: 2) {",
      "      ForEach(0..<\(leaves), id: \\.self) { i in",
      "        Color.red.frame(width: wide ? 12 : 10, height: 10)",
      "      }",
      "    }",
      "  }",
      "}",
      "Row()",
      "withAnimation(.linear(duration: 1)) { wide.toggle() }",
      ":tick 0.25",
      ":frames",
    ]
  }

  /// Feeds `lines` to `session` as the REPL would and returns everything printed.
  public static func run(_ lines: [String], in session: Session) -> String {
    let sink = StringSink()
    Shell(handler: session, sink: sink, echo: false).run(PlainLineSource(lines: lines))
    return sink.text
  }

  /// The whole scene: fresh session (made by the caller, outside the timing) to frames printed.
  public static func roundTrip(in session: Session) -> String {
    let out = run(scene, in: session)
    precondition(out.contains("frames at t = 0.25 s"), "seed scene printed no frames:\n\(out)")
    return out
  }
}
