import Foundation
import SwiftSyntax

/// JSON text as `JSONDecoder` reads it (RFC 8259): numbers are kept as written, so that each is
/// converted once, to the type the decoding asks for, as Swift converts it.
///
///     try JSONValue.parse(#"{"a": [1, 2.5]}"#)  // .object([("a", .array([.number("1"), .number("2.5")]))])
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)), (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// What a value is, for messages: `a number`, `an object` …
  var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a Boolean"
    case .number(let n): return "the number \(n)"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  struct SyntaxError: Error {
    var message: String
    var line: Int
    var column: Int
  }

  /// Parses a whole document (one value, with whitespace around it).
  static func parse(_ text: String) throws -> JSONValue {
    var parser = Parser(bytes: Array(text.utf8))
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the value") }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    /// Deeper than this is refused, as Foundation's parser refuses (it allows 512 levels).
    static let maxDepth = 512

    func fail(_ message: String) -> SyntaxError {
      var line = 1
      var column = 1
      for b in bytes[..<Swift.min(index, bytes.count)] {
        if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
      }
      return SyntaxError(message: message, line: line, column: column)
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ word: String, _ value: JSONValue) throws -> JSONValue {
      let w = Array(word.utf8)
      guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
        throw fail("unexpected character")
      }
      index += w.count
      return value
    }

    mutating func value(depth: Int) throws -> JSONValue {
      guard depth < Parser.maxDepth else { throw fail("nested too deeply") }
      guard index < bytes.count else { throw fail("unexpected end of data") }
      switch bytes[index] {
      case UInt8(ascii: "n"): return try expect("null", .null)
      case UInt8(ascii: "t"): return try expect("true", .bool(true))
      case UInt8(ascii: "f"): return try expect("false", .bool(false))
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "["):
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw fail("unexpected end of data in an array") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            // One comma before the closer is allowed, as Foundation's parser allows it.
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            continue
          }
          if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
          throw fail("expected `,` or `]` in an array")
        }
      case UInt8(ascii: "{"):
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw fail("expected a key (a string) in an object")
          }
          let key = try string()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw fail("expected `:` after a key")
          }
          index += 1
          skipSpace()
          members.append((key, try value(depth: depth + 1)))
          skipSpace()
          guard index < bytes.count else { throw fail("unexpected end of data in an object") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            continue
          }
          if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
          throw fail("expected `,` or `}` in an object")
        }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw fail("unexpected character")
      }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() throws -> String {
      let start = index
      func digits() -> Int {
        let from = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - from
      }
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count else { throw fail("a number ends early") }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
      } else if digits() == 0 {
        throw fail("a number needs digits")
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw fail("a number needs digits after `.`") }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func hex4() throws -> UInt32 {
      guard index + 4 <= bytes.count,
        let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw fail("`\\u` needs four hexadecimal digits") }
      index += 4
      return v
    }

    mutating func string() throws -> String {
      index += 1  // the opening quote
      var out = [UInt8]()
      while true {
        guard index < bytes.count else { throw fail("a string is not closed") }
        let b = bytes[index]
        index += 1
        switch b {
        case UInt8(ascii: "\""):
          guard let s = String(validating: out, as: UTF8.self) else { throw fail("a string is not UTF-8") }
          return s
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { throw fail("a string is not closed") }
          let e = bytes[index]
          index += 1
          switch e {
          case UInt8(ascii: "\""): out.append(0x22)
          case UInt8(ascii: "\\"): out.append(0x5C)
          case UInt8(ascii: "/"): out.append(0x2F)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800...0xDBFF).contains(scalar) {
              guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
              else { throw fail("an unpaired surrogate in `\\u` escapes") }
              index += 2
              let low = try hex4()
              guard (0xDC00...0xDFFF).contains(low) else { throw fail("an unpaired surrogate in `\\u` escapes") }
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
              throw fail("an unpaired surrogate in `\\u` escapes")
            }
            guard let u = Unicode.Scalar(scalar) else { throw fail("an invalid `\\u` escape") }
            out.append(contentsOf: Array(String(Character(u)).utf8))
          default: throw fail("an invalid escape in a string")
          }
        case 0x00...0x1F: throw fail("a control character in a string")
        default: out.append(b)
        }
      }
    }
  }
}

// MARK: - Decoding to the declared type

