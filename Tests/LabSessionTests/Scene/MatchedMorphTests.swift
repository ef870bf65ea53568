import LabEngine
import Testing

@testable import LabSession

/// A matched morph under an effect (`scaleEffect(0.5)` above the matched views): the inserted
/// source grows out of where the old one was drawn, the removed one heads to where the new one
/// will be drawn, and the two share one frame at every moment.
@Suite struct MatchedMorphTests {
  @Test func theMorphHappensWhereTheViewsAreDrawn() throws {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    for input in [
      ":window 400 600",
      """
      struct Hero: View {
        @Namespace var ns
        @State var big = false
        var body: some View {
          VStack {
            if big {
              Color.blue.matchedGeometryEffect(id: "card", in: ns).frame(width: 300, height: 400)
            } else {
              Color.blue.matchedGeometryEffect(id: "card", in: ns).frame(width: 100, height: 100)
            }
          }
          .frame(width: 400, height: 600, alignment: .topLeading)
          .scaleEffect(0.5, anchor: .topLeading)
        }
      }
      """,
      "Hero()", "withAnimation(.linear(duration: 1)) { big.toggle() }",
    ] {
      let out = session.handle(input)
      #expect(out.status != .error, "\(out.text)")
    }
    let start = scene.timeline.playhead
    // Drawn at half scale: 100 × 100 → 50 × 50, 300 × 400 → 150 × 200, both at the top-leading
    // corner; linear, so half-way is 100 × 125.
    for (t, size) in [(0.0, Size(width: 50, height: 50)), (0.5, Size(width: 100, height: 125))] {
      session.handle(":scrub \(start + t)")
      let (layout, names) = try scene.requireLayout()
      let report = FramesReport(layout: layout, names: names, shown: scene.shown())
      let inserted = try #require(report.rows.first { $0.name == "Color#1" }?.shown?.boundingBox)
      // The removed leaf (the report also lists the rows that leave around it).
      let removed = try #require(report.departed.first { $0.draws }?.quad.boundingBox)
      #expect(inserted == Rect(origin: .zero, size: size), "at \(t)")
      #expect(removed == inserted, "at \(t)")
    }
    session.handle(":scrub \(start + 1)")
    let (layout, names) = try scene.requireLayout()
    let report = FramesReport(layout: layout, names: names, shown: scene.shown())
    let end = try #require(report.rows.first { $0.name == "Color#1" }?.shown?.boundingBox)
    #expect(end == Rect(x: 0, y: 0, width: 150, height: 200))
    #expect(report.departed.isEmpty)
  }
}
