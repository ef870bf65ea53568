#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a `Shell` writes what the session prints.
///
///     let sink = StringSink(); sink.write("geo> :quit\n"); sink.text   // "geo> :quit\n"
public protocol TextSink: AnyObject {
  func write(_ text: String)
}

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

/// Collects everything written, for tests and for replay that compares output.
///
///     let sink = StringSink(); sink.write("a"); sink.text   // "a"
public final class StringSink: TextSink {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) {
    self.text += text
  }
}