extension Interpreter {
  /// `JSONDecoder().decode(type, from: data)` with the decoder's strategies: the JSON `text`
  /// converted to the Swift type named `type` as the synthesized `Decodable` conformances
  /// read it (docs/semantics.md §15). What JSONDecoder would throw is an error here, at the
  /// call, naming the path to the value, for the lab cannot hand the user's code an error that
  /// prints as Swift's does.
  func decodeJSON(_ text: String, as type: String, at node: Syntax, _ strategies: JSONStrategies) throws -> Value {
    var decoder = JSONDecoding(interpreter: self, node: node, strategies: strategies)
    let json = try parseJSON(text, at: node)
    return try decoding { try decoder.decode(json, as: type, path: [], scope: nil) }
  }

  /// Runs a decode; when the outermost one ends, its decoders and containers go.
  private func decoding(_ body: () throws -> Value) throws -> Value {
    decodeDepth += 1
    defer {
      decodeDepth -= 1
      if decodeDepth == 0 { decodingFrames.removeAll() }
    }
    return try body()
  }

  /// `decode(T.self, from:)` where `T` is a user type, found by reference (a nested type's
  /// name alone does not find it).
  func decodeJSON(_ text: String, as ref: TypeRef, userTypeAt node: Syntax, _ strategies: JSONStrategies) throws
    -> Value
  {
    var decoder = JSONDecoding(interpreter: self, node: node, strategies: strategies)
    let json = try parseJSON(text, at: node)
    return try decoding { try decoder.decode(json, ref: ref, path: []) }
  }

  private func parseJSON(_ text: String, at node: Syntax) throws -> JSONValue {
    do {
      return try JSONValue.parse(text)
    } catch let e as JSONValue.SyntaxError {
      throw apiError(
        "JSONDecoder throws here: the data is not valid JSON (\(e.message) at line \(e.line), column "
          + "\(e.column)), and nothing catches it", at: node)
    }
  }
}

/// A `JSONDecoder`'s date and key strategies (docs/semantics.md §15).
struct JSONStrategies {
  enum DateStrategy {
    case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
    /// `.formatted(formatter)`: the formatter's identity.
    case formatted(String)
  }
  var date = DateStrategy.deferredToDate
  var convertFromSnakeCase = false

  /// A snake_case key as `.convertFromSnakeCase` reads it, as Foundation converts it: leading
  /// and trailing underscores kept, the words between split at underscores, the first
  /// lowercased and the others capitalized (`user_ID` is `userId`); a key with one word stays.
  static func camelCase(_ key: String) -> String {
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    guard let last = key.lastIndex(where: { $0 != "_" }) else { return key }
    let words = key[first...last].split(separator: "_")
    guard words.count > 1 else { return key }
    let joined = ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
    return String(key[..<first]) + joined + String(key[key.index(after: last)...])
  }
}

/// One `decode` call's walk over the JSON and the types.
struct JSONDecoding {
  let interpreter: Interpreter
  let node: Syntax
  let strategies: JSONStrategies

  private func at(_ path: [String]) -> String {
    path.isEmpty ? "the top level" : path.joined()
  }

  private func thrown(_ what: String, _ path: [String]) -> RuntimeError {
    interpreter.apiError(
      "JSONDecoder throws here: \(what) (at \(at(path))), and nothing catches it", at: node)
  }

  private func unsupported(_ what: String) -> RuntimeError {
    interpreter.error("decoding \(what) is not supported yet", at: node, kind: .notSupported)
  }

