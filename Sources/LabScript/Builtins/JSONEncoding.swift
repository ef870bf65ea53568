import Foundation
import SwiftSyntax

/// `JSONEncoder` (docs/semantics.md §15): a value of the app's `Codable` types, arrays,
/// optionals, numbers, strings, dates, UUIDs and URLs written as Foundation writes it. The lab
/// hands the value's shape to this machine's Foundation `JSONEncoder` (the one a compiled
/// program links), so numbers, escapes, `.prettyPrinted`, `.sortedKeys`,
/// `.withoutEscapingSlashes`, `.convertToSnakeCase` and the date strategies are Foundation's own.
/// A struct is written as its synthesized `encode(to:)` writes it: its `CodingKeys` (its stored
/// properties when it declares none), a nil optional left out. Foundation writes an object's
/// keys in no fixed order unless `.sortedKeys` is set, so such text is not shown.
///
///     let data = try JSONEncoder().encode(items)   // Data, which JSONDecoder reads back
enum JSONEncoding {
  static let settings = ["outputFormatting", "dateEncodingStrategy", "keyEncodingStrategy"]

  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([])
    let interp = c.interpreter
    let (object, owner) = BuiltinClasses.make("JSONEncoder", properties: settings, interp)
    interp.state[StateKey(owner: owner, name: "outputFormatting")] = .array([])
    interp.state[StateKey(owner: owner, name: "dateEncodingStrategy")] = .implicitMember(
      ImplicitMember(name: "deferredToDate", arguments: nil))
    interp.state[StateKey(owner: owner, name: "keyEncodingStrategy")] = .implicitMember(
      ImplicitMember(name: "useDefaultKeys", arguments: nil))
    return object
  }

  static func owner(_ inst: StructInstance, _ interp: Interpreter) -> String? {
    BuiltinClasses.owner(inst, of: "JSONEncoder", interp)
  }

  /// `encoder.outputFormatting = [.prettyPrinted, .sortedKeys]` and the strategies, checked.
  static func set(_ owner: String, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws {
    let formats = ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"]
    switch (name, value) {
    case ("outputFormatting", .implicitMember(let m)) where formats.contains(m.name):
      interp.state[StateKey(owner: owner, name: name)] = .array([value])
    case ("outputFormatting", .array(let items))
    where items.allSatisfy({ if case .implicitMember(let m) = $0 { formats.contains(m.name) } else { false } }):
      interp.state[StateKey(owner: owner, name: name)] = value
    case ("dateEncodingStrategy", .implicitMember(let m))
    where ["deferredToDate", "secondsSince1970", "millisecondsSince1970", "iso8601"].contains(m.name):
      interp.state[StateKey(owner: owner, name: name)] = value
    case ("keyEncodingStrategy", .implicitMember(let m)) where ["useDefaultKeys", "convertToSnakeCase"].contains(m.name):
      interp.state[StateKey(owner: owner, name: name)] = value
    default:
      throw interp.error(
        "`\(name)` of a `JSONEncoder` takes \(name == "outputFormatting" ? "`.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes` (or a set of them)" : name == "keyEncodingStrategy" ? "`.useDefaultKeys` or `.convertToSnakeCase`" : "`.deferredToDate`, `.secondsSince1970`, `.millisecondsSince1970` or `.iso8601`"), not `\(value.describe(quoted: true))`",
        at: node, kind: .notSupported)
    }
  }

  /// `encoder.encode(value)`: `Data` holding the JSON text.
  static func encode(_ owner: String) -> Value {
    .function(
      FunctionValue(name: "encode") { c in
        try c.checkLabels([nil])
        guard let arg = c.arguments.first else { throw c.fail("`encode` needs a value", kind: .argument) }
        let interp = c.interpreter
        func setting(_ name: String) -> Value { interp.state[StateKey(owner: owner, name: name)] ?? .null }
        var formats: [String] = []
        if case .array(let items) = setting("outputFormatting") {
          formats = items.compactMap { if case .implicitMember(let m) = $0 { m.name } else { nil } }
        }
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = []
        if formats.contains("prettyPrinted") { formatting.insert(.prettyPrinted) }
        // The keys are always sorted here: without `.sortedKeys` Foundation writes them in no
        // fixed order, so the text is kept from being read (`OpaqueValue.unorderedJSON`), while
        // decoding it, counting its bytes and storing it need no order.
        formatting.insert(.sortedKeys)
        if formats.contains("withoutEscapingSlashes") { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        if case .implicitMember(let m) = setting("dateEncodingStrategy") {
          switch m.name {
          case "secondsSince1970": encoder.dateEncodingStrategy = .secondsSince1970
          case "millisecondsSince1970": encoder.dateEncodingStrategy = .millisecondsSince1970
          case "iso8601": encoder.dateEncodingStrategy = .iso8601
          default: encoder.dateEncodingStrategy = .deferredToDate
          }
        }
        if case .implicitMember(let m) = setting("keyEncodingStrategy"), m.name == "convertToSnakeCase" {
          encoder.keyEncodingStrategy = .convertToSnakeCase
        }
        var shaper = Shaper(interp: interp, node: arg.node)
        let tree = try shaper.shape(arg.value)
        let data: Data
        do {
          data = try encoder.encode(tree)
        } catch {
          throw interp.error("`encode` failed: \(error)", at: arg.node, kind: .notSupported)
        }
        var result = OpaqueValue(kind: "Data", text: String(decoding: data, as: UTF8.self))
        result.unorderedJSON = !formats.contains("sortedKeys") && tree.hasUnorderedKeys
        return .opaque(result)
      })
  }

  /// A value's JSON shape, for Foundation's encoder to write.
  indirect enum Tree: Encodable {
    case object([(String, Tree)])
    case array([Tree])
    case string(String)
    case int(Int)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case date(Date)
    case null

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(_ s: String) { stringValue = s }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    /// An object with two keys or more somewhere in it.
    var hasUnorderedKeys: Bool {
      switch self {
      case .object(let pairs): return pairs.count > 1 || pairs.contains { $0.1.hasUnorderedKeys }
      case .array(let items): return items.contains { $0.hasUnorderedKeys }
      default: return false
      }
    }

    func encode(to encoder: Encoder) throws {
      switch self {
      case .object(let pairs):
        var c = encoder.container(keyedBy: Key.self)
        for (k, v) in pairs { try c.encode(v, forKey: Key(k)) }
      case .array(let items):
        var c = encoder.unkeyedContainer()
        for v in items { try c.encode(v) }
      case .string(let s): var c = encoder.singleValueContainer(); try c.encode(s)
      case .int(let i): var c = encoder.singleValueContainer(); try c.encode(i)
      case .double(let d): var c = encoder.singleValueContainer(); try c.encode(d)
      case .float(let f): var c = encoder.singleValueContainer(); try c.encode(f)
      case .bool(let b): var c = encoder.singleValueContainer(); try c.encode(b)
      case .date(let d): var c = encoder.singleValueContainer(); try c.encode(d)
      case .null: var c = encoder.singleValueContainer(); try c.encodeNil()
      }
    }
  }

  struct Shaper {
    let interp: Interpreter
    let node: Syntax
    var depth = 0

    func unsupported(_ what: String) -> RuntimeError {
      interp.error("`JSONEncoder` of \(what) is not supported yet", at: node, kind: .notSupported)
    }

    mutating func shape(_ value: Value) throws -> Tree {
      depth += 1
      defer { depth -= 1 }
      guard depth < 64 else { throw unsupported("a value nested this deep") }
      switch value {
      case .null: return .null
      case .int(let i): return .int(i)
      case .double(let d): return .double(d)
      case .float(let f): return .float(f)
      case .bool(let b): return .bool(b)
      case .string(let s): return .string(s)
      case .date(let t): return .date(Date(timeIntervalSinceReferenceDate: t))
      case .opaque(let o) where o.kind == "UUID" || o.kind == "URL": return .string(o.text)
      case .array(let items): return .array(try items.map { try shape($0) })
      case .dictionary(let d):
        guard d.keys.allSatisfy({ if case .string = $0 { true } else { false } }) else {
          throw unsupported("a dictionary whose keys are not strings")
        }
        var pairs: [(String, Tree)] = []
        for (k, v) in zip(d.keys, d.values) {
          if case .string(let key) = k { pairs.append((key, try shape(v))) }
        }
        return .object(pairs)
      case .enumCase(let e):
        guard e.type.conformances.contains(where: { $0 == "Codable" || $0 == "Encodable" }) else {
          throw interp.error("`\(e.type.name)` does not conform to `Encodable`", at: node, kind: .typeMismatch)
        }
        guard let raw = e.type.cases.first(where: { $0.name == e.name })?.raw else {
          throw unsupported("an enum without raw values (`\(e.type.name)`)")
        }
        return try shape(raw)
      case .instance(let inst):
        let t = inst.type
        guard t.conformances.contains(where: { $0 == "Codable" || $0 == "Encodable" }) else {
          throw interp.error(
            "`\(t.name)` does not conform to `Encodable`: declare it `Codable` (or `Encodable`)", at: node,
            kind: .typeMismatch)
        }
        guard !t.isClass else { throw unsupported("a class (`\(t.name)`)") }
        if t.methods["encode"] != nil { throw unsupported("`\(t.name)` with its own `encode(to:)`") }
        let keys = try interp.codingKeys(of: t, at: node)
        var order: [(PropertyDecl, String)] = []
        if let keys, case .type(.userEnum(let keyEnum))? = try? interp.member(of: .type(.userStruct(t)), named: "CodingKeys", node: nil) {
          // The synthesized `encode(to:)` writes the keys in `CodingKeys`' order.
          for c in keyEnum.cases {
            guard let prop = t.storedProperties.first(where: { $0.name == c.name }) else { continue }
            order.append((prop, keys[c.name] ?? c.name))
          }
        } else {
          order = t.storedProperties.map { ($0, $0.name) }
        }
        var pairs: [(String, Tree)] = []
        for (prop, key) in order {
          guard prop.wrapper == .none else { throw unsupported("`\(t.name).\(prop.name)`, a wrapped property") }
          let v = try interp.member(of: value, named: prop.name, node: node) ?? .null
          let optional = prop.type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
          if case .null = v, optional { continue }  // `encodeIfPresent`
          pairs.append((key, try shape(v)))
        }
        return .object(pairs)
      default:
        throw unsupported("a `\(value.typeName)`")
      }
    }
  }
}
