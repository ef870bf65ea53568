import Foundation

/// The identity of an alignment guide on one axis: a built-in one (`.leading`, `.center`,
/// `.firstTextBaseline`, …) or a custom `AlignmentID` declared in user code.
///
///     AlignmentKey.leading.defaultValue(in: Size(width: 80, height: 20))  // 0
///
/// A key is its place in one table of the guides the process has named (the eight built-in
/// ones first), so that it and an `Alignment` are plain 4- and 8-byte values: a view's kind
/// that holds one (a frame, a stack, an overlay) copies without retaining a name, and the
/// layout pass reads it in place. Two keys are equal when their name, axis and default are.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  /// Its place in `AlignmentKeyTable`.
  @usableFromInline let id: UInt32

  private init(id: UInt32) { self.id = id }

  public init(name: String, axis: Axis, fraction: Double?) {
    id = AlignmentKeyTable.shared.id(AlignmentKeyTable.Entry(name: name, axis: axis, fraction: fraction))
  }

  /// The name as written after the dot (`leading`) or the custom type's name.
  public var name: String {
    AlignmentKey.builtInNames.indices.contains(Int(id))
      ? AlignmentKey.builtInNames[Int(id)] : AlignmentKeyTable.shared.entry(id).name
  }

  @inlinable
  public var axis: Axis {
    switch id {
    case 0, 1, 2: return .horizontal
    case 3, 4, 5, 6, 7: return .vertical
    default: return customAxis
    }
  }

  @usableFromInline var customAxis: Axis { AlignmentKeyTable.shared.entry(id).axis }
  @usableFromInline var customFraction: Double? { AlignmentKeyTable.shared.entry(id).fraction }

  /// For built-in guides, the default value as a fraction of the length along `axis`
  /// (docs/semantics.md §1.3: leading 0, center w/2, trailing w; baselines default to h). Nil for custom
  /// guides, whose default comes from their `defaultValue(in:)`.
  @inlinable
  public var fraction: Double? {
    switch id {
    case 0, 3: return 0
    case 1, 4: return 0.5
    case 2, 5, 6, 7: return 1
    default: return customFraction
    }
  }

  /// The eight built-in guides, in the table's first places (`AlignmentKeyTable.init`).
  static let builtIns: [AlignmentKeyTable.Entry] = [
    .init(name: "leading", axis: .horizontal, fraction: 0),
    .init(name: "center", axis: .horizontal, fraction: 0.5),
    .init(name: "trailing", axis: .horizontal, fraction: 1),
    .init(name: "top", axis: .vertical, fraction: 0),
    .init(name: "center", axis: .vertical, fraction: 0.5),
    .init(name: "bottom", axis: .vertical, fraction: 1),
    .init(name: "firstTextBaseline", axis: .vertical, fraction: 1),
    .init(name: "lastTextBaseline", axis: .vertical, fraction: 1),
  ]
  static let builtInNames = builtIns.map(\.name)

  public static let leading = AlignmentKey(id: 0)
  public static let hCenter = AlignmentKey(id: 1)
  public static let trailing = AlignmentKey(id: 2)
  public static let top = AlignmentKey(id: 3)
  public static let vCenter = AlignmentKey(id: 4)
  public static let bottom = AlignmentKey(id: 5)
  public static let firstTextBaseline = AlignmentKey(id: 6)
  public static let lastTextBaseline = AlignmentKey(id: 7)

  /// A guide declared by user code (`enum MyGuide: AlignmentID`).
  public static func custom(_ name: String, axis: Axis) -> AlignmentKey {
    AlignmentKey(name: name, axis: axis, fraction: nil)
  }

  /// The default value for a view of this size; custom guides default to 0 here and are
  /// resolved by the engine from the user's `defaultValue(in:)`.
  @inlinable
  public func defaultValue(in size: Size) -> Double { (fraction ?? 0) * size[axis] }

  @inlinable
  public var isBuiltIn: Bool { fraction != nil }
  public var description: String { name }
}

/// Every alignment guide named in this process, each once: a key's name, axis and default,
/// by its `AlignmentKey.id`. It only grows, by one entry per distinct custom guide a script
/// declares. Thread-safe.
final class AlignmentKeyTable: @unchecked Sendable {
  struct Entry: Hashable {
    let name: String
    let axis: Axis
    let fraction: Double?
  }

  static let shared = AlignmentKeyTable()

  private let lock = NSLock()
  private var entries: [Entry]
  private var ids: [Entry: UInt32]

  private init() {
    entries = AlignmentKey.builtIns
    ids = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1, UInt32($0)) })
  }

  func id(_ entry: Entry) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let id = ids[entry] { return id }
    let id = UInt32(entries.count)
    entries.append(entry)
    ids[entry] = id
    return id
  }

  func entry(_ id: UInt32) -> Entry {
    lock.lock()
    defer { lock.unlock() }
    return entries[Int(id)]
  }
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
