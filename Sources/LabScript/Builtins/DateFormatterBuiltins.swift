import Foundation
import LabEngine
import SwiftSyntax

/// `DateFormatter` (docs/semantics.md §13): an object, as in Foundation (a class: copies share
/// it), whose settings are its state — `dateFormat`, `dateStyle`, `timeStyle`, `locale`,
/// `timeZone` — kept in the session's store like any object's, so `:scrub` restores them. It
/// formats and parses with this machine's Foundation in the lab phone's locale (`en_US`) and
/// the lab's time zone (UTC); after each change the settings are read back from Foundation, so
/// `dateFormat` after `dateStyle = .medium` is the pattern Foundation derived, as in Swift.
///
///     let f = DateFormatter(); f.dateFormat = "EEE, MMM d"; f.string(from: date)  // "Tue, Nov 14"
enum DateFormatterBuiltins {
  static let typeNames = ["DateFormatter", ISO8601Formatting.typeName]

  static let styles: [String: DateFormatter.Style] = [
    "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
  ]

  /// The locales the lab formats in: the phone's, the fixed one apps parse with, and `en`,
  /// whose data the phone's is (CLDR's `en_US` adds nothing to `en`).
  static let locales: Set = [Locales.phone, "en_US_POSIX", "en"]

  static let settings = ["dateFormat", "dateStyle", "timeStyle", "locale", "timeZone", "doesRelativeDateFormatting"]

  /// The formatter's identity when `inst` is one (`BuiltinClasses`).
  static func owner(_ inst: StructInstance, _ interp: Interpreter) -> String? {
    BuiltinClasses.owner(inst, of: "DateFormatter", interp)
  }

