// Each trail's bar is 20 points per kilometre: `:load examples/trails/Views/TrailList.swift`
// after the model.
import SwiftUI

struct TrailRow: View {
  let trail: Trail

  var body: some View {
    HStack(spacing: 8) {
      Text(trail.name)
      Spacer()
      Color.green.frame(width: trail.lengthKm * 20, height: 8)
    }
  }
}

struct TrailList: View {
  var body: some View {
    VStack(spacing: 12) {
      ForEach(trails) { trail in
        TrailRow(trail: trail)
      }
    }
    .padding()
  }
}

#Preview {
  TrailList()
}
