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
    var written = 0
    var failure: String?
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { buffer in
        Glibc.write(fd, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = errnoText()
        break
      }
      written += count
    }
    if failure == nil && fsync(fd) != 0 { failure = errnoText() }
    if close(fd) != 0 && failure == nil { failure = errnoText() }
    if failure == nil && rename(temporary, path) != 0 { failure = errnoText() }
    if let failure {
      unlink(temporary)
      throw WriteError(description: "\(path): \(failure)")
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
