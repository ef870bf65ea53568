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
    return ScrollReaders.pastEdge("scrollTo(\(request.identity)\(anchor))", target.offset)
  }
}

extension ScrollReaders {
  /// The warning for a scroll that asked for more than the content has: it stops at the edge,
  /// as a scroll view does, which Apple does not document (docs/semantics.md §2.14).
  static func pastEdge(_ subject: String, _ offset: Vector) -> LabEngine.Diagnostic {
    .warning(
      "\(subject) asks for an offset past the content's edge; the lab stops at the edge, as a scroll view does "
        + "(not documented): the offset is (\(NumberFormat.format(offset.dx)), \(NumberFormat.format(offset.dy)))")
  }
}

/// `.scrollPosition(id:anchor:)`'s binding and anchor, and the id values its build met
/// (`ForEach` ids and `.id(_)`), to write the one of the view scrolled to the top.
struct ScrollPositionSpec {
  var binding: BindingRef
  var anchor: UnitPoint?
  var identityValues: [String: Value]
  /// The binding holds iOS 18's `ScrollPosition` rather than an optional id.
  var holdsPosition = false
}

extension ScrollReaders {
  /// `.scrollPosition(id: $id, anchor:)` (docs/semantics.md §2.14): an action node the settle
  /// step reads after layout (`ScriptContext.syncScrollPositions`).
  static func scrollPosition(_ c: inout CallContext, modifying view: ViewDescription) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels(["id", nil, "anchor"])
    let holdsPosition = c.argument("id") == nil
    let label: String? = holdsPosition ? nil : "id"
    guard let arg = c.argument(label) else {
      throw c.fail(
        "`.scrollPosition` needs `id:` a binding to an optional id (`$scrolledID`), or a binding to a `ScrollPosition`",
        kind: .argument)
    }
    guard let binding = c.binding(label) else {
      throw interp.error(
        holdsPosition
          ? "`scrollPosition(_:)` takes a binding to a `ScrollPosition` (`$position`), not a value"
          : "`scrollPosition(id:)` takes a binding (`$scrolledID`), not a value", at: arg.node, kind: .typeMismatch)
    }
    if holdsPosition {
      guard case .tuple(let t) = try interp.read(binding, at: arg.node), t.nominal == ScrollPositionValues.nominal else {
        throw interp.error(
          "`scrollPosition(_:)` takes a binding to a `ScrollPosition`; for an id write `scrollPosition(id:)`",
          at: arg.node, kind: .typeMismatch)
      }
    }
    var anchor: UnitPoint?
    if let value = try c.resolved("anchor", as: .unitPoint) {
      switch value {
      case .unitPoint(let u): anchor = u
      case .null: anchor = nil
      default: throw c.fail("`anchor:` takes a `UnitPoint`, such as `.top`", kind: .typeMismatch)
      }
    }
    let spec = ScrollPositionSpec(
      binding: binding, anchor: anchor, identityValues: interp.pass.identityValues, holdsPosition: holdsPosition)
    let token = interp.registerAction(Interpreter.Action(function: nil, scrollPosition: spec))
    try interp.countView(at: c.node)
    let handler = ActionHandler(.scrollPosition, token: token, name: "scrollPosition", detail: c.argumentText)
    return .view(view.modified(.action(handler), source: c.nameLocation))
  }
}

extension ScriptContext {
  /// What `syncScrollPositions` did: nothing, moved a scroll view (lay out again), or wrote
  /// bindings (the rebuilt root, or the errors of writing them).
  public enum ScrollPositionSync {
    case unchanged
    case scrolled
    case wrote(EvaluationResult)
  }

