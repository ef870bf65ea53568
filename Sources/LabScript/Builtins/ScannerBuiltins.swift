import Foundation
import SwiftSyntax

/// `CharacterSet` and `Scanner`, as hex-colour initializers use them
/// (`hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`,
/// `Scanner(string: hex).scanHexInt64(&int)`): both run on this machine's Foundation, the same
/// code a compiled program runs.
///
///     CharacterSet.alphanumerics.inverted   // .opaque("CharacterSet", "!alphanumerics")
enum ScannerBuiltins {
  static let typeNames = ["CharacterSet", "Scanner"]

  /// Foundation's predefined sets, by name.
  static let namedSets: [String: CharacterSet] = [
    "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
    "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines,
    "newlines": .newlines, "punctuationCharacters": .punctuationCharacters, "symbols": .symbols,
    "uppercaseLetters": .uppercaseLetters, "lowercaseLetters": .lowercaseLetters,
    "capitalizedLetters": .capitalizedLetters, "controlCharacters": .controlCharacters,
  ]

  /// A set as the lab carries it: a name, or `in:` and its characters; `!` in front inverts it.
  static func set(_ text: String) -> CharacterSet? {
    if text.hasPrefix("!") { return set(String(text.dropFirst()))?.inverted }
    if text.hasPrefix("in:") { return CharacterSet(charactersIn: String(text.dropFirst(3))) }
    return namedSets[text]
  }

  /// A `CharacterSet` argument: a value, or an implicit member (`.whitespaces`).
  static func set(of value: Value) -> CharacterSet? {
    switch value {
    case .opaque(let o) where o.kind == "CharacterSet": return set(o.text)
    case .implicitMember(let m) where m.arguments == nil:
      // `.alphanumerics`, and `.alphanumerics.inverted`, which stays one implicit member.
      if m.name.hasSuffix(".inverted") { return namedSets[String(m.name.dropLast(".inverted".count))]?.inverted }
      return namedSets[m.name]
    default: return nil
    }
  }

