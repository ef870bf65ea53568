/// The SwiftUI names Tab completion offers: view types, modifiers, static members by type, and the
/// words view code starts with. A static list for now; the script layer can replace it with the
/// names its interpreter actually supports (`session.vocabulary = …`).
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
    viewTypes: [
      "Text", "Image", "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule",
      "UnevenRoundedRectangle", "Path", "Spacer", "Divider", "EmptyView", "HStack", "VStack",
      "ZStack", "LazyHStack", "LazyVStack", "Grid", "GridRow", "ForEach", "Group",
      "GeometryReader", "ScrollView", "ViewThatFits", "AnyLayout", "HStackLayout",
      "VStackLayout", "ZStackLayout", "Button", "Toggle", "Label", "AnyView",
    ],
    modifiers: [
      "frame(", "padding(", "offset(", "position(", "background(", "overlay(", "border(",
      "foregroundStyle(", "foregroundColor(", "fill(", "stroke(", "strokeBorder(", "opacity(",
      "rotationEffect(", "rotation3DEffect(", "scaleEffect(", "transformEffect(",
      "projectionEffect(", "clipped(", "clipShape(", "cornerRadius(", "fixedSize(",
      "layoutPriority(", "aspectRatio(", "alignmentGuide(", "coordinateSpace(", "id(",
      "accessibilityIdentifier(", "animation(", "transition(", "onTapGesture(", "onAppear(",
      "geometryGroup(", "matchedGeometryEffect(", "anchorPreference(", "preference(",
      "transformPreference(", "onPreferenceChange(", "overlayPreferenceValue(",
      "backgroundPreferenceValue(", "onGeometryChange(", "ignoresSafeArea(", "zIndex(",
      "hidden(", "font(", "lineLimit(", "contentShape(", "compositingGroup(", "drawingGroup(",
      "mask(", "shadow(", "blur(", "modifier(", "ignoredByLayout(", "resizable(",
      "scaledToFit(", "scaledToFill(", "containerRelativeFrame(", "safeAreaInset(",
      "safeAreaPadding(",
    ],
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
