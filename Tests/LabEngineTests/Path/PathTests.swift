import Foundation
import Testing

@testable import LabEngine

/// Lengths, trimmed points and bounds of `Path`, against values worked out by hand.
@Suite struct PathTests {
  func near(_ a: Point?, _ x: Double, _ y: Double, within tolerance: Double = 0.01) -> Bool {
    guard let a else { return false }
    return abs(a.x - x) <= tolerance && abs(a.y - y) <= tolerance
  }

  @Test func cornersOfTheirOwn() {
    // One 10-point corner at the top leading: the outline starts 10 in along the top, the
    // three other corners are square (their lines meet at the rect's corners), and the
    // rounded corner's quarter is 2π·10/4 = 15.71 long instead of 10 + 10.
    var p = Path()
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    p.addRoundedRect(rect, radii: CornerRadii(topLeading: 10))
    #expect(p.elements.first == .move(to: Point(x: 10, y: 0)))
    #expect(p.elements.contains(.line(to: Point(x: 100, y: 0))))
    #expect(p.elements.contains(.line(to: Point(x: 100, y: 50))))
    #expect(p.elements.contains(.line(to: Point(x: 0, y: 50))))
    #expect(abs(p.length - (300 - 20 + 2 * Double.pi * 10 / 4)) < 0.01)
    #expect(p.boundingRect == rect)
    // Equal radii are the rounded rectangle of one radius, element for element.
    var all = Path()
    all.addRoundedRect(rect, radii: CornerRadii(all: 8))
    var one = Path()
    one.addRoundedRect(rect, radius: 8)
    #expect(all == one)
  }

  @Test func aStraightLine() {
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.addLine(to: Point(x: 30, y: 40))
    #expect(p.length == 50)
    #expect(near(p.trimmedPath(from: 0, to: 0.2).currentPoint, 6, 8))
    let piece = p.trimmedPath(from: 0.2, to: 0.6)
    #expect(abs(piece.length - 20) < 1e-9)
    #expect(piece.boundingRect == Rect(x: 6, y: 8, width: 12, height: 16))
  }

  @Test func aQuarterCircleFromTheEllipse() {
    // A circle of radius 100 about (100, 100), starting at 3 o'clock and turning clockwise on
    // screen. Each quarter is the standard cubic, which passes exactly through the 45° point
    // at t = ½ (x = r(4 + 3κ)/8 = r·√2/2) and lies at most 0.027 % of r outside the circle.
    var p = Path()
    p.addEllipse(in: Rect(x: 0, y: 0, width: 200, height: 200))
    let quarter = p.trimmedPath(from: 0, to: 0.25)
    #expect(near(quarter.currentPoint, 100, 200))
    #expect(abs(quarter.length - Double.pi * 50) < 100 * 0.00028)
    let eighth = 100 * 2.0.squareRoot() / 2
    #expect(near(p.trimmedPath(from: 0, to: 0.125).currentPoint, 100 + eighth, 100 + eighth))
    #expect(near(p.trimmedPath(from: 0, to: 0.75).currentPoint, 100, 0))
    #expect(p.boundingRect == Rect(x: 0, y: 0, width: 200, height: 200))
    #expect(near(p.currentPoint, 200, 100))
  }

  @Test func aCubicWithAKnownMidpoint() {
    // Symmetric about x = 50, so the arc-length midpoint is B(½) = (0+0+300+100, 0+300+300+0)/8.
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.addCurve(
      to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
    #expect(near(p.trimmedPath(from: 0, to: 0.5).currentPoint, 50, 75))
    #expect(abs(p.trimmedPath(from: 0, to: 0.5).length - p.length / 2) < 0.01)
    // The curve's highest y is at t = ½; the control points reach y = 100.
    #expect(near(p.boundingRect.origin, 0, 0))
    #expect(abs(p.boundingRect.height - 75) < 1e-9)
    #expect(p.boundingBox == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func aQuadCurveAndClosedSubpaths() {
    var q = Path()
    q.move(to: Point(x: 0, y: 0))
    q.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
    #expect(near(q.trimmedPath(from: 0, to: 0.5).currentPoint, 50, 50))

    var r = Path()
    r.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(r.length == 40)
    #expect(near(r.trimmedPath(from: 0, to: 0.875).currentPoint, 0, 5))
    #expect(near(r.currentPoint, 0, 0))
  }

  @Test func emptyAndDegenerateTrims() {
    #expect(Path().currentPoint == nil)
    #expect(Path().boundingRect == .zero)
    var p = Path()
    p.move(to: Point(x: 1, y: 1))
    p.addLine(to: Point(x: 2, y: 1))
    #expect(p.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(p.trimmedPath(from: .nan, to: 2).length == 1)
  }

  @Test func hugeAndNonFiniteCoordinatesDoNotTrap() {
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.addCurve(
      to: Point(x: 1e300, y: 0), control1: Point(x: 0, y: 1e300),
      control2: Point(x: .infinity, y: .nan))
    _ = p.length
    _ = p.trimmedPath(from: 0, to: 0.5).currentPoint
    _ = p.boundingRect
  }
}
