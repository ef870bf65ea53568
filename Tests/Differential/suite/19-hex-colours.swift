// A hex colour initializer as public apps write it (`extension Color { init(hex:) }`), its
// arithmetic run without SwiftUI: `CharacterSet` trimming and `Scanner`, both Foundation's.

// case: hex-colour-components
import Foundation
func rgba(_ hex: String) -> (Double, Double, Double, Double) {
  let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
  var int: UInt64 = 0
  Scanner(string: hex).scanHexInt64(&int)
  let a, r, g, b: UInt64
  switch hex.count {
  case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
  case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
  case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
  default: (a, r, g, b) = (1, 1, 1, 0)
  }
  return (Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255)
}
for h in ["#FF8000", "  #abc ", "#80112233", "zz", "#F2F2F7", "0x1A2B3C", "#-12"] { print(rgba(h)) }
print(" ##hello, world!! ".trimmingCharacters(in: CharacterSet(charactersIn: " #!")), "a1-b2".trimmingCharacters(in: .decimalDigits.inverted))
var n: UInt32 = 0
print(Scanner(string: " ff zz").scanHexInt32(&n), n)
print(Scanner(string: "7fffffffffffffff").scanUInt64(representation: .hexadecimal) as Any)

// case: dictionary-first
let one = ["a": 1]
let none: [String: Int] = [:]
print(one.first as Any, one.first!.value, none.first as Any)

// case: a-scanner-kept-and-scanned-again
// A `Scanner` is an object whose place moves as it scans: `scanString("#")` then
// `scanHexInt64(&rgb)`, `scanLocation = 1`, the optional scans and `charactersToBeSkipped`. A
// scanner kept and scanned more than once was refused.
let hex = "#FF8800"
let scanner = Scanner(string: hex)
_ = scanner.scanString("#")
var rgb: UInt64 = 0
print(scanner.scanHexInt64(&rgb), rgb, (rgb >> 16) & 0xFF, scanner.isAtEnd)
let s2 = Scanner(string: "#00ff7f80")
s2.scanLocation = 1
var color: UInt32 = 0
print(s2.scanHexInt32(&color), color, s2.scanLocation)
let s3 = Scanner(string: "  42 apples, 3.5 kg")
print(s3.scanInt() as Any, s3.scanUpToString(",") as Any, s3.scanString(",") as Any, s3.scanDouble() as Any, s3.scanCharacters(from: .letters) as Any, s3.isAtEnd)
let s4 = Scanner(string: "abc")
print(s4.scanString("x") as Any, s4.scanUInt64(representation: .hexadecimal) as Any, Scanner(string: "ff").scanUInt64(representation: .hexadecimal) as Any)
let s5 = Scanner(string: " x")
s5.charactersToBeSkipped = nil
print(s5.scanString("x") as Any, s5.scanCharacters(from: .whitespaces) as Any, s5.scanString("x") as Any)
