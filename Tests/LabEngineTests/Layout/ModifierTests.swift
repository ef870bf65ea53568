import Testing

@testable import LabEngine

/// docs/semantics.md §3 and §10 vectors 5 and 9.
@Suite struct ModifierTests {
  @Test func fixedFrameIgnoresTheProposal() {
    #expect(measure(ViewDescription.color("a").frame(width: 50, height: 20), 300, 300) == Size(width: 50, height: 20))
  }

  @Test func fixedFrameOnOneAxisAsksTheChildForTheOther() {
    #expect(measure(ViewDescription.color("a").frame(width: 50), 300, 300) == Size(width: 50, height: 300))
    #expect(measure(ViewDescription.circle.frame(width: 50), 300, 300) == Size(width: 50, height: 50))
  }

  @Test func frameAlignsItsChild() {
    let d = ViewDescription.color("a").frame(width: 20, height: 20).id("a")
      .frame(width: 100, height: 100, alignment: .bottomTrailing)
    let layout = Layout(tree: ViewTree(d), window: canvas(100, 100))
    #expect(frame("a", in: layout) == Rect(x: 80, y: 80, width: 20, height: 20))
  }

  @Test func invalidFrameDimensionsAreNilWithAWarning() {
    let tree = ViewTree(ViewDescription.color("a").frame(width: -5, height: .nan))
    #expect(tree.warnings.count == 2)
    #expect(tree.warnings[0].message.contains("Invalid frame dimension"))
    #expect(Layout.sizeThatFits(ViewDescription.color("a").frame(width: -5), ProposedSize(width: 30, height: 40)) == Size(width: 30, height: 40))
  }

  @Test func maxWidthInfinityFillsTheProposal() {
    #expect(measure(ViewDescription.text("hi").frame(maxWidth: .infinity), 300, 100).width == 300)
  }

  @Test func flexibleFrameClampsTheChild() {
    // min only: max(min(proposal, child), min); max only: min(max(proposal, child), max).
    #expect(measure(ViewDescription.color("a").frame(width: 10).frame(minWidth: 50), 300, 10).width == 50)
    #expect(measure(ViewDescription.color("a").frame(width: 80).frame(minWidth: 50), 300, 10).width == 80)
    #expect(measure(ViewDescription.color("a").frame(width: 10).frame(maxWidth: 50), 300, 10).width == 50)
    #expect(measure(ViewDescription.color("a").frame(width: 80).frame(maxWidth: 50), 300, 10).width == 50)
    // Both bounds and a proposal: the proposal clamped, the child not consulted.
    #expect(measure(ViewDescription.color("a").frame(width: 10).frame(minWidth: 20, maxWidth: 60), 300, 10).width == 60)
    // No proposal but an ideal: the ideal.
    #expect(measure(ViewDescription.color("a").frame(idealWidth: 42), nil, 10).width == 42)
  }

  @Test func contradictoryFlexibleFrameIsNormalised() {
    let tree = ViewTree(ViewDescription.color("a").frame(minWidth: 100, maxWidth: 50))
    #expect(tree.warnings.contains { $0.message.contains("Contradictory") })
    #expect(measure(ViewDescription.color("a").frame(minWidth: 100, maxWidth: 50), 300, 10).width == 100)
  }

  @Test func paddingAddsSixteenByDefault() {
    // Vector 5: Text.padding() → +32 on each axis.
    let text = measure(.text("Hello"), nil, nil)
    let padded = measure(ViewDescription.text("Hello").padding(), nil, nil)
    #expect(padded.width == text.width + 32)
    #expect(padded.height == text.height + 32)
    #expect(measure(ViewDescription.color("a").padding(.horizontal, 5), 100, 100) == Size(width: 100, height: 100))
  }

