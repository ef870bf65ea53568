/// One SwiftUI view or modifier the lab knows, declared once: the interpreter dispatches on its
/// handler, Tab completion offers what is supported, and `:help` shows its summary and example.
/// A newcomer finds any name in the `Vocabulary+…` file of its family.
///
///     Vocabulary.modifier("frame")?.handler   // .layout
public struct VocabularyEntry: Sendable {
  public enum Kind: String, Sendable {
    case view
    case modifier
  }

  /// Which code handles it, which is also how far the lab models it.
  public enum Handler: Sendable, Equatable {
    /// A layout modifier: its own `ViewKind` (Builtins/Modifiers.swift).
    case layout
    /// A geometry effect (Builtins/EffectModifiers.swift).
    case effect
    /// A closure the lab runs: taps, appear, change (Builtins/ActionModifiers.swift).
    case action
    /// A preference key (Builtins/PreferenceModifiers.swift).
    case preference
    /// Accepted and recorded on the tree, with no effect on geometry (a `.drawing` node).
    case drawing
    /// A view built by `ViewBuiltins.construct`.
    case view
    /// A view that is a built-in type's value (`Text`, `Image`, `Color`: Builtins/BuiltinTypes).
    case value
    /// Not modelled yet: a modifier is left out of the tree with a warning, a view is an error
    /// that says so.
    case unsupported
  }

  public let name: String
  public let kind: Kind
  public let handler: Handler
  /// The argument labels, as the completion menu shows them: `(width:height:alignment:)`.
  public let signature: String
  /// One line: what it proposes, chooses or draws.
  public let summary: String
  /// Code that runs in the lab without an error or a warning.
  public let example: String
  /// More lines for `:help <name>`, when one line is not enough.
  public let details: String
  /// The argument labels its signature names, in every form it lists (`_` is an unlabeled
  /// argument); nil when the entry has no signature. A call with another label is an error.
  ///
  ///     // "(_:lineWidth:antialiased:) or (_:style:antialiased:)"  →  [nil, "lineWidth", "antialiased", "style"]
  public let argumentLabels: [String?]?

  public init(
    _ name: String, _ kind: Kind, _ handler: Handler, signature: String = "", summary: String,
    example: String, details: String = ""
  ) {
    self.name = name
    self.kind = kind
    self.handler = handler
    self.signature = signature
    self.summary = summary
    self.example = example
    self.details = details
    argumentLabels = Self.labels(of: signature)
  }

  public var isSupported: Bool { handler != .unsupported }

  private static func labels(of signature: String) -> [String?]? {
    guard signature.hasPrefix("(") else { return nil }
    var labels: [String?] = []
    // Forms are written "(a:) or (b:)" or side by side, "(a:) (b:)".
    let forms = signature.replacingOccurrences(of: ") (", with: ") or (").components(separatedBy: " or ")
    for form in forms {
      let inner = form.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      for part in inner.split(separator: ":") {
        let label: String? = part == "_" ? nil : String(part)
        if !labels.contains(label) { labels.append(label) }
      }
    }
    return labels
  }

  /// What Tab inserts: a modifier with its opening parenthesis.
  public var completion: String { kind == .modifier ? name + "(" : name }
}

/// The lab's SwiftUI vocabulary: every view and modifier, in the order `:help` lists them.
public enum Vocabulary {
  public static let entries: [VocabularyEntry] =
    layoutModifiers + effectModifiers + actionModifiers + preferenceModifiers
    + animationModifiers + drawingModifiers + views + unsupported

  private static let byKey: [String: VocabularyEntry] = {
    var table: [String: VocabularyEntry] = [:]
    for e in entries { table["\(e.kind.rawValue) \(e.name)"] = e }
    return table
  }()

  public static func modifier(_ name: String) -> VocabularyEntry? { byKey["modifier \(name)"] }
  public static func view(_ name: String) -> VocabularyEntry? { byKey["view \(name)"] }

  /// Every modifier name the interpreter recognises (supported or not).
  public static let modifierNames: [String] = entries.filter { $0.kind == .modifier }.map(\.name)

  /// The view types a view expression starts with, handled by `ViewBuiltins` (and the values
  /// `Text`, `Image`, `Color`), and those only named to say they are not supported yet.
  public static let viewNames: [String] = entries.filter { $0.kind == .view }.map(\.name)
}
