import Foundation
import SwiftSyntax

/// `Float`, single precision (docs/semantics.md §18): values the lab keeps as Swift's own `Float`,
/// so that they round and print as a compiled program's do (`Float(1) / 3` is 0.33333334).
/// Literals in a `Float` context are `Float`s; mixing a `Float` with a `Double` variable is an
/// error, as in Swift.
///
///     let f: Float = 0.1    // prints 0.1; Double(f) prints 0.10000000149011612
enum FloatBuiltins {
  /// `Float.pi`, `.infinity` …: `Float`'s own (its `pi` is rounded toward zero, not `Float(Double.pi)`).
  static func staticMember(_ name: String) -> Value? {
    switch name {
    case "pi": return .float(.pi)
    case "infinity": return .float(.infinity)
    case "nan": return .float(.nan)
    case "zero": return .float(0)
    case "greatestFiniteMagnitude": return .float(.greatestFiniteMagnitude)
    case "leastNormalMagnitude": return .float(.leastNormalMagnitude)
    case "leastNonzeroMagnitude": return .float(.leastNonzeroMagnitude)
    case "ulpOfOne": return .float(.ulpOfOne)
    default: return nil
    }
  }

  static let staticNames = ["pi", "infinity", "nan", "zero", "greatestFiniteMagnitude", "leastNormalMagnitude",
    "leastNonzeroMagnitude", "ulpOfOne"]

  /// `Float(x)` of an integer, a `Double` or `CGFloat` (rounded to nearest), a `Float`, or a
  /// string (nil when it is not a number).
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil])
    guard let a = c.arguments.first else { throw c.fail("`Float(_:)` needs a value", kind: .argument) }
    switch a.value {
    case .int(let i): return .float(Float(i))
    case .double(let d): return .float(Float(d))
    case .float: return a.value
    case .string(let s): return Float(s).map { .float($0) } ?? .null
    default:
      throw c.interpreter.error("`Float(_:)` cannot convert a `\(a.value.typeName)`", at: a.node, kind: .typeMismatch)
    }
  }

  /// A `Float`'s members: its properties and the methods that return a `Float`, computed in
  /// single precision.
  static func member(_ f: Float, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "isNaN": return .bool(f.isNaN)
    case "isInfinite": return .bool(f.isInfinite)
    case "isFinite": return .bool(f.isFinite)
    case "isZero": return .bool(f.isZero)
    case "magnitude": return .float(f.magnitude)
    case "description": return .string(f.description)
    case "ulp": return .float(f.ulp)
    case "nextUp": return .float(f.nextUp)
    case "nextDown": return .float(f.nextDown)
    case "squareRoot": return method { c in try c.checkLabels([]); return .float(f.squareRoot()) }
    case "rounded":
      return method { c in
        try c.checkLabels([nil])
        guard let rule = c.arguments.first else { return .float(f.rounded()) }
        guard case .implicitMember(let m) = rule.value, let r = roundingRule(m.name) else {
          throw c.interpreter.error("`rounded(_:)` takes a rounding rule such as `.down`", at: rule.node, kind: .argument)
        }
        return .float(f.rounded(r))
      }
    case "truncatingRemainder", "remainder":
      return method { c in
        try c.checkLabels(["dividingBy"])
        guard let other = try c.argument("dividingBy").map({ try float($0.value, c.interpreter, $0.node) }) else {
          throw c.fail("`\(name)` needs `dividingBy:`", kind: .argument)
        }
        return .float(name == "remainder" ? f.remainder(dividingBy: other) : f.truncatingRemainder(dividingBy: other))
      }
    default: return nil
    }
  }

  static func roundingRule(_ name: String) -> FloatingPointRoundingRule? {
    switch name {
    case "up": return .up
    case "down": return .down
    case "towardZero": return .towardZero
    case "awayFromZero": return .awayFromZero
    case "toNearestOrEven": return .toNearestOrEven
    case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
    default: return nil
    }
  }

  /// A `Float` argument: a `Float`, or a literal (which its context makes a `Float`).
  static func float(_ v: Value, _ interp: Interpreter, _ node: some SyntaxProtocol) throws -> Float {
    switch v {
    case .float(let f): return f
    case .int(let i): return Float(i)
    case .double(let d): return Float(d)
    default:
      throw interp.error("expected a `Float`, got `\(v.typeName)`", at: node, kind: .typeMismatch)
    }
  }

  static let functions: Set = [
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sqrt", "pow", "floor", "ceil", "round", "abs",
    "hypot", "exp", "log", "log2", "log10", "trunc", "fmod", "cbrt",
  ]

  /// The global math functions of `Float` arguments, in single precision (the C library's
  /// `sinf`, `powf` … that a compiled program calls): nil when no argument is a `Float`.
  static func global(_ name: String, _ values: [Value], _ c: CallContext) throws -> Value? {
    guard functions.contains(name), values.contains(where: { if case .float = $0 { true } else { false } }) else {
      return nil
    }
    let fs = try zip(values, c.arguments).map { try float($0, c.interpreter, $1.node) }
    func one(_ f: (Float) -> Float) throws -> Value {
      guard fs.count == 1 else { throw c.fail("`\(name)` takes one number", kind: .argument) }
      return .float(f(fs[0]))
    }
    func two(_ f: (Float, Float) -> Float) throws -> Value {
      guard fs.count == 2 else { throw c.fail("`\(name)` takes two numbers", kind: .argument) }
      return .float(f(fs[0], fs[1]))
    }
    switch name {
    case "sin": return try one(Foundation.sin)
    case "cos": return try one(Foundation.cos)
    case "tan": return try one(Foundation.tan)
    case "asin": return try one(Foundation.asin)
    case "acos": return try one(Foundation.acos)
    case "atan": return try one(Foundation.atan)
    case "atan2": return try two(Foundation.atan2)
    case "sqrt": return try one { $0.squareRoot() }
    case "pow": return try two(Foundation.pow)
    case "floor": return try one { $0.rounded(.down) }
    case "ceil": return try one { $0.rounded(.up) }
    case "round": return try one { $0.rounded() }
    case "abs": return try one { Swift.abs($0) }
    case "hypot": return try two(Foundation.hypot)
    case "fmod": return try two(Foundation.fmod)
    case "exp": return try one(Foundation.exp)
    case "log": return try one(Foundation.log)
    case "log2": return try one(Foundation.log2)
    case "log10": return try one(Foundation.log10)
    case "cbrt": return try one(Foundation.cbrt)
    case "trunc": return try one { $0.rounded(.towardZero) }
    default: return nil
    }
  }
}
