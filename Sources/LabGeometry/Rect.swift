/// An axis-aligned rectangle (`CGRect`); its origin is the top-leading corner.
///
///     Rect(x: 0, y: 0, width: 400, height: 400)
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public init(size: Size) { self.init(origin: .zero, size: size) }

  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { abs(size.width) }
  public var height: Double { abs(size.height) }
  public var center: Point { Point(x: midX, y: midY) }

  /// The corners clockwise on screen from top-leading: topLeading, topTrailing, bottomTrailing,
  /// bottomLeading.
  public var corners: Quad {
    Quad(
      Point(x: minX, y: minY), Point(x: maxX, y: minY),
      Point(x: maxX, y: maxY), Point(x: minX, y: maxY))
  }

  /// The point at a unit position inside the rectangle.
  public func point(at unit: UnitPoint) -> Point {
    Point(x: minX + unit.x * width, y: minY + unit.y * height)
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle grown by `insets` on each edge (negative values shrink it).
  public func outset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX - insets.leading, y: minY - insets.top,
      width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
  }

  /// The rectangle with `insets` taken off each edge.
  public func inset(by insets: EdgeInsets) -> Rect { outset(by: -insets) }

  /// True when `p` lies inside. Half-open like `CGRect.contains`: the min edges count, the max
  /// edges do not, so adjacent rects never both contain a shared edge and an empty rect contains
  /// nothing.
  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }

  public var isFinite: Bool { origin.isFinite && size.isFinite }
}
