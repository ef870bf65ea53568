import LabEngine
import Testing

@testable import LabScript

/// `:preview`'s sample arguments and the objects a preview is given (docs/semantics.md §17).
@Suite struct PreviewSampleTests {
  func preview(_ source: String, _ name: String? = nil) -> (PreviewCall?, EvaluationResult) {
    let context = ScriptContext()
    let loaded = context.evaluate(source, file: "View.swift")
    #expect(!loaded.hasErrors, "\(loaded.renderedDiagnostics)")
    return context.preview(name)
  }

  @Test func memberwiseParametersGetSamplesAndDefaultsStay() {
    let (call, result) = preview(
      """
      enum Kind { case big(Int), small }
      struct Item { var name: String; var kind: Kind }
      struct Row: View {
        let item: Item
        var count = 3
        var note: String?
        @Binding var on: Bool
        var tags: [String]
        var pick: (Int, String) -> Void
        var body: some View { Text(item.name) }
      }
      """)
    #expect(
      call?.expression
        == "Row(item: Item(name: \"name\", kind: Kind.small), on: .constant(false), tags: [], pick: { _, _ in })")
    #expect(call?.madeUp == ["item", "on", "tags", "pick"])
    #expect(!result.hasErrors && result.root != nil, "\(result.renderedDiagnostics)")
  }

  @Test func anInitWhoseParametersHaveSamplesAndAGenericContent() {
    let (call, result) = preview(
      """
      struct Card<Content: View>: View {
        let content: Content
        init(title: String, @ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { content }
      }
      struct Screen: View { var body: some View { Card(title: "x") { Color.red } } }
      """, "Card")
    #expect(call?.expression == "Card(title: \"title\", content: { Text(\"content\") })")
    #expect(!result.hasErrors, "\(result.renderedDiagnostics)")
  }

  @Test func theProviderComesFirstAndNothingIsMadeUpForIt() {
    let (call, _) = preview(
      """
      struct A: View { let n: Int; var body: some View { Text("\\(n)") } }
      #if DEBUG
      struct A_Previews: PreviewProvider { static var previews: some View { A(n: 2) } }
      #endif
      """)
    #expect(call == PreviewCall(expression: "A_Previews.previews", madeUp: []))
  }

  @Test func aMissingObjectIsMadeOnceWithAWarningOrStopsWithWhy() {
    let source = """
      final class Model: ObservableObject { @Published var n = 1 }
      final class Store: ObservableObject { let key: String; init(key: String) { self.key = key } }
      struct Inner: View { @EnvironmentObject var model: Model; var body: some View { Text("\\(model.n)") } }
      struct Outer: View {
        @EnvironmentObject var model: Model
        var body: some View { VStack { Text("\\(model.n)"); Inner() } }
      }
      struct Needs: View { @EnvironmentObject var store: Store; var body: some View { Text(store.key) } }
      """
    let (_, made) = preview(source, "Outer")
    #expect(!made.hasErrors)
    #expect(made.diagnostics.filter { $0.severity == .warning && $0.message.contains("`Model()`") }.count == 1)
    let (_, stopped) = preview(source, "Needs")
    #expect(stopped.diagnostics.first { $0.severity == .error }?.notes.first?.message.contains("could not make one") == true)
    // Outside a preview, SwiftUI's stop stays.
    let context = ScriptContext()
    _ = context.evaluate(source)
    #expect(context.evaluate("Outer()").diagnostics.contains { $0.message.hasPrefix("no object of type `Model`") })
  }

  @Test func aTypeWithNoSampleIsNamed() {
    let (call, result) = preview(
      "struct M: View { var region: MKCoordinateRegion; var body: some View { Text(\"m\") } }")
    #expect(call == nil)
    #expect(result.diagnostics.first?.message.contains("`region: MKCoordinateRegion`") == true)
  }
}

extension PreviewSampleTests {
  @Test func aPreviewMacroIsGivenTheObjectsItsViewNeeds() {
    let context = ScriptContext()
    let r = context.evaluate(
      """
      final class Coord: ObservableObject { @Published var n = 1 }
      struct VA: View {
        @EnvironmentObject private var coordinator: Coord
        var body: some View { Text("\\(coordinator.n)") }
      }
      #Preview { VA() }
      """)
    #expect(!r.hasErrors && r.root != nil, "\(r.renderedDiagnostics)")
    #expect(r.diagnostics.contains { $0.severity == .warning && $0.message.contains("`Coord()`") })
    // A root the user's own code makes is not a preview: SwiftUI's stop stays.
    #expect(context.evaluate("VA()").hasErrors)
  }
}
