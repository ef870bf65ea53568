// JSONEncoder as view models use it: a Codable model written to Data (to save it in
// UserDefaults or a file) and read back with JSONDecoder. The text is printed only with
// `.sortedKeys`: without it Foundation writes an object's keys in no fixed order.

// case: json-encoder-round-trip
import Foundation
struct Item: Codable {
  var name: String
  var price: Double
  var tags: [String]
  var note: String?
  var url: URL?
  let count: Int
}
enum Kind: String, Codable { case fruit, veg }
struct Box: Codable {
  enum CodingKeys: String, CodingKey { case kind = "k", items }
  var items: [Item]
  var kind: Kind
}
let items = [Item(name: "a/b \"q\"", price: 2.5, tags: ["x"], note: nil, url: URL(string: "https://x.com/p"), count: 3),
             Item(name: "é", price: 0.1, tags: [], note: "n", url: nil, count: 0)]
let box = Box(items: items, kind: .fruit)
let data = try! JSONEncoder().encode(box)
let back = try! JSONDecoder().decode(Box.self, from: data)
print(back.items.count, back.items[0].name, back.items[1].note ?? "-", back.kind, data.count)
let sorted = JSONEncoder()
sorted.outputFormatting = .sortedKeys
print(String(data: try! sorted.encode(box), encoding: .utf8)!)

// case: json-encoder-settings
import Foundation
struct Point: Codable { var xValue: Double; var when: Date; var ratio: Float }
let e = JSONEncoder()
e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
e.keyEncodingStrategy = .convertToSnakeCase
e.dateEncodingStrategy = .secondsSince1970
print(String(data: try! e.encode(Point(xValue: 1, when: Date(timeIntervalSinceReferenceDate: 100), ratio: 0.1)), encoding: .utf8)!)
print(String(data: try! JSONEncoder().encode(["b": 1]), encoding: .utf8)!, String(data: try! JSONEncoder().encode([1.5, 2, 1e21]), encoding: .utf8)!)
print(String(data: try! JSONEncoder().encode("a/b"), encoding: .utf8)!, String(data: try! JSONEncoder().encode(Optional(3)), encoding: .utf8)!)
