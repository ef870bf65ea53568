import Foundation
import LabEngine
import Testing

@testable import LabSession

/// `:why` (transcripts/why-motion.md, seed 000): its numbers are the ones `:frames` and
/// `:timeline` print, it names the inserted-into-a-moving-container anomaly where the seed
/// shows it, and nowhere else in the shipped transcripts.
@Suite struct WhyCommandTests {
  static let cornerDot = """
    struct CornerDot: View {
      var showsDot: Bool
      var body: some View {
        Color.red
          .overlay(alignment: .topLeading) {
            if showsDot { Circle().frame(width: 20, height: 20) }
          }
      }
    }
    """

  static func growing(_ modifier: String) -> String {
    """
    struct Growing: View {
      @State var grown = false
      var body: some View {
        CornerDot(showsDot: grown)\(modifier)
          .frame(width: grown ? 300 : 200, height: grown ? 300 : 200)
      }
    }
    """
  }

  static func session(_ inputs: [String]) -> (Session, Scene) {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    for input in inputs {
      let out = session.handle(input)
      precondition(out.status != .error, out.text)
    }
    return (session, scene)
  }

  static func seed(_ modifier: String) -> (Session, Scene) {
    session([
      ":window 400 400", cornerDot, growing(modifier), "Growing()",
      "withAnimation(.smooth(duration: 1)) { grown.toggle() }",
    ])
  }

  @Test func namesTheDotInsertedIntoTheGrowingSquare() throws {
    let (_, scene) = Self.seed("")
    scene.movePlayhead(to: 0)
    let report = try WhyReport(scene: scene, view: "Circle#1")
    #expect(report.life == .inserted)
    #expect(report.anomalies.map(\.rule) == [.insertedIntoMovingContainer])
    // The dot is at its final corner (50, 50); the overlay still at its old one (100, 100).
    let text = report.anomalies[0].explanation.joined(separator: " ")
    #expect(text.contains("(-50, -50) apart"))
    #expect(report.anomalies[0].fix.code.contains { $0.contains(".geometryGroup()") })
  }

  @Test(arguments: [".geometryGroup()", ".transformEffect(.identity)"])
  func aGroupedContainerHasNoAnomaly(modifier: String) throws {
    let (_, scene) = Self.seed(modifier)
    scene.movePlayhead(to: 0)
    let report = try WhyReport(scene: scene, view: "Circle#1")
    #expect(report.life == .inserted)
    #expect(report.anomalies.isEmpty)
  }

  /// `--fix` replays the updates with the fix as an edit of the views; it draws what the same
  /// code with the fix written in draws, at every moment, and leaves the session as it was.
  @Test func theFixReplayMatchesTheFixedCode() throws {
    let fixedDot = Self.cornerDot.replacingOccurrences(
      of: "      }\n  }\n}", with: "      }\n      .geometryGroup()\n  }\n}")
    #expect(fixedDot != Self.cornerDot)
    let (session, scene) = Self.seed("")
    let written = Self.session([
      ":window 400 400", fixedDot, Self.growing(""), "Growing()",
      "withAnimation(.smooth(duration: 1)) { grown.toggle() }",
    ]).1
    for t in [0, 0.1, 0.25, 0.5, 1, 3] {
      session.handle(":scrub \(t)")
      written.movePlayhead(to: t)
      let before = session.handle(":frames --json").text
      let report = try WhyReport(scene: scene, view: "Circle#1")
      let edit = try #require(report.anomalies.first?.fix.edit, "at \(t)")
      var replay = FixReplay(edit, scene: scene)
      let replayed = replay.replay()
      let fixed = try #require(replayed)
      let (layout, names) = try written.requireLayout()
      guard case .success(let n) = names.resolve("Circle#1"),
        case .success(let m) = ViewNames(fixed.layout.tree).resolve("Circle#1")
      else { Issue.record("no Circle#1"); return }
      #expect(fixed.shown?.quads[Int(m)]?.boundingBox == written.shown()?.quads[Int(n)]?.boundingBox, "at \(t)")
      #expect(fixed.shown?.opacities[Int(m)] == written.shown()?.opacities[Int(n)], "at \(t)")
      #expect(fixed.layout.globalFrame(m) == layout.globalFrame(n))
      #expect(session.handle(":frames --json").text == before, "the session is unchanged")
    }
  }

