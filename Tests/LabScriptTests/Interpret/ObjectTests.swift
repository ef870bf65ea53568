import LabEngine
import Testing

@testable import LabScript

/// Objects (instances of user classes) keep their properties in the state store under their
/// identity: shared by reference, listed under the state that holds them, restored by the
/// timeline's snapshots, and kept when a new root replaces the views' state.
@Suite struct ObjectTests {
  let model = """
    final class Cart: ObservableObject {
      @Published var items: [String] = []
      var note = ""
      func add(_ s: String) { items.append(s) }
    }
    struct CartView: View {
      @StateObject private var cart = Cart()
      var body: some View { Text("\\(cart.items.count)") }
    }
    """

  private func listing(_ context: ScriptContext) -> [String] {
    context.stateVariables.map { "\($0.key) = \($0.value.stateText)" }
  }

  @Test func aPublishedWriteIsAStateChangeAndAPlainOneIsNot() {
    let context = ScriptContext()
    let r = evaluate(model, "CartView()", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    let published = context.evaluate("cart.add(\"a\")", file: "<p>")
    #expect(published.stateChanges.map(\.key.description) == ["Cart.items"])
    #expect(shape(published.root) == "CartView{Text(1)}")
    let plain = context.evaluate("cart.note = \"x\"", file: "<n>")
    #expect(plain.stateChanges.isEmpty)
    #expect(plain.root == nil)
    #expect(plain.diagnostics.contains { $0.message.contains("not `@Published`") })
    #expect(listing(context) == ["CartView.cart = Cart", "Cart.items = [\"a\"]", "Cart.note = \"x\""])
  }

  @Test func aSnapshotRestoresAnObjectsProperties() {
    let context = ScriptContext()
    evaluate(model, "CartView()", context: context)
    let before = context.stateSnapshot()
    _ = context.evaluate("cart.add(\"a\")\ncart.add(\"b\")", file: "<p>")
    #expect(listing(context).contains("Cart.items = [\"a\", \"b\"]"))
    context.restoreState(before)
    #expect(listing(context).contains("Cart.items = []"))
  }

  @Test func aNewRootKeepsObjectsThatGlobalsHold() {
    let context = ScriptContext()
    evaluate(model, "let shared = Cart()", "shared.add(\"kept\")", "CartView()", context: context)
    // The view's own Cart is Cart#2; the global's is listed after the views' state.
    #expect(listing(context) == ["CartView.cart = Cart#2", "Cart#2.items = []", "Cart#2.note = \"\"",
      "Cart.items = [\"kept\"]", "Cart.note = \"\""])
    _ = context.evaluate("Text(\"other\")", file: "<r>")
    // The old view's object is gone with its state; the global's stays.
    #expect(listing(context) == ["Cart.items = [\"kept\"]", "Cart.note = \"\""])
  }

  /// `View().environmentObject(Store())` as the root: the root's own objects are made once, so
  /// a change survives the rebuild it causes.
  @Test func theRootsOwnObjectsSurviveRebuilds() {
    let context = ScriptContext()
    let r = evaluate(
      """
      final class Store: ObservableObject {
        @Published var n = 0
        init() { print("made") }
      }
      struct Counter: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("\\(store.n)") }
      }
      """, "Counter().environmentObject(Store())", context: context)
    #expect(r.output == "made\n")
    let changed = context.evaluate("(Store.self, 0).1", file: "<noop>")
    #expect(!changed.hasErrors)
    let rebuilt = context.rebuildRoot()
    #expect(rebuilt.output == "")
    #expect(listing(context) == ["Store.n = 0"])
  }

  @Test func anObjectIsMadeOnceForAStateObject() {
    let context = ScriptContext()
    let r = evaluate(
      """
      final class Made: ObservableObject {
        @Published var n = 0
        init() { print("made") }
      }
      struct Child: View {
        @StateObject var made = Made()
        var body: some View { Text("\\(made.n)") }
      }
      struct Parent: View {
        @State var t = 0
        var body: some View { VStack { Text("\\(t)"); Child() } }
      }
      """, "Parent()", context: context)
    #expect(r.output == "made\n")
    let again = context.evaluate("t += 1", file: "<t>")
    #expect(again.output == "")
    #expect(again.root != nil)
  }
}
