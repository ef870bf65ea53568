// LengthFormatter as Apple's Landmarks formats a hike's distance (`Hike.formatter.string(fromValue:
// distance, unit: .kilometer)`): this machine's locale (en_001) and the lab phone's (en_US) write
// these numbers alike.

// case: length-formatter
import Foundation
let f = LengthFormatter()
for x in [4.5, 11.25, 7, 0.123456, 1234567.891, -3, 0, 0.0005, 2.675, 1e-7] { print(f.string(fromValue: x, unit: .kilometer), f.string(fromValue: x, unit: .mile), f.string(fromValue: x, unit: .foot)) }
