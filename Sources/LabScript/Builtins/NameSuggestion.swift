/// Did-you-mean suggestions by edit distance (Levenshtein), as the compiler offers them.
///
///     NameSuggestion.best(for: "fram", among: ["frame", "padding"])  // "frame"
enum NameSuggestion {
  /// The closest candidate within a distance of about a third of the name's length.
  static func best(for name: String, among candidates: [String]) -> String? {
    let limit = max(1, min(3, (name.count + 2) / 3))
    var best: (String, Int)?
    for candidate in Set(candidates).sorted() where candidate != name {
      if candidate.lowercased() == name.lowercased() { return candidate }
      let d = distance(name, candidate, limit: limit)
      if d <= limit, best == nil || d < best?.1 ?? .max { best = (candidate, d) }
    }
    return best?.0
  }

  /// Levenshtein distance, giving up early past `limit`.
  static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let a = Array(a)
    let b = Array(b)
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
