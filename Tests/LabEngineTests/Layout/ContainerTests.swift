import Testing

@testable import LabEngine

/// ZStack, GeometryReader, Grid, ViewThatFits, ScrollView and the window (docs/semantics.md §2.4–2.6,
/// §4.2, the foundation issue's window rules).
@Suite struct ContainerTests {
  @Test func zstackTakesTheLargestChildAndAligns() {
    let d = ViewDescription.zstack(alignment: .topLeading) {
      [
        ViewDescription.color("a").frame(width: 100, height: 20).id("a"),
        ViewDescription.color("b").frame(width: 30, height: 60).id("b"),
      ]
    }
    #expect(measure(d, 500, 500) == Size(width: 100, height: 60))
    let layout = Layout(tree: ViewTree(d), window: canvas(100, 60))
    #expect(frame("b", in: layout)?.origin == Point(x: 0, y: 0))
    let centred = Layout(tree: ViewTree(ViewDescription.zstack {
      [ViewDescription.color("a").frame(width: 100, height: 20), ViewDescription.color("b").frame(width: 30, height: 60).id("b")]
    }), window: canvas(100, 60))
    #expect(frame("b", in: centred)?.origin == Point(x: 35, y: 0))
  }

  @Test func geometryReaderPlacesChildrenTopLeading() {
    let d = ViewDescription.geometryReader { [ViewDescription.color("a").frame(width: 10, height: 10).id("a")] }
    let layout = Layout(tree: ViewTree(d), window: canvas(200, 100))
    #expect(frame("a", in: layout)?.origin == Point(x: 0, y: 0))
  }

