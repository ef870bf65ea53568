/// What a parent offers a child (`ProposedViewSize`): per axis, nil asks for the ideal size,
/// 0 for the minimum and +∞ for the maximum (docs/semantics.md §1.1).
///
///     ProposedSize(width: 300, height: nil)
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// A proposal given along a major axis and its minor axis.
  public init(_ major: Double?, _ minor: Double?, major axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  public static let unspecified = ProposedSize(width: nil, height: nil)
  public static let zero = ProposedSize(width: 0, height: 0)
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// nil → 10 on each axis, as `replacingUnspecifiedDimensions()` (docs/semantics.md §1.1).
  public func replacingUnspecifiedDimensions(by value: Double = 10) -> Size {
    Size(width: width ?? value, height: height ?? value)
  }

  /// The proposal with insets taken off: `max(0, w − insets)` where w is not nil.
  public func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { Swift.max(0, $0 - insets.total(.horizontal)) },
      height: height.map { Swift.max(0, $0 - insets.total(.vertical)) })
  }

  public var description: String {
    func f(_ v: Double?) -> String {
      guard let v else { return "nil" }
      return NumberFormat.format(v)
    }
    return "(\(f(width)), \(f(height)))"
  }
}
