import Testing

@testable import LabEngine

/// A path's fill and outline against a point (docs/semantics.md §12.1): curves flattened finely
/// enough that a point further than the edge tolerance gets the curves' own answer.
@Suite struct PathContainmentTests {
  let square = Rect(x: 0, y: 0, width: 100, height: 100)

  @Test func anEllipseHoldsItsCentreAndNotItsCorners() {
    var p = Path()
    p.addEllipse(in: square)
    #expect(p.contains(Point(x: 50, y: 50)))
    #expect(!p.contains(Point(x: 5, y: 5)))
    // (85, 85) is 49.5 from the centre: inside the 50-point radius.
    #expect(p.contains(Point(x: 85, y: 85)))
    // (86, 86) is 50.9 away: outside.
    #expect(!p.contains(Point(x: 86, y: 86)))
  }

  @Test func theDistanceToACircleIsTheRadiusLessTheDistanceToItsCentre() {
    var p = Path()
    p.addEllipse(in: square)
    // The cubic approximation strays from the circle by at most 0.027 % of the radius.
    #expect(abs(p.distance(to: Point(x: 50, y: 50)) - 50) < 0.02)
    #expect(abs(p.distance(to: Point(x: 50, y: 20)) - 20) < 0.02)
    #expect(p.distance(to: Point(x: 100, y: 50)) < 1e-9)
  }

  @Test func twoSubpathsTheSameWayRoundFillTheHoleUnlessEvenOdd() {
    var p = Path()
    p.addRect(square)
    p.addRect(Rect(x: 25, y: 25, width: 50, height: 50))
    #expect(p.contains(Point(x: 50, y: 50)))
    #expect(!p.contains(Point(x: 50, y: 50), evenOdd: true))
    #expect(p.contains(Point(x: 10, y: 10), evenOdd: true))
  }

  @Test func anOpenSubpathIsFilledAsIfClosed() {
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.addLine(to: Point(x: 100, y: 0))
    p.addLine(to: Point(x: 0, y: 100))
    #expect(p.contains(Point(x: 20, y: 20)))
    #expect(!p.contains(Point(x: 80, y: 80)))
  }
}
