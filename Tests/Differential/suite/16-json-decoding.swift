// Sample data as SwiftUI apps load it: JSON decoded with JSONDecoder into `Codable` structs
// (Apple's Landmarks tutorial: `landmarkData.json`, `hikeData.json`; "100 Days of SwiftUI":
// Moonshot's astronauts). The JSON is inline here (`Data(text.utf8)`); a file read with
// `Data(contentsOf:)` gives the same bytes.

// case: landmark-like
struct Landmark: Hashable, Codable, Identifiable {
  var id: Int
  var name: String
  var isFavorite: Bool
  var category: Category
  enum Category: String, CaseIterable, Codable {
    case lakes = "Lakes"
    case rivers = "Rivers"
  }
  private var coordinates: Coordinates
  var latitude: Double { coordinates.latitude }
  struct Coordinates: Hashable, Codable {
    var latitude: Double
    var longitude: Double
  }
}
let landmarkJSON = """
  [
    {"name": "Turtle Rock", "category": "Rivers", "id": 1001, "isFavorite": true,
     "coordinates": {"longitude": -116.166868, "latitude": 34.011286}, "extra": [1, 2]},
    {"name": "Silver Salmon Creek", "category": "Lakes", "id": 1002, "isFavorite": false,
     "coordinates": {"longitude": -152.665167, "latitude": 59.980167}}
  ]
  """
let landmarks = try! JSONDecoder().decode([Landmark].self, from: Data(landmarkJSON.utf8))
print(landmarks.count, landmarks[0].name, landmarks[0].category, landmarks[1].category.rawValue)
print(landmarks.map(\.latitude), landmarks[1].isFavorite, landmarks[0].id + landmarks[1].id)
print(landmarks[0])

// case: ranges-and-numbers
struct Observation: Codable {
  var distanceFromStart: Double
  var elevation: Range<Double>
  var pace: ClosedRange<Double>
}
let hikeJSON = """
  [{"elevation": [291.65263635636268, 309.26016677925196], "pace": [396.08716481908732, 403.68937873525232],
    "distanceFromStart": 0},
   {"elevation": [1e-7, 1E+2], "pace": [-0.0, 0.1], "distanceFromStart": 12345678901234567890}]
  """
let observations = try! JSONDecoder().decode([Observation].self, from: Data(hikeJSON.utf8))
for o in observations {
  print(o.distanceFromStart, o.elevation, o.elevation.lowerBound, o.pace, o.pace.upperBound - o.pace.lowerBound)
}

