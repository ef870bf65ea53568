import Foundation
import SwiftSyntax

/// How one interpolated value decides what a title literal is (docs/semantics.md §1.2).
///
/// SwiftUI's `LocalizedStringKey.StringInterpolation` takes a `String`, the numbers (by a
/// `printf` specifier: `%lld` for `Int`, `%lf` for `Double` and `CGFloat`, `%f` for `Float`), and
/// `ReferenceConvertible` values such as `Date` and `URL` (by their Objective-C description).
/// A literal with any other value (`Bool`, an optional, a type of the program's) cannot be a key,
/// so Swift types it as a `String` and the initializer taking a `StringProtocol` is called.
enum KeyInterpolation {
  /// The key's interpolation takes the value.
  case compatible
  /// It does not: the literal is a `String`.
  case incompatible
  /// It takes the value and prints its Objective-C description, which the lab does not imitate.
  case unknownText(String, Syntax)

  /// The literal's kind once another of its values is known.
  func joined(_ other: KeyInterpolation) -> KeyInterpolation {
    switch (self, other) {
    case (.incompatible, _), (_, .incompatible): return .incompatible
    case (.unknownText, _): return self
    case (_, .unknownText): return other
    default: return .compatible
    }
  }

  /// The specifier the key's interpolation writes into the key for a value it takes.
  static func specifier(of value: Value, declaredAs type: String?) -> String {
    switch value {
    case .int:
      switch type {
      case "Int8", "Int16", "Int32": return "%d"
      case "UInt8", "UInt16", "UInt32": return "%u"
      case "UInt", "UInt64": return "%llu"
      default: return "%lld"
      }
    case .double: return "%lf"
    case .float: return "%f"
    default: return "%@"
    }
  }

  static func of(_ value: Value, declaredAs type: String?, at node: Syntax) -> KeyInterpolation {
    if let type, type.hasSuffix("?") || type.hasSuffix("!") { return .incompatible }
    switch value {
    case .string:
      // `Substring` and `Character` are not `String`: no overload of the key's takes them.
      return type == "Substring" || type == "Character" ? .incompatible : .compatible
    case .int, .double, .float, .date:
      return .compatible
    case .opaque(let o) where o.kind == "URL":
      return .compatible
    case .opaque(let o) where o.kind == "UUID" || o.kind == "Locale":
      return .unknownText(o.kind, node)
    case .calendar: return .unknownText("Calendar", node)
    case .dateComponents: return .unknownText("DateComponents", node)
    default:
      return .incompatible
    }
  }
}

/// A strings table the user loaded (`:load Localizable.strings`, or a String Catalog's
/// `.xcstrings`): each key's text in the lab's language, English (docs/semantics.md §1.2). A key
/// it does not have shows as itself, as SwiftUI shows a key no table has.
public struct StringsTable {
  public enum Entry: Equatable {
    case text(String)
    /// A catalog entry that varies by plural or device: not modelled.
    case varies
  }

  public var entries: [String: Entry] = [:]

  /// A parse error, at a line and column (1-based) of the file.
  public struct ParseError: Error {
    public var message: String
    public var line: Int
    public var column: Int
  }

  /// The table of an old-style `.strings` file: `"key" = "value";` pairs, with `/* */` and
  /// `//` comments and the escapes `\"`, `\\`, `\n`, `\t`, `\r` and `\U` + four hex digits.
  public static func parse(strings text: String) throws(ParseError) -> StringsTable {
    var table = StringsTable()
    let chars = Array(text)
    var i = 0
    var line = 1
    var lineStart = 0
    func fail(_ message: String) -> ParseError { ParseError(message: message, line: line, column: i - lineStart + 1) }
    func skipSpace() throws(ParseError) {
      while i < chars.count {
        if chars[i] == "\n" { line += 1; i += 1; lineStart = i; continue }
        if chars[i].isWhitespace || chars[i] == "\u{FEFF}" { i += 1; continue }
        if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" {
          while i < chars.count, chars[i] != "\n" { i += 1 }
          continue
        }
        if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" {
          i += 2
          while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") {
            if chars[i] == "\n" { line += 1; lineStart = i + 1 }
            i += 1
          }
          guard i + 1 < chars.count else { throw fail("a `/*` comment is not closed") }
          i += 2
          continue
        }
        return
      }
    }
    func quoted() throws(ParseError) -> String {
      guard i < chars.count, chars[i] == "\"" else { throw fail("expected a quoted string (`\"…\"`)") }
      i += 1
      var out = ""
      var pendingHigh: UInt32?
      while i < chars.count, chars[i] != "\"" {
        var c = chars[i]
        if c == "\n" { line += 1; lineStart = i + 1 }
        if c == "\\" {
          i += 1
          guard i < chars.count else { break }
          switch chars[i] {
          case "n": c = "\n"
          case "t": c = "\t"
          case "r": c = "\r"
          case "U", "u":
            let hex = String(chars[(i + 1)..<min(i + 5, chars.count)])
            guard hex.count == 4, let code = UInt32(hex, radix: 16) else { throw fail("`\\U` takes four hex digits") }
            i += 4
            if (0xD800..<0xDC00).contains(code) { pendingHigh = code; i += 1; continue }
            var scalar = code
            if let high = pendingHigh, (0xDC00..<0xE000).contains(code) {
              scalar = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
            }
            pendingHigh = nil
            guard let u = Unicode.Scalar(scalar) else { throw fail("`\\U\(hex)` is not a character") }
            c = Character(u)
          default: c = chars[i]
          }
        }
        out.append(c)
        i += 1
      }
      guard i < chars.count else { throw fail("a quoted string is not closed") }
      i += 1
      return out
    }
    while true {
      try skipSpace()
      guard i < chars.count else { break }
      let key = try quoted()
      try skipSpace()
      guard i < chars.count, chars[i] == "=" else { throw fail("expected `=` after the key") }
      i += 1
      try skipSpace()
      let value = try quoted()
      try skipSpace()
      guard i < chars.count, chars[i] == ";" else { throw fail("expected `;` after the value") }
      i += 1
      table.entries[key] = .text(value)
    }
    return table
  }

  /// The table of a String Catalog (`.xcstrings`, JSON): each key's English text, or the key
  /// itself when English is the source language and the key has no English text.
  public static func parse(catalog text: String) throws(ParseError) -> StringsTable {
    guard let data = text.data(using: .utf8),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = json["strings"] as? [String: Any]
    else { throw ParseError(message: "not a String Catalog: expected JSON with a `strings` object", line: 1, column: 1) }
    let source = json["sourceLanguage"] as? String ?? "en"
    var table = StringsTable()
    for (key, value) in strings {
      let localizations = (value as? [String: Any])?["localizations"] as? [String: Any]
      guard let english = (localizations?["en"] ?? (source == "en" ? nil : localizations?[source])) as? [String: Any] else {
        continue
      }
      if english["variations"] != nil {
        table.entries[key] = .varies
      } else if let unit = english["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
        table.entries[key] = .text(text)
      }
    }
    return table
  }
}

extension Interpreter {
  /// A key's text in the loaded table `Localizable` (or `table`); nil when no table has it.
  func localizedText(_ key: String, table: String? = nil, at node: some SyntaxProtocol) throws -> String? {
    switch localizedTables[table ?? "Localizable"]?.entries[key] {
    case .text(let s)?: return s
    case .varies?:
      throw error(
        "the key `\(key)` varies by plural or device in its String Catalog, which the lab does not model yet",
        at: node, kind: .notSupported)
    case nil: return nil
    }
  }
}
