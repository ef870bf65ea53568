import Foundation
import Testing

@testable import LabEngine

/// Arcs (docs/semantics.md §14.3): quarter-turn cubic segments that stay on the circle, the
/// sweep direction SwiftUI's `clockwise` gives on a y-down screen, and tangent arcs.
@Suite struct PathArcTests {
  /// The curve's point at `t`.
  static func bezier(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(
      x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
  }

  /// Every curve of `path` stays within `tolerance` of the circle, sampled along it.
  static func staysOnCircle(_ path: Path, center: Point, radius: Double, tolerance: Double) -> Bool {
    var current = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): current = p
      case .curve(let p3, let c1, let c2):
        for k in 0...20 {
          let q = bezier(current, c1, c2, p3, Double(k) / 20)
          let r = ((q.x - center.x) * (q.x - center.x) + (q.y - center.y) * (q.y - center.y)).squareRoot()
          if abs(r - radius) > tolerance { return false }
        }
        current = p3
      default: return false
      }
    }
    return true
  }

  @Test func aThreeQuarterArcIsThreeSegmentsOnTheCircle() {
    var p = Path()
    p.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: -Double.pi / 2, endAngle: Double.pi, clockwise: false)
    // Start at the top, one move then three quarter-turn curves (270° / 90°).
    #expect(p.elements.count == 4)
    #expect(p.elements.first == .move(to: Point(x: 50 + 40 * cos(-Double.pi / 2), y: 50 + 40 * sin(-Double.pi / 2))))
    // The best-fit cubic of a quarter circle strays at most 0.027 % of the radius.
    #expect(Self.staysOnCircle(p, center: Point(x: 50, y: 50), radius: 40, tolerance: 40 * 0.0003))
    #expect(p.hasArcs)
  }

  @Test func clockwiseFalseTurnsClockwiseOnScreen() {
    // From 0 (right) to 90° (down on a y-down screen): a quarter turn through (+, +).
    var down = Path()
    down.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
    guard case .curve(let end, let c1, _)? = down.elements.last else { Issue.record("no curve"); return }
    #expect(abs(end.x) < 1e-12 && abs(end.y - 10) < 1e-12)
    #expect(c1.y > 0)
    // `clockwise: true` goes the other way round: three quarters, through the top.
    var up = Path()
    up.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
    #expect(up.elements.count == 4)
    guard case .curve(_, let d1, _)? = up.elements.dropFirst().first else { Issue.record("no curve"); return }
    #expect(d1.y < 0)
  }

  @Test func aRelativeArcJoinsTheCurrentPointWithALine() {
    var p = Path()
    p.move(to: .zero)
    p.addRelativeArc(center: Point(x: 20, y: 0), radius: 5, startAngle: Double.pi, delta: Double.pi / 3)
    #expect(p.elements[1] == .line(to: Point(x: 20 + 5 * cos(Double.pi), y: 5 * sin(Double.pi))))
    #expect(p.elements.count == 3)
  }

  @Test func aTangentArcRoundsACorner() {
    // A right angle at (80, 20) with radius 20: the arc meets the first line at (60, 20) and the
    // second at (80, 40), around the centre (60, 40).
    var p = Path()
    p.move(to: Point(x: 20, y: 20))
    p.addArc(tangent1End: Point(x: 80, y: 20), tangent2End: Point(x: 80, y: 80), radius: 20)
    guard case .line(let a) = p.elements[1], case .curve(let b, _, _)? = p.elements.last else {
      Issue.record("expected a line then a curve"); return
    }
    #expect(abs(a.x - 60) < 1e-9 && abs(a.y - 20) < 1e-9)
    #expect(abs(b.x - 80) < 1e-9 && abs(b.y - 40) < 1e-9)
    #expect(Self.staysOnCircle(Path(elements: Array(p.elements.dropFirst())), center: Point(x: 60, y: 40), radius: 20, tolerance: 20 * 0.0003))
  }

  @Test func collinearTangentsGiveALine() {
    var p = Path()
    p.move(to: .zero)
    p.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 20, y: 0), radius: 5)
    #expect(p.elements == [.move(to: .zero), .line(to: Point(x: 10, y: 0))])
    #expect(!p.hasArcs)
  }

  @Test func applyingMovesEveryPoint() {
    var p = Path()
    p.addRect(Rect(x: 0, y: 0, width: 10, height: 5))
    let moved = p.applying(AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
    #expect(moved.boundingRect == Rect(x: 3, y: 4, width: 20, height: 10))
  }
}
