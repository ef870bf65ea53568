/// The REPL's history as a list of entries, oldest first, with the rules for what gets kept:
/// trailing whitespace (the space completion appends) is trimmed, empty entries and immediate
/// repeats are skipped, and only the newest `limit` entries are kept. A multi-line input is one
/// entry.
///
///     var history = CommandHistory(); history.add(":help "); history.entries   // [":help"]
public struct CommandHistory: Equatable, Sendable {
  public private(set) var entries: [String]
  public let limit: Int

  public init(entries: [String] = [], limit: Int = 1000) {
    self.limit = max(1, limit)
    self.entries = []
    for entry in entries { add(entry) }
  }

  /// Adds `entry` and returns whether the list changed.
  @discardableResult
  public mutating func add(_ entry: String) -> Bool {
    let trimmed = CommandHistory.normalise(entry)
    guard !trimmed.isEmpty, trimmed != entries.last else { return false }
    entries.append(trimmed)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
    return true
  }

  /// The entry as it is stored: trailing whitespace of the whole entry removed.
  public static func normalise(_ entry: String) -> String {
    var text = Substring(entry)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
