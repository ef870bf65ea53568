/// ANSI styling that disappears when colour is off, so plain output is byte-for-byte stable.
///
///     TextStyle(enabled: false).error("error:")   // "error:"
public struct TextStyle: Sendable {
  public var enabled: Bool

  public init(enabled: Bool) {
    self.enabled = enabled
  }

  public func error(_ text: String) -> String { wrap(text, "1;31") }
  public func warning(_ text: String) -> String { wrap(text, "1;33") }
  public func heading(_ text: String) -> String { wrap(text, "1") }
  public func command(_ text: String) -> String { wrap(text, "36") }
  public func dim(_ text: String) -> String { wrap(text, "2") }

  /// `text` in the SGR style `code` (for example "1;31"), or unchanged when colour is off.
  public func wrap(_ text: String, _ code: String) -> String {
    enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
