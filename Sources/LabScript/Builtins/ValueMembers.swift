import Foundation
import LabEngine
import SwiftSyntax

/// Properties and methods of built-in values: `size.width`, `rect.midX`, `items.count`,
/// `proxy.frame(in:)`, `angle.radians`, `transform.rotated(by:)` …
extension Builtins {
  static func valueMember(_ value: Value, _ name: String, interpreter: Interpreter, node: Syntax)
    throws -> Value?
  {
    let interp = interpreter
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    if let member = VectorArithmetic.member(value, name, interpreter: interp, node: node) { return member }
    if case .opaque(let o) = value, o.kind == "IndexSet" {
      // An `IndexSet` is a collection of its integers, ascending: `count`, `first`, `contains`,
      // `map`, `forEach` … as an array of them has (its own `description` is by count).
      if name == "description" { return .string(o.text) }
      let integers = Value.array((o.indices ?? []).map { .int($0) })
      return try interp.member(of: integers, named: name, node: node)
    }
    if case .tuple(let t) = value, t.nominal == AttributedStrings.nominal || t.nominal == AttributedStrings.substring
      || t.nominal == AttributedStrings.container, let member = try AttributedStrings.member(t, name, interp, at: node)
    {
      return member
    }
    if case .string(let s) = value, StringIndices.stringMembers.contains(name),
      let member = try StringIndices.member(s, name, interp, at: node)
    {
      return member
    }
    if case .opaque(let o) = value, StringIndices.kinds.contains(o.kind) {
      if name == "map" || name == "flatMap" {
        // An optional index or range (`s.range(of:)`), held unwrapped: the closure applied.
        return method { c in
          guard let fn = c.closure else { throw c.fail("`\(name)` needs a closure", kind: .argument) }
          return try interp.call(fn, [value], node: c.node)
        }
      }
      if let member = try StringIndices.indexMember(o, name, interp, at: node) { return member }
    }
    switch (value, name) {
    case (.int, "hashValue"), (.double, "hashValue"), (.bool, "hashValue"), (.string, "hashValue"):
      return interp.stableHashValue(of: value, at: node)
    case (.int, "description"), (.double, "description"), (.bool, "description"), (.string, "description"),
      (.array, "description"), (.dictionary, "description"), (.set, "description"):
      // What `String(describing:)` gives: these types' own descriptions, as `print` writes them.
      // (Not `debugDescription`: an optional has one too, `Optional(5)`, and the lab keeps an
      // optional's value unwrapped, so it could not tell `x.debugDescription` of an `Int?`.)
      return .string(try interp.printedText(value, declaredAs: nil, reflecting: false, at: node))
    case (.string(let s), "randomElement"):
      // A random character, as an array of the string's characters gives one.
      return try sequenceMethod(.array(s.map { .string(String($0)) }), name, interpreter: interp, node: node)
    // An optional's `map`/`flatMap` (values are stored unwrapped): the closure applied to a
    // value, nil kept nil.
    case (.null, "map"), (.null, "flatMap"): return method { _ in .null }
    case (.int, "map"), (.double, "map"), (.bool, "map"), (.instance, "map"), (.enumCase, "map"),
      (.int, "flatMap"), (.double, "flatMap"), (.bool, "flatMap"), (.instance, "flatMap"),
      (.enumCase, "flatMap"):
      return method { c in
        guard let fn = c.closure else { throw c.fail("`\(name)` needs a closure", kind: .argument) }
        return try interp.call(fn, [value], node: c.node)
      }
    case (.date(let t), _): return DateBuiltins.member(t, name, interpreter: interp)
    case (.float(let f), "formatted"):
      // A `Float` is written as the `Double` it converts to, as this machine's Foundation does
      // (`Float(12345.678)` is "12,345.677734").
      return try valueMember(.double(Double(f)), name, interpreter: interp, node: node)
    case (.float(let f), _): return try FloatBuiltins.member(f, name, interpreter: interp, node: node)
    case (.calendar(let cal), _): return try CalendarBuiltins.member(cal, name, interpreter: interp, node: node)
    case (.dateComponents(let dc), _): return try CalendarBuiltins.member(dc, name, interpreter: interp, node: node)
    case (.opaque(let o), "isEditing") where o.kind == "EditMode": return .bool(o.text != "inactive")
    case (.opaque(let o), _) where o.kind == "TimeZone":
      switch name {
      case "identifier": return .string(o.text)
      case "secondsFromGMT": return method { _ in .int(0) }
      default:
        throw interp.error(
          "`\(name)` of a `TimeZone` is not supported; the lab's time zone is UTC: `identifier` (\"GMT\") "
            + "and `secondsFromGMT()` (0)", at: node, kind: .notSupported)
      }
    case (.proposal, _), (.viewSpacing, _), (.layoutSubview, _), (.layout, _):
      return try LayoutProtocol.member(value, name, interpreter: interp, node: node)
    case (.set(let s), _): return try setMember(s, name, interpreter: interp, node: node)
    // Ranges of floating-point numbers
    case (.floatingRange(let r), "lowerBound"): return r.bound(r.lower)
    case (.floatingRange(let r), "upperBound"): return r.bound(r.upper)
    case (.floatingRange(let r), "isEmpty"): return .bool(!r.closed && r.lower == r.upper)
    case (.floatingRange(let r), "contains"), (.floatingRange(let r), "~="):
      return method { c in
        let x: Double?
        switch c.arguments.count == 1 ? c.arguments[0].value : nil {
        case .date(let t)? where r.isDate: x = t
        case let v? where !r.isDate: x = v.asDouble
        default: x = nil
        }
        guard let x else {
          throw c.fail("`\(name)` takes one \(r.isDate ? "date" : "number")", kind: .argument)
        }
        return .bool(r.contains(x))
      }
    // Numbers
    case (.double(let d), "isFinite"): return .bool(d.isFinite)
    case (.double(let d), "isNaN"): return .bool(d.isNaN)
    case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
    case (.double(let d), "magnitude"): return .double(Swift.abs(d))
    case (.double(let d), "sign"):
      // `FloatingPointSign`: `.minus` for a negative number and for −0.0 (its sign bit).
      return .implicitMember(ImplicitMember(name: d.sign == .minus ? "minus" : "plus", arguments: nil))
    case (.int, "formatted"), (.double, "formatted"):
      return method { c in
        if let style = c.arguments.first {
          // One unlabelled style; anything else is refused as a style the lab does not write.
          let given = c.arguments.count == 1 && style.label == nil ? style.value : .null
          let made = try NumberFormatStyle.required(given, for: "formatted(_:)", interpreter: interp, at: c.node)
          return .string(try made.format(value, interpreter: interp, at: c.node))
        }
        if case .int(let i) = value { return .string(FormattedNumbers.format(i)) }
        return .string(FormattedNumbers.format(try interp.number(value, c.node)))
      }
    case (.double(let d), "rounded"):
      return method { c in
        guard let arg = c.arguments.first else { return .double(d.rounded()) }
        let name: String
        switch arg.value {
        case .implicitMember(let m) where m.arguments == nil: name = m.name
        case .opaque(let o) where o.kind == "FloatingPointRoundingRule": name = o.text
        default:
          throw c.fail("`rounded(_:)` takes a rounding rule such as `.down`", kind: .argument)
        }
        let rules: [String: FloatingPointRoundingRule] = [
          "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
          "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        ]
        guard let rule = rules[name] else {
          throw c.interpreter.unknown(
            "`FloatingPointRoundingRule` has no case", name, at: arg.node,
            candidates: rules.keys.sorted())
        }
        return .double(d.rounded(rule))
      }
    case (.double(let d), "squareRoot"): return method { _ in .double(d.squareRoot()) }
    case (.double(let d), "remainder"):
      // IEEE 754 remainder: the quotient rounded to the nearest integer (ties to even).
      return method { c in
        try c.checkLabels(["dividingBy"])
        return .double(d.remainder(dividingBy: try c.double("dividingBy") ?? 1))
      }
    case (.double(let d), "truncatingRemainder"):
      return method { c in
        .double(d.truncatingRemainder(dividingBy: try c.double("dividingBy") ?? 1))
      }
    case (.int(let i), "signum") where interp.calleeName == name: return method { _ in .int(i.signum()) }
    case (.int(let i), "isMultiple"):
      return method { c in
        let n = try c.int("of") ?? 1
        return .bool(n == 0 ? i == 0 : i % n == 0)
      }
    case (.int(let i), "magnitude"): return .int(i == .min ? .max : Swift.abs(i))
    case (.int, "description"), (.double, "description"): return .string(value.description)
    // Strings
    case (.string(let s), "count") where interp.calleeName == name:
      // `s.count(where:)` (Swift 6): as the array of its characters counts.
      return try sequenceProperty(.array(s.map { .string(String($0)) }), name, interpreter: interp, node: node)
    case (.string(let s), "count"): return .int(s.count)
    case (.string(let s), "utf8"): return .opaque(OpaqueValue(kind: "String.UTF8View", text: s))
    case (.string(let s), "data"):
      // `text.data(using: .utf8)`: its UTF-8 bytes (never nil for UTF-8).
      return method { c in
        try c.checkLabels(["using", "allowLossyConversion"])
        guard case .implicitMember(let m)? = c.argument("using")?.value, m.name == "utf8" else {
          throw c.fail("`data(using:)` is supported for `.utf8` only", kind: .notSupported)
        }
        return BundleBuiltins.data(s)
      }
    case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
    case (.string(let s), "capitalized"): return .string(s.capitalized)
    case (.string(let s), "uppercased"): return method { _ in .string(s.uppercased()) }
    case (.string(let s), "lowercased"): return method { _ in .string(s.lowercased()) }
    case (.string(let s), "hasPrefix"):
      return method { c in
        try c.checkLabels([nil])
        guard let p = try c.string(nil) else { throw c.fail("`hasPrefix(_:)` takes a `String`", kind: .typeMismatch) }
        return .bool(s.hasPrefix(p))
      }
    case (.string(let s), "hasSuffix"):
      return method { c in
        try c.checkLabels([nil])
        guard let p = try c.string(nil) else { throw c.fail("`hasSuffix(_:)` takes a `String`", kind: .typeMismatch) }
        return .bool(s.hasSuffix(p))
      }
    case (.string(let s), "starts"):
      // Sequence's `starts(with:)`, Character by Character, as Swift compares them.
      return method { c in
        try c.checkLabels(["with"])
        guard case .string(let p)? = c.argument("with")?.value else {
          throw c.fail("`starts(with:)` of a `String` takes a `String` here", kind: .typeMismatch)
        }
        return .bool(s.starts(with: p))
      }
    case (.string(let s), "contains"):
      return method { c in
        let trailing = c.arguments.count == 1 && { if case .function = c.arguments[0].value { true } else { false } }()
        if c.has("where") || trailing {
          // `contains(where:)` (or its trailing closure): some character satisfies the closure.
          try c.checkLabels(["where", nil])
          guard let fn = c.closure else { throw c.fail("`contains(where:)` needs a closure", kind: .argument) }
          for ch in s where try interp.truth(interp.call(fn, [.string(String(ch))], node: c.node), c.node) {
            return .bool(true)
          }
          return .bool(false)
        }
        try c.checkLabels([nil])
        guard case .string(let t)? = c.argument(nil)?.value else {
          throw c.fail("`contains(_:)` of a `String` takes a `String` or a `Character`", kind: .typeMismatch)
        }
        return .bool(s.contains(t))
      }
    // A string as a collection of Characters (each a one-character string here).
    case (.string(let s), "first") where interp.calleeName == name, (.string(let s), "last") where interp.calleeName == name:
      // `s.first(where:)`, `s.last(where:)`: as an array of the string's characters answers.
      return try sequenceMethod(.array(s.map { .string(String($0)) }), name, interpreter: interp, node: node)
    case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .null
    case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .null
    case (.string(let s), "prefix"), (.string(let s), "suffix"), (.string(let s), "dropFirst"),
      (.string(let s), "dropLast"), (.string(let s), "drop"):
      // Up to, through or from a `String.Index`; otherwise (a count, `prefix(while:)`,
      // `drop(while:)`) as the array of its characters answers, joined again.
      return method { c in
        if let label = ["upTo", "through", "from"].first(where: { c.has($0) }) {
          try c.checkLabels(name == "prefix" ? ["upTo", "through"] : name == "suffix" ? ["from"] : [nil])
          guard let v = c.argument(label)?.value, let i = StringIndices.offset(v) else {
            throw c.fail("`\(name)(\(label ?? ""):)` takes a `String.Index`", kind: .typeMismatch)
          }
          let range =
            label == "from"
            ? StringIndices.partial("...", prefix: false, i) : StringIndices.partial(label == "upTo" ? "..<" : "...", prefix: true, i)
          return try StringIndices.subscriptValue(s, range, interp, at: c.node) ?? .string("")
        }
        let characters = Value.array(s.map { .string(String($0)) })
        guard let fn = try sequenceMethod(characters, name, interpreter: interp, node: c.node) else {
          throw c.fail("`\(name)` of a `String` is not supported here", kind: .notSupported)
        }
        let kept = try interp.elements(of: try interp.callValue(fn, c.arguments, node: c.node), at: c.node)
        return .string(kept.map { if case .string(let ch) = $0 { ch } else { "" } }.joined())
      }
    case (.string(let s), "replacingOccurrences"):
      return method { c in
        try c.checkLabels(["of", "with"])
        guard case .string(let target)? = c.argument("of")?.value, !target.isEmpty,
          case .string(let replacement)? = c.argument("with")?.value
        else {
          throw c.fail("`replacingOccurrences(of:with:)` takes two strings", kind: .argument)
        }
        return .string(s.replacingOccurrences(of: target, with: replacement))
      }
    case (.string(let s), "filter"):
      // A String's filter keeps a String.
      return method { c in
        guard let fn = c.closure else { throw c.fail("`filter` needs a closure", kind: .argument) }
        var kept = ""
        for ch in s where try interp.truth(interp.call(fn, [.string(String(ch))], node: c.node), c.node) {
          kept.append(ch)
        }
        return .string(kept)
      }
    case (.string, "map"), (.string, "compactMap"), (.string, "forEach"), (.string, "reversed"),
      (.string, "allSatisfy"), (.string, "reduce"), (.string, "enumerated"), (.string, "sorted"):
      return try sequenceMethod(value, name, interpreter: interp, node: node)
    case (.string(let s), "components"):
      // Foundation's `components(separatedBy:)` with a string, or a `CharacterSet`
      // (`.newlines`): every piece, empty ones kept.
      return method { c in
        try c.checkLabels(["separatedBy"])
        if let v = c.argument("separatedBy")?.value, let set = ScannerBuiltins.set(of: v) {
          return .array(s.components(separatedBy: set).map { .string($0) })
        }
        guard case .string(let sep)? = c.argument("separatedBy")?.value, !sep.isEmpty else {
          throw c.fail("`components(separatedBy:)` takes a non-empty String or a `CharacterSet`", kind: .argument)
        }
        return .array(s.components(separatedBy: sep).map { .string($0) })
      }
    case (.string(let s), "compare"), (.string(let s), "caseInsensitiveCompare"), (.string(let s), "localizedCompare"),
      (.string(let s), "localizedCaseInsensitiveCompare"), (.string(let s), "localizedStandardCompare"):
      // Foundation's comparisons, as this machine's Foundation orders them; the localized ones
      // in the phone's locale [DOC StringProtocol.localizedStandardCompare(_:): case-insensitive,
      // numeric, in the current locale]. The result is a `ComparisonResult`.
      return method { c in
        try c.checkLabels(name == "compare" ? [nil, "options"] : [nil])
        guard case .string(let t)? = c.argument(nil)?.value else {
          throw c.fail("`\(name)(_:)` compares with a `String`", kind: .typeMismatch)
        }
        var options: String.CompareOptions = []
        if let o = c.argument("options")?.value { options = try StringIndices.compareOptions(o, &c) }
        let phone = Locale(identifier: Locales.phone)
        let order: ComparisonResult
        switch name {
        case "compare": order = s.compare(t, options: options)
        case "caseInsensitiveCompare": order = s.compare(t, options: .caseInsensitive)
        case "localizedCompare": order = s.compare(t, options: [], range: nil, locale: phone)
        case "localizedCaseInsensitiveCompare": order = s.compare(t, options: .caseInsensitive, range: nil, locale: phone)
        default:
          order = s.compare(
            t, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil, locale: phone)
        }
        return ComparisonResults.value(order)
      }
    case (.string(let s), "localizedCaseInsensitiveContains"), (.string(let s), "localizedStandardContains"):
      // Foundation's searches in the phone's locale: case-insensitive, and for the standard one
      // diacritic-insensitive too [DOC StringProtocol.localizedStandardContains(_:)].
      return method { c in
        guard c.arguments.count == 1, c.arguments[0].label == nil, case .string(let t) = c.arguments[0].value else {
          throw c.fail("`\(name)(_:)` takes a `String`", kind: .typeMismatch)
        }
        let options: String.CompareOptions =
          name == "localizedStandardContains" ? [.caseInsensitive, .diacriticInsensitive] : [.caseInsensitive]
        return .bool(s.range(of: t, options: options, locale: Locale(identifier: Locales.phone)) != nil)
      }
    case (.string(let s), _) where s.count == 1 && CharacterProperties.names.contains(name):
      // A Character's properties (the lab holds a Character as a one-character string).
      return CharacterProperties.value(Character(s), name)
    case (.string(let s), "split"):
      // `split(separator:maxSplits:omittingEmptySubsequences:)` with a Character separator;
      // the pieces (Substrings in Swift) print as strings do.
      return method { c in
        try c.checkLabels(["separator", "maxSplits", "omittingEmptySubsequences"])
        guard case .string(let sep)? = c.argument("separator")?.value, sep.count == 1 else {
          throw c.fail("`split(separator:)` takes one Character, such as \" \"", kind: .argument)
        }
        let maxSplits = try c.int("maxSplits") ?? Int.max
        var omitting = true
        if let o = c.argument("omittingEmptySubsequences") { omitting = try interp.truth(o.value, o.node) }
        let parts = s.split(
          separator: sep.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
        return .array(parts.map { .string(String($0)) })
      }
    case (.string(let s), "trimmingCharacters"):
      return method { c in
        try c.checkLabels(["in"])
        guard let arg = c.arguments.first(where: { $0.label == "in" }), let set = ScannerBuiltins.set(of: arg.value) else {
          throw c.fail(
            "`trimmingCharacters(in:)` takes a `CharacterSet`: `.whitespaces`, `.alphanumerics.inverted`, "
              + "`CharacterSet(charactersIn: \"#\")` …", kind: .argument)
        }
        let test: (Unicode.Scalar) -> Bool = { set.contains($0) }
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !test($0) }),
          let last = scalars.lastIndex(where: { !test($0) })
        else { return .string("") }
        return .string(String(scalars[first...last]))
      }
    // Arrays and ranges: properties here; a call (`first(where:)`) goes to `sequenceMethod`.
    case (.array, _), (.arraySlice, _), (.range, _):
      if let property = try sequenceProperty(value, name, interpreter: interp, node: node) {
        return property
      }
      return try sequenceMethod(value, name, interpreter: interp, node: node)
    // Dictionaries
    case (.dictionary(let d), "first") where interp.calleeName == name:
      // `first(where:)`: known whatever the order when at most one pair matches (a dictionary's
      // order changes from run to run); with more, refused.
      return method { c in
        try c.checkLabels(["where", nil])
        guard let fn = c.closure else { throw c.fail("`first(where:)` needs a closure", kind: .argument) }
        var found: [Value] = []
        for (k, v) in zip(d.keys, d.values) {
          let pair = Value.tuple(TupleValue(labels: ["key", "value"], elements: [k, v]))
          if try interp.truth(interp.call(fn, [pair], node: c.node), c.node) { found.append(pair) }
        }
        guard found.count <= 1 else {
          throw c.fail(
            "`first(where:)` matches \(found.count) pairs of this `Dictionary`, and which comes first depends on an order "
              + "that changes from run to run; sort it first (`dict.sorted { $0.key < $1.key }.first(where: …)`)",
            kind: .notSupported)
        }
        return found.first ?? .null
      }
    case (.dictionary(let d), "first"), (.dictionary(let d), "randomElement"):
      // A dictionary's order is Swift's hash order, which changes from run to run: its first
      // element is known only when it has at most one.
      guard d.count <= 1 else {
        throw interp.error(
          "`\(name)` of a `Dictionary` of \(d.count) elements depends on an order that changes from run to run; "
            + "sort it first (`dict.sorted { $0.key < $1.key }.first`)", at: node, kind: .notSupported)
      }
      if name == "randomElement" { return method { _ in d.count == 0 ? .null : .tuple(TupleValue(labels: ["key", "value"], elements: [d.keys[0], d.values[0]])) } }
      return d.count == 0 ? .null : .tuple(TupleValue(labels: ["key", "value"], elements: [d.keys[0], d.values[0]]))
    case (.dictionary(let d), "count"): return .int(d.count)
    case (.dictionary(let d), "isEmpty"): return .bool(d.count == 0)
    case (.dictionary(let d), "keys"): return .array(d.keys)
    case (.dictionary(let d), "values"): return .array(d.values)
    // A dictionary is a sequence of (key:, value:) pairs: `map`, `filter`, `sorted` … (in the
    // order of insertion here; Swift leaves the order unspecified).
    // `filter` and `mapValues` keep a dictionary.
    case (.dictionary(let d), "filter"), (.dictionary(let d), "mapValues"), (.dictionary(let d), "compactMapValues"):
      return method { c in
        guard let fn = c.closure else { throw c.fail("`\(name)` needs a closure", kind: .argument) }
        var result = DictionaryValue()
        for (k, v) in zip(d.keys, d.values) {
          if name == "mapValues" {
            result[k] = try interp.call(fn, [v], node: c.node)
          } else if name == "compactMapValues" {
            // The values the closure gives, without the nils (and their keys).
            let mapped = try interp.call(fn, [v], node: c.node)
            if case .null = mapped { continue }
            result[k] = mapped
          } else {
            let pair = Value.tuple(TupleValue(labels: ["key", "value"], elements: [k, v]))
            if try interp.truth(interp.call(fn, [pair], node: c.node), c.node) { result[k] = v }
          }
        }
        return .dictionary(result)
      }
    case (.dictionary(let d), "merging"):
      return method { c in .dictionary(try merged(d, &c)) }
    case (.dictionary, _): return try sequenceMethod(value, name, interpreter: interp, node: node)
    // Tuples
    case (.tuple(let t), _) where t.nominal == ScrollPositionValues.nominal:
      // Its public members only (the rest is the lab's bookkeeping).
      return ["viewID", "edge", "point", "isPositionedByUser"].contains(name) ? t[name] : nil
    case (.tuple(let t), _):
      if let v = t[name] { return v }
      if let i = Int(name), t.elements.indices.contains(i) { return t.elements[i] }
      return nil
    // Geometry
    case (.size(let s), "width"): return .double(s.width)
    case (.size(let s), "height"): return .double(s.height)
    case (.size(let s), "dx"): return .double(s.width)
    case (.size(let s), "dy"): return .double(s.height)
    case (.point(let p), "x"): return .double(p.x)
    case (.point(let p), "y"): return .double(p.y)
    case (.point(let p), "applying"):
      return method { c in
        guard case .affine(let t)? = c.arguments.first?.value else {
          throw c.fail("`applying` needs a CGAffineTransform", kind: .argument)
        }
        return .point(t.apply(to: p))
      }
    case (.rect(let r), _): return try rectMember(r, name, interpreter: interp, node: node)
    case (.angle(let a), "degrees"): return .double(a.degrees)
    case (.angle(let a), "radians"): return .double(a.radians)
    case (.unitPoint(let u), "x"): return .double(u.x)
    case (.unitPoint(let u), "y"): return .double(u.y)
    case (.insets(let e), "top"): return .double(e.top)
    case (.insets(let e), "leading"): return .double(e.leading)
    case (.insets(let e), "bottom"): return .double(e.bottom)
    case (.insets(let e), "trailing"): return .double(e.trailing)
    case (.alignment(let a), "horizontal"): return .alignmentKey(a.horizontal)
    case (.alignment(let a), "vertical"): return .alignmentKey(a.vertical)
    case (.affine(let t), _): return try affineMember(t, name, interpreter: interp)
    case (.transform3D(let t), _):
      let rows = t.rows
      if name.count == 3, name.hasPrefix("m"), let r = Int(String(Array(name)[1])),
        let col = Int(String(Array(name)[2])), (1...4).contains(r), (1...4).contains(col)
      {
        return .double(rows[r - 1][col - 1])
      }
      return nil
    case (.projection(let p), "concatenating"):
      return method { c in
        guard case .projection(let q)? = c.arguments.first?.value else {
          throw c.fail("`concatenating` needs a ProjectionTransform", kind: .argument)
        }
        return .projection(p.concatenating(q))
      }
    case (.projection(let p), "isIdentity"): return .bool(p.isIdentity)
    case (.geometryEffect(let e, _), "ignoredByLayout"):
      return method { c in
        try c.checkLabels([])
        return .geometryEffect(e, affectsLayout: false)
      }
    case (.geometryEffect(let e, _), "effectValue"):
      return method { c in
        guard case .size(let s)? = try c.resolved("size", as: .size) else {
          throw c.fail("`effectValue` needs `size:` (a CGSize)", kind: .argument)
        }
        return .projection(e.effectValue(size: s))
      }
    // Colours, fonts
    case (.color(let c), "withAlphaComponent") where UIColors.isUIKit(c):
      return method { call in
        try call.checkLabels([nil])
        guard let a = try call.double(nil) else { throw call.fail("`withAlphaComponent(_:)` needs an alpha", kind: .argument) }
        let rgba = c.rgba.map { RGBA(red: $0.red, green: $0.green, blue: $0.blue, opacity: a) }
        return .color(ColorValue("\(c).withAlphaComponent(\(NumberFormat.format(a)))", rgba: rgba))
      }
    case (.color(let c), "cgColor") where UIColors.isUIKit(c): return value
    case (.color(let c), "getRed") where UIColors.isUIKit(c):
      // `getRed(&r, &g, &b, &a)`: the components written through the four pointers; true when
      // the colour has them (one from an asset catalogue has none here: refused, not guessed).
      return method { call in
        guard call.arguments.count == 4, call.arguments.allSatisfy({ $0.writeBack != nil }) else {
          throw call.fail("`getRed(_:green:blue:alpha:)` takes four variables as `&r, &g, &b, &a`", kind: .argument)
        }
        guard let rgba = c.rgba else {
          throw call.fail("`\(c)` has no components the lab knows (an asset catalogue's colour)", kind: .notSupported)
        }
        for (arg, v) in zip(call.arguments, [rgba.red, rgba.green, rgba.blue, rgba.opacity]) {
          try arg.writeBack?(.double(v))
        }
        return .bool(true)
      }
    case (.color(let c), "description"):
      // What `print` shows (`#FF8000FF`, `50% red`); refused where the lab does not know it.
      try interp.checkPrintable(value, at: node)
      return .string(c.printed ?? c.description)
    case (.color(let c), let member) where HierarchicalLevels.offset(member) != nil:
      // `Color.red.secondary` (iOS 17): a ShapeStyle, the colour at that level's opacity.
      let level = HierarchicalLevels.level(member) ?? 0
      return .opaque(
        OpaqueValue(
          kind: "HierarchicalShapeStyleModifier", text: "\(c).\(member)",
          style: DrawStyle(paint: c.opacity(HierarchicalLevels.opacity(level)).paint)))
    case (.color(let c), "gradient"):
      // `Color.blue.gradient` (iOS 16): a ShapeStyle SwiftUI shades from the colour; drawing
      // only. Pictures fill it with the colour itself (docs/semantics.md §14.2).
      return .opaque(OpaqueValue(kind: "AnyGradient", text: "\(c).gradient", style: DrawStyle(paint: c.paint)))
    case (.color(let c), "opacity"):
      return method { ctx in
        let o = try ctx.double(nil) ?? 1
        guard o.isFinite else {
          throw ctx.interpreter.error(
            "opacity \(o) is not a number from 0 to 1", at: ctx.argument(nil)?.node ?? ctx.node,
            kind: .argument)
        }
        return .color(c.opacity(min(1, max(0, o))))
      }
    case (.font(let f), "weight"):
      return method { c in
        guard case .implicitMember(let m)? = c.arguments.first?.value,
          let w = Font.Weight(rawValue: m.name)
        else { throw c.fail("`weight(_:)` needs a weight such as `.semibold`", kind: .argument) }
        return .font(Font(size: f.size, weight: w, name: "\(f.name).weight(.\(w.rawValue))"))
      }
    case (.font(let f), "bold"):
      return method { _ in .font(Font(size: f.size, weight: .bold, name: "\(f.name).bold()")) }
    case (.font(let f), "italic"), (.font(let f), "monospacedDigit"), (.font(let f), "monospaced"):
      return method { _ in .font(Font(size: f.size, weight: f.weight, name: "\(f.name).\(name)()"))
      }
    case (.font(let f), "pointSize"): return .double(f.size)
    case (.unitCurve(let u), "inverse") where u.inverse == nil:
      throw interp.error(
        "`inverse` of `circularEaseInOut` is not supported yet: its inverse is not a curve the lab has",
        at: node, kind: .notSupported)
    case (.animation, _), (.spring, _), (.unitCurve, _):
      return AnimationBuiltins.valueMember(value, name, interpreter: interp)
    case (.opaque(let o), "uuidString") where o.kind == "UUID": return .string(o.text)
    case (.opaque(let o), _) where DecoderContainers.kinds.contains(o.kind):
      return try DecoderContainers.member(o, name, interp, at: node)
    case (.opaque(let o), "rawValue") where o.kind == ComparisonResults.kind: return ComparisonResults.rawValue(o)
    case (.opaque(let o), _) where o.kind == "ProcessInfo":
      // The app's process: the lab's app runs with no environment variables (an Xcode scheme's,
      // and a preview's `XCODE_RUNNING_FOR_PREVIEWS`, are not set).
      switch name {
      case "environment": return .dictionary(DictionaryValue())
      case "isiOSAppOnMac", "isMacCatalystApp", "isLowPowerModeEnabled": return .bool(false)
      default:
        throw interp.error(
          "`ProcessInfo.processInfo.\(name)` is not available; the lab has `environment` (empty) and "
            + "`isiOSAppOnMac`, `isMacCatalystApp`, `isLowPowerModeEnabled` (false)", at: node, kind: .notSupported)
      }
    case (.opaque(let o), "userInterfaceStyle") where o.kind == "UITraitCollection":
      return .implicitMember(ImplicitMember(name: o.text, arguments: nil))
    case (.publisher(let p), _):
      return try CombineBuiltins.member(p, name, interpreter: interp, node: node)
    case (.opaque(let o), _) where o.kind == "AnyCancellable":
      return CombineBuiltins.cancellableMember(o, name)
    case (.opaque(let o), _) where o.kind == "NotificationCenter":
      return try CombineBuiltins.centerMember(name, interpreter: interp, node: node)
    case (.opaque(let o), "identifier") where o.kind == "Locale" || o.kind == "Locale.Currency":
      return .string(o.text)
    case (.opaque(let o), "currency") where o.kind == "Locale",
      (.opaque(let o), "currencyCode") where o.kind == "Locale":
      guard o.text == Locales.phone else {
        throw interp.error(
          "the currency of `\(o.text)` is not modelled; the lab's phone is `\(Locales.phone)` (US dollars)",
          at: node, kind: .notSupported)
      }
      return name == "currency" ? .opaque(OpaqueValue(kind: "Locale.Currency", text: "USD")) : .string("USD")
    case (.opaque(let o), _) where o.kind == "Date.FormatStyle" && (DateFormatting.fieldOptions[name] != nil || name == "locale"):
      return method { c in try DateFormatting.narrowed(o, name, c) }
    case (.opaque(let o), _) where o.kind == "FormatStyle" && NumberFormatStyle.modifiers.contains(name):
      return method { c in try NumberFormatStyle.modified(value, name, c) }
    case (.opaque(let o), "date") where o.kind == "TimelineView.Context":
      return Double(o.text).map { .date($0) }
    case (.opaque(let o), "cadence") where o.kind == "TimelineView.Context":
      return .implicitMember(ImplicitMember(name: "live", arguments: nil))
    case (.opaque(let o), _) where o.kind == "FileManager":
      return try Sandbox.member(name, interpreter: interp, node: node)
    case (.opaque(let o), _) where o.kind == "URL":
      return try URLMembers.member(o.text, name, interpreter: interp, node: node)
    case (.opaque(let o), _) where o.kind == URLComponentsBuiltins.kind:
      return try URLComponentsBuiltins.member(o, name, interp, at: node)
    case (.opaque(let o), _) where ["Bundle", "Data", "String.UTF8View"].contains(o.kind):
      return try BundleBuiltins.member(o, name, interpreter: interp, node: node)
    case (.opaque(let o), _) where o.kind == "CharacterSet" || o.kind == "Scanner":
      return try ScannerBuiltins.member(o, name, interpreter: interp, node: node)
    case (.opaque(let o), _) where o.kind == "LengthFormatter": return LengthFormatterBuiltins.member(name)
    case (.opaque(let o), _) where o.kind == "FeedbackGenerator":
      let methods = [
        "UIImpactFeedbackGenerator": ["prepare", "impactOccurred"],
        "UINotificationFeedbackGenerator": ["prepare", "notificationOccurred"],
        "UISelectionFeedbackGenerator": ["prepare", "selectionChanged"],
      ][o.text] ?? []
      guard methods.contains(name) else {
        throw interp.unknown("`\(o.text)` has no member", name, at: node, candidates: methods)
      }
      return method { _ in .void }  // a haptic: nothing to lay out or draw
    case (.opaque(let o), _) where o.kind == NotificationBuiltins.centerKind:
      return try NotificationBuiltins.centerMember(name, interp, at: node)
    case (.opaque(let o), _) where o.kind == UIFonts.kind:
      return try UIFonts.member(o, name, interp, at: node)
    case (.opaque(let o), _) where o.kind == PredicateFormat.kind:
      return try PredicateFormat.member(o, name, interp, at: node)
    case (.opaque(let o), _) where o.kind == "AVAudioSession":
      return try MediaBuiltins.sessionMember(name, interp, at: node)
    case (.opaque(let o), _) where o.kind == "AVPlayer.TimeControlStatus":
      guard ["paused", "playing", "waitingToPlayAtSpecifiedRate"].contains(name) else {
        throw interp.unknown("`AVPlayer.TimeControlStatus` has no case", name, at: node,
          candidates: ["paused", "playing", "waitingToPlayAtSpecifiedRate"])
      }
      return .implicitMember(ImplicitMember(name: name, arguments: nil))
    case (.opaque(let o), _) where CoreHapticsBuiltins.kinds.contains(o.kind):
      return try CoreHapticsBuiltins.member(o, name, interp, at: node)
    case (.opaque(let o), _) where o.kind == "UIImage":
      return UIImages.member(o, name)
    case (.opaque(let o), _) where o.kind == "NSNumber":
      return try NumberFormatterBuiltins.numberMember(o, name, interpreter: interp, at: node)
    case (.opaque(let o), _) where o.kind == "UserDefaults":
      guard let found = UserDefaultsBuiltins.member(name, interpreter: interp) else {
        throw interp.error(
          "`\(name)` of `UserDefaults` is not supported; the lab has `set(_:forKey:)`, `removeObject(forKey:)`, "
            + "`register(defaults:)` and the typed getters (`string(forKey:)`, `integer`, `double`, `bool`, `object` …)",
          at: node, kind: .notSupported)
      }
      return found
    case (.opaque(let o), "scrollTo") where o.kind == "ScrollViewProxy":
      return method { c in try ScrollReaders.scrollTo(&c) }
    case (.opaque(let o), "asyncAfter") where o.kind == "DispatchQueue":
      return method { c in try TimeSources.asyncAfter(&c) }
    case (.opaque(let o), _) where o.kind.hasPrefix("Timer") || o.kind == "Publishers.Autoconnect" || o.kind == "Task"
      || o.kind == "Cancellable":
      guard let found = TimeSources.member(o, name, interpreter: interp) else {
        throw interp.error(
          "`\(name)` of a `\(o.kind)` is not supported; timers offer `invalidate()` and "
            + "`isValid`, `Timer.publish(…)` offers `autoconnect()` (and its `upstream.connect().cancel()`), "
            + "a `Task` `cancel()` and `isCancelled`", at: node, kind: .notSupported)
      }
      return found
    case (.opaque(let o), "async") where o.kind == "DispatchQueue":
      return method { c in
        guard let fn = c.closure else { throw c.fail("`async` needs a closure", kind: .argument) }
        c.interpreter.deferredClosures.append(fn)
        return .void
      }
    case (.opaque(let o), _):
      // Animation and style modifiers (`.delay(1)`, `.repeatForever()`, `.opacity(0.5)`).
      return method { c in
        .opaque(OpaqueValue(kind: o.kind, text: "\(o.text).\(name)(\(c.argumentText))"))
      }
    // Geometry proxy
    case (.proxy(let p), "size"): return .size(p.provider.reading(p.reader).size)
    case (.proxy(let p), "bounds"):
      // `bounds(of: .scrollView)` (iOS 17): the container's rectangle in the reader's local
      // space; nil with no such container above.
      return method { c in
        try c.checkLabels(["of"])
        guard let arg = c.argument("of") else { throw c.fail("`bounds(of:)` needs a coordinate space", kind: .argument) }
        let key: String
        switch arg.value {
        case .coordinateSpace(.scrollView): key = "scrollView"
        case .coordinateSpace(.scrollViewAlong(let axis)): key = "scrollView " + (axis == .horizontal ? "horizontal" : "vertical")
        case .coordinateSpace(.named(let n)): key = n
        case .implicitMember(let m) where m.name == "scrollView" && m.arguments == nil: key = "scrollView"
        case .implicitMember(let m) where m.name == "named" && m.arguments?.count == 1:
          key = m.arguments![0].value.identityText
        case .implicitMember(let m) where m.name == "scrollView":
          guard case .implicitMember(let a)? = m.arguments?.first(where: { $0.label == "axis" })?.value,
            a.name == "horizontal" || a.name == "vertical"
          else { throw c.fail("`.scrollView(axis:)` takes `.horizontal` or `.vertical`", kind: .argument) }
          key = "scrollView " + a.name
        default:
          throw c.fail("`bounds(of:)` takes `.scrollView`, `.scrollView(axis:)` or `.named(_)`", kind: .argument)
        }
        let reading = p.provider.reading(p.reader)
        guard let box = reading.containers[key] else { return .null }
        guard let back = reading.globalToLocal, let local = box.corners.applying(back) else { return .null }
        return .rect(local.boundingBox)
      }
    case (.proxy(let p), "safeAreaInsets"):
      // docs/semantics.md §1.4: known where the reader is inside the safe area or reaches the
      // window's edge; refused where its edge lies on the boundary.
      let reading = p.provider.reading(p.reader)
      if !reading.unknownSafeAreaEdges.isEmpty {
        let names = [(Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
          .filter { reading.unknownSafeAreaEdges.contains($0.0) }.map(\.1)
        let edges =
          names.count == 1
          ? names[0] + " edge lies" : names.dropLast().joined(separator: ", ") + " and " + names.last! + " edges lie"
        throw interp.error(
          "`safeAreaInsets` of a GeometryReader whose \(edges) on the safe area's boundary "
            + "is not modelled yet: SwiftUI's value there is not documented (0, or the inset beyond it); "
            + "add `.ignoresSafeArea()` to the reader to read the whole inset", at: node,
          kind: .notSupported)
      }
      return .insets(reading.safeAreaInsets)
    case (.proxy(let p), "frame"):
      return method { c in
        let space = try c.resolved("in", as: .coordinateSpace) ?? .coordinateSpace(.local)
        guard case .coordinateSpace(let name) = space else {
          if case .string(let s) = space {
            return .rect(p.provider.reading(p.reader).frame(in: .named(s)))
          }
          throw c.fail("`frame(in:)` needs `.local`, `.global`, `.named(_)` or `.scrollView`", kind: .argument)
        }
        let reading = p.provider.reading(p.reader)
        if reading.unmappable.contains(name) {
          c.interpreter.warn(
            "the reader's frame in \(name) has a corner at or behind the eye plane of a 3D "
              + "effect (w ≤ 0); `frame(in:)` answers its local frame instead", at: c.node)
        }
        return .rect(reading.frame(in: name))
      }
    case (.keyframes(.run(let run)), _): return Keyframes.member(run, name)
    case (.dimensions(let d), "width"): return .double(d.width)
    case (.dimensions(let d), "height"): return .double(d.height)
    case (.null, _): return nil
    default: return nil
    }
  }

  /// `CGRect`'s members as Foundation defines them (swift-corelibs-foundation,
  /// `Sources/Foundation/NSGeometry.swift`; the compiled oracle on this machine runs it): the
  /// null rectangle has an infinite origin; `minX`/`maxX` add a negative or positive width to
  /// `origin.x`, `midX` is their mean; `standardized`, `offsetBy`, `insetBy`, `union` and
  /// `intersection` work on the standardised rectangle; an inset that leaves a negative size,
  /// and an intersection of rectangles whose closed spans do not overlap, give the null
  /// rectangle; `contains` is half-open and false for an empty rectangle.
  private static func rectMember(_ r: Rect, _ name: String, interpreter: Interpreter, node: Syntax)
    throws -> Value?
  {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    func rect(_ c: CallContext) throws -> Rect {
      guard case .rect(let o)? = c.arguments.first?.value else {
        throw c.fail("`\(name)` needs a CGRect", kind: .argument)
      }
      return o
    }
    switch name {
    case "origin": return .point(r.origin)
    case "size": return .size(r.size)
    case "minX": return .double(CGRectRules.minX(r))
    case "minY": return .double(CGRectRules.minY(r))
    case "maxX": return .double(CGRectRules.maxX(r))
    case "maxY": return .double(CGRectRules.maxY(r))
    case "midX": return .double((CGRectRules.minX(r) + CGRectRules.maxX(r)) * 0.5)
    case "midY": return .double((CGRectRules.minY(r) + CGRectRules.maxY(r)) * 0.5)
    case "width": return .double(abs(r.size.width))
    case "height": return .double(abs(r.size.height))
    case "isNull": return .bool(CGRectRules.isNull(r))
    case "isEmpty": return .bool(CGRectRules.isEmpty(r))
    case "isInfinite": return .bool(CGRectRules.equal(r, CGRectRules.infinite))
    case "standardized": return .rect(CGRectRules.standardized(r))
    case "offsetBy":
      return method { c in
        try c.checkLabels(["dx", "dy"])
        return .rect(CGRectRules.offset(r, dx: try c.double("dx") ?? 0, dy: try c.double("dy") ?? 0))
      }
    case "insetBy":
      return method { c in
        try c.checkLabels(["dx", "dy"])
        return .rect(CGRectRules.inset(r, dx: try c.double("dx") ?? 0, dy: try c.double("dy") ?? 0))
      }
    case "contains":
      return method { c in
        switch c.arguments.first?.value {
        case .point(let p)?: return .bool(CGRectRules.contains(r, p))
        case .rect(let o)?: return .bool(CGRectRules.equal(CGRectRules.union(r, o), r))
        default: throw c.fail("`contains` needs a CGPoint or a CGRect", kind: .argument)
        }
      }
    case "union": return method { c in .rect(CGRectRules.union(r, try rect(c))) }
    case "intersection": return method { c in .rect(CGRectRules.intersection(r, try rect(c))) }
    case "intersects":
      return method { c in .bool(!CGRectRules.isNull(CGRectRules.intersection(r, try rect(c)))) }
    default: return nil
    }
  }

  private static func affineMember(_ t: AffineTransform, _ name: String, interpreter: Interpreter)
    throws -> Value?
  {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "a": return .double(t.a)
    case "b": return .double(t.b)
    case "c": return .double(t.c)
    case "d": return .double(t.d)
    case "tx": return .double(t.tx)
    case "ty": return .double(t.ty)
    case "isIdentity": return .bool(t.isIdentity)
    case "rotated":
      return method { c in .affine(t.rotated(by: Angle(radians: try c.double("by") ?? 0))) }
    case "translatedBy":
      return method { c in
        .affine(t.translatedBy(x: try c.double("x") ?? 0, y: try c.double("y") ?? 0))
      }
    case "scaledBy":
      return method { c in .affine(t.scaledBy(x: try c.double("x") ?? 1, y: try c.double("y") ?? 1))
      }
    case "concatenating":
      return method { c in
        guard case .affine(let o)? = c.arguments.first?.value else {
          throw c.fail("`concatenating` needs a CGAffineTransform", kind: .argument)
        }
        return .affine(t.concatenating(o))
      }
    case "inverted": return method { _ in .affine(t.inverted ?? t) }
    default: return nil
    }
  }

  /// The properties of arrays and ranges: `count`, `isEmpty`, `first`, `last`, `indices` …
  private static func sequenceProperty(
    _ value: Value, _ name: String, interpreter: Interpreter, node: Syntax
  ) throws -> Value? {
    if name == "publisher" {
      // `[1, 2, 3].publisher`: its elements, in order, to each subscriber, then the end.
      return .publisher(
        PublisherValue(source: .values(try interpreter.elements(of: value, at: node)), kind: "Publishers.Sequence"))
    }
    if case .range(let r) = value {
      switch name {
      case "count": return .int(r.count)
      case "lowerBound": return .int(r.lower)
      case "upperBound": return .int(r.upper)
      case "isEmpty": return .bool(r.count == 0)
      case "first": return r.count > 0 ? .int(r.lower) : .null
      case "last": return r.count > 0 ? .int(r.endExclusive &- 1) : .null
      case "indices": return value
      default: return nil
      }
    }
    let a: [Value]
    let start: Int
    switch value {
    case .array(let elements): (a, start) = (elements, 0)
    case .arraySlice(let slice): (a, start) = (slice.elements, slice.start)
    default: return nil
    }
    switch name {
    case "count" where interpreter.calleeName == "count":
      // `count(where:)` (Swift 6): how many elements satisfy the closure.
      return .function(FunctionValue(name: name) { c in
        try c.checkLabels(["where", nil])
        guard let fn = c.closure else { throw c.fail("`count(where:)` needs a closure", kind: .argument) }
        var n = 0
        for x in a where try interpreter.truth(interpreter.call(fn, [x], node: c.node), c.node) { n += 1 }
        return .int(n)
      })
    case "count": return .int(a.count)
    case "isEmpty": return .bool(a.isEmpty)
    case "first": return a.first ?? .null
    case "last": return a.last ?? .null
    case "indices": return .range(RangeValue(lower: start, upper: start + a.count, closed: false))
    // An array's indices are its positions (a slice's, its base's): `index(after:)` and its
    // kin are arithmetic, and never trap (Swift checks only the subscript).
    case "startIndex": return .int(start)
    case "endIndex": return .int(start + a.count)
    case "index", "distance":
      return .function(FunctionValue(name: name) { c in
        func sum(_ a: Int, _ b: Int) throws -> Int {
          let (r, overflow) = a.addingReportingOverflow(b)
          if overflow { throw c.fail("arithmetic overflow", kind: .arithmetic) }
          return r
        }
        if name == "distance" {
          try c.checkLabels(["from", "to"])
          let from = try c.int("from") ?? 0
          guard from != .min else { throw c.fail("arithmetic overflow", kind: .arithmetic) }
          return .int(try sum(try c.int("to") ?? 0, -from))
        }
        if c.has("after") { try c.checkLabels(["after"]); return .int(try sum(try c.int("after") ?? 0, 1)) }
        if c.has("before") { try c.checkLabels(["before"]); return .int(try sum(try c.int("before") ?? 0, -1)) }
        try c.checkLabels([nil, "offsetBy", "limitedBy"])
        let i = try c.int(nil) ?? 0
        let n = try c.int("offsetBy") ?? 0
        let target = try sum(i, n)
        if let limit = try c.int("limitedBy") {
          // nil when the limit lies between the index and the target.
          if n >= 0, limit >= i, target > limit { return .null }
          if n < 0, limit <= i, target < limit { return .null }
        }
        return .int(target)
      })
    // `xs.lazy.map { … }.max()`: the same elements, computed at once. The values are Swift's;
    // only a closure that prints would show when it ran.
    case "lazy": return value
    default: return nil
    }
  }

  /// The methods of arrays and ranges. Called directly for `base.name(…)`, so a name that is
  /// also a property (`first`, `last`, `min`) is the method when written with a call, as in Swift.
  static func sequenceMethod(
    _ value: Value, _ name: String, interpreter: Interpreter, node: Syntax
  ) throws -> Value? {
    let interp = interpreter
    let known = [
      "map", "filter", "compactMap", "flatMap", "first", "last", "contains", "reduce", "sorted",
      "firstIndex", "lastIndex", "forEach", "allSatisfy", "joined", "prefix", "suffix",
      "dropFirst", "dropLast", "min", "max", "reversed", "enumerated", "shuffled",
      "randomElement", "drop", "split", "elementsEqual", "starts",
    ]
    guard known.contains(name) else { return nil }
    return .function(
      FunctionValue(name: name) { c in
        let items = try interp.elements(of: value, at: c.node)
        // The index of the first element: a slice's is its base's (`xs.dropFirst()` starts at 1),
        // a range's is its lower bound (a `Range<Int>`'s indices are its values).
        let start: Int
        switch value {
        case .arraySlice(let slice): start = slice.start
        case .range(let r): start = r.lower
        default: start = 0
        }
        /// The elements from `offset` (a position in `items`): a slice, with its base's indices.
        func slice(_ elements: ArraySlice<Value>) -> Value {
          ArraySliceValue.value(start: start + elements.startIndex, Array(elements))
        }
        let fn = c.closure
        func apply(_ v: Value) throws -> Value {
          guard let fn else { throw c.fail("`\(name)` needs a closure", kind: .argument) }
          return try interp.call(fn, [v], node: c.node)
        }
        switch name {
        case "map": return .array(Value.unifiedNumbers(try items.map(apply)))
        case "compactMap":
          return .array(Value.unifiedNumbers(try items.map(apply).filter { if case .null = $0 { false } else { true } }))
        case "flatMap":
          // The closure's sequences joined (for an optional result, what compactMap keeps).
          var joined: [Value] = []
          for item in items {
            let result = try apply(item)
            switch result {
            case .null: continue
            case .array, .range, .dictionary: joined += try interp.elements(of: result, at: c.node)
            default: joined.append(result)
            }
          }
          try interp.checkCollection(joined.count, at: c.node)
          return .array(joined)
        case "filter": return .array(try items.filter { try interp.truth(apply($0), c.node) })
        case "forEach":
          for item in items { _ = try apply(item) }
          return .void
        case "allSatisfy":
          return .bool(try items.allSatisfy { try interp.truth(apply($0), c.node) })
        case "first":
          if fn == nil { return items.first ?? .null }
          return try items.first { try interp.truth(apply($0), c.node) } ?? .null
        case "last":
          if fn == nil { return items.last ?? .null }
          return try items.last { try interp.truth(apply($0), c.node) } ?? .null
        case "lastIndex":
          if let target = c.argument("of")?.value {
            return items.lastIndex { $0.isEqual(to: target) }.map { .int(start + $0) } ?? .null
          }
          return try items.lastIndex { try interp.truth(apply($0), c.node) }.map { .int(start + $0) }
            ?? .null
        case "firstIndex":
          if let target = c.argument("of")?.value {
            return items.firstIndex { $0.isEqual(to: target) }.map { .int(start + $0) } ?? .null
          }
          return try items.firstIndex { try interp.truth(apply($0), c.node) }.map { .int(start + $0) }
            ?? .null
        case "contains":
          if fn == nil, let target = c.arguments.first?.value {
            return .bool(items.contains { $0.isEqual(to: target) })
          }
          return .bool(try items.contains { try interp.truth(apply($0), c.node) })
        case "reduce":
          guard let initial = c.arguments.first?.value, let fn else {
            throw c.fail("`reduce` needs an initial value and a closure", kind: .argument)
          }
          var acc = initial
          if case .implicitMember(let m) = initial, let first = items.first,
            let typed = try? interp.resolveImplicit(m, like: first, at: c.node)
          {
            // `sizes.reduce(.zero) { … }`: Swift takes the result type from the closure; the
            // elements' type is the lab's guess, and a wrong one fails at the first operator
            // rather than printing a number.
            if case .implicitMember = typed {} else { acc = typed }
          }
          if c.arguments.first?.label == "into" {
            // `reduce(into:)`: the closure changes the accumulator in place (`inout`).
            for item in items {
              var accumulator = Argument(label: nil, value: acc, node: c.node)
              accumulator.writeBack = { acc = $0 }
              _ = try interp.callValue(
                .function(fn), [accumulator, Argument(label: nil, value: item, node: c.node)],
                node: c.node)
            }
            return acc
          }
          for item in items { acc = try interp.call(fn, [acc, item], node: c.node) }
          return acc
        case "sorted":
          var failure: Error?
          let sorted = items.sorted { a, b in
            do {
              if let fn { return try interp.truth(interp.call(fn, [a, b], node: c.node), c.node) }
              return try interp.truth(interp.arithmetic("<", a, b, node: c.node), c.node)
            } catch {
              failure = error
              return false
            }
          }
          if let failure { throw failure }
          return .array(sorted)
        case "joined":
          // Strings join into a string; arrays flatten into one (with a separator array
          // between them); anything else has no `joined` in Swift.
          let strings = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
          if strings.count == items.count {
            return .string(strings.joined(separator: try c.string("separator") ?? ""))
          }
          var flat: [Value] = []
          let separator = try c.argument("separator").map { try interp.elements(of: $0.value, at: c.node) }
          for (i, item) in items.enumerated() {
            guard case .array(let inner) = item else {
              throw c.fail("`joined` needs strings or arrays, not `\(item.typeName)`", kind: .typeMismatch)
            }
            if i > 0, let separator { flat += separator }
            flat += inner
          }
          return .array(flat)
        case "prefix" where c.has("while") || c.arguments.count == 1 && c.firstUnlabelledClosure != nil,
          "drop" where c.has("while") || c.arguments.count == 1 && c.firstUnlabelledClosure != nil:
          // `prefix(while:)`: the leading elements that satisfy the closure; `drop(while:)` the
          // rest (the label is left out before a trailing closure).
          try c.checkLabels(["while"])
          guard let fn = c.closure else { throw c.fail("`\(name)(while:)` needs a closure", kind: .argument) }
          var n = 0
          while n < items.count, try interp.truth(interp.call(fn, [items[n]], node: c.node), c.node) { n += 1 }
          return slice(name == "prefix" ? items.prefix(n) : items.dropFirst(n))
        case "prefix" where c.has("upTo") || c.has("through"), "suffix" where c.has("from"):
          // Up to (or through) an index, or from one: Swift traps outside startIndex...endIndex.
          try c.checkLabels(name == "prefix" ? ["upTo", "through"] : ["from"])
          let label = c.has("upTo") ? "upTo" : c.has("through") ? "through" : "from"
          guard let index = try c.int(label) else { throw c.fail("`\(name)(\(label):)` takes an index", kind: .argument) }
          let i = index &- start
          let end = label == "through" ? i &+ 1 : i
          guard end >= 0, end <= items.count, i >= 0 else {
            throw c.fail("index out of range: \(index) is not in \(start)...\(start + items.count)", kind: .trap)
          }
          return slice(label == "from" ? items[i...] : items[..<end])
        case "prefix", "suffix", "dropFirst", "dropLast":
          // A count (a negative one traps in Swift).
          try c.checkLabels([nil])
          let n = try c.int(nil) ?? (name.hasPrefix("drop") ? 1 : 0)
          guard n >= 0 else { throw c.fail("`\(name)` needs a count of 0 or more", kind: .trap) }
          switch name {
          case "prefix": return slice(items.prefix(n))
          case "suffix": return slice(items.suffix(n))
          case "dropFirst": return slice(items.dropFirst(n))
          default: return slice(items.dropLast(n))
          }
        case "reversed": return .array(items.reversed())
        case "enumerated":
          return .array(
            items.enumerated().map {
              .tuple(
                TupleValue(labels: ["offset", "element"], elements: [.int($0.offset), $0.element]))
            })
        case "min", "max":
          // `min(by:)`/`max(by:)` take `areInIncreasingOrder`; without it, `<`.
          func increasing(_ a: Value, _ b: Value) throws -> Bool {
            if let fn { return try interp.truth(interp.call(fn, [a, b], node: c.node), c.node) }
            return try interp.truth(interp.arithmetic("<", a, b, node: c.node), c.node)
          }
          guard var best = items.first else { return .null }
          for item in items.dropFirst() {
            if name == "min" ? try increasing(item, best) : try increasing(best, item) {
              best = item
            }
          }
          return best
        case "split":
          // `split(separator:maxSplits:omittingEmptySubsequences:)`, or with `whereSeparator:`
          // (a trailing closure): slices that keep the collection's indices.
          try c.checkLabels(["separator", "maxSplits", "omittingEmptySubsequences", "whereSeparator"])
          let separator = c.argument("separator")?.value
          guard separator != nil || fn != nil else {
            throw c.fail("`split` takes a `separator:` or a closure", kind: .argument)
          }
          let maxSplits = try c.int("maxSplits") ?? Int.max
          guard maxSplits >= 0 else { throw c.fail("`split` needs `maxSplits` of 0 or more", kind: .trap) }
          var omitting = true
          if let o = c.argument("omittingEmptySubsequences") { omitting = try interp.truth(o.value, o.node) }
          func isSeparator(_ v: Value) throws -> Bool {
            if let separator { return v.isEqual(to: separator) }
            return try interp.truth(apply(v), c.node)
          }
          var pieces: [Value] = []
          var pieceStart = 0
          var splits = 0
          for (i, item) in items.enumerated() where splits < maxSplits {
            guard try isSeparator(item) else { continue }
            if !(omitting && i == pieceStart) {
              pieces.append(slice(items[pieceStart..<i]))
              splits += 1
            }
            pieceStart = i + 1
          }
          if !(omitting && pieceStart == items.count) { pieces.append(slice(items[pieceStart...])) }
          return .array(pieces)
        case "elementsEqual", "starts":
          // `elementsEqual(_:)` and `starts(with:)`, with `==` or the `by:` closure.
          try c.checkLabels(name == "starts" ? ["with", "by"] : [nil, "by"])
          guard let other = c.argument(name == "starts" ? "with" : nil) else {
            throw c.fail("`\(name)` takes a sequence to compare with", kind: .argument)
          }
          let others = try interp.elements(of: other.value, at: other.node)
          let by = c.closure("by") ?? (c.arguments.count == 2 ? c.firstUnlabelledClosure : nil)
          func same(_ a: Value, _ b: Value) throws -> Bool {
            if let by { return try interp.truth(interp.call(by, [a, b], node: c.node), c.node) }
            return a.isEqual(to: b)
          }
          if name == "starts" {
            guard others.count <= items.count else { return .bool(false) }
          } else {
            guard others.count == items.count else { return .bool(false) }
          }
          for (a, b) in zip(items, others) where try !same(a, b) { return .bool(false) }
          return .bool(true)
        case "shuffled":
          try c.checkLabels([])
          return .array(items.shuffled(using: &interp.random))
        case "randomElement":
          try c.checkLabels([])
          return items.randomElement(using: &interp.random) ?? .null
        default:
          throw c.fail("`\(name)` is not supported yet", kind: .notSupported)
        }
      })
  }

  /// A `Set`'s properties and methods: the set algebra, and otherwise what a sequence of its
  /// elements offers (`map`, `sorted` … give arrays; `filter` keeps a set, as in Swift).
  static func setMember(_ set: SetValue, _ name: String, interpreter interp: Interpreter, node: Syntax)
    throws -> Value?
  {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    let items = set.items
    func other(_ c: inout CallContext) throws -> SetValue {
      guard let arg = c.arguments.first else { throw c.fail("`\(name)` takes another set", kind: .argument) }
      return SetValue(try c.interpreter.elements(of: arg.value, at: arg.node))
    }
    switch name {
    case "count": return .int(set.count)
    case "isEmpty": return .bool(set.count == 0)
    case "contains":
      return method { c in
        if let fn = c.closure("where") ?? c.closure {
          for item in items where try c.interpreter.truth(c.interpreter.call(fn, [item], node: c.node), c.node) {
            return .bool(true)
          }
          return .bool(false)
        }
        guard let x = c.arguments.first?.value else { throw c.fail("`contains` takes an element", kind: .argument) }
        return .bool(set.contains(x))
      }
    case "union":
      return method { c in
        let union = SetValue(items + (try other(&c)).items)
        try c.interpreter.checkCollection(union.count, at: c.node)
        return .set(union)
      }
    case "intersection": return method { c in let o = try other(&c); return .set(SetValue(items.filter { o.contains($0) })) }
    case "subtracting": return method { c in let o = try other(&c); return .set(SetValue(items.filter { !o.contains($0) })) }
    case "symmetricDifference":
      return method { c in
        let o = try other(&c)
        return .set(SetValue(items.filter { !o.contains($0) } + o.items.filter { !set.contains($0) }))
      }
    case "isSubset": return method { c in let o = try other(&c); return .bool(items.allSatisfy { o.contains($0) }) }
    case "isSuperset": return method { c in let o = try other(&c); return .bool(o.items.allSatisfy { set.contains($0) }) }
    case "isDisjoint": return method { c in let o = try other(&c); return .bool(!items.contains { o.contains($0) }) }
    case "filter":
      return method { c in
        guard let fn = c.closure else { throw c.fail("`filter` needs a closure", kind: .argument) }
        return .set(SetValue(try items.filter { try c.interpreter.truth(c.interpreter.call(fn, [$0], node: c.node), c.node) }))
      }
    case "first" where items.count <= 1:
      return items.first ?? .null  // one element (the app's one window scene) is first in any order
    case "randomElement" where items.count <= 1:
      return method { _ in items.first ?? .null }
    case "first", "randomElement", "popFirst", "min", "max":
      // Which element comes first is Swift's hash order, which changes from run to run.
      if name == "min" || name == "max" { return try sequenceMethod(.array(items), name, interpreter: interp, node: node) }
      throw interp.error(
        "`\(name)` of a `Set` depends on an order that changes from run to run; sort it first "
          + "(`set.sorted().first`)", at: node, kind: .notSupported)
    default:
      return try sequenceMethod(.array(items), name, interpreter: interp, node: node)
    }
  }

  /// `d.merging(other) { old, new in … }` and `merge`: `other`'s pairs (a dictionary or a
  /// sequence of key/value tuples) added to `d`; for a key both have, the closure chooses.
  static func merged(_ d: DictionaryValue, _ c: inout CallContext) throws -> DictionaryValue {
    try c.checkLabels([nil, "uniquingKeysWith"])
    guard let other = c.arguments.first(where: { $0.label == nil })?.value,
      let combine = c.closure("uniquingKeysWith") ?? c.closure
    else {
      throw c.fail("`\(c.name)` takes the other pairs and a `uniquingKeysWith:` closure", kind: .argument)
    }
    var pairs: [(Value, Value)] = []
    switch other {
    case .dictionary(let o): pairs = Array(zip(o.keys, o.values))
    default:
      for item in try c.interpreter.elements(of: other, at: c.node) {
        guard case .tuple(let t) = item, t.elements.count == 2 else {
          throw c.fail("`\(c.name)` takes key/value pairs", kind: .argument)
        }
        pairs.append((t.elements[0], t.elements[1]))
      }
    }
    var result = d
    for (k, v) in pairs {
      if let old = result[k] {
        result[k] = try c.interpreter.call(combine, [old, v], node: c.node)
      } else {
        result[k] = v
      }
    }
    return result
  }

  /// Assigning a member of a built-in value (`size.width = 3`); returns the new value.
  static func setMember(
    _ base: Value, _ name: String, _ value: Value, interpreter: Interpreter, node: Syntax
  ) throws -> Value? {
    let v = { try interpreter.number(value, node) }
    switch (base, name) {
    case (.calendar(let cal), _):
      return try CalendarBuiltins.setMember(cal, name, value, interpreter: interpreter, node: node)
    case (.dateComponents(let dc), _):
      return try CalendarBuiltins.setMember(dc, name, value, interpreter: interpreter, node: node)
    case (.layoutProperties, "stackOrientation"):
      switch value {
      case .null: return .layoutProperties(stackOrientation: nil)
      case .axis(let a): return .layoutProperties(stackOrientation: a)
      case .implicitMember(let m) where m.name == "horizontal" || m.name == "vertical":
        return .layoutProperties(stackOrientation: m.name == "horizontal" ? .horizontal : .vertical)
      default:
        throw interpreter.error(
          "`stackOrientation` is an `Axis?` (`.horizontal`, `.vertical` or nil), got `\(value.typeName)`",
          at: node, kind: .typeMismatch)
      }
    case (.size(var s), "width"):
      s.width = try v()
      return .size(s)
    case (.size(var s), "height"):
      s.height = try v()
      return .size(s)
    case (.point(var p), "x"):
      p.x = try v()
      return .point(p)
    case (.point(var p), "y"):
      p.y = try v()
      return .point(p)
    case (.rect(var r), "origin"):
      guard case .point(let p) = value else { break }
      r.origin = p
      return .rect(r)
    case (.rect(var r), "size"):
      guard case .size(let s) = value else { break }
      r.size = s
      return .rect(r)
    case (.transform3D(let t), _):
      var rows = t.rows
      let chars = Array(name)
      if chars.count == 3, chars[0] == "m", let r = Int(String(chars[1])),
        let c = Int(String(chars[2])), (1...4).contains(r), (1...4).contains(c)
      {
        rows[r - 1][c - 1] = try v()
        return .transform3D(Transform3D(rows: rows))
      }
    case (.transaction(var t), _):
      try TransactionBuiltins.set(&t, name, value, interpreter, node)
      return .transaction(t)
    case (.affine(var t), _):
      switch name {
      case "a": t.a = try v()
      case "b": t.b = try v()
      case "c": t.c = try v()
      case "d": t.d = try v()
      case "tx": t.tx = try v()
      case "ty": t.ty = try v()
      default: throw interpreter.error("`CGAffineTransform` has no member `\(name)`", at: node, kind: .unknownName)
      }
      return .affine(t)
    default: break
    }
    throw interpreter.error(
      "cannot assign to `\(name)` of a value of type `\(base.typeName)`", at: node,
      kind: .invalidSwift)
  }

  static func valueMemberNames(_ value: Value) -> [String] {
    switch value {
    case .animation, .spring, .unitCurve: return AnimationBuiltins.memberNames(of: value)
    case .size: return ["width", "height"]
    case .point: return ["x", "y", "applying"]
    case .array:
      return [
        "count", "isEmpty", "first", "last", "indices", "map", "filter", "contains",
        "reduce", "sorted", "enumerated", "append", "remove", "insert",
      ]
    case .string:
      return ["count", "isEmpty", "capitalized", "uppercased", "lowercased", "trimmingCharacters"]
    case .angle: return ["degrees", "radians"]
    case .rect:
      return [
        "origin", "size", "minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height",
        "isNull", "isEmpty", "isInfinite", "standardized", "offsetBy", "insetBy", "contains",
        "union", "intersection", "intersects",
      ]
    case .proxy: return ["size", "frame", "safeAreaInsets"]
    case .proposal, .viewSpacing, .layoutSubview: return LayoutProtocol.memberNames(value)
    case .dictionary: return ["count", "isEmpty", "keys", "values"]
    default: return []
    }
  }
}

/// A URL's members, as this machine's Foundation computes them (swift-foundation's `URL`,
/// which Apple's platforms share). A file URL never asks the disk whether it names a folder:
/// the paths are the phone's, not this machine's.
enum URLMembers {
  static let names = [
    "absoluteString", "path", "lastPathComponent", "pathExtension", "host", "scheme", "query",
    "isFileURL", "pathComponents", "appendingPathComponent", "appendingPathExtension",
    "deletingLastPathComponent", "deletingPathExtension", "appending",
  ]

