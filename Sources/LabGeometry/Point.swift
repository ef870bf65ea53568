/// A location in a coordinate space; y grows downward, as in SwiftUI (`CGPoint`).
///
///     Point(x: 10, y: 20)
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// The point moved by a vector.
  public func offset(by v: Vector) -> Point { Point(x: x + v.dx, y: y + v.dy) }

  /// The vector from `other` to this point.
  public func vector(from other: Point) -> Vector { Vector(dx: x - other.x, dy: y - other.y) }

  /// The coordinate along an axis.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  public var isFinite: Bool { x.isFinite && y.isFinite }
}
