import ArgumentParser
import Dispatch
import Foundation
import GeolabPreview

#if canImport(Glibc)
  import Glibc
#endif

/// `geolab preview <file.swift> [--port n]`: the file's page on 127.0.0.1, redrawn on every save
/// (issue 19). Prints the page's address, then one line per rebuild (or the file's diagnostics);
/// Ctrl-C stops the server and exits 0.
///
///     geolab preview Card.swift --port 8080
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve a Swift file's picture on 127.0.0.1 and redraw it on every save.",
    discussion: """
      Opens nothing by itself: open the printed address in a browser. The page is the one \
      `:export html` writes (the screen as drawn, both geometry layers, a time slider, the \
      frames table), for the file's #Preview or its first view; a file that does not build \
      shows its diagnostics over the last good picture. Port 0 (the default) picks a free port.
      """)

  @Argument(help: "The Swift file to preview.")
  var file: String

  @Option(help: "The port to listen on, on 127.0.0.1 (0 picks a free one).")
  var port: Int = 0

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port takes a number from 0 to 65535, not \(port)")
    }
    guard FileManager.default.isReadableFile(atPath: file) else {
      throw ValidationError("cannot read '\(file)'")
    }
  }

  func run() throws {
    let server: PreviewServer
    do {
      server = try PreviewServer(file: file, port: UInt16(port))
    } catch {
      Terminal.warn("cannot listen on 127.0.0.1:\(port): \(error)")
      throw ExitCode(1)
    }
    let task = Task {
      try await server.run(
        ready: { url in
          print("geolab preview: \(url) (Ctrl-C stops)")
          fflush(stdout)
        },
        report: { line in
          print(line)
          fflush(stdout)
        })
    }
    // Ctrl-C: stop listening, then exit 0.
    signal(SIGINT, SIG_IGN)
    // Not the main queue: `run` is on the large-stack thread (main.swift), not the main thread.
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    interrupt.setEventHandler {
      task.cancel()
      print("geolab preview: stopped")
      fflush(stdout)
      Glibc.exit(0)
    }
    interrupt.resume()
    let finished = DispatchSemaphore(value: 0)
    Task {
      do {
        try await task.value
      } catch {
        Terminal.warn("preview stopped: \(error)")
        Glibc.exit(1)
      }
      finished.signal()
    }
    finished.wait()
  }
}
