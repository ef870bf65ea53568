import SwiftUI
import CoreData

struct NoteList: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.created, ascending: false)])
    private var notes: FetchedResults<Note>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(notes) { note in
                HStack {
                    Text(note.title ?? "")
                    Spacer()
                    Text(String(repeating: "★", count: Int(note.stars)))
                }
            }
            Button("Add") { addNote() }
        }
        .padding()
    }

    private func addNote() {
        let note = Note(context: context)
        note.created = Date(timeIntervalSinceReferenceDate: 4 * 3600)
        try? context.save()
    }
}

#Preview {
    NoteList().environment(\.managedObjectContext, NotesStore.sample.container.viewContext)
}
