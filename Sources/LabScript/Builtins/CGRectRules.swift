import LabEngine

/// `CGRect` arithmetic as Foundation defines it, for the values user code computes (the
/// engine's own `Rect` is SwiftUI's geometry and keeps its rules). The definitions follow
/// swift-corelibs-foundation's `Sources/Foundation/NSGeometry.swift`, which the compiled
/// oracle on this machine runs; written here in the lab's own terms.
enum CGRectRules {
  /// `CGRect.null`: an infinite origin and no size.
  static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
  /// `CGRect.infinite`: the largest finite rectangle centred on the origin.
  static let infinite = Rect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  static func isNull(_ r: Rect) -> Bool { r.origin.x == .infinity || r.origin.y == .infinity }
  static func isEmpty(_ r: Rect) -> Bool {
    isNull(r) || r.size.width == 0 || r.size.height == 0
  }

  static func minX(_ r: Rect) -> Double { r.origin.x + Swift.min(r.size.width, 0) }
  static func maxX(_ r: Rect) -> Double { r.origin.x + Swift.max(r.size.width, 0) }
  static func minY(_ r: Rect) -> Double { r.origin.y + Swift.min(r.size.height, 0) }
  static func maxY(_ r: Rect) -> Double { r.origin.y + Swift.max(r.size.height, 0) }

  /// The same rectangle with a non-negative size; the null rectangle stays null.
  static func standardized(_ r: Rect) -> Rect {
    isNull(r) ? null : Rect(x: minX(r), y: minY(r), width: abs(r.size.width), height: abs(r.size.height))
  }

  /// Equal when both are null, or when their standardised forms are.
  static func equal(_ a: Rect, _ b: Rect) -> Bool {
    if isNull(a) && isNull(b) { return true }
    return standardized(a) == standardized(b)
  }

  static func offset(_ r: Rect, dx: Double, dy: Double) -> Rect {
    if isNull(r) { return r }
    let s = standardized(r)
    return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: s.size.width, height: s.size.height)
  }

  /// Moves every edge inwards by dx and dy; a size that would turn negative gives null.
  static func inset(_ r: Rect, dx: Double, dy: Double) -> Rect {
    if isNull(r) { return r }
    let s = standardized(r)
    let width = s.size.width - 2 * dx
    let height = s.size.height - 2 * dy
    if width < 0 || height < 0 { return null }
    return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: width, height: height)
  }

  /// Half-open: the minimum edges are inside, the maximum edges are not.
  static func contains(_ r: Rect, _ p: Point) -> Bool {
    if isEmpty(r) { return false }
    return p.x >= minX(r) && p.x < maxX(r) && p.y >= minY(r) && p.y < maxY(r)
  }

  /// The smallest rectangle holding both; null is the identity.
  static func union(_ a: Rect, _ b: Rect) -> Rect {
    if isNull(a) { return b }
    if isNull(b) { return a }
    let x0 = Swift.min(minX(a), minX(b))
    let y0 = Swift.min(minY(a), minY(b))
    let x1 = Swift.max(maxX(a), maxX(b))
    let y1 = Swift.max(maxY(a), maxY(b))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The overlap of the closed spans on each axis (so rectangles that only touch meet in a
  /// rectangle of zero width); null when a span pair does not overlap. Where the overlap is
  /// one rectangle's whole span, that rectangle's own width or height is kept.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    if isNull(a) || isNull(b) { return null }
    let a = standardized(a)
    let b = standardized(b)
    guard let h = overlap(minX(a), maxX(a), minX(b), maxX(b)),
      let v = overlap(minY(a), maxY(a), minY(b), maxY(b))
    else { return null }
    func length(_ o: (Double, Double), _ spanA: (Double, Double), _ la: Double,
      _ spanB: (Double, Double), _ lb: Double) -> Double {
      if o == spanA { return la }
      if o == spanB { return lb }
      return o.1 - o.0
    }
    let width = length(h, (minX(a), maxX(a)), a.size.width, (minX(b), maxX(b)), b.size.width)
    let height = length(v, (minY(a), maxY(a)), a.size.height, (minY(b), maxY(b)), b.size.height)
    return Rect(x: h.0, y: v.0, width: width, height: height)
  }

  /// The closed interval both [a0, a1] and [b0, b1] cover, or nil.
  private static func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double)
    -> (Double, Double)?
  {
    guard a0 <= b1, b0 <= a1 else { return nil }
    return (Swift.max(a0, b0), Swift.min(a1, b1))
  }
}
