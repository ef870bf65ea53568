/// The `:help` topics for every supported modifier and view, generated from one table: name,
/// one line of what it does in SwiftUI's layout, and an example to type.
///
///     ModifierTopics.all.first { $0.name == "frame" }?.example   // "Color.red.frame(…)"
public enum ModifierTopics {
  /// One topic per name: modifiers first, then views, in table order.
  public static var all: [HelpTopic] {
    func topic(_ row: (String, String, String), _ group: String) -> HelpTopic {
      HelpTopic(
        name: row.0, group: group, summary: row.1, details: details[row.0] ?? "", example: row.2)
    }
    return modifiers.map { topic($0, "Modifiers") } + views.map { topic($0, "Views") }
  }

  /// More than one line, for the few names that need it.
  static let details: [String: String] = [
    "frame": """
    Fixed, .frame(width:height:alignment:): proposes the given width and height to its child
      and takes them as its own size; the child is aligned inside.
    Flexible, .frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:):
      clamps the proposal to min…max, lets the child choose, then takes the child's size
      clamped the same way; maxWidth: .infinity fills the proposal.
    """
  ]

  /// `(name, summary, example)`; the summary says what the modifier proposes, chooses or draws.
  static let modifiers: [(String, String, String)] = [
    (
      "frame",
      "Proposes a fixed size to its child, or clamps the proposal between a minimum and maximum.",
      """
      Color.red.frame(width: 100, height: 50)
      Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
      """
    ),
    (
      "padding",
      "Proposes its child the space less the insets (16 by default) and adds them back.",
      "Text(\"Hi\").padding(.horizontal, 8)"
    ),
    (
      "overlay",
      "Draws a view in front, proposed the primary's size and aligned on it; size unchanged.",
      "Color.blue.frame(width: 100, height: 50).overlay(alignment: .topLeading) { Text(\"A\") }"
    ),
    (
      "background",
      "Draws a view behind, proposed the primary's size and aligned on it; size unchanged.",
      "Text(\"Hi\").padding().background(Color.yellow)"
    ),
    (
      "offset",
      "Moves the view where it is drawn (and its global frame) without changing layout.",
      "Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)"
    ),
    (
      "position",
      "Takes the whole proposal and centres its child at a point in that space.",
      "Circle().frame(width: 20, height: 20).position(x: 50, y: 50)"
    ),
    (
      "fixedSize",
      "Proposes nil on the given axes (both by default), so the child takes its ideal size.",
      "Text(\"A long title\").fixedSize().frame(width: 40)"
    ),
    (
      "aspectRatio",
      "Proposes the largest (.fit) or smallest (.fill) size of the ratio around the proposal.",
      "Color.red.aspectRatio(2, contentMode: .fit)"
    ),
    (
      "layoutPriority",
      "Stacks size higher-priority children first, giving them the space they ask for.",
      "HStack { Text(\"Keep me whole\").layoutPriority(1); Text(\"May be cut short\") }"
    ),
    (
      "alignmentGuide",
      "Moves where the view's guide for one alignment lies, shifting it in its stack or frame.",
      "VStack(alignment: .leading) {\n"
        + "  Text(\"A\"); Text(\"B\").alignmentGuide(.leading) { $0.width }\n}"
    ),
    (
      "zIndex",
      "Orders overlapping siblings when drawing (higher in front); layout is unchanged.",
      "ZStack { Color.red.zIndex(1); Color.blue }"
    ),
    (
      "ignoresSafeArea",
      "Lets the view grow into the safe-area insets on the given edges (all by default).",
      "Color.blue.ignoresSafeArea()"
    ),
    (
      "font",
      "Sets the font of Text inside it, which changes how big the text measures.",
      "Text(\"Title\").font(.largeTitle)"
    ),
    (
      "lineLimit",
      "Caps the number of lines Text wraps to; beyond it the text is truncated.",
      "Text(\"A sentence that would wrap\").lineLimit(1).frame(width: 80)"
    ),
    (
      "id",
      "Gives the view an identity; geolab names the view after it (#card) in :tree and :frames.",
      "Color.red.frame(width: 40, height: 40).id(\"card\")"
    ),
    (
      "coordinateSpace",
      "Names this view's space, so a GeometryProxy's frame(in: .named(…)) measures from it.",
      "VStack { Color.red }.coordinateSpace(name: \"card\")"
    ),
    (
      "rotationEffect",
      "Rotates the drawing about an anchor (the centre by default); layout is unchanged.",
      "Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(45))"
    ),
    (
      "scaleEffect",
      "Scales the drawing about an anchor (the centre by default); layout is unchanged.",
      "Circle().frame(width: 20, height: 20).scaleEffect(2)"
    ),
    (
      "transformEffect",
      "Applies an affine transform to the drawing; layout is unchanged.",
      "Color.red.frame(width: 50, height: 50)"
        + ".transformEffect(CGAffineTransform(rotationAngle: 0.5))"
    ),
    (
      "projectionEffect",
      "Applies a projective (3×3) transform to the drawing; layout is unchanged.",
      "Color.red.frame(width: 50, height: 50)"
        + ".projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))"
    ),
    (
      "rotation3DEffect",
      "Rotates the drawing about a 3D axis through an anchor, with perspective; layout unchanged.",
      "Color.red.frame(width: 100, height: 50)"
        + ".rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))"
    ),
    (
      "ignoredByLayout",
      "Makes a geometry effect drawing-only: frames measured inside it (GeometryReader) skip it.",
      "Text(\"Hi\")"
        + ".modifier(_OffsetEffect(offset: CGSize(width: 10, height: 0)).ignoredByLayout())"
    ),
    (
      "clipped",
      "Clips the drawing to the view's frame; layout is unchanged.",
      "Circle().frame(width: 100, height: 100).frame(width: 50, height: 50).clipped()"
    ),
    (
      "hidden",
      "Keeps the view's place in layout but draws nothing.",
      "HStack { Text(\"A\").hidden(); Text(\"B\") }"
    ),
    (
      "border",
      "Draws a line of the given width just inside the view's frame; layout is unchanged.",
      "Text(\"Hi\").padding().border(Color.red, width: 2)"
    ),
  ]

