import FlyingFox
import FlyingSocks
import Foundation
import LabSession

/// `geolab preview <file.swift>`: serves the `:export html` page of a Swift file on 127.0.0.1 and
/// follows the file. Every change to its contents (checked 5 times a second) builds it again in a
/// fresh lab (`PreviewBuild`) and sends the new scene to every open page over a WebSocket
/// (`/events`), which redraws without a reload; a file that does not build sends its
/// diagnostics, shown over the last good picture. `GET /data` answers the latest message.
/// Kept out of the engine's modules: only this target links the HTTP server (FlyingFox).
///
///     let server = try PreviewServer(file: "Card.swift", port: 0)
///     try await server.run { url in print(url) }
public final class PreviewServer: @unchecked Sendable {
  let file: String
  let port: UInt16
  let state = PreviewState()
  let server: HTTPServer

  public init(file: String, port: UInt16) throws {
    self.file = file
    self.port = port
    server = HTTPServer(
      address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 3600,
      logger: .disabled)
  }

  /// Builds the file, starts listening, calls `ready` with the page's address, then follows the
  /// file until the task is cancelled. `report` hears of each rebuild.
  public func run(ready: @escaping @Sendable (String) -> Void, report: @escaping @Sendable (String) -> Void)
    async throws
  {
    let first = PreviewBuild(file: file)
    await state.publish(first)
    await server.appendRoute("GET /") { [state] _ in
      let page = await state.page
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(page.utf8))
    }
    await server.appendRoute("GET /data") { [state] _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json"],
        body: Data(await state.message.utf8))
    }
    await server.appendRoute("GET /events", to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: Subscriber(state: state))))
    let serving = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case .ip4(let host, let port)? = await server.listeningAddress else {
      throw PreviewError("the server is not listening on 127.0.0.1")
    }
    ready("http://\(host):\(port)/")
    report(Self.summary(first))
    var last = try? Data(contentsOf: URL(fileURLWithPath: file))
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: 200_000_000)
      let now = try? Data(contentsOf: URL(fileURLWithPath: file))
      guard now != last else { continue }
      last = now
      let build = PreviewBuild(file: file)
      await state.publish(build)
      report(Self.summary(build))
    }
    serving.cancel()
    await server.stop()
  }

  static func summary(_ build: PreviewBuild) -> String {
    if let diagnostics = build.diagnostics { return diagnostics }
    return "built" + (build.notes.isEmpty ? "" : ": " + build.notes)
  }
}

struct PreviewError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The latest build, its version, and the open pages to tell.
actor PreviewState {
  private(set) var version = 0
  private(set) var message = ""
  /// The last page that built, so a broken file keeps showing the last good picture.
  private var lastPage: String?
  private var lastDiagnostics: String?
  private var subscribers: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

  var page: String {
    if let lastPage {
      guard let lastDiagnostics else { return lastPage }
      // Opened while the file is broken: the last picture, its diagnostics shown.
      return lastPage.replacingOccurrences(
        of: "<pre id=\"diagnostics\" hidden></pre>",
        with: "<pre id=\"diagnostics\">" + Self.escape(lastDiagnostics) + "</pre>")
    }
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>geolab preview</title></head>"
      + "<body><h1>geolab preview</h1><pre id=\"diagnostics\">" + Self.escape(lastDiagnostics ?? "")
      + "</pre><p>The page reloads when the file builds.</p>"
      + "<script>const s = new WebSocket(\"ws://\" + location.host + \"/events\");"
      + "s.onmessage = (e) => { const m = JSON.parse(e.data); if (m.data) location.reload();"
      + " else document.getElementById(\"diagnostics\").textContent = m.diagnostics; };</script>"
      + "</body></html>\n"
  }

  func publish(_ build: PreviewBuild) {
    version += 1
    message = build.message(version: version)
    if let page = build.page {
      lastPage = page
      lastDiagnostics = nil
    } else {
      lastDiagnostics = build.diagnostics
    }
    for continuation in subscribers.values { continuation.yield(.text(message)) }
  }

  func subscribe() -> AsyncStream<WSMessage> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
    continuation.yield(.text(message))
    continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
    subscribers[id] = continuation
    return stream
  }

  func unsubscribe(_ id: UUID) { subscribers[id] = nil }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

/// One open page: it is sent every new message; what it sends is ignored.
struct Subscriber: WSMessageHandler {
  let state: PreviewState

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let stream = await state.subscribe()
    Task { for await _ in client {} }
    return stream
  }
}
