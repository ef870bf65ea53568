/// The identity of an alignment guide on one axis: a built-in one (`.leading`, `.center`,
/// `.firstTextBaseline`, …) or a custom `AlignmentID` declared in user code.
///
///     AlignmentKey.leading.defaultValue(in: Size(width: 80, height: 20))  // 0
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  /// The name as written after the dot (`leading`) or the custom type's name.
  public let name: String
  public let axis: Axis
  /// For built-in guides, the default value as a fraction of the length along `axis`
  /// (docs/semantics.md §1.3: leading 0, center w/2, trailing w; baselines default to h). Nil for custom
  /// guides, whose default comes from their `defaultValue(in:)`.
  public let fraction: Double?

  public init(name: String, axis: Axis, fraction: Double?) {
    self.name = name
    self.axis = axis
    self.fraction = fraction
  }

  public static let leading = AlignmentKey(name: "leading", axis: .horizontal, fraction: 0)
  public static let hCenter = AlignmentKey(name: "center", axis: .horizontal, fraction: 0.5)
  public static let trailing = AlignmentKey(name: "trailing", axis: .horizontal, fraction: 1)
  public static let top = AlignmentKey(name: "top", axis: .vertical, fraction: 0)
  public static let vCenter = AlignmentKey(name: "center", axis: .vertical, fraction: 0.5)
  public static let bottom = AlignmentKey(name: "bottom", axis: .vertical, fraction: 1)
  public static let firstTextBaseline = AlignmentKey(
    name: "firstTextBaseline", axis: .vertical, fraction: 1)
  public static let lastTextBaseline = AlignmentKey(
    name: "lastTextBaseline", axis: .vertical, fraction: 1)

  /// A guide declared by user code (`enum MyGuide: AlignmentID`).
  public static func custom(_ name: String, axis: Axis) -> AlignmentKey {
    AlignmentKey(name: name, axis: axis, fraction: nil)
  }

  /// The default value for a view of this size; custom guides default to 0 here and are
  /// resolved by the engine from the user's `defaultValue(in:)`.
  public func defaultValue(in size: Size) -> Double { (fraction ?? 0) * size[axis] }

  public var isBuiltIn: Bool { fraction != nil }
  public var description: String { name }
}

/// A horizontal alignment guide (`HorizontalAlignment`).
public typealias HorizontalAlignment = AlignmentKey
/// A vertical alignment guide (`VerticalAlignment`).
public typealias VerticalAlignment = AlignmentKey

/// A pair of guides (`Alignment`), as in `.frame(alignment: .topLeading)`.
///
///     Alignment.bottomTrailing.horizontal == .trailing
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  public var horizontal: AlignmentKey
  public var vertical: AlignmentKey

  public init(horizontal: AlignmentKey, vertical: AlignmentKey) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .hCenter, vertical: .vCenter)
  public static let leading = Alignment(horizontal: .leading, vertical: .vCenter)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .vCenter)
  public static let top = Alignment(horizontal: .hCenter, vertical: .top)
  public static let bottom = Alignment(horizontal: .hCenter, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .hCenter, vertical: .firstTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .hCenter, vertical: .lastTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

  /// The presets in SwiftUI's spelling.
  public static let named: [(name: String, alignment: Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
    ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
    ("centerFirstTextBaseline", .centerFirstTextBaseline),
    ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
    ("leadingLastTextBaseline", .leadingLastTextBaseline),
    ("centerLastTextBaseline", .centerLastTextBaseline),
    ("trailingLastTextBaseline", .trailingLastTextBaseline),
  ]

  public subscript(axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal : vertical }

  public var description: String {
    Alignment.named.first { $0.alignment == self }?.name
      ?? "Alignment(horizontal: .\(horizontal), vertical: .\(vertical))"
  }
}
