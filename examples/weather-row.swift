import SwiftUI

enum Units { case celsius, fahrenheit }

final class Settings: ObservableObject {
    @Published var units = Units.celsius
}

// A row of a weather list: no #Preview, and every property but the settings comes from the
// list that makes it.
struct WeatherRow: View {
    @EnvironmentObject var settings: Settings
    let city: String
    var temperature: Int
    var units: Units
    @Binding var isFavourite: Bool
    var onSelect: () -> Void

    var body: some View {
        HStack {
            Text(city).font(.headline)
            Spacer()
            Text("\(temperature)°" + (settings.units == .celsius ? "C" : "F"))
            Image(systemName: isFavourite ? "star.fill" : "star")
        }
        .padding()
        .onTapGesture(perform: onSelect)
    }
}
