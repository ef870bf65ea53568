/// `x.formatted()` for numbers: Foundation's default number format style in the `en_US` locale
/// an iPhone set to English uses. Integers get grouping separators (`1,234,567`); a floating
/// value is rounded to at most six fraction digits, half to even, from its shortest decimal
/// form (what `description` shows), trailing zeros dropped (`3.141593`, `0.3`, `-2`); NaN and
/// infinities print as `NaN`, `∞`, `-∞`. These rules are read off swift-foundation's output,
/// which the differential suite (`Tests/Differential/suite`) checks against.
///
///     FormattedNumbers.format(1234.5)   // "1,234.5"
enum FormattedNumbers {
  static let maximumFractionDigits = 6

  static func format(_ i: Int) -> String {
    let magnitude = String(i.magnitude)
    return (i < 0 ? "-" : "") + grouped(magnitude)
  }

  static func format(_ d: Double) -> String {
    if d.isNaN { return "NaN" }
    if d.isInfinite { return d < 0 ? "-∞" : "∞" }
    let negative = d.sign == .minus
    var (digits, pointIndex) = shortestDecimal(Swift.abs(d))
    // Keep the digits up to six places after the point; round the rest half to even.
    let keep = pointIndex + maximumFractionDigits
    if digits.count > keep {
      if keep < 0 {
        digits = []
      } else {
        let dropped = Array(digits[keep...])
        digits = Array(digits[..<keep])
        let first = dropped[0]
        let restNonZero = dropped.dropFirst().contains { $0 != 0 }
        let lastKept = digits.last ?? 0
        let up = first > 5 || (first == 5 && (restNonZero || lastKept % 2 == 1))
        if up {
          var i = digits.count - 1
          var carry = true
          while carry, i >= 0 {
            if digits[i] == 9 {
              digits[i] = 0
              i -= 1
            } else {
              digits[i] += 1
              carry = false
            }
          }
          if carry {
            digits.insert(1, at: 0)
            pointIndex += 1
          }
        }
      }
    }
    // Split at the point, padding with zeros on either side.
    var integer: [Int] = []
    var fraction: [Int] = []
    for (i, digit) in digits.enumerated() {
      if i < pointIndex { integer.append(digit) } else { fraction.append(digit) }
    }
    if pointIndex > digits.count { integer += Array(repeating: 0, count: pointIndex - digits.count) }
    if pointIndex < 0 { fraction = Array(repeating: 0, count: -pointIndex) + fraction }
    while fraction.last == 0 { fraction.removeLast() }
    while integer.count > 1, integer.first == 0 { integer.removeFirst() }
    if integer.isEmpty { integer = [0] }
    var text = grouped(integer.map(String.init).joined())
    if !fraction.isEmpty { text += "." + fraction.map(String.init).joined() }
    return (negative ? "-" : "") + text
  }

  /// The digits of the shortest decimal that reads back as `d` (Swift's `description`), and
  /// where the decimal point falls among them (the number of integer digits; may be ≤ 0 or
  /// beyond the digits).
  private static func shortestDecimal(_ d: Double) -> (digits: [Int], point: Int) {
    let text = d.description  // "123.45", "1.5e-06", "1e+23"
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? "0"
    let frac = parts.count > 1 ? String(parts[1]) : ""
    var digits = (whole + frac).compactMap { $0.wholeNumberValue }
    var point = whole.count + exponent
    while digits.first == 0, digits.count > 1 {
      digits.removeFirst()
      point -= 1
    }
    return (digits, point)
  }

  private static func grouped(_ digits: String) -> String {
    var out = ""
    for (i, ch) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(ch)
    }
    return out
  }
}
