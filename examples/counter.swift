// A badge whose width follows its @State count: load it with `:load examples/counter.swift`,
// then change the count with `:state count = 12`.
struct Badge: View {
  @State var count = 3
  @State var title = "Inbox"

  var body: some View {
    HStack(spacing: 4) {
      Text(title)
      Color.red.frame(width: Double(count) * 10, height: 20)
    }
    .padding(8)
  }
}

Badge()
