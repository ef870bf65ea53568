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

// case: mutating-a-string
var s = "Hello, world"
s.removeLast()
s.removeFirst()
s.append("!")
s.append(contentsOf: "?")
s.insert("¡", at: s.startIndex)
s.insert(contentsOf: "Oh ", at: s.startIndex)
print(s)
let ello = s.range(of: "ello")!
s.replaceSubrange(ello, with: "i")
let first = s.remove(at: s.startIndex)
print(first, s)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 2))
print(s, s.count)
var t = "abc"
t.removeAll(where: { $0 == "b" })
print(t, t.popLast() ?? "-", t)
struct Log { var text = ""; mutating func add(_ x: String) { text.append(x); text.append(contentsOf: "|") } }
var log = Log()
log.add("a"); log.add("b")
var words = ["x"]
words[0].append("y")
print(log.text, words)

// case: prefix-and-suffix-by-index
// `prefix(upTo:)`, `prefix(through:)` and `suffix(from:)` with a `String.Index` (the label
// was ignored, and they took one character).
let hw = "Hello, world"
let cut = hw.firstIndex(of: ",")!
print(hw.prefix(upTo: cut), hw.prefix(through: cut), hw.suffix(from: cut), hw.prefix(3), hw.dropFirst(7), hw.prefix(while: { $0 != "o" }))
