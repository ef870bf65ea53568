/// Every view and layout-relevant modifier the engine models (docs/semantics.md §1–3). Leaves have no
/// children; containers have any number; modifiers wrap `children[0]` (plus secondary views for
/// `.overlay` / `.background`).
///
/// A kind is 72 bytes (`ViewKindTests` holds it there): a colour's payload, the commonest
/// leaf's, sets the stride; larger payloads are boxed (`indirect`), so that no rarer case sets
/// the stride of every node's kind. A tree stores one kind per node, and building and copying
/// trees moves them; the common layout payloads (a frame, a stack, padding, an overlay) are
/// plain numbers and `AlignmentKey`s, copied without a retain.
public enum ViewKind: Sendable {
  // MARK: Leaves (docs/semantics.md §1.2)
  /// `Color.red`, or any other colour (drawing only; the name is kept for output). Kept in
  /// place (72 bytes): boxed, every colour of a large tree was a small heap block, and the
  /// freed blocks of the last tree slowed the next layout pass's allocations (Benchmarks/README.md).
  case color(ColorValue)
  /// Boxed: a shape's payload (168 bytes) would otherwise set the stride of every node's kind.
  indirect case shape(ShapeKind)
  /// `Spacer(minLength:)`; nil means the default of 8.
  case spacer(minLength: Double?)
  case divider
  /// Boxed (152 bytes), as are the image's, the effect's, the action's and the preference's
  /// payloads below (80–88).
  indirect case text(TextContent)
  indirect case image(ImageContent)
  /// A view with no subview in layout (`EmptyView`).
  case empty

  // MARK: Containers
  /// Transparent: its children join the parent container (`Group`, a `ForEach`, a builder's
  /// `if`). Modifiers on a group apply to each of its children.
  case group
  case hstack(alignment: VerticalAlignment, spacing: Double?)
  case vstack(alignment: HorizontalAlignment, spacing: Double?)
  case zstack(alignment: Alignment)
  /// `GeometryReader { proxy in … }`; its children sit at top-leading, proposed the reader's size.
  case geometryReader
  case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
  case gridRow(alignment: VerticalAlignment?)
  case viewThatFits(axes: AxisSet)
  /// A container with bars: `NavigationStack` / `NavigationView` (a navigation bar of `top`
  /// points, docs/semantics.md §2.8) and `TabView` (a tab bar of `bottom` points, §2.11); its
  /// content is laid out between them.
  case barred(name: String, top: Double, bottom: Double)
  /// `LazyVGrid` / `LazyHGrid` (docs/semantics.md §2.7). Boxed, for the stride.
  indirect case lazyGrid(LazyGridSpec)
  case scrollView(axes: AxisSet)
  /// `List` / `Form` (docs/semantics.md §2.10): a scrolling column of `.listSection` nodes.
  indirect case list(ListSpec)
  /// A `Section` in a list: header, `.listRow` rows, footer. Boxed: rare.
  indirect case listSection(ListSectionSpec)
  /// A layout written in user code (`struct RadialLayout: Layout`, docs/semantics.md §9): its
  /// code sizes it and places its children. Boxed: rare.
  indirect case customLayout(CustomLayout)

