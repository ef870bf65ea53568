import Testing

@testable import LabEngine

/// docs/semantics.md §1.2 and §10 vectors 1–3.
@Suite struct LeafTests {
  @Test func colorTakesTheProposalWithNilAsTen() {
    #expect(measure(.color("red"), nil, nil) == Size(width: 10, height: 10))
    #expect(measure(.color("red"), 300, nil) == Size(width: 300, height: 10))
  }

  @Test func infiniteProposalsAreAnswered() {
    #expect(measure(.color("red"), .infinity, 5) == Size(width: .infinity, height: 5))
  }

  @Test func circleIsTheMinSquareRectangleIsTheProposal() {
    #expect(measure(.circle, 200, 100) == Size(width: 100, height: 100))
    #expect(measure(.rectangle, 200, 100) == Size(width: 200, height: 100))
    #expect(measure(.shape(.capsule), 200, 100) == Size(width: 200, height: 100))
    #expect(measure(.circle, nil, 50) == Size(width: 10, height: 10))
  }

  @Test func geometryReaderTakesTheProposalWithNilAsZero() {
    #expect(measure(.geometryReader { [] }, nil, 50) == Size(width: 0, height: 50))
  }

  @Test func spacerFollowsItsStackAxis() {
    // Outside a stack: the rule on both axes; minLength defaults to 8.
    #expect(measure(.spacer(), nil, nil) == Size(width: 8, height: 8))
    #expect(measure(.spacer(), 100, 3) == Size(width: 100, height: 8))
    #expect(measure(.spacer(minLength: 20), 5, 30) == Size(width: 20, height: 30))
    // In an HStack: the width rule, zero height.
    let layout = Layout(
      tree: ViewTree(.hstack(spacing: 0) { [ViewDescription.spacer().id("s")] }),
      window: canvas(300, 100))
    #expect(frame("s", in: layout)?.size == Size(width: 300, height: 0))
  }

  @Test func imageIsIntrinsicUnlessResizable() {
    let img = ViewDescription.image("photo", size: Size(width: 40, height: 30))
    #expect(measure(img, 200, 200) == Size(width: 40, height: 30))
    let resizable = ViewDescription.image("photo", size: Size(width: 40, height: 30), resizable: true)
    #expect(measure(resizable, 200, nil) == Size(width: 200, height: 30))
  }

  @Test func dividerIsOnePixelAcrossItsStack() {
    let scale3 = Window.canvas(width: 300, height: 100, displayScale: 3)
    let h = Layout(
      tree: ViewTree(.hstack { [.color("a"), ViewDescription.divider.id("d"), .color("b")] }),
      window: scale3)
    #expect(close(frame("d", in: h)?.width ?? 0, 1.0 / 3))
    #expect(frame("d", in: h)?.height == 100)
    let v = Layout(tree: ViewTree(.vstack { [ViewDescription.divider.id("d")] }), window: scale3)
    #expect(frame("d", in: v)?.size.width == 300)
    #expect(close(frame("d", in: v)?.height ?? 0, 1.0 / 3))
  }

  @Test func emptyViewTakesNoSlotAndNoSpacing() {
    let layout = Layout(
      tree: ViewTree(
        .hstack {
          [ViewDescription.color("a").id("a"), .empty, ViewDescription.color("b").id("b")]
        }),
      window: canvas(208, 10))
    // 208 = 100 + 8 + 100: one gap only.
    #expect(frame("a", in: layout)?.width == 100)
    #expect(frame("b", in: layout)?.minX == 108)
  }

  /// A modifier of nothing is nothing, as `EmptyView().frame(width: 10, height: 10)` is in
  /// SwiftUI; a modifier built with no content once reached the layout pass, which read past
  /// the tree's end for its content (a crash).
  @Test func aModifierOfNothingDropsOut() {
    let tree = ViewTree(
      .hstack {
        [
          ViewDescription(.flexFrame(FlexFrame(maxWidth: .infinity))),
          ViewDescription(.frame(width: 10, height: 10, alignment: .center), [.empty]),
          ViewDescription.color("b").id("b"),
        ]
      })
    #expect(tree.count == 3)  // the HStack, the id and the Color
    let layout = Layout(tree: tree, window: canvas(208, 10))
    #expect(frame("b", in: layout)?.width == 208)
  }
}
