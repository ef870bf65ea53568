// `AttributedString`'s characters: made from strings, joined with `+`, `+=` and `append`,
// searched with `range(of:)` and sliced by the range found. (Its SwiftUI attributes are not
// in this machine's Foundation; the transcripts check what they do to a Text.)
import Foundation

// case: characters-joined-and-searched
var a = AttributedString("Hello, ")
a.append(AttributedString("wörld"))
let b = a + AttributedString("!")
print(String(b.characters), b.characters.count, a.characters.count)
if let r = b.range(of: "wörld") { print(String(b[r].characters)) }
print(b.range(of: "xyz") == nil)
var c = AttributedString()
for ch in "abc" { c += AttributedString(String(ch)) }
print(String(c.characters), AttributedString(b[b.range(of: "Hello")!]).characters.count)
