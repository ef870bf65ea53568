#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL's history on disk, in libedit's `_HiStOrY_V2_` format (one entry per line, see
/// `HistoryLineCodec`). Saving writes a temporary file in the same directory and renames it over
/// the old one, so a crash leaves either the old or the new history, never half of one. A file
/// that cannot be read as history is moved aside (`history.corrupt`, `history.corrupt.1`, …) and
/// reported; it is never fatal.
///
///     let file = HistoryFile(path: HistoryFile.defaultPath(environment: env) ?? "/tmp/h")
public struct HistoryFile: Sendable {
  /// The first line of every libedit history file.
  public static let header = "_HiStOrY_V2_"

  /// What `load()` found.
  public enum LoadResult: Equatable, Sendable {
    /// Entries, oldest first (empty for an empty file).
    case loaded([String])
    /// No file yet: a first run.
    case missing
    /// The file was not history; it was renamed to `movedTo` (nil if even that failed).
    case corrupted(reason: String, movedTo: String?)
    /// The file exists but could not be read (permissions, a directory, …).
    case unreadable(reason: String)
  }

  /// A file-system failure while saving.
  public struct SaveError: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  public let path: String

  public init(path: String) {
    self.path = path
  }

  /// `$XDG_STATE_HOME/geolab/history` when XDG_STATE_HOME is an absolute path, otherwise
  /// `$HOME/.geolab_history`; nil when neither is usable.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return join(join(state, "geolab"), "history")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return join(home, ".geolab_history")
    }
    return nil
  }

  // MARK: Loading

  public func load() -> LoadResult {
    let bytes: [UInt8]
    switch readAll() {
    case .success(let data): bytes = data
    case .failure(let error):
      if error.code == ENOENT { return .missing }
      return .unreadable(reason: error.description)
    }
    if bytes.isEmpty { return .loaded([]) }
    switch HistoryFile.parse(bytes) {
    case .success(let entries):
      return .loaded(entries)
    case .failure(let error):
      return .corrupted(reason: error.description, movedTo: setAside())
    }
  }

  /// Parses the bytes of a history file.
  public static func parse(_ bytes: [UInt8]) -> Result<[String], HistoryLineCodec.DecodingError> {
    guard !bytes.contains(0) else {
      return .failure(.init(description: "the file contains NUL bytes"))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(.init(description: "the file is not UTF-8 text"))
    }
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if lines.last == "" { lines.removeLast() }
    guard let first = lines.first, first == header else {
      return .failure(.init(description: "the first line is not \(header)"))
    }
    var entries: [String] = []
    for (index, line) in lines.dropFirst().enumerated() {
      do {
        entries.append(try HistoryLineCodec.decode(String(line)))
      } catch let error as HistoryLineCodec.DecodingError {
        return .failure(.init(description: "line \(index + 2): \(error.description)"))
      } catch {
        return .failure(.init(description: "line \(index + 2): \(error)"))
      }
    }
    return .success(entries)
  }

  /// The file's text for `entries`.
  public static func render(_ entries: [String]) -> String {
    var text = header + "\n"
    for entry in entries { text += HistoryLineCodec.encode(entry) + "\n" }
    return text
  }

  /// Renames the file out of the way and returns the new path.
  private func setAside() -> String? {
    var candidate = path + ".corrupt"
    var counter = 0
    while access(candidate, F_OK) == 0 {
      counter += 1
      candidate = path + ".corrupt.\(counter)"
    }
    return rename(path, candidate) == 0 ? candidate : nil
  }

  // MARK: Saving

  /// Writes `entries` atomically: temporary file, fsync, rename. Creates the parent directory
  /// (mode 0700) when missing.
  public func save(_ entries: [String]) throws {
    let directory = HistoryFile.parent(of: path)
    try HistoryFile.makeDirectories(directory)
    do {
      try AtomicFile.write(HistoryFile.render(entries), to: path, mode: 0o600)
    } catch let error as AtomicFile.WriteError {
      throw SaveError(description: error.description)
    }
  }

  /// Adds one entry to the history on disk, keeping what other geolab processes saved meanwhile:
  /// reads the file again, adds `entry` by `CommandHistory`'s rules, saves atomically. A file
  /// that is missing or no longer readable as history is replaced by `fallback` plus the entry.
  public func append(_ entry: String, fallback: [String], limit: Int = 1000) throws {
    var history: CommandHistory
    switch load() {
    case .loaded(let entries): history = CommandHistory(entries: entries, limit: limit)
    case .missing, .corrupted: history = CommandHistory(entries: fallback, limit: limit)
    case .unreadable(let reason): throw SaveError(description: "\(path): \(reason)")
    }
    history.add(entry)
    try save(history.entries)
  }

  // MARK: Helpers

  private struct ReadError: Error {
    var code: Int32
    var description: String
  }

  private func readAll() -> Result<[UInt8], ReadError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(ReadError(code: errno, description: errnoText())) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        read(fd, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadError(code: errno, description: errnoText()))
      }
      if count == 0 { return .success(bytes) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  private static func makeDirectories(_ directory: String) throws {
    guard !directory.isEmpty, access(directory, F_OK) != 0 else { return }
    try makeDirectories(parent(of: directory))
    if mkdir(directory, 0o700) != 0 && errno != EEXIST {
      throw SaveError(description: "\(directory): \(errnoText())")
    }
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}

private func errnoText() -> String {
  String(cString: strerror(errno))
}
