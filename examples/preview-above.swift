// A view file whose `#Preview` is not its last declaration: a helper view and the file's sample
// data are declared below it, as many files do. The preview is still the view the file shows,
// and it sees the data below it: `:load examples/preview-above.swift` builds
// `NavigationStack { Inbox() }` as the scene's root.
import SwiftUI

struct Inbox: View {
  var body: some View {
    List {
      ForEach(messages, id: \.sender) { message in
        MessageRow(sender: message.sender, subject: message.subject)
      }
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

let messages = [(sender: "Grace", subject: "Compilers"), (sender: "Ada", subject: "Engines")]
