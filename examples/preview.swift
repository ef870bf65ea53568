// A view file as Xcode writes it, ending in `#Preview`: `:load examples/preview.swift` builds
// the preview's view as the scene's root, the view Xcode's canvas would show.
import SwiftUI

struct ProfileCard: View {
  var name = "Ada"
  var body: some View {
    HStack(spacing: 12) {
      Circle().fill(.blue).frame(width: 44, height: 44)
      Text(name).font(.headline)
      Spacer()
    }
    .padding()
  }
}

#Preview {
  ProfileCard(name: "Grace")
}
