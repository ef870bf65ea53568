import Testing

@testable import LabSession

@Suite struct ModifierTopicsTests {
  static let required = [
    "frame", "padding", "overlay", "background", "offset", "position", "fixedSize", "aspectRatio",
    "layoutPriority", "alignmentGuide", "zIndex", "ignoresSafeArea", "font", "lineLimit", "id",
    "coordinateSpace", "rotationEffect", "scaleEffect", "transformEffect", "projectionEffect",
    "rotation3DEffect", "ignoredByLayout", "clipped", "hidden", "border", "Color", "Rectangle",
    "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Spacer", "Divider", "Text", "Image",
    "GeometryReader", "HStack", "VStack", "ZStack", "Grid", "GridRow", "ViewThatFits",
    "ScrollView", "ForEach", "Group", "EmptyView",
  ]

  @Test func everyRequiredNameHasOneTopicWithASummaryAndAnExample() {
    let topics = ModifierTopics.all
    for name in Self.required {
      let matching = topics.filter { $0.name == name }
      #expect(matching.count == 1, "\(name)")
      #expect(matching.allSatisfy { !$0.summary.isEmpty && !$0.example.isEmpty }, "\(name)")
    }
    #expect(Set(topics.map(\.name)).count == topics.count)
  }

  @Test func helpFrameShowsBothFormsOfFrame() {
    let out = Lab.makeSession().handle(":help frame")
    #expect(out.status == .ok)
    #expect(out.text.hasPrefix("frame\nProposes a fixed size to its child"))
    #expect(out.text.contains("Flexible, .frame(minWidth:"))
    #expect(out.text.contains("  Color.red.frame(width: 100, height: 50)"))
    #expect(out.text.contains("maxWidth: .infinity"))
  }

  @Test func unknownTopicsGetADidYouMean() {
    let out = Lab.makeSession().handle(":help pading")
    #expect(out.status == .error)
    #expect(out.text.contains("did you mean 'padding'"))
  }

  @Test func theOverviewListsModifiersAndViews() {
    let out = Lab.makeSession().handle(":help").text
    #expect(out.contains("Modifiers\n  frame  padding"))
    #expect(out.contains("Views\n  Color"))
  }
}
