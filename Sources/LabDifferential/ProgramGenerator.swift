import LabScript
/// Random well-typed plain-Swift programs of the kind view code computes geometry with:
/// constants under declared types (`Int`, `Double`, `CGFloat`) and without, literals of both
/// kinds mixed under those types, operator precedence, conversions (`Int(x)` truncates),
/// `rounded`, `min`/`max`/`abs`, ternaries, compound assignment, interpolation and
/// `String(format:)`. Each program prints what it computed. A quarter of the programs are
/// geometry instead (`GeometryProgramGenerator`), and about a fifth structs and enums
/// (`ValuesProgramGenerator`).
///
/// Programs never trap: an integer is divided only by a non-zero literal, magnitudes stay far
/// from `Int`'s range, and `Int(_:)` is applied only to expressions without a division.
/// The same seed gives the same programs on every machine.
public struct ProgramGenerator {
  enum NumType: String, CaseIterable { case int = "Int", double = "Double", cgFloat = "CGFloat" }

  /// A generated expression: its text, and its type when an operand fixes it (nil while it is
  /// made of literals only, whose type the context decides).
  struct Expr {
    var text: String
    var type: NumType?
    var hasFloatLiteral = false
    var hasDivision = false
    /// A single operand: needs no parentheses.
    var isAtom = true
    /// An upper bound of its magnitude, to keep integers far from overflow.
    var bound: Double = 0
  }

  var rng: SplitMix64
  var variables: [(name: String, type: NumType, bound: Double)] = []
  /// Operators left for the statement being generated: Swift's type checker gives up ("unable
  /// to type-check this expression in reasonable time") on long chains of untyped literals.
  var operatorsLeft = 0

  /// The share of programs that are geometry programs, and of the rest, the share that are
  /// programs over structs and enums (`ValuesProgramGenerator`).
  let geometryShare: Double
  let valuesShare: Double
  /// Programs made so far: names the types of values programs apart in a batch.
  var produced = 0

  public init(seed: UInt64, geometryShare: Double = 0.25, valuesShare: Double = 0.3) {
    rng = SplitMix64(seed: seed)
    self.geometryShare = geometryShare
    self.valuesShare = valuesShare
  }

  public mutating func program(named name: String) -> DifferentialCase {
    produced += 1
    if geometryShare > 0, rng.chance(geometryShare) {
      // Geometry programs, from a generator seeded by this one.
      var geometry = GeometryProgramGenerator(rng: SplitMix64(seed: rng.next()))
      return DifferentialCase(
        name: name, code: geometry.program().joined(separator: "\n"), alone: false)
    }
    if valuesShare > 0, rng.chance(valuesShare) {
      var values = ValuesProgramGenerator(rng: SplitMix64(seed: rng.next()), id: produced)
      let (fileScope, code) = values.program()
      return DifferentialCase(name: name, code: code, alone: false, fileScope: fileScope)
    }
    variables = []
    var lines: [String] = []
    let count = 3 + rng.below(4)
    for i in 0..<count { lines.append(contentsOf: declaration(index: i)) }
    lines.append(contentsOf: printing())
    return DifferentialCase(name: name, code: lines.joined(separator: "\n"), alone: false)
  }

  // MARK: Statements

  private mutating func declaration(index: Int) -> [String] {
    let name = "v\(index)"
    let isVar = rng.chance(0.3)
    let keyword = isVar ? "var" : "let"
    var lines: [String] = []
    let type: NumType
    var bound: Double
    if rng.chance(0.35) {
      // No annotation: the literals' defaults or the operands decide.
      let wanted: NumType = rng.chance(0.5) ? .int : .double
      var e = expression(wanted, depth: 2)
      if wanted == .double, e.type == nil, !e.hasFloatLiteral {
        e = Expr(text: "\(floatLiteral()) + \(parenthesized(e))", type: nil, hasFloatLiteral: true,
          hasDivision: e.hasDivision, isAtom: false)
      }
      type = e.type ?? (e.hasFloatLiteral ? .double : .int)
      bound = e.bound + 3.75
      lines.append("\(keyword) \(name) = \(e.text)")
    } else {
      type = rng.pick(NumType.allCases)
      let e = expression(type, depth: 2)
      bound = e.bound
      lines.append("\(keyword) \(name): \(type.rawValue) = \(e.text)")
    }
    if isVar {
      let ops = type == .int ? ["+=", "-=", "*="] : ["+=", "-=", "*=", "/="]
      var op = rng.pick(ops)
      let rhs = op == "/=" ? nonZeroLiteralExpr(type) : expression(type, depth: 1)
      if op == "*=", bound * rhs.bound > Self.limit { op = "+=" }
      lines.append("\(name) \(op) \(rhs.text)")
      bound = op == "*=" ? bound * rhs.bound : op == "/=" ? bound * 10 : bound + rhs.bound
    }
    variables.append((name, type, bound))
    return lines
  }

