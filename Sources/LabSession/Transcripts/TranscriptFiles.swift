import Foundation

/// Finds transcript files: a file is taken as given; a folder yields its `.md` files,
/// recursively, in sorted order (so output does not depend on the file system's order).
///
///     TranscriptFiles.find(["transcripts"])
public enum TranscriptFiles {
  public struct NotFound: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "no such file or folder: \(path)" }
  }

  public static func find(_ paths: [String]) throws -> [String] {
    let fm = FileManager.default
    var result: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw NotFound(path: path) }
      if !isDirectory.boolValue {
        result.append(path)
        continue
      }
      let found = (fm.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".md") }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      result += found
    }
    return result
  }
}