  static func staticMember(_ type: String, _ name: String) -> Value? {
    guard type == "CharacterSet", namedSets[name] != nil else { return nil }
    return .opaque(OpaqueValue(kind: "CharacterSet", text: name))
  }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "CharacterSet":
      try c.checkLabels(["charactersIn"])
      guard let chars = try c.string("charactersIn") else {
        throw c.fail("`CharacterSet` is made here with `CharacterSet(charactersIn:)`", kind: .notSupported)
      }
      return .opaque(OpaqueValue(kind: "CharacterSet", text: "in:" + chars))
    default:
      try c.checkLabels(["string"])
      guard let text = try c.string("string") else { throw c.fail("`Scanner` needs `string:`", kind: .argument) }
      // An object (a class in Foundation): its place in the string moves as it scans, and
      // every copy of the reference sees it.
      let (object, owner) = BuiltinClasses.make("Scanner", properties: [], c.interpreter)
      c.interpreter.state[StateKey(owner: owner, name: stringKey)] = .string(text)
      c.interpreter.state[StateKey(owner: owner, name: locationKey)] = .int(0)
      c.interpreter.state[StateKey(owner: owner, name: skippedKey)] = .opaque(
        OpaqueValue(kind: "CharacterSet", text: "whitespacesAndNewlines"))
      return object
    }
  }

  private static let stringKey = "(string)"
  private static let locationKey = "(scanLocation)"
  private static let skippedKey = "(charactersToBeSkipped)"
  static let settings = ["scanLocation", "charactersToBeSkipped"]
  /// The scans that give an optional (nil where nothing matched).
  static let optionalScans: Set = [
    "scanString", "scanUInt64", "scanInt", "scanDouble", "scanUpToString", "scanCharacters", "scanUpToCharacters",
  ]

  static func owner(_ inst: StructInstance, _ interp: Interpreter) -> String? {
    BuiltinClasses.owner(inst, of: "Scanner", interp)
  }

  /// A Foundation scanner at the object's place, with its skipped characters: `body` scans with
  /// it, and its new place is the object's (in UTF-16 units, as `scanLocation` counts).
  private static func scanning<T>(_ owner: String, _ interp: Interpreter, _ body: (Scanner) throws -> T) rethrows -> T {
    guard case .string(let text)? = interp.state[StateKey(owner: owner, name: stringKey)] else { return try body(Scanner(string: "")) }
    let scanner = Scanner(string: text)
    if case .int(let location)? = interp.state[StateKey(owner: owner, name: locationKey)] {
      scanner.currentIndex = String.Index(utf16Offset: location, in: text)
    }
    if case .opaque(let o)? = interp.state[StateKey(owner: owner, name: skippedKey)], o.kind == "CharacterSet" {
      scanner.charactersToBeSkipped = set(o.text)
    } else {
      scanner.charactersToBeSkipped = nil
    }
    let result = try body(scanner)
    interp.state[StateKey(owner: owner, name: locationKey)] = .int(scanner.currentIndex.utf16Offset(in: text))
    return result
  }

  /// `scanner.scanLocation = 1`, `scanner.charactersToBeSkipped = …`.
  static func set(_ owner: String, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws {
    switch (name, value) {
    case ("scanLocation", .int(let location)):
      guard case .string(let text)? = interp.state[StateKey(owner: owner, name: stringKey)],
        (0...text.utf16.count).contains(location)
      else {
        throw interp.error("`scanLocation` \(location) is outside the scanner's string: Foundation raises here", at: node, kind: .trap)
      }
      interp.state[StateKey(owner: owner, name: locationKey)] = value
    case ("charactersToBeSkipped", .null):
      interp.state[StateKey(owner: owner, name: skippedKey)] = .null
    case ("charactersToBeSkipped", _):
      guard let text = setText(of: value) else {
        throw interp.error("`charactersToBeSkipped` takes a `CharacterSet` (or nil)", at: node, kind: .typeMismatch)
      }
      interp.state[StateKey(owner: owner, name: skippedKey)] = .opaque(OpaqueValue(kind: "CharacterSet", text: text))
    default:
      throw interp.error("cannot assign a `\(value.typeName)` to `\(name)` of a `Scanner`", at: node, kind: .typeMismatch)
    }
  }

  /// The lab's text for a `CharacterSet` value or implicit member.
  private static func setText(of value: Value) -> String? {
    switch value {
    case .opaque(let o) where o.kind == "CharacterSet": return o.text
    case .implicitMember(let m) where m.arguments == nil && namedSets[m.name] != nil: return m.name
    default: return nil
    }
  }

  /// A scanner's members: its scans (each moves its place past what it read), `isAtEnd`,
  /// `scanLocation`, `string`.
  static func objectMember(_ name: String, _ owner: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext, String) throws -> Value) -> Value {
      .function(FunctionValue(name: name) { c in try body(&c, owner) })
    }
    func integer(_ n: UInt64, _ c: inout CallContext) throws -> Int {
      guard let i = Int(exactly: n) else { throw c.fail("\(n) is beyond the lab's integers (Int.max)", kind: .notSupported) }
      return i
    }
    func representation(_ c: inout CallContext) throws -> Scanner.NumberRepresentation {
      try c.checkLabels(["representation"])
      guard let arg = c.argument("representation") else { return .decimal }
      guard case .implicitMember(let m) = arg.value, m.name == "hexadecimal" || m.name == "decimal" else {
        throw c.fail("`representation:` takes `.hexadecimal` or `.decimal`", kind: .argument)
      }
      return m.name == "hexadecimal" ? .hexadecimal : .decimal
    }
    switch name {
    case "isAtEnd": return .bool(scanning(owner, interp) { $0.isAtEnd })
    case "scanLocation": return interp.state[StateKey(owner: owner, name: locationKey)] ?? .int(0)
    case "string": return interp.state[StateKey(owner: owner, name: stringKey)]
    case "scanString", "scanUpToString":
      return method { c, owner in
        try c.checkLabels([nil])
        guard let target = try c.string(nil) else { throw c.fail("`\(name)` takes a `String`", kind: .argument) }
        let found = scanning(owner, c.interpreter) { name == "scanString" ? $0.scanString(target) : $0.scanUpToString(target) }
        return found.map { .string($0) } ?? .null
      }
    case "scanCharacters", "scanUpToCharacters":
      return method { c, owner in
        try c.checkLabels(["from"])
        guard let arg = c.argument("from"), let set = set(of: arg.value) else {
          throw c.fail("`\(name)(from:)` takes a `CharacterSet`", kind: .argument)
        }
        let found = scanning(owner, c.interpreter) { name == "scanCharacters" ? $0.scanCharacters(from: set) : $0.scanUpToCharacters(from: set) }
        return found.map { .string($0) } ?? .null
      }
    case "scanUInt64":
      return method { c, owner in
        let r = try representation(&c)
        guard let n = scanning(owner, c.interpreter, { $0.scanUInt64(representation: r) }) else { return .null }
        return .int(try integer(n, &c))
      }
    case "scanInt":
      return method { c, owner in
        let r = try representation(&c)
        return scanning(owner, c.interpreter) { $0.scanInt(representation: r) }.map { .int($0) } ?? .null
      }
    case "scanDouble":
      return method { c, owner in
        try c.checkLabels([])
        return scanning(owner, c.interpreter) { $0.scanDouble() }.map { .double($0) } ?? .null
      }
    case "scanHexInt64", "scanHexInt32":
      return method { c, owner in
        try c.checkLabels([nil])
        guard let target = c.arguments.first, let write = target.writeBack else {
          throw c.fail("`\(name)` writes its result to an `inout` argument: `&value`", kind: .argument)
        }
        var result = 0
        var found = false
        if name == "scanHexInt64" {
          var n: UInt64 = 0
          found = scanning(owner, c.interpreter) { $0.scanHexInt64(&n) }
          result = try integer(n, &c)
        } else {
          var n: UInt32 = 0
          found = scanning(owner, c.interpreter) { $0.scanHexInt32(&n) }
          result = Int(n)
        }
        try write(.int(result))
        return .bool(found)
      }
    default: return nil
    }
  }

  static func member(_ o: OpaqueValue, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name) { c in try body(&c) })
    }
    switch (o.kind, name) {
    case ("CharacterSet", "inverted"):
      return .opaque(OpaqueValue(kind: "CharacterSet", text: o.text.hasPrefix("!") ? String(o.text.dropFirst()) : "!" + o.text))
    case ("CharacterSet", "contains"):
      return method { c in
        try c.checkLabels([nil])
        guard let s = try c.string(nil), let scalar = s.unicodeScalars.first, s.unicodeScalars.count == 1,
          let set = set(o.text)
        else { throw c.fail("`contains` takes one `Unicode.Scalar`", kind: .argument) }
        return .bool(set.contains(scalar))
      }
    default: return nil
    }
  }
}
