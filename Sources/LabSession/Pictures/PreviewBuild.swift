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
    if scene.root == nil, let text = try? TextFile.read(path), let expression = Self.previewed(text) {
      // No #Preview: what a PreviewProvider previews, else the file's first view.
      let shown = session.handle(expression)
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

  /// For a file without `#Preview`: its `PreviewProvider`'s `previews`, else its first `View`
  /// built with no arguments — what Xcode's canvas would offer first.
  static func previewed(_ text: String) -> String? {
    func firstStruct(conformingTo proto: String) -> String? {
      var rest = Substring(text)
      while let range = rest.range(of: "struct ") {
        rest = rest[range.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest.dropFirst(name.count).drop { $0 == " " }
        guard !name.isEmpty, after.first == ":" else { continue }
        let conformances = after.dropFirst().prefix { $0 != "{" }
        if conformances.split(separator: ",").contains(where: {
          $0.trimmingCharacters(in: .whitespaces) == proto
        }) {
          return String(name)
        }
      }
      return nil
    }
    if let provider = firstStruct(conformingTo: "PreviewProvider") { return "\(provider).previews" }
    return firstStruct(conformingTo: "View").map { "\($0)()" }
  }

  /// The message open pages are sent: a new scene, or the diagnostics of a broken file.
  public func message(version: Int) -> String {
    if let data { return "{\"version\":\(version),\"data\":\(data)}" }
    return "{\"version\":\(version),\"diagnostics\":"
      + JSON.string(diagnostics ?? "").render() + "}"
  }
}
