import Foundation
import LabScript

/// How the lab's answer to one case compares with the compiled program's.
public enum Outcome: Sendable, Equatable {
  /// Same bytes on standard output; or Swift trapped and the lab stopped with an error
  /// after printing the same lines.
  case agrees
  /// The lab stopped with a diagnostic where Swift ran on; what it printed before is what
  /// Swift printed. Not wrong, only less.
  case refused(String)
  /// A different value printed as if right: what must never happen.
  case disagrees(expected: String, got: String)
  /// The case is not Swift (`swiftc` rejects it); it measures nothing.
  case invalid(String)
}

public struct CaseResult: Sendable {
  public var name: String
  public var code: String
  public var outcome: Outcome
}

/// Runs a case through the lab's interpreter, as `geolab run` would, in a fresh context.
public enum LabRunner {
  public static func run(_ code: String) -> (output: String, error: String?) {
    let (output, error, _) = runKeepingKind(code)
    return (output, error)
  }

  /// Also whether the lab's error is a trap it reports (what Swift stops at run time: overflow,
  /// an index out of range, `fatalError`, recursion past the stack) rather than a refusal or a
  /// complaint about the code: only a trap agrees with a program that trapped, even after the
  /// same lines.
  static func runKeepingKind(_ code: String) -> (output: String, error: String?, trap: Bool) {
    let context = ScriptContext()
    let result = context.evaluate(code, file: "case.swift")
    let error = result.diagnostics.first { $0.isError }
    let trap = result.errorKinds.first.map(isTrap) ?? false
    return (result.output, error.map { $0.message }, trap)
  }

  static func isTrap(_ kind: RuntimeErrorKind) -> Bool {
    switch kind {
    // An error that reaches the top of a program stops it ("Error raised at top level").
    case .trap, .arithmetic, .limit("maxCallDepth"), .thrown: true
    case .unknownName, .typeMismatch, .argument, .limit, .recursion, .interrupted, .notSupported,
      .invalidSwift, .stale:
      false
    }
  }

  /// The sign of a NaN is not part of what Swift computes: IEEE 754 leaves the sign of a NaN
  /// from an invalid operation open; x86 produces a negative one at run time, and the compiler
  /// folds constant expressions to a positive one, so the same program prints `nan` or `-nan`
  /// depending on what swiftc folded. Both sides print NaN as `nan` before comparing.
  ///
  /// The oracle runs on Linux, whose Foundation prints `CGSize(width: 1.0, height: 2.0)`
  /// (`Foundation.CGSize(…)` inside a collection);
  /// the lab prints what an iOS or macOS program prints, `(1.0, 2.0)`: on Apple platforms the
  /// CoreGraphics overlay makes `CGPoint`, `CGSize` and `CGRect` `CustomDebugStringConvertible`
  /// with `(x, y)`, `(width, height)` and `(x, y, width, height)` (the Swift repository's
  /// `stdlib/public/Darwin/CoreGraphics/CoreGraphics.swift`). The compiled program's text is
  /// rewritten to the Apple form before comparing.
  static func normalized(_ text: String) -> String {
    var text = text.replacingOccurrences(of: "-nan", with: "nan")
    guard text.contains("CG") else { return text }
    let number = "([^,()]+)"
    let rewrites = [
      ("(?:Foundation\\.)?CGPoint\\(x: \(number), y: \(number)\\)", "($1, $2)"),
      ("(?:Foundation\\.)?CGSize\\(width: \(number), height: \(number)\\)", "($1, $2)"),
      ("(?:Foundation\\.)?CGRect\\(origin: \\(\(number), \(number)\\), size: \\(\(number), \(number)\\)\\)",
       "($1, $2, $3, $4)"),
    ]
    for (pattern, template) in rewrites {
      text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
    }
    return text
  }

  public static func compare(_ c: DifferentialCase, with answer: OracleAnswer) -> CaseResult {
    let (rawOutput, error, trap) = runKeepingKind(c.program)
    let output = normalized(rawOutput)
    let answer: OracleAnswer =
      switch answer {
      case .printed(let s): .printed(normalized(s))
      case .trapped(let s): .trapped(normalized(s))
      case .doesNotCompile: answer
      }
    let outcome: Outcome
    switch answer {
    case .doesNotCompile(let errors): outcome = .invalid(errors)
    case .printed(let expected):
      if let error {
        outcome = expected.hasPrefix(output) ? .refused(error) : .disagrees(expected: expected, got: output)
      } else {
        outcome = output == expected ? .agrees : .disagrees(expected: expected, got: output)
      }
    case .trapped(let expected):
      // The compiled program's output is unbuffered, so `expected` is everything it printed
      // before the trap: the lab agrees when it stops with an error after the same lines.
      if error != nil, trap, output == expected {
        outcome = .agrees
      } else if let error, expected.hasPrefix(output) {
        outcome = .refused(error)
      } else {
        outcome = .disagrees(expected: expected + "<trap>", got: output + (error.map { "<error: \($0)>" } ?? ""))
      }
    }
    return CaseResult(name: c.name, code: c.program, outcome: outcome)
  }
}

/// The three counts and the cases behind them.
public struct DifferentialReport {
  public var results: [CaseResult]

  public init(results: [CaseResult]) { self.results = results }

  public var agreed: Int { results.filter { $0.outcome == .agrees }.count }
  public var refused: [CaseResult] {
    results.filter { if case .refused = $0.outcome { return true } else { return false } }
  }
  public var disagreed: [CaseResult] {
    results.filter { if case .disagrees = $0.outcome { return true } else { return false } }
  }
  public var invalid: [CaseResult] {
    results.filter { if case .invalid = $0.outcome { return true } else { return false } }
  }

  /// Refusals grouped by their message, most frequent first.
  public var refusalsByMessage: [(String, Int)] {
    var counts: [String: Int] = [:]
    for r in refused { if case .refused(let m) = r.outcome { counts[m, default: 0] += 1 } }
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
  }

  public func text(verbose: Bool = false, limit: Int = 20) -> String {
    var out = "\(results.count) cases: \(agreed) agree, \(refused.count) refused, "
      + "\(disagreed.count) disagree"
    if !invalid.isEmpty { out += ", \(invalid.count) not Swift" }
    out += "\n"
    for r in disagreed.prefix(limit) {
      guard case .disagrees(let expected, let got) = r.outcome else { continue }
      out += "\nDISAGREES \(r.name)\n" + indent(r.code) + "  swiftc printed:\n" + indent(expected)
        + "  geolab printed:\n" + indent(got)
    }
    for r in invalid.prefix(limit) {
      guard case .invalid(let errors) = r.outcome else { continue }
      out += "\nNOT SWIFT \(r.name)\n" + indent(r.code) + indent(String(errors.prefix(2_000)))
    }
    if !refused.isEmpty {
      out += "\nrefused, by first error:\n"
      for (message, count) in refusalsByMessage.prefix(verbose ? .max : limit) {
        out += "  \(count)  \(message)\n"
      }
      if verbose {
        for r in refused {
          if case .refused(let m) = r.outcome { out += "  - \(r.name): \(m)\n" }
        }
      }
    }
    return out
  }

  private func indent(_ s: String) -> String {
    s.split(separator: "\n", omittingEmptySubsequences: false).map { "    | " + $0 }
      .joined(separator: "\n") + "\n"
  }
}