  /// Every number `:why` prints for a view comes from the data `:frames` and `:timeline` read:
  /// the layout, the SHOWN layer at the playhead, and the timeline's events.
  @Test func itsNumbersAreTheFramesAndTimelineNumbers() throws {
    var g = ShownRowPropertyTests.Generator(state: 7)
    for k in 0..<20 {
      let (source, change) = ShownRowPropertyTests.scene(&g)
      let (session, scene) = ShownRowPropertyTests.session(source, change)
      for t in [0, 0.1, 0.3, 0.7, 3] {
        session.handle(":scrub \(t)")
        let (layout, names) = try scene.requireLayout()
        let shown = try #require(scene.shown())
        let frames = FramesReport(layout: layout, names: names, shown: shown)
        for id in ["#a", "#n"] {
          guard case .success(let n) = names.resolve(id) else { continue }
          let report = try WhyReport(scene: scene, view: id)
          let row = try #require(frames.rows.first { $0.node == n })
          #expect(report.layout == row.global, "case \(k) \(id) at \(t)")
          #expect(report.shown == shown.quads[Int(n)]?.boundingBox, "case \(k) \(id) at \(t)")
          #expect(report.opacity == shown.opacities[Int(n)], "case \(k) \(id) at \(t)")
          #expect(report.moving == shown.animating[Int(n)], "case \(k) \(id) at \(t)")
          let last = try #require(report.updates.last, "case \(k) \(id)")
          let event = try #require(scene.timeline.events.last)
          #expect(last.label == event.label)
          #expect(last.transaction == event.transaction)
          // The view settles no later than the whole scene (`:timeline`'s "settles at").
          if let settles = last.settlesAt, let end = scene.timeline.end {
            #expect(settles <= end + 1e-9, "case \(k) \(id)")
            #expect(last.settled == (t >= settles), "case \(k) \(id) at \(t)")
          }
          if let animation = last.animation {
            #expect(last.progress == animation.progress(at: t).value)
          }
        }
      }
    }
  }

