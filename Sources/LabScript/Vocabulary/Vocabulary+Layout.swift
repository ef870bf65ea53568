extension Vocabulary {
  /// Modifiers that take part in layout: each becomes its own `ViewKind`
  /// (Builtins/Modifiers.swift; docs/semantics.md §3).
  static let layoutModifiers: [VocabularyEntry] = [
    VocabularyEntry(
      "frame", .modifier, .layout,
      signature: "(width:height:alignment:) or (minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
      summary: "Proposes a fixed size to its child, or clamps the proposal between a minimum and maximum.",
      example: """
        Color.red.frame(width: 100, height: 50)
        Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
        """,
      details: """
        Fixed, .frame(width:height:alignment:): proposes the given width and height to its child
          and takes them as its own size; the child is aligned inside.
        Flexible, .frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:):
          clamps the proposal to min…max, lets the child choose, then takes the child's size
          clamped the same way; maxWidth: .infinity fills the proposal.
        """),
    VocabularyEntry(
      "padding", .modifier, .layout, signature: "(_:_:)",
      summary: "Proposes its child the space less the insets (16 by default) and adds them back.",
      example: "Text(\"Hi\").padding(.horizontal, 8)"),
    VocabularyEntry(
      "overlay", .modifier, .layout, signature: "(alignment:content:)",
      summary: "Draws a view in front, proposed the primary's size and aligned on it; size unchanged.",
      example: "Color.blue.frame(width: 100, height: 50).overlay(alignment: .topLeading) { Text(\"A\") }"),
    VocabularyEntry(
      "background", .modifier, .layout, signature: "(alignment:content:)",
      summary: "Draws a view behind, proposed the primary's size and aligned on it; size unchanged.",
      example: "Text(\"Hi\").padding().background(Color.yellow)"),
    VocabularyEntry(
      "offset", .modifier, .layout, signature: "(x:y:)",
      summary: "Moves the view where it is drawn (and its global frame) without changing layout.",
      example: "Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)",
      details: "On a shape itself (`Rectangle().offset(x: 5)`) it is the Shape method: the path moves "
        + "inside the shape's frame, which stays where layout put it (docs/semantics.md §14.3)."),
    VocabularyEntry(
      "rotation", .modifier, .layout, signature: "(_:anchor:)",
      summary: "A shape's path turned about an anchor of its frame; the frame does not move (a Shape method).",
      example: "Rectangle().rotation(.degrees(45)).fill(.orange).frame(width: 40, height: 40)"),
    VocabularyEntry(
      "scale", .modifier, .layout, signature: "(_:anchor:) or (x:y:anchor:)",
      summary: "A shape's path scaled about an anchor of its frame; the frame does not change (a Shape method).",
      example: "Circle().scale(0.5).fill(.blue).frame(width: 40, height: 40)"),
    VocabularyEntry(
      "position", .modifier, .layout, signature: "(x:y:)",
      summary: "Takes the whole proposal and centres its child at a point in that space.",
      example: "Circle().frame(width: 20, height: 20).position(x: 50, y: 50)"),
    VocabularyEntry(
      "fixedSize", .modifier, .layout, signature: "(horizontal:vertical:)",
      summary: "Proposes nil on the given axes (both by default), so the child takes its ideal size.",
      example: "Text(\"A long title\").fixedSize().frame(width: 40)"),
    VocabularyEntry(
      "aspectRatio", .modifier, .layout, signature: "(_:contentMode:)",
      summary: "Proposes the largest (.fit) or smallest (.fill) size of the ratio around the proposal.",
      example: "Color.red.aspectRatio(2, contentMode: .fit)"),
    VocabularyEntry(
      "scaledToFit", .modifier, .layout, signature: "()",
      summary: "aspectRatio(contentMode: .fit) with the child's own ratio.",
      example: "Image(systemName: \"star\").resizable().scaledToFit().frame(width: 100, height: 40)"),
    VocabularyEntry(
      "scaledToFill", .modifier, .layout, signature: "()",
      summary: "aspectRatio(contentMode: .fill) with the child's own ratio.",
      example: "Image(systemName: \"star\").resizable().scaledToFill().frame(width: 100, height: 40)"),
    VocabularyEntry(
      "layoutPriority", .modifier, .layout, signature: "(_:)",
      summary: "Stacks size higher-priority children first, giving them the space they ask for.",
      example: "HStack { Text(\"Keep me whole\").layoutPriority(1); Text(\"May be cut short\") }"),
    VocabularyEntry(
      "alignmentGuide", .modifier, .layout, signature: "(_:computeValue:)",
      summary: "Moves where the view's guide for one alignment lies, shifting it in its stack or frame.",
      example: "VStack(alignment: .leading) {\n  Text(\"A\"); Text(\"B\").alignmentGuide(.leading) { $0.width }\n}"),
    VocabularyEntry(
      "layoutValue", .modifier, .layout, signature: "(key:value:)",
      summary: "A value a custom Layout reads from this subview (`subviews[i][Key.self]`); no layout effect.",
      example: "struct Rank: LayoutValueKey { static let defaultValue = 0 }\nText(\"A\").layoutValue(key: Rank.self, value: 2)"),
    VocabularyEntry(
      "zIndex", .modifier, .layout, signature: "(_:)",
      summary: "Orders overlapping siblings when drawing (higher in front); layout is unchanged.",
      example: "ZStack { Color.red.zIndex(1); Color.blue }"),
    VocabularyEntry(
      "ignoresSafeArea", .modifier, .layout, signature: "(_:edges:)",
      summary: "Lets the view grow into the safe-area insets on the given edges (all by default).",
      example: "Color.blue.ignoresSafeArea()"),
    VocabularyEntry(
      "edgesIgnoringSafeArea", .modifier, .layout, signature: "(_:)",
      summary: "The older spelling of ignoresSafeArea(edges:).",
      example: "Color.blue.edgesIgnoringSafeArea(.all)"),
    VocabularyEntry(
      "font", .modifier, .layout, signature: "(_:)",
      summary: "Sets the font of Text inside it, which changes how big the text measures.",
      example: "Text(\"Title\").font(.largeTitle)"),
    VocabularyEntry(
      "bold", .modifier, .layout, signature: "()",
      summary: "Makes Text bold, which makes it measure wider.",
      example: "Text(\"Bold\").bold()"),
    VocabularyEntry(
      "italic", .modifier, .layout, signature: "()",
      summary: "Makes Text italic (measured like the upright face).",
      example: "Text(\"Slanted\").italic()"),
    VocabularyEntry(
      "fontWeight", .modifier, .layout, signature: "(_:)",
      summary: "Sets the weight of Text inside it; heavier text measures wider.",
      example: "Text(\"Heavy\").fontWeight(.heavy)"),
    VocabularyEntry(
      "lineLimit", .modifier, .layout, signature: "(_:)",
      summary: "Caps the number of lines Text wraps to; beyond it the text is truncated.",
      example: "Text(\"A sentence that would wrap\").lineLimit(1).frame(width: 80)"),
    VocabularyEntry(
      "minimumScaleFactor", .modifier, .layout, signature: "(_:)",
      summary: "Lets Text that would be truncated shrink its font, down to this fraction of its size, until it fits.",
      example: "Text(\"A sentence that would wrap\").lineLimit(1).minimumScaleFactor(0.5).frame(width: 120)"),
    VocabularyEntry(
      "kerning", .modifier, .layout, signature: "(_:)",
      summary: "Adds this many points after each character of Text, the last one included.",
      example: "Text(\"ABCDEF\").kerning(3)"),
    VocabularyEntry(
      "tracking", .modifier, .layout, signature: "(_:)",
      summary: "Adds this many points after each character of Text, as kerning does (tracking wins when both are set).",
      example: "Text(\"SOLD OUT\").tracking(3)"),
    VocabularyEntry(
      "lineSpacing", .modifier, .layout, signature: "(_:)",
      summary: "Puts this many points between one line of wrapped Text and the next.",
      example: "Text(\"A sentence that would wrap\").lineSpacing(10).frame(width: 100)"),
    VocabularyEntry(
      "resizable", .modifier, .layout, signature: "()",
      summary: "Lets an Image take the size proposed to it instead of its own.",
      example: "Image(systemName: \"star\").resizable().frame(width: 40, height: 40)"),
    VocabularyEntry(
      "id", .modifier, .layout, signature: "(_:)",
      summary: "Gives the view an identity; geolab names the view after it (#card) in :tree and :frames.",
      example: "Color.red.frame(width: 40, height: 40).id(\"card\")"),
    VocabularyEntry(
      "accessibilityIdentifier", .modifier, .layout, signature: "(_:)",
      summary: "Names the view for the lab like .id does (#name), without changing its identity.",
      example: "Color.red.frame(width: 40, height: 40).accessibilityIdentifier(\"card\")"),
    VocabularyEntry(
      "coordinateSpace", .modifier, .layout, signature: "(name:) or (_:)",
      summary: "Names this view's space, so a GeometryProxy's frame(in: .named(…)) measures from it.",
      example: "VStack { Color.red }.coordinateSpace(name: \"card\")"),
    VocabularyEntry(
      "gridCellColumns", .modifier, .layout, signature: "(_:)",
      summary: "Makes a Grid cell span several columns.",
      example: "Grid { GridRow { Text(\"A\"); Text(\"B\") }; GridRow { Text(\"Wide\").gridCellColumns(2) } }"),
    VocabularyEntry(
      "gridColumnAlignment", .modifier, .layout, signature: "(_:)",
      summary: "Sets the horizontal alignment of every cell in this cell's Grid column.",
      example: "Grid { GridRow { Text(\"A\").gridColumnAlignment(.trailing) }; GridRow { Text(\"Longer\") } }"),
    VocabularyEntry(
      "gridCellUnsizedAxes", .modifier, .layout, signature: "(_:)",
      summary: "Keeps a flexible Grid cell from growing to the grid's size on the given axes.",
      example: "Grid { GridRow { Text(\"A\"); Text(\"B\") }; GridRow { Color.red.gridCellUnsizedAxes(.horizontal) } }"),
    VocabularyEntry(
      "contentMargins", .modifier, .layout, signature: "(_:_:for:)",
      summary: "Insets a ScrollView's content (and scroll indicators) by margins inside the scroll view.",
      example: "ScrollView { Text(\"A\") }.contentMargins(20)"),
    VocabularyEntry(
      "modifier", .modifier, .layout, signature: "(_:)",
      summary: "Applies a ViewModifier (its body(content:)) or a GeometryEffect value to the view.",
      example: "Text(\"Hi\").modifier(_OffsetEffect(offset: CGSize(width: 10, height: 0)))"),
    VocabularyEntry(
      "ignoredByLayout", .modifier, .layout, signature: "()",
      summary: "Makes a geometry effect drawing-only: frames measured inside it (GeometryReader) skip it.",
      example: "Text(\"Hi\").modifier(_OffsetEffect(offset: CGSize(width: 10, height: 0)).ignoredByLayout())"),
    VocabularyEntry(
      "containerRelativeFrame", .modifier, .layout, signature: "(_:count:span:spacing:alignment:) (_:alignment:_:)",
      summary: "A fixed frame on the given axes sized from the nearest container (ScrollView, List, stack, window).",
      example: "ScrollView(.horizontal) { HStack { Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 8) } }"),
    VocabularyEntry(
      "visualEffect", .modifier, .layout, signature: "(_:)",
      summary: "Applies effects that do not change layout (offset, scale, rotation, opacity, blur) computed from the view's own geometry, which its proxy reads once layout has settled.",
      example: "Color.red.frame(width: 50, height: 50).visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minY / 10) }"),
    VocabularyEntry(
      "safeAreaPadding", .modifier, .layout, signature: "(_:_:) or (_:)",
      summary: "Adds insets to the view's safe area: a ScrollView's content is inset by them (and still scrolls to the edges); other content is laid out inside them, as with padding.",
      example: "ScrollView(.horizontal) { HStack { Color.red.frame(width: 300, height: 50) } }.safeAreaPadding(.horizontal, 20)"),
    VocabularyEntry(
      "safeAreaInset", .modifier, .layout, signature: "(edge:alignment:spacing:content:)",
      summary: "Puts its content against an edge and proposes the view what is left; as long as both and the spacing.",
      example: "Color.blue.safeAreaInset(edge: .bottom) { Text(\"Bar\") }"),
    VocabularyEntry(
      "sheet", .modifier, .layout, signature: "(isPresented:onDismiss:content:) (item:onDismiss:content:)",
      summary: "While presented, its content is laid out in a sheet 8 % down the window (a detent sets another height).",
      example: "Text(\"Home\").sheet(isPresented: .constant(true)) { Text(\"Details\") }"),
    VocabularyEntry(
      "fullScreenCover", .modifier, .layout, signature: "(isPresented:onDismiss:content:) (item:onDismiss:content:)",
      summary: "While presented, its content is laid out over the whole screen, in the safe area.",
      example: "Text(\"Home\").fullScreenCover(isPresented: .constant(true)) { Text(\"Welcome\") }"),
    VocabularyEntry(
      "popover", .modifier, .layout, signature: "(isPresented:attachmentAnchor:arrowEdge:content:)",
      summary: "On an iPhone a popover is presented as a sheet.",
      example: "Text(\"Home\").popover(isPresented: .constant(true)) { Text(\"Tip\") }"),
    VocabularyEntry(
      "alert", .modifier, .layout, signature: "(_:isPresented:actions:message:) (_:isPresented:presenting:actions:message:) (isPresented:content:) (item:content:)",
      summary: "While presented: a 270-wide box centred over the dimmed window, its title, message and buttons laid out as an iPhone's; a tap on a button runs it and dismisses the alert.",
      example: "Text(\"Home\").alert(\"Saved\", isPresented: .constant(true)) { Button(\"OK\") { } } message: { Text(\"Your changes are saved.\") }"),
    VocabularyEntry(
      "confirmationDialog", .modifier, .layout, signature: "(_:isPresented:titleVisibility:actions:)",
      summary: "Recorded; while presented a warning says the dialog is not laid out.",
      example: "Text(\"Home\").confirmationDialog(\"Delete?\", isPresented: .constant(false)) { Button(\"Delete\") { } }"),
    VocabularyEntry(
      "actionSheet", .modifier, .layout, signature: "(isPresented:content:) (item:content:)",
      summary: "iOS 13's confirmation dialog: recorded; while presented a warning says it is not laid out.",
      example: "Text(\"Home\").actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text(\"Share\")) }"),
    VocabularyEntry(
      "presentationDetents", .modifier, .layout, signature: "(_:)",
      summary: "On a sheet's content: the sheet's height, .medium (half the window), .large, .fraction(f) or .height(h).",
      example: "Text(\"Home\").sheet(isPresented: .constant(true)) { Text(\"Half\").presentationDetents([.medium]) }"),
    VocabularyEntry(
      "imageScale", .modifier, .layout, signature: "(_:)",
      summary: "Scales the SF Symbols below: .small 0.8, .medium 1, .large 1.3 times their size at the font.",
      example: "Image(systemName: \"star\").imageScale(.large)"),
    VocabularyEntry(
      "textCase", .modifier, .layout, signature: "(_:)",
      summary: "Measures and draws the Texts below in upper or lower case (nil: as written).",
      example: "Text(\"Inbox\").textCase(.uppercase)"),
    VocabularyEntry(
      "listStyle", .modifier, .layout, signature: "(_:)",
      summary: "How the Lists below lay out: .insetGrouped (the default), .grouped or .plain.",
      example: "List { Text(\"A\"); Text(\"B\") }.listStyle(.plain)"),
    VocabularyEntry(
      "listRowInsets", .modifier, .layout, signature: "(_:)",
      summary: "Replaces a list row's insets around its content (nil: the style's default).",
      example: "List { Text(\"A\").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)) }"),
    VocabularyEntry(
      "listRowSeparator", .modifier, .layout, signature: "(_:edges:)",
      summary: "Shows or hides the line below a list row; no effect on frames.",
      example: "List { Text(\"A\").listRowSeparator(.hidden); Text(\"B\") }"),
    VocabularyEntry(
      "listSectionSpacing", .modifier, .layout, signature: "(_:)",
      summary: "The gap between a List's sections: .default (35), .compact (20) or a length.",
      example: "List { Section(\"A\") { Text(\"1\") }; Section(\"B\") { Text(\"2\") } }.listSectionSpacing(.compact)"),
    VocabularyEntry(
      "labelStyle", .modifier, .layout, signature: "(_:)",
      summary: "Which parts the Labels below show: .iconOnly, .titleOnly or both (.titleAndIcon); or the app's LabelStyle, whose makeBody(configuration:) is run.",
      example: "Label(\"Inbox\", systemImage: \"tray\").labelStyle(.iconOnly)"),
    VocabularyEntry(
      "textFieldStyle", .modifier, .layout, signature: "(_:)",
      summary: "How the TextFields below look: .plain, .automatic, or .roundedBorder, which adds its insets.",
      example: "TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.roundedBorder)"),
    VocabularyEntry(
      "toggleStyle", .modifier, .layout, signature: "(_:)",
      summary: "How the Toggles below look: .switch (the default), or the app's ToggleStyle, whose makeBody(configuration:) is run; the other built-in styles are refused.",
      example: "Toggle(\"On\", isOn: .constant(true)).toggleStyle(.switch)"),
    VocabularyEntry(
      "progressViewStyle", .modifier, .layout, signature: "(_:)",
      summary: "How the ProgressViews below look: .automatic, .linear (a bar, for a value), or .circular, a spinner on an iPhone even with a value.",
      example: "ProgressView(value: 0.5).progressViewStyle(.circular)"),
    VocabularyEntry(
      "tabViewStyle", .modifier, .layout, signature: "(_:)",
      summary: "How the TabViews below look: the tab bar (automatic), or .page, pages with no bar.",
      example: "TabView { Text(\"A\"); Text(\"B\") }.tabViewStyle(.page)"),
    VocabularyEntry(
      "pickerStyle", .modifier, .layout, signature: "(_:)",
      summary: "How the Pickers below look; the lab lays out .menu (the default), .segmented, .wheel, .inline (a section of rows in a Form) and .navigationLink.",
      example: "Picker(\"Size\", selection: .constant(0)) { Text(\"S\").tag(0) }.pickerStyle(.segmented)"),
  ]
}
