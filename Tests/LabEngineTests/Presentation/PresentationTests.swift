import Testing

@testable import LabEngine

/// docs/semantics.md §7 and the seed-000 acceptance scene: a top-leading dot inserted while its parent
/// frame animates 200 → 300 under `.smooth(duration: 1)`.
@Suite struct PresentationTests {
  let window = Window.canvas(width: 400, height: 400)

  /// A red square with an optional dot in its top-leading corner, framed at `side`.
  func scene(side: Double, dot: Bool, group: ViewKind?) -> Layout {
    var content = ViewDescription.color("red").id("red")
    content = content.overlay(
      alignment: .topLeading,
      ViewDescription.group { dot ? [ViewDescription.circle.frame(width: 20, height: 20).id("dot")] : [] })
    if let group { content = content.modified(group) }
    return Layout(tree: ViewTree(content.frame(width: side, height: side)), window: window)
  }

  func shown(_ group: ViewKind?, at t: Double) -> (red: Rect?, dot: Rect?, dotOpacity: Double) {
    var p = Presentation()
    p.update(to: scene(side: 200, dot: false, group: group), at: 0, animation: nil)
    let grown = scene(side: 300, dot: true, group: group)
    p.update(to: grown, at: 1, animation: .smooth(duration: 1))
    let s = p.shown(grown, at: 1 + t)
    guard let red = grown.node(named: "red"), let dot = grown.node(named: "dot") else {
      return (nil, nil, -1)
    }
    // `.id` marks the modifier; the drawn leaf is its content.
    let redLeaf = grown.tree.content(of: red)
    let dotLeaf = grown.tree.content(of: grown.tree.content(of: dot))
    return (s.frame(redLeaf), s.frame(dotLeaf), s.opacities[Int(dotLeaf)])
  }

  @Test func withoutAGroupTheNewDotAppearsAtItsFinalPlace() {
    let (red, dot, opacity) = shown(nil, at: 0)
    // The red square is still shown where it was (100, 100); the dot is already at the final
    // corner (50, 50): 50 up and left of the red corner, fading in from 0.
    #expect(red?.origin == Point(x: 100, y: 100))
    #expect(dot?.origin == Point(x: 50, y: 50))
    #expect(opacity == 0)
  }

  @Test func withGeometryGroupTheDotSitsOnTheRedCornerAndFollows() {
    for t in [0.0, 0.25, 0.5, 2.0] {
      let (red, dot, _) = shown(.geometryGroup, at: t)
      #expect(red?.origin == dot?.origin, "t = \(t)")
    }
    // Half-way the corner has moved part of the way from 100 to 50.
    let (red, _, _) = shown(.geometryGroup, at: 0.25)
    #expect((red?.minX ?? 0) < 100 && (red?.minX ?? 0) > 50)
  }

  @Test func transformEffectIdentityGroupsLikeGeometryGroup() {
    let identity = ViewKind.effect(.transform(.identity), affectsLayout: true)
    let (red, dot, _) = shown(identity, at: 0)
    #expect(red?.origin == Point(x: 100, y: 100))
    #expect(dot?.origin == red?.origin)
  }

  @Test func everythingSettlesOnTheModel() {
    let (red, dot, opacity) = shown(nil, at: 5)
    #expect(red == Rect(x: 50, y: 50, width: 300, height: 300))
    #expect(dot?.origin == Point(x: 50, y: 50))
    #expect(opacity == 1)
  }

  @Test func removedViewsFreezeAndFadeOut() {
    var p = Presentation()
    let with = scene(side: 200, dot: true, group: nil)
    p.update(to: with, at: 0, animation: nil)
    let without = scene(side: 300, dot: false, group: nil)
    p.update(to: without, at: 1, animation: .linear(duration: 1))
    let mid = p.shown(without, at: 1.5)
    #expect(mid.departed.count == 1)
    // Frozen where it was shown (the 200 square's corner), half faded.
    #expect(mid.departed.first?.quad.boundingBox.origin == Point(x: 100, y: 100))
    #expect(abs((mid.departed.first?.opacity ?? 0) - 0.5) < 1e-9)
    #expect(p.shown(without, at: 2.5).departed.isEmpty)
  }

