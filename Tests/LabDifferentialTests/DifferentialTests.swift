import Foundation
import Testing

@testable import LabDifferential
import LabScript

/// The harness's own rules: how a lab answer is classified against the compiler's, how a suite
/// file is read, and that the generator is a pure function of its seed.
@Suite struct ComparisonTests {
  func outcome(_ code: String, _ answer: OracleAnswer) -> Outcome {
    LabRunner.compare(DifferentialCase(name: "t", code: code), with: answer).outcome
  }

  @Test func sameOutputAgrees() {
    #expect(outcome("print(7 / 2)", .printed("3\n")) == .agrees)
  }

  @Test func aDifferentNumberDisagrees() {
    // The compiled program is made to say 3.5: the lab, rightly, prints 3 for Int division.
    #expect(outcome("print(7 / 2)", .printed("3.5\n")) == .disagrees(expected: "3.5\n", got: "3\n"))
  }

  @Test func aDiagnosticAfterTheSameLinesIsARefusal() {
    let result = outcome("print(1)\nlet f: Float16 = 2\nprint(f)", .printed("1\n2.0\n"))
    guard case .refused(let message) = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
    #expect(message.contains("Float"))
  }

  @Test func aDiagnosticAfterDifferentLinesDisagrees() {
    let result = outcome("print(2)\nlet f: Float = 2", .printed("1\n"))
    #expect(result == .disagrees(expected: "1\n", got: "2\n"))
  }

  @Test func aSwiftTrapWhereTheLabStopsAgrees() {
    let code = "let m = Int.max\nprint(1)\nprint(m + 1)"
    #expect(outcome(code, .trapped("1\n")) == .agrees)
  }

  @Test func anIndexOutOfRangeIsATrapThatAgrees() {
    let code = "let a = [1]\nprint(1)\nprint(a[3])"
    #expect(outcome(code, .trapped("1\n")) == .agrees)
  }

  /// Only a trap agrees with a trap: an error that says the code is wrong (here `Text(1)`,
  /// which the lab takes for a type mismatch) stopped for another reason.
  @Test func aSwiftTrapWhereTheLabFindsATypeErrorIsNotAgreement() {
    let result = outcome("print(1)\nlet t = Text(1)", .trapped("1\n"))
    guard case .refused = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
  }

  @Test func aSwiftTrapWhereTheLabRunsOnDisagrees() {
    let result = outcome("print(1)", .trapped(""))
    guard case .disagrees = result else {
      Issue.record("expected a disagreement, got \(result)")
      return
    }
  }

  @Test func codeSwiftRejectsMeasuresNothing() {
    #expect(outcome("print(1)", .doesNotCompile("error: x")) == .invalid("error: x"))
  }

  @Test func theSignOfANaNIsNotCompared() {
    #expect(outcome("print(0.0 / 0.0)", .printed("-nan\n")) == .agrees)
    #expect(outcome("print(0.0 / 0.0)", .printed("nan\n")) == .agrees)
  }

  @Test func theReportCountsEachOutcome() {
    let report = DifferentialReport(results: [
      CaseResult(name: "a", code: "", outcome: .agrees),
      CaseResult(name: "b", code: "", outcome: .refused("no")),
      CaseResult(name: "c", code: "", outcome: .refused("no")),
      CaseResult(name: "d", code: "", outcome: .disagrees(expected: "1", got: "2")),
    ])
    #expect(report.agreed == 1)
    #expect(report.refused.count == 2)
    #expect(report.disagreed.count == 1)
    #expect(report.refusalsByMessage.first?.0 == "no")
    #expect(report.refusalsByMessage.first?.1 == 2)
  }
}

@Suite struct SuiteFileTests {
  @Test func casesBeginAtTheirNameLine() {
    let text = """
      // commentary before any case
      // case: first
      print(1)

      // case: second
      extension Int { var twice: Int { self * 2 } }
      print(2.twice)
      """
    let cases = DifferentialCase.parseSuite(text, topic: "topic")
    #expect(cases.map(\.name) == ["topic/first", "topic/second"])
    #expect(cases[0].code == "print(1)")
    #expect(!cases[0].alone)
    #expect(cases[1].alone, "an extension needs file scope, so a program of its own")
  }
}

@Suite struct GeneratorTests {
  func programs(seed: UInt64, count: Int) -> [String] {
    var generator = ProgramGenerator(seed: seed)
    return (0..<count).map { generator.program(named: "p\($0)").program }
  }

  @Test func theSameSeedGivesTheSamePrograms() {
    #expect(programs(seed: 42, count: 20) == programs(seed: 42, count: 20))
    #expect(programs(seed: 42, count: 20) != programs(seed: 43, count: 20))
  }

