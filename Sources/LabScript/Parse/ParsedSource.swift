import LabEngine
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One input parsed by swift-syntax, with the converter that turns byte offsets into the
/// `SourceLocation`s our diagnostics and view descriptions carry.
///
///     let parsed = ParsedSource("VStack { Color.red }", file: "<input>")
public struct ParsedSource {
  public let text: String
  public let file: String
  public let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  public init(_ text: String, file: String = "<input>") {
    self.text = text
    self.file = file
    self.tree = Parser.parse(source: text)
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
  }

  /// True when swift-syntax found a syntax error anywhere in the input.
  public var hasSyntaxErrors: Bool { tree.hasError }

  /// The parser's diagnostics, converted to the project's `Diagnostic`.
  public var syntaxDiagnostics: [LabEngine.Diagnostic] {
    ParseDiagnosticsGenerator.diagnostics(for: tree).map(convert)
  }

  /// Where `position` is, as a 1-based line and UTF-8 column.
  public func location(_ position: AbsolutePosition) -> LabEngine.SourceLocation {
    let loc = converter.location(for: position)
    return LabEngine.SourceLocation(file: file, line: loc.line, column: loc.column)
  }

  /// The range a node covers, without its leading and trailing trivia.
  public func range(of node: some SyntaxProtocol) -> LabEngine.SourceRange {
    SourceRange(
      start: location(node.positionAfterSkippingLeadingTrivia),
      end: location(node.endPositionBeforeTrailingTrivia))
  }

  private func convert(_ diag: SwiftDiagnostics.Diagnostic) -> LabEngine.Diagnostic {
    let start = location(diag.position)
    var end = start
    if let last = diag.highlights.last {
      end = location(last.endPositionBeforeTrailingTrivia)
      if let first = diag.highlights.first {
        let firstStart = location(first.positionAfterSkippingLeadingTrivia)
        if (firstStart.line, firstStart.column) < (start.line, start.column) {
          return make(diag, SourceRange(start: firstStart, end: end))
        }
      }
    }
    return make(diag, SourceRange(start: start, end: end))
  }

  private func make(_ diag: SwiftDiagnostics.Diagnostic, _ range: SourceRange)
    -> LabEngine.Diagnostic
  {
    let severity: LabEngine.Diagnostic.Severity
    switch diag.diagMessage.severity {
    case .error: severity = .error
    case .warning: severity = .warning
    default: severity = .note
    }
    let notes = diag.notes.map { note in
      LabEngine.Diagnostic.Note(note.message, at: SourceRange(at: location(note.position)))
    }
    let fixIts = diag.fixIts.map { fixIt in
      LabEngine.Diagnostic.FixIt(fixIt.message.message, replacing: range, with: "")
    }
    return LabEngine.Diagnostic(
      severity, diag.message, at: range, notes: notes, fixIts: fixIts)
  }
}
