import LabEngine
import SwiftSyntax

/// The one way a value becomes text for `print`, `debugPrint`, string interpolation and
/// `String(describing:)` / `String(reflecting:)`: Swift's rules, including the user's own
/// `description`.
///
/// `String(describing:)` (what `print` and `"\(x)"` use) takes a `CustomStringConvertible`'s
/// `description`, else a `CustomDebugStringConvertible`'s `debugDescription`, else reflection;
/// `String(reflecting:)` (what a collection, an optional or another value's fields use for their
/// parts) prefers `debugDescription`, then `description`, then reflection. Both are the
/// standard library's documented order (Swift's `String(describing:)` and
/// `String(reflecting:)` documentation).
extension Interpreter {
  func printedText(
    _ value: Value, declaredAs type: String?, reflecting: Bool, at node: some SyntaxProtocol
  ) throws -> String {
    try checkPrintable(value, at: node)
    try checkPrintable(type: type, at: node)
    let described = try substitutingDescriptions(value, reflecting: reflecting, at: Syntax(node))
    return described.text(declaredAs: type, quoted: reflecting)
  }

  /// The value with every user value that describes itself replaced by its text (an opaque
  /// value prints as its text), at any depth that printing reaches.
  private func substitutingDescriptions(_ value: Value, reflecting: Bool, at node: Syntax) throws
    -> Value
  {
    switch value {
    case .instance(let inst):
      // NSObject is CustomStringConvertible; a subclass that overrides `description` prints it.
      let conformances = inst.type.conformances + (inst.type.inheritsNSObject ? ["CustomStringConvertible"] : [])
      if let text = try ownDescription(value, conformances, reflecting: reflecting, at: node) {
        return .opaque(OpaqueValue(kind: inst.type.name, text: text))
      }
      if inst.type.isClass { return value }  // an object prints its name, not its fields
      if let lazy = inst.type.storedProperties.first(where: \.isLazy) {
        // Swift shows a lazy property's storage (`$__lazy_storage_$_b: nil` until it is read,
        // `Optional(2)` after), which the lab, setting it when the value is made, does not keep.
        throw error(
          "`\(inst.type.name)` has a `lazy var \(lazy.name)`: Swift prints its storage, nil until it is "
            + "first read, which the lab does not track; print the properties you need", at: node,
          kind: .notSupported)
      }
      var copy = inst
      for (name, field) in inst.fields {
        copy.fields[name] = try substitutingDescriptions(field, reflecting: true, at: node)
      }
      return .instance(copy)
    case .enumCase(let e):
      if let text = try ownDescription(value, e.type.conformances, reflecting: reflecting, at: node) {
        return .opaque(OpaqueValue(kind: e.type.name, text: text))
      }
      var copy = e
      copy.associated = try e.associated.map {
        try substitutingDescriptions($0, reflecting: true, at: node)
      }
      return .enumCase(copy)
    case .array(let items):
      return .array(try items.map { try substitutingDescriptions($0, reflecting: true, at: node) })
    case .arraySlice(var s):
      s.elements = try s.elements.map { try substitutingDescriptions($0, reflecting: true, at: node) }
      return .arraySlice(s)
    case .tuple(var t):
      t.elements = try t.elements.map { try substitutingDescriptions($0, reflecting: true, at: node) }
      return .tuple(t)
    case .dictionary(let d):
      var copy = DictionaryValue()
      copy.replaceKeys(try d.keys.map { try substitutingDescriptions($0, reflecting: true, at: node) })
      copy.values = try d.values.map { try substitutingDescriptions($0, reflecting: true, at: node) }
      return .dictionary(copy)
    default: return value
    }
  }

  private func ownDescription(
    _ value: Value, _ conformances: [String], reflecting: Bool, at node: Syntax
  ) throws -> String? {
    let plain = conformances.contains("CustomStringConvertible")
    let debug = conformances.contains("CustomDebugStringConvertible")
    guard plain || debug else { return nil }
    let name = debug && (reflecting || !plain) ? "debugDescription" : "description"
    guard let text = try member(of: value, named: name, node: node) else { return nil }
    guard case .string(let s) = text else {
      throw error("`\(name)` must be a `String`, got `\(text.typeName)`", at: node, kind: .typeMismatch)
    }
    return s
  }
}
