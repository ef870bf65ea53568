import LabGeometry

// Approximate comparison for expected values worked out by hand: floating-point products of sines
// and cosines do not land exactly on the decimal figure, so each test states its tolerance.

/// True when `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// True when both coordinates are within `tolerance`.
func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
}

/// True when origin and size are within `tolerance`.
func isClose(_ a: Rect, _ b: Rect, within tolerance: Double = 1e-9) -> Bool {
  isClose(a.origin, b.origin, within: tolerance)
    && isClose(a.size.width, b.size.width, within: tolerance)
    && isClose(a.size.height, b.size.height, within: tolerance)
}

/// True when all six fields are within `tolerance`.
func isClose(_ a: AffineTransform2D, _ b: AffineTransform2D, within tolerance: Double = 1e-9) -> Bool {
  [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
    abs($0) <= tolerance
  }
}

/// True when all nine entries are within `tolerance`.
func isClose(
  _ a: ProjectionTransform, _ b: ProjectionTransform, within tolerance: Double = 1e-9
) -> Bool {
  let pairs = [
    (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m21, b.m21), (a.m22, b.m22),
    (a.m23, b.m23), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33),
  ]
  return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
}
