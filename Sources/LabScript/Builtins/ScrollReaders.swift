import LabEngine
import SwiftSyntax

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)` (docs/semantics.md §2.14), and
/// the content offsets of scroll containers as model state.
///
/// A scroll container's offset is state of the scene, kept by the container's place among the
/// tree's ScrollViews and Lists (`ViewTree.scrollContainers`): `:scroll` and `scrollTo` change
/// it in an update, under the update's transaction, so `withAnimation { proxy.scrollTo(8) }`
/// animates the content as any change does. `scrollTo` needs the layout to know where the
/// view is, so it leaves a request that the update's settle step works out
/// (`Layout.scrollTarget`), as SwiftUI scrolls once the view is laid out.
///
///     ScrollViewReader { proxy in ScrollView { … }.onAppear { proxy.scrollTo(last, anchor: .bottom) } }
enum ScrollReaders {
  /// Where offsets and the waiting request live in the state store (`:state` lists them as
  /// `scroll container #1.contentOffset`, counting the ScrollViews and Lists in tree order).
  static let owner = "scroll container #"
  static let requestKey = StateKey(owner: "scrollTo", name: "request")
  static func offsetKey(_ k: Int) -> StateKey { StateKey(owner: owner + "\(k + 1)", name: "contentOffset") }

  /// `ScrollViewReader { proxy in … }`: its content, laid out as it is (the reader adds no
  /// layout of its own).
  static func view(_ c: inout CallContext) throws -> Value {
    try c.checkLabels(["content"])
    guard let content = c.closure("content") ?? c.closure else {
      throw c.fail("`ScrollViewReader` needs its content in a closure `{ proxy in … }`", kind: .argument)
    }
    let interp = c.interpreter
    let proxy = Value.opaque(OpaqueValue(kind: "ScrollViewProxy", text: "proxy"))
    let views = try interp.viewList(try interp.call(content, [proxy], node: c.node, viewContext: true), at: c.node)
    try interp.countView(at: c.node)
    let body = views.count == 1 ? views[0] : ViewDescription(.group, views, source: nil)
    return .view(body.modified(.drawing(DrawingModifier("scrollViewReader")), source: c.nameLocation))
  }

  /// `proxy.scrollTo(id, anchor:)`: a request for the settle step, made as a state change so the
  /// update carries the transaction it was made in.
  static func scrollTo(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil, "anchor"])
    guard let id = c.argument(nil)?.value else { throw c.fail("`scrollTo` needs the id of a view", kind: .argument) }
    var anchor = Value.null
    if let value = try c.resolved("anchor", as: .unitPoint) {
      switch value {
      case .unitPoint, .null: anchor = value
      default: throw c.fail("`anchor:` takes a `UnitPoint`, such as `.top`", kind: .typeMismatch)
      }
    }
    let interp = c.interpreter
    interp.writeState(requestKey, .array([.string(id.identityText), anchor]))
    return .void
  }
}

extension ScriptContext {
  /// The content offsets of the scroll containers, by their place among them in tree order.
  public var scrollOffsets: [Int: Vector] {
    var offsets: [Int: Vector] = [:]
    for key in interpreter.state.keys where key.owner.hasPrefix(ScrollReaders.owner) {
      guard let k = Int(key.owner.dropFirst(ScrollReaders.owner.count)), case .point(let p)? = interpreter.state[key]
      else { continue }
      offsets[k - 1] = Vector(dx: p.x, dy: p.y)
    }
    return offsets
  }

  /// `:scroll`: sets a container's offset in an update of its own.
  public func scroll(container k: Int, to offset: Vector) -> EvaluationResult {
    closurePass { interp in
      interp.writeState(ScrollReaders.offsetKey(k), .point(Point(x: offset.dx, y: offset.dy)))
    }
  }

  /// The `scrollTo` waiting for a layout: the identity of the view and the anchor.
  public var scrollRequest: (identity: String, anchor: UnitPoint?)? {
    guard case .array(let parts)? = interpreter.state[ScrollReaders.requestKey], parts.count == 2,
      case .string(let id) = parts[0]
    else { return nil }
    if case .unitPoint(let u) = parts[1] { return (id, u) }
    return (id, nil)
  }

  /// Carries out the waiting request with its target (nil: no view has that identity, said as a
  /// warning), and forgets it.
  public func finishScrollRequest(_ target: ScrollTarget?) -> LabEngine.Diagnostic? {
    let request = scrollRequest
    interpreter.state[ScrollReaders.requestKey] = nil
    guard let target else {
      return request.map {
        .warning("scrollTo(\($0.identity)) found no view with that id inside a ScrollView or List: nothing scrolled")
      }
    }
    interpreter.state[ScrollReaders.offsetKey(target.container)] = .point(Point(x: target.offset.dx, y: target.offset.dy))
    guard target.clamped, let request else { return nil }
    let anchor = request.anchor.map { a in
      ", anchor: " + (UnitPoint.named.first { $0.point == a }.map { "." + $0.name }
        ?? "UnitPoint(x: \(NumberFormat.format(a.x)), y: \(NumberFormat.format(a.y)))")
    } ?? ""
    return .warning(
      "scrollTo(\(request.identity)\(anchor)) asks for an offset past the content's edge; the lab stops at the edge, "
        + "as a scroll view does (not documented): the offset is (\(NumberFormat.format(target.offset.dx)), "
        + "\(NumberFormat.format(target.offset.dy)))")
  }
}
