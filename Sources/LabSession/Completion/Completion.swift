/// The answer to a Tab press: which text before the cursor is being completed (`stem`) and what
/// could replace it. The editor inserts the candidates' common prefix, or lists them when that
/// adds nothing.
///
///     session.complete("Color.re")   // stem "re", candidates ["red"]
public struct Completion: Equatable, Sendable {
  /// The end of the line prefix that candidates replace (may be empty: `.` then Tab).
  public var stem: String
  /// Full replacements for `stem`, in display order, without duplicates. A candidate may end in
  /// `(` (a modifier) or a space (a command name), which the editor inserts as well.
  public var candidates: [String]

  public init(stem: String, candidates: [String]) {
    self.stem = stem
    var seen = Set<String>()
    self.candidates = candidates.filter { seen.insert($0).inserted }
  }

  /// Nothing to offer.
  public static let none = Completion(stem: "", candidates: [])

  /// The longest text every candidate starts with (by characters).
  public var commonPrefix: String {
    guard var prefix = candidates.first.map(Array.init) else { return "" }
    for candidate in candidates.dropFirst() {
      let chars = Array(candidate)
      var count = 0
      while count < min(prefix.count, chars.count) && prefix[count] == chars[count] {
        count += 1
      }
      prefix.removeLast(prefix.count - count)
    }
    return String(prefix)
  }
}
