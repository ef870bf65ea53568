/// A width and a height (`CGSize`).
///
///     Size(width: 100, height: 50)
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size given along a major axis and its minor axis.
  public init(_ major: Double, _ minor: Double, major axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  public static let zero = Size(width: 0, height: 0)

  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  public var isFinite: Bool { width.isFinite && height.isFinite }
}
