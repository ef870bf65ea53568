import Foundation
import SwiftSyntax

/// `NSPredicate(format:)` for the predicates view code writes (docs/semantics.md §11.2):
/// comparisons of a key path or `SELF` with an argument or a literal (`==`, `!=`, `<`, `<=`,
/// `>`, `>=`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `MATCHES`, with `[c]` and `[d]`), joined by
/// `AND`, `OR` and `NOT` and grouped by parentheses. `evaluate(with:)` runs one on a value, and
/// a `@FetchRequest` filters the store by it. What it does not read (`ANY`, `IN`, `LIKE`,
/// functions, aggregates) is an error at the format.
///
///     NSPredicate(format: "SELF MATCHES %@", "[a-z]+@[a-z]+\\.[a-z]+").evaluate(with: "a@b.co")   // true
indirect enum PredicateFormat {
  case comparison(lhs: Operand, op: String, options: String, rhs: Operand)
  case and(PredicateFormat, PredicateFormat)
  case or(PredicateFormat, PredicateFormat)
  case not(PredicateFormat)
  case constant(Bool)

  enum Operand {
    case selfValue
    case keyPath([String])
    case value(Value)
  }

  struct ParseError: Error { var message: String }

  static let kind = "NSPredicate"

  // MARK: Parsing

  static func parse(_ format: String, arguments: [Value]) throws -> PredicateFormat {
    var p = Parser(tokens: try tokenize(format), arguments: arguments)
    let result = try p.or()
    guard p.at == p.tokens.count else { throw ParseError(message: "unexpected `\(p.tokens[p.at].text)`") }
    guard p.next == arguments.count else {
      throw ParseError(message: "the format takes \(p.next) arguments, and \(arguments.count) are given")
    }
    return result
  }

  struct Token { var text: String; var isString = false }

  static func tokenize(_ s: String) throws -> [Token] {
    var tokens: [Token] = []
    let chars = Array(s)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace { i += 1; continue }
      if c == "'" || c == "\"" {
        var j = i + 1
        var text = ""
        while j < chars.count, chars[j] != c {
          if chars[j] == "\\", j + 1 < chars.count { j += 1 }
          text.append(chars[j])
          j += 1
        }
        guard j < chars.count else { throw ParseError(message: "a quoted string is not closed") }
        tokens.append(Token(text: text, isString: true))
        i = j + 1
        continue
      }
      if c == "%" {
        var j = i + 1
        while j < chars.count, chars[j].isLetter || chars[j] == "@" { j += 1 }
        tokens.append(Token(text: String(chars[i..<j])))
        i = j
        continue
      }
      if "()".contains(c) { tokens.append(Token(text: String(c))); i += 1; continue }
      if "=!<>&|".contains(c) {
        var j = i + 1
        while j < chars.count, "=!<>&|".contains(chars[j]) { j += 1 }
        tokens.append(Token(text: String(chars[i..<j])))
        i = j
        continue
      }
      if c == "[" {
        guard let close = chars[i...].firstIndex(of: "]") else { throw ParseError(message: "a `[` is not closed") }
        tokens.append(Token(text: String(chars[i...close])))
        i = close + 1
        continue
      }
      var j = i
      while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." || chars[j] == "-" && j == i {
        j += 1
      }
      guard j > i else { throw ParseError(message: "unexpected `\(c)`") }
      tokens.append(Token(text: String(chars[i..<j])))
      i = j
    }
    return tokens
  }

  struct Parser {
    var tokens: [Token]
    var arguments: [Value]
    var at = 0
    var next = 0

    mutating func word(_ w: String...) -> Bool {
      guard at < tokens.count, !tokens[at].isString, w.contains(tokens[at].text.uppercased()) else { return false }
      at += 1
      return true
    }

    mutating func or() throws -> PredicateFormat {
      var left = try and()
      while word("OR", "||") { left = .or(left, try and()) }
      return left
    }

    mutating func and() throws -> PredicateFormat {
      var left = try not()
      while word("AND", "&&") { left = .and(left, try not()) }
      return left
    }

    mutating func not() throws -> PredicateFormat {
      if word("NOT", "!") { return .not(try not()) }
      if word("(") {
        let inner = try or()
        guard word(")") else { throw ParseError(message: "a `(` is not closed") }
        return inner
      }
      if word("TRUEPREDICATE") { return .constant(true) }
      if word("FALSEPREDICATE") { return .constant(false) }
      let lhs = try operand()
      guard at < tokens.count else { throw ParseError(message: "the comparison has no operator") }
      var op = tokens[at].text.uppercased()
      at += 1
      switch op {
      case "=": op = "=="
      case "<>": op = "!="
      case "=<": op = "<="
      case "=>": op = ">="
      case "==", "!=", "<", "<=", ">", ">=", "BEGINSWITH", "ENDSWITH", "CONTAINS", "MATCHES": break
      default: throw ParseError(message: "the lab does not read the operator `\(tokens[at - 1].text)` yet")
      }
      var options = ""
      if at < tokens.count, tokens[at].text.hasPrefix("[") {
        options = String(tokens[at].text.dropFirst().dropLast()).lowercased()
        guard options.allSatisfy({ "cd".contains($0) }) else { throw ParseError(message: "unknown option `[\(options)]`") }
        at += 1
      }
      return .comparison(lhs: lhs, op: op, options: options, rhs: try operand())
    }

    mutating func argument() throws -> Value {
      guard next < arguments.count else { throw ParseError(message: "the format takes more arguments than are given") }
      next += 1
      return arguments[next - 1]
    }

    mutating func operand() throws -> Operand {
      guard at < tokens.count else { throw ParseError(message: "the format ends where a value is expected") }
      let t = tokens[at]
      at += 1
      if t.isString { return .value(.string(t.text)) }
      switch t.text.uppercased() {
      case "SELF": return .selfValue
      case "YES", "TRUE": return .value(.bool(true))
      case "NO", "FALSE": return .value(.bool(false))
      case "NIL", "NULL": return .value(.null)
      case "%@", "%D", "%I", "%LD", "%LLD", "%F", "%LF":
        return .value(try argument())
      case "%K":
        guard case .string(let key) = try argument() else { throw ParseError(message: "`%K` takes a key name") }
        return .keyPath(key.split(separator: ".").map(String.init))
      case "ANY", "ALL", "SOME", "NONE":
        throw ParseError(message: "the lab does not read `\(t.text)` yet")
      default:
        if let i = Int(t.text) { return .value(.int(i)) }
        if let d = Double(t.text) { return .value(.double(d)) }
        guard t.text.first?.isLetter == true || t.text.first == "_" else { throw ParseError(message: "unexpected `\(t.text)`") }
        return .keyPath(t.text.split(separator: ".").map(String.init))
      }
    }
  }

  // MARK: Evaluation

  func evaluate(_ object: Value, _ interp: Interpreter, at node: Syntax) throws -> Bool {
    switch self {
    case .constant(let b): return b
    case .and(let a, let b): return try a.evaluate(object, interp, at: node) && b.evaluate(object, interp, at: node)
    case .or(let a, let b): return try a.evaluate(object, interp, at: node) || b.evaluate(object, interp, at: node)
    case .not(let a): return try !a.evaluate(object, interp, at: node)
    case .comparison(let lhs, let op, let options, let rhs):
      let (x, y) = (try Self.value(lhs, object, interp, at: node), try Self.value(rhs, object, interp, at: node))
      return try Self.compare(x, op, options, y, interp, at: node)
    }
  }

  static func value(_ operand: Operand, _ object: Value, _ interp: Interpreter, at node: Syntax) throws -> Value {
    switch operand {
    case .selfValue: return object
    case .value(let v): return v
    case .keyPath(let path):
      var v = object
      for key in path {
        guard let found = try interp.member(of: v, named: key, node: node) else {
          throw interp.error("the predicate's key `\(path.joined(separator: "."))` is not a member of the object", at: node, kind: .unknownName)
        }
        v = found
      }
      return v
    }
  }

  static func compare(_ x: Value, _ op: String, _ options: String, _ y: Value, _ interp: Interpreter, at node: Syntax) throws -> Bool {
    if case .string(let a) = x, case .string(let b) = y {
      var compareOptions: String.CompareOptions = []
      if options.contains("c") { compareOptions.insert(.caseInsensitive) }
      if options.contains("d") { compareOptions.insert(.diacriticInsensitive) }
      switch op {
      case "BEGINSWITH": return a.range(of: b, options: compareOptions.union(.anchored)) != nil || b.isEmpty
      case "ENDSWITH": return a.range(of: b, options: compareOptions.union([.anchored, .backwards])) != nil || b.isEmpty
      case "CONTAINS": return b.isEmpty ? false : a.range(of: b, options: compareOptions) != nil
      case "MATCHES":
        // ICU's regular expressions, matched against the whole string.
        guard let regex = try? NSRegularExpression(
          pattern: "\\A(?:" + b + ")\\z",
          options: options.contains("c") ? [.caseInsensitive] : [])
        else {
          throw interp.error("`\(b)` is not a regular expression ICU reads", at: node, kind: .argument)
        }
        let range = NSRange(a.startIndex..<a.endIndex, in: a)
        return regex.firstMatch(in: a, range: range) != nil
      default:
        let order = a.compare(b, options: compareOptions)
        switch op {
        case "==": return order == .orderedSame
        case "!=": return order != .orderedSame
        case "<": return order == .orderedAscending
        case "<=": return order != .orderedDescending
        case ">": return order == .orderedDescending
        default: return order != .orderedAscending
        }
      }
    }
    switch op {
    case "BEGINSWITH", "ENDSWITH", "CONTAINS", "MATCHES":
      throw interp.error("`\(op)` compares strings; here it is given a `\(x.typeName)` and a `\(y.typeName)`", at: node, kind: .typeMismatch)
    case "==": return x.isEqual(to: y)
    case "!=": return !x.isEqual(to: y)
    default:
      if case .null = x { return false }
      if case .null = y { return false }
      let swiftOp = op
      return try interp.truth(interp.arithmetic(swiftOp, x, y, node: node), node)
    }
  }
}

