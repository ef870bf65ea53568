import Foundation

/// What `geolab preview` shows for one version of a Swift file: the file loaded into a fresh lab as
/// `:load` loads it (its `#Preview`, else its first view), sampled as `:export html` samples a
/// scene — from 0 to when its animations settle, 30 times a second — or the diagnostics that
/// stopped it, with their carets. No I/O beyond reading the file; the server lives elsewhere.
///
///     let build = PreviewBuild(file: "Card.swift")
///     build.data          // the page's JSON data, or nil
///     build.diagnostics   // "Card.swift:3:5: error: …", or nil
public struct PreviewBuild: Sendable {
  /// The page's data (`geolab.pictures/1`), when the file built a view.
  public var data: String?
  /// The whole page for that data, served at `/`.
  public var page: String?
  /// Why there is no picture: the errors of the file, or that it has no view to show.
  public var diagnostics: String?
  /// Warnings and other output of a file that built.
  public var notes: String

  /// Most samples a preview holds: a long animation is cut at 10 s.
  static let longest = 10.0

  public init(file path: String, fps: Double = 30) {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    session.settings.allowOutside = true
    let quoted = "\"" + path.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    let loaded = session.handle(":load \(quoted)")
    notes = ""
    if loaded.status == .error {
      diagnostics = loaded.text
      return
    }
    notes = loaded.text
    if scene.root == nil {
      // No #Preview: what a PreviewProvider previews, else the file's first view (`:preview`).
      let shown = session.handle(":preview")
      if shown.status == .error {
        diagnostics = shown.text
        return
      }
      notes += (notes.isEmpty ? "" : "\n") + shown.text
    }
    guard scene.root != nil else {
      diagnostics =
        "\(path): nothing to preview: add a #Preview { … }, or a view that takes no arguments"
      return
    }
    let end = min(scene.timeline.end ?? Self.longest, Self.longest)
    var times = (0...Int((end * fps + 1e-9).rounded(.down))).map { Double($0) / fps }
    if let last = times.last, end - last > 1e-9 { times.append(end) }
    do {
      let samples = try HTMLPicture.sample(scene, at: times)
      let picture = HTMLPicture(samples: samples, fps: fps, live: true)
      data = picture.dataJSON()
      page = picture.render()
    } catch {
      diagnostics = "\(path): \(error)"
    }
  }

  /// The message open pages are sent: a new scene, or the diagnostics of a broken file.
  public func message(version: Int) -> String {
    if let data { return "{\"version\":\(version),\"data\":\(data)}" }
    return "{\"version\":\(version),\"diagnostics\":"
      + JSON.string(diagnostics ?? "").render() + "}"
  }
}
