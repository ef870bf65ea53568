import Foundation
import SwiftSyntax

/// `URLComponents` and `URLQueryItem`, as this machine's Foundation parses and writes them
/// (docs/semantics.md §15): a value whose parts are read and set one by one, and whose `url`
/// and `string` are the URL they make (nil while they make none).
///
///     var parts = URLComponents(string: "http://example.com/books")!
///     parts.scheme = "https"
///     parts.queryItems = [URLQueryItem(name: "q", value: "swift ui")]
///     parts.string   // "https://example.com/books?q=swift%20ui"
enum URLComponentsBuiltins {
  static let typeNames = ["URLComponents", "URLQueryItem"]
  static let kind = "URLComponents"

  /// The parts a value keeps, percent-encoded as Foundation keeps them, in this order.
  private static let keys = ["scheme", "user", "password", "host", "port", "path", "query", "fragment"]
  private static let none = "\u{1}"
  private static let separator = "\u{0}"

  static func make(_ u: URLComponents) -> Value {
    let parts: [String?] = [
      u.scheme, u.percentEncodedUser, u.percentEncodedPassword, u.percentEncodedHost, u.port.map(String.init),
      u.percentEncodedPath, u.percentEncodedQuery, u.percentEncodedFragment,
    ]
    return .opaque(OpaqueValue(kind: kind, text: parts.map { $0 ?? none }.joined(separator: separator)))
  }

  static func components(_ o: OpaqueValue) -> URLComponents {
    let parts = o.text.components(separatedBy: separator).map { $0 == none ? nil : $0 }
    var u = URLComponents()
    guard parts.count == keys.count else { return u }
    u.scheme = parts[0]
    u.percentEncodedUser = parts[1]
    u.percentEncodedPassword = parts[2]
    u.percentEncodedHost = parts[3]
    u.port = parts[4].flatMap { Int($0) }
    u.percentEncodedPath = parts[5] ?? ""
    u.percentEncodedQuery = parts[6]
    u.percentEncodedFragment = parts[7]
    return u
  }

  static func queryItem(_ name: String, _ value: String?) -> Value {
    .tuple(TupleValue(labels: ["name", "value"], elements: [.string(name), value.map(Value.string) ?? .null], nominal: "URLQueryItem"))
  }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    if name == "URLQueryItem" {
      try c.checkLabels(["name", "value"])
      guard let n = try c.string("name") else { throw c.fail("`URLQueryItem` needs `name:`", kind: .argument) }
      let v = c.argument("value")?.value
      if let v, !({ if case .string = v { true } else if case .null = v { true } else { false } }()) {
        throw c.fail("`value:` of a `URLQueryItem` is a `String?`", kind: .typeMismatch)
      }
      if case .string(let s)? = v { return queryItem(n, s) }
      return queryItem(n, nil)
    }
    if c.arguments.isEmpty { return make(URLComponents()) }
    if c.has("url") {
      try c.checkLabels(["url", "resolvingAgainstBaseURL"])
      guard case .opaque(let u)? = c.argument("url")?.value, u.kind == "URL", let url = URL(string: u.text) else {
        throw c.fail("`URLComponents(url:resolvingAgainstBaseURL:)` takes a `URL`", kind: .typeMismatch)
      }
      let resolve = try c.bool("resolvingAgainstBaseURL") ?? false
      return URLComponents(url: url, resolvingAgainstBaseURL: resolve).map(make) ?? .null
    }
    try c.checkLabels(["string"])
    guard let text = try c.string("string") else { throw c.fail("`URLComponents(string:)` takes a `String`", kind: .typeMismatch) }
    return URLComponents(string: text).map(make) ?? .null
  }

  static let names = [
    "scheme", "user", "password", "host", "port", "path", "query", "fragment", "queryItems",
    "percentEncodedQuery", "percentEncodedPath", "percentEncodedHost", "url", "string",
  ]

  static func member(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value {
    let u = components(o)
    func text(_ s: String?) -> Value { s.map(Value.string) ?? .null }
    switch name {
    case "scheme": return text(u.scheme)
    case "user": return text(u.user)
    case "password": return text(u.password)
    case "host": return text(u.host)
    case "port": return u.port.map(Value.int) ?? .null
    case "path": return .string(u.path)
    case "query": return text(u.query)
    case "fragment": return text(u.fragment)
    case "percentEncodedQuery": return text(u.percentEncodedQuery)
    case "percentEncodedPath": return .string(u.percentEncodedPath)
    case "percentEncodedHost": return text(u.percentEncodedHost)
    case "queryItems": return u.queryItems.map { .array($0.map { queryItem($0.name, $0.value) }) } ?? .null
    case "url": return u.url.map { .opaque(OpaqueValue(kind: "URL", text: $0.absoluteString)) } ?? .null
    case "string": return text(u.string)
    default:
      throw interp.unknown("`URLComponents` has no member the lab models named", name, at: node, candidates: names)
    }
  }

  /// `parts.scheme = "https"`: the value with that part set, as Foundation sets it (a host
  /// or path it cannot take is an error where Foundation traps).
  static func set(_ o: OpaqueValue, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws -> Value {
    var u = components(o)
    func string() throws -> String? {
      switch value {
      case .string(let s): return s
      case .null: return nil
      default: throw interp.error("`\(name)` of `URLComponents` is a `String?`", at: node, kind: .typeMismatch)
      }
    }
    switch name {
    case "scheme":
      let s = try string()
      // Foundation traps on a scheme that is not letters, then letters, digits, `+`, `-`, `.`.
      if let s, !(s.first?.isLetter == true && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) {
        throw interp.error("`\(s)` is not a URL scheme: Foundation traps here", at: node, kind: .trap)
      }
      u.scheme = s
    case "user": u.user = try string()
    case "password": u.password = try string()
    case "host": u.host = try string()
    case "path": u.path = try string() ?? ""
    case "query": u.query = try string()
    case "fragment": u.fragment = try string()
    case "port":
      switch value {
      case .int(let p) where p >= 0: u.port = p
      case .null: u.port = nil
      default: throw interp.error("`port` of `URLComponents` is a non-negative `Int?`: Foundation traps here", at: node, kind: .trap)
      }
    case "queryItems":
      switch value {
      case .null: u.queryItems = nil
      case .array(let items):
        u.queryItems = try items.map { item in
          guard case .tuple(let t) = item, t.nominal == "URLQueryItem", case .string(let n)? = t["name"] else {
            throw interp.error("`queryItems` takes `URLQueryItem`s", at: node, kind: .typeMismatch)
          }
          if case .string(let v)? = t["value"] { return URLQueryItem(name: n, value: v) }
          return URLQueryItem(name: n, value: nil)
        }
      default: throw interp.error("`queryItems` takes an array of `URLQueryItem`s", at: node, kind: .typeMismatch)
      }
    default:
      if names.contains(name) {
        throw interp.error("cannot assign to `\(name)` of `URLComponents` here; set its parts", at: node, kind: .notSupported)
      }
      throw interp.unknown("`URLComponents` has no member the lab models named", name, at: node, candidates: names)
    }
    return make(u)
  }
}