  @Test func overlayIsSizedByItsPrimary() {
    let d = ViewDescription.color("a").frame(width: 100, height: 50)
      .overlay(alignment: .topTrailing, ViewDescription.color("b").frame(width: 20, height: 20).id("b"))
      .id("o")
    let layout = Layout(tree: ViewTree(d), window: canvas(100, 50))
    #expect(frame("o", in: layout)?.size == Size(width: 100, height: 50))
    #expect(frame("b", in: layout) == Rect(x: 80, y: 0, width: 20, height: 20))
  }

  @Test func backgroundSecondaryIsProposedThePrimarySize() {
    let d = ViewDescription.text("Hi").padding().background(ViewDescription.color("bg").id("bg")).id("t")
    let layout = Layout(tree: ViewTree(d), window: canvas(300, 300))
    #expect(frame("bg", in: layout) == frame("t", in: layout))
  }

  @Test func severalSecondariesFormAZStack() {
    let d = ViewDescription.color("a").frame(width: 100, height: 100)
      .overlay(
        alignment: .bottomLeading,
        ViewDescription.color("b").frame(width: 20, height: 40).id("b"),
        ViewDescription.color("c").frame(width: 40, height: 20).id("c"))
    let layout = Layout(tree: ViewTree(d), window: canvas(100, 100))
    #expect(frame("b", in: layout) == Rect(x: 0, y: 60, width: 20, height: 40))
    #expect(frame("c", in: layout) == Rect(x: 0, y: 80, width: 40, height: 20))
  }

  @Test func offsetMovesTheViewNotItsParent() {
    // Vector 9: global minX + 20; the parent's size is unchanged.
    let plain = ViewDescription.hstack { [ViewDescription.color("a").frame(width: 50, height: 50).id("a")] }.id("p")
    let moved = ViewDescription.hstack {
      [ViewDescription.color("a").frame(width: 50, height: 50).id("a").offset(x: 20)]
    }.id("p")
    let l1 = Layout(tree: ViewTree(plain), window: canvas(200, 200))
    let l2 = Layout(tree: ViewTree(moved), window: canvas(200, 200))
    #expect(frame("a", in: l2)?.minX == (frame("a", in: l1)?.minX ?? 0) + 20)
    #expect(frame("p", in: l2) == frame("p", in: l1))
  }

  @Test func positionCentresTheChildAndTakesTheProposal() {
    let d = ViewDescription.color("a").frame(width: 20, height: 20).id("a").position(x: 50, y: 60).id("p")
    let layout = Layout(tree: ViewTree(d), window: canvas(300, 200))
    #expect(frame("p", in: layout) == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(frame("a", in: layout) == Rect(x: 40, y: 50, width: 20, height: 20))
  }

  @Test func fixedSizeProposesNil() {
    #expect(measure(ViewDescription.color("a").fixedSize(), 300, 300) == Size(width: 10, height: 10))
    #expect(measure(ViewDescription.color("a").fixedSize(horizontal: true, vertical: false), 300, 300) == Size(width: 10, height: 300))
  }

  @Test func aspectRatioFitsAndFills() {
    #expect(measure(ViewDescription.color("a").aspectRatio(2, contentMode: .fit), 300, 300) == Size(width: 300, height: 150))
    #expect(measure(ViewDescription.color("a").aspectRatio(2, contentMode: .fill), 300, 300) == Size(width: 600, height: 300))
    // No ratio: the content's ideal size (an image's intrinsic 40×20 → 2:1).
    let img = ViewDescription.image("i", size: Size(width: 40, height: 20), resizable: true)
    #expect(measure(img.aspectRatio(contentMode: .fit), 100, 100) == Size(width: 100, height: 50))
    // Nothing proposed: passed through.
    #expect(measure(ViewDescription.color("a").aspectRatio(2, contentMode: .fit), nil, nil) == Size(width: 10, height: 10))
  }

  @Test func drawingModifiersAndZIndexDoNotChangeLayout() {
    let base = ViewDescription.color("a").frame(width: 30, height: 40)
    for d in [base.drawing("clipped"), base.drawing("hidden"), base.drawing("border", "Color.red"), base.zIndex(3)] {
      #expect(measure(d, 100, 100) == Size(width: 30, height: 40))
    }
  }
}
