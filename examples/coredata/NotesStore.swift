import CoreData

/// The app's Core Data stack: one container, in memory for previews.
struct NotesStore {
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Notes")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("the store did not load: \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    /// Three notes, an hour apart, for previews.
    static let sample: NotesStore = {
        let store = NotesStore(inMemory: true)
        let context = store.container.viewContext
        for (hour, title) in ["Groceries", "Call Ana", "Book flights"].enumerated() {
            let note = Note(context: context)
            note.title = title
            note.created = Date(timeIntervalSinceReferenceDate: Double(hour) * 3600)
            note.stars = Int16(hour)
        }
        try? context.save()
        return store
    }()
}
