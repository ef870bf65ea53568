import Foundation
import LabEngine
import SwiftSyntax

/// `NumberFormatter` and `NSNumber` (docs/semantics.md §15). A formatter is an object, as in
/// Foundation (a class: copies share it), whose state is the list of settings assigned to it,
/// in order: this machine's Foundation formatter, made in the lab phone's locale (`en_US`) and
/// given those assignments again in the same order, formats and parses, so what one setting
/// does to another (a style's default digits) is Foundation's. After each assignment every
/// setting is read back from it, which is what reading one gives (`:state` lists them).
///
///     let f = NumberFormatter(); f.numberStyle = .currency; f.string(from: 1234.5)  // "$1,234.50"
enum NumberFormatterBuiltins {
  static let typeNames = ["NumberFormatter", "NSNumber"]

  static let styles: [String: NumberFormatter.Style] = [
    "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent,
    "scientific": .scientific, "spellOut": .spellOut, "ordinal": .ordinal,
    "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
    "currencyAccounting": .currencyAccounting,
  ]
  static let roundingModes: [String: NumberFormatter.RoundingMode] = [
    "ceiling": .ceiling, "floor": .floor, "down": .down, "up": .up, "halfEven": .halfEven,
    "halfDown": .halfDown, "halfUp": .halfUp,
  ]
  static let integerSettings: [String: ReferenceWritableKeyPath<NumberFormatter, Int>] = [
    "minimumIntegerDigits": \.minimumIntegerDigits, "maximumIntegerDigits": \.maximumIntegerDigits,
    "minimumFractionDigits": \.minimumFractionDigits, "maximumFractionDigits": \.maximumFractionDigits,
    "minimumSignificantDigits": \.minimumSignificantDigits,
    "maximumSignificantDigits": \.maximumSignificantDigits, "groupingSize": \.groupingSize,
    "formatWidth": \.formatWidth,
  ]
  static let boolSettings: [String: ReferenceWritableKeyPath<NumberFormatter, Bool>] = [
    "usesGroupingSeparator": \.usesGroupingSeparator, "usesSignificantDigits": \.usesSignificantDigits,
    "alwaysShowsDecimalSeparator": \.alwaysShowsDecimalSeparator, "allowsFloats": \.allowsFloats,
    "isLenient": \.isLenient,
  ]
  static let stringSettings: [String: ReferenceWritableKeyPath<NumberFormatter, String?>] = [
    "groupingSeparator": \.groupingSeparator, "decimalSeparator": \.decimalSeparator,
    "currencyCode": \.currencyCode, "currencySymbol": \.currencySymbol,
    "internationalCurrencySymbol": \.internationalCurrencySymbol, "percentSymbol": \.percentSymbol,
    "positivePrefix": \.positivePrefix, "positiveSuffix": \.positiveSuffix,
    "negativePrefix": \.negativePrefix, "negativeSuffix": \.negativeSuffix,
    "positiveFormat": \.positiveFormat, "negativeFormat": \.negativeFormat, "zeroSymbol": \.zeroSymbol,
    "notANumberSymbol": \.notANumberSymbol, "minusSign": \.minusSign, "plusSign": \.plusSign,
  ]

  static let settings: [String] =
    ["numberStyle", "locale", "roundingMode"] + integerSettings.keys.sorted() + boolSettings.keys.sorted()
    + stringSettings.keys.sorted()

  /// The state key of the assignments made so far (not a property: `:state` does not list it).
  static let assignments = "assignments"

  /// The formatter's identity when `inst` is one (`BuiltinClasses`).
  static func owner(_ inst: StructInstance, _ interp: Interpreter) -> String? {
    BuiltinClasses.owner(inst, of: "NumberFormatter", interp)
  }