  private mutating func printing() -> [String] {
    var lines: [String] = []
    let names = variables.map(\.name)
    switch rng.below(3) {
    case 0: lines.append("print(\(names.joined(separator: ", ")))")
    case 1:
      lines.append(
        "print(\"" + names.map { "\($0) = \\(\($0))" }.joined(separator: ", ") + "\")")
    default:
      for n in names { lines.append("print(\(n))") }
    }
    for v in variables where v.type != .int && rng.chance(0.4) {
      let digits = rng.below(4)
      lines.append("print(String(format: \"%.\(digits)f\", \(v.name)))")
    }
    if rng.chance(0.5), let t = Optional(rng.pick(NumType.allCases)) {
      lines.append("print(\(expression(t, depth: 2).text))")
    }
    return lines
  }

  // MARK: Expressions

  mutating func expression(_ type: NumType, depth: Int) -> Expr {
    if depth == 2 { operatorsLeft = 4 }
    // A flat chain `a op b op c`, so that Swift's precedence decides the grouping.
    let length = operatorsLeft <= 0 ? 1 : min(1 + rng.below(depth > 0 ? 4 : 2), 1 + operatorsLeft)
    operatorsLeft -= length - 1
    var e = atom(type, depth: depth)
    guard length > 1 else { return e }
    var text = e.text
    for _ in 1..<length {
      let ops = type == .int ? ["+", "-", "*", "/", "%"] : ["+", "-", "*", "/"]
      var op = rng.pick(ops)
      let rhs: Expr
      if op == "/" || op == "%" {
        rhs = type == .int || rng.chance(0.7) ? nonZeroLiteralExpr(type) : atom(type, depth: depth - 1)
        e.hasDivision = true
      } else {
        rhs = atom(type, depth: depth - 1)
      }
      if op == "*", e.bound * max(rhs.bound, 1) > Self.limit { op = "+" }
      text += " \(op) \(rhs.text)"
      switch op {
      case "*": e.bound *= max(rhs.bound, 1)
      case "/", "%": e.bound *= 10  // a float divisor may be 0.1
      default: e.bound += rhs.bound
      }
      merge(&e, rhs)
    }
    e.text = text
    e.isAtom = false
    return e
  }