  @Test func shownFramesLandOnThePixelGrid() {
    var p = Presentation()
    let layout = Layout(
      tree: ViewTree(ViewDescription.color("a").frame(width: 10.1, height: 10)),
      window: .canvas(width: 100, height: 100, displayScale: 2))
    p.update(to: layout, at: 0, animation: nil)
    // 10.1 wide centred in 100: x = 44.95 → 45 on a half-point grid, width 55.05 − 45 → 10.
    let leaf = layout.tree.content(of: ViewTree.root)
    #expect(p.shown(layout, at: 0).frame(leaf) == Rect(x: 45, y: 45, width: 10, height: 10))
  }
}

/// `.animation(_:value:)` (docs/semantics.md §8.5): only when its value changed.
@Suite struct ImplicitAnimationTests {
  func layout(side: Double, value: String) -> Layout {
    let d = ViewDescription.color("red").frame(width: side, height: side)
      .modified(.animation(.linear(duration: 1), value: value))
    return Layout(tree: ViewTree(d), window: .canvas(width: 400, height: 400))
  }

  func redWidth(valueChanges: Bool, transaction: Animation?) -> Double? {
    var p = Presentation()
    p.update(to: layout(side: 200, value: "false"), at: 0, animation: nil)
    let next = layout(side: 300, value: valueChanges ? "true" : "false")
    p.update(to: next, at: 1, animation: transaction)
    let leaf = next.tree.content(of: next.tree.content(of: ViewTree.root))
    return p.shown(next, at: 1.5).frame(leaf)?.width
  }

  @Test func animatesWhenItsValueChanged() {
    #expect(redWidth(valueChanges: true, transaction: nil) == 250)
  }

  @Test func doesNotAnimateWhenItsValueDidNot() {
    #expect(redWidth(valueChanges: false, transaction: nil) == 300)
  }

  @Test func aChangedValueOverridesTheTransaction() {
    // withAnimation(.linear(duration: 4)) around the change, but the modifier's 1 s linear wins.
    #expect(redWidth(valueChanges: true, transaction: .linear(duration: 4)) == 250)
  }
}

/// docs/semantics.md §8.6.
@Suite struct TransitionTests {
  let size = Size(width: 100, height: 50)

  @Test func moveOffsetsByTheViewsOwnSize() {
    #expect(Transition.move(edge: .bottom).state(size: size, inserting: true).offset == Vector(dx: 0, dy: 50))
    #expect(Transition.move(edge: .leading).state(size: size, inserting: false).offset == Vector(dx: -100, dy: 0))
  }

  @Test func slideEntersFromLeadingAndLeavesTowardTrailing() {
    #expect(Transition.slide.state(size: size, inserting: true).offset.dx == -100)
    #expect(Transition.slide.state(size: size, inserting: false).offset.dx == 100)
  }

  @Test func pushFadesAndLeavesTowardTheOppositeEdge() {
    let inState = Transition.push(from: .top).state(size: size, inserting: true)
    let outState = Transition.push(from: .top).state(size: size, inserting: false)
    #expect(inState.opacity == 0 && inState.offset.dy == -50)
    #expect(outState.offset.dy == 50)
  }

  @Test func combinedAndAsymmetric() {
    let c = Transition.scale.combined(with: .opacity).state(size: size, inserting: true)
    #expect(c.opacity == 0 && c.scale == 1e-5)
    let a = Transition.asymmetric(insertion: .opacity, removal: .move(edge: .top))
    #expect(a.state(size: size, inserting: true).opacity == 0)
    #expect(a.state(size: size, inserting: false) == TransitionState(offset: Vector(dx: 0, dy: -50)))
    #expect(Transition.identity.state(size: size, inserting: true) == TransitionState())
  }

  @Test func halfWayIsHalfTheState() {
    let s = TransitionState(opacity: 0, scale: 0.5, offset: Vector(dx: 0, dy: 40)).interpolated(0.5)
    #expect(s.opacity == 0.5 && s.scale == 0.75 && s.offset.dy == 20)
  }
}
