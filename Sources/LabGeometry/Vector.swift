/// A displacement (`CGVector`, or the `CGSize` that `.offset` takes).
///
///     Vector(dx: 20, dy: 0)
public struct Vector: Hashable, Sendable {
  public var dx: Double
  public var dy: Double

  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  public static let zero = Vector(dx: 0, dy: 0)

  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
  public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
  public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
  public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
}
