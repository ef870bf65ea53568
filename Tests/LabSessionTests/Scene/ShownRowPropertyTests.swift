import LabEngine
import Testing

@testable import LabSession

/// Properties of the SHOWN layer for every row (transcripts/shown-every-row.md), over random
/// animated scenes: a named `.frame` around a `Color` that fills it is drawn where the `Color`
/// is and as opaque as it, at every moment, moved or inserted; at rest every row is drawn at
/// its LAYOUT frame (on the pixel grid); scrubbing back and forth prints the same bytes.
@Suite struct ShownRowPropertyTests {
  /// A small deterministic generator (a 64-bit LCG), so a failure names its case and replays.
  struct Generator {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
  }

  static let animations = [
    ".linear(duration: 0.8)", ".easeInOut(duration: 0.5)", ".bouncy", ".smooth(duration: 1)",
    ".snappy", ".spring(response: 0.4, dampingFraction: 0.6)", ".easeIn(duration: 0.3).delay(0.1)",
  ]

  /// One random scene: a red square that resizes and slides under `#a`, a blue square `#n`
  /// inserted with a transition, in a stack whose spacing and alignment vary.
  static func scene(_ g: inout Generator) -> (source: String, change: String) {
    let w1 = 10 + g.next(90)
    let w2 = 10 + g.next(150)
    let h = 10 + g.next(60)
    let dx = g.next(120) - 60
    let spacing = g.next(20)
    let alignment = [".leading", ".center", ".trailing"][g.next(3)]
    let transition = [".opacity", ".scale", ".slide", ".move(edge: .top)"][g.next(4)]
    let source = """
      struct P: View {
        @State var on = false
        var body: some View {
          VStack(alignment: \(alignment), spacing: \(spacing)) {
            Color.red.frame(width: on ? \(w2) : \(w1), height: \(h)).id("a")
              .offset(x: on ? \(dx) : 0)
            if on { Color.blue.frame(width: 20, height: 20).id("n").transition(\(transition)) }
          }
        }
      }
      """
    let change = "withAnimation(\(animations[g.next(animations.count)])) { on.toggle() }"
    return (source, change)
  }

  static func session(_ source: String, _ change: String) -> (Session, Scene) {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    for input in [":window 400 400", source, "P()", change] {
      let out = session.handle(input)
      precondition(out.status != .error, out.text)
    }
    return (session, scene)
  }

  /// The SHOWN quad and opacity of a row and of the one drawn view it holds.
  static func rowAndLeaf(_ scene: Scene, _ id: String) throws
    -> (row: (Rect?, Double), leaf: (Rect?, Double))?
  {
    let (layout, names) = try scene.requireLayout()
    guard case .success(let row) = names.resolve("#" + id), let shown = scene.shown() else {
      return nil
    }
    var leaf = row
    while layout.tree.childCount(of: leaf) > 0 { leaf = layout.tree.content(of: leaf) }
    func at(_ n: ViewTree.NodeID) -> (Rect?, Double) {
      (shown.quads[Int(n)]?.boundingBox, shown.opacities[Int(n)])
    }
    return (at(row), at(leaf))
  }

  @Test func aRowAroundOneDrawnViewIsDrawnWithIt() throws {
    var g = Generator(state: 2026)
    var checked: [String: Int] = [:]
    for k in 0..<40 {
      let (source, change) = Self.scene(&g)
      let (session, scene) = Self.session(source, change)
      for t in [0, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2] {
        session.handle(":scrub \(t)")
        for id in ["a", "n"] {
          guard let pair = try Self.rowAndLeaf(scene, id) else { continue }
          checked[id, default: 0] += 1
          #expect(pair.row.0 == pair.leaf.0, "case \(k) #\(id) at \(t): \(change)\n\(source)")
          #expect(
            abs(pair.row.1 - pair.leaf.1) < 1e-9, "case \(k) #\(id) at \(t): \(change)\n\(source)")
        }
      }
    }
    // Every moment checked `#a`; `#n` exists only when the change inserted it.
    #expect(checked["a"] == 40 * 8)
    #expect((checked["n"] ?? 0) > 100)
  }

  @Test func atRestEveryRowIsDrawnAtItsLayoutFrame() throws {
    var g = Generator(state: 17)
    for k in 0..<40 {
      let (source, change) = Self.scene(&g)
      let (session, scene) = Self.session(source, change)
      session.handle(":scrub 10")
      let (layout, names) = try scene.requireLayout()
      let shown = try #require(scene.shown())
      let report = FramesReport(layout: layout, names: names, shown: shown)
      // Drawn views sit on the pixel grid (a third of a point at scale 3), and so does a row.
      func px(_ v: Double) -> Double { (v * 3).rounded() / 3 }
      for row in report.rows {
        let global = try #require(row.global)
        let drawn = try #require(row.shown?.boundingBox)
        let grid = Rect(
          x: px(global.minX), y: px(global.minY), width: px(global.maxX) - px(global.minX),
          height: px(global.maxY) - px(global.minY))
        #expect(abs(drawn.minX - grid.minX) < 1e-9, "case \(k) \(row.name)")
        #expect(abs(drawn.minY - grid.minY) < 1e-9, "case \(k) \(row.name)")
        #expect(abs(drawn.width - grid.width) < 1e-9, "case \(k) \(row.name)")
        #expect(abs(drawn.height - grid.height) < 1e-9, "case \(k) \(row.name)")
        #expect(row.shownOpacity == 1, "case \(k) \(row.name)")
      }
      #expect(report.departed.isEmpty)
    }
  }

  @Test func scrubbingBackThenForwardPrintsTheSameBytes() {
    var g = Generator(state: 99)
    for k in 0..<20 {
      let (source, change) = Self.scene(&g)
      let (session, _) = Self.session(source, change)
      let t = Double(1 + g.next(9)) / 10
      session.handle(":scrub \(t)")
      let first = session.handle(":frames --json").text
      session.handle(":scrub 0")
      session.handle(":scrub 5")
      session.handle(":scrub \(t)")
      #expect(session.handle(":frames --json").text == first, "case \(k) at \(t)")
    }
  }
}