  static func member(_ text: String, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value {
    guard let url = URL(string: text) else {
      throw interpreter.error("`\(text)` is not a URL this machine's Foundation reads", at: node, kind: .notSupported)
    }
    func make(_ u: URL) -> Value { .opaque(OpaqueValue(kind: "URL", text: u.absoluteString)) }
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "absoluteString": return .string(url.absoluteString)
    case "path": return .string(url.path)
    case "lastPathComponent": return .string(url.lastPathComponent)
    case "pathExtension": return .string(url.pathExtension)
    case "host": return url.host.map(Value.string) ?? .null
    case "scheme": return url.scheme.map(Value.string) ?? .null
    case "query": return url.query.map(Value.string) ?? .null
    case "isFileURL": return .bool(url.isFileURL)
    case "pathComponents": return .array(url.pathComponents.map(Value.string))
    case "appendingPathComponent":
      return method { c in
        try c.checkLabels([nil, "isDirectory"])
        let component = try c.string(nil) ?? ""
        return make(url.appendingPathComponent(component, isDirectory: try c.bool("isDirectory") ?? false))
      }
    case "appendingPathExtension":
      return method { c in
        try c.checkLabels([nil])
        return make(url.appendingPathExtension(try c.string(nil) ?? ""))
      }
    case "deletingLastPathComponent": return method { _ in make(url.deletingLastPathComponent()) }
    case "deletingPathExtension": return method { _ in make(url.deletingPathExtension()) }
    case "appending":
      return method { c in
        try c.checkLabels(["path", "component"])
        if let p = try c.string("path") { return make(url.appending(path: p)) }
        if let p = try c.string("component") { return make(url.appending(component: p)) }
        throw c.fail("`appending` takes `path:` or `component:`", kind: .argument)
      }
    default:
      throw interpreter.unknown("`URL` has no member the lab models named", name, at: node, candidates: names)
    }
  }
}


/// The properties of a `Character` view code reads (`$0.isNumber` in a filter), as Swift's
/// `Character` answers them.
enum CharacterProperties {
  /// The Boolean properties, by name.
  static let tests: [String: KeyPath<Character, Bool>] = [
    "isLetter": \.isLetter, "isNumber": \.isNumber, "isUppercase": \.isUppercase, "isLowercase": \.isLowercase,
    "isWhitespace": \.isWhitespace, "isPunctuation": \.isPunctuation, "isSymbol": \.isSymbol, "isASCII": \.isASCII,
    "isHexDigit": \.isHexDigit, "isNewline": \.isNewline, "isCased": \.isCased, "isWholeNumber": \.isWholeNumber,
    "isMathSymbol": \.isMathSymbol, "isCurrencySymbol": \.isCurrencySymbol,
  ]
  /// The optional numbers, by name.
  static let numbers: [String: (Character) -> Int?] = [
    "wholeNumberValue": { $0.wholeNumberValue }, "asciiValue": { $0.asciiValue.map(Int.init) },
    "hexDigitValue": { $0.hexDigitValue },
  ]
  static let names = Set(tests.keys).union(numbers.keys)

  static func value(_ c: Character, _ name: String) -> Value {
    if let test = tests[name] { return .bool(c[keyPath: test]) }
    return numbers[name]?(c).map { .int($0) } ?? .null
  }
}
