/// Insets on the four edges of a rectangle (`EdgeInsets`).
///
///     EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same length on every edge.
  public init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// The same length on the edges in `edges`, zero elsewhere.
  public init(_ edges: Edge.Set, _ length: Double) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  public static let zero = EdgeInsets()

  /// leading + trailing, or top + bottom.
  public func total(_ axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }

  public static prefix func - (e: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: -e.top, leading: -e.leading, bottom: -e.bottom, trailing: -e.trailing)
  }

  public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
      trailing: a.trailing + b.trailing)
  }
}

/// A rectangle edge (`Edge`), and sets of edges (`Edge.Set`, as in `.padding(.horizontal)`).
public enum Edge: String, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  ///
  ///     Edge.Set.horizontal  // [.leading, .trailing]
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    public init(_ edge: Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }
  }
}
