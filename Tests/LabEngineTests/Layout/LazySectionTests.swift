import Testing

@testable import LabEngine

/// Sections in lazy grids and stacks, and pinned headers and footers (docs/semantics.md §2.7).
@Suite struct LazySectionTests {
  func section(_ header: String?, rows: [String], footer: String? = nil) -> ViewDescription {
    var children: [ViewDescription] = []
    if let header { children.append(ViewDescription.color("gray").frame(height: 30).id(header)) }
    children += rows.map { ViewDescription.color("yellow").frame(height: 50).id($0) }
    if let footer { children.append(ViewDescription.color("gray").frame(height: 20).id(footer)) }
    return ViewDescription(.listSection(ListSectionSpec(hasHeader: header != nil, hasFooter: footer != nil)), children)
  }

  @Test func aGridSectionsHeaderTakesALineAcrossTheGrid() {
    let flexible = GridTrack(size: .flexible(minimum: 10, maximum: .infinity), spacing: nil, alignment: nil)
    let spec = LazyGridSpec(axis: .vertical, tracks: [flexible, flexible], alignment: .center, spacing: nil)
    let grid = ViewDescription(.lazyGrid(spec), [section("h", rows: ["a", "b", "c"]), section("h2", rows: ["d"])])
    let layout = Layout(tree: ViewTree(grid), window: canvas(300, 400))
    let top = frame("h", in: layout)!.minY
    // The header reaches across (Color takes the 300 proposed); the rows start a line below.
    #expect(frame("h", in: layout)?.width == 300)
    #expect(frame("a", in: layout)?.minY == top + 30 + 8)
    #expect(frame("b", in: layout)?.minX == 154)
    #expect(frame("c", in: layout)?.minY == top + 30 + 8 + 50 + 8)
    // The next section starts a new line after the half-full one.
    #expect(frame("h2", in: layout)?.minY == top + 30 + 8 + 50 + 8 + 50 + 8)
  }

  func pinned(_ offset: Double, footers: Bool = false, height: Double = 300) -> Layout {
    let spec = LazyGridSpec(
      axis: .vertical, tracks: [], alignment: .center, spacing: 0, isStack: true, pinsHeaders: true,
      pinsFooters: footers)
    let stack = ViewDescription(
      .lazyGrid(spec),
      [section("h0", rows: ["r0", "r1", "r2", "r3"], footer: "f0"), section("h1", rows: ["s0", "s1", "s2", "s3"])])
    let d = ViewDescription(.scrollView(axes: .vertical), [stack])
    return Layout(
      tree: ViewTree(d), window: canvas(300, height),
      options: LayoutOptions(scrollOffsets: [0: Vector(dx: 0, dy: offset)]))
  }

  @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionsEndPushesIt() {
    // Section 0: header 30, four rows of 50, footer 20: 0 to 250 in the content.
    #expect(frame("h0", in: pinned(0))?.minY == 0)
    #expect(frame("h0", in: pinned(100))?.minY == 0)
    #expect(frame("h1", in: pinned(100))?.minY == 150)
    // At 240 the header would be at 240, but no lower than 250 − 30 = 220: 220 − 240.
    #expect(frame("h0", in: pinned(240))?.minY == -20)
    #expect(frame("h1", in: pinned(260))?.minY == 0)
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsInView() {
    // The footer's place is 230 to 250; in a 300-point view it is in view at offset 0.
    #expect(frame("f0", in: pinned(0, footers: true))?.minY == 230)
    // In a 100-point view it is held at 100 − 20 = 80, and scrolled by 100 at 80 again.
    #expect(frame("f0", in: pinned(0, footers: true, height: 100))?.minY == 80)
    #expect(frame("f0", in: pinned(100, footers: true, height: 100))?.minY == 80)
    // Scrolled by 200 its own place, 230 − 200 = 30, is in view.
    #expect(frame("f0", in: pinned(200, footers: true, height: 100))?.minY == 30)
    // Without pinned footers it stays in its place.
    #expect(frame("f0", in: pinned(0, height: 100))?.minY == 230)
  }
}
