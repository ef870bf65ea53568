import SwiftSyntax

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

  /// `d` written with at most `maxFraction` fraction digits (rounded half to even from its
  /// shortest decimal form) and at least `minFraction` (padded with zeros); `shift` moves the
  /// decimal point right first, exactly (a percentage's × 100).
  static func format(
    _ d: Double, shift: Int = 0, minFraction: Int = 0, maxFraction: Int = maximumFractionDigits
  ) -> String {
    if d.isNaN { return "NaN" }
    if d.isInfinite { return d < 0 ? "-∞" : "∞" }
    let negative = d.sign == .minus
    var (digits, pointIndex) = shortestDecimal(Swift.abs(d))
    pointIndex += shift
    // Keep the digits up to `maxFraction` places after the point; round the rest half to even.
    let keep = pointIndex + maxFraction
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
    while fraction.count > minFraction, fraction.last == 0 { fraction.removeLast() }
    if fraction.count < minFraction { fraction += Array(repeating: 0, count: minFraction - fraction.count) }
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

  /// Decimal digits with a comma before each group of three from the right.
  static func grouped(_ digits: String) -> String {
    var out = ""
    for (i, ch) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(ch)
    }
    return out
  }
}

/// Foundation's number format styles as a value: `.number`, `.percent` and
/// `.currency(code:)`, each optionally `.locale(…)`, in the `en_US` locale the lab's phone uses
/// (a style in another locale is refused: its separators and symbols are not modelled). What
/// each writes is read off swift-foundation's output with `Locale(identifier: "en_US")`, which
/// the differential suite checks: `.percent` moves a floating value's point two places (an
/// integer is the percentage itself) and writes it as `.number` does, with `%`; `.currency`
/// writes the symbol before the number, the currency's fraction digits exactly (two; none for
/// yen and won), rounded half to even, a minus sign before the symbol.
///
///     NumberFormatStyle(kind: .currency(code: "USD")).format(.double(1234.5), interpreter: interp, at: node)   // "$1,234.50"
struct NumberFormatStyle: Equatable {
  enum Kind: Equatable {
    case number, percent
    case currency(code: String)
  }

  var kind: Kind
  /// The locale's identifier, when the style names one (`.locale(Locale(identifier: "en_US"))`).
  var locale: String?
  /// `.precision(.fractionLength(n))` or `(a...b)`: the fraction digits written, at least and at
  /// most (nil: the style's own).
  var fraction: ClosedRange<Int>?
  /// `.grouping(.never)` writes no thousands separators.
  var grouping = true

  /// Symbols and fraction digits in `en_US` of the currencies the lab knows; any other code is
  /// refused rather than written with a guessed symbol.
  static let currencies: [String: (symbol: String, fractionDigits: Int)] = [
    "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CAD": ("CA$", 2),
    "AUD": ("A$", 2), "INR": ("₹", 2), "KRW": ("₩", 0), "CNY": ("CN¥", 2), "MXN": ("MX$", 2),
  ]

  /// The style a value names: `.number`, `.percent`, `.currency(code: "USD")` as implicit
  /// members, or a style already made (a chain with `.locale(…)`).
  static func from(_ value: Value, interpreter: Interpreter, at node: some SyntaxProtocol) throws -> NumberFormatStyle? {
    switch value {
    case .opaque(let o) where o.kind == "FormatStyle":
      return decode(o.text)
    case .implicitMember(let m):
      switch (m.name, m.arguments) {
      case ("number", nil): return NumberFormatStyle(kind: .number)
      case ("percent", nil): return NumberFormatStyle(kind: .percent)
      case ("currency", let args?):
        guard args.count == 1, args[0].label == "code", case .string(let code) = args[0].value else {
          throw interpreter.error("`.currency(code:)` takes a currency code, such as `\"USD\"`", at: node, kind: .argument)
        }
        return NumberFormatStyle(kind: .currency(code: code.uppercased()))
      default: return nil
      }
    default: return nil
    }
  }

