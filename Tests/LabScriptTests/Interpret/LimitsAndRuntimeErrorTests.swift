import LabEngine
import Testing

@testable import LabScript

@Suite struct LimitsAndRuntimeErrorTests {
  func first(_ r: EvaluationResult) -> Diagnostic? { r.diagnostics.first { $0.isError } }

  @Test func infiniteLoopHitsTheStepBudget() {
    let context = ScriptContext(limits: EvaluationLimits(maxSteps: 10_000))
    let r = context.evaluate("var n = 0\nwhile true { n += 1 }")
    #expect(first(r)?.message.contains("step limit") == true)
    #expect(first(r)?.notes.first?.message.contains("maxSteps") == true)
  }

  /// The interrupt flag (Ctrl-C) is asked at every evaluation step, and the first step that sees
  /// it raised stops the input: the time from Ctrl-C to the prompt is one step's, whatever the
  /// code does (loops, calls, closures, view bodies). The latency itself is a benchmark
  /// (Benchmarks/Benchmarks/FrontEnd, "Ctrl-C during a runaway loop").
  @Test(arguments: [
    "while true {}",
    "var n = 0\nwhile true { n += 1 }",
    "func f() -> Int { var i = 0; while i >= 0 { i = (i + 1) % 7 }; return i }\nf()",
    "struct V: View { var body: some View { var k = 0; while true { k += 1 }; return Color.red } }"
      + "\nV()",
    "for _ in 0..<99_999 { for _ in 0..<99_999 { _ = [1, 2, 3].map { $0 * 2 } } }",
  ])
  func theFirstStepAfterTheFlagStopsTheInput(input: String) {
    let context = ScriptContext()
    var asks = 0
    context.isInterrupted = {
      asks += 1
      return asks >= 5_000
    }
    let r = context.evaluate(input)
    #expect(first(r)?.message == "interrupted")
    #expect(asks == 5_000, "asked \(asks) times")
    context.isInterrupted = { false }
    #expect(context.evaluate("1 + 1").value.map { "\($0)" } == "2")
  }

  @Test func recursionHitsTheDepthLimit() {
    let r = evaluate("func f(_ n: Int) -> Int { return f(n + 1) }\nf(0)")
    #expect(first(r)?.message.contains("recursion depth limit") == true)
    #expect(first(r)?.range?.start.line == 1)
  }

  /// A view whose body builds itself again — directly (which used to end the process with a
  /// stack overflow), inside a container, or through another view — stops at the one depth
  /// limit with the cycle named, and the context goes on.
  @Test(arguments: [
    ("struct Loop: View { var body: some View { Loop() } }\nLoop()", "`Loop` contains itself: Loop → Loop → …"),
    ("struct Loop: View { var body: some View { VStack { Loop() } } }\nLoop()", "`Loop` contains itself: Loop → Loop → …"),
    (
      "struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A().padding() } }\nA()",
      "`A` contains itself: A → B → A → …"
    ),
  ])
  func aViewThatContainsItselfNamesTheCycle(input: String, message: String) {
    let context = ScriptContext()
    let r = context.evaluate(input)
    #expect(first(r)?.message == message)
    #expect(first(r)?.range != nil)
    #expect(context.evaluate("Text(\"still here\")").root != nil)
  }

  /// Recursion that ends is not an error: 150 nested views of one type build.
  @Test func aRecursiveViewWithAnEndBuilds() {
    let r = evaluate(
      "struct Nest: View { var n: Int\n var body: some View { if n > 0 { Nest(n: n - 1).padding(1) } else { Color.red } } }\nNest(n: 90)")
    #expect(first(r) == nil, "\(r.renderedDiagnostics)")
    #expect(r.root != nil)
  }

  @Test func hugeCollectionsHitTheSizeLimit() {
    let context = ScriptContext(limits: EvaluationLimits(maxCollectionSize: 1000))
    let r = context.evaluate("let a = Array(0..<5000)")
    #expect(first(r)?.message.contains("collection size limit") == true)
    let f = context.evaluate("VStack { ForEach(0..<5000) { _ in Color.red } }")
    #expect(first(f)?.message.contains("collection size limit") == true)
  }

  @Test func manyViewsHitTheViewLimit() {
    let context = ScriptContext(limits: EvaluationLimits(maxViews: 100))
    let r = context.evaluate("VStack { ForEach(0..<80) { _ in Color.red.padding() } }")
    #expect(first(r)?.message.contains("view count limit") == true)
  }

