import Testing

@testable import LabEngine

/// docs/semantics.md §6 and seeds 001 and 003: followers take the source's frame without moving their
/// slot; a source that changes in an animated update morphs.
@Suite struct MatchedGeometryTests {
  let window = Window.canvas(width: 400, height: 300)

  func matched(_ v: ViewDescription, _ id: String, properties: MatchedGeometry.Properties = .frame,
    isSource: Bool = true) -> ViewDescription
  {
    v.modified(
      .matchedGeometry(
        MatchedGeometry(id: id, namespace: "ns", properties: properties, isSource: isSource)))
  }

  /// Seed 001: a 100-point red source and a 50-point follower circle in an HStack.
  func pair(_ properties: MatchedGeometry.Properties) -> Layout {
    let v = ViewDescription.hstack(spacing: 8) {
      [
        matched(.shape(.rectangle), "ID").frame(width: 100, height: 100).id("slotA"),
        matched(.shape(.circle), "ID", properties: properties, isSource: false)
          .frame(width: 50, height: 50).id("slot"),
      ]
    }
    return Layout(tree: ViewTree(v), window: window)
  }

  func leaf(_ layout: Layout, under name: String) -> ViewTree.NodeID? {
    guard var n = layout.node(named: name) else { return nil }
    while layout.tree.childCount(of: n) > 0 { n = layout.tree.content(of: n) }
    return n
  }

  @Test func aSizeFollowerTakesTheSourceSizeFromItsOwnOrigin() {
    let layout = pair(.size)
    guard let slot = layout.node(named: "slot"), let circle = leaf(layout, under: "slot") else {
      Issue.record("names")
      return
    }
    // The stack: 100 + 8 + 50 = 158 wide, centred at (121, 100); the slot keeps 50 × 50.
    #expect(layout.globalFrame(slot) == Rect(x: 229, y: 125, width: 50, height: 50))
    // The circle is proposed 100 × 100 and grows from the slot's top-leading corner.
    #expect(layout.globalFrame(circle) == Rect(x: 229, y: 125, width: 100, height: 100))
  }

  @Test func aFrameFollowerSitsOnTheSource() {
    let layout = pair(.frame)
    guard let circle = leaf(layout, under: "slot"), let red = leaf(layout, under: "slotA") else {
      Issue.record("names")
      return
    }
    #expect(layout.globalFrame(circle) == layout.globalFrame(red))
    // The parent's layout is unchanged: the stack still measures its children's own sizes.
    #expect(layout.sizes[0] == Size(width: 158, height: 100))
  }

  @Test func withoutASourceNothingMoves() {
    let v = ViewDescription.hstack(spacing: 8) {
      [matched(.shape(.circle), "ID", isSource: false).frame(width: 50, height: 50).id("slot")]
    }
    let layout = Layout(tree: ViewTree(v), window: window)
    guard let circle = leaf(layout, under: "slot") else { return }
    #expect(layout.globalFrame(circle).size == Size(width: 50, height: 50))
  }

  @Test func twoSourcesAreReported() {
    let v = ViewDescription.hstack(spacing: 8) {
      [matched(.color("red"), "A"), matched(.color("blue"), "A")]
    }
    let tree = ViewTree(v)
    let groups = MatchedGroups(tree)
    #expect(groups.contested.count == 1)
    #expect(groups.warnings(tree).first?.message.contains("isSource: false") == true)
  }

  /// Seed 003: an `if` swaps a 50-point view on the leading side for a 100-point one on the
  /// trailing side, both matched with one id, under a linear animation.
  func branch(_ expanded: Bool) -> Layout {
    let red = matched(.color("red"), "view")
    let v = ViewDescription.group {
      [
        expanded
          ? red.frame(width: 100, height: 100).frame(
            maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing).id("big")
          : red.frame(width: 50, height: 50).frame(
            maxWidth: .infinity, maxHeight: .infinity, alignment: .leading).id("small")
      ]
    }
    return Layout(tree: ViewTree(v), window: window)
  }

  @Test func aNewSourceGrowsOutOfTheOldOneAndTheOldOneFollows() {
    var p = Presentation()
    p.update(to: branch(false), at: 0, animation: nil)
    let big = branch(true)
    p.update(to: big, at: 0, animation: .linear(duration: 1))
    guard let leafNode = leaf(big, under: "big") else { return }
    // Before: 50 × 50 at (0, 125); after: 100 × 100 at (300, 100).
    #expect(p.shown(big, at: 0).frame(leafNode) == Rect(x: 0, y: 125, width: 50, height: 50))
    // Half-way: 75 × 75 at (150, 112.5), drawn on the 1/3-point pixel grid.
    let half = p.shown(big, at: 0.5).frame(leafNode) ?? .zero
    #expect(abs(half.minX - 150) < 1e-9 && abs(half.minY - 112.67) < 0.01)
    #expect(abs(half.width - 75) < 1e-9 && abs(half.height - 75) < 1e-9)
    #expect(p.shown(big, at: 1).frame(leafNode) == Rect(x: 300, y: 100, width: 100, height: 100))
    // The removed one heads the same way while it fades.
    let ghost = p.shown(big, at: 0.5).departed.first
    #expect(ghost?.quad.boundingBox == Rect(x: 150, y: 112.5, width: 75, height: 75))
    #expect(ghost?.opacity == 0.5)
  }

  @Test func withoutMatchingTheViewsOnlyCrossFade() {
    func plain(_ expanded: Bool) -> Layout {
      let v = ViewDescription.group {
        [
          expanded
            ? ViewDescription.color("red").frame(width: 100, height: 100).id("big")
            : ViewDescription.color("red").frame(width: 50, height: 50).id("small")
        ]
      }
      return Layout(tree: ViewTree(v), window: window)
    }
    var p = Presentation()
    p.update(to: plain(false), at: 0, animation: nil)
    let big = plain(true)
    p.update(to: big, at: 0, animation: .linear(duration: 1))
    guard let leafNode = leaf(big, under: "big") else { return }
    #expect(p.shown(big, at: 0.5).frame(leafNode) == big.globalFrame(leafNode))
    #expect(p.shown(big, at: 0.5).departed.first?.quad.boundingBox.width == 50)
  }
}