  /// The style `value` names where `api` takes one, or the error that it is not one the lab
  /// writes (at `node`).
  static func required(
    _ value: Value, for api: String, interpreter: Interpreter, at node: some SyntaxProtocol
  ) throws -> NumberFormatStyle {
    guard let style = try from(value, interpreter: interpreter, at: node) else {
      throw interpreter.error(
        "`\(api)` supports `.number`, `.percent` and `.currency(code:)` so far", at: node, kind: .notSupported)
    }
    return style
  }

  /// The modifiers of a number format style the lab writes: `locale(_:)`, `precision(_:)` (with
  /// `.fractionLength(n)` or `(a...b)`) and `grouping(_:)` (`.automatic`, `.never`).
  static let modifiers: Set<String> = ["locale", "precision", "grouping"]

  /// `style.precision(.fractionLength(2))`, `style.grouping(.never)`: the same style with it.
  static func modified(_ style: Value, _ name: String, _ c: CallContext) throws -> Value {
    if name == "locale" { return try withLocale(style, c) }
    guard var made = try from(style, interpreter: c.interpreter, at: c.node) else {
      throw c.fail("`\(name)(_:)` applies to a number format style", kind: .argument)
    }
    guard c.arguments.count == 1, c.arguments[0].label == nil, case .implicitMember(let m) = c.arguments[0].value else {
      throw c.fail("`\(name)(_:)` takes one value, such as `.fractionLength(2)`", kind: .argument)
    }
    switch (name, m.name) {
    case ("grouping", "never"), ("grouping", "automatic"):
      made.grouping = m.name == "automatic"
    case ("precision", "fractionLength"):
      guard let args = m.arguments, args.count == 1, args[0].label == nil else {
        throw c.fail("`.fractionLength(_:)` takes a number of digits or a range of them", kind: .argument)
      }
      switch args[0].value {
      case .int(let n) where n >= 0: made.fraction = n...n
      case .range(let r) where r.lower >= 0 && r.count > 0: made.fraction = r.lower...(r.endExclusive - 1)
      default:
        throw c.fail("`.fractionLength(_:)` takes a number of digits (0 or more) or a range of them", kind: .argument)
      }
    default:
      throw c.fail(
        "`\(name)(.\(m.name))` is not modelled: the lab writes `precision(.fractionLength(_:))`, "
          + "`grouping(.never)` and `grouping(.automatic)`", kind: .notSupported)
    }
    return made.value
  }

  /// `style.locale(Locale(identifier: …))`: the same style in that locale.
  static func withLocale(_ style: Value, _ c: CallContext) throws -> Value {
    guard var made = try from(style, interpreter: c.interpreter, at: c.node) else {
      throw c.fail("`locale(_:)` applies to a number format style", kind: .argument)
    }
    guard c.arguments.count == 1, c.arguments[0].label == nil,
      case .opaque(let locale) = c.arguments[0].value, locale.kind == "Locale"
    else {
      throw c.fail("`locale(_:)` takes a `Locale`, such as `Locale(identifier: \"en_US\")`", kind: .argument)
    }
    made.locale = locale.text
    return made.value
  }

  /// The style as an opaque value, for its modifiers and for passing around: its kind, then
  /// `locale=`, `fraction=a...b` and `grouping=never` as set.
  var value: Value {
    var parts: [String]
    switch kind {
    case .number: parts = ["number"]
    case .percent: parts = ["percent"]
    case .currency(let code): parts = ["currency", code]
    }
    if let locale { parts.append("locale=" + locale) }
    if let fraction { parts.append("fraction=\(fraction.lowerBound)...\(fraction.upperBound)") }
    if !grouping { parts.append("grouping=never") }
    return .opaque(OpaqueValue(kind: "FormatStyle", text: parts.joined(separator: " ")))
  }

