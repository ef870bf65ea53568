// Sample data split across globals, the deck declared before the cards it is made of: in an
// app's files (all but `main.swift`) Swift initialises globals when they are first used, so
// the order does not matter. `:load examples/deck.swift`.
let deck = [cards[1], cards[0]]
let cards = ["ace", "king"]

struct DeckView: View {
  var body: some View {
    HStack(spacing: 8) {
      ForEach(deck, id: \.self) { name in
        Text(name).padding(4)
      }
    }
  }
}

#Preview {
  DeckView()
}
