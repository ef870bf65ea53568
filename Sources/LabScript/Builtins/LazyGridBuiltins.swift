import LabEngine
import SwiftSyntax

/// `GridItem` and the arguments of `LazyVGrid` / `LazyHGrid` (docs/semantics.md §2.7).
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) { … }
enum LazyGridBuiltins {
  /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`.
  static func gridItem(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil, "spacing", "alignment"])
    var size = GridTrack.Size.flexible(minimum: 10, maximum: .infinity)
    if let arg = c.argument(nil) {
      guard case .implicitMember(let m) = arg.value else {
        throw c.fail(
          "`GridItem` takes a size: `.fixed(_)`, `.flexible(minimum:maximum:)` or "
            + "`.adaptive(minimum:maximum:)`", kind: .argument)
      }
      size = try trackSize(m, c.interpreter, at: arg.node)
    }
    let spacing = try c.double("spacing")
    if let s = spacing, !(s.isFinite && s >= 0) {
      throw c.fail("`spacing` must be a finite length of 0 or more", kind: .argument)
    }
    var alignment: Alignment?
    if let a = try c.resolved("alignment", as: .alignment) {
      guard case .alignment(let value) = a else { throw c.mismatch("alignment", "Alignment", a) }
      alignment = value
    }
    return .gridItem(GridTrack(size: size, spacing: spacing, alignment: alignment))
  }

  private static func trackSize(_ m: ImplicitMember, _ interp: Interpreter, at node: Syntax) throws
    -> GridTrack.Size
  {
    let args = m.arguments ?? []
    func number(_ label: String?, default value: Double?) throws -> Double {
      guard let a = args.first(where: { $0.label == label }) else {
        guard let value else {
          throw interp.error("`.\(m.name)` needs \(label.map { "`\($0):`" } ?? "a length")", at: node, kind: .argument)
        }
        return value
      }
      let v = try interp.number(a.floatingValue, a.node)
      guard v >= 0, !v.isNaN, label == "maximum" || v.isFinite else {
        throw interp.error("a grid item's length must be 0 or more", at: a.node, kind: .argument)
      }
      return v
    }
    for a in args where ![nil, "minimum", "maximum"].contains(a.label) {
      throw interp.error("`.\(m.name)` has no parameter `\(a.label ?? "_")`", at: a.node, kind: .argument)
    }
    switch m.name {
    case "fixed": return .fixed(try number(nil, default: nil))
    case "flexible":
      let lo = try number("minimum", default: 10)
      return .flexible(minimum: lo, maximum: max(lo, try number("maximum", default: .infinity)))
    case "adaptive":
      let lo = try number("minimum", default: nil)
      guard lo > 0 else { throw interp.error("an adaptive item's minimum must be more than 0", at: node, kind: .argument) }
      return .adaptive(minimum: lo, maximum: max(lo, try number("maximum", default: .infinity)))
    default:
      throw interp.error(
        "`GridItem.Size` has no member `\(m.name)`; it has `.fixed`, `.flexible` and `.adaptive`",
        at: node, kind: .unknownName)
    }
  }

  /// The columns (or rows), alignment and spacing of a lazy grid.
  static func spec(_ name: String, _ c: inout CallContext) throws -> LazyGridSpec {
    let vertical = name == "LazyVGrid"
    let tracksLabel = vertical ? "columns" : "rows"
    try c.checkLabels([tracksLabel, "alignment", "spacing", "pinnedViews", "content"])
    guard let tracksArg = c.argument(tracksLabel) else {
      throw c.fail("`\(name)` needs `\(tracksLabel):`, an array of `GridItem`s", kind: .argument)
    }
    let items = try c.interpreter.elements(of: tracksArg.value, at: tracksArg.node)
    let tracks = try items.map { item -> GridTrack in
      guard case .gridItem(let t) = item else {
        throw c.interpreter.error(
          "`\(tracksLabel):` takes `GridItem`s, got `\(item.typeName)`", at: tracksArg.node, kind: .typeMismatch)
      }
      return t
    }
    var alignment = Alignment.center
    if vertical, let h = try c.horizontalAlignment() { alignment = Alignment(horizontal: h, vertical: .vCenter) }
    if !vertical, let v = try c.verticalAlignment() { alignment = Alignment(horizontal: .hCenter, vertical: v) }
    let spacing = try c.double("spacing")
    let pins = try pinned(&c)
    return LazyGridSpec(
      axis: vertical ? .vertical : .horizontal, tracks: tracks, alignment: alignment, spacing: spacing,
      pinsHeaders: pins.headers, pinsFooters: pins.footers)
  }

  /// A `LazyVStack` or `LazyHStack` (docs/semantics.md §2.7): laid out by the lazy grid's
  /// code as one track that fills the proposal across, its children proposed nothing along.
  static func stackSpec(_ name: String, _ c: inout CallContext) throws -> LazyGridSpec {
    try c.checkLabels(["alignment", "spacing", "pinnedViews", "content"])
    let vertical = name == "LazyVStack"
    let alignment =
      vertical
      ? Alignment(horizontal: try c.horizontalAlignment() ?? .hCenter, vertical: .vCenter)
      : Alignment(horizontal: .hCenter, vertical: try c.verticalAlignment() ?? .vCenter)
    let pins = try pinned(&c)
    return LazyGridSpec(
      axis: vertical ? .vertical : .horizontal, tracks: [], alignment: alignment, spacing: try c.double("spacing"),
      isStack: true, pinsHeaders: pins.headers, pinsFooters: pins.footers)
  }

  /// `pinnedViews:`: `.sectionHeaders`, `.sectionFooters`, or a set of them (`[]` pins none).
  private static func pinned(_ c: inout CallContext) throws -> (headers: Bool, footers: Bool) {
    guard let arg = c.argument("pinnedViews") else { return (false, false) }
    let members: [Value]
    if case .array(let a) = arg.value { members = a } else { members = [arg.value] }
    var pins = (headers: false, footers: false)
    for m in members {
      guard case .implicitMember(let im) = m, im.arguments == nil,
        im.name == "sectionHeaders" || im.name == "sectionFooters"
      else {
        throw c.interpreter.error(
          "`pinnedViews:` takes `PinnedScrollableViews`: `.sectionHeaders`, `.sectionFooters` or both in a set",
          at: arg.node, kind: .typeMismatch)
      }
      if im.name == "sectionHeaders" { pins.headers = true } else { pins.footers = true }
    }
    return pins
  }
}
