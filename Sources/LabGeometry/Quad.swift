/// Four corners of a possibly rotated or projected rectangle, in the order topLeading,
/// topTrailing, bottomTrailing, bottomLeading of the original rectangle.
///
///     Rect(x: 0, y: 0, width: 10, height: 10).corners.applying(.identity)?.boundingBox
public struct Quad: Hashable, Sendable {
  public var topLeading, topTrailing, bottomTrailing, bottomLeading: Point

  public init(_ tl: Point, _ tr: Point, _ br: Point, _ bl: Point) {
    (topLeading, topTrailing, bottomTrailing, bottomLeading) = (tl, tr, br, bl)
  }

  public var points: [Point] { [topLeading, topTrailing, bottomTrailing, bottomLeading] }

  /// The smallest axis-aligned rectangle containing the four corners: what `frame(in:)` and
  /// anchors report after a rotation (docs/semantics.md §4.2).
  public var boundingBox: Rect {
    let xs = [topLeading.x, topTrailing.x, bottomTrailing.x, bottomLeading.x]
    let ys = [topLeading.y, topTrailing.y, bottomTrailing.y, bottomLeading.y]
    let x0 = xs.min() ?? 0
    let y0 = ys.min() ?? 0
    return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }

  /// True when the quad is its own bounding box (no rotation, skew or perspective shows).
  /// Whether the corners form a rectangle with horizontal and vertical sides (a quarter turn
  /// or a mirror keeps one), up to rounding in the last digits.
  public var isAxisAligned: Bool {
    let scale = max(
      1, abs(topLeading.x), abs(topLeading.y), abs(bottomTrailing.x), abs(bottomTrailing.y))
    let eps = 1e-9 * scale
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= eps }
    // A parallelogram …
    guard near(bottomTrailing.x - bottomLeading.x, topTrailing.x - topLeading.x),
      near(bottomTrailing.y - bottomLeading.y, topTrailing.y - topLeading.y)
    else { return false }
    // … whose sides are horizontal and vertical, in either order.
    let across = (x: topTrailing.x - topLeading.x, y: topTrailing.y - topLeading.y)
    let down = (x: bottomLeading.x - topLeading.x, y: bottomLeading.y - topLeading.y)
    return (near(across.y, 0) && near(down.x, 0)) || (near(across.x, 0) && near(down.y, 0))
  }

  public func applying(_ t: AffineTransform2D) -> Quad {
    Quad(
      t.apply(to: topLeading), t.apply(to: topTrailing), t.apply(to: bottomTrailing),
      t.apply(to: bottomLeading))
  }

  /// The projected quad, or nil when a corner falls at or behind the eye plane (w ≤ 0).
  public func applying(_ t: ProjectionTransform) -> Quad? {
    guard let a = t.map(topLeading), let b = t.map(topTrailing), let c = t.map(bottomTrailing),
      let d = t.map(bottomLeading)
    else { return nil }
    return Quad(a, b, c, d)
  }
}
