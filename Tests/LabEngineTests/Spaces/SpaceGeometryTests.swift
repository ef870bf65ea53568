import Testing

@testable import LabEngine

/// docs/semantics.md §4.1–4.2 and §10 vectors 7 and 8, through the layout engine.
@Suite struct SpaceGeometryTests {
  func rotated(_ degrees: Double, affectsLayout: Bool = true) -> ViewDescription {
    ViewDescription.geometryReader { [] }.id("reader").frame(width: 400, height: 400)
      .modified(
        .effect(.rotation(.degrees(degrees), anchor: .center), affectsLayout: affectsLayout))
  }

  @Test func rotatedReaderReportsItsBoundingBoxGlobally() {
    let layout = Layout(tree: ViewTree(rotated(10)), window: .canvas(width: 600, height: 600))
    let g = SpaceGeometry(layout: layout)
    guard let reader = layout.node(named: "reader"), let global = g.frame(of: reader, in: .global)
    else {
      Issue.record("no reader frame")
      return
    }
    // 400·(cos 10° + sin 10°) = 463.38, about the same centre (300, 300).
    #expect(close(global.width, 463.38237, 0.001))
    #expect(close(global.height, 463.38237, 0.001))
    #expect(close(global.midX, 300, 1e-9) && close(global.midY, 300, 1e-9))
    #expect(close(global.minX, 300 - 231.69119, 0.001))
    // Its local frame is untouched, and its quad is not axis-aligned.
    #expect(g.frame(of: reader, in: .local) == Rect(x: 0, y: 0, width: 400, height: 400))
    #expect(g.quad(of: reader, in: .global)?.isAxisAligned == false)
  }

  @Test func ignoredByLayoutKeepsTheReaderAxisAligned() {
    let layout = Layout(
      tree: ViewTree(rotated(10, affectsLayout: false)), window: .canvas(width: 600, height: 600))
    guard let reader = layout.node(named: "reader") else { return }
    #expect(
      SpaceGeometry(layout: layout).frame(of: reader, in: .global)
        == Rect(x: 100, y: 100, width: 400, height: 400))
    // The shown layer still rotates.
    let shown = SpaceGeometry(layout: layout, includesIgnoredEffects: true)
    #expect(close(shown.frame(of: reader, in: .global)?.width ?? 0, 463.38237, 0.001))
  }

  @Test func scaleEffectAboutCentreAndTopLeading() {
    // Vector 8: 100² at (0, 0) scaled by 2 → (−50, −50, 200, 200); about topLeading → (0, 0, 200, 200).
    for (anchor, expected) in [
      (UnitPoint.center, Rect(x: -50, y: -50, width: 200, height: 200)),
      (UnitPoint.topLeading, Rect(x: 0, y: 0, width: 200, height: 200)),
    ] {
      let d = ViewDescription.color("a").id("a").frame(width: 100, height: 100)
        .modified(.effect(.scale(Size(width: 2, height: 2), anchor: anchor), affectsLayout: true))
        .position(x: 50, y: 50)
      let layout = Layout(tree: ViewTree(d), window: .canvas(width: 100, height: 100))
      guard let a = layout.node(named: "a") else { return }
      #expect(SpaceGeometry(layout: layout).frame(of: a, in: .global) == expected)
      // Layout sizes never change under an effect.
      #expect(layout.sizes[Int(a)] == Size(width: 100, height: 100))
    }
  }

  @Test func namedSpacesAndMissingNames() {
    let d = ViewDescription.vstack(spacing: 0) {
      [
        ViewDescription.color("top").frame(width: 100, height: 50),
        ViewDescription.color("a").id("a").frame(width: 20, height: 20),
      ]
    }.modified(.coordinateSpace("stack"))
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 300, height: 300))
    let g = SpaceGeometry(layout: layout)
    guard let a = layout.node(named: "a") else { return }
    #expect(g.frame(of: a, in: .named("stack")) == Rect(x: 40, y: 50, width: 20, height: 20))
    // A missing name falls back to global, and says so.
    #expect(g.spaceNode(.named("nope"), from: a).missing)
    #expect(g.frame(of: a, in: .named("nope")) == g.frame(of: a, in: .global))
  }

  // Seed 004's workaround: a named space rotated together with the reader sees no rotation.
  // Walking up to the marker (§4.2) keeps the answer exact, not 400.0000000000001.
  @Test func namedSpaceInsideARotationIsExact() {
    let d = ViewDescription.geometryReader { [] }.id("reader").frame(width: 400, height: 400)
      .modified(.coordinateSpace("card"))
      .modified(.effect(.rotation(.degrees(10), anchor: .center), affectsLayout: true))
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 600, height: 600))
    guard let reader = layout.node(named: "reader") else { return }
    let g = SpaceGeometry(layout: layout)
    #expect(g.frame(of: reader, in: .named("card")) == Rect(x: 0, y: 0, width: 400, height: 400))
  }

  @Test func nonFiniteEffectsAreIgnoredWithAWarning() {
    let d = ViewDescription.color("a").id("a").frame(width: 10, height: 10)
      .modified(.effect(.rotation(.degrees(.nan), anchor: .center), affectsLayout: true))
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 10, height: 10))
    #expect(
      layout.tree.warnings.map(\.message) == [
        "non-finite angle nan in .rotationEffect(.degrees(nan)); the effect is ignored"
      ])
    guard let a = layout.node(named: "a") else { return }
    #expect(
      SpaceGeometry(layout: layout).frame(of: a, in: .global)
        == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func pointsBehindTheEyeHaveNoFrame() {
    // A projection whose w is negative everywhere on the view.
    let p = ProjectionTransform(m33: -1)
    let d = ViewDescription.color("a").id("a").frame(width: 10, height: 10)
      .modified(.effect(.projection(p), affectsLayout: true))
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 100, height: 100))
    guard let a = layout.node(named: "a") else { return }
    #expect(SpaceGeometry(layout: layout).frame(of: a, in: .global) == nil)
  }
}
