import LabScript
import Testing

@testable import LabSession

@Suite struct ScriptCommandsTests {
  /// A view with two @State variables, shown in a 200×100 canvas.
  static let lamp = """
    struct Lamp: View {
      @State var isOn = false
      @State var label = "lamp"
      var body: some View {
        Color.yellow.frame(width: isOn ? 100 : 50, height: 20)
      }
    }
    """

  func session() -> Session {
    let s = Lab.makeSession()
    _ = s.handle(":window 200 100")
    _ = s.handle(Self.lamp)
    _ = s.handle("Lamp()")
    return s
  }

  @Test func stateListsEveryVariableWithOwnerAndValueInOrder() {
    let s = session()
    #expect(s.handle(":state").text == "Lamp.isOn = false\nLamp.label = \"lamp\"")
    #expect(s.handle(":state isOn").text == "Lamp.isOn = false")
    #expect(Lab.makeSession().handle(":state").text == "no @State variables")
  }

  @Test func settingStateRebuildsTheRootAndPrintsItsSummary() {
    let s = session()
    let out = s.handle(":state isOn = true")
    #expect(out.status == .ok)
    // The frame grows from 50 to 100 wide, centred in the 200×100 canvas.
    #expect(out.text == "root Lamp#1 · 3 views · 100×20 at (50, 40)")
    #expect(s.handle(":state Lamp.isOn").text == "Lamp.isOn = true")
    #expect(s.handle(":state label=\"desk lamp\"").status == .ok)
    #expect(s.handle(":state label").text == "Lamp.label = \"desk lamp\"")
  }

  @Test func stateErrorsAreClear() {
    let s = session()
    let typo = s.handle(":state isOnn = true")
    #expect(typo.status == .error)
    #expect(typo.text.contains("no @State variable 'isOnn'"))
    #expect(typo.text.contains("did you mean 'isOn'"))
    let bad = s.handle(":state isOn = (")
    #expect(bad.status == .error)
    #expect(s.handle(":state isOn =").status == .error)
    #expect(s.handle(":state isOn").text == "Lamp.isOn = false")
    let none = Lab.makeSession().handle(":state x = 1")
    #expect(none.text.contains("there are none yet"))
  }

  @Test func resolvingANameSharedByTwoOwnersAsksForTheOwner() throws {
    let variables = ["A", "B"].map {
      StateVariable(key: StateKey(owner: $0, name: "on"), value: .bool(true))
    }
    #expect(throws: CommandError.self) { try ScriptCommands.resolve("on", in: variables) }
    #expect(try ScriptCommands.resolve("B.on", in: variables).key.owner == "B")
  }

  @Test func stateNamesFeedCompletion() {
    let s = session()
    #expect(s.complete("isO").candidates.contains("isOn"))
    #expect(s.complete(":state la").candidates == ["label "])
  }

  @Test func resetForgetsDeclarationsStateTheViewAndTheWindow() {
    let s = session()
    let out = s.handle(":reset")
    #expect(out.text.hasPrefix("reset: declarations, @State variables and the view are gone\n"))
    #expect(out.text.contains("window iPhone 15 Pro"))
    #expect(s.handle(":state").text == "no @State variables")
    #expect(s.handle(":tree").status == .error)
    #expect(s.handle("Lamp()").status == .error)
    #expect(s.handle(":reset now").status == .error)
  }

  @Test func loadEvaluatesAFileAsOneInputWithItsOwnName() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("lamp.swift", bytes: Array((Self.lamp + "\nLamp()\n").utf8))
    try dir.write("decl.swift", bytes: Array(Self.lamp.utf8))
    try dir.write("bad.swift", bytes: Array("let x = 1\nColor.red.frame(widht: 10)\n".utf8))
    let s = Lab.makeSession()
    _ = s.handle(":window 200 100")
    let loaded = s.handle(":load \(dir.file("lamp.swift"))")
    #expect(loaded.text.hasPrefix("root Lamp#1 · 3 views · 50×20"))
    #expect(s.handle(":load \(dir.file("decl.swift"))").text == "loaded \(dir.file("decl.swift"))")
    let bad = s.handle(":load \(dir.file("bad.swift"))")
    #expect(bad.status == .error)
    #expect(bad.text.contains("\(dir.file("bad.swift")):2:"))
    let missing = s.handle(":load \(dir.file("missing.swift"))")
    #expect(missing.status == .error)
    #expect(missing.text.contains("cannot read '\(dir.file("missing.swift"))'"))
    #expect(missing.text.contains("No such file"))
    #expect(s.handle(":load").status == .error)
  }
}