  /// `.scrollPosition(id:anchor:)` after an update is laid out (docs/semantics.md §2.14), for
  /// each such modifier in tree order. The lab keeps, as scene state, the id it last agreed
  /// with the binding and the offset it last saw. A binding the program changed since scrolls
  /// the ScrollView below to the view with that id (as `scrollTo` does, with the modifier's
  /// anchor); a ScrollView that scrolled since (`:scroll`, `scrollTo`) writes the id of its
  /// top-most target to the binding.
  public func syncScrollPositions(_ layout: Layout) -> (ScrollPositionSync, [LabEngine.Diagnostic]) {
    let tree = layout.tree
    let interp = interpreter
    var ordinal = 0
    var writes: [(BindingRef, Value)] = []
    var diagnostics: [LabEngine.Diagnostic] = []
    var scrolled = false
    let node = Syntax(TokenSyntax.identifier("scrollPosition"))
    for i in 0..<tree.count {
      guard case .action(let h) = tree.kinds[i], h.moment == .scrollPosition,
        let spec = interp.actions[h.token]?.scrollPosition
      else { continue }
      ordinal += 1
      let owner = "scroll position #\(ordinal)"
      let agreedKey = StateKey(owner: owner, name: "id")
      let seenKey = StateKey(owner: owner, name: "offset")
      guard let container = layout.scrollPositionContainer(at: ViewTree.NodeID(i)),
        let k = tree.scrollContainers.firstIndex(of: container)
      else {
        diagnostics.append(.warning("`.scrollPosition` has no ScrollView inside it: nothing reads or moves it"))
        continue
      }
      guard let current = try? interp.read(spec.binding, at: node) else { continue }
      let offset = layout.scrollOffset(of: container)
      let offsetValue = Value.point(Point(x: offset.dx, y: offset.dy))
      let agreed = interp.state[agreedKey] ?? .null
      let seen = interp.state[seenKey] ?? offsetValue
      /// Moves the scroll view to `v`, seen as its offset; `asked` names a request that wanted
      /// more than the content has.
      func move(to v: Vector, pastEdge asked: String?) {
        interp.state[ScrollReaders.offsetKey(k)] = .point(Point(x: v.dx, y: v.dy))
        interp.state[seenKey] = .point(Point(x: v.dx, y: v.dy))
        if let asked { diagnostics.append(ScrollReaders.pastEdge(asked, v)) }
        scrolled = true
      }
      if !current.isEqual(to: agreed) {
        // The program wrote the binding: the scroll view goes to the view with that id (or,
        // for a `ScrollPosition`, to the edge or point it names).
        interp.state[agreedKey] = current
        interp.state[seenKey] = offsetValue
        var id = current
        var anchor = spec.anchor
        if spec.holdsPosition {
          switch ScrollPositionValues.request(current) {
          case .none: continue
          case .id(let v, let a):
            id = v
            anchor = a ?? spec.anchor
          case .edge(let edge):
            move(to: layout.scrollOffset(of: container, showing: edge), pastEdge: nil)
            continue
          case .point(let x, let y):
            let (moved, clamped) = layout.scrollOffset(of: container, x: x, y: y)
            move(to: moved, pastEdge: clamped ? "the ScrollPosition's point" : nil)
            continue
          }
        }
        if case .null = id { continue }
        let identity = id.identityText
        let targets = layout.scrollTargets(in: container)
        guard let node = targets?.first(where: { $0.identity == identity })?.node,
          let target = layout.scrollTarget(for: node, anchor: anchor), target.container == k
        else {
          diagnostics.append(
            .warning(
              "scrollPosition(id:) is \(identity), which no view of the ScrollView's "
                + (targets == nil ? "content has (no layout inside it is marked `.scrollTargetLayout()`)" : "scroll target layout has")
                + ": nothing scrolled"))
          continue
        }
        move(to: target.offset, pastEdge: target.clamped ? "scrollPosition(id:) is \(identity), whose place" : nil)
      } else if !seen.isEqual(to: offsetValue) {
        // The scroll view scrolled: the binding follows it.
        interp.state[seenKey] = offsetValue
        let top = layout.topMostScrollTarget(in: container)
        var value = Value.null
        if let top {
          guard let v = spec.identityValues[top] else {
            diagnostics.append(.warning("the view scrolled to the top has the id \(top), whose value the lab did not keep: the binding is not written"))
            continue
          }
          value = v
        }
        if spec.holdsPosition { value = ScrollPositionValues.scrolled(to: value) }
        guard !value.isEqual(to: current) else { continue }
        interp.state[agreedKey] = value
        writes.append((spec.binding, value))
      } else if interp.state[seenKey] == nil {
        interp.state[seenKey] = offsetValue
      }
    }
    if !writes.isEmpty {
      let result = closurePass { interp in
        for (binding, value) in writes { try interp.write(binding, value, at: node) }
      }
      return (.wrote(result), diagnostics)
    }
    return (scrolled ? .scrolled : .unchanged, diagnostics)
  }
}

extension ScriptContext {
  /// `.defaultScrollAnchor` after an update is laid out (docs/semantics.md §2.14): a ScrollView
  /// with an initial-offset anchor that has no offset yet (it just appeared) starts at the
  /// anchor's point of the room it can scroll (`.bottom`: the end); one with a size-changes
  /// anchor whose content grew or shrank since the last update moves by the anchor's share of
  /// the change, so that point of the content stays in place. True when an offset changed (lay
  /// out again).
  public func applyDefaultScrollAnchors(_ layout: Layout) -> Bool {
    let tree = layout.tree
    let interp = interpreter
    var changed = false
    for (s, anchors) in tree.scrollAnchors.sorted(by: { $0.key < $1.key }) {
      guard let k = tree.scrollContainers.firstIndex(of: s), case .scrollView(let axes) = tree.kinds[Int(s)] else {
        continue
      }
      let current = layout.scrollOffset(of: s)
      let extent = layout.contentExtent(of: s, offset: current)
      let room = layout.scrollRoom(of: s)
      let offsetKey = ScrollReaders.offsetKey(k)
      // Not under `ScrollReaders.owner`, whose keys are all offsets.
      let sizeKey = StateKey(owner: "scroll anchor #\(k + 1)", name: "contentSize")
      var next = current
      if interp.state[offsetKey] == nil, let a = anchors.initialOffset {
        next = Vector(dx: a.x * room.width, dy: a.y * room.height)
        interp.state[offsetKey] = .point(Point(x: next.dx, y: next.dy))
        changed = changed || next != current
      } else if let a = anchors.sizeChanges, case .point(let old)? = interp.state[sizeKey],
        old.x != extent.width || old.y != extent.height
      {
        if axes.contains(.horizontal) { next.dx = Swift.min(Swift.max(current.dx + a.x * (extent.width - old.x), 0), room.width) }
        if axes.contains(.vertical) { next.dy = Swift.min(Swift.max(current.dy + a.y * (extent.height - old.y), 0), room.height) }
        if next != current {
          interp.state[offsetKey] = .point(Point(x: next.dx, y: next.dy))
          changed = true
        }
      }
      if anchors.sizeChanges != nil { interp.state[sizeKey] = .point(Point(x: extent.width, y: extent.height)) }
    }
    return changed
  }
}

