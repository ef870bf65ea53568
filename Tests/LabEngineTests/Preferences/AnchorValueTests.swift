import Foundation
import Testing

@testable import LabEngine

/// docs/semantics.md §4.3: anchors are stored in global space and resolved back through the corners,
/// so a rotation between source and reader inflates a rect twice.
@Suite struct AnchorValueTests {
  let bounds = ViewKind.preference(PreferenceModifier(key: "K", role: .anchor(.bounds), token: 1))

  /// A 400-point reader rotated 10°, its content a 400-point colour carrying the anchor.
  func scene(affectsLayout: Bool = true) -> (SpaceGeometry, reader: ViewTree.NodeID, source: ViewTree.NodeID)? {
    let d = ViewDescription.geometryReader { [ViewDescription.color("red").modified(bounds).id("src")] }
      .id("reader").frame(width: 400, height: 400)
      .modified(.effect(.rotation(.degrees(10), anchor: .center), affectsLayout: affectsLayout))
    let layout = Layout(tree: ViewTree(d), window: .canvas(width: 600, height: 600))
    guard let reader = layout.node(named: "reader"), let src = layout.node(named: "src") else {
      return nil
    }
    // The anchor node is the `.anchorPreference` modifier under `.id("src")`.
    return (SpaceGeometry(layout: layout), reader, layout.tree.content(of: src))
  }

  @Test func storedGlobalIsTheBoundingBoxOnce() throws {
    let (g, _, source) = try #require(scene())
    guard case .rect(let r)? = g.anchor(.bounds, at: source) else {
      Issue.record("no rect")
      return
    }
    // 400·(cos 10° + sin 10°) = 463.38, about the centre (300, 300).
    #expect(close(r.width, 463.38, 0.005) && close(r.midX, 300, 1e-9))
  }

  @Test func resolvingInTheRotatedReaderInflatesTwice() throws {
    let (g, reader, source) = try #require(scene())
    let stored = try #require(g.anchor(.bounds, at: source))
    guard case .rect(let r)? = g.resolve(stored, in: reader) else {
      Issue.record("no rect")
      return
    }
    // 463.38·(cos 10° + sin 10°) = 536.81, about the reader's centre (200, 200).
    let k = cos(10 * Double.pi / 180) + sin(10 * Double.pi / 180)
    #expect(close(r.width, 400 * k * k, 1e-6) && close(r.width, 536.81, 0.005))
    #expect(close(r.midX, 200, 1e-9) && close(r.midY, 200, 1e-9))
  }

  @Test func ignoredByLayoutResolvesExactly() throws {
    let (g, reader, source) = try #require(scene(affectsLayout: false))
    let stored = try #require(g.anchor(.bounds, at: source))
    #expect(stored == .rect(Rect(x: 100, y: 100, width: 400, height: 400)))
    #expect(g.resolve(stored, in: reader) == .rect(Rect(x: 0, y: 0, width: 400, height: 400)))
  }

  @Test func unitPointAnchorsMapThePointOnly() throws {
    let (g, reader, source) = try #require(scene())
    let stored = try #require(g.anchor(.unitPoint(.topLeading), at: source))
    guard case .point(let p)? = g.resolve(stored, in: reader) else {
      Issue.record("no point")
      return
    }
    // A point survives the round trip: no bounding box is involved.
    #expect(close(p.x, 0, 1e-9) && close(p.y, 0, 1e-9))
  }

  @Test func pointsBehindTheEyeAreNil() {
    // w = m13·x + m23·y + m33 = −1 at the origin.
    let behind = ProjectionTransform(
      m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
    #expect(AnchorValue.stored(.bounds, size: Size(width: 10, height: 10), toGlobal: behind) == nil)
    #expect(AnchorValue.point(.zero).resolved(through: behind) == nil)
  }
}