  // MARK: Layout modifiers (docs/semantics.md §3)
  /// The cell around one view of a list section (made by the tree, docs/semantics.md §2.10).
  indirect case listRow(ListRowSpec)
  /// `.listStyle`, `.listRowInsets`, … : no layout effect where it stands (see `ListOption`).
  indirect case listOption(ListOption)
  case frame(width: Double?, height: Double?, alignment: Alignment)
  // Boxed: the largest payload (176 bytes) would otherwise set the stride of every node's kind.
  indirect case flexFrame(FlexFrame)
  /// `.safeAreaInset(edge:…) { content }`: the view and its inset content (children 0 and 1).
  indirect case safeAreaInset(SafeAreaInset)
  /// `.sheet` / `.fullScreenCover` while presented: the view (child 0) and, laid out in its own
  /// area of the window, the presented content (child 1). Boxed: rare.
  indirect case presentation(ModalPresentation)
  /// `.containerRelativeFrame(…)`: a fixed frame sized from the nearest container. Boxed: rare.
  indirect case containerRelativeFrame(ContainerRelativeFrame)
  case padding(EdgeInsets)
  /// Children: primary, then the secondary views (an implicit ZStack).
  case overlay(alignment: Alignment)
  case background(alignment: Alignment)
  case offset(Vector)
  case position(Point)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case aspectRatio(Double?, ContentMode)
  case layoutPriority(Double)
  case alignmentGuide(AlignmentKey, AlignmentComputation)
  case zIndex(Double)
  case ignoresSafeArea(Edge.Set)
  /// `.font(...)`: environment for the Text leaves below.
  case font(Font)
  /// `.bold()`, `.fontWeight(_:)` on a view: the weight of every font below, whatever its size.
  case fontWeight(Font.Weight)
  /// `.imageScale(_)`: SF Symbols below drawn this many times their size at the font (0.8 small,
  /// 1 medium, 1.3 large).
  case imageScale(Double)
  /// `.environment(\.layoutDirection, _)` (docs/semantics.md §3.1): the direction the views
  /// below are placed in; right-to-left mirrors each one's x within its parent.
  case layoutDirection(LayoutDirection)
  /// `.lineLimit(n)`: environment for the Text leaves below.
  /// `.lineLimit(n)`, `(a...b)`, `(a...)`, `(n, reservesSpace: true)`: the most lines (nil:
  /// any), and the lines a Text's height keeps room for however few it fills.
  case lineLimit(Int?, reserved: Int? = nil)
  /// `.minimumScaleFactor(f)`, `.kerning(k)`, `.tracking(t)`, `.lineSpacing(s)`: environment
  /// for the Text leaves below.
  case textOption(TextOption)
  /// `.textCase(_)` (nil: as written): the Texts below are measured and drawn in that case.
  case textCase(TextCase?)
  /// `.gridCellColumns(n)`, `.gridColumnAlignment(_)`, `.gridCellUnsizedAxes(_)`.
  case gridCell(GridCellOptions)
  /// `.contentMargins(_, _)` on a ScrollView.
  case contentMargins(EdgeInsets)
  /// `.id(_)` or `.accessibilityIdentifier(_)`: names the view for commands (`#name`).
  case identifier(String)
  /// A `ForEach` element: the element's id is part of the view's structural identity
  /// (docs/architecture.md §4). Unlike `.id(_)` it does not name the view, so an element `0` never
  /// clashes with a user's `#0`.
  case element(id: String)
  /// The body of a user view struct (`ContentView`): no layout effect, but output shows where
  /// the user's view begins.
  case custom(name: String)
  /// `.coordinateSpace(name:)` / `.coordinateSpace(.named(_))`.
  case coordinateSpace(String)
  /// `.animation(_:value:)` (docs/semantics.md §8.5): in an update where `value` (its printed form)
  /// changed, the subtree animates with this animation (nil: not at all) instead of the
  /// transaction's; a nil `value` (the deprecated `.animation(_:)`) means every update. No
  /// layout effect.
  case animation(Animation?, value: String?)
  /// `.transaction { … }` (docs/semantics.md §8.5): what its closure did to the transaction for the
  /// subtree — set the animation (nil: none) and/or `disablesAnimations`. No layout effect.
  indirect case transaction(TransactionOverride)
  /// `.transition(_)` (docs/semantics.md §8.6): how the view enters and leaves. No layout effect.
  case transition(Transition)
  /// `.geometryGroup()` (docs/semantics.md §7): its content is positioned relative to it and animates
  /// as one; no layout effect.
  case geometryGroup
  /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` (docs/semantics.md §6): a follower
  /// takes its group's source frame; the parent's layout is unchanged. Boxed: rare and large.
  indirect case matchedGeometry(MatchedGeometry)
  /// A user `ViewModifier` with `animatableData` (an `AnimatableModifier`) around the view its
  /// `body(content:)` made: no layout effect, but during an animation the body is evaluated
  /// again at every moment with the interpolated data (docs/semantics.md §8.1). Boxed: rare.
  indirect case animatableModifier(AnimatableModifier)
  /// A geometry effect (docs/semantics.md §4.1); `affectsLayout` is false after `ignoredByLayout()`.
  indirect case effect(GeometryEffect, affectsLayout: Bool)
  /// `.layoutValue(key:value:)` (docs/semantics.md §9): a value a custom layout reads from this
  /// subview (`subviews[i][Key.self]`); no layout effect. Boxed: rare.
  indirect case layoutValue(LayoutValueEntry)
  /// `.opacity(_)`, clamped to 0…1: no layout effect; the SHOWN layer multiplies it down the
  /// tree and animates it like any other value.
  case opacity(Double)
  /// A modifier with no layout effect (`.clipped()`, `.hidden()`, `.border`, `.fill`, …), kept by
  /// name so that output can list it.
  /// Boxed: its payload (400 bytes) would otherwise set the stride of every node's kind.
  indirect case drawing(DrawingModifier)
  /// A closure run at a SwiftUI moment (a `Button` action, `.onTapGesture`, `.onAppear`,
  /// `.onChange` …): no layout effect; the session fires it.
  indirect case action(ActionHandler)
  /// `.preference`, `.transformPreference`, `.anchorPreference` or `.onPreferenceChange`:
  /// no layout effect; values combine up the tree (docs/semantics.md §5, Preferences/).
  indirect case preference(PreferenceModifier)
}
