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
