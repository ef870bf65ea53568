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
    StandardOutputSink.write(text, to: stdout)
  }

  /// Writes the text's bytes whole: `fputs` would stop at a NUL character in user output.
  static func write(_ text: String, to stream: UnsafeMutablePointer<FILE>?) {
    var text = text
    text.withUTF8 { bytes in
      _ = fwrite(bytes.baseAddress, 1, bytes.count, stream)
    }
    fflush(stream)
  }
}

/// Writes to standard error: diagnostics of `geolab run`.
public final class StandardErrorSink: TextSink {
  public init() {}

  public func write(_ text: String) {
    StandardOutputSink.write(text, to: stderr)
  }
}
