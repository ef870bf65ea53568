import Foundation
import LabEngine
import Testing

@testable import LabSession

/// The outlines a picture draws: merged where views coincide, sampled at any time without
/// moving the playhead, and always the frames `:frames` reports at that time.
@Suite struct ScenePictureTests {
  /// Seed 000 (transcripts/seed-000-geometry-group.md): a dot inserted at the top-leading
  /// corner of a square growing 200 → 300 on a 400 × 400 canvas.
  static func cornerDot(grouped: Bool) -> (Session, Scene) {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    for input in [
      ":window 400 400",
      """
      struct CornerDot: View {
        var showsDot: Bool
        var body: some View {
          Color.red
            .overlay(alignment: .topLeading) {
              if showsDot {
                Circle().fill(.yellow).frame(width: 20, height: 20)
              }
            }
        }
      }
      """,
      """
      struct Growing: View {
        @State var grown = false
        var body: some View {
          CornerDot(showsDot: grown)
            \(grouped ? ".geometryGroup()" : "")
            .frame(width: grown ? 300 : 200, height: grown ? 300 : 200)
        }
      }
      """,
      "Growing()", "withAnimation(.smooth(duration: 1)) { grown.toggle() }",
    ] {
      let out = session.handle(input)
      precondition(out.status != .error, out.text)
    }
    return (session, scene)
  }

