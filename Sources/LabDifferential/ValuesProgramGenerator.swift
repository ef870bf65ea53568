/// Random programs over the values view models hold: a struct with fields of number, string,
/// Boolean, optional and array types (some with defaults), an enum with raw values or
/// associated values, built from literals of both kinds, changed with compound assignment,
/// and printed as Swift prints them — alone, in arrays, in tuples, in optionals, interpolated,
/// through `??` and `if let`.
///
/// The types go to file scope (`DifferentialCase.fileScope`) under names unique to the
/// program, so that the compiled batch names them as the lab does (`GeometryLab.S4(…)`).
struct ValuesProgramGenerator {
  var rng: SplitMix64
  let id: Int

  init(rng: SplitMix64, id: Int) {
    self.rng = rng
    self.id = id
  }

  enum FieldType: CaseIterable {
    case int, double, cgFloat, string, bool, optionalDouble, optionalString, doubles

    var text: String {
      switch self {
      case .int: "Int"
      case .double: "Double"
      case .cgFloat: "CGFloat"
      case .string: "String"
      case .bool: "Bool"
      case .optionalDouble: "Double?"
      case .optionalString: "String?"
      case .doubles: "[Double]"
      }
    }
  }

  struct Field {
    var name: String
    var type: FieldType
    var hasDefault: Bool
  }

  mutating func program() -> (fileScope: String, code: String) {
    let s = "S\(id)"
    let e = "E\(id)"
    var fields: [Field] = []
    for (i, name) in ["a", "b", "c", "d"].enumerated() where i < 2 || rng.chance(0.6) {
      fields.append(Field(name: name, type: rng.pick(FieldType.allCases), hasDefault: rng.chance(0.25)))
    }
    let enumKind = rng.below(3)
    var decls: [String] = []
    // The enum.
    switch enumKind {
    case 0: decls.append("enum \(e): String { case red, green = \"g\", blue }")
    case 1: decls.append("enum \(e): Int { case one = 1, two, ten = 10 }")
    default: decls.append("enum \(e) { case none, size(Double), rect(w: CGFloat, h: CGFloat), name(String?) }")
    }
    // The struct, with a computed property over its numbers.
    var lines = ["struct \(s) {"]
    for f in fields {
      lines.append("  var \(f.name): \(f.type.text)" + (f.hasDefault ? " = \(literal(f.type))" : ""))
    }
    lines.append("  var tag: \(e) = \(enumValue(e, kind: enumKind))")
    let numeric = fields.filter { [.int, .double, .cgFloat].contains($0.type) }
    if let n = numeric.first {
      lines.append("  var twice: \(n.type.text) { \(n.name) * 2 }")
    }
    lines.append("}")
    decls.append(lines.joined(separator: "\n"))

    // The code.
    var code: [String] = []
    let args = fields.filter { !$0.hasDefault || rng.chance(0.3) }
      .map { "\($0.name): \(literal($0.type))" }
    code.append("var v = \(s)(\(args.joined(separator: ", ")))")
    code.append("let w = \(s)(\(fields.filter { !$0.hasDefault }.map { "\($0.name): \(literal($0.type))" }.joined(separator: ", ")))")
    for _ in 0..<(3 + rng.below(4)) {
      code.append(statement(fields: fields, e: e, kind: enumKind, hasTwice: !numeric.isEmpty))
    }
    return (decls.joined(separator: "\n"), code.joined(separator: "\n"))
  }

  private mutating func statement(fields: [Field], e: String, kind: Int, hasTwice: Bool) -> String {
    let f = rng.pick(fields)
    switch rng.below(10) {
    case 0: return "print(v)"
    case 1: return "print([v, w])"
    case 2: return "print((v.\(f.name), v.tag))"
    case 3: return "print(\"\\(v.\(f.name)) and \\(w.tag)\")"
    case 4:
      switch f.type {
      case .int, .double, .cgFloat: return "v.\(f.name) \(rng.pick(["+=", "-=", "*="])) \(literal(f.type))"
      case .string: return "v.\(f.name) += \"!\""
      case .bool: return "v.\(f.name).toggle()"
      case .optionalDouble, .optionalString: return "v.\(f.name) = nil"
      case .doubles: return "v.\(f.name).append(\(literal(.double)))"
      }
    case 5:
      switch f.type {
      case .optionalDouble: return "print(v.\(f.name) ?? \(rng.pick(["0", "1.5", "-2"])))"
      case .optionalString: return "if let x = v.\(f.name) { print(x.count) } else { print(\"none\") }"
      case .doubles: return "print(v.\(f.name).map { $0 / 2 }, v.\(f.name).count)"
      default: return "print(v.\(f.name), w.\(f.name))"
      }
    case 6: return "v.tag = \(enumValue(e, kind: kind))"
    case 7: return kind == 2 ? "print(\(e).none, [\(e).size(3)])" : "print(v.tag.rawValue, \(e)(rawValue: v.tag.rawValue) as Any)"
    case 8: return hasTwice ? "print(v.twice, [w.twice])" : "print(w)"
    default:
      // An enum with associated values is not Hashable unless it says so.
      return kind == 2 ? "print(w.tag, [w.tag])" : "print(Optional(v.tag) as Any, [v.tag: 1].count)"
    }
  }

  private mutating func enumValue(_ e: String, kind: Int) -> String {
    switch kind {
    case 0: return ".\(rng.pick(["red", "green", "blue"]))"
    case 1: return ".\(rng.pick(["one", "two", "ten"]))"
    default:
      return rng.pick([".none", ".size(\(literal(.double)))", ".rect(w: 2, h: \(literal(.cgFloat)))", ".name(nil)", ".name(\"n\")"])
    }
  }

  private mutating func literal(_ type: FieldType) -> String {
    switch type {
    case .int: return String(rng.below(100))
    case .double, .cgFloat, .optionalDouble:
      return rng.pick([String(rng.below(50)), "\(rng.below(20)).5", "1 / 4", "0.1 + 0.2", "-3"])
    case .string, .optionalString: return rng.pick(["\"a\"", "\"\"", "\"x y\"", "\"é\""])
    case .bool: return rng.pick(["true", "false"])
    case .doubles: return rng.pick(["[]", "[1, 2.5]", "[1 / 2]"])
    }
  }
}
