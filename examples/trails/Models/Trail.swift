// A small app's model, loaded from the JSON in its bundle the way Apple's Landmarks tutorial
// loads `landmarkData.json`: `:load examples/trails/Models/Trail.swift`.
import Foundation

struct Trail: Codable, Identifiable {
  var id: Int
  var name: String
  var lengthKm: Double
  var difficulty: Difficulty
  var elevation: Range<Double>
  var note: String?

  enum Difficulty: String, Codable {
    case easy, moderate, hard
  }

  var climb: Double { elevation.upperBound - elevation.lowerBound }
}

func load<T: Decodable>(_ filename: String) -> T {
  guard let url = Bundle.main.url(forResource: filename, withExtension: nil) else {
    fatalError("Couldn't find \(filename) in the main bundle.")
  }
  do {
    let data = try Data(contentsOf: url)
    return try JSONDecoder().decode(T.self, from: data)
  } catch {
    fatalError("Couldn't parse \(filename) as \(T.self): \(error)")
  }
}

let trails: [Trail] = load("trails.json")
