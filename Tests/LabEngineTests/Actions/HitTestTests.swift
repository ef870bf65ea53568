import Testing

@testable import LabEngine

/// Where a touch lands (docs/semantics.md §12.1): front to back as drawn, each view on its own
/// region, and what lets a touch through.
@Suite struct HitTestTests {
  func test(_ d: ViewDescription, _ x: Double, _ y: Double) -> HitTest {
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 100, height: 100))
    let spaces = SpaceGeometry(layout: layout, includesIgnoredEffects: true)
    return HitTest(at: Point(x: x, y: y), layout: layout, spaces: spaces, shown: nil)
  }

  func name(_ t: HitTest) -> String? {
    guard let n = t.hit?.node else { return nil }
    let tree = t.layout.tree
    if case .shape(let s) = tree.kind(n) { return s == .circle ? "circle" : "shape" }
    if case .color(let c) = tree.kind(n) { return c.description }
    return "other"
  }

  /// A red circle in front of a blue square, both 100 × 100.
  func circleOverSquare(_ circle: (ViewDescription) -> ViewDescription = { $0 }) -> ViewDescription {
    ViewDescription.zstack {
      [
        ViewDescription.color("blue").frame(width: 100, height: 100),
        circle(ViewDescription.shape(.circle)).frame(width: 100, height: 100),
      ]
    }
  }

  @Test func theFrontViewTakesTheTouchInsideItsOutline() {
    #expect(name(test(circleOverSquare(), 50, 50)) == "circle")
    // (5, 5) is outside the circle: the square behind takes it.
    let corner = test(circleOverSquare(), 5, 5)
    #expect(corner.candidates.first?.outcome == .outsideShape)
    #expect(name(corner) == "blue")
  }

  @Test func allowsHitTestingFalseLetsTheTouchThrough() {
    let t = test(circleOverSquare { $0.modified(.drawing(DrawingModifier("allowsHitTesting", value: "false"))) }, 50, 50)
    if case .passesThrough = t.candidates.first?.outcome {} else { Issue.record("expected a pass-through") }
    #expect(name(t) == "blue")
  }

  @Test func aClearColourTakesNothing() {
    let d = ViewDescription.zstack {
      [
        ViewDescription.color("blue").frame(width: 100, height: 100),
        ViewDescription.color("clear").frame(width: 100, height: 100),
      ]
    }
    let t = test(d, 50, 50)
    #expect(t.candidates.first?.outcome == .clear)
    #expect(name(t) == "blue")
  }

  @Test func aContentShapeTakesEmptySpaceAndLimitsItsContent() {
    // A 20-point square at the centre of a 100-point frame with a circular content shape.
    let inner = ViewDescription.color("red").frame(width: 20, height: 20).frame(width: 100, height: 100)
    let shaped = inner.modified(.drawing(DrawingModifier("contentShape", style: DrawStyle(shape: .circle))))
    #expect(test(inner, 10, 50).hit == nil)
    #expect(test(shaped, 10, 50).hit?.isContentShape == true)
    #expect(test(shaped, 5, 5).hit == nil)
    #expect(name(test(shaped, 50, 50)) == "red")
  }

  @Test func aPointOnAnOutlineIsNotDecided() {
    let t = test(circleOverSquare(), 50, 0)
    #expect(t.hit == nil)
    #expect(t.undecided?.outcome == .onEdge)
  }
}
