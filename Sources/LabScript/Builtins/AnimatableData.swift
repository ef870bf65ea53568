import LabEngine
import SwiftSyntax

/// A user type's `animatableData` as numbers and back (docs/semantics.md §8.1): the engine animates
/// vectors of numbers; the interpreter flattens `Double`, `CGFloat`, `AnimatablePair` (nested
/// as deep as you like), `CGSize`/`CGPoint`/`CGRect`, `Angle` and `UnitPoint` in order, and
/// rebuilds a value of the same shape from numbers.
///
///     AnimatablePair(offset, progress)   →  [offset, progress]
enum AnimatableData {
  /// The type names user code spells for animatable data.
  static let typeNames = ["AnimatablePair", "EmptyAnimatableData"]

  /// `AnimatablePair(first, second)` is a tuple labelled `first` and `second`;
  /// `EmptyAnimatableData()` the empty tuple.
  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    if name == "EmptyAnimatableData" {
      guard c.arguments.isEmpty else { throw c.fail("`EmptyAnimatableData()` takes no argument", kind: .argument) }
      return .tuple(TupleValue(labels: [], elements: []))
    }
    guard c.arguments.count == 2, c.arguments.allSatisfy({ $0.label == nil }) else {
      throw c.fail("`\(name)` takes two values: `\(name)(first, second)`", kind: .argument)
    }
    return .tuple(
      TupleValue(labels: ["first", "second"], elements: c.arguments.map(\.value), nominal: "AnimatablePair"))
  }

  /// The numbers of an animatable value, in order; nil when the value cannot animate.
  static func flatten(_ value: Value) -> [Double]? {
    switch value {
    case .double(let d): return [d]
    case .int(let i): return [Double(i)]
    case .size(let s): return [s.width, s.height]
    case .point(let p): return [p.x, p.y]
    case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height]
    case .angle(let a): return [a.radians]
    case .unitPoint(let u): return [u.x, u.y]
    case .tuple(let t):
      var all: [Double] = []
      for e in t.elements {
        guard let part = flatten(e) else { return nil }
        all += part
      }
      return all
    default: return nil
    }
  }

  /// A value shaped like `template` holding `numbers` (consumed from the front).
  static func rebuild(_ template: Value, from numbers: inout ArraySlice<Double>) -> Value? {
    func take(_ n: Int) -> [Double]? {
      guard numbers.count >= n else { return nil }
      let part = Array(numbers.prefix(n))
      numbers = numbers.dropFirst(n)
      return part
    }
    switch template {
    case .double, .int: return take(1).map { .double($0[0]) }
    case .size: return take(2).map { .size(Size(width: $0[0], height: $0[1])) }
    case .point: return take(2).map { .point(Point(x: $0[0], y: $0[1])) }
    case .rect:
      return take(4).map { .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) }
    case .angle: return take(1).map { .angle(.radians($0[0])) }
    case .unitPoint: return take(2).map { .unitPoint(UnitPoint(x: $0[0], y: $0[1])) }
    case .tuple(var t):
      for i in t.elements.indices {
        guard let e = rebuild(t.elements[i], from: &numbers) else { return nil }
        t.elements[i] = e
      }
      return .tuple(t)
    default: return nil
    }
  }
}