  /// `DateFormatter()`.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([])
    let interp = c.interpreter
    let (object, owner) = BuiltinClasses.make("DateFormatter", properties: settings, interp)
    let f = DateFormatter()
    f.locale = Locale(identifier: Locales.phone)
    f.timeZone = TimeZone(identifier: "UTC")
    store(f, owner, interp)
    return object
  }

  /// A Foundation formatter with the object's settings, to format and parse with: one per set
  /// of settings, kept by the interpreter (making a Foundation formatter costs about 60 µs, a
  /// row's date in a list of hundreds on every update). Never changed once made.
  static func formatter(_ owner: String, _ interp: Interpreter) -> DateFormatter {
    let key = settings.map { interp.state[StateKey(owner: owner, name: $0)].map { "\($0)" } ?? "" }.joined(separator: "|")
    if let made = interp.dateFormatters[key] { return made }
    let f = make(owner, interp)
    interp.dateFormatters[key] = f
    return f
  }

  /// A new Foundation formatter with the object's settings, in the lab's locale and time zone.
  private static func make(_ owner: String, _ interp: Interpreter) -> DateFormatter {
    let f = DateFormatter()
    f.timeZone = TimeZone(identifier: "UTC")
    var locale = Locales.phone
    if case .opaque(let o)? = interp.state[StateKey(owner: owner, name: "locale")] { locale = o.text }
    f.locale = Locale(identifier: locale)
    if case .implicitMember(let m)? = interp.state[StateKey(owner: owner, name: "dateStyle")], let s = styles[m.name] {
      f.dateStyle = s
    }
    if case .implicitMember(let m)? = interp.state[StateKey(owner: owner, name: "timeStyle")], let s = styles[m.name] {
      f.timeStyle = s
    }
    if case .string(let format)? = interp.state[StateKey(owner: owner, name: "dateFormat")] { f.dateFormat = format }
    return f
  }

  /// Writes a Foundation formatter's settings to the object's state.
  private static func store(_ f: DateFormatter, _ owner: String, _ interp: Interpreter) {
    func name(_ s: DateFormatter.Style) -> Value {
      .implicitMember(ImplicitMember(name: styles.first { $0.value == s }?.key ?? "none", arguments: nil))
    }
    interp.state[StateKey(owner: owner, name: "dateFormat")] = .string(f.dateFormat ?? "")
    interp.state[StateKey(owner: owner, name: "dateStyle")] = name(f.dateStyle)
    interp.state[StateKey(owner: owner, name: "timeStyle")] = name(f.timeStyle)
    interp.state[StateKey(owner: owner, name: "locale")] = .opaque(
      OpaqueValue(kind: "Locale", text: f.locale?.identifier ?? Locales.phone))
    interp.state[StateKey(owner: owner, name: "timeZone")] = CalendarBuiltins.timeZone
    if interp.state[StateKey(owner: owner, name: "doesRelativeDateFormatting")] == nil {
      interp.state[StateKey(owner: owner, name: "doesRelativeDateFormatting")] = .bool(false)
    }
  }

  /// `formatter.name = value`: checked, given to Foundation, and its settings read back.
  static func set(_ owner: String, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws {
    let f = make(owner, interp)
    switch (name, value) {
    case ("dateFormat", .string(let format)): f.dateFormat = format
    case ("dateFormat", .null): f.dateFormat = nil
    case ("dateStyle", .implicitMember(let m)) where styles[m.name] != nil && m.arguments == nil:
      f.dateStyle = styles[m.name]!
    case ("timeStyle", .implicitMember(let m)) where styles[m.name] != nil && m.arguments == nil:
      f.timeStyle = styles[m.name]!
    case ("dateStyle", _), ("timeStyle", _):
      throw interp.error(
        "`\(name)` takes a `DateFormatter.Style`: `.none`, `.short`, `.medium`, `.long` or `.full`", at: node,
        kind: .typeMismatch)
    case ("locale", .opaque(let o)) where o.kind == "Locale":
      guard locales.contains(o.text) else {
        throw interp.error(
          "the lab formats dates in its phone's locale, `\(Locales.phone)` (or `en`, or `en_US_POSIX`); "
            + "`\(o.text)` is not modelled", at: node, kind: .notSupported)
      }
      f.locale = Locale(identifier: o.text)
    case ("timeZone", _):
      try checkUTC(value, interp, at: node)
    case ("doesRelativeDateFormatting", .bool):
      // Kept by the lab, not given to Foundation: Foundation would compare with this machine's
      // clock, and the lab's "today" is the playhead's (`string(from:)`).
      interp.state[StateKey(owner: owner, name: name)] = value
      return
    default:
      throw interp.error("cannot assign a `\(value.typeName)` to `\(name)` of a `DateFormatter`", at: node, kind: .typeMismatch)
    }
    store(f, owner, interp)
  }

  /// A formatter's `timeZone = …`: the lab's zone, UTC (GMT), and no other.
  static func checkUTC(_ value: Value, _ interp: Interpreter, at node: Syntax) throws {
    if case .opaque(let o) = value, o.kind == "TimeZone", o.text == "GMT" { return }
    throw interp.error(
      "the lab's time zone is UTC (`TimeZone(identifier: \"UTC\")`); other zones are not modelled", at: node,
      kind: .notSupported)
  }

  /// `string(from:)` and `date(from:)`.
  static func method(_ name: String, _ owner: String) -> Value? {
    switch name {
    case "string":
      return .function(
        FunctionValue(name: name) { c in
          let t = try formattedDate(c)
          let f = formatter(owner, c.interpreter)
          if case .bool(true)? = c.interpreter.state[StateKey(owner: owner, name: "doesRelativeDateFormatting")],
            f.dateStyle != .none, let word = relativeDay(t, c)
          {
            guard f.timeStyle == .none else {
              throw c.fail(
                "with `doesRelativeDateFormatting`, how Foundation joins \"\(word)\" and the time differs between "
                  + "versions; the lab formats a relative day without a `timeStyle` only", kind: .notSupported)
            }
            return .string(word)
          }
          return .string(f.string(from: Date(timeIntervalSinceReferenceDate: t)))
        })
    case "date": return dateFromText { formatter(owner, $1).date(from: $0) }
    default:
      return nil
    }
  }

  /// The `Date` a formatter's `string(from:)` is given, `.now` included, as the clock's seconds.
  static func formattedDate(_ c: CallContext) throws -> Double {
    try c.checkLabels(["from"])
    var date = c.argument("from")?.value
    if case .implicitMember(let m)? = date, m.name == "now", m.arguments == nil {
      date = DateBuiltins.now(c.interpreter)  // `string(from: .now)`
    }
    guard case .date(let t)? = date else {
      throw c.fail("`string(from:)` takes a `Date`", kind: .typeMismatch)
    }
    return t
  }

  /// A formatter's `date(from:)`: the date `parse` reads in the text, or nil.
  static func dateFromText(_ parse: @escaping (String, Interpreter) -> Date?) -> Value {
    .function(
      FunctionValue(name: "date") { c in
        try c.checkLabels(["from"])
        guard case .string(let text)? = c.argument("from")?.value else {
          throw c.fail("`date(from:)` takes a `String`", kind: .typeMismatch)
        }
        guard let date = parse(text, c.interpreter) else { return .null }
        return .date(date.timeIntervalSinceReferenceDate)
      })
  }

  /// With `doesRelativeDateFormatting` (docs/semantics.md §13): "Today", "Yesterday" or
  /// "Tomorrow" for a date on the lab's day (the playhead's, in UTC) or next to it, in the
  /// phone's English [DOC DateFormatter.doesRelativeDateFormatting: "today", "tomorrow" in the
  /// locale]; nil for other days, which format as without it.
  static func relativeDay(_ t: Double, _ c: CallContext) -> String? {
    guard case .date(let now) = DateBuiltins.now(c.interpreter) else { return nil }
    // In UTC, which has no daylight saving, every day is 86,400 seconds from the reference date's
    // midnight: a date's day is the whole number of days since then.
    func day(_ seconds: Double) -> Double { (seconds / 86_400).rounded(.down) }
    switch day(t) - day(now) {
    case 0: return "Today"
    case -1: return "Yesterday"
    case 1: return "Tomorrow"
    default: return nil
    }
  }

  /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`, in the lab's locale and zone.
  static func staticMember(_ name: String) -> Value? {
    guard name == "localizedString" else { return nil }
    return .function(
      FunctionValue(name: name) { c in
        try c.checkLabels(["from", "dateStyle", "timeStyle"])
        guard case .date(let t)? = c.argument("from")?.value else {
          throw c.fail("`localizedString(from:dateStyle:timeStyle:)` takes a `Date`", kind: .typeMismatch)
        }
        let f = DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        f.locale = Locale(identifier: Locales.phone)
        for label in ["dateStyle", "timeStyle"] {
          guard case .implicitMember(let m)? = c.argument(label)?.value, let s = styles[m.name] else {
            throw c.fail("`\(label):` takes `.none`, `.short`, `.medium`, `.long` or `.full`", kind: .argument)
          }
          if label == "dateStyle" { f.dateStyle = s } else { f.timeStyle = s }
        }
        return .string(f.string(from: Date(timeIntervalSinceReferenceDate: t)))
      })
  }
}

/// `date.formatted()`, `date.formatted(date:time:)` and `date.formatted(style)` with a
/// `Date.FormatStyle(date:time:locale:timeZone:)` (docs/semantics.md §13): this machine's
/// Foundation formats them in the phone's locale (`en_US`) and UTC, as it does for iOS 17
/// (a narrow no-break space before AM and PM). A style's locale and zone may be named, and
/// only those.
enum DateFormatting {
  static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
    "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
  ]
  static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
    "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
  ]

  /// A style as the lab keeps it: its date and time styles' names (empty for the default).
  static func style(date: String?, time: String?) -> OpaqueValue {
    OpaqueValue(kind: "Date.FormatStyle", text: "\(date ?? "")|\(time ?? "")")
  }

  /// The fields `.dateTime` can be narrowed to, each with the options it takes (the first: the
  /// option Foundation uses when none is given is left to Foundation).
  static let fieldOptions: [String: Set<String>] = [
    "year": ["defaultDigits", "twoDigits"],
    "month": ["defaultDigits", "twoDigits", "wide", "abbreviated", "narrow"],
    "day": ["defaultDigits", "twoDigits"],
    "weekday": ["abbreviated", "wide", "narrow", "short", "oneDigit", "twoDigits"],
    "hour": [],
    "minute": ["defaultDigits", "twoDigits"],
    "second": ["defaultDigits", "twoDigits"],
  ]

  /// `.dateTime.year().month(.wide)`: a style of the chosen fields (`fields:year=,month=wide`).
  static func fieldStyle(_ fields: [(String, String)]) -> Value {
    .opaque(OpaqueValue(kind: "Date.FormatStyle", text: "fields:" + fields.map { "\($0.0)=\($0.1)" }.joined(separator: ",")))
  }

  /// `style.year()`, `style.month(.wide)`, … and `style.locale(_:)` on a style of fields (or
  /// `.dateTime` itself): the style with that field, or in that locale (only the phone's).
  static func narrowed(_ style: OpaqueValue, _ name: String, _ c: CallContext) throws -> Value {
    var fields = self.fields(of: style.text)
    if !style.text.hasPrefix("fields:"), style.text != "|" {
      throw c.fail("`\(name)` applies to `.dateTime` and its fields, not a `Date.FormatStyle(date:time:)`", kind: .notSupported)
    }
    if name == "locale" {
      guard c.arguments.count == 1, case .opaque(let locale) = c.arguments[0].value, locale.kind == "Locale" else {
        throw c.fail("`locale(_:)` takes a `Locale`, such as `Locale(identifier: \"en_US\")`", kind: .argument)
      }
      guard locale.text == Locales.phone else {
        throw c.fail(
          "dates are formatted in `\(Locales.phone)` only (the lab's phone); `\(locale.text)` writes them differently",
          kind: .notSupported)
      }
      return fieldStyle(fields)
    }
    guard let options = fieldOptions[name] else { throw c.fail("`\(name)` is not a date field", kind: .argument) }
    var option = ""
    if let arg = c.arguments.first {
      guard c.arguments.count == 1, arg.label == nil, case .implicitMember(let m) = arg.value, m.arguments == nil,
        options.contains(m.name)
      else {
        throw c.fail(
          "`\(name)(_:)` here takes " + (options.isEmpty ? "no option" : options.sorted().map { "`.\($0)`" }.joined(separator: ", ")),
          kind: .notSupported)
      }
      option = m.name
    }
    fields.removeAll { $0.0 == name }
    fields.append((name, option))
    return fieldStyle(fields)
  }

  /// The fields of a style `fieldStyle` made, each with its option ("" for none), in order.
  private static func fields(of text: String) -> [(String, String)] {
    guard text.hasPrefix("fields:") else { return [] }
    return text.dropFirst("fields:".count).split(separator: ",").compactMap { part in
      let kv = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      return kv.count == 2 ? (kv[0], kv[1]) : nil
    }
  }

  /// This machine's Foundation's style of those fields, in the phone's locale and UTC.
  private static func fieldFormat(_ text: String, locale: Locale, timeZone: TimeZone) -> Date.FormatStyle {
    var f = Date.FormatStyle(locale: locale, timeZone: timeZone)
    for (field, o) in fields(of: text) {
      switch field {
      case "year": f = o.isEmpty ? f.year() : f.year(o == "twoDigits" ? .twoDigits : .defaultDigits)
      case "month":
        let m: [String: Date.FormatStyle.Symbol.Month] = [
          "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "wide": .wide, "abbreviated": .abbreviated,
          "narrow": .narrow,
        ]
        f = o.isEmpty ? f.month() : f.month(m[o] ?? .abbreviated)
      case "day": f = o.isEmpty ? f.day() : f.day(o == "twoDigits" ? .twoDigits : .defaultDigits)
      case "weekday":
        let w: [String: Date.FormatStyle.Symbol.Weekday] = [
          "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short, "oneDigit": .oneDigit,
          "twoDigits": .twoDigits,
        ]
        f = o.isEmpty ? f.weekday() : f.weekday(w[o] ?? .abbreviated)
      case "hour": f = f.hour()
      case "minute": f = o.isEmpty ? f.minute() : f.minute(o == "twoDigits" ? .twoDigits : .defaultDigits)
      case "second": f = o.isEmpty ? f.second() : f.second(o == "twoDigits" ? .twoDigits : .defaultDigits)
      default: break
      }
    }
    return f
  }

  static func string(_ t: Double, _ style: OpaqueValue) -> String {
    let parts = style.text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    let locale = Locale(identifier: Locales.phone)
    let utc = TimeZone(identifier: "UTC")!
    if style.text.hasPrefix("fields:"), style.text != "fields:" {
      return Date(timeIntervalSinceReferenceDate: t).formatted(fieldFormat(style.text, locale: locale, timeZone: utc))
    }
    let format: Date.FormatStyle
    if parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) {
      format = Date.FormatStyle(
        date: dateStyles[parts[0]] ?? .omitted, time: timeStyles[parts[1]] ?? .omitted, locale: locale, timeZone: utc)
    } else {
      format = Date.FormatStyle(locale: locale, timeZone: utc)
    }
    return Date(timeIntervalSinceReferenceDate: t).formatted(format)
  }

  /// The names of `date:` and `time:` arguments, checked.
  static func styleNames(_ c: inout CallContext) throws -> (date: String?, time: String?) {
    var names: (date: String?, time: String?) = (nil, nil)
    for (label, table) in [("date", Array(dateStyles.keys)), ("time", Array(timeStyles.keys))] {
      guard let arg = c.argument(label) else { continue }
      guard case .implicitMember(let m) = arg.value, m.arguments == nil, table.contains(m.name) else {
        throw c.interpreter.error(
          "`\(label):` takes " + table.sorted().map { "`.\($0)`" }.joined(separator: ", "), at: arg.node,
          kind: .argument)
      }
      if label == "date" { names.date = m.name } else { names.time = m.name }
    }
    if (names.date == nil) != (names.time == nil) {
      throw c.fail("`date:` and `time:` go together", kind: .argument)
    }
    return names
  }

  /// A date written in a style argument: a `Date.FormatStyle(date:time:)`, or `.dateTime`
  /// (Foundation's default style, the same as `formatted()`'s).
  static func string(_ t: Double, _ arg: Argument, _ interp: Interpreter) throws -> String {
    switch arg.value {
    case .opaque(let o) where o.kind == "Date.FormatStyle": return string(t, o)
    case .implicitMember(let m) where m.name == "dateTime" && m.arguments == nil:
      return string(t, style(date: nil, time: nil))
    default:
      throw interp.error(
        "the lab formats a `Date` with `formatted()`, `formatted(date:time:)`, `.dateTime` or a "
          + "`Date.FormatStyle(date:time:)`; this style is not supported yet",
        at: arg.node, kind: .notSupported)
    }
  }

  /// `date.formatted(…)`.
  static func formatted(_ t: Double, _ c: inout CallContext) throws -> Value {
    if let arg = c.argument(nil) {
      try c.checkLabels([nil])
      return .string(try string(t, arg, c.interpreter))
    }
    try c.checkLabels(["date", "time"])
    let names = try styleNames(&c)
    return .string(string(t, style(date: names.date, time: names.time)))
  }

  /// `Date.FormatStyle(date:time:locale:timeZone:)`: the locale and zone, if named, must be the
  /// phone's.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["date", "time", "locale", "calendar", "timeZone", "capitalizationContext"])
    if let locale = c.argument("locale") {
      guard case .opaque(let o) = locale.value, o.kind == "Locale", o.text == Locales.phone else {
        throw c.interpreter.error(
          "the lab formats dates in its phone's locale, `\(Locales.phone)`", at: locale.node, kind: .notSupported)
      }
    }
    if let zone = c.argument("timeZone") {
      var value = zone.value
      if case .null = value { value = .void }
      guard case .opaque(let o) = value, o.kind == "TimeZone", o.text == "GMT" else {
        throw c.interpreter.error("the lab's time zone is UTC", at: zone.node, kind: .notSupported)
      }
    }
    for label in ["calendar", "capitalizationContext"] where c.argument(label) != nil {
      throw c.fail("`\(label):` of a `Date.FormatStyle` is not supported yet", kind: .notSupported)
    }
    let names = try styleNames(&c)
    return .opaque(style(date: names.date, time: names.time))
  }
}

