import Foundation
import SwiftSyntax

/// `String(format:_:)` as Foundation formats it, for the conversions whose argument types the
/// lab can check: a mismatch (`%d` given a Double) prints garbage in Swift, so here it is an
/// error at the argument, never a number.
///
///     String(format: "%.2f", 3.14159)   // "3.14"
enum StringFormat {
  struct Spec {
    var text: String
    var conversion: Character
  }

  /// The format's literal text and conversion specifications, in order.
  static func parse(_ format: String) throws -> [Either] {
    var parts: [Either] = []
    var literal = ""
    var i = format.startIndex
    while i < format.endIndex {
      let ch = format[i]
      guard ch == "%" else {
        literal.append(ch)
        i = format.index(after: i)
        continue
      }
      var j = format.index(after: i)
      guard j < format.endIndex else { throw FormatError.message("a lone `%` ends the format") }
      if format[j] == "%" {
        literal.append("%")
        i = format.index(after: j)
        continue
      }
      var spec = "%"
      while j < format.endIndex, "-+ #0123456789.'hlqLzjt".contains(format[j]) {
        spec.append(format[j])
        j = format.index(after: j)
      }
      if spec.contains("$") || spec.contains("*") {
        throw FormatError.message("positional and `*` widths are not supported")
      }
      guard j < format.endIndex else {
        throw FormatError.message("the format ends inside `\(spec)`")
      }
      let conversion = format[j]
      guard "diouxXfFeEgGaAc@".contains(conversion) else {
        throw FormatError.message("the conversion `\(spec)\(conversion)` is not supported")
      }
      spec.append(conversion)
      if !literal.isEmpty { parts.append(.literal(literal)) }
      literal = ""
      parts.append(.spec(Spec(text: spec, conversion: conversion)))
      i = format.index(after: j)
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    return parts
  }

  enum Either {
    case literal(String)
    case spec(Spec)
  }

  enum FormatError: Error { case message(String) }

  static func format(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    guard let formatArg = c.argument("format"), case .string(let format) = formatArg.value else {
      throw c.fail("`String(format:)` needs a format string", kind: .argument)
    }
    let values = c.arguments.filter { $0.label == nil }
    return .string(try formatted(format, values, at: formatArg.node, interp))
  }

  /// A format string with its values, as `String(format:)` writes it (a strings table's text
  /// too, with a key's values).
  static func formatted(_ format: String, _ values: [Argument], at formatNode: Syntax, _ interp: Interpreter) throws -> String {
    let parts: [Either]
    do { parts = try parse(format) } catch FormatError.message(let m) {
      throw interp.error(m, at: formatNode, kind: .argument)
    }
    var result = ""
    var next = 0
    for part in parts {
      switch part {
      case .literal(let s): result += s
      case .spec(let spec):
        guard next < values.count else {
          throw interp.error(
            "`\(spec.text)` has no argument: the format needs more values", at: formatNode,
            kind: .argument)
        }
        let arg = values[next]
        next += 1
        result += try piece(spec, arg, interp)
      }
    }
    if next < values.count {
      throw interp.error(
        "extra argument: the format has \(next) conversions", at: values[next].node, kind: .argument)
    }
    return result
  }

  /// `Text("\(value, specifier: "%.2f")")`: SwiftUI's interpolation formats one number with a
  /// `printf` specifier, checked as `String(format:)` checks it.
  static func interpolate(
    _ arg: Argument, specifier: String, at specNode: Syntax, interp: Interpreter
  ) throws -> String {
    let parts: [Either]
    do { parts = try parse(specifier) } catch FormatError.message(let m) {
      throw interp.error(m, at: specNode, kind: .argument)
    }
    let specs = parts.compactMap { if case .spec(let s) = $0 { s } else { nil } }
    guard specs.count == 1 else {
      throw interp.error(
        "a specifier formats one value: `\(specifier)` has \(specs.count) conversions", at: specNode,
        kind: .argument)
    }
    return try parts.map { part in
      switch part {
      case .literal(let s): return s
      case .spec(let spec): return try piece(spec, arg, interp)
      }
    }.joined()
  }

  private static func piece(_ spec: Spec, _ arg: Argument, _ interp: Interpreter) throws -> String
  {
    switch spec.conversion {
    case "d", "i", "o", "u", "x", "X", "c":
      guard case .int(let i) = arg.value else {
        throw interp.error(
          "`\(spec.text)` formats an integer; this is a `\(arg.value.typeName)`", at: arg.node,
          kind: .typeMismatch)
      }
      return String(format: spec.text, i)
    case "@":
      guard spec.text == "%@" else {
        throw interp.error("`\(spec.text)`: flags on `%@` are not supported", at: arg.node, kind: .notSupported)
      }
      return arg.value.description
    default:
      // A variadic `CVarArg` gives a literal no context: `3` is an Int, which `%f` misreads.
      var value = arg.value
      // A `Float` is passed to a C variadic function as a `Double` (its `CVarArg` encoding).
      if case .float(let f) = value { value = .double(Double(f)) }
      guard case .double(let d) = value else {
        throw interp.error(
          "`\(spec.text)` formats a floating-point number; this is a `\(value.typeName)`",
          at: arg.node, kind: .typeMismatch)
      }
      return String(format: spec.text, d)
    }
  }
}
