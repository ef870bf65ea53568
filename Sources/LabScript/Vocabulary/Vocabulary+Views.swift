extension Vocabulary {
  /// The views a view expression is built from (Builtins/ViewBuiltins.swift, and the values
  /// `Text`, `Image`, `Color` in Builtins/BuiltinTypes.swift; docs/semantics.md §1.2, §2).
  static let views: [VocabularyEntry] = [
    VocabularyEntry(
      "Color", .view, .value, signature: ".red or (red:green:blue:opacity:)",
      summary: "A fill that takes the whole proposal (10 points on an axis proposed nil).",
      example: "Color.red.frame(width: 100, height: 50)"),
    VocabularyEntry(
      "Text", .view, .value, signature: "(_:) or (_:format:) or (_:style:)",
      summary: "Measures its string in the current font: one line ideally, wrapping to a narrower width; a number with format:, a date with style: .date or .time.",
      example: "Text(\"Hello, geometry\").frame(width: 60)"),
    VocabularyEntry(
      "Image", .view, .value, signature: "(systemName:) or (_:)",
      summary: "Fixed size without .resizable() (no assets here: symbols 20×20, named images 100×100).",
      example: "Image(systemName: \"star\").resizable().frame(width: 40, height: 40)"),
    VocabularyEntry(
      "LinearGradient", .view, .value, signature: "(colors:startPoint:endPoint:) or (gradient:startPoint:endPoint:)",
      summary: "A gradient along a line; as a view it fills the whole proposal, like a Color.",
      example: "LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).frame(width: 100, height: 60)"),
    VocabularyEntry(
      "RadialGradient", .view, .value, signature: "(colors:center:startRadius:endRadius:)",
      summary: "A gradient out from a centre; as a view it fills the whole proposal, like a Color.",
      example: "RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50).frame(width: 100, height: 100)"),
    VocabularyEntry(
      "AngularGradient", .view, .value, signature: "(colors:center:)",
      summary: "A gradient around a centre; as a view it fills the whole proposal, like a Color.",
      example: "AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 80, height: 80)"),
    VocabularyEntry(
      "EllipticalGradient", .view, .value, signature: "(colors:center:)",
      summary: "A radial gradient stretched to the view's shape; as a view it fills the whole proposal.",
      example: "EllipticalGradient(colors: [.white, .gray]).frame(width: 120, height: 60)"),
    VocabularyEntry(
      "HStackLayout", .view, .value, signature: "(alignment:spacing:)",
      summary: "HStack's algorithm as a layout value: call it with a view builder, or wrap it in AnyLayout.",
      example: "HStackLayout(spacing: 4) { Color.red; Color.blue }.frame(width: 100, height: 20)"),
    VocabularyEntry(
      "VStackLayout", .view, .value, signature: "(alignment:spacing:)",
      summary: "VStack's algorithm as a layout value.",
      example: "VStackLayout(alignment: .leading) { Text(\"A\"); Text(\"Longer\") }"),
    VocabularyEntry(
      "ZStackLayout", .view, .value, signature: "(alignment:)",
      summary: "ZStack's algorithm as a layout value.",
      example: "ZStackLayout(alignment: .topLeading) { Color.red.frame(width: 40, height: 40); Text(\"A\") }"),
    VocabularyEntry(
      "GridLayout", .view, .value, signature: "(alignment:horizontalSpacing:verticalSpacing:)",
      summary: "Grid's algorithm as a layout value; its rows are GridRows.",
      example: "GridLayout { GridRow { Text(\"A\"); Text(\"B\") } }"),
    VocabularyEntry(
      "AnyLayout", .view, .value, signature: "(_:)",
      summary: "Any layout, its type erased: switching the layout it holds keeps the views and animates them.",
      example: "AnyLayout(VStackLayout(spacing: 2)) { Text(\"A\"); Text(\"B\") }",
      details: "A type of your own that conforms to `Layout` is a container too: its "
        + "`sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)` "
        + "run in layout, and `:explain` lists what they asked of each subview (docs/semantics.md §9)."),
    VocabularyEntry(
      "Rectangle", .view, .view, signature: "()",
      summary: "A shape that takes the whole proposal (10 points on an axis proposed nil).",
      example: "Rectangle().frame(width: 100, height: 50)"),
    VocabularyEntry(
      "RoundedRectangle", .view, .view, signature: "(cornerRadius:style:)",
      summary: "A rectangle with rounded corners; takes the whole proposal, like every shape.",
      example: "RoundedRectangle(cornerRadius: 8).frame(width: 100, height: 50)"),
    VocabularyEntry(
      "Circle", .view, .view, signature: "()",
      summary: "Takes the largest square in the proposal and draws the circle centred in it.",
      example: "Circle().frame(width: 100, height: 50)"),
    VocabularyEntry(
      "Ellipse", .view, .view, signature: "()",
      summary: "Takes the whole proposal and draws the ellipse that fills it.",
      example: "Ellipse().frame(width: 100, height: 50)"),
    VocabularyEntry(
      "Capsule", .view, .view, signature: "(style:)",
      summary: "Takes the whole proposal and draws a rectangle with fully rounded ends.",
      example: "Capsule().frame(width: 100, height: 30)"),
    VocabularyEntry(
      "Path", .view, .view, signature: "{ path in … } or (_:)",
      summary: "A shape drawn from lines and curves; takes the whole proposal.",
      example: "Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 40, y: 40)) }.stroke(.red).frame(width: 40, height: 40)"),
    VocabularyEntry(
      "Spacer", .view, .view, signature: "(minLength:)",
      summary: "Grows along its stack's axis to take the free space, at least minLength; none across.",
      example: "HStack { Text(\"A\"); Spacer(); Text(\"B\") }"),
    VocabularyEntry(
      "Divider", .view, .view, signature: "()",
      summary: "A one-pixel line across its stack's axis that fills the other axis.",
      example: "VStack { Text(\"A\"); Divider(); Text(\"B\") }"),
    VocabularyEntry(
      "GeometryReader", .view, .view, signature: "{ proxy in … }",
      summary: "Takes the whole proposal; its content gets a proxy with that size and its frames.",
      example: "GeometryReader { proxy in Text(\"\\(proxy.size.width)\") }.frame(width: 120, height: 40)"),
    VocabularyEntry(
      "HStack", .view, .view, signature: "(alignment:spacing:content:)",
      summary: "A row: sizes the least flexible children first, then shares what is left; spacing between.",
      example: "HStack(alignment: .top, spacing: 4) { Color.red.frame(width: 20, height: 40); Text(\"A\") }"),
    VocabularyEntry(
      "VStack", .view, .view, signature: "(alignment:spacing:content:)",
      summary: "A column: sizes the least flexible children first, then shares what is left.",
      example: "VStack(alignment: .leading) { Text(\"Title\"); Text(\"Subtitle\") }"),
    VocabularyEntry(
      "ZStack", .view, .view, signature: "(alignment:content:)",
      summary: "Layers its children, each proposed the whole space and aligned; as big as their union.",
      example: "ZStack(alignment: .topLeading) { Color.red.frame(width: 80, height: 80); Text(\"A\") }"),
    VocabularyEntry(
      "LazyHStack", .view, .view, signature: "(alignment:spacing:pinnedViews:content:)",
      summary: "A row built on demand: as tall as proposed, each child its ideal width (nothing shared out).",
      example: "LazyHStack { Text(\"A\"); Text(\"B\") }"),
    VocabularyEntry(
      "LazyVStack", .view, .view, signature: "(alignment:spacing:pinnedViews:content:)",
      summary: "A column built on demand: as wide as proposed, each child its ideal height (nothing shared out).",
      example: "LazyVStack { Text(\"A\"); Text(\"B\") }"),
    VocabularyEntry(
      "Toggle", .view, .view, signature: "(_:isOn:) (isOn:label:)",
      summary: "A row as wide as it is offered: the label leading, a 51 × 31 switch trailing. :tap flips its binding.",
      example: "Toggle(\"Wi-Fi\", isOn: .constant(true))"),
    VocabularyEntry(
      "UnevenRoundedRectangle", .view, .view,
      signature: "(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:…)",
      summary: "A rectangle whose corners each have their own radius; takes the whole proposal.",
      example: "UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).frame(width: 80, height: 40)"),
    VocabularyEntry(
      "List", .view, .view, signature: "(_:id:selection:rowContent:) (selection:content:)",
      summary: "A scrolling column of sections; each row at least 44 high with its content inside 11-point insets, on inset cards by default.",
      example: "List { Text(\"Inbox\"); Text(\"Sent\") }",
      details: """
        Takes the space it is offered. Rows outside a Section form sections of their own. In the
        default .insetGrouped style each section is a card inset 16 points from the edges (20 on
        phones 414 points wide and more), its rows' content 20 points in from the card; 35
        points separate sections. See docs/semantics.md §2.10 for the sources and their margins.
        """),
    VocabularyEntry(
      "Form", .view, .view, signature: "(content:)",
      summary: "A List in the inset-grouped style, whatever .listStyle says: rows of controls on cards.",
      example: "Form { Toggle(\"Wi-Fi\", isOn: .constant(true)) }"),
    VocabularyEntry(
      "Section", .view, .view, signature: "(_:content:) (content:header:footer:) (header:footer:content:)",
      summary: "In a List or Form: a header (footnote, upper case), rows and a footer. Elsewhere its parts join the parent.",
      example: "List { Section(\"Account\") { Text(\"Name\") } footer: { Text(\"Shown to friends\") } }"),
    VocabularyEntry(
      "Label", .view, .view, signature: "(_:systemImage:) (_:image:) (title:icon:)",
      summary: "Its icon then its title in an HStack; .labelStyle(.iconOnly/.titleOnly) keeps one.",
      example: "Label(\"Inbox\", systemImage: \"tray\")"),
    VocabularyEntry(
      "LabeledContent", .view, .view, signature: "(_:value:) (_:content:) (content:label:)",
      summary: "The label leading and the value or content trailing, a Spacer between (a Form row).",
      example: "LabeledContent(\"Version\", value: \"1.2\")"),
    VocabularyEntry(
      "Link", .view, .view, signature: "(_:destination:) (destination:label:)",
      summary: "A Button with the same label; :tap says which URL it would open.",
      example: "Link(\"Apple\", destination: URL(string: \"https://www.apple.com\")!)"),
    VocabularyEntry(
      "VideoPlayer", .view, .view, signature: "(player:)",
      summary: "AVKit's player: as wide and high as offered (0 where offered nothing); the video is not drawn.",
      example: "VideoPlayer(player: AVPlayer()).frame(height: 200)"),
    VocabularyEntry(
      "ProgressView", .view, .view, signature: "(_:) (value:total:) (_:value:total:)",
      summary: "A 20 × 20 spinner, or with value: a 4-point bar as wide as offered; a label goes with it.",
      example: "ProgressView(value: 0.3)"),
    VocabularyEntry(
      "TextField", .view, .view, signature: "(_:text:prompt:)",
      summary: "One line of text (the placeholder while empty) as wide as offered. :set <view> \"text\" types into it.",
      example: "TextField(\"Name\", text: .constant(\"\"))"),
    VocabularyEntry(
      "TextEditor", .view, .view, signature: "(text:)",
      summary: "Scrolling text that takes the whole proposal, from its top-leading corner. :set <view> text types into it.",
      example: "TextEditor(text: .constant(\"Notes\")).frame(height: 100)"),
    VocabularyEntry(
      "SecureField", .view, .view, signature: "(_:text:prompt:)",
      summary: "A TextField whose text is drawn as dots.",
      example: "SecureField(\"Password\", text: .constant(\"\"))"),
    VocabularyEntry(
      "Menu", .view, .view, signature: "(_:content:) (_:systemImage:content:) (content:label:)",
      summary: "Laid out as its label; its items are not shown. :set <view> <item title> runs that item's action.",
      example: "Menu(\"Sort\") { Button(\"Name\") { }; Button(\"Date\") { } }"),
    VocabularyEntry(
      "Stepper", .view, .view, signature: "(_:value:in:step:) (_:onIncrement:onDecrement:)",
      summary: "A row: the label leading, a 94 × 32 − | + control trailing; :tap on a half steps it.",
      example: "Stepper(\"Count\", value: .constant(1), in: 0...9)"),
    VocabularyEntry(
      "Slider", .view, .view, signature: "(value:in:step:minimumValueLabel:maximumValueLabel:)",
      summary: "A track as wide as offered, 34 high, value labels at its ends. :set <view> 0.3 moves it.",
      example: "Slider(value: .constant(0.5), in: 0...1)"),
    VocabularyEntry(
      "Picker", .view, .view, signature: "(_:selection:content:)",
      summary: "The selected option and a chevron (a row with its title in a Form); .segmented: equal segments, 32 high.",
      example: "Picker(\"Size\", selection: .constant(1)) { Text(\"S\").tag(0); Text(\"L\").tag(1) }.pickerStyle(.segmented)"),
    VocabularyEntry(
      "TabView", .view, .view, signature: "(selection:content:)",
      summary: "The selected page above a 49-point tab bar (none with .tabViewStyle(.page)); :set <view> <tag or title> picks a page.",
      example: "TabView { Text(\"Home\").tabItem { Label(\"Home\", systemImage: \"house\") } }"),
    VocabularyEntry(
      "Tab", .view, .view, signature: "(_:systemImage:value:content:)",
      summary: "A page of a TabView (iOS 18) with its title and selection value.",
      example: "TabView { Tab(\"Home\", systemImage: \"house\") { Text(\"Home\") } }"),
    VocabularyEntry(
      "PhaseAnimator", .view, .view, signature: "(_:trigger:content:animation:)",
      summary: "Its content, built from the current phase; the phases follow one another on the clock as .phaseAnimator's do.",
      example: "PhaseAnimator([1.0, 1.5]) { scale in Circle().frame(width: 40, height: 40).scaleEffect(scale) }"),
    VocabularyEntry(
      "KeyframeAnimator", .view, .view, signature: "(initialValue:repeating:content:keyframes:) or (initialValue:trigger:content:keyframes:)",
      summary: "Its content, built from a value that keyframe tracks drive on the clock, as .keyframeAnimator's is.",
      example: "KeyframeAnimator(initialValue: 0.0) { y in Circle().frame(width: 40, height: 40).offset(y: y) } keyframes: { _ in KeyframeTrack { LinearKeyframe(-30, duration: 0.4); LinearKeyframe(0, duration: 0.6) } }"),
    VocabularyEntry(
      "ScrollViewReader", .view, .view, signature: "(content:)",
      summary: "Its content, with a proxy whose scrollTo(_:anchor:) scrolls the ScrollView or List holding a view with that id, in an update (animated inside withAnimation).",
      example: "ScrollViewReader { proxy in ScrollView { ForEach(0..<20) { i in Text(\"Row \\(i)\").id(i) } }.onAppear { proxy.scrollTo(19) } }"),
    VocabularyEntry(
      "DatePicker", .view, .view, signature: "(_:selection:in:displayedComponents:)",
      summary: "In the compact style (the default): the label leading, then a pill for the date and one for the time (34.33 high), as a US-English phone in UTC writes them; .wheel and .graphical are UIKit's wheels and calendar.",
      example: "DatePicker(\"Due\", selection: .constant(Date()))"),
    VocabularyEntry(
      "ColorPicker", .view, .view, signature: "(_:selection:supportsOpacity:)",
      summary: "A row as wide as offered: the label leading, a 28 × 28 colour well trailing, drawn in the selected colour.",
      example: "ColorPicker(\"Tint\", selection: .constant(Color.blue))"),
    VocabularyEntry(
      "AsyncImage", .view, .view, signature: "(url:scale:) or (url:scale:content:placeholder:) or (url:scale:transaction:content:)",
      summary: "An image loaded from a URL; the lab loads none, so it shows its placeholder (or the phase .empty), with a note.",
      example: "AsyncImage(url: URL(string: \"https://example.com/a.png\")).frame(width: 100, height: 80)"),
    VocabularyEntry(
      "TimelineView", .view, .view, signature: "(_:content:)",
      summary: "Its content, built with the schedule's date; each date (.periodic, .everyMinute, .animation) is an update on the clock.",
      example: "TimelineView(.periodic(from: .now, by: 1)) { context in Text(\"\\(context.date)\") }"),
    VocabularyEntry(
      "Map", .view, .view, signature: "(position:bounds:interactionModes:scope:content:) (coordinateRegion:…)",
      summary: "MapKit's map: takes the whole proposal, like a Rectangle; its markers and annotations are not laid out (a warning says so).",
      example: "Map().frame(height: 200)"),
    VocabularyEntry(
      "Canvas", .view, .view, signature: "(opaque:colorMode:rendersAsynchronously:renderer:)",
      summary: "Takes the whole proposal, like a Rectangle; its drawing closure is not run (pictures show a placeholder).",
      example: "Canvas { context, size in }.frame(width: 100, height: 100)"),
    VocabularyEntry(
      "NavigationStack", .view, .view, signature: "(path:root:)",
      summary: "Lays its content out below a navigation bar: 96 points with a large title (the default), 44 inline, none when hidden. Pushing destinations is not simulated yet.",
      example: "NavigationStack { Text(\"Hi\").navigationTitle(\"Home\") }"),
    VocabularyEntry(
      "NavigationView", .view, .view, signature: "(content:)",
      summary: "The older NavigationStack: its content below a navigation bar, as NavigationStack lays it out.",
      example: "NavigationView { Text(\"Hi\").navigationTitle(\"Home\") }"),
    VocabularyEntry(
      "ShareLink", .view, .view, signature: "(item:subject:message:) (_:item:) (item:label:)",
      summary: "A button labelled with the share symbol and Share (or its title), laid out as that Label; a tap would present the share sheet, which the lab does not show.",
      example: "ShareLink(item: URL(string: \"https://example.com\")!)"),
    VocabularyEntry(
      "PhotosPicker", .view, .view, signature: "(_:selection:matching:) (selection:maxSelectionCount:matching:label:)",
      summary: "A button laid out as its label (the title's Text, or the label closure); a tap would present the photo library, which the lab does not have: nothing is picked.",
      example: "PhotosPicker(\"Choose a photo\", selection: .constant(nil), matching: .images)"),
    VocabularyEntry(
      "NavigationSplitView", .view, .view, signature: "(columnVisibility:preferredCompactColumn:sidebar:content:detail:)",
      summary: "On an iPhone (a compact-width window) collapsed into one stack with the sidebar on top, laid out as NavigationStack lays out the sidebar.",
      example: "NavigationSplitView { List { Text(\"Inbox\") }.navigationTitle(\"Mail\") } detail: { Text(\"Pick one\") }"),
    VocabularyEntry(
      "NavigationLink", .view, .view, signature: "(_:destination:) (destination:label:) (value:label:)",
      summary: "Laid out as its label (a Text for a title). Following the link is not simulated yet.",
      example: "NavigationStack { NavigationLink(\"Details\") { Text(\"More\") } }"),
    VocabularyEntry(
      "LazyVGrid", .view, .view, signature: "(columns:alignment:spacing:pinnedViews:content:)",
      summary: "Columns sized from the width alone (fixed, flexible, adaptive GridItems); the children fill them row by row, each row as tall as its tallest.",
      example: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { ForEach(0..<5) { _ in Color.blue.frame(height: 40) } }"),
    VocabularyEntry(
      "LazyHGrid", .view, .view, signature: "(rows:alignment:spacing:pinnedViews:content:)",
      summary: "Rows sized from the height alone (fixed, flexible, adaptive GridItems); the children fill them column by column.",
      example: "LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { ForEach(0..<4) { _ in Color.blue.frame(width: 40) } }"),
    VocabularyEntry(
      "Grid", .view, .view, signature: "(alignment:horizontalSpacing:verticalSpacing:content:)",
      summary: "Rows of cells; each column is as wide as its widest cell, each row as tall as its tallest.",
      example: "Grid {\n  GridRow { Text(\"A\"); Text(\"Long B\") }\n  GridRow { Text(\"Long C\"); Text(\"D\") }\n}"),
    VocabularyEntry(
      "GridRow", .view, .view, signature: "(alignment:content:)",
      summary: "One row of a Grid: each child is the cell in the next column.",
      example: "Grid { GridRow { Color.red.frame(width: 20, height: 20); Text(\"B\") } }"),
    VocabularyEntry(
      "ViewThatFits", .view, .view, signature: "(in:content:)",
      summary: "Shows the first child whose ideal size fits the proposal, or the last if none fits.",
      example: "ViewThatFits { Text(\"A long, long title\"); Text(\"Short\") }.frame(width: 60)"),
    VocabularyEntry(
      "ScrollView", .view, .view, signature: "(_:content:)",
      summary: "Takes the whole proposal; proposes nil along its axis, so content takes its ideal length.",
      example: "ScrollView(.vertical) { VStack { Text(\"A\"); Text(\"B\") } }"),
    VocabularyEntry(
      "ForEach", .view, .view, signature: "(_:id:content:)",
      summary: "One view per element; the views join the enclosing container as its children.",
      example: "HStack { ForEach(0..<3) { i in Text(\"\\(i)\") } }"),
    VocabularyEntry(
      "Group", .view, .view, signature: "{ … }",
      summary: "No layout of its own: its children join the enclosing container; modifiers apply to each.",
      example: "VStack { Group { Text(\"A\"); Text(\"B\") }.font(.title) }"),
    VocabularyEntry(
      "EmptyView", .view, .view, signature: "()",
      summary: "Nothing at all: no size, and stacks leave no spacing for it.",
      example: "HStack { Text(\"A\"); EmptyView(); Text(\"B\") }"),
    VocabularyEntry(
      "AnyView", .view, .view, signature: "(_:)",
      summary: "Wraps any view; no layout of its own.",
      example: "AnyView(Text(\"A\"))"),
    VocabularyEntry(
      "Button", .view, .view, signature: "(_:action:) (_:systemImage:action:) (action:label:)",
      summary: "Its label, sized as the label is (default style); :tap runs its action.",
      example: "Button(\"Tap me\") { print(\"tapped\") }"),
    VocabularyEntry(
      "EditButton", .view, .view, signature: "()",
      summary: "A button titled Edit, or Done in bold while the edit mode in the environment (\\.editMode) is active; :tap toggles the mode with the default animation.",
      example: "EditButton()"),
  ]

  /// Names the lab knows but does not model yet: a modifier is left out of the tree with a
  /// warning, a view stops the input with an error that says so — never silently.
  static let unsupported: [VocabularyEntry] =
    [
      "headerProminence",
      "dynamicTypeSize", "layoutDirectionBehavior", "flipsForRightToLeftLayoutDirection",
      "textScale",
    ].map {
      VocabularyEntry(
        $0, .modifier, .unsupported, summary: "Not supported yet: left out of the view tree, with a warning.",
        example: "")
    }
    + [
      "ContainerRelativeShape",
      "Gauge", "ControlGroup", "DisclosureGroup", "GroupBox",
      "OutlineGroup", "PasteButton", "ContentUnavailableView", "MultiDatePicker",
    ].map {
      VocabularyEntry(
        $0, .view, .unsupported, summary: "Not supported yet: using it is an error that says so.",
        example: "")
    }
}
