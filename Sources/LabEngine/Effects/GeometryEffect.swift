/// A geometry effect (docs/semantics.md §4.1): a transform that moves a view's drawing and, unless
/// `ignoredByLayout()`, what GeometryReaders and anchors below and around it see. It never
/// changes sizes or positions in layout.
///
///     GeometryEffect.rotation(.degrees(10), anchor: .center).matrix(for: Size(width: 400, height: 400), rightToLeft: false)
public enum GeometryEffect: Sendable {
  case rotation(Angle, anchor: UnitPoint)
  case scale(Size, anchor: UnitPoint)
  /// `transformEffect`, about the top-leading origin.
  case transform(AffineTransform2D)
  case projection(ProjectionTransform)
  case rotation3D(Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double, perspective: Double)
  /// A user-defined `GeometryEffect`: `effectValue(size:)` evaluated by the interpreter.
  case custom(name: String, CustomEffect)

  /// The matrix for a view of this size (row-vector, local space, origin top-leading), mirrored
  /// when the view is laid out right-to-left (docs/semantics.md §3.1).
  public func matrix(for size: Size, rightToLeft: Bool) -> ProjectionTransform {
    let m = effectValue(size: size)
    return rightToLeft ? m.mirroredHorizontally(width: size.width) : m
  }

  /// The matrix as the effect itself gives it (its `effectValue(size:)`), left-to-right.
  public func effectValue(size: Size) -> ProjectionTransform {
    switch self {
    case .rotation(let angle, let anchor):
      let a = anchor.in(size)
      return AffineTransform2D(translationX: -a.x, y: -a.y)
        .concatenating(AffineTransform2D(rotation: angle))
        .concatenating(AffineTransform2D(translationX: a.x, y: a.y)).projection
    case .scale(let s, let anchor):
      // A scale of exactly 0 would be singular; SwiftUI substitutes a tiny one.
      let sx = s.width == 0 ? 1.5e-154 : s.width
      let sy = s.height == 0 ? 1.5e-154 : s.height
      let a = anchor.in(size)
      return AffineTransform2D(translationX: -a.x, y: -a.y)
        .concatenating(AffineTransform2D(scaleX: sx, y: sy))
        .concatenating(AffineTransform2D(translationX: a.x, y: a.y)).projection
    case .transform(let t):
      return t.projection
    case .projection(let p):
      return p
    case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
      // CoreAnimation 4×4: T(−a)·Rot(θ, axis)·P·T(a), d = max(w, h)/perspective, m34 = −1/d.
      let a = anchor.in(size)
      var p = Transform3D.identity
      let d = max(size.width, size.height) / perspective
      if d.isFinite, d > 0 { p.m34 = -1 / d }
      let m = Transform3D(translationX: -a.x, y: -a.y, z: -anchorZ)
        .concatenating(Transform3D(rotation: angle.radians, x: axis.x, y: axis.y, z: axis.z))
        .concatenating(p)
        .concatenating(Transform3D(translationX: a.x, y: a.y, z: anchorZ))
      return m.projection
    case .custom(_, let effect):
      return effect.effectValue(size)
    }
  }

  /// How output names the effect.
  public var summary: String {
    let f = NumberFormat.format
    switch self {
    case .rotation(let a, let anchor):
      return ".rotationEffect(.degrees(\(f(a.degrees)))\(anchorSuffix(anchor)))"
    case .scale(let s, let anchor):
      let value = s.width == s.height ? f(s.width) : "x: \(f(s.width)), y: \(f(s.height))"
      return ".scaleEffect(\(value)\(anchorSuffix(anchor)))"
    case .transform(let t):
      return t.isIdentity
        ? ".transformEffect(.identity)"
        : ".transformEffect(CGAffineTransform(a: \(f(t.a)), b: \(f(t.b)), c: \(f(t.c)), d: \(f(t.d)), tx: \(f(t.tx)), ty: \(f(t.ty))))"
    case .projection: return ".projectionEffect(…)"
    case .rotation3D(let a, let axis, _, _, _):
      return ".rotation3DEffect(.degrees(\(f(a.degrees))), axis: (x: \(f(axis.x)), y: \(f(axis.y)), z: \(f(axis.z))))"
    case .custom(let name, _): return ".modifier(\(name)(…))"
    }
  }
}

