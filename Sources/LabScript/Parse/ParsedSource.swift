import Foundation
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
  /// Set instead of parsing when `[` nests deeper than `maxBracketDepth`.
  private let refusal: LabEngine.Diagnostic?

  /// swift-syntax 602's lookahead for inline array types (`[3 of Int]`) backtracks
  /// exponentially in the nesting of `[`: 18 levels take seconds, 22 minutes. Deeper input is
  /// refused before it reaches the parser.
  public static let maxBracketDepth = 10

  /// - Parameter lineOffset: lines of `file` before the text (an input of a script file that
  ///   starts at line 14 has 13); its locations are the file's.
  public init(_ text: String, file: String = "<input>", lineOffset: Int = 0) {
    self.text = text
    self.file = file
    self.lineOffset = max(0, lineOffset)
    let depth = ParsedSource.squareBracketDepth(text)
    if depth > ParsedSource.maxBracketDepth {
      refusal = .error(
        "brackets nested \(depth) deep; the lab parses at most \(ParsedSource.maxBracketDepth) "
          + "levels of `[`")
      self.tree = Parser.parse(source: "")
    } else {
      refusal = nil
      self.tree = ParsedSource.lastParse.tree(for: text)
    }
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
  }

  /// The tree of `text`, or nil when its `[` nest too deep to parse (see `maxBracketDepth`);
  /// no line table is made.
  static func tree(_ text: String) -> SourceFileSyntax? {
    squareBracketDepth(text) > maxBracketDepth ? nil : lastParse.tree(for: text)
  }

  /// The REPL parses each input twice in a row: `InputCompleteness` asks whether it is
  /// complete, then the evaluator runs the same text. The last tree is kept for the second
  /// (a 100,000-line paste parsed once, not twice); a syntax tree is immutable, so sharing it is
  /// safe.
  private static let lastParse = LastParse()

  private final class LastParse: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?
    private var tree: SourceFileSyntax?

    func tree(for text: String) -> SourceFileSyntax {
      lock.lock()
      if let tree, self.text == text {
        lock.unlock()
        return tree
      }
      lock.unlock()
      let tree = Parser.parse(source: text)
      lock.lock()
      self.text = text
      self.tree = tree
      lock.unlock()
      return tree
    }
  }

  /// Lines of the file before the text (an input of a script file, see `InputSources`).
  public let lineOffset: Int
  /// The file's line the text starts on.
  public var firstLine: Int { lineOffset + 1 }

  /// The same text with a blank line for each line before it, so that its own line numbers
  /// are the file's: what the diagnostic formatter, which numbers lines itself, quotes.
  var withLeadingLines: ParsedSource {
    lineOffset == 0 ? self : ParsedSource(String(repeating: "\n", count: lineOffset) + text, file: file)
  }

  /// True when swift-syntax found a syntax error anywhere in the input.
  public var hasSyntaxErrors: Bool {
    refusal != nil || (tree.hasError && syntaxDiagnostics.contains { $0.severity == .error })
  }

  /// What the parser found that Swift 5 mode accepts with a warning (`@available (iOS 16, *)`):
  /// the input runs, with these first.
  public var syntaxWarnings: [LabEngine.Diagnostic] {
    tree.hasError && refusal == nil ? syntaxDiagnostics.filter { $0.severity != .error } : []
  }

  /// The parser's diagnostics, converted to the project's `Diagnostic`.
  public var syntaxDiagnostics: [LabEngine.Diagnostic] {
    if let refusal { return [refusal] }
    // Characters Swift cannot read outside a literal are reported here, one error each, and
    // the parser's own diagnostics wait until they are gone: swift-syntax's generator stops the
    // process on some of them (`let b: Double \u{1}= 1` builds a fix-it with no change, which
    // it traps on; found by `make fuzz`).
    let invalid = invalidCharacters()
    if !invalid.isEmpty { return invalid }
    return ParseDiagnosticsGenerator.diagnostics(for: tree).map(convert)
  }

  /// An error at each run of characters the lexer could not read (they sit in trivia as
  /// unexpected text).
  func invalidCharacters() -> [LabEngine.Diagnostic] {
    var found: [LabEngine.Diagnostic] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for (trivia, after) in [(token.leadingTrivia, false), (token.trailingTrivia, true)] {
        if after { position = token.endPositionBeforeTrailingTrivia }
        for piece in trivia {
          let length = piece.sourceLength
          if case .unexpectedText(let text) = piece {
            let codes = text.unicodeScalars.prefix(3).map { String(format: "U+%04X", $0.value) }
            let range = LabEngine.SourceRange(start: location(position), end: location(position + length))
            found.append(
              .error(
                "invalid character in source file (\(codes.joined(separator: " "))"
                  + (text.unicodeScalars.count > 3 ? " …" : "") + ")"
                  + (text.unicodeScalars.contains("\u{FFFD}")
                    ? ": U+FFFD stands for bytes that were not UTF-8" : ""),
                at: range))
          }
          position += length
        }
      }
    }
    return found
  }

  /// The deepest nesting of `[` outside string literals and `//` comments (a cheap scan).
  static func squareBracketDepth(_ text: String) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    var previous: Unicode.Scalar = " "
    var inComment = false
    for c in text.unicodeScalars {
      defer { previous = c }
      if inComment {
        if c == "\n" { inComment = false }
        continue
      }
      if inString {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
        }
        continue
      }
      switch c {
      case "\"": inString = true
      case "/" where previous == "/": inComment = true
      case "[":
        depth += 1
        deepest = max(deepest, depth)
      case "]": depth = max(0, depth - 1)
      default: break
      }
    }
    return deepest
  }

  /// Where `position` is, as a 1-based line and UTF-8 column.
  public func location(_ position: AbsolutePosition) -> LabEngine.SourceLocation {
    let loc = converter.location(for: position)
    return LabEngine.SourceLocation(file: file, line: loc.line + lineOffset, column: loc.column)
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
    var severity: LabEngine.Diagnostic.Severity
    switch diag.diagMessage.severity {
    case .error: severity = .error
    case .warning: severity = .warning
    default: severity = .note
    }
    var message = diag.message
    if message == "extraneous whitespace before '(' is not permitted",
      diag.node.parent?.is(AttributeSyntax.self) ?? false || diag.node.is(AttributeSyntax.self)
    {
      // An app compiled in the Swift 5 language mode, as most are, takes `@available (iOS 16, *)`
      // with this warning (this machine's swiftc's words).
      severity = .warning
      message = "extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode"
    }
    let notes = diag.notes.map { note in
      LabEngine.Diagnostic.Note(note.message, at: SourceRange(at: location(note.position)))
    }
    let fixIts = diag.fixIts.map { fixIt in
      LabEngine.Diagnostic.FixIt(fixIt.message.message, replacing: range, with: "")
    }
    return LabEngine.Diagnostic(
      severity, message, at: range, notes: notes, fixIts: fixIts)
  }
}
