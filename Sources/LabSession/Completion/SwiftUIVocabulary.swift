import LabScript

/// The SwiftUI names Tab completion offers: the views and modifiers of the lab's vocabulary
/// (LabScript's `Vocabulary`, the one table the interpreter dispatches on), static members by
/// type, and the words view code starts with.
///
///     SwiftUIVocabulary.standard.members(of: "Color")   // ["red", "orange", …]
public struct SwiftUIVocabulary: Sendable {
  /// Types that start a view expression: `VStack`, `Color`, `Circle`, ….
  public var viewTypes: [String]
  /// Modifier names as inserted, with `(`: `frame(`.
  public var modifiers: [String]
  /// Static members as inserted (`degrees(` takes arguments, `red` does not), per type.
  public var staticMembers: [(type: String, members: [String])]
  /// Keywords and common identifiers of view code.
  public var keywords: [String]
  /// Attribute names completed after `@`.
  public var attributes: [String]

  public init(
    viewTypes: [String], modifiers: [String], staticMembers: [(type: String, members: [String])],
    keywords: [String], attributes: [String]
  ) {
    self.viewTypes = viewTypes
    self.modifiers = modifiers
    self.staticMembers = staticMembers
    self.keywords = keywords
    self.attributes = attributes
  }

  /// Static members of `type`, or nil when it has none listed.
  public func members(of type: String) -> [String]? {
    staticMembers.first(where: { $0.type == type })?.members
  }

  /// Every static member, for `.` in argument position (`frame(maxWidth: .inf` → `.infinity`).
  public var implicitMembers: [String] {
    var seen = Set<String>()
    return staticMembers.flatMap(\.members).filter { seen.insert($0).inserted }
  }

  /// Type names (views first) for completing an identifier.
  public var typeNames: [String] {
    viewTypes + staticMembers.map(\.type).filter { !viewTypes.contains($0) }
  }

  public static let standard = SwiftUIVocabulary(
    // Exactly the views and modifiers the interpreter accepts (LabScript's Vocabulary), so Tab
    // never offers a name the lab would then reject.
    viewTypes: LabScript.Vocabulary.entries.filter { $0.kind == .view && $0.isSupported }.map(\.name),
    modifiers: LabScript.Vocabulary.entries.filter { $0.kind == .modifier && $0.isSupported }
      .map(\.completion),
    staticMembers: [
      (
        "Color",
        [
          "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
          "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary",
        ]
      ),
      (
        "Alignment",
        [
          "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
          "bottomLeading", "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline",
        ]
      ),
      ("HorizontalAlignment", ["center", "leading", "trailing"]),
      ("VerticalAlignment", ["center", "top", "bottom", "firstTextBaseline", "lastTextBaseline"]),
      (
        "UnitPoint",
        [
          "center", "zero", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing",
          "bottomLeading", "bottomTrailing",
        ]
      ),
      ("Edge", ["top", "bottom", "leading", "trailing"]),
      ("Edge.Set", ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]),
      (
        "Animation",
        [
          "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth",
          "snappy", "interactiveSpring", "interpolatingSpring(", "timingCurve(", "linear(",
          "easeInOut(", "spring(",
        ]
      ),
      (
        "AnyTransition",
        [
          "identity", "opacity", "scale", "slide", "move(", "offset(", "push(", "asymmetric(",
          "scale(",
        ]
      ),
      ("Angle", ["zero", "degrees(", "radians("]),
      ("CoordinateSpace", ["global", "local", "named("]),
      ("ContentMode", ["fit", "fill"]),
      (
        "Font",
        [
          "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
          "caption", "caption2", "footnote", "system(",
        ]
      ),
      ("CGFloat", ["infinity", "zero"]),
      ("Double", ["infinity", "zero", "pi"]),
    ],
    keywords: [
      "struct", "var", "let", "some", "View", "body", "if", "else", "for", "in", "return",
      "true", "false", "nil", "self", "withAnimation", "Namespace", "State", "Binding",
    ],
    attributes: ["State", "Binding", "Namespace", "Environment", "ViewBuilder"]
  )
}
