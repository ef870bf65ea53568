// Foundation's string comparisons, which real lists sort with: `compare(_:options:)`,
// `caseInsensitiveCompare`, and the localized ones (in the phone's locale, en_US, whose
// collation is the root one these names need). They were "no member" errors.
import Foundation

// case: sorting-names
let names = ["bob", "Alice", "carol", "Dave", "éa", "Ea", "10", "9", "a10", "a9", "Zoë", "zoe"]
print(names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print(names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print(names.sorted { $0.localizedCompare($1) == .orderedAscending })
print(names.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
print(names.sorted { $0.compare($1) == .orderedAscending })
print(names.sorted { $0.compare($1, options: .numeric) == .orderedAscending })
print("a".compare("B", options: .caseInsensitive).rawValue, "x".compare("x").rawValue, "b".compare("a").rawValue)
print("file10".localizedStandardCompare("file9") == .orderedDescending, "ABC".caseInsensitiveCompare("abc") == .orderedSame)

// case: string-count-where
// A String's `count(where:)` (Swift 6) counts its characters that match (it was "cannot call a
// value of type `Int`").
let line = "The quick brown fox"
print(line.count(where: { $0 == "o" }), line.count(where: \.isUppercase), "".count(where: { _ in true }), line.count)
