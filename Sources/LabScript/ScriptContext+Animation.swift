import LabEngine
import SwiftSyntax

extension ScriptContext {
  /// Evaluates `text` as an `Animation` for `:curve`: `.smooth(duration: 1)`,
  /// `Animation.linear.delay(0.2)`, a `Spring` (run as a fluid spring), or a name declared
  /// earlier. The result's `value` is the animation; nothing else changes (no root is set).
  ///
  ///     context.evaluateAnimation(".bouncy").value  // .animation(.bouncy)
  public func evaluateAnimation(_ text: String, file: String = "<curve>") -> EvaluationResult {
    let parsed = ParsedSource(text, file: file)
    if parsed.hasSyntaxErrors {
      var result = EvaluationResult()
      result.diagnostics = parsed.syntaxDiagnostics
      result.renderedDiagnostics = render(result.diagnostics, extra: parsed)
      return result
    }
    return runPass(source: parsed) { interp, result in
      var value = try interp.run(parsed) ?? .void
      if case .implicitMember(let m) = value {
        value = try interp.resolveImplicit(m, as: .animation, at: Syntax(parsed.tree))
      }
      switch value {
      case .animation: result.value = value
      case .spring(let s): result.value = .animation(.spring(s))
      default:
        result.diagnostics.append(.error("expected an `Animation`, got `\(value.typeName)`"))
      }
    }
  }
}
