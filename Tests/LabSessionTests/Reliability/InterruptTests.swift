import Foundation
import Testing

@testable import LabSession

/// Ctrl-C during runaway user code stops it with an `interrupted` error, the session intact
/// (issue 10 §7). The flag is the session's own, raised from another thread as the SIGINT handler
/// would. That the interpreter asks at every step is `LimitsAndRuntimeErrorTests`; how soon the
/// prompt is back is a benchmark (FrontEnd, "Ctrl-C during a runaway loop"), not a timed test.
@Suite struct InterruptTests {
  /// Runs `input`, raising `flag` from another thread after `delay` seconds.
  func interrupt(_ session: Session, _ flag: InterruptFlag, _ input: String, after delay: Double)
    -> Output
  {
    let thread = Thread {
      Thread.sleep(forTimeInterval: delay)
      flag.raise()
    }
    thread.start()
    return session.handle(input)
  }

  /// A loop at the top level and one in a view's body: the session's flag reaches both (every
  /// kind of runaway code is `LimitsAndRuntimeErrorTests.theFirstStepAfterTheFlagStopsTheInput`).
  @Test(arguments: [
    "var n = 0\nwhile true { n += 1 }",
    "struct V: View { var body: some View { var k = 0; while true { k += 1 }; return Color.red } }"
      + "\nV()",
  ])
  func ctrlCStopsARunawayEvaluation(input: String) {
    let flag = InterruptFlag()
    let session = Lab.makeSession(interrupt: flag)
    _ = session.handle("Color.blue.frame(width: 30, height: 20)")
    let output = interrupt(session, flag, input, after: 0.2)
    #expect(output.status == .error)
    #expect(output.text.contains("error: interrupted"), "\(output.text)")
    // The interrupted input is not recorded (a replay would not stop at the same place), and
    // the session goes on: the previous root is still there, and new input runs.
    flag.clear()
    #expect(!session.record.entries.contains { $0.input == input })
    #expect(session.handle(":frames").text.contains("Color#1"))
    let next = session.handle("Color.red.frame(width: 10, height: 10)")
    #expect(next.status == .ok)
    #expect(session.handle(":frames").text.contains("(10, 10)"))
  }

  @Test func aFlagRaisedBeforehandStopsAtTheFirstStep() {
    let flag = InterruptFlag()
    let session = Lab.makeSession(interrupt: flag)
    flag.raise()
    #expect(session.handle("let x = 1").text.contains("interrupted"))
    flag.clear()
    #expect(session.handle("1 + 1").text == "2")
  }

  @Test func theHookSurvivesReset() {
    let flag = InterruptFlag()
    let session = Lab.makeSession(interrupt: flag)
    _ = session.handle(":reset")
    let output = interrupt(session, flag, "while true {}", after: 0.1)
    #expect(output.text.contains("error: interrupted"))
  }
}