// case: dictionary-optionals-keys
struct Astronaut: Codable, Identifiable {
  let id: String
  let description: String
  var nickname: String?
  var missions: [Int] = []
  let kind = "crew"
}
let astronautsJSON = #"{"grissom": {"id": "grissom", "description": "Virgil \"Gus\" Grissom\nwas \u00e9\ud83d\ude00 \/ here", "nickname": null, "missions": [1, 3]}, "white": {"id": "white", "description": "Edward H. White II", "missions": []}}"#
let astronauts = try! JSONDecoder().decode([String: Astronaut].self, from: Data(astronautsJSON.utf8))
for key in astronauts.keys.sorted() {
  let a = astronauts[key]!
  print(key, a.description, a.nickname as Any, a.missions, a.kind)
}
struct Renamed: Codable {
  var firstName: String
  var age: Int
  var score: Double?
  enum CodingKeys: String, CodingKey {
    case firstName = "first_name"
    case age
    case score
  }
}
let renamed = try! JSONDecoder().decode(Renamed.self, from: Data(#"{"first_name": "Ada", "age": 36, "score": 9.5}"#.utf8))
print(renamed.firstName, renamed.age, renamed.score as Any, renamed)

// case: generic-load
struct Mission: Codable {
  var id: Int
  var launchDate: Date?
  var crew: [String]
}
func load<T: Decodable>(_ text: String) -> T {
  print("loading", T.self)
  return try! JSONDecoder().decode(T.self, from: Data(text.utf8))
}
let missions: [Mission] = load(#"[{"id": 1, "crew": ["a", "b"]}, {"id": 7, "launchDate": 725846400, "crew": []}]"#)
print(missions.count, missions[0].launchDate as Any, missions[1].launchDate!.timeIntervalSinceReferenceDate, missions[1].crew.isEmpty)
let byName: [String: [Int]] = load(#"{"x": [1, 2], "y": []}"#)
print(byName["x"]!, byName["y"]!.count)
struct Outer { enum Kind: String, Codable { case a } }
print([Int].self, [String: [Double]].self, Set<Int>.self, Outer.Kind.self, [Outer.Kind].self, Mission.self)
let data = Data("{\"k\": \"é\"}".utf8)
print(data.count, data.isEmpty, "abc".data(using: .utf8)!.count, data)

// case: numbers-as-foundation-reads-them
// Foundation's parser takes one trailing comma, keeps the first of a key written twice, and
// reads an `Int` from any number that is exactly an integer.
struct N: Codable { var n: Int }
let ints = try! JSONDecoder().decode([Int].self, from: Data("[1, 2.0, 3e0, 1e2, 1.5e1, -0.0, 9007199254740993.0, 9223372036854775807, -9223372036854775808, 0.00e5, 120e-1,]".utf8))
print(ints)
let doubles = try! JSONDecoder().decode([Double].self, from: Data("[1, -0.0, 1E300, 4.9e-324, 2.5e-324, 1.0000000000000002, 9007199254740993, 0.1, 123456789012345678901234567890]".utf8))
print(doubles)
print(try! JSONDecoder().decode(N.self, from: Data(#"{"n": 1, "n": 2,}"#.utf8)), try! JSONDecoder().decode([String: Int].self, from: Data(#"{"a": 1, "a": 2}"#.utf8)))

// case: int-from-fraction-traps
print(try! JSONDecoder().decode([Int].self, from: Data("[1, 1.5]".utf8)))

// case: int-overflow-traps
print(try! JSONDecoder().decode([Int].self, from: Data("[9223372036854775808]".utf8)))

// case: missing-key-traps
struct Item: Codable { var name: String; var size: Double }
print("before")
let item = try! JSONDecoder().decode(Item.self, from: Data(#"{"name": "a"}"#.utf8))
print(item.size)

// case: type-mismatch-traps
struct Count: Codable { var n: Int }
let counts = try! JSONDecoder().decode([Count].self, from: Data(#"[{"n": 1}, {"n": "2"}]"#.utf8))
print(counts)

// case: invalid-json-traps
let broken = try! JSONDecoder().decode([Int].self, from: Data("[1, , 2]".utf8))
print(broken)

// case: backwards-range-traps
let backwards = try! JSONDecoder().decode(Range<Double>.self, from: Data("[2, 1]".utf8))
print(backwards)

// case: own-init-from
// A struct with its own `init(from decoder:)` (242 mirrored files write one): keyed
// containers by `CodingKeys` with raw values, `decodeIfPresent`, `contains`, a nested keyed
// container, an unkeyed container read to its end, a single-value container, a nested
// `Decodable` enum, and `.convertFromSnakeCase`. The lab refused such a struct.
import Foundation
struct Place: Decodable {
  let id: Int; let title: String; let rating: Double; let tags: [String]; let lat: Double; let open: Bool; let kind: Kind
  enum Kind: String, Decodable { case cafe, bar }
  enum CodingKeys: String, CodingKey { case id, title = "name", rating, tags, location, open = "is_open", kind }
  enum LocationKeys: String, CodingKey { case lat, lng }
  init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(Int.self, forKey: .id)
    title = try c.decode(String.self, forKey: .title)
    rating = try c.decodeIfPresent(Double.self, forKey: .rating) ?? 0
    tags = (try? c.decode([String].self, forKey: .tags)) ?? []
    let loc = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
    lat = try loc.decode(Double.self, forKey: .lat)
    open = c.contains(.open) ? try c.decode(Bool.self, forKey: .open) : false
    kind = try c.decode(Kind.self, forKey: .kind)
  }
}
struct Tenfold: Decodable {
  let values: [Int]
  init(from decoder: Decoder) throws {
    var u = try decoder.unkeyedContainer()
    var out: [Int] = []
    while !u.isAtEnd { out.append(try u.decode(Int.self) * 10) }
    values = out
  }
}
struct Celsius: Decodable {
  let v: Double
  init(from decoder: Decoder) throws { v = try decoder.singleValueContainer().decode(Double.self) }
}
struct Snake: Decodable {
  let userName: String
  enum CodingKeys: String, CodingKey { case userName }
  init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    userName = try c.decode(String.self, forKey: .userName)
  }
}
let placesJSON = #"[{"id": 1, "name": "A", "rating": 4.5, "tags": ["x"], "location": {"lat": 1.5, "lng": 2}, "is_open": true, "kind": "cafe"}, {"id": 2, "name": "B", "location": {"lat": -3, "lng": 0}, "kind": "bar"}]"#
let places = try! JSONDecoder().decode([Place].self, from: Data(placesJSON.utf8))
print(places.map(\.title), places.map(\.rating), places.map(\.tags), places.map(\.lat), places.map(\.open), places.map(\.kind.rawValue))
print(try! JSONDecoder().decode(Tenfold.self, from: Data("[1, 2, 3]".utf8)).values)
print(try! JSONDecoder().decode([Celsius].self, from: Data("[21.5, 3]".utf8)).map(\.v))
let snakeDecoder = JSONDecoder()
snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
print(try! snakeDecoder.decode(Snake.self, from: Data(#"{"user_name": "z"}"#.utf8)).userName)