  private mutating func atom(_ type: NumType, depth: Int) -> Expr {
    let candidates = variables.filter { $0.type == type }
    let roll = rng.below(depth > 0 && operatorsLeft > 0 ? 12 : 5)
    if roll >= 5 { operatorsLeft -= 1 }
    switch roll {
    case 0, 1: return intLiteralExpr()
    case 2 where type != .int:
      let text = floatLiteral()
      return Expr(text: text, type: nil, hasFloatLiteral: true, bound: Double(text) ?? 100)
    case 3 where !candidates.isEmpty, 4 where !candidates.isEmpty:
      let v = rng.pick(candidates)
      return Expr(text: v.name, type: type, bound: v.bound)
    case 5:
      var inner = expression(type, depth: depth - 1)
      inner.text = "(\(inner.text))"
      inner.isAtom = true
      return inner
    case 6:
      // A conversion between numeric types: fixes the type.
      switch type {
      case .int:
        let source: NumType = rng.chance(0.5) ? .double : .cgFloat
        var inner = expression(source, depth: depth - 1)
        if inner.hasDivision || inner.bound > Self.limit { inner = intLiteralExpr() }
        return Expr(text: "Int(\(inner.text))", type: .int, hasDivision: false, bound: inner.bound)
      case .double, .cgFloat:
        let source: NumType = rng.chance(0.5) ? .int : (type == .double ? .cgFloat : .double)
        let inner = expression(source, depth: depth - 1)
        return Expr(
          text: "\(type.rawValue)(\(inner.text))", type: type, hasDivision: inner.hasDivision,
          bound: inner.bound)
      }
    case 7:
      let a = expression(type, depth: depth - 1)
      let b = expression(type, depth: depth - 1)
      return atom("\(rng.chance(0.5) ? "min" : "max")(\(a.text), \(b.text))", of: a, b)
    case 8:
      let a = expression(type, depth: depth - 1)
      return atom("abs(\(a.text))", of: a)
    case 9 where type != .int && !candidates.isEmpty:
      let chosen = rng.pick(candidates)
      let v = chosen.name
      let rule = rng.pick(["", ".down", ".up", ".toNearestOrEven", ".towardZero"])
      let inner = rng.chance(0.5) ? v : "(\(v) / \(nonZeroLiteral(type)))"
      return Expr(
        text: "\(inner).rounded(\(rule))", type: type, hasDivision: inner != v,
        bound: chosen.bound * 10 + 1)
    case 10:
      let ct = rng.pick(NumType.allCases)
      let l = expression(ct, depth: 0)
      let r = expression(ct, depth: 0)
      let cmp = rng.pick(["<", ">", "<=", ">=", "==", "!="])
      let a = expression(type, depth: depth - 1)
      let b = expression(type, depth: depth - 1)
      return atom("(\(l.text) \(cmp) \(r.text) ? \(a.text) : \(b.text))", of: a, b)
    case 11:
      let inner = atom(type, depth: depth - 1)
      var e = inner
      e.text = "-" + (inner.isAtom && !inner.text.hasPrefix("-") ? inner.text : "(\(inner.text))")
      return e
    default: return intLiteralExpr()
    }
  }

  /// Products stay below this, far from `Int.max` (9.2e18) after a few more operations.
  static let limit = 1e13

  private func merge(_ e: inout Expr, _ other: Expr) {
    e.bound = max(e.bound, other.bound)
    e.type = e.type ?? other.type
    e.hasFloatLiteral = e.hasFloatLiteral || other.hasFloatLiteral
    e.hasDivision = e.hasDivision || other.hasDivision
  }

  /// A call or parenthesised expression over operands: one atom carrying what they hold.
  private func atom(_ text: String, of parts: Expr...) -> Expr {
    var e = Expr(text: text, type: nil)
    for part in parts { merge(&e, part) }
    e.isAtom = true
    return e
  }

  private func parenthesized(_ e: Expr) -> String { e.isAtom ? e.text : "(\(e.text))" }

  private mutating func intLiteralExpr() -> Expr {
    let n = rng.below(13)
    return Expr(text: String(n), type: nil, bound: Double(n))
  }

  private mutating func nonZeroLiteralExpr(_ type: NumType) -> Expr {
    let text = nonZeroLiteral(type)
    return Expr(text: text, type: nil, hasFloatLiteral: text.contains("."), bound: Double(text) ?? 100)
  }

  private mutating func nonZeroLiteral(_ type: NumType) -> String {
    if type != .int && rng.chance(0.3) { return floatLiteral() }
    return String(1 + rng.below(12))
  }

  private mutating func floatLiteral() -> String {
    rng.pick(["0.5", "0.25", "1.5", "2.5", "0.1", "0.2", "0.3", "3.75", "1e2", "12.0", "0.125"])
  }
}

/// A small deterministic generator: the same seed, the same programs, everywhere. It is the
/// lab's own SplitMix64 (`SeededRandom`, which user code's random numbers come from).
public typealias SplitMix64 = SeededRandom

extension SeededRandom {
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) < p * 1_000_000 }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
