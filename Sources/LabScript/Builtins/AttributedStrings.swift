import Foundation
import LabEngine
import SwiftSyntax

/// `AttributedString` (docs/semantics.md §1.2): characters, and runs of them sharing
/// attributes. Made from a string (and an `AttributeContainer`) or from Markdown, joined with
/// `+` and `append`, and styled whole (`text.font = .title`) or by range (`text[range].font =
/// .title`, with a range from `range(of:)`). A `Text` of one measures each run in its font;
/// colours, underlines and links only paint.
///
///     var title = AttributedString("Hello, world")
///     if let r = title.range(of: "world") { title[r].font = .title.bold() }
///     Text(title)   // "world" measured in the bold 28-point font
///
/// A value is a tuple (`nominal` "AttributedString") of its characters and its runs; each run
/// is a tuple of its length and its attributes, by name. A slice (`text[range]`) keeps where it
/// came from, so that setting its attributes can be written back.
enum AttributedStrings {
  static let nominal = "AttributedString"
  static let substring = "AttributedSubstring"
  static let container = "AttributeContainer"
  static let typeNames = [nominal, container]
  static let index = "AttributedString.Index"
  static let range = "Range<AttributedString.Index>"

  /// The attributes the lab keeps, by the name Swift gives them. Only `font` (and Markdown's
  /// bold, `inlinePresentationIntent`) changes how a Text measures; `kern`, `tracking` and
  /// `baselineOffset` would too, and are refused when a Text shows them.
  static let attributeNames: Set<String> = [
    "font", "foregroundColor", "backgroundColor", "underlineStyle", "strikethroughStyle",
    "underlineColor", "strikethroughColor", "link", "kern", "tracking", "baselineOffset",
    "inlinePresentationIntent",
  ]
  static let layoutAttributes: Set<String> = ["kern", "tracking", "baselineOffset"]

  struct Run {
    var count: Int
    var attributes: [String: Value]
  }

  /// Whether two runs' attributes are the same values.
  static func same(_ a: [String: Value], _ b: [String: Value]) -> Bool {
    a.count == b.count && a.allSatisfy { key, value in b[key].map { value.isEqual(to: $0) } ?? false }
  }

  /// The characters and their runs (which cover them, and are merged where alike).
  struct Model {
    var text: String
    var runs: [Run]
    /// For a slice: the character offsets it covers in the string it came from.
    var bounds: Range<Int>?

    init(_ text: String, attributes: [String: Value] = [:]) {
      self.text = text
      runs = text.isEmpty ? [] : [Run(count: text.count, attributes: attributes)]
    }

    init(text: String, runs: [Run], bounds: Range<Int>? = nil) {
      self.text = text
      self.runs = runs
      self.bounds = bounds
      merge()
    }

    mutating func merge() {
      var merged: [Run] = []
      for run in runs where run.count > 0 {
        if let last = merged.last, AttributedStrings.same(last.attributes, run.attributes) {
          merged[merged.count - 1].count += run.count
        } else {
          merged.append(run)
        }
      }
      runs = merged
    }

    /// The runs cut at `r` (character offsets): those before, inside and after it.
    func split(_ r: Range<Int>) -> (before: [Run], inside: [Run], after: [Run]) {
      var before: [Run] = []
      var inside: [Run] = []
      var after: [Run] = []
      var offset = 0
      for run in runs {
        let lo = offset
        let hi = offset + run.count
        offset = hi
        for (a, b, part) in [(lo, min(hi, r.lowerBound), 0), (max(lo, r.lowerBound), min(hi, r.upperBound), 1), (max(lo, r.upperBound), hi, 2)]
        where b > a {
          let piece = Run(count: b - a, attributes: run.attributes)
          if part == 0 { before.append(piece) } else if part == 1 { inside.append(piece) } else { after.append(piece) }
        }
      }
      return (before, inside, after)
    }

    func slice(_ r: Range<Int>) -> Model {
      let characters = Array(text)
      return Model(text: String(characters[r]), runs: split(r).inside, bounds: r)
    }

