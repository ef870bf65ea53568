import LabEngine
import SwiftSyntax

/// The session's random numbers: a seeded generator, so that a replay prints the same bytes on
/// every machine and run (`:set seed N` chooses the sequence; a new session starts from seed 0).
/// It is SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014), and the standard library's own `random(in:using:)`, `shuffled(using:)` and
/// `randomElement(using:)` draw from it, so ranges, bias and edge cases are Swift's.
///
///     var g = SeededRandom(seed: 0); Int.random(in: 1...6, using: &g)
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

enum RandomBuiltins {
  static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

  /// `Int.random(in:)`, `Double.random(in:)`, `CGFloat.random(in:)`, `Bool.random()`.
  static func staticMember(_ type: String, _ name: String) -> Value? {
    guard name == "random" else { return nil }
    switch type {
    case "Bool":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels([])
          let interp = c.interpreter
          return interp.onceForRoot(kind: "random") { .bool(Bool.random(using: &interp.random)) }
        })
    case "Int":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["in"])
          guard case .range(let r)? = c.argument("in")?.value else {
            throw c.fail("`Int.random(in:)` takes a range of `Int`, such as `1...6`", kind: .argument)
          }
          guard r.count > 0 else { throw c.fail("`Int.random(in:)`: the range is empty", kind: .trap) }
          let interp = c.interpreter
          return interp.onceForRoot(kind: "random") {
            .int(Int.random(in: r.lower..<r.endExclusive, using: &interp.random))
          }
        })
    case _ where floatingTypes.contains(type):
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["in"])
          let (lower, upper, closed): (Double, Double, Bool)
          switch c.argument("in")?.value {
          case .range(let r)?: (lower, upper, closed) = (Double(r.lower), Double(r.upper), r.closed)
          case .floatingRange(let r)? where !r.isDate: (lower, upper, closed) = (r.lower, r.upper, r.closed)
          default:
            throw c.fail("`\(type).random(in:)` takes a range, such as `0...1`", kind: .argument)
          }
          guard lower.isFinite, upper.isFinite, closed ? lower <= upper : lower < upper else {
            throw c.fail("`\(type).random(in:)`: the range is empty or not finite", kind: .trap)
          }
          let interp = c.interpreter
          return interp.onceForRoot(kind: "random") {
            .double(
              closed
                ? Double.random(in: lower...upper, using: &interp.random)
                : Double.random(in: lower..<upper, using: &interp.random))
          }
        })
    default: return nil
    }
  }
}