  @Test func generatedProgramsStayInsideWhatTheLabRuns() {
    // The generator writes only constructs the interpreter supports, so a refusal here is a
    // gap in one or the other; a disagreement needs the compiler and is make test's job.
    for code in programs(seed: 7, count: 150) {
      let (_, error) = LabRunner.run(code)
      if let error, !error.contains("overflow"), !error.contains("by zero") {
        Issue.record("refused: \(error)\n\(code)")
      }
    }
  }
}

/// One small batch through the real compiler: a case that prints, one that traps and one that
/// is not Swift, each answered in its own slot.
@Suite struct OracleTests {
  @Test func aBatchAnswersEachCase() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("geolab-diff-test-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var oracle = SwiftOracle(workDirectory: directory)
    oracle.retryAlone = false
    let cases = [
      DifferentialCase(name: "prints", code: "let b: Double = 7 / 2\nprint(b)"),
      DifferentialCase(name: "traps", code: "print(\"before\")\nlet m = Int.max\nprint(m + Int(\"1\")!)"),
      DifferentialCase(name: "rejected", code: "let n: Int = 2.5\nprint(n)"),
      DifferentialCase(name: "file-scope", code: "print([P7()])", fileScope: "struct P7 { var x = 1 }"),
    ]
    let answers = try oracle.answers(for: cases)
    #expect(answers[0] == .printed("3.5\n"))
    #expect(answers[1] == .trapped("before\n"))
    guard case .doesNotCompile = answers[2] else {
      Issue.record("expected a compile error, got \(answers[2])")
      return
    }
    #expect(LabRunner.compare(cases[0], with: answers[0]).outcome == .agrees)
    #expect(LabRunner.compare(cases[1], with: answers[1]).outcome == .agrees)
    // A type at file scope prints with the module's name only, as the lab prints it.
    #expect(answers[3] == .printed("[GeometryLab.P7(x: 1)]\n"))
    #expect(LabRunner.compare(cases[3], with: answers[3]).outcome == .agrees)
  }
}

@Suite struct TrapComparisonTests {
  func outcome(_ code: String, _ answer: OracleAnswer) -> Outcome {
    LabRunner.compare(DifferentialCase(name: "t", code: code), with: answer).outcome
  }

  @Test func aRefusalWhereSwiftTrappedIsARefusal() {
    let result = outcome("print(1)\nlet f: Float16 = 2", .trapped("1\n"))
    guard case .refused = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
  }

  @Test func stoppingBeforeTheTrapIsARefusal() {
    let result = outcome("let m = Int.max\nprint(m + 1)", .trapped("1\n"))
    guard case .refused = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
  }

  @Test func printingPastTheTrapDisagrees() {
    let result = outcome("print(1)\nprint(2)\nlet m = Int.max\nprint(m + 1)", .trapped("1\n"))
    guard case .disagrees = result else {
      Issue.record("expected a disagreement, got \(result)")
      return
    }
  }
}

@Suite struct PlatformTextTests {
  @Test func coreGraphicsValuesAreComparedInTheirApplePlatformText() {
    let linux = "CGPoint(x: 1.0, y: -2.5) CGSize(width: 0.0, height: 3.0) "
      + "CGRect(origin: CGPoint(x: 1.0, y: 2.0), size: CGSize(width: 3.0, height: 4.0))"
    #expect(LabRunner.normalized(linux) == "(1.0, -2.5) (0.0, 3.0) (1.0, 2.0, 3.0, 4.0)")
    let inArray = "[Foundation.CGPoint(x: 1.0, y: 2.0)] "
      + "CGRect(origin: Foundation.CGPoint(x: 0.0, y: 1.0), size: Foundation.CGSize(width: 2.0, height: 3.0))"
    #expect(LabRunner.normalized(inArray) == "[(1.0, 2.0)] (0.0, 1.0, 2.0, 3.0)")
  }
}

/// The view-program generator (issue 20): deterministic, and its programs parse as Swift.
@Suite struct ViewProgramGeneratorTests {
  @Test func theSameSeedGivesTheSamePrograms() {
    var a = ViewProgramGenerator(rng: SplitMix64(seed: 42))
    var b = ViewProgramGenerator(rng: SplitMix64(seed: 42))
    for _ in 0..<20 { #expect(a.program().inputs == b.program().inputs) }
    var c = ViewProgramGenerator(rng: SplitMix64(seed: 43))
    var d = ViewProgramGenerator(rng: SplitMix64(seed: 42))
    #expect(c.program().inputs != d.program().inputs)
  }

  @Test func programsDeclareAViewAndShowIt() {
    var g = ViewProgramGenerator(rng: SplitMix64(seed: 7))
    for _ in 0..<50 {
      let inputs = g.program().inputs
      #expect(inputs[0].hasPrefix(":window "))
      #expect(inputs[1].hasPrefix("struct G: View {"))
      #expect(inputs[2] == "G()")
      #expect(!ParsedSource(inputs[1]).hasSyntaxErrors, "\(inputs[1])")
    }
  }
}
