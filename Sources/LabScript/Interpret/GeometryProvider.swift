import LabEngine

/// Which GeometryReader a proxy belongs to: where its `GeometryReader` was written and its
/// ordinal among the readers evaluated in one pass (1 for the first).
///
///     GeometryReaderID(source: SourceLocation(file: "<input>", line: 3, column: 5), ordinal: 1)
public struct GeometryReaderID: Hashable, Sendable {
  public var source: LabEngine.SourceLocation?
  public var ordinal: Int

  /// The ordinals of `.visualEffect` proxies start here, counted in the order their closures
  /// run (a modifier's after the view it modifies: tree post-order).
  public static let visualEffectBase = 1_000_000

  public init(source: LabEngine.SourceLocation?, ordinal: Int) {
    self.source = source
    self.ordinal = ordinal
  }
}

/// What a GeometryReader's proxy reads: layout fills these in. The interpreter evaluates the
/// reader's closure while the description tree is built, before any layout exists, so the
/// session injects a provider holding the previous layout pass's values. The default
/// (`GeometryProvider.zero`) answers a zero size and a zero frame in every space, which matches
/// a GeometryReader's own size for a zero proposal (docs/semantics.md §1.2).
///
///     GeometryProvider { id in GeometryReading(size: Size(width: 400, height: 400)) }
public struct GeometryProvider: Sendable {
  public var reading: @Sendable (GeometryReaderID) -> GeometryReading
  /// The anchors the previous layout measured, by their ordinal in the build, stored in global
  /// space (docs/semantics.md §4.3); empty before layout.
  public var anchors: [Int: AnchorValue]
  /// For a rebuild at a moment of an animation: the interpolated `animatableData` of user
  /// ViewModifiers, by their ordinal in the build (`AnimatableModifier.ordinal`).
  public var modifierData: [Int: [Double]] = [:]

  public init(
    anchors: [Int: AnchorValue] = [:],
    _ reading: @escaping @Sendable (GeometryReaderID) -> GeometryReading
  ) {
    self.reading = reading
    self.anchors = anchors
  }

  /// Size zero, every frame `.zero`: the documented value before layout runs.
  public static let zero = GeometryProvider { _ in .unmeasured }
}

/// A GeometryReader's size and its frame in each coordinate space.
///
///     GeometryReading(size: Size(width: 400, height: 400), frames: [.global: someRect])
public struct GeometryReading: Sendable {
  public var size: Size
  public var frames: [CoordinateSpaceName: Rect]
  public var safeAreaInsets: EdgeInsets
  /// Edges where the reader's frame lies on the safe area's boundary without reaching the
  /// window's edge: SwiftUI's inset there is not known to the lab, so reading it is refused.
  public var unknownSafeAreaEdges: Edge.Set = []
  /// For `bounds(of:)`: the global rectangles of the containers above the reader — the
  /// nearest ScrollView (`"scrollView"`), the nearest scrolling along an axis
  /// (`"scrollView horizontal"`), a named space (its name).
  public var containers: [String: Rect] = [:]
  /// Spaces the reader's frame cannot be mapped into: a corner lands at or behind the eye
  /// plane of a 3D effect (w ≤ 0). `frame(in:)` then warns and answers the local frame.
  public var unmappable: Set<CoordinateSpaceName>
  /// Window → the reader's local space, for `proxy[anchor]`; nil before layout, or when the
  /// reader's chain is singular.
  public var globalToLocal: ProjectionTransform?
  /// False for a reader no layout has sized yet (the first build, or a reader the last build
  /// did not make): its zero size is the lab's, not SwiftUI's, which runs a reader's content
  /// only once layout has sized it (docs/semantics.md §4.2).
  public var measured: Bool

  /// What a reader reads before layout has sized it: size zero, every frame `.zero`.
  public static let unmeasured = GeometryReading(size: .zero, measured: false)

  public init(
    size: Size, frames: [CoordinateSpaceName: Rect] = [:], safeAreaInsets: EdgeInsets = .zero,
    unmappable: Set<CoordinateSpaceName> = [], globalToLocal: ProjectionTransform? = nil,
    measured: Bool = true
  ) {
    self.measured = measured
    self.size = size
    self.frames = frames
    self.safeAreaInsets = safeAreaInsets
    self.unmappable = unmappable
    self.globalToLocal = globalToLocal
  }

  /// `proxy.frame(in:)`: the stored frame, or the local frame (origin zero) when none is known.
  public func frame(in space: CoordinateSpaceName) -> Rect {
    if let frame = frames[space] { return frame }
    // A name no view declares: the walk up reaches the root, i.e. global (docs/semantics.md §4.2).
    if case .named = space, let global = frames[.global] { return global }
    // No scroll view above (along the axis): global too.
    switch space {
    case .scrollView, .scrollViewAlong: if let global = frames[.global] { return global }
    default: break
    }
    return Rect(origin: .zero, size: size)
  }
}
