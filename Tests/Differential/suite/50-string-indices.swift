// `String.Index` and its ranges: positions of whole characters (an emoji with its skin tone is
// one), walked with `index(after:)` and `index(_:offsetBy:)`, found with `firstIndex(of:)` and
// Foundation's `range(of:)`, and read back with the string's subscript.
import Foundation

// case: walking-and-slicing
let s = "Hello, wörld 👋🏽!"
let comma = s.firstIndex(of: ",")!
print(s[..<comma], s[comma...], s[s.startIndex], s[s.index(before: s.endIndex)])
print(s.distance(from: s.startIndex, to: comma), s.distance(from: s.startIndex, to: s.endIndex), s.count)
let eighth = s.index(s.startIndex, offsetBy: 8)
print(s[eighth], s[comma..<eighth], s[comma...eighth], s[...comma])
let wave = s.firstIndex(where: { $0 == "👋🏽" })!
print(s[wave], s.index(after: wave) < s.endIndex, wave.utf16Offset(in: s), eighth > comma)
print(s.lastIndex(of: "l").map { s.distance(from: s.startIndex, to: $0) } ?? -1)
print(s.index(s.startIndex, offsetBy: 3, limitedBy: s.endIndex) != nil,
      s.index(s.startIndex, offsetBy: 30, limitedBy: s.endIndex) == nil)
var positions: [Int] = []
for k in s.indices where s[k] == "l" { positions.append(s.distance(from: s.startIndex, to: k)) }
print(positions)

// case: range-of
let line = "Total: 42 items"
if let r = line.range(of: "42") {
  print(line[r], line[r.upperBound...], line.distance(from: line.startIndex, to: r.lowerBound), r.isEmpty)
}
print(line.range(of: "ITEMS", options: .caseInsensitive).map { String(line[$0]) } ?? "none",
      line.range(of: "xyz") == nil)
let word = String(line[line.index(after: line.firstIndex(of: ":")!)...]).trimmingCharacters(in: .whitespaces)
print(word)

// case: array-indices
let xs = [10, 20, 30]
print(xs.startIndex, xs.endIndex, xs.index(after: 0), xs.index(before: 3), xs.index(0, offsetBy: 2),
      xs.distance(from: 0, to: 2), xs.index(0, offsetBy: 5, limitedBy: xs.endIndex) == nil,
      xs[xs.startIndex..<xs.endIndex])