private func anchorSuffix(_ anchor: UnitPoint) -> String {
  if anchor == .center { return "" }
  if let named = UnitPoint.named.first(where: { $0.point == anchor }) { return ", anchor: .\(named.name)" }
  return ", anchor: UnitPoint(x: \(NumberFormat.format(anchor.x)), y: \(NumberFormat.format(anchor.y)))"
}

/// The `effectValue(size:)` of a user-defined GeometryEffect, supplied by the interpreter, and
/// its `animatableData` flattened to numbers with a way to rebuild the effect from other
/// numbers (the interpreter sets `animatableData` on a copy), so it can be re-evaluated at every
/// moment of an animation (docs/semantics.md §8.1).
public struct CustomEffect: Sendable {
  public let effectValue: @Sendable (Size) -> ProjectionTransform
  /// The flattened `animatableData` (empty: the effect does not animate; it jumps).
  public let animatableData: [Double]
  let rebuild: (@Sendable ([Double]) -> CustomEffect?)?
  /// The effect's stored numeric properties by name (what `:why` compares between updates to
  /// say which one changed).
  public let fields: [String: Double]
  /// The same effect with `animatableData` reading and writing the numeric property named
  /// (what `:why --fix` replays a jumping effect with); nil when the lab cannot make it.
  let animatingField: (@Sendable (String) -> CustomEffect?)?

  public init(
    animatableData: [Double] = [], rebuild: (@Sendable ([Double]) -> CustomEffect?)? = nil,
    fields: [String: Double] = [:], animatingField: (@Sendable (String) -> CustomEffect?)? = nil,
    _ effectValue: @escaping @Sendable (Size) -> ProjectionTransform
  ) {
    self.effectValue = effectValue
    self.animatableData = rebuild == nil ? [] : animatableData
    self.rebuild = rebuild
    self.fields = fields
    self.animatingField = animatingField
  }

  /// The effect as it would be with `var animatableData` exposing `field`.
  public func animating(_ field: String) -> CustomEffect? { animatingField?(field) }
}

extension GeometryEffect {
  /// The effect's animatable parameters as numbers (SwiftUI's `animatableData`): an angle in
  /// radians and its anchor, a scale and its anchor, the 3D rotation's angle, axis, anchor,
  /// anchorZ and perspective, a custom effect's own data. Matrices given whole
  /// (`transformEffect`, `projectionEffect`) are not animatable: they jump.
  public var animatableData: [Double] {
    switch self {
    case .rotation(let a, let u): return [a.radians, u.x, u.y]
    case .scale(let s, let u): return [s.width, s.height, u.x, u.y]
    case .transform, .projection: return []
    case .rotation3D(let a, let axis, let u, let z, let perspective):
      return [a.radians, axis.x, axis.y, axis.z, u.x, u.y, z, perspective]
    case .custom(_, let effect): return effect.animatableData
    }
  }

  /// The same effect with other parameters (as `animatableData` orders them); nil when the
  /// numbers do not fit.
  public func withAnimatableData(_ d: [Double]) -> GeometryEffect? {
    guard d.count == animatableData.count, !d.isEmpty else { return nil }
    switch self {
    case .rotation:
      return .rotation(.radians(d[0]), anchor: UnitPoint(x: d[1], y: d[2]))
    case .scale:
      return .scale(Size(width: d[0], height: d[1]), anchor: UnitPoint(x: d[2], y: d[3]))
    case .transform, .projection:
      return nil
    case .rotation3D:
      return .rotation3D(
        .radians(d[0]), axis: (d[1], d[2], d[3]), anchor: UnitPoint(x: d[4], y: d[5]),
        anchorZ: d[6], perspective: d[7])
    case .custom(let name, let effect):
      return effect.rebuild?(d).map { .custom(name: name, $0) }
    }
  }
}
