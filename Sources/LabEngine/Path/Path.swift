import Foundation

/// A 2-D outline as SwiftUI's `Path` keeps it: subpaths of lines and quadratic and cubic Bézier
/// curves, with the queries view code uses to follow one (length, trimming, bounds).
///
///     var p = Path(); p.move(to: .zero); p.addLine(to: Point(x: 30, y: 40))   // length 50
public struct Path: Hashable, Sendable {
  /// One drawing command, in the order added.
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case closeSubpath
  }

  public private(set) var elements: [Element] = []
  /// Whether an arc was added: arcs become cubic Béziers here as in CoreGraphics, but how
  /// CoreGraphics divides an arc into segments is not documented, so bounds read from such a
  /// path could differ from SwiftUI's in the last digits and are refused (docs/semantics.md §14.3).
  public private(set) var hasArcs = false

  public init() {}

  public init(elements: [Element]) { self.elements = elements }

  public var isEmpty: Bool { elements.isEmpty }

  // MARK: Building

  public mutating func move(to point: Point) { elements.append(.move(to: point)) }

  /// A segment from the current point; on an empty path it starts the path at `point`, as
  /// CoreGraphics does (with a warning there; here silently).
  public mutating func addLine(to point: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
  }

  public mutating func addQuadCurve(to point: Point, control: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func addLines(_ points: [Point]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A closed rectangle from its origin, clockwise on screen (y grows downwards).
  public mutating func addRect(_ rect: Rect) {
    move(to: Point(x: rect.minX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.maxY))
    addLine(to: Point(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// CoreGraphics' ellipse: four cubic Béziers starting at (maxX, midY) and turning clockwise
  /// on screen, through (midX, maxY) — so `Circle().trim(from: 0, to: 0.25)` is the lower
  /// right quarter.
  public mutating func addEllipse(in rect: Rect) {
    // The control-point distance that makes a cubic best fit a quarter circle.
    let kappa = 4 * (2.0.squareRoot() - 1) / 3
    let (cx, cy) = (rect.midX, rect.midY)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (kx, ky) = (rx * kappa, ry * kappa)
    func p(_ x: Double, _ y: Double) -> Point { Point(x: cx + x, y: cy + y) }
    move(to: p(rx, 0))
    addCurve(to: p(0, ry), control1: p(rx, ky), control2: p(kx, ry))
    addCurve(to: p(-rx, 0), control1: p(-kx, ry), control2: p(-rx, ky))
    addCurve(to: p(0, -ry), control1: p(-rx, -ky), control2: p(-kx, -ry))
    addCurve(to: p(rx, 0), control1: p(kx, -ry), control2: p(rx, -ky))
    closeSubpath()
  }

  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
  }

  // MARK: Arcs

  /// `addArc(center:radius:startAngle:endAngle:clockwise:)` (angles in radians, measured from
  /// +x towards +y, so on screen increasing angles turn clockwise). `clockwise: false` sweeps
  /// from the start angle up to the end angle, `true` down to it, less than a full turn either
  /// way; a line joins the current point to the arc's start, as in CoreGraphics.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      sweep = Swift.max(sweep, -turn)
    } else {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      sweep = Swift.min(sweep, turn)
    }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep)
  }

  /// `addRelativeArc(center:radius:startAngle:delta:)`: an arc turning by `delta` radians from
  /// `startAngle`, in cubic segments of at most a quarter turn.
  public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double) {
    func at(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
    let start = at(startAngle)
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    guard delta != 0, radius > 0 else { return }
    hasArcs = true
    let count = Swift.max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
    let step = delta / Double(count)
    // The tangent length that makes a cubic follow a circular arc of `step`.
    let k = 4.0 / 3.0 * tan(step / 4) * radius
    var a0 = startAngle
    for i in 1...count {
      let a1 = i == count ? startAngle + delta : startAngle + step * Double(i)
      let p0 = at(a0)
      let p3 = at(a1)
      elements.append(
        .curve(
          to: p3, control1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
          control2: Point(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))))
      a0 = a1
    }
  }

  /// `addArc(tangent1End:tangent2End:radius:)`: a line from the current point towards
  /// `tangent1End`, then the arc of `radius` tangent to both lines, ending on the second
  /// (CoreGraphics' rule; collinear points, or no radius, give a line to `tangent1End`).
  public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius: Double) {
    guard let p0 = currentPoint else { return move(to: t1) }
    let v1 = Vector(dx: p0.x - t1.x, dy: p0.y - t1.y)
    let v2 = Vector(dx: t2.x - t1.x, dy: t2.y - t1.y)
    let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
    let l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
    let cross = v1.dx * v2.dy - v1.dy * v2.dx
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { return addLine(to: t1) }
    let (u1, u2) = (Vector(dx: v1.dx / l1, dy: v1.dy / l1), Vector(dx: v2.dx / l2, dy: v2.dy / l2))
    let angle = acos(Swift.max(-1, Swift.min(1, u1.dx * u2.dx + u1.dy * u2.dy)))
    let d = radius / tan(angle / 2)
    let a = Point(x: t1.x + u1.dx * d, y: t1.y + u1.dy * d)
    let b = Point(x: t1.x + u2.dx * d, y: t1.y + u2.dy * d)
    let bisector = Vector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bl = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
    let h = radius / sin(angle / 2)
    let c = Point(x: t1.x + bisector.dx / bl * h, y: t1.y + bisector.dy / bl * h)
    let start = atan2(a.y - c.y, a.x - c.x)
    var sweep = atan2(b.y - c.y, b.x - c.x) - start
    if sweep > Double.pi { sweep -= 2 * Double.pi }
    if sweep < -Double.pi { sweep += 2 * Double.pi }
    addRelativeArc(center: c, radius: radius, startAngle: start, delta: sweep)
  }

  // MARK: Whole paths

  /// Every point through `transform` (`applying(_:)`, `offsetBy(dx:dy:)`): Béziers map exactly.
  public func applying(_ transform: AffineTransform2D) -> Path {
    var result = self
    result.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(to: transform.apply(to: p))
      case .line(let p): return .line(to: transform.apply(to: p))
      case .quadCurve(let p, let c): return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
      case .curve(let p, let c1, let c2):
        return .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    return result
  }

  /// `addPath(_:)`: the other path's subpaths after this one's.
  public mutating func addPath(_ other: Path) {
    elements += other.elements
    hasArcs = hasArcs || other.hasArcs
  }

  /// Where the next segment starts: the last point added, or after `closeSubpath()` the
  /// subpath's start. Nil for an empty path.
  public var currentPoint: Point? {
    var start: Point?
    var current: Point?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  // MARK: Bounds

  /// The smallest rectangle holding every point of the path (curve extremes, not control
  /// points), like SwiftUI's `boundingRect`. `.zero` for an empty path.
  public var boundingRect: Rect {
    var points: [Point] = []
    for segment in segments {
      points.append(segment.start)
      points.append(segment.end)
      points += segment.extremes
    }
    for case .move(let p) in elements { points.append(p) }
    return Path.bounds(of: points)
  }

  /// The rectangle holding every point and control point, like CGPath's `boundingBox`.
  public var boundingBox: Rect {
    var points: [Point] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    return Path.bounds(of: points)
  }

  private static func bounds(of points: [Point]) -> Rect {
    guard let first = points.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  // MARK: Length and trimming

  /// The drawn pieces: every line and curve, and each `closeSubpath()`'s closing line.
  var segments: [PathSegment] {
    var result: [PathSegment] = []
    var start: Point?
    var current: Point?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p):
        if let from = current { result.append(.line(from, p)) }
        current = p
      case .quadCurve(let p, let c):
        if let from = current { result.append(.quad(from, c, p)) }
        current = p
      case .curve(let p, let c1, let c2):
        if let from = current { result.append(.cubic(from, c1, c2, p)) }
        current = p
      case .closeSubpath:
        if let from = current, let to = start, from != to { result.append(.line(from, to)) }
        current = start
      }
    }
    return result
  }

  /// The arc length of the whole path (curves measured by flattening, to 0.001 pt).
  public var length: Double { segments.reduce(0) { $0 + $1.length } }

  /// The part of the path between two fractions of its length, as `trimmedPath(from:to:)`:
  /// fractions are clamped to 0…1, and subpaths keep their own starts (a trimmed piece in a
  /// later subpath starts with a move).
  public func trimmedPath(from: Double, to: Double) -> Path {
    let from = from.isNaN ? 0 : Swift.min(Swift.max(from, 0), 1)
    let to = to.isNaN ? 0 : Swift.min(Swift.max(to, 0), 1)
    let pieces = segments
    let lengths = pieces.map(\.length)
    let total = lengths.reduce(0, +)
    guard from < to, total > 0 else { return Path() }
    let (startLength, endLength) = (from * total, to * total)
    var result = Path()
    var offset = 0.0
    var previousEnd: Point?
    for (segment, length) in zip(pieces, lengths) {
      defer { offset += length }
      let (a, b) = (offset, offset + length)
      guard b > startLength, a < endLength, length > 0 else { continue }
      let t0 = startLength > a ? segment.parameter(atLength: startLength - a) : 0
      let t1 = endLength < b ? segment.parameter(atLength: endLength - a) : 1
      let piece = segment.slice(from: t0, to: t1)
      if previousEnd != piece.start { result.move(to: piece.start) }
      result.elements.append(piece.element)
      previousEnd = piece.end
    }
    return result
  }

  /// The point at a fraction of the path's length (the end of `trimmedPath(from: 0, to:)`).
  public func point(atFraction fraction: Double) -> Point? {
    trimmedPath(from: 0, to: fraction).currentPoint
      ?? elements.lazy.compactMap {
        if case .move(let p) = $0 { return p } else { return nil }
      }.first
  }
}
