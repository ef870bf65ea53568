import Foundation

/// Matches expected transcript lines against actual output, with trycmd's elisions: `[..]`
/// inside a line matches any text, `...` alone on a line matches any number of lines. The same
/// alignment drives the diff shown on a mismatch and `--bless`, which keeps the expected lines
/// (and their elisions) wherever they still match.
public enum LineMatcher {
  public static let lineElision = "[..]"
  public static let blockElision = "..."

  /// Whether one expected line (which may hold `[..]`) matches one actual line.
  public static func matches(_ expected: String, _ actual: String) -> Bool {
    if expected == blockElision { return false }
    guard expected.contains(lineElision) else { return expected == actual }
    let parts = expected.components(separatedBy: lineElision)
    var rest = Substring(actual)
    guard let first = parts.first, rest.hasPrefix(first) else { return false }
    rest = rest.dropFirst(first.count)
    for (k, part) in parts.enumerated().dropFirst() {
      if k == parts.count - 1 { return part.isEmpty || rest.hasSuffix(part) }
      guard !part.isEmpty else { continue }
      guard let r = rest.range(of: part) else { return false }
      rest = rest[r.upperBound...]
    }
    return true
  }

  /// One step of an alignment.
  public enum Step: Equatable, Sendable {
    /// An expected line that matched an actual one.
    case same(expected: String, actual: String)
    /// `...` standing for these actual lines.
    case elided([String])
    case missing(String)  // expected, not produced
    case extra(String)  // produced, not expected
  }

  /// The alignment with the fewest unmatched lines.
  public static func align(expected: [String], actual: [String]) -> [Step] {
    let n = expected.count
    let m = actual.count
    // cost[i][j]: cheapest alignment of expected[i...] with actual[j...].
    var cost = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n, through: 0, by: -1) {
      for j in stride(from: m, through: 0, by: -1) {
        if i == n {
          cost[i][j] = m - j
          continue
        }
        if expected[i] == blockElision {
          // Stand for zero lines, or take one more output line and stay on the `...`. An
          // elision never swallows an echoed input: inputs must line up with inputs, so that
          // `--bless` can never drop a `geo> ` line.
          var best = cost[i + 1][j]
          if j < m && !isInput(actual[j]) { best = min(best, cost[i][j + 1]) }
          cost[i][j] = best
          continue
        }
        var best = 1 + cost[i + 1][j]
        if j < m {
          best = min(best, 1 + cost[i][j + 1])
          if matches(expected[i], actual[j]) { best = min(best, cost[i + 1][j + 1]) }
        }
        cost[i][j] = best
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    var elided: [String] = []
    while i < n || j < m {
      if i < n, expected[i] == blockElision {
        if j < m, !isInput(actual[j]), cost[i][j] == cost[i][j + 1], cost[i][j + 1] <= cost[i + 1][j] {
          elided.append(actual[j])
          j += 1
        } else {
          steps.append(.elided(elided))
          elided = []
          i += 1
        }
        continue
      }
      if i < n, j < m, matches(expected[i], actual[j]), cost[i][j] == cost[i + 1][j + 1] {
        steps.append(.same(expected: expected[i], actual: actual[j]))
        i += 1
        j += 1
      } else if i < n, cost[i][j] == 1 + cost[i + 1][j] {
        steps.append(.missing(expected[i]))
        i += 1
      } else if j < m {
        steps.append(.extra(actual[j]))
        j += 1
      } else {
        steps.append(.missing(expected[i]))
        i += 1
      }
    }
    return steps
  }

  /// An echoed input line (`geo> …` or `...> …`).
  static func isInput(_ line: String) -> Bool { Transcript.inputText(of: line) != nil }

  /// True when the alignment has no unmatched line.
  public static func isMatch(_ steps: [Step]) -> Bool {
    steps.allSatisfy {
      switch $0 {
      case .same, .elided: return true
      case .missing, .extra: return false
      }
    }
  }

  /// Expected lines kept where they match (elisions included), actual lines elsewhere.
  public static func blessed(_ steps: [Step]) -> [String] {
    steps.compactMap {
      switch $0 {
      case .same(let expected, _): return expected
      case .elided: return blockElision
      case .missing: return nil
      case .extra(let actual): return actual
      }
    }
  }

  /// `-expected` / `+actual` lines, with up to `context` matching lines around each change.
  public static func diff(_ steps: [Step], context: Int = 2) -> [String] {
    var lines: [(text: String, changed: Bool)] = []
    for step in steps {
      switch step {
      case .same(_, let actual): lines.append((" " + actual, false))
      case .elided: lines.append((" " + blockElision, false))
      case .missing(let e): lines.append(("-" + e, true))
      case .extra(let a): lines.append(("+" + a, true))
      }
    }
    let changed = lines.indices.filter { lines[$0].changed }
    var keep = Set<Int>()
    for c in changed {
      for k in max(0, c - context)...min(lines.count - 1, c + context) { keep.insert(k) }
    }
    var out: [String] = []
    var last = -1
    for k in lines.indices where keep.contains(k) {
      if last >= 0 && k > last + 1 { out.append(" ⋮") }
      out.append(lines[k].text)
      last = k
    }
    return out
  }
}
