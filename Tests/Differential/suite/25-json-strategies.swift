// JSONDecoder's date and key strategies as sample-data loaders set them ("100 Days of SwiftUI":
// Moonshot's `dateDecodingStrategy = .formatted(formatter)` with `y-MM-dd`; APIs' snake_case keys).
// A JSONDecoder is an object: setting a strategy on a `let` changes it. The formatter names the
// lab phone's locale and time zone so that this machine's Foundation, the oracle, reads as the
// phone does.

// case: json-date-strategies
import Foundation
struct Mission: Codable {
  var id: Int
  var launchDate: Date?
}
let text = #"[{"id": 1, "launchDate": "1968-10-11"}, {"id": 7}, {"id": 11, "launchDate": "1969-07-16"}]"#
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "y-MM-dd"
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .formatted(formatter)
let missions = try! decoder.decode([Mission].self, from: Data(text.utf8))
for m in missions { print(m.id, m.launchDate?.timeIntervalSince1970 ?? -1) }
struct Stamp: Codable { var at: Date }
let seconds = JSONDecoder()
seconds.dateDecodingStrategy = .secondsSince1970
print(try! seconds.decode(Stamp.self, from: Data(#"{"at": 1700000000.25}"#.utf8)).at.timeIntervalSinceReferenceDate)
let millis = JSONDecoder()
millis.dateDecodingStrategy = .millisecondsSince1970
print(try! millis.decode(Stamp.self, from: Data(#"{"at": 1700000000250}"#.utf8)).at.timeIntervalSince1970)
let iso = JSONDecoder()
iso.dateDecodingStrategy = .iso8601
print(try! iso.decode(Stamp.self, from: Data(#"{"at": "2023-11-14T22:13:20Z"}"#.utf8)).at.timeIntervalSince1970)
print(try! iso.decode(Stamp.self, from: Data(#"{"at": "2023-11-14T23:13:20+01:00"}"#.utf8)).at.timeIntervalSince1970)
print((try? iso.decode(Stamp.self, from: Data(#"{"at": "2023-11-14"}"#.utf8))) == nil)
print((try? decoder.decode(Stamp.self, from: Data(#"{"at": "14/11/2023"}"#.utf8))) == nil)

// case: json-snake-case-keys
import Foundation
struct User: Codable {
  var firstName: String
  var lastLoginAt: Int
  var userId: Int
  var _private: Bool
  var url: String
}
let text = #"{"first_name": "Ada", "last_login_at": 3, "user_ID": 7, "_private": true, "URL": "x"}"#
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let u = try? decoder.decode(User.self, from: Data(text.utf8))
print(u == nil)
let text2 = #"{"first_name": "Ada", "last_login_at": 3, "user_id": 7, "_private": true, "url": "x", "__a__b__": 1}"#
let v = try! decoder.decode(User.self, from: Data(text2.utf8))
print(v.firstName, v.lastLoginAt, v.userId, v._private, v.url)
