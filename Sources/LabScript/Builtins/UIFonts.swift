import LabEngine
import SwiftSyntax

/// `UIFont`, as view code hands one to SwiftUI (`Font(UIFont.systemFont(ofSize: 15))`,
/// docs/semantics.md §1.2): the system font at a size and weight, a text style's font at the
/// default Dynamic Type size, and a named font measured as the lab measures `Font.custom`. Its
/// `pointSize` is its size; its other metrics (`lineHeight`, `ascender`, …) are UIKit's and
/// are refused.
///
///     Text("Total").font(Font(UIFont.boldSystemFont(ofSize: 20)))   // as .system(size: 20, weight: .bold)
enum UIFonts {
  static let kind = "UIFont"
  /// UIKit's text styles by their SwiftUI names (`title1` is `.title`, `caption1` `.caption`).
  static let styles = ["title1": "title", "caption1": "caption"]

  static func value(_ font: Font) -> Value {
    .opaque(OpaqueValue(kind: kind, text: "\(font.size)|\(font.weight.rawValue)|\(font.name)"))
  }

  static func font(_ o: OpaqueValue) -> Font {
    let parts = o.text.split(separator: "|", maxSplits: 2).map(String.init)
    return Font(size: Double(parts[0]) ?? 17, weight: Font.Weight(rawValue: parts[1]) ?? .regular, name: parts[2])
  }

  /// The font a `Font(_:)` made from a `UIFont` is.
  static func swiftUIFont(_ v: Value) -> Font? {
    if case .opaque(let o) = v, o.kind == kind { return font(o) }
    return nil
  }

  static func construct(_ c: inout CallContext) throws -> Value {
    // `UIFont(name:size:)`: nil on a device without that font; the lab measures any name as
    // SF Pro at its size, as `Font.custom`, and says so.
    try c.checkLabels(["name", "size"])
    guard let name = try c.string("name"), let size = try c.double("size") else {
      throw c.fail("`UIFont` is made with `UIFont(name:size:)` here", kind: .argument)
    }
    c.interpreter.warn("the font `\(name)` is measured as SF Pro at its size: its widths differ on a device", at: c.node)
    return value(Font(size: size, name: "custom(\"\(name)\", size: \(NumberFormat.format(size)))"))
  }

  static func weight(_ v: Value?, _ c: CallContext) throws -> Font.Weight {
    guard let v else { return .regular }
    guard case .implicitMember(let m) = v, m.arguments == nil, let w = Font.Weight(rawValue: m.name) else {
      throw c.fail("`weight:` takes a `UIFont.Weight` such as `.bold`", kind: .argument)
    }
    return w
  }

  static func staticMember(_ name: String, _ interp: Interpreter) -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
      return method { c in
        try c.checkLabels(["ofSize", "weight"])
        guard let size = try c.double("ofSize") else { throw c.fail("`\(name)` needs `ofSize:`", kind: .argument) }
        var w = try weight(c.argument("weight")?.value, c)
        if name == "boldSystemFont" { w = .bold }
        if name == "italicSystemFont" {
          c.interpreter.warn("an italic font is measured upright, as `.italic()` is: its widths differ on a device", at: c.node)
        }
        if name.hasPrefix("monospaced") {
          c.interpreter.warn("a monospaced font is measured as SF Pro: its widths differ on a device", at: c.node)
        }
        return value(Font(size: size, weight: w))
      }
    case "preferredFont":
      return method { c in
        try c.checkLabels(["forTextStyle", "compatibleWith"])
        guard case .implicitMember(let m)? = c.argument("forTextStyle")?.value, m.arguments == nil,
          let f = ImplicitNames.fonts[styles[m.name] ?? m.name]
        else {
          throw c.fail("`forTextStyle:` takes a `UIFont.TextStyle` such as `.body`", kind: .argument)
        }
        if c.argument("compatibleWith") != nil {
          throw c.fail("`compatibleWith:` traits are not modelled: the lab's phone has Dynamic Type's default size", kind: .notSupported)
        }
        return value(f)
      }
    default: return nil
    }
  }

  static func member(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value {
    let f = font(o)
    switch name {
    case "pointSize": return .double(f.size)
    case "withSize":
      return .function(FunctionValue(name: name) { c in
        try c.checkLabels([nil])
        guard let size = try c.double(nil) else { throw c.fail("`withSize(_:)` takes a size", kind: .argument) }
        return value(Font(size: size, weight: f.weight))
      })
    case "lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading", "fontName", "familyName",
      "fontDescriptor":
      throw interp.error(
        "`\(name)` of a `UIFont` is UIKit's measure of the font, which the lab does not have", at: node, kind: .notSupported)
    default:
      throw interp.unknown("`UIFont` has no member the lab models named", name, at: node, candidates: ["pointSize", "withSize"])
    }
  }
}
