import LabEngine
import Testing

@testable import LabScript

/// `withTransaction` records its transaction's animation on the state changes it makes, as
/// `withAnimation` does; `.transaction { }` sets the animation of the changes below it.
@Suite struct TransactionBuiltinTests {
  let counter = """
    struct Counter: View {
      @State var n = 0
      var body: some View { Text("\\(n)") }
    }
    """

  func changes(_ input: String) -> [StateChange] {
    let context = ScriptContext()
    evaluate(counter, "Counter()", context: context)
    let r = context.evaluate(input, file: "<m>")
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    return r.stateChanges
  }

  @Test func withTransactionRecordsItsAnimation() {
    let linear = changes("withTransaction(Transaction(animation: .linear(duration: 2))) { n = 1 }")
    #expect(linear.first?.animation == .linear(duration: 2))
    #expect(linear.first?.animationText == ".linear(duration: 2)")
    #expect(linear.first?.disablesAnimations == false)

    let built = changes(
      """
      var t = Transaction()
      t.animation = .easeIn
      t.disablesAnimations = true
      withTransaction(t) { n += 1 }
      """)
    #expect(built.first?.animation == .easeIn)
    #expect(built.first?.disablesAnimations == true)

    let none = changes("withTransaction(Transaction()) { n = 2 }")
    #expect(none.first?.animation == nil)
    #expect(none.first?.animationText == "nil")

    let keyPath = changes("withTransaction(\\.disablesAnimations, true) { n = 3 }")
    #expect(keyPath.first?.disablesAnimations == true)
  }

  @Test func transactionValues() {
    let r = evaluate("var t = Transaction(animation: .easeOut)\nt.disablesAnimations = true\nt")
    #expect(r.value?.description == "Transaction(animation: .easeOut, disablesAnimations: true)")
    #expect(evaluate("Transaction().animation == nil").value?.description == "true")
    #expect(evaluate("var t = Transaction()\nt.speed = 2").hasErrors)
  }

  @Test func theTransactionModifierSetsTheAnimationBelow() {
    let r = evaluate("Color.red.transaction { $0.animation = .linear }")
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(shape(r.root) == ".transaction{Color.red}")
    guard case .transaction(let o)? = r.root?.kind else { return }
    #expect(o.animation == .some(.linear))
    let named = evaluate("Color.red.transaction { t in t.animation = nil }.padding()")
    #expect(shape(named.root) == ".padding{.transaction{Color.red}}")
    let untouched = evaluate("Color.red.transaction { t in }")
    #expect(shape(untouched.root) == "Color.red")
    let disabling = evaluate("Color.red.transaction { $0.disablesAnimations = true }")
    #expect(disabling.diagnostics.isEmpty, "\(disabling.renderedDiagnostics)")
    guard case .transaction(let d)? = disabling.root?.kind else { return }
    #expect(d.disablesAnimations && d.animation == nil)
  }
}
