#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `:save` may write: a file whose directory exists and, unless the command line said
/// `--allow-outside`, lies inside the current working directory once `..` and symbolic links are
/// resolved — so a replayed transcript cannot write anywhere else.
///
///     try SavePath.resolve("notes/session.md", allowOutside: false)   // "/work/notes/session.md"
public enum SavePath {
  /// The absolute path to write, or a `CommandError` that says why not.
  public static func resolve(_ path: String, allowOutside: Bool) throws -> String {
    guard !path.isEmpty else { throw CommandError("name a file to save to") }
    guard let cwd = realPath(".") else {
      throw CommandError("cannot resolve the working directory: \(errnoText())")
    }
    let slash = path.lastIndex(of: "/")
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    guard !name.isEmpty, name != ".", name != ".." else {
      throw CommandError("'\(path)' names a directory, not a file")
    }
    guard let parent = realPath(directory) else {
      throw CommandError("cannot save to '\(path)': no directory '\(directory)'")
    }
    if !allowOutside && !isInside(parent, cwd) {
      throw CommandError(
        "'\(path)' is outside the working directory",
        notes: ["start geolab with --allow-outside to save there"])
    }
    let target = parent == "/" ? "/" + name : parent + "/" + name
    var info = stat()
    if stat(target, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      throw CommandError("'\(path)' is a directory")
    }
    return target
  }

  /// Refuses a file to read that lies outside the working directory once `..` and symbolic
  /// links are resolved (a replayed transcript's `:load`); a missing file is left to the reader.
  public static func checkReadable(_ path: String) throws {
    guard let cwd = realPath("."), let resolved = realPath(path) else { return }
    if !isInside(resolved, cwd) {
      throw CommandError(
        "'\(path)' is outside the working directory",
        notes: ["a replayed transcript may :load only files inside the working directory"])
    }
  }

  static func isInside(_ path: String, _ directory: String) -> Bool {
    directory == "/" || path == directory || path.hasPrefix(directory + "/")
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