/// `ISO8601DateFormatter` (docs/semantics.md §13) [DOC ISO8601DateFormatter: `formatOptions`,
/// by default `.withInternetDateTime`; `timeZone`, by default GMT]: an object, whose
/// `string(from:)` and `date(from:)` are this machine's Foundation's, the code a compiled program
/// runs, in the lab's time zone, UTC.
///
///     let f = ISO8601DateFormatter(); f.formatOptions = [.withFullDate]; f.string(from: date)
enum ISO8601Formatting {
  static let typeName = "ISO8601DateFormatter"
  static let settings = ["formatOptions", "timeZone"]
  private static let optionsKey = "(formatOptions)"

  static let options: [String: ISO8601DateFormatter.Options] = [
    "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
    "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
    "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
    "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
    "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
  ]

  static func owner(_ inst: StructInstance, _ interp: Interpreter) -> String? {
    BuiltinClasses.owner(inst, of: typeName, interp)
  }

  /// `ISO8601DateFormatter()`.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([])
    // The options are kept apart from its properties: the lab writes them, and does not read
    // them back (Swift would print an option set, which the lab does not imitate).
    let (object, owner) = BuiltinClasses.make(typeName, properties: ["timeZone"], c.interpreter)
    c.interpreter.state[StateKey(owner: owner, name: optionsKey)] = .int(Int(ISO8601DateFormatter.Options.withInternetDateTime.rawValue))
    c.interpreter.state[StateKey(owner: owner, name: "timeZone")] = CalendarBuiltins.timeZone
    return object
  }

  private static func formatter(_ owner: String, _ interp: Interpreter) -> ISO8601DateFormatter {
    let f = ISO8601DateFormatter()
    f.timeZone = TimeZone(identifier: "UTC")
    if case .int(let raw)? = interp.state[StateKey(owner: owner, name: optionsKey)] {
      f.formatOptions = ISO8601DateFormatter.Options(rawValue: UInt(raw))
    }
    return f
  }

  /// `formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]`, `timeZone`.
  static func set(_ owner: String, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws {
    switch (name, value) {
    case ("formatOptions", _):
      let items: [Value]
      if case .array(let a) = value { items = a } else if case .set(let s) = value { items = s.items } else { items = [value] }
      var chosen: ISO8601DateFormatter.Options = []
      for item in items {
        guard case .implicitMember(let m) = item, m.arguments == nil, let option = options[m.name] else {
          throw interp.error(
            "`formatOptions` takes `ISO8601DateFormatter.Options`: \(options.keys.sorted().map { "`.\($0)`" }.joined(separator: ", "))",
            at: node, kind: .typeMismatch)
        }
        chosen.insert(option)
      }
      interp.state[StateKey(owner: owner, name: optionsKey)] = .int(Int(chosen.rawValue))
    case ("timeZone", _):
      try DateFormatterBuiltins.checkUTC(value, interp, at: node)
    default:
      throw interp.error("cannot assign a `\(value.typeName)` to `\(name)` of an `ISO8601DateFormatter`", at: node, kind: .typeMismatch)
    }
  }

  /// `string(from:)` and `date(from:)` (nil for text it does not read); its settings are written,
  /// not read, in the lab.
  static func member(_ name: String, _ owner: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    switch name {
    case "formatOptions":
      throw interp.error(
        "reading `formatOptions` is not supported: the lab keeps the options it is given, but Swift prints an "
          + "option set in a form the lab does not imitate", at: node, kind: .notSupported)
    case "string":
      return .function(
        FunctionValue(name: name) { c in
          let t = try DateFormatterBuiltins.formattedDate(c)
          return .string(formatter(owner, c.interpreter).string(from: Date(timeIntervalSinceReferenceDate: t)))
        })
    case "date": return DateFormatterBuiltins.dateFromText { formatter(owner, $1).date(from: $0) }
    default: return nil
    }
  }
}
