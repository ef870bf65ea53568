import ArgumentParser
import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// `geolab run <file>`: runs a script of inputs (Swift and `:`-commands, continuation lines as in
/// the REPL) and prints what each produced. A `.swift` file is Swift source: it runs as one
/// input, as `:load` runs it, so its diagnostics point at `file.swift:line:column`. Exits 1 if
/// any input failed.
///
///     geolab run examples/stack.geolab
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run a script of Swift and commands, printing the outputs.")

  @OptionGroup var options: GlobalOptions

  @Argument(help: "The script, one input per line ('-' reads standard input).")
  var file: String

  func run() throws {
    let text: String
    do {
      text = try ScriptFile.read(file)
    } catch {
      Terminal.warn("\(error)")
      throw ExitCode(2)
    }
    let color = Terminal.allowsColor(noColorFlag: options.noColor)
    let session = Lab.makeSession(color: color)
    session.settings.allowOutside = options.allowOutside
    // Diagnostics go to standard error, the outputs to standard output.
    let shell = Shell(
      handler: session, sink: StandardOutputSink(), errorSink: StandardErrorSink(),
      echo: options.echo)
    // A Swift file is one input, positions relative to it; anything else is a script of inputs.
    let isSwift = file.hasSuffix(".swift")
    let quoted = "\"" + file.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    // A script's inputs report positions in the file (not for standard input, `-`).
    let source = PlainLineSource(
      text: isSwift ? ":load \(quoted)" : text, fileName: isSwift || file == "-" ? nil : file)
    let summary = shell.run(source)
    if summary.errors > 0 { throw ExitCode(1) }
  }
}
