/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), used to suggest
/// what the user meant: `:hepl` is one step from `:help`.
///
///     EditDistance.between("hepl", "help")   // 1
public enum EditDistance {
  public static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The candidates close enough to `word` to suggest, nearest first (ties alphabetical). Close
  /// enough: a prefix of the candidate, or within a distance that grows with the word's length.
  public static func suggestions(for word: String, among candidates: [String], limit: Int = 3)
    -> [String]
  {
    guard !word.isEmpty else { return [] }
    let allowed = word.count <= 3 ? 1 : word.count <= 6 ? 2 : 3
    var scored: [(distance: Int, name: String)] = []
    var seen = Set<String>()
    for candidate in candidates where seen.insert(candidate).inserted {
      let distance = between(word.lowercased(), candidate.lowercased())
      if distance <= allowed && distance < candidate.count {
        scored.append((distance, candidate))
      } else if candidate.hasPrefix(word) {
        scored.append((allowed + 1, candidate))
      }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    return scored.prefix(limit).map(\.name)
  }

  /// The one candidate the compiler-style "did you mean" names: a case-insensitive match, or the
  /// nearest within about a third of the name's length (at most 3), ties alphabetical.
  ///
  ///     EditDistance.closest(to: "fram", among: ["frame", "padding"])  // "frame"
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let limit = max(1, min(3, (name.count + 2) / 3))
    var best: (name: String, distance: Int)?
    for candidate in Set(candidates).sorted() where candidate != name {
      if candidate.lowercased() == name.lowercased() { return candidate }
      guard abs(candidate.count - name.count) <= limit else { continue }
      let d = between(name, candidate)
      if d <= limit, d < best?.distance ?? .max { best = (candidate, d) }
    }
    return best?.name
  }
}
