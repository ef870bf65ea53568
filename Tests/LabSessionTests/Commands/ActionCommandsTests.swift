import Testing

@testable import LabSession

/// `:tap` and lifecycle moments through a whole session (issue 3).
@Suite struct ActionCommandsTests {
  let counter = """
    struct Counter: View {
      @State private var count = 0
      @State private var shown = true
      var body: some View {
        VStack {
          Text("count \\(count)")
            .onChange(of: count) { old, new in print("changed \\(old) -> \\(new)") }
          Button("Add") { count += 1 }
            .id("plus")
          if shown {
            Color.red.frame(width: 10, height: 10)
              .onAppear { print("red appeared") }
              .onDisappear { print("red gone") }
              .onTapGesture(count: 2) { shown = false }
              .id("red")
          }
        }
        .onAppear { print("stack appeared") }
      }
    }
    """

  func session() -> Session {
    let s = Lab.makeSession()
    s.handle(counter)
    return s
  }

  @Test func onAppearRunsAfterTheFirstUpdate() {
    let s = Lab.makeSession()
    s.handle(counter)
    let out = s.handle("Counter()")
    let lines = out.text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("root ") == true, "\(out.text)")
    #expect(Array(lines.dropFirst()) == ["stack appeared", "red appeared"])
  }

  @Test func treeShowsTheUserView() {
    let s = session()
    #expect(s.handle("Counter()").text.hasPrefix("root Counter#1 · "))
    let tree = s.handle(":tree").text
    #expect(tree.hasPrefix("Counter#1  Counter\n  VStack#1  VStack() .onAppear({ … })"), "\(tree)")
  }

  @Test func tappingAButtonUpdatesTheRoot() {
    let s = session()
    s.handle("Counter()")
    let out = s.handle(":tap #plus")
    #expect(out.status == .ok, "\(out.text)")
    let lines = out.text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("root ") == true)
    #expect(lines.dropFirst().first == "changed 0 -> 1")
    #expect(s.handle(":tree").text.contains("Text(\"count 1\")"))
    // The button's label reaches the button.
    #expect(s.handle(":tap Text#2").text.contains("changed 1 -> 2"))
  }

  @Test func tapCountAndRemovedViews() {
    let s = session()
    s.handle("Counter()")
    let single = s.handle(":tap #red")
    #expect(single.status == .error)
    #expect(single.text.contains("no Button or onTapGesture at or above #red"), "\(single.text)")
    let double = s.handle(":tap #red --count 2")
    #expect(double.text.contains("red gone"), "\(double.text)")
    #expect(s.handle(":tap #red --count 2").text.contains("no view has the id \"red\""))
  }

  @Test func tapWithoutStateChange() {
    let s = Lab.makeSession()
    s.handle("Button(\"Log\") { print(\"hello\") }")
    #expect(s.handle(":tap Text#1").text == "hello")
    s.handle("Button(\"Quiet\") { }")
    #expect(s.handle(":tap Text#1").text == "no state changed")
  }

  @Test func usageErrors() {
    let s = session()
    #expect(s.handle(":tap #plus").text.contains("no view yet"))
    s.handle("Counter()")
    #expect(s.handle(":tap").status == .error)
    #expect(s.handle(":tap #plus --count x").text.contains("--count needs a positive number"))
    #expect(s.handle(":tap #plus --fast").text.contains("unknown option '--fast'"))
  }

  @Test func runawayOnChangeStops() {
    let s = Lab.makeSession()
    s.handle(
      """
      struct Loop: View {
        @State var n = 0
        var body: some View {
          Text("\\(n)").onChange(of: n, initial: true) { n += 1 }
        }
      }
      """)
    let out = s.handle("Loop()")
    #expect(out.text.contains("warning: lifecycle closures changed state"), "\(out.text)")
  }
}