  @Test func coincidingFramesShareOneOutline() throws {
    let (_, scene) = Self.cornerDot(grouped: false)
    let picture = try ScenePicture.sample(scene, at: 0.25)
    // The 300-point square is centred in 400: at (50, 50). Everything around Color#1 has its
    // frame; the dot's frame (and its .frame) sit in the top-leading corner.
    #expect(
      picture.layout.map(\.names) == [
        ["Growing#1", ".frame#1", "CornerDot#1", ".overlay#1", "Color#1"],
        [".frame#2", "Circle#1"],
      ])
    #expect(picture.layout[0].boundingBox == Rect(x: 50, y: 50, width: 300, height: 300))
    #expect(picture.layout[1].boundingBox == Rect(x: 50, y: 50, width: 20, height: 20))
    #expect(picture.layout.allSatisfy { $0.label == $0.names.last && !$0.isRotated })
    #expect(picture.shown.map(\.names) == [["Color#1"], ["Circle#1"]])
  }

  @Test func aSampleIsWhatFramesShowsAtThatTimeAndLeavesThePlayhead() throws {
    let (session, scene) = Self.cornerDot(grouped: false)
    for t in [0, 0.25, 0.5, 3] {
      let picture = try ScenePicture.sample(scene, at: t)
      #expect(scene.timeline.playhead == 0)
      session.handle(":scrub \(t)")
      let (layout, names) = try scene.requireLayout()
      let report = FramesReport(layout: layout, names: names, shown: scene.timeline.shown())
      session.handle(":scrub 0")
      for outline in picture.shown {
        let row = try #require(report.rows.first { $0.name == outline.names[0] })
        #expect(row.shown == outline.quad, "\(outline.names) at \(t)")
        #expect(row.shownOpacity == outline.opacities[0])
      }
    }
    // Without a group the inserted dot is drawn at its final place from the start, outside
    // the square's drawn corner (100, 100).
    let start = try ScenePicture.sample(scene, at: 0)
    #expect(start.shown[1].boundingBox == Rect(x: 50, y: 50, width: 20, height: 20))
    #expect(start.shown[0].boundingBox.origin == Point(x: 100, y: 100))
  }

  /// A reader's content is rebuilt for the moment sampled, as at the playhead
  /// (`ReaderMomentTests.slider`: the bar is a fifth of the reader's minX, 150 → 250).
  @Test func aSampleAtAnotherTimeRerunsReadersForThatMoment() throws {
    let (session, scene) = ReaderMomentTests.slider()
    let playhead = scene.timeline.playhead
    func barWidth(_ picture: ScenePicture) -> Double? {
      picture.layout.first { $0.names.contains("Color#1") }?.boundingBox.width
    }
    for (t, width) in [(0.0, 30.0), (0.25, 35), (0.5, 40), (2, 50)] {
      let picture = try ScenePicture.sample(scene, at: playhead + t)
      #expect(barWidth(picture) == width, "at \(t)")
      #expect(scene.timeline.playhead == playhead)
      session.handle(":scrub \(playhead + t)")
      let there = try ScenePicture.sample(scene)
      #expect(there.layout.map(\.quad) == picture.layout.map(\.quad), "at \(t)")
      #expect(there.shown.map(\.quad) == picture.shown.map(\.quad), "at \(t)")
      session.handle(":scrub \(playhead)")
    }
    // The model at the playhead is back: the bar there is the playhead's.
    #expect(barWidth(try ScenePicture.sample(scene)) == 30)
  }

  @Test func inAGeometryGroupTheDotRidesTheSquaresCorner() throws {
    let (_, scene) = Self.cornerDot(grouped: true)
    for t in [0, 0.25, 0.5] {
      let picture = try ScenePicture.sample(scene, at: t)
      #expect(picture.shown[1].boundingBox.origin == picture.shown[0].boundingBox.origin)
    }
  }

  @Test func aRotatedReaderIsAQuadInsideItsBoundingBox() throws {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    session.handle(":window 600 400")
    session.handle(
      """
      GeometryReader { _ in Text("hi") }
        .frame(width: 400, height: 400)
        .rotationEffect(.degrees(10))
      """)
    let picture = try ScenePicture.sample(scene)
    let reader = try #require(picture.layout.first { $0.names.contains("GeometryReader#1") })
    #expect(reader.isRotated)
    // 400·(cos 10° + sin 10°), about the square's centre (300, 200).
    let side = 400 * (cos(10 * Double.pi / 180) + sin(10 * Double.pi / 180))
    #expect(abs(reader.boundingBox.width - side) < 1e-9)
    #expect(abs(reader.boundingBox.midX - 300) < 1e-9 && abs(reader.boundingBox.midY - 200) < 1e-9)
    // The window and the box above its top edge are both in the drawing's extent.
    let extent = picture.extent([.layout])
    #expect(abs(extent.minY - (200 - side / 2)) < 1e-9)
    #expect(extent.width == 600)
  }

  /// A 40 × 20 "box" space on a 200 × 100 canvas.
  static func boxSpace() throws -> ScenePicture {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    session.handle(":window 200 100")
    session.handle("Color.red.frame(width: 40, height: 20).coordinateSpace(name: \"box\")")
    return try ScenePicture.sample(scene)
  }

  @Test func namedSpacesHaveOrigins() throws {
    let picture = try Self.boxSpace()
    // 40 × 20 centred in 200 × 100: at (80, 40).
    #expect(picture.origins.map(\.name) == [".global", ".named(\"box\")"])
    #expect(picture.origins[1].point == Point(x: 80, y: 40))
  }

  /// The terminal picture marks a named space's origin at its own cell of the LAYOUT panel, and
  /// the SHOWN panel has no marker.
  @Test func theTerminalPictureMarksNamedOrigins() throws {
    let picture = try Self.boxSpace()
    func draw(_ layers: [ScenePicture.Layer]) -> [String] {
      TerminalPicture(
        picture: picture, layers: layers, columns: 41, charset: .ascii,
        style: TextStyle(enabled: false)
      ).render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let lines = draw([.layout])
    // 41 columns for 200 points: 5 points a column, rows twice as tall; (80, 40) is column 16,
    // row 4 of the canvas (row 5 of the panel, under its title).
    let row = try #require(lines.firstIndex { $0.contains("@ box") })
    #expect(row == 5)
    #expect(Array(lines[row]).firstIndex(of: "@") == 16)
    #expect(lines.last?.contains("@: a named space's origin") == true)
    #expect(!draw([.shown]).contains { $0.contains("@") })
  }

  /// A Shape with `animatableData` (transcripts/swift-shapes.md): its path is drawn with the
  /// data of the moment sampled, 0.2 → 1 of 100 points in a linear second.
  @Test func aShapesAnimatableDataMorphsItsPath() throws {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    for input in [
      ":window 200 200",
      """
      struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
          get { fraction }
          set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
          Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
      }
      """,
      """
      struct Meter: View {
        @State var full = false
        var body: some View { Bar(fraction: full ? 1 : 0.2).fill(.green).frame(width: 100, height: 10) }
      }
      """,
      "Meter()", "withAnimation(.linear(duration: 1)) { full = true }",
    ] {
      let out = session.handle(input)
      precondition(out.status != .error, out.text)
    }
    let start = scene.timeline.playhead
    for (t, width) in [(0.0, "20"), (0.5, "60"), (1.0, "100")] {
      let svg = SVGPicture(picture: try ScenePicture.sample(scene, at: start + t), layers: []).render()
      #expect(svg.contains("M0 0L\(width) 0L\(width) 10L0 10Z"), "at \(t)")
    }
  }
}
