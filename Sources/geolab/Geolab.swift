import ArgumentParser
import LabSession

/// `geolab`: with no subcommand, the REPL (on a terminal) or plain line-by-line input (from a
/// pipe); `geolab run <file>` runs a script.
///
///     geolab --no-color
struct Geolab: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "geolab",
    abstract: "A lab for SwiftUI's layout and geometry: type view code, inspect every frame.",
    discussion: """
      With no subcommand, starts the interactive shell on a small demo scene. When standard \
      input or output is not a terminal, lines are read plainly and nothing is decorated, so \
      `geolab < script` is deterministic.

      Exit status: 0 success, 1 an input of a script failed, 2 usage error.
      """,
    version: GeolabVersion.string,
    subcommands: [RunCommand.self, CheckCommand.self, ReplayCommand.self, PreviewCommand.self])

  @OptionGroup var options: GlobalOptions

  func run() throws {
    let color = Terminal.isInteractive && Terminal.allowsColor(noColorFlag: options.noColor)
    let session = Lab.makeSession(color: color)
    session.settings.allowOutside = options.allowOutside
    if Terminal.isInteractive {
      runInteractive(session)
      return
    }
    let sink = StandardOutputSink()
    let demo = session.loadDemoScene()
    if !demo.text.isEmpty { sink.write(demo.text + "\n") }
    let shell = Shell(handler: session, sink: sink, echo: options.echo)
    let summary = shell.run(PlainLineSource.standardInput())
    if summary.errors > 0 || demo.status == .error { throw ExitCode(1) }
  }

  private func runInteractive(_ session: Session) {
    let utf8 = Terminal.setUpLocale()
    Terminal.fitPictures(&session.settings, utf8: utf8)
    InterruptHandler.install()
    let sink = StandardOutputSink()
    let hint =
      "GeometryLab \(GeolabVersion.string) · :help lists commands, :lesson starts a lesson,"
      + " Ctrl-D quits."
    sink.write(session.style.dim(hint) + "\n")
    let demo = session.loadDemoScene()
    if !demo.text.isEmpty { sink.write(demo.text + "\n") }
    let historyFile = HistoryFile.defaultPath(environment: environment()).map(HistoryFile.init)
    guard
      let editor = LineEditor(
        completer: session, historyFile: historyFile, colorPrompt: { session.settings.color })
    else {
      Terminal.warn("line editing is unavailable; reading plain lines")
      Shell(handler: session, sink: sink, echo: false).run(PlainLineSource.standardInput())
      return
    }
    Shell(handler: session, sink: sink).run(editor)
  }

  private func environment() -> [String: String] {
    var result: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] {
      if let value = Terminal.environment(name) { result[name] = value }
    }
    return result
  }
}
