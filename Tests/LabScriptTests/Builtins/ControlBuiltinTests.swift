import LabEngine
import Testing

@testable import LabScript

/// Controls, lists and the font rules they lean on, laid out: each expectation is worked out
/// from docs/semantics.md §2.9–2.11 and the lab's text metrics (a body line is 20.33 high, a
/// title line 33.67), not read from the output.
@Suite struct ControlBuiltinTests {
  /// The layout of `source`'s root in a window of the given size.
  func layout(_ source: String, width: Double = 300, height: Double = 400) -> Layout? {
    let result = ScriptContext().evaluate(source)
    #expect(!result.hasErrors, "\(result.renderedDiagnostics)")
    guard let root = result.root else { return nil }
    return Layout(tree: ViewTree(root), window: .canvas(width: width, height: height))
  }

  func frame(of name: String, in layout: Layout) -> Rect? {
    layout.node(named: name).map { layout.globalFrame($0) }
  }

  @Test func boldKeepsTheInheritedFont() {
    // `.bold()` changes the weight of the environment's title font, not its size: the bold
    // Text is as tall as its plain sibling (one title line).
    guard let l = layout("VStack { Text(\"Hi\").bold().id(\"b\"); Text(\"Hi\").id(\"p\") }.font(.title)"),
      let b = frame(of: "b", in: l), let p = frame(of: "p", in: l)
    else {
      Issue.record("no layout")
      return
    }
    #expect(b.height == p.height)
    #expect(b.height > 30)
    #expect(b.width > p.width)  // bold glyphs are wider
  }

  @Test func aSymbolFollowsItsFont() {
    // 20 points at the 17-point body size, scaled by 34 / 17.
    guard let l = layout("Image(systemName: \"star\").font(.system(size: 34)).id(\"s\")"),
      let s = frame(of: "s", in: l)
    else {
      Issue.record("no layout")
      return
    }
    #expect(s.size == Size(width: 40, height: 40))
  }

  @Test func aStepperKeepsItsTrailingClosureLabel() {
    let result = ScriptContext().evaluate("Stepper(value: .constant(3), in: 0...10) { Text(\"Volume\") }")
    #expect(!result.hasErrors)
    func texts(_ d: ViewDescription) -> [String] {
      if case .text(let t) = d.kind { return [t.string] }
      return d.children.flatMap(texts)
    }
    #expect(result.root.map(texts) == ["Volume"])
  }

  @Test func aStepperRowHasItsControlAtTheTrailingEdge() {
    // A 300-wide row: the 94 × 32 control ends at the row's trailing edge, x = 300 − 94.
    guard let l = layout("Stepper(\"Count\", value: .constant(1), in: 0...9).id(\"s\")"),
      let row = frame(of: "s", in: l)
    else {
      Issue.record("no layout")
      return
    }
    #expect(row.size == Size(width: 300, height: 32))
    let halves = (0..<l.tree.count).filter {
      if case .frame(47, 32, _) = l.tree.kind(ViewTree.NodeID($0)) { return true }
      return false
    }
    #expect(halves.count == 2)
    #expect(halves.map { l.globalFrame(ViewTree.NodeID($0)).minX } == [206, 253])
  }

  @Test func anInsetGroupedRowStartsInsideItsCard() {
    // 300 wide, so 16-point margins: the card is 268 wide from 16, the text 20 in, at 36; the
    // first section is 35 down and its one-line row is 44 high, the text 11.83 into it.
    guard let l = layout("List { Text(\"Row\").id(\"t\") }"), let t = frame(of: "t", in: l)
    else {
      Issue.record("no layout")
      return
    }
    #expect(t.minX == 36)
    #expect(abs(t.minY - (35 + 11 + (22 - 20.33) / 2)) < 0.01)
  }

  @Test func rowsOutsideASectionKeepTheirForEachIdentity() {
    // Removing the first of two ForEach rows leaves the second row's identity as it was.
    func identity(of name: String, _ items: String) -> UInt64? {
      guard let l = layout("List { ForEach(\(items), id: \\.self) { Text($0).id($0) } }"),
        let n = l.node(named: name)
      else { return nil }
      return l.tree.identities[Int(n)]
    }
    let before = identity(of: "b", "[\"a\", \"b\"]")
    let after = identity(of: "b", "[\"b\"]")
    #expect(before != nil && before == after)
  }

  @Test func segmentsShareTheWidthAndTakeTheHeight() {
    guard
      let l = layout(
        "Picker(\"P\", selection: .constant(0)) { Text(\"A\").tag(0); Text(\"B\").tag(1); Text(\"C\").tag(2) }"
          + ".pickerStyle(.segmented).frame(width: 300)")
    else {
      Issue.record("no layout")
      return
    }
    let segments = (0..<l.tree.count).map { ViewTree.NodeID($0) }.filter {
      if case .action(let h) = l.tree.kind($0), h.name == "segment" { return true }
      return false
    }
    #expect(segments.map { l.globalFrame($0).size } == Array(repeating: Size(width: 100, height: 32), count: 3))
  }

  @Test func aContainerRelativeFrameDividesItsScrollView() {
    // Apple's formula in a 300-wide horizontal ScrollView: (300 − 12 × 2) / 3 = 92 per
    // column; spanning two, 92 × 2 + 12 = 196.
    guard
      let l = layout(
        "ScrollView(.horizontal) { HStack(spacing: 12) { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12).id(\"a\"); Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 12).id(\"b\") } }"),
      let a = frame(of: "a", in: l), let b = frame(of: "b", in: l)
    else {
      Issue.record("no layout")
      return
    }
    #expect(a.width == 196)
    #expect(b.width == 92)
    #expect(b.minX == 196 + 12)
  }

  @Test func aContainerRelativeFrameBelowABarTakesTheContentArea() {
    // In a 300 × 400 window a NavigationStack with an inline bar (44) gives its content
    // 400 − 44 = 356: the frame's height is that, divided by 2.
    guard
      let l = layout(
        "NavigationStack { Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0).id(\"c\").navigationTitle(\"T\").navigationBarTitleDisplayMode(.inline) }"),
      let c = frame(of: "c", in: l)
    else {
      Issue.record("no layout")
      return
    }
    #expect(c.height == 178)
  }

  @Test func aLeadingInsetIsAlignedAcross() {
    // 300 × 400: the 30-wide bar and 10 of spacing leave the colour 260 from x = 40; the bar
    // sits at the leading edge with its top on the colour's top.
    guard
      let l = layout(
        "Color.red.id(\"main\").safeAreaInset(edge: .leading, alignment: .top, spacing: 10) { Color.blue.frame(width: 30, height: 20).id(\"bar\") }"),
      let main = frame(of: "main", in: l), let bar = frame(of: "bar", in: l)
    else {
      Issue.record("no layout")
      return
    }
    #expect(main == Rect(x: 40, y: 0, width: 260, height: 400))
    #expect(bar == Rect(x: 0, y: 0, width: 30, height: 20))
  }

  @Test func sectionSpacingIsWarnedAboutOnlyInsideAList() {
    // Above the list (even under a `.listStyle`) it is the list's spacing; on a section it is not
    // modelled, and the tree says so.
    func warnings(_ source: String) -> Int {
      guard let root = ScriptContext().evaluate(source).root else { return -1 }
      return ViewTree(root).warnings.count
    }
    #expect(warnings("List { Text(\"a\") }.listSectionSpacing(10).listStyle(.grouped)") == 0)
    #expect(warnings("List { Section(\"A\") { Text(\"a\") }.listSectionSpacing(10) }") == 1)
  }
}