  /// After every input of every shipped transcript, `:why` answers for every view and every
  /// leaving view without an error, and names an anomaly only where one is known to be.
  @Test func noFalseAlarmsInTheTranscripts() throws {
    final class Asker: InputHandler {
      let scene = Scene()
      lazy var session = Lab.transcriptSession(scene: scene)
      var file = ""
      var found: Set<String> = []
      var failures: [String] = []
      func isComplete(_ buffer: String) -> Bool { session.isComplete(buffer) }
      func handle(_ input: String) -> Output {
        let out = session.handle(input)
        guard let names = scene.names else { return out }
        var all = (0..<names.tree.count).map { names.name(of: ViewTree.NodeID($0)) }
        all += scene.shown()?.leaving.map(\.name) ?? []
        for name in all {
          do {
            let report = try WhyReport(scene: scene, view: name)
            for a in report.anomalies { found.insert("\(file) \(name) \(a.rule.rawValue)") }
          } catch {
            failures.append("\(file): after \(input.prefix(60)): \(name): \(error)")
          }
        }
        return out
      }
    }
    var found: Set<String> = []
    for file in DeterminismTests.transcriptFiles {
      let asker = Asker()
      asker.file = URL(fileURLWithPath: file).lastPathComponent
      let text = try String(contentsOfFile: file, encoding: .utf8)
      _ = TranscriptCheck.run(Transcript(text: text, file: file), handler: asker)
      #expect(asker.failures.isEmpty, "\(asker.failures.prefix(5))")
      found.formUnion(asker.found)
    }
    // Each finding is the same pattern the seed article describes; a row that draws nothing
    // speaks for the view it holds, so the rows around each view are listed with it.
    let rule = "inserted-into-moving-container"
    var expected: [String] = []
    // The yellow dot inserted into the growing square's overlay (seed 000, its lesson, the
    // pictures transcript, which draws the same scene, and the `:why` lesson's badge).
    for file in ["seed-000-geometry-group.md", "geometry-group.md", "pictures.md", "why.md"] {
      expected += ["Circle#1", ".fill#1", ".frame#2"].map { "\(file) \($0) \(rule)" }
    }
    // The grid of cells from a GeometryReader: two cells appear at their final places while
    // the old ones still move (seed 000, "A grid sized by a GeometryReader", ungrouped).
    expected += ["Color#3", ".frame#4", ".offset#3", "ForEach#3", "Color#4", ".frame#5", ".offset#4", "ForEach#4"]
      .map { "seed-000-geometry-group.md \($0) \(rule)" }
    // The green square inserted under a red one in a VStack that re-centres: the red square
    // slides up from 175 to 146 while the green one is already at 204.
    expected += ["Color#2", ".id#1", ".transition#1", "#g"].map { "shown-every-row.md \($0) \(rule)" }
    // Seed 003's two branches without matchedGeometryEffect: the small red square leaves on
    // the left while a large one that looks the same fades in on the right; asked from either
    // side (Color#2 is the one leaving).
    expected += ["Color#1", ".frame#1", ".frame#2", "Color#2"]
      .map { "seed-003-matched-geometry.md \($0) cross-fade-instead-of-move" }
    // The Landmarks profile's two branches: the summary's "g_kumar" and the editor's field
    // showing the same name are two views, so an animated switch cross-fades them (the
    // transcript explains it), asked from either side and from the rows around each.
    expected += ["#editor", "#summary", ".id#1", ".textField#1", "Text#3", "Text#4"]
      .map { "edit-mode.md \($0) cross-fade-instead-of-move" }
    // Seed 002's Push effect without animatableData (and its copy in the `:why` transcript's
    // mistakes): the bar jumps 100 points at once.
    for file in ["seed-002-geometry-effects.md", "why-motion.md"] {
      expected += ["Color#1", ".frame#1"].map { "\(file) \($0) effect-without-animatable-data" }
    }
    // Every GeometryReader under a rotation of 10° or 45° (the bounding-box lessons, seed 004's
    // 463.38 reader, and seed 004's four pickers' readers inside their rotation).
    for file in [
      "anchors.md", "effects-and-actions.md", "effects.md", "pictures.md",
      "spaces-rotation-bounding-boxes.md", "spaces.md",
    ] {
      expected.append("\(file) GeometryReader#1 rotated-reader")
    }
    expected += (1...4).map { "seed-004-rotation-and-anchors.md GeometryReader#\($0) rotated-reader" }
    // Anchors of views under a rotation: the anchors lesson's middle box, and seed 004's four
    // segments (each published by an .anchorPreference folded into its .frame row).
    expected += ["anchors.md .anchorPreference#1 inflated-anchor", "anchors.md .frame#2 inflated-anchor"]
    expected += (1...4).flatMap {
      [
        "seed-004-rotation-and-anchors.md .anchorPreference#\($0) inflated-anchor",
        "seed-004-rotation-and-anchors.md .frame#\($0 + 1) inflated-anchor",
      ]
    }
    // The `:why` transcript's matched group with two sources, then none: every member.
    expected += (1...3).flatMap {
      ["Color#\($0)", ".matchedGeometryEffect#\($0)"].map { "why-motion.md \($0) matched-group-sources" }
    }
    // Seed 001's first attempt: the follower's `.frame` sized from the measured source grows
    // its slot and moves the source (the hidden + overlay version is not flagged).
    expected += ["Circle#1", ".frame#3", ".frame#4", ".border#1"]
      .map { "seed-001-measured-source.md \($0) sized-from-measurement" }
    #expect(found.sorted() == expected.sorted())
  }
}