  @Test func gridColumnsTakeTheWidestCell() {
    let row1 = ViewDescription(.gridRow(alignment: nil), [
      ViewDescription.color("a").frame(width: 50, height: 10).id("a"),
      ViewDescription.color("b").frame(width: 10, height: 30).id("b"),
    ])
    let row2 = ViewDescription(.gridRow(alignment: nil), [
      ViewDescription.color("c").frame(width: 20, height: 10).id("c"),
      ViewDescription.color("d").frame(width: 40, height: 10).id("d"),
    ])
    let grid = ViewDescription(.grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 0), [row1, row2])
    #expect(measure(grid, nil, nil) == Size(width: 90, height: 40))
    let layout = Layout(tree: ViewTree(grid), window: canvas(90, 40))
    // Column 0 is 50 wide, column 1 40; row 0 is 30 tall. Cells are centred.
    #expect(frame("c", in: layout) == Rect(x: 15, y: 30, width: 20, height: 10))
    #expect(frame("b", in: layout) == Rect(x: 65, y: 0, width: 10, height: 30))
    #expect(frame("a", in: layout) == Rect(x: 0, y: 10, width: 50, height: 10))
  }

  @Test func gridCellColumnsSpans() {
    let row1 = ViewDescription(.gridRow(alignment: nil), [
      ViewDescription.color("a").frame(width: 30, height: 10),
      ViewDescription.color("b").frame(width: 30, height: 10),
    ])
    let row2 = ViewDescription(.gridRow(alignment: nil), [
      ViewDescription.color("w").frame(height: 10).modified(.gridCell(GridCellOptions(columns: 2))).id("w")
    ])
    let grid = ViewDescription(.grid(alignment: .center, horizontalSpacing: 8, verticalSpacing: 0), [row1, row2])
    let layout = Layout(tree: ViewTree(grid), window: canvas(68, 20))
    #expect(frame("w", in: layout)?.width == 68)
  }

  @Test func viewThatFitsChoosesTheFirstThatFits() {
    let d = ViewDescription(.viewThatFits(axes: .horizontal), [
      ViewDescription.color("wide").frame(width: 300, height: 10).id("wide"),
      ViewDescription.color("narrow").frame(width: 100, height: 10).id("narrow"),
    ])
    #expect(measure(d, 200, 50).width == 100)
    #expect(measure(d, 400, 50).width == 300)
    #expect(measure(d, 50, 50).width == 100)  // none fits: the last
  }

  @Test func scrollViewProposesNilAlongItsAxis() {
    let content = ViewDescription.vstack(spacing: 0) {
      (0..<10).map { ViewDescription.color("c\($0)").frame(height: 100).id("c\($0)") }
    }
    let d = ViewDescription(.scrollView(axes: .vertical), [content]).id("s")
    let layout = Layout(tree: ViewTree(d), window: canvas(300, 400))
    #expect(frame("s", in: layout)?.size == Size(width: 300, height: 400))
    #expect(frame("c9", in: layout) == Rect(x: 0, y: 900, width: 300, height: 100))
    // A content offset moves the content up.
    let scrolled = Layout(
      tree: ViewTree(d), window: canvas(300, 400),
      options: LayoutOptions(scrollOffsets: [0: Vector(dx: 0, dy: 250)]))
    #expect(frame("c0", in: scrolled)?.minY == -250)
  }

  /// `scrollTo`: an anchor puts the view's point on the scroll view's; no anchor scrolls as
  /// little as shows the view; the offset stays inside the content (docs/semantics.md §2.14).
  @Test func scrollTargetsFollowTheAnchorAndStayInsideTheContent() {
    let content = ViewDescription.vstack(spacing: 0) {
      (0..<10).map { ViewDescription.color("c\($0)").frame(height: 100).id("c\($0)") }
    }
    let d = ViewDescription(.scrollView(axes: .vertical), [content])
    let layout = Layout(tree: ViewTree(d), window: canvas(300, 400))
    // Row 5 (500 to 600) at the top; at the centre: 500 + 50 − 200 = 350.
    #expect(layout.scrollTarget(identity: "c5", anchor: .top)?.offset == Vector(dx: 0, dy: 500))
    #expect(layout.scrollTarget(identity: "c5", anchor: .center)?.offset == Vector(dx: 0, dy: 350))
    // Without an anchor: row 2 is shown (0 to 400): no scroll; row 5 is below: its bottom at
    // the bottom, 600 − 400 = 200.
    #expect(layout.scrollTarget(identity: "c2", anchor: nil)?.offset == Vector(dx: 0, dy: 0))
    #expect(layout.scrollTarget(identity: "c5", anchor: nil)?.offset == Vector(dx: 0, dy: 200))
    // Row 9 at the top would need 900; the content ends at 1000, so 600 is as far as it goes.
    let last = layout.scrollTarget(identity: "c9", anchor: .top)
    #expect(last?.offset == Vector(dx: 0, dy: 600) && last?.clamped == true)
    #expect(layout.scrollTarget(identity: "nowhere", anchor: .top) == nil)
    // From an offset already scrolled to 600, row 1 is above: its top at the top.
    let scrolled = Layout(tree: ViewTree(d), window: canvas(300, 400), options: LayoutOptions(scrollOffsets: [0: Vector(dx: 0, dy: 600)]))
    #expect(scrolled.scrollTarget(identity: "c1", anchor: nil)?.offset == Vector(dx: 0, dy: 100))
  }

  @Test func contentMarginsInsetTheContent() {
    let d = ViewDescription(.scrollView(axes: .vertical), [ViewDescription.color("c").frame(height: 50).id("c")])
      .modified(.contentMargins(EdgeInsets(all: 20)))
    let layout = Layout(tree: ViewTree(d), window: canvas(300, 400))
    #expect(frame("c", in: layout) == Rect(x: 20, y: 20, width: 260, height: 50))
  }

  @Test func rootIsCentredInTheSafeArea() {
    let d = ViewDescription.color("a").frame(width: 100, height: 100).id("a")
    let layout = Layout(tree: ViewTree(d), window: .device(.iPhone13))
    // Safe area: y 47 … 810 (844 − 34); its centre is 428.5.
    #expect(frame("a", in: layout) == Rect(x: 145, y: 378.5, width: 100, height: 100))
  }

  @Test func ignoresSafeAreaAtTheRootFillsTheWindow() {
    let inside = Layout(tree: ViewTree(ViewDescription.color("a").id("a")), window: .device(.iPhone15Pro))
    #expect(frame("a", in: inside) == Rect(x: 0, y: 59, width: 393, height: 759))
    let full = Layout(tree: ViewTree(ViewDescription.color("a").id("a").ignoresSafeArea()), window: .device(.iPhone15Pro))
    #expect(frame("a", in: full) == Rect(x: 0, y: 0, width: 393, height: 852))
  }

  /// docs/semantics.md §1.4: below the root, content grows out on the named edges its frame
  /// abuts, from the grown frame's top-leading corner; a frame that does not abut stays.
  @Test func ignoresSafeAreaBelowTheRootGrowsOnlyWhereItAbuts() {
    let window = Window.device(.iPhone15Pro)  // safe area y 59 … 818
    let d = ViewDescription.vstack(spacing: 0) {
      [
        ViewDescription.color("top").id("top").ignoresSafeArea(),
        ViewDescription.color("mid").id("mid").frame(height: 100).ignoresSafeArea(),
        ViewDescription.color("bottom").id("bottom").ignoresSafeArea(.top),
      ]
    }
    let layout = Layout(tree: ViewTree(d), window: window)
    // Three flexible rows share 759 points: 329.5 / 100 / 329.5 — the first abuts the top
    // (grows up 59 and sideways, which are at the window's edges already), the middle abuts
    // nothing, the last abuts the bottom but only ignores the top.
    #expect(frame("top", in: layout) == Rect(x: 0, y: 0, width: 393, height: 59 + 329.5))
    #expect(frame("mid", in: layout) == Rect(x: 0, y: 59 + 329.5, width: 393, height: 100))
    #expect(frame("bottom", in: layout) == Rect(x: 0, y: 59 + 429.5, width: 393, height: 329.5))
  }

  /// docs/semantics.md §1.4: where a frame meets the safe area, and which insets are known.
  @Test func safeAreaContactOfFrames() {
    let window = Window.device(.iPhone15Pro)  // insets top 59, bottom 34
    let full = window.safeAreaContact(of: window.bounds, rightToLeft: false)
    #expect(full.known == EdgeInsets(top: 59, bottom: 34) && full.unknown.isEmpty)
    #expect(full.growth == .zero, "already at the window's edges")
    let filling = window.safeAreaContact(of: window.safeArea, rightToLeft: false)
    #expect(filling.abutting == [.top, .bottom] && filling.unknown == [.top, .bottom])
    #expect(filling.growth == EdgeInsets(top: 59, bottom: 34))
    let inside = window.safeAreaContact(of: Rect(x: 10, y: 100, width: 50, height: 50), rightToLeft: false)
    #expect(inside.abutting.isEmpty && inside.known == .zero && inside.unknown.isEmpty)
    // Leading and trailing have no inset on a portrait phone: nothing to abut there.
    #expect(!filling.abutting.contains(.leading) && !filling.abutting.contains(.trailing))
  }

  @Test func everyNodeRecordsItsProposalAndSize() {
    let d = ViewDescription.hstack { [ViewDescription.color("a").id("a"), ViewDescription.color("b")] }
    let layout = Layout(tree: ViewTree(d), window: canvas(200, 100))
    guard let a = layout.node(named: "a") else {
      Issue.record("no node a")
      return
    }
    #expect(layout.proposals[Int(a)] == ProposedSize(width: 96, height: 100))
    #expect(layout.sizes[Int(a)] == Size(width: 96, height: 100))
  }
}