  private static func decode(_ text: String) -> NumberFormatStyle? {
    var parts = text.split(separator: " ").map(String.init)
    guard let first = parts.first else { return nil }
    parts.removeFirst()
    var style: NumberFormatStyle
    switch first {
    case "number": style = NumberFormatStyle(kind: .number)
    case "percent": style = NumberFormatStyle(kind: .percent)
    case "currency" where !parts.isEmpty: style = NumberFormatStyle(kind: .currency(code: parts.removeFirst()))
    default: return nil
    }
    for part in parts {
      if part.hasPrefix("locale=") { style.locale = String(part.dropFirst("locale=".count)) }
      if part.hasPrefix("fraction=") {
        let bounds = part.dropFirst("fraction=".count).components(separatedBy: "...").compactMap { Int($0) }
        if bounds.count == 2 { style.fraction = bounds[0]...bounds[1] }
      }
      if part == "grouping=never" { style.grouping = false }
    }
    return style
  }

  /// `value` (an `Int` or a `Double`) as the style writes it.
  func format(_ value: Value, interpreter: Interpreter, at node: some SyntaxProtocol) throws -> String {
    if let locale, locale != Locales.phone {
      throw interpreter.error(
        "format styles are modelled in `\(Locales.phone)` only (the lab's phone); `\(locale)` writes numbers differently",
        at: node, kind: .notSupported)
    }
    let number: Double
    var integer: Int?
    switch value {
    case .int(let i):
      number = Double(i)
      integer = i
    case .double(let d): number = d
    default:
      throw interpreter.error("a number format style formats a number, got `\(value.typeName)`", at: node, kind: .typeMismatch)
    }
    func ungrouped(_ s: String) -> String { grouping ? s : s.replacingOccurrences(of: ",", with: "") }
    switch kind {
    case .number:
      if let fraction {
        // With a fraction length, an integer is written as a floating value is.
        return ungrouped(
          FormattedNumbers.format(number, minFraction: fraction.lowerBound, maxFraction: fraction.upperBound))
      }
      return ungrouped(integer.map(FormattedNumbers.format) ?? FormattedNumbers.format(number))
    case .percent:
      // An integer is the percentage itself (`20` is "20%"); a floating value is a fraction.
      if let fraction {
        return ungrouped(
          FormattedNumbers.format(
            number, shift: integer == nil ? 2 : 0, minFraction: fraction.lowerBound, maxFraction: fraction.upperBound))
          + "%"
      }
      return ungrouped(integer.map(FormattedNumbers.format) ?? FormattedNumbers.format(number, shift: 2)) + "%"
    case .currency(let code):
      guard let currency = NumberFormatStyle.currencies[code] else {
        throw interpreter.error(
          "the currency `\(code)` is not modelled; the lab writes \(NumberFormatStyle.currencies.keys.sorted().joined(separator: ", "))",
          at: node, kind: .notSupported)
      }
      if number.isNaN { return currency.symbol + "NaN" }
      // An integer is written from its own digits (a Double holds only 53 bits of them).
      let digits: String
      if let fraction {
        digits = FormattedNumbers.format(
          Swift.abs(number), minFraction: fraction.lowerBound, maxFraction: fraction.upperBound)
      } else if let integer {
        digits =
          FormattedNumbers.grouped(String(integer.magnitude))
          + (currency.fractionDigits > 0 ? "." + String(repeating: "0", count: currency.fractionDigits) : "")
      } else {
        digits = FormattedNumbers.format(
          Swift.abs(number), minFraction: currency.fractionDigits, maxFraction: currency.fractionDigits)
      }
      return (number.sign == .minus ? "-" : "") + currency.symbol + ungrouped(digits)
    }
  }
}

/// `Locale`: the lab's phone is US English (`en_US`), its currency the US dollar. Other locales
/// can be named (`Locale(identifier: "en_GB")`), but what depends on their data is refused.
enum Locales {
  static let phone = "en_US"
}
