extension String {
  /// The text with some scalars replaced: `replacement` gives what stands for a scalar, or nil
  /// to keep it. The one loop behind JSON strings, XML text and script-safe JSON.
  ///
  ///     "a<b".replacingScalars { $0 == "<" ? "&lt;" : nil }   // "a&lt;b"
  func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let r = replacement(scalar) { out += r } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }
}
