/// Answers Tab in the REPL. The session is one (commands, SwiftUI names, state and view names);
/// the editor only needs this protocol.
///
///     provider.complete(".fra")   // stem "fra", candidates ["frame("]
public protocol CompletionProvider: AnyObject {
  /// - Parameter linePrefix: the current line up to the cursor (earlier lines of a multi-line
  ///   input are not included).
  func complete(_ linePrefix: String) -> Completion
}
