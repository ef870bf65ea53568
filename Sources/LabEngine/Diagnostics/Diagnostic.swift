/// The project's one diagnostic (docs/architecture.md §7): what went wrong, where in user source, how bad it
/// is, with notes and suggested edits. The script front end and the engine both report these; a
/// renderer in LabScript draws them compiler-style with the source line and a caret.
///
///     Diagnostic(.error, "unknown modifier `.fram`", at: range,
///                fixIts: [.init("did you mean `frame`?", replacing: range, with: "frame")])
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad a diagnostic is; `error` stops the input from taking effect.
  public enum Severity: String, Hashable, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
      switch self {
      case .error: return 2
      case .warning: return 1
      case .note: return 0
      }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
  }

  /// A secondary message attached to a diagnostic, optionally at its own place in the source.
  ///
  ///     Diagnostic.Note("the limit is 10,000 views")
  public struct Note: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
      self.message = message
      self.range = range
    }
  }

  /// A suggested edit: replace the text in `range` by `replacement`.
  ///
  ///     Diagnostic.FixIt("did you mean `frame`?", replacing: range, with: "frame")
  public struct FixIt: Hashable, Sendable {
    public var message: String
    public var range: SourceRange
    public var replacement: String

    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
      self.message = message
      self.range = range
      self.replacement = replacement
    }
  }

  public var severity: Severity
  public var message: String
  /// Where the problem is; nil when it has no place in user source (a session-wide limit).
  public var range: SourceRange?
  public var notes: [Note]
  public var fixIts: [FixIt]

  public init(
    _ severity: Severity, _ message: String, at range: SourceRange? = nil, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  public static func error(_ message: String, at range: SourceRange? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: range)
  }

  public static func warning(_ message: String, at range: SourceRange? = nil) -> Diagnostic {
    Diagnostic(.warning, message, at: range)
  }

  public var isError: Bool { severity == .error }

  /// One line in the compiler's plain style: `file:line:col: error: message`.
  public var description: String {
    let place = range.map { "\($0.start): " } ?? ""
    return "\(place)\(severity.rawValue): \(message)"
  }
}
