// A string printed inside another value (an array, a dictionary, an optional, a tuple) or by
// `debugPrint` is written between quotes with Swift's escapes: `\"`, `\\`, `\'`, `\n`, `\t`,
// `\r`, `\0`, and other control characters as `\u{07}`. The lab wrote the characters as they
// were, so `["25:[\"a\"]"]` printed as `["25:["a"]"]`.
import Foundation

// case: escaped-strings
print(["a\"b", "back\\slash", "new\nline", "tab\there", "it's", "nul\0", "bell\u{7}", "é", "👋🏽", "cr\r", "del\u{7F}"])
print(["k\"": "v\n"], [1: "x'y"])
let quoted: String? = "q\"x"
print(quoted as Any, [quoted], ("t\"", 1), [Character("'")])
debugPrint("x\"y", ["a\tb"])
print(String(reflecting: "a\nb"), String(describing: ["c\\d"]), "plain \"top level\" stays")
let ages = [25: ["a"], 30: ["b", "c"]]
print(ages.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
