import LabEngine
import Testing

@testable import LabScript

@Suite struct StateAndStructTests {
  let counter = """
    struct Counter: View {
      @State var count = 0
      @State private var on = false
      let step: Int
      var label: String { "n=\\(count)" }
      var body: some View {
        VStack {
          Text(label)
          if on { Circle() }
          Button("add") { count += step }
        }
      }
    }
    """

  @Test func rootFromAUserViewAndStateListing() {
    let context = ScriptContext()
    let r = evaluate(counter, "Counter(step: 2)", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(shape(r.root) == "Counter{VStack{Text(n=0),Group{Group},.button{Text(add)}}}")
    let names = context.stateVariables.map { "\($0.key)=\($0.value)" }
    #expect(names == ["Counter.count=0", "Counter.on=false"])
  }

  @Test func topLevelMutationsRebuildTheRoot() {
    let context = ScriptContext()
    evaluate(counter, "Counter(step: 2)", context: context)
    let r = context.evaluate("count = 3\non.toggle()", file: "<m>")
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(shape(r.root) == "Counter{VStack{Text(n=3),Group{Group{Circle}},.button{Text(add)}}}")
    #expect(r.stateChanges.map(\.key.name) == ["count", "on"])
    #expect(r.stateChanges.allSatisfy { $0.animation == nil })
  }

  @Test func withAnimationRecordsTheAnimation() {
    let context = ScriptContext()
    evaluate(counter, "Counter(step: 2)", context: context)
    let r = context.evaluate("withAnimation(.smooth(duration: 1)) { on.toggle() }", file: "<m>")
    #expect(r.stateChanges.first?.animationText == ".smooth(duration: 1)")
    let plain = context.evaluate("withAnimation { count = 1 }", file: "<m2>")
    #expect(plain.stateChanges.first?.animationText == ".default")
  }

  @Test func setStateFromTheSession() {
    let context = ScriptContext()
    evaluate(counter, "Counter(step: 2)", context: context)
    let r = context.setState(StateKey(owner: "Counter", name: "count"), expression: "40 + 2")
    #expect(shape(r.root).contains("Text(n=42)"))
    let missing = context.setState(StateKey(owner: "Counter", name: "cont"), expression: "1")
    #expect(missing.hasErrors)
    #expect(missing.diagnostics.first?.notes.first?.message == "did you mean `Counter.count`?")
  }

  @Test func bindingsWriteThroughToState() {
    let src = """
      struct Child: View {
        @Binding var flag: Bool
        var body: some View { Color.red.onAppear { flag = true } }
        func flip() { flag.toggle() }
      }
      struct Parent: View {
        @State var flag = false
        var body: some View {
          VStack {
            Child(flag: $flag)
            Text(flag ? "on" : "off")
          }
        }
      }
      """
    let context = ScriptContext()
    let r = evaluate(src, "Parent()", context: context)
    #expect(
      shape(r.root) == "Parent{VStack{Child{.onAppear{Color.red}},Text(off)}}",
      "\(r.renderedDiagnostics)")
    let changed = context.evaluate("flag = true", file: "<m>")
    #expect(shape(changed.root) == "Parent{VStack{Child{.onAppear{Color.red}},Text(on)}}")
  }

  @Test func nestedViewsGetTheirOwnStateOwners() {
    let src = """
      struct Cell: View {
        @State var hit = false
        let n: Int
        var body: some View { Text("\\(n)") }
      }
      struct Board: View {
        var body: some View { HStack { Cell(n: 1); Cell(n: 2) } }
      }
      """
    let context = ScriptContext()
    evaluate(src, "Board()", context: context)
    #expect(context.stateVariables.map(\.key.description) == ["Cell.hit", "Cell#2.hit"])
  }

  @Test func viewModifierAndViewExtension() {
    let src = """
      struct Card: ViewModifier {
        var inset: CGFloat = 8
        func body(content: Content) -> some View {
          content.padding(inset).background(Color.gray)
        }
      }
      extension View {
        func card() -> some View { modifier(Card(inset: 4)) }
        func boxed(_ w: CGFloat) -> some View { self.frame(width: w, height: w) }
      }
      Text("x").card().boxed(50)
      """
    let r = evaluate(src)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(shape(r.root) == ".frame{.background{.padding{Text(x)},Color.gray}}")
  }

  @Test func viewBuilderPropertiesAndFunctions() {
    let src = """
      struct V: View {
        var items = ["a", "b"]
        @ViewBuilder var header: some View {
          Text("h")
          Divider()
        }
        @ViewBuilder func row(_ s: String) -> some View {
          if s == "a" { Circle() } else { Rectangle() }
        }
        var body: some View {
          VStack {
            header
            ForEach(items, id: \\.self) { row($0) }
          }
        }
      }
      V()
      """
    let r = evaluate(src)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(
      shape(r.root)
        == "V{VStack{Group{Text(h),Divider},Group{ForEach(a){Group{Group{Circle},Group}},"
        + "ForEach(b){Group{Group,Group{Rectangle}}}}}}"
    )
  }

  @Test func memberwiseInitChecksArguments() {
    let r = evaluate(
      "struct P: View { let title: String\n var body: some View { Text(title) } }\nP(titel: \"x\")")
    #expect(r.hasErrors)
    #expect(r.diagnostics.first?.fixIts.first?.replacement == "title")
  }

  @Test func immutableSelfIsAnError() {
    let r = evaluate(
      "struct Q: View { var n = 0\n var body: some View { Button(\"b\") { n += 1 } } }\nQ()\n")
    #expect(!r.hasErrors)
    // The action only runs when fired; assigning through it is checked then.
    let context = ScriptContext()
    evaluate("struct Q { var n = 0\n func bump() { n += 1 } }\nlet q = Q()", context: context)
    let bump = context.evaluate("q.bump()", file: "<b>")
    #expect(messages(bump).first?.contains("immutable") == true)
  }
}

@Suite struct StoredBuilderPropertyTests {
  /// SE-0289: a stored property marked with a result builder makes the memberwise initializer
  /// take a closure that is built and stored, also when the builder is declared below the
  /// struct, as in a file (the swipe-actions files of real projects are written so).
  @Test func aStoredPropertyMarkedWithABuilderDeclaredBelowStoresWhatTheClosureBuilds() {
    let r = evaluate(
      """
      struct Action { var title: String; var isEnabled = true }
      struct SwipeRow {
        @ActionBuilder var actions: [Action]
      }
      let row = SwipeRow { Action(title: "Pin"); Action(title: "Delete", isEnabled: false) }
      print(row.actions.count, row.actions.filter { $0.isEnabled }.map(\\.title))
      @resultBuilder
      struct ActionBuilder {
        static func buildBlock(_ parts: Action...) -> [Action] { parts }
      }
      """)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(r.diagnostics.isEmpty, "\(r.renderedDiagnostics)")
    #expect(r.output == "2 [\"Pin\"]\n")
  }
}

@Suite struct ProtocolBodyTests {
  /// A struct conforming to a protocol that refines `View` is a view, and its `body` can come
  /// from an extension of that protocol, also when the protocol is declared below the struct
  /// (as in Asperi's `TestCustomViewProtocol.swift`).
  @Test func aBodyFromAProtocolExtensionBuildsTheViewWhateverTheOrder() {
    let r = evaluate(
      """
      struct Welcome: Tile {
        var title: String { "Hello" }
      }
      Welcome()
      protocol Tile: View {
        var title: String { get }
      }
      extension Tile {
        var body: some View { Text(title).padding(8) }
      }
      """)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(shape(r.root) == "Welcome{.padding{Text(Hello)}}")
  }
}
