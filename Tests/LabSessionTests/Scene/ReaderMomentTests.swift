import LabEngine
import Testing

@testable import LabSession

/// A reader whose content follows an animating effect: its content changes at every moment
/// because the reader runs again, and that change is drawn once — not animated by the update a
/// second time — and a later update starts from what was drawn (docs/architecture.md, "Time and
/// the two layers").
@Suite struct ReaderMomentTests {
  /// A bar one fifth as wide as its reader's global minX; `.offset` slides the 100-point reader
  /// from 150 to 250 on a 400-point canvas in a linear second, so the bar goes 30 → 50.
  static func slider() -> (Session, Scene) {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    for input in [
      ":window 400 400",
      """
      struct Slider: View {
        @State var moved = false
        var body: some View {
          GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: .global).minX / 5, height: 10)
          }
          .frame(width: 100, height: 100)
          .offset(x: moved ? 100 : 0)
        }
      }
      """,
      "Slider()", "withAnimation(.linear(duration: 1)) { moved = true }",
    ] {
      let out = session.handle(input)
      precondition(out.status != .error, out.text)
    }
    return (session, scene)
  }

  /// The bar's LAYOUT and SHOWN frames at the playhead, in window coordinates.
  static func bar(_ scene: Scene) throws -> (layout: Rect, shown: Rect) {
    let (layout, names) = try scene.requireLayout()
    let report = FramesReport(layout: layout, names: names, shown: scene.shown())
    let row = try #require(report.rows.first { $0.name == "Color#1" })
    return (try #require(row.global), try #require(row.shown?.boundingBox))
  }

  @Test func theBarIsDrawnWhereTheReaderPutsItAtEveryMoment() throws {
    let (session, scene) = Self.slider()
    for (t, x, width) in [(0.0, 150.0, 30.0), (0.25, 175, 35), (0.5, 200, 40), (1, 250, 50)] {
      session.handle(":scrub \(t)")
      let (layout, shown) = try Self.bar(scene)
      #expect(layout == Rect(x: x, y: 150, width: width, height: 10), "at \(t)")
      #expect(shown == layout, "at \(t)")
    }
  }

  @Test func anUpdateMidFlightStartsFromWhatWasDrawn() throws {
    let (session, scene) = Self.slider()
    session.handle(":tick 0.5")
    let before = try Self.bar(scene).shown
    session.handle("withAnimation(.linear(duration: 1)) { moved = false }")
    #expect(try Self.bar(scene).shown == before)
    // A quarter into the way back the offset is 75 + (0 − 75) · 0.25 = 56.25 (the second
    // animation chains onto the first): minX 206.25, the bar 41.25 wide; drawn on the 1/3-point
    // grid at 206.33 and 41.33.
    session.handle(":tick 0.25")
    let (layout, shown) = try Self.bar(scene)
    #expect(layout == Rect(x: 206.25, y: 150, width: 41.25, height: 10))
    #expect(abs(shown.minX - 206.33) < 0.01 && abs(shown.width - 41.33) < 0.01)
    session.handle(":tick 1")
    #expect(try Self.bar(scene).shown == Rect(x: 150, y: 150, width: 30, height: 10))
  }

  /// At rest the settled root is drawn, which differs from the start of the update's motion the
  /// presentation animated towards: an update from rest starts from the settled bar too.
  @Test func anUpdateFromRestStartsFromTheSettledBar() throws {
    let (session, scene) = Self.slider()
    session.handle(":tick 1")
    #expect(try Self.bar(scene).shown == Rect(x: 250, y: 150, width: 50, height: 10))
    session.handle("withAnimation(.linear(duration: 1)) { moved = false }")
    #expect(try Self.bar(scene).shown == Rect(x: 250, y: 150, width: 50, height: 10))
    session.handle(":tick 0.5")
    let (layout, shown) = try Self.bar(scene)
    #expect(layout == Rect(x: 200, y: 150, width: 40, height: 10))
    #expect(shown == layout)
  }
}