  mutating func decode(_ json: JSONValue, as rawType: String, path: [String], scope: StructType?) throws -> Value {
    let type = interpreter.resolvedTypeName(rawType.trimmingCharacters(in: .whitespaces))
    if type.hasSuffix("?") {
      if case .null = json { return .null }
      return try decode(json, as: String(type.dropLast()), path: path, scope: scope)
    }
    if case .null = json {
      throw thrown("expected a value of type `\(type)`, found null (`valueNotFound`)", path)
    }
    switch type {
    case "Int":
      guard case .number(let n) = json else { throw mismatch(type, json, path) }
      guard let i = JSONDecoding.exactInt(n) else {
        throw thrown("the number \(n) is not an `Int` (`dataCorrupted`)", path)
      }
      return .int(i)
    case "Double", "CGFloat", "TimeInterval":
      guard case .number(let n) = json else { throw mismatch(type, json, path) }
      guard let d = Double(n), d.isFinite else {
        throw thrown("the number \(n) is not representable as `\(type)` (`dataCorrupted`)", path)
      }
      return .double(d)
    case "String":
      guard case .string(let s) = json else { throw mismatch(type, json, path) }
      return .string(s)
    case "Bool":
      guard case .bool(let b) = json else { throw mismatch(type, json, path) }
      return .bool(b)
    case "Date":
      return try decodeDate(json, path)
    case "URL":
      guard case .string(let s) = json else { throw mismatch(type, json, path) }
      guard let url = URL(string: s) else { throw thrown("`\(s)` is not a URL (`dataCorrupted`)", path) }
      return .opaque(OpaqueValue(kind: "URL", text: url.absoluteString))
    case "Float", "Float32", "Float16", "Float80", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
      "UInt16", "UInt32", "UInt64", "Decimal", "UUID", "Data":
      throw unsupported("a `\(type)`")
    default: break
    }
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = String(type.dropFirst().dropLast())
      if let colon = Value.topLevelColon(inner) {
        let key = inner[..<colon].trimmingCharacters(in: .whitespaces)
        let valueType = String(inner[inner.index(after: colon)...])
        guard key == "String" else { throw unsupported("a dictionary whose keys are `\(key)`") }
        guard case .object(let members) = json else { throw mismatch(type, json, path) }
        var result = DictionaryValue()
        for (k, v) in members {
          // A key written twice: the first stands, as Foundation reads it.
          guard result[.string(k)] == nil else { continue }
          result[.string(k)] = try decode(v, as: valueType, path: path + ["[\"\(k)\"]"], scope: scope)
        }
        return .dictionary(result)
      }
      guard case .array(let items) = json else { throw mismatch(type, json, path) }
      return .array(try items.enumerated().map { i, item in try decode(item, as: inner, path: path + ["[\(i)]"], scope: scope) })
    }
    if let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
      let base = String(type[..<open])
      let args = Value.topLevelParts(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
      let one = args.count == 1 ? args[0] : nil
      switch base {
      case "Array" where one != nil: return try decode(json, as: "[\(one!)]", path: path, scope: scope)
      case "Dictionary" where args.count == 2:
        return try decode(json, as: "[\(args[0]): \(args[1])]", path: path, scope: scope)
      case "Optional" where one != nil: return try decode(json, as: "\(one!)?", path: path, scope: scope)
      case "Set" where one != nil:
        guard case .array(let items) = json else { throw mismatch(type, json, path) }
        let values = try items.enumerated().map { i, item in try decode(item, as: one!, path: path + ["[\(i)]"], scope: scope) }
        return .set(SetValue(values))
      case "Range" where ["Double", "CGFloat"].contains(one ?? ""),
        "ClosedRange" where ["Double", "CGFloat"].contains(one ?? ""):
        // A range is written as its two bounds, `[lower, upper]`, and the lower must not
        // exceed the upper (the standard library's `Range: Decodable`).
        guard case .array(let items) = json, items.count == 2 else {
          throw thrown("a `\(type)` is written as an array of its two bounds", path)
        }
        guard case .double(let lower) = try decode(items[0], as: "Double", path: path + ["[0]"], scope: scope),
          case .double(let upper) = try decode(items[1], as: "Double", path: path + ["[1]"], scope: scope)
        else { throw mismatch(type, json, path) }
        guard lower <= upper else {
          throw thrown("a `\(base)` whose lower bound \(lower) is above its upper bound \(upper) (`dataCorrupted`)", path)
        }
        return .floatingRange(FloatingRange(lower: lower, upper: upper, closed: base == "ClosedRange"))
      default: throw unsupported("a `\(type)`")
      }
    }
    guard let ref = interpreter.decodableType(named: type, from: scope) else {
      throw interpreter.error(
        "`\(type)` is not a type the lab can decode (not found, or not declared `Codable` or `Decodable`)",
        at: node, kind: .notSupported)
    }
    return try decode(json, ref: ref, path: path)
  }

  mutating func decode(_ json: JSONValue, ref: TypeRef, path: [String]) throws -> Value {
    switch ref {
    case .userStruct(let t): return try decodeStruct(t, json, path: path)
    case .userEnum(let e): return try decodeEnum(e, json, path: path)
    default: throw unsupported("a `\(ref.name)`")
    }
  }

  /// The `Int` a JSON number is exactly (`2.0`, `1e2`, `-0.0` are; `1.5` and `1e300` are not),
  /// worked out in decimal, as Foundation's decoder does.
  static func exactInt(_ text: String) -> Int? {
    var t = Substring(text)
    let negative = t.hasPrefix("-")
    if negative { t = t.dropFirst() }
    var exponent = 0
    if let e = t.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      guard let x = Int(t[t.index(after: e)...].drop { $0 == "+" }) else { return nil }
      exponent = x
      t = t[..<e]
    }
    var digits = String(t)
    if let dot = digits.firstIndex(of: ".") {
      exponent -= digits.distance(from: dot, to: digits.endIndex) - 1
      digits.remove(at: dot)
    }
    digits = String(digits.drop { $0 == "0" })
    if digits.isEmpty { return 0 }
    if exponent < 0 {
      guard -exponent <= digits.count, digits.suffix(-exponent).allSatisfy({ $0 == "0" }) else { return nil }
      digits.removeLast(-exponent)
      if digits.isEmpty { return 0 }
    } else {
      guard exponent <= 20 else { return nil }
      digits += String(repeating: "0", count: exponent)
    }
    return Int((negative ? "-" : "") + digits)
  }

  private func mismatch(_ type: String, _ json: JSONValue, _ path: [String]) -> RuntimeError {
    thrown("expected `\(type)`, found \(json.kindName) (`typeMismatch`)", path)
  }

  /// A `Date` by the decoder's strategy, each as Foundation reads it: `.deferredToDate`
  /// seconds since 2001 (as `Date` stores itself), seconds or milliseconds since 1970, an
  /// ISO 8601 string (this machine's `ISO8601DateFormatter`, internet date-time), or a string
  /// the given formatter parses.
  private func decodeDate(_ json: JSONValue, _ path: [String]) throws -> Value {
    func number() throws -> Double {
      guard case .number(let n) = json, let d = Double(n), d.isFinite else { throw mismatch("Date", json, path) }
      return d
    }
    func string() throws -> String {
      guard case .string(let s) = json else { throw mismatch("String", json, path) }
      return s
    }
    switch strategies.date {
    case .deferredToDate: return .date(try number())
    case .secondsSince1970: return .date(Date(timeIntervalSince1970: try number()).timeIntervalSinceReferenceDate)
    case .millisecondsSince1970:
      return .date(Date(timeIntervalSince1970: try number() / 1000).timeIntervalSinceReferenceDate)
    case .iso8601:
      guard let d = ISO8601DateFormatter().date(from: try string()) else {
        throw thrown("expected a date string formatted as ISO 8601 (`dataCorrupted`)", path)
      }
      return .date(d.timeIntervalSinceReferenceDate)
    case .formatted(let owner):
      guard let d = DateFormatterBuiltins.formatter(owner, interpreter).date(from: try string()) else {
        throw thrown("the date string does not match the format the formatter expects (`dataCorrupted`)", path)
      }
      return .date(d.timeIntervalSinceReferenceDate)
    }
  }

  /// A struct's synthesized `init(from:)`: each stored property that is not a `let` with a
  /// value, from the key its `CodingKeys` gives it (its name without one); an optional one is
  /// nil when its key is missing or null.
  private mutating func decodeStruct(_ t: StructType, _ json: JSONValue, path: [String]) throws -> Value {
    guard t.conformances.contains(where: { $0 == "Codable" || $0 == "Decodable" }) else {
      throw interpreter.error(
        "`\(t.name)` does not conform to `Decodable`: declare it `Codable` (or `Decodable`)",
        at: node, kind: .typeMismatch)
    }
    guard !t.isClass else { throw unsupported("a class (`\(t.name)`)") }
    if t.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "from" }) {
      // Its own `init(from:)`, handed a decoder of this JSON (`DecoderContainers`).
      let decoder = DecoderContainers.value(
        DecodingFrame(kind: .decoder, json: json, path: path, strategies: strategies, scope: t), interpreter)
      return try interpreter.construct(t, [Argument(label: "from", value: decoder, node: node)], node: node)
    }
    guard case .object(let members) = json else {
      throw thrown("expected an object for `\(t.name)`, found \(json.kindName) (`typeMismatch`)", path)
    }
    let keys = try interpreter.codingKeys(of: t, at: node)
    var instance = StructInstance(type: t, fields: [:])
    let env = Environment(enclosing: t.environment)
    env.define("self", .type(.userStruct(t)))
    for prop in t.storedProperties {
      guard prop.wrapper == .none else { throw unsupported("`\(t.name).\(prop.name)`, a wrapped property") }
      let decoded = !(prop.isLet && prop.initializer != nil) && (keys == nil || keys?[prop.name] != nil)
      if !decoded {
        if let initializer = prop.initializer {
          instance.fields[prop.name] = try interpreter.evaluate(initializer, in: env, as: prop.type)
        } else {
          throw interpreter.error(
            "`\(t.name).\(prop.name)` has no value: it is not in `CodingKeys` and has no default",
            at: node, kind: .invalidSwift)
        }
        continue
      }
      let key = keys?[prop.name] ?? prop.name
      let type: String
      if let declared = prop.type {
        type = declared
      } else if let initializer = prop.initializer {
        // `var count = 0`: the type Swift infers from the default.
        type = try interpreter.evaluate(initializer, in: env, as: nil).typeName
      } else {
        throw unsupported("`\(t.name).\(prop.name)` without a declared type")
      }
      let convert = strategies.convertFromSnakeCase
      let found = members.first { (convert ? JSONStrategies.camelCase($0.0) : $0.0) == key }?.1
      let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
      guard let found else {
        if isOptional {
          instance.fields[prop.name] = .null
          continue
        }
        throw thrown("no value for the key \"\(key)\" of `\(t.name)` (`keyNotFound`)", path)
      }
      let value = try decode(found, as: type, path: path + [".\(key)"], scope: t)
      instance.fields[prop.name] = try interpreter.coerce(value, toType: type, at: node)
    }
    return .instance(instance)
  }

  /// An enum with a raw type: the case whose raw value the JSON holds.
  private mutating func decodeEnum(_ e: EnumType, _ json: JSONValue, path: [String]) throws -> Value {
    guard e.conformances.contains(where: { $0 == "Codable" || $0 == "Decodable" }) else {
      throw interpreter.error(
        "`\(e.name)` does not conform to `Decodable`: declare it `Codable` (or `Decodable`)",
        at: node, kind: .typeMismatch)
    }
    if e.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "from" }) {
      // Its own `init(from:)` (a fallback case for unknown strings, say), handed a decoder.
      let decoder = DecoderContainers.value(
        DecodingFrame(kind: .decoder, json: json, path: path, strategies: strategies, scope: nil), interpreter)
      guard let made = try interpreter.enumInitializer(e, [Argument(label: "from", value: decoder, node: node)], node: node) else {
        throw unsupported("`\(e.name)`: its `init(from:)` does not take this decoder")
      }
      return made
    }
    guard let rawType = e.rawType, rawType == "String" || rawType == "Int" else {
      throw unsupported("an enum without a `String` or `Int` raw value (`\(e.name)`)")
    }
    let raw = try decode(json, as: rawType, path: path, scope: nil)
    guard let name = e.cases.first(where: { $0.raw?.isEqual(to: raw) ?? false })?.name else {
      throw thrown("\(raw.describe(quoted: true)) is not a raw value of `\(e.name)` (`dataCorrupted`)", path)
    }
    return .enumCase(EnumCaseValue(type: e, name: name, associated: []))
  }
}

