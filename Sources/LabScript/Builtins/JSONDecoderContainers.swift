import SwiftSyntax

/// What a type's own `init(from decoder:)` reads (docs/semantics.md §15): the `Decoder` it is
/// handed and the containers it makes (`container(keyedBy:)`, `singleValueContainer()`,
/// `unkeyedContainer()`, and nested ones), each the part of the JSON it reads, kept by the
/// interpreter while the decode runs. The values name their frame by number.
///
///     let c = try decoder.container(keyedBy: CodingKeys.self)
///     name = try c.decode(String.self, forKey: .name)   // the JSON's "full_name", say
struct DecodingFrame {
  enum Kind: String {
    case decoder = "Decoder"
    case keyed = "KeyedDecodingContainer"
    case single = "SingleValueDecodingContainer"
    case unkeyed = "UnkeyedDecodingContainer"
  }
  var kind: Kind
  var json: JSONValue
  var path: [String]
  var strategies: JSONStrategies
  /// The struct whose `init(from:)` runs: its nested types are in scope for the types named.
  var scope: StructType?
  /// A keyed container's `CodingKeys`.
  var keys: EnumType?
  /// An unkeyed container's next element.
  var index = 0
}

enum DecoderContainers {
  static let kinds: Set<String> = Set([DecodingFrame.Kind.decoder, .keyed, .single, .unkeyed].map(\.rawValue))

  /// A new frame and the value that names it.
  static func value(_ frame: DecodingFrame, _ interp: Interpreter) -> Value {
    interp.decodingFrames.append(frame)
    return .opaque(OpaqueValue(kind: frame.kind.rawValue, text: String(interp.decodingFrames.count - 1)))
  }

  static func member(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    guard let id = Int(o.text), interp.decodingFrames.indices.contains(id) else {
      throw interp.error("this `\(o.kind)` was made by a decode that has ended", at: node, kind: .notSupported)
    }
    let frame = interp.decodingFrames[id]
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch (frame.kind, name) {
    case (.decoder, "container"), (.keyed, "nestedContainer"), (.unkeyed, "nestedContainer"):
      return method { c in
        try c.checkLabels(frame.kind == .keyed ? ["keyedBy", "forKey"] : ["keyedBy"])
        guard case .type(.userEnum(let keys))? = c.argument("keyedBy")?.value else {
          throw c.fail("`\(name)(keyedBy:)` takes the type's coding keys, such as `CodingKeys.self`", kind: .argument)
        }
        return try container(.keyed, keys: keys, frame, id, &c, interp)
      }
    case (.decoder, "singleValueContainer"):
      return method { c in
        try c.checkLabels([])
        var next = frame
        next.kind = .single
        return value(next, interp)
      }
    case (.decoder, "unkeyedContainer"), (.keyed, "nestedUnkeyedContainer"), (.unkeyed, "nestedUnkeyedContainer"):
      return method { c in
        try c.checkLabels(frame.kind == .keyed ? ["forKey"] : [])
        return try container(.unkeyed, keys: nil, frame, id, &c, interp)
      }
    case (.keyed, "decode"), (.keyed, "decodeIfPresent"), (.single, "decode"), (.unkeyed, "decode"),
      (.unkeyed, "decodeIfPresent"):
      return method { c in
        try c.checkLabels(frame.kind == .keyed ? [nil, "forKey"] : [nil])
        guard case .type(let ref)? = c.argument(nil)?.value else {
          throw c.fail("`\(name)` takes the type to decode first, such as `String.self`", kind: .argument)
        }
        let optional = name == "decodeIfPresent"
        let found: (JSONValue, [String])
        if frame.kind == .keyed {
          guard let (key, json) = try keyed(frame, &c, interp) else {
            if optional { return .null }
            throw thrown(interp, "no value for the key \"\(try keyName(frame, &c, interp))\" (`keyNotFound`)", frame.path, at: c.node)
          }
          found = (json, frame.path + [".\(key)"])
        } else if frame.kind == .unkeyed {
          guard case .array(let items) = frame.json, frame.index < items.count else {
            throw thrown(interp, "the unkeyed container is at its end (`valueNotFound`)", frame.path, at: c.node)
          }
          interp.decodingFrames[id].index += 1
          found = (items[frame.index], frame.path + ["[\(frame.index)]"])
        } else {
          found = (frame.json, frame.path)
        }
        if optional, case .null = found.0 { return .null }
        var decoding = JSONDecoding(interpreter: interp, node: c.node, strategies: frame.strategies)
        switch ref {
        case .userStruct, .userEnum: return try decoding.decode(found.0, ref: ref, path: found.1)
        default: return try decoding.decode(found.0, as: ref.name, path: found.1, scope: frame.scope)
        }
      }
    case (.keyed, "contains"):
      return method { c in .bool(try keyed(frame, &c, interp, label: nil) != nil) }
    case (.keyed, "decodeNil"):
      return method { c in
        try c.checkLabels(["forKey"])
        guard let (_, json) = try keyed(frame, &c, interp) else { return .bool(true) }
        if case .null = json { return .bool(true) }
        return .bool(false)
      }
    case (.single, "decodeNil"), (.unkeyed, "decodeNil"):
      return method { c in
        try c.checkLabels([])
        if frame.kind == .single {
          if case .null = frame.json { return .bool(true) }
          return .bool(false)
        }
        guard case .array(let items) = frame.json, frame.index < items.count, case .null = items[frame.index] else {
          return .bool(false)
        }
        interp.decodingFrames[id].index += 1
        return .bool(true)
      }
    case (.keyed, "allKeys"):
      // The coding keys whose names the JSON object holds, in the order of the keys' cases.
      guard let keys = frame.keys, case .object(let members) = frame.json else { return .array([]) }
      let present = Set(members.map { frame.strategies.convertFromSnakeCase ? JSONStrategies.camelCase($0.0) : $0.0 })
      return .array(
        keys.cases.filter { present.contains(stringKey($0)) }.map { .enumCase(EnumCaseValue(type: keys, name: $0.name)) })
    case (.unkeyed, "isAtEnd"):
      guard case .array(let items) = frame.json else { return .bool(true) }
      return .bool(frame.index >= items.count)
    case (.unkeyed, "count"):
      guard case .array(let items) = frame.json else { return .null }
      return .int(items.count)
    case (.unkeyed, "currentIndex"): return .int(frame.index)
    default:
      throw interp.error(
        "`\(name)` of a `\(o.kind)` is not supported yet; the lab reads `decode`, `decodeIfPresent`, `contains`, "
          + "`decodeNil` and the nested containers", at: node, kind: .notSupported)
    }
  }

