import SwiftSyntax

/// Whether a REPL input is ready to run, needs more lines, or is broken (the tree rule,
/// docs/architecture.md §10). Brace counting would call `VStack { Color.red.frame(width: 100 }` incomplete; the tree
/// rule sees the missing `)` before a present `}` and calls it invalid.
///
///     InputCompleteness.classify("struct A: View {")  // .incomplete
public enum InputCompleteness: Hashable, Sendable {
  /// Parses without errors.
  case complete
  /// Only closers are missing, all at the very end, or the input ends with an attribute that
  /// waits for its declaration: ask for a continuation line.
  case incomplete
  /// A real syntax error: report it.
  case invalid

  public static func classify(_ text: String) -> InputCompleteness {
    // Brackets nested too deep to parse are refused when the input runs: it is complete.
    guard let tree = ParsedSource.tree(text) else { return .complete }
    return classify(tree)
  }

  /// The rule: incomplete when the tree has errors, no unexpected nodes, every missing token
  /// sits at or after the end of the last present token, and at least one missing token is a
  /// closer (`}` `)` `]` `"""`).
  public static func classify(_ tree: SourceFileSyntax) -> InputCompleteness {
    guard tree.hasError else { return .complete }
    let scan = MissingTokenScan(viewMode: .all)
    scan.walk(tree)
    if scan.sawUnexpected { return .invalid }
    guard let lastPresentEnd = scan.lastPresentEnd else { return .invalid }
    var sawCloser = false
    for token in scan.missing {
      if token.positionAfterSkippingLeadingTrivia < lastPresentEnd { return .invalid }
      if isCloser(token.tokenKind) { sawCloser = true }
    }
    // `@MainActor` alone on its line: the declaration it belongs to comes next.
    return sawCloser || scan.endsWithAttribute ? .incomplete : .invalid
  }

  private static func isCloser(_ kind: TokenKind) -> Bool {
    switch kind {
    case .rightBrace, .rightParen, .rightSquare: return true
    case .multilineStringQuote: return true
    // `#if os(iOS)` waits for its `#endif`.
    case .poundEndif: return true
    default: return false
    }
  }
}

/// Collects the missing tokens, the end of the last present token and whether any unexpected
/// node exists.
private final class MissingTokenScan: SyntaxVisitor {
  var missing: [TokenSyntax] = []
  var lastPresentEnd: AbsolutePosition?
  var sawUnexpected = false
  /// The input ends with attributes and no declaration after them (`@MainActor`).
  var endsWithAttribute = false

  override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind {
    if !node.attributes.isEmpty { endsWithAttribute = true }
    return .visitChildren
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    if !node.isEmpty { sawUnexpected = true }
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing {
      missing.append(token)
    } else if token.tokenKind != .endOfFile {
      lastPresentEnd = token.endPositionBeforeTrailingTrivia
    }
    return .skipChildren
  }
}
