import Foundation

/// One drawn piece of a `Path` with its start point: a line, or a quadratic or cubic Bézier.
/// Lengths of curves come from flattening into chords fine enough that the chords stay within
/// `flatness` of the curve, which keeps lengths and trimmed points well inside 0.01 pt.
///
///     PathSegment.line(Point(x: 0, y: 0), Point(x: 3, y: 4)).length   // 5
enum PathSegment: Hashable, Sendable {
  case line(Point, Point)
  case quad(Point, Point, Point)
  case cubic(Point, Point, Point, Point)

  /// The largest distance allowed between a chord and its curve.
  static let flatness = 0.001
  /// A bound on chords per curve, so huge coordinates cannot make a path unboundedly slow.
  static let maxChords = 4096

  var start: Point {
    switch self {
    case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
    }
  }

  var end: Point {
    switch self {
    case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
    }
  }

  /// The path element that draws this segment after its start.
  var element: Path.Element {
    switch self {
    case .line(_, let p): return .line(to: p)
    case .quad(_, let c, let p): return .quadCurve(to: p, control: c)
    case .cubic(_, let c1, let c2, let p): return .curve(to: p, control1: c1, control2: c2)
    }
  }

  func point(at t: Double) -> Point {
    let u = 1 - t
    switch self {
    case .line(let a, let b): return Point(x: u * a.x + t * b.x, y: u * a.y + t * b.y)
    case .quad(let a, let c, let b):
      let (w0, w1, w2) = (u * u, 2 * u * t, t * t)
      return Point(x: w0 * a.x + w1 * c.x + w2 * b.x, y: w0 * a.y + w1 * c.y + w2 * b.y)
    case .cubic(let a, let c1, let c2, let b):
      let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return Point(
        x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
        y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
  }

  /// How many chords keep the curve within `flatness` (Wang's formula: for degree d,
  /// n = √(d(d−1)/8 · M / tol), M the largest second difference of the control points).
  private var chordCount: Int {
    func norm(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
    let (m, factor): (Double, Double)
    switch self {
    case .line: return 1
    case .quad(let a, let c, let b):
      (m, factor) = (norm(a.x - 2 * c.x + b.x, a.y - 2 * c.y + b.y), 2.0 / 8)
    case .cubic(let a, let c1, let c2, let b):
      let d1 = norm(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y)
      let d2 = norm(c1.x - 2 * c2.x + b.x, c1.y - 2 * c2.y + b.y)
      (m, factor) = (Swift.max(d1, d2), 6.0 / 8)
    }
    let n = (factor * m / PathSegment.flatness).squareRoot().rounded(.up)
    // Clamped as a Double: a huge coordinate must not overflow `Int(_:)`.
    guard n.isFinite else { return PathSegment.maxChords }
    return Int(Swift.min(Swift.max(n, 1), Double(PathSegment.maxChords)))
  }

  /// Cumulative chord lengths at evenly spaced parameters 0, 1/n, …, 1.
  private var chordTable: [Double] {
    let n = chordCount
    var table = [0.0]
    table.reserveCapacity(n + 1)
    var previous = start
    for i in 1...n {
      let p = point(at: Double(i) / Double(n))
      table.append(table[i - 1] + hypot(p.x - previous.x, p.y - previous.y))
      previous = p
    }
    return table
  }

  var length: Double {
    if case .line(let a, let b) = self { return hypot(b.x - a.x, b.y - a.y) }
    return chordTable.last ?? 0
  }

  /// The curve parameter at an arc length from the start (interpolated along the chords).
  func parameter(atLength s: Double) -> Double {
    if case .line = self {
      let total = length
      return total > 0 ? Swift.min(Swift.max(s / total, 0), 1) : 0
    }
    let table = chordTable
    let n = table.count - 1
    guard let total = table.last, total > 0, s > 0 else { return 0 }
    guard s < total else { return 1 }
    // The first chord that ends past `s` (binary search; the table is increasing).
    var (low, high) = (1, n)
    while low < high {
      let mid = (low + high) / 2
      if table[mid] < s { low = mid + 1 } else { high = mid }
    }
    let chord = table[low] - table[low - 1]
    let within = chord > 0 ? (s - table[low - 1]) / chord : 0
    return (Double(low - 1) + within) / Double(n)
  }

  /// The piece between two parameters, exactly (de Casteljau), as a segment of the same kind.
  func slice(from t0: Double, to t1: Double) -> PathSegment {
    guard t0 > 0 || t1 < 1 else { return self }
    let tail = t0 > 0 ? split(at: t0).1 : self
    guard t1 < 1 else { return tail }
    // t1 measured on the tail, which starts at t0.
    let t = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
    return tail.split(at: t).0
  }

  private func split(at t: Double) -> (PathSegment, PathSegment) {
    func lerp(_ a: Point, _ b: Point) -> Point {
      Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    switch self {
    case .line(let a, let b):
      let m = lerp(a, b)
      return (.line(a, m), .line(m, b))
    case .quad(let a, let c, let b):
      let (ac, cb) = (lerp(a, c), lerp(c, b))
      let m = lerp(ac, cb)
      return (.quad(a, ac, m), .quad(m, cb, b))
    case .cubic(let a, let c1, let c2, let b):
      let (p01, p12, p23) = (lerp(a, c1), lerp(c1, c2), lerp(c2, b))
      let (p012, p123) = (lerp(p01, p12), lerp(p12, p23))
      let m = lerp(p012, p123)
      return (.cubic(a, p01, p012, m), .cubic(m, p123, p23, b))
    }
  }

  /// Points where the curve turns in x or in y (for tight bounds).
  var extremes: [Point] {
    var ts: [Double] = []
    switch self {
    case .line: return []
    case .quad(let a, let c, let b):
      for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
        let d = p0 - 2 * p1 + p2
        if d != 0 { ts.append((p0 - p1) / d) }
      }
    case .cubic(let a, let c1, let c2, let b):
      for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
        // The derivative's roots: qa t² + qb t + qc = 0.
        let qa = -p0 + 3 * p1 - 3 * p2 + p3
        let qb = 2 * (p0 - 2 * p1 + p2)
        let qc = p1 - p0
        if abs(qa) < 1e-12 {
          if qb != 0 { ts.append(-qc / qb) }
          continue
        }
        let disc = qb * qb - 4 * qa * qc
        guard disc >= 0 else { continue }
        let root = disc.squareRoot()
        ts += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
      }
    }
    return ts.filter { $0 > 0 && $0 < 1 }.map(point(at:))
  }
}