  /// A keyed (an object's) or unkeyed (an array's) container of what `target` reads.
  private static func container(
    _ kind: DecodingFrame.Kind, keys: EnumType?, _ frame: DecodingFrame, _ id: Int, _ c: inout CallContext,
    _ interp: Interpreter
  ) throws -> Value {
    let (json, path) = try target(frame, id, &c, interp)
    switch (kind, json) {
    case (.keyed, .object), (.unkeyed, .array): break
    default:
      let expected = kind == .keyed ? "an object" : "an array"
      throw thrown(interp, "expected \(expected), found \(json.kindName) (`typeMismatch`)", path, at: c.node)
    }
    var next = frame
    (next.kind, next.json, next.path, next.keys, next.index) = (kind, json, path, keys, 0)
    return value(next, interp)
  }

  /// A case's key: its raw string, else its name.
  private static func stringKey(_ c: (name: String, raw: Value?, arity: Int)) -> String {
    if case .string(let s)? = c.raw { return s }
    return c.name
  }

  /// The key a `forKey:` (or `contains`'s) argument names, as a string.
  private static func keyName(_ frame: DecodingFrame, _ c: inout CallContext, _ interp: Interpreter, label: String? = "forKey")
    throws -> String
  {
    guard let keys = frame.keys, let arg = c.argument(label) else {
      throw c.fail("`\(c.name)` needs a coding key\(label.map { " after `\($0):`" } ?? "")", kind: .argument)
    }
    let name: String
    switch arg.value {
    case .implicitMember(let m) where m.arguments == nil: name = m.name
    case .enumCase(let e) where e.type === keys: name = e.name
    default: throw c.fail("`\(c.name)` takes a case of `\(keys.name)`, such as `.\(keys.cases.first?.name ?? "id")`", kind: .argument)
    }
    guard let found = keys.cases.first(where: { $0.name == name }) else {
      throw interp.unknown("type `\(keys.name)` has no member", name, at: arg.node, candidates: keys.cases.map(\.name))
    }
    return stringKey(found)
  }

  /// The JSON value at a keyed container's key, or nil when the object has no such key.
  private static func keyed(
    _ frame: DecodingFrame, _ c: inout CallContext, _ interp: Interpreter, label: String? = "forKey"
  ) throws -> (String, JSONValue)? {
    let key = try keyName(frame, &c, interp, label: label)
    guard case .object(let members) = frame.json else { return nil }
    let convert = frame.strategies.convertFromSnakeCase
    guard let found = members.first(where: { (convert ? JSONStrategies.camelCase($0.0) : $0.0) == key }) else { return nil }
    return (key, found.1)
  }

  /// What a nested container reads: the value at `forKey:` of a keyed container, the next
  /// element of an unkeyed one (which moves on), or the decoder's whole value.
  private static func target(_ frame: DecodingFrame, _ id: Int, _ c: inout CallContext, _ interp: Interpreter) throws
    -> (JSONValue, [String])
  {
    switch frame.kind {
    case .keyed:
      guard let (key, json) = try keyed(frame, &c, interp) else {
        throw thrown(interp, "no value for the key \"\(try keyName(frame, &c, interp))\" (`keyNotFound`)", frame.path, at: c.node)
      }
      return (json, frame.path + [".\(key)"])
    case .unkeyed:
      guard case .array(let items) = frame.json, frame.index < items.count else {
        throw thrown(interp, "the unkeyed container is at its end (`valueNotFound`)", frame.path, at: c.node)
      }
      interp.decodingFrames[id].index += 1
      return (items[frame.index], frame.path + ["[\(frame.index)]"])
    default: return (frame.json, frame.path)
    }
  }

  private static func thrown(_ interp: Interpreter, _ what: String, _ path: [String], at node: Syntax) -> RuntimeError {
    interp.apiError(
      "JSONDecoder throws here: \(what) (at \(path.isEmpty ? "the top level" : path.joined())), and nothing catches it",
      at: node)
  }
}
