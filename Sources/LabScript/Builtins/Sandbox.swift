import Foundation
import SwiftSyntax

/// The app's own files (docs/semantics.md §15): a sandbox in memory, as a freshly installed app
/// has it — an empty Documents folder that `Data.write(to:)` fills and `Data(contentsOf:)`
/// reads back within the session. Its URLs are under a container path the lab names
/// `APP-CONTAINER` (a phone's is a UUID that differs with each install). Nothing is read from
/// or written to this machine's disk.
///
///     let url = URL.documentsDirectory.appendingPathComponent("tasks.json")
///     try data.write(to: url)          // kept for the session
///     let back = try Data(contentsOf: url)
enum Sandbox {
  static let container = "file:///var/mobile/Containers/Data/Application/APP-CONTAINER/"
  static let folders = ["documentDirectory": "Documents/", "cachesDirectory": "Library/Caches/",
    "applicationSupportDirectory": "Library/Application%20Support/", "libraryDirectory": "Library/"]

  static func url(_ text: String) -> Value { .opaque(OpaqueValue(kind: "URL", text: text)) }

  /// Whether a URL's text names a place in the sandbox.
  static func contains(_ urlText: String) -> Bool { urlText.hasPrefix(container) }

  /// A sandbox file's key: its path, with any trailing slash dropped.
  static func key(_ urlText: String) -> String {
    let path = URL(string: urlText)?.path ?? urlText
    return path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// `URL.documentsDirectory` and its siblings (iOS 16).
  static func staticURL(_ name: String) -> Value? {
    switch name {
    case "documentsDirectory": return url(container + "Documents/")
    case "cachesDirectory": return url(container + "Library/Caches/")
    case "applicationSupportDirectory": return url(container + "Library/Application%20Support/")
    case "temporaryDirectory": return url(container + "tmp/")
    case "libraryDirectory": return url(container + "Library/")
    default: return nil
    }
  }

  static let fileManagerMembers = [
    "urls", "url", "temporaryDirectory", "fileExists", "contentsOfDirectory", "removeItem", "createDirectory",
  ]

  /// Members of `FileManager.default`.
  static func member(_ name: String, interpreter: Interpreter, node: Syntax) throws -> Value {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    func folder(_ c: CallContext, _ label: String) throws -> String {
      guard case .implicitMember(let m)? = c.argument(label)?.value, let sub = folders[m.name] else {
        throw c.fail(
          "the lab's sandbox has `.documentDirectory`, `.cachesDirectory`, `.applicationSupportDirectory` "
            + "and `.libraryDirectory`", kind: .notSupported)
      }
      return container + sub
    }
    switch name {
    case "urls":
      return method { c in
        try c.checkLabels(["for", "in"])
        return .array([url(try folder(c, "for"))])
      }
    case "url":
      return method { c in
        try c.checkLabels(["for", "in", "appropriateFor", "create"])
        return url(try folder(c, "for"))
      }
    case "temporaryDirectory": return url(container + "tmp/")
    case "fileExists":
      return method { c in
        try c.checkLabels(["atPath"])
        let path = try c.string("atPath") ?? ""
        let files = c.interpreter.sandboxFiles
        let isFolder = files.keys.contains { $0.hasPrefix(path.hasSuffix("/") ? path : path + "/") }
        return .bool(files[path] != nil || isFolder || folders.values.contains { key(container + $0) == path })
      }
    case "contentsOfDirectory":
      return method { c in
        try c.checkLabels(["atPath"])
        let path = try c.string("atPath") ?? ""
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let names = c.interpreter.sandboxFiles.keys.filter { $0.hasPrefix(prefix) }
          .map { String($0.dropFirst(prefix.count)).split(separator: "/").first.map(String.init) ?? "" }
        // Swift gives no order; the lab sorts, so that the same session prints the same.
        return .array(Array(Set(names)).sorted().map(Value.string))
      }
    case "removeItem":
      return method { c in
        try c.checkLabels(["at", "atPath"])
        let target: String
        if case .opaque(let u)? = c.argument("at")?.value, u.kind == "URL" { target = key(u.text) } else {
          target = try c.string("atPath") ?? ""
        }
        guard c.interpreter.sandboxFiles.removeValue(forKey: target) != nil else {
          throw c.interpreter.apiError("`removeItem` throws here: no file at `\(target)`, and nothing catches it", at: c.node)
        }
        return .void
      }
    case "createDirectory":
      // Folders exist as the files in them do.
      return method { _ in .void }
    default:
      throw interpreter.unknown(
        "the lab's `FileManager` has no member", name, at: node, candidates: fileManagerMembers)
    }
  }

  /// `data.write(to: url, options: …)` into the sandbox.
  static func write(_ text: String, _ c: inout CallContext) throws -> Value {
    try c.checkLabels(["to", "options", "atomically", "encoding"])
    guard case .opaque(let u)? = c.argument("to")?.value, u.kind == "URL" else {
      throw c.fail("`write(to:)` needs a `URL`", kind: .argument)
    }
    guard contains(u.text) else {
      throw c.fail(
        "the lab writes only into the app's sandbox (`URL.documentsDirectory`, `FileManager.default.urls(for:in:)`); "
          + "`\(u.text)` is outside it", kind: .notSupported)
    }
    c.interpreter.sandboxFiles[key(u.text)] = text
    return .void
  }
}