  /// `NumberFormatter()`.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([])
    let interp = c.interpreter
    let (object, owner) = BuiltinClasses.make("NumberFormatter", properties: settings, interp)
    interp.state[StateKey(owner: owner, name: assignments)] = .array([])
    store(formatter(owner, interp), owner, interp)
    return object
  }

  private static func log(_ owner: String, _ interp: Interpreter) -> [Value] {
    if case .array(let items)? = interp.state[StateKey(owner: owner, name: assignments)] { return items }
    return []
  }

  /// The Foundation formatter for the object's assignments: one per list, kept by the
  /// interpreter, never changed once made.
  static func formatter(_ owner: String, _ interp: Interpreter) -> NumberFormatter {
    let items = log(owner, interp)
    let key = items.map(\.description).joined(separator: "|")
    if let made = interp.numberFormatters[key] { return made }
    let f = make()
    for item in items {
      if case .tuple(let t) = item, t.elements.count == 2, case .string(let name) = t.elements[0] {
        _ = apply(name, t.elements[1], to: f)
      }
    }
    interp.numberFormatters[key] = f
    return f
  }

  private static func make() -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: Locales.phone)
    return f
  }

  /// Gives one setting to a Foundation formatter; false when the value does not fit it.
  private static func apply(_ name: String, _ value: Value, to f: NumberFormatter) -> Bool {
    switch (name, value) {
    case ("numberStyle", .implicitMember(let m)):
      guard m.arguments == nil, let s = styles[m.name] else { return false }
      f.numberStyle = s
    case ("roundingMode", .implicitMember(let m)):
      guard m.arguments == nil, let r = roundingModes[m.name] else { return false }
      f.roundingMode = r
    case ("locale", .opaque(let o)) where o.kind == "Locale":
      f.locale = Locale(identifier: o.text)
    case (_, .int(let i)) where integerSettings[name] != nil:
      f[keyPath: integerSettings[name]!] = i
    case (_, .bool(let b)) where boolSettings[name] != nil:
      f[keyPath: boolSettings[name]!] = b
    case (_, .string(let s)) where stringSettings[name] != nil:
      f[keyPath: stringSettings[name]!] = s
    case (_, .null) where stringSettings[name] != nil:
      f[keyPath: stringSettings[name]!] = nil
    default:
      return false
    }
    return true
  }

  /// Writes every setting, as Foundation reads it back, to the object's properties.
  private static func store(_ f: NumberFormatter, _ owner: String, _ interp: Interpreter) {
    func put(_ name: String, _ v: Value) { interp.state[StateKey(owner: owner, name: name)] = v }
    put("numberStyle", .implicitMember(ImplicitMember(name: styles.first { $0.value == f.numberStyle }?.key ?? "none", arguments: nil)))
    put("roundingMode", .implicitMember(ImplicitMember(name: roundingModes.first { $0.value == f.roundingMode }?.key ?? "halfEven", arguments: nil)))
    put("locale", .opaque(OpaqueValue(kind: "Locale", text: f.locale.identifier)))
    for (name, path) in integerSettings { put(name, .int(f[keyPath: path])) }
    for (name, path) in boolSettings { put(name, .bool(f[keyPath: path])) }
    for (name, path) in stringSettings { put(name, f[keyPath: path].map(Value.string) ?? .null) }
  }

  /// `formatter.name = value`: checked, added to the assignments, and every setting read back.
  static func set(_ owner: String, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws {
    if name == "locale", case .opaque(let o) = value, o.kind == "Locale", !DateFormatterBuiltins.locales.contains(o.text) {
      throw interp.error(
        "the lab formats numbers in its phone's locale, `\(Locales.phone)` (or `en`, or `en_US_POSIX`); "
          + "`\(o.text)` is not modelled", at: node, kind: .notSupported)
    }
    guard apply(name, value, to: make()) else {
      let expected =
        name == "numberStyle"
        ? "a `NumberFormatter.Style` (`.decimal`, `.currency`, `.percent`, `.spellOut` …)"
        : name == "roundingMode" ? "a `NumberFormatter.RoundingMode` (`.halfEven`, `.halfUp`, `.down` …)"
        : name == "locale" ? "a `Locale`"
        : integerSettings[name] != nil ? "an `Int`" : boolSettings[name] != nil ? "a `Bool`" : "a `String`"
      let given: String
      if case .implicitMember(let m) = value { given = "`.\(m.name)`" } else { given = "a `\(value.typeName)`" }
      throw interp.error(
        "`\(name)` of a `NumberFormatter` takes \(expected), not \(given)", at: node, kind: .typeMismatch)
    }
    let key = StateKey(owner: owner, name: assignments)
    interp.state[key] = .array(log(owner, interp) + [.tuple(TupleValue(labels: [nil, nil], elements: [.string(name), value]))])
    store(formatter(owner, interp), owner, interp)
  }

  /// The number a value is for a formatter: an `NSNumber`, or a number or `Bool` where Swift
  /// bridges it (`string(for: 3.5)`, `5 as NSNumber`).
  static func number(_ value: Value?) -> NSNumber? {
    switch value {
    case .int(let i)?: return NSNumber(value: i)
    case .double(let d)?: return NSNumber(value: d)
    case .opaque(let o)? where o.kind == "NSNumber": return number(of: o)
    default: return nil
    }
  }

  /// The number an `NSNumber` value holds.
  static func number(of o: OpaqueValue) -> NSNumber? {
    if let f = o.float { return NSNumber(value: f) }
    return number(fromText: o.text)
  }

  private static func number(fromText text: String) -> NSNumber? {
    if let i = Int(text) { return NSNumber(value: i) }
    return Double(text).map { NSNumber(value: $0) }
  }

  /// An `NSNumber`, printed as Foundation prints it.
  static func nsNumber(_ n: NSNumber, float: Float? = nil) -> Value {
    var o = OpaqueValue(kind: "NSNumber", text: n.description)
    o.float = float
    return .opaque(o)
  }

  /// `NSNumber(value:)`.
  static func constructNumber(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["value"])
    switch c.argument("value")?.value {
    case .int(let i)?: return nsNumber(NSNumber(value: i))
    case .double(let d)?: return nsNumber(NSNumber(value: d))
    case .bool(let b)?: return nsNumber(NSNumber(value: b))
    case .float(let f)?: return nsNumber(NSNumber(value: f), float: f)
    default: throw c.fail("`NSNumber(value:)` takes a number or a `Bool`", kind: .typeMismatch)
    }
  }

  /// An `NSNumber`'s members: its value as each type.
  static func numberMember(_ o: OpaqueValue, _ name: String, interpreter: Interpreter, at node: Syntax) throws -> Value? {
    guard let n = number(of: o) else { return nil }
    let text = o.text
    switch name {
    case "doubleValue": return .double(n.doubleValue)
    case "intValue", "int64Value", "integerValue":
      // Out of `Int`'s range Foundation's answer differs between platforms: refused.
      guard Double(Int.min) <= n.doubleValue, n.doubleValue < Double(Int.max) else {
        throw interpreter.error("\(text) does not fit in an `Int`", at: node, kind: .arithmetic)
      }
      return .int(n.intValue)
    case "boolValue": return .bool(n.boolValue)
    case "stringValue", "description": return .string(n.description)
    case "floatValue": return .float(n.floatValue)
    default: return nil
    }
  }

  /// What `Text(x, formatter: f)` and `TextField(_:value:formatter:)` show for `value`: what a
  /// `NumberFormatter` writes for a number, or a `DateFormatter` for a date; nil for any other
  /// pair (which the caller refuses).
  static func text(_ value: Value, formatter: Value, _ interp: Interpreter) -> String? {
    guard case .instance(let inst) = formatter else { return nil }
    if let owner = owner(inst, interp), let n = number(value) {
      return self.formatter(owner, interp).string(from: n) ?? ""
    }
    if let owner = DateFormatterBuiltins.owner(inst, interp), case .date(let t) = value {
      return DateFormatterBuiltins.formatter(owner, interp).string(from: Date(timeIntervalSinceReferenceDate: t))
    }
    return nil
  }

  /// `string(from:)`, `string(for:)` and `number(from:)`.
  static func method(_ name: String, _ owner: String) -> Value? {
    switch name {
    case "string":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels([c.argument("for") != nil ? "for" : "from"])
          if let value = c.argument("for")?.value {
            // `string(for:)` takes anything: what is not a number gives nil.
            return number(value).flatMap { formatter(owner, c.interpreter).string(from: $0) }.map(Value.string) ?? .null
          }
          guard let n = number(c.argument("from")?.value) else {
            throw c.fail("`string(from:)` takes an `NSNumber`: write `NSNumber(value: x)` or `x as NSNumber`", kind: .typeMismatch)
          }
          return formatter(owner, c.interpreter).string(from: n).map(Value.string) ?? .null
        })
    case "number":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["from"])
          guard case .string(let text)? = c.argument("from")?.value else {
            throw c.fail("`number(from:)` takes a `String`", kind: .typeMismatch)
          }
          return formatter(owner, c.interpreter).number(from: text).map { nsNumber($0) } ?? .null
        })
    default:
      return nil
    }
  }
}
