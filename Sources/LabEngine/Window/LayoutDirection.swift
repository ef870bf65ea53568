/// SwiftUI's `LayoutDirection`: the direction views are placed in. Right-to-left, each view's
/// x is mirrored within its parent, and its effects and offsets are mirrored with it
/// (docs/semantics.md §3.1).
///
///     LayoutDirection(swiftName: "rightToLeft")  // .rightToLeft
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft

  /// The case named as Swift spells it (`rightToLeft`), or nil.
  public init?(swiftName: String) { self.init(rawValue: swiftName) }

  /// How `:set direction` and `:window` name it.
  public var shortName: String { self == .rightToLeft ? "rtl" : "ltr" }
}
