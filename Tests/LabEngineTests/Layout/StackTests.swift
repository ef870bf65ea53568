import Testing

@testable import LabEngine

/// docs/semantics.md §2.1–2.3 and §10 vectors 4 and 6.
@Suite struct StackTests {
  @Test func twoColorsShareTheWidthAroundTheDefaultGap() {
    // Vector 4: HStack { Color; Color } at 200×100 → 96 + 8 + 96.
    let layout = Layout(
      tree: ViewTree(.hstack { [ViewDescription.color("a").id("a"), ViewDescription.color("b").id("b")] }),
      window: canvas(200, 100))
    #expect(frame("a", in: layout) == Rect(x: 0, y: 0, width: 96, height: 100))
    #expect(frame("b", in: layout) == Rect(x: 104, y: 0, width: 96, height: 100))
  }

  @Test func objcIoFlexibilityCase() {
    // Vector 6: ranges [0,100] and [100,∞] in a 150 frame → 75 and 100; the stack is 175.
    let stack = ViewDescription.hstack(spacing: 0) {
      [
        ViewDescription.rectangle.frame(maxWidth: 100).id("a"),
        ViewDescription.rectangle.frame(minWidth: 100).id("b"),
      ]
    }
    #expect(measure(stack, 150, 50).width == 175)
    let layout = Layout(tree: ViewTree(stack.frame(width: 150).id("frame")), window: canvas(400, 50))
    #expect(frame("a", in: layout)?.width == 75)
    #expect(frame("b", in: layout)?.width == 100)
    // The stack overflows its 150 frame on both sides, centred: 175 − 150 = 25.
    #expect(frame("a", in: layout)?.minX == (frame("frame", in: layout)?.minX ?? 0) - 12.5)
  }

  @Test func spacerReservesItsMinimumAndTakesNoGap() {
    // HStack { Color; Spacer(); Color.frame(width: 50) } at 300: 242, 8, 50 with zero gaps.
    let layout = Layout(
      tree: ViewTree(
        .hstack {
          [
            ViewDescription.color("a").id("a"), ViewDescription.spacer().id("s"),
            ViewDescription.color("b").frame(width: 50).id("b"),
          ]
        }),
      window: canvas(300, 20))
    #expect(frame("a", in: layout)?.width == 242)
    #expect(frame("s", in: layout) == Rect(x: 242, y: 10, width: 8, height: 0))
    #expect(frame("b", in: layout)?.minX == 250)
  }

  @Test func explicitSpacingIsUniform() {
    let layout = Layout(
      tree: ViewTree(
        .vstack(spacing: 20) {
          [
            ViewDescription.color("a").frame(width: 10, height: 10).id("a"),
            ViewDescription.color("b").frame(width: 10, height: 10).id("b"),
          ]
        }),
      window: canvas(100, 100))
    // 40 tall, centred in 100: starts at 30.
    #expect(frame("a", in: layout)?.minY == 30)
    #expect(frame("b", in: layout)?.minY == 60)
  }

  @Test func layoutPriorityIsServedFirst() {
    let layout = Layout(
      tree: ViewTree(
        .hstack {
          [
            ViewDescription.color("a").frame(maxWidth: 100).id("a"),
            ViewDescription.color("b").layoutPriority(1).id("b"),
          ]
        }),
      window: canvas(300, 10))
    // The priority child gets everything but the gap and the other's minimum (0).
    #expect(frame("b", in: layout)?.width == 292)
    #expect(frame("a", in: layout)?.width == 0)
  }

  @Test func frameResetsLayoutPriorityButFixedSizePassesIt() {
    var engine = LayoutEngine(
      tree: ViewTree(
        .hstack {
          [
            ViewDescription.color("a").layoutPriority(2).frame(width: 5),
            ViewDescription.color("b").layoutPriority(3).fixedSize(),
          ]
        }),
      window: canvas(), options: LayoutOptions())
    let kids = Array(engine.tree.children(of: ViewTree.root))
    #expect(engine.layoutPriority(kids[0]) == 0)
    #expect(engine.layoutPriority(kids[1]) == 3)
    _ = engine.sizeThatFits(ViewTree.root, .unspecified)
  }

  @Test func minorAxisAlignment() {
    let d = ViewDescription.vstack(alignment: .leading, spacing: 0) {
      [
        ViewDescription.color("a").frame(width: 50, height: 10).id("a"),
        ViewDescription.color("b").frame(width: 100, height: 10).id("b"),
      ]
    }
    let layout = Layout(tree: ViewTree(d), window: canvas(100, 20))
    #expect(frame("a", in: layout)?.minX == 0)
    let t = Layout(
      tree: ViewTree(
        .vstack(alignment: .trailing, spacing: 0) {
          [
            ViewDescription.color("a").frame(width: 50, height: 10).id("a"),
            ViewDescription.color("b").frame(width: 100, height: 10).id("b"),
          ]
        }), window: canvas(100, 20))
    #expect(frame("a", in: t)?.minX == 50)
  }

  @Test func alignmentGuideShiftsAChild() {
    // The second child's leading guide is 20 in: it moves 20 left of the first.
    let d = ViewDescription.vstack(alignment: .leading, spacing: 0) {
      [
        ViewDescription.color("a").frame(width: 50, height: 10).id("a"),
        ViewDescription.color("b").frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }
          .id("b"),
      ]
    }
    #expect(measure(d, nil, nil) == Size(width: 70, height: 20))
    let layout = Layout(tree: ViewTree(d), window: canvas(70, 20))
    #expect(frame("a", in: layout)?.minX == 20)
    #expect(frame("b", in: layout)?.minX == 0)
  }

  @Test func customAlignmentGuidesPropagateThroughNestedStacks() {
    let mid = AlignmentKey.custom("Mid", axis: .vertical)
    let d = ViewDescription.hstack(alignment: mid, spacing: 0) {
      [
        ViewDescription.vstack(spacing: 0) {
          [
            ViewDescription.color("a").frame(width: 10, height: 10),
            ViewDescription.color("b").frame(width: 10, height: 10).alignmentGuide(mid) { d in
              d[.vCenter]
            }.id("b"),
          ]
        },
        ViewDescription.color("c").frame(width: 10, height: 10).alignmentGuide(mid) { d in
          d[.vCenter]
        }.id("c"),
      ]
    }
    let layout = Layout(tree: ViewTree(d), window: canvas(100, 100))
    // b's centre (15 into the VStack) lines up with c's centre.
    #expect(frame("b", in: layout)?.midY == frame("c", in: layout)?.midY)
  }

  @Test func groupMembersJoinTheStackAndShareItsModifier() {
    let d = ViewDescription.hstack(spacing: 0) {
      [ViewDescription.group { [.color("a"), .color("b")] }.frame(width: 10, height: 10)]
    }
    let tree = ViewTree(d)
    #expect(tree.childCount(of: ViewTree.root) == 2)
    #expect(measure(d, nil, nil) == Size(width: 20, height: 10))
  }

  @Test func nestedStacksAreMemoised() {
    // Without per-proposal memoisation a depth-12 chain of stacks costs ~3^12 measurements.
    var d = ViewDescription.color("leaf")
    for level in 0..<12 {
      d = level.isMultiple(of: 2)
        ? .hstack { [d, .color("x")] }.padding(3) : .vstack { [d, .color("y")] }.padding(3)
    }
    let layout = Layout(tree: ViewTree(d), window: canvas(400, 400))
    #expect(layout.measurements < 20 * layout.tree.count)
  }
}
