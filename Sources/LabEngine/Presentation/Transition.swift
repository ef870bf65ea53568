/// How a view enters and leaves (docs/semantics.md §8.6): the state it is in while absent — faded,
/// scaled, moved — from which an insertion animates to the identity and to which a removal
/// animates from it.
///
///     Transition.move(edge: .bottom).combined(with: .opacity)
public indirect enum Transition: Hashable, Sendable, CustomStringConvertible {
  case opacity
  /// Scale about an anchor; `.scale` is a scale of 1e−5 about the centre.
  case scale(Double, anchor: UnitPoint)
  /// In from leading, out toward trailing.
  case slide
  /// Offset by the view's own size toward the edge, both ways.
  case move(edge: Edge)
  case offset(Vector)
  /// In from the edge and out toward the opposite one, with a fade.
  case push(from: Edge)
  case asymmetric(insertion: Transition, removal: Transition)
  case combined(Transition, Transition)
  case identity

  public static let scale = Transition.scale(1e-5, anchor: .center)

  public func combined(with other: Transition) -> Transition { .combined(self, other) }

  /// The absent state, for a view of this size, while it is inserted or removed.
  public func state(size: Size, inserting: Bool) -> TransitionState {
    switch self {
    case .opacity: return TransitionState(opacity: 0)
    case .scale(let s, let anchor): return TransitionState(scale: s, anchor: anchor)
    case .slide: return Transition.move(edge: inserting ? .leading : .trailing).state(size: size, inserting: inserting)
    case .move(let edge): return TransitionState(offset: Transition.offset(toward: edge, size))
    case .offset(let v): return TransitionState(offset: v)
    case .push(let edge):
      let e = inserting ? edge : edge.opposite
      return TransitionState(opacity: 0, offset: Transition.offset(toward: e, size))
    case .asymmetric(let insertion, let removal):
      return (inserting ? insertion : removal).state(size: size, inserting: inserting)
    case .combined(let a, let b):
      let x = a.state(size: size, inserting: inserting)
      let y = b.state(size: size, inserting: inserting)
      return TransitionState(
        opacity: x.opacity * y.opacity, scale: x.scale * y.scale,
        anchor: x.scale != 1 ? x.anchor : y.anchor, offset: x.offset + y.offset)
    case .identity: return TransitionState()
    }
  }

  static func offset(toward edge: Edge, _ size: Size) -> Vector {
    switch edge {
    case .top: return Vector(dx: 0, dy: -size.height)
    case .bottom: return Vector(dx: 0, dy: size.height)
    case .leading: return Vector(dx: -size.width, dy: 0)
    case .trailing: return Vector(dx: size.width, dy: 0)
    }
  }

  public var description: String {
    let f = NumberFormat.format
    switch self {
    case .opacity: return ".opacity"
    case .scale(let s, let a):
      if s == 1e-5 && a == .center { return ".scale" }
      return ".scale(scale: \(f(s))" + (a == .center ? ")" : ", anchor: \(a))")
    case .slide: return ".slide"
    case .move(let e): return ".move(edge: .\(e.rawValue))"
    case .offset(let v): return ".offset(x: \(f(v.dx)), y: \(f(v.dy)))"
    case .push(let e): return ".push(from: .\(e.rawValue))"
    case .asymmetric(let i, let r): return ".asymmetric(insertion: \(i), removal: \(r))"
    case .combined(let a, let b): return "\(a).combined(with: \(b))"
    case .identity: return ".identity"
    }
  }
}

/// A view's appearance while absent: multiplied opacity, a scale about an anchor, an offset.
public struct TransitionState: Hashable, Sendable {
  public var opacity: Double = 1
  public var scale: Double = 1
  public var anchor: UnitPoint = .center
  public var offset: Vector = .zero

  /// The state `progress` of the way from this absent state (0) to the identity (1).
  public func interpolated(_ progress: Double) -> TransitionState {
    let p = min(1, max(0, progress))
    return TransitionState(
      opacity: opacity + (1 - opacity) * p, scale: scale + (1 - scale) * p, anchor: anchor,
      offset: offset * (1 - p))
  }

  /// The transform of the view's local space (size `size`): scale about the anchor, then move.
  /// Right-to-left it is mirrored, as a geometry effect is: `.move(edge: .leading)` comes
  /// from the right (docs/semantics.md §3.1).
  public func transform(size: Size, rightToLeft: Bool) -> ProjectionTransform {
    let a = anchor.in(size)
    let m = AffineTransform2D(translationX: -a.x, y: -a.y)
      .concatenating(AffineTransform2D(scaleX: scale, y: scale))
      .concatenating(AffineTransform2D(translationX: a.x + offset.dx, y: a.y + offset.dy))
      .projection
    return rightToLeft ? m.mirroredHorizontally(width: size.width) : m
  }
}

extension Edge {
  var opposite: Edge {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .leading: return .trailing
    case .trailing: return .leading
    }
  }
}
