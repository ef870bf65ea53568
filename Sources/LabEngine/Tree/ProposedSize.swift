/// What a parent offers a child (`ProposedViewSize`): per axis, nil asks for the ideal size,
/// 0 for the minimum and +∞ for the maximum (docs/semantics.md §1.1).
///
///     ProposedSize(width: 300, height: nil)
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  // Each length in 8 bytes, nil as a NaN no arithmetic makes (16 bytes a proposal, not the
  // 32 two `Double?` take: a layout keeps one per node).
  private var w: Double
  private var h: Double
  private static let unset = Double(bitPattern: 0x7FF8_6E69_6C00_0000)

  @inline(__always)
  private static func stored(_ v: Double?) -> Double { v ?? unset }
  @inline(__always)
  private static func read(_ v: Double) -> Double? {
    v.bitPattern == unset.bitPattern ? nil : v
  }

  public var width: Double? {
    @inline(__always) get { ProposedSize.read(w) }
    set { w = ProposedSize.stored(newValue) }
  }
  public var height: Double? {
    @inline(__always) get { ProposedSize.read(h) }
    set { h = ProposedSize.stored(newValue) }
  }

  public init(width: Double?, height: Double?) {
    w = ProposedSize.stored(width)
    h = ProposedSize.stored(height)
  }

  public static func == (a: ProposedSize, b: ProposedSize) -> Bool {
    a.width == b.width && a.height == b.height
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }

  public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// A proposal given along a major axis and its minor axis.
  public init(_ major: Double?, _ minor: Double?, major axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  public static let unspecified = ProposedSize(width: nil, height: nil)
  public static let zero = ProposedSize(width: 0, height: 0)
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// nil → 10 on each axis, as `replacingUnspecifiedDimensions()` (docs/semantics.md §1.1).
  public func replacingUnspecifiedDimensions(by value: Double = 10) -> Size {
    Size(width: width ?? value, height: height ?? value)
  }

  /// The proposal with insets taken off: `max(0, w − insets)` where w is not nil.
  public func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { Swift.max(0, $0 - insets.total(.horizontal)) },
      height: height.map { Swift.max(0, $0 - insets.total(.vertical)) })
  }

  public var description: String {
    func f(_ v: Double?) -> String {
      guard let v else { return "nil" }
      return NumberFormat.format(v)
    }
    return "(\(f(width)), \(f(height)))"
  }
}
