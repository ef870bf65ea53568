import Foundation

// `value as? T ?? literal`: the literal takes the cast's type, as settings read from a
// dictionary (or UserDefaults' `value(forKey:)`) with a default do.

// case: coalescing-a-cast
let stored: [String: Any] = ["volume": 0.5, "count": 3]
let interval: TimeInterval = stored["interval"] as? TimeInterval ?? 30
let volume = stored["volume"] as? Double ?? 1
let count = stored["count"] as? Int ?? 0
let missing = stored["missing"] as? Double ?? 2
print(interval, volume, count, missing, stored["ratio"] as? CGFloat ?? 7 / 2)
