import Foundation

/// A 4×4 transform in Core Animation's row-vector convention (`CATransform3D`), used by
/// `rotation3DEffect` and user code that builds a `ProjectionTransform` from one.
///
///     var t = Transform3D.identity; t.m34 = -1 / 500
public struct Transform3D: Hashable, Sendable {
  public var m11, m12, m13, m14: Double
  public var m21, m22, m23, m24: Double
  public var m31, m32, m33, m34: Double
  public var m41, m42, m43, m44: Double

  public static let identity = Transform3D(
    rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

  /// Builds from four rows of four values; missing values are taken from the identity.
  public init(rows: [[Double]]) {
    func v(_ r: Int, _ c: Int) -> Double {
      r < rows.count && c < rows[r].count ? rows[r][c] : (r == c ? 1 : 0)
    }
    (m11, m12, m13, m14) = (v(0, 0), v(0, 1), v(0, 2), v(0, 3))
    (m21, m22, m23, m24) = (v(1, 0), v(1, 1), v(1, 2), v(1, 3))
    (m31, m32, m33, m34) = (v(2, 0), v(2, 1), v(2, 2), v(2, 3))
    (m41, m42, m43, m44) = (v(3, 0), v(3, 1), v(3, 2), v(3, 3))
  }

  public var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  public init(translationX x: Double, y: Double, z: Double) {
    self = .identity
    (m41, m42, m43) = (x, y, z)
  }

  public init(scaleX x: Double, y: Double, z: Double) {
    self = .identity
    (m11, m22, m33) = (x, y, z)
  }

  /// A rotation by `angle` about the axis (x, y, z), as `CATransform3DMakeRotation`.
  /// A zero axis gives the identity.
  public init(rotation angle: Double, x: Double, y: Double, z: Double) {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0, len.isFinite else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / len, y / len, z / len)
    let (s, c) = (sin(angle), cos(angle))
    let t = 1 - c
    self.init(rows: [
      [t * ux * ux + c, t * ux * uy + uz * s, t * ux * uz - uy * s, 0],
      [t * ux * uy - uz * s, t * uy * uy + c, t * uy * uz + ux * s, 0],
      [t * ux * uz + uy * s, t * uy * uz - ux * s, t * uz * uz + c, 0],
      [0, 0, 0, 1],
    ])
  }

  /// `self` first, then `n` (row vectors: self · n), as `CATransform3DConcat(self, n)`.
  public func concatenating(_ n: Transform3D) -> Transform3D {
    let a = rows
    let b = n.rows
    var out = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for r in 0..<4 {
      for c in 0..<4 {
        out[r][c] = a[r][0] * b[0][c] + a[r][1] * b[1][c] + a[r][2] * b[2][c] + a[r][3] * b[3][c]
      }
    }
    return Transform3D(rows: out)
  }

  /// The 2D projection SwiftUI keeps: rows and columns 1, 2 and 4 (docs/semantics.md §4.1).
  public var projection: ProjectionTransform {
    ProjectionTransform(
      m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
  }
}
