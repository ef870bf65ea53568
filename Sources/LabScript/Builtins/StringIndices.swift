import Foundation
import SwiftSyntax

/// `String.Index` and its ranges (docs/semantics.md §21): what `startIndex`, `endIndex`,
/// `index(after:)`, `index(_:offsetBy:)`, `firstIndex(of:)` and Foundation's `range(of:)` give,
/// and what a string's subscript takes. An index is a position in the string's UTF-8 bytes, as
/// Swift keeps it, at the start of a `Character` (or the end); one that is not the start of a
/// character of the string it is used on (an index of another string) is refused, where Swift
/// would round it down.
///
///     let s = "Hello, world"
///     let i = s.firstIndex(of: ",")!
///     s[..<i]                                   // "Hello"
///     s.distance(from: s.startIndex, to: i)     // 5
enum StringIndices {
  static let index = "String.Index"
  static let range = "Range<String.Index>"
  static let closedRange = "ClosedRange<String.Index>"
  static let from = "PartialRangeFrom<String.Index>"
  static let upTo = "PartialRangeUpTo<String.Index>"
  static let through = "PartialRangeThrough<String.Index>"
  static let kinds: Set<String> = [index, range, closedRange, from, upTo, through]

  /// The members of `String` this file answers.
  static let stringMembers: Set<String> = [
    "startIndex", "endIndex", "index", "distance", "firstIndex", "lastIndex", "range", "indices",
  ]

  static func make(_ offset: Int) -> Value { .opaque(OpaqueValue(kind: index, text: String(offset))) }

  /// The UTF-8 offset an index holds.
  static func offset(_ v: Value) -> Int? {
    guard case .opaque(let o) = v, o.kind == index else { return nil }
    return Int(o.text)
  }

  /// `a..<b`, `a...b` of two indices (Swift traps on a reversed range).
  static func range(_ op: String, _ a: Int, _ b: Int, _ interp: Interpreter, at node: Syntax) throws -> Value {
    guard a <= b else {
      throw interp.error("range requires lowerBound <= upperBound", at: node, kind: .trap)
    }
    return op == "..."
      ? .opaque(OpaqueValue(kind: closedRange, text: "\(a)...\(b)"))
      : .opaque(OpaqueValue(kind: range, text: "\(a)..<\(b)"))
  }

  /// `..<i`, `...i`, `i...`.
  static func partial(_ op: String, prefix: Bool, _ i: Int) -> Value {
    if !prefix { return .opaque(OpaqueValue(kind: from, text: "\(i)...")) }
    return op == "..<"
      ? .opaque(OpaqueValue(kind: upTo, text: "..<\(i)")) : .opaque(OpaqueValue(kind: through, text: "...\(i)"))
  }