    /// Every run given `value` for `name` (nil removes it).
    mutating func set(_ name: String, _ value: Value?) {
      for k in runs.indices { runs[k].attributes[name] = value }
      merge()
    }

    /// The attribute's value when every run has the same one, else nil (Swift's whole-string
    /// getter).
    func get(_ name: String) -> Value? {
      guard let first = runs.first?.attributes[name] else { return nil }
      return runs.allSatisfy({ $0.attributes[name].map { $0.isEqual(to: first) } ?? false }) ? first : nil
    }

    static func + (a: Model, b: Model) -> Model {
      Model(text: a.text + b.text, runs: a.runs + b.runs)
    }

    var value: Value {
      let runValues = runs.map { run -> Value in
        let names = run.attributes.keys.sorted()
        return .tuple(
          TupleValue(labels: ["count"] + names, elements: [.int(run.count)] + names.map { run.attributes[$0]! }))
      }
      var labels: [String?] = ["characters", "runs"]
      var elements: [Value] = [.string(text), .array(runValues)]
      if let bounds {
        labels += ["lower", "upper"]
        elements += [.int(bounds.lowerBound), .int(bounds.upperBound)]
      }
      return .tuple(TupleValue(labels: labels, elements: elements, nominal: bounds == nil ? nominal : substring))
    }

    init?(_ v: Value) {
      guard case .tuple(let t) = v, t.nominal == nominal || t.nominal == substring,
        case .string(let s)? = t["characters"], case .array(let runValues)? = t["runs"]
      else { return nil }
      var runs: [Run] = []
      for rv in runValues {
        guard case .tuple(let r) = rv, case .int(let n)? = r["count"] else { return nil }
        var attributes: [String: Value] = [:]
        for (label, element) in zip(r.labels, r.elements) where label != "count" {
          if let label { attributes[label] = element }
        }
        runs.append(Run(count: n, attributes: attributes))
      }
      var bounds: Range<Int>? = nil
      if case .int(let lo)? = t["lower"], case .int(let hi)? = t["upper"] { bounds = lo..<hi }
      self.init(text: s, runs: runs, bounds: bounds)
    }
  }

  static func isAttributed(_ v: Value) -> Bool {
    if case .tuple(let t) = v { return t.nominal == nominal || t.nominal == substring }
    return false
  }

