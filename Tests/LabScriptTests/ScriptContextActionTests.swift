import LabEngine
import Testing

@testable import LabScript

/// Closures at SwiftUI's moments (issue 3): gestures fired by token, and lifecycle closures
/// run after each update, in tree order.
@Suite struct ScriptContextActionTests {
  /// The handlers of a tree in pre-order.
  func handlers(_ view: ViewDescription?) -> [ActionHandler] {
    guard let view else { return [] }
    var found: [ActionHandler] = []
    if case .action(let h) = view.kind { found.append(h) }
    for child in view.children { found += handlers(child) }
    return found
  }

  func gesture(_ view: ViewDescription?, _ name: String) -> ActionHandler? {
    handlers(view).first { $0.moment.isGesture && ($0.detail == name || $0.name == name) }
  }

  @Test func buttonAndTapClosuresRunOnlyWhenFired() {
    let context = ScriptContext()
    let r = evaluate(
      """
      struct Counter: View {
        @State var count = 0
        var body: some View {
          VStack {
            Button("Add") { count += 1; print("added") }
            Button(action: { count += 10 }) { Text("Ten") }
            Button { count += 100 } label: { Text("Hundred") }
            Text("\\(count)").onTapGesture { location in count = -1 }
          }
        }
      }
      """, "Counter()", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(r.output.isEmpty)
    #expect(
      shape(r.root)
        == "Counter{VStack{.button{Text(Add)},.button{Text(Ten)},.button{Text(Hundred)},"
        + ".onTapGesture{Text(0)}}}")
    var root = r.root
    let taps = [("Add", "1"), ("Ten", "11"), ("Hundred", "111"), ("onTapGesture", "-1")]
    for (name, expected) in taps {
      guard let h = gesture(root, name) else {
        Issue.record("no \(name)")
        return
      }
      let fired = context.fire(token: h.token)
      #expect(!fired.hasErrors, "\(fired.renderedDiagnostics)")
      #expect(fired.stateChanges.last?.new.description == expected)
      root = fired.root
    }
    #expect(shape(root).hasSuffix(".onTapGesture{Text(-1)}}}"))
  }

  @Test func aStaleOrFailingActionIsADiagnostic() {
    let context = ScriptContext()
    let r = evaluate(
      """
      struct V: View {
        let xs: [Int] = []
        var body: some View { Button("Boom") { print(xs[2]) } }
      }
      """, "V()", context: context)
    guard let h = gesture(r.root, "Boom") else {
      Issue.record("no button")
      return
    }
    let fired = context.fire(token: h.token)
    #expect(fired.hasErrors)
    #expect(messages(fired).first?.contains("index") == true, "\(messages(fired))")
    let stale = context.fire(token: h.token + 1000)
    #expect(messages(stale) == ["that action is no longer part of the view tree"])
  }

  @Test func appearDisappearAndChangeFollowIdentity() {
    let context = ScriptContext()
    let r = evaluate(
      """
      struct Lab: View {
        @State var on = true
        @State var n = 0
        var body: some View {
          VStack {
            if on {
              Color.red.onAppear { print("red in") }.onDisappear { print("red out") }
            } else {
              Color.blue.onAppear { print("blue in") }
            }
            Text("\\(n)")
              .onChange(of: n) { old, new in print("n \\(old)->\\(new)") }
              .onChange(of: n) { new in print("n is \\(new)") }
              .onChange(of: on, initial: true) { print("on changed") }
              .task(id: n) { print("task \\(n)") }
          }
        }
      }
      """, "Lab()", context: context)
    guard let root = r.root else {
      Issue.record("no root: \(r.renderedDiagnostics)")
      return
    }
    let first = context.runLifecycle(root)
    #expect(first.output == "red in\non changed\ntask 0\n")
    #expect(first.root == nil)
    // The same tree again: nothing appears, nothing changed.
    #expect(context.runLifecycle(root).output == "")
    let bumped = context.evaluate("n = 3", file: "<bump>")
    guard let bumpedRoot = bumped.root else { return }
    #expect(context.runLifecycle(bumpedRoot).output == "n 0->3\nn is 3\ntask 3\n")
    let flipped = context.evaluate("on = false", file: "<flip>")
    guard let flippedRoot = flipped.root else { return }
    // The old branch's onDisappear first, then the new branch in tree order.
    #expect(context.runLifecycle(flippedRoot).output == "red out\nblue in\non changed\n")
  }

  @Test func lifecycleStateChangesRebuildTheRoot() {
    let context = ScriptContext()
    let r = evaluate(
      """
      struct Loader: View {
        @State var loaded = false
        var body: some View {
          Text(loaded ? "ready" : "loading").task { loaded = true }
        }
      }
      """, "Loader()", context: context)
    guard let root = r.root else { return }
    let moments = context.runLifecycle(root)
    #expect(shape(moments.root) == "Loader{.task{Text(ready)}}")
    #expect(moments.stateChanges.map(\.new.description) == ["true"])
  }

  // A ForEach element keeps its identity when it moves, so it does not appear again.
  @Test func movedForEachElementsKeepTheirClosures() {
    let context = ScriptContext()
    let r = evaluate(
      """
      struct List2: View {
        @State var items = ["a", "b"]
        var body: some View {
          VStack {
            ForEach(items, id: \\.self) { item in
              Text(item)
                .onAppear { print("appear \\(item)") }
                .onDisappear { print("gone \\(item)") }
            }
          }
        }
      }
      """, "List2()", context: context)
    guard let root = r.root else { return }
    #expect(context.runLifecycle(root).output == "appear a\nappear b\n")
    let moved = context.evaluate("items = [\"b\", \"c\"]", file: "<m>")
    guard let movedRoot = moved.root else { return }
    #expect(context.runLifecycle(movedRoot).output == "gone a\nappear c\n")
  }
}
