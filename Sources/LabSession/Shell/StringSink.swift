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
