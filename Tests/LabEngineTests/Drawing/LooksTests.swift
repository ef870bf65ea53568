import Testing

@testable import LabEngine

/// What `Looks` lists as not drawn: pictures are drawn in light mode, so only a dark colour
/// scheme is left out (docs/semantics.md §14.1).
@Suite struct LooksTests {
  func notDrawn(_ modifier: DrawingModifier) -> [String] {
    let tree = ViewTree(ViewDescription(.color(ColorValue("red"))).modified(.drawing(modifier)))
    return Looks(tree).notDrawn.map(\.modifier)
  }

  @Test func onlyADarkSchemeIsLeftOut() {
    #expect(notDrawn(DrawingModifier("preferredColorScheme", detail: ".dark")) == ["preferredColorScheme(.dark)"])
    #expect(notDrawn(DrawingModifier("preferredColorScheme", detail: ".light")) == [])
    #expect(notDrawn(DrawingModifier("environment", detail: "\\.colorScheme, .dark")) == ["environment(.dark)"])
    #expect(notDrawn(DrawingModifier("environment", detail: "\\.colorScheme, .light")) == [])
  }
}
