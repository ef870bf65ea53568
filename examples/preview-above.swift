// A view file whose `#Preview` is not its last declaration: a helper view is declared below it,
// as many files do. The preview is still the view the file shows: `:load
// examples/preview-above.swift` builds `NavigationStack { Inbox() }` as the scene's root.
import SwiftUI

struct Inbox: View {
  var body: some View {
    List {
      MessageRow(sender: "Grace", subject: "Compilers")
      MessageRow(sender: "Ada", subject: "Engines")
    }
    .navigationTitle("Inbox")
  }
}

#Preview {
  NavigationStack {
    Inbox()
  }
}

private struct MessageRow: View {
  let sender: String
  let subject: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(sender).font(.headline)
      Text(subject).font(.subheadline)
    }
  }
}
