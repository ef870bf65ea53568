import LabEngine
import SwiftDiagnostics
import SwiftSyntax

/// Draws `Diagnostic`s in the Swift compiler's style, with the source line and a caret, through
/// swift-syntax's `DiagnosticsFormatter` (STYLE.md: reuse its formatter rather than write one).
/// Fix-its are shown as notes ("did you mean `frame`?") because the formatter draws no edits.
///
///     DiagnosticRenderer(colorize: false).render(diagnostics, in: parsed)
public struct DiagnosticRenderer: Sendable {
  public var colorize: Bool
  public var contextSize: Int

  public init(colorize: Bool = false, contextSize: Int = 0) {
    self.colorize = colorize
    self.contextSize = contextSize
  }

  /// Renders diagnostics that point into `source`; diagnostics with no range (or a range in
  /// another file) come first as plain `severity: message` lines.
  public func render(_ diagnostics: [LabEngine.Diagnostic], in source: ParsedSource) -> String {
    // Locations are the file's lines; the formatter numbers the lines of the text it is given.
    let source = source.withLeadingLines
    var plain: [String] = []
    var located: [SwiftDiagnostics.Diagnostic] = []
    for diag in diagnostics {
      if let range = diag.range, range.start.file == source.file,
        let converted = convert(diag, range: range, source: source)
      {
        located.append(contentsOf: converted)
      } else {
        plain.append(plainText(diag))
      }
    }
    var parts = plain
    if !located.isEmpty {
      var group = GroupedDiagnostics()
      group.addSourceFile(
        tree: source.tree, sourceLocationConverter: source.converter,
        displayName: source.file, diagnostics: located)
      let text = DiagnosticsFormatter.annotateSources(
        in: group, contextSize: contextSize, colorize: colorize)
      parts.append(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }
    return visibleControls(parts.joined(separator: "\n"))
  }

  /// Control characters in quoted source and messages shown as their Unicode control pictures
  /// (NUL as ␀, U+2400): one column each, so the caret still lines up, and a terminal shows
  /// them instead of acting on them. Line breaks, tabs and (in colour) escape codes stay.
  func visibleControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isHidden($0) }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        out.append(Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)!)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  private func isHidden(_ s: Unicode.Scalar) -> Bool {
    if s == "\n" || s == "\t" || (colorize && s.value == 0x1B) { return false }
    return s.value < 0x20 || s.value == 0x7F
  }

  /// Renders diagnostics without source text (for example after the input is gone).
  public func renderPlain(_ diagnostics: [LabEngine.Diagnostic]) -> String {
    visibleControls(diagnostics.map(plainText).joined(separator: "\n"))
  }

  private func plainText(_ diag: LabEngine.Diagnostic) -> String {
    var lines = [diag.description]
    for note in diag.notes {
      let place = note.range.map { "\($0.start): " } ?? ""
      lines.append("\(place)note: \(note.message)")
    }
    for fixIt in diag.fixIts { lines.append("\(fixIt.range.start): note: \(fixIt.message)") }
    return lines.joined(separator: "\n")
  }

  private func position(_ loc: LabEngine.SourceLocation, _ source: ParsedSource)
    -> AbsolutePosition?
  {
    guard loc.line >= 1, loc.column >= 1 else { return nil }
    let pos = source.converter.position(ofLine: loc.line, column: loc.column)
    let end = source.tree.endPosition
    return pos <= end ? pos : end
  }

  private func convert(
    _ diag: LabEngine.Diagnostic, range: SourceRange, source: ParsedSource
  ) -> [SwiftDiagnostics.Diagnostic]? {
    guard let start = position(range.start, source) else { return nil }
    let end = position(range.end, source) ?? start
    let tree = Syntax(source.tree)
    let anchor: Syntax = source.tree.token(at: start).map(Syntax.init) ?? tree
    var highlights: [Syntax] = []
    // The tokens inside the range, walked from the one at its start (not from the top of the
    // file: an error at line 50,000 would walk 50,000 lines of tokens).
    if end > start, var token = source.tree.token(at: start) {
      while token.positionAfterSkippingLeadingTrivia <= end {
        if token.positionAfterSkippingLeadingTrivia >= start
          && token.endPositionBeforeTrailingTrivia <= end
        {
          highlights.append(Syntax(token))
        }
        guard let next = token.nextToken(viewMode: .sourceAccurate) else { break }
        token = next
      }
    }
    // The formatter draws a diagnostic's attached notes nowhere, so notes and fix-its become
    // note diagnostics of their own, drawn under their line.
    var result = [
      SwiftDiagnostics.Diagnostic(
        node: anchor, position: start, message: LabDiagnosticMessage(diag), highlights: highlights)
    ]
    let extra =
      diag.notes.map { ($0.message, $0.range?.start) }
      + diag.fixIts.map { ($0.message, Optional($0.range.start)) }
    for (message, loc) in extra {
      let pos = loc.flatMap { position($0, source) } ?? start
      let node = source.tree.token(at: pos).map(Syntax.init) ?? anchor
      result.append(
        SwiftDiagnostics.Diagnostic(
          node: node, position: pos, message: LabDiagnosticMessage(message, severity: .note)))
    }
    return result
  }
}

/// Our diagnostic's message as swift-syntax's formatter wants it.
private struct LabDiagnosticMessage: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ message: String, severity: DiagnosticSeverity) {
    self.message = message
    self.diagnosticID = MessageID(domain: "GeometryLab", id: "note")
    self.severity = severity
  }

  init(_ diag: LabEngine.Diagnostic) {
    message = diag.message
    diagnosticID = MessageID(domain: "GeometryLab", id: diag.severity.rawValue)
    switch diag.severity {
    case .error: severity = .error
    case .warning: severity = .warning
    case .note: severity = .note
    }
  }
}
