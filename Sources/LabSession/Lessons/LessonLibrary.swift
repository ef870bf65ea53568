import Foundation

/// Where lessons live: a `lessons` folder of Markdown files, one lesson per file, named after
/// the file. The folder is `$GEOLAB_LESSONS` when set, else `transcripts/lessons` under the
/// working directory, else `transcripts/lessons` in the repository the executable was built in
/// (found by walking up from `.build/debug/geolab`).
///
///     LessonLibrary.locate()?.names   // ["proposals", "stacks", "frames", …] (teaching order)
public struct LessonLibrary: Equatable, Sendable {
  public static let environmentVariable = "GEOLAB_LESSONS"
  public static let relativeFolder = "transcripts/lessons"

  /// The folder, as found (relative when it was found relative to the working directory).
  public var folder: String

  public init(folder: String) {
    self.folder = folder
  }

  /// Why no folder was found, for the message that says so.
  public enum Missing: Error, Equatable, CustomStringConvertible {
    /// `$GEOLAB_LESSONS` names something that is not a folder.
    case overrideNotAFolder(String)
    /// No `transcripts/lessons` in the working directory or above the executable.
    case notFound

    public var description: String {
      switch self {
      case .overrideNotAFolder(let path):
        return "\(LessonLibrary.environmentVariable)=\(path) is not a folder"
      case .notFound:
        return "no lessons folder found: looked for \(LessonLibrary.relativeFolder) in the "
          + "working directory and next to the geolab executable"
      }
    }
  }

  /// Finds the folder, or says why there is none.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    workingDirectory: String = FileManager.default.currentDirectoryPath,
    executable: String? = Bundle.main.executablePath
  ) -> Result<LessonLibrary, Missing> {
    if let path = environment[environmentVariable], !path.isEmpty {
      guard isFolder(path) else { return .failure(.overrideNotAFolder(path)) }
      return .success(LessonLibrary(folder: path))
    }
    let local = (workingDirectory as NSString).appendingPathComponent(relativeFolder)
    if isFolder(local) { return .success(LessonLibrary(folder: relativeFolder)) }
    var directory = executable.map { ($0 as NSString).deletingLastPathComponent } ?? ""
    while !directory.isEmpty && directory != "/" {
      let candidate = (directory as NSString).appendingPathComponent(relativeFolder)
      if isFolder(candidate) { return .success(LessonLibrary(folder: candidate)) }
      directory = (directory as NSString).deletingLastPathComponent
    }
    return .failure(.notFound)
  }

  /// The file that lists lessons in teaching order, one name per line (`#` starts a comment).
  public static let orderFile = "ORDER"

  /// Lesson names (file names without `.md`) in teaching order: as `ORDER` lists them, then
  /// any others by name.
  public var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let all = files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    let orderPath = (folder as NSString).appendingPathComponent(LessonLibrary.orderFile)
    let listed = ((try? String(contentsOfFile: orderPath, encoding: .utf8)) ?? "")
      .split(separator: "\n")
      .map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { all.contains($0) }
    var seen = Set<String>()
    let ordered = listed.filter { seen.insert($0).inserted }
    return ordered + all.filter { !seen.contains($0) }
  }

  /// The lesson in `<name>.md`, or nil when there is no such file or it cannot be read.
  public func lesson(named name: String) -> Lesson? {
    guard names.contains(name) else { return nil }
    let path = (folder as NSString).appendingPathComponent(name + ".md")
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return Lesson(name: name, text: text)
  }

  /// Every lesson that could be read, in teaching order.
  public func lessons() -> [Lesson] {
    names.compactMap { lesson(named: $0) }
  }

  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
