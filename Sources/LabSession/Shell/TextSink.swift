/// Where a `Shell` writes what the session prints.
///
///     let sink = StringSink(); sink.write("geo> :quit\n"); sink.text   // "geo> :quit\n"
public protocol TextSink: AnyObject {
  func write(_ text: String)
}
