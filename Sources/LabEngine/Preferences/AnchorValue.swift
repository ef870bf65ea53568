/// An anchor as SwiftUI stores it: in global space (docs/semantics.md §4.3). A rect anchor is the
/// bounding box of its four mapped corners, so a rotation above the source already inflates it
/// once; resolving it in a rotated reader inflates it again.
///
///     AnchorValue.rect(Rect(x: 0, y: 0, width: 100, height: 30))
public enum AnchorValue: Hashable, Sendable, CustomStringConvertible {
  case rect(Rect)
  case point(Point)

  /// The anchor of `source` for a view of `size` whose local → global chain is `toGlobal`, or
  /// nil when a corner falls at or behind the eye plane (w ≤ 0).
  public static func stored(_ source: AnchorSource, size: Size, toGlobal: ProjectionTransform)
    -> AnchorValue?
  {
    switch source {
    case .bounds: return Rect(size: size).corners.applying(toGlobal).map { .rect($0.boundingBox) }
    case .rect(let r): return r.corners.applying(toGlobal).map { .rect($0.boundingBox) }
    case .point(let p): return toGlobal.map(p).map { .point($0) }
    case .unitPoint(let u): return toGlobal.map(u.in(size)).map { .point($0) }
    }
  }

  /// `proxy[anchor]`: the value in the space `globalToLocal` maps into (the reader's local
  /// space), through the four corners again for a rect; nil when w ≤ 0.
  public func resolved(through globalToLocal: ProjectionTransform) -> AnchorValue? {
    switch self {
    case .rect(let r): return r.corners.applying(globalToLocal).map { .rect($0.boundingBox) }
    case .point(let p): return globalToLocal.map(p).map { .point($0) }
    }
  }

  /// The corners a rect anchor maps to before the bounding box is taken.
  public func quad(through t: ProjectionTransform) -> Quad? {
    switch self {
    case .rect(let r): return r.corners.applying(t)
    case .point: return nil
    }
  }

  public var description: String {
    let f = NumberFormat.format
    switch self {
    case .rect(let r):
      return "(\(f(r.origin.x)), \(f(r.origin.y)), \(f(r.size.width)), \(f(r.size.height)))"
    case .point(let p): return "(\(f(p.x)), \(f(p.y)))"
    }
  }
}

extension SpaceGeometry {
  /// The anchor of `source` measured at node `n` (the `.anchorPreference` node: the modified
  /// view's size and chain), stored in global space.
  public func anchor(_ source: AnchorSource, at n: ViewTree.NodeID) -> AnchorValue? {
    AnchorValue.stored(source, size: layout.sizes[Int(n)], toGlobal: toGlobal[Int(n)])
  }

  /// `proxy[anchor]` for the reader at `reader`: global → its local space. Nil when the
  /// reader's chain is singular or a corner lands at w ≤ 0.
  public func resolve(_ anchor: AnchorValue, in reader: ViewTree.NodeID) -> AnchorValue? {
    guard let back = toGlobal[Int(reader)].inverted else { return nil }
    return anchor.resolved(through: back)
  }
}
