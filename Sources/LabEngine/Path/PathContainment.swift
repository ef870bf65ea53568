import Foundation

/// Where a point is against a path's fill and outline, as hit testing asks (docs/semantics.md
/// §12.1): curves are flattened to within a ten-thousandth of a point, so a point further than
/// `edgeTolerance` from the outline gets the same answer as from the curves themselves, and a
/// nearer one is reported as on the edge rather than guessed.
///
///     Path(ellipseIn: square).contains(centre)   // true
extension Path {
  /// How close to the outline a point is taken to be on it.
  public static let edgeTolerance = 0.01

  /// The subpaths as polylines, each curve cut into straight pieces no further than
  /// `tolerance` from it; every subpath is closed for filling (as CoreGraphics fills).
  func polylines(tolerance: Double = 1e-4) -> [[Point]] {
    var lines: [[Point]] = []
    var current: [Point] = []
    func flush() {
      if current.count > 1 { lines.append(current) }
      current = []
    }
    func last() -> Point { current.last ?? .zero }
    for element in elements {
      switch element {
      case .move(let p):
        flush()
        current = [p]
      case .line(let p):
        if current.isEmpty { current = [p] } else { current.append(p) }
      case .quadCurve(let p, let c):
        let a = last()
        // A quadratic is a cubic with its control points two thirds of the way to c.
        let c1 = Point(x: a.x + 2 / 3 * (c.x - a.x), y: a.y + 2 / 3 * (c.y - a.y))
        let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        Self.flatten(a, c1, c2, p, tolerance, depth: 0, into: &current)
      case .curve(let p, let c1, let c2):
        Self.flatten(last(), c1, c2, p, tolerance, depth: 0, into: &current)
      case .closeSubpath:
        if let first = current.first { current.append(first) }
        flush()
      }
    }
    flush()
    return lines
  }

  /// De Casteljau halving until the control points lie within `tolerance` of the chord.
  private static func flatten(
    _ a: Point, _ b: Point, _ c: Point, _ d: Point, _ tolerance: Double, depth: Int,
    into points: inout [Point]
  ) {
    if depth >= 18 || (distance(b, toSegment: a, d) <= tolerance && distance(c, toSegment: a, d) <= tolerance) {
      if points.isEmpty { points.append(a) }
      points.append(d)
      return
    }
    func mid(_ p: Point, _ q: Point) -> Point { Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2) }
    let ab = mid(a, b), bc = mid(b, c), cd = mid(c, d)
    let abc = mid(ab, bc), bcd = mid(bc, cd)
    let m = mid(abc, bcd)
    flatten(a, ab, abc, m, tolerance, depth: depth + 1, into: &points)
    flatten(m, bcd, cd, d, tolerance, depth: depth + 1, into: &points)
  }

  static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length2 = dx * dx + dy * dy
    var t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0
    t = min(1, max(0, t))
    let (x, y) = (a.x + t * dx - p.x, a.y + t * dy - p.y)
    return (x * x + y * y).squareRoot()
  }

  /// The nearest distance from `p` to the outline.
  public func distance(to p: Point) -> Double { Self.distance(p, to: polylines()) }

  /// Whether the path's fill holds `p`: the non-zero winding rule, or even-odd.
  public func contains(_ p: Point, evenOdd: Bool = false) -> Bool {
    Self.contains(p, in: polylines(), evenOdd: evenOdd)
  }

  /// Both questions at once, the curves flattened once.
  public func locate(_ p: Point, evenOdd: Bool = false) -> (distance: Double, inside: Bool) {
    let lines = polylines()
    return (Self.distance(p, to: lines), Self.contains(p, in: lines, evenOdd: evenOdd))
  }

  static func distance(_ p: Point, to lines: [[Point]]) -> Double {
    var best = Double.infinity
    for line in lines {
      for k in 1..<line.count { best = min(best, distance(p, toSegment: line[k - 1], line[k])) }
    }
    return best
  }

  static func contains(_ p: Point, in lines: [[Point]], evenOdd: Bool) -> Bool {
    var winding = 0
    for var line in lines {
      if line.first != line.last, let first = line.first { line.append(first) }
      for k in 1..<line.count {
        let (a, b) = (line[k - 1], line[k])
        if a.y <= p.y {
          if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
        } else if b.y <= p.y, cross(a, b, p) < 0 {
          winding -= 1
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// Which side of the line a→b the point is on (positive: to the left, y down).
  private static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}