  /// `(name, summary, example)`; the summary says how the view sizes itself.
  static let views: [(String, String, String)] = [
    (
      "Color",
      "A fill that takes the whole proposal (10 points on an axis proposed nil).",
      "Color.red.frame(width: 100, height: 50)"
    ),
    (
      "Rectangle",
      "A shape that takes the whole proposal (10 points on an axis proposed nil).",
      "Rectangle().frame(width: 100, height: 50)"
    ),
    (
      "RoundedRectangle",
      "A rectangle with rounded corners; takes the whole proposal, like every shape.",
      "RoundedRectangle(cornerRadius: 8).frame(width: 100, height: 50)"
    ),
    (
      "Circle",
      "Takes the whole proposal and draws the largest circle centred in it.",
      "Circle().frame(width: 100, height: 50)"
    ),
    (
      "Ellipse",
      "Takes the whole proposal and draws the ellipse that fills it.",
      "Ellipse().frame(width: 100, height: 50)"
    ),
    (
      "Capsule",
      "Takes the whole proposal and draws a rectangle with fully rounded ends.",
      "Capsule().frame(width: 100, height: 30)"
    ),
    (
      "Spacer",
      "Grows along its stack's axis to take the free space, at least minLength; none across.",
      "HStack { Text(\"A\"); Spacer(); Text(\"B\") }"
    ),
    (
      "Divider",
      "A 1-point line across its stack's axis that fills the other axis.",
      "VStack { Text(\"A\"); Divider(); Text(\"B\") }"
    ),
    (
      "Text",
      "Measures its string in the current font: one line ideally, wrapping to a narrower width.",
      "Text(\"Hello, geometry\").frame(width: 60)"
    ),
    (
      "Image",
      "Fixed size without .resizable() (no assets here: symbols 20×20, named images 100×100).",
      "Image(systemName: \"star\").resizable().frame(width: 40, height: 40)"
    ),
    (
      "GeometryReader",
      "Takes the whole proposal; its content gets a proxy with that size and its frames.",
      "GeometryReader { proxy in Text(\"\\(proxy.size.width)\") }.frame(width: 120, height: 40)"
    ),
    (
      "HStack",
      "A row: sizes the least flexible children first, then shares what is left; spacing between.",
      "HStack(alignment: .top, spacing: 4) { Color.red.frame(width: 20, height: 40); Text(\"A\") }"
    ),
    (
      "VStack",
      "A column: sizes the least flexible children first, then shares what is left.",
      "VStack(alignment: .leading) { Text(\"Title\"); Text(\"Subtitle\") }"
    ),
    (
      "ZStack",
      "Layers its children, each proposed the whole space and aligned; as big as their union.",
      "ZStack(alignment: .topLeading) { Color.red.frame(width: 80, height: 80); Text(\"A\") }"
    ),
    (
      "Grid",
      "Rows of cells; each column is as wide as its widest cell, each row as tall as its tallest.",
      """
      Grid {
        GridRow { Text("A"); Text("Long B") }
        GridRow { Text("Long C"); Text("D") }
      }
      """
    ),
    (
      "GridRow",
      "One row of a Grid: each child is the cell in the next column.",
      "Grid { GridRow { Color.red.frame(width: 20, height: 20); Text(\"B\") } }"
    ),
    (
      "ViewThatFits",
      "Shows the first child whose ideal size fits the proposal, or the last if none fits.",
      "ViewThatFits { Text(\"A long, long title\"); Text(\"Short\") }.frame(width: 60)"
    ),
    (
      "ScrollView",
      "Takes the whole proposal; proposes nil along its axis, so content takes its ideal length.",
      "ScrollView(.vertical) { VStack { Text(\"A\"); Text(\"B\") } }"
    ),
    (
      "ForEach",
      "One view per element; the views join the enclosing container as its children.",
      "HStack { ForEach(0..<3) { i in Text(\"\\(i)\") } }"
    ),
    (
      "Group",
      "No layout of its own: its children join the enclosing container; modifiers apply to each.",
      "VStack { Group { Text(\"A\"); Text(\"B\") }.font(.title) }"
    ),
    (
      "EmptyView",
      "Nothing at all: no size, and stacks leave no spacing for it.",
      "HStack { Text(\"A\"); EmptyView(); Text(\"B\") }"
    ),
  ]
}
