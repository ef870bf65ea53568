import LabEngine
import Testing

@testable import LabScript

/// SwiftData's store, queries and context (docs/semantics.md §11.1).
@Suite struct SwiftDataTests {
  @Test func queriesSortFilterAndKeepInsertionOrderForTies() {
    let context = ScriptContext()
    let r = context.evaluate(
      """
      @Model final class Task {
        var name: String
        var rank: Int
        init(_ name: String, _ rank: Int) { self.name = name; self.rank = rank }
      }
      struct Board: View {
        @Environment(\\.modelContext) private var store
        @Query(sort: \\Task.rank, order: .reverse) private var byRank: [Task]
        @Query(sort: [SortDescriptor(\\Task.rank), SortDescriptor(\\Task.name, order: .reverse)]) private var both: [Task]
        @Query(filter: #Predicate<Task> { $0.rank > 1 }) private var high: [Task]
        var body: some View {
          Text(byRank.map(\\.name).joined() + "|" + both.map(\\.name).joined() + "|" + high.map(\\.name).joined())
        }
      }
      let container = try! ModelContainer(for: Task.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
      let a = Task("a", 1)
      container.mainContext.insert(a)
      container.mainContext.insert(Task("b", 2))
      container.mainContext.insert(Task("c", 2))
      container.mainContext.insert(a)
      Board()
      """)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    let tree = context.rebuildRoot().root
    func text(_ d: ViewDescription?) -> String? {
      guard let d else { return nil }
      if case .text(let t) = d.kind { return t.string }
      return d.children.lazy.compactMap(text).first
    }
    // Reverse by rank: b and c tie (inserted b first), then a; both: rank up, name down.
    #expect(text(tree) == "bca|acb|bc")
  }
}
