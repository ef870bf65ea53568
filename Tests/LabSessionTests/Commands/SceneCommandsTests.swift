import Testing

@testable import LabSession

@Suite struct SceneCommandsTests {
  func session() -> (Session, Scene) {
    let scene = Scene()
    scene.window = .canvas(width: 200, height: 100)
    scene.root = ViewDescription.hstack(spacing: 0) {
      [
        ViewDescription.color("red").frame(width: 40, height: 20).id("a"),
        ViewDescription.circle.frame(width: 60, height: 60),
      ]
    }
    return (Lab.makeSession(scene: scene), scene)
  }

  @Test func framesListsEveryViewWithItsTrace() {
    let (s, _) = session()
    let out = s.handle(":frames").text
    #expect(out.contains("canvas 200×100"))
    // The stack is 100×60, centred in 200×100.
    #expect(out.contains("HStack#1"))
    #expect(out.contains("(50, 20, 100, 60)"))
    #expect(out.contains("#a"))
  }

  @Test func framesOfOneViewAndUnknownNames() {
    let (s, _) = session()
    let one = s.handle(":frames Circle#1")
    #expect(one.status == .ok)
    #expect(one.text.contains("Circle#1") && !one.text.contains("HStack#1"))
    let bad = s.handle(":frames Circel#1")
    #expect(bad.status == .error)
    #expect(bad.text.contains("did you mean 'Circle#1'") || bad.text.contains("did you mean Circle#1"))
  }

  @Test func jsonHasASchemaAndAllViews() {
    let (s, _) = session()
    let out = s.handle(":frames --json").text
    #expect(out.hasPrefix("{\"schema\":\"geolab.frames/1\""))
    #expect(out.contains("\"name\":\"Circle#1\""))
  }

  @Test func explainTracesProposalsFromTheRoot() {
    let (s, _) = session()
    let out = s.handle(":explain Circle#1").text
    #expect(out.contains("proposed (60, 60) → chose 60×60"))
  }

  @Test func windowAndDeviceChangeTheLayout() {
    let (s, scene) = session()
    #expect(s.handle(":device iphone13").text.hasPrefix("iPhone 13 390×844 pt, safe-area insets top 47, bottom 34"))
    #expect(scene.window.safeAreaInsets.top == 47)
    #expect(s.handle(":device iPhone 99").status == .error)
    #expect(s.handle(":window 0 10").status == .error)
    #expect(s.handle(":window 300 300").text.hasPrefix("canvas 300×300"))
  }

  @Test func commandsWithoutAViewSaySo() {
    let s = Lab.makeSession()
    let out = s.handle(":tree")
    #expect(out.status == .error)
    #expect(out.text.contains("no view yet"))
  }
}

@Suite struct ScrollCommandTests {
  @Test func scrollMovesContentAndTheScrollViewSpaceFollows() {
    let scene = Scene()
    scene.window = .canvas(width: 200, height: 100)
    scene.root = ViewDescription(.scrollView(axes: .vertical), [
      ViewDescription.vstack(spacing: 0) {
        (0..<5).map { ViewDescription.color("c\($0)").frame(height: 50).id("c\($0)") }
      }
    ]).id("s")
    let s = Lab.makeSession(scene: scene)
    #expect(s.handle(":scroll #s 0 75").text == "content offset of #s is (0, 75)")
    guard let layout = scene.layout, let c2 = layout.node(named: "c2") else {
      Issue.record("no layout")
      return
    }
    // c2 starts 100 into the content; scrolled by 75 it is 25 below the viewport's top.
    #expect(layout.globalFrame(c2).minY == 25)
    let spaces = SpaceGeometry(layout: layout)
    #expect(spaces.frame(of: c2, in: .scrollView)?.minY == 25)
    #expect(s.handle(":scroll #c1 0 1").status == .error)
    #expect(s.handle(":scroll #s 0 nan").status == .error)
  }
}

@Suite struct MissingNamedSpaceTests {
  @Test func aReaderAskingForAnUndeclaredNameGetsItsGlobalFrame() {
    let s = Lab.makeSession()
    _ = s.handle(":window 300 200")
    _ = s.handle(
      "GeometryReader { p in Text(\"\\(Int(p.frame(in: .named(\"nothing\")).minY)) \\(Int(p.frame(in: .global).minY))\") }.frame(width: 10, height: 10)"
    )
    #expect(s.handle(":tree").text.contains("Text(\"95 95\")"))
  }
}
