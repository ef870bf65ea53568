/// Geometry-effect parameters at one moment of an animation (docs/architecture.md §3): the effects,
/// offsets, opacities and animatable modifiers that are animating, with their values at that
/// moment, by node. The LAYOUT layer
/// (GeometryReaders, anchors, `:frames`) sees effects with these parameters unless they are
/// `ignoredByLayout()`; the SHOWN layer draws with them. Only animating nodes are listed, so an
/// empty value (`.model`) costs nothing.
///
///     var p = EffectParameters.model
///     p.effects[node] = .rotation(.degrees(5), anchor: .center)   // half-way to 10°
public struct EffectParameters: Sendable {
  /// Animating effect nodes, with their parameters at this moment.
  public var effects: [ViewTree.NodeID: GeometryEffect] = [:]
  /// Animating `.offset` nodes: how far the offset is from the model's (animated − model).
  public var offsets: [ViewTree.NodeID: Vector] = [:]

  /// Animating `.opacity` nodes: their opacity at this moment.
  public var opacities: [ViewTree.NodeID: Double] = [:]
  /// Animating user `ViewModifier`s: their `animatableData` at this moment, by the ordinal the
  /// interpreter gave them (`AnimatableModifier.ordinal`).
  public var modifierData: [Int: [Double]] = [:]

  public init() {}

  /// The model's own parameters: nothing animating.
  public static let model = EffectParameters()

  public var isEmpty: Bool {
    effects.isEmpty && offsets.isEmpty && modifierData.isEmpty && opacities.isEmpty
  }

  /// The effect of node `n` at this moment (its kind's when not animating).
  public func effect(_ n: ViewTree.NodeID, _ model: GeometryEffect) -> GeometryEffect {
    effects.isEmpty ? model : (effects[n] ?? model)
  }
}

extension ViewKind {
  /// The numbers a node animates in the LAYOUT layer (docs/semantics.md §4.1): a geometry effect's
  /// `animatableData`, an offset's (dx, dy). Nil for kinds whose geometry does not animate there.
  public var animatableParameters: [Double]? {
    switch self {
    case .effect(let e, _):
      let d = e.animatableData
      return d.isEmpty ? nil : d
    case .offset(let v): return [v.dx, v.dy]
    case .animatableModifier(let m): return m.data.isEmpty ? nil : m.data
    case .opacity(let o): return [o]
    default: return nil
    }
  }
}

/// A user `ViewModifier` with `animatableData`, as the tree records it: its type's name, its
/// data as numbers, and its ordinal in the build (which the interpreter uses to hand it
/// interpolated data when the view is rebuilt for a moment of an animation).
public struct AnimatableModifier: Hashable, Sendable {
  public var name: String
  public var data: [Double]
  public var ordinal: Int
  /// A Shape's own `animatableData` (its path morphs), not a `ViewModifier`'s.
  public var ofShape: Bool
  public init(name: String, data: [Double], ordinal: Int, ofShape: Bool = false) {
    self.name = name
    self.data = data
    self.ordinal = ordinal
    self.ofShape = ofShape
  }
}
