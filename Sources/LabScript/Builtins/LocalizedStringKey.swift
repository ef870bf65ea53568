import SwiftSyntax

/// How one interpolated value decides what a title literal is (docs/semantics.md §1.2).
///
/// SwiftUI's `LocalizedStringKey.StringInterpolation` takes a `String`, the numbers (by a
/// `printf` specifier: `%lld` for `Int`, `%lf` for `Double` and `CGFloat`, `%f` for `Float`), and
/// `ReferenceConvertible` values such as `Date` and `URL` (by their Objective-C description).
/// A literal with any other value (`Bool`, an optional, a type of the program's) cannot be a key,
/// so Swift types it as a `String` and the initializer taking a `StringProtocol` is called.
enum KeyInterpolation {
  /// The key's interpolation takes the value.
  case compatible
  /// It does not: the literal is a `String`.
  case incompatible
  /// It takes the value and prints its Objective-C description, which the lab does not imitate.
  case unknownText(String, Syntax)

  /// The literal's kind once another of its values is known.
  func joined(_ other: KeyInterpolation) -> KeyInterpolation {
    switch (self, other) {
    case (.incompatible, _), (_, .incompatible): return .incompatible
    case (.unknownText, _): return self
    case (_, .unknownText): return other
    default: return .compatible
    }
  }

  static func of(_ value: Value, declaredAs type: String?, at node: Syntax) -> KeyInterpolation {
    if let type, type.hasSuffix("?") || type.hasSuffix("!") { return .incompatible }
    switch value {
    case .string:
      // `Substring` and `Character` are not `String`: no overload of the key's takes them.
      return type == "Substring" || type == "Character" ? .incompatible : .compatible
    case .int, .double, .float, .date:
      return .compatible
    case .opaque(let o) where o.kind == "URL":
      return .compatible
    case .opaque(let o) where o.kind == "UUID" || o.kind == "Locale":
      return .unknownText(o.kind, node)
    case .calendar: return .unknownText("Calendar", node)
    case .dateComponents: return .unknownText("DateComponents", node)
    default:
      return .incompatible
    }
  }
}

extension Value {
  /// A `Double`, `CGFloat` or `Float`.
  var isFloatingPoint: Bool {
    switch self {
    case .double, .float: return true
    default: return false
    }
  }
}
