/// Stable identity hashes (64-bit FNV-1a): the same in every process and on every machine,
/// unlike Swift's seeded `Hasher`, so output that depends on identity stays deterministic.
///
///     Identity.combine(Identity.seed, 2)
public enum Identity {
  public static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// Mixes a number into a hash.
  public static func combine(_ h: UInt64, _ value: UInt64) -> UInt64 {
    var hash = h
    var v = value
    for _ in 0..<8 {
      hash = (hash ^ (v & 0xff)) &* prime
      v >>= 8
    }
    return hash
  }

  /// Mixes a tag and a string into a hash (the tag keeps `.id("3")` apart from element 3).
  public static func combine(_ h: UInt64, _ tag: String, _ text: String) -> UInt64 {
    var hash = h
    for byte in tag.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
    hash = (hash ^ 0x1f) &* prime
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
    return hash
  }
}
