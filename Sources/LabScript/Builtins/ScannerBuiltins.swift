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
      return .opaque(OpaqueValue(kind: "Scanner", text: text))
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
    case ("Scanner", "scanHexInt64"), ("Scanner", "scanHexInt32"), ("Scanner", "scanUInt64"):
      return method { c in
        // A scanner keeps its place between scans; the lab's does not, so only a scanner used
        // once, where it is made (`Scanner(string: hex).scanHexInt64(&n)`), is supported.
        let oneShot = c.node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?
          .base?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "Scanner"
        guard oneShot else {
          throw c.fail(
            "a `Scanner` kept and scanned more than once is not supported yet: scan where it is made, "
              + "`Scanner(string: text).\(name)(…)`", kind: .notSupported)
        }
        let scanner = Scanner(string: o.text)
        if name == "scanUInt64" {
          try c.checkLabels(["representation"])
          guard case .implicitMember(let m)? = c.argument("representation")?.value, m.name == "hexadecimal" || m.name == "decimal"
          else { throw c.fail("`scanUInt64(representation:)` takes `.hexadecimal` or `.decimal`", kind: .argument) }
          guard let n = scanner.scanUInt64(representation: m.name == "hexadecimal" ? .hexadecimal : .decimal) else {
            return .null
          }
          guard let i = Int(exactly: n) else {
            throw c.fail("\(n) is beyond the lab's integers (Int.max)", kind: .notSupported)
          }
          return .int(i)
        }
        try c.checkLabels([nil])
        guard let target = c.arguments.first, let write = target.writeBack else {
          throw c.fail("`\(name)` writes its result to an `inout` argument: `&value`", kind: .argument)
        }
        var found = false
        var result = 0
        if name == "scanHexInt64" {
          var n: UInt64 = 0
          found = scanner.scanHexInt64(&n)
          guard let i = Int(exactly: n) else {
            throw c.fail("\(n) is beyond the lab's integers (Int.max)", kind: .notSupported)
          }
          result = i
        } else {
          var n: UInt32 = 0
          found = scanner.scanHexInt32(&n)
          result = Int(n)
        }
        try write(.int(result))
        return .bool(found)
      }
    default: return nil
    }
  }
}
