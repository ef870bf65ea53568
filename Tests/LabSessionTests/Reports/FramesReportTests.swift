import LabEngine
import Testing

@testable import LabSession

@Suite struct FramesReportTests {
  @Test func rowsFoldNeutralModifiersAndMeasureFromTheParentRow() {
    let d = ViewDescription.hstack(spacing: 0) {
      [
        ViewDescription.color("red").frame(width: 40, height: 20).id("a"),
        ViewDescription.color("blue").frame(width: 60, height: 20).drawing("border", "Color.black"),
      ]
    }
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 200, height: 100))
    let report = FramesReport(layout: layout)
    // HStack, two frames, two colours; `.id` and `.border` are folded.
    #expect(report.rows.map(\.name) == ["HStack#1", "#a", "Color#1", ".frame#2", "Color#2"])
    #expect(report.rows[3].neutralModifiers == [".border(Color.black)"])
    // The stack is 100×20 centred in 200×100; the second frame sits 40 into it.
    #expect(report.rows[0].global == Rect(x: 50, y: 40, width: 100, height: 20))
    #expect(report.rows[3].inParent?.origin == Point(x: 40, y: 0))
    #expect(report.rows[3].global?.origin == Point(x: 90, y: 40))
  }

  // A user view has a row of its own above its body, with the body's frame; a ForEach
  // element's id folds onto its view's row.
  @Test func userViewsHaveRowsAndElementsFold() {
    let d = ViewDescription.vstack(spacing: 0) {
      [
        ViewDescription.color("red").frame(width: 40, height: 20).modified(.element(id: "a")),
        ViewDescription.color("blue").frame(width: 60, height: 20),
      ]
    }.modified(.custom(name: "ContentView"))
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 200, height: 100))
    let report = FramesReport(layout: layout)
    #expect(
      report.rows.map(\.name)
        == ["ContentView#1", "VStack#1", ".frame#1", "Color#1", ".frame#2", "Color#2"])
    #expect(report.rows[0].summary == "ContentView")
    #expect(report.rows[0].global == report.rows[1].global)
    #expect(report.rows[1].depth == 1)
    #expect(report.rows[2].neutralModifiers == ["ForEach(id: \"a\")"])
  }

  @Test func textTableAlignsColumnsAndTrimsTrailingSpace() {
    let t = TextTable(header: ["a", "bb"], rows: [["ccc", ""], ["d", "e"]]).render()
    #expect(t == "a    bb\nccc\nd    e")
  }
}

@Suite struct FramesReportSpacesTests {
  @Test func rotatedViewsAreMarkedAndNamedSpacesGetColumns() {
    let d = ViewDescription.vstack(spacing: 0) {
      [
        ViewDescription.color("a").frame(width: 100, height: 100)
          .modified(.effect(.rotation(.degrees(10), anchor: .center), affectsLayout: true)).id("r")
      ]
    }.modified(.coordinateSpace("stack"))
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 300, height: 300))
    let report = FramesReport(layout: layout)
    #expect(report.spaceNames == ["stack"])
    // The effect moves what is inside it: the frame below `.rotationEffect` is rotated, the
    // effect's own row is not.
    guard let r = report.rows.first(where: { $0.name == ".frame#1" }),
      let effect = report.rows.first(where: { $0.name == "#r" })
    else {
      Issue.record("rows missing")
      return
    }
    #expect(effect.globalQuad == nil)
    // 100·(cos 10° + sin 10°) = 115.85, about the same centre.
    #expect(r.globalQuad != nil)
    #expect(abs((r.global?.width ?? 0) - 115.846) < 0.001)
    let text = report.renderText()
    #expect(text.contains("in \"stack\""))
    #expect(text.contains("◇ rotated"))
  }
}
