/// Every view and layout-relevant modifier the engine models (SEMANTICS §1–3). Leaves have no
/// children; containers have any number; modifiers wrap `children[0]` (plus secondary views for
/// `.overlay` / `.background`).
public enum ViewKind: Sendable {
  // MARK: Leaves (SEMANTICS §1.2)
  /// `Color.red`, or any other colour (drawing only; the name is kept for output).
  case color(String)
  case shape(ShapeKind)
  /// `Spacer(minLength:)`; nil means the default of 8.
  case spacer(minLength: Double?)
  case divider
  case text(TextContent)
  case image(ImageContent)
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
  case scrollView(axes: AxisSet)

  // MARK: Layout modifiers (SEMANTICS §3)
  case frame(width: Double?, height: Double?, alignment: Alignment)
  // Boxed: the largest payload (176 bytes) would otherwise set the stride of every node's kind.
  indirect case flexFrame(FlexFrame)
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
  /// `.lineLimit(n)`: environment for the Text leaves below.
  case lineLimit(Int?)
  /// `.gridCellColumns(n)`, `.gridColumnAlignment(_)`, `.gridCellUnsizedAxes(_)`.
  case gridCell(GridCellOptions)
  /// `.contentMargins(_, _)` on a ScrollView.
  case contentMargins(EdgeInsets)
  /// `.id(_)` or `.accessibilityIdentifier(_)`: names the view for commands (`#name`).
  case identifier(String)
  /// A `ForEach` element: the element's id is part of the view's structural identity
  /// (DESIGN.md §4). Unlike `.id(_)` it does not name the view, so an element `0` never
  /// clashes with a user's `#0`.
  case element(id: String)
  /// The body of a user view struct (`ContentView`): no layout effect, but output shows where
  /// the user's view begins.
  case custom(name: String)
  /// `.coordinateSpace(name:)` / `.coordinateSpace(.named(_))`.
  case coordinateSpace(String)
  /// `.animation(_:value:)` (SEMANTICS §8.5): in an update where `value` (its printed form)
  /// changed, the subtree animates with this animation (nil: not at all) instead of the
  /// transaction's; a nil `value` (the deprecated `.animation(_:)`) means every update. No
  /// layout effect.
  case animation(Animation?, value: String?)
  /// `.transition(_)` (SEMANTICS §8.6): how the view enters and leaves. No layout effect.
  case transition(Transition)
  /// `.geometryGroup()` (SEMANTICS §7): its content is positioned relative to it and animates
  /// as one; no layout effect.
  case geometryGroup
  /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` (SEMANTICS §6): a follower
  /// takes its group's source frame; the parent's layout is unchanged. Boxed: rare and large.
  indirect case matchedGeometry(MatchedGeometry)
  /// A user `ViewModifier` with `animatableData` (an `AnimatableModifier`) around the view its
  /// `body(content:)` made: no layout effect, but during an animation the body is evaluated
  /// again at every moment with the interpolated data (SEMANTICS §8.1). Boxed: rare.
  indirect case animatableModifier(AnimatableModifier)
  /// A geometry effect (SEMANTICS §4.1); `affectsLayout` is false after `ignoredByLayout()`.
  case effect(GeometryEffect, affectsLayout: Bool)
  /// A modifier with no layout effect (`.clipped()`, `.hidden()`, `.border`, `.fill`, …), kept by
  /// name so that output can list it.
  case drawing(DrawingModifier)
  /// A closure run at a SwiftUI moment (a `Button` action, `.onTapGesture`, `.onAppear`,
  /// `.onChange` …): no layout effect; the session fires it.
  case action(ActionHandler)
  /// `.preference`, `.transformPreference`, `.anchorPreference` or `.onPreferenceChange`:
  /// no layout effect; values combine up the tree (SEMANTICS §5, Preferences/).
  case preference(PreferenceModifier)
}

/// The shapes of SEMANTICS §1.2.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case capsule
  case ellipse
  /// Sized as the min-square of the proposal (`Circle.sizeThatFits`).
  case circle
  /// A `Path` drawn as a view: like `Rectangle`, it takes the whole proposal.
  case path
}

/// A set of axes (`Axis.Set`).
public struct AxisSet: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let horizontal = AxisSet(rawValue: 1)
  public static let vertical = AxisSet(rawValue: 2)
  public static let both: AxisSet = [.horizontal, .vertical]

  public func contains(_ axis: Axis) -> Bool {
    contains(axis == .horizontal ? AxisSet.horizontal : AxisSet.vertical)
  }
}

/// `.fit` or `.fill` for `aspectRatio`.
public enum ContentMode: Hashable, Sendable {
  case fit
  case fill
}

/// The arguments of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrame: Hashable, Sendable {
  public var minWidth, idealWidth, maxWidth: Double?
  public var minHeight, idealHeight, maxHeight: Double?
  public var alignment: Alignment

  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
    (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
    self.alignment = alignment
  }
}

/// A Text's content and the style fields that affect its size.
public struct TextContent: Hashable, Sendable {
  public var string: String
  /// Set by `.font` on the Text itself; otherwise the environment's font applies.
  public var font: Font?
  public var lineLimit: Int??

  public init(_ string: String, font: Font? = nil, lineLimit: Int?? = nil) {
    self.string = string
    self.font = font
    self.lineLimit = lineLimit
  }
}

/// A font as far as metrics care: a point size and a weight.
///
///     Font.body  // 17 pt regular
public struct Font: Hashable, Sendable {
  public var size: Double
  public var weight: Weight
  public var name: String

  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  public init(size: Double, weight: Weight = .regular, name: String? = nil) {
    self.size = size
    self.weight = weight
    self.name = name ?? "system(size: \(NumberFormat.format(size)))"
  }

  // Dynamic Type sizes at the default (Large) content size category.
  public static let largeTitle = Font(size: 34, name: "largeTitle")
  public static let title = Font(size: 28, name: "title")
  public static let title2 = Font(size: 22, name: "title2")
  public static let title3 = Font(size: 20, name: "title3")
  public static let headline = Font(size: 17, weight: .semibold, name: "headline")
  public static let body = Font(size: 17, name: "body")
  public static let callout = Font(size: 16, name: "callout")
  public static let subheadline = Font(size: 15, name: "subheadline")
  public static let footnote = Font(size: 13, name: "footnote")
  public static let caption = Font(size: 12, name: "caption")
  public static let caption2 = Font(size: 11, name: "caption2")

  public static let textStyles: [Font] = [
    .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
    .caption, .caption2,
  ]
}

/// An `Image`: its intrinsic size (from the asset, or a symbol's point size) and `resizable`.
public struct ImageContent: Hashable, Sendable {
  public var name: String
  public var intrinsicSize: Size
  public var resizable: Bool
  public var capInsets: EdgeInsets

  public init(name: String, intrinsicSize: Size, resizable: Bool = false, capInsets: EdgeInsets = .zero) {
    self.name = name
    self.intrinsicSize = intrinsicSize
    self.resizable = resizable
    self.capInsets = capInsets
  }
}

/// The per-cell options of a Grid.
public struct GridCellOptions: Hashable, Sendable {
  public var columns: Int?
  public var columnAlignment: HorizontalAlignment?
  public var unsizedAxes: AxisSet?

  public init(columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, unsizedAxes: AxisSet? = nil) {
    self.columns = columns
    self.columnAlignment = columnAlignment
    self.unsizedAxes = unsizedAxes
  }
}

/// A drawing-only modifier, kept for output (`clipped`, `hidden`, `border(width:)`, `fill`, …).
public struct DrawingModifier: Hashable, Sendable {
  public var name: String
  /// The argument text as the user wrote it, for listing.
  public var detail: String

  public init(_ name: String, detail: String = "") {
    self.name = name
    self.detail = detail
  }
}

/// The closure of `.alignmentGuide(_:computeValue:)`: it reads the view's dimensions. The
/// interpreter wraps user code in one of these.
public struct AlignmentComputation: Sendable {
  public let compute: @Sendable (ViewDimensions) -> Double
  public init(_ compute: @escaping @Sendable (ViewDimensions) -> Double) { self.compute = compute }
}

/// A view's size and its alignment guides, as `.alignmentGuide` closures see it (`ViewDimensions`).
public struct ViewDimensions: Sendable {
  public var width: Double
  public var height: Double
  let explicit: @Sendable (AlignmentKey) -> Double?

  public init(size: Size, explicit: @escaping @Sendable (AlignmentKey) -> Double? = { _ in nil }) {
    self.width = size.width
    self.height = size.height
    self.explicit = explicit
  }

  public var size: Size { Size(width: width, height: height) }

  /// The guide's value: an explicit one when the view has it, else the default.
  public subscript(key: AlignmentKey) -> Double {
    explicit(key) ?? key.defaultValue(in: size)
  }

  /// The explicit value only (`d[explicit: .leading]`).
  public subscript(explicit key: AlignmentKey) -> Double? { explicit(key) }
}
