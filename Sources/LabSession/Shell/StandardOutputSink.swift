#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to the process's standard output and flushes at once, so output interleaves correctly
/// with the line editor, which writes to the same stream.
///
///     StandardOutputSink().write("ok\n")
public final class StandardOutputSink: TextSink {
  public init() {}

  public func write(_ text: String) {
    fputs(text, stdout)
    fflush(stdout)
  }
}
