// What layout kinds carry: axes, content modes, flexible frames, grid cells, alignment guides: payloads of `ViewKind`, grouped by family.

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

/// `.containerRelativeFrame(_:count:span:spacing:alignment:)` and
/// `.containerRelativeFrame(_:alignment:_:)` (docs/semantics.md §3): on each of `axes`, a fixed
/// frame whose length comes from the nearest container's (its size less its safe-area insets).
public struct ContainerRelativeFrame: Sendable {
  public var axes: AxisSet
  public var count: Int
  public var span: Int
  public var spacing: Double
  public var alignment: Alignment
  /// The closure form: the length from the container's length on an axis (user code).
  public var transform: (@Sendable (Double, Axis) -> Double)?
  /// The arguments as written, for output.
  public var code: String

  public init(
    axes: AxisSet, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center,
    transform: (@Sendable (Double, Axis) -> Double)? = nil, code: String
  ) {
    self.axes = axes
    self.count = count
    self.span = span
    self.spacing = spacing
    self.alignment = alignment
    self.transform = transform
    self.code = code
  }

  /// The frame's length on `axis` for a container `container` long: Apple's formula,
  /// ((container − spacing × (count − 1)) / count) × span + spacing × (span − 1), or the
  /// closure's answer.
  public func length(container: Double, axis: Axis) -> Double {
    if let transform { return transform(container, axis) }
    let column = (container - spacing * Double(count - 1)) / Double(count)
    return column * Double(span) + spacing * Double(span - 1)
  }
}

/// A view presented over the screen while its binding is true (`.sheet`, `.fullScreenCover`,
/// docs/semantics.md §2.12): laid out in an area of the window, not in the presenting view.
public struct ModalPresentation: Hashable, Sendable {
  public enum Style: String, Hashable, Sendable {
    case sheet, fullScreenCover
    /// `.alert`: the box the lab builds (title, message, buttons) centred in the window, over a
    /// dimming layer that takes the touches around it.
    case alert
  }
  public var style: Style
  /// A sheet's height as a fraction of the window (`.presentationDetents`): nil for the large
  /// detent.
  public var detentFraction: Double?
  /// A sheet's fixed height (`.height(_)`), in points.
  public var detentHeight: Double?
  /// The modifier as written, for output.
  public var code: String

  public init(style: Style, detentFraction: Double? = nil, detentHeight: Double? = nil, code: String) {
    self.style = style
    self.detentFraction = detentFraction
    self.detentHeight = detentHeight
    self.code = code
  }

  /// The large detent leaves this fraction of the window's height above the sheet
  /// [ART Flutter's `CupertinoSheetRoute`, measured on an iOS 18 simulator: 0.08].
  public static let largeDetentTopGap = 0.08

  /// Where the presented content is laid out in `window`: a full-screen cover in the safe
  /// area; an alert in the whole window; a sheet from its top edge (the large detent 8 % down the window, a medium one half
  /// way, a `.height(h)` one h above the bottom) to the bottom safe-area inset.
  public func area(in window: Window) -> Rect {
    switch style {
    case .fullScreenCover:
      return window.safeArea
    case .alert:
      return Rect(x: 0, y: 0, width: window.size.width, height: window.size.height)
    case .sheet:
      let h = window.size.height
      var top = h * Self.largeDetentTopGap
      if let f = detentFraction { top = h * (1 - f) }
      if let d = detentHeight { top = max(0, h - d) }
      top = max(top, 0)
      let bottom = h - window.safeAreaInsets.bottom
      return Rect(x: 0, y: top, width: window.size.width, height: max(0, bottom - top))
    }
  }
}

/// `.safeAreaInset(edge:alignment:spacing:content:)` (docs/semantics.md §3): the view (child 0)
/// and the inset content (child 1) placed against `edge`, the view proposed what is left.
public struct SafeAreaInset: Hashable, Sendable {
  public var edge: Edge
  /// The alignment across the edge's axis, as a key of the other axis.
  public var alignment: AlignmentKey
  public var spacing: Double?
  public var code: String

  public init(edge: Edge, alignment: AlignmentKey, spacing: Double?, code: String) {
    self.edge = edge
    self.alignment = alignment
    self.spacing = spacing
    self.code = code
  }

  /// The axis along which the inset takes its room.
  public var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
}