  @Test func intOfInfinityIsADiagnostic() {
    let r = evaluate("let x = Int(Double.infinity)")
    #expect(first(r)?.message.contains("non-finite") == true)
    #expect(first(r)?.range?.start.column == 13)
  }

  @Test func integerDivisionByZero() {
    let r = evaluate("let z = 0\nlet q = 10 / z")
    #expect(first(r)?.message == "integer division by zero")
    #expect(first(r)?.range?.start.line == 2)
    #expect(first(r)?.range?.start.column == 12)
    #expect(r.renderedDiagnostics.contains("let q = 10 / z"))
  }

  @Test func indexOutOfRange() {
    let r = evaluate("let a = [1, 2]\nlet b = a[5]")
    #expect(first(r)?.message.contains("index out of range") == true)
  }

  @Test func overflowIsADiagnostic() {
    let r = evaluate("let big = Int.max\nlet c = big + 1")
    #expect(first(r)?.message.contains("overflow") == true)
    let m = evaluate("let m = Int.min * -1")
    #expect(first(m)?.message.contains("overflow") == true)
  }

  @Test func forceUnwrapOfNil() {
    let r = evaluate("let o: Int? = nil\nlet v = o!")
    #expect(first(r)?.message.contains("unexpectedly found nil") == true)
  }

  @Test func deeplyNestedInputDoesNotCrash() {
    let text = String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000)
    let r = evaluate(text)
    #expect(r.hasErrors || r.value?.description == "1")
    let views =
      String(repeating: "VStack { ", count: 150) + "Color.red" + String(repeating: " }", count: 150)
    let v = evaluate(views)
    #expect(v.root != nil || v.hasErrors)
  }

  @Test func alignmentGuideErrorsFallBackToTheDefault() {
    let context = ScriptContext()
    let r = context.evaluate("Color.red.alignmentGuide(.leading) { d in CGFloat(1 / 0) }")
    guard case .alignmentGuide(_, let computation)? = r.root?.kind else {
      Issue.record("no guide: \(r.renderedDiagnostics)")
      return
    }
    #expect(computation.compute(ViewDimensions(size: Size(width: 10, height: 10))) == 0)
  }

  /// Runtime errors are typed: what went wrong is a kind code can test, apart from the
  /// message people read.
  @Test(arguments: [
    ("let x = 7 / 0", RuntimeErrorKind.arithmetic),
    ("let m = Int.max + 1", .arithmetic),
    ("Color.red.framm(width: 1)", .unknownName),
    ("Color.red.frame(width: \"wide\")", .typeMismatch),
    ("struct Me: View { var body: some View { Me() } }\nMe()", .recursion(["Me", "Me"])),
    ("func f(_ n: Int) -> Int { f(n) }\nf(1)", .limit("maxCallDepth")),
    ("Gauge(value: 0.5) { Text(\"Day\") }", .notSupported),
    ("Text()", .argument),
    ("Color.red.frame(width: 10).transition()", .argument),
    ("let x = 1\nx = 2", .invalidSwift),
    ("let d = 2.5\nlet i: Int = d", .typeMismatch),
    ("var a: [Int] = []\na.removeLast()", .trap),
    ("let a = [1, 2]\nlet x = a[3]", .trap),
    ("let o: Int? = nil\nlet x = o!", .trap),
    ("fatalError(\"no\")", .trap),
    ("let n = 99999999999999999999", .invalidSwift),
    ("Text(1)", .typeMismatch),
    ("let d = [\"a\": [\"b\": 1]]\nlet x = d[\"a\"][\"b\"]", .invalidSwift),
  ])
  func runtimeErrorsHaveAKind(input: String, kind: RuntimeErrorKind) {
    let r = ScriptContext().evaluate(input)
    #expect(r.errorKinds.first == kind, "\(input): \(r.renderedDiagnostics)")
  }

  /// A tap the session delivers to an action that is gone: not the program's mistake, and not
  /// Swift's.
  @Test func anActionNoLongerInTheTreeIsStale() {
    let context = ScriptContext()
    #expect(context.fire(token: 12345).errorKinds == [.stale])
    #expect(context.fireInput(token: 12345, value: .text("x")).errorKinds == [.stale])
  }

  @Test func theStepBudgetIsALimitKind() {
    let context = ScriptContext(limits: EvaluationLimits(maxSteps: 1_000))
    #expect(context.evaluate("while true {}").errorKinds == [.limit("maxSteps")])
  }
}
