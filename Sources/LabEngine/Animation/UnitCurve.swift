/// SwiftUI's `UnitCurve`: a function from progress in [0, 1] to a value, usually in [0, 1], that
/// shapes a timing-curve animation (docs/semantics.md §8.2).
///
///     UnitCurve.easeInOut.value(at: 0.5)  // 0.5
public struct UnitCurve: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
    case bezier(UnitPoint, UnitPoint)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
  }

  let storage: Storage

  init(_ storage: Storage) {
    self.storage = storage
  }

  /// A Bézier curve from (0, 0) to (1, 1) with two control points, as CSS `cubic-bezier`.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(.bezier(startControlPoint, endControlPoint))
  }

  public static let linear = bezier(0, 0, 1, 1)
  public static let easeIn = bezier(0.42, 0, 1, 1)
  public static let easeOut = bezier(0, 0, 0.58, 1)
  public static let easeInOut = bezier(0.42, 0, 0.58, 1)
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
  }

  /// The named presets, in SwiftUI's order, for descriptions and completion.
  public static let named: [(name: String, curve: UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
    ("circularEaseInOut", .circularEaseInOut),
  ]

  /// The curve's value at `progress`, clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    let x = Self.clamp(progress)
    switch storage {
    case .bezier(let p1, let p2): return BezierSolver(p1, p2).value(at: x)
    case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut: return ((2 - x) * x).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return 0.5 * (1 - (1 - 4 * x * x).squareRoot()) }
      return 0.5 * ((-(2 * x - 3) * (2 * x - 1)).squareRoot() + 1)
    }
  }

  /// The slope of the curve (value per unit of progress) at `progress`, clamped to [0, 1].
  public func velocity(at progress: Double) -> Double {
    let x = Self.clamp(progress)
    switch storage {
    case .bezier(let p1, let p2): return BezierSolver(p1, p2).slope(at: x)
    case .circularEaseIn:
      let r = (1 - x * x).squareRoot()
      return r > 0 ? x / r : .infinity
    case .circularEaseOut:
      let r = ((2 - x) * x).squareRoot()
      return r > 0 ? (1 - x) / r : .infinity
    case .circularEaseInOut:
      if x < 0.5 {
        let r = (1 - 4 * x * x).squareRoot()
        return r > 0 ? 2 * x / r : .infinity
      }
      let r = (-(2 * x - 3) * (2 * x - 1)).squareRoot()
      return r > 0 ? (2 - 2 * x) / r : .infinity
    }
  }

  /// `inverse`: the curve that maps this curve's values back to its progress [DOC
  /// UnitCurve.inverse]. A Bézier's is the Bézier with each control point's x and y swapped
  /// (the curve mirrored in the diagonal); circular ease-in and ease-out are each other's
  /// inverse. Nil for circular ease-in-out, whose inverse is none of these shapes.
  public var inverse: UnitCurve? {
    switch storage {
    case .bezier(let p1, let p2):
      return .bezier(
        startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x))
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return nil
    }
  }

  /// The preset name (`easeInOut`) or nil for a custom Bézier.
  public var name: String? { Self.named.first { $0.curve == self }?.name }

  /// The four control-point numbers of a Bézier curve.
  public var controlPoints: (UnitPoint, UnitPoint)? {
    if case .bezier(let p1, let p2) = storage { return (p1, p2) }
    return nil
  }

  /// Progress outside [0, 1] (or NaN) is clamped, so the curve never reads past its ends.
  static func clamp(_ x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? 1 : 0 }
    return Swift.min(1, Swift.max(0, x))
  }
}

/// The cubic Bézier solver of docs/semantics.md §8.2: solve x(t) = progress by Newton's method
/// (ε = 2⁻²⁰), falling back to bisection, then evaluate y(t), rounded to 2⁻²⁰.
///
///     BezierSolver(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 0.58, y: 1)).value(at: 0.5)  // 0.5
struct BezierSolver {
  static let epsilon = 1.0 / 1_048_576  // 2⁻²⁰

  let ax, bx, cx, ay, by, cy: Double

  init(_ p1: UnitPoint, _ p2: UnitPoint) {
    cx = 3 * p1.x
    bx = 3 * (p2.x - p1.x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1.y
    by = 3 * (p2.y - p1.y) - cy
    ay = 1 - cy - by
  }

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  func value(at progress: Double) -> Double {
    let y = y(solve(progress))
    return (y / Self.epsilon).rounded() * Self.epsilon
  }

  /// dy/dx at `progress`; where dx/dt vanishes (a control point on the x-axis end) the slope
  /// is taken just inside the curve.
  func slope(at progress: Double) -> Double {
    var t = solve(progress)
    if Swift.abs(dx(t)) < 1e-9 { t = t < 0.5 ? t + 1e-6 : t - 1e-6 }
    let d = dx(t)
    return d == 0 ? 0 : dy(t) / d
  }

  /// The parameter t with x(t) = progress.
  func solve(_ progress: Double) -> Double {
    var t = progress
    for _ in 0..<8 {
      let error = x(t) - progress
      if Swift.abs(error) < Self.epsilon { return t }
      let d = dx(t)
      if Swift.abs(d) < 1e-6 { break }
      t -= error / d
    }
    var lo = 0.0
    var hi = 1.0
    t = progress
    for _ in 0..<64 {
      let value = x(t)
      if Swift.abs(value - progress) < Self.epsilon { return t }
      if progress > value { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }
}
