#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole file or nothing: the text goes to a temporary file beside the target, is
/// flushed to disk, then renamed over it — so a crash or SIGKILL mid-write leaves the old file
/// intact (the standard for history, `:save`, `--bless` and exports).
///
///     try AtomicFile.write("hello\n", to: "out.md")
public enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible {
    public var description: String
  }

  public static func write(_ text: String, to path: String, mode: mode_t = 0o644) throws {
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard fd >= 0 else { throw WriteError(description: "\(temporary): \(errnoText())") }
    let bytes = Array(text.utf8)
    var failure: String?
    var start = 0
    if let crashPoint = killAfterBytes, crashPoint < bytes.count {
      // The fault point: part of the text is in the temporary file, then the process dies.
      failure = writeAll(bytes[..<crashPoint], to: fd)
      if failure == nil { raise(SIGKILL) }
      start = crashPoint
    }
    if failure == nil { failure = writeAll(bytes[start...], to: fd) }
    if failure == nil && fsync(fd) != 0 { failure = errnoText() }
    if close(fd) != 0 && failure == nil { failure = errnoText() }
    if failure == nil && rename(temporary, path) != 0 { failure = errnoText() }
    if let failure {
      unlink(temporary)
      throw WriteError(description: "\(path): \(failure)")
    }
  }

  /// Fault injection for the crash test (`KillDuringSaveTests`): when the environment has
  /// `GEOLAB_FAULT_KILL_AFTER_BYTES=n`, a write of more than n bytes puts n of them in the
  /// temporary file and then kills its own process with SIGKILL — a crash at a known point of
  /// the write, instead of a race against a killer from outside.
  static let killAfterBytes: Int? = getenv("GEOLAB_FAULT_KILL_AFTER_BYTES").flatMap {
    Int(String(cString: $0)).flatMap { $0 >= 0 ? $0 : nil }
  }

  /// Writes every byte of `bytes` (from the file's current offset); nil, or why not.
  private static func writeAll(_ bytes: ArraySlice<UInt8>, to fd: Int32) -> String? {
    var written = bytes.startIndex
    while written < bytes.endIndex {
      let count = bytes[written...].withUnsafeBytes { buffer in
        Glibc.write(fd, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errnoText()
      }
      written += count
    }
    return nil
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