  /// The character boundaries of `s` as UTF-8 offsets, its end included.
  private static func boundaries(_ s: String) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(s.utf8.count + 1)
    var offset = 0
    for ch in s {
      result.append(offset)
      offset += ch.utf8.count
    }
    result.append(offset)
    return result
  }

  /// Where offset `o` is among the boundaries (its character number), or an error.
  private static func position(
    _ o: Int, in s: String, _ b: [Int], _ interp: Interpreter, at node: Syntax
  ) throws -> Int {
    if o < 0 || o > b.last! {
      throw interp.error("String index is out of bounds", at: node, kind: .trap)
    }
    var lo = 0
    var hi = b.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if b[mid] < o { lo = mid + 1 } else { hi = mid }
    }
    guard b[lo] == o else {
      throw interp.error(
        "this index is not at the start of a character of the string (an index of another string?); "
          + "Swift would round it down, which the lab does not imitate: use an index of this string",
        at: node, kind: .notSupported)
    }
    return lo
  }

  /// `s.startIndex`, `s.index(after: i)`, … (nil: not one of them).
  static func member(_ s: String, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    func indexArgument(_ c: inout CallContext, _ label: String?) throws -> Int {
      guard let v = c.argument(label)?.value, let o = offset(v) else {
        throw c.fail("`\(name)` takes a `String.Index`\(label.map { " (`\($0):`)" } ?? "")", kind: .typeMismatch)
      }
      return o
    }
    switch name {
    case "startIndex": return make(0)
    case "endIndex": return make(s.utf8.count)
    case "indices":
      return .array(boundaries(s).dropLast().map(make))
    case "index":
      return method { c in
        let b = boundaries(s)
        if c.has("after") {
          try c.checkLabels(["after"])
          let k = try position(try indexArgument(&c, "after"), in: s, b, interp, at: c.node)
          guard k + 1 < b.count else { throw c.fail("String index is out of bounds", kind: .trap) }
          return make(b[k + 1])
        }
        if c.has("before") {
          try c.checkLabels(["before"])
          let k = try position(try indexArgument(&c, "before"), in: s, b, interp, at: c.node)
          guard k > 0 else { throw c.fail("String index is out of bounds", kind: .trap) }
          return make(b[k - 1])
        }
        try c.checkLabels([nil, "offsetBy", "limitedBy"])
        let k = try position(try indexArgument(&c, nil), in: s, b, interp, at: c.node)
        guard let n = try c.int("offsetBy") else { throw c.fail("`index(_:offsetBy:)` needs `offsetBy:`", kind: .argument) }
        if c.has("limitedBy") {
          // nil when the limit lies between the index and the target (Swift's contract).
          let limit = try position(try indexArgument(&c, "limitedBy"), in: s, b, interp, at: c.node)
          if n >= 0, limit >= k, k + n > limit { return .null }
          if n < 0, limit <= k, k + n < limit { return .null }
        }
        guard k + n >= 0, k + n < b.count else { throw c.fail("String index is out of bounds", kind: .trap) }
        return make(b[k + n])
      }
    case "distance":
      return method { c in
        try c.checkLabels(["from", "to"])
        let b = boundaries(s)
        let from = try position(try indexArgument(&c, "from"), in: s, b, interp, at: c.node)
        let to = try position(try indexArgument(&c, "to"), in: s, b, interp, at: c.node)
        return .int(to - from)
      }
    case "firstIndex", "lastIndex":
      return method { c in
        let b = boundaries(s)
        let characters = Array(s)
        var order = Array(characters.indices)
        if name == "lastIndex" { order.reverse() }
        if c.has("of") {
          try c.checkLabels(["of"])
          guard case .string(let target)? = c.argument("of")?.value, target.count == 1 else {
            throw c.fail("`\(name)(of:)` of a `String` takes a `Character`", kind: .typeMismatch)
          }
          return order.first(where: { String(characters[$0]) == target }).map { make(b[$0]) } ?? .null
        }
        try c.checkLabels(["where"])
        guard let fn = c.closure else { throw c.fail("`\(name)(where:)` needs a closure", kind: .argument) }
        for k in order where try interp.truth(interp.call(fn, [.string(String(characters[k]))], node: c.node), c.node) {
          return make(b[k])
        }
        return .null
      }
    case "range":
      return method { c in
        guard let r = try found(in: s, &c) else { return .null }
        let a = s.utf8.distance(from: s.utf8.startIndex, to: r.lowerBound)
        let z = s.utf8.distance(from: s.utf8.startIndex, to: r.upperBound)
        return .opaque(OpaqueValue(kind: range, text: "\(a)..<\(z)"))
      }
    default: return nil
    }
  }

  /// Foundation's `range(of:options:)` of `text`, as this machine's Foundation finds it (the
  /// first match, by Unicode canonical equivalence of whole characters): the one search of a
  /// `String` and of an `AttributedString`'s characters.
  static func found(in text: String, _ c: inout CallContext) throws -> Range<String.Index>? {
    try c.checkLabels(["of", "options"])
    guard case .string(let target)? = c.argument("of")?.value else {
      throw c.fail("`range(of:)` takes a `String`", kind: .typeMismatch)
    }
    var options: String.CompareOptions = []
    if let o = c.argument("options")?.value { options = try compareOptions(o, &c) }
    return text.range(of: target, options: options)
  }

  /// `.caseInsensitive`, `.backwards`, `.literal`, `.anchored` (and for `compare`, `.numeric` and
  /// `.diacriticInsensitive`), alone or in an array.
  static func compareOptions(_ v: Value, _ c: inout CallContext) throws -> String.CompareOptions {
    var known: [String: String.CompareOptions] = [
      "caseInsensitive": .caseInsensitive, "backwards": .backwards, "literal": .literal, "anchored": .anchored,
    ]
    if c.name == "compare" {
      known["numeric"] = .numeric
      known["diacriticInsensitive"] = .diacriticInsensitive
    }
    var items: [Value] = []
    items = v.arrayElements ?? [v]
    var result: String.CompareOptions = []
    for item in items {
      guard case .implicitMember(let m) = item, m.arguments == nil, let o = known[m.name] else {
        throw c.fail(
          "`\(c.name)(_:options:)` here takes " + known.keys.sorted().map { "`.\($0)`" }.joined(separator: ", "),
          kind: .notSupported)
      }
      result.insert(o)
    }
    return result
  }

  /// The mutating methods of `String` this file runs.
  static let mutatingMethods: Set<String> = [
    "append", "removeLast", "removeFirst", "popLast", "insert", "remove", "removeSubrange",
    "replaceSubrange", "removeAll", "reserveCapacity",
  ]

  /// `s.append(…)`, `s.removeLast()`, `s.insert(_:at:)`, … : the string's new value and the
  /// call's result, or nil when the call is not one of them (Swift's traps where Swift traps).
  static func mutating(
    _ s: String, _ name: String, _ args: [Argument], _ interp: Interpreter, at node: Syntax
  ) throws -> (Value, Value)? {
    guard mutatingMethods.contains(name) else { return nil }
    var characters = Array(s)
    let b = boundaries(s)
    func label(_ k: Int) -> String? { k < args.count ? args[k].label : nil }
    func text(_ k: Int) throws -> String {
      guard k < args.count, case .string(let t) = args[k].value else {
        throw interp.error("`\(name)` here takes a `String` or a `Character`", at: node, kind: .typeMismatch)
      }
      return t
    }
    func place(_ v: Value) throws -> Int {
      guard let o = offset(v) else {
        throw interp.error("`\(name)` takes a `String.Index`, not a `\(v.typeName)`", at: node, kind: .typeMismatch)
      }
      return try position(o, in: s, b, interp, at: node)
    }
    func span(_ v: Value) throws -> Range<Int> {
      guard case .opaque(let o) = v, o.kind == range || o.kind == closedRange else {
        throw interp.error("`\(name)` takes a range of `String.Index`, not a `\(v.typeName)`", at: node, kind: .typeMismatch)
      }
      let parts = o.text.components(separatedBy: o.kind == range ? "..<" : "...").compactMap { Int($0) }
      guard parts.count == 2 else { throw interp.error("a malformed range", at: node, kind: .typeMismatch) }
      let lo = try position(parts[0], in: s, b, interp, at: node)
      var hi = try position(parts[1], in: s, b, interp, at: node)
      if o.kind == closedRange {
        guard hi < characters.count else { throw interp.error("String index is out of bounds", at: node, kind: .trap) }
        hi += 1
      }
      return lo..<hi
    }
    func count(_ k: Int) throws -> Int? {
      guard k < args.count else { return nil }
      guard case .int(let n) = args[k].value else {
        throw interp.error("`\(name)(_:)` takes an `Int`", at: node, kind: .typeMismatch)
      }
      return n
    }
    var result = Value.void
    switch (name, args.count) {
    case ("append", 1):
      characters += Array(try text(0))
      try interp.checkCollection(characters.count, at: node)
    case ("removeLast", _), ("removeFirst", _):
      let n = try count(0) ?? 1
      guard args.isEmpty || (n >= 0 && n <= characters.count) else {
        throw interp.error(
          n < 0 ? "number of elements to remove must be non-negative"
            : "can't remove more items from a collection than it contains", at: node, kind: .trap)
      }
      if args.isEmpty {
        guard !characters.isEmpty else {
          throw interp.error(
            "can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection", at: node, kind: .trap)
        }
        result = .string(String(name == "removeLast" ? characters.removeLast() : characters.removeFirst()))
      } else if name == "removeLast" {
        characters.removeLast(n)
      } else {
        characters.removeFirst(n)
      }
    case ("popLast", 0):
      result = characters.popLast().map { .string(String($0)) } ?? .null
    case ("insert", 2) where label(1) == "at":
      let k = try place(args[1].value)
      let inserted = try text(0)
      guard label(0) == "contentsOf" || inserted.count == 1 else {
        throw interp.error("`insert(_:at:)` takes a `Character`; `insert(contentsOf:at:)` a `String`", at: node, kind: .typeMismatch)
      }
      characters.insert(contentsOf: Array(inserted), at: k)
      try interp.checkCollection(characters.count, at: node)
    case ("remove", 1) where label(0) == "at":
      let k = try place(args[0].value)
      guard k < characters.count else { throw interp.error("String index is out of bounds", at: node, kind: .trap) }
      result = .string(String(characters.remove(at: k)))
    case ("removeSubrange", 1):
      characters.removeSubrange(try span(args[0].value))
    case ("replaceSubrange", 2) where label(1) == "with":
      characters.replaceSubrange(try span(args[0].value), with: Array(try text(1)))
      try interp.checkCollection(characters.count, at: node)
    case ("removeAll", 0):
      characters = []
    case ("removeAll", 1) where label(0) == "where":
      guard case .function(let fn) = args[0].value else {
        throw interp.error("`removeAll(where:)` needs a closure", at: node, kind: .argument)
      }
      var kept: [Character] = []
      for ch in characters where !(try interp.truth(interp.call(fn, [.string(String(ch))], node: node), node)) {
        kept.append(ch)
      }
      characters = kept
    case ("removeAll", 1) where label(0) == "keepingCapacity", ("reserveCapacity", 1):
      if name == "removeAll" { characters = [] }
    default:
      return nil
    }
    // The characters joined again: `Array(s)` splits as `String` joins, so nothing else changes.
    return (.string(String(characters)), result)
  }

  /// `i.utf16Offset(in: s)`; a range's `lowerBound`, `upperBound`, `isEmpty`, `contains(_:)`.
  static func indexMember(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    if o.kind == range || o.kind == closedRange {
      let parts = o.text.components(separatedBy: o.kind == range ? "..<" : "...").compactMap { Int($0) }
      guard parts.count == 2 else { return nil }
      switch name {
      case "lowerBound": return make(parts[0])
      case "upperBound": return make(parts[1])
      case "isEmpty": return .bool(o.kind == range && parts[0] == parts[1])
      case "contains":
        return .function(FunctionValue(name: name) { c in
          guard let v = c.argument(nil)?.value, let i = offset(v) else {
            throw c.fail("`contains(_:)` of a range of `String.Index` takes a `String.Index`", kind: .typeMismatch)
          }
          return .bool(i >= parts[0] && (o.kind == range ? i < parts[1] : i <= parts[1]))
        })
      default: return nil
      }
    }
    guard o.kind == index, let offset = Int(o.text), name == "utf16Offset" else { return nil }
    return .function(FunctionValue(name: name) { c in
      try c.checkLabels(["in"])
      guard case .string(let s)? = c.argument("in")?.value else {
        throw c.fail("`utf16Offset(in:)` takes the `String` the index is of", kind: .typeMismatch)
      }
      _ = try position(offset, in: s, boundaries(s), interp, at: c.node)
      let i = s.utf8.index(s.utf8.startIndex, offsetBy: offset)
      return .int(s.utf16.distance(from: s.utf16.startIndex, to: i))
    })
  }

  /// `s[i]` (a `Character`), `s[a..<b]`, `s[a...b]`, `s[..<i]`, `s[i...]` (a `Substring`); nil
  /// when the key is none of them.
  static func subscriptValue(_ s: String, _ key: Value, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    guard case .opaque(let o) = key, kinds.contains(o.kind) else { return nil }
    let b = boundaries(s)
    let characters = Array(s)
    func at(_ text: Substring) throws -> Int {
      guard let v = Int(text) else { throw interp.error("a malformed index", at: node, kind: .typeMismatch) }
      return try position(v, in: s, b, interp, at: node)
    }
    func slice(_ lo: Int, _ hi: Int) -> Value { .string(String(characters[lo..<hi])) }
    switch o.kind {
    case index:
      let k = try at(Substring(o.text))
      guard k < characters.count else { throw interp.error("String index is out of bounds", at: node, kind: .trap) }
      return .string(String(characters[k]))
    case range:
      let parts = o.text.components(separatedBy: "..<")
      return slice(try at(Substring(parts[0])), try at(Substring(parts[1])))
    case closedRange:
      let parts = o.text.components(separatedBy: "...")
      let hi = try at(Substring(parts[1]))
      guard hi < characters.count else { throw interp.error("String index is out of bounds", at: node, kind: .trap) }
      return slice(try at(Substring(parts[0])), hi + 1)
    case from: return slice(try at(o.text.dropLast(3)), characters.count)
    case upTo: return slice(0, try at(o.text.dropFirst(3)))
    default:
      let hi = try at(o.text.dropFirst(3))
      guard hi < characters.count else { throw interp.error("String index is out of bounds", at: node, kind: .trap) }
      return slice(0, hi + 1)
    }
  }
}

/// Foundation's `ComparisonResult` (`"a".compare("b")`): one of three cases, held as an opaque
/// value of that kind, so that `== .orderedAscending` compares it with the implicit member.
enum ComparisonResults {
  static let kind = "ComparisonResult"

  static func value(_ order: ComparisonResult) -> Value {
    let name: String
    switch order {
    case .orderedAscending: name = "orderedAscending"
    case .orderedSame: name = "orderedSame"
    case .orderedDescending: name = "orderedDescending"
    }
    return .opaque(OpaqueValue(kind: kind, text: name))
  }

  /// `rawValue`: −1, 0 or 1.
  static func rawValue(_ o: OpaqueValue) -> Value? {
    guard o.kind == kind else { return nil }
    return .int(o.text == "orderedAscending" ? -1 : o.text == "orderedSame" ? 0 : 1)
  }
}
