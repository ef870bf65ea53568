/// One of the two layout axes.
///
///     Axis.horizontal.other == .vertical
public enum Axis: Hashable, Sendable, CaseIterable {
  case horizontal
  case vertical

  /// The perpendicular axis.
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