  // MARK: Making one

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    if name == container {
      guard c.arguments.isEmpty else { throw c.fail("`AttributeContainer()` takes no arguments here", kind: .argument) }
      return .tuple(TupleValue(labels: [], elements: [], nominal: container))
    }
    if c.arguments.isEmpty { return Model("").value }
    if c.has("markdown") {
      try c.checkLabels(["markdown", "options", "baseURL"])
      if c.has("options") || c.has("baseURL") {
        throw c.fail("`AttributedString(markdown:)` is supported without `options:` and `baseURL:`", kind: .notSupported)
      }
      guard let text = try c.string("markdown") else {
        throw c.fail("`AttributedString(markdown:)` takes a `String`", kind: .typeMismatch)
      }
      switch TextMarkdown.rendered(text) {
      case .mixedFonts(let markup):
        throw c.fail(
          "this Markdown (`\(markup)`) sets part of the string in the monospaced font, which the lab does not "
            + "measure yet", kind: .notSupported)
      case .text(let shown, let bold):
        var model = Model(shown)
        for r in bold {
          let (before, inside, after) = model.split(r)
          model.runs = before + inside.map { Run(count: $0.count, attributes: $0.attributes.merging(["inlinePresentationIntent": .string("stronglyEmphasized")]) { $1 }) } + after
        }
        model.merge()
        return model.value
      }
    }
    try c.checkLabels([nil, "stringLiteral", "attributes"])
    let source = c.argument(nil)?.value ?? c.argument("stringLiteral")?.value
    var model: Model
    switch source {
    case .string(let s)?: model = Model(s)
    case let v? where Model(v) != nil:
      // From an `AttributedSubstring` (or a copy of another): its characters and runs.
      let m = Model(v)!
      model = Model(text: m.text, runs: m.runs)
    default:
      throw c.fail("`AttributedString(_:)` takes a `String` or an `AttributedSubstring`", kind: .typeMismatch)
    }
    if let attributes = c.argument("attributes")?.value {
      guard case .tuple(let t) = attributes, t.nominal == container else {
        throw c.fail("`attributes:` takes an `AttributeContainer`", kind: .typeMismatch)
      }
      for (label, value) in zip(t.labels, t.elements) { if let label { model.set(label, value) } }
    }
    return model.value
  }

  /// An attribute's value, as the lab keeps it: a font or a colour resolved from its implicit
  /// member (`.title`, `.red`); nil removes the attribute.
  static func attributeValue(_ name: String, _ v: Value, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    if case .null = v { return nil }
    switch name {
    case "font":
      var value = v
      if case .implicitMember(let m) = v { value = try interp.resolveImplicit(m, as: .font, at: node) }
      guard case .font = value else {
        throw interp.error("`font` of an `AttributedString` is a `Font`, not a `\(v.typeName)`", at: node, kind: .typeMismatch)
      }
      return value
    case "foregroundColor", "backgroundColor", "underlineColor", "strikethroughColor":
      if case .implicitMember(let m) = v { return try interp.resolveImplicit(m, as: .color, at: node) }
      return v
    default:
      return v
    }
  }

  // MARK: Members

  static func member(_ t: TupleValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    if t.nominal == container {
      return t[name] ?? (attributeNames.contains(name) ? .null : nil)
    }
    guard let model = Model(.tuple(t)) else { return nil }
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "characters": return .string(model.text)
    case "description":
      throw interp.error(
        "Swift describes an `AttributedString` with its runs and their attribute types, which the lab does not "
          + "imitate; read `String(text.characters)`", at: node, kind: .notSupported)
    case "startIndex": return .opaque(OpaqueValue(kind: index, text: "0"))
    case "endIndex": return .opaque(OpaqueValue(kind: index, text: String(model.text.count)))
    case "range":
      return method { c in
        let text = model.text
        guard let r = try StringIndices.found(in: text, &c) else { return .null }
        let lo = text.distance(from: text.startIndex, to: r.lowerBound)
        let hi = text.distance(from: text.startIndex, to: r.upperBound)
        return .opaque(OpaqueValue(kind: range, text: "\(lo)..<\(hi)"))
      }
    case "runs":
      throw interp.error(
        "`runs` of an `AttributedString` is not supported yet: read or set its attributes whole or by a range "
          + "from `range(of:)`", at: node, kind: .notSupported)
    case _ where attributeNames.contains(name):
      return model.get(name) ?? .null
    default:
      return nil
    }
  }

  /// `text.font = .title` on a whole string, a slice or a container: the new value.
  static func set(_ t: TupleValue, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws -> Value {
    guard attributeNames.contains(name) else {
      throw interp.error(
        "`\(name)` is not an attribute the lab keeps on an `AttributedString`: \(attributeNames.sorted().map { "`\($0)`" }.joined(separator: ", "))",
        at: node, kind: .notSupported)
    }
    let attribute = try attributeValue(name, value, interp, at: node)
    if t.nominal == container {
      var c = t
      if let k = c.labels.firstIndex(of: name) {
        if let attribute { c.elements[k] = attribute } else { c.labels.remove(at: k); c.elements.remove(at: k) }
      } else if let attribute {
        c.labels.append(name)
        c.elements.append(attribute)
      }
      return .tuple(c)
    }
    guard var model = Model(.tuple(t)) else { return .tuple(t) }
    model.set(name, attribute)
    return model.value
  }

  /// `text[range] = slice` (how `text[range].font = …` is written back), or nil when `key` is
  /// not a range of the string's indices.
  static func replace(_ base: Value, _ key: Value, with slice: Value, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    guard var model = Model(base), model.bounds == nil else { return nil }
    let r = try bounds(key, count: model.text.count, interp, at: node)
    guard let new = Model(slice) else {
      throw interp.error("a range of an `AttributedString` takes an `AttributedSubstring`", at: node, kind: .typeMismatch)
    }
    let characters = Array(model.text)
    guard String(characters[r]) == new.text else {
      throw interp.error(
        "replacing the characters of a range of an `AttributedString` is not supported yet: set its attributes",
        at: node, kind: .notSupported)
    }
    let (before, _, after) = model.split(r)
    model.runs = before + new.runs + after
    model.merge()
    return model.value
  }

  /// The character offsets a `Range<AttributedString.Index>` covers, checked against the string.
  private static func bounds(_ key: Value, count: Int, _ interp: Interpreter, at node: Syntax) throws -> Range<Int> {
    guard case .opaque(let o) = key, o.kind == range else {
      throw interp.error(
        "an `AttributedString` is subscripted by a range of its indices (from `range(of:)`), not a `\(key.typeName)`",
        at: node, kind: .typeMismatch)
    }
    let parts = o.text.components(separatedBy: "..<").compactMap { Int($0) }
    guard parts.count == 2, parts[0] >= 0, parts[0] <= parts[1], parts[1] <= count else {
      throw interp.error("attributed string index out of bounds", at: node, kind: .trap)
    }
    return parts[0]..<parts[1]
  }

  /// `text[range]`: the slice.
  static func subscriptValue(_ base: Value, _ key: Value, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    guard let model = Model(base), model.bounds == nil else { return nil }
    return model.slice(try bounds(key, count: model.text.count, interp, at: node)).value
  }

  /// `a + b`.
  static func join(_ a: Value, _ b: Value) -> Value? {
    guard let x = Model(a), let y = Model(b) else { return nil }
    return Model(text: x.text + y.text, runs: x.runs + y.runs).value
  }

  static let mutatingMethods: Set<String> = ["append", "mergeAttributes", "setAttributes"]

  /// `text.append(other)`, `text.mergeAttributes(container)` (the container's values over the
  /// runs', Swift's default policy) and `text.setAttributes(container)` (the container's
  /// alone): the new value, or nil for another method.
  static func mutating(_ base: Value, _ name: String, _ args: [Argument], _ interp: Interpreter, at node: Syntax) throws -> Value? {
    guard mutatingMethods.contains(name), var model = Model(base) else { return nil }
    if name != "append" {
      guard args.count == 1, args[0].label == nil, case .tuple(let c) = args[0].value, c.nominal == container else {
        throw interp.error("`\(name)(_:)` takes an `AttributeContainer`", at: node, kind: .typeMismatch)
      }
      for k in model.runs.indices {
        if name == "setAttributes" { model.runs[k].attributes = [:] }
        for (label, value) in zip(c.labels, c.elements) { if let label { model.runs[k].attributes[label] = value } }
      }
      model.merge()
      return model.value
    }
    guard model.bounds == nil else { return nil }
    guard args.count == 1, args[0].label == nil, let other = Model(args[0].value) else {
      throw interp.error("`append(_:)` of an `AttributedString` takes an `AttributedString`", at: node, kind: .typeMismatch)
    }
    return (model + Model(text: other.text, runs: other.runs)).value
  }

  // MARK: A Text of one

  /// The Text's content: the characters, and a run for each part in a font of its own.
  static func textContent(_ v: Value, _ interp: Interpreter, at node: Syntax) throws -> (TextContent, paints: [String]) {
    guard let model = Model(v) else { return (TextContent(""), []) }
    var runs: [TextRun] = []
    var paints: Set<String> = []
    var offset = 0
    for run in model.runs {
      defer { offset += run.count }
      if let used = run.attributes.keys.first(where: layoutAttributes.contains) {
        throw interp.error(
          "`\(used)` of an `AttributedString` moves its characters, which the lab does not measure yet",
          at: node, kind: .notSupported)
      }
      for name in run.attributes.keys where name != "font" && name != "inlinePresentationIntent" { paints.insert(name) }
      var font: Font? = nil
      if case .font(let f)? = run.attributes["font"] { font = f }
      let bold = run.attributes["inlinePresentationIntent"] != nil
      guard font != nil || bold else { continue }
      runs.append(TextRun(offset..<(offset + run.count), font: font, weight: bold ? .bold : nil))
    }
    return (TextContent(model.text, runs: runs), paints.sorted())
  }
}