extension Interpreter {
  /// The user struct or enum a declared type names, looked for among `scope`'s nested types
  /// first (`Category` inside `Landmark`), then at the top level; `Outer.Inner` by parts.
  func decodableType(named name: String, from scope: StructType?) -> TypeRef? {
    let parts = name.split(separator: ".").map(String.init)
    guard let first = parts.first else { return nil }
    var current: Value?
    if let scope, case .type? = try? member(of: .type(.userStruct(scope)), named: first, node: nil) {
      current = try? member(of: .type(.userStruct(scope)), named: first, node: nil)
    } else {
      current = try? lookup(first, in: globals)
    }
    for part in parts.dropFirst() {
      guard let c = current else { return nil }
      current = try? member(of: c, named: part, node: nil)
    }
    guard case .type(let ref)? = current else { return nil }
    return ref
  }

  /// A struct's `CodingKeys`, as property name → key, or nil when it declares none (every
  /// property is then its own key).
  func codingKeys(of t: StructType, at node: Syntax) throws -> [String: String]? {
    guard case .type(.userEnum(let keys))? = try? member(of: .type(.userStruct(t)), named: "CodingKeys", node: nil)
    else { return nil }
    var map: [String: String] = [:]
    for c in keys.cases {
      switch c.raw {
      case .string(let s)?: map[c.name] = s
      case nil: map[c.name] = c.name
      default:
        throw error("`\(t.name).CodingKeys` with raw values that are not strings is not supported yet", at: node, kind: .notSupported)
      }
    }
    return map
  }
}

extension Interpreter {
  /// `decode(type, from:)` for the type a `.self` expression gave, with a decoder's strategies.
  func decodeJSON(_ text: String, as ref: TypeRef, at node: Syntax, _ strategies: JSONStrategies) throws -> Value {
    switch ref {
    case .genericParameter(let name, nil):
      throw error(
        "the lab cannot tell which type `\(name)` is here: give the result of the call a declared type "
          + "(`let items: [Item] = load(\"items.json\")`), as Swift infers `\(name)` from it",
        at: node, kind: .notSupported)
    case .genericParameter(_, let bound?): return try decodeJSON(text, as: bound, at: node, strategies)
    case .builtin(let name): return try decodeJSON(text, as: name, at: node, strategies)
    case .userStruct, .userEnum: return try decodeJSON(text, as: ref, userTypeAt: node, strategies)
    }
  }
}
