// A type alias for an array or a dictionary names the collection: it is called, extended
// (even above its declaration, as in a file), and a static member the extension adds is reached
// through the alias, the bracket spelling, `Array<…>` and an implicit member.

// case: array-alias-extension
extension Scores {
  static func sample() -> Scores { (1...4).map { Score(points: $0 * 10) } }
  var total: Int { reduce(0) { $0 + $1.points } }
}
struct Score { var points: Int }
typealias Scores = [Score]
let empty = Scores()
print(empty.count, Scores.sample().total, [Score].sample().count, Array<Score>.sample().count)
let implicit: [Score] = .sample()
let viaAlias: Scores = .sample()
print(implicit.total + viaAlias.total)

// case: dictionary-alias
typealias Tally = [String: Int]
extension Tally {
  static var start: Tally { ["a": 1, "b": 2] }
}
var t = Tally()
t["x"] = 3
print(t.count, Tally.start.values.reduce(0, +), t["x"] ?? 0)

// case: ranges-from-unchecked-bounds
var alertRange: Range<Int> = Range(uncheckedBounds: (lower: 0, upper: 1))
print(alertRange, alertRange.count, alertRange.contains(1))
let interval = 30
alertRange = Range(uncheckedBounds: (lower: interval - 5, upper: interval))
print(alertRange.contains(27), alertRange.lowerBound, alertRange.upperBound)
let unit = ClosedRange(uncheckedBounds: (lower: 0.0, upper: 1.0))
print(unit.contains(1.0), unit)
