import Testing

@testable import LabSession

/// `:curve` through a whole session: parameters from docs/semantics.md §8.3's table, plot size, errors.
@Suite struct CurveCommandTests {
  @Test func springParametersAndSettling() {
    let s = Lab.makeSession()
    let out = s.handle(":curve .bouncy")
    #expect(out.status == .ok)
    #expect(out.text.contains("k 157.91 · c 17.59"))
    #expect(out.text.contains("ζ 0.7"))
    #expect(out.text.contains("settles at 1.04 s"))
    let snappy = s.handle(":curve Animation.snappy").text
    #expect(snappy.contains("c 21.36") && snappy.contains("settles at 0.88 s"))
    let interactive = s.handle(":curve .interactiveSpring").text
    #expect(interactive.contains("k 1754.6") && interactive.contains("c 72.05"))
  }

  @Test func plotIsFixedSize() {
    let s = Lab.makeSession()
    let lines = s.handle(":curve .easeInOut").text.split(separator: "\n")
    let plotRows = lines.filter { $0.contains("┤") }
    #expect(plotRows.count == CurveCommand.progressRows + CurveCommand.velocityRows)
    #expect(plotRows.allSatisfy { $0.count <= 8 + CurveCommand.columns })
    #expect(lines.contains { $0.contains("ends at 0.35 s") })
  }

  @Test func namesDeclaredInCodeWork() {
    let s = Lab.makeSession()
    _ = s.handle("let wobble = Animation.spring(response: 0.3, dampingFraction: 0.5)")
    #expect(s.handle(":curve wobble.delay(0.1)").text.contains("delay 0.1 s"))
  }

  @Test func mistakesAreErrors() {
    let s = Lab.makeSession()
    #expect(s.handle(":curve").status == .error)
    #expect(s.handle(":curve Color.red").status == .error)
    #expect(s.handle(":curve .smooth(durr: 1)").text.contains("no parameter"))
    let bad = s.handle(":curve .linear.speed(0)")
    #expect(bad.text.contains("cannot run: the speed must be positive (it is 0)"))
  }
}
