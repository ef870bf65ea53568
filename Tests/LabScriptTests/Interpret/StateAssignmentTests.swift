import LabEngine
import Testing

@testable import LabScript

/// `:state name = value` checks the value's type against the variable's, and keeps the old
/// value when the check or the rebuild fails.
@Suite struct StateAssignmentTests {
  let source = """
    enum Mode { case a, b }
    enum Other { case x }
    struct Panel: View {
      @State var count = 0
      @State var scale = 1.0
      @State var on = false
      @State var mode = Mode.a
      @State var selected: Int? = nil
      let items = ["p", "q"]
      var body: some View { Text("\\(items[count]) \\(scale) \\(on) \\(mode)") }
    }
    """

  func context() -> ScriptContext {
    let context = ScriptContext()
    evaluate(source, "Panel()", context: context)
    return context
  }

  func current(_ context: ScriptContext, _ name: String) -> String? {
    context.stateVariables.first { $0.key.name == name }?.value.description
  }

  func set(_ context: ScriptContext, _ name: String, _ expression: String) -> EvaluationResult {
    context.setState(StateKey(owner: "Panel", name: name), expression: expression)
  }

  @Test func aValueOfTheWrongTypeIsRefusedAtTheExpression() {
    let c = context()
    let r = set(c, "count", "\"a\"")
    #expect(r.hasErrors)
    #expect(r.diagnostics.first?.message.contains("`String`") == true)
    #expect(r.diagnostics.first?.range?.start.file == "<state>")
    #expect(current(c, "count") == "0")
    #expect(set(c, "count", "1.5").hasErrors)
    #expect(set(c, "on", "1").hasErrors)
    #expect(set(c, "mode", "Other.x").hasErrors)
    #expect(set(c, "mode", ".c").hasErrors)
    #expect(set(c, "count", "nil").hasErrors)
    #expect(current(c, "count") == "0")
    #expect(current(c, "mode") == "a")
  }

  @Test func valuesOfTheSameTypeAreAccepted() {
    let c = context()
    #expect(!set(c, "count", "1").hasErrors)
    #expect(current(c, "count") == "1")
    #expect(!set(c, "scale", "3").hasErrors)
    #expect(current(c, "scale") == "3.0")
    #expect(!set(c, "on", "true").hasErrors)
    #expect(!set(c, "mode", ".b").hasErrors)
    #expect(current(c, "mode") == "b")
    #expect(!set(c, "selected", "4").hasErrors)
    #expect(!set(c, "selected", "nil").hasErrors)
  }

  @Test func aFailedRebuildRollsBack() {
    let c = context()
    let r = set(c, "count", "5")
    #expect(r.hasErrors)
    #expect(r.diagnostics.first?.message.contains("out of range") == true)
    #expect(current(c, "count") == "0")
    #expect(!set(c, "count", "1").hasErrors)
  }
}
