import LabEngine
import SwiftSyntax

/// SwiftUI's `VectorArithmetic` on the values that conform to it here: `Double` and `CGFloat`
/// (one number) and `AnimatablePair` (a pair of such values, as deep as it goes), which is how
/// a `CustomAnimation` is handed the change it animates (docs/semantics.md §8.9).
///
///     VectorArithmetic.scaled(.double(2), by: 3)   // .double(6)
enum VectorArithmetic {
  /// Whether `v` is a vector: a number, an `AnimatablePair` of vectors, or `EmptyAnimatableData`.
  static func isVector(_ v: Value) -> Bool {
    switch v {
    case .double: return true
    case .tuple(let t):
      return t.elements.isEmpty || (t.nominal == "AnimatablePair" && t.elements.allSatisfy(isVector))
    default: return false
    }
  }

  /// `v.scaled(by: k)`.
  static func scaled(_ v: Value, by k: Double) -> Value {
    switch v {
    case .double(let d): return .double(d * k)
    case .tuple(var t):
      t.elements = t.elements.map { scaled($0, by: k) }
      return .tuple(t)
    default: return v
    }
  }

  /// `a + b` or `a − b` for two vectors of one shape; nil when the shapes differ.
  static func combine(_ a: Value, _ b: Value, subtract: Bool) -> Value? {
    switch (a, b) {
    case (.double(let x), .double(let y)): return .double(subtract ? x - y : x + y)
    case (.tuple(var s), .tuple(let t)) where s.labels == t.labels && s.elements.count == t.elements.count:
      var out: [Value] = []
      for (p, q) in zip(s.elements, t.elements) {
        guard let r = combine(p, q, subtract: subtract) else { return nil }
        out.append(r)
      }
      s.elements = out
      return .tuple(s)
    default: return nil
    }
  }

  /// `v.magnitudeSquared`: the sum of the squares of its numbers.
  static func magnitudeSquared(_ v: Value) -> Double {
    (AnimatableData.flatten(v) ?? []).reduce(0) { $0 + $1 * $1 }
  }

  /// The vector of `numbers` in the shape SwiftUI gives a value of that many: one number; two
  /// as a pair; four (a frame: origin and size) as a pair of pairs; others as pairs nested to
  /// the right (`AnimatablePair<A, AnimatablePair<B, C>>`).
  static func value(_ numbers: [Double]) -> Value {
    func pair(_ a: Value, _ b: Value) -> Value {
      .tuple(TupleValue(labels: ["first", "second"], elements: [a, b], nominal: "AnimatablePair"))
    }
    switch numbers.count {
    case 0: return .tuple(TupleValue(labels: [], elements: []))
    case 1: return .double(numbers[0])
    case 4:
      return pair(pair(.double(numbers[0]), .double(numbers[1])), pair(.double(numbers[2]), .double(numbers[3])))
    default:
      return pair(.double(numbers[0]), value(Array(numbers.dropFirst())))
    }
  }

  /// The members a vector has beyond its own (`first`, `second` of a pair).
  static func member(_ v: Value, _ name: String, interpreter: Interpreter, node: Syntax) -> Value? {
    guard isVector(v) else { return nil }
    switch name {
    case "magnitudeSquared": return .double(magnitudeSquared(v))
    case "scaled":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["by"])
          guard let k = try c.double("by") else { throw c.fail("`scaled(by:)` needs a factor", kind: .argument) }
          return scaled(v, by: k)
        })
    default: return nil
    }
  }
}