extension PredicateFormat {
  /// `NSPredicate(format:…)`, `NSPredicate(value:)` and `NSCompoundPredicate`'s three
  /// initializers: a predicate kept in the interpreter's table, named by its place there.
  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    let made: PredicateFormat
    if name == "NSPredicate" {
      if let value = try c.bool("value") {
        try c.checkLabels(["value"])
        made = .constant(value)
      } else {
        try c.checkLabels(["format", nil])
        guard let format = try c.string("format") else {
          throw c.fail("`NSPredicate` is made here with `format:` (and its arguments) or `value:`", kind: .notSupported)
        }
        let args = c.arguments.filter { $0.label == nil }.map(\.value)
        do { made = try parse(format, arguments: args) } catch let e as ParseError {
          throw interp.error("`\(format)`: \(e.message)", at: c.argument("format")!.node, kind: .notSupported)
        }
      }
    } else {
      try c.checkLabels(["andPredicateWithSubpredicates", "orPredicateWithSubpredicates", "notPredicateWithSubpredicate", "type", "subpredicates"])
      func predicates(_ v: Value?) throws -> [PredicateFormat] {
        guard case .array(let items)? = v else { throw c.fail("subpredicates are an array of `NSPredicate`s", kind: .typeMismatch) }
        return try items.map { try predicate($0, interp, at: c.node) }
      }
      if let a = c.argument("andPredicateWithSubpredicates") {
        made = try predicates(a.value).reduce(.constant(true)) { .and($0, $1) }
      } else if let o = c.argument("orPredicateWithSubpredicates") {
        made = try predicates(o.value).reduce(.constant(false)) { .or($0, $1) }
      } else if let n = c.argument("notPredicateWithSubpredicate") {
        made = .not(try predicate(n.value, interp, at: n.node))
      } else {
        throw c.fail("`NSCompoundPredicate` is made with `andPredicateWithSubpredicates:`, `or…` or `not…` here", kind: .notSupported)
      }
    }
    interp.predicates.append(made)
    return .opaque(OpaqueValue(kind: kind, text: "\(interp.predicates.count - 1)"))
  }

  /// The predicate a value names.
  static func predicate(_ v: Value, _ interp: Interpreter, at node: Syntax) throws -> PredicateFormat {
    guard case .opaque(let o) = v, o.kind == kind, let i = Int(o.text), i < interp.predicates.count else {
      throw interp.error("expected an `NSPredicate`, got a `\(v.typeName)`", at: node, kind: .typeMismatch)
    }
    return interp.predicates[i]
  }

  /// The predicate as a closure that tests one object (a fetch's filter).
  static func filter(_ v: Value, _ interp: Interpreter, at node: Syntax) throws -> FunctionValue {
    let p = try predicate(v, interp, at: node)
    return FunctionValue(name: "predicate") { c in
      .bool(try p.evaluate(c.arguments.first?.value ?? .null, c.interpreter, at: c.node))
    }
  }

  /// `predicate.evaluate(with:)`.
  static func member(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value {
    guard name == "evaluate" else {
      throw interp.unknown("`NSPredicate` has no member the lab models named", name, at: node, candidates: ["evaluate"])
    }
    let p = try predicate(.opaque(o), interp, at: node)
    return .function(FunctionValue(name: name) { c in
      try c.checkLabels(["with"])
      return .bool(try p.evaluate(c.argument("with")?.value ?? .null, c.interpreter, at: c.node))
    })
  }
}
